"""Concurrent E5 question embeddings of one serving process, made together (dalil.embed.e5.QueryBatcher):
the real engine gives every caller the vector it gets alone, bit for bit; a batch is bounded; an
engine error reaches each caller of its batch and the next batch runs."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator

import numpy as np
import pytest

from dalil.embed import e5 as e5_module
from dalil.embed.e5 import E5Embedder, QueryBatcher, disable_query_batching, enable_query_batching

QUESTIONS = [
    "ما هي ثمار الروح؟",
    "ماذا قال بولس عن المحبة؟",
    "ما هو أطول نهر في القارة السمراء؟",
    "متى استشهد القديس برثلوماوس الرسول؟",
    "لماذا أحب الله العالم حتى بذل ابنه الوحيد؟",
    "ما هو سنكسار يوم ٢٢ هاتور؟",
    "من هو جمال أحمد حمزة خاشقجي؟",
    "كم نقطة تخلى عنها دفاع البانثرز؟",
    "في البدء كان الكلمة",
    "ما عاصمة فرنسا؟",
    "مَنْ كَتَبَ إنجيل يوحنا؟",
    "؟",
]


@pytest.fixture(autouse=True)
def _batching_off_after() -> Iterator[None]:
    yield
    disable_query_batching()


def embed_together(callers: int, texts: list[str]) -> dict[str, np.ndarray]:
    """Each of `callers` threads embeds its share of `texts`, all starting at once."""
    start = threading.Barrier(callers)
    embedder = E5Embedder()
    out: dict[str, np.ndarray] = {}
    errors: list[BaseException] = []

    def work(share: list[str]) -> None:
        try:
            start.wait()
            for text in share:
                out[text] = embedder.embed_query(text)
        except BaseException as error:  # noqa: BLE001 - reported by the test
            errors.append(error)

    threads = [threading.Thread(target=work, args=(texts[i::callers],)) for i in range(callers)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    assert not errors
    return out


def test_concurrent_questions_get_the_vectors_they_get_alone_bit_for_bit() -> None:
    alone = {text: E5Embedder().embed_query(text) for text in QUESTIONS}
    batcher = enable_query_batching(max_batch=4, window_ms=50)
    assert batcher is not None
    together = embed_together(6, QUESTIONS * 2)
    assert batcher.queries == 2 * len(QUESTIONS)
    assert batcher.largest > 1 and batcher.batches < batcher.queries  # they were embedded together
    assert batcher.largest <= 4
    for text in QUESTIONS:
        assert together[text].dtype == np.float32
        assert np.array_equal(together[text], alone[text]), text  # tolerance: none


def test_only_the_same_engine_settings_are_batched() -> None:
    batcher = enable_query_batching(max_batch=8, window_ms=0, threads=2)
    assert batcher is not None
    E5Embedder(threads=1).embed_query(QUESTIONS[0])
    assert batcher.queries == 0  # another thread count is another engine: asked directly
    assert enable_query_batching(max_batch=1, window_ms=2) is None  # 1 = off
    assert e5_module._query_batcher is None


def fake_vectors(calls: list[list[str]], fail_first: bool = False):  # noqa: ANN201 - a test double's factory
    def embed_many(texts: list[str]) -> list[np.ndarray]:
        calls.append(list(texts))
        if fail_first and len(calls) == 1:
            raise RuntimeError("engine fault")
        time.sleep(0.02)
        return [np.full(3, float(len(text)), dtype=np.float32) for text in texts]

    return embed_many


def run_callers(batcher: QueryBatcher, texts: list[str]) -> tuple[dict[str, np.ndarray], dict[str, BaseException]]:
    start = threading.Barrier(len(texts))
    vectors: dict[str, np.ndarray] = {}
    errors: dict[str, BaseException] = {}

    def work(text: str) -> None:
        start.wait()
        try:
            vectors[text] = batcher.embed(text)
        except RuntimeError as error:
            errors[text] = error

    threads = [threading.Thread(target=work, args=(text,)) for text in texts]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(10)
    return vectors, errors


def test_an_engine_error_reaches_every_caller_of_its_batch_and_the_next_batch_runs() -> None:
    calls: list[list[str]] = []
    batcher = QueryBatcher(fake_vectors(calls, fail_first=True), max_batch=4, window_s=0.5)
    vectors, errors = run_callers(batcher, ["a", "bb", "ccc", "dddd"])
    assert len(calls) == 1 and sorted(calls[0]) == ["a", "bb", "ccc", "dddd"]  # one batch, full before its window
    assert set(errors) == {"a", "bb", "ccc", "dddd"} and not vectors
    assert all("engine fault" in str(error) for error in errors.values())
    assert np.array_equal(batcher.embed("ee"), np.full(3, 2.0, dtype=np.float32))


def test_batches_are_bounded_and_each_caller_gets_its_own_vector() -> None:
    calls: list[list[str]] = []
    batcher = QueryBatcher(fake_vectors(calls), max_batch=3, window_s=0.05)
    texts = ["x" * n for n in range(1, 11)]
    vectors, errors = run_callers(batcher, texts)
    assert not errors and sorted(vectors) == sorted(texts)
    assert all(np.array_equal(vectors[text], np.full(3, float(len(text)), dtype=np.float32)) for text in texts)
    assert max(len(call) for call in calls) <= 3 and sum(len(call) for call in calls) == 10
    assert batcher.queries == 10 and batcher.batches == len(calls)


def test_a_question_alone_waits_no_longer_than_the_window() -> None:
    calls: list[list[str]] = []
    batcher = QueryBatcher(fake_vectors(calls), max_batch=8, window_s=0.1)
    started = time.perf_counter()
    batcher.embed("alone")
    assert time.perf_counter() - started < 1.0 and calls == [["alone"]]


def test_bad_bounds_are_refused() -> None:
    with pytest.raises(ValueError):
        QueryBatcher(fake_vectors([]), max_batch=0, window_s=0.0)
    with pytest.raises(ValueError):
        QueryBatcher(fake_vectors([]), max_batch=2, window_s=-1.0)
