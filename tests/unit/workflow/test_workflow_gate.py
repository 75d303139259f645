"""The source gate in `steps.finish` over a real store, and the decisions of `transitions` and the
ladder's rule (`providers.ladder.decide`) on workflow states."""

from __future__ import annotations

from pathlib import Path

import pytest
from dalil.models import ProviderAttempt
from dalil.providers import ladder
from dalil.settings import Settings
from dalil.workflow import steps, transitions
from dalil.workflow.state import Attempt, Validation, WorkflowState
from support.answer_store import ANTONY, answer_settings, build_answer_store

CRITIC_REJECTED = Validation(valid=False, codes=["critic:ungrounded_claims"])
INVALID = Validation(valid=False, codes=["unknown_id"])


@pytest.fixture
def retrieved(tmp_path: Path) -> tuple[Settings, WorkflowState]:
    settings = answer_settings(tmp_path, provider="extractive")
    build_answer_store(settings)
    state = steps.retrieve(WorkflowState(question="متى تنيح القديس أنطونيوس؟"), settings)
    assert state.has_evidence and state.next == "generate" and state.deadline is not None
    return settings, state


def finish(settings: Settings, state: WorkflowState, **changes: object) -> dict:
    return steps.finish(state.model_copy(update=changes), settings).model_dump(mode="json")


def test_validation_failure_shows_the_evidence(retrieved) -> None:
    settings, state = retrieved
    response = finish(settings, state, validation=INVALID)
    assert response["state"] == "sources" and response["answer"] is None
    assert response["reason"] == "validation_failed: unknown_id"
    assert f"{ANTONY}/0" in [card["chunk_id"] for card in response["sources"]]


def test_critic_failure_hides_the_evidence_unless_policy_allows(retrieved) -> None:
    settings, state = retrieved
    hidden = finish(settings, state, validation=CRITIC_REJECTED)
    assert (hidden["state"], hidden["sources"], hidden["answer"]) == ("search", [], None)
    assert hidden["reason"] == "critic_rejected: critic:ungrounded_claims" and hidden["search_url"]
    shown = finish(settings.model_copy(update={"sources_on_failure": True}), state, validation=CRITIC_REJECTED)
    assert shown["state"] == "sources" and shown["sources"]


def test_a_critic_outage_is_sources_with_a_stable_reason(retrieved) -> None:
    settings, state = retrieved
    response = finish(settings, state, validation=Validation(valid=False, codes=["critic_unavailable"]))
    assert response["state"] == "sources" and response["sources"] and response["reason"] == "critic_unavailable"


def test_an_earlier_rejected_draft_keeps_the_gate_closed(retrieved) -> None:
    settings, state = retrieved
    response = finish(settings, state, rejected_drafts=1, validation=None)
    assert response["state"] == "search" and response["sources"] == []
    assert response["reason"] == "critic_rejected"


def test_a_failed_step_is_sources_not_a_crash(retrieved) -> None:
    settings, state = retrieved
    failed = {"Error": "BackendUnavailable", "Cause": "the capacity table failed"}
    response = finish(settings, state, failure=failed, next="generate")
    assert (response["state"], response["reason"]) == ("sources", "generation_unavailable") and response["sources"]
    assert finish(settings, state, failure=failed, next="validate")["reason"] == "validation_unavailable"


# --- the decisions, on states alone -------------------------------------------------------------

RUNGS = ["gemini:a", "gemini:b", "openrouter:c"]


def state_with(*attempts: tuple[str, str, float | None], **fields: object) -> WorkflowState:
    rows = [Attempt(provider=r.split(":")[0], model=r.split(":")[1], outcome=o, retry_after_s=w) for r, o, w in attempts]
    return WorkflowState(question="س", has_evidence=True, rungs=RUNGS, attempts=rows, **fields)


def test_quota_is_the_soonest_any_rung_frees() -> None:
    state = state_with(("gemini:a", "quota_exhausted", 54000.0), ("gemini:b", "rate_limited", 17.0), ("openrouter:c", "no_capacity", 40.0))
    final = transitions.final_outcome(state, Settings())
    assert (final.outcome, final.reason, final.retry_after_s) == ("quota", "no_provider_capacity", 17)


def test_a_config_error_rung_is_skipped_in_the_quota_decision() -> None:
    state = state_with(("gemini:a", "config_error", None), ("gemini:b", "quota_exhausted", 100.0), ("openrouter:c", "rate_limited", 30.0))
    assert transitions.final_outcome(state, Settings()).retry_after_s == 30


def test_an_outage_is_never_quota() -> None:
    state = state_with(("gemini:a", "server_error", None), ("gemini:a", "server_error", None), ("gemini:b", "quota_exhausted", 100.0),
                       ("openrouter:c", "timeout", None))
    final = transitions.final_outcome(state, Settings())
    assert (final.outcome, final.reason) == ("sources", "generation_unavailable")


def test_402_everywhere_gives_no_time_so_it_is_not_quota() -> None:
    state = state_with(*[(r, "out_of_credits", None) for r in RUNGS])
    assert transitions.final_outcome(state, Settings()).reason == "generation_unavailable"
    mixed = state_with(("gemini:a", "out_of_credits", None), ("gemini:b", "quota_exhausted", 900.0), ("openrouter:c", "out_of_credits", None))
    assert transitions.final_outcome(mixed, Settings()).retry_after_s == 900


def test_a_ladder_cut_short_by_the_budget_is_not_quota() -> None:
    state = state_with(("gemini:a", "rate_limited", 5.0), ("gemini:b", "budget_exhausted", None))
    assert transitions.final_outcome(state, Settings()).reason == "generation_unavailable"


