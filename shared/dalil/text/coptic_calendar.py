"""The Coptic calendar for questions: month names in every spelling the data and users write, and
the date a question names (a Coptic day, a Gregorian day converted to Coptic, or "today").

A date that does not exist (`31 كيهك`, `7 النسيء`) is reported as invalid with a reason; it is never
replaced by a nearby date. Whether a valid day has Synaxarium records is the policy's concern.

Gregorian dates map to Coptic days through `convertdate.coptic`. The mapping depends on the year
(7 January is 29 Kiahk, but 28 Kiahk in the Gregorian leap years 2020, 2024, 2028 …), so a date
without a year is converted in the year of `today`.
"""

from __future__ import annotations

import calendar as calendar_module
import datetime as dt
import re
from dataclasses import dataclass
from datetime import date, timedelta
from functools import lru_cache
from zoneinfo import ZoneInfo

from convertdate import coptic as coptic_dates

from dalil.models import DateIntent
from dalil.text.normalize import fold
from dalil.text.ordinals import DAY_ORDINALS, parse_ordinal
from dalil.text.relative_days import CALENDAR_DAYS

NASIE = 13
DEFAULT_TIMEZONE = "Africa/Cairo"  # the church's day (Settings.timezone)


def today_in(timezone: str = DEFAULT_TIMEZONE, now: dt.datetime | None = None) -> date:
    """The calendar day in `timezone` (an IANA name): "today" is the church's day, not the
    process's (a Lambda in UTC is still on yesterday between midnight and 02:00/03:00 in Cairo)."""
    moment = now or dt.datetime.now(dt.UTC)
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=dt.UTC)
    return moment.astimezone(ZoneInfo(timezone)).date()


@dataclass(frozen=True)
class CopticMonth:
    number: int
    arabic: str  # the spelling of docs/DESIGN.md §2, used for display and as the canonical form
    data_key: str  # the transliterated key of the Synaxarium data ("22 Hator")
    variants: tuple[str, ...]  # Arabic spellings seen in the data or in common use (unfolded)
    latin: tuple[str, ...]  # transliterations, lower case


MONTHS: tuple[CopticMonth, ...] = (
    CopticMonth(1, "توت", "Tout", ("توت", "طوط"), ("tout", "thout", "thoout", "tut")),
    CopticMonth(2, "بابه", "Baba", ("بابه", "بابة"), ("baba", "babah", "paopi", "paope", "phaophi")),
    CopticMonth(3, "هاتور", "Hator", ("هاتور", "هتور", "هاطور", "هاتورة"), ("hator", "hatour", "hathor", "athyr")),
    CopticMonth(4, "كيهك", "Kiahk", ("كيهك", "كياك", "كيهيك", "كيهاك"), ("kiahk", "kiyahk", "koiak", "kiak", "choiak", "khoiak")),
    CopticMonth(5, "طوبه", "Toba", ("طوبه", "طوبة"), ("toba", "tobah", "tobi", "tybi", "tuba")),
    CopticMonth(6, "أمشير", "Amshir", ("أمشير", "امشير", "أمشيرة"), ("amshir", "meshir", "mechir", "amsheer")),
    CopticMonth(7, "برمهات", "Baramhat", ("برمهات", "برمهاة"), ("baramhat", "paremhat", "baremhat", "phamenoth")),
    CopticMonth(8, "برموده", "Baramouda", ("برموده", "برمودة"), ("baramouda", "baramoudah", "paremoude", "parmouti", "pharmuthi")),
    CopticMonth(9, "بشنس", "Bashans", ("بشنس", "بشنص"), ("bashans", "bashons", "pashons", "pachons")),
    CopticMonth(
        10, "بؤونه", "Paona", ("بؤونه", "بؤونة", "بوونه", "بوونة", "بئونه", "بئونة", "بؤنه"), ("paona", "paoni", "baouna", "bauna", "payni")
    ),
    CopticMonth(11, "أبيب", "Epep", ("أبيب", "ابيب"), ("epep", "epip", "abib", "epiphi")),
    CopticMonth(12, "مسرى", "Mesra", ("مسرى", "مسري", "مسرا"), ("mesra", "mesori", "misra", "mesore")),
    CopticMonth(
        NASIE,
        "النسيء",
        "Nasie",
        ("النسيء", "نسيء", "النسئ", "نسئ", "النسيئ", "نسيئ", "النسى", "النسي"),
        ("nasie", "nasi", "nasii", "epagomene", "epagomenal", "pi kogi enavot"),
    ),
)

