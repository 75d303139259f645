"""The api handler on AWS: /ask starts the Express workflow with StartSyncExecution and maps its
`status` to HTTP. moto has no StartSyncExecution, so botocore's Stubber checks our request against
the real API model and answers with real response shapes. A failed or timed-out run (which the API
still answers with HTTP 200) becomes 502/504 with a safe `search` body, never the run's error."""

from __future__ import annotations

import json
from datetime import datetime, timezone
from typing import Any

import boto3
import pytest
from botocore.stub import ANY, Stubber

from dalil.http.lambda_adapter import to_proxy_event
from dalil.models import Response
from dalil.workflow.invoke import invoke_event

ARN = "arn:aws:states:us-east-1:123456789012:stateMachine:dalil-workflow"
NOW = datetime(2026, 1, 1, tzinfo=timezone.utc)


@pytest.fixture
def stubbed(monkeypatch: pytest.MonkeyPatch):
    from dalil.settings import get_settings

    monkeypatch.setenv("DALIL_STATE_MACHINE_ARN", ARN)
    get_settings.cache_clear()
    client = boto3.client("stepfunctions", region_name="us-east-1", aws_access_key_id="x", aws_secret_access_key="x")
    from dalil.http import sfn

    monkeypatch.setattr(sfn, "_client", client)
    with Stubber(client) as stubber:
        yield stubber
        stubber.assert_no_pending_responses()


def sync_result(status: str, output: dict[str, Any] | None = None, **extra: Any) -> dict[str, Any]:
    result = {"executionArn": f"{ARN.replace('stateMachine', 'express')}:run:1", "startDate": NOW, "stopDate": NOW, "status": status, **extra}
    if output is not None:
        result["output"] = json.dumps(output, ensure_ascii=False)
    return result


def ask(question: str = "من كتب إنجيل يوحنا؟") -> dict[str, Any]:
    return invoke_event("api", to_proxy_event("POST", "/ask", {"Content-Type": "application/json"}, json.dumps({"question": question, "libraries": ["bible"]}).encode()))


def expected_params() -> dict[str, Any]:
    return {"stateMachineArn": ARN, "name": ANY, "input": ANY}


def test_succeeded_run_is_the_response(stubbed: Stubber) -> None:
    answer = Response(state="answer", message_id="m1", answer="يوحنا [E1]").model_dump(mode="json")
    stubbed.add_response("start_sync_execution", sync_result("SUCCEEDED", answer), expected_params())
    result = ask()
    assert result["statusCode"] == 200 and json.loads(result["body"])["answer"] == "يوحنا [E1]"


def test_workflow_input_follows_the_contract(stubbed: Stubber) -> None:
    seen: dict[str, Any] = {}

    def capture(**kwargs: Any) -> None:
        seen.update(kwargs)

    stubbed.client.meta.events.register("provide-client-params.states.StartSyncExecution", lambda params, **_: capture(**params))
    quota = Response(state="quota", message_id="m2", retry_after_s=42).model_dump(mode="json")
    stubbed.add_response("start_sync_execution", sync_result("SUCCEEDED", quota), expected_params())
    result = ask()
    assert result["statusCode"] == 200 and result["multiValueHeaders"]["Retry-After"] == ["42"]
    workflow_input = json.loads(seen["input"])
    assert workflow_input["question"] == "من كتب إنجيل يوحنا؟" and workflow_input["libraries"] == ["bible"]
    assert workflow_input["request_id"] == seen["name"]  # the execution is named after the request


@pytest.mark.parametrize(("status", "http_status", "reason"), [("FAILED", 502, "workflow_failed"), ("TIMED_OUT", 504, "workflow_timed_out")])
def test_failed_runs_answer_a_safe_search_state(stubbed: Stubber, status: str, http_status: int, reason: str) -> None:
    stubbed.add_response(
        "start_sync_execution",
        sync_result(status, error="RetrievalFailed", cause="Traceback (most recent call last): secret internals"),
        expected_params(),
    )
    result = ask()
    body = json.loads(result["body"])
    assert result["statusCode"] == http_status
    assert body["state"] == "search" and body["reason"] == reason and body["search_url"]
    assert body["answer"] is None and "Traceback" not in result["body"] and "internals" not in result["body"]


def test_workflow_that_cannot_start_is_503(stubbed: Stubber) -> None:
    stubbed.add_client_error("start_sync_execution", service_error_code="ThrottlingException", http_status_code=400)
    result = ask()
    assert result["statusCode"] == 503 and json.loads(result["body"])["reason"] == "workflow_unavailable"


def test_output_that_is_not_a_response_is_502(stubbed: Stubber) -> None:
    stubbed.add_response("start_sync_execution", sync_result("SUCCEEDED", {"unexpected": True}), expected_params())
    result = ask()
    assert result["statusCode"] == 502 and json.loads(result["body"])["reason"] == "workflow_output_invalid"
