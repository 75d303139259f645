"""One workflow, two runners: the in-process runner (`workflow/local.py`) and the synthesized Express
state machine executed in moto (its Lambda tasks routed in-process to the real handlers) walk the
same scripted scenarios and must take the same step path and give the same response.

Real parts everywhere else: the demo corpus in a SQLite store, the real steps, Gemini and OpenRouter
played by a loopback server speaking their wire formats (tests/support/loopback_providers.py).
"""

from __future__ import annotations

import datetime as dt
import json
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

import pytest

from dalil.models import Response
from dalil.workflow.state_machine import step_of_state
from support.loopback_providers import (
    LoopbackProviders,
    RecordedRequest,
    Reply,
    gemini_answer,
    gemini_bent,
    gemini_daily_quota,
    gemini_echo,
    gemini_error,
    gemini_minute_rate_limit,
    openrouter_echo,
    openrouter_error,
)

EVENTS = Path(__file__).resolve().parents[2] / "events"
QUESTION = json.loads((EVENTS / "workflow" / "ask.json").read_text(encoding="utf-8"))["question"]
NO_EVIDENCE = "zzqx vvbn qqpl"
MODELS = ("model-a", "model-b")
FALLBACK = "or/model"
GOOD = {"confidence": 0.9, "answer_relevance": 0.9, "intent_alignment": 0.9, "drift_detected": False, "ungrounded_claims": []}


@dataclass
class Scenario:
    name: str
    script: Callable[[LoopbackProviders], None]
    path: list[str]
    state: str
    reason: str | None = None
    attempts: list[tuple[str, str, str]] = field(default_factory=list)  # (provider, model, outcome)
    question: str = QUESTION
    env: dict[str, str] = field(default_factory=dict)
    retry_after_s: Callable[[], int] | None = None  # the expected wait, computed at run time


def is_critic(request: RecordedRequest) -> bool:
    schema = (request.body or {}).get("generationConfig", {}).get("responseSchema", {})
    return "confidence" in schema.get("properties", {})


def critic_rejects_once() -> Reply:
    """Writer: the echo answer. Critic: rejects the first draft it sees in a run, passes the next."""
    seen: list[int] = []

    def respond(request: RecordedRequest) -> Reply:
        if not is_critic(request):
            return gemini_echo().respond(request)  # type: ignore[misc]
        seen.append(1)
        if len(seen) % 2 == 1:
            return gemini_answer({**GOOD, "drift_detected": True, "ungrounded_claims": ["ادعاء"]})
        return gemini_answer(GOOD)

    return Reply(respond=respond)


def every(server: LoopbackProviders, gemini: Reply | None = None, openrouter: Reply | None = None) -> None:
    for model in MODELS:
        if gemini is not None:
            server.always(model, gemini)
    if openrouter is not None:
        server.always(FALLBACK, openrouter)


def seconds_to_first_daily_reset() -> int:
    """The sooner of the two daily resets: OpenRouter's at UTC midnight, Gemini's at Pacific midnight
    (Pacific's comes first between 00:00 and 08:00 UTC, UTC's the rest of the day)."""
    from dalil.providers.ladder import seconds_to_utc_midnight as utc_left

    now = dt.datetime.now(dt.UTC)
    try:
        pacific = now.astimezone(ZoneInfo("America/Los_Angeles"))
    except Exception:  # no tz database: the product falls back to UTC midnight too
        return int(utc_left(now.timestamp()))
    pacific_midnight = (pacific + dt.timedelta(days=1)).replace(hour=0, minute=0, second=0, microsecond=0)
    return int(min(utc_left(now.timestamp()), (pacific_midnight - pacific).total_seconds()))


