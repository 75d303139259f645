"""Run a Lambda handler from `functions/<name>/handler.py` on an event file, in this process.

`dalil invoke FUNCTION EVENT.json` calls `invoke`, `dalil serve` calls `invoke_event`, and the tests
that run the synthesized state machines in moto call `run_handler`, the one rule under all three:
like Lambda, a handler that raises gives an error object (`errorType`, `errorMessage`) as its
result, never a traceback; the module stays loaded between calls, as in a warm container.

The invokable functions are the folders of `functions/` that hold a `handler.py`: infra builds each
Lambda's code from exactly that folder (infra/functions.py, the bootstrap in infra/stacks/ingest.py),
so a new function is invokable the moment it can be deployed (tests/unit/workflow/test_invoke_functions.py
holds the stacks' and the settings' lists of functions equal to it).
"""

from __future__ import annotations

import importlib.util
import json
import sys
import threading
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

from dalil.errors import DalilError


def functions_dir() -> Path:
    """`functions/` of the checkout (this file lives in shared/dalil/workflow/)."""
    return Path(__file__).resolve().parents[3] / "functions"


def function_names() -> tuple[str, ...]:
    return tuple(sorted(path.parent.name for path in functions_dir().glob("*/handler.py")))


FUNCTIONS = function_names()
_loading = threading.Lock()


class UnknownFunction(DalilError):
    """A function name that is not one of the deployed Lambdas."""


class InvalidEvent(DalilError):
    """An event file that is missing or is not a JSON object."""


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
    if not FUNCTIONS:
        raise UnknownFunction(f"no function handlers under {functions_dir()}: `dalil invoke` runs from a checkout")
    if function_name not in FUNCTIONS:
        raise UnknownFunction(f"unknown function {function_name!r}; known: {', '.join(FUNCTIONS)}")
    # moto runs a Map state's iterations on threads: one loads the module, the others wait for it
    # (a module in sys.modules is half-initialized until exec_module returns).
    with _loading:
        return _load(function_name)


def _load(function_name: str) -> ModuleType:
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
    # On Lambda the function's folder is on sys.path: a handler imports its siblings by their own
    # name (bootstrap's `search_bootstrap`). Only while the handler module loads, so the siblings of
    # two functions never shadow each other's later imports.
    sys.path.insert(0, str(path.parent))
    try:
        spec.loader.exec_module(module)
    except BaseException:
        del sys.modules[module_name]
        raise
    finally:
        sys.path.remove(str(path.parent))
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


def run_handler(function_name: str, event: Any) -> tuple[Any, bool]:
    """What Lambda's Invoke returns: the handler's result, or (second item True, a function error)
    the error object whose `errorType` Step Functions matches by name in Retry and Catch."""
    module = load_handler_module(function_name)
    context = FakeLambdaContext(function_name=f"dalil-{function_name}")
    try:
        return module.handler(event, context), False
    except Exception as error:  # noqa: BLE001 - what Lambda reports for an unhandled exception, minus the stack
        return {"errorType": type(error).__name__, "errorMessage": str(error)}, True


def invoke_event(function_name: str, event: dict[str, Any]) -> dict[str, Any]:
    """Run the handler on an event already in memory (used by `dalil serve` and the tests)."""
    return run_handler(function_name, event)[0]


def invoke(function_name: str, event_path: str | Path) -> dict[str, Any]:
    return invoke_event(function_name, read_event(event_path))