def result(outcome: str) -> ladder.AttemptResult:
    return ladder.AttemptResult(provider="gemini", model="a", outcome=outcome,
                                attempt=ProviderAttempt(provider="gemini", model="a", outcome=outcome))


@pytest.mark.parametrize(
    "outcome, retries, left_s, decision",
    [
        ("ok", 0, 20, "done"),
        ("server_error", 0, 20, "retry"),
        ("connection", 0, 20, "retry"),
        ("server_error", 1, 20, "next"),  # once
        ("server_error", 0, 2.5, "next"),  # no room for a retry after its backoff (2 s reserve)
        ("timeout", 0, 20, "next"),
        ("rate_limited", 0, 20, "next"),  # never a same-rung wait for a per-minute 429
        ("quota_exhausted", 0, 20, "next"),
        ("out_of_credits", 0, 20, "next"),
        ("config_error", 0, 20, "next"),  # a bad key or model name skips the rung, not the ladder
        ("no_capacity", 0, 20, "next"),
        ("malformed_output", 0, 20, "stop"),  # an unusable reply: the fallback state
        ("max_tokens", 0, 20, "stop"),
        ("budget_exhausted", 0, 20, "stop"),
    ],
)
def test_the_ladder_rule(outcome: str, retries: int, left_s: float, decision: str) -> None:
    budget = ladder.Budget.start(0.0, 25.0, 20.0)
    now = budget.deadline - left_s
    assert ladder.decide(result(outcome), retries_used=retries, budget=budget, now=now) == decision


def test_after_generate_moves_rungs_and_a_redraft_never_does() -> None:
    state = WorkflowState(question="س", rungs=RUNGS)
    assert transitions.after_generate(state, "next", True, Settings()) == "generate" and state.rung_index == 1
    assert transitions.after_generate(state, "retry", True, Settings()) == "generate" and state.rung_retries == 1
    assert transitions.after_generate(state, "next", False, Settings()) == "finish"
    redraft = WorkflowState(question="س", rungs=RUNGS, draft=2)
    assert transitions.after_generate(redraft, "next", True, Settings()) == "finish" and redraft.rung_index == 0


def test_after_validate_redrafts_a_rejection_on_the_same_rung_up_to_the_limit() -> None:
    settings = Settings(critic="offline", max_drafts=2)
    state = WorkflowState(question="س", rungs=RUNGS, rung_index=1, validation=CRITIC_REJECTED)
    assert transitions.after_validate(state, settings) == "generate"
    assert (state.draft, state.rejected_drafts, state.rung_index) == (2, 1, 1)
    assert transitions.after_validate(state, settings) == "finish"  # the limit
    unavailable = WorkflowState(question="س", validation=Validation(valid=False, codes=["critic_unavailable"]))
    assert transitions.after_validate(unavailable, settings) == "finish"  # a redraft cannot fix an outage
    assert transitions.after_validate(WorkflowState(question="س", validation=INVALID), settings) == "finish"


def test_cards_off_the_question_are_search_not_sources(retrieved) -> None:
    """The relevance rule (retrieval.evidence.cards_on_topic): a decline whose cards are not about
    the question shows no cards."""
    settings, state = retrieved
    declined = Validation(valid=False, declined=True, codes=["declined"])
    shown = finish(settings, state, validation=declined)
    assert shown["state"] == "sources" and shown["reason"] == "insufficient_evidence" and shown["sources"]
    hidden = finish(settings, state, validation=declined, cards_on_topic=False)
    assert hidden["state"] == "search" and hidden["reason"] == "sources_off_topic: insufficient_evidence"
    assert hidden["sources"] == [] and hidden["search_url"]


def test_a_decline_shows_only_the_cards_about_the_question(retrieved) -> None:
    """One card on the topic does not carry the others (retrieval.evidence.on_topic_cards): a
    decline shows the cards about the question, not a record beside them that shares one word."""
    settings, state = retrieved
    assert len(state.chunks) > 1
    kept = next(iter(state.chunks))
    declined = Validation(valid=False, declined=True, codes=["declined"])
    response = finish(settings, state, validation=declined, topic_cards=[kept])
    assert response["state"] == "sources" and [card["chunk_id"] for card in response["sources"]] == [kept]
    # Retrieval records the cards about the question: Antony's own record, not every passage found.
    assert state.topic_cards and set(state.topic_cards) < set(state.chunks)
    assert f"{ANTONY}/0" in state.topic_cards
    shown = finish(settings, state, validation=declined)["sources"]
    assert [card["chunk_id"] for card in shown] == state.topic_cards
    assert len(finish(settings, state, validation=declined, topic_cards=None)["sources"]) == len(state.chunks)  # a state from before


def test_the_relevance_rule_follows_the_retrieved_cards(tmp_path: Path) -> None:
    """Antony's question finds Antony's record; a gold-price question meets the same records only
    through "اليوم" (every Synaxarium record says "في مثل هذا اليوم") and is never shown them."""
    settings = answer_settings(tmp_path, provider="extractive")
    build_answer_store(settings)
    about = steps.retrieve(WorkflowState(question="متى تنيح القديس أنطونيوس؟"), settings)
    assert about.has_evidence and about.cards_on_topic
    off = steps.retrieve(WorkflowState(question="كم سعر الذهب اليوم في مثل هذا اليوم؟"), settings)
    assert not (off.has_evidence and off.cards_on_topic)
