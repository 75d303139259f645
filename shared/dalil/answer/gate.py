"""The last decisions of a request: may the answer and its sources be shown, and in which state.

- `should_expose_sources`: an answer's citations and cards are shown only when evidence exists,
  validation passed (a declined payload is not a pass) and the critic did not fail (a failing
  verdict or an unavailable / malformed review both count as failure). Candidates existing is not
  enough: cards next to a failed answer would read as endorsement.
- `decide_state`: answer / sources / search (and quota, when the caller found no capacity):
  `search` when there is no evidence; `sources` when there is evidence but generation was
  unavailable, declined, invalid, rejected by the critic, or a strict-religious answer is not
  stated directly by its excerpts; `answer` otherwise. A failure here never calls another
  provider: grounding problems are not availability problems.
- `religious_claims_supported`: fail-closed rule for rites, fasts, sacraments, hymn timing and
  liturgical dates: every answer sentence must be stated directly by the excerpt(s) it cites
  (support >= `religious_min_support`, i.e. nearly all of its terms). Which questions are strict
  is decided once, by `dalil.retrieval.router.strict_religious`.
"""

from __future__ import annotations

from pydantic import BaseModel

from dalil.answer.critic import CriticVerdict, passes
from dalil.answer.support import answer_sentences, support, term_set
from dalil.answer.validate import ValidationResult
from dalil.models import AnswerPayload, ContextPack, ResponseState
from dalil.settings import Settings, get_settings


def critic_rejected(verdict: CriticVerdict | None, review_failed: bool, settings: Settings | None = None) -> bool:
    """The review did not happen or did not pass."""
    if review_failed:
        return True
    return verdict is not None and not passes(verdict, settings)[0]


def should_expose_sources(
    has_evidence: bool,
    validation: ValidationResult | None,
    verdict_or_none: CriticVerdict | None,
    critic_failed: bool,
    settings: Settings | None = None,
) -> bool:
    """Evidence exists AND validation passed AND the critic did not fail (None = critic off)."""
    if not has_evidence or validation is None or not validation.ok or validation.declined:
        return False
    return not critic_rejected(verdict_or_none, critic_failed, settings)


def religious_claims_supported(
    payload: AnswerPayload, context: ContextPack, strict: bool, settings: Settings | None = None
) -> bool:
    """True unless `strict` and some answer sentence is not stated directly by what it cites."""
    if not strict or payload.status != "answered":
        return True
    settings = settings or get_settings()
    by_id = context.by_id()
    sentences = answer_sentences(payload.answer)
    if not sentences:
        return False
    for sentence in sentences:
        excerpts = [by_id[i].excerpt for i in sentence.ids if i in by_id]
        if not excerpts or not term_set(sentence.text):
            return False
        if support(sentence.text, "\n".join(excerpts)) < settings.religious_min_support:
            return False
    return True


class GateDecision(BaseModel):
    state: ResponseState
    reason: str | None = None  # a stable code for the trace and the response's `reason`
    expose_sources: bool = False  # show the answer's citations and cards


def decide_state(
    *,
    has_evidence: bool,
    validation: ValidationResult | None,
    verdict: CriticVerdict | None = None,
    review_failed: bool = False,
    religious_ok: bool = True,
    no_capacity: bool = False,
    settings: Settings | None = None,
) -> GateDecision:
    """`validation` is None when no payload was generated (provider unavailable or failed)."""
    if not has_evidence:
        return GateDecision(state="search", reason="no_evidence")
    if no_capacity:
        return GateDecision(state="quota", reason="no_capacity")
    if validation is None:
        return GateDecision(state="sources", reason="generation_unavailable")
    if validation.declined:
        return GateDecision(state="sources", reason="declined")
    if not validation.ok:
        return GateDecision(state="sources", reason="validation:" + ",".join(validation.failures))
    if review_failed:
        return GateDecision(state="sources", reason="critic_failed")
    if verdict is not None:
        ok, reasons = passes(verdict, settings)
        if not ok:
            return GateDecision(state="sources", reason="critic:" + ",".join(reasons))
    if not religious_ok:
        return GateDecision(state="sources", reason="religious_unsupported")
    expose = should_expose_sources(has_evidence, validation, verdict, review_failed, settings)
    return GateDecision(state="answer", reason=None, expose_sources=expose)
