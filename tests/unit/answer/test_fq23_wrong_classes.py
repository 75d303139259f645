"""The classes fresh-questions-23 answered wrongly (issue 19, FQ23WRONG37): a why answered by the reason of another
event or by none (fq23-006/079/103/115); a who-said question whose quoted line the sentence words otherwise (fq23-007);
a to-whom question answered by the line alone (fq23-081). The questions and sentences are this test's own (the
store-wide runs are in benchmarks/trust/RESULTS.md, section FQ23WRONG37)."""

from __future__ import annotations

import pytest

from dalil.answer.answer_type import expected_type, satisfies
from dalil.answer.said_asked import said_problem

# --- a reason of a later event ------------------------------------------------------------------------------

_LATER = "وقبض الوالي على الكاهن فأودعه السجن ، ففرح الوثنيون بذلك لأنهم كانوا يبغضونه بسبب وعظه"


@pytest.mark.parametrize(
    ("question", "sentence", "answers"),
    [
        ("لماذا قبض الوالي على الكاهن؟", _LATER, False),  # لأنهم governs the heathens' joy
        ("ليه الوالي قبض على الكاهن؟", _LATER, False),
        ("لماذا فرح الوثنيون؟", _LATER, True),  # the joy's own reason
        ("لماذا قبض الوالي على الكاهن؟", "وقبض الوالي على الكاهن لأنه رفض أن يبخر للأوثان", True),
        ("لماذا أغلق الراهب باب قلايته؟", "فأغلق الراهب باب قلايته ، فلما جاء الإخوة حزنوا لأنهم لم يروه", False),
        ("لماذا أغلق الراهب باب قلايته؟", "وأغلق الراهب باب قلايته لكي لا يشغله أحد عن الصلاة", True),
        # a ل-word reaches ten words and is read past a next event (fq13-027's cited answer, fresh 13)
        ("لماذا لم تحرق النار الشهداء؟", "ألقوا في النار ولم تمسسهم بأذى فتعجب الوالي وعلم أنه ليس لآلهته قوة", True),
    ],
)
def test_a_reason_belongs_to_the_event_it_follows(question: str, sentence: str, answers: bool) -> None:
    assert satisfies("reason", sentence, question) is answers


# --- a ل-purpose beside the question's other words ----------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "sentence", "answers"),
    [
        # "هاجم" absent: "البدو" stands for the deed, and "لنهبنا" is the purpose of "جاءوا"
        ("لماذا هاجم البدو القرية؟", "وفي تلك الليلة أغار البدو على القرية ، فصاح الشيخ ها البدو قد جاءوا لنهبنا", False),
        ("لماذا هاجم البدو القرية؟", "وأغار البدو على القرية لأنهم كانوا جياعا", True),  # a word that says "because"
        ("لماذا هاجم البدو القرية؟", "وهاجم البدو القرية لينهبوا غلالها", True),  # the deed itself, its purpose
    ],
)
def test_a_purpose_beside_a_stand_in_word_is_no_reason(question: str, sentence: str, answers: bool) -> None:
    assert satisfies("reason", sentence, question) is answers


# --- a why after a fronted subject --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("الراهب ليه مارجعش لبلده لما أبوه مات؟", "reason"),
        ("البابا ليه ماحضرش المجمع؟", "reason"),
        ("الوالي ليه عذب القديس؟", "reason"),
        ("القديس كان ليه أخت اسمها ايه؟", None),  # ليه = له ("had he a sister")
        ("الوالي عذب القديس ليه؟", "reason"),  # a trailing ليه asks a reason too (WHYFORMS73: answer/why_forms.py)
    ],
)
def test_a_fronted_why_asks_a_reason(question: str, kind: str | None) -> None:
    assert expected_type(question) == kind


