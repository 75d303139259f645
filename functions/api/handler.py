"""API Lambda behind API Gateway (REST, proxy integration): POST /ask, POST /feedback, GET /health.

/ask starts the Express workflow synchronously when `DALIL_STATE_MACHINE_ARN` is set and runs the
in-process runner otherwise (laptop, `dalil serve`). StartSyncExecution answers HTTP 200 even when
the run FAILED or TIMED_OUT, so its `status` is mapped here: 502/504 with a safe `search` body
(the failed run's evidence is gone with it), never a traceback.

Heavy imports (boto3, the retrieval stack) are deferred to the route that needs them: this module's
import time is a cold-start cost paid by every request path, /health included.

No powertools Tracer here, on purpose: importing the X-Ray SDK costs ~200 ms of CPU per cold start
(benchmarks/lambda/RESULTS.md), which would break this function's 400 ms import budget. Lambda's
active tracing (set in infra/stacks/workflow.py) still records every invocation in X-Ray; the
subsegments that matter (search, providers) come from the retrieval and generation functions.
"""

from __future__ import annotations

import base64
import json
import uuid
from typing import Annotated, Any

from aws_lambda_powertools import Logger, Metrics
from aws_lambda_powertools.event_handler import APIGatewayRestResolver, CORSConfig, content_types
from aws_lambda_powertools.event_handler import Response as HttpResponse
from aws_lambda_powertools.event_handler.openapi.exceptions import RequestValidationError
from aws_lambda_powertools.event_handler.openapi.params import Body
from aws_lambda_powertools.metrics import MetricUnit
from aws_lambda_powertools.utilities.typing import LambdaContext

from dalil.api.models import MAX_BODY_BYTES, AskRequest, ErrorBody, FeedbackAccepted, FeedbackRequest, HealthResponse
from dalil.errors import (
    BackendUnavailable,
    DalilError,
    InvalidQuestion,
    InvalidRequest,
    StoreError,
    UnknownConversation,
    UnknownLibrary,
)
from dalil.models import Response
from dalil.settings import Settings, get_settings

logger = Logger(service="dalil-api")
metrics = Metrics(namespace="Dalil", service="dalil-api")

app = APIGatewayRestResolver(
    enable_validation=True,
    cors=CORSConfig(allow_origin=get_settings().cors_origin, allow_headers=["Content-Type"], max_age=600),
)

_sfn_client: Any = None


def _json(status: int, body: dict[str, Any], headers: dict[str, str] | None = None) -> HttpResponse:
    return HttpResponse(
        status_code=status,
        content_type=content_types.APPLICATION_JSON,
        body=json.dumps(body, ensure_ascii=False),
        headers=headers or {},
    )


def _error(status: int, code: str, message: str, details: list[dict] | None = None) -> HttpResponse:
    return _json(status, ErrorBody(error=code, message=message, details=details).model_dump(mode="json", exclude_none=True))


def _safe_search(settings: Settings, question: str, reason: str) -> dict[str, Any]:
    """The `search` state: a site-search link built from the question, no text, no citation."""
    return Response(
        state="search",
        message_id=uuid.uuid4().hex,
        reason=reason,
        search_url=settings.search_link(question),
    ).model_dump(mode="json")


def _respond(response: Response) -> HttpResponse:
    metrics.add_metric(name=f"State_{response.state}", unit=MetricUnit.Count, value=1)
    headers = {"Retry-After": str(response.retry_after_s)} if response.state == "quota" and response.retry_after_s else None
    return _json(200, response.model_dump(mode="json"), headers)


def _run_state_machine(settings: Settings, request: AskRequest) -> HttpResponse:
    global _sfn_client
    if _sfn_client is None:
        import boto3  # deferred: /health and /feedback on the laptop never pay for it

        _sfn_client = boto3.client("stepfunctions")
    request_id = uuid.uuid4().hex
    # Refuse an unknown conversation here (404) instead of failing the run in the retrieval Lambda.
    from dalil.answer.followup import open_conversation
    from dalil.stores.factory import conversation_store

    conversation_id, _ = open_conversation(conversation_store(settings), request.conversation_id, request.new_conversation)
    request = request.model_copy(update={"conversation_id": conversation_id})
    workflow_input = {"request_id": request_id, **request.model_dump(mode="json", exclude_none=True)}
    try:
        run = _sfn_client.start_sync_execution(
            stateMachineArn=settings.state_machine_arn,
            name=request_id,
            input=json.dumps(workflow_input, ensure_ascii=False),
        )
    except Exception:  # botocore ClientError / connection errors: the workflow never started
        logger.exception("workflow could not be started", extra={"request_id": request_id})
        return _json(503, _safe_search(settings, request.question, "workflow_unavailable"))
    status = run.get("status")
    if status == "SUCCEEDED":
        try:
            return _respond(Response.model_validate_json(run["output"]))
        except ValueError:
            logger.exception("workflow output is not a response", extra={"request_id": request_id})
            return _json(502, _safe_search(settings, request.question, "workflow_output_invalid"))
    # Error and cause stay in the logs; the client gets a safe state.
    logger.error("workflow did not succeed", extra={"request_id": request_id, "status": status, "error": run.get("error"), "cause": run.get("cause")})
    metrics.add_metric(name=f"Workflow_{status}", unit=MetricUnit.Count, value=1)
    if status == "TIMED_OUT":
        return _json(504, _safe_search(settings, request.question, "workflow_timed_out"))
    return _json(502, _safe_search(settings, request.question, "workflow_failed"))


