"""The synthesized Express state machine, executed in moto, on each path of the workflow.

The Lambda tasks run the real handlers (functions/*/handler.py) in-process; the handlers' one call
into `dalil.workflow.steps` is replaced by `ScriptedSteps`, which keeps the steps' contract (same
keys in, same keys out, `TransientProviderError` raised by name) and plays a script, so each path
is reached on purpose. The capacity reservations are real DynamoDB conditional updates in moto.
`test_workflow_real_steps_moto.py` runs the same definition on the real steps.
"""

from __future__ import annotations

import time
import uuid
from typing import Any

import pytest

from dalil.models import AnswerPayload, ProviderAttempt, Response
from dalil.workflow.invoke import load_handler_module
from dalil.workflow.steps import TransientProviderError

ANSWER_PATH = [
    "Retrieve", "HasEvidence", "RungsLeft", "ReserveMinute", "ReserveDay",
    "Generate", "GenerationOutcome", "Validate", "IsValid", "OutcomeAnswer", "Finish",
]
MINUTE_TTL = int(time.time()) + 3600
DAY_TTL = int(time.time()) + 86400


class ScriptedSteps:
    """Stands in for `dalil.workflow.steps` with the same contract; `script` is one entry per
    generate call: "ok", "fail" (failover), "config" (no failover) or "transient" (raised)."""

    def __init__(self, *, evidence: bool = True, rungs: int = 2, script: tuple[str, ...] = ("ok",), valid: bool = True,
                 minute_limit: int = 5, day_limit: int = 100) -> None:
        self.evidence, self.rung_total, self.script, self.valid = evidence, rungs, list(script), valid
        self.minute_limit, self.day_limit = minute_limit, day_limit
        self.calls: list[tuple[str, int | None]] = []

    def rung(self, index: int) -> dict[str, Any]:
        provider, model = "gemini", f"model-{index}"
        return {
            "provider": provider, "model": model,
            "minute_pk": f"{provider}#{model}#m#1", "day_pk": f"{provider}#{model}#d#1",
            "minute_limit": self.minute_limit, "day_limit": self.day_limit,
            "minute_ttl": MINUTE_TTL, "day_ttl": DAY_TTL,
        }

    def retrieve(self, event: dict[str, Any]) -> dict[str, Any]:
        self.calls.append(("retrieve", None))
        rungs = [self.rung(i) for i in range(self.rung_total)] if self.evidence else []
        evidence = [{"evidence_id": "E1", "chunk_id": "arcd:0123456789ab/0", "excerpt": "نص الدليل"}] if self.evidence else []
        return {
            **event, "has_evidence": self.evidence, "evidence": evidence, "strict_religious": False,
            "search_url": "https://dalil.example/search?q=x", "rungs": rungs, "rung_index": 0,
            "rung_count": len(rungs), "attempts": [],
        }

    def generate(self, event: dict[str, Any]) -> dict[str, Any]:
        index = event["rung_index"]
        self.calls.append(("generate", index))
        action = self.script.pop(0)
        rung = event["rungs"][index]
        if action == "transient":
            raise TransientProviderError(f"{rung['model']} timed out")
        outcome = {"ok": "ok", "fail": "server_error", "config": "config"}[action]
        attempt = ProviderAttempt(provider=rung["provider"], model=rung["model"], outcome=outcome).model_dump()
        payload = AnswerPayload(status="answered", answer="الجواب [E1]", cited_ids=["E1"]).model_dump() if action == "ok" else None
        return {
            **event, "attempts": [*event["attempts"], attempt],
            "generation": {"outcome": outcome, "failover": action != "config", "transient": False, "payload": payload, "attempt": attempt},
        }

    def validate(self, event: dict[str, Any]) -> dict[str, Any]:
        self.calls.append(("validate", event["rung_index"]))
        codes = [] if self.valid else ["unknown_citation:E9"]
        return {**event, "validation": {"valid": self.valid, "codes": codes}}

    def finish(self, event: dict[str, Any]) -> dict[str, Any]:
        self.calls.append(("finish", None))
        generation = event.get("generation") or {}
        answered = event["outcome"] == "answer"
        return Response(
            state=event["outcome"], message_id=uuid.uuid4().hex,
            answer=generation["payload"]["answer"] if answered else None,
            provider=generation["attempt"]["model"] if answered else None,
            search_url=event["search_url"] if event["outcome"] == "search" else None,
            attempts=event["attempts"],
        ).model_dump(mode="json")


