"""FRANCOVERB70: after "who + the relative" ("meen elly", "mn illi") a Franco word is the verb whose doer is asked, read
as a perfect's spelling: no long vowel inside it the writer did not type (a verbal noun's or a participle's ا), no noun
ending (ة, اء) the writer did not type, the hollow verb's one ا kept, an object's pronoun typed kept. Elsewhere the
word is read as before. Small vocabularies of my own, each with the noun more frequent than the verb."""

from __future__ import annotations

import pytest

from dalil.text import franco
from dalil.text.vocabulary import Vocabulary

VOCABULARY = Vocabulary(
    {
        "سماء": 300, "سمي": 20, "اضطهاد": 90, "اضطهد": 10, "بانه": 40, "بني": 30, "عماد": 60, "عمد": 15,
        "فاتح": 50, "فتح": 20, "سماها": 5, "داعي": 40, "دعا": 10, "قال": 200, "قوال": 1, "ربنا": 100,
        "الراهب": 30, "كنيسه": 50, "رجما": 30, "رجمه": 20,
    },
    "test",
)


@pytest.mark.parametrize(
    ("typed", "verb"),
    [
        ("samma", "سمي"),  # not سماء "sky": a perfect ends in no اء the writer did not type
        ("sama", "سمي"),
        ("edtahad", "اضطهد"),  # not the verbal noun اضطهاد: its second ا was not typed
        ("bana", "بني"),  # not بانه: an ه/ة the writer did not type
        ("3ammad", "عمد"),  # the doubled m makes the a before it short: not عماد
        ("fata7", "فتح"),  # not the participle فاتح
        ("sammaha", "سماها"),  # the object's pronoun typed and written: the ا before it is the defective verb's
        ("da3a", "دعا"),
        ("2al", "قال"),  # the hollow verb keeps its one ا
    ],
)
def test_the_word_after_who_and_the_relative_is_read_as_a_verb(typed: str, verb: str) -> None:
    assert franco.transliterate(f"meen elly {typed} el rahib", VOCABULARY).arabic.split()[2] == verb


@pytest.mark.parametrize("typed", ["samma", "edtahad", "3ammad", "fata7"])
def test_elsewhere_the_word_is_read_as_before(typed: str) -> None:
    # no who + relative before it: the skeleton's closest word, as before FRANCOVERB70
    assert franco.transliterate(f"el rahib {typed}", VOCABULARY).arabic.split()[-1] == franco._choose(typed, franco._index(VOCABULARY))[0]


def test_a_noun_after_who_and_the_relative_that_no_verb_spells_stays_the_noun() -> None:
    # "meen elly rabbena ba3ato": the subject before the verb, which no perfect's spelling reads
    assert franco.transliterate("meen elly rabbena", VOCABULARY).arabic == "مين اللي ربنا"


def test_only_who_and_the_relative_open_the_verb_place() -> None:
    assert franco._verb_slot(["meen", "elly", "samma"], 2)
    assert franco._verb_slot(["mn", "illi", "samma"], 2)
    # a relative after an articled noun opens its clause's verb too (NAMESLOT84), unless a name stands there
    assert franco._verb_slot(["el", "rahib", "elly", "samma"], 3)
    assert not franco._verb_slot(["el", "deir", "elli", "nicola"], 3, frozenset({"nicola"}))
    assert not franco._verb_slot(["rahib", "elly", "samma"], 2)
    assert not franco._verb_slot(["meen", "samma"], 1)


def test_a_final_vowel_letter_not_typed_is_no_perfect_of_the_word() -> None:
    # "rgam": not the accusative رجما; no perfect's spelling left, the word is read as before
    index = franco._index(VOCABULARY)
    assert franco._perfect("rgam", index) is None
    assert franco.transliterate("meen elly rgam el rahib", VOCABULARY).arabic.split()[2] == franco._choose("rgam", index)[0]
