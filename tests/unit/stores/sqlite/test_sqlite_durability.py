"""Durability of the embedded store: acknowledged writes stay on
disk while other processes use the same file, first runs race safely, a read-only store is
readable, and error sentences advise a rebuild only when a rebuild helps."""

from __future__ import annotations

import multiprocessing
import shutil
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from dalil.embed.hashing import HashingEmbedder
from dalil.errors import StoreError
from dalil.stores.sqlite import database
from dalil.stores.sqlite.store import open_store
from dalil.stores.sqlite.userdata import close_shared_user_data

EMBEDDER = HashingEmbedder(dim=16)


def _in_other_process(code: str) -> str:
    """Run `code` in a fresh interpreter (another process: its own POSIX locks)."""
    done = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_writes_survive_a_second_open_in_this_process_and_a_cli_in_another(tmp_path: Path) -> None:
    """The server opens the store again (per request) while a CLI process opens and closes it:
    every message the server recorded must still be there (a plain open()/close() of the file in
    the server used to drop its locks, and the CLI then deleted the WAL under it)."""
    path = tmp_path / "dalil.sqlite"
    server = open_store(path, embedder=EMBEDDER, create=True)
    recorded = []
    for round_ in range(3):
        for n in range(20):
            message_id = f"m{round_}-{n}"
            server.feedback.record_message(message_id, None, None, ["a/0"], "answer")
            recorded.append(message_id)
        open_store(path, create=True)  # what the per-request open did; not closed, like the server
        _in_other_process(f"""
            from dalil.stores.sqlite.store import open_store
            with open_store({str(path)!r}) as store:
                store.feedback.export()
        """)
    for message_id in recorded[-5:]:
        assert server.feedback.has_message(message_id)
    server.feedback.record_message("after", None, None, [], "search")
    recorded.append("after")
    seen = _in_other_process(f"""
        from dalil.stores.sqlite.store import open_store
        store = open_store({str(path)!r})
        ids = {recorded!r}
        print(sum(store.feedback.has_message(i) for i in ids))
    """)
    assert int(seen) == len(recorded)


def test_acknowledged_commits_are_synchronous(tmp_path: Path) -> None:
    with open_store(tmp_path / "s.sqlite", embedder=EMBEDDER, create=True) as store:
        assert store.db.connection().execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL
        assert store.user_data.db.connection().execute("PRAGMA synchronous").fetchone()[0] == 2


def test_the_store_module_never_opens_the_database_file_with_plain_open() -> None:
    source = Path(database.__file__).read_text(encoding="utf-8")
    assert ".open(" not in source and "open(path" not in source


def _first_run(path: str, barrier, errors) -> None:  # pragma: no cover - runs in a child process
    try:
        barrier.wait(timeout=30)
        open_store(path, embedder=EMBEDDER, create=True).close()
    except Exception as error:  # noqa: BLE001 - reported to the parent
        errors.put(f"{type(error).__name__}: {error}")


def test_simultaneous_first_runs_both_succeed(tmp_path: Path) -> None:
    ctx = multiprocessing.get_context("fork")
    for attempt in range(5):
        path = str(tmp_path / f"race{attempt}.sqlite")
        barrier, errors = ctx.Barrier(6), ctx.Queue()
        workers = [ctx.Process(target=_first_run, args=(path, barrier, errors)) for _ in range(6)]
        for worker in workers:
            worker.start()
        for worker in workers:
            worker.join(60)
        problems = []
        while not errors.empty():
            problems.append(errors.get())
        assert problems == []
        with open_store(path, embedder=EMBEDDER) as store:
            assert store.db.meta()["application"] == "dalil"


