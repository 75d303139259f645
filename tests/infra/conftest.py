"""Fixtures for the deployment tests: the synthesized CDK app (no bundling, no Docker, no account),
and the synthesized state machine running in moto's Step Functions with its Lambda tasks routed to
the real handlers in this process.

moto executes state machines (`execute_state_machine`), but its Lambda backend runs functions in
Docker. `LambdaFunction._invoke_lambda` is patched to run `functions/<name>/handler.py` here through
`dalil.workflow.invoke.run_handler` (what `dalil invoke` runs), returning what Lambda returns: the
handler's JSON, or for an exception an error object whose `errorType` Step Functions matches in
Retry and Catch.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest
from cdk_synth import Synthesized, synthesize

from support.moto_machines import MOTO_LAMBDA_ENV, REGION, moto_lambdas, moto_role, run_to_end


@pytest.fixture(scope="session")
def synthesized() -> Synthesized:
    return synthesize()


@pytest.fixture(scope="session")
def definition_string(synthesized: Synthesized) -> str:
    """The state machine's DefinitionString exactly as synthesized (with `${...}` substitutions)."""
    resources = synthesized.templates["DalilWorkflow"]["Resources"]
    (machine,) = [r for r in resources.values() if r["Type"] == "AWS::StepFunctions::StateMachine"]
    return machine["Properties"]["DefinitionString"]


# --- moto Step Functions ------------------------------------------------------------------------


@dataclass
class Execution:
    status: str
    output: dict[str, Any] | None
    path: list[str]
    error: str | None
    cause: str | None
    events: list[dict[str, Any]] = field(repr=False)


class MotoWorkflow:
    """The synthesized state machine, created in moto with moto Lambdas."""

    def __init__(self, definition_string: str) -> None:
        import boto3

        from dalil.workflow.state_machine import FUNCTION_ARN_KEYS, substitute

        role = moto_role("dalil-test")
        self.definition = substitute(definition_string, moto_lambdas(FUNCTION_ARN_KEYS, role))
        self.sfn = boto3.client("stepfunctions", region_name=REGION)
        self.arn = self.sfn.create_state_machine(
            name="dalil-workflow", definition=json.dumps(self.definition), roleArn=role, type="EXPRESS"
        )["stateMachineArn"]
        self._runs = 0

    def run(self, workflow_input: dict[str, Any]) -> Execution:
        self._runs += 1
        described = run_to_end(self.sfn, self.arn, f"run-{self._runs}", json.dumps(workflow_input, ensure_ascii=False), 0.02)
        events = self.sfn.get_execution_history(executionArn=described["executionArn"], maxResults=1000)["events"]
        path = [e["stateEnteredEventDetails"]["name"] for e in events if "stateEnteredEventDetails" in e]
        output = json.loads(described["output"]) if described.get("output") else None
        return Execution(
            status=described["status"], output=output, path=path,
            error=described.get("error"), cause=described.get("cause"), events=events,
        )


def _invoke_in_process(self: Any, event: Any = None) -> tuple[str, bool, str]:
    """moto's Docker-based `LambdaFunction._invoke_lambda`, replaced by `dalil invoke`'s own runner."""
    from dalil.workflow.invoke import run_handler

    payload = json.loads(event) if isinstance(event, (str, bytes)) else event
    result, failed = run_handler(self.function_name.removeprefix("dalil-"), payload)
    return json.dumps(result, ensure_ascii=False), failed, ""


@pytest.fixture
def lambdas_in_process(monkeypatch: pytest.MonkeyPatch) -> None:
    """moto Lambdas named `dalil-<name>` run functions/<name>/handler.py in this process."""
    from moto.awslambda.models import LambdaFunction

    monkeypatch.setattr(LambdaFunction, "_invoke_lambda", _invoke_in_process)


@pytest.fixture
def moto_workflow(definition_string: str, lambdas_in_process: None, monkeypatch: pytest.MonkeyPatch) -> Iterator[MotoWorkflow]:
    from moto import mock_aws

    for name, value in MOTO_LAMBDA_ENV.items():
        monkeypatch.setenv(name, value)
    with mock_aws(config={"stepfunctions": {"execute_state_machine": True}}):
        yield MotoWorkflow(definition_string)
