"""The choices a decline offers (`clarify`): each option, asked again, is a question the server can
serve — the day with its month, one reading of a numeric date, a chapter the book has."""

from __future__ import annotations

from datetime import date

import pytest

from dalil.answer.clarify import clarification
from dalil.text.bible_refs import parse_bible_ref
from dalil.text.coptic_calendar import MONTHS, days_in_month, find_date, month_name

AMBIGUOUS_DAY = "date_ambiguous: day 12 without a month"


def test_a_day_without_its_month_offers_every_month_that_has_the_day_in_the_readers_digits() -> None:
    clarify = clarification("ما هو سنكسار يوم ١٢؟", AMBIGUOUS_DAY)
    assert clarify is not None and clarify.kind == "month"
    assert [o.label for o in clarify.options] == [f"١٢ {m.arabic}" for m in MONTHS if days_in_month(m.number) >= 12]
    for option in clarify.options:
        assert option.question.startswith("ما هو سنكسار يوم ١٢ ") and option.question.endswith("؟")
        intent = find_date(option.question).intent
        assert intent.valid and intent.day == 12 and option.label.endswith(month_name(intent.month))


def test_a_small_day_includes_the_short_month() -> None:
    clarify = clarification("من قديسو يوم 5", "date_ambiguous: …")
    assert clarify is not None
    assert [o.label for o in clarify.options][-1] == "5 النسيء"
    assert len(clarify.options) == 13


def test_a_numeric_date_offers_each_reading() -> None:
    clarify = clarification("سنكسار ١/١٢", "date_ambiguous: '1/12' is a numeric date")
    assert clarify is not None and clarify.kind == "date"
    questions = [o.question for o in clarify.options]
    assert questions == ["سنكسار 1 ديسمبر", "سنكسار 1 مسرى", "سنكسار 12 يناير", "سنكسار 12 توت"]
    today = date(2026, 12, 1)
    for question in questions:
        assert find_date(question, today=today).intent.valid


def test_an_impossible_chapter_offers_the_chapters_the_book_has() -> None:
    clarify = clarification("يوحنا 99: 1", "ref_impossible: John (يوحنا) has 21 chapters")
    assert clarify is not None and clarify.kind == "chapter"
    assert [o.label for o in clarify.options] == [str(n) for n in range(1, 22)]
    assert "21" in clarify.prompt and "99" in clarify.prompt
    for n, option in enumerate(clarify.options, 1):
        ref = parse_bible_ref(option.question)
        assert ref is not None and (ref.book, ref.chapter) == ("Jhn", n)


def test_a_psalm_beyond_150_offers_the_psalms() -> None:
    clarify = clarification("المزمور 151", "ref_impossible: Psalms has 150")
    assert clarify is not None and len(clarify.options) == 150
    ref = parse_bible_ref(clarify.options[22].question)
    assert ref is not None and (ref.book, ref.chapter) == ("Psa", 23)


def test_a_question_not_in_arabic_is_asked_to_be_written_in_arabic() -> None:
    clarify = clarification("Who is Saint Anthony?", "weak_evidence: coverage 0.00", ["non_arabic_question: 0/17 letters are Arabic"])
    assert clarify is not None and clarify.kind == "language" and clarify.options == []
    assert "بالعربية" in clarify.prompt


@pytest.mark.parametrize(
    ("question", "reason"),
    [("كم سعر الذهب اليوم؟", "weak_evidence: coverage 0.10"), ("سنكسار يوم ٣١ كيهك", "date_invalid: …"),
     ("سفر التكوين الإصحاح الأول", "ref_not_in_library: …"), ("يوحنا 3: 16", None)],
)
def test_no_choice_resolves_other_declines(question: str, reason: str | None) -> None:
    assert clarification(question, reason) is None