def test_a_locked_store_says_busy_and_does_not_advise_a_rebuild(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(database, "BUSY_TIMEOUT_MS", 200)
    path = tmp_path / "busy.sqlite"
    with open_store(path, embedder=EMBEDDER, create=True) as store:
        store.feedback.record_message("m1", None, None, [], "search")
        user_file = store.user_data.path
        blocker = sqlite3.connect(user_file, isolation_level=None)
        blocker.execute("BEGIN IMMEDIATE")
        try:
            fresh = open_store(path)
            with pytest.raises(StoreError) as raised:
                fresh.user_data.db.close()
                fresh.user_data.feedback.record_message("m2", None, None, [], "search")
        finally:
            blocker.execute("ROLLBACK")
            blocker.close()
    assert "busy" in str(raised.value) and "--rebuild" not in str(raised.value)


def test_a_corrupt_store_still_advises_the_rebuild(tmp_path: Path) -> None:
    path = tmp_path / "x.sqlite"
    path.write_bytes(b"not a database at all" * 100)
    with pytest.raises(StoreError, match="--rebuild"):
        open_store(path)


def test_an_empty_file_becomes_a_store_on_first_run(tmp_path: Path) -> None:
    path = tmp_path / "empty.sqlite"
    path.touch()  # a concurrent first run has just created it
    with open_store(path, embedder=EMBEDDER, create=True) as store:
        assert store.db.meta()["application"] == "dalil"


@pytest.mark.skipif(shutil.which("unshare") is None, reason="needs util-linux unshare for a private read-only mount")
def test_a_store_on_a_read_only_file_system_can_be_read(tmp_path: Path) -> None:
    folder = tmp_path / "ro"
    folder.mkdir()
    path = folder / "dalil.sqlite"
    with open_store(path, embedder=EMBEDDER, create=True) as store:
        store.feedback.record_message("m1", None, None, ["a/0"], "answer")
    close_shared_user_data()  # the writer is gone before the file system turns read-only
    script = textwrap.dedent(f"""
        from dalil.errors import StoreError
        from dalil.stores.sqlite.store import open_store
        store = open_store({str(path)!r})
        print(store.db.meta()["application"], store.feedback.has_message("m1"))
        try:
            store.feedback.record_message("m2", None, None, [], "search")
        except StoreError as error:
            print("write refused:", "read-only" in str(error), "--rebuild" in str(error))
    """)
    script_file = tmp_path / "read.py"
    script_file.write_text(script, encoding="utf-8")
    command = f"mount --bind {folder} {folder} && mount -o remount,bind,ro {folder} && {sys.executable} {script_file}"
    probe = subprocess.run(["unshare", "-rm", "true"], capture_output=True, check=False)
    if probe.returncode != 0:
        pytest.skip("this machine does not allow a private mount namespace")
    done = subprocess.run(["unshare", "-rm", "sh", "-c", command], capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split("\n")[:2] == ["dalil True", "write refused: True False"]


def test_connections_of_ended_threads_are_closed(tmp_path: Path) -> None:
    """A server's worker threads come and go; their connections must not stay open (each held two
    descriptors: the old server ran out of them after ~124 requests with `ulimit -n 256`)."""
    import os
    import threading

    store = open_store(tmp_path / "t.sqlite", embedder=EMBEDDER, create=True)
    store.feedback.record_message("m1", None, None, [], "search")

    def one_request() -> None:
        assert store.feedback.has_message("m1")
        store.chunks.counts()

    def open_fds() -> int:
        return len(os.listdir("/proc/self/fd"))

    for _ in range(5):
        worker = threading.Thread(target=one_request)
        worker.start()
        worker.join()
    before = open_fds()
    for _ in range(100):
        worker = threading.Thread(target=one_request)
        worker.start()
        worker.join()
    assert open_fds() - before < 10
    assert store.db.open_connections() <= 3


def test_user_data_of_a_store_from_before_the_split_is_adopted(tmp_path: Path) -> None:
    """Stores made before user data moved to its own file kept it in the index file: the first
    open copies it over, so upgrading loses no feedback."""
    from dalil.stores.sqlite import schema

    path = tmp_path / "old.sqlite"
    open_store(path, embedder=EMBEDDER, create=True).close()
    with sqlite3.connect(path) as old:
        user_tables = "CREATE TABLE messages" + schema.USER_DDL.split("CREATE TABLE messages", 1)[1]  # without meta
        old.executescript(user_tables)
        old.execute("INSERT INTO messages VALUES ('m-old', NULL, NULL, '[\"a/0\"]', 'answer', 1.0)")
        old.execute("INSERT INTO feedback VALUES ('f-old', 'm-old', 'up', NULL, 'كان مفيدا', 2.0)")
    with open_store(path) as store:
        (record,) = store.feedback.export()
    assert (record["feedback_id"], record["comment"], record["cited_chunk_ids"]) == ("f-old", "كان مفيدا", ["a/0"])
