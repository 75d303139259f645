"""DEEDTHING84B: the two readings DEEDTHING84's deed rule was too strict in. A byname asked ("ما اللقب الذي عرف به X")
is said by the byname's participle or verb ("الملقب", "يلقب", "لقبه"), not only by the noun لقب; and a place phrase
asked by one preposition (في) is filled by the same place under another place preposition (إلى, على, ل): what the rule
needs the preposition for is to tell a place from a source ("تخرج من مدرسة") — that stays. Wording of my own."""

from __future__ import annotations

import pytest

from dalil.answer.asked_stated import states_asked
from dalil.answer.name_asked import byname_word
from dalil.answer.slot_stated import place_phrase_class


@pytest.mark.parametrize(
    ("word", "ok"),
    [
        ("الملقب", True),
        ("الملقبه", True),
        ("ملقبا", True),
        ("يلقب", True),
        ("لقبه", True),
        ("لقبوه", True),
        ("بلقب", True),
        ("اللقب", True),
        ("القلب", False),
        ("قلبه", False),
        ("المعلم", False),
    ],
)
def test_a_byname_participle_or_verb_is_the_noun_laqab(word: str, ok: bool) -> None:
    assert byname_word(word) is ok


@pytest.mark.parametrize(
    ("first", "second", "same"),
    [
        ("في", "الي", True),
        ("في", "علي", True),
        ("ب", "الي", True),
        ("في", "ل", True),
        ("علي", "الي", True),
        ("في", "من", False),
        ("الي", "عن", False),
        ("من", "من", True),
    ],
)
def test_place_prepositions_name_one_place_phrase(first: str, second: str, same: bool) -> None:
    assert (place_phrase_class(first) == place_phrase_class(second)) is same


@pytest.mark.parametrize(
    ("question", "sentence", "ok"),
    [
        # the byname said by its participle
        ("ما اللقب الذي عرف به الأمير؟", "ومات الأمير الملقب بحامي الثغور سنة 1200.", True),
        ("ما اللقب الذي عرف به الأمير؟", "وكان الناس يلقبون الأمير بحامي الثغور.", True),
        # a place asked with في, said after إلى: the same street
        ("الراهب كان بيسكن في أنهي حارة؟", "فقال له قم وامض إلى الحارة التي تسمى حارة السقائين حيث يسكن الراهب.", True),
        (
            "بيت التاجر اللي كان الراهب بيصلي فيه كان في أنهي زقاق؟",
            "قم واذهب إلى الزقاق المستقيم واطلب في بيت التاجر رجلا.",
            True,
        ),
        # a source is still not the place: "من مدرسة" for "في أي مدرسة"
        ("الراهب كان بيدرس في أنهي مدرسة؟", "وتخرج الراهب من مدرسة الإسكندرية ثم سافر إلى روما.", False),
    ],
)
def test_a_which_noun_of_a_deed_is_told_by_its_byname_and_any_place_preposition(question: str, sentence: str, ok: bool) -> None:
    assert states_asked(question, sentence) is ok
