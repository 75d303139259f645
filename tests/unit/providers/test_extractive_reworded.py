"""A question word held by another word of its root (RIGHT20): `_reworded` and REWORDED_CREDIT.

Off by default (REWORDED_CREDIT = 0.0: measured, it answered a validation decline); these tests pin the
reading and the two guards so that it can be switched on once the asked-value checks refuse a sentence
that restates the question's premise."""

from __future__ import annotations

import pytest

from dalil.models import Evidence
from dalil.providers import extractive
from dalil.providers.extractive import ExtractiveProvider, _question_readings, _reworded
from dalil.settings import Settings
from dalil.text.egyptian_verbs import held_terms
from dalil.text.support import term_set

OMAN = "سلطنة عمان زمان كانت معروفة باسم ايه؟"
OMAN_SENTENCE = "وعرفت هذه المنطقة التاريخية باسم جبل النحاس."


def test_a_word_of_the_same_root_holds_the_question_word() -> None:
    readings = _question_readings(OMAN)
    held = term_set(OMAN_SENTENCE)
    assert "معروف" not in held_terms(readings, held)  # exact reading: "وعرفت" does not hold "معروفة"
    assert "معروف" in held_terms(_reworded(readings), held)


def test_a_root_two_question_words_share_tells_neither() -> None:
    # "العروسة" and "عرس" share the root عرس: the wedding's sentence does not name the bride by it.
    readings = _question_readings("اسم العروسة في عرس قانا الجليل كان ايه؟")
    held = term_set("وفي اليوم الثالث كان عرس في قانا الجليل.")
    assert held_terms(_reworded(readings), held) == held_terms(readings, held)


def _score(question: str, excerpt: str) -> float:
    evidence = [Evidence(evidence_id="E1", chunk_id="arcd:x/0", excerpt=excerpt, title="عمان")]
    scored = ExtractiveProvider(Settings()).score_sentences(question, evidence)
    return scored[0][0]


def test_off_by_default() -> None:
    assert extractive.REWORDED_CREDIT == 0.0


def test_credit_raises_a_reworded_sentence(monkeypatch: pytest.MonkeyPatch) -> None:
    exact = _score(OMAN, OMAN_SENTENCE)
    monkeypatch.setattr(extractive, "REWORDED_CREDIT", 0.5)
    assert _score(OMAN, OMAN_SENTENCE) > exact


def test_no_credit_without_the_asked_kind_word(monkeypatch: pytest.MonkeyPatch) -> None:
    # "على إيد أنهي والي": a sentence that never says والي gets no credit for "عذب" holding "اتعذب".
    question = "الشهيد فيلوثاوس تعذب على يد أي والي؟"
    sentence = "وقد عذبه كثيرا الشهيد فيلوثاوس ولم ينكر إيمانه."
    exact = _score(question, sentence)
    monkeypatch.setattr(extractive, "REWORDED_CREDIT", 1.0)
    assert _score(question, sentence) == exact
