"""The source gate in `steps.finish` and the redraft helpers, on workflow states over a real store."""

from __future__ import annotations

from pathlib import Path

import pytest
from support.answer_store import ANTONY, answer_settings, build_answer_store

from dalil.settings import Settings
from dalil.workflow import steps

CRITIC_REJECTED = {"valid": False, "codes": ["critic:ungrounded_claims"]}
INVALID = {"valid": False, "codes": ["unknown_id"]}


@pytest.fixture
def retrieved(tmp_path: Path) -> tuple[Settings, dict]:
    settings = answer_settings(tmp_path, provider="extractive")
    build_answer_store(settings)
    state = steps.retrieve({"question": "متى تنيح القديس أنطونيوس؟"}, settings)
    assert state["has_evidence"]
    return settings, state


def finish(settings: Settings, state: dict, **changes: object) -> dict:
    return steps.finish({**state, "outcome": "sources", **changes}, settings)


def test_validation_failure_shows_the_evidence(retrieved) -> None:
    settings, state = retrieved
    response = finish(settings, state, validation=INVALID)
    assert response["state"] == "sources" and response["answer"] is None
    assert f"{ANTONY}/0" in [card["chunk_id"] for card in response["sources"]]


def test_critic_failure_hides_the_evidence_unless_policy_allows(retrieved) -> None:
    settings, state = retrieved
    hidden = finish(settings, state, validation=CRITIC_REJECTED)
    assert (hidden["state"], hidden["sources"], hidden["answer"]) == ("search", [], None)
    assert hidden["reason"] == "critic_rejected: critic:ungrounded_claims" and hidden["search_url"]
    shown = finish(settings.model_copy(update={"sources_on_failure": True}), state, validation=CRITIC_REJECTED)
    assert shown["state"] == "sources" and shown["sources"]


def test_an_earlier_rejected_draft_keeps_the_gate_closed(retrieved) -> None:
    settings, state = retrieved
    # The redraft could not be written (no validation): the earlier rejection still decides.
    response = finish(settings, state, rejected_drafts=1, validation=None)
    assert response["state"] == "search" and response["sources"] == []
    assert response["reason"].startswith("critic_rejected: 1 draft(s) rejected")


def test_redrafts_follow_a_failed_review_but_not_a_missing_critic() -> None:
    assert steps.redraft_may_help({"codes": ["critic:drift"]})
    assert steps.redraft_may_help({"codes": ["critic_failure:The critic's verdict could not be used"]})
    assert not steps.redraft_may_help({"codes": ["critic_unavailable:DALIL_CRITIC=llm needs a key"]})
    assert not steps.redraft_may_help({"codes": ["unknown_id"]})
    assert not steps.critic_failed(None)


def test_gaps_join_the_query_without_markers_and_within_the_length_limit() -> None:
    settings = Settings(max_question_chars=60)
    query = steps._with_gaps("متى تنيح القديس أنطونيوس؟", ["name: تنيح القديس أنطونيوس في شيخوخة صالحة [E2]."] * 3, settings)
    assert "[E2]" not in query and len(query) <= 60
    assert query.startswith("متى تنيح القديس أنطونيوس؟ name: تنيح")
    assert steps._with_gaps("سؤال", [], settings) == "سؤال"
