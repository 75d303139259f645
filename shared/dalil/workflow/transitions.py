"""The workflow's one description: its steps, where each may go next, and every decision.

`STEPS` drives the in-process runner (`workflow/local.py`) and generates the Step Functions
definition (`workflow/state_machine.py`); the `after_*` functions decide `state.next` after each
step, and `final_outcome` decides the response state once, for the finish step.

    retrieve ─ no evidence ──────────────────────────────────────────────▶ finish (search)
        └──▶ generate ─ ok ─▶ validate ─ valid ──────────────────────────▶ finish (answer)
               │  ▲  ▲             ├─ critic rejected, drafts left ─▶ generate (same rung)
               │  │  │             ├─ claim checks only, once, time left ─▶ generate (same rung, the findings)
               │  │  │             ├─ claim checks again / no time ─▶ generate (the extractive answerer,
               │  │  │             │    same evidence) ─▶ validate ─ valid: answer, else the refused draft's
               │  │  │             └─ the reader's claim unstated (claim_not_stated) ─▶ the same quote
               │  │  └─ 5xx/connection, once, within the budget (same rung)
               │  └──── quota / 402 / config error / timeout / outage: the next rung
               └─ last rung, no time, or an unusable reply ───────────────▶ finish (quota | sources)
                  (a redraft after a claim refusal that does not come back: the extractive answerer)
    an exception in generate or validate ─ Catch ───────────────────────▶ finish (sources)
    a client error in retrieve (named in RETRIEVE_CLIENT_ERRORS) ─ Catch ─▶ finish (search)

Client errors are refused before a run starts (`workflow/admission.py`, on both runners: 4xx);
the retrieve Catch is for what changes between that check and the step (a conversation that
expired, a direct StartExecution). Any other exception in retrieve fails the run: there is no
evidence to fall back on, and an outage of the search backend should page.
"""

from __future__ import annotations

from dataclasses import dataclass

from dalil.providers.ladder import (
    QUOTA_LIKE,
    RETRY_BACKOFF_S,
    UNUSABLE,
    Decision,
    soonest_s,
)
from dalil.reasons import CLAIM_NOT_STATED, DESCRIBED_UNSUPPORTED, PREMISE_CONTRADICTED, PREMISE_UNSUPPORTED
from dalil.settings import Settings
from dalil.workflow.state import Outcome, StepName, Validation, WorkflowState


@dataclass(frozen=True)
class Step:
    function: str  # the Lambda function that runs the step (functions/<function>/handler.py)
    next: tuple[str, ...] = ()  # the steps it may hand over to, through `state.next`
    catch: str | None = None  # where an exception in the step goes (None: the run fails)
    # The exception (Lambda errorType: the class name) `catch` takes; empty: every one (States.ALL).
    catch_errors: tuple[str, ...] = ()
    end: bool = False
    timeout_s: int = 10  # the task's limit in the state machine


# Errors about the request itself that retrieve may raise, and the reason its `search` state gives.
RETRIEVE_CLIENT_ERRORS = {
    "UnknownLibrary": "unknown_library",
    "UnknownConversation": "unknown_conversation",
    "InvalidRequest": "invalid_request",
    "InvalidQuestion": "invalid_question",
}

START = "retrieve"
STEPS: dict[str, Step] = {
    # A retrieval that fails has nothing to cite: the run fails and the caller answers a safe error,
    # unless the request itself was at fault (a safe `search` state, never a failed run).
    "retrieve": Step(function="retrieval", next=("generate", "finish"), catch="finish",
                     catch_errors=tuple(RETRIEVE_CLIENT_ERRORS), timeout_s=15),
    "generate": Step(function="generation", next=("generate", "validate", "finish"), catch="finish", timeout_s=25),
    "validate": Step(function="validation", next=("generate", "finish"), catch="finish", timeout_s=25),
    "finish": Step(function="validation", end=True, timeout_s=10),
}

# Validation codes of a review: a failing verdict, a reply that was not a verdict, no critic at all.
CRITIC_REJECTED = "critic:"
CRITIC_MALFORMED = "critic_malformed"
CRITIC_UNAVAILABLE = "critic_unavailable"


# Validation codes (answer/validate.py) that say a provider draft's sentences are not stated, in
# its words, by the passages they cite: a faithful paraphrase the lexical checks cannot read, or a
# bent claim. A redraft with the findings, or a verbatim quote of the same evidence, can fix that.
# Not here, because they say the evidence does not answer the question or the draft broke a rule
# no quote repairs: answer_type_mismatch, asked_not_stated, person_not_named, a declined
# draft, a critic rejection, a critic outage, the schema, id and marker checks and the output
# checks (links, markup, length). A draft is refused on claim support when ALL its codes are here.
CLAIM_SUPPORT_CODES = frozenset({
    "uncited_claim", "unsupported_sentence", "foreign_detail", "polarity_mismatch", "role_mismatch",
    "hedge_dropped", "quantifier_mismatch", "order_mismatch", "comparison_mismatch", "weekday_mismatch",
    "hedge_added", "not_quoted",
})
EXTRACTIVE = "extractive"  # the offline answerer's provider name (providers/extractive.py)