G, OR, EX = "gemini", "openrouter", "extractive"
SCENARIOS = [
    Scenario("answer", lambda s: s.always("model-a", gemini_echo()), ["retrieve", "generate", "validate", "finish"], "answer",
             attempts=[(G, "model-a", "ok")]),
    Scenario("no evidence", lambda s: None, ["retrieve", "finish"], "search", question=NO_EVIDENCE),
    Scenario("grounding failure", lambda s: s.always("model-a", gemini_echo(cite="E99")),
             ["retrieve", "generate", "validate", "finish"], "sources", reason="validation_failed: unknown_id",
             attempts=[(G, "model-a", "ok")]),
    Scenario("critic reject and redraft", lambda s: s.always("model-a", critic_rejects_once()),
             ["retrieve", "generate", "validate", "generate", "validate", "finish"], "answer",
             attempts=[(G, "model-a", "ok"), (G + "-critic", "model-a", "ok"), (G, "model-a", "ok"), (G + "-critic", "model-a", "ok")],
             env={"DALIL_CRITIC": "llm"}),
    Scenario("per-minute 429 with a hint", lambda s: (s.always("model-a", gemini_minute_rate_limit("model-a", 17)),
                                                     s.always("model-b", gemini_minute_rate_limit("model-b", 40)),
                                                     s.always(FALLBACK, openrouter_error(429, "Rate limit exceeded", retry_after_s=25))),
             ["retrieve", "generate", "generate", "generate", "finish"], "quota", reason="no_provider_capacity",
             attempts=[(G, "model-a", "rate_limited"), (G, "model-b", "rate_limited"), (OR, FALLBACK, "rate_limited")],
             retry_after_s=lambda: 17),
    Scenario("daily quota on every rung", lambda s: (s.always("model-a", gemini_daily_quota("model-a")),
                                                    s.always("model-b", gemini_daily_quota("model-b")),
                                                    s.always(FALLBACK, openrouter_error(429, "Rate limit exceeded: free-models-per-day"))),
             ["retrieve", "generate", "generate", "generate", "finish"], "quota", reason="no_provider_capacity",
             attempts=[(G, "model-a", "quota_exhausted"), (G, "model-b", "quota_exhausted"), (OR, FALLBACK, "quota_exhausted")],
             retry_after_s=seconds_to_first_daily_reset),  # every rung's per-day cap: the first rung to reopen
    Scenario("402 gives no time of its own", lambda s: (s.always("model-a", gemini_minute_rate_limit("model-a", 30)),
                                                        s.always("model-b", gemini_error(404, "NOT_FOUND", "models/model-b is not found")),
                                                        s.always(FALLBACK, openrouter_error(402, "Insufficient credits"))),
             ["retrieve", "generate", "generate", "generate", "finish"], "quota", reason="no_provider_capacity",
             attempts=[(G, "model-a", "rate_limited"), (G, "model-b", "config_error"), (OR, FALLBACK, "out_of_credits")],
             retry_after_s=lambda: 30),
    Scenario("5xx outage on every rung",
             lambda s: every(s, gemini_error(503, "UNAVAILABLE", "overloaded"), openrouter_error(502, "bad gateway")),
             ["retrieve"] + ["generate"] * 6 + ["finish"], "sources", reason="generation_unavailable",
             attempts=[(G, "model-a", "server_error")] * 2 + [(G, "model-b", "server_error")] * 2 + [(OR, FALLBACK, "server_error")] * 2),
    Scenario("404 on one rung, the next healthy",
             lambda s: (s.always("model-a", gemini_error(404, "NOT_FOUND", "models/model-a is not found")),
                        s.always("model-b", gemini_echo())),
             ["retrieve", "generate", "generate", "validate", "finish"], "answer",
             attempts=[(G, "model-a", "config_error"), (G, "model-b", "ok")]),
    Scenario("400 on every rung", lambda s: every(s, gemini_error(400, "INVALID_ARGUMENT", "bad"), openrouter_error(400, "bad request")),
             ["retrieve", "generate", "generate", "generate", "finish"], "sources", reason="generation_unavailable",
             attempts=[(G, "model-a", "config_error"), (G, "model-b", "config_error"), (OR, FALLBACK, "config_error")]),
    Scenario("timeout, then the next rung", lambda s: (s.always("model-a", Reply(respond=lambda r: gemini_answer({}, delay_s=2.5))),
                                                      s.always("model-b", gemini_echo())),
             ["retrieve", "generate", "generate", "validate", "finish"], "answer",
             attempts=[(G, "model-a", "timeout"), (G, "model-b", "ok")]),
    Scenario("no capacity on any rung", lambda s: every(s, gemini_echo(), openrouter_echo()),
             ["retrieve", "generate", "generate", "generate", "finish"], "quota", reason="no_provider_capacity",
             attempts=[(G, "model-a", "no_capacity"), (G, "model-b", "no_capacity"), (OR, FALLBACK, "no_capacity")],
             env={"DALIL_CAPACITY_PER_MINUTE": "0"}, retry_after_s=lambda: -1),  # the next minute: checked as a range
    Scenario("malformed output is the fallback state", lambda s: s.always("model-a", gemini_answer("not json at all")),
             ["retrieve", "generate", "finish"], "sources", reason="generation_malformed",
             attempts=[(G, "model-a", "malformed_output")]),
    # A draft refused by the claim checks alone (transitions.CLAIM_SUPPORT_CODES): redrafted once on
    # the same rung with the findings; refused again, the extractive answerer quotes the evidence.
    Scenario("claims refused, the redraft answers", lambda s: s.always("model-a", gemini_bent(mended=True)),
             ["retrieve", "generate", "validate", "generate", "validate", "finish"], "answer",
             attempts=[(G, "model-a", "ok"), (G, "model-a", "ok")]),
    Scenario("claims refused twice, the evidence quoted", lambda s: s.always("model-a", gemini_bent()),
             ["retrieve", "generate", "validate", "generate", "validate", "generate", "validate", "finish"], "answer",
             attempts=[(G, "model-a", "ok"), (G, "model-a", "ok"), (EX, "extractive-v1", "ok")]),
    # The bent year is a foreign detail, and the sentence is no quotation of its excerpt (quotation_libraries).
    Scenario("claims refused, fallback off", lambda s: s.always("model-a", gemini_bent()),
             ["retrieve", "generate", "validate", "finish"], "sources", reason="validation_failed: foreign_detail, not_quoted",
             attempts=[(G, "model-a", "ok")],
             env={"DALIL_REDRAFT_ON_VALIDATION": "false", "DALIL_EXTRACTIVE_FALLBACK": "false"}),
    # The draft does not give what the question asks (a number): the evidence does not answer, no quote.
    Scenario("answer-type mismatch never falls back", lambda s: s.always("model-a", gemini_echo()),
             ["retrieve", "generate", "validate", "finish"], "sources", reason="validation_failed: answer_type_mismatch: wanted number",
             attempts=[(G, "model-a", "ok")], question="كم طول نهر الراين؟"),
]


