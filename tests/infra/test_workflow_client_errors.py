"""Every client error is a 4xx at the edge or a safe state inside the workflow, on both runners.

The edge: the API Lambda's handler (functions/api, `dalil.http.app`) in front of each runner, the
in-process runner (no DALIL_STATE_MACHINE_ARN) and the synthesized Express state machine executed by
moto (StartSyncExecution played by moto's start + wait below, the only thing moto lacks). Each
malformed or unknown-value request gets the same status and error code from both, and a refused
request starts no execution: no FAILED run, no 502, no WorkflowFailed alarm.

Inside: a workflow input that reaches the retrieve step with a client error anyway (a direct
StartExecution, a conversation that expired after the edge checked it) ends SUCCEEDED in a safe
`search` state on both runners, never a failed execution.
"""

from __future__ import annotations

import json
import uuid
from typing import Any

import pytest
from test_workflow_two_runners import NO_EVIDENCE, QUESTION, configure, server  # noqa: F401 - fixtures

from dalil.http.lambda_adapter import to_proxy_event
from dalil.models import Response
from dalil.workflow.invoke import invoke_event
from dalil.workflow.state import WorkflowState
from support.loopback_providers import gemini_echo
from support.moto_machines import run_to_end

ENABLED = "bible,synaxarium,liturgy,arcd"  # xquad is known but switched off here
LIVE_CONVERSATION = "live-conversation"  # replaced at run time by a conversation the test starts


class SyncOverMoto:
    """StartSyncExecution's request and answer over moto's asynchronous executions."""

    def __init__(self, sfn: Any) -> None:
        self.sfn = sfn
        self.runs: list[dict[str, Any]] = []

    def start_sync_execution(self, stateMachineArn: str, name: str, input: str) -> dict[str, Any]:  # noqa: A002, N803 - boto3's names
        described = run_to_end(self.sfn, stateMachineArn, name, input, 0.02)
        self.runs.append(described)
        return {k: described[k] for k in ("executionArn", "status", "output", "error", "cause") if k in described}


@pytest.fixture
def edge(configure, server, moto_workflow, monkeypatch):  # noqa: F811 - the imported fixtures
    """ask(body, runner) through the API handler; runner "local" or "machine"."""
    from dalil.http import sfn
    from dalil.settings import get_settings

    configure(DALIL_LIBRARIES=ENABLED)
    server.always("model-a", gemini_echo())
    machine = SyncOverMoto(moto_workflow.sfn)
    monkeypatch.setattr(sfn, "_client", machine)

    def ask(body: bytes, runner: str) -> tuple[int, dict[str, Any]]:
        if runner == "machine":
            monkeypatch.setenv("DALIL_STATE_MACHINE_ARN", moto_workflow.arn)
        else:
            monkeypatch.delenv("DALIL_STATE_MACHINE_ARN", raising=False)
        get_settings.cache_clear()
        event = to_proxy_event("POST", "/ask", {"Content-Type": "application/json"}, body)
        result = invoke_event("api", event)
        return result["statusCode"], json.loads(result["body"])

    ask.machine = machine  # type: ignore[attr-defined]
    return ask


def body(**fields: Any) -> bytes:
    return json.dumps({"question": QUESTION, **fields}, ensure_ascii=False).encode()


# (name, body, status, error code or response state)
REFUSED = [
    ("unknown library", body(libraries=["quran"]), 422, "invalid_request"),
    ("library switched off here", body(libraries=["xquad"]), 422, "invalid_request"),
    ("one bad library among good ones", body(libraries=["bible", "sermons"]), 422, "invalid_request"),
    ("libraries not a list", body(libraries="bible"), 422, "invalid_request"),
    ("too many libraries", body(libraries=["bible"] * 11), 422, "invalid_request"),
    ("unknown conversation", body(conversation_id="never-issued"), 404, "not_found"),
    ("new conversation reusing a live id", body(conversation_id=LIVE_CONVERSATION, new_conversation=True), 422, "invalid_request"),
    ("conversation id not an id", body(conversation_id="a b/c"), 422, "invalid_request"),
    ("blank question", body(question="   "), 422, "invalid_request"),
    ("question too long", body(question="س" * 2001), 422, "invalid_request"),
    ("question not text", body(question=42), 422, "invalid_request"),
    ("unknown field", body(top_k=50), 422, "invalid_request"),
    ("new_conversation not a flag", body(new_conversation="maybe"), 422, "invalid_request"),
    ("not JSON", b'{"question": ', 400, "bad_request"),
    ("not an object", b'["question"]', 422, "invalid_request"),
]
# Accepted at the edge, ending in a safe state inside the workflow.
SAFE = [
    ("no letters at all", body(question="؟؟ 123 !!"), 200, "search"),
    ("an empty library list", body(libraries=[]), 200, "search"),
]


