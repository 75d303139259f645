"""A verb that stands for any deed or event, asked by its what-word ("عملوا إيه", "ماذا فعلوا", "إيه اللي
حصل"), is the kind of answer asked, not a word the passage must write: it tells the deed in its own verb
(PARA33, benchmarks/answers/RESULTS.md). The rest of the question is still required."""

from __future__ import annotations

import pytest
from support.evidence import evidence

from dalil.answer.asked_reading import answer_kind_terms, asked_deed, asked_event_verbs
from dalil.providers.extractive import ExtractiveProvider

_RECORD = evidence(
    "E1",
    "syn:x/0",
    "نياحة القديس بطرس السائح",
    "وكان القديس بطرس يسكن في مغارة بالجبل. ولما تنيح القديس بطرس في المغارة حمل الرهبان جسده إلى الدير ودفنوه هناك بإكرام.",
)
_OTHER = evidence("E2", "syn:y/0", "استشهاد القديس مينا", "وكان القديس مينا جنديا في جيش الملك ثم ترك الجندية ومضى إلى البرية.")


@pytest.mark.parametrize(
    ("question", "verb"),
    [
        ("العذارى العشرة عملوا ايه لما العريس اتأخر؟", "عمل"),
        ("بولس وسيلا كانوا بيعملوا ايه نص الليل في السجن", "يعمل"),
        ("القديسة مارينا عملت ايه في شعرها قبل ما تدخل الدير؟", "عمل"),
        ("ماذا فعلوا بجسد القديس لوقا الإنجيلي بعد قطع رأسه؟", "فعل"),
        ("ايه اللي حصل للكاس اللي في ايد الوالي", "حصل"),
        ("ما الذي حصل للكاس الذي في ايد الوالي", "حصل"),  # the question as the search reads it
        ("لما العسكر قالوا أنا هو، حصلهم إيه؟", "حصل"),
    ],
)
def test_a_verb_standing_for_any_deed_beside_its_what_word_is_the_answer_kind(question: str, verb: str) -> None:
    assert verb in asked_event_verbs(question)
    assert verb in answer_kind_terms(question)


@pytest.mark.parametrize(
    "question",
    [
        "المجوس قدموا ايه للطفل يسوع",  # a deed of its own: the verb is asked (`asked_deed`)
        "مين اللي عمل فيه كده",  # who did it: no what-word asks the deed
        "عمل معجزة ايه في قانا",  # the what-word asks the noun
    ],
)
def test_no_answer_kind_from_another_verb_or_another_ask(question: str) -> None:
    assert not asked_event_verbs(question)


def test_the_egyptian_persons_of_the_deed_verb_ask_no_deed_of_their_own() -> None:
    assert asked_deed("بولس وسيلا كانوا بيعملوا ايه نص الليل في السجن") is None
    assert asked_deed("المجوس قدموا ايه للطفل يسوع") == "قدموا"


def test_what_they_did_is_answered_by_the_deed_the_passage_tells() -> None:
    answer = ExtractiveProvider().answer("الرهبان عملوا ايه بجسد القديس بطرس السائح؟", [_RECORD, _OTHER])
    assert answer.status == "answered"
    assert "ودفنوه" in answer.answer and answer.cited_ids == ["E1"]


@pytest.mark.parametrize(
    "question",
    [
        "الرهبان عملوا ايه بجسد القديس بطرس السائح في روما؟",  # a place the passage never names
        "الرهبان عملوا ايه بعصا القديس بطرس السائح؟",  # a thing the passage never names
    ],
)
def test_a_detail_the_passage_does_not_hold_still_declines(question: str) -> None:
    assert ExtractiveProvider().answer(question, [_RECORD, _OTHER]).status == "insufficient_evidence"
