"""E5 topic matching runs only where its answer is read (issue 24, E5LAZY24): the concept decision
reads the E5 match only when its cheaper tests leave it open (routing.concept_question), and the E5
topic list only when it may join (a concept question, or an order led by a Bible passage). A real
Retriever on a real SQLite store (the bundled corpus), the real E5 re-scorer and the shipped topic
vectors; only the calls are counted."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from dalil.embed.hashing import HashingEmbedder
from dalil.retrieval.rescore import DenseRescorer
from dalil.retrieval.retriever import Retriever
from dalil.retrieval.topic_vectors import TopicVectors
from dalil.settings import Settings
from dalil.stores.sqlite.store import SqliteStore, open_store
from dalil.text.topics import TopicMatch

EMBEDDER = HashingEmbedder(dim=256)  # the demo store's (tests/conftest.py)


class CountingQueries:
    """The re-scorer's E5 embedder, each question it embeds counted."""

    def __init__(self, inner) -> None:  # noqa: ANN001 - an E5Embedder
        self.inner = inner
        self.model_id = inner.model_id
        self.asked: list[str] = []

    def embed_query(self, text: str) -> np.ndarray:
        self.asked.append(text)
        return self.inner.embed_query(text)


class CountingTopics:
    """The shipped topic vectors, each product of a question vector with every phrasing counted."""

    def __init__(self, inner: TopicVectors) -> None:
        self.inner = inner
        self.products = 0

    def match(self, *args, **kwargs) -> list[TopicMatch]:  # noqa: ANN002, ANN003
        self.products += 1
        return self.inner.match(*args, **kwargs)


@pytest.fixture(scope="module")
def store(demo_store: Path) -> SqliteStore:
    opened = open_store(demo_store, embedder=EMBEDDER)
    yield opened
    opened.close()


def _retriever(store: SqliteStore, **settings: object) -> tuple[Retriever, CountingQueries, CountingTopics]:
    config = Settings(store=store.path, embedder="hashing", rescore="e5", **settings)
    retriever = Retriever(config, store.candidates, store.chunks, EMBEDDER)
    assert isinstance(retriever.rescorer, DenseRescorer) and retriever.topic_vectors is not None
    queries, topics = CountingQueries(retriever.rescorer.embedder), CountingTopics(retriever.topic_vectors)
    retriever.rescorer.embedder = queries
    retriever.topic_vectors = topics  # type: ignore[assignment]
    return retriever, queries, topics


def test_a_title_led_by_a_qa_paragraph_never_takes_the_topic_product(store: SqliteStore) -> None:
    # Not asked (no question mark or question word): no concept question, whatever its E5 match;
    # ARCD paragraphs lead, so the E5 list could not join either.
    retriever, queries, topics = _retriever(store)
    result = retriever.retrieve("عاصمة مصر القاهرة")
    assert result.candidates[0].chunk_id.startswith("arcd:")
    assert queries.asked == ["عاصمة مصر القاهرة"]  # re-scoring embedded it (its window has vectors)
    assert topics.products == 0
    assert "topic_e5_fused" not in result.trace.counts


def test_a_question_re_scoring_skipped_is_not_embedded_for_a_topic_match_nobody_reads(store: SqliteStore) -> None:
    # Re-scored libraries narrowed to the Bible and a window of 3 that holds one Bible passage:
    # re-scoring is moot (rescore.moot) and does not embed; E5 topic matching used to embed it
    # anyway (~20 ms of CPU) for a title no topic list can join.
    question = "نهر النيل في مصر"
    retriever, queries, topics = _retriever(store, rescore_libraries=("bible",), rescore_window=3)
    result = retriever.retrieve(question)
    assert any(note.startswith("rescore_skipped") for note in result.trace.notes)
    assert result.candidates[0].chunk_id.startswith("arcd:")
    assert queries.asked == [] and topics.products == 0
    # the same order as with E5 topic matching off
    off = Settings(store=store.path, embedder="hashing", rescore="e5", rescore_libraries=("bible",), rescore_window=3, topic_e5=False)
    plain = Retriever(off, store.candidates, store.chunks, EMBEDDER).retrieve(question)
    assert [c.chunk_id for c in plain.candidates] == [c.chunk_id for c in result.candidates]


def test_an_open_question_reads_the_match_once_and_a_concept_question_joins_its_list(store: SqliteStore) -> None:
    retriever, queries, topics = _retriever(store)
    retriever.retrieve("ما هي عاصمة مصر؟")  # only names its subject (text/bare_subject): no cosine test
    assert topics.products == 0
    question = "ما هي المدينة التي بناها الإسكندر على ساحل مصر؟"  # asked, no topic named: the cosine decides
    retriever.retrieve(question)
    assert topics.products == 1 and queries.asked[-1:] == [question]
    topics.products = 0
    result = retriever.retrieve("ماذا قال المسيح عن الغضب؟")  # re-scored three times, matched once
    assert topics.products == 1
    assert result.trace.counts.get("topic_fused") == 1 and result.trace.counts.get("topic_e5_fused") == 1
    assert result.candidates[0].chunk_id.startswith("svd:Mat.5")
