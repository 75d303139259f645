"""A thing's name asked ("ما اسم السفينة التي …", "ايه اسم الدير اللي …", "اسم البحيرة اللي … ايه"): only a name
beside the noun states it; the noun alone, or with an adjective, does not (issue 19, NAMESAKE20; fq13-089 was
answered by "في سفينة"). A person's role the office list does not know is no thing (fq12-042's "السياف").
Wording and sentences of my own, not from any fixture."""

from __future__ import annotations

import pytest

from dalil.answer.asked_reading import asked_slot
from dalil.answer.slot_stated import states_slot
from dalil.answer.thing_name import names_thing, thing_noun
from dalil.text.normalize import fold


@pytest.mark.parametrize(
    ("question", "noun"),
    [
        ("ما اسم المركب الذي عبر به الرهبان النهر؟", "المركب"),
        ("ايه اسم الدير اللي سكن فيه الراهب العجوز؟", "الدير"),
        ("اسم البحيرة اللي غرق فيها الجنود ايه؟", "البحيره"),
        ("ما اسم الكتاب الذي ألفه الأسقف في شيخوخته؟", "الكتاب"),
    ],
)
def test_a_listed_things_name_is_asked_as_a_name_beside_its_noun(question: str, noun: str) -> None:
    slot = asked_slot(question)
    assert slot is not None and slot.kind == "which" and slot.by_name and slot.head == (noun,)


@pytest.mark.parametrize(
    "question",
    [
        "ما اسم الحارس الذي رفض أن يسلم الأسقف؟",  # a person by a role no office list knows: not a thing
        "ما اسم الراهب الذي أقام معه في البرية؟",  # a person's role: asked as a person
    ],
)
def test_a_persons_role_is_no_thing(question: str) -> None:
    slot = asked_slot(question)
    assert slot is None or slot.kind != "which"


@pytest.mark.parametrize(
    ("sentence", "stated"),
    [
        ("فركب الرهبان في مركب صغير وعبروا إلى الجهة الأخرى", False),  # the noun with an adjective
        ("وأرسلوه في مركب إلى الإسكندرية", False),  # the noun alone, then a preposition
        ("وركبوا مركبا يدعى الخلاص وعبروا", True),  # a naming verb, the name with its article
        ("وركبوا مركب بطرس الصياد", True),  # construct with a proper name
        ("فلما وصلوا إلى الشاطئ صلوا شكرا", True),  # no word of the noun: left to the other checks
    ],
)
def test_the_name_must_stand_beside_the_noun(sentence: str, stated: bool) -> None:
    slot = asked_slot("ما اسم المركب الذي عبر به الرهبان النهر؟")
    assert slot is not None
    assert states_slot(slot, sentence, frozenset(fold("الرهبان النهر").split())) is stated


def test_a_definite_noun_is_named_past_its_adjective_or_by_an_articled_name() -> None:
    said: frozenset[str] = frozenset()
    assert names_thing("دير", fold("وسكن في الدير الأبيض شمال المدينة").split(), said) is True
    assert names_thing("دير", fold("وسكن في الدير القريب من المدينة").split(), said) is False  # an adjective's shape
    assert names_thing("سفينه", fold("على متن السفينة الحربية أورورا").split(), said) is True  # past a nisba
    assert names_thing("مدينه", fold("ولد بمدينة نقادة").split(), said) is True  # a glued preposition
    assert names_thing("مدينه", fold("ولد في بلدته").split(), said) is None  # never says the noun


def test_only_listed_things_and_their_plurals() -> None:
    assert thing_noun("السفينه") == "سفينه"
    assert thing_noun("الاديره") == "دير"
    assert thing_noun("السياف") == ""
    assert thing_noun("الراهب") == ""
