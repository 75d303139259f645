"""The workflow's steps as plain functions over one JSON document (`WorkflowState`).

The Step Functions Lambdas call these one per state; `workflow/local.py` calls them in the state
machine's order in-process. Each takes and returns a JSON-serializable dict, so the two
deployments run the same code on the same data.

    retrieve ─ no evidence ─────────────────────────────────────────────▶ finish(search)
        └─ for each rung: reserve ─ generate ─ validate ─ valid ────────▶ finish(answer)
                             │           │            └─ invalid ────────▶ finish(sources)
                             └─ full ─── └─ provider failure ─ next rung
           rungs exhausted ──────────────────────────────────────────────▶ finish(quota)
"""

from __future__ import annotations

import time
import uuid
from typing import Any, Literal

from pydantic import BaseModel, Field, ValidationError

from dalil.answer import cards
from dalil.answer.context import build_context
from dalil.answer.followup import Subject, hydrate_subject, open_conversation, retrieval_query
from dalil.answer.support import strip_markers
from dalil.answer.validate import validate_answer
from dalil.errors import CriticUnavailable, DalilError, InvalidQuestion
from dalil.models import AnswerPayload, Chunk, ContextPack, Evidence, ProviderAttempt, Response
from dalil.providers.base import GenerationRequest
from dalil.providers.errors import QUOTA_CATEGORIES, TRANSIENT_CATEGORIES, ProviderError
from dalil.settings import Settings, get_settings
from dalil.stores.factory import Services, build_services

Outcome = Literal["answer", "sources", "search", "quota"]

# Attempt outcomes that mean "no capacity now" rather than "broken": a refused reservation, or a
# provider error of the quota kind (429 per minute or per day, 402).
QUOTA_OUTCOMES = QUOTA_CATEGORIES | {"no_capacity"}


# Validation codes of the review: a failing verdict, a reply that was not a verdict, no critic at all.
CRITIC_REJECTED = "critic:"
CRITIC_MALFORMED = "critic_failure:"
CRITIC_UNAVAILABLE = "critic_unavailable:"


def critic_failed(validation: Validation | dict[str, Any] | None) -> bool:
    """Did the review fail (in any way) for this draft?"""
    codes = (validation.codes if isinstance(validation, Validation) else (validation or {}).get("codes")) or []
    return any(code.startswith((CRITIC_REJECTED, CRITIC_MALFORMED, CRITIC_UNAVAILABLE)) for code in codes)


def redraft_may_help(validation: dict[str, Any] | None) -> bool:
    """A rejected or malformed review is worth another draft; a missing critic is not."""
    codes = (validation or {}).get("codes") or []
    return critic_failed(validation) and not any(code.startswith(CRITIC_UNAVAILABLE) for code in codes)


class TransientProviderError(DalilError):
    """Raised by `generate` for a failure that may pass on retry; Step Functions retries it by name."""


class Rung(BaseModel):
    """One provider/model of the ladder, with the capacity-table keys the state machine reserves."""

    provider: str
    model: str
    minute_pk: str
    day_pk: str
    minute_limit: int
    day_limit: int
    minute_ttl: int
    day_ttl: int


class Generation(BaseModel):
    outcome: str  # "ok" or an error category
    failover: bool = True
    transient: bool = False
    quota_like: bool = False
    reached_provider: bool = True  # may the provider have counted the call? (keep vs release)
    payload: AnswerPayload | None = None
    attempt: ProviderAttempt | None = None
    retry_after_s: float | None = None


class Validation(BaseModel):
    valid: bool
    declined: bool = False
    codes: list[str] = Field(default_factory=list)
    critic: dict[str, Any] | None = None


