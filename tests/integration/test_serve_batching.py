"""What `dalil serve` adds for concurrent questions, on a real SQLite store with the real E5 engine:
answers are the same when concurrent questions' E5 embeddings are made together
(dalil.embed.e5.QueryBatcher) and when concurrent askers of one question share one retrieval
(dalil.retrieval.result_cache.SingleFlight), as when each is asked alone."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest
from dalil.embed.e5 import disable_query_batching, enable_query_batching
from dalil.models import DateIntent, RetrievalResult, RetrievalTrace, Route
from dalil.retrieval import result_cache
from dalil.retrieval.result_cache import SingleFlight
from dalil.retrieval.retriever import Retriever
from dalil.settings import Settings, get_settings
from dalil.stores.factory import reset_services
from support.comparable_runs import QUESTIONS, comparable


@pytest.fixture
def store(demo_store: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The demo index, the hashing first-stage embedder, E5 re-scoring with the shipped vectors."""
    monkeypatch.setenv("DALIL_STORE", str(demo_store))
    monkeypatch.setenv("DALIL_EMBEDDER", "hashing")
    # The process's E5 question memory off: a question asked alone first would otherwise come back
    # from it and never reach the batcher these tests hold to the same answers (embed/query_memory.py
    # has its own tests, and tests/integration/test_retrieval_cache.py runs with it on).
    monkeypatch.setenv("DALIL_E5_QUERY_MEMORY", "0")
    get_settings.cache_clear()
    reset_services()
    yield demo_store
    disable_query_batching()
    result_cache.disable_single_flight()
    result_cache.disable_process_cache()
    reset_services()


def ask_concurrently(questions: list[str], threads: int) -> list[dict[str, Any]]:
    with ThreadPoolExecutor(threads) as pool:
        return list(pool.map(comparable, questions))


def test_answers_with_batched_e5_questions_equal_answers_asked_alone(store: Path) -> None:
    alone = [comparable(q) for q in QUESTIONS]
    batcher = enable_query_batching(max_batch=8, window_ms=20)
    assert batcher is not None
    together = ask_concurrently(QUESTIONS, threads=5)
    assert batcher.queries >= len(QUESTIONS) - 2  # the re-scored ones (a reference or a day may not be)
    assert batcher.largest > 1  # some were embedded together
    for question, plain, batched in zip(QUESTIONS, alone, together, strict=True):
        assert batched == plain, question
    assert {item["response"]["state"] for item in alone} >= {"answer"}


def test_concurrent_askers_of_one_question_share_one_retrieval_and_answer_the_same(
    store: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    question = QUESTIONS[1]
    alone = comparable(question)
    retrievals: list[str] = []
    real_retrieve = Retriever.retrieve

    def slow_retrieve(self: Retriever, *args: Any, **kwargs: Any) -> RetrievalResult:
        retrievals.append(args[0])
        time.sleep(0.3)  # the askers below arrive while it runs
        return real_retrieve(self, *args, **kwargs)

    monkeypatch.setattr(Retriever, "retrieve", slow_retrieve)
    flights = result_cache.enable_single_flight()
    assert result_cache.process_cache(get_settings()) is None  # the cache off: single flight alone
    answers = ask_concurrently([question] * 4, threads=4)
    assert len(retrievals) == 1 and flights.shared == 3
    assert all(answer == alone for answer in answers)
    comparable(question)  # once the flight has ended, the next asker retrieves afresh
    assert len(retrievals) == 2


def _result(text: str) -> RetrievalResult:
    trace = RetrievalTrace(question=text, normalized=text, route=Route(domains={}, signals=[]),
                           date_intent=DateIntent(), libraries=[])
    return RetrievalResult(candidates=[], trace=trace)


def run_together(flights: SingleFlight, callers: int, compute: Callable[[], RetrievalResult]) -> list[Any]:
    start = threading.Barrier(callers)

    def one(_: int) -> Any:
        start.wait()
        return flights.run("key", compute)

    with ThreadPoolExecutor(callers) as pool:
        return list(pool.map(one, range(callers)))


def test_followers_get_copies_of_the_first_result_and_compute_alone_when_it_fails() -> None:
    flights = SingleFlight()
    calls: list[int] = []

    def compute() -> RetrievalResult:
        calls.append(1)
        time.sleep(0.2)
        return _result("shared")

    outcomes = run_together(flights, 5, compute)
    assert len(calls) == 1 and sum(computed for _, computed in outcomes) == 1 and flights.shared == 4
    results = [result for result, _ in outcomes]
    assert all(result == results[0] for result in results)
    assert len({id(result) for result in results}) == 5  # a copy each: one asker's changes reach no other

    failures: list[int] = []

    def fail_once() -> RetrievalResult:
        failures.append(1)
        time.sleep(0.2)
        if len(failures) == 1:
            raise RuntimeError("a passing fault")
        return _result("retried")

    start = threading.Barrier(3)

    def caller(_: int) -> Any:
        start.wait()
        try:
            return flights.run("other", fail_once)
        except RuntimeError as error:
            return error

    with ThreadPoolExecutor(3) as pool:
        outcomes = list(pool.map(caller, range(3)))
    errors = [item for item in outcomes if isinstance(item, RuntimeError)]
    assert len(errors) == 1  # the first asker's fault is its own
    assert len(failures) == 3  # the two followers each computed on their own
    assert all(item[0] == _result("retried") for item in outcomes if not isinstance(item, RuntimeError))
    assert not flights._flights  # nothing kept after a flight


def test_off_for_the_aws_backend() -> None:
    result_cache.enable_single_flight()
    try:
        assert result_cache.process_flights(Settings(backend="aws")) is None
        assert result_cache.process_flights(Settings()) is not None
    finally:
        result_cache.disable_single_flight()
