"""The Lambda runtime stand-in, run as `python -I -S bootstrap.py` (never imported by the tests).

argv: ASSET_DIR LAYER_PYTHON_DIR SDK_DIR HANDLER (e.g. handler.handler) FUNCTION_ARN. sys.path becomes exactly
[asset, layer/python, sdk] + the interpreter's standard library, as on Lambda (/var/task, /opt/python,
/var/runtime); `-S` keeps the dev venv's site-packages out, `-I` its PYTHON* variables and cwd.

The handler module is imported at start (a cold-start failure prints one JSON line
{"ready": false, "error": {...}} and exits 1), then one JSON line per invocation is read on stdin
({"event", "request_id", "timeout_ms", "trace_id"}) and one is written to the private result pipe
({"result": ...} or {"error": {"errorType", "errorMessage"}}, Lambda's error shape). The handler's own
stdout (powertools logs) goes to stderr, i.e. the function's log file, as Lambda sends it to CloudWatch.

One network stand-in: botocore prefixes StartSyncExecution's host with "sync-" (AWS serves it on
sync-states.<region>.amazonaws.com); the endpoint override here is an IP, so "sync-127.0.0.1" is
resolved to 127.0.0.1, as DNS resolves the real name.
"""

import json
import os
import sys
import time
import traceback

asset_dir, layer_dir, sdk_dir, handler_spec, function_arn = sys.argv[1:6]
sys.path[:0] = [asset_dir, layer_dir, sdk_dir]

results = os.fdopen(os.dup(1), "w", encoding="utf-8", buffering=1)
os.dup2(2, 1)  # print()/logging to stdout lands in the log file, never in the result channel
sys.stdout = sys.stderr


def _resolve_host_prefix() -> None:
    import socket

    original = socket.getaddrinfo

    def getaddrinfo(host, *args, **kwargs):
        if isinstance(host, str) and host.startswith("sync-127.0.0.1"):
            host = host.removeprefix("sync-")
        return original(host, *args, **kwargs)

    socket.getaddrinfo = getaddrinfo


def _error(error: BaseException) -> dict:
    return {"errorType": type(error).__name__, "errorMessage": str(error), "stackTrace": traceback.format_exception(error)}


class Context:
    """The attributes of Lambda's context object that handlers and powertools read."""

    def __init__(self, request_id: str, timeout_ms: int) -> None:
        self.function_name = os.environ["AWS_LAMBDA_FUNCTION_NAME"]
        self.invoked_function_arn = function_arn
        self.function_version = os.environ.get("AWS_LAMBDA_FUNCTION_VERSION", "$LATEST")
        self.memory_limit_in_mb = int(os.environ.get("AWS_LAMBDA_FUNCTION_MEMORY_SIZE", "128"))
        self.aws_request_id = request_id
        self.log_group_name = os.environ.get("AWS_LAMBDA_LOG_GROUP_NAME", "")
        self.log_stream_name = os.environ.get("AWS_LAMBDA_LOG_STREAM_NAME", "")
        self._deadline = time.monotonic() + timeout_ms / 1000

    def get_remaining_time_in_millis(self) -> int:
        return max(0, int((self._deadline - time.monotonic()) * 1000))


def main() -> None:
    _resolve_host_prefix()
    module_name, function_name = handler_spec.rsplit(".", 1)
    try:
        import importlib

        handler = getattr(importlib.import_module(module_name), function_name)
    except BaseException as error:  # Runtime.ImportModuleError / an init-time exception
        results.write(json.dumps({"ready": False, "error": _error(error)}) + "\n")
        results.flush()
        sys.exit(1)
    results.write(json.dumps({"ready": True, "sys_path": sys.path}) + "\n")
    for line in sys.stdin:
        request = json.loads(line)
        os.environ["_X_AMZN_TRACE_ID"] = request["trace_id"]  # Lambda sets it per invocation
        context = Context(request["request_id"], request["timeout_ms"])
        try:
            reply = {"result": handler(request["event"], context)}
        except Exception as error:
            reply = {"error": _error(error)}
        try:
            text = json.dumps(reply, ensure_ascii=False)
        except (TypeError, ValueError) as error:  # Lambda cannot serialize the result either
            text = json.dumps({"error": {"errorType": "Runtime.MarshalError", "errorMessage": str(error)}})
        results.write(text + "\n")
        results.flush()


main()
