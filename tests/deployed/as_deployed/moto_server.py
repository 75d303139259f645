"""moto in server mode for the deployed functions: one ThreadedMotoServer on 127.0.0.1 with

- every request recorded (service, operation, SigV4 access key, body) by a WSGI middleware, so
  each function's AWS calls can be attributed (every function gets its own access key id);
- Step Functions executing state machines (moto's `execute_state_machine` switch, set through
  its /moto-api/config endpoint);
- `StartSyncExecution`, which moto lacks: start the execution, wait for it, answer the sync shape;
- Lambda invocations (`LambdaFunction._invoke_lambda`, Docker-based in moto) sent to the function's
  own process (lambda_process.py), keyed by function name.
"""

from __future__ import annotations

import io
import json
import logging
import os
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import parse_qs

import httpx

SYNC_EXECUTION_LIMIT_S = 300  # Express workflows run at most five minutes


@dataclass(frozen=True)
class AwsCall:
    access_key: str
    service: str  # SigV4 credential scope service: dynamodb, secretsmanager, states, lambda, ...
    operation: str  # DynamoDB_20120810.GetItem -> GetItem; REST calls: METHOD path
    path: str
    body: Any = field(compare=False)


def _access_key(authorization: str) -> tuple[str, str]:
    # AWS4-HMAC-SHA256 Credential=AKID/20261130/us-east-1/dynamodb/aws4_request, SignedHeaders=...
    if "Credential=" not in authorization:
        return "", ""
    scope = authorization.split("Credential=", 1)[1].split(",", 1)[0].split("/")
    return scope[0], scope[3] if len(scope) > 3 else ""


class RecordingMiddleware:
    def __init__(self, app: Callable) -> None:
        self.app = app
        self.calls: list[AwsCall] = []
        self._lock = threading.Lock()

    def __call__(self, environ: dict[str, Any], start_response: Callable) -> Any:
        length = int(environ.get("CONTENT_LENGTH") or 0)
        raw = environ["wsgi.input"].read(length) if length else b""
        environ["wsgi.input"] = io.BytesIO(raw)
        access_key, service = _access_key(environ.get("HTTP_AUTHORIZATION", ""))
        path = environ.get("PATH_INFO", "")
        if access_key and not path.startswith("/moto-api"):
            target = environ.get("HTTP_X_AMZ_TARGET", "")
            body: Any
            try:
                body = json.loads(raw) if raw else {}
            except ValueError:
                body = {k: v[0] for k, v in parse_qs(raw.decode(errors="replace")).items()}
            if target:
                operation = target.split(".", 1)[-1]
            elif isinstance(body, dict) and "Action" in body:
                operation = body["Action"]
            else:
                operation = f"{environ.get('REQUEST_METHOD')} {path}"
            with self._lock:
                self.calls.append(AwsCall(access_key, service, operation, path, body))
        return self.app(environ, start_response)

    def snapshot(self) -> list[AwsCall]:
        with self._lock:
            return list(self.calls)


def _start_sync_execution(self: Any) -> Any:
    """moto has no StartSyncExecution: start an execution and answer once it has stopped."""
    from moto.core.responses import ActionResult

    backend = self.stepfunction_backend
    execution = backend.start_execution(
        self._get_param("stateMachineArn"), self._get_param("name"), self._get_param("input", if_none="{}")
    )
    deadline = time.monotonic() + SYNC_EXECUTION_LIMIT_S
    while str(getattr(execution.status, "value", execution.status)) == "RUNNING" and time.monotonic() < deadline:
        time.sleep(0.01)
    status = str(getattr(execution.status, "value", execution.status))
    response: dict[str, Any] = {
        "executionArn": execution.execution_arn,
        "stateMachineArn": execution.state_machine_arn,
        "name": execution.name,
        "startDate": execution.start_date,
        "stopDate": execution.stop_date or execution.start_date,
        "status": status,
        "input": execution.execution_input if isinstance(execution.execution_input, str) else json.dumps(execution.execution_input),
    }
    if status == "SUCCEEDED":
        output = execution.output
        response["output"] = output if isinstance(output, str) else json.dumps(output)
    if execution.error is not None:
        response["error"] = execution.error
    if execution.cause is not None:
        response["cause"] = execution.cause
    return ActionResult(response)


