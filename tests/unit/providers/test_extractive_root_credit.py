"""A question word held by another word of its root (RIGHT20's reading, ASKEDVALUE19's setting):
`_reworded` and `settings.extractive_root_credit` (on at 0.25: benchmarks/trust/RESULTS.md "ASKEDVALUE19")."""

from __future__ import annotations

from dalil.models import Evidence
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
    assert "معروف" in held_terms(_question_readings(OMAN, 1.0), held)  # full credit: held outright
    assert "معروف" not in held_terms(_question_readings(OMAN, 0.25), held)  # a share: scored, not held


def test_a_root_two_question_words_share_tells_neither() -> None:
    # "العروسة" and "عرس" share the root عرس: the wedding's sentence does not name the bride by it.
    readings = _question_readings("اسم العروسة في عرس قانا الجليل كان ايه؟")
    held = term_set("وفي اليوم الثالث كان عرس في قانا الجليل.")
    assert held_terms(_reworded(readings), held) == held_terms(readings, held)


def _score(question: str, excerpt: str, credit: float) -> float:
    evidence = [Evidence(evidence_id="E1", chunk_id="arcd:x/0", excerpt=excerpt, title="عمان")]
    scored = ExtractiveProvider(Settings(extractive_root_credit=credit)).score_sentences(question, evidence)
    return scored[0][0]


def test_on_by_default_at_a_share() -> None:
    assert 0.0 < Settings().extractive_root_credit < 1.0


def test_credit_raises_a_reworded_sentence_by_its_share() -> None:
    off = _score(OMAN, OMAN_SENTENCE, 0.0)
    share = _score(OMAN, OMAN_SENTENCE, 0.25)
    half = _score(OMAN, OMAN_SENTENCE, 0.5)
    assert off < share < half
