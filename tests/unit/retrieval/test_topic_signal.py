"""The topic signal (retrieval/topics.py) over the chunks `dalil ingest` makes from the bundled
Bible: every range of the shipped index resolves to stored chunks covering it, a matched topic's key
passage leads its list, and the retriever fuses the list as its own traced signal."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from dalil.embed.hashing import HashingEmbedder
from dalil.ingest.bundled import bundled_chunks
from dalil.models import Chunk
from dalil.retrieval.retriever import Retriever
from dalil.retrieval.topics import (
    MAX_CHUNKS_PER_TOPIC,
    SIGNAL,
    TopicSignal,
    scaled_weight,
    tied_count,
)
from dalil.settings import Settings
from dalil.text.stem import analyze
from dalil.text.topics import TopicMatch, default_index


class ChunkDict:
    """ChunkStore over a dict of real Chunk records; counts round trips."""

    def __init__(self, chunks: Sequence[Chunk]) -> None:
        self.records = {chunk.chunk_id: chunk for chunk in chunks}
        self.requests = 0

    def get_many(self, chunk_ids: Sequence[str]) -> dict[str, Chunk]:
        self.requests += 1
        return {chunk_id: self.records[chunk_id] for chunk_id in chunk_ids if chunk_id in self.records}

    def doc_hashes(self) -> dict[str, str]:
        return {}


class LexicalOnly:
    """CandidateSearch: term-overlap lexical scores over the same chunks, no vector list."""

    def __init__(self, chunks: Sequence[Chunk]) -> None:
        self.terms = {chunk.chunk_id: set(analyze(chunk.search_text)) for chunk in chunks}

    def search(self, query, vector, lexical_k, vector_k, libraries=None, metadata=None):  # noqa: ANN001, ANN201
        wanted = set(analyze(query))
        hits = sorted(((cid, float(len(wanted & terms))) for cid, terms in self.terms.items() if wanted & terms),
                      key=lambda hit: (-hit[1], hit[0]))  # fmt: skip
        return {"lexical": hits[:lexical_k], "vector": []}


@pytest.fixture(scope="module")
def bible() -> list[Chunk]:
    return [chunk for chunk in bundled_chunks() if chunk.library == "bible"]


def test_every_range_of_the_shipped_index_resolves_to_stored_chunks_that_cover_it(bible) -> None:
    store = ChunkDict(bible)
    signal = TopicSignal(store)
    unresolved = []
    for topic in default_index().topics:
        for passage in topic.passages:
            ids = signal.resolve(passage)
            if not ids:
                unresolved.append(f"{topic.topic_id}:{passage.label}")
            for chunk_id in ids:
                meta = store.records[chunk_id].metadata
                assert passage.overlaps(meta["verse_start"], meta["verse_end"]), (topic.topic_id, chunk_id)
            if passage.start is None:  # a whole chapter: every chunk of it
                assert len(ids) == sum(1 for c in bible if c.doc_id == passage.doc_id)
    assert unresolved == []


def test_a_matched_topic_gives_its_key_passage_first_and_few_chunks(bible) -> None:
    signal = TopicSignal(ChunkDict(bible))
    matches, ranked = signal.search("ما هي ثمار الروح؟", limit=2, min_score=0.0)
    assert matches[0].topic.topic_id == "fruit-spirit"
    first = ranked[0][0]
    meta = next(c.metadata for c in bible if c.chunk_id == first)
    assert first.startswith("svd:Gal.5/") and meta["verse_start"] <= 22 <= meta["verse_end"]
    assert ranked[0][1] == 1.0
    assert len(ranked) == len({chunk_id for chunk_id, _ in ranked}) <= len(matches) * MAX_CHUNKS_PER_TOPIC


def test_chapters_are_read_once_and_a_missing_chapter_resolves_to_nothing(bible) -> None:
    store = ChunkDict(bible)
    signal = TopicSignal(store)
    signal.search("ما هي ثمار الروح؟", limit=1, min_score=0.0)
    after_first = store.requests
    signal.search("ثمر الروح القدس", limit=1, min_score=0.0)
    assert after_first > 0 and store.requests == after_first  # the chapter is cached
    empty = TopicSignal(ChunkDict([]))
    assert empty.chapter_chunks("svd:Gal.5") == []
    assert empty.search("ما هي ثمار الروح؟", limit=2, min_score=0.0)[1] == []


def test_the_retriever_fuses_the_topic_list_as_a_traced_signal(bible) -> None:
    settings = Settings(rescore="off", query_expansion=False)
    retriever = Retriever(settings, LexicalOnly(bible), ChunkDict(bible), HashingEmbedder(dim=64))
    result = retriever.retrieve("ما هي ثمار الروح؟")
    assert result.trace.counts[f"signal:{SIGNAL}"] > 0
    assert any(note.startswith("topic_match: fruit-spirit (1.00, ") for note in result.trace.notes)
    top = result.candidates[:5]
    assert any(c.chunk_id.startswith("svd:Gal.5/") and SIGNAL in c.signals for c in top)

    off = Retriever(settings.model_copy(update={"topics": False}), LexicalOnly(bible), ChunkDict(bible), HashingEmbedder(dim=64))
    plain = off.retrieve("ما هي ثمار الروح؟")
    assert f"signal:{SIGNAL}" not in plain.trace.counts
    assert not any(SIGNAL in c.signals for c in plain.candidates)


def test_a_failing_chunk_store_leaves_the_other_signals_answering(bible) -> None:
    class Broken(ChunkDict):
        def get_many(self, chunk_ids: Sequence[str]) -> dict[str, Chunk]:
            if any(chunk_id.startswith("svd:Gal.5/") for chunk_id in chunk_ids) and len(chunk_ids) > 5:
                raise RuntimeError("table unavailable")
            return super().get_many(chunk_ids)

    settings = Settings(rescore="off", query_expansion=False)
    retriever = Retriever(settings, LexicalOnly(bible), Broken(bible), HashingEmbedder(dim=64))
    result = retriever.retrieve("ما هي ثمار الروح؟")
    assert result.candidates  # the lexical list still answers
    assert any(note.startswith("topic_unavailable: RuntimeError: table unavailable") for note in result.trace.notes)


def test_a_weak_match_votes_less_and_a_strong_one_at_full_weight() -> None:
    assert scaled_weight(1.5, 1.0, 0.5) == 1.5 and scaled_weight(1.5, 0.5, 0.5) == 1.5
    assert scaled_weight(1.5, 0.25, 0.5) == pytest.approx(0.75)
    assert scaled_weight(1.5, 0.1, 0.0) == 1.5  # 0: the weight whatever the score
    assert scaled_weight(1.5, -1.0, 0.5) == 0.0


def _saint(chunk_id: str, text: str) -> Chunk:
    doc_id = chunk_id.rpartition("/")[0]
    return Chunk(
        chunk_id=chunk_id, doc_id=doc_id, n=0, library="synaxarium", domains=["saints"], title="تذكار",
        url="https://example.invalid/syn", text=text, search_text=text, content_hash=chunk_id,
        corpus_version="test", metadata={"coptic_month": 3, "coptic_day": 12},
    )  # fmt: skip


def test_saints_records_that_lead_without_the_topic_list_keep_it_out_of_a_saints_question(bible) -> None:
    first = _saint("syn:03-12#1/0", "ما هي ثمار الروح ثمار الروح القدس في سيرة القديس")
    second = _saint("syn:03-12#2/0", "ما هي ثمار الروح في سيرة قديس آخر")
    settings = Settings(rescore="off", query_expansion=False)

    def run(chunks: list[Chunk], question: str = "ما هي ثمار الروح في سيرة القديس؟", **update: object):
        retriever = Retriever(settings.model_copy(update=update), LexicalOnly(chunks), ChunkDict(chunks), HashingEmbedder(dim=64))
        return retriever.retrieve(question)

    led = run([*bible, first, second])  # its words (سيرة، القديس) route it to the Synaxarium: not a concept question
    assert [c.chunk_id for c in led.candidates[:2]] == [first.chunk_id, second.chunk_id]
    assert "topic_yields: synaxarium records lead without the topic list" in led.trace.notes
    assert not any(SIGNAL in c.signals for c in led.candidates) and "topic_fused" not in led.trace.counts

    stray = run([*bible, first])  # one record ahead of Bible passages is not a lead
    assert stray.trace.counts["topic_fused"] == 1

    never = run([*bible, first, second], topic_yield_depth=0)
    assert never.trace.counts["topic_fused"] == 1

    # A concept question (its topic matched in full, no word routing it to a saint or a hymn) gets
    # the topic list whatever leads: the records share its words, the question is about Galatians 5.
    concept = run([*bible, first, second], "ما هي ثمار الروح؟")
    assert concept.trace.counts["topic_fused"] == 1
    assert not any(note.startswith("topic_yields") for note in concept.trace.notes)
    assert any(note.startswith("concept_question") for note in concept.trace.notes)
    assert any(c.chunk_id.startswith("svd:Gal.5/") and SIGNAL in c.signals for c in concept.candidates[:5])
    # ... and keeps the old yield when the concept test is off (settings above 1)
    off = run([*bible, first, second], "ما هي ثمار الروح؟", topic_concept_score=2.0, topic_concept_cosine=2.0)
    assert "topic_fused" not in off.trace.counts


def _matches(*scored: tuple[str, float]) -> list[TopicMatch]:
    by_id = {topic.topic_id: topic for topic in default_index().topics}
    return [TopicMatch(topic=by_id[topic_id], score=score, phrasing="") for topic_id, score in scored]


def test_topics_within_the_tie_margin_deal_their_key_passages_first(bible) -> None:
    signal = TopicSignal(ChunkDict(bible))
    matches = _matches(("beatitudes", 0.91), ("fruit-spirit", 0.905))
    first_only = signal.ranked(matches)  # no margin: the first topic's chunks, then the second's
    dealt = signal.ranked(matches, tie_margin=0.01)
    own = {m.topic.topic_id: [c for c, _ in signal.ranked([m])] for m in matches}
    assert len(own["beatitudes"]) > 1 and own["fruit-spirit"]
    assert [c for c, _ in first_only][: len(own["beatitudes"])] == own["beatitudes"]
    assert [c for c, _ in dealt][:2] == [own["beatitudes"][0], own["fruit-spirit"][0]]
    assert sorted(dealt) == sorted(first_only)  # the same chunks and scores, another order
    assert dict(dealt)[own["fruit-spirit"][0]] == 0.905
    # outside the margin, or a negative one: the first topic's passages first, as without one
    assert signal.ranked(matches, tie_margin=0.001) == first_only == signal.ranked(matches, tie_margin=-1.0)


def test_the_tied_run_ends_at_the_first_topic_outside_the_margin() -> None:
    matches = _matches(("fruit-spirit", 0.90), ("beatitudes", 0.91), ("salt-light", 0.85), ("love-enemies", 0.899))
    assert tied_count(matches, 0.02) == 2  # a later topic scoring above the first is tied; salt-light ends the run
    assert tied_count(matches, 0.06) == 4
    assert tied_count(matches, None) == tied_count(matches, -1.0) == 1
    assert tied_count([], 0.02) == 0