class MotoServer:
    """Started once per test session; `lambdas` maps a function name to its process."""

    def __init__(self) -> None:
        from moto.awslambda.models import LambdaFunction
        from moto.moto_server.threaded_moto_server import ThreadedMotoServer
        from moto.stepfunctions.responses import StepFunctionResponse

        self.lambdas: dict[str, Any] = {}
        self.invocations: list[tuple[str, Any, Any, bool]] = []  # (function, event, payload, errored)
        outer = self

        class _Server(ThreadedMotoServer):
            def _server_entry(self) -> None:  # moto's own entry, with the recorder around the app
                from moto.moto_server.threaded_moto_server import MotoRequestHandler
                from moto.moto_server.werkzeug_app import DomainDispatcherApplication, create_backend_app
                from werkzeug.serving import make_server

                class Handler(MotoRequestHandler):
                    disable_nagle_algorithm = True  # see fakes._Quiet: ~40 ms per request otherwise

                outer.recorder = RecordingMiddleware(DomainDispatcherApplication(create_backend_app))
                self._server = make_server(self._ip_address, self._port, outer.recorder, True, request_handler=Handler)
                self._server_ready_event.set()
                self._server.serve_forever()

        def invoke(function: Any, event: Any = None) -> tuple[str, bool, str]:
            process = outer.lambdas.get(function.function_name)
            if process is None:
                payload, errored = {"errorType": "ResourceNotFound", "errorMessage": f"no process for {function.function_name}"}, True
            else:
                done = process.invoke(json.loads(event) if isinstance(event, (str, bytes)) else event)
                payload, errored = done.payload, done.errored
            outer.invocations.append((function.function_name, event, payload, errored))
            return json.dumps(payload, ensure_ascii=False), errored, ""

        self._patches = [
            (LambdaFunction, "_invoke_lambda", LambdaFunction.__dict__.get("_invoke_lambda"), invoke),
            (StepFunctionResponse, "start_sync_execution", StepFunctionResponse.__dict__.get("start_sync_execution"),
             _start_sync_execution),
        ]
        for owner, name, _, replacement in self._patches:
            setattr(owner, name, replacement)
        logging.getLogger("werkzeug").setLevel(logging.WARNING)  # one access-log line per AWS call otherwise
        self._previous_port = os.environ.get("MOTO_PORT")
        self._server = _Server(ip_address="127.0.0.1", port=0, verbose=False)
        self._server.start()
        self.host, self.port = self._server.get_host_and_port()
        self.url = f"http://127.0.0.1:{self.port}"
        # moto's Step Functions interpreter calls Lambda and DynamoDB with boto3 at localhost:$MOTO_PORT.
        os.environ["MOTO_PORT"] = str(self.port)
        httpx.post(f"{self.url}/moto-api/reset")
        httpx.post(f"{self.url}/moto-api/config", json={"stepfunctions": {"execute_state_machine": True}}).raise_for_status()

    def client(self, service: str, access_key: str = "harness"):
        import boto3

        return boto3.client(
            service, region_name="us-east-1", endpoint_url=self.url,
            aws_access_key_id=access_key, aws_secret_access_key="harness", aws_session_token="harness",
        )

    def stop(self) -> None:
        httpx.post(f"{self.url}/moto-api/config", json={"stepfunctions": {"execute_state_machine": False}})
        httpx.post(f"{self.url}/moto-api/reset")
        self._server.stop()
        for owner, name, original, _ in self._patches:
            if original is None:
                delattr(owner, name)
            else:
                setattr(owner, name, original)
        if self._previous_port is None:
            os.environ.pop("MOTO_PORT", None)
        else:
            os.environ["MOTO_PORT"] = self._previous_port
