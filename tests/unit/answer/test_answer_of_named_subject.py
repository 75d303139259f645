"""The asked fact stated OF the person or thing the question names (issue 19, WRONGREC19V). Wording of
my own, none of any fixture's, Egyptian and MSA: a rank or a date's day is no year or span; "ما هي مدة"
asks a span; a bare name in construct or after ابن/أبو is the subject a place is asked of; kin opening
the question are asked by name of the persons named after them; "who came after X" wants a successor
told of X; a subject's own name asked is stated only by naming him; a trailing امتى asks a date."""

from __future__ import annotations

import pytest

from dalil.answer.answer_type import expected_type
from dalil.answer.asked_reading import asked_predicates, asked_slot
from dalil.answer.asked_stated import states_asked


@pytest.mark.parametrize(
    ("question", "sentence", "titles", "ok"),
    [
        # an ordinal written apart from its article ("ال 115") is a rank, not the year asked
        ("في أي سنة رسموا البابا يوساب بطريرك؟", "ورسموه بطريركا خلفا للبابا يوساب البطريرك ال 115 .", [], False),
        ("البابا يوساب اترسم سنة كام؟", "ورسموه بطريركا خلفا للأنبا يوساب البطريرك ال 115 وعمر الكنائس .", [], False),
        ("في أي سنة رسموا البابا يوساب بطريرك؟", "ورسموا البابا يوساب بطريركا سنة 1946 م .", [], True),
    ],
)
def test_a_rank_is_not_a_year(question: str, sentence: str, titles: list[str], ok: bool) -> None:
    assert states_asked(question, sentence, titles) is ok


@pytest.mark.parametrize(
    ("question", "sentence", "ok"),
    [
        # the day of a date ("يوم 5 توت") is not how long he sat
        ("كم سنة قعد البابا ثاؤفيلس على الكرسي؟", "ورسموه على الكرسي في يوم 5 توت سنة 400 ش .", False),
        ("البابا ثاؤفيلس فضل على الكرسي كام سنة؟", "وجلس على الكرسي في يوم 12 بابه سنة 101 ش ( 9 أكتوبر 384 م ) .", False),
        ("كم سنة قعد البابا ثاؤفيلس على الكرسي؟", "وقعد البابا ثاؤفيلس على الكرسي ثماني وعشرين سنة .", True),
    ],
)
def test_the_day_of_a_date_is_not_a_span(question: str, sentence: str, ok: bool) -> None:
    assert states_asked(question, sentence) is ok


@pytest.mark.parametrize(
    ("question", "vague", "told"),
    [
        ("ما هي مدة رئاسة الأنبا شنودة للدير؟", "وظل الأنبا شنودة في الدير مدة طويلة حتى تنيح .",
         "وكانت مدة رئاسة الأنبا شنودة للدير ستين سنة ."),
        ("وما هي مدة حكم الملك قسطنطين", "وحكم الملك قسطنطين مدة من الزمان في سلام .", "وكانت مدة حكم الملك قسطنطين إحدى وثلاثين سنة ."),
    ],
)
def test_what_is_the_span_asks_a_span(question: str, vague: str, told: str) -> None:
    slot = asked_slot(question)
    assert slot is not None and slot.measure == "duration"
    assert not states_asked(question, vague)
    assert states_asked(question, told)


@pytest.mark.parametrize(
    ("question", "sentence", "titles", "ok"),
    [
        # a bare name in construct ("حدود تونس") is the subject: another country's borders do not answer
        ("أنهي دولة على حدود ليبيا من الغرب؟", "المغرب دولة عربية تحدها من الشرق الجزائر ومن الجنوب موريتانيا .", ["المغرب"], False),
        ("أنهي دولة على حدود ليبيا من الغرب؟", "ليبيا دولة عربية تحدها من الغرب تونس والجزائر ومن الشرق مصر .", ["ليبيا"], True),
        # after ابن / أبو the word is a name: a burial told of someone else does not place his
        ("ابن رشد اتدفن فين؟", "ولما تنيح القديس دفنوه في مدينة قرطبة بإكرام عظيم .", ["نياحة القديس يوحنا"], False),
        ("أين دفن ابن رشد؟", "وتوفي ابن رشد في مراكش ودفن في مدينة قرطبة .", ["ابن رشد"], True),
    ],
)
def test_a_bare_name_is_the_subject_a_place_is_asked_of(question: str, sentence: str, titles: list[str], ok: bool) -> None:
    assert states_asked(question, sentence, titles) is ok


