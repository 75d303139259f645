"""Vowel marks an answer adds to the words it quotes.

Folding (`normalize.fold`) drops the harakat, so "فأرسل إليه ملاكا" and "فأُرسِل إليه ملاكا" are the
same folded words; but the marks choose the reading: أَرسَل "he sent" and أُرسِل "he was sent" have
different doers (claims-blind13: four bends made by marks alone passed the quotation rule). An
answer may drop the marks its evidence carries, or keep them; it may not add or change the marks
that choose a word's reading — the vowels fatha, damma, kasra and the shadda (عَلِم / عُلِّم). Tanwin
and sukun are left out of the comparison: they mark an ending, and writers place tanwin on the alef
or on the letter before it ("إنتاجاً" / "إنتاجًا") with no change of meaning.
"""

from __future__ import annotations

import re
from functools import lru_cache

from dalil.text.glued import GLUED_CONJUNCTIONS, unglued
from dalil.text.normalize import DIACRITIC_CHARACTERS, fold

# Fatha, damma, kasra, shadda: the marks that choose a reading.
_READING_MARKS = frozenset("\u064e\u064f\u0650\u0651")
# Every mark the source text may carry: the ones `fold` removes (harakat, superscript alef, tatweel, Quranic marks).
_ANY_MARK = re.compile(f"[{DIACRITIC_CHARACTERS}]")
_WORD = re.compile(f"[\\w{DIACRITIC_CHARACTERS}]+")


def _letters(word: str) -> tuple[tuple[str, frozenset[str]], ...]:
    """Each letter of `word` with the reading marks written on it."""
    letters: list[tuple[str, set[str]]] = []
    for char in word:
        if _ANY_MARK.fullmatch(char):
            if letters and char in _READING_MARKS:
                letters[-1][1].add(char)
            continue
        letters.append((char, set()))
    return tuple((char, frozenset(marks)) for char, marks in letters)


def _marked(word: str) -> bool:
    return any(char in _READING_MARKS for char in word)


def _within(answer_word: str, excerpt_word: str) -> bool:
    """The answer word's reading marks are all the excerpt word's, letter by letter (a glued و/ف
    added or left off aligns the words from their ends)."""
    answer, excerpt = _letters(answer_word), _letters(excerpt_word)
    if len(answer) != len(excerpt):
        if abs(len(answer) - len(excerpt)) != 1:
            return False
        longer = answer if len(answer) > len(excerpt) else excerpt
        if longer[0][0] not in GLUED_CONJUNCTIONS:
            return False
        answer, excerpt = answer[-min(len(answer), len(excerpt)) :], excerpt[-min(len(answer), len(excerpt)) :]
    return all(marks <= excerpt_marks for (_, marks), (_, excerpt_marks) in zip(answer, excerpt, strict=True))


def _key(word: str) -> str:
    folded = fold(word)
    return unglued(folded, 2)


@lru_cache(maxsize=4096)
def _excerpt_words(excerpt_sentence: str) -> dict[str, tuple[str, ...]]:
    words: dict[str, list[str]] = {}
    for word in _WORD.findall(excerpt_sentence):
        words.setdefault(_key(word), []).append(word)
    return {key: tuple(found) for key, found in words.items()}


def added_marks(answer_sentence: str, excerpt_sentence: str) -> str | None:
    """The first word of `answer_sentence` whose reading marks (fatha, damma, kasra, shadda) are not
    the marks `excerpt_sentence` writes on that word; None when every marked word is the excerpt's
    reading (or carries fewer marks). A word the excerpt does not have is not this check's concern
    (the quotation rule reads the words)."""
    if not _marked(answer_sentence):
        return None
    excerpt_words = _excerpt_words(excerpt_sentence)
    for word in _WORD.findall(answer_sentence):
        if not _marked(word):
            continue
        candidates = excerpt_words.get(_key(word))
        if candidates and not any(_within(word, candidate) for candidate in candidates):
            return word
    return None
