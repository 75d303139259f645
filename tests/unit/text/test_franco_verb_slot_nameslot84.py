"""NAMESLOT84: after the relative that describes an articled noun ("el wali elly 3azzab …") a Franco word is the
relative clause's verb, read as a perfect's spelling as after "meen elly" (FRANCOVERB70): "3azzab" is عذب, not the noun
عذاب, so the role's deed is read. Elsewhere as before. A small vocabulary of my own, the noun more frequent."""

from __future__ import annotations

from dalil.text import franco
from dalil.text.vocabulary import Vocabulary

VOCABULARY = Vocabulary({"عذاب": 300, "عذب": 20, "الوالي": 50, "اسمه": 40, "الراهب": 30}, "test")


def test_the_word_after_an_articled_noun_and_the_relative_is_read_as_a_verb() -> None:
    assert franco.transliterate("el wali elly 3azzab el rahib esmo eh", VOCABULARY).arabic.split()[2] == "عذب"


def test_the_same_word_elsewhere_is_read_as_before() -> None:
    assert franco.transliterate("el 3azab kan sa3b", VOCABULARY).arabic.split()[0] == "العذاب"
