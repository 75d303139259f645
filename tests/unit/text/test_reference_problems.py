"""References: a parsed reference the library cannot serve is reported, never dropped."""

from __future__ import annotations

import pytest

from dalil.text.bible_refs import (
    NOTE_REF_IMPOSSIBLE,
    NOTE_REF_NOT_IN_LIBRARY,
    parse_bible_ref,
    reference_problem,
)


@pytest.mark.parametrize(
    "question",
    ["سفر التكوين الاصحاح الأول", "التكوين 1: 1", "ماذا يقول سفر إشعياء 53", "إرميا 1: 5", "سفر الخروج الإصحاح العشرين",
     "دانيال 3: 25", "سفر الأمثال الإصحاح الثالث"],
)  # fmt: skip
def test_books_the_library_lacks_are_named(question: str) -> None:
    assert (reference_problem(question) or "").startswith(NOTE_REF_NOT_IN_LIBRARY)


@pytest.mark.parametrize("question", ["يوحنا 30: 1", "رومية 17: 1", "متى 29: 1", "مزمور 151", "إنجيل مرقس الإصحاح العشرين", "يهوذا 2: 1"])
def test_impossible_chapters_are_named(question: str) -> None:
    problem = reference_problem(question) or ""
    assert problem.startswith(NOTE_REF_IMPOSSIBLE) and "chapters" in problem


@pytest.mark.parametrize(
    "question",
    ["يوحنا 3: 16", "ما هو سفر التكوين؟", "دانيال النبي", "من هو يوحنا المعمدان", "العدد الكبير من الناس", "في الجامعة 3 طلاب",
     "كم عدد سكان مصر"],
)  # fmt: skip
def test_names_and_ordinary_words_are_not_references(question: str) -> None:
    assert reference_problem(question) is None


def test_a_served_reference_has_no_problem() -> None:
    assert parse_bible_ref("يوحنا 3: 16") is not None and reference_problem("يوحنا 3: 16") is None
