"""The Bible book a question names without a reference ("بحسب رسالة أفسس", "أي مزمور …",
"في إنجيل يوحنا"): a hint for the query-side expansion list, never a filter of the
answer. A reference with a chapter ("يوحنا 3: 16") is read by `bible_refs` instead.

Only names that cannot be an ordinary word or a person count: a name after a book word (إنجيل،
رسالة، سفر، أهل), a letter named by its ordinal and addressees ("الأولى إلى كورنثوس") and the
Psalms' own words. A bare "يوحنا" or "يعقوب" is a person as often as a book, and "متى" is also "when".
"""

from __future__ import annotations

from functools import lru_cache

from dalil.text.bible_books import BOOKS
from dalil.text.egyptian_morphology import interdental_spellings
from dalil.text.normalize import fold

BOOK_WORDS = frozenset({"انجيل", "رساله", "الرساله", "سفر", "اهل"})  # folded: the words naming a book before its name
_PSALMS = "Psa"
# "إلى" inside a name ("الأولى إلى كورنثوس"): an ordinal letter named by its addressees, no ordinary words (LOST40).
_TO = fold("إلى")
# A writer's letter by its ordinal, the letter word between ("بطرس كتب رسالته الأولى" = بطرس الأولى, LOST42): the
# writer's name anywhere before "رسالته"/"رسالة" and the ordinal right after it.
_HIS_LETTER = frozenset({"رسالته", "رساله", "الرساله"})
_ORDINALS = frozenset(fold(word) for word in ("الأولى", "الثانية", "الثالثة"))


@lru_cache(maxsize=1)
def _phrases() -> tuple[tuple[tuple[str, ...], str], ...]:
    """(folded words of a safe name, book code), longest first."""
    found: dict[tuple[str, ...], str] = {}
    for book in BOOKS.values():
        for name in (book.name, *book.variants):
            words = tuple(fold(name).split())
            if book.code == _PSALMS or BOOK_WORDS.intersection(words) or _TO in words[1:]:
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
            if all(_same_word(word, wanted) for word, wanted in zip(window[1:], phrase[1:], strict=True)) and (
                _same_word(head, phrase[0]) or head[1:] == phrase[0] or head[2:] == phrase[0]
            ):
                return code
    return _by_writer(words)


def _by_writer(words: list[str]) -> str | None:
    """The book "X <ordinal>" (بطرس الأولى، يوحنا الثالثة) when X is named before a letter word and the ordinal
    follows that word ("بطرس كتب رسالته الأولى"); else None."""
    for at, word in enumerate(words[1:-1], start=1):
        ordinal = next((o for o in (words[at + 1], *interdental_spellings(words[at + 1])) if o in _ORDINALS), None)
        if word not in _HIS_LETTER or ordinal is None:  # Egyptian "التانية" is الثانية
            continue
        for (writer, wanted), code in _writer_ordinals():
            if wanted == ordinal and writer in words[:at]:
                return code
    return None


@lru_cache(maxsize=1)
def _writer_ordinals() -> tuple[tuple[tuple[str, str], str], ...]:
    """((folded writer, folded ordinal), book code) of the books named "X <ordinal>" (بطرس الأولى)."""
    found: dict[tuple[str, str], str] = {}
    for book in BOOKS.values():
        for name in (book.name, *book.variants):
            words = fold(name).split()
            if len(words) == 2 and words[1] in _ORDINALS:
                found.setdefault((words[0], words[1]), book.code)
    return tuple(found.items())


def _same_word(word: str, wanted: str) -> bool:
    """The name's word, or its Egyptian spelling with ت/د for ث/ذ ("يوحنا التالته" = يوحنا الثالثة, LOST40)."""
    return word == wanted or wanted in interdental_spellings(word)
