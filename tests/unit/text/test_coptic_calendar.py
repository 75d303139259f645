from __future__ import annotations

import json
from datetime import date

import pytest

from dalil.text.coptic_calendar import (
    MONTHS,
    days_in_month,
    find_date,
    gregorian_in_year,
    month_number,
    parse_data_key,
    parse_date_intent,
    to_coptic,
)
from dalil.text.normalize import fold
from dalil.text.ordinals import parse_ordinal

TODAY = date(2025, 3, 1)  # = 22 Amshir 1741
ARABIC_INDIC = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")

# Every spelling named in the brief and the data's SOURCE.md, with its month number.
SPELLINGS = [
    ("توت", 1), ("بابه", 2), ("بابة", 2), ("هاتور", 3), ("هتور", 3), ("كيهك", 4), ("كياك", 4),
    ("طوبه", 5), ("طوبة", 5), ("أمشير", 6), ("امشير", 6), ("برمهات", 7), ("برموده", 8), ("برمودة", 8),
    ("بشنس", 9), ("بؤونه", 10), ("بؤونة", 10), ("بوونه", 10), ("أبيب", 11), ("ابيب", 11), ("مسرى", 12),
    ("مسري", 12), ("النسيء", 13), ("نسئ", 13), ("النسئ", 13), ("نسيء", 13),
    ("Tout", 1), ("Baba", 2), ("Hator", 3), ("Kiahk", 4), ("Toba", 5), ("Amshir", 6), ("Baramhat", 7),
    ("Baramouda", 8), ("Bashans", 9), ("Paona", 10), ("Epep", 11), ("Mesra", 12), ("Nasie", 13),
]  # fmt: skip


@pytest.mark.parametrize(("name", "number"), SPELLINGS)
@pytest.mark.parametrize("digits", ["latin", "arabic-indic"])
def test_every_month_spelling_in_both_digit_sets(name: str, number: int, digits: str) -> None:
    day = "5" if digits == "latin" else "5".translate(ARABIC_INDIC)
    intent = parse_date_intent(f"ما هو سنكسار يوم {day} {name}؟", TODAY)
    assert (intent.source, intent.month, intent.day, intent.valid) == ("coptic", number, 5, True)


@pytest.mark.parametrize("digits", ["latin", "arabic-indic"])
def test_two_digit_days_in_both_digit_sets(digits: str) -> None:
    day = "22" if digits == "latin" else "٢٢"
    intent = parse_date_intent(f"تذكار {day} هاتور", TODAY)
    assert (intent.month, intent.day) == (3, 22)


def test_month_table_is_complete_and_ordered() -> None:
    assert [month.number for month in MONTHS] == list(range(1, 14))
    assert [month.data_key for month in MONTHS] == [
        "Tout", "Baba", "Hator", "Kiahk", "Toba", "Amshir", "Baramhat", "Baramouda", "Bashans",
        "Paona", "Epep", "Mesra", "Nasie",
    ]  # fmt: skip
    assert month_number("بابا") is None  # "pope": never a month


def test_every_day_key_of_the_synaxarium_data_parses(shared_data) -> None:
    keys = json.loads((shared_data / "coptic_synaxarium_ar" / "ar" / "canonical.json").read_text("utf-8"))
    parsed = {parse_data_key(key) for key in keys}
    assert len(parsed) == len(keys) == 365  # 12 x 30 + 6 Nasie days, minus the missing 13 Baba
    assert (2, 13) not in parsed
    for month, day in parsed:
        assert 1 <= day <= days_in_month(month)


def test_month_names_written_inside_synaxarium_stories_are_recognized(shared_data) -> None:
    # "يوم 29 برمهات", "في 8 بؤونه": the stories' own spellings must parse as Coptic days.
    data = json.loads((shared_data / "coptic_synaxarium_ar" / "ar" / "canonical.json").read_text("utf-8"))
    found = set()
    for records in data.values():
        for record in records:
            for spelling in ("طوبه", "بؤونه", "برموده", "مسري", "ابيب"):
                if spelling in fold(record["text"]).split():
                    found.add(spelling)
    assert found == {"طوبه", "بؤونه", "برموده", "مسري", "ابيب"}
    for spelling in found:
        assert parse_date_intent(f"3 {spelling}").month is not None


@pytest.mark.parametrize(
    ("question", "day", "reason_part"),
    [
        ("ماذا حدث في 31 كيهك؟", 31, "كيهك has 30 days"),
        ("سنكسار ٣١ كيهك", 31, "كيهك has 30 days"),
        ("7 النسيء", 7, "النسيء has 5 days"),
        ("0 توت", 0, "day 0 does not exist"),
        ("45 بابه", 45, "day 45 does not exist"),
    ],
)
def test_days_that_do_not_exist_are_invalid_not_replaced(question: str, day: int, reason_part: str) -> None:
    intent = parse_date_intent(question, TODAY)
    assert intent.present and not intent.valid
    assert reason_part in (intent.reason or "")
    assert intent.day == day  # kept as asked: never rounded to a near, existing day


def test_nasie_six_exists_only_in_a_leap_year() -> None:
    assert parse_date_intent("6 النسيء").valid  # the calendar has it (leap years); no year named
    assert parse_date_intent("6 النسيء 1739 ش").valid  # 1739 % 4 == 3: leap
    leapless = parse_date_intent("6 النسيء 1741")
    assert not leapless.valid and "not a Coptic leap year" in (leapless.reason or "")
    assert days_in_month(13, 1739) == 6 and days_in_month(13, 1741) == 5


def test_thirteen_baba_is_a_valid_date_even_though_the_data_lacks_it() -> None:
    intent = parse_date_intent("ما هو سنكسار 13 بابه؟", TODAY)
    assert (intent.month, intent.day, intent.valid) == (2, 13, True)


