"""The Step Functions Express workflow as Amazon States Language (JSONPath), built as a Python dict.

CDK deploys exactly this definition and the tests execute exactly this definition (taken back out of
the synthesized template), so the strings below live in one place. `graph()` reduces a definition to
its transitions so a test can hold it against the in-process runner in `dalil.workflow.local`.

Shape (DESIGN.md §3, "Provider fallback repairs availability, not knowledge"):

    Retrieve ── HasEvidence? ── no ─────────────────────────────────────────────► OutcomeSearch ──► Finish
                     │ yes
    ┌──────────► RungsLeft? ── no (rung_index >= rung_count) ─────────────────► OutcomeQuota ───► Finish
    │                │ yes
    │           ReserveMinute ── full ───────────────────────────────┐
    │                │
    │           ReserveDay ──── full ──► ReleaseMinute ──────────────┤
    │                │                        ▲                      ▼
    │           Generate ── error (after retries) ──► ReleaseDay ─┘    AdvanceRung ─► ApplyRung ─┐
    │                │                        ▲                                               │
    │         GenerationOutcome ── failover ──┘                                               │
    │                │  └─ other failure ─► ReleaseDayBeforeSources ─► ReleaseMinuteBeforeSources ─► OutcomeSources
    │                │ ok
    │           Validate ─► IsValid? ── yes ─► OutcomeAnswer ─► Finish
    │                            └───── no ──► OutcomeSources ─► Finish   (no further rung)
    └─────────────────────────────────────────────────────────────────────────────────────────┘

Capacity is reserved with native DynamoDB `UpdateItem` tasks: each window item holds the set of
request ids that reserved it, so a retried reservation is idempotent (`contains(reqs, :reqid)`).
A call that failed releases its windows; a call that reached the provider keeps them (the generate
step records the tokens). A grounding failure never moves to another rung.
"""

from __future__ import annotations

import json
from typing import Any

# --- placeholders substituted by CDK (`DefinitionSubstitutions`) or by a test --------------------
RETRIEVAL_ARN = "${RetrievalFunctionArn}"
GENERATION_ARN = "${GenerationFunctionArn}"
VALIDATION_ARN = "${ValidationFunctionArn}"
CAPACITY_TABLE = "${CapacityTableName}"
SUBSTITUTION_KEYS = ("RetrievalFunctionArn", "GenerationFunctionArn", "ValidationFunctionArn", "CapacityTableName")

# --- error names ---------------------------------------------------------------------------------
# Lambda reports an unhandled exception's class name as the error name Step Functions matches on.
TRANSIENT_PROVIDER_ERROR = "TransientProviderError"
CONDITIONAL_CHECK_FAILED = "DynamoDB.ConditionalCheckFailedException"
LAMBDA_SERVICE_ERRORS = [
    "Lambda.ClientExecutionTimeoutException",
    "Lambda.ServiceException",
    "Lambda.AWSLambdaException",
    "Lambda.SdkClientException",
    "Lambda.TooManyRequestsException",
]
DYNAMODB_TRANSIENT_ERRORS = [
    "DynamoDB.ProvisionedThroughputExceededException",
    "DynamoDB.ThrottlingException",
    "DynamoDB.RequestLimitExceeded",
    "DynamoDB.InternalServerErrorException",
]

# --- capacity expressions (the contract with dalil.stores.aws capacity keys) ---------------------
RESERVE_UPDATE = "ADD reqs :req SET #ttl = :ttl"
RESERVE_CONDITION = "attribute_not_exists(reqs) OR size(reqs) < :limit OR contains(reqs, :reqid)"
RELEASE_UPDATE = "DELETE reqs :req"
# Releasing never creates an item: a missing window item has nothing to release.
RELEASE_CONDITION = "attribute_exists(pk)"