def start_live_conversation(ask) -> str:
    status, response = ask(body(question=NO_EVIDENCE, new_conversation=True), "local")
    assert status == 200 and response["conversation_id"], response
    return response["conversation_id"]


@pytest.mark.parametrize(("name", "raw", "status", "code"), REFUSED + SAFE, ids=[c[0] for c in REFUSED + SAFE])
def test_each_client_error_is_a_4xx_or_a_safe_state_on_both_runners(edge, name, raw, status, code) -> None:
    if LIVE_CONVERSATION.encode() in raw:
        raw = raw.replace(LIVE_CONVERSATION.encode(), start_live_conversation(edge).encode())
    answers = {runner: edge(raw, runner) for runner in ("local", "machine")}
    for runner, (got_status, got) in answers.items():
        assert got_status == status, (runner, got)
        if status >= 400:
            assert got["error"] == code and got["message"], (runner, got)
        else:
            assert Response.model_validate(got).state == code and got["search_url"], (runner, got)
    assert answers["local"][1].get("error") == answers["machine"][1].get("error")
    runs = edge.machine.runs
    if status >= 400:
        assert runs == [], "a refused request must start no execution"
    else:
        assert [r["status"] for r in runs] == ["SUCCEEDED"]


def test_a_good_request_still_answers_on_both_runners(edge) -> None:
    """The edge's checks refuse only what is wrong: a restricted, follow-up-free request answers."""
    for runner in ("local", "machine"):
        status, response = edge(body(libraries=["Bible", "synaxarium"]), runner)
        assert status == 200 and response["state"] in ("answer", "sources", "search"), (runner, response)
    assert [r["status"] for r in edge.machine.runs] == ["SUCCEEDED"]


# --- inside the workflow: past the edge -------------------------------------------------------------

INSIDE = [
    ("unknown library", {"libraries": ["quran"]}, "unknown_library"),
    ("library switched off here", {"libraries": ["xquad"]}, "unknown_library"),
    ("conversation unknown or expired since the edge", {"conversation_id": "expired-since"}, "unknown_conversation"),
    ("new conversation reusing a live id", {"conversation_id": LIVE_CONVERSATION, "new_conversation": True}, "invalid_request"),
]


@pytest.mark.parametrize(("name", "fields", "reason"), INSIDE, ids=[c[0] for c in INSIDE])
def test_a_client_error_past_the_edge_is_a_safe_state_not_a_failed_run(edge, moto_workflow, name, fields, reason) -> None:
    from dalil.settings import get_settings
    from dalil.workflow.local import drive

    if fields.get("conversation_id") == LIVE_CONVERSATION:
        fields = {**fields, "conversation_id": start_live_conversation(edge)}
    workflow_input = {"request_id": uuid.uuid4().hex, "question": QUESTION, **fields}
    local = drive(WorkflowState.model_validate(workflow_input), get_settings())  # no admission: as a direct run
    machine = moto_workflow.run({**workflow_input, "request_id": uuid.uuid4().hex})
    assert machine.status == "SUCCEEDED", (machine.error, machine.cause)
    responses = {"local": local.response, "machine": Response.model_validate(machine.output)}
    assert local.path == ["retrieve", "finish"]
    assert [n for n in machine.path if n in ("Retrieve", "Generate", "Validate", "Finish")] == ["Retrieve", "Finish"]
    for runner, response in responses.items():
        assert (response.state, response.reason) == ("search", reason), runner
        assert response.search_url and not response.sources and not response.answer, runner
        assert response.conversation_id is None, runner  # the named conversation is neither confirmed nor extended


def test_any_other_exception_in_retrieve_still_fails_the_run_on_both_runners(edge, moto_workflow, monkeypatch) -> None:
    """Only the request's own faults are caught: a search backend that breaks fails the run (and
    pages), rather than passing for "no evidence"."""
    from dalil.errors import BackendUnavailable
    from dalil.retrieval.retriever import Retriever
    from dalil.settings import get_settings
    from dalil.workflow.local import drive

    def broken(self, *args, **kwargs):
        raise BackendUnavailable("the search domain is unreachable")

    monkeypatch.setattr(Retriever, "retrieve", broken)
    workflow_input = {"request_id": uuid.uuid4().hex, "question": QUESTION}
    with pytest.raises(BackendUnavailable):
        drive(WorkflowState.model_validate(workflow_input), get_settings())
    machine = moto_workflow.run(workflow_input)
    assert (machine.status, machine.error) == ("FAILED", "BackendUnavailable")
