"""The era a year is counted in: the one a question asks, the one a record's year is written in (WRONGREC74).

A year asked in a named era ("سنة كام ميلادي", "في أي سنة هجرية", "سنة كام للشهداء", Franco "sanat kam miladi") is told
only by a year of that era. A year the record writes in another ("في مثل هذا اليوم من سنة 1511 للشهداء تنيح …" for
"اتوفى سنة كام ميلادي", fq36-095) is another count of years: the answer of another question.

A year's era is read from the year itself, never from a list of records: the mark after it ("932 ميلادية", "1372 ش",
"204 هـ"), or glued to it ("1795م", "150-204هـ"), else the calendar of the month named right before it ("16 سبتمبر
1931": Gregorian; "25 بشنس سنة 1511": Coptic). A year with neither says no era and fills any era's slot (the
Synaxarium's and ARCD's bare years are read either way: no right answer is taken by a guess).
"""

from __future__ import annotations

import re
from typing import Literal

from dalil.text.coptic_calendar import MONTH_PHRASES
from dalil.text.normalize import folded_words

Era = Literal["", "gregorian", "coptic", "hijri"]

# Every word that marks a year's era, after the year or glued to it; the one-letter ones are the records' abbreviations
# (م، ش، هـ) and never name an era in a question.
_ERA_WORDS: dict[Era, frozenset[str]] = {
    "gregorian": folded_words("م ميلادي ميلاديه للميلاد"),
    "coptic": folded_words("ش للشهداء قبطي قبطيه"),
    "hijri": folded_words("ه هـ هجري هجريه"),
}
ERA_OF: dict[str, Era] = {word: era for era, words in _ERA_WORDS.items() for word in words}
# The era words a question names ("ميلادي", "بالهجري", "للشهداء"): the marks of more than one letter.
ERA_NAMES = frozenset(word for word in ERA_OF if len(word) > 1)
_PREFIXES = ("بال", "ب", "و")  # "بالميلادي", "بالقبطي", "وميلادي"
_YEAR_UNITS = folded_words("سنه سنة عام")
_ERA_REACH = 3  # "سنة كام ميلادي", "سنة كام ل الشهداء": the era word within three words after the year's
_GLUED_MARK = re.compile(r"^[\d\-–/]+(\D+)$")  # "1795م", "150-204هـ": digits, then the mark


def era_named(word: str) -> Era:
    """The era a question's folded word names ("ميلاديه", "بالهجري", "للشهداء"), else ""."""
    for bare in (word, *(word.removeprefix(p) for p in _PREFIXES if word.startswith(p))):
        if bare in ERA_NAMES:
            return ERA_OF[bare]
    return ""


def era_asked(words: list[str]) -> Era:
    """The era a year question names (its folded words), else "": an era word close after the year's word ("سنة كام
    ميلادي", "في أي سنة هجرية", "سنة كام بالقبطي"); not an adjective of another noun ("المدرسة القبطية"). A ل the
    Franco reading wrote apart is read glued ("lel shohada": "ل الشهداء", للشهداء)."""
    for u, word in enumerate(words):
        if word not in _YEAR_UNITS:
            continue
        near = words[u + 1 : u + 1 + _ERA_REACH]
        glued = [f"ل{nxt.removeprefix('ا')}" for w, nxt in zip(near, near[1:], strict=False) if w == "ل"]
        for w in (*near, *glued):
            if era := era_named(w):
                return era
    return ""


def year_era(words: list[str], i: int) -> Era:
    """The era the year at `words[i]` (folded) is written in: its mark, after it or glued to it, else the calendar of
    the month right before it (past a year word: "31 مايو سنة 1795"); "" when the sentence does not say."""
    after = words[i + 1] if i + 1 < len(words) else ""
    if after in ERA_OF:
        return ERA_OF[after]
    glued = _GLUED_MARK.match(words[i])
    if glued and glued.group(1) in ERA_OF:
        return ERA_OF[glued.group(1)]
    before = i - 2 if i > 1 and words[i - 1] in _YEAR_UNITS else i - 1
    month = MONTH_PHRASES.get((words[before],)) if before >= 0 else None
    return "gregorian" if month and month[0] == "gregorian" else "coptic" if month else ""


def of_another_era(words: list[str], i: int, asked: Era) -> bool:
    """Is the year at `words[i]` written in another era than the one asked (none asked: never)?"""
    era = year_era(words, i) if asked else ""
    return bool(era) and era != asked