# --- state names (the in-process runner names its steps after these) -----------------------------
RETRIEVE = "Retrieve"
HAS_EVIDENCE = "HasEvidence"
RUNGS_LEFT = "RungsLeft"
RESERVE_MINUTE = "ReserveMinute"
RESERVE_DAY = "ReserveDay"
GENERATE = "Generate"
GENERATION_OUTCOME = "GenerationOutcome"
RELEASE_DAY = "ReleaseDay"
RELEASE_MINUTE = "ReleaseMinute"
RELEASE_DAY_BEFORE_SOURCES = "ReleaseDayBeforeSources"
RELEASE_MINUTE_BEFORE_SOURCES = "ReleaseMinuteBeforeSources"
ADVANCE_RUNG = "AdvanceRung"
APPLY_RUNG = "ApplyRung"
VALIDATE = "Validate"
IS_VALID = "IsValid"
OUTCOME_ANSWER = "OutcomeAnswer"
OUTCOME_SOURCES = "OutcomeSources"
OUTCOME_SEARCH = "OutcomeSearch"
OUTCOME_QUOTA = "OutcomeQuota"
FINISH = "Finish"
RETRIEVAL_FAILED = "RetrievalFailed"



def _lambda_task(function_arn: str, next_state: str | None, *, timeout_s: int) -> dict[str, Any]:
    state: dict[str, Any] = {
        "Type": "Task",
        "Resource": "arn:aws:states:::lambda:invoke",
        "Parameters": {"FunctionName": function_arn, "Payload.$": "$"},
        # The step functions take and return the whole workflow document.
        "OutputPath": "$.Payload",
        "TimeoutSeconds": timeout_s,
        "Retry": [
            {"ErrorEquals": LAMBDA_SERVICE_ERRORS, "IntervalSeconds": 1, "MaxAttempts": 2, "BackoffRate": 2.0}
        ],
    }
    if next_state is None:
        state["End"] = True
    else:
        state["Next"] = next_state
    return state


def _rung_field(name: str) -> str:
    """`rungs[rung_index].<name>` as an intrinsic: the Lambda steps return their own document, so
    the current rung is always read from `rungs` and `rung_index`, never from a copy they may drop."""
    return f"States.ArrayGetItem($.rungs[*].{name}, $.rung_index)"


def _window_key(window: str) -> dict[str, Any]:
    return {"pk": {"S.$": _rung_field(f"{window}_pk")}}


def _reserve(window: str, next_state: str, on_full: str) -> dict[str, Any]:
    return {
        "Type": "Task",
        "Resource": "arn:aws:states:::dynamodb:updateItem",
        "Parameters": {
            "TableName": CAPACITY_TABLE,
            "Key": _window_key(window),
            "UpdateExpression": RESERVE_UPDATE,
            "ConditionExpression": RESERVE_CONDITION,
            "ExpressionAttributeNames": {"#ttl": "ttl"},
            "ExpressionAttributeValues": {
                ":req": {"SS.$": "States.Array($.request_id)"},
                ":reqid": {"S.$": "$.request_id"},
                ":limit": {"N.$": f"States.JsonToString({_rung_field(f'{window}_limit')})"},
                ":ttl": {"N.$": f"States.JsonToString({_rung_field(f'{window}_ttl')})"},
            },
        },
        "ResultPath": None,
        # Reserving is idempotent per request id, so retrying a throttled write is safe.
        "Retry": [{"ErrorEquals": DYNAMODB_TRANSIENT_ERRORS, "IntervalSeconds": 1, "MaxAttempts": 2, "BackoffRate": 2.0}],
        "Catch": [{"ErrorEquals": [CONDITIONAL_CHECK_FAILED], "ResultPath": "$.capacity_error", "Next": on_full}],
        "Next": next_state,
    }


def _release(window: str, next_state: str) -> dict[str, Any]:
    return {
        "Type": "Task",
        "Resource": "arn:aws:states:::dynamodb:updateItem",
        "Parameters": {
            "TableName": CAPACITY_TABLE,
            "Key": _window_key(window),
            "UpdateExpression": RELEASE_UPDATE,
            "ConditionExpression": RELEASE_CONDITION,
            "ExpressionAttributeValues": {":req": {"SS.$": "States.Array($.request_id)"}},
        },
        "ResultPath": None,
        "Retry": [{"ErrorEquals": DYNAMODB_TRANSIENT_ERRORS, "IntervalSeconds": 1, "MaxAttempts": 2, "BackoffRate": 2.0}],
        # A DynamoDB failure on release must not cost the user the answer: the window's TTL reclaims
        # it. Only task failures are caught; a broken path (States.Runtime) fails the run loudly.
        "Catch": [{"ErrorEquals": ["States.TaskFailed", "States.Timeout"], "ResultPath": "$.release_error", "Next": next_state}],
        "Next": next_state,
    }


