"""NAMESLOT84: a person asked by name or by role is answered only by a sentence that names someone in that role. A kin's
name stands in apposition to the kin word: past a function word only a word the corpus writes as a name names her; a
preposition's phrase with the kin's pronoun is her deed. A deed's doer is not the person the question says the deed
reached, standing as the sentence verb's subject. A name a naming word gives to another role's noun is that role's. Two
persons asked by a dual with its oblique relative ("الجنديين اللذين …") are a role asked by name. Wording of my own, not
the class fixture's (issue 19)."""

from __future__ import annotations

import pytest

from dalil.answer.asked_reading import asked_slot
from dalil.answer.asked_stated import asked_problem
from dalil.answer.deed_person import deed_person_problem
from dalil.answer.slot_stated import states_slot
from dalil.text.normalize import fold

_NAMES = frozenset({"مريم", "يوحنا", "بطرس", "اثناسيوس", "صوفيا", "ابانوب"})
_TITLES = ["نياحة القديس أبانوب"]


def _said(question: str) -> frozenset[str]:
    return frozenset(fold(question).split())


@pytest.mark.parametrize(
    "sentence",
    [
        "ولما سمعت أخته بذلك فرحت فرحا عظيما ومجدت الله .",  # a verb after a function word: no name of hers
        "وكانت أخته، ولأن البيت بعيد، تزوره كل سنة .",  # the noun after "ولأن": no name
        "وتوفي أبوه فقامت أخته بخدمته أحسن خدمة .",  # a preposition's phrase with her pronoun: her deed
    ],
)
def test_a_kin_acting_unnamed_gives_no_name(sentence: str) -> None:
    assert asked_problem("ما اسم أخت القديس أبانوب؟", [sentence], _TITLES, names=_NAMES) == "asked_not_stated: siblings"


@pytest.mark.parametrize(
    "sentence",
    [
        "وكانت أخته مريم تخدمه في مرضه .",  # in apposition to the kin word
        "وكانت أخته كذلك مريم تخدمه .",  # past a function word, a name the corpus writes
        "وكانت له أخت في الدير اسمها مريم .",  # a naming word
    ],
)
def test_a_kin_named_still_answers(sentence: str) -> None:
    assert asked_problem("ما اسم أخت القديس أبانوب؟", [sentence], _TITLES, names=_NAMES) is None


def test_the_person_the_deed_reached_is_no_doer_asked() -> None:
    question = "من الذي سلم الرسالة إلى الأسقف يوحنا؟"
    assert deed_person_problem(question, ["ولما وصل سلم الأسقف يوحنا الرسائل إلى الشماس ."]) == "deed person سلم"
    assert deed_person_problem(question, ["فسلم الملك الرسالة إلى الأسقف يوحنا ."]) is None


def test_the_person_reached_after_a_title_is_not_the_deeds_object() -> None:
    # "إلى قائد المئة" is a person the deed reached, no object of it: a sentence naming him and the one handed over
    # tells no handing over
    question = "من الذي سلم بطرس إلى قائد المئة؟"
    assert deed_person_problem(question, ["ولكن قائد المئة أراد أن يخلص بطرس فمنعهم ."]) == "deed person سلم"


def test_a_name_given_to_another_roles_noun_is_not_the_roles() -> None:
    question = "ما اسم الوالي الذي عذب القديس أبانوب؟"
    slot = asked_slot(question)
    assert slot is not None and slot.by_name
    assert not states_slot(slot, "فاستحضر ساحرا اسمه أثناسيوس ليعذب القديس أبانوب .", _said(question))
    assert states_slot(slot, "فاستحضر رجلا اسمه أثناسيوس ليعذب القديس أبانوب .", _said(question))  # a man: may be he


def test_the_oblique_dual_relative_asks_two_persons_by_name() -> None:
    question = "ما اسم الجنديين اللذين حرسا القديس أبانوب؟"
    slot = asked_slot(question)
    assert slot is not None and slot.kind == "person" and slot.by_name and slot.head == ("الجنديين",)
    assert not states_slot(slot, "فأرسل الوالي جنديين يحرسان القديس أبانوب في السجن .", _said(question))


def test_a_marriages_from_keeps_the_spouses_name_in_reach() -> None:
    # "تزوجت من المطرب X": the marriage's من introduces the spouse, a name the corpus may not write (fq2-012's kind)
    sentence = "وفي سنة 1990 تزوجت من المطرب المصري سامح فهمي بالقاهرة ."
    assert asked_problem("منى فاروق اتجوزت مين سنة 1990؟", [sentence], ["منى فاروق"], names=_NAMES) is None


def test_a_companion_of_the_deed_is_no_person_it_reached() -> None:
    question = "من يذكر مع الشهيد أبانوب في تذكاره؟"
    assert deed_person_problem(question, ["في هذا اليوم نعيد بتذكار القديسين أبانوب الشهيد ويوحنا القس ."]) is None