@pytest.fixture
def server() -> Iterator[LoopbackProviders]:
    with LoopbackProviders() as running:
        yield running


@pytest.fixture
def configure(demo_store: Path, server: LoopbackProviders, monkeypatch: pytest.MonkeyPatch):
    from dalil.settings import get_settings
    from dalil.stores.factory import reset_services

    def apply(**env: str) -> None:
        base = {
            "DALIL_STORE": str(demo_store), "DALIL_EMBEDDER": "hashing", "DALIL_PROVIDER": "auto",
            "GEMINI_API_KEY": "gm-two-runners", "OPENROUTER_API_KEY": "or-two-runners",
            "DALIL_GEMINI_BASE_URL": server.base_url, "DALIL_OPENROUTER_BASE_URL": server.base_url,
            "DALIL_GEMINI_MODELS": ",".join(MODELS), "DALIL_OPENROUTER_MODEL": FALLBACK,
            "DALIL_PROVIDER_TIMEOUT_S": "1.5", "DALIL_REQUEST_BUDGET_S": "20",
            # The shared demo store's capacity windows must not fill up across scenarios.
            "DALIL_CAPACITY_PER_MINUTE": "10000", "DALIL_CAPACITY_PER_DAY": "100000",
        }
        for name, value in {**base, **env}.items():
            monkeypatch.setenv(name, value)
        get_settings.cache_clear()
        reset_services()

    yield apply
    reset_services()


