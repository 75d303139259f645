"""/ask on AWS (Step Functions): start the Express state machine synchronously and map its `status` to HTTP.
StartSyncExecution answers HTTP 200 even when the run FAILED or TIMED_OUT, so a failed run becomes
502/504 with a safe `search` body (the failed run's evidence is gone with it), never its error."""

from __future__ import annotations

import json
import logging
import threading
import uuid
from typing import Any

from dalil.http.models import AskRequest
from dalil.http.responses import safe_search
from dalil.models import Response
from dalil.settings import Settings
from dalil.workflow.admission import admit

log = logging.getLogger("dalil.http.sfn")

_client: Any = None
_client_lock = threading.Lock()


def sfn_client() -> Any:
    """One Step Functions client per process (deferred: /health and /feedback never pay for boto3)."""
    global _client
    with _client_lock:
        if _client is None:
            import boto3

            _client = boto3.client("stepfunctions")
        return _client


def set_sfn_client(client: Any) -> None:
    """For tests and the local harness: the client StartSyncExecution goes through."""
    global _client
    _client = client


def run_state_machine(settings: Settings, request: AskRequest, deadline: float | None = None) -> tuple[int, dict[str, Any]]:
    """(HTTP status, response body). Raises the client errors of `workflow.admission.admit`
    (UnknownLibrary, UnknownConversation, InvalidRequest) before any execution starts."""
    request_id = uuid.uuid4().hex
    # Client errors (an unknown library or conversation) are refused here, 4xx, as the local runner
    # refuses them: never a failed execution, a 502 and a WorkflowFailed alarm.
    conversation_id = admit(settings, request.conversation_id, request.new_conversation, request.libraries)
    request = request.model_copy(update={"conversation_id": conversation_id})
    workflow_input: dict[str, Any] = {"request_id": request_id, **request.model_dump(mode="json", exclude_none=True)}
    if deadline is not None:  # the steps keep to it (`WorkflowState.deadline`); else retrieve starts one
        workflow_input["deadline"] = deadline
    try:
        run = sfn_client().start_sync_execution(
            stateMachineArn=settings.state_machine_arn,
            name=request_id,
            input=json.dumps(workflow_input, ensure_ascii=False),
        )
    except Exception:  # noqa: BLE001 - botocore ClientError / connection errors: the workflow never started
        log.exception("workflow could not be started (request %s)", request_id)
        return 503, safe_search(settings, request.question, "workflow_unavailable")
    status = run.get("status")
    if status == "SUCCEEDED":
        try:
            return 200, Response.model_validate_json(run["output"]).model_dump(mode="json")
        except (ValueError, KeyError):
            log.exception("workflow output is not a response (request %s)", request_id)
            return 502, safe_search(settings, request.question, "workflow_output_invalid")
    # Error and cause stay in the logs; the client gets a safe state.
    log.error("workflow did not succeed (request %s): %s %s %s", request_id, status, run.get("error"), run.get("cause"))
    if status == "TIMED_OUT":
        return 504, safe_search(settings, request.question, "workflow_timed_out")
    return 502, safe_search(settings, request.question, "workflow_failed")
