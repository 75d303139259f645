"""A detail of the record put in the slot where the excerpt sentence writes another of its kind:
the right fact given to the wrong person, or one event's date given to another. Every word of such
a claim is the excerpt's own — the name or the date stands elsewhere in the same record — so the
coverage and foreign-name checks pass it, while what it asserts is false:

- "مرض الرسول أندرونكوس قليلا وتنيح" -> "مرض يونياس قليلا وتنيح" (يونياس is his companion, named
  earlier in the sentence); "حبس يوحنا في السجن" -> "حبس يسوع في السجن"; "فقال الأنبا تيموثاؤس إن
  الروح …" -> "فقال مقدونيوس إن الروح …"; "أدخل الهولنديون إلى الجزيرة" -> "أدخل البرتغاليون إلى
  الجزيرة";
- "لكن في 19 يونيو سنة 1961 ألغيت المعاهدة …، وفي 11 نوفمبر سنة 1962 أصدر الدستور" -> "لكن في
  11 نوفمبر سنة 1962 ألغيت المعاهدة"; "… إقامة أول مستعمرة على الجزيرة في 1638" -> "في العام
  نفسه" (the year the sentence gave before, 1598).

The rule, as what the sentence asserts: a detail (a person or people, a number) of the answer
sentence stands between two words it shares with the excerpt sentence it restates (its anchors:
the nearest content words on either side that the excerpt sentence writes; the sentence's edge
when there is none); between those same two words, a few words apart, the excerpt sentence writes
a detail of the same kind that the answer writes nowhere, and not the answer's. The answer has
then moved a fact of the record from one participant (or event) to another.

Read only name for name: a title or an office the answer resolves to the name the record gives
it ("الملك" -> "دقلديانوس") is not read, since the excerpt's dropped word must itself be a name.
Pure text analysis on folded words; which words are names, people or numbers is the caller's
(`text.assertions`: titled and corpus names, nouns for people, number words).
"""

from __future__ import annotations

from collections.abc import Callable

from dalil.text.forms import MONTH_WORDS, word_forms
from dalil.text.restated import tokens as folded_tokens
from dalil.text.stem import analyze

PERSON = "person"
NUMBER = "number"
TITLE = "title"  # a title or office: part of the name it stands with, never an anchor

# How many words the excerpt sentence may hold between the two anchors: a name with its title and
# a preposition, or a date (day, month, year word, year).
_SPAN = 6
# A name and the title or epithet beside it in the other order ("ادريانوس الملك الوثني" -> "الملك
# الوثني ادريانوس"): the name stands this far on the anchor's other side.
_REORDERED = 2
# Words of a date that stand with its numbers: they are no anchor ("في 11 نوفمبر سنة 1962").
_DATE_WORDS = frozenset("سنه السنه عام العام يوم اليوم شهر الشهر م ه ش".split()) | MONTH_WORDS
# "في العام نفسه", "في نفس اليوم", "في ذات السنة": the date the sentence gave before.
_SAME = frozenset("نفسه نفسها ذاته ذاتها".split())
_SAME_BEFORE = frozenset({"نفس", "ذات"})
_TIME_NOUNS = frozenset("العام السنه اليوم الشهر عام سنه يوم شهر".split())

Kind = Callable[[str], str | None]


def _keys(token: str) -> frozenset[str]:
    return frozenset(analyze(token)) | word_forms(token)


def _date_word(token: str) -> bool:
    return not word_forms(token).isdisjoint(_DATE_WORDS)


def _same_date(tokens: list[str], at: int) -> bool:
    """`tokens[at]` is the time noun of "العام نفسه" / "نفس العام": a date given by reference."""
    if word_forms(tokens[at]).isdisjoint(_TIME_NOUNS):
        return False
    after = tokens[at + 1] if at + 1 < len(tokens) else ""
    before = tokens[at - 1] if at > 0 else ""
    return after in _SAME or before in _SAME_BEFORE


