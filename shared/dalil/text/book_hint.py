"""The Bible book a question names without a reference ("بحسب رسالة أفسس", "أي مزمور …",
"في إنجيل يوحنا"): a hint for the query-side expansion list, never a filter of the
answer. A reference with a chapter ("يوحنا 3: 16") is read by `bible_refs` instead.

Only names that cannot be an ordinary word or a person count: a name after a book word (إنجيل،
رسالة، سفر، أهل) and the Psalms' own words. A bare "يوحنا" or "يعقوب" is a person as often as a
book, and "متى" is also "when".
"""

from __future__ import annotations

from functools import lru_cache

from dalil.text.bible_books import BOOKS
from dalil.text.normalize import fold

_BOOK_WORDS = frozenset({"انجيل", "رساله", "الرساله", "سفر", "اهل"})
_PSALMS = "Psa"


@lru_cache(maxsize=1)
def _phrases() -> tuple[tuple[tuple[str, ...], str], ...]:
    """(folded words of a safe name, book code), longest first."""
    found: dict[tuple[str, ...], str] = {}
    for book in BOOKS.values():
        for name in (book.name, *book.variants):
            words = tuple(fold(name).split())
            if book.code == _PSALMS or _BOOK_WORDS.intersection(words):
                found.setdefault(words, book.code)
    return tuple(sorted(found.items(), key=lambda item: -len(item[0])))


@lru_cache(maxsize=4096)  # the retriever and the answerer ask it of one question; pure
def named_book(question: str) -> str | None:
    """The STEP code of the book the question names ("Eph"), or None. Glued particles before the
    first word are allowed (بإنجيل، وفي رسالة)."""
    words = fold(question).split()
    for phrase, code in _phrases():
        size = len(phrase)
        for start in range(len(words) - size + 1):
            window = words[start : start + size]
            head = window[0]
            if window[1:] == list(phrase[1:]) and (head == phrase[0] or head[1:] == phrase[0] or head[2:] == phrase[0]):
                return code
    return None
