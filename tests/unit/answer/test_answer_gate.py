from __future__ import annotations

from conftest import candidates_of, make_chunk

from dalil.answer.context import build_context
from dalil.answer.critic import CriticVerdict
from dalil.answer.gate import decide_state, religious_claims_supported, should_expose_sources
from dalil.answer.validate import ValidationResult, validate_answer
from dalil.models import AnswerPayload
from dalil.settings import Settings

PASSING = CriticVerdict(confidence=0.9, answer_relevance=0.9, intent_alignment=0.9, drift_detected=False, ungrounded_claims=[])
FAILING = CriticVerdict(
    confidence=0.9, answer_relevance=0.9, intent_alignment=0.9, drift_detected=True, ungrounded_claims=[]
)
VALID = ValidationResult(ok=True)
INVALID = ValidationResult(ok=False, failures=["unknown_id"])

FAST_TEXT = (
    "يصوم المؤمنون صوم الرسل بعد عيد العنصرة مباشرة. وينتهي الصوم في عيد الرسل يوم 5 أبيب. "
    "ويأكل الصائمون فيه السمك."
)


def test_source_gate_four_cases():
    # no results
    assert not should_expose_sources(False, VALID, PASSING, False)
    # validation failure
    assert not should_expose_sources(True, INVALID, PASSING, False)
    # critic failure: an unavailable/malformed review, or a failing verdict
    assert not should_expose_sources(True, VALID, None, True)
    assert not should_expose_sources(True, VALID, FAILING, False)
    # both pass (critic off counts as not failed)
    assert should_expose_sources(True, VALID, PASSING, False)
    assert should_expose_sources(True, VALID, None, False)
    # a declined payload is valid but exposes nothing as an answer's support
    assert not should_expose_sources(True, ValidationResult(ok=True, declined=True), None, False)


def test_decide_state():
    assert decide_state(has_evidence=False, validation=VALID).state == "search"
    assert decide_state(has_evidence=True, validation=None, no_capacity=True).state == "quota"
    assert decide_state(has_evidence=True, validation=None).reason == "generation_unavailable"
    declined = decide_state(has_evidence=True, validation=ValidationResult(ok=True, declined=True))
    assert (declined.state, declined.reason) == ("sources", "declined")
    assert decide_state(has_evidence=True, validation=INVALID).reason == "validation:unknown_id"
    assert decide_state(has_evidence=True, validation=VALID, review_failed=True).reason == "critic_failed"
    assert decide_state(has_evidence=True, validation=VALID, verdict=FAILING).reason == "critic:drift"
    assert decide_state(has_evidence=True, validation=VALID, religious_ok=False).reason == "religious_unsupported"
    accepted = decide_state(has_evidence=True, validation=VALID, verdict=PASSING)
    assert (accepted.state, accepted.expose_sources) == ("answer", True)


def test_religious_rule_fails_closed_on_paraphrase_and_passes_direct_statements():
    settings = Settings()
    chunk = make_chunk("liturgy:fasts:apostles/0", FAST_TEXT, library="liturgy")
    question = "متى ينتهي صوم الرسل؟"
    pack = build_context(question, candidates_of([chunk]), settings)
    direct = AnswerPayload(status="answered", answer="وينتهي الصوم في عيد الرسل يوم 5 أبيب. [E1]", cited_ids=["E1"])
    assert validate_answer(direct, pack, settings).ok
    assert religious_claims_supported(direct, pack, strict=True, settings=settings)

    # Fluent, cited, valid — but adds what the excerpt does not state.
    embellished = AnswerPayload(
        status="answered",
        answer="ينتهي صوم الرسل في عيد الرسل يوم 5 أبيب ويمنع فيه أكل السمك والزيت [E1].",
        cited_ids=["E1"],
    )
    assert validate_answer(embellished, pack, settings).ok
    assert not religious_claims_supported(embellished, pack, strict=True, settings=settings)
    assert religious_claims_supported(embellished, pack, strict=False, settings=settings)

    # every sentence needs its own citation under the strict rule
    half_cited = AnswerPayload(status="answered", answer="نعم. وينتهي الصوم في عيد الرسل يوم 5 أبيب. [E1]", cited_ids=["E1"])
    assert not religious_claims_supported(half_cited, pack, strict=True, settings=settings)
    declined = AnswerPayload(status="insufficient_evidence", answer="", cited_ids=[])
    assert religious_claims_supported(declined, pack, strict=True, settings=settings)
