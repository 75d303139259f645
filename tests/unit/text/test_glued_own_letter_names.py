"""A name the corpus knows is never a glued particle + a word (LEFTOVERS78: fq55-029, "فيلبس" read as ف + يلبس)."""

from __future__ import annotations

from dalil.text.glued import known_names, own_letter_name, unglued
from dalil.text.support import term_set, terms


def test_the_known_names_are_the_franco_tables_arabic_side() -> None:
    names = known_names()
    assert {"فيلبس", "بطرس", "بولس", "لوقا"} <= names
    assert "يلبس" not in names


def test_a_known_name_keeps_its_first_letter() -> None:
    assert own_letter_name("فيلبس") and own_letter_name("بطرس")
    assert not own_letter_name("يوحنا")  # no particle's letter
    assert not own_letter_name("فقال")  # no name
    assert unglued("فيلبس") == "فيلبس"
    assert unglued("وفيلبس") == "فيلبس"  # one particle off, the name kept
    assert unglued("فقال") == "قال"


def test_an_answers_terms_keep_a_name_the_analyzer_cuts_into_another_word() -> None:
    # the analyzer reads "فيلبس" as ف + "يلبس" (wear): the answer's terms keep the name whole
    assert "يلبس" not in term_set("امرأة فيلبس أخيه")
    assert "فيلبس" in term_set("امرأة فيلبس أخيه") and "فيلبس" in term_set("ولفيلبس وفيلبس")
    # the verb itself is still the verb, and the words around the name are analysed as before
    assert "يلبس" in term_set("كان يلبس ثوبا")
    assert terms("هيروديا امرأة فيلبس أخيه")[-1] == terms("أخيه")[0]


def test_a_name_cut_into_no_word_of_the_corpus_keeps_the_analyzers_term() -> None:
    # "بطرس" -> "طرس": no word the corpus writes; the search and the answer keep the analyzer's term alike
    assert term_set("قال بطرس") == term_set("قال") | {"طرس"}
