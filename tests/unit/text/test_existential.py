"""The verb of being (text/existential.py): the words that say only that a thing is, or is somewhere (ARCDSLOT68)."""

from __future__ import annotations

import pytest

from dalil.text.existential import existential, existential_terms
from dalil.text.normalize import fold


@pytest.mark.parametrize("word", ["يوجد", "توجد", "موجود", "موجودة", "موجودين", "ويوجد", "فتوجد"])
def test_a_verb_of_being_is_read(word: str) -> None:
    assert existential(fold(word))


@pytest.mark.parametrize("word", ["وجد", "يجد", "فيه", "هناك", "وجود", "يوجه"])
def test_other_words_are_not(word: str) -> None:
    # the past "وجد" is a finding (a deed), "فيه"/"هناك" are also "in it"/"there"
    assert not existential(fold(word))


def test_the_terms_of_the_question() -> None:
    assert existential_terms("في أي متحف توجد الموناليزا حاليا؟")
    assert existential_terms("جسدها موجود فين دلوقتي؟")
    assert not existential_terms("أين وجد الراعي الخروف الضال؟")


def test_the_noun_of_being_is_another_term() -> None:
    # "وجود" (the noun) stems to a term of its own: the verb's term is still read
    assert existential_terms("هل يوجد وجود للأسود في أوروبا؟") == frozenset({"يوجد"})
