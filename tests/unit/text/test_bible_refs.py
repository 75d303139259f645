from __future__ import annotations

import pytest

from dalil.text.bible_books import BOOKS
from dalil.text.bible_refs import parse_bible_ref


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("يوحنا 3: 16", {"library": "bible", "book": "Jhn", "chapter": 3, "verse": 16}),
        ("يو 3:16", {"library": "bible", "book": "Jhn", "chapter": 3, "verse": 16}),
        ("يو ٣ : ١٦", {"library": "bible", "book": "Jhn", "chapter": 3, "verse": 16}),
        ("ماذا يقول إنجيل يوحنا الإصحاح 3 العدد 16؟", {"library": "bible", "book": "Jhn", "chapter": 3, "verse": 16}),
        ("إنجيل يوحنا الإصحاح الثالث الآية السادسة عشرة", {"library": "bible", "book": "Jhn", "chapter": 3, "verse": 16}),
        ("(يو3:16-18)", {"library": "bible", "book": "Jhn", "chapter": 3, "verse": 16}),
        ("1 يوحنا 4: 8", {"library": "bible", "book": "1Jn", "chapter": 4, "verse": 8}),
        ("1 كو 13: 4", {"library": "bible", "book": "1Co", "chapter": 13, "verse": 4}),
        ("كورنثوس الأولى الإصحاح الثالث عشر", {"library": "bible", "book": "1Co", "chapter": 13}),
        ("رسالة رومية 8", {"library": "bible", "book": "Rom", "chapter": 8}),
        ("متى 5: 3", {"library": "bible", "book": "Mat", "chapter": 5, "verse": 3}),
        ("سفر الرؤيا 22:21", {"library": "bible", "book": "Rev", "chapter": 22, "verse": 21}),
        ("مزمور 23", {"library": "bible", "book": "Psa", "chapter": 23}),
        ("مز 23: 1", {"library": "bible", "book": "Psa", "chapter": 23, "verse": 1}),
    ],
)
def test_references(question: str, expected: dict) -> None:
    ref = parse_bible_ref(question)
    assert ref is not None
    assert ref.metadata() == expected


def test_verse_range_is_kept() -> None:
    ref = parse_bible_ref("يو 3: 16-18")
    assert ref is not None and (ref.verse, ref.verse_end) == (16, 18)


def test_bare_psalm_number_is_read_in_the_bibles_numbering_with_the_other_reading_noted() -> None:
    ref = parse_bible_ref("ما هو المزمور ٥٠؟")
    assert ref is not None
    assert (ref.book, ref.chapter, ref.numbering, ref.alternative_chapter) == ("Psa", 50, "hebrew", 51)
    assert "Psa.51" in ref.describe()
    same = parse_bible_ref("المزمور 5")  # 1-8 agree in both numberings
    assert same is not None and same.alternative_chapter is None


def test_psalm_named_with_the_agpeya_is_converted_from_the_septuagint() -> None:
    ref = parse_bible_ref("المزمور الخمسين في الأجبية")
    assert ref is not None
    assert (ref.chapter, ref.stated_chapter, ref.numbering) == (51, 50, "septuagint")
    assert ref.metadata() == {"library": "bible", "book": "Psa", "chapter": 51}
    assert parse_bible_ref("مزمور 9 في الأجبية").chapter == 9  # LXX 9 = Hebrew 9-10: starts at 9
    assert parse_bible_ref("مزمور 113 في الأجبية").chapter == 114


@pytest.mark.parametrize(
    "question",
    [
        "في 3 أيام قام",  # "في" (in) is also Philippians' abbreviation: needs "3:16"
        "لو 2 كان",  # "لو" (if) likewise
        "متى ولد المسيح؟",  # "متى" (when)
        "يوحنا 30",  # John has 21 chapters
        "مزمور 151",  # not in the Van Dyck psalter
        "ما هي عاصمة فرنسا؟",
    ],
)
def test_not_references(question: str) -> None:
    assert parse_bible_ref(question) is None


def test_abbreviations_work_in_the_colon_form() -> None:
    assert parse_bible_ref("لو 2:1").book == "Luk"
    assert parse_bible_ref("في 4:13").book == "Php"


def test_every_book_name_in_the_shared_table_is_readable() -> None:
    for book in BOOKS.values():
        chapter = min(2, book.chapters)
        ref = parse_bible_ref(f"{book.name} {chapter}: 1")
        assert ref is not None and ref.book == book.code, book.name