# Phrases that name the 13th month without its name ("the little month").
_NASIE_PHRASES = ("الشهر الصغير", "ايام النسيء")


@dataclass(frozen=True)
class GregorianMonth:
    number: int
    egyptian: tuple[str, ...]  # the first is the spelling the reader is shown (`gregorian_label`)
    levantine: tuple[str, ...]
    english: tuple[str, ...]  # lower case

    @property
    def names(self) -> tuple[str, ...]:
        return (*self.egyptian, *self.levantine, *self.english)


# Gregorian month names: Egyptian (يناير …), Levantine (كانون الثاني …) and English.
GREGORIAN_MONTHS: tuple[GregorianMonth, ...] = (
    GregorianMonth(1, ("يناير",), ("كانون الثاني",), ("january", "jan")),
    GregorianMonth(2, ("فبراير",), ("شباط",), ("february", "feb")),
    GregorianMonth(3, ("مارس",), ("آذار",), ("march", "mar")),
    GregorianMonth(4, ("أبريل", "إبريل", "ابريل"), ("نيسان",), ("april", "apr")),
    GregorianMonth(5, ("مايو",), ("أيار",), ("may",)),
    GregorianMonth(6, ("يونيو", "يونية", "يونيه"), ("حزيران",), ("june", "jun")),
    GregorianMonth(7, ("يوليو", "يولية", "يوليه"), ("تموز",), ("july", "jul")),
    GregorianMonth(8, ("أغسطس", "اغسطس"), ("آب",), ("august", "aug")),
    GregorianMonth(9, ("سبتمبر",), ("أيلول",), ("september", "sep", "sept")),
    GregorianMonth(10, ("أكتوبر", "اكتوبر"), ("تشرين الأول",), ("october", "oct")),
    GregorianMonth(11, ("نوفمبر",), ("تشرين الثاني",), ("november", "nov")),
    GregorianMonth(12, ("ديسمبر",), ("كانون الأول",), ("december", "dec")),
)
# Month number -> every name (Egyptian, Levantine, English), unfolded.
GREGORIAN_MONTH_NAMES: dict[int, tuple[str, ...]] = {month.number: month.names for month in GREGORIAN_MONTHS}
# Folded words of the Egyptian names, the ones Egyptian text writes ("10 يناير").
EGYPTIAN_MONTH_WORDS = frozenset(word for month in GREGORIAN_MONTHS for name in month.egyptian for word in fold(name).split())
# Folded words of the Arabic names, Egyptian and Levantine ("كانون", "الثاني" of "كانون الثاني").
ARABIC_MONTH_WORDS = EGYPTIAN_MONTH_WORDS | frozenset(
    word for month in GREGORIAN_MONTHS for name in month.levantine for word in fold(name).split()
)


def _folded_phrase(name: str) -> tuple[str, ...]:
    return tuple(fold(name).split())


def _month_phrases() -> dict[tuple[str, ...], tuple[str, int]]:
    table: dict[tuple[str, ...], tuple[str, int]] = {}
    for month in MONTHS:
        for name in (*month.variants, *month.latin):
            table[_folded_phrase(name)] = ("coptic", month.number)
    for phrase in _NASIE_PHRASES:
        table[_folded_phrase(phrase)] = ("coptic", NASIE)
    for number, names in GREGORIAN_MONTH_NAMES.items():
        for name in names:
            table[_folded_phrase(name)] = ("gregorian", number)
    return table


MONTH_PHRASES = _month_phrases()
_LONGEST_PHRASE = max(len(phrase) for phrase in MONTH_PHRASES)


def coptic_month_variants() -> dict[str, str]:
    """Folded Arabic spelling -> folded canonical spelling, single-word month names only."""
    table: dict[str, str] = {}
    for month in MONTHS:
        canonical = fold(month.arabic)
        for name in month.variants:
            folded = fold(name)
            if " " not in folded:
                table[folded] = canonical
    return table


