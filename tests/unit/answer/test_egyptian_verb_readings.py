"""The answer checks read an Egyptian verb as the corpus writes it, by text/egyptian_verbs.py (one place):
the same word by its forms (`slot_fillers.same_word`) and a question word read as a verb (`slot_words.verbal`)."""

from __future__ import annotations

import pytest

from dalil.answer.slot_fillers import same_word
from dalil.answer.slot_words import verbal
from dalil.text.normalize import fold


@pytest.mark.parametrize(
    ("egyptian", "msa"),
    [
        ("هيعمل", "يعمل"),  # the future هـ
        ("حيسافر", "يسافر"),  # the future حـ
        ("ماقالوش", "قالوا"),  # the wrapped negation
        ("اتنيح", "تنيح"),  # the ات- passive (read before too)
        ("بيقول", "يقول"),  # the habitual بـ (read before too)
    ],
)
def test_an_egyptian_verb_is_the_same_word_as_the_corpus_form(egyptian: str, msa: str) -> None:
    assert same_word(fold(egyptian), fold(msa))


@pytest.mark.parametrize("word", ["بتعبد", "بنصلي", "ماقالوش", "اترسم", "بيقول"])
def test_an_egyptian_verb_is_read_as_a_verb(word: str) -> None:
    assert verbal(fold(word)) == 2


@pytest.mark.parametrize("word", ["بتاع", "بيانات", "اتحاد", "البابا", "هيكل", "هاواي", "هيلانه", "حتحور", "تتاوس"])
def test_a_word_of_that_shape_the_corpus_writes_a_name_or_too_short_is_no_egyptian_verb(word: str) -> None:
    assert verbal(fold(word)) < 2
