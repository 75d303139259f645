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


# PIN19F: a sentence naming BOTH options chooses only when it ties one to what is asked. Design set of
# our own (other subjects and wordings than fq10-092's "اليابان عاصمتها طوكيو ولا اوساكا").
@pytest.mark.parametrize(
    ("question", "tied", "untied"),
    [
        (
            "عاصمة أستراليا سيدني ولا كانبرا؟",
            "كانبرا هي عاصمة أستراليا، أما سيدني فهي أكبر مدنها.",
            "تضم أستراليا مدنا كبيرة منها سيدني وملبورن وكانبرا.",
        ),
        (
            "هل ولد القديس أنطونيوس في قمن أو في الإسكندرية؟",
            "ولد القديس أنطونيوس في قمن العروس، وزار الإسكندرية مرتين في حياته.",
            "ذهب القديس أنطونيوس من قمن إلى الإسكندرية ليثبت المؤمنين.",
        ),
        (
            "هل يجري نهر النيل في أفريقيا أو آسيا؟",
            "يجري نهر النيل في شمال شرق أفريقيا، وتفصله سيناء عن آسيا.",
            "تعد أفريقيا وآسيا أكبر قارات العالم مساحة.",
        ),
        (
            "البحر الميت مالح ولا عذب؟",
            "مياه البحر الميت مالحة جدا ولا تعيش فيها الأسماك، بخلاف الينابيع العذبة حوله.",
            "في الأردن ينابيع عذبة وأخرى مالحة يقصدها الزوار.",
        ),
    ],
)
def test_a_sentence_naming_both_options_must_tie_one_to_the_ask(question: str, tied: str, untied: str) -> None:
    assert choice_stated(question, [tied])
    assert not choice_stated(question, [untied])
    assert asked_problem(question, [untied]) == "asked_not_stated: choice"


def test_the_record_title_holds_the_subject_the_sentence_leaves_out() -> None:
    question = "عاصمة أستراليا سيدني ولا كانبرا؟"
    assert choice_stated(question, ["كانبرا هي العاصمة الاتحادية، وسيدني أكبر مدنها.", "أستراليا"])
    assert not choice_stated(question, ["تختلف سيدني عن كانبرا في المناخ والعمران.", "أستراليا"])


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
