"""متى: the apostle's name where a word next to it says so, "when" everywhere else (text/stem.py).
Cases of our own wording (benchmarks/fixtures/matta-name36.jsonl holds their answerable twins)."""

from __future__ import annotations

import pytest

from dalil.text.normalize import fold
from dalil.text.stem import MATTA, analyze, names_matta, surface


@pytest.mark.parametrize(
    "question",
    [
        "في أي عام مات متى الإنجيلي؟",
        "مين عمّد القديس متى العشار؟",
        "أين كرز متى الرسول؟",
        "متى العشار كان اسمه إيه؟",
        "فين اندفن جسد مار متى؟",
        "مين كتب إنجيل متى؟",
        "ومتى الرسول بشر فين؟",
        "متى ابن حلفى كان بيشتغل إيه؟",
        "مين الوالي اللي قتل متى البشير؟",
    ],
)
def test_the_name_is_kept_for_search_and_the_subject_readings(question: str) -> None:
    assert MATTA in analyze(question)
    assert MATTA in surface(question)


@pytest.mark.parametrize(
    "question",
    [
        "متى ولد يسوع؟",
        "متى كان القديس مرقس أسقفا؟",
        "متى استشهد القديس يوحنا المعمدان؟",
        "امتى تنيح البابا بطرس؟",
        "ومتى نصوم صوم الرسل؟",
        "الرسول بولس كتب الرسالة متى؟",
        "بنصلي متى ما نقدر",
    ],
)
def test_when_stays_a_stop_word(question: str) -> None:
    assert MATTA not in analyze(question)
    assert MATTA not in surface(question)


def test_the_reader_looks_at_the_neighbours_only() -> None:
    words = fold("استشهد متى الرسول").split()
    assert names_matta(words, 1)
    assert not names_matta(words, 0)
    assert not names_matta(fold("متى استشهد مرقس").split(), 0)
