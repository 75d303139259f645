"""Whose number and whose name a sentence gives (answer/slot_fillers.py, SLOTHEAD71): a count asked by "واحد من X" is
counted only by a number of X (its noun, its plural, a partitive, or a number of persons given no other group); an own
name asked is not given by a naming word after an indefinite office ("قسا اسمه …": another person). Wording of my own,
not any fixture's."""

from __future__ import annotations

import pytest

from dalil.answer.asked_reading import asked_slot
from dalil.answer.slot_fillers import _named_another, counts_another
from dalil.answer.slot_reading import Slot
from dalil.answer.slot_stated import states_slot
from dalil.text.normalize import fold


def _number_at(words: list[str], number: str) -> int:
    return words.index(fold(number))


@pytest.mark.parametrize(
    ("question", "head"),
    [
        ("كام واحد من الرهبان كانوا في الدير؟", "الرهبان"),
        ("كم واحدا من التلاميذ تبعوا القديس؟", "التلاميذ"),
    ],
)
def test_one_of_a_group_asks_that_group(question: str, head: str) -> None:
    slot = asked_slot(question)
    assert slot is not None and slot.kind == "count" and slot.head == (fold(head),) and slot.of_group


def test_one_alone_still_counts_any_noun() -> None:
    slot = asked_slot("الشهداء كانوا كام واحد؟")
    assert slot is not None and slot.kind == "count" and not slot.of_group


GROUP = Slot("count", head=(fold("المسلمين"),), of_group=True)


@pytest.mark.parametrize(
    ("sentence", "number"),
    [
        ("وكان قد قتل من الوثنيين قبل أن يقتل واحدا وثلاثين نفسا", "واحدا"),  # the group said before the persons
        ("فخرج عشرون رجلا من الجنود", "عشرون"),  # the group after the persons
        ("وأسر سبعة من الفرس", "سبعة"),  # a partitive of another group
        ("وغنم ثلاثين فرسا", "ثلاثين"),  # another noun
    ],
)
def test_a_number_of_another_group_counts_no_member_of_the_asked_one(sentence: str, number: str) -> None:
    words = fold(sentence).split()
    assert counts_another(GROUP, words, _number_at(words, number))


@pytest.mark.parametrize(
    ("sentence", "number"),
    [
        ("أما المسلمون فلم يقتل منهم سوى أربعة عشر رجلا", "أربعة"),  # persons, no other group
        ("وقتل ثمانية من المسلمين", "ثمانية"),  # the partitive names the asked group
        ("ستة منهم من المسلمين", "ستة"),  # past the partitive's pronoun
        ("وكان معه ألف مسلم", "ألف"),  # the group's own noun
    ],
)
def test_a_number_of_the_asked_group_counts_it(sentence: str, number: str) -> None:
    words = fold(sentence).split()
    assert not counts_another(GROUP, words, _number_at(words, number))


def test_a_partitive_of_another_noun_counts_it_for_any_head() -> None:
    slot = Slot("count", head=(fold("أسقفا"),))
    words = fold("وحضر الرسامة عشرة من الكهنة").split()
    assert counts_another(slot, words, _number_at(words, "عشرة"))
    words = fold("وحضر الرسامة عشرة من الأساقفة").split()
    assert not counts_another(slot, words, _number_at(words, "عشرة"))


@pytest.mark.parametrize(
    "sentence",
    [
        "وكان البطريرك قد عين قسا اسمه بطرس وكيلا على الكنائس",
        "فوجد راهبا شيخا في المغارة اسمه بطرس",
        "فرسم لهم أسقفا اختاره الشعب من بين الرهبان اسمه بطرس",
        "وسجنوه مع شماس اسمه بطرس",
    ],
)
def test_a_name_after_an_indefinite_office_is_another_persons(sentence: str) -> None:
    words = fold(sentence).split()
    assert _named_another(words, words.index("بطرس"), frozenset({fold("يوحنا")}))


@pytest.mark.parametrize(
    "sentence",
    [
        "ولد هذا الأب بقرية صغيرة وكان اسمه أولا بطرس",
        "ثم اختاروه بطريركا وكان اسمه بطرس",  # a new clause of his own before the naming word
        "ورسم الأسقف اسمه بطرس",  # the office with the article: no one new introduced by it
    ],
)
def test_a_name_of_the_subjects_own_clause_is_his(sentence: str) -> None:
    words = fold(sentence).split()
    assert not _named_another(words, words.index("بطرس"), frozenset({fold("يوحنا")}))


ONE_ALONE = Slot("count", head=(fold("واحد"),))


def test_one_alone_is_not_counted_by_persons_of_a_group_the_question_never_says() -> None:
    asked = frozenset(fold("المسلمين كانوا كام واحد في الغزوة").split())
    words = fold("وكان قد قتل من الوثنيين قبل أن يقتل واحدا وثلاثين نفسا").split()
    assert counts_another(ONE_ALONE, words, _number_at(words, "واحدا"), asked)
    words = fold("وقتل ثمانية من المسلمين").split()
    assert not counts_another(ONE_ALONE, words, _number_at(words, "ثمانية"), asked)
    words = fold("وكان معه ثلاثون جنديا").split()  # any noun still counts a count asked by "واحد"
    assert not counts_another(ONE_ALONE, words, _number_at(words, "ثلاثون"), asked)


def test_one_alone_is_stated_by_a_number_of_the_group_asked() -> None:
    asked = frozenset(fold("المسلمين كانوا كام واحد في الغزوة").split())
    assert not states_slot(ONE_ALONE, "وكان قد قتل من الوثنيين في الغزوة قبل أن يقتل واحدا وثلاثين نفسا .", asked)
    assert states_slot(ONE_ALONE, "وقتل في الغزوة ثمانية من المسلمين .", asked)
