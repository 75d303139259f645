"""The reading layer on the answer path: a real SQLite store built from Synaxarium records, the
workflow's steps in the local runner's order, the offline extractive answerer. A Franco-Arabic and
a colloquial question are answered from St Antony's record with the searched question in the
response; an English question is declined with the language reason, never "not enough evidence"."""

from __future__ import annotations

from pathlib import Path

import pytest
from dalil.reasons import sentence
from dalil.text.reading import LANGUAGE_UNSUPPORTED
from dalil.workflow.local import run_traced
from support.answer_store import ANTONY, answer_settings, build_answer_store


@pytest.fixture
def settings(tmp_path: Path):
    settings = answer_settings(tmp_path, provider="extractive")
    build_answer_store(settings)
    return settings


@pytest.mark.parametrize(
    ("question", "searched"),
    [
        ("el 2edees antonios etne7 emta", "القديس انطونيوس تنيح متى"),  # the record says القديس, not الأنبا
        ("القديس انطونيوس اتنيح امتى؟", "القديس انطونيوس تنيح متى؟"),
    ],
)
def test_a_question_as_readers_write_it_is_answered_from_the_right_record(settings, question: str, searched: str) -> None:
    response = run_traced(question, settings=settings).response
    assert response.state == "answer", response.reason
    assert response.searched_question == searched
    assert any(c.chunk_id.startswith(ANTONY + "/") for c in response.citations)


def test_an_msa_question_carries_no_searched_question(settings) -> None:
    response = run_traced("متى تنيح القديس أنطونيوس؟", settings=settings).response
    assert response.state == "answer" and response.searched_question is None


@pytest.mark.parametrize("question", ["When did Saint Antony die?", "zqxv wkrt pfgh"])
def test_a_question_in_another_language_gets_the_language_reason(settings, question: str) -> None:
    response = run_traced(question, settings=settings).response
    assert response.state == "search"
    assert (response.reason or "").startswith(LANGUAGE_UNSUPPORTED)
    assert "Franco-Arabic" in (response.reason or "") and "بالعربية" in (response.reason or "")
    assert not response.sources and not response.citations and response.answer is None


def test_the_reader_gets_a_language_sentence_and_a_franco_question_no_write_in_arabic_request(settings) -> None:
    english = run_traced("When did Saint Antony die?", settings=settings).response
    said = sentence(english.reason)
    assert said is not None and "Franco-Arabic" in said.english and "بالفرانكو" in said.arabic
    franco = run_traced("el dollar b kam ennaharda", settings=settings).response
    assert franco.state != "answer" and franco.searched_question is not None
    assert franco.clarify is None  # it was read; asking to write it in Arabic would be wrong