@pytest.mark.parametrize(
    ("sentence", "answers"),
    [
        # his master's words "لأنه مكتوب" reason about something else; no return, no staying told
        ("فأجابه الراهب قائلا لعلي أنا هو لأنه مكتوب طوبى للودعاء ، ولما عاد إلى ديره لم يمكث كثيرا", False),
        ("ولم يرجع الراهب إلى بلده لأنه كان قد نذر نفسه للبرية", True),
    ],
)
def test_a_fronted_why_not_is_answered_beside_the_deed_not_done(sentence: str, answers: bool) -> None:
    question = "الراهب ليه مارجعش لبلده لما أبوه مات؟"
    assert satisfies(expected_type(question), sentence, question) is answers


# --- an occasion asked ("ما المناسبة التي …") ---------------------------------------------------------------


@pytest.mark.parametrize(
    "question",
    [
        "ما المناسبة التي قال فيها داود مزمور الرب نوري وخلاصي؟",
        "إيه المناسبة اللي داود كتب فيها المزمور ده؟",
        "داود كتب مزمور الرب نوري في أنهي مناسبة؟",
    ],
)
def test_an_occasion_asked_wants_a_reason(question: str) -> None:
    assert expected_type(question) == "reason"


@pytest.mark.parametrize(
    ("sentence", "answers"),
    [
        ("مزمور لداود الرب نوري وخلاصي ممن أخاف", False),  # the title names no occasion
        ("مزمور لداود حينما كان في برية يهوذا الرب نوري وخلاصي", True),
    ],
)
def test_an_occasion_is_told_by_the_title_that_states_it(sentence: str, answers: bool) -> None:
    assert satisfies("reason", sentence, "ما المناسبة التي قال فيها داود مزمور الرب نوري وخلاصي؟") is answers


# --- who said a quoted line ---------------------------------------------------------------------------------

_TWO_LINES = (
    'فقال الإخوة في أنفسهم " ما أقسى قلبك يا أبانا " ، ثم قال له الشيخ : " يا ابني لقد صار قلبك الآن لينا كالشمع "'
)


@pytest.mark.parametrize(
    ("question", "sentence", "answers"),
    [
        ("مين اللي قال للراهب يا ابني انت قلبك بقى قاسي زي الحجر؟", _TWO_LINES, False),  # the opposite word
        ("من الذي قال: يا ابني لقد صار قلبك الآن قاسيا كالحجر؟", _TWO_LINES, False),
        ("من الذي قال للراهب: يا ابني لقد صار قلبك الآن لينا كالشمع؟", _TWO_LINES, True),
        ("مين اللي قال يا ابني قلبك بقى لين كالشمع؟", _TWO_LINES, True),  # Egyptian, the same line
        (
            "من قال: لو بقيت في المدينة لصرت غنيا؟",
            "فقال لهم القديس : لو بقيت في البرية لخلصت نفسي",
            False,
        ),
        ("من قال: لو بقيت في البرية لخلصت نفسي؟", "فقال لهم القديس : لو بقيت في البرية لخلصت نفسي", True),
        ("مين اللي قال للوالي إنه مش هيسجد للأوثان؟", "فقال للوالي : لن أسجد للأوثان", True),  # reported speech
        ("مين اللي قال لبطرس تلميذ المسيح إن الديك مش هيصيح؟", "فقال له يسوع الحق أقول لك", True),  # reported, farther
    ],
)
def test_who_said_a_line_is_told_by_that_line(question: str, sentence: str, answers: bool) -> None:
    assert (said_problem(question, [sentence]) is None) is answers


# --- to whom a line was said --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "answers"),
    [
        ("لا أترك إيماني ولو قطعتم جسدي إربا إربا", False),  # the line alone
        ("ثم التفت إلى الوالي وقال له : لا أترك إيماني ولو قطعتم جسدي إربا إربا", True),
        ("فصرخ قائلا أيها الوالي لا أترك إيماني ولو قطعتم جسدي إربا إربا", True),  # a vocative
        ("فقال للوالي : لا أترك إيماني ولو قطعتم جسدي", True),
    ],
)
def test_to_whom_a_line_was_said_is_told_by_its_hearer(sentence: str, answers: bool) -> None:
    problem = said_problem("لمين قال الشهيد: لا أترك إيماني ولو قطعتم جسدي؟", [sentence])
    assert (problem is None) is answers
