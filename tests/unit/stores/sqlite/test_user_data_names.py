"""Every store has a user-data file of its own: two store paths never share one (`t` and
`t.sqlite` once did, so feedback given on one store's answers appeared in the other's export), and
the default `dalil.sqlite` keeps `dalil.user.sqlite`, where its feedback already is."""

from __future__ import annotations

import itertools
from pathlib import Path

from dalil.stores.sqlite.dense_sidecar import sidecar_path
from dalil.stores.sqlite.store import open_store
from dalil.stores.sqlite.userdata import open_user_data, user_data_path

NAMES = ["t", "t.sqlite", "t.db", "t.db.sqlite", "t.user", "t.user.sqlite", "dalil.sqlite", "dalil", "a.b", "a.b.c",
         ".hidden", "t.sqlite.sqlite", "t.USER.sqlite", "t.Sqlite"]


def test_no_two_stores_share_a_user_data_file(tmp_path: Path) -> None:
    owners: dict[Path, str] = {}
    for name in NAMES:
        user = user_data_path(tmp_path / name)
        assert user not in owners, f"{name} and {owners[user]} share {user.name}"
        owners[user] = name


def test_a_store_user_data_file_is_never_another_store_dense_sidecar(tmp_path: Path) -> None:
    for a, b in itertools.product(NAMES, repeat=2):
        assert user_data_path(tmp_path / a) != sidecar_path(tmp_path / b)


def test_the_default_store_keeps_its_user_data_file(tmp_path: Path) -> None:
    assert user_data_path(tmp_path / "dalil.sqlite") == tmp_path / "dalil.user.sqlite"


def test_feedback_of_t_is_not_in_the_export_of_t_sqlite(tmp_path: Path) -> None:
    with open_store(tmp_path / "t", create=True) as bare:
        bare.feedback.record_message("m-bare", "c1", None, [], "search")
        bare.feedback.add_feedback("m-bare", "down", None, "from t")
    with open_store(tmp_path / "t.sqlite", create=True) as suffixed:
        assert suffixed.feedback.export() == []


def test_a_bare_store_adopts_its_old_user_data_file_when_it_can_only_be_its_own(tmp_path: Path) -> None:
    legacy = tmp_path / "t.user.sqlite"  # what the old rule named the user-data file of `t`
    old = open_user_data(tmp_path / "t.sqlite")  # the same file, written as the old code wrote it
    old.feedback.record_message("m-old", "c1", None, [], "search")
    old.feedback.add_feedback("m-old", "up", None, "kept")
    old.close()
    assert legacy.is_file()
    with open_store(tmp_path / "t", create=True) as bare:
        assert [row["message_id"] for row in bare.feedback.export()] == ["m-old"]
    assert not legacy.exists() and (tmp_path / "t.user").is_file()


def test_an_ambiguous_old_file_stays_with_the_suffixed_store(tmp_path: Path) -> None:
    with open_store(tmp_path / "t.sqlite", create=True) as suffixed:
        suffixed.feedback.record_message("m-suffixed", "c1", None, [], "search")
    with open_store(tmp_path / "t", create=True) as bare:
        assert bare.feedback.export() == []
    with open_store(tmp_path / "t.sqlite") as suffixed:
        assert suffixed.feedback.has_message("m-suffixed")
