"""Words as the text writes them: vowel marks off, the hamza's seat kept. Folding (`text.normalize`)
writes إن، أن and ان alike; a reader of exceptions and conditions needs "إلا" (except) apart from
"ألا" (that not) and "إن" (if) apart from "أن" (that)."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import lru_cache

from dalil.text.normalize import fold
from dalil.text.restated import CLAUSE_MARKS, bare_forms, restated_sentence, text_keys
from dalil.text.support import strip_markers

_MARKS = re.compile("[\u064b-\u065f\u0670\u0640\u06d6-\u06ed]")
_SUKUN = "\u0652"
_TANWIN = "\u064b\u064c\u064d"
_ALIF = "ا"
_QUOTES = '"«“'
_CLOSING = "\"'»”"
_VOWEL_MARKS = "\u064b\u064c\u064d\u064e\u064f\u0650\u0651\u0652"


@dataclass(frozen=True)
class Word:
    written: str  # letters as written, vowel marks and tatweel removed, the hamza's seat kept
    folded: str  # as `text.normalize.fold` writes it
    clause: int  # which clause of the text (a clause mark ends one)
    sukun_last: bool  # the written word ends in a consonant marked with sukun ("إِنْ")
    tanwin_last: bool = False  # its last mark is a tanwin ("إِذًا", therefore)
    colon: bool = False  # a colon follows the word ("قائلا:")
    opens_quote: bool = False  # a quotation mark opens before the word


def words(text: str) -> list[Word]:
    """The words of `text` (citation markers removed), each with its clause number. A colon or a
    quotation mark written apart ("قائلا :", ": \"") belongs to the word before or after it."""
    return list(_words(text))


@lru_cache(maxsize=256)  # the exception and the condition checks each read the same claim's words
def _words(text: str) -> tuple[Word, ...]:
    found: list[Word] = []
    clause, quote_pending = 0, False
    for raw in strip_markers(text).split():
        letters = "".join(ch for ch in raw if ch.isalnum() or ch in _VOWEL_MARKS)
        written = _MARKS.sub("", letters)
        folded = "".join(ch for ch in fold(raw) if ch.isalnum())
        colon = raw.rstrip(_CLOSING).endswith(":")
        if written and folded:
            found.append(
                Word(
                    written,
                    folded,
                    clause,
                    letters.endswith(_SUKUN),
                    tanwin_last=letters[-1:] in _TANWIN or letters[-2:-1] in _TANWIN,
                    colon=colon,
                    opens_quote=quote_pending or raw[:1] in _QUOTES,
                )
            )
            quote_pending = False
        else:
            if colon and found:
                found[-1] = replace(found[-1], colon=True)
            quote_pending = quote_pending or any(ch in _QUOTES for ch in raw)
        if raw.rstrip(_CLOSING + ")")[-1:] in CLAUSE_MARKS:
            clause += 1
    return tuple(found)


@lru_cache(maxsize=256)  # the exception and the condition checks each ask it of the same claim
def written_forms(text: str) -> frozenset[str]:
    """The folded words of `text` (`words`), each also without a glued particle (`restated.bare_forms`):
    what a check reads to find a word the text writes ("وإلا" writes إلا)."""
    return frozenset(form for word in _words(text) for form in bare_forms(word.folded))


def restating(sentence: str, excerpt: str) -> tuple[set[str], list[Word]] | None:
    """(the sentence's word keys, the written words of the excerpt sentence it restates), when it
    restates one in at least two words; None otherwise: a limit it drops is read only then."""
    found = _restating(sentence, excerpt)
    return None if found is None else (set(found[0]), list(found[1]))


@lru_cache(maxsize=64)  # the exception and the condition checks read the same pair, one after the other
def _restating(sentence: str, excerpt: str) -> tuple[frozenset[str], tuple[Word, ...]] | None:
    restated = restated_sentence(sentence, excerpt)
    said_keys = text_keys(sentence)
    if len(said_keys & text_keys(restated)) < 2:
        return None
    return frozenset(said_keys), _words(restated)
