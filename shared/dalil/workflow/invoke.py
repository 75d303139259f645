"""Run a Lambda handler from `functions/<name>/handler.py` on an event file, in this process.

`dalil invoke FUNCTION EVENT.json` calls `invoke`. Like Lambda, a handler that raises gives an error
object (`errorType`, `errorMessage`) as its result, never a traceback; the module stays loaded between
calls, as in a warm container.
"""

from __future__ import annotations

import importlib.util
import json
import sys
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

from dalil.errors import DalilError

FUNCTIONS = ("retrieval", "generation", "validation", "api")


class UnknownFunction(DalilError):
    """A function name that is not one of the deployed Lambdas."""


class InvalidEvent(DalilError):
    """An event file that is missing or is not a JSON object."""


def functions_dir() -> Path:
    """`functions/` of the checkout (this file lives in shared/dalil/workflow/)."""
    return Path(__file__).resolve().parents[3] / "functions"


@dataclass
class FakeLambdaContext:
    """The attributes powertools and handlers read from a real `LambdaContext`."""

    function_name: str
    memory_limit_in_mb: int = 1024
    timeout_ms: int = 30_000
    aws_request_id: str = field(default_factory=lambda: str(uuid.uuid4()))
    function_version: str = "$LATEST"
    log_group_name: str = "local"
    log_stream_name: str = "local"
    _started: float = field(default_factory=time.monotonic)

    @property
    def invoked_function_arn(self) -> str:
        return f"arn:aws:lambda:local:000000000000:function:{self.function_name}"

    def get_remaining_time_in_millis(self) -> int:
        return max(0, self.timeout_ms - int((time.monotonic() - self._started) * 1000))


def load_handler_module(function_name: str) -> ModuleType:
    if function_name not in FUNCTIONS:
        raise UnknownFunction(f"unknown function {function_name!r}; known: {', '.join(FUNCTIONS)}")
    module_name = f"dalil_function_{function_name}"
    if module_name in sys.modules:
        return sys.modules[module_name]
    path = functions_dir() / function_name / "handler.py"
    if not path.is_file():
        raise UnknownFunction(f"the handler file {path} is missing")
    spec = importlib.util.spec_from_file_location(module_name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[module_name] = module
    try:
        spec.loader.exec_module(module)
    except BaseException:
        del sys.modules[module_name]
        raise
    return module


def read_event(event_path: str | Path) -> dict[str, Any]:
    path = Path(event_path)
    try:
        event = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise InvalidEvent(f"the event file {path} does not exist") from None
    except json.JSONDecodeError as error:
        raise InvalidEvent(f"the event file {path} is not valid JSON: {error}") from None
    if not isinstance(event, dict):
        raise InvalidEvent(f"the event file {path} must hold a JSON object")
    return event


def invoke_event(function_name: str, event: dict[str, Any]) -> dict[str, Any]:
    """Run the handler on an event already in memory (used by `dalil serve` and the tests)."""
    module = load_handler_module(function_name)
    context = FakeLambdaContext(function_name=f"dalil-{function_name}")
    try:
        return module.handler(event, context)
    except DalilError as error:
        return {"errorType": type(error).__name__, "errorMessage": str(error)}
    except Exception as error:  # noqa: BLE001 - what Lambda reports for an unhandled exception, minus the stack
        return {"errorType": type(error).__name__, "errorMessage": str(error)}


def invoke(function_name: str, event_path: str | Path) -> dict[str, Any]:
    return invoke_event(function_name, read_event(event_path))
