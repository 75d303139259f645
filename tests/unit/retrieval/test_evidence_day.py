"""A day's records answer a question about the day and something else only when one of them carries
that something: read as the floor reads any subject (its frame words out, a term held as the answerer
holds it), never by its exact words with the question words counted against the record (FLOOR20)."""

from __future__ import annotations

from dalil.models import Candidate, Chunk, DateIntent, RetrievalResult, RetrievalTrace, Route, SignalHit
from dalil.retrieval.evidence import evidence_floor
from dalil.settings import Settings
from dalil.text.normalize import fold

SETTINGS = Settings()


def record(chunk_id: str, title: str, text: str) -> Chunk:
    return Chunk(chunk_id=chunk_id, doc_id=chunk_id.split("/")[0], n=0, library="synaxarium", domains=["saints"],
                 title=title, url="https://dalil.example/x", text=text, search_text=fold(text), content_hash="h",
                 corpus_version="v", coptic_month=9, coptic_day=2)


MARTYR = record("syn:09-02#3/0", "استشهاد القديس فيلوثاوس",
                "في مثل هذا اليوم استشهد القديس فيلوثاوس من أهل درنكه وقد عذب كثيرا ولم ينكر إيمانه.")
JOB = record("syn:09-02#1/0", "نياحة أيوب البار", "في مثل هذا اليوم تنيح أيوب الصديق كان بارا في جيله.")


def the_day(question: str, *chunks: Chunk) -> RetrievalResult:
    candidates = [Candidate(chunk_id=c.chunk_id, score=1.0 / rank, chunk=c, signals={"metadata": SignalHit(rank=rank, score=1.0)})
                  for rank, c in enumerate(chunks, 1)]
    trace = RetrievalTrace(question=question, normalized=fold(question), route=Route(domains={}, signals=[]),
                           date_intent=DateIntent(month=9, day=2, source="coptic"), libraries=["synaxarium"])
    return RetrievalResult(candidates=candidates, trace=trace)


def test_a_question_word_of_the_other_subject_does_not_count_against_the_days_record() -> None:
    # "أنهي" (which) and "اللي" frame the question; the record names the martyr and his people.
    question = "الشهيد فيلوثاوس اللي بيتذكر يوم 2 بشنس كان من أهل أنهي بلد؟"
    assert evidence_floor(question, the_day(question, MARTYR, JOB), SETTINGS) == (True, None)


def test_a_day_whose_records_do_not_carry_the_other_subject_is_still_weak_evidence() -> None:
    question = "كم كان سعر القمح في أسيوط يوم 2 بشنس؟"
    passed, reason = evidence_floor(question, the_day(question, MARTYR, JOB), SETTINGS)
    assert not passed and reason is not None and reason.startswith("weak_evidence: the day's records")