class WorkflowState(BaseModel):
    """The document that flows through every state."""

    request_id: str = Field(default_factory=lambda: uuid.uuid4().hex)
    question: str
    conversation_id: str | None = None
    new_conversation: bool = False  # this question starts `conversation_id` (minted when None)
    libraries: list[str] | None = None
    subject_titles: list[str] = Field(default_factory=list)  # a follow-up's carried-over subject (trace)
    has_evidence: bool = False
    reason: str | None = None
    evidence: list[Evidence] = Field(default_factory=list)
    chunks: dict[str, Chunk] = Field(default_factory=dict)  # server-side records behind the evidence
    strict_religious: bool = False
    domains: list[str] = Field(default_factory=list)
    search_url: str = ""
    rungs: list[Rung] = Field(default_factory=list)
    rung_index: int = 0
    rung_count: int = 0
    attempts: list[ProviderAttempt] = Field(default_factory=list)
    critic_gaps: list[str] = Field(default_factory=list)
    draft: int = 1  # which draft of this question (local runner: up to max_drafts)
    rejected_drafts: int = 0  # earlier drafts the critic rejected: the source gate's policy applies
    generation: Generation | None = None
    validation: Validation | None = None
    outcome: Outcome | None = None
    retry_after_s: int | None = None

    def context(self) -> ContextPack:
        return ContextPack(evidence=self.evidence, tokens=0)

    def dump(self) -> dict[str, Any]:
        return self.model_dump(mode="json")


def _services(settings: Settings | None) -> Services:
    return build_services(settings or get_settings())


def rungs_for(services: Services, now: float | None = None) -> list[Rung]:
    """The configured ladder as data, with the capacity keys the state machine's native
    DynamoDB tasks use (the same keys as the Python capacity stores)."""
    from dalil.providers.factory import build_rungs
    from dalil.stores.capacity_windows import day_window, minute_window, window_key

    now = time.time() if now is None else now
    settings = services.settings
    minute_id, minute_ttl = minute_window(now)
    day_id, day_ttl = day_window(now)
    return [
        Rung(
            provider=rung.name,
            model=rung.model,
            minute_pk=window_key(rung.name, rung.model, minute_id),
            day_pk=window_key(rung.name, rung.model, day_id),
            minute_limit=settings.capacity_per_minute,
            day_limit=settings.capacity_per_day,
            minute_ttl=minute_ttl,
            day_ttl=day_ttl,
        )
        for rung in build_rungs(settings)
    ]


# --- retrieve ---------------------------------------------------------------------------------


def retrieve(event: dict[str, Any], settings: Settings | None = None) -> dict[str, Any]:
    services = _services(settings)
    settings = services.settings
    state = WorkflowState.model_validate(event)
    state.search_url = settings.search_link(state.question)
    subject = _follow_up(services, state)  # raises UnknownConversation for an unknown/expired id
    # A follow-up keeps its subject through the retrieval query only (answer/followup.py).
    subject_query = retrieval_query(state.question, subject, settings)
    state.subject_titles = subject.titles if subject is not None and subject_query != state.question else []
    try:
        # A redraft after a failed review searches for the critic's gaps too; the model still
        # answers the original question.
        query = _with_gaps(subject_query, state.critic_gaps, settings)
        result = _retriever(services).retrieve(query, libraries=state.libraries)
    except InvalidQuestion as error:
        state.reason = f"invalid_question: {error}"
        return state.dump()

    candidates = result.candidates
    state.domains = sorted(result.trace.route.domains, key=lambda d: -result.trace.route.domains[d])
    from dalil.retrieval.router import strict_religious

    state.strict_religious = strict_religious(result.trace.route, settings)

    from dalil.retrieval.evidence import evidence_floor

    enough, why = evidence_floor(subject_query, result, settings)
    if not enough:
        state.reason = why
        return state.dump()

    context = build_context(state.question, candidates, settings, date_intent=result.trace.date_intent)
    if not context.evidence:
        state.reason = "no_context"
        return state.dump()
    hydrated = cards.chunks_by_id(candidates)
    state.has_evidence = True
    state.evidence = context.evidence
    state.chunks = {e.chunk_id: hydrated[e.chunk_id] for e in context.evidence}
    state.rungs = rungs_for(services)
    state.rung_count = len(state.rungs)
    return state.dump()


def _follow_up(services: Services, state: WorkflowState) -> Subject | None:
    """Open or continue the conversation; the previous turn's cited chunks, hydrated, or None."""
    state.conversation_id, cited = open_conversation(
        services.conversations, state.conversation_id, state.new_conversation
    )
    if state.conversation_id is None or state.new_conversation or not cited:
        return None
    return hydrate_subject(services.chunks, state.conversation_id, cited)


