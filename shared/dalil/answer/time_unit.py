"""A unit of time asked more precisely than "when": which weekday ("أنهي يوم في الأسبوع", "يوم إيه في
الأسبوع"), which month ("في أي شهر", "شهر إيه"), which hour ("الساعة كام", "في أي ساعة"), which season
("في أي فصل من السنة", "صيف ولا شتا"). Such a question is answered only by a sentence that states THAT
unit: a weekday's name, a month's name (Coptic or Gregorian: "١٣ مسرى" answers a month), an hour ("في
الساعة التاسعة", "باكر"), a season. A sentence that states another unit does not answer it: a year for a
month, a month for a season, "22 سبتمبر" (a day of the month) or "اليوم الثالث" (a day counted) for a
weekday, a date for an hour. Read by `answer_type.satisfies` (the answerer's choice of sentence) and
`answer_type.answer_type_problem` (every provider's answer: `answer_type_mismatch: wanted <unit>`).

The names come from their one table each: the weekdays (`text.weekdays`), the months (`text.coptic_calendar`,
`text.support.MONTH_NAMES`), the ordinals of an hour (`text.ordinals`); the seasons and the named hours of the
day are listed here (no other module reads them).

A bare "يوم إيه" / "أنهي يوم" asks a day, which a date answers ("اتولد يوم إيه" of "يوم 22 سبتمبر"): only
with the week named ("في الأسبوع", "من أيام الأسبوع") does it ask a weekday. "فصل" is also a chapter: "في أي
فصل من سفر …" asks none of the seasons.
"""

from __future__ import annotations

from typing import Literal

from dalil.text.coptic_calendar import ARABIC_MONTH_WORDS, MONTH_PHRASES
from dalil.text.glued import ONE_LETTER_PARTICLES
from dalil.text.normalize import fold
from dalil.text.ordinals import parse_ordinal
from dalil.text.question_words import msa
from dalil.text.stem import STOPWORDS
from dalil.text.support import MONTH_NAMES, strip_markers
from dalil.text.weekdays import weekdays

TimeUnit = Literal["weekday", "month", "hour", "season"]

_WHICH = frozenset(("اي", "ما"))  # after `msa`: أي / أنهي, ما / إيه / إيش
_DAY = frozenset(("يوم", "اليوم", "ايام"))
_WEEK = frozenset(("الاسبوع", "اسبوع", "بالاسبوع", "للاسبوع"))
_MONTH = frozenset(("شهر",))
# The plurals, asked by which (`_which_of_plural`): named days (a weekday's name: "كل سبت", "يومي الأربعاء
# والجمعة", "أول الأسبوع") and named months. "مرتين في الأسبوع" names none (fq32-059).
_DAYS = frozenset(("ايام", "الايام"))
_MONTHS = frozenset(("شهور", "الشهور", "اشهر", "الاشهر"))
_WHICH_ONE, _WHAT = "اي", "ما"  # after `msa`: أي / أنهي; إيه / إيش
_OF_THE_MONTH = frozenset(("الشهر", "شهر"))
_HOUR = frozenset(("ساعه", "الساعه"))
_SEASON_NOUN = frozenset(("فصل",))
_YEAR = frozenset(("السنه", "فصول", "العام"))  # "من فصول السنة", "من السنة": the year's seasons, no chapter
SEASONS = frozenset(fold("صيف الصيف صيفا شتاء الشتاء شتا الشتا شتوي ربيع الربيع خريف الخريف").split())
_OR = frozenset(("ولا", "ام", "او"))
# Named hours and times of the day: the Agpeya's (باكر، الغروب، النوم، نصف الليل) and the clock's words
# ("الظهر", "الفجر"). "العصر" is also an era and "الليل" a whole night: not read.
_DAY_TIMES = frozenset(fold("باكر باكرا بكره الفجر فجرا الصبح الصباح صباحا الظهر ظهرا الظهيره المساء مساء عشيه الغروب").split())
_DAY_TIME_PAIRS = frozenset(tuple(fold(p).split()) for p in ("نصف الليل", "منتصف الليل", "نص الليل"))
_WEEK_START = frozenset(tuple(fold(p).split()) for p in ("اول الاسبوع", "اول ايام الاسبوع"))  # the Gospels' Sunday
# A weekday named without its article, every week: "كل سبت" (Acts 18:4), "كل أحد".
_EVERY_WEEKDAY = frozenset(tuple(fold(p).split()) for p in ("كل سبت", "كل احد"))
_LONGEST_MONTH = max(len(phrase) for phrase in MONTH_PHRASES)


def _bare(word: str) -> str:
    return word[1:] if len(word) > 3 and word[0] in ONE_LETTER_PARTICLES else word


def _near_which(words: list[str], i: int, number: bool = False) -> bool:
    """Is a which-word (أي / أنهي / إيه) right before or right after the word at `i`? With `number`, a كم / كام
    right after it too ("الساعة كام", "في شهر كام": the hour, the month's number); "كم ساعة" before it counts
    hours, a duration."""
    following = words[i + 1] if i + 1 < len(words) else ""
    which = any(0 <= j < len(words) and _WHICH & {msa(words[j]), msa(_bare(words[j]))} for j in (i - 1, i + 1))
    return which or (number and msa(following) == "كم")


