"""Ingest never destroys what it cannot replace: a malformed source file
fails with a non-zero exit and leaves its library intact, and `--rebuild` keeps user data."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from dalil.cli import app
from dalil.embed.hashing import HashingEmbedder
from dalil.errors import IngestError
from dalil.ingest.pipeline import run_ingest
from dalil.stores.sqlite.store import open_store

EMBEDDER = HashingEmbedder(dim=32)


def _synaxarium(folder: Path, days: dict[str, list[dict]]) -> Path:
    (folder / "ar").mkdir(parents=True, exist_ok=True)
    (folder / "ar" / "canonical.json").write_text(json.dumps(days, ensure_ascii=False), encoding="utf-8")
    return folder


def _record(month: int, day: int, n: int, name: str) -> dict:
    return {
        "url": f"https://www.copticchurch.net/synaxarium/{month}_{day}.html?lang=ar#{n}",
        "name": name,
        "text": f"في مثل هذا اليوم تنيح القديس {name} بعد حياة طويلة في الصلاة والصوم والخدمة.",
    }


@pytest.fixture
def good_source(tmp_path: Path) -> Path:
    return _synaxarium(tmp_path / "good", {
        "22 Hator": [_record(3, 22, 1, "قزمان"), _record(3, 22, 2, "دميان")],
        "1 Tout": [_record(1, 1, 1, "النيروز")],
    })


def _documents(store_path: Path) -> int:
    with open_store(store_path) as store:
        return store.chunks.counts().get("synaxarium", {}).get("documents", 0)


def test_a_malformed_source_file_fails_and_leaves_the_library(tmp_path: Path, good_source: Path) -> None:
    store_path = tmp_path / "dalil.sqlite"
    run_ingest(store_path, EMBEDDER, [("synaxarium", good_source)], progress=False)
    assert _documents(store_path) == 3
    bad = _synaxarium(tmp_path / "bad", {})  # echo '{}' > bad/ar/canonical.json
    with pytest.raises(IngestError, match="no documents"):
        run_ingest(store_path, EMBEDDER, [("synaxarium", bad)], progress=False)
    assert _documents(store_path) == 3


def test_the_cli_exits_non_zero_on_a_malformed_source(
    tmp_path: Path, good_source: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store_path = tmp_path / "dalil.sqlite"
    monkeypatch.setenv("DALIL_STORE", str(store_path))
    monkeypatch.setenv("DALIL_EMBEDDER", "hashing")
    runner = CliRunner()
    first = runner.invoke(app, ["ingest", "--only", "--source", "synaxarium", str(good_source), "--json"])
    assert first.exit_code == 0, first.output
    bad = _synaxarium(tmp_path / "bad", {"1 Tout": "not a list"})
    done = runner.invoke(app, ["ingest", "--only", "--source", "synaxarium", str(bad)])
    assert done.exit_code != 0
    assert _documents(store_path) == 3


def test_rebuild_keeps_feedback_messages_and_conversations(tmp_path: Path, good_source: Path) -> None:
    store_path = tmp_path / "dalil.sqlite"
    run_ingest(store_path, EMBEDDER, [("synaxarium", good_source)], progress=False)
    with open_store(store_path) as store:
        store.feedback.record_message("m1", "c1", None, ["syn:03-22#1/0"], "answer")
        store.feedback.add_feedback("m1", "up", "helpful", "شكرا")
        store.conversations.append_turn("c1", "m1", ["syn:03-22#1/0"], ttl_s=3600)
    run_ingest(store_path, EMBEDDER, [("synaxarium", good_source)], rebuild=True, progress=False)
    with open_store(store_path) as store:
        exported = store.feedback.export()
        assert [(r["message_id"], r["vote"], r["comment"]) for r in exported] == [("m1", "up", "شكرا")]
        assert store.conversations.last_cited("c1") == ["syn:03-22#1/0"]


def _ingest_in_child(store_path: str, source: str, barrier, errors) -> None:  # pragma: no cover - child process
    try:
        barrier.wait(timeout=30)
        run_ingest(store_path, EMBEDDER, [("synaxarium", Path(source))], progress=False)
    except Exception as error:  # noqa: BLE001 - reported to the parent
        errors.put(f"{type(error).__name__}: {error}")


def test_two_simultaneous_first_ingests_both_succeed(tmp_path: Path, good_source: Path) -> None:
    import multiprocessing

    ctx = multiprocessing.get_context("fork")
    for attempt in range(3):
        store_path = tmp_path / f"race{attempt}.sqlite"
        barrier, errors = ctx.Barrier(4), ctx.Queue()
        workers = [ctx.Process(target=_ingest_in_child, args=(str(store_path), str(good_source), barrier, errors)) for _ in range(4)]
        for worker in workers:
            worker.start()
        for worker in workers:
            worker.join(120)
        problems = []
        while not errors.empty():
            problems.append(errors.get())
        assert problems == [] and all(worker.exitcode == 0 for worker in workers)
        assert _documents(store_path) == 3
