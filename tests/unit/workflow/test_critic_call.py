"""The model critic's call over the provider wire formats (loopback server), with its own
capacity, and the strict parse of what comes back (`LLMCritic`)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from dalil.answer.critic import LLMCritic
from dalil.errors import CriticFailure, CriticUnavailable
from dalil.models import AnswerPayload, ContextPack, Evidence
from dalil.providers.critic_call import (
    CriticCall,
    build_critic,
    build_critic_call,
    gemini_critic_schema,
)
from dalil.providers.secrets import ProviderKeys
from dalil.settings import Settings
from dalil.stores.sqlite.capacity import SqliteCapacityStore
from pydantic import SecretStr
from support.loopback_providers import (
    LoopbackProviders,
    gemini_answer,
    gemini_error,
    openrouter_answer,
    openrouter_error,
)

KEYS = ProviderKeys(gemini=SecretStr("gm-critic-key"), openrouter=SecretStr("or-critic-key"))
GOOD = {"confidence": 0.8, "answer_relevance": 0.7, "intent_alignment": 0.9, "drift_detected": False, "ungrounded_claims": []}
CONTEXT = ContextPack(evidence=[Evidence(evidence_id="E1", chunk_id="syn:05-22#1/0", excerpt="تنيح القديس أنطونيوس.")], tokens=10)
PAYLOAD = AnswerPayload(status="answered", answer="تنيح القديس أنطونيوس [E1].", cited_ids=["E1"])


@pytest.fixture
def server() -> Iterator[LoopbackProviders]:
    with LoopbackProviders() as running:
        yield running


@pytest.fixture
def settings(server: LoopbackProviders, tmp_path: Path) -> Settings:
    return Settings(
        store=tmp_path / "dalil.sqlite",
        gemini_base_url=server.base_url,
        openrouter_base_url=server.base_url,
        gemini_models=("gem-a",),
        openrouter_model="or/critic",
        provider_timeout_s=2.0,
        capacity_per_minute=2,
        capacity_per_day=10,
    )


@pytest.fixture
def capacity(settings: Settings) -> SqliteCapacityStore:
    return SqliteCapacityStore(settings.store, settings)


def test_gemini_schema_is_the_verdict_in_gemini_dialect() -> None:
    schema = gemini_critic_schema()
    assert schema["type"] == "OBJECT" and "title" not in schema and "additionalProperties" not in schema
    assert schema["properties"]["confidence"] == {"maximum": 1.0, "minimum": 0.0, "type": "NUMBER"}
    assert schema["properties"]["ungrounded_claims"] == {"items": {"type": "STRING"}, "type": "ARRAY"}
    assert schema["propertyOrdering"][0] == "confidence"


def test_a_review_through_gemini_reserves_its_own_capacity(server, settings, capacity) -> None:
    server.script("gem-a", gemini_answer(GOOD))
    call = build_critic_call(settings, capacity, keys=KEYS)
    verdict = LLMCritic(call).review("متى تنيح القديس أنطونيوس؟", PAYLOAD, CONTEXT)
    assert verdict.confidence == 0.8
    (request,) = server.requests
    assert request.headers["x-goog-api-key"] == "gm-critic-key"
    assert request.body["generationConfig"]["responseSchema"] == gemini_critic_schema()
    rows = capacity.reservations()
    assert {(r.provider, r.model) for r in rows} == {("gemini-critic", "gem-a")}
    assert all(r.reconciled and r.used_tokens == 160 for r in rows)


def test_openrouter_critic_asks_for_the_strict_verdict_schema(server, settings, capacity) -> None:
    server.script("gem-a", gemini_error(504, "DEADLINE_EXCEEDED", "slow"), gemini_error(503, "UNAVAILABLE", "overloaded"))
    server.script("or/critic", openrouter_answer(GOOD, model="or/critic"))
    call = build_critic_call(settings, capacity, keys=KEYS)
    LLMCritic(call).review("سؤال", PAYLOAD, CONTEXT)
    assert server.calls() == ["gemini:gem-a", "gemini:gem-a", "openrouter:or/critic"]  # one same-rung retry
    body = server.requests[-1].body
    assert body["response_format"]["json_schema"]["strict"] is True
    assert body["response_format"]["json_schema"]["schema"]["additionalProperties"] is False
    assert server.requests[-1].headers["authorization"] == "Bearer or-critic-key"


def test_every_critic_rung_failing_is_unavailable(server, settings, capacity) -> None:
    server.script("gem-a", gemini_error(503, "UNAVAILABLE", "overloaded"))
    server.script("or/critic", openrouter_error(429, "Rate limit exceeded", retry_after_s=5))
    call = build_critic_call(settings, capacity, keys=KEYS)
    with pytest.raises(CriticUnavailable, match="No model critic could review"):
        LLMCritic(call).review("سؤال", PAYLOAD, CONTEXT)


def test_no_critic_capacity_is_unavailable_and_sends_nothing(server, settings, capacity) -> None:
    for n in range(settings.capacity_per_minute):
        assert capacity.reserve(f"other-{n}", "gemini-critic", "gem-a", 10)
        assert capacity.reserve(f"other-{n}", "openrouter-critic", "or/critic", 10)
    call = build_critic_call(settings, capacity, keys=KEYS)
    with pytest.raises(CriticUnavailable, match="no_capacity"):
        call("prompt")
    assert server.requests == []
    # The writer's own windows are untouched by the critic's.
    assert capacity.reserve("writer-1", "gemini", "gem-a", 10)


def test_a_reply_cut_off_is_a_review_failure_without_failover(server, settings, capacity) -> None:
    server.script("gem-a", gemini_answer(GOOD, finish_reason="MAX_TOKENS"))
    call = build_critic_call(settings, capacity, keys=KEYS)
    with pytest.raises(CriticFailure, match="not a verdict"):
        call("prompt")
    assert server.calls() == ["gemini:gem-a"]


def test_a_bad_key_skips_that_rung_not_the_critic(server, settings, capacity) -> None:
    server.script("gem-a", gemini_error(403, "PERMISSION_DENIED", "API key not valid"))
    server.script("or/critic", openrouter_answer(GOOD, model="or/critic"))
    call = build_critic_call(settings, capacity, keys=KEYS)
    assert LLMCritic(call).review("سؤال", PAYLOAD, CONTEXT).confidence == 0.8
    assert server.calls() == ["gemini:gem-a", "openrouter:or/critic"]
    assert [a.outcome for a in call.attempts] == ["config_error", "ok"]


def test_a_server_error_is_retried_once_on_the_same_critic_rung(server, settings, capacity) -> None:
    server.script("gem-a", gemini_error(503, "UNAVAILABLE", "overloaded"), gemini_answer(GOOD))
    call = build_critic_call(settings, capacity, keys=KEYS)
    assert LLMCritic(call).review("سؤال", PAYLOAD, CONTEXT).confidence == 0.8
    assert server.calls() == ["gemini:gem-a", "gemini:gem-a"]
    # Each call is its own reservation: the 5xx may have counted, so it is charged.
    assert len({r.request_id for r in capacity.reservations() if r.window.startswith("m#")}) == 2


def test_without_keys_the_llm_critic_fails_closed(settings, capacity) -> None:
    call = build_critic_call(settings, capacity, keys=ProviderKeys())
    assert not isinstance(call, CriticCall)
    critic = build_critic(settings.model_copy(update={"critic": "llm"}), capacity, call=call)
    with pytest.raises(CriticUnavailable, match="GEMINI_API_KEY or OPENROUTER_API_KEY"):
        critic.review("سؤال", PAYLOAD, CONTEXT)
