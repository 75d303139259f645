"""A claim read in the form its excerpt writes, where two forms state one fact by a rule of the
calendar or of counting, not of wording:

- a Coptic month glossed with its Gregorian span ("بابه (الشهر القبطي الموافق تقريبا من 11 أكتوبر
  إلى 9 نوفمبر)", "بابه (أكتوبر–نوفمبر)"): the span is the calendar's (`text.coptic_calendar`), not
  the record's, so a gloss the calendar confirms is read away; a gloss it does not confirm (another
  month's span) stays, and the claim checks refuse its foreign months and days as before;
- elapsed days told as the excerpt's ordinal day: "بعد يومين" for "في اليوم الثالث" (counting the
  day of the event as the first, the way the Synaxarium and the Bible count), "بعد يوم واحد" for
  "في اليوم الثاني". Where the excerpt counts by the ordinal day and never writes the elapsed count,
  the claim's count is read as the ordinal day it makes (N days after = the (N+1)th day), so
  "بعد ثلاثة أيام" for "في اليوم الثالث" reads "في اليوم الرابع" and the ordinal checks refuse it.

`read_as_excerpt(sentence, excerpt)` is what the claim checks (`answer.support.sentence_findings`),
the quotation rule (`answer.validate`) and the offline critic read instead of the claim itself.
"""

from __future__ import annotations

import re
from datetime import date, timedelta
from functools import lru_cache

from dalil.text.assertions import number_phrases
from dalil.text.coptic_calendar import GREGORIAN_MONTH_NAMES, days_in_month, gregorian_in_year, month_number, to_coptic
from dalil.text.glued import without_one_letter
from dalil.text.normalize import fold
from dalil.text.ordinals import DAY_ORDINALS, ORDINAL_WORDS, parse_ordinal

# --- a Coptic month's Gregorian gloss ---------------------------------------------------------

# A word then a parenthesis: the word may be a Coptic month, the parenthesis its gloss.
_GLOSSED = re.compile(r"(?P<word>[^\s()]+)\s*\((?P<gloss>[^()]{1,120})\)")
# Folded words a gloss writes besides the Gregorian months and their days.
_GLOSS_WORDS = frozenset(
    fold(
        "الشهر شهر القبطي الموافق يوافق توافق المقابل يقابل الميلادي بالميلادي ميلادي تقريبا حوالي نحو أي يعني "
        "من إلى الى حتى لـ ما بين و ويوافق ويقابل"
    ).split()
)
# The Gregorian years the modern alignment is read in: both sides of a Gregorian leap year, so a
# month that starts on the 11th one year and the 12th the next is confirmed either way.
_YEARS = range(2022, 2027)
# A day of the span may be off by one from every year's: the gloss is "approximately"; a span of
# another month is off by weeks.
_DAY_SLACK = 1


def _coptic_month(word: str) -> int | None:
    """The month a word names, as written or past a glued و، ف، ب، ل or ك (`glued.without_one_letter`: "وهاتور")."""
    for form in (word, *(without_one_letter(word) - {word})):
        number = month_number(form)
        if number is not None:
            return number
    return None


def _gregorian_months() -> dict[str, int]:
    return {fold(name): number for number, names in GREGORIAN_MONTH_NAMES.items() for name in names if " " not in fold(name)}


_GREGORIAN = _gregorian_months()


def _gloss_points(gloss: str) -> list[tuple[int | None, int]] | None:
    """(day or None, Gregorian month) of each point a gloss names, in order; None when the
    parenthesis holds anything else (then it is no calendar gloss and is left to the checks)."""
    points: list[tuple[int | None, int]] = []
    days: list[int] = []  # "من 6 إلى 10 سبتمبر": both days of the month named after them
    for token in fold(gloss).split():  # fold reads Arabic-Indic digits as ASCII
        if token.isdigit():
            if len(days) == 2 or not 1 <= int(token) <= 31:  # noqa: PLR2004 - a span has two ends
                return None
            days.append(int(token))
        elif token in _GREGORIAN:
            points += [(day, _GREGORIAN[token]) for day in days] or [(None, _GREGORIAN[token])]
            days = []
        elif token not in _GLOSS_WORDS:
            return None
    return points if not days else None


@lru_cache(maxsize=16)
def _spans(month: int) -> tuple[tuple[date, date], ...]:
    """The Gregorian first and last day of the Coptic `month`, in each year of `_YEARS`."""
    found = []
    for year in _YEARS:
        first = gregorian_in_year(month, 1, year)
        if first is None:
            continue
        length = days_in_month(month, to_coptic(first)[0])  # كيهك runs from December into January
        found.append((first, first + timedelta(days=length - 1)))
    return tuple(found)


def _point_fits(point: tuple[int | None, int], day: date) -> bool:
    wanted_day, wanted_month = point
    if wanted_day is None:
        return wanted_month == day.month
    return any(
        (day.month, abs(day.day - wanted_day)) == (wanted_month, difference) for difference in range(_DAY_SLACK + 1)
    ) or _neighbour_fits(wanted_day, wanted_month, day)


