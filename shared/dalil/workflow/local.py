"""The in-process runner: the state machine's order, step by step, for the CLI, `dalil serve`
and tests. `GRAPH` is its shape; a test holds the synthesized Step Functions definition to it.

With a critic configured, a failed review sends the critic's gaps into a fresh retrieval and the
same rung drafts again (up to `max_drafts`, each draft under its own request id `<id>:dN`);
retries never switch provider for a better story. A missing critic (`critic_unavailable`) ends at
once: a redraft cannot fix it.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable
from typing import Any

from pydantic import BaseModel, Field

from dalil.models import ProviderAttempt, Response
from dalil.settings import Settings, get_settings
from dalil.workflow import steps

# Step-level edges of the workflow: (from, to). "finish:<state>" ends the run in that state.
GRAPH: frozenset[tuple[str, str]] = frozenset(
    {
        ("retrieve", "finish:search"),
        ("retrieve", "reserve"),
        ("retrieve", "finish:quota"),  # evidence, but no rung configured
        ("reserve", "generate"),
        ("reserve", "reserve"),  # no capacity: next rung
        ("reserve", "finish:quota"),  # no capacity and no rung left
        ("generate", "validate"),
        ("generate", "reserve"),  # provider failure: next rung
        ("generate", "finish:quota"),  # provider failure and no rung left
        ("generate", "finish:sources"),  # config error: our bug, no failover
        ("validate", "finish:answer"),
        ("validate", "finish:sources"),  # grounding failure: never another provider
    }
)

class Run(BaseModel):
    response: Response
    path: list[str] = Field(default_factory=list)


def run(
    question: str,
    conversation_id: str | None = None,
    libraries: list[str] | None = None,
    settings: Settings | None = None,
    request_id: str | None = None,
    new_conversation: bool = False,
) -> Response:
    return run_traced(question, conversation_id, libraries, settings, request_id, new_conversation).response


def run_traced(
    question: str,
    conversation_id: str | None = None,
    libraries: list[str] | None = None,
    settings: Settings | None = None,
    request_id: str | None = None,
    new_conversation: bool = False,
    observe: Callable[[str, dict[str, Any]], None] | None = None,
) -> Run:
    """Up to `max_drafts` drafts. A draft the critic rejects sends its gaps into a fresh retrieval
    and the *same rung* writes again, under its own request id (`<id>:d2`, `<id>:d3`) so capacity
    counts every call. If that rung cannot write the redraft, no other provider is asked: the
    request ends as a failed review (the source gate in `steps.finish` decides what is shown)."""
    settings = settings or get_settings()
    base_id = request_id or uuid.uuid4().hex
    event: dict[str, Any] = {
        "question": question,
        "conversation_id": conversation_id,
        "new_conversation": new_conversation,
        "libraries": libraries,
    }
    path: list[str] = []
    gaps: list[str] = []
    drafting_rung: tuple[str, str] | None = None
    drafts = max(1, settings.max_drafts)
    for draft in range(1, drafts + 1):
        event.update(
            request_id=base_id if draft == 1 else f"{base_id}:d{draft}",
            draft=draft,
            rejected_drafts=draft - 1,
            critic_gaps=gaps,
        )
        path.append("retrieve")
        state = steps.retrieve(event, settings)
        event["conversation_id"] = state["conversation_id"]  # a minted id holds for every draft
        if observe is not None:
            observe("retrieve", state)  # progress for a stream (dalil.streaming); never changes the run
        if not state["has_evidence"]:
            return _finish(state, "search", path, settings)
        if drafting_rung is not None:
            _pin_rung(state, drafting_rung)
        state, end = _ladder(state, path, settings)
        if end == "critic_failed" and draft < drafts:
            gaps = state.get("critic_gaps", [])
            rung = state["rungs"][state["rung_index"]]
            drafting_rung = (rung["provider"], rung["model"])
            continue
        if end == "critic_failed":
            end = "sources"  # every draft failed review: the source gate decides what is shown
        elif draft > 1 and end in ("quota", "sources") and state.get("validation") is None:
            end = "sources"  # the drafting rung could not redraft: never another provider
        return _finish(state, end, path, settings)
    raise AssertionError("unreachable: the last draft always finishes")


def _pin_rung(state: dict[str, Any], rung: tuple[str, str]) -> None:
    """Keep only the rung that wrote the rejected draft (a retry never shops for a better story)."""
    state["rungs"] = [r for r in state["rungs"] if (r["provider"], r["model"]) == rung]
    state["rung_index"] = 0
    state["rung_count"] = len(state["rungs"])


def _ladder(state: dict[str, Any], path: list[str], settings: Settings) -> tuple[dict[str, Any], str]:
    """Rungs in order; returns the state and how it ended: answer, sources, quota or critic_failed."""
    while state["rung_index"] < state["rung_count"]:
        path.append("reserve")
        if not steps.reserve(state, settings):
            rung = state["rungs"][state["rung_index"]]
            state["attempts"].append(
                ProviderAttempt(provider=rung["provider"], model=rung["model"], outcome="no_capacity").model_dump()
            )
            state["rung_index"] += 1
            continue
        path.append("generate")
        state = steps.generate(state, settings)
        generation = state["generation"]
        attempt = generation["attempt"] or {}
        used = int(attempt.get("tokens_in", 0)) + int(attempt.get("tokens_out", 0))
        if generation["outcome"] != "ok":
            steps.release(state, settings, used_tokens=used, kept=generation["reached_provider"])
            if not generation["failover"]:
                state["reason"] = f"provider_config_error: {attempt.get('detail') or generation['outcome']}"
                return state, "sources"
            if generation.get("retry_after_s"):
                state["retry_after_s"] = int(generation["retry_after_s"]) + 1
            state["rung_index"] += 1
            continue
        steps.release(state, settings, used_tokens=used, kept=True)
        path.append("validate")
        state = steps.validate(state, settings)
        validation = state["validation"]
        if validation["valid"]:
            return state, "answer"
        if settings.critic != "off" and steps.redraft_may_help(validation):
            return state, "critic_failed"
        return state, "sources"
    return state, "quota"


def _finish(state: dict[str, Any], outcome: str, path: list[str], settings: Settings) -> Run:
    state["outcome"] = outcome
    response = Response.model_validate(steps.finish(state, settings))
    path.append(f"finish:{outcome}")
    return Run(response=response, path=path)
