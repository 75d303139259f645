"""A source that would remove more than a bounded share of a library, or whose records are
malformed beyond a bound, fails before touching the store, with counts, unless forced. One valid
record among malformed ones must not pass the empty-source guard (it once removed 855 of 856
Synaxarium documents with exit 0), and `--rebuild` must not be the way around it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from dalil.cli import app
from dalil.embed.hashing import HashingEmbedder
from dalil.errors import IngestError
from dalil.ingest.pipeline import MAX_MALFORMED_SHARE, MAX_REMOVED_SHARE, run_ingest
from dalil.settings import get_settings
from dalil.stores.sqlite.store import open_store

EMBEDDER = HashingEmbedder()  # what DALIL_EMBEDDER=hashing builds, for the CLI test
STORED = 40


def _record(n: int) -> dict:
    return {
        "url": f"https://www.copticchurch.net/synaxarium/3_{n % 28 + 1}.html?lang=ar#{n}",
        "name": f"القديس رقم {n}",
        "text": f"في مثل هذا اليوم تنيح القديس رقم {n} بعد حياة طويلة في الصلاة والصوم والخدمة.",
    }


def _source(folder: Path, valid: range, malformed: int = 0) -> Path:
    """`valid` records (numbered, so the same number is the same document) and `malformed` ones."""
    days: dict[str, list] = {"22 Hator": [_record(n) for n in valid]}
    days["22 Hator"] += [{"url": 7, "text": None}] * malformed
    (folder / "ar").mkdir(parents=True, exist_ok=True)
    (folder / "ar" / "canonical.json").write_text(json.dumps(days, ensure_ascii=False), encoding="utf-8")
    return folder


def _documents(store_path: Path) -> int:
    with open_store(store_path) as store:
        return store.chunks.counts().get("synaxarium", {}).get("documents", 0)


@pytest.fixture
def store_path(tmp_path: Path) -> Path:
    path = tmp_path / "dalil.sqlite"
    run_ingest(path, EMBEDDER, [("synaxarium", _source(tmp_path / "full", range(STORED)))], progress=False)
    assert _documents(path) == STORED
    return path


def test_one_valid_record_among_malformed_ones_removes_nothing(tmp_path: Path, store_path: Path) -> None:
    broken = _source(tmp_path / "broken", range(1), malformed=STORED - 1)
    with pytest.raises(IngestError) as caught:
        run_ingest(store_path, EMBEDDER, [("synaxarium", broken)], progress=False)
    message = str(caught.value)
    assert f"{STORED - 1} of the {STORED}" in message and f"{STORED - 1} malformed" in message
    assert "--force" in message
    assert _documents(store_path) == STORED


def test_rebuild_is_held_to_the_same_bound(tmp_path: Path, store_path: Path) -> None:
    broken = _source(tmp_path / "broken", range(1), malformed=STORED - 1)
    with pytest.raises(IngestError, match="--force"):
        run_ingest(store_path, EMBEDDER, [("synaxarium", broken)], rebuild=True, progress=False)
    assert _documents(store_path) == STORED


def test_removing_most_of_a_library_needs_force(tmp_path: Path, store_path: Path) -> None:
    kept = int(STORED * (1 - MAX_REMOVED_SHARE)) - 5  # a little more than the share goes
    smaller = _source(tmp_path / "smaller", range(kept))
    with pytest.raises(IngestError, match=f"{STORED - kept} of the {STORED}"):
        run_ingest(store_path, EMBEDDER, [("synaxarium", smaller)], progress=False)
    assert _documents(store_path) == STORED
    report = run_ingest(store_path, EMBEDDER, [("synaxarium", smaller)], progress=False, force=True)
    assert report.libraries[0].removed == STORED - kept and _documents(store_path) == kept


def test_an_ordinary_update_is_not_held_up(tmp_path: Path, store_path: Path) -> None:
    updated = _source(tmp_path / "updated", range(3, STORED + 2))  # 3 gone, 2 new
    [library] = run_ingest(store_path, EMBEDDER, [("synaxarium", updated)], progress=False).libraries
    assert (library.removed, library.added) == (3, 2)


def test_malformed_records_beyond_the_bound_fail_a_first_ingest(tmp_path: Path) -> None:
    store_path = tmp_path / "new.sqlite"
    valid = 20
    malformed = int(valid * MAX_MALFORMED_SHARE) + 3
    noisy = _source(tmp_path / "noisy", range(valid), malformed=malformed)
    with pytest.raises(IngestError, match=f"{malformed} malformed"):
        run_ingest(store_path, EMBEDDER, [("synaxarium", noisy)], progress=False)
    run_ingest(store_path, EMBEDDER, [("synaxarium", noisy)], progress=False, force=True)
    assert _documents(store_path) == valid


def test_the_cli_refuses_with_counts_and_force_overrides(
    tmp_path: Path, store_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("DALIL_STORE", str(store_path))
    monkeypatch.setenv("DALIL_EMBEDDER", "hashing")
    get_settings.cache_clear()
    broken = _source(tmp_path / "broken", range(1), malformed=STORED - 1)
    runner = CliRunner()
    refused = runner.invoke(app, ["ingest", "--only", "--source", "synaxarium", str(broken)])
    assert refused.exit_code != 0 and f"of the {STORED}" in refused.output
    assert _documents(store_path) == STORED
    forced = runner.invoke(app, ["ingest", "--only", "--force", "--source", "synaxarium", str(broken)])
    assert forced.exit_code == 0, forced.output
    assert _documents(store_path) == 1
    get_settings.cache_clear()