def _neighbour_fits(wanted_day: int, wanted_month: int, day: date) -> bool:
    """A day off by one across a month's end (31 مارس for 1 أبريل)."""
    try:
        wanted = date(day.year, wanted_month, wanted_day)
    except ValueError:
        return False
    return abs((wanted - day).days) <= _DAY_SLACK


def gloss_confirmed(month: int, gloss: str) -> bool:
    """Whether `gloss` names the Gregorian span of the Coptic `month`: its first and last day (or
    their months) in that order, in some year of the modern alignment."""
    points = _gloss_points(gloss)
    if not points or len(points) != 2:  # noqa: PLR2004 - a span has two ends
        return False
    return any(_point_fits(points[0], first) and _point_fits(points[1], last) for first, last in _spans(month))


def without_confirmed_glosses(text: str, excerpt: str = "") -> str:
    """`text` with every Gregorian gloss of a Coptic month that the calendar confirms read away; a gloss
    `excerpt` writes itself is its words and stays."""
    if "(" not in text:
        return text
    written = f" {fold(excerpt)} "

    def drop(match: re.Match[str]) -> str:
        month = _coptic_month(fold(match["word"]))
        if month is None or not gloss_confirmed(month, match["gloss"]) or f" {fold(match['gloss'])} " in written:
            return match[0]
        return match["word"]

    return _GLOSSED.sub(drop, text)


# --- elapsed days told as the ordinal day ----------------------------------------------------

_AFTER = "بعد"
_DAY = "يوم"
_DAY_FORMS = frozenset({"يوم", "يوما"})
_DAYS_FORMS = frozenset({"ايام", "يوما"})
_TWO_DAYS = frozenset({"يومين", "يومان"})
_ONE = frozenset({"واحد"})
_ORDINAL_OF = {value: "ال" + word for word, value in ORDINAL_WORDS.items() if not word.endswith("ه")}


def _elapsed(tokens: list[str], start: int) -> tuple[int, int] | None:
    """(days, tokens used) of an elapsed count after "بعد" at `start`: "يوم (واحد)", "يومين",
    "ثلاثة أيام", "3 أيام"."""
    rest = tokens[start:]
    if not rest:
        return None
    if rest[0] in _TWO_DAYS:
        return 2, 1
    if rest[0] in _DAY_FORMS:
        return 1, 2 if rest[1:2] and rest[1] in _ONE else 1
    phrases = number_phrases(" ".join(rest[:4]))
    if phrases and phrases[0].start == 0 and phrases[0].end < len(rest) and rest[phrases[0].end] in _DAYS_FORMS:
        return phrases[0].value, phrases[0].end + 1
    return None


def _ordinal_days(tokens: list[str]) -> list[int]:
    """The day ordinals an excerpt writes ("اليوم الثالث", "فى اليوم الثاني")."""
    found = []
    for i, token in enumerate(tokens[:-1]):
        if token.endswith("اليوم") and tokens[i + 1] in DAY_ORDINALS and (read := parse_ordinal(tokens, i + 1)):
            found.append(read[0])
    return found


def elapsed_as_ordinal_day(sentence: str, excerpt: str) -> str:
    """`sentence` with "بعد N أيام" written "في اليوم <N+1>" where `excerpt` counts by the ordinal
    day and never writes an elapsed count after بعد; else `sentence` as it is."""
    if _AFTER not in sentence:
        return sentence
    excerpt_tokens = fold(excerpt).split()
    days = _ordinal_days(excerpt_tokens)
    if not days or any(t.endswith(_AFTER) and _elapsed(excerpt_tokens, i + 1) for i, t in enumerate(excerpt_tokens)):
        return sentence
    raw = sentence.split()
    tokens = [fold(word) for word in raw]
    out: list[str] = []
    i = 0
    changed = False
    while i < len(tokens):
        token = tokens[i]
        glue = token[: -len(_AFTER)]
        read = _elapsed(tokens, i + 1) if token.endswith(_AFTER) and glue in ("", "و") else None
        if read is not None and (ordinal := _ORDINAL_OF.get(read[0] + 1)) is not None:
            last = raw[i + read[1]]
            trailing = last[len(last.rstrip("،,.;:؛!?؟»\"')")) :]  # the count's punctuation stays
            out += [f"{glue}في", "اليوم", ordinal + trailing]
            i += 1 + read[1]
            changed = True
            continue
        out.append(raw[i])
        i += 1
    return " ".join(out) if changed else sentence


@lru_cache(maxsize=4096)
def read_as_excerpt(sentence: str, excerpt: str) -> str:
    """`sentence` as its excerpt writes the same fact: a calendar gloss the calendar confirms read
    away, elapsed days read as the excerpt's ordinal day. Unchanged when neither applies."""
    return elapsed_as_ordinal_day(without_confirmed_glosses(sentence, excerpt), excerpt)
