"""The evidence floor reads the passages below its top 3, among the five the answerer reads, by the
question's own subject: one that holds all of it is evidence wherever it ranks; titles, naming words
and the kind of answer asked count neither for it nor against it (FLOOR36, benchmarks/trust/RESULTS.md)."""

from __future__ import annotations

from dalil.models import Candidate, Chunk, DateIntent, RetrievalResult, RetrievalTrace, Route, SignalHit
from dalil.retrieval.evidence import FLOOR_DEPTH, evidence_floor
from dalil.settings import Settings
from dalil.text.normalize import fold

SETTINGS = Settings()
NATHANAEL = "ماذا قال نثنائيل عن الناصرة، وقد وجده فيلبس؟"
LAZARUS_TOWN = "في أي مدينة سكن لعازر مع أختيه؟"
WIDOW = "ما اسم أرملة النبي يونان؟"


def chunk(chunk_id: str, text: str) -> Chunk:
    return Chunk(chunk_id=chunk_id, doc_id=chunk_id.split("/")[0], n=0, library="bible", domains=["bible"],
                 title=chunk_id, url="https://dalil.example/x", text=text, search_text=fold(text), content_hash="h",
                 corpus_version="v")


JOHN_1 = chunk("svd:Jhn.1/9", "فيلبس وجد نثنائيل وقال له وجدنا يسوع الذي من الناصرة. فقال له نثنائيل: أمن الناصرة يمكن أن يكون شيء صالح.")
HALF_OF_IT = chunk("svd:Jhn.1/10", "ورأى يسوع نثنائيل مقبلا إليه فقال عنه هوذا إسرائيلي حقا لا غش فيه.")
BETHANY = chunk("svd:Jhn.11/0", "وكان إنسان مريضا وهو لعازر من بيت عنيا، سكن فيها مع مريم ومرثا أختيه.")
CHURCHES = chunk("syn:00-00#1/7", "فبنى كنيسة على اسم النبي إيليا، وأعطى الأرملة مالا كثيرا.")
OTHERS = [chunk(f"svd:Other.{n}/0", "نص لا يشارك السؤال كلمة واحدة.") for n in range(FLOOR_DEPTH)]


def ranked(question: str, *below: Chunk, before: int = 0) -> RetrievalResult:
    """The top `FLOOR_DEPTH` (and `before` more) passages share no word of the question; `below` follow."""
    chunks = [*OTHERS, *[chunk(f"svd:More.{n}/0", "نص آخر لا يشارك السؤال.") for n in range(before)], *below]
    candidates = [Candidate(chunk_id=c.chunk_id, score=1.0 / (n + 1), chunk=c,
                            signals={"lexical": SignalHit(rank=n + 1, score=5.0)}) for n, c in enumerate(chunks)]
    trace = RetrievalTrace(question=question, normalized=fold(question), route=Route(domains={}, signals=[]),
                           date_intent=DateIntent(), libraries=["bible"])
    return RetrievalResult(candidates=candidates, trace=trace)


def test_a_passage_below_the_top_three_holding_the_whole_subject_is_evidence() -> None:
    assert evidence_floor(NATHANAEL, ranked(NATHANAEL, JOHN_1), SETTINGS) == (True, None)


def test_the_kind_of_answer_asked_is_not_wanted_of_it() -> None:
    # "مدينة" names what is asked; John 11 says بيت عنيا, not "مدينة".
    assert evidence_floor(LAZARUS_TOWN, ranked(LAZARUS_TOWN, BETHANY), SETTINGS) == (True, None)


def test_part_of_the_subject_below_the_top_three_is_not() -> None:
    # Half of the subject passes the floor in the top 3 (min_question_coverage); below them it does not.
    passed, reason = evidence_floor(NATHANAEL, ranked(NATHANAEL, HALF_OF_IT), SETTINGS)
    assert not passed and reason is not None and reason.startswith("weak_evidence")


def test_titles_and_the_naming_word_do_not_carry_a_passage_below_the_top_three() -> None:
    # "على اسم النبي إيليا … الأرملة": the name word and the title are in it, Jonah is not.
    passed, reason = evidence_floor(WIDOW, ranked(WIDOW, CHURCHES), SETTINGS)
    assert not passed and reason is not None and reason.startswith("weak_evidence")


def test_a_passage_beyond_the_answerers_five_is_not_read() -> None:
    before = SETTINGS.context_chunks - FLOOR_DEPTH
    passed, _ = evidence_floor(NATHANAEL, ranked(NATHANAEL, JOHN_1, before=before), SETTINGS)
    assert not passed
    assert evidence_floor(NATHANAEL, ranked(NATHANAEL, JOHN_1, before=before - 1), SETTINGS) == (True, None)
