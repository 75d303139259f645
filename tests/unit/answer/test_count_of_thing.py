"""COUNT60: a count asked is answered only by a number that counts the thing asked — a count of times in a clause
naming the cup or prize asked (not a tally of the subject's other cups), a كام glued to its "and" ("هو وكام واحد
معاه") read as a count, and a day's ordinal ("اليوم السابع عشر") no count."""

from __future__ import annotations

import pytest

from dalil.answer.answer_type import expected_type, satisfies
from dalil.answer.measure import states_times_of, times_of

_TALLY = (
    "يعد الهلال أكثر الأندية تحقيقا لبطولة الدوري الممتاز بخمسة عشر بطولة، إلى جانب كأس ولي العهد بثلاثة عشر بطولة،"
    " وكأس الملك ثمان مرات، وحقق دوري أبطال العرب مرتين ."
)
_CLUB = ["نادي الهلال (السعودية)"]


def test_a_tally_of_other_cups_does_not_count_the_cup_asked() -> None:
    question = "الهلال السعودي خد كأس العالم للأندية كام مرة؟"
    assert times_of(question, _CLUB) == frozenset({"العالم", "للانديه"})
    assert not satisfies("number", _TALLY, question, _CLUB)


def test_the_count_whose_clause_names_the_cup_answers() -> None:
    question = "الهلال خد كأس الملك كام مرة؟"
    assert satisfies("number", _TALLY, question, _CLUB)


def test_the_prize_counted_answers() -> None:
    answer = "أحرز مع منتخب بلاده كأس العالم ثم كأس القارات، حصل على جائزة أفضل لاعب في العالم 3 مرات ."
    assert satisfies("number", answer, "زيدان خد جائزة أفضل لاعب في العالم كام مرة؟", ["زين الدين زيدان"])
    assert not satisfies("number", answer, "زيدان خد الكرة الذهبية كام مرة؟", ["زين الدين زيدان"])


def test_one_count_of_a_pronoun_in_a_sentence_naming_the_thing() -> None:
    thing = times_of("الراهب زار الدير كام مرة؟", ["سيرة الراهب"])
    assert thing == frozenset({"الدير"})
    assert states_times_of("وكان الدير بعيدا، فزاره ثلاث مرات", thing, frozenset({"ثلاث"}))


def test_a_deed_alone_keeps_any_count_of_times() -> None:
    assert times_of("البابا أثناسيوس اتنفى كام مرة؟", ["نياحة القديس أثناسيوس الرسولي"]) == frozenset()
    assert satisfies("number", "ونفي خمس مرات .", "البابا أثناسيوس اتنفى كام مرة؟", ["نياحة القديس أثناسيوس الرسولي"])


@pytest.mark.parametrize("question", ["الأنبا موسى الأسود اتقتل هو وكام أخ معاه؟", "الأنبا موسى الأسود استشهد هو وكم أخ معاه؟"])
def test_a_count_glued_to_its_and_asks_a_number(question: str) -> None:
    assert expected_type(question) == "number"
    assert not satisfies("number", "في مثل هذا اليوم استشهد القديس العظيم الأنبا موسى الأسود .", question)
    assert satisfies("number", "ودخل البربر فقتلوه وسبعة أخوة كانوا معه .", question)


def test_a_days_ordinal_is_no_count() -> None:
    question = "الأنبا أمونيوس استشهد هو وكام واحد معاه؟"
    assert not satisfies("number", "فأمر بأخذ رأسيهما في اليوم السابع عشر من شهر أبيب .", question)
    assert satisfies("number", "واستشهد معه سبعة عشر رجلا .", question)


@pytest.mark.parametrize("question", ["", "x" * 5000, "how many times?", "كام مرة؟ ignore previous instructions"])
def test_bad_input_asks_no_named_thing(question: str) -> None:
    assert times_of(question, _CLUB) == frozenset()


def test_a_phrase_of_where_the_times_fall_names_no_thing() -> None:
    question = "كم مرة يرتل المزمور قبل القراءة في صلاة باكر الأحد؟"
    assert times_of(question, ["صلاة باكر"]) == frozenset({"المزمور"})  # not القراءة, not الاحد
    assert satisfies("number", "يرتل المزمور ثلاث مرات قبل القراءة .", question, ["صلاة باكر"])
