"""The evidence floor credits a passage a strong E5 topic match carried into the top candidates:
a topic's key passage answers a question that shares none of its words."""

from __future__ import annotations

from dalil.models import Candidate, Chunk, DateIntent, RetrievalResult, RetrievalTrace, Route, SignalHit
from dalil.retrieval.evidence import FLOOR_DEPTH, evidence_floor
from dalil.settings import Settings
from dalil.text.normalize import fold

SETTINGS = Settings(topic_e5=True)
SOWER = "ما مثل البذار التي سقطت على أنواع مختلفة من التربة؟"


def chunk(chunk_id: str, text: str, library: str = "bible") -> Chunk:
    return Chunk(chunk_id=chunk_id, doc_id=chunk_id.split("/")[0], n=0, library=library, domains=["bible"], title=chunk_id,
                 url="https://dalil.example/x", text=text, search_text=fold(text), content_hash="h", corpus_version="v")


MATTHEW_13 = chunk("svd:Mat.13/0", "هوذا الزارع قد خرج ليزرع وفيما هو يزرع وقع بعض على الطريق فجاءت الطيور وأكلته.")
JELLIES = chunk("xquad:Ctenophora:3/0", "تتغذى المشطيات على فرائس صغيرة من العوالق.", library="xquad")
OTHERS = [chunk(f"xquad:Other:{n}/0", "نص لا يشارك السؤال كلمة واحدة.", library="xquad") for n in range(FLOOR_DEPTH)]


def lexical(c: Chunk, rank: int) -> Candidate:
    return Candidate(chunk_id=c.chunk_id, score=1.0 / rank, signals={"lexical": SignalHit(rank=rank, score=5.0)}, chunk=c)


def from_topic(c: Chunk, rank: int, cosine: float) -> Candidate:
    return Candidate(chunk_id=c.chunk_id, score=1.0 / rank, chunk=c,
                     signals={"topic_e5": SignalHit(rank=1, score=cosine), "e5": SignalHit(rank=rank, score=0.8)})


def found(*candidates: Candidate) -> RetrievalResult:
    trace = RetrievalTrace(question=SOWER, normalized=fold(SOWER), route=Route(domains={}, signals=[]),
                           date_intent=DateIntent(), libraries=["bible", "xquad"])
    return RetrievalResult(candidates=list(candidates), trace=trace)


def test_a_passage_sharing_no_word_of_the_question_is_weak_evidence_alone() -> None:
    passed, reason = evidence_floor(SOWER, found(lexical(JELLIES, 1), lexical(MATTHEW_13, 2)), SETTINGS)
    assert not passed and reason is not None and reason.startswith("weak_evidence")


def test_a_strong_topic_match_in_the_top_candidates_is_evidence() -> None:
    at = SETTINGS.topic_e5_evidence_cosine
    assert evidence_floor(SOWER, found(lexical(JELLIES, 1), from_topic(MATTHEW_13, 2, at)), SETTINGS) == (True, None)


def test_a_weaker_topic_match_is_not() -> None:
    below = SETTINGS.topic_e5_evidence_cosine - 0.01
    passed, reason = evidence_floor(SOWER, found(lexical(JELLIES, 1), from_topic(MATTHEW_13, 2, below)), SETTINGS)
    assert not passed and reason is not None and reason.startswith("weak_evidence")


def test_a_topic_passage_below_the_floor_depth_is_not_counted() -> None:
    candidates = [lexical(c, n + 1) for n, c in enumerate(OTHERS)]
    passed, _ = evidence_floor(SOWER, found(*candidates, from_topic(MATTHEW_13, FLOOR_DEPTH + 1, 0.99)), SETTINGS)
    assert not passed


def test_a_threshold_above_one_never_credits_a_topic_match() -> None:
    never = SETTINGS.model_copy(update={"topic_e5_evidence_cosine": 1.01})
    passed, _ = evidence_floor(SOWER, found(from_topic(MATTHEW_13, 1, 1.0)), never)
    assert not passed
