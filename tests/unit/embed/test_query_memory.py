"""A repeated question's E5 vector is remembered, not embedded again (embed/query_memory.py, SERVE25):
the memory is bounded, hands out copies, and what it returns is bit for bit the engine's vector;
the re-scorer counts in the trace when a vector came from it."""

from __future__ import annotations

import numpy as np
import pytest

from dalil.embed import e5
from dalil.embed.e5 import E5Embedder
from dalil.embed.query_memory import QueryVectorMemory, process_memory
from dalil.models import Candidate, SignalHit
from dalil.retrieval.rescore import COUNT_REMEMBERED, DenseRescorer, apply_rescore, make_rescorer
from dalil.settings import Settings

QUESTIONS = ["ما هي ثمار الروح؟", "ماذا قال بولس عن المحبة؟", "من هو الأنبا أنطونيوس؟", "متى يصوم الأقباط؟"]


def test_the_memory_keeps_the_last_entries_and_drops_the_least_recently_used() -> None:
    memory = QueryVectorMemory(2)
    memory.put("a", np.array([1.0, 0.0], dtype=np.float32))
    memory.put("b", np.array([0.0, 1.0], dtype=np.float32))
    assert memory.get("a") is not None  # "a" read: "b" is now the least recently used
    memory.put("c", np.array([1.0, 1.0], dtype=np.float32))
    assert "b" not in memory and "a" in memory and "c" in memory and len(memory) == 2
    assert memory.get("b") is None
    assert (memory.hits, memory.misses) == (1, 1)


def test_what_a_caller_does_to_its_vector_never_reaches_the_next_caller() -> None:
    memory = QueryVectorMemory(4)
    given = np.array([0.6, 0.8], dtype=np.float32)
    memory.put("q", given)
    given[0] = 9.0  # the embedder's own array changed after it was remembered
    first = memory.get("q")
    assert first is not None
    first[1] = 7.0  # and the copy a caller got
    assert memory.get("q").tolist() == pytest.approx([0.6, 0.8])


def test_no_memory_at_zero_entries_and_one_per_model_and_size() -> None:
    assert process_memory("m", 0) is None
    assert process_memory("m", 8) is process_memory("m", 8)
    assert process_memory("m", 8) is not process_memory("other", 8)
    with pytest.raises(ValueError):
        QueryVectorMemory(0)


def test_a_remembered_vector_is_the_engines_vector_bit_for_bit_and_the_engine_is_not_called(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    fresh = E5Embedder()  # no memory: every call is the engine's
    expected = [fresh.embed_query(q) for q in QUESTIONS]
    remembering = E5Embedder(query_memory=64)
    assert remembering.memory is not None and remembering.memory is not process_memory(fresh.model_id, 0)
    first = [remembering.embed_query(q) for q in QUESTIONS]
    engine_calls = []
    real_load = e5._load_model
    monkeypatch.setattr(e5, "_load_model", lambda threads: engine_calls.append(threads) or real_load(threads))
    again = [remembering.embed_query(q) for q in QUESTIONS]
    assert engine_calls == []
    for made, once, twice in zip(expected, first, again, strict=True):
        assert np.array_equal(made, once) and np.array_equal(made, twice) and twice.dtype == np.float32
    # The key is what the engine reads: the same words with diacritics are the same input.
    assert np.array_equal(remembering.embed_query("مَا هِيَ ثِمَارُ الرُّوحِ؟"), expected[0])
    assert engine_calls == []
    remembering.embed_query("سؤال لم يسأل من قبل")
    assert engine_calls == [remembering.threads]


def test_a_batch_fills_the_memory_with_the_vectors_one_at_a_time_would_make() -> None:
    embedder = E5Embedder(query_memory=32)
    assert embedder.memory is not None
    batch = ["سؤال أول عن الخلاص", "سؤال ثان عن الإيمان"]
    made = embedder.embed_queries(batch)
    for text, vector in zip(batch, made, strict=True):
        assert np.array_equal(embedder.remembered_query(text), vector)
        assert np.array_equal(E5Embedder().embed_query(text), vector)


class _Counting:
    """An E5 embedder with a memory whose engine calls are counted."""

    def __init__(self) -> None:
        self.inner = E5Embedder(query_memory=16)
        self.model_id = self.inner.model_id
        self.memory = self.inner.memory
        self.asked: list[str] = []

    def query_text(self, text: str) -> str:
        return self.inner.query_text(text)

    def remembered_query(self, text: str) -> np.ndarray | None:
        return self.inner.remembered_query(text)

    def embed_query(self, text: str) -> np.ndarray:
        self.asked.append(text)
        return self.inner.embed_query(text)


class _Passages:
    def __init__(self, vectors: dict[str, np.ndarray]) -> None:
        self.vectors = vectors

    def vectors_for(self, chunk_ids):  # noqa: ANN001, ANN201
        return {c: self.vectors[c] for c in chunk_ids if c in self.vectors}


def _fused() -> list[Candidate]:
    return [Candidate(chunk_id=f"svd:Gal.5/{n}", score=1.0 / (3 + n), signals={"lexical": SignalHit(rank=n, score=1.0)})
            for n in range(1, 6)]


def test_a_question_asked_again_by_a_new_rescorer_is_not_embedded_ranks_the_same_and_the_trace_says_so() -> None:
    question = "ما هو الفرح الذي يعطيه الروح للمؤمنين؟ " + str(id(object()))  # new to this process's memory
    fused = _fused()
    rng = np.random.default_rng(7)
    passages = _Passages({c.chunk_id: rng.standard_normal(384).astype(np.float32) for c in fused})
    counting = _Counting()
    first_notes: list[str] = []
    first = apply_rescore(DenseRescorer(counting, passages, 10, 1.0, 10), question, fused, {}, first_notes, {})
    assert counting.asked == [question] and first_notes == []
    notes: list[str] = []
    counts: dict[str, int] = {}
    second_rescorer = DenseRescorer(counting, passages, 10, 1.0, 10)  # a retriever, so a re-scorer, per question
    again = apply_rescore(second_rescorer, question, fused, {}, notes, counts)
    assert counting.asked == [question]  # not embedded the second time
    assert again == first
    # Said in the trace's counts; the notes (read on into the triage record) stay those of a first ask.
    assert counts[COUNT_REMEMBERED] == 1 and notes == []
    # A batch does not embed what the memory holds; the question is then taken from the memory.
    calls: list[list[str]] = []
    counting.embed_queries = lambda texts: calls.append(list(texts)) or counting.inner.embed_queries(texts)  # type: ignore[attr-defined]
    batch = DenseRescorer(counting, passages, 10, 1.0, 10)
    new = ["سؤال آخر لم يحفظ بعد " + str(id(calls)), "وسؤال ثالث جديد " + str(id(calls))]
    batch.prepare([question, *new])
    assert calls == [new]  # the remembered question is not in the batch
    assert apply_rescore(batch, question, fused, {}, [], {}) == first and counting.asked == [question]


def test_settings_size_the_memory_of_the_rescorers_embedder(tmp_path) -> None:  # noqa: ANN001
    on = make_rescorer(Settings(store=tmp_path / "s.sqlite", rescore="e5", e5_query_memory=128), None)
    off = make_rescorer(Settings(store=tmp_path / "s.sqlite", rescore="e5", e5_query_memory=0), None)
    assert isinstance(on, DenseRescorer) and isinstance(off, DenseRescorer)
    assert on.embedder.memory is not None and on.embedder.memory.entries == 128
    assert off.embedder.memory is None
    assert Settings().e5_query_memory == 2048
