"""The bootstrap custom resource's crash path: whatever goes wrong inside the function, CloudFormation
gets FAILED with a reason on the pre-signed ResponseURL (a loopback recorder here) instead of
waiting for the custom resource's ServiceTimeout: a module that cannot be imported (a broken layer),
an allocation that fails (MemoryError), a run that would reach the function's timeout. What no
code can answer (the runtime killed) is bounded by the ServiceTimeout the synth test checks
(tests/infra/test_operations.py). No search node: the failures happen before any request to it."""

from __future__ import annotations

import importlib.util
import sys
import threading
import time
import uuid
from types import ModuleType
from typing import Any

import pytest
from cdk_synth import REPO_ROOT

from dalil.workflow.invoke import FakeLambdaContext
from support.http_recorder import HttpRecorder

BOOTSTRAP_DIR = REPO_ROOT / "functions" / "bootstrap"
PROPS = {"Endpoint": "http://127.0.0.1:9", "Index": "dalil-chunks", "Embedder": "bedrock-titan", "Dimensions": "1024",
         "ReaderRoleArns": ["arn:aws:iam::123456789012:role/r"], "WriterRoleArns": ["arn:aws:iam::123456789012:role/w"],
         "ManageSecurity": "true", "ServiceTimeout": "480"}


def fresh_handler() -> ModuleType:
    """functions/bootstrap/handler.py loaded anew, as a cold start does (its folder on sys.path)."""
    name = f"bootstrap_handler_{uuid.uuid4().hex[:8]}"
    spec = importlib.util.spec_from_file_location(name, BOOTSTRAP_DIR / "handler.py")
    module = importlib.util.module_from_spec(spec)
    sys.path.insert(0, str(BOOTSTRAP_DIR))
    try:
        spec.loader.exec_module(module)
    finally:
        sys.path.remove(str(BOOTSTRAP_DIR))
    return module


def event(kind: str, response_url: str) -> dict[str, Any]:
    return {"RequestType": kind, "ResponseURL": response_url, "StackId": "arn:aws:cloudformation:us-east-1:1:stack/s/1",
            "RequestId": "r-1", "LogicalResourceId": "SearchBootstrap", "ResourceType": "Custom::DalilSearchBootstrap",
            "ResourceProperties": {"ServiceToken": "arn:aws:lambda:us-east-1:1:function:b", **PROPS}}


def test_a_module_that_cannot_be_imported_answers_failed_on_create_and_update(monkeypatch) -> None:
    # `None` in sys.modules makes the import statement raise ImportError, as a missing layer does.
    monkeypatch.setitem(sys.modules, "search_bootstrap", None)
    handler = fresh_handler()  # loading the module itself does not raise: Lambda would never call it
    assert isinstance(handler.IMPORT_ERROR, ImportError)
    with HttpRecorder() as cloudformation:
        for kind in ("Create", "Update", "Delete"):
            handler.handler(event(kind, cloudformation.url + "/signed"), FakeLambdaContext(function_name="bootstrap"))
    answers = cloudformation.bodies("PUT", "/signed")
    assert [a["Status"] for a in answers] == ["FAILED", "FAILED", "SUCCESS"]  # Delete needs no module: a rollback proceeds
    error_type = answers[0]["Reason"].split(":")[0]
    assert error_type in ("ImportError", "ModuleNotFoundError") and "search_bootstrap" in answers[0]["Reason"]
    assert answers[1]["Reason"] == answers[0]["Reason"]  # every later event of the broken container too
    assert all(a["RequestId"] == "r-1" and a["LogicalResourceId"] == "SearchBootstrap" for a in answers)


def test_a_memory_error_in_the_bootstrap_answers_failed(monkeypatch) -> None:
    handler = fresh_handler()
    assert handler.IMPORT_ERROR is None

    def out_of_memory(client, props):
        raise MemoryError("cannot allocate the index mapping")

    monkeypatch.setattr(handler, "bootstrap", out_of_memory)
    with HttpRecorder() as cloudformation:
        handler.handler(event("Create", cloudformation.url + "/signed"), None, client=object())
    (answer,) = cloudformation.bodies("PUT", "/signed")
    assert answer["Status"] == "FAILED" and answer["Reason"] == "MemoryError: cannot allocate the index mapping"


def test_a_run_about_to_time_out_answers_failed_once_before_the_function_timeout(monkeypatch) -> None:
    handler = fresh_handler()
    released = threading.Event()

    def hangs(client, props):  # an unreachable domain: the bootstrap would run into the Lambda timeout
        released.wait(10)
        return {"Index": "dalil-chunks-v1", "Created": "true"}

    monkeypatch.setattr(handler, "bootstrap", hangs)
    context = FakeLambdaContext(function_name="bootstrap", timeout_ms=int(handler.WATCHDOG_MARGIN_S * 1000) + 300)
    with HttpRecorder() as cloudformation:
        worker = threading.Thread(target=handler.handler, args=(event("Create", cloudformation.url + "/signed"), context),
                                  kwargs={"client": object()})
        started = time.monotonic()
        worker.start()
        while not cloudformation.requests and time.monotonic() - started < 5:
            time.sleep(0.02)
        answered_after_s = time.monotonic() - started
        released.set()  # the run finishes after all: its SUCCESS must not be sent as a second answer
        worker.join(5)
    (answer,) = cloudformation.bodies("PUT", "/signed")
    assert answer["Status"] == "FAILED" and answer["Reason"].startswith("TimeoutError:")
    assert answered_after_s < context.timeout_ms / 1000  # before Lambda would have stopped the function
    assert not worker.is_alive()


def test_a_healthy_run_sends_one_answer_and_leaves_no_watchdog(monkeypatch) -> None:
    handler = fresh_handler()
    monkeypatch.setattr(handler, "bootstrap", lambda client, props: {"Index": "dalil-chunks-v1", "Created": "true"})
    context = FakeLambdaContext(function_name="bootstrap", timeout_ms=int(handler.WATCHDOG_MARGIN_S * 1000) + 200)
    with HttpRecorder() as cloudformation:
        handler.handler(event("Create", cloudformation.url + "/signed"), context, client=object())
        time.sleep(0.4)  # past the watchdog's moment: it was cancelled
    (answer,) = cloudformation.bodies("PUT", "/signed")
    assert answer["Status"] == "SUCCESS" and answer["Data"] == {"Index": "dalil-chunks-v1", "Created": "true"}


@pytest.mark.parametrize("kind", ["Create", "Update"])
def test_cloudformations_service_timeout_is_not_a_bootstrap_property(kind, monkeypatch) -> None:
    """CloudFormation passes ServiceTimeout among the properties; the bootstrap's model never sees it."""
    handler = fresh_handler()
    seen: list[Any] = []
    monkeypatch.setattr(handler, "bootstrap", lambda client, props: seen.append(props) or {})
    with HttpRecorder() as cloudformation:
        handler.handler(event(kind, cloudformation.url + "/signed"), None, client=object())
    assert [a["Status"] for a in cloudformation.bodies("PUT", "/signed")] == ["SUCCESS"]
    assert "ServiceTimeout" not in seen[0].model_dump()
