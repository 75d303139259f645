"""Either-or questions (answer/either_or.py): a sentence that says neither option does not answer.
Wordings of our own, Egyptian and MSA; none from a fixture."""

from __future__ import annotations

import pytest

from dalil.answer.asked_stated import asked_problem
from dalil.answer.either_or import choice_stated, options


@pytest.mark.parametrize(
    "question",
    [
        "مرقس الرسول كان متجوز ولا راهب؟",
        "هل كان القديس أنطونيوس غنيا أو فقيرا؟",
        "الصلاة دي بتتقال في باكر ولا في نص الليل؟",
        "mar girgis kan gondy walla tager?",  # Franco: not read (no Arabic "or"), nothing required
    ],
)
def test_the_options_are_read_from_the_end(question: str) -> None:
    found = options(question)
    assert (found is None) == question.isascii()


@pytest.mark.parametrize(
    "question",
    [
        "الأنبا بيشوي اتنيح في مصر ولا لأ؟",  # yes or no
        "هل قال الكتاب إن المحبة لا تحسد ولا تتفاخر؟",  # nor, after a negator
        "ما اسم أم القديس يوحنا؟",  # أم: mother
        "مين اللي بنى الكنيسة دي؟",
    ],
)
def test_no_choice_is_read_where_there_is_none(question: str) -> None:
    assert options(question) is None


def test_a_sentence_saying_neither_option_does_not_answer() -> None:
    question = "القديسة مارينا كانت بنت ملك ولا بنت فلاح؟"
    told = "وكانت القديسة مارينا من أسرة غنية في أنطاكية وتعلمت الكتب المقدسة منذ صغرها."
    assert not choice_stated(question, [told])
    assert asked_problem(question, [told]) == "asked_not_stated: choice"
    assert choice_stated(question, ["وكان أبوها فلاحا بسيطا يعمل في الحقول."])


def test_an_option_in_the_record_title_counts() -> None:
    question = "الأوشية دي بتتقال في عشية ولا في باكر؟"
    assert choice_stated(question, ["اللهم ارحمنا واقبل صلواتنا.", "أوشية المرضى (باكر)"])


@pytest.mark.parametrize(
    "question",
    ["", "   ", "ولا", "او", "؟؟؟ ولا !!!", "ولا طوكيو", "a or b", "\u200f\u202eولا\u202c", "كلمة " * 20_000 + "ولا أوساكا"],
)
def test_bad_input_is_read_safely(question: str) -> None:
    # Empty, punctuation, an "or" with nothing before it, bidi controls, a huge question: no crash,
    # and no option read out of nothing.
    read = options(question)
    assert read is None or all(read)
    assert choice_stated(question, ["طوكيو عاصمة اليابان"]) in (True, False)
    assert choice_stated(question, []) is (read is None)
