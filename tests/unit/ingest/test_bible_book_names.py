"""The Arabic book-name table (dalil.text.bible_books) that ingest titles and reference parsing share."""

from __future__ import annotations

from pathlib import Path

import pytest

from dalil.text.bible_books import BOOKS, find_book, hebrew_to_septuagint_psalm, septuagint_to_hebrew_psalm


def test_table_matches_the_books_in_the_corpus(shared_data: Path):
    folder = shared_data / "arabic_bible_svd_stepbible"
    codes = {path.name.split("_")[2] for path in folder.glob("*.txt")}
    assert codes == set(BOOKS) and len(BOOKS) == 28
    assert sorted(b.order for b in BOOKS.values()) == list(range(1, 29))


@pytest.mark.parametrize(
    ("written", "code"),
    [("يوحنا", "Jhn"), ("إنجيل يوحنا", "Jhn"), ("يو", "Jhn"), ("انجيل يوحنا", "Jhn"), ("يوحنا الأولى", "1Jn"),
     ("1 يوحنا", "1Jn"), ("مزمور", "Psa"), ("المزامير", "Psa"), ("مز", "Psa"), ("أعمال الرسل", "Act"),
     ("رومية", "Rom"), ("كورنثوس الاولى", "1Co"), ("رؤيا يوحنا", "Rev"), ("Jhn", "Jhn"), ("john", "Jhn")],
)
def test_find_book_reads_names_variants_and_abbreviations(written, code):
    book = find_book(written)
    assert book is not None and book.code == code


def test_unknown_names_find_nothing():
    assert find_book("تكوين") is None
    assert find_book("") is None


def test_chapter_titles():
    assert BOOKS["Jhn"].chapter_title(3) == "يوحنا 3"
    assert BOOKS["Psa"].chapter_title(51) == "مزمور 51"


def test_psalm_numbering_between_septuagint_and_hebrew():
    assert septuagint_to_hebrew_psalm(50) == (51,)
    assert septuagint_to_hebrew_psalm(9) == (9, 10)
    assert septuagint_to_hebrew_psalm(113) == (114, 115)
    assert septuagint_to_hebrew_psalm(114) == septuagint_to_hebrew_psalm(115) == (116,)
    assert septuagint_to_hebrew_psalm(146) == septuagint_to_hebrew_psalm(147) == (147,)
    assert septuagint_to_hebrew_psalm(150) == (150,)
    for lxx in range(1, 151):
        for hebrew in septuagint_to_hebrew_psalm(lxx):
            assert hebrew_to_septuagint_psalm(hebrew) <= lxx
    assert [hebrew_to_septuagint_psalm(n) for n in (23, 51, 116, 119, 147)] == [22, 50, 114, 118, 146]
    with pytest.raises(ValueError):
        septuagint_to_hebrew_psalm(0)
