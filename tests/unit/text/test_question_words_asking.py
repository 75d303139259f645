"""`question_words.asking_word`: every question word, why and how too, past a glued و/ف (NAMEREAD76)."""

from __future__ import annotations

from dalil.text.normalize import fold
from dalil.text.question_words import asking_word
from dalil.text.verification import asked_truth


def test_every_question_word_why_and_how_too_is_an_asking_word() -> None:
    for word in ("ليه", "لماذا", "ازاي", "كيف", "مين", "امتي", "فين", "ايه", "انهي", "كام", "منين", "وليه", "فازاي"):
        assert asking_word(fold(word)), word


def test_names_and_verbs_are_no_asking_words() -> None:
    for word in ("مينا", "مارمينا", "قتل", "اتسمي", "ليبيا", "كامل"):
        assert not asking_word(fold(word)), word


def test_the_interrogative_hamza_on_a_truth_word_is_the_asked_truth() -> None:
    assert asked_truth(fold("أصحيح")) and asked_truth(fold("أحقا"))
    assert not asked_truth(fold("صحيح")) and not asked_truth(fold("أحمد")) and not asked_truth(fold("اسكندر"))