@pytest.fixture
def scripted(monkeypatch: pytest.MonkeyPatch):
    def install(**options: Any) -> ScriptedSteps:
        steps = ScriptedSteps(**options)
        for name in ("retrieval", "generation", "validation"):
            monkeypatch.setattr(load_handler_module(name), "steps", steps)
        return steps

    return install


def ask(workflow, question: str = "من هو القديس أنطونيوس؟") -> tuple[str, Any]:
    request_id = uuid.uuid4().hex
    return request_id, workflow.run({"request_id": request_id, "question": question})


def test_answer_path_keeps_the_reservation(moto_workflow, scripted) -> None:
    steps = scripted(script=("ok",))
    request_id, run = ask(moto_workflow)
    assert run.status == "SUCCEEDED", run.cause
    assert run.path == ANSWER_PATH
    assert run.output["state"] == "answer" and run.output["provider"] == "model-0"
    assert steps.calls == [("retrieve", None), ("generate", 0), ("validate", 0), ("finish", None)]
    # The call reached the provider: both windows keep the request.
    assert request_id in moto_workflow.holders("gemini#model-0#m#1")
    assert request_id in moto_workflow.holders("gemini#model-0#d#1")
    assert moto_workflow.window("gemini#model-0#m#1")["ttl"] == {"N": str(MINUTE_TTL)}


def test_no_evidence_goes_to_search_without_a_provider(moto_workflow, scripted) -> None:
    steps = scripted(evidence=False)
    _, run = ask(moto_workflow)
    assert run.status == "SUCCEEDED", run.cause
    assert run.path == ["Retrieve", "HasEvidence", "OutcomeSearch", "Finish"]
    assert run.output["state"] == "search" and run.output["search_url"]
    assert [c for c in steps.calls if c[0] == "generate"] == []
    assert moto_workflow.dynamodb.scan(TableName=moto_workflow.table)["Count"] == 0


def test_grounding_failure_shows_sources_and_never_tries_another_provider(moto_workflow, scripted) -> None:
    steps = scripted(script=("ok",), valid=False)
    request_id, run = ask(moto_workflow)
    assert run.status == "SUCCEEDED", run.cause
    assert run.path == [*ANSWER_PATH[:-2], "OutcomeSources", "Finish"]
    assert run.output["state"] == "sources"
    assert [c for c in steps.calls if c[0] == "generate"] == [("generate", 0)]
    assert run.path.count("ReserveMinute") == 1
    assert moto_workflow.holders("gemini#model-1#m#1") == set()
    assert request_id in moto_workflow.holders("gemini#model-0#m#1")  # the provider did work: kept


def test_provider_failure_releases_and_the_next_rung_answers(moto_workflow, scripted) -> None:
    steps = scripted(script=("fail", "ok"))
    request_id, run = ask(moto_workflow)
    assert run.status == "SUCCEEDED", run.cause
    failed_rung = ["Generate", "GenerationOutcome", "ReleaseDay", "ReleaseMinute", "AdvanceRung", "ApplyRung", "RungsLeft", "ReserveMinute"]
    start = run.path.index("Generate")
    assert run.path[start : start + len(failed_rung)] == failed_rung
    assert run.path[-6:] == ["Generate", "GenerationOutcome", "Validate", "IsValid", "OutcomeAnswer", "Finish"]
    assert run.output["state"] == "answer" and run.output["provider"] == "model-1"
    assert [c for c in steps.calls if c[0] == "generate"] == [("generate", 0), ("generate", 1)]
    assert request_id not in moto_workflow.holders("gemini#model-0#m#1")
    assert request_id not in moto_workflow.holders("gemini#model-0#d#1")
    assert request_id in moto_workflow.holders("gemini#model-1#m#1")
    assert [a["outcome"] for a in run.output["attempts"]] == ["server_error", "ok"]


