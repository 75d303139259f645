"""A question's readings remembered per process (PERF33, a speed change: a served ask reads which Bible
book, which date and which names its question holds 4-6 times — the retriever, the context, the
answerer, the checks). Each remembered reading must give what its plain definition gives, be read
once per question (per question and day, for a date), and hand out nothing a caller could change for
the next caller."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path

import pytest

from dalil.answer.answer_type import expected_type
from dalil.answer.context import shingles
from dalil.answer.elative_asked import asked_elative
from dalil.providers import extractive
from dalil.retrieval import names
from dalil.text import coptic_calendar, date_subject, egyptian_verbs, framing, restated
from dalil.text.bible_refs import parse_bible_ref
from dalil.text.book_hint import named_book
from dalil.text.colloquial import corpus_word
from dalil.text.memo import remembered_copy
from dalil.text.normalize import fold
from dalil.text.stem import analyze, article_stems, surface
from dalil.text.support import addresses_assistant, answer_sentences, proper_names, subject_terms
from dalil.text.verification import verification_claim

FIXTURES = Path(__file__).resolve().parents[3] / "benchmarks" / "fixtures"
# Dev suites only (never a held-out or validation file: benchmarks/fixtures/README.md).
_SUITES = ("bible-refs", "synaxarium-dates", "synaxarium-names", "date-unrelated", "colloquial", "person-own-record")


def _questions() -> list[str]:
    found: list[str] = []
    for suite in _SUITES:
        for line in (FIXTURES / f"{suite}.jsonl").read_text(encoding="utf-8").splitlines():
            if line.strip():
                found.append(json.loads(line)["question"])
    return found


def test_remembered_copy_reads_once_and_hands_each_caller_its_own_copy() -> None:
    calls: list[str] = []

    @remembered_copy(8)
    def letters(text: str) -> list[str]:
        calls.append(text)
        return list(text)

    first = letters("abc")
    first.append("z")
    assert letters("abc") == ["a", "b", "c"] and letters("abc") is not letters("abc")
    assert calls == ["abc"]
    assert letters("de") == ["d", "e"] and calls == ["abc", "de"]
    letters.cache_clear()  # type: ignore[attr-defined]
    letters("abc")
    assert calls == ["abc", "de", "abc"]


def test_each_remembered_reading_is_its_plain_definition() -> None:
    questions = _questions()
    assert len(questions) > 200
    today = date(2026, 12, 4)
    readers = (parse_bible_ref, named_book, date_subject.date_is_subject, date_subject.other_subject, names.question_names,
               restated.text_keys, addresses_assistant, extractive._asked_book, verification_claim, expected_type,
               asked_elative, answer_sentences, proper_names, surface, shingles)
    for question in questions:
        for read in readers:
            assert read(question) == read.__wrapped__(question), (read.__name__, question)  # type: ignore[attr-defined]
            assert read(question) == read.__wrapped__(question)  # and again, from memory
        assert names.question_names(question, bare=False) == names.question_names.__wrapped__(question, bare=False)  # type: ignore[attr-defined]
        assert coptic_calendar.find_date(question, today) == coptic_calendar._find_date.__wrapped__(question, today)
        terms = subject_terms(question)
        assert egyptian_verbs.term_readings(question, terms) == egyptian_verbs._term_readings.__wrapped__(question, frozenset(terms))  # type: ignore[attr-defined]
        for word in question.split():
            assert corpus_word(word) == corpus_word.__wrapped__(word)  # type: ignore[attr-defined]


def test_a_date_is_read_once_per_question_and_day(monkeypatch: pytest.MonkeyPatch) -> None:
    reads: list[str] = []
    real = coptic_calendar._tokens
    monkeypatch.setattr(coptic_calendar, "_tokens", lambda question: reads.append(question) or real(question))
    question = "مين القديس اللي بنعيد له النهارده يا ترى (PERF33)"
    first = coptic_calendar.find_date(question, date(2026, 12, 4))
    again = coptic_calendar.find_date(question, date(2026, 12, 4))
    assert first == again and first is not None and first.intent.source == "today"
    assert reads == [question]
    # Another day is another reading: "today" is the day asked on, never the day first read.
    later = coptic_calendar.find_date(question, date(2026, 12, 5))
    assert reads == [question, question]
    assert later is not None and (later.intent.month, later.intent.day) != (first.intent.month, first.intent.day)
    assert later == coptic_calendar._find_date.__wrapped__(question, date(2026, 12, 5))


def test_the_question_names_are_read_once_and_a_callers_change_stays_its_own(monkeypatch: pytest.MonkeyPatch) -> None:
    reads: list[str] = []
    real = names.proper_names
    monkeypatch.setattr(names, "proper_names", lambda text: reads.append(text) or real(text))
    question = "الأنبا أنطونيوس اتولد فين يا ترى (PERF33)"
    found = names.question_names(question)
    assert "انطونيوس" in found
    found.append("changed")
    assert names.question_names(question) == sorted(set(found) - {"changed"})
    assert reads == [question]


def test_readings_of_question_terms_are_copies() -> None:
    question = "ما اعترفوش بإيمانهم ليه (PERF33)"
    wanted = subject_terms(question)
    first = egyptian_verbs.term_readings(question, wanted)
    first.clear()
    assert egyptian_verbs.term_readings(question, list(wanted)) == egyptian_verbs._term_readings.__wrapped__(  # type: ignore[attr-defined]
        question, frozenset(wanted))
    keys = restated.text_keys(question)
    keys.add("changed")
    assert "changed" not in restated.text_keys(question)
    sentence, excerpt = "وكان يصوم كل يوم (PERF33)", "وكان يصوم كل يوم إلا يوم الأحد"
    found = framing.limit_findings(sentence, excerpt)
    assert found, "the excerpt's exception is dropped"
    found.clear()
    assert framing.limit_findings(sentence, excerpt) == framing.limit_findings.__wrapped__(sentence, excerpt)  # type: ignore[attr-defined]


def _article_forms_inline(question: str, readings: dict[str, egyptian_verbs.WordReading]) -> dict[str, egyptian_verbs.WordReading]:
    """`extractive._with_article_forms` as it was written before PERF33 (every excerpt check read the words again)."""
    extra: dict[str, set[str]] = {}
    for word in fold(question).split():
        own = analyze(word)
        if len(own) == 1 and own[0] in readings:
            term = own[0]
            extra.setdefault(term, set()).update(s for s in article_stems(word) if len(s) > len(term) and s.startswith(term))
    return {
        term: egyptian_verbs.WordReading(reading.terms | extra[term], reading.roots) if extra.get(term) else reading
        for term, reading in readings.items()
    }


def test_the_article_forms_are_read_once_per_question(monkeypatch: pytest.MonkeyPatch) -> None:
    for question in _questions()[:300]:
        readings = extractive._question_readings(question)
        assert extractive._with_article_forms(question, readings) == _article_forms_inline(question, readings)
        some = dict(list(readings.items())[::2])
        assert extractive._with_article_forms(question, some) == _article_forms_inline(question, some)
    reads: list[str] = []
    real = extractive.analyze
    monkeypatch.setattr(extractive, "analyze", lambda text: reads.append(text) or real(text))
    question = "ما هي رسالة إسكندرية الأولى (PERF33)"
    readings = extractive._question_readings(question)
    first = extractive._with_article_forms(question, readings)
    words = len(reads)
    assert words == len(fold(question).split())
    assert extractive._with_article_forms(question, readings) == first
    assert extractive._with_article_forms(question, dict(list(readings.items())[:1])) == _article_forms_inline(
        question, dict(list(readings.items())[:1]))
    assert len(reads) == words
