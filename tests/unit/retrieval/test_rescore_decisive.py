"""A question its first stage settles is not embedded for E5 (retrieval/rescore.decisive, issue 25
item 5, THROUGHPUT25): the rule itself, the hook that keeps the fused order, and a real Retriever on
the demo store whose decisive question is never embedded, while the rule off embeds it."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from dalil.embed.hashing import HashingEmbedder
from dalil.models import Candidate, SignalHit
from dalil.retrieval.rescore import NOTE_DECISIVE, DenseRescorer, apply_rescore, decisive
from dalil.retrieval.retriever import Retriever
from dalil.settings import Settings
from dalil.stores.sqlite.store import SqliteStore, open_store

EMBEDDER = HashingEmbedder(dim=256)  # the demo store's (tests/conftest.py)
QA = ("arcd", "xquad")


def cands(*ids: str) -> list[Candidate]:
    return [Candidate(chunk_id=i, score=1.0 / (3 + n), signals={"lexical": SignalHit(rank=n, score=1.0)})
            for n, i in enumerate(ids, start=1)]


def test_a_qa_passage_leading_both_orders_far_above_the_lexical_second_is_decisive() -> None:
    fused = cands("xquad:A:0/0", "arcd:b/0", "svd:Mat.5/1")
    lexical = [("xquad:A:0/0", 10.0), ("arcd:b/0", 6.0), ("svd:Mat.5/1", 1.0)]
    assert decisive(fused, lexical, 0.4, QA) is not None  # (10 - 6) / 10 = 0.4
    assert decisive(fused, lexical, 0.41, QA) is None
    assert decisive(fused, lexical[:1], 0.4, QA) is not None  # no lexical second: the margin is whole


def test_no_rule_for_another_library_another_leader_an_empty_list_or_a_margin_above_one() -> None:
    lexical = [("svd:Mat.5/1", 10.0), ("arcd:b/0", 1.0)]
    assert decisive(cands("svd:Mat.5/1", "arcd:b/0"), lexical, 0.4, QA) is None  # Bible-led: concept questions need E5
    assert decisive(cands("arcd:b/0", "xquad:A:0/0"), [("xquad:A:0/0", 10.0), ("arcd:b/0", 1.0)], 0.4, QA) is None
    assert decisive(cands("arcd:b/0"), [], 0.4, QA) is None
    assert decisive([], [("arcd:b/0", 1.0)], 0.4, QA) is None
    assert decisive(cands("arcd:b/0"), [("arcd:b/0", 0.0)], 0.0, QA) is None  # no lexical evidence at all
    assert decisive(cands("arcd:b/0"), [("arcd:b/0", 5.0)], 1.5, QA) is None  # > 1: the rule off


class NeverEmbeds:
    model_id = "never"

    def embed_query(self, text: str) -> np.ndarray:
        raise AssertionError(f"embedded {text!r}")


class NoPassages:
    def vectors_for(self, chunk_ids):  # noqa: ANN001, ANN201
        return {chunk_id: np.ones(4, dtype=np.float32) for chunk_id in chunk_ids}


def test_a_decided_question_keeps_the_fused_order_unembedded_and_is_traced() -> None:
    rescorer = DenseRescorer(NeverEmbeds(), NoPassages(), window=30, weight=1.0, rrf_k=10)
    fused = cands("xquad:A:0/0", "arcd:b/0", "arcd:c/0", "arcd:d/0")
    notes: list[str] = []
    counts: dict[str, int] = {}
    out = apply_rescore(rescorer, "q", fused, {}, notes, counts, decided="why")
    assert out == fused and counts == {NOTE_DECISIVE: 1}
    assert notes == [f"{NOTE_DECISIVE}: why; the fused order kept, the question not embedded"]


@pytest.fixture(scope="module")
def store(demo_store: Path) -> SqliteStore:
    opened = open_store(demo_store, embedder=EMBEDDER)
    yield opened
    opened.close()


class CountingQueries:
    def __init__(self, inner) -> None:  # noqa: ANN001 - an E5Embedder
        self.inner = inner
        self.model_id = inner.model_id
        self.asked: list[str] = []

    def embed_query(self, text: str) -> np.ndarray:
        self.asked.append(text)
        return self.inner.embed_query(text)

    def embed_queries(self, texts: list[str]) -> list[np.ndarray]:
        self.asked.extend(texts)
        return [self.inner.embed_query(text) for text in texts]


def _retriever(store: SqliteStore, **settings: object) -> tuple[Retriever, CountingQueries]:
    config = Settings(store=store.path, embedder="hashing", rescore="e5", **settings)
    retriever = Retriever(config, store.candidates, store.chunks, EMBEDDER)
    assert isinstance(retriever.rescorer, DenseRescorer)
    queries = CountingQueries(retriever.rescorer.embedder)
    retriever.rescorer.embedder = queries
    return retriever, queries


DECISIVE = "كم عرقلة سجل لوك كوتشلي؟"  # an XQuAD question in its paragraph's words (dev-xquad)


def test_a_decisive_question_is_never_embedded_and_ranks_as_without_e5(store: SqliteStore) -> None:
    retriever, queries = _retriever(store)
    result = retriever.retrieve(DECISIVE)
    assert result.candidates[0].chunk_id.startswith("xquad:Super_Bowl_50")
    assert queries.asked == []  # neither re-scoring nor E5 topic matching embedded it
    assert result.trace.counts.get(NOTE_DECISIVE, 0) >= 1
    plain = Retriever(Settings(store=store.path, embedder="hashing", rescore="off"), store.candidates, store.chunks,
                      EMBEDDER).retrieve(DECISIVE)
    assert [c.chunk_id for c in plain.candidates] == [c.chunk_id for c in result.candidates]


def test_the_rule_off_embeds_the_same_question(store: SqliteStore) -> None:
    retriever, queries = _retriever(store, rescore_decisive_margin=2.0)
    result = retriever.retrieve(DECISIVE)
    assert queries.asked == [DECISIVE]
    assert NOTE_DECISIVE not in result.trace.counts


def test_a_batch_embeds_ahead_only_with_the_rule_off(store: SqliteStore) -> None:
    questions = [DECISIVE, "ماذا قال المسيح عن الغضب؟"]
    retriever, queries = _retriever(store)
    retriever.prepare(questions)
    assert queries.asked == []  # which question needs a vector is known after its first stage
    for question in questions:
        retriever.retrieve(question)
    assert queries.asked == [questions[1]]
    retriever, queries = _retriever(store, rescore_decisive_margin=2.0)
    retriever.prepare(questions)
    assert queries.asked == questions