def _outcome(outcome: str) -> dict[str, Any]:
    return {"Type": "Pass", "Result": outcome, "ResultPath": "$.outcome", "Next": FINISH}


def build_definition(
    retrieval_arn: str = RETRIEVAL_ARN,
    generation_arn: str = GENERATION_ARN,
    validation_arn: str = VALIDATION_ARN,
    capacity_table: str = CAPACITY_TABLE,
    *,
    timeout_s: int = 28,
    provider_timeout_s: int = 22,
    transient_retries: int = 2,
) -> dict[str, Any]:
    """The ASL document. Defaults are `${…}` placeholders for CDK's `DefinitionSubstitutions`.

    `timeout_s` bounds the whole run below API Gateway's 29 s; `provider_timeout_s` bounds one
    Generate invocation (the provider's own HTTP timeout sits inside it)."""
    definition: dict[str, Any] = {
        "Comment": "Dalil: retrieve, then one provider rung at a time with reserved capacity, validate, respond.",
        "QueryLanguage": "JSONPath",
        "TimeoutSeconds": timeout_s,
        "StartAt": RETRIEVE,
        "States": {
            RETRIEVE: {
                **_lambda_task(retrieval_arn, HAS_EVIDENCE, timeout_s=15),
                # Without retrieval there is nothing to cite: fail the run, the API answers a safe 502.
                "Catch": [{"ErrorEquals": ["States.ALL"], "ResultPath": "$.error", "Next": RETRIEVAL_FAILED}],
            },
            RETRIEVAL_FAILED: {"Type": "Fail", "Error": "RetrievalFailed", "Cause": "The retrieval step failed."},
            HAS_EVIDENCE: {
                "Type": "Choice",
                "Choices": [{"Variable": "$.has_evidence", "BooleanEquals": False, "Next": OUTCOME_SEARCH}],
                "Default": RUNGS_LEFT,
            },
            RUNGS_LEFT: {
                "Type": "Choice",
                "Choices": [
                    {"Variable": "$.rung_index", "NumericGreaterThanEqualsPath": "$.rung_count", "Next": OUTCOME_QUOTA}
                ],
                "Default": RESERVE_MINUTE,
            },
            RESERVE_MINUTE: _reserve("minute", RESERVE_DAY, on_full=ADVANCE_RUNG),
            RESERVE_DAY: _reserve("day", GENERATE, on_full=RELEASE_MINUTE),
            GENERATE: {
                **_lambda_task(generation_arn, GENERATION_OUTCOME, timeout_s=provider_timeout_s),
                "Retry": [
                    {
                        "ErrorEquals": [TRANSIENT_PROVIDER_ERROR],
                        "IntervalSeconds": 1,
                        "MaxAttempts": transient_retries,
                        "BackoffRate": 2.0,
                    },
                    {"ErrorEquals": LAMBDA_SERVICE_ERRORS, "IntervalSeconds": 1, "MaxAttempts": 2, "BackoffRate": 2.0},
                ],
                # Still failing after retries (or a crash): this rung is unavailable, try the next one.
                "Catch": [{"ErrorEquals": ["States.ALL"], "ResultPath": "$.error", "Next": RELEASE_DAY}],
            },
            GENERATION_OUTCOME: {
                "Type": "Choice",
                "Choices": [
                    {"Variable": "$.generation.outcome", "StringEquals": "ok", "Next": VALIDATE},
                    {"Variable": "$.generation.failover", "BooleanEquals": True, "Next": RELEASE_DAY},
                ],
                # A failure that another rung cannot repair (configuration, bad request): show sources.
                "Default": RELEASE_DAY_BEFORE_SOURCES,
            },
            RELEASE_DAY: _release("day", RELEASE_MINUTE),
            RELEASE_MINUTE: _release("minute", ADVANCE_RUNG),
            RELEASE_DAY_BEFORE_SOURCES: _release("day", RELEASE_MINUTE_BEFORE_SOURCES),
            RELEASE_MINUTE_BEFORE_SOURCES: _release("minute", OUTCOME_SOURCES),
            ADVANCE_RUNG: {
                "Type": "Pass",
                "Parameters": {"rung_index.$": "States.MathAdd($.rung_index, 1)"},
                "ResultPath": "$.next_rung",
                "Next": APPLY_RUNG,
            },
            APPLY_RUNG: {
                "Type": "Pass",
                "Parameters": {"merged.$": "States.JsonMerge($, $.next_rung, false)"},
                "OutputPath": "$.merged",
                "Next": RUNGS_LEFT,
            },
            VALIDATE: {
                **_lambda_task(validation_arn, IS_VALID, timeout_s=10),
                # The provider was reached (its capacity is kept); an unvalidated draft is never shown.
                "Catch": [{"ErrorEquals": ["States.ALL"], "ResultPath": "$.error", "Next": OUTCOME_SOURCES}],
            },
            IS_VALID: {
                "Type": "Choice",
                "Choices": [{"Variable": "$.validation.valid", "BooleanEquals": True, "Next": OUTCOME_ANSWER}],
                # Grounding failure: no further rung (fallback repairs availability, not knowledge).
                "Default": OUTCOME_SOURCES,
            },
            OUTCOME_ANSWER: _outcome("answer"),
            OUTCOME_SOURCES: _outcome("sources"),
            OUTCOME_SEARCH: _outcome("search"),
            OUTCOME_QUOTA: _outcome("quota"),
            FINISH: _lambda_task(validation_arn, None, timeout_s=10),
        },
    }
    return definition