def month_number(name: str) -> int | None:
    """Coptic month number for any spelling (Arabic or transliterated), else None."""
    hit = MONTH_PHRASES.get(_folded_phrase(name))
    return hit[1] if hit and hit[0] == "coptic" else None


def month_name(number: int) -> str:
    return MONTHS[number - 1].arabic


def parse_data_key(key: str) -> tuple[int, int]:
    """The Synaxarium data's day key ("22 Hator", "3 Nasie") -> (month, day)."""
    day, _, name = key.strip().partition(" ")
    number = month_number(name)
    if number is None or not day.isdigit():
        raise ValueError(f"not a Coptic day key: {key!r}")
    return number, int(day)


def is_leap(coptic_year: int) -> bool:
    return bool(coptic_dates.is_leap(coptic_year))


def days_in_month(month: int, coptic_year: int | None = None) -> int:
    """30 for months 1–12; النسيء has 5 days, 6 in a leap year (6 when the year is not known)."""
    if not 1 <= month <= 13:
        raise ValueError(f"Coptic months are numbered 1–13, not {month}")
    if month < NASIE:
        return 30
    return 6 if coptic_year is None or is_leap(coptic_year) else 5


def gregorian_in_year(month: int, day: int, year: int) -> date | None:
    """The Gregorian date in Gregorian `year` on which the Coptic day (month, day) falls: each
    Gregorian year holds the end of one Coptic year and the start of the next, so the day is looked
    for in both. None when it does not fall in that year (6 النسيء outside a leap year)."""
    for coptic_year in (year - 284, year - 283):
        if not 1 <= month <= NASIE or not 1 <= day <= days_in_month(month, coptic_year):
            continue
        found = date(*coptic_dates.to_gregorian(coptic_year, month, day))
        if found.year == year:
            return found
    return None


def gregorian_label(day: date) -> str:
    """"1 ديسمبر 2026": the Egyptian month names the reader uses."""
    return f"{day.day} {GREGORIAN_MONTH_NAMES[day.month][0]} {day.year}"


def to_coptic(day: date) -> tuple[int, int, int]:
    """(coptic_year, month, day) of a Gregorian date."""
    year, month, mday = coptic_dates.from_gregorian(day.year, day.month, day.day)
    return int(year), int(month), int(mday)


# --- reading a date out of a question --------------------------------------------------------

# Joiners allowed between a day and its month: "29 من شهر كيهك", "اليوم الأول من توت".
_JOINERS = frozenset({"من", "شهر", "لشهر", "بشهر", "في", "of", "day"})
_COPTIC_YEAR_MARKS = frozenset({"ش", "للشهداء", "قبطيه", "am"})
_GREGORIAN_YEAR_MARKS = frozenset({"م", "ميلاديه", "ميلادي"})
# "اليوم الآخر" (the last day), "اليوم الثالث" (the third day): not today.
_NOT_TODAY_AFTER = frozenset({"الاخير", "الاخر", "الموعود", "السابق", "التالي", *DAY_ORDINALS})
_GLUED_DIGITS = re.compile(r"(?<=\d)(?=[^\d\s])|(?<=[^\d\s])(?=\d)")


@dataclass(frozen=True)
class DateMatch:
    """A date found in a question, with what the trace should say about it."""

    intent: DateIntent
    text: str  # the folded words that named the date
    coptic_year: int | None = None
    gregorian: date | None = None
    # An ambiguous date: where it is written in the question (character offsets) and what the reader
    # may mean, as (label, the words to write there instead), so a client can offer each as a choice.
    span: tuple[int, int] | None = None
    choices: tuple[tuple[str, str], ...] = ()

    def describe(self) -> str:
        intent = self.intent
        if not intent.valid:
            code = "date_ambiguous" if (intent.reason or "").startswith("ambiguous:") else "date_invalid"
            return f"{code}: '{self.text}': {intent.reason}"
        named = f"{intent.day} {month_name(intent.month)}" if intent.month and intent.day else "?"
        if self.gregorian is not None:
            return f"date: '{self.text}' = {self.gregorian.isoformat()} = {named} ({intent.source})"
        return f"date: '{self.text}' = {named} ({intent.source})"