@pytest.mark.parametrize(
    ("year", "expected_day"),
    [(2025, 29), (2026, 29), (2023, 29), (2024, 28), (2020, 28)],  # 28 in Gregorian leap years
)
def test_seventh_of_january_is_29_or_28_kiahk_by_year(year: int, expected_day: int) -> None:
    intent = parse_date_intent("ماذا نحتفل به يوم 7 يناير؟", date(year, 6, 1))
    assert (intent.source, intent.month, intent.day) == ("gregorian", 4, expected_day)
    assert parse_date_intent(f"7 يناير {year}", date(2000, 1, 1)).day == expected_day


def test_gregorian_dates_in_other_spellings_and_digits() -> None:
    assert (parse_date_intent("١١ سبتمبر", TODAY).month, parse_date_intent("١١ سبتمبر", TODAY).day) == (1, 1)
    assert parse_date_intent("11 سبتمبر 2023").model_dump(include={"month", "day"}) == {"month": 13, "day": 6}
    christmas = parse_date_intent("25 ديسمبر", TODAY)
    assert (christmas.month, christmas.day) == (4, 16)  # the Gregorian day, converted; not 29 Kiahk
    assert parse_date_intent("7 كانون الثاني", TODAY).day == 29
    assert parse_date_intent("January 7", TODAY).day == 29
    assert parse_date_intent("7 يناير", TODAY) == parse_date_intent("٧ يناير", TODAY)


def test_invalid_gregorian_day_is_invalid() -> None:
    intent = parse_date_intent("30 فبراير", TODAY)
    assert intent.source == "gregorian" and not intent.valid and "not a Gregorian date" in (intent.reason or "")


def test_today_is_converted_with_convertdate() -> None:
    assert to_coptic(TODAY) == (1741, 6, 22)
    intent = parse_date_intent("ما هو سنكسار اليوم؟", TODAY)
    assert (intent.source, intent.month, intent.day, intent.valid) == ("today", 6, 22, True)
    assert parse_date_intent("synaxarium for today", date(2025, 9, 11)).model_dump(include={"month", "day"}) == {
        "month": 1,
        "day": 1,
    }
    assert parse_date_intent("سنكسار الغد", TODAY).day is None  # "الغد" is not one of the today words
    assert parse_date_intent("سنكسار غدا", TODAY).day == 23
    assert not parse_date_intent("غدا", TODAY).present  # "today" words are dates only in a commemoration question


def test_explicit_date_wins_over_today_and_eschatology_is_not_a_date() -> None:
    assert parse_date_intent("اليوم الأول من توت", TODAY).model_dump(include={"source", "month", "day"}) == {
        "source": "coptic",
        "month": 1,
        "day": 1,
    }
    assert not parse_date_intent("ما معنى اليوم الآخر؟", TODAY).present
    assert not parse_date_intent("ما هي عاصمة فرنسا؟", TODAY).present


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("أول توت", (1, 1)),
        ("الحادي عشر من بؤونة", (10, 11)),
        ("الثاني والعشرين من شهر هاتور", (3, 22)),
        ("اليوم الثلاثين من مسرى", (12, 30)),
        ("29كيهك", (4, 29)),
        ("كيهك 29", (4, 29)),
        ("3 من الشهر الصغير", (13, 3)),
    ],
)
def test_ordinals_glued_digits_and_other_orders(question: str, expected: tuple[int, int]) -> None:
    intent = parse_date_intent(question, TODAY)
    assert (intent.month, intent.day) == expected and intent.valid


def test_numbers_that_are_not_dates() -> None:
    assert not parse_date_intent("مارس 30 عاما في البرية", TODAY).present  # "practised 30 years"
    assert not parse_date_intent("صام 40 يوما", TODAY).present
    assert not parse_date_intent("يوحنا 3: 16", TODAY).present


def test_ordinal_parser() -> None:
    assert parse_ordinal(["الخمسين"], 0) == (50, 1)
    assert parse_ordinal(["الحادي"], 0) is None
    assert parse_ordinal(["السادسه", "عشره"], 0) is None  # feminine forms only where asked for
    assert parse_ordinal(["السادسه", "عشره"], 0, feminine=True) == (16, 2)


def test_trace_description_names_the_conversion() -> None:
    match = find_date("ماذا حدث في 7 يناير؟", date(2025, 3, 1))
    assert match is not None
    assert match.describe() == "date: '7 يناير' = 2025-01-07 = 29 كيهك (gregorian)"
    invalid = find_date("31 كيهك")
    assert invalid is not None and invalid.describe().startswith("date_invalid:")


@pytest.mark.parametrize(
    ("month", "day", "year", "expected"),
    [
        (3, 22, 2026, date(2026, 12, 1)),  # 22 Hator: Coptic year 1743 began in September 2026
        (4, 29, 2026, date(2026, 1, 7)),  # 29 Kiahk of 1742: Christmas, January of this year
        (4, 28, 2024, date(2024, 1, 7)),  # in a Gregorian leap year Christmas is 28 Kiahk
        (1, 1, 2026, date(2026, 9, 11)),
        (13, 5, 2026, date(2026, 9, 10)),
        (13, 6, 2026, None),  # Coptic 1742 is not a leap year: no 6 Nasie in 2026
        (13, 6, 2027, date(2027, 9, 11)),  # 1743 is
    ],
)
def test_a_coptic_day_has_one_gregorian_date_a_year(month: int, day: int, year: int, expected: date | None) -> None:
    found = gregorian_in_year(month, day, year)
    assert found == expected
    if found is not None:
        assert to_coptic(found)[1:] == (month, day)