def refused_claim_unstated(validation: Validation | None) -> bool:
    """Was the draft refused only because no quoted sentence states the reader's claim
    (`claim_not_stated`, answer/verification.py)? The draft may be a model's true paraphrase of a
    record that does state it: a verbatim quote of the same evidence is checked against the claim
    again, and answers only when one quoted sentence states it whole."""
    if validation is None or validation.valid or validation.declined or not validation.codes:
        return False
    return all(code.startswith(CLAIM_NOT_STATED) for code in validation.codes)


def refused_on_claim_support(validation: Validation | None) -> bool:
    """Was the draft refused by the claim checks and nothing else?"""
    if validation is None or validation.valid or validation.declined or not validation.codes:
        return False
    return set(validation.codes) <= CLAIM_SUPPORT_CODES


def review_failed(state: WorkflowState) -> bool:
    """Did a review reject or fail to judge a draft of this question? (Not: no critic reachable.)"""
    codes = state.validation.codes if state.validation else []
    return state.rejected_drafts > 0 or any(c.startswith(CRITIC_REJECTED) or c == CRITIC_MALFORMED for c in codes)


# --- after each step ------------------------------------------------------------------------------


def after_retrieve(state: WorkflowState) -> StepName:
    # Evidence with a reason is a decline decided before any draft (several saints bear the name).
    return "generate" if state.has_evidence and state.reason is None else "finish"


def after_generate(state: WorkflowState, decision: Decision, time_left: bool, settings: Settings) -> StepName:
    """`decision` is the ladder's rule for the attempt just made (`providers.ladder.decide`)."""
    if decision == "done":
        return "validate"
    if state.extractive_fallback:
        return "finish"  # the quote did not come (no time left): the refused draft's outcome stands
    if decision == "retry":
        state.rung_retries += 1
        state.backoff_s = RETRY_BACKOFF_S
        return "generate"
    if state.validation_redrafts and state.refused is not None and not review_failed(state):
        # The redraft after a claim-check refusal did not come back (no time, an outage, an
        # unusable reply): the refused draft's evidence is still there to quote from.
        return _fall_back(state, settings, state.refused)
    if decision == "stop" or state.draft > 1:
        return "finish"  # an unusable reply, no time left, or a redraft: never another provider
    state.rung_index += 1
    state.rung_retries = 0
    return "generate" if state.rung_index < len(state.rungs) and time_left else "finish"


def after_validate(state: WorkflowState, settings: Settings, time_left: bool = True) -> StepName:
    """`time_left`: does the budget still allow a provider attempt (`ladder.Budget.allows_attempt`)?"""
    validation = state.validation
    if validation is None or validation.valid:
        return "finish"
    if state.extractive_fallback:
        # The quote was the last draft: when it fails too, the refused provider draft's outcome stands.
        state.validation = state.refused
        return "finish"
    if refused_on_claim_support(validation) and _provider_draft(state) and not review_failed(state):
        return _after_claim_refusal(state, settings, validation, time_left)
    if refused_claim_unstated(validation) and _provider_draft(state) and not review_failed(state):
        # No finding to redraft with (the claim is the question's, not the draft's): the evidence quoted.
        return _fall_back(state, settings, validation)
    redraft = settings.critic != "off" and review_failed(state) and state.draft < max(1, settings.max_drafts)
    if not redraft:
        return "finish"
    # The same rung writes again with the critic's findings in its prompt; the evidence stays the
    # one retrieved for the question (the claims are never search terms).
    state.draft += 1
    state.rejected_drafts += 1
    state.rung_retries = 0
    return "generate"


def _provider_draft(state: WorkflowState) -> bool:
    """Was the draft written by a model? (Redrafting or quoting the extractive answerer's own
    verbatim draft would give the same text again.)"""
    return state.generation is not None and state.generation.provider not in (None, EXTRACTIVE)


def _after_claim_refusal(state: WorkflowState, settings: Settings, refused: Validation, time_left: bool) -> StepName:
    """A provider draft refused by the claim checks alone: once, the same rung writes again with
    the findings (codes and sentence numbers: `Validation.findings`, rendered by answer/prompt.py),
    on the evidence retrieved for the question; after that, or with no time or draft left for it,
    the extractive answerer quotes the same evidence."""
    if (settings.redraft_on_validation and state.validation_redrafts == 0
            and state.draft < max(1, settings.max_drafts) and time_left):
        state.draft += 1
        state.validation_redrafts += 1
        state.rung_retries = 0
        state.critic_gaps = list(refused.findings)
        state.refused = refused
        return "generate"
    return _fall_back(state, settings, refused)