def _with_gaps(query: str, gaps: list[str], settings: Settings) -> str:
    """The query plus the critic's gaps (markers removed), within the question length limit."""
    if not gaps:
        return query
    room = settings.max_question_chars - len(query) - 1
    extra = " ".join(strip_markers(gap) for gap in gaps).strip()
    if room <= 0 or not extra:
        return query
    return f"{query} {extra[:room].rsplit(' ', 1)[0] if len(extra) > room else extra}".strip()


def _retriever(services: Services):
    from dalil.retrieval.retriever import Retriever

    return Retriever(services.settings, services.search, services.chunks, services.embedder)


# --- reserve (the state machine does this with native DynamoDB tasks) ------------------------


def reserve(event: dict[str, Any], settings: Settings | None = None) -> bool:
    services = _services(settings)
    state = WorkflowState.model_validate(event)
    rung = state.rungs[state.rung_index]
    if rung.provider == "extractive":
        return True  # offline: nothing to meter
    return services.capacity.reserve(state.request_id, rung.provider, rung.model, tokens=0)


def release(event: dict[str, Any], settings: Settings | None = None, *, used_tokens: int = 0, kept: bool = False) -> None:
    services = _services(settings)
    state = WorkflowState.model_validate(event)
    rung = state.rungs[state.rung_index]
    if rung.provider != "extractive":
        services.capacity.reconcile(state.request_id, rung.provider, rung.model, used_tokens, kept)


# --- generate ---------------------------------------------------------------------------------


def generation_request(state: WorkflowState) -> GenerationRequest:
    return GenerationRequest(
        request_id=state.request_id,
        question=state.question,
        evidence=state.evidence,
        domains=state.domains,
        strict_religious=state.strict_religious,
        critic_gaps=state.critic_gaps,
    )


def generate(event: dict[str, Any], settings: Settings | None = None) -> dict[str, Any]:
    """One provider attempt on `rungs[rung_index]`; the reservation is already made."""
    from dalil.providers.factory import build_ladder

    services = _services(settings)
    state = WorkflowState.model_validate(event)
    ladder = build_ladder(services.settings, services.capacity)
    index = _ladder_index(ladder, state)
    outcome = ladder.attempt(index, generation_request(state))
    state.attempts.append(outcome.attempt)
    state.generation = Generation(
        outcome=outcome.outcome,
        failover=outcome.failover,
        transient=outcome.outcome in TRANSIENT_CATEGORIES,
        quota_like=outcome.quota_like,
        reached_provider=outcome.reached_provider,
        payload=outcome.payload,
        attempt=outcome.attempt,
        retry_after_s=outcome.retry_after_s,
    )
    return state.dump()


def _ladder_index(ladder, state: WorkflowState) -> int:
    rung = state.rungs[state.rung_index]
    for index, provider in enumerate(ladder.rungs):
        if provider.name == rung.provider and provider.model == rung.model:
            return index
    raise ProviderError(f"rung {rung.provider}:{rung.model} is no longer configured", failover=True)  # type: ignore[call-arg]


# --- validate ---------------------------------------------------------------------------------


def validate(event: dict[str, Any], settings: Settings | None = None) -> dict[str, Any]:
    from dalil.answer.gate import religious_claims_supported

    services = _services(settings)
    settings = services.settings
    state = WorkflowState.model_validate(event)
    payload = state.generation.payload if state.generation else None
    context = state.context()
    if payload is None:
        state.validation = Validation(valid=False, codes=["no_payload"])
        return state.dump()
    result = validate_answer(payload, context, settings, allowed_urls=cards.allowed_urls(context, state.chunks))
    codes = list(result.failures)
    if result.ok and result.declined:
        state.validation = Validation(valid=False, declined=True, codes=["declined"])
        return state.dump()
    if result.ok and not religious_claims_supported(payload, context, state.strict_religious, settings):
        codes.append("religious_claim_not_stated")
    verdict = None
    if not codes and settings.critic != "off":
        verdict, critic_codes = _review(state, payload, context, services)
        codes += critic_codes
    state.validation = Validation(valid=not codes, codes=codes, critic=verdict)
    return state.dump()


