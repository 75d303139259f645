"""The Step Functions Express workflow (ASL, JSONPath), generated from `transitions.STEPS`.

CDK deploys exactly this definition and the tests execute exactly this definition (taken back out
of the synthesized template). Each step is a Lambda task that takes and returns the whole workflow
document, followed by a Choice on `$.next` that lists exactly the steps the table allows; a step
with a `catch` sends any error (with `$.failure`) to its target. Retries are only for Lambda's own
service errors: every provider decision (retry a rung, next rung, finish) is the steps' own, made by
`transitions`, so the in-process runner and this machine take the same path.

    Retrieve ─▶ AfterRetrieve ─┬─▶ Generate ─▶ AfterGenerate ─┬─▶ Generate | Validate | Finish
                               └─▶ Finish      Validate ─▶ AfterValidate ─┬─▶ Generate | Finish
    Generate, Validate ── Catch States.ALL ($.failure) ─▶ Finish          Finish: End
    Retrieve ── Catch the client errors only ($.failure) ─▶ Finish
"""

from __future__ import annotations

import json
from typing import Any

from dalil.workflow.transitions import START, STEPS, Step

# --- placeholders substituted by CDK (`DefinitionSubstitutions`) or by a test --------------------
FUNCTION_ARN_KEYS = {"retrieval": "RetrievalFunctionArn", "generation": "GenerationFunctionArn", "validation": "ValidationFunctionArn"}
SUBSTITUTION_KEYS = tuple(FUNCTION_ARN_KEYS.values())

LAMBDA_SERVICE_ERRORS = [
    "Lambda.ClientExecutionTimeoutException",
    "Lambda.ServiceException",
    "Lambda.AWSLambdaException",
    "Lambda.SdkClientException",
    "Lambda.TooManyRequestsException",
]
INVALID_TRANSITION = "InvalidTransition"
# A backstop below API Gateway's 29 s integration limit: the steps keep to the request's deadline,
# which the API function sets from the gateway's receipt of the request (`Settings.request_deadline`).
EXECUTION_TIMEOUT_S = 28


def state_name(step: str) -> str:
    return step.capitalize()


def choice_name(step: str) -> str:
    return f"After{step.capitalize()}"


def step_of_state(name: str) -> str | None:
    """The step a Task state runs (None for a Choice or Fail state)."""
    return next((step for step in STEPS if state_name(step) == name), None)


def _task(step: str, row: Step) -> dict[str, Any]:
    state: dict[str, Any] = {
        "Type": "Task",
        "Resource": "arn:aws:states:::lambda:invoke",
        "Parameters": {"FunctionName": "${" + FUNCTION_ARN_KEYS[row.function] + "}", "Payload.$": "$"},
        "OutputPath": "$.Payload",  # the step returns the whole document
        "TimeoutSeconds": row.timeout_s,
        "Retry": [{"ErrorEquals": LAMBDA_SERVICE_ERRORS, "IntervalSeconds": 1, "MaxAttempts": 2, "BackoffRate": 2.0}],
    }
    if row.end:
        state["End"] = True
    else:
        state["Next"] = choice_name(step)
    if row.catch is not None:
        errors = list(row.catch_errors) or ["States.ALL"]
        state["Catch"] = [{"ErrorEquals": errors, "ResultPath": "$.failure", "Next": state_name(row.catch)}]
    return state


def _choice(row: Step) -> dict[str, Any]:
    return {
        "Type": "Choice",
        "Choices": [{"Variable": "$.next", "StringEquals": target, "Next": state_name(target)} for target in row.next],
        "Default": INVALID_TRANSITION,  # a step named a next step the table does not allow: a bug
    }


def build_definition(*, timeout_s: int = EXECUTION_TIMEOUT_S) -> dict[str, Any]:
    """The ASL document, with `${…}` placeholders for CDK's `DefinitionSubstitutions`."""
    states: dict[str, Any] = {}
    for step, row in STEPS.items():
        states[state_name(step)] = _task(step, row)
        if not row.end:
            states[choice_name(step)] = _choice(row)
    states[INVALID_TRANSITION] = {
        "Type": "Fail",
        "Error": INVALID_TRANSITION,
        "Cause": "A step named a next step the workflow does not allow.",
    }
    return {
        "Comment": "Dalil: generated from dalil.workflow.transitions.STEPS (the local runner drives the same table).",
        "QueryLanguage": "JSONPath",
        "TimeoutSeconds": timeout_s,
        "StartAt": state_name(START),
        "States": states,
    }


def to_json(definition: dict[str, Any]) -> str:
    return json.dumps(definition, ensure_ascii=False, separators=(",", ":"))


def substitute(definition_string: str, substitutions: dict[str, str]) -> dict[str, Any]:
    """Fill `${Key}` placeholders the way Step Functions' DefinitionSubstitutions does."""
    for key, value in substitutions.items():
        definition_string = definition_string.replace("${" + key + "}", value)
    return json.loads(definition_string)


def step_graph(definition: dict[str, Any]) -> set[tuple[str, str]]:
    """(step, step) edges of a definition: through its Choice states and Catch targets. A test holds
    it to `transitions.STEPS` (next and catch), so the machine can never drift from the table."""
    edges: set[tuple[str, str]] = set()
    states = definition["States"]
    for name, state in states.items():
        step = step_of_state(name)
        if step is None:
            continue
        targets = [c["Next"] for c in state.get("Catch", [])]
        if "Next" in state:
            choice = states[state["Next"]]
            targets += [c["Next"] for c in choice.get("Choices", [])]
        edges |= {(step, step_of_state(target) or target) for target in targets}
    return edges


def table_graph() -> set[tuple[str, str]]:
    """The same edges, read from the table."""
    edges = {(step, target) for step, row in STEPS.items() for target in row.next}
    return edges | {(step, row.catch) for step, row in STEPS.items() if row.catch}
