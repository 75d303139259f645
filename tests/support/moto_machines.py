"""moto stand-ins for the tests that run our handlers under moto's Step Functions (the answer
workflow in tests/infra/conftest.py, the ingest job in tests/infra/test_ingest_workflow.py, the
ingest samples in tests/integration/test_invoke_ingest_events.py): the process environment a
handler sees there, a role, Lambdas named `dalil-<name>` whose code is a placeholder (the
`lambdas_in_process` fixture runs functions/<name>/handler.py instead), and one execution run to
its end.

Import it as `from support.moto_machines import …` (tests/ is on sys.path via conftest)."""

from __future__ import annotations

import io
import time
import zipfile
from collections.abc import Mapping
from typing import Any

REGION = "us-east-1"
# Fake credentials (nothing reaches AWS) and the powertools settings the functions' stacks set.
MOTO_LAMBDA_ENV = {
    "AWS_DEFAULT_REGION": REGION, "AWS_ACCESS_KEY_ID": "testing", "AWS_SECRET_ACCESS_KEY": "testing",
    "AWS_SESSION_TOKEN": "testing", "POWERTOOLS_TRACE_DISABLED": "true", "POWERTOOLS_METRICS_NAMESPACE": "Dalil",
}


def moto_role(name: str) -> str:
    import boto3

    return boto3.client("iam", region_name=REGION).create_role(RoleName=name, AssumeRolePolicyDocument="{}")["Role"]["Arn"]


def moto_lambdas(keys_by_function: Mapping[str, str], role: str) -> dict[str, str]:
    """{substitution key: function ARN} for each function name -> its key in the definition."""
    import boto3

    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("handler.py", "# routed in-process by the test\n")
    lambdas = boto3.client("lambda", region_name=REGION)
    return {
        key: lambdas.create_function(FunctionName=f"dalil-{name}", Runtime="python3.11", Role=role, Handler="handler.handler",
                                     Code={"ZipFile": buffer.getvalue()})["FunctionArn"]
        for name, key in keys_by_function.items()
    }


def run_to_end(sfn: Any, machine_arn: str, name: str, execution_input: str, poll_s: float) -> dict[str, Any]:
    """Start one execution and describe it once it has left RUNNING (moto runs it on a worker
    thread; no timing is asserted)."""
    started = sfn.start_execution(stateMachineArn=machine_arn, name=name, input=execution_input)
    while (described := sfn.describe_execution(executionArn=started["executionArn"]))["status"] == "RUNNING":
        time.sleep(poll_s)
    return described