def _fall_back(state: WorkflowState, settings: Settings, refused: Validation) -> StepName:
    if not settings.extractive_fallback:
        return "finish"
    state.refused = refused
    state.validation = refused  # what the response says if the quote never comes
    state.extractive_fallback = True
    state.critic_gaps = []
    state.rung_retries = 0
    return "generate"


# --- the end --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Final:
    outcome: Outcome
    reason: str | None = None  # a stable code; details stay in logs and attempts
    retry_after_s: int | None = None
    show_cards: bool = False  # source cards in a sources/quota response


# A `sources` state whose cards are not about the question becomes `search` (the code, then the
# reason the cards would have been shown for).
SOURCES_OFF_TOPIC = "sources_off_topic"


def final_outcome(state: WorkflowState, settings: Settings) -> Final:
    """The response state, decided once (docs/DESIGN.md §4 and the source gate). Cards without an
    answer are shown only when they are about the question (`state.cards_on_topic`)."""
    final = _final_outcome(state, settings)
    if final.outcome == "sources" and not state.cards_on_topic:
        return Final("search", f"{SOURCES_OFF_TOPIC}: {final.reason}")
    return final


def _final_outcome(state: WorkflowState, settings: Settings) -> Final:
    if retrieve_failed(state):
        assert state.failure is not None
        return Final("search", RETRIEVE_CLIENT_ERRORS.get(str(state.failure.get("Error")), "retrieval_failed"))
    if not state.has_evidence:
        return Final("search", state.reason or "not_enough_evidence")
    if state.reason is not None and state.generation is None:
        return Final("sources", state.reason, show_cards=True)  # declined at retrieval, its cards shown
    validation, generation = state.validation, state.generation
    if validation is not None and validation.valid and generation is not None and generation.payload is not None:
        return Final("answer")
    if review_failed(state):
        # The source gate: after a failed review the evidence is not shown as if it carried an
        # answer; `search` says "not enough evidence" (DALIL_SOURCES_ON_FAILURE=true: cards).
        codes = [c for c in (validation.codes if validation else []) if c.startswith(CRITIC_REJECTED) or c == CRITIC_MALFORMED]
        reason = "critic_rejected" + (": " + ", ".join(codes[:5]) if codes else "")
        return Final("sources", reason, show_cards=True) if settings.sources_on_failure else Final("search", reason)
    if state.failure is not None:
        return Final("sources", "validation_unavailable" if state.next == "validate" else "generation_unavailable", show_cards=True)
    if validation is not None:
        if CRITIC_UNAVAILABLE in validation.codes:
            return Final("sources", CRITIC_UNAVAILABLE, show_cards=True)  # an outage is not "no evidence"
        if validation.declined:
            return Final("sources", "insufficient_evidence", show_cards=True)
        own = (PREMISE_UNSUPPORTED, CLAIM_NOT_STATED, DESCRIBED_UNSUPPORTED, PREMISE_CONTRADICTED)
        if premise := next((code for code in validation.codes if code.startswith(own)), None):
            return Final("sources", premise, show_cards=True)  # the question's own assertion is what failed
        return Final("sources", "validation_failed: " + ", ".join(validation.codes[:5]), show_cards=True)
    if generation is not None and generation.outcome in UNUSABLE:
        return Final("sources", "generation_malformed", show_cards=True)
    waits = quota_wait(state)
    if waits is not None:
        return Final("quota", "no_provider_capacity", retry_after_s=waits, show_cards=True)
    return Final("sources", "generation_unavailable", show_cards=True)


def retrieve_failed(state: WorkflowState) -> bool:
    """The retrieve step raised: a caught step hands its input on, and only the first step's input
    names no next step yet."""
    return state.failure is not None and state.next is None


def quota_wait(state: WorkflowState) -> int | None:
    """When every rung is out of capacity (a rung with a config error is skipped as absent), the
    soonest any of them frees, in seconds. None: not a quota wait (an outage, a timeout, no time
    left, every rung misconfigured, or only 402s, which say nothing about when they end)."""
    last: dict[str, tuple[str, float | None]] = {}
    for attempt in state.attempts:
        last[f"{attempt.provider}:{attempt.model}"] = (attempt.outcome, attempt.retry_after_s)
    considered = {rung: last[rung] for rung in state.rungs if rung in last and last[rung][0] != "config_error"}
    if not considered or len(last.keys() & set(state.rungs)) < len(state.rungs):
        return None  # a rung was never tried: the ladder stopped early
    if not all(outcome in QUOTA_LIKE for outcome, _ in considered.values()):
        return None
    return soonest_s([wait for _, wait in considered.values()])
