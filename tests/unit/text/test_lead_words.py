"""`text.lead_words`: the words of an answer's lead-in (ONEPLACE68 moved them out of `text.support`)."""

from __future__ import annotations

import pytest

from dalil.text.lead_words import FOUND_WORDS, LEAD_WORDS, WRITTEN_LEAD_WORDS, lead_word, only_lead
from dalil.text.normalize import fold


@pytest.mark.parametrize("word", ["النص", "بيقول", "وحسب", "للنص", "نقطتين", "by2ool", "bet2ool", "موجود"])
def test_a_lead_word_as_written_glued_past_li_in_its_dual_or_franco(word: str) -> None:
    assert lead_word(word)


@pytest.mark.parametrize("word", ["الراعي", "بولس", "يوحنا", "مات"])
def test_a_word_a_record_could_state_is_no_lead_word(word: str) -> None:
    assert not lead_word(word)


def test_a_lead_in_of_lead_words_only() -> None:
    assert only_lead("الكلام ده موجود في".split())
    assert not only_lead("ما كتبه بولس".split())


def test_the_found_words_are_lead_words_and_the_written_ones_arabic() -> None:
    assert FOUND_WORDS <= LEAD_WORDS
    assert fold("مكتوب") in WRITTEN_LEAD_WORDS and "maktoob" not in WRITTEN_LEAD_WORDS
