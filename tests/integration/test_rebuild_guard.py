"""`--rebuild` deletes only a file that is provably an index store. Aimed at the user-data file,
the E5 sidecar, another application's database, a file that is not SQLite at all, or with a
leftover build file that is not ours, it refuses before writing anything (a clear error, a
non-zero exit) and every byte stays. A damaged store (a SQLite header, unreadable) cannot be
proven ours either: it is moved aside, never deleted, and the rebuild goes on."""

from __future__ import annotations

import hashlib
import json
import sqlite3
from pathlib import Path

import pytest
from typer.testing import CliRunner

from dalil.cli import app
from dalil.embed.hashing import HashingEmbedder
from dalil.errors import StoreError
from dalil.ingest.pipeline import run_ingest
from dalil.settings import get_settings
from dalil.stores.sqlite.store import open_store
from dalil.stores.sqlite.userdata import user_data_path

EMBEDDER = HashingEmbedder(dim=32)


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture
def source(tmp_path: Path) -> Path:
    folder = tmp_path / "synaxarium"
    (folder / "ar").mkdir(parents=True)
    record = {
        "url": "https://www.copticchurch.net/synaxarium/3_22.html?lang=ar#1",
        "name": "قزمان",
        "text": "في مثل هذا اليوم تنيح القديس قزمان بعد حياة طويلة في الصلاة والصوم والخدمة.",
    }
    (folder / "ar" / "canonical.json").write_text(json.dumps({"22 Hator": [record]}, ensure_ascii=False), encoding="utf-8")
    return folder


@pytest.fixture
def user_file(tmp_path: Path, source: Path) -> Path:
    """A real store with feedback: its user-data file holds the only copy of that feedback."""
    store_path = tmp_path / "dalil.sqlite"
    run_ingest(store_path, EMBEDDER, [("synaxarium", source)], progress=False)
    with open_store(store_path) as store:
        store.feedback.record_message("m1", "c1", None, ["syn:03-22#1/0"], "answer")
        store.feedback.add_feedback("m1", "up", "helpful", "شكرا")
    path = user_data_path(store_path)
    assert path.is_file()
    return path


def test_rebuild_refuses_the_user_data_file(user_file: Path, source: Path) -> None:
    before = digest(user_file)
    with pytest.raises(StoreError, match="user-data"):
        run_ingest(user_file, EMBEDDER, [("synaxarium", source)], rebuild=True, progress=False)
    assert digest(user_file) == before
    assert not user_file.with_name(user_file.name + ".rebuild").exists()


def test_the_cli_exits_non_zero_and_keeps_the_user_data(
    user_file: Path, source: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    before = digest(user_file)
    monkeypatch.setenv("DALIL_STORE", str(user_file))
    monkeypatch.setenv("DALIL_EMBEDDER", "hashing")
    get_settings.cache_clear()
    result = CliRunner().invoke(app, ["ingest", "--rebuild", "--only", "--source", "synaxarium", str(source)])
    assert result.exit_code != 0
    assert "user-data" in result.output and "Traceback" not in result.output
    assert digest(user_file) == before
    get_settings.cache_clear()


def _dense_sidecar(path: Path) -> Path:
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE passages (model_id TEXT NOT NULL, chunk_id TEXT NOT NULL, vector BLOB)")
    conn.execute("INSERT INTO passages VALUES ('e5', 'syn:03-22#1/0', x'00')")
    conn.commit()
    conn.close()
    return path


def _foreign(path: Path) -> Path:
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT)")
    conn.execute("INSERT INTO meta VALUES ('application', 'someone-else')")
    conn.commit()
    conn.close()
    return path


def _text(path: Path) -> Path:
    path.write_text("my notes, not a database\n" * 50, encoding="utf-8")
    return path


@pytest.mark.parametrize("make", [_dense_sidecar, _foreign, _text], ids=["dense-sidecar", "other-app", "not-sqlite"])
def test_rebuild_refuses_what_it_cannot_prove_is_an_index(tmp_path: Path, source: Path, make) -> None:
    target = make(tmp_path / "target.sqlite")
    before = digest(target)
    with pytest.raises(StoreError, match="will not"):
        run_ingest(target, EMBEDDER, [("synaxarium", source)], rebuild=True, progress=False)
    assert digest(target) == before


def test_a_leftover_build_file_that_is_not_ours_is_not_deleted(tmp_path: Path, source: Path) -> None:
    store_path = tmp_path / "dalil.sqlite"
    run_ingest(store_path, EMBEDDER, [("synaxarium", source)], progress=False)
    leftover = _foreign(store_path.with_name(store_path.name + ".rebuild"))
    before = digest(leftover)
    with pytest.raises(StoreError, match="will not"):
        run_ingest(store_path, EMBEDDER, [("synaxarium", source)], rebuild=True, progress=False)
    assert digest(leftover) == before


def test_a_damaged_store_is_moved_aside_not_deleted(tmp_path: Path, source: Path) -> None:
    store_path = tmp_path / "dalil.sqlite"
    damaged = b"SQLite format 3\x00" + b"\xff" * 4000
    store_path.write_bytes(damaged)
    report = run_ingest(store_path, EMBEDDER, [("synaxarium", source)], rebuild=True, progress=False)
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("dalil.sqlite.damaged-")]
    assert [p.read_bytes() for p in kept] == [damaged]
    assert report.moved_aside == str(kept[0])
    with open_store(store_path, embedder=EMBEDDER) as store:
        assert store.chunks.counts()["synaxarium"]["documents"] == 1


def test_an_index_store_is_still_replaced(tmp_path: Path, source: Path) -> None:
    store_path = tmp_path / "dalil.sqlite"
    run_ingest(store_path, EMBEDDER, [("synaxarium", source)], progress=False)
    report = run_ingest(store_path, EMBEDDER, [("synaxarium", source)], rebuild=True, progress=False)
    assert report.rebuilt and report.moved_aside is None
    assert [p.name for p in tmp_path.iterdir() if ".damaged-" in p.name] == []
