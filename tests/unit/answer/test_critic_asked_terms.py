"""The offline critic's relevance and intent read what a question asks (FAITH39): the question as the
retriever reads it, without the words that frame it or ask for a telling, without a title before a
name, with the title of a cited record the question names; and a Bible chapter other than the one
asked is drift. Each faithful answer has an off-topic twin (the same question answered from another
record) that must still be refused. New wording, not copied from the probes or the fresh sets."""

from __future__ import annotations

import pytest

from dalil.answer.critic import OfflineCritic, _question_terms, passes
from dalil.models import AnswerPayload, ContextPack, Evidence
from dalil.settings import Settings

SETTINGS = Settings()


def _review(question: str, answer: str, excerpt: str, title: str, chunk_id: str = "rec:a/0", metadata: dict | None = None):
    context = ContextPack(
        evidence=[Evidence(evidence_id="E1", chunk_id=chunk_id, excerpt=excerpt, title=title)],
        tokens=40,
        chunk_metadata={chunk_id: metadata or {}},
    )
    payload = AnswerPayload(status="answered", answer=answer, cited_ids=["E1"])
    verdict = OfflineCritic(SETTINGS).review(question, payload, context)
    return verdict, passes(verdict, SETTINGS)


BISHOP = (
    "وكان الأنبا بضابا أسقفا على مدينة قفط ، وكان يطوف القرى ويعلم الشعب ويفتقد الفقراء ، "
    "ولما اشتد الاضطهاد قبض عليه الوالي وعذبه كثيرا ."
)
HERMIT = "وأقام القديس نفر في البرية ستين سنة ، يأكل من ثمر النخل ويشرب من عين ماء ، وكان يصلي الليل كله ."


def test_the_egyptian_request_words_do_not_count_against_a_faithful_answer():
    question = "عايز أعرف إيه اللي حصل مع الأنبا بضابا أسقف قفط لما الوالي مسكه"
    faithful = "قبض الوالي على الأنبا بضابا أسقف قفط وعذبه كثيرا [E1]."
    verdict, (ok, reasons) = _review(question, faithful, BISHOP, "استشهاد الأنبا بضابا أسقف قفط")
    assert ok, (verdict, reasons)
    # عايز (read أريد), أعرف, إيه, اللي, حصل ask; they are no subject the answer must repeat
    assert not {"اريد", "اعرف", "حصل", "ايه", "الل"} & _question_terms(question).wanted


def test_the_same_request_answered_from_another_record_is_still_refused():
    question = "عايز أعرف إيه اللي حصل مع الأنبا بضابا أسقف قفط لما الوالي مسكه"
    other = "أقام القديس نفر في البرية ستين سنة يأكل من ثمر النخل [E1]."
    ok, reasons = _review(question, other, HERMIT, "نياحة القديس نفر السائح")[1]
    assert not ok and {"low_relevance", "low_intent"} <= set(reasons)


def test_a_title_before_a_name_names_no_subject_but_an_office_asked_about_does():
    assert "قديس" not in _question_terms("القديس نفر عاش فين؟").wanted
    assert "كاه" in _question_terms("مين اللي بيساعد الكاهن؟").wanted


def test_a_record_of_another_saint_that_shares_only_the_title_is_refused():
    # "القديس" and "البرية" style generic matches: another saint's record, same title word
    question = "القديس بضابا عمل إيه مع الفقراء في قفط؟"
    ok, reasons = _review(question, "وأقام القديس نفر في البرية ستين سنة [E1].", HERMIT, "نياحة القديس نفر السائح")[1]
    assert not ok and "low_relevance" in reasons


PSALM = "يا راعي إسرائيل اصغ، يا قائد يوسف كالضأن، يا جالسا على الكروبيم أشرق."


def test_the_record_a_question_names_is_named_by_the_cited_title():
    # the psalm's number is in its title, not in the verse the answer quotes
    question = "إيه اللي مكتوب عن الكروبيم في مزمور 79 بتاع الأجبية؟"
    verdict, (ok, reasons) = _review(question, "يا جالسا على الكروبيم أشرق [E1].", PSALM, "مزمور 79 الأجبية")
    assert ok, (verdict, reasons)


def test_the_same_verse_cited_from_another_psalm_is_drift():
    question = "إيه اللي مكتوب عن الكروبيم في مزمور 79؟"
    verdict, (ok, reasons) = _review(question, "يا جالسا على الكروبيم أشرق [E1].", PSALM, "مزمور 81")
    assert verdict.drift_detected and not ok and "drift" in reasons


def test_a_bible_passage_of_another_chapter_is_drift_and_of_the_chapter_asked_is_not():
    excerpt = "أنا هو الراعي الصالح، والراعي الصالح يبذل نفسه عن الخراف."
    question = "يوحنا 10 بيقول إيه عن الراعي الصالح؟"
    answer = "الراعي الصالح يبذل نفسه عن الخراف [E1]."
    same, (ok, _) = _review(question, answer, excerpt, "يوحنا 10", "svd:Jhn.10/1", {"book": "Jhn", "chapter": 10})
    assert not same.drift_detected and ok
    other, (ok, reasons) = _review(question, answer, excerpt, "يوحنا 9", "svd:Jhn.9/4", {"book": "Jhn", "chapter": 9})
    assert other.drift_detected and not ok and "drift" in reasons


def test_a_question_in_franco_is_read_in_arabic_letters():
    # "3ayez a3raf" asks; the words of the subject are read as the retriever reads them
    wanted = _question_terms("3ayez a3raf el wali 3amal eh fe bedaba").wanted
    assert wanted and all(not word.isascii() for word in wanted)


@pytest.mark.parametrize("question", ["وكم سنة عاش؟", "ومتى تنيح؟", "فين اتولد؟ وامتى"])
def test_a_question_word_under_a_glued_conjunction_is_no_asked_term(question: str) -> None:
    """A follow-up opens with و ("وكم سنة عاش؟"): its question word asks, it is no term an answer must hold."""
    assert not {"وكم", "ومتي", "وامتي"} & _question_terms(question).wanted