def to_json(definition: dict[str, Any]) -> str:
    return json.dumps(definition, ensure_ascii=False, separators=(",", ":"))


def substitute(definition_string: str, substitutions: dict[str, str]) -> dict[str, Any]:
    """Fill `${Key}` placeholders the way Step Functions' DefinitionSubstitutions does."""
    for key, value in substitutions.items():
        definition_string = definition_string.replace("${" + key + "}", value)
    return json.loads(definition_string)


def graph(definition: dict[str, Any]) -> set[tuple[str, str]]:
    """Every (state, next state) transition: Next, Choice branches and Default, and Catch targets.

    Retries stay on the same state and are not edges; an End or Fail state has no outgoing edge."""
    edges: set[tuple[str, str]] = set()
    for name, state in definition["States"].items():
        if "Next" in state:
            edges.add((name, state["Next"]))
        for choice in state.get("Choices", []):
            edges.add((name, choice["Next"]))
        if "Default" in state:
            edges.add((name, state["Default"]))
        for catcher in state.get("Catch", []):
            edges.add((name, catcher["Next"]))
    return edges


# Which step each state performs, in the in-process runner's vocabulary (`dalil.workflow.local.GRAPH`).
STEP_OF_STATE: dict[str, str] = {
    RETRIEVE: "retrieve",
    RESERVE_MINUTE: "reserve",
    RESERVE_DAY: "reserve",
    GENERATE: "generate",
    VALIDATE: "validate",
    OUTCOME_ANSWER: "finish:answer",
    OUTCOME_SOURCES: "finish:sources",
    OUTCOME_SEARCH: "finish:search",
    OUTCOME_QUOTA: "finish:quota",
}


def step_graph(definition: dict[str, Any]) -> set[tuple[str, str]]:
    """The definition's transitions between steps: states that are not steps (choices, passes,
    releases) are walked through, Fail states end a walk. Comparable with the local runner's GRAPH."""
    edges = graph(definition)
    successors: dict[str, set[str]] = {}
    for source, target in edges:
        successors.setdefault(source, set()).add(target)
    result: set[tuple[str, str]] = set()
    for state, step in STEP_OF_STATE.items():
        if step.startswith("finish:"):
            continue  # an outcome is where a run ends
        seen: set[str] = set()
        frontier = list(successors.get(state, ()))
        while frontier:
            current = frontier.pop()
            if current in seen:
                continue
            seen.add(current)
            if current in STEP_OF_STATE:
                result.add((step, STEP_OF_STATE[current]))
            elif definition["States"][current]["Type"] != "Fail":
                frontier.extend(successors.get(current, ()))
    return result