def _review(state: WorkflowState, payload: AnswerPayload, context: ContextPack, services: Services):
    from dalil.answer.critic import CriticFailure, make_critic, passes

    critic = make_critic(services.settings, services.capacity, state.chunks)
    try:
        verdict = critic.review(state.question, payload, context)
    except CriticUnavailable as error:
        return None, [f"{CRITIC_UNAVAILABLE}{error}"[:300]]
    except CriticFailure as error:
        return None, [f"{CRITIC_MALFORMED}{error}"[:300]]
    ok, reasons = passes(verdict, services.settings)
    if not ok:
        state.critic_gaps = list(verdict.ungrounded_claims) + list(reasons)
    return verdict.model_dump(), [] if ok else [f"critic:{reason}" for reason in reasons]


# --- finish -----------------------------------------------------------------------------------


def finish(event: dict[str, Any], settings: Settings | None = None) -> dict[str, Any]:
    """Build the DESIGN.md §4 response for `outcome`; record the message for feedback/follow-ups."""
    services = _services(settings)
    settings = services.settings
    state = WorkflowState.model_validate(event)
    outcome: Outcome = state.outcome or ("search" if not state.has_evidence else "sources")
    if outcome == "quota" and not all(a.outcome in QUOTA_OUTCOMES for a in state.attempts):
        outcome = "sources"  # the providers failed rather than ran out: evidence, no answer
    context = state.context()
    response = Response(state=outcome, message_id=uuid.uuid4().hex, conversation_id=state.conversation_id)
    response.attempts = state.attempts
    payload = state.generation.payload if state.generation else None
    if outcome == "answer" and payload is not None and state.validation and state.validation.valid:
        response.answer = payload.answer
        response.citations = cards.citations(payload.cited_ids, context, state.chunks)
        response.sources = cards.source_cards(context, state.chunks, payload.cited_ids)
        response.provider = state.generation.attempt.provider if state.generation.attempt else None
    elif outcome == "answer":
        outcome = response.state = "sources"  # never an answer that did not pass validation
    review_failed = state.rejected_drafts > 0 or critic_failed(state.validation)
    if outcome == "sources" and review_failed and not settings.sources_on_failure:
        # The source gate: after a failed review the evidence is not shown as if it carried an
        # answer. `search` says "not enough evidence" without cards (DALIL_SOURCES_ON_FAILURE=true
        # shows the cards in the `sources` state instead).
        outcome = response.state = "search"
        state.reason = _sources_reason(state)
    if outcome == "search":
        response.search_url = state.search_url
        response.reason = state.reason or "not_enough_evidence"
    elif outcome == "sources":
        # The gate: cards only from stored records, and only when evidence exists.
        response.sources = cards.source_cards(context, state.chunks) if state.has_evidence else []
        response.reason = _sources_reason(state)
        response.search_url = state.search_url
    elif outcome == "quota":
        response.retry_after_s = state.retry_after_s or 60
        response.sources = cards.source_cards(context, state.chunks) if state.has_evidence else []
        response.reason = "no_provider_capacity"
    cited = [c.chunk_id for c in response.citations]
    _record(services, state, response, cited)
    return response.model_dump(mode="json")


def _sources_reason(state: WorkflowState) -> str:
    if state.validation is not None and critic_failed(state.validation):
        return "critic_rejected: " + ", ".join(state.validation.codes[:5])
    if state.rejected_drafts and (state.validation is None or not state.validation.codes):
        return f"critic_rejected: {state.rejected_drafts} draft(s) rejected, no redraft could be reviewed"
    if state.validation is not None:
        if state.validation.declined:
            return "insufficient_evidence"
        if state.validation.codes:
            return "validation_failed: " + ", ".join(state.validation.codes[:5])
    if state.generation is not None and state.generation.outcome != "ok":
        return f"generation_unavailable: {state.generation.outcome}"
    return state.reason or "generation_unavailable"


def _record(services: Services, state: WorkflowState, response: Response, cited: list[str]) -> None:
    settings = services.settings
    try:
        services.feedback.record_message(
            response.message_id,
            state.conversation_id,
            state.question if settings.store_question_text else None,
            cited,
            response.state,
        )
        if state.conversation_id:
            services.conversations.append_turn(
                state.conversation_id, response.message_id, cited, settings.conversation_ttl_s
            )
    except (DalilError, ValidationError):
        # Recording is for feedback and follow-ups; the answer itself must not be lost to it.
        pass
