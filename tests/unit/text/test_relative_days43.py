"""MEND43: the words of today, tomorrow, yesterday and now live in one table (`text.relative_days`), and the four
readers that each wrote their own copy (the date reader, the time words, the answer checks, the coming-time reader)
read it (the one-place test: tests/unit/test_word_lists_one_place.py). Own wordings. The table and the spelling
tests fail on main 2c1156e (no table; "امبارح"/"البارحة" were no day to the date reader, "دلوقتي"/"دلوقت" no
time word, "الغد" no coming time, "ودلوقتي" no present); the others hold on both."""

from __future__ import annotations

from datetime import date, timedelta

import pytest

from dalil.answer import answer_type
from dalil.text import coptic_calendar, date_subject, prediction
from dalil.text.coptic_calendar import find_date
from dalil.text.date_subject import time_words
from dalil.text.normalize import fold
from dalil.text.prediction import coming_time
from dalil.text.relative_days import (
    ALSO_THE_FUTURE,
    CALENDAR_DAYS,
    DAY_OFFSETS,
    NOW,
    NOW_WORDS,
    PRESENT_WORDS,
    RELATIVE_DAYS,
    RELATIVE_WORDS,
    words_at,
)

ASKED_ON = date(2026, 4, 14)


def test_each_word_has_its_offset_or_names_only_now() -> None:
    assert words_at(0) == {"اليوم", "النهارده", "today"}
    assert words_at(1) == {"غدا", "الغد", "بكره", "tomorrow"}
    assert words_at(-1) == {"امس", "امبارح", "البارحه", "yesterday"}
    assert NOW_WORDS == words_at(NOW) == {"الان", "حاليا", "دلوقتي", "دلوقت"}
    assert RELATIVE_WORDS == set(RELATIVE_DAYS) == set(DAY_OFFSETS) | NOW_WORDS
    assert PRESENT_WORDS == words_at(0) | NOW_WORDS
    assert set(CALENDAR_DAYS) == set(DAY_OFFSETS) - ALSO_THE_FUTURE and ALSO_THE_FUTURE == {"الغد"}


@pytest.mark.parametrize("written", ["النهاردة", "بكرة", "البارحة", "أمس", "الآن", "غداً"])
def test_a_written_spelling_is_read_by_its_fold(written: str) -> None:
    assert fold(written) in RELATIVE_WORDS


def test_every_reader_reads_the_one_table() -> None:
    assert coptic_calendar.CALENDAR_DAYS is CALENDAR_DAYS
    assert date_subject.RELATIVE_WORDS is RELATIVE_WORDS and answer_type.RELATIVE_WORDS is RELATIVE_WORDS
    assert answer_type.PRESENT_WORDS is PRESENT_WORDS and answer_type._NOW_WORDS >= NOW_WORDS
    assert prediction._COMING_WORDS >= words_at(1) and not prediction._COMING_WORDS & (RELATIVE_WORDS - words_at(1))


@pytest.mark.parametrize(
    ("question", "offset"),
    [
        ("مين القديس اللي اتنيح امبارح؟", -1),  # the date reader's copy had امس only
        ("سنكسار البارحة فيه مين؟", -1),
        ("عايز سنكسار النهاردة", 0),
        ("تذكار مين بكرة في الكنيسة؟", 1),
    ],
)
def test_a_commemoration_asked_by_any_spelling_of_its_day_is_that_day(question: str, offset: int) -> None:
    match = find_date(question, ASKED_ON)
    assert match is not None and match.gregorian == ASKED_ON + timedelta(days=offset)


def test_the_morrow_that_is_also_the_future_names_no_day() -> None:
    assert find_date("سنكسار الغد", ASKED_ON) is None
    assert find_date("قديسو الغد مين في السنكسار؟", ASKED_ON) is None


@pytest.mark.parametrize(
    ("question", "word"),
    [
        ("الدولار بكام دلوقتي؟", "دلوقتي"),  # the time words' copy had الان and حاليا only
        ("مين رئيس الوزرا دلوقت؟", "دلوقت"),
        ("حالة الطقس في أسوان البارحة كانت إيه؟", "البارحه"),
        ("الامتحان الغد الساعة كام؟", "الغد"),
    ],
)
def test_a_time_word_of_any_spelling_only_places_the_question(question: str, word: str) -> None:
    assert word in time_words(question, ASKED_ON)


def test_the_coming_time_reads_every_word_of_tomorrow() -> None:
    assert coming_time(fold("مين هيكسب ماتش الغد").split())  # the coming-time copy had بكره and غدا only
    assert coming_time(["بكره"]) and not coming_time(fold("مين كسب امبارح").split())


@pytest.mark.parametrize(
    "question",
    ["كام واحد ساكن في أسيوط النهاردة؟", "عدد الكنائس في كندا دلوقتي كام؟", "سعر الذهب ودلوقتي بكام؟"],
)
def test_a_value_asked_today_or_now_is_a_present_time_question(question: str) -> None:
    assert answer_type.present_time_question(question)


def test_a_value_asked_of_another_day_is_not_asked_now() -> None:
    assert not answer_type.present_time_question("كان سعر الذهب امبارح كام؟")
    assert not answer_type.present_time_question("سنكسار النهارده فيه مين؟")  # the day's commemoration