def _tokens(question: str) -> list[str]:
    # Split "29كيهك" / "كيهك29" into two tokens; fold turns ٢٩ into 29.
    return _GLUED_DIGITS.sub(" ", fold(question)).split()


def _match_month(tokens: list[str], start: int) -> tuple[str, int, int] | None:
    """(calendar, month number, tokens used) for the longest month phrase at `start`."""
    for size in range(min(_LONGEST_PHRASE, len(tokens) - start), 0, -1):
        hit = MONTH_PHRASES.get(tuple(tokens[start : start + size]))
        if hit:
            return hit[0], hit[1], size
    # A month with the conjunction و glued on: "وكيهك".
    word = tokens[start] if start < len(tokens) else ""
    if word.startswith("و") and len(word) > 3:
        hit = MONTH_PHRASES.get((word[1:],))
        if hit:
            return hit[0], hit[1], 1
    return None


def _match_day(tokens: list[str], start: int) -> tuple[int, int] | None:
    if start >= len(tokens):
        return None
    word = tokens[start]
    if word.isdigit() and len(word) <= 2:
        return int(word), 1
    return parse_ordinal(tokens, start)


def _match_year(tokens: list[str], start: int) -> tuple[int, str | None] | None:
    """A 3–4 digit year right after the month, and its era mark if any."""
    if start < len(tokens) and tokens[start].isdigit() and 3 <= len(tokens[start]) <= 4:
        mark = tokens[start + 1] if start + 1 < len(tokens) else None
        return int(tokens[start]), mark
    return None


def _skip_joiners(tokens: list[str], start: int, limit: int = 3) -> int:
    position = start
    while position < len(tokens) and position - start < limit and tokens[position] in _JOINERS:
        position += 1
    return position


def _find_explicit(tokens: list[str]) -> tuple[int, int, str, int, int, int | None] | None:
    """(day, month, calendar, first token, end token, year) of the first "day month" or "month day"."""
    for start in range(len(tokens)):
        day = _match_day(tokens, start)
        if day is not None:
            after = _skip_joiners(tokens, start + day[1])
            month = _match_month(tokens, after)
            if month is not None:
                end = after + month[2]
                year = _match_year(tokens, end)
                end += _year_length(year)
                return day[0], month[1], month[0], start, end, _year_for(month[0], year)
        month = _match_month(tokens, start)
        # "كيهك 29" and "January 7"; not "مارس 30" ("he practised 30 …").
        if month is not None and (month[0] == "coptic" or tokens[start].isascii()):
            after = _skip_joiners(tokens, start + month[2])
            day = _match_day(tokens, after)
            if day is not None and tokens[after].isdigit():  # "كيهك 29"; ordinals only before
                end = after + 1
                year = _match_year(tokens, end)
                end += _year_length(year)
                return day[0], month[1], month[0], start, end, _year_for(month[0], year)
    return None


def _year_length(year: tuple[int, str | None] | None) -> int:
    if year is None:
        return 0
    return 2 if year[1] in _COPTIC_YEAR_MARKS | _GREGORIAN_YEAR_MARKS else 1


def _year_for(calendar: str, year: tuple[int, str | None] | None) -> int | None:
    if year is None:
        return None
    value, mark = year
    if calendar == "coptic" and mark in _GREGORIAN_YEAR_MARKS:
        return None  # a Gregorian year after a Coptic day gives no Coptic year
    if calendar == "gregorian" and mark in _COPTIC_YEAR_MARKS:
        return None
    return value


def _coptic_intent(day: int, month: int, year: int | None) -> tuple[bool, str | None]:
    length = days_in_month(month, year)
    if 1 <= day <= length:
        return True, None
    if month == NASIE:
        if day == 6 and year is not None:
            return False, f"النسيء {year} has 5 days: {year} is not a Coptic leap year"
        return False, f"day {day} does not exist: النسيء has 5 days (6 in a Coptic leap year)"
    return False, f"day {day} does not exist: {month_name(month)} has 30 days"


