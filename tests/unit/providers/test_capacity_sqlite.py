"""The SQLite capacity store: its own details and concurrency (threads, processes). The rule both
stores share is tested once, against both, in tests/contracts/test_capacity_contract.py."""

from __future__ import annotations

import datetime as dt
import multiprocessing
import threading
from pathlib import Path

import pytest

from dalil.settings import Settings
from dalil.stores.protocols import CapacityStore
from dalil.stores.capacity_windows import day_window, minute_window
from dalil.stores.sqlite.capacity import SqliteCapacityStore, windows_at

# 2026-07-21 10:15:30 UTC
NOW = dt.datetime(2026, 7, 21, 10, 15, 30, tzinfo=dt.timezone.utc).timestamp()


def store(tmp_path: Path, per_minute: int = 3, per_day: int = 5) -> SqliteCapacityStore:
    return SqliteCapacityStore(
        tmp_path / "dalil.sqlite", Settings(capacity_per_minute=per_minute, capacity_per_day=per_day)
    )


def test_implements_the_protocol(tmp_path: Path) -> None:
    assert isinstance(store(tmp_path), CapacityStore)


def test_window_ids_are_the_shared_ones() -> None:
    minute, day = windows_at(NOW)
    assert minute == (f"m#{int(NOW // 60)}", int(NOW // 60) * 60, 60) and minute[0] == minute_window(NOW)[0]
    assert day == ("d#20260721", dt.datetime(2026, 7, 21, tzinfo=dt.timezone.utc).timestamp(), 86400)
    assert day[0] == day_window(NOW)[0]


def test_minute_limit_and_next_minute(tmp_path: Path) -> None:
    capacity = store(tmp_path, per_minute=3, per_day=100)
    assert [capacity.reserve(f"r{n}", "gemini", "m", 10, now=NOW) for n in range(4)] == [True, True, True, False]
    assert capacity.retry_after_s("gemini", "m", now=NOW) == pytest.approx(30.0)
    assert capacity.reserve("r3", "gemini", "m", 10, now=NOW + 30)  # the next minute window
    assert capacity.retry_after_s("gemini", "m", now=NOW + 30) is None


def test_windows_are_per_provider_and_model(tmp_path: Path) -> None:
    capacity = store(tmp_path, per_minute=1)
    assert capacity.reserve("r", "gemini", "a", 1, now=NOW)
    assert capacity.reserve("r", "gemini", "b", 1, now=NOW)
    assert capacity.reserve("r", "openrouter", "a", 1, now=NOW)
    assert not capacity.reserve("s", "gemini", "a", 1, now=NOW)


def test_same_request_id_counts_once(tmp_path: Path) -> None:
    capacity = store(tmp_path, per_minute=2)
    assert capacity.reserve("r1", "gemini", "m", 10, now=NOW)
    assert capacity.reserve("r1", "gemini", "m", 10, now=NOW)  # a retried step
    assert capacity.window_count("gemini", "m", minute_window(NOW)[0]) == 1
    assert capacity.reserve("r2", "gemini", "m", 10, now=NOW)
    assert capacity.reserve("r1", "gemini", "m", 10, now=NOW)  # a member may re-reserve when full
    assert not capacity.reserve("r3", "gemini", "m", 10, now=NOW)


def test_release_frees_both_windows(tmp_path: Path) -> None:
    capacity = store(tmp_path, per_minute=1, per_day=1)
    assert capacity.reserve("r1", "gemini", "m", 10, now=NOW)
    assert not capacity.reserve("r2", "gemini", "m", 10, now=NOW)
    capacity.reconcile("r1", "gemini", "m", used_tokens=0, succeeded=False, now=NOW + 1)
    assert capacity.reservations() == []
    assert capacity.reserve("r2", "gemini", "m", 10, now=NOW + 2)


def test_success_records_usage_and_keeps_the_slot(tmp_path: Path) -> None:
    capacity = store(tmp_path, per_minute=1)
    assert capacity.reserve("r1", "gemini", "m", 900, now=NOW)
    capacity.reconcile("r1", "gemini", "m", used_tokens=345, succeeded=True, now=NOW + 2)
    rows = capacity.reservations("r1")
    assert [(row.window[:2], row.reserved_tokens, row.used_tokens, row.reconciled) for row in rows] == [
        ("d#", 900, 345, True),
        ("m#", 900, 345, True),
    ]
    assert not capacity.reserve("r2", "gemini", "m", 10, now=NOW + 3)


def test_old_minute_windows_are_pruned(tmp_path: Path) -> None:
    capacity = store(tmp_path, per_minute=5, per_day=50)
    for request_id, moment in (("old", NOW), ("new", NOW + 2 * 3600)):
        assert capacity.reserve(request_id, "gemini", "m", 1, now=moment)
        capacity.reconcile(request_id, "gemini", "m", used_tokens=1, succeeded=True, now=moment)
    windows = sorted(row.window[:2] + row.request_id for row in capacity.reservations())
    assert windows == ["d#new", "d#old", "m#new"]


def test_fifty_threads_never_exceed_the_limit(tmp_path: Path) -> None:
    capacity = store(tmp_path, per_minute=7, per_day=1000)
    barrier = threading.Barrier(50)
    results: dict[int, bool] = {}

    def reserve(n: int) -> None:
        barrier.wait()
        # Every other thread repeats an id: a repeat must count once, not take a second slot.
        results[n] = capacity.reserve(f"req-{n // 2}", "gemini", "m", 10, now=NOW)

    threads = [threading.Thread(target=reserve, args=(n,)) for n in range(50)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    granted_ids = {f"req-{n // 2}" for n, ok in results.items() if ok}
    assert len(granted_ids) == 7
    assert capacity.window_count("gemini", "m", minute_window(NOW)[0]) == 7
    assert capacity.window_count("gemini", "m", day_window(NOW)[0]) == 0  # pending: nothing charged to the day yet


def _reserve_in_process(path: str, start: int, count: int, queue: multiprocessing.Queue) -> None:
    capacity = SqliteCapacityStore(path, Settings(capacity_per_minute=9, capacity_per_day=1000))
    queue.put(sum(capacity.reserve(f"p{start + n}", "gemini", "m", 1, now=NOW) for n in range(count)))


def test_processes_sharing_the_file_never_exceed_the_limit(tmp_path: Path) -> None:
    path = str(tmp_path / "dalil.sqlite")
    SqliteCapacityStore(path, Settings(capacity_per_minute=9, capacity_per_day=1000))
    context = multiprocessing.get_context("spawn")
    queue: multiprocessing.Queue = context.Queue()
    workers = [context.Process(target=_reserve_in_process, args=(path, 100 * w, 10, queue)) for w in range(4)]
    for worker in workers:
        worker.start()
    granted = sum(queue.get(timeout=60) for _ in workers)
    for worker in workers:
        worker.join(timeout=60)
    assert granted == 9
    assert store(tmp_path).window_count("gemini", "m", minute_window(NOW)[0]) == 9


def test_shares_the_store_file_with_other_tables(tmp_path: Path) -> None:
    import sqlite3

    path = tmp_path / "dalil.sqlite"
    with sqlite3.connect(path) as connection:
        connection.execute("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
        connection.execute("INSERT INTO meta VALUES ('application', 'dalil')")
    capacity = SqliteCapacityStore(path, Settings())
    assert capacity.reserve("r", "gemini", "m", 1, now=NOW)
    with sqlite3.connect(path) as connection:
        assert connection.execute("SELECT value FROM meta").fetchone() == ("dalil",)