def asked_unit(question: str) -> TimeUnit | None:
    """The unit of time the question asks by name, or None."""
    words = fold(strip_markers(question)).split()
    for i, word in enumerate(words):
        bare = _bare(word)
        if bare in _DAY and _near_which(words, i) and _WEEK & {*words, *(_bare(w) for w in words)}:
            return "weekday"
        if bare in _DAYS and _which_of_plural(words, i):
            return "weekday"  # "كان بيصوم انهي ايام", "في أي الأيام": named days, the week's (ASKEDKIND49)
        if bare in _MONTHS and _which_of_plural(words, i):
            return "month"  # "في انهي شهور", "أي الشهور"
        if bare in _MONTH and _near_which(words, i, number=True):
            return "month"
        if bare in _HOUR and _near_which(words, i, number=True):
            return "hour"
        if bare in _SEASON_NOUN and _near_which(words, i) and _of_the_year(words, i):
            return "season"
    if any(a in SEASONS and o in _OR and _bare(b) in SEASONS for a, o, b in zip(words, words[1:], words[2:], strict=False)):
        return "season"  # "صيف ولا شتا"
    return None


def _which_of_plural(words: list[str], i: int) -> bool:
    """Which days, which months, in the plural: أي / أنهي before ("انهي ايام", "أي الأيام") or إيه after, ending its
    clause ("ايام ايه"). Not "أيام" in construct ("في أيام أي ملك": in whose reign) nor counted ("كام يوم", "كم شهر": a
    duration), nor a date's days ("أي أيام الشهر")."""
    before = msa(words[i - 1]) if i else ""
    following = words[i + 1 : i + 3]
    if _OF_THE_MONTH & set(words[i + 1 : i + 4]):
        return False
    if before == _WHICH_ONE:
        return True
    return bool(following) and msa(following[0]) == _WHAT and (len(following) == 1 or following[1] in STOPWORDS)


def _of_the_year(words: list[str], i: int) -> bool:
    """"في أي فصل" bare or "… من (فصول) السنة": a season; "في أي فصل من سفر …" is a chapter."""
    rest = words[i + 1 :]
    if msa(rest[0] if rest else "") in _WHICH:
        rest = rest[1:]  # "فصل إيه من السنة"
    return not rest or rest[0] != "من" or (len(rest) > 1 and rest[1] in _YEAR)


def states_unit(unit: TimeUnit, answer: str, this_day: bool = False, question: str = "") -> bool:
    """Does the answer state the unit asked? `this_day`: the answer dates by a Synaxarium record's own day
    ("في مثل هذا اليوم"), which is a day of a month. A weekday, a month or an hour the question itself names is
    not the one it asks: "تسبحة الساعة التالتة بتتصلى الساعة كام" is not answered by "تسبحة الساعة الثالثة"."""
    text = strip_markers(answer)
    words = fold(text).split()
    asked = fold(strip_markers(question)).split()
    if unit == "weekday":
        pairs = set(zip(words, words[1:], strict=False)) | {(w[1:], n) for w, n in zip(words, words[1:], strict=False)}
        return bool(weekdays(text) - weekdays(question)) or bool(pairs & (_WEEK_START | _EVERY_WEEKDAY))
    if unit == "month":
        return this_day or _months(words) - _months(asked) != set()
    if unit == "hour":
        return bool(_hours(words) - _hours(asked))
    return any(_bare(w) in SEASONS or w in SEASONS for w in words)


def _months(words: list[str]) -> set[str]:
    """The months the words name (as written, folded), "الشهر السابع" as "شهر 7"."""
    found: set[str] = set()
    for i, word in enumerate(words):
        bare = _bare(word)
        if word in MONTH_NAMES or word in ARABIC_MONTH_WORDS:
            found.add(word)
        elif bare in MONTH_NAMES or bare in ARABIC_MONTH_WORDS:
            found.add(bare)
        elif bare in ("الشهر", "شهر") and (ordinal := parse_ordinal(words, i + 1)) is not None:
            found.add(f"شهر {ordinal[0]}")  # "في الشهر السابع"
        else:
            for size in range(1, _LONGEST_MONTH + 1):
                if tuple(words[i : i + size]) in MONTH_PHRASES:
                    found.add(" ".join(words[i : i + size]))  # "كانون الثاني", "September"
    return found


def _hours(words: list[str]) -> set[str]:
    """The hours the words state: "ساعه 9" of "في الساعة التاسعة" (Egyptian "التالتة" too), "ساعه 3" of "الساعة 3",
    a named time of the day ("باكر", "نصف الليل")."""
    found: set[str] = set()
    for i, word in enumerate(words):
        bare = _bare(word)
        if bare in _DAY_TIMES or word in _DAY_TIMES:
            found.add(bare if bare in _DAY_TIMES else word)
        elif tuple(words[i : i + 2]) in _DAY_TIME_PAIRS:
            found.add(" ".join(words[i : i + 2]))
        elif bare in _HOUR or word in _HOUR:
            following = words[i + 1] if i + 1 < len(words) else ""
            # the hour's ordinal read in its masculine form, which the Egyptian spelling has too ("التالتة" = "التالت")
            if (ordinal := parse_ordinal([w.removesuffix("ه") for w in words], i + 1, egyptian=True)) is not None:
                found.add(f"ساعه {ordinal[0]}")
            elif following and following[0].isdigit():
                found.add(f"ساعه {following}")
    return found