# Words that make a day a commemoration question (folded; a glued و/ب/ل/ف or the article is
# allowed): only then does "today" or a bare day number mean "the Synaxarium of that day". "ما هي
# عاصمة مصر اليوم" mentions today and asks about something else.
_COMMEMORATION_WORDS = frozenset(
    """سنكسار السنكسار تذكار التذكار تذكارات التذكارات نياحه نياحة استشهاد عيد العيد اعياد الاعياد
    قديس القديس قديسه القديسه قديسين القديسين قديسي قديسو القديسون شهيد الشهيد شهيده الشهيده شهداء الشهداء
    نتذكر تذكر يذكر نعيد تعيد يعيد تحتفل يحتفل نحتفل احتفال الاحتفال تنيح تنيحت استشهد استشهدت
    synaxarium synaxarion saint saints feast commemoration martyr martyrs""".split()
)
_DAY_WORDS = frozenset({"يوم", "ليوم", "بيوم", "اليوم"})
_ASCII_DIGITS = str.maketrans({**{chr(0x0660 + i): str(i) for i in range(10)}, **{chr(0x06F0 + i): str(i) for i in range(10)}})
_DIGIT_RUN = re.compile(r"[0-9\u0660-\u0669\u06f0-\u06f9]+")
_NUMERIC_DATE = re.compile(r"(?<![\d:])(\d{1,4})\s*[/\\.\-]\s*(\d{1,2})(?:\s*[/\\.\-]\s*(\d{2,4}))?(?![\d:])")


def commemoration_intent(tokens: list[str]) -> bool:
    """Does the (folded) question ask about a day's saints or feasts?"""
    for token in tokens:
        for form in (token, token[1:] if len(token) > 3 and token[0] in "وبلف" else token):
            if form in _COMMEMORATION_WORDS or (form.startswith("ال") and form[2:] in _COMMEMORATION_WORDS):
                return True
    return False


def _ambiguous(question: str, tokens: list[str], reference: date) -> DateMatch | None:
    """A commemoration question that names a day without its month ("سنكسار يوم 22") or a
    numeric date ("سنكسار 1/12": 1 December or 12 January? Gregorian or Coptic?). Never resolved
    to an arbitrary day: the intent is invalid with an `ambiguous:` reason that asks for the month
    and lists what the day could be."""
    numeric = _NUMERIC_DATE.search(question.translate(_ASCII_DIGITS))
    if numeric is not None and len(numeric.group(1)) == 4 and numeric.group(3):
        # ISO order (2026-12-01) is not ambiguous.
        return _gregorian_match(int(numeric.group(3)), int(numeric.group(2)), int(numeric.group(1)), numeric.group(0), reference)
    if numeric is not None:
        first, second = int(numeric.group(1)), int(numeric.group(2))
        readings: list[str] = []
        choices: list[tuple[str, str]] = []
        for day, month in ((first, second), (second, first)):
            if 1 <= month <= 12 and 1 <= day <= 31:
                try:
                    gregorian = date(reference.year, month, day)
                except ValueError:
                    continue
                _, c_month, c_day = to_coptic(gregorian)
                named = f"{day} {GREGORIAN_MONTH_NAMES[month][0]}"
                readings.append(f"{named} = {c_day} {month_name(c_month)}")
                choices.append((f"{named} ({c_day} {month_name(c_month)})", named))
            if 1 <= month <= NASIE and 1 <= day <= days_in_month(month):
                readings.append(f"{day} {month_name(month)}")
                choices.append((f"{day} {month_name(month)}", f"{day} {month_name(month)}"))
        readings = list(dict.fromkeys(readings))
        options = "، ".join(readings) if readings else "—"
        reason = (
            f"ambiguous: '{numeric.group(0)}' is a numeric date; write the month by name "
            f"(اكتب اسم الشهر، مثلًا 22 هاتور أو 1 ديسمبر). Readings: {options}"
        )
        intent = DateIntent(source="gregorian", valid=False, reason=reason)
        unique = tuple({label: (label, words) for label, words in choices}.values())
        return DateMatch(intent=intent, text=numeric.group(0), span=numeric.span(0), choices=unique)
    for position, word in enumerate(tokens):
        if word not in _DAY_WORDS and word not in ("سنكسار", "السنكسار", "تذكار"):
            continue
        found = _match_day(tokens, position + 1)
        if found is None or not tokens[position + 1].isdigit():
            continue
        number = found[0]
        if not 1 <= number <= 30:
            continue
        months = [month.arabic for month in MONTHS if number <= days_in_month(month.number)]
        options = "، ".join(f"{number} {month}" for month in months)
        reason = (
            f"ambiguous: day {number} without a month; which month? (في أي شهر قبطي؟) "
            f"Options: {options}"
        )
        intent = DateIntent(source="coptic", valid=False, reason=reason)
        # The day as the reader wrote it (either digit set), so each choice keeps their digits.
        written = next((m for m in _DIGIT_RUN.finditer(question) if int(m.group(0).translate(_ASCII_DIGITS)) == number), None)
        digits = written.group(0) if written else str(number)
        month_choices = tuple((f"{digits} {month}", f"{digits} {month}") for month in months)
        return DateMatch(intent=intent, text=" ".join(tokens[position : position + 2]),
                         span=written.span(0) if written else None, choices=month_choices)
    return None