def _details(tokens: list[str], kind: Kind) -> dict[int, str]:
    """Index -> kind of each detail of `tokens` (a "the same year" counts as a number)."""
    found = {i: k for i, tok in enumerate(tokens) if (k := kind(tok)) is not None and k != TITLE}
    for i in range(len(tokens)):
        if _same_date(tokens, i):
            found[i] = NUMBER
    return found


def _anchor(tokens: list[str], details: dict[int, str], at: int, step: int, held: frozenset[str], kind: Kind) -> int:
    """The nearest word from `at` in direction `step` that the excerpt sentence writes and that is
    no detail, title, date word or particle (-1 or len(tokens) at the edge): "بناها" in "التي بناها
    البابا ثاونا", never the title البابا that the record puts before other names too."""
    at += step
    while 0 <= at < len(tokens):
        tok = tokens[at]
        if (
            at not in details and not _date_word(tok) and tok not in _SAME | _SAME_BEFORE and analyze(tok)
            and kind(tok) != TITLE and not _keys(tok).isdisjoint(held)
        ):  # fmt: skip
            return at
        at += step
    return at


def _positions(tokens: list[str], token: str) -> list[int]:
    keys = _keys(token)
    return [j for j, other in enumerate(tokens) if analyze(other) and not _keys(other).isdisjoint(keys)]


def _placed(found: list[int], starts: list[int], finals: list[int], from_edge: bool) -> bool:
    """Whether the excerpt sentence writes the detail (at `found`) where the answer puts it: within
    a few words after its left anchor (or, from the sentence's edge, before its right one), or just
    on the other side of it (its title after it, or before)."""
    if any(0 < j - a <= _SPAN or 0 < a - j <= _REORDERED for j in found for a in starts):
        return True
    return any((from_edge and 0 < b - j <= _SPAN) or 0 < j - b <= _REORDERED for j in found for b in finals)


def detail_moved(sentence: str, excerpt_sentence: str, record: str, kind: Kind) -> str | None:
    """A detail of `sentence` that the cited `record` (the whole excerpt) writes, standing where
    `excerpt_sentence` (the one it restates) writes another detail of its kind that `sentence`
    drops (see the module's rule); `kind(token)` -> PERSON, NUMBER, TITLE or None. A detail the record
    never writes is a foreign one (`text.assertions.foreign_details`), not a moved one."""
    said, theirs = folded_tokens(sentence), folded_tokens(excerpt_sentence)
    said_details, their_details = _details(said, kind), _details(theirs, kind)
    if not said_details or not their_details:
        return None
    held = frozenset(key for tok in theirs for key in _keys(tok))
    written = frozenset(key for tok in said for key in _keys(tok))
    in_record = frozenset(key for tok in folded_tokens(record) for key in _keys(tok))
    for i, detail_kind in said_details.items():
        if _keys(said[i]).isdisjoint(in_record) and not _same_date(said, i):
            continue
        left, right = _anchor(said, said_details, i, -1, held, kind), _anchor(said, said_details, i, 1, held, kind)
        if left < 0 and right >= len(said):
            continue  # no word of the excerpt sentence around it: nothing to place it by
        starts = [-1] if left < 0 else _positions(theirs, said[left])
        finals = [len(theirs)] if right >= len(said) else _positions(theirs, said[right])
        if not _same_date(said, i) and _placed(_positions(theirs, said[i]), starts, finals, left < 0):
            continue
        dropped: list[str] = []
        for a in starts:
            ends = [len(theirs)] if right >= len(said) else [b for b in _positions(theirs, said[right]) if b > a]
            b = min(ends, default=None)
            if b is None or not 1 <= b - a - 1 <= _SPAN:
                continue
            slot = range(a + 1, b)
            dropped += [
                theirs[j] for j in slot
                if their_details.get(j) == detail_kind and _keys(theirs[j]).isdisjoint(written)
                and not (detail_kind == NUMBER and _same_date(theirs, j))
            ]  # fmt: skip
        if dropped:
            return f"{said[i]} put where the excerpt has {dropped[0]}"
    return None