@app.post("/ask")
def ask(request: Annotated[AskRequest, Body()]):  # no return annotation: powertools would validate it
    settings = get_settings()
    try:
        if settings.state_machine_arn:
            return _run_state_machine(settings, request)
        from dalil.workflow import local  # deferred: the in-process runner loads the retrieval stack

        response = local.run(
            question=request.question,
            conversation_id=request.conversation_id,
            libraries=request.libraries,
            new_conversation=request.new_conversation,
        )
    except UnknownConversation as error:
        return _error(404, "not_found", str(error))
    except (InvalidQuestion, InvalidRequest, UnknownLibrary) as error:
        return _error(422, "invalid_request", str(error))
    except (BackendUnavailable, StoreError) as error:
        logger.error("backend unavailable", extra={"error": str(error)})
        return _json(503, _safe_search(settings, request.question, "backend_unavailable"))
    return _respond(response)


@app.post("/feedback")
def feedback(request: Annotated[FeedbackRequest, Body()]):
    from dalil.stores.factory import feedback_store

    store = feedback_store(get_settings())
    if not store.has_message(request.message_id):
        return _error(404, "not_found", f"No answer with message_id {request.message_id!r} is known.")
    feedback_id = store.add_feedback(request.message_id, request.vote, request.category, request.comment)
    metrics.add_metric(name=f"Feedback_{request.vote}", unit=MetricUnit.Count, value=1)
    return _json(201, FeedbackAccepted(feedback_id=feedback_id, message_id=request.message_id).model_dump(mode="json"))


@app.get("/health")
def health():
    import dalil

    settings = get_settings()
    body = HealthResponse(
        backend=settings.backend,
        workflow="step-functions" if settings.state_machine_arn else "in-process",
        version=getattr(dalil, "__version__", "0"),
    )
    return _json(200, body.model_dump(mode="json"))


@app.exception_handler(RequestValidationError)
def _invalid_request(error: RequestValidationError) -> HttpResponse:
    problems = error.errors()
    invalid_json = next((p for p in problems if p.get("type") == "json_invalid"), None)
    if invalid_json is not None:
        detail = invalid_json.get("ctx", {}).get("error", "JSON decode error")
        return _error(400, "bad_request", f"The request body is not valid JSON ({detail}).")
    # Never echo the input back: it can be long, and it is the client's own text anyway.
    details = [{"field": ".".join(str(part) for part in p.get("loc", ()) if part != "body"), "problem": p.get("msg", "")} for p in problems]
    summary = "; ".join(f"{d['field'] or 'body'}: {d['problem']}" for d in details)
    return _error(422, "invalid_request", f"The request is not valid: {summary}.", details)


@app.exception_handler(DalilError)
def _dalil_error(error: DalilError) -> HttpResponse:
    return _error(422, "invalid_request", str(error))


@app.exception_handler(Exception)
def _unexpected(error: Exception) -> HttpResponse:
    logger.exception("unhandled error")
    return _error(500, "internal", "Something went wrong on our side; the error was logged.")


@app.not_found
def _not_found(error: Exception) -> HttpResponse:
    return _error(404, "not_found", "No such route. Routes: POST /ask, POST /feedback, GET /health.")


def _body_bytes(event: dict[str, Any]) -> int:
    body = event.get("body") or ""
    if event.get("isBase64Encoded"):
        try:
            return len(base64.b64decode(body, validate=False))
        except ValueError:
            return len(body)
    return len(body.encode("utf-8"))


@metrics.log_metrics
@logger.inject_lambda_context(correlation_id_path="requestContext.requestId", clear_state=True)
def handler(event: dict[str, Any], context: LambdaContext) -> dict[str, Any]:
    # API Gateway accepts up to 10 MB; a question needs a few KB. Refuse before parsing anything.
    size = _body_bytes(event)
    if size > MAX_BODY_BYTES:
        metrics.add_metric(name="PayloadTooLarge", unit=MetricUnit.Count, value=1)
        body = ErrorBody(error="payload_too_large", message=f"The request body is {size} bytes; the limit is {MAX_BODY_BYTES}.")
        return {
            "statusCode": 413,
            "headers": {"Content-Type": "application/json", "Access-Control-Allow-Origin": get_settings().cors_origin},
            "body": body.model_dump_json(exclude_none=True),
            "isBase64Encoded": False,
        }
    return app.resolve(event, context)