def find_date(question: str, today: date | None = None, timezone: str = DEFAULT_TIMEZONE) -> DateMatch | None:
    """The first date the question names, or None. Explicit dates win over "today".

    A named day (Coptic or Gregorian month) is a date. "today" / "tomorrow" / "yesterday", a day
    without a month and a numeric date count only in a commemoration question
    (`commemoration_intent`): "ما هي عاصمة مصر اليوم" is not about the Synaxarium. A day without
    a month and a numeric date are ambiguous and never resolved to a day.
    `today` defaults to the current day in `timezone`."""
    return _find_date(question, today or today_in(timezone))


@lru_cache(maxsize=4096)  # ~4.5 readers an ask (retrieval, context, answerer, checks); pure in the question and the day
def _find_date(question: str, reference: date) -> DateMatch | None:
    tokens = _tokens(question)
    commemoration = commemoration_intent(tokens)
    explicit = _find_explicit(tokens)
    if explicit is not None:
        day, month, calendar, start, end, year = explicit
        text = " ".join(tokens[start:end])
        if calendar == "coptic":
            valid, reason = _coptic_intent(day, month, year)
            intent = DateIntent(month=month, day=day, source="coptic", valid=valid, reason=reason)
            return DateMatch(intent=intent, text=text, coptic_year=year)
        # A named Gregorian day is a date as before (converted in the year of `today`).
        return _gregorian_match(day, month, year, text, reference)
    if not commemoration:
        return None
    ambiguous = _ambiguous(question, tokens, reference)
    if ambiguous is not None:
        return ambiguous
    for position, word in enumerate(tokens):
        if word in CALENDAR_DAYS:  # today, tomorrow, yesterday (text.relative_days)
            following = tokens[position + 1] if position + 1 < len(tokens) else ""
            if word == "اليوم" and following in _NOT_TODAY_AFTER:
                continue
            when = reference + timedelta(days=CALENDAR_DAYS[word])
            coptic_year, coptic_month, coptic_day = to_coptic(when)
            intent = DateIntent(month=coptic_month, day=coptic_day, source="today")
            return DateMatch(intent=intent, text=word, coptic_year=coptic_year, gregorian=when)
    return None


def _gregorian_match(day: int, month: int, year: int | None, text: str, reference: date) -> DateMatch:
    if year is None and (month, day) == (2, 29):
        year = next(y for y in range(reference.year, reference.year - 8, -1) if calendar_module.isleap(y))
    try:
        gregorian = date(year or reference.year, month, day)
    except ValueError:
        reason = f"{day}/{month}/{year or reference.year} is not a Gregorian date"
        intent = DateIntent(source="gregorian", valid=False, reason=reason)
        return DateMatch(intent=intent, text=text)
    coptic_year, coptic_month, coptic_day = to_coptic(gregorian)
    intent = DateIntent(month=coptic_month, day=coptic_day, source="gregorian")
    return DateMatch(intent=intent, text=text, coptic_year=coptic_year, gregorian=gregorian)


def is_ambiguous(intent: DateIntent) -> bool:
    """An intent that names a day without deciding which (`_ambiguous`)."""
    return intent.present and not intent.valid and (intent.reason or "").startswith("ambiguous:")


def parse_date_intent(question: str, today: date | None = None, timezone: str = DEFAULT_TIMEZONE) -> DateIntent:
    """The Coptic day a question asks about (source "none" when it names no date)."""
    match = find_date(question, today, timezone)
    return match.intent if match else DateIntent()
