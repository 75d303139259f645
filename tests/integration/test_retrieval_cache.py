"""The serve processes' retrieval cache (dalil.retrieval.result_cache) on a real SQLite store:
answers with the cache equal answers without it, and a hit never outlives what it was computed
from (a write to the index, a rebuilt file, new E5 passage vectors, other libraries or settings);
a real `dalil serve` answers a repeat from it and sees another process's write at the next question."""

from __future__ import annotations

import json
import os
import pickle
import shutil
import socket
import sqlite3
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import httpx
import pytest
from dalil.models import DateIntent, RetrievalResult, RetrievalTrace, Route
from dalil.retrieval import result_cache
from dalil.retrieval.result_cache import RetrievalCache
from dalil.settings import Settings, get_settings
from dalil.stores.factory import reset_services
from dalil.stores.sqlite import schema
from dalil.stores.sqlite.database import Database
from dalil.stores.sqlite.dense_sidecar import sidecar_path
from support.comparable_runs import QUESTIONS, comparable


@pytest.fixture
def store(demo_store: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A copy of the demo index of its own (these tests write to it), the hashing embedder."""
    path = tmp_path / "index" / "dalil.sqlite"
    path.parent.mkdir()
    for item in demo_store.parent.iterdir():
        if item.name.startswith(demo_store.name) and ".user." not in item.name and item.is_file():
            shutil.copy2(item, path.parent / (path.name + item.name[len(demo_store.name):]))
    monkeypatch.setenv("DALIL_STORE", str(path))
    monkeypatch.setenv("DALIL_EMBEDDER", "hashing")
    get_settings.cache_clear()
    reset_services()
    yield path
    result_cache.disable_process_cache()
    reset_services()


def bump_generation(path: Path) -> None:
    db = Database(path)
    with db.transaction() as conn:
        db.bump_generation(conn)
    db.close()


def test_answers_with_the_cache_equal_answers_without_it(store: Path) -> None:
    without = [comparable(q) for q in QUESTIONS]
    cache = result_cache.enable_process_cache(get_settings())
    assert cache is not None
    first = [comparable(q) for q in QUESTIONS]
    second = [comparable(q) for q in QUESTIONS]
    assert cache.misses == len(QUESTIONS) and cache.hits == len(QUESTIONS)
    for question, plain, missed, hit in zip(QUESTIONS, without, first, second, strict=True):
        assert missed == plain, question
        assert hit == plain, question
    assert {item["response"]["state"] for item in without} >= {"answer"}  # the set answers something


def test_a_write_to_the_index_makes_every_entry_stale(store: Path) -> None:
    cache = result_cache.enable_process_cache(get_settings())
    assert cache is not None
    comparable(QUESTIONS[0])
    comparable(QUESTIONS[0])
    assert (cache.misses, cache.hits) == (1, 1)
    bump_generation(store)
    comparable(QUESTIONS[0])
    assert (cache.misses, cache.hits) == (2, 1)


def test_a_rebuilt_file_at_the_same_generation_is_another_index(store: Path) -> None:
    cache = result_cache.enable_process_cache(get_settings())
    assert cache is not None
    comparable(QUESTIONS[0])
    db = Database(store)
    with db.transaction() as conn:
        db.set_meta(conn, schema.META_STORE_UID, "another-file")
    db.close()
    comparable(QUESTIONS[0])
    assert (cache.misses, cache.hits) == (2, 0)


def test_new_passage_vectors_in_the_sidecar_make_entries_stale(store: Path) -> None:
    cache = result_cache.enable_process_cache(get_settings())
    assert cache is not None
    comparable(QUESTIONS[1])
    sidecar_path(store).write_bytes(b"a background pass wrote here")
    comparable(QUESTIONS[1])
    assert (cache.misses, cache.hits) == (2, 0)


def test_libraries_and_settings_are_part_of_the_key(store: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    cache = result_cache.enable_process_cache(get_settings())
    assert cache is not None
    everything = comparable(QUESTIONS[6])
    bible_only = comparable(QUESTIONS[6], libraries=["bible"])
    assert (cache.misses, cache.hits) == (2, 0)
    assert comparable(QUESTIONS[6], libraries=["bible"]) == bible_only
    assert comparable(QUESTIONS[6]) == everything
    assert cache.hits == 2
    monkeypatch.setenv("DALIL_TOP_K", "3")
    get_settings.cache_clear()
    comparable(QUESTIONS[6])
    assert cache.misses == 3


def test_off_when_the_size_is_zero_and_for_the_aws_backend(store: Path) -> None:
    assert result_cache.enable_process_cache(Settings(serve_retrieval_cache_mb=0)) is None
    assert result_cache.process_cache(get_settings()) is None
    assert result_cache.enable_process_cache(get_settings()) is not None
    assert result_cache.process_cache(Settings(backend="aws")) is None


def _result(n: int, text: str = "x") -> RetrievalResult:
    trace = RetrievalTrace(question=f"{text * 200}{n}", normalized=str(n), route=Route(domains={}, signals=[]),
                           date_intent=DateIntent(), libraries=[])
    return RetrievalResult(candidates=[], trace=trace)


def test_bounded_by_entries_and_bytes_least_recently_used_first() -> None:
    cache = RetrievalCache(max_entries=3, max_bytes=10_000_000)
    for n in range(4):
        cache.put(n, _result(n))
    assert len(cache) == 3 and cache.get(0) is None
    assert cache.get(1) is not None  # 1 is now the most recent: 2 goes next
    cache.put(4, _result(4))
    assert cache.get(2) is None and cache.get(1) is not None
    one = len(pickle.dumps(_result(0), protocol=pickle.HIGHEST_PROTOCOL))
    small = RetrievalCache(max_entries=100, max_bytes=int(2.5 * one))
    for n in range(10):
        small.put(n, _result(n))
    assert len(small) == 2 and small.size_bytes <= small.max_bytes
    tiny = RetrievalCache(max_entries=100, max_bytes=one // 2)
    tiny.put("big", _result(0))
    assert len(tiny) == 0  # larger than the whole cache: never stored


def test_a_hit_is_a_copy_nothing_downstream_can_change() -> None:
    cache = RetrievalCache(max_entries=8, max_bytes=1_000_000)
    cache.put("q", _result(1))
    hit = cache.get("q")
    assert hit is not None
    hit.trace.notes.append("changed downstream")
    again = cache.get("q")
    assert again is not None and again.trace.notes == []


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _retitle(path: Path, chunk_id: str, title: str, bump: bool) -> None:
    """Change one stored record as a writer in another process would (a real writer always bumps)."""
    with sqlite3.connect(path) as conn:
        (record,) = conn.execute("SELECT record FROM chunks WHERE chunk_id = ?", (chunk_id,)).fetchone()
        conn.execute("UPDATE chunks SET record = ? WHERE chunk_id = ?", (json.dumps({**json.loads(record), "title": title}), chunk_id))
        if bump:
            conn.execute("UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = ?", (schema.META_GENERATION,))


def test_the_server_answers_repeats_from_its_cache_until_the_index_changes(store: Path) -> None:
    port = _free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith("DALIL_") and not k.endswith("_API_KEY")}
    env.update(DALIL_STORE=str(store), DALIL_EMBEDDER="hashing")
    server = subprocess.Popen([str(Path(sys.executable).with_name("dalil")), "serve", "--port", str(port), "--workers", "1"],
                              env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 120
        while True:
            try:
                if httpx.get(f"{url}/health", timeout=5).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            assert server.poll() is None and time.monotonic() < deadline, "dalil serve did not start"
            time.sleep(0.2)

        def titles() -> dict[str, str]:
            reply = httpx.post(f"{url}/ask", json={"question": QUESTIONS[0]}, timeout=120)
            assert reply.status_code == 200 and reply.json()["state"] == "answer"
            return {card["chunk_id"]: card["title"] for card in reply.json()["sources"]}

        first = titles()
        cited = next(iter(first))
        _retitle(store, cited, "عنوان جديد", bump=False)
        assert titles() == first  # the record changed under a generation that did not: the cached result
        _retitle(store, cited, "عنوان جديد", bump=True)
        assert titles()[cited] == "عنوان جديد"  # a write to the index is seen at the next question
    finally:
        server.terminate()
        try:
            server.wait(30)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait(10)


def test_a_result_computed_while_a_signal_failed_is_not_kept(store: Path) -> None:
    cache = RetrievalCache(max_entries=8, max_bytes=1_000_000)
    settings = get_settings()
    failed = _result(1)
    failed.trace.notes.append("rescore_unavailable: OSError: the sidecar could not be read")
    calls = []

    def compute(result: RetrievalResult) -> Callable[[], RetrievalResult]:
        return lambda: calls.append(1) or result

    assert result_cache.cached_retrieve(cache, settings, lambda: ("uid", 1), "q", None, compute(failed)) == failed
    assert len(cache) == 0
    healthy = _result(2)
    result_cache.cached_retrieve(cache, settings, lambda: ("uid", 1), "q", None, compute(healthy))
    assert result_cache.cached_retrieve(cache, settings, lambda: ("uid", 1), "q", None, compute(failed)) == healthy
    assert len(calls) == 2 and cache.hits == 1
