"""One deployed function as one isolated process: bootstrap.py under `python -I -S`, sys.path =
its asset dir + the layer's python/ + the Lambda runtime's boto3/botocore, and the environment it
is given (its template's, resolved, plus what Lambda itself injects). Invocations are serialized
(one process is one warm container); a timeout kills it, so the next invocation is a cold start."""

from __future__ import annotations

import json
import select
import subprocess
import sys
import threading
import time
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Any

BOOTSTRAP = Path(__file__).with_name("bootstrap.py")
COLD_START_LIMIT_S = 60  # far above any real import; only a hung import reaches it


class ColdStartFailed(RuntimeError):
    def __init__(self, function: str, error: dict[str, Any]) -> None:
        self.error = error
        super().__init__(f"{function}: cold start failed: {error.get('errorType')}: {error.get('errorMessage')}")


@dataclass
class Invocation:
    payload: Any  # the handler's result, or Lambda's error object
    errored: bool
    seconds: float


class LambdaProcess:
    def __init__(
        self, *, name: str, arn: str, asset_dir: Path, layer_dir: Path, sdk_dir: Path, handler: str,
        environment: dict[str, str], timeout_s: float, log_path: Path,
    ) -> None:
        self.name, self.arn, self.handler = name, arn, handler
        self.paths = [str(asset_dir), str(layer_dir), str(sdk_dir)]
        self.environment = environment
        self.timeout_s = timeout_s
        self.log_path = log_path
        self.cold_starts = 0
        self.sys_path: list[str] = []
        self._process: subprocess.Popen[bytes] | None = None
        self._lock = threading.Lock()

    # --- lifecycle ----------------------------------------------------------------------------

    def start(self) -> None:
        """Cold start: spawn and wait for the handler module to import; raises ColdStartFailed."""
        self.stop()
        self.cold_starts += 1
        log = open(self.log_path, "ab")
        self._process = subprocess.Popen(
            [sys.executable, "-I", "-S", str(BOOTSTRAP), *self.paths, self.handler, self.arn],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=log, env=self.environment, cwd=self.paths[0],
        )
        log.close()
        line = self._read_line(COLD_START_LIMIT_S)
        if line is None:
            self.stop()
            raise ColdStartFailed(self.name, {"errorType": "Runtime.ExitError", "errorMessage": f"no ready line; see {self.log_path}"})
        ready = json.loads(line)
        if not ready["ready"]:
            self.stop()
            raise ColdStartFailed(self.name, ready["error"])
        self.sys_path = ready["sys_path"]

    def stop(self) -> None:
        if self._process is not None:
            self._process.kill()
            self._process.wait()
            for stream in (self._process.stdin, self._process.stdout):
                if stream:
                    stream.close()
            self._process = None

    def _read_line(self, timeout_s: float) -> bytes | None:
        assert self._process is not None and self._process.stdout is not None
        ready, _, _ = select.select([self._process.stdout], [], [], timeout_s)
        if not ready:
            return None
        line = self._process.stdout.readline()
        return line or None

    # --- invocations --------------------------------------------------------------------------

    def invoke(self, event: Any) -> Invocation:
        with self._lock:
            started = time.monotonic()
            if self._process is None or self._process.poll() is not None:
                try:
                    self.start()
                except ColdStartFailed as failure:
                    return Invocation(failure.error, True, time.monotonic() - started)
            assert self._process is not None and self._process.stdin is not None
            request = {
                "event": event, "request_id": str(uuid.uuid4()), "timeout_ms": int(self.timeout_s * 1000),
                "trace_id": f"Root=1-{int(time.time()):08x}-{uuid.uuid4().hex[:24]};Parent={uuid.uuid4().hex[:16]};Sampled=0",
            }
            self._process.stdin.write(json.dumps(request, ensure_ascii=False).encode() + b"\n")
            self._process.stdin.flush()
            line = self._read_line(self.timeout_s)
            seconds = time.monotonic() - started
            if line is None:
                timed_out = self._process.poll() is None
                self.stop()  # Lambda discards the sandbox: the next call is a cold start
                if timed_out:
                    message = f"Task timed out after {self.timeout_s:.2f} seconds"
                    return Invocation({"errorType": "Sandbox.Timedout", "errorMessage": message}, True, seconds)
                message = f"the process exited; see {self.log_path}"
                return Invocation({"errorType": "Runtime.ExitError", "errorMessage": message}, True, seconds)
            reply = json.loads(line)
            if "error" in reply:
                return Invocation(reply["error"], True, seconds)
            return Invocation(reply["result"], False, seconds)

    def logs(self) -> str:
        return self.log_path.read_text(encoding="utf-8", errors="replace") if self.log_path.exists() else ""


def lambda_injected_environment(*, function_name: str, region: str, access_key: str, memory_mb: int, log_group: str) -> dict[str, str]:
    """What the Lambda service adds to every function's environment (never from the template)."""
    return {
        "AWS_REGION": region,
        "AWS_DEFAULT_REGION": region,
        "AWS_LAMBDA_FUNCTION_NAME": function_name,
        "AWS_LAMBDA_FUNCTION_VERSION": "$LATEST",
        "AWS_LAMBDA_FUNCTION_MEMORY_SIZE": str(memory_mb),
        "AWS_LAMBDA_LOG_GROUP_NAME": log_group,
        "AWS_LAMBDA_LOG_STREAM_NAME": f"2026/11/30/[$LATEST]{uuid.uuid4().hex}",
        "AWS_LAMBDA_INITIALIZATION_TYPE": "on-demand",
        "AWS_EXECUTION_ENV": "AWS_Lambda_python3.11",
        "AWS_ACCESS_KEY_ID": access_key,
        "AWS_SECRET_ACCESS_KEY": "harness-secret",
        "AWS_SESSION_TOKEN": f"harness-session-{function_name}",
        "AWS_XRAY_CONTEXT_MISSING": "LOG_ERROR",
        "AWS_XRAY_DAEMON_ADDRESS": "127.0.0.1:2000",
        "_AWS_XRAY_DAEMON_ADDRESS": "127.0.0.1",
        "_AWS_XRAY_DAEMON_PORT": "2000",
        "_HANDLER": "handler.handler",
        "LANG": "en_US.UTF-8",
        "TZ": ":UTC",
        "PATH": "/usr/local/bin:/usr/bin/:/bin",
    }
