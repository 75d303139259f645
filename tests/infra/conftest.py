"""Fixtures for the deployment tests: the synthesized CDK app (no bundling, no Docker, no account),
and the synthesized state machine running in moto's Step Functions with its Lambda tasks routed to
the real handlers in this process and its DynamoDB tasks hitting moto.

moto executes state machines (`execute_state_machine`), but its Lambda backend runs functions in
Docker. `LambdaFunction._invoke_lambda` is patched to import `functions/<name>/handler.py` and
call it here instead, returning what Lambda returns: the handler's JSON, or for an exception an
error object whose `errorType` Step Functions matches in Retry and Catch.
"""

from __future__ import annotations

import io
import json
import time
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest

from cdk_synth import Synthesized, synthesize

REGION = "us-east-1"
STEP_FUNCTIONS = ("retrieval", "generation", "validation")


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
    """The synthesized state machine, created in moto with moto Lambdas and a moto capacity table."""

    def __init__(self, definition_string: str) -> None:
        import boto3

        from dalil.workflow.state_machine import substitute

        iam = boto3.client("iam", region_name=REGION)
        role = iam.create_role(RoleName="dalil-test", AssumeRolePolicyDocument="{}")["Role"]["Arn"]
        buffer = io.BytesIO()
        with zipfile.ZipFile(buffer, "w") as archive:
            archive.writestr("handler.py", "# routed in-process by the test\n")
        lambdas = boto3.client("lambda", region_name=REGION)
        arns = {
            name: lambdas.create_function(
                FunctionName=f"dalil-{name}", Runtime="python3.11", Role=role, Handler="handler.handler",
                Code={"ZipFile": buffer.getvalue()},
            )["FunctionArn"]
            for name in STEP_FUNCTIONS
        }
        self.dynamodb = boto3.client("dynamodb", region_name=REGION)
        self.table = "dalil-capacity"
        self.dynamodb.create_table(
            TableName=self.table,
            KeySchema=[{"AttributeName": "pk", "KeyType": "HASH"}],
            AttributeDefinitions=[{"AttributeName": "pk", "AttributeType": "S"}],
            BillingMode="PAY_PER_REQUEST",
        )
        self.definition = substitute(
            definition_string,
            {
                "RetrievalFunctionArn": arns["retrieval"],
                "GenerationFunctionArn": arns["generation"],
                "ValidationFunctionArn": arns["validation"],
                "CapacityTableName": self.table,
            },
        )
        self.sfn = boto3.client("stepfunctions", region_name=REGION)
        self.arn = self.sfn.create_state_machine(
            name="dalil-workflow", definition=json.dumps(self.definition), roleArn=role, type="EXPRESS"
        )["stateMachineArn"]
        self._runs = 0

    def run(self, workflow_input: dict[str, Any]) -> Execution:
        self._runs += 1
        started = self.sfn.start_execution(
            stateMachineArn=self.arn, name=f"run-{self._runs}", input=json.dumps(workflow_input, ensure_ascii=False)
        )
        # moto runs the execution on a worker thread; wait for it to leave RUNNING (no timing asserted).
        while (described := self.sfn.describe_execution(executionArn=started["executionArn"]))["status"] == "RUNNING":
            time.sleep(0.02)
        events = self.sfn.get_execution_history(executionArn=started["executionArn"], maxResults=1000)["events"]
        path = [e["stateEnteredEventDetails"]["name"] for e in events if "stateEnteredEventDetails" in e]
        output = json.loads(described["output"]) if described.get("output") else None
        return Execution(
            status=described["status"], output=output, path=path,
            error=described.get("error"), cause=described.get("cause"), events=events,
        )

    def window(self, pk: str) -> dict[str, Any] | None:
        return self.dynamodb.get_item(TableName=self.table, Key={"pk": {"S": pk}}).get("Item")

    def holders(self, pk: str) -> set[str]:
        item = self.window(pk)
        return set(item["reqs"]["SS"]) if item and "reqs" in item else set()

    def fill(self, pk: str, count: int, ttl: int) -> None:
        """Put `count` other requests into a window (it is full when count == its limit)."""
        self.dynamodb.put_item(
            TableName=self.table,
            Item={"pk": {"S": pk}, "reqs": {"SS": [f"other-{i}" for i in range(count)]}, "ttl": {"N": str(ttl)}},
        )


def _invoke_in_process(self: Any, event: Any = None) -> tuple[str, bool, str]:
    """Replacement for moto's Docker-based `LambdaFunction._invoke_lambda`."""
    from dalil.workflow.invoke import FakeLambdaContext, load_handler_module

    payload = json.loads(event) if isinstance(event, (str, bytes)) else event
    module = load_handler_module(self.function_name.removeprefix("dalil-"))
    try:
        result = module.handler(payload, FakeLambdaContext(function_name=self.function_name))
    except Exception as error:  # Lambda's error shape: Step Functions matches errorType by name
        return json.dumps({"errorType": type(error).__name__, "errorMessage": str(error)}), True, ""
    return json.dumps(result, ensure_ascii=False), False, ""


@pytest.fixture
def moto_workflow(definition_string: str, monkeypatch: pytest.MonkeyPatch) -> Iterator[MotoWorkflow]:
    from moto import mock_aws
    from moto.awslambda.models import LambdaFunction

    for name, value in {
        "AWS_DEFAULT_REGION": REGION, "AWS_ACCESS_KEY_ID": "testing", "AWS_SECRET_ACCESS_KEY": "testing",
        "AWS_SESSION_TOKEN": "testing", "POWERTOOLS_TRACE_DISABLED": "true", "POWERTOOLS_METRICS_NAMESPACE": "Dalil",
    }.items():
        monkeypatch.setenv(name, value)
    monkeypatch.setattr(LambdaFunction, "_invoke_lambda", _invoke_in_process)
    with mock_aws(config={"stepfunctions": {"execute_state_machine": True}}):
        yield MotoWorkflow(definition_string)
