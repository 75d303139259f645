"""Intent before metadata: does a date in the question make it a question about that day?

A named day ("22 هاتور", "15 مارس", "اليوم") selects the Synaxarium records of that day only when
the question asks about the day's commemoration — a saint, a martyr, a feast, the Synaxarium
(`coptic_calendar.commemoration_intent`) — or asks about nothing but the day ("ماذا حدث يوم 30
برمودة؟", "سنكسار 1 توت", "22 هاتور"). Otherwise the date is one more word of a question about
something else ("هل ستمطر في القاهرة يوم 12 كيهك؟", "سعر الذهب يوم 10 يناير"): it is searched like
any other word and the question must pass the same evidence floor as any other.

"today" / "tomorrow" / "yesterday" already count only in a commemoration question
(`coptic_calendar.find_date`); this rule extends the same intent test to explicit dates.
"""

from __future__ import annotations

from datetime import date
from functools import lru_cache

from dalil.text.coptic_calendar import (
    ARABIC_MONTH_WORDS,
    DEFAULT_TIMEZONE,
    DateMatch,
    commemoration_intent,
    coptic_month_variants,
    find_date,
)
from dalil.text.memo import remembered_copy
from dalil.text.normalize import fold
from dalil.text.relative_days import RELATIVE_WORDS
from dalil.text.stem import STOPWORDS

# Folded words that ask what a day holds without naming another subject: question words, "what
# happened / what is read / who is remembered", the day/month/year words around a date, and the
# Egyptian relative and demonstratives ("مين القديسين اللي بنعيد لهم يوم 15 هاتور").
DAY_QUESTION_WORDS = frozenset(
    fold(
        """ماذا ماذ ما ماهو ماهي من مين متى اين ايه ايش هو هي هم هل اي
        حدث حدثت يحدث تحدث احداث الاحداث حصل حصلت جرى جرت مناسبه مناسبات المناسبه المناسبات
        نقرا يقرا تقرا قراءه قراءات المذكور المذكوره المذكورون المذكورين الكنيسه كنيسه حسب بحسب
        يوم اليوم ليوم بيوم ايام شهر لشهر الشهر سنه عام م ش ميلاديه ميلادي قبطي قبطيه
        اللي ده دي دا دول"""
    ).split()
)
_MONTH_WORDS = frozenset(fold(name) for name in coptic_month_variants())


def _bare(token: str) -> str:
    return token[1:] if len(token) > 2 and token[0] in "وفبل" else token


def _names_the_day_only(token: str) -> bool:
    for form in (token, _bare(token)):
        if form.isdigit() or len(form) < 2:
            return True
        if form in STOPWORDS or form in DAY_QUESTION_WORDS or form in _MONTH_WORDS or form in ARABIC_MONTH_WORDS:
            return True
    return False


@remembered_copy(4096)  # pure in the question
def other_subject(question: str) -> list[str]:
    """The question's words that name something besides the day (folded; [] when it asks about
    the day alone). Commemoration words are counted as the day's subject, not as another one."""
    tokens = fold(question).replace("؟", " ").replace("?", " ").replace("،", " ").replace(":", " ").split()
    return [t for t in tokens if not _names_the_day_only(t) and not commemoration_intent([t])]


@lru_cache(maxsize=4096)  # ~2.5 readers an ask; pure in the question
def date_is_subject(question: str) -> bool:
    """Does a date in this question select the Synaxarium records of that day?"""
    return commemoration_intent(fold(question).split()) or not other_subject(question)


def find_subject_date(question: str, today: date | None = None, timezone: str = DEFAULT_TIMEZONE) -> DateMatch | None:
    """`find_date`, kept only when the date is the question's subject (`date_is_subject`)."""
    match = find_date(question, today, timezone)
    if match is None or not date_is_subject(question):
        return None
    return match


def unrelated_date(question: str, today: date | None = None, timezone: str = DEFAULT_TIMEZONE) -> DateMatch | None:
    """The date a question names when that date is NOT its subject (for the trace), else None."""
    match = find_date(question, today, timezone)
    return match if match is not None and not date_is_subject(question) else None


def time_words(question: str, today: date | None = None, timezone: str = DEFAULT_TIMEZONE) -> list[str]:
    """The (folded) words that only place a question about something else in time: its date
    (with the day word before it) and "today"/"tomorrow"/"yesterday"/"now" (`text.relative_days`, every
    spelling). [] for a question about a day. They are searched like any word, but a passage that
    shares only them is not about the question ("هل البنوك إجازة يوم 29 كيهك؟" is not answered by a
    record that says "يوم 29 كيهك")."""
    if date_is_subject(question):
        return []
    words = fold(question).replace("؟", " ").replace("?", " ").replace("،", " ").replace(":", " ").split()
    found = [w for w in words if w in RELATIVE_WORDS or _bare(w) in RELATIVE_WORDS]
    match = find_date(question, today, timezone)
    if match is not None and match.text:
        span = match.text.split()
        for i in range(len(words) - len(span) + 1):
            if words[i : i + len(span)] == span:
                before = [words[i - 1]] if i > 0 and _bare(words[i - 1]) in {"يوم", "اليوم"} else []
                found += before + span
                break
    return found
