"""FAITH41 (issue 19, class 4): a question that asks only what a Bible chapter tells ("ما الذي حدث في متى 18؟"):
"متى" is the book here, no term the critic can hold ("when" is a question word), and "حدث" only asks for a
telling, so the critic held nothing and refused every faithful answer. The chapter is the subject: a passage of
that chapter is on topic, as a record of the day asked is. New wording. Twins that must still be refused: the
same question answered from another chapter (drift) or another book, and a question that asks something
beside the chapter (its words must still be held)."""

from __future__ import annotations

import pytest

from dalil.answer.critic import OfflineCritic, passes
from dalil.models import AnswerPayload, ContextPack, Evidence
from dalil.settings import Settings

SETTINGS = Settings()
TWO_DEBTORS = "فلذلك يشبه ملكوت السماوات إنسانا ملكا أراد أن يحاسب عبيده. فلما ابتدأ في المحاسبة قدم إليه واحد مديون بعشرة آلاف وزنة."
SOWER = "هوذا الزارع قد خرج ليزرع. وفيما هو يزرع سقط بعض على الطريق فجاءت الطيور وأكلته."


def _passes(question: str, answer: str, excerpt: str, chunk_id: str, book: str, chapter: int, title: str) -> tuple[bool, list[str]]:
    context = ContextPack(
        evidence=[Evidence(evidence_id="E1", chunk_id=chunk_id, excerpt=excerpt, title=title)],
        tokens=40,
        chunk_metadata={chunk_id: {"library": "bible", "book": book, "chapter": chapter}},
    )
    payload = AnswerPayload(status="answered", answer=answer, cited_ids=["E1"])
    return passes(OfflineCritic(SETTINGS).review(question, payload, context), SETTINGS)


@pytest.mark.parametrize("question", ["ما الذي حدث في متى 18؟", "إيه اللي حصل في متى 18؟", "احكيلي متى 18 بيقول إيه"])
def test_a_passage_of_the_chapter_asked_is_on_topic(question: str) -> None:
    ok, reasons = _passes(question, "فلما ابتدأ في المحاسبة قدم إليه واحد مديون بعشرة آلاف وزنة [E1].", TWO_DEBTORS,
                          "svd:Mat.18/5", "Mat", 18, "متى 18")
    assert ok, reasons


@pytest.mark.parametrize("question", ["ما الذي حدث في متى 18؟", "إيه اللي حصل في متى 18؟"])
def test_a_passage_of_another_chapter_is_still_refused(question: str) -> None:
    ok, _ = _passes(question, "وفيما هو يزرع سقط بعض على الطريق فجاءت الطيور وأكلته [E1].", SOWER,
                    "svd:Mat.13/1", "Mat", 13, "متى 13")
    assert not ok


def test_a_passage_of_the_same_number_in_another_book_is_still_refused() -> None:
    ok, _ = _passes("ما الذي حدث في متى 18؟", "وفيما هو يزرع سقط بعض على الطريق فجاءت الطيور وأكلته [E1].", SOWER,
                    "svd:Mrk.18/1", "Mrk", 18, "مرقس 18")
    assert not ok


def test_a_question_that_asks_more_than_the_chapter_must_still_be_held() -> None:
    # "عن الزارع" asks a subject the passage does not hold
    ok, _ = _passes("ماذا يقول متى 18 عن الزارع والطيور؟", "فلما ابتدأ في المحاسبة قدم إليه واحد مديون بعشرة آلاف وزنة [E1].",
                    TWO_DEBTORS, "svd:Mat.18/5", "Mat", 18, "متى 18")
    assert not ok
