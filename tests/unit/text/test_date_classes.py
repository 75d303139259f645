"""Dates: a day without a month and a numeric date are ambiguous (never resolved to an
arbitrary day); "today" is a date only in a commemoration question; "today" is Cairo's day."""

from __future__ import annotations

import datetime as dt
from datetime import date

import pytest

from dalil.text.coptic_calendar import (
    find_date,
    is_ambiguous,
    parse_date_intent,
    today_in,
)

TODAY = date(2026, 11, 30)  # 21 Hator


@pytest.mark.parametrize(
    "question",
    ["سنكسار يوم 22", "ما هو سنكسار يوم ١٥؟", "من نتذكر يوم 12؟", "تذكار يوم 3", "ما هو عيد يوم 29؟", "من استشهد يوم 8"],
)
def test_a_day_without_a_month_asks_for_the_month(question: str) -> None:
    intent = parse_date_intent(question, TODAY)
    assert is_ambiguous(intent) and intent.month is None and intent.day is None
    assert "توت" in (intent.reason or "") and "مسرى" in (intent.reason or "")  # the day's options


@pytest.mark.parametrize("question", ["سنكسار 1/12", "سنكسار ١١-٩", "سنكسار 7/1", "ماذا تحتفل الكنيسة يوم 6/1/2026"])
def test_a_numeric_date_is_ambiguous_and_lists_its_readings(question: str) -> None:
    intent = parse_date_intent(question, TODAY)
    assert is_ambiguous(intent)
    assert "=" in (intent.reason or "")  # e.g. "1 ديسمبر = 22 هاتور"


def test_numeric_readings_name_both_orders() -> None:
    reason = parse_date_intent("سنكسار 1/12", TODAY).reason or ""
    assert "1 ديسمبر = 22 هاتور" in reason and "12 يناير = 4 طوبه" in reason


def test_iso_dates_are_not_ambiguous() -> None:
    intent = parse_date_intent("سنكسار 2026-12-01", TODAY)
    assert (intent.valid, intent.month, intent.day) == (True, 3, 22)


@pytest.mark.parametrize(
    "question",
    ["ما هي عاصمة مصر اليوم؟", "ما هو سعر الذهب النهارده", "كم عدد سكان اليابان اليوم", "هل البنوك مفتوحة غدا", "يوم 22 من الشهر القادم"],
)
def test_today_or_a_bare_day_in_an_unrelated_question_is_no_date(question: str) -> None:
    assert not parse_date_intent(question, TODAY).present


@pytest.mark.parametrize("question", ["سنكسار اليوم", "من هو قديس اليوم؟", "ما هو عيد النهارده", "تذكارات اليوم", "من تنيح اليوم"])
def test_today_with_a_commemoration_intent_is_todays_coptic_day(question: str) -> None:
    intent = parse_date_intent(question, TODAY)
    assert (intent.source, intent.month, intent.day) == ("today", 3, 21)


def test_named_days_stay_dates_without_any_commemoration_word() -> None:
    assert parse_date_intent("22 هاتور", TODAY).day == 22
    assert find_date("ماذا حدث في 7 يناير؟", TODAY) is not None


def test_today_is_the_day_in_cairo_not_in_utc() -> None:
    late_utc = dt.datetime(2026, 11, 29, 23, 30, tzinfo=dt.UTC)  # 01:30 on the 30th in Cairo
    assert today_in("Africa/Cairo", late_utc) == date(2026, 11, 30)
    assert today_in("UTC", late_utc) == date(2026, 11, 29)
    cairo = parse_date_intent("سنكسار اليوم", today_in("Africa/Cairo", late_utc))
    assert (cairo.month, cairo.day) == (3, 21)


def test_the_retriever_reads_today_in_the_configured_zone(monkeypatch: pytest.MonkeyPatch) -> None:
    from dalil.settings import Settings

    assert Settings().timezone == "Africa/Cairo"
    monkeypatch.setenv("DALIL_TIMEZONE", "Asia/Tokyo")
    assert Settings().timezone == "Asia/Tokyo"
