"""Where is X / is there X asked by the verb of being (ARCDSLOT68): the verb is the answer's kind for a where, the thing
is what a yes/no of existence asks, and a place kind with its ب glued is a place. Wording of my own, records of the
store (Synaxarium, ARCD)."""

from __future__ import annotations

import pytest

from dalil.answer.answer_type import satisfies
from dalil.answer.asked_reading import answer_kind_terms, placed_being_terms
from dalil.answer.described import descriptions
from dalil.answer.said_asked import PROPOSITION_UNSTATED, asked_deed, said_problem
from dalil.answer.slot_fillers import at_place_unit
from dalil.text.normalize import fold

_JAPAN = "بعد اعتماد الدستور في عام 1947 تحول نظام الحكم في اليابان إلى نظام ملكي دستوري يضم إمبراطورًا وبرلمان منتخبًا."
_MOSES = 'ويوجد جسد هذا القديس بدير القديسة العذراء "البرموس" الآن حيث يحتفل.'


@pytest.mark.parametrize(
    "question",
    ["أين يوجد جسد القديس موسى الأسود؟", "فين توجد الأهرامات", "في أي مدينة يوجد برج إيفل؟"],
)
def test_the_verb_of_a_where_is_the_answers_kind(question: str) -> None:
    being = placed_being_terms(question)
    assert being
    assert being <= answer_kind_terms(question)


@pytest.mark.parametrize(
    "question",
    [
        "هل يوجد برلمان منتخب في نظام الحكم الياباني؟",  # a yes/no: no place asked
        "في أي متحف توجد الموناليزا حاليا؟",  # a which-noun: no place slot checks the place stated
        "ما الأشياء الموجودة في خيمة الاجتماع؟",
    ],
)
def test_not_of_another_question(question: str) -> None:
    assert not placed_being_terms(question)


def test_a_yes_no_of_existence_asks_the_thing() -> None:
    deed = asked_deed("هل يوجد برلمان منتخب في نظام الحكم الياباني؟")
    assert deed is not None and deed.governed[0] == "برلمان"
    assert said_problem("هل يوجد برلمان منتخب في نظام الحكم الياباني؟", [_JAPAN], ["اليابان"]) is None
    assert said_problem("هل يوجد إمبراطور في نظام الحكم في اليابان؟", [_JAPAN], ["اليابان"]) is None


@pytest.mark.parametrize(
    "question",
    [
        "هل توجد براكين نشطة في اليابان؟",  # the thing is not named
        "هل يوجد برلمان منتخب في مصر؟",  # the place is another
    ],
)
def test_a_yes_no_of_existence_is_not_told_by_another_thing_or_place(question: str) -> None:
    problem = said_problem(question, [_JAPAN], ["اليابان"])
    assert problem is not None and problem.startswith(PROPOSITION_UNSTATED)


def test_a_place_kind_with_its_glued_b_is_a_place() -> None:
    assert satisfies("place", _MOSES, "أين يوجد جسد القديس موسى الأسود؟")
    for word in ("بدير", "بكنيسة", "بمدينة", "بالدير", "ببلدة"):
        assert at_place_unit(fold(word)), word
    for word in ("بعد", "بطرس", "بسلام", "بكلمة", "بيت"):
        assert not at_place_unit(fold(word)), word
    # a sentence without any place is still none
    assert not satisfies("place", "وأظهر الرب من جسده آيات وعجائب كثيرة", "أين يوجد جسد القديس موسى الأسود؟")


def test_the_noun_of_a_which_word_describes_no_one() -> None:
    assert descriptions("في أي متحف توجد الموناليزا حاليا؟") == []
    # a description beside it is still read
    assert descriptions("مخترع الهاتف اتولد في أي مدينة؟")