def test_kin_opening_the_question_are_asked_by_name_of_the_persons_after_them() -> None:
    question = "أبو وأم مكسيموس ودوماديوس كان اسمهم إيه؟"
    assert [(p.name, p.by_name) for p in asked_predicates(question)] == [("father", True), ("mother", True)]
    other = "وقد ولد من أب غني اسمه يوحنا وأم تقية اسمها مريم ."
    assert not states_asked(question, other, ["استشهاد القديس أبانوب"])  # another saint's parents
    assert states_asked(question, other, ["نياحة القديسين مكسيموس ودوماديوس"])
    # one kin word before a name is a kunya, the man's own name: no kin is asked
    assert asked_predicates("أبو مقار كان اسمه إيه؟") == []


@pytest.mark.parametrize(
    "question",
    [
        "مين اللي جلس على كرسي روما بعد البابا اسطفانوس؟",
        "من الذي خلف البابا اسطفانوس على كرسي روما؟",
        # a clause whose verb the cleft reading (FQ8CLASS19T) would take for a deed: the succession comes first
        "مين اللي بقى بابا روما بعد اسطفانوس؟",
        "من الذي صار أسقفا لروما بعد البابا اسطفانوس؟",
    ],
)
def test_who_came_after_a_named_person_wants_a_successor_told_of_him(question: str) -> None:
    slot = asked_slot(question)
    assert slot is not None and slot.relation_of == ("اسطفانوس",)
    own = ["استشهاد البابا اسطفانوس بابا روما"]
    assert not states_asked(question, "في مثل هذا اليوم استشهد البابا اسطفانوس بابا روما .", own)  # his own death
    assert states_asked(question, "وجلس بعده القديس سكستوس على الكرسي .", own)
    assert not states_asked(question, "وجلس بعده القديس سكستوس على الكرسي .", ["نياحة القديس ديونيسيوس"])


@pytest.mark.parametrize("question", ["الأنبا رويس كان اسمه إيه قبل الرهبنة؟", "الأنبا رويس ما اسمه قبل رهبنته؟"])
def test_the_subject_s_own_name_is_stated_only_by_naming_him(question: str) -> None:
    slot = asked_slot(question)
    assert slot is not None and slot.kind == "name"
    own = ["نياحة القديس الأنبا رويس"]
    assert not states_asked(question, "وتوجد على اسم القديس رويس كنيسة في القاهرة .", own)
    assert states_asked(question, "وولد بقرية منية يمين من أبوين فقيرين فسموه فريج .", own)
    assert not states_asked(question, "وولد بقرية منية يمين من أبوين فقيرين فسموه فريج .", ["نياحة القديس أبانوب"])


@pytest.mark.parametrize("question", ["البابا كيرلس السادس اتنيح امتى", "عمر المختار مات امتى؟", "القديسة دميانة استشهدت متى"])
def test_a_trailing_when_asks_a_date(question: str) -> None:
    assert expected_type(question) == "date"



@pytest.mark.parametrize(
    "question",
    ["من الذي قتل مار جرجس بعد تعذيبه سبع سنين؟", "مين اللي دفنه بعد نياحته؟", "من الذي ألبسه الإسكيم بعد الرؤيا؟"],
)
def test_after_an_event_of_his_is_no_succession(question: str) -> None:
    # "بعد تعذيبه": after his torture, a noun with a pronoun, not a person followed
    slot = asked_slot(question)
    assert slot is None or not slot.relation_of
