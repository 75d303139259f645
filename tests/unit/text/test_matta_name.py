"""متى: the apostle's name where a word next to it says so, "when" everywhere else (text/stem.py).
Cases of our own wording (benchmarks/fixtures/matta-name36.jsonl holds their answerable twins)."""

from __future__ import annotations

import pytest

from dalil.answer.asked_stated import asked_problem
from dalil.retrieval.names import question_names
from dalil.text import franco
from dalil.text.normalize import fold
from dalil.text.stem import MATTA, analyze, names_matta, surface
from dalil.text.vocabulary import bundled_vocabulary


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


@pytest.mark.parametrize("typed", ["matta el rasool estashhad ezay", "meen 3ammad matta el rasool"])
def test_franco_matta_is_the_name_next_to_a_title(typed: str) -> None:
    arabic = franco.transliterate(typed, bundled_vocabulary()).arabic
    assert MATTA in analyze(arabic)


# --- the subject checks: Matthew's own record, the baptiser not the baptised ----------------------


@pytest.mark.parametrize(
    ("question", "named"),
    [
        ("في أي عام مات متى الإنجيلي؟", True),
        ("مين عمّد القديس متى العشار؟", True),
        ("القديس متى كرز فين؟", True),
        ("متى استشهد القديس مرقس؟", False),
        ("متى ولد يسوع؟", False),
    ],
)
def test_the_question_names_matthew(question: str, named: bool) -> None:
    assert (MATTA in question_names(question)) is named


@pytest.mark.parametrize(
    ("question", "sentence", "answers"),
    [
        # he baptised them: the sentence tells no one who baptised him
        ("مين عمّد متى الرسول؟", "فآمن الحاكم وأهل بيته فعمدهم متى الرسول وبنى لهم كنيسة", False),
        ("من الذي عمد القديس متى الإنجيلي؟", "ولما آمنوا عمدهم متى الإنجيلي باسم الثالوث", False),
        # the baptism done to him, its doer named
        ("مين اللي عمد أبلوس الإسكندري؟", "فعمده بولس الرسول في أفسس", True),
    ],
)
def test_the_baptiser_asked_is_not_the_one_named(question: str, sentence: str, answers: bool) -> None:
    assert (asked_problem(question, [sentence]) is None) is answers


def test_the_deed_done_to_matthew_is_asked_of_the_sentence() -> None:
    question = "مين الوالي اللي قتل متى الرسول؟"
    other_deed = "وحدث أن مات ابن الوالي فصلى متى الرسول فقام الولد من الموت"
    assert asked_problem(question, [other_deed]) is not None