def test_transient_error_is_retried_on_the_same_rung(moto_workflow, scripted) -> None:
    steps = scripted(script=("transient", "ok"))
    _, run = ask(moto_workflow)
    assert run.status == "SUCCEEDED", run.cause
    assert run.output["state"] == "answer" and run.output["provider"] == "model-0"
    assert [c for c in steps.calls if c[0] == "generate"] == [("generate", 0), ("generate", 0)]
    assert run.path == ANSWER_PATH  # a Retry stays in the Generate state
    failed = [e["taskFailedEventDetails"]["error"] for e in run.events if e["type"] == "TaskFailed"]
    assert failed == ["TransientProviderError"]


def test_all_rungs_out_of_capacity_is_quota(moto_workflow, scripted) -> None:
    steps = scripted(rungs=2, minute_limit=3)
    for index in range(2):
        moto_workflow.fill(f"gemini#model-{index}#m#1", count=3, ttl=MINUTE_TTL)
    request_id, run = ask(moto_workflow)
    assert run.status == "SUCCEEDED", run.cause
    assert run.path.count("ReserveMinute") == 2 and "ReserveDay" not in run.path
    assert run.path[-3:] == ["RungsLeft", "OutcomeQuota", "Finish"]
    assert run.output["state"] == "quota"
    assert [c for c in steps.calls if c[0] == "generate"] == []
    assert all(request_id not in moto_workflow.holders(f"gemini#model-{i}#m#1") for i in range(2))
    assert len(moto_workflow.holders("gemini#model-0#m#1")) == 3  # a full window is left as it was


def test_full_day_window_releases_the_minute_and_moves_on(moto_workflow, scripted) -> None:
    steps = scripted(rungs=2, day_limit=2, script=("ok",))
    moto_workflow.fill("gemini#model-0#d#1", count=2, ttl=DAY_TTL)
    request_id, run = ask(moto_workflow)
    assert run.status == "SUCCEEDED", run.cause
    assert run.path[3:7] == ["ReserveMinute", "ReserveDay", "ReleaseMinute", "AdvanceRung"]
    assert run.output["state"] == "answer" and run.output["provider"] == "model-1"
    assert request_id not in moto_workflow.holders("gemini#model-0#m#1")
    assert request_id in moto_workflow.holders("gemini#model-1#d#1")
    assert steps.calls.count(("generate", 0)) == 0


def test_config_error_releases_both_windows_and_shows_sources(moto_workflow, scripted) -> None:
    steps = scripted(script=("config",))
    request_id, run = ask(moto_workflow)
    assert run.status == "SUCCEEDED", run.cause
    assert run.path[-5:] == ["GenerationOutcome", "ReleaseDayBeforeSources", "ReleaseMinuteBeforeSources", "OutcomeSources", "Finish"]
    assert run.output["state"] == "sources"
    assert [c for c in steps.calls if c[0] == "generate"] == [("generate", 0)]
    assert request_id not in moto_workflow.holders("gemini#model-0#m#1")
    assert request_id not in moto_workflow.holders("gemini#model-0#d#1")


def test_a_retried_reservation_counts_once(moto_workflow, scripted) -> None:
    """The condition admits a request already in the window: a retried ReserveMinute never double-books."""
    scripted(rungs=1, minute_limit=1, script=("ok",))
    request_id = uuid.uuid4().hex
    moto_workflow.dynamodb.put_item(
        TableName=moto_workflow.table,
        Item={"pk": {"S": "gemini#model-0#m#1"}, "reqs": {"SS": [request_id]}, "ttl": {"N": str(MINUTE_TTL)}},
    )
    run = moto_workflow.run({"request_id": request_id, "question": "سؤال"})
    assert run.output["state"] == "answer"
    assert moto_workflow.holders("gemini#model-0#m#1") == {request_id}


def test_retrieval_crash_fails_the_run_by_name(moto_workflow, scripted) -> None:
    steps = scripted()

    def broken(event: dict[str, Any]) -> dict[str, Any]:
        raise RuntimeError("search backend down")

    steps.retrieve = broken
    _, run = ask(moto_workflow)
    assert run.status == "FAILED"
    assert run.error == "RetrievalFailed"
    assert run.path == ["Retrieve", "RetrievalFailed"]
