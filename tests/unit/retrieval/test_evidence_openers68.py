"""The evidence floor reads a question's time-clause opener as the answerer does: it counts for a passage that holds it
and never against one that does not (`support.time_opener_terms`); and a top passage's cosine is read whichever list
of the search gave it (FLOORWORDS68, benchmarks/trust/RESULTS.md)."""

from __future__ import annotations

from dalil.models import Candidate, Chunk, DateIntent, RetrievalResult, RetrievalTrace, Route, SignalHit
from dalil.retrieval.evidence import evidence_floor
from dalil.settings import Settings
from dalil.text.normalize import fold

SETTINGS = Settings()
# Searched as the reading layer writes it ("اتعدم" -> عدم): terms عمر، مختار، سنه، لما، عدم.
EXECUTED = "عمر المختار كان عنده كم سنة لما عدم؟"
# The record writes "إعدام" and never "لما": عمر، مختار of five terms (0.40), of four without the opener (0.50).
RECORD = "وكان الهدف من إعدام عمر المختار إضعاف الروح المعنوية للمقاومين."
# The same share without a time clause in the question stays below the floor.
NO_CLAUSE = "عمر المختار كان عنده كم سنة وقت محاكمته الطويلة؟"


def chunk(chunk_id: str, text: str) -> Chunk:
    return Chunk(chunk_id=chunk_id, doc_id=chunk_id.split("/")[0], n=0, library="arcd", domains=["general"],
                 title="", url="https://dalil.example/x", text=text, search_text=fold(text), content_hash="h",
                 corpus_version="v")


def ranked(question: str, text: str, signals: dict[str, SignalHit] | None = None) -> RetrievalResult:
    top = chunk("arcd:x/0", text)
    candidates = [Candidate(chunk_id=top.chunk_id, score=1.0, chunk=top,
                            signals=signals or {"lexical": SignalHit(rank=1, score=5.0)})]
    trace = RetrievalTrace(question=question, normalized=fold(question), route=Route(domains={}, signals=[]),
                           date_intent=DateIntent(), libraries=["arcd"])
    return RetrievalResult(candidates=candidates, trace=trace)


def test_an_opener_the_passage_does_not_write_does_not_count_against_it() -> None:
    assert evidence_floor(EXECUTED, ranked(EXECUTED, RECORD), SETTINGS) == (True, None)


def test_without_a_time_clause_the_same_passage_stays_below_the_floor() -> None:
    passed, reason = evidence_floor(NO_CLAUSE, ranked(NO_CLAUSE, RECORD), SETTINGS)
    assert not passed and reason is not None and reason.startswith("weak_evidence")


def test_an_opener_alone_carries_no_passage() -> None:
    passed, _ = evidence_floor(EXECUTED, ranked(EXECUTED, "ولما وصل الرسول إلى المدينة لما سمع الخبر فرح."), SETTINGS)
    assert not passed


def test_the_floor_reads_the_vector_lists_cosine_only() -> None:
    # The "dense" cosine exists embedded but not on AWS unless it re-scores: reading it would split the runners.
    question = "ما اسم الطائر الذي يعيش في القطب الجنوبي؟"
    lexical_only = {"lexical": SignalHit(rank=1, score=5.0), "dense": SignalHit(rank=1, score=0.9)}
    passed, reason = evidence_floor(question, ranked(question, "نص لا يشارك السؤال كلمة.", lexical_only), SETTINGS)
    assert not passed and reason is not None and reason.endswith("cosine 0.00")
    nearest = {"vector": SignalHit(rank=1, score=0.9)}
    assert evidence_floor(question, ranked(question, "نص لا يشارك السؤال كلمة.", nearest), SETTINGS) == (True, None)
