"""The in-process runner: the state machine's order, step by step, for the CLI, `dalil serve`
and tests. `GRAPH` is its shape; a test holds the synthesized Step Functions definition to it.

With a critic configured, a failed review sends the critic's gaps into a fresh retrieval and the
same rung drafts again (up to `max_drafts`); retries never switch provider for a better story.
"""

from __future__ import annotations

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
) -> Response:
    return run_traced(question, conversation_id, libraries, settings, request_id).response


def run_traced(
    question: str,
    conversation_id: str | None = None,
    libraries: list[str] | None = None,
    settings: Settings | None = None,
    request_id: str | None = None,
) -> Run:
    settings = settings or get_settings()
    event: dict[str, Any] = {"question": question, "conversation_id": conversation_id, "libraries": libraries}
    if request_id:
        event["request_id"] = request_id
    path: list[str] = []
    gaps: list[str] = []
    for draft in range(max(1, settings.max_drafts)):
        retrieval_event = dict(event, critic_gaps=gaps) if gaps else event
        path.append("retrieve")
        state = steps.retrieve(retrieval_event, settings)
        if not state["has_evidence"]:
            return _finish(state, "search", path, settings)
        state, end = _ladder(state, path, settings)
        if end != "critic_failed":
            return _finish(state, end, path, settings)
        gaps = state.get("critic_gaps", [])
        event = dict(event, request_id=f"{state['request_id']}-{draft + 2}")
    # Every draft failed review: show evidence without an answer.
    return _finish(state, "sources", path, settings)


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
            steps.release(state, settings, used_tokens=used, kept=generation["outcome"] not in ("connection", "config"))
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
        if any(code.startswith("critic") for code in validation["codes"]) and settings.critic != "off":
            return state, "critic_failed"
        return state, "sources"
    return state, "quota"


def _finish(state: dict[str, Any], outcome: str, path: list[str], settings: Settings) -> Run:
    state["outcome"] = outcome
    response = Response.model_validate(steps.finish(state, settings))
    path.append(f"finish:{outcome}")
    return Run(response=response, path=path)
