"""A place asked by its kind ("أي جزيرة", "انهي نهر") is answered by its name (WRONGREC70): `slot_stated.states_slot`
for the "which" slot, `slot_fillers.place_named_alone` where the sentence never says the kind."""

from __future__ import annotations

import pytest

from dalil.answer.slot_fillers import place_named_alone
from dalil.answer.slot_reading import read_slot
from dalil.answer.slot_stated import states_slot
from dalil.text.normalize import fold

ISLAND = "في أي جزيرة كان يوحنا حين رأى الرؤيا؟"
EGYPTIAN = "البابا تيموثاوس التاني اتنفى على انهي جزيرة؟"


def _states(question: str, sentence: str) -> bool:
    words = fold(question).split()
    slot = read_slot(words)
    assert slot is not None and slot.kind == "which"
    return states_slot(slot, sentence, frozenset(words))


@pytest.mark.parametrize("sentence", [
    "وقد كتب الإنجيل الموسوم باسمه وسفر الرؤيا التي رآها في جزيرة بطمس المملوءة بالأسرار",  # the kind and its name
    "كنت في الجزيرة التي تدعى بطمس من أجل كلمة الله",  # a naming clause after the kind
    "ولما نجوا وجدوا أن الجزيرة تدعى مليطة",
    "ونفي إلى بطمس حيث مكث",  # the kind unsaid: a name on its own after إلى
])
def test_the_island_named_states_it(sentence: str) -> None:
    assert _states(ISLAND, sentence)


@pytest.mark.parametrize("sentence", [
    # fq29-023: another record's sentence sharing "يوحنا" and "الرؤيا", a wilderness for an island
    "ولما دنت وفاة البابا يوحنا ، طلب من السيد المسيح إن يعرفه بمن يجلس بعده ، عاد بعد حين إلى البرية، فقيل له في الرؤيا",
    "وجعل جسد القديس في كيس شعر والقي في البحر",  # a sack and a sea: no island's name
    "وقد ولد بمدينة إنطاكية نحو سنة 347 من أب غني",  # another kind's place (a city)
    "وأخذه الرجل الذي رأى الرؤيا إلى منزله ووضعه في خزانته",  # nouns with their pronoun
    "وانه ليس اقل من الرسل لما ناله من النفي من اجل الإيمان",  # "من أجل" is no place
    "وبتدبير الله قذفته الأمواج إلى جزيرة فوجد رجل مؤمن",  # the kind said with no name
])
def test_no_island_named_states_nothing(sentence: str) -> None:
    assert not _states(ISLAND, sentence)


def test_the_egyptian_which_reads_the_same() -> None:
    assert _states(EGYPTIAN, "حيث نفاه الملك لاون الكبير إلى جزيرة غاغرا بفلاغونيا")
    assert not _states(EGYPTIAN, "في مثل هذا اليوم تنيح البابا تيموثاوس")


def test_a_which_of_no_place_is_left_as_before() -> None:
    # "أي مرض": not a kind of place; a sentence that never says the noun is left to the other checks
    assert _states("أي مرض كان عند الرجل؟", "فشفاه الرب في الحال")


@pytest.mark.parametrize(("sentence", "named"), [
    ("ونفاه إلى قبرص.", True),
    ("ولما صارا في سلاميس ونادوا بكلمة الله", True),
    ("ولما صارا في سلاميس ناديا بكلمة الله", False),  # a verb right after the name reads as its genitive: a known miss
    ("في مثل هذا اليوم تنيح القديس", False),  # "مثل" heads "هذا اليوم"
    ("طرحوه في البحر", False),
    ("", False),
])
def test_place_named_alone(sentence: str, named: bool) -> None:
    assert place_named_alone(fold(sentence).split(), frozenset()) is named


def test_a_name_the_question_says_is_none() -> None:
    assert not place_named_alone(fold("ونفاه إلى قبرص").split(), frozenset({"قبرص"}))
