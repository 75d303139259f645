"""A Latin word a check lets pass for the courtesy it spells must be typed as that word (wave s41, the lead): the
consonant skeleton alone read "7ekaya" (a story) as حياك and let a Franco claim ride after a quotation unchecked."""

import pytest

from dalil.text.foreign_courtesy import asides_off, claims_nothing
from dalil.text.franco import spells, spells_closely


@pytest.mark.parametrize(("latin", "arabic"), [("7ayak", "حياك"), ("atmana", "أتمنى"), ("so2alak", "سؤالك"), ("salam", "سلام"),
                                               ("afadtak", "أفدتك"), ("wade7", "واضح"), ("mawgood", "موجود")])
def test_a_word_typed_as_the_arabic_spells_it_closely(latin: str, arabic: str) -> None:
    assert spells_closely(latin, arabic)


@pytest.mark.parametrize(("latin", "arabic"), [("7ekaya", "حياك"), ("syrian", "يسرني"), ("ya3ni", "عينيا"), ("while", "حلو"),
                                               ("very", "وافر"), ("kuwait", "وقت")])
def test_a_shared_skeleton_with_the_long_vowels_elsewhere_is_not_the_word(latin: str, arabic: str) -> None:
    assert spells(latin, arabic)  # the loose reading a lead-in's record name keeps (text.lead_record)
    assert not spells_closely(latin, arabic)


def test_a_franco_claim_after_a_quotation_is_no_courtesy() -> None:
    known = frozenset()
    assert not claims_nothing("w di a3zam 7aga fel 7ekaya kollaha", known, frozenset())


@pytest.mark.parametrize("closing", ["atmana akoon afadtak", "shokran 3ala so2alak", "law 3andak so2al tany 2olly"])
def test_franco_closings_still_claim_nothing(closing: str) -> None:
    assert claims_nothing(closing, frozenset(), frozenset())


@pytest.mark.parametrize("filler", ["يعني،", "Ya3ny,", "ya3ni،"])
def test_the_filler_i_mean_before_a_sentence_is_cut_and_the_sentence_kept(filler: str) -> None:
    sentence = f"{filler} هوذا اللي عليهم اللباس الناعم في بيوت الملوك"
    assert asides_off(sentence, frozenset(), frozenset()).startswith("هوذا اللي عليهم")


def test_a_filler_inside_a_sentence_is_a_word_of_it() -> None:
    sentence = "اسمه يعني عطية الله، وكان راهبا"
    assert asides_off(sentence, frozenset(), frozenset()) == sentence
