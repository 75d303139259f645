"""Bible references in questions: "يوحنا 3: 16", "يو 3:16", "إنجيل يوحنا الإصحاح 3 العدد 16",
"مزمور 23", "المزمور ٥٠", "المزمور الخمسين" -> BibleRef(book="Jhn", chapter=3, verse=16).

Psalm numbering. The Bible library is the Van Dyck text, numbered like the Hebrew Bible (STEP
`Psa.51` is "ارحمني يا الله"); the Agpeya and the other Coptic service books number psalms like the
Septuagint (the same psalm is "المزمور الخمسون"). A bare "مزمور 50" is read in the Bible's own
numbering (Psa.50), because that is how the Arabic Bible a reader opens is printed; when the
question names the Agpeya or the Septuagint ("مزمور 50 في الأجبية"), the number is converted
(LXX 50 -> Psa.51). For psalms 10–147, where the two differ, the reference carries the other
reading in `alternative_chapter`, and the retriever writes both into the trace.

Short forms that are also ordinary words ("لو" = if, "في" = in) count only in the "3:16" form.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Literal

from pydantic import BaseModel, ConfigDict

from dalil.text.bible_books import ABSENT_BOOKS, BOOKS, BookName, septuagint_to_hebrew_psalm
from dalil.text.normalize import fold
from dalil.text.ordinals import parse_ordinal

PSALMS = "Psa"


class BibleRef(BaseModel):
    model_config = ConfigDict(frozen=True)

    library: Literal["bible"] = "bible"
    book: str  # STEP code
    chapter: int  # in the Bible library's (Van Dyck / Hebrew) numbering
    verse: int | None = None
    verse_end: int | None = None
    stated_chapter: int  # the number as the question wrote it
    numbering: Literal["hebrew", "septuagint"] = "hebrew"
    alternative_chapter: int | None = None  # the psalm under the other numbering, when it differs
    text: str = ""  # the folded words that made the reference

    @property
    def label(self) -> str:
        verse = f".{self.verse}" if self.verse is not None else ""
        return f"{self.book}.{self.chapter}{verse}"

    def metadata(self) -> dict[str, object]:
        """The structured lookup for CandidateSearch: the chapter chunk (holding the verse)."""
        query: dict[str, object] = {"library": self.library, "book": self.book, "chapter": self.chapter}
        if self.verse is not None:
            query["verse"] = self.verse
        return query

    def describe(self) -> str:
        note = f"bible_ref: '{self.text}' = {self.label}"
        if self.book == PSALMS and self.numbering == "septuagint":
            note += f" (Septuagint/Agpeya psalm {self.stated_chapter} = Van Dyck Psa.{self.chapter})"
        elif self.alternative_chapter is not None:
            note += (
                f" (read in the Van Dyck numbering; in the Septuagint/Agpeya numbering it would be"
                f" Psa.{self.alternative_chapter})"
            )
        return note


_CHAPTER_WORDS = frozenset({"الاصحاح", "اصحاح", "الاصحاح رقم", "الفصل", "فصل", "chapter", "ch"})
_VERSE_WORDS = frozenset({"العدد", "عدد", "الايه", "ايه", "الايات", "ايات", "الاعداد", "اعداد", "verse", "v"})
_NUMBER_WORDS = frozenset({"رقم"})
_SEPTUAGINT_WORDS = frozenset(
    {"اجبيه", "الاجبيه", "بالاجبيه", "السبعينيه", "سبعينيه", "السبعيني", "agpeya", "agbeya", "septuagint", "lxx"}
)
_PUNCTUATION = re.compile(r"([:：\-–—])")
_GLUED_DIGITS = re.compile(r"(?<=\d)(?=[^\d\s:\-])|(?<=[^\d\s:\-])(?=\d)")


def _tokens(text: str) -> list[str]:
    """Folded words, digits and the two punctuation marks a reference needs (":" and "-")."""
    pieces = _PUNCTUATION.split(text)
    out: list[str] = []
    for piece in pieces:
        if piece in (":", "："):
            out.append(":")
        elif piece in ("-", "–", "—"):
            out.append("-")
        else:
            out.extend(_GLUED_DIGITS.sub(" ", fold(piece)).split())
    return out


def _alias_table() -> tuple[dict[tuple[str, ...], tuple[str, bool]], int]:
    """Folded alias tokens -> (code, is_abbreviation). Full names win over abbreviations."""
    table: dict[tuple[str, ...], tuple[str, bool]] = {}
    for book in BOOKS.values():
        for abbreviation in book.abbreviations:
            table.setdefault(tuple(_tokens(abbreviation)), (book.code, True))
    for book in BOOKS.values():
        for name in (book.name, *book.variants):
            table[tuple(_tokens(name))] = (book.code, False)
    return table, max(len(alias) for alias in table)


_ALIASES, _LONGEST_ALIAS = _alias_table()


def _match_book(tokens: list[str], start: int) -> tuple[BookName, bool, int] | None:
    for size in range(min(_LONGEST_ALIAS, len(tokens) - start), 0, -1):
        hit = _ALIASES.get(tuple(tokens[start : start + size]))
        if hit:
            return BOOKS[hit[0]], hit[1], size
    return None


def _number(tokens: list[str], start: int, ordinals: bool, feminine: bool = False) -> tuple[int, int] | None:
    if start >= len(tokens):
        return None
    if tokens[start].isdigit() and len(tokens[start]) <= 3:
        return int(tokens[start]), 1
    return parse_ordinal(tokens, start, feminine) if ordinals else None


def _skip(tokens: list[str], start: int, words: frozenset[str]) -> int:
    while start < len(tokens) and (tokens[start] in words or tokens[start] in _NUMBER_WORDS):
        start += 1
    return start


def _read_at(tokens: list[str], start: int) -> tuple[BookName, int, int | None, int | None, int] | None:
    """(book, chapter, verse, verse_end, end) of a reference starting at `start`."""
    found = _match_book(tokens, start)
    if found is None:
        return None
    book, abbreviated, size = found
    position = start + size
    after_word = _skip(tokens, position, _CHAPTER_WORDS)
    chapter_word = after_word > position
    # Ordinal chapters need a chapter word, except psalms: "المزمور الخمسين".
    chapter = _number(tokens, after_word, ordinals=chapter_word or book.code == PSALMS)
    if chapter is None:
        return None
    position = after_word + chapter[1]
    verse = verse_end = None
    colon = position < len(tokens) and tokens[position] == ":"
    if colon:
        found_verse = _number(tokens, position + 1, ordinals=False)
        if found_verse is None:
            return None
        verse, position = found_verse[0], position + 1 + found_verse[1]
    else:
        after_verse_word = _skip(tokens, position, _VERSE_WORDS)
        if after_verse_word > position:
            found_verse = _number(tokens, after_verse_word, ordinals=True, feminine=True)
            if found_verse is not None:
                verse, position = found_verse[0], after_verse_word + found_verse[1]
    if verse is not None and position + 1 < len(tokens) and tokens[position] == "-":
        found_end = _number(tokens, position + 1, ordinals=False)
        if found_end is not None and found_end[0] >= verse:
            verse_end, position = found_end[0], position + 1 + found_end[1]
    # Abbreviations double as ordinary words: require "3:16" (psalms: "مز 50" is unambiguous).
    if abbreviated and verse is None and book.code != PSALMS:
        return None
    return book, chapter[0], verse, verse_end, position


@lru_cache(maxsize=4096)  # ~4 readers an ask (retriever, context, answerer); pure, its result frozen
def parse_bible_ref(question: str) -> BibleRef | None:
    """The first Bible reference in the question that names an existing chapter, or None."""
    tokens = _tokens(question)
    septuagint = any(token in _SEPTUAGINT_WORDS for token in tokens)
    for start in range(len(tokens)):
        read = _read_at(tokens, start)
        if read is None:
            continue
        book, stated, verse, verse_end, end = read
        text = " ".join(tokens[start:end])
        if book.code == PSALMS:
            ref = _psalm(stated, verse, verse_end, septuagint, text)
            if ref is not None:
                return ref
            continue
        if 1 <= stated <= book.chapters and (verse is None or verse >= 1):
            return BibleRef(
                book=book.code, chapter=stated, verse=verse, verse_end=verse_end, stated_chapter=stated, text=text
            )
    return None


def whole_chapter_ref(text: str) -> BibleRef | None:
    """The chapter `text` names when it is a chapter reference and nothing else ("إنجيل لوقا 4"، "رسالة رومية
    الإصحاح 14"), else None (FAITHFMT50: a lead-in naming the cited record with its book word)."""
    ref = parse_bible_ref(text)
    if ref is not None and ref.verse is None and ref.text == " ".join(_tokens(text)):
        return ref
    # CLAIMLEAD59: a generic book word before a book the table writes without one ("سفر يعقوب الإصحاح 1"، "سفر مزمور 2")
    first, _, rest = text.strip().partition(" ")
    return whole_chapter_ref(rest) if fold(first) in _BOOK_WORDS and rest.strip() else None


def book_named(text: str) -> str | None:
    """FAITHFUL82: the book `text` names when it is a book's name and nothing else, its book word before it or not
    ("سفر المزامير"، "إنجيل متى"), else None."""
    tokens = _tokens(text)
    if tokens and tokens[0] in _BOOK_WORDS:
        tokens = tokens[1:]
    found = _match_book(tokens, 0) if tokens else None
    return found[0].code if found is not None and not found[1] and found[2] == len(tokens) else None


def _psalm(stated: int, verse: int | None, verse_end: int | None, septuagint: bool, text: str) -> BibleRef | None:
    if septuagint:
        if not 1 <= stated <= 150:  # LXX 151 has no Hebrew counterpart in the corpus
            return None
        hebrew = septuagint_to_hebrew_psalm(stated)[0]
        return BibleRef(
            book=PSALMS, chapter=hebrew, verse=verse, verse_end=verse_end, stated_chapter=stated,
            numbering="septuagint", text=text,
        )
    if not 1 <= stated <= 150:
        return None
    as_septuagint = septuagint_to_hebrew_psalm(stated)[0]
    alternative = as_septuagint if as_septuagint != stated else None
    return BibleRef(
        book=PSALMS, chapter=stated, verse=verse, verse_end=verse_end, stated_chapter=stated,
        alternative_chapter=alternative, text=text,
    )


# --- references the library cannot serve ------------------------------------------------------

NOTE_REF_NOT_IN_LIBRARY = "ref_not_in_library"
NOTE_REF_IMPOSSIBLE = "ref_impossible"
_BOOK_WORDS = frozenset({"سفر", "بسفر", "لسفر", "وسفر", "كتاب"})


def _absent_table() -> tuple[dict[tuple[str, ...], str], int]:
    table = {tuple(_tokens(name)): english for english, names in ABSENT_BOOKS.items() for name in names}
    return table, max(len(name) for name in table)


_ABSENT, _LONGEST_ABSENT = _absent_table()


def _chapter_follows(tokens: list[str], position: int) -> bool:
    """A chapter follows: "الاصحاح الاول" / "اصحاح 3", or a number with a verse ("1: 1")."""
    after_word = _skip(tokens, position, _CHAPTER_WORDS)
    if after_word > position:
        return _number(tokens, after_word, ordinals=True) is not None
    number = _number(tokens, position, ordinals=False)
    return number is not None and position + number[1] < len(tokens) and tokens[position + number[1]] == ":"


class ImpossibleChapter(BaseModel):
    """A reference to a chapter its book does not have: what the reader can choose instead."""

    model_config = ConfigDict(frozen=True)

    book: BookName
    stated: int  # the chapter the question named
    verse: int | None
    chapters: int  # how many the book has (150 for the Psalms)


def _impossible_at(tokens: list[str], start: int) -> ImpossibleChapter | None:
    read = _read_at(tokens, start)
    if read is None:
        return None
    book, stated, verse, _, _ = read
    size = _match_book(tokens, start)[2]  # type: ignore[index]
    written_as_reference = verse is not None or book.code == PSALMS or _skip(tokens, start + size, _CHAPTER_WORDS) > start + size
    limit = 150 if book.code == PSALMS else book.chapters
    if written_as_reference and not 1 <= stated <= limit:
        return ImpossibleChapter(book=book, stated=stated, verse=verse, chapters=limit)
    return None


def impossible_chapter(question: str) -> ImpossibleChapter | None:
    """The first reference in the question to a chapter its book does not have ("يوحنا 99: 1")."""
    if parse_bible_ref(question) is not None:
        return None
    tokens = _tokens(question)
    return next((found for start in range(len(tokens)) if (found := _impossible_at(tokens, start)) is not None), None)


def reference_problem(question: str) -> str | None:
    """Why a Bible reference in the question cannot be served, or None: a book the library does
    not hold ("سفر التكوين الاصحاح الأول": the library is the New Testament and the Psalms), or a
    chapter the book does not have ("يوحنا 30: 1"). Only references written as references count:
    a chapter word or "chapter:verse"; a bare name ("دانيال") is a name."""
    if parse_bible_ref(question) is not None:
        return None
    tokens = _tokens(question)
    for start in range(len(tokens)):
        impossible = _impossible_at(tokens, start)
        if impossible is not None:
            book, stated, limit = impossible.book, impossible.stated, impossible.chapters
            return (
                f"{NOTE_REF_IMPOSSIBLE}: {book.english} ({book.name}) has {limit} chapters; "
                f"chapter {stated} does not exist / لا يوجد إصحاح {stated} في {book.name}"
            )
        for size in range(min(_LONGEST_ABSENT, len(tokens) - start), 0, -1):
            english = _ABSENT.get(tuple(tokens[start : start + size]))
            if english is None:
                continue
            after_book_word = start > 0 and tokens[start - 1] in _BOOK_WORDS
            if _chapter_follows(tokens, start + size) or (after_book_word and _number(tokens, start + size, ordinals=False)):
                name = " ".join(tokens[start : start + size])
                return (
                    f"{NOTE_REF_NOT_IN_LIBRARY}: {english} ({name}) is not in the Bible library here, which holds "
                    f"the New Testament and the Psalms / سفر {name} غير موجود في المكتبة (العهد الجديد والمزامير فقط)"
                )
            break
    return None
