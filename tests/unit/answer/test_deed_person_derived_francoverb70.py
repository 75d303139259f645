"""FRANCOVERB70: a who-did question whose deed is a derived past (افتعل, its ت assimilated: "اضطهد") asks the doer when
its object follows; a sentence telling the deed with an adverb of how long after the bare verb ("واضطهد زمانا طويلا")
is its passive and names no doer; a naming's given name ("اسم X") is no object the deed was done to, so a sentence
that says the thing and its name does not tell the naming. Wording of my own, not any fixture's."""

from __future__ import annotations

import pytest

from dalil.answer.deed_person import asked_deed_person, deed_person_said
from dalil.answer.slot_words import derived_past


@pytest.mark.parametrize("word", ["اضطهد", "اصطحب", "ازدحم", "اعتقل", "واضطهد"])
def test_the_assimilated_ta_of_ifta_al_is_a_derived_past(word: str) -> None:
    assert derived_past(word, assimilated=True)


@pytest.mark.parametrize("word", ["اضطهاد", "اصطلاح", "الطريق", "ادرك"])
def test_a_verbal_noun_or_another_shape_is_none(word: str) -> None:
    assert not derived_past(word, assimilated=True)


def test_the_slot_reading_keeps_the_plain_ta_only() -> None:
    assert derived_past("اعتمد") and not derived_past("اضطهد")


def test_a_derived_past_with_its_object_asks_the_doer() -> None:
    asked = asked_deed_person("من الذي اضطهد الراهب يوساب في شبابه؟")
    assert asked is not None and asked.role == "doer" and asked.verb == "اضطهد"


@pytest.mark.parametrize(
    "question",
    [
        "مين اللي استشهد في المدينة دي؟", "من الذي انتقل إلى البرية؟", "من الذي اعتمد على يد الأسقف؟", "مين اللي اضطهد؟",
        "من الذي اختير ليخدم مكان الشماس؟",  # the passive's ي, and a verb after it: the one chosen is asked
    ],
)
def test_an_intransitive_or_objectless_derived_past_asks_no_doer(question: str) -> None:
    assert asked_deed_person(question) is None


def test_a_bare_verb_before_an_adverb_of_how_long_names_no_doer() -> None:
    asked = asked_deed_person("من الذي اضطهد الراهب يوساب؟")
    assert asked is not None
    # (in its own clause: a titled person before the verb in the same clause is read as its doer, as before)
    assert not deed_person_said(asked, "وكان الراهب يوساب بارا ، واضطهد زمانا طويلا ثم تنيح بسلام")
    assert deed_person_said(asked, "فلما ملك الوالي اضطهد الراهب يوساب وعذبه")


def test_the_name_a_naming_gave_is_no_object_told() -> None:
    asked = asked_deed_person("من الذي سمى الدواء اسم المسكن الأبيض؟")
    assert asked is not None and ("المسكن",) not in asked.told_by and ("اسم",) not in asked.told_by
    # the thing and its name said, no namer: the naming is not told
    assert not deed_person_said(asked, "الدواء أو المسكن الأبيض هو دواء واسع الاستخدام")
