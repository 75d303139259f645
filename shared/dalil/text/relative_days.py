"""The words that place a question relative to the day it is asked: one table for every reader (MEND43).

"اليوم"/"النهارده" (today), "غدا"/"بكره" (tomorrow), "أمس"/"امبارح" (yesterday) name a day by its
offset from the day of asking; "الآن"/"حاليا"/"دلوقتي" (now) name no day, only the present. Each word
is written here once, folded (`normalize.fold`: "النهاردة" is "النهارده", "بكرة" is "بكره"), with
its offset in days, or `NOW` for a word that says only "now".

Its readers, and what each takes:
- `text.coptic_calendar.find_date`: the day words but "الغد" (`CALENDAR_DAYS`), the day a commemoration
  question asks ("سنكسار النهارده", "مين اتنيح امبارح");
- `text.date_subject.time_words`: every word (`RELATIVE_WORDS`), the words that only place a question
  about something else in time;
- `answer.answer_type`: every word, none of them a place ("في النهارده" names none); the words of today
  and now (`PRESENT_WORDS`), a value asked or stated as it is now; the words of now (`NOW_WORDS`);
- `text.prediction.coming_time`: the words of tomorrow (`words_at(1)`), a coming time; `text.prediction`
  also reads today and now (`PRESENT_WORDS`) beside a future verb: the day's coming hours (FRANCOOUT53).
The four copies it replaced disagreed. Each reader now reads every spelling of what it read (the date
reader, which knew "امس", knows "امبارح" and "البارحه"; the coming time, which knew "بكره", knows "الغد";
the time words, which knew "الان" and "حاليا", know "دلوقتي" and "دلوقت"), but for one word: the date
reader still leaves "الغد" (`ALSO_THE_FUTURE`). Measured: fresh sets 1-28 and the claim probes answer as
before (benchmarks/trust/RESULTS.md, MEND43).
A module of `text` that imports only `text.normalize`, so any reader can import it without a cycle.
"""

from __future__ import annotations

from dalil.text.normalize import fold

NOW = None  # the offset of a word that names no day, only the present

_TABLE: dict[int | None, str] = {
    0: "اليوم النهارده today",
    1: "غدا الغد بكره tomorrow",
    -1: "امس امبارح البارحه yesterday",
    NOW: "الان حاليا دلوقتي دلوقت",
}
# folded word -> its offset in days from the day of asking, or NOW
RELATIVE_DAYS: dict[str, int | None] = {fold(word): offset for offset, words in _TABLE.items() for word in words.split()}
RELATIVE_WORDS = frozenset(RELATIVE_DAYS)
# the words that name a day: word -> its offset in days
DAY_OFFSETS: dict[str, int] = {word: offset for word, offset in RELATIVE_DAYS.items() if offset is not None}
# "الغد" is also "the future" ("كنيسة الغد", "شباب الغد"): a word of tomorrow to the time readers, but no day
# the calendar resolves ("سنكسار الغد" names none; tests/unit/text/test_coptic_calendar.py).
ALSO_THE_FUTURE = frozenset({fold("الغد")})
# the days a commemoration question may ask by a word (`coptic_calendar.find_date`): word -> its offset in days
CALENDAR_DAYS: dict[str, int] = {word: offset for word, offset in DAY_OFFSETS.items() if word not in ALSO_THE_FUTURE}


def words_at(offset: int | None) -> frozenset[str]:
    """The (folded) words of one offset: `words_at(1)` is tomorrow's, `words_at(NOW)` the words of now."""
    return frozenset(word for word, at in RELATIVE_DAYS.items() if at == offset)


NOW_WORDS = words_at(NOW)
# today or now: the present
PRESENT_WORDS = words_at(0) | NOW_WORDS