@dataclass
class Walk:
    path: list[str]
    response: dict[str, Any]


def walk_local(question: str) -> Walk:
    from dalil.settings import get_settings
    from dalil.workflow.local import run_traced

    run = run_traced(question, settings=get_settings(), request_id=uuid.uuid4().hex)
    return Walk(run.path, run.response.model_dump(mode="json"))


def walk_state_machine(moto_workflow, question: str) -> Walk:
    run = moto_workflow.run({"request_id": uuid.uuid4().hex, "question": question})
    assert run.status == "SUCCEEDED", (run.error, run.cause)
    path = [step for name in run.path if (step := step_of_state(name)) is not None]
    return Walk(path, Response.model_validate(run.output).model_dump(mode="json"))


def summary(walk: Walk) -> dict[str, Any]:
    response = walk.response
    return {
        "path": walk.path,
        "state": response["state"],
        "reason": response["reason"],
        "attempts": [(a["provider"], a["model"], a["outcome"]) for a in response["attempts"]],
        "answer": bool(response["answer"]),
        "cards": bool(response["sources"]),
        "provider": response["provider"],
    }


@pytest.mark.parametrize("scenario", SCENARIOS, ids=[s.name for s in SCENARIOS])
def test_both_runners_take_the_same_path_to_the_same_response(scenario: Scenario, configure, server, moto_workflow) -> None:
    configure(**scenario.env)
    scenario.script(server)
    local = walk_local(scenario.question)
    server.requests.clear()
    machine = walk_state_machine(moto_workflow, scenario.question)

    expected = {"path": scenario.path, "state": scenario.state, "attempts": scenario.attempts}
    for walk in (local, machine):
        got = summary(walk)
        assert {k: got[k] for k in expected} == expected, (scenario.name, got)
        if scenario.reason is not None:
            assert got["reason"] == scenario.reason
        if scenario.retry_after_s is not None and scenario.retry_after_s() == -1:
            assert 1 <= walk.response["retry_after_s"] <= 60  # our own minute window reopens
        elif scenario.retry_after_s is not None:
            # computed at the attempt, before the expectation: allow the seconds the runs took
            assert abs(walk.response["retry_after_s"] - scenario.retry_after_s()) <= 15, walk.response["retry_after_s"]
        else:
            assert walk.response["retry_after_s"] is None
    assert summary(local) == summary(machine)


def test_a_failing_capacity_store_is_caught_in_both_runners(configure, server, moto_workflow, monkeypatch) -> None:
    """An exception in the generate step (here the capacity store) goes to finish through the
    step's `catch`: `sources`, never a failed run, in both runners."""
    from dalil.errors import BackendUnavailable
    from dalil.stores.sqlite.capacity import SqliteCapacityStore

    configure()
    server.always("model-a", gemini_echo())

    def broken(self, *args, **kwargs):
        raise BackendUnavailable("the capacity table is unreachable")

    monkeypatch.setattr(SqliteCapacityStore, "reserve", broken)
    local, machine = walk_local(QUESTION), walk_state_machine(moto_workflow, QUESTION)
    for walk in (local, machine):
        assert walk.path == ["retrieve", "generate", "finish"]
        assert (walk.response["state"], walk.response["reason"]) == ("sources", "generation_unavailable")
        assert walk.response["sources"] and "capacity" not in json.dumps(walk.response)  # no internals leak
    assert server.requests == []
