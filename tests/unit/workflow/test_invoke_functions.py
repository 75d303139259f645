"""`dalil invoke` knows every deployed function, from one place (the folders of functions/ with a
handler.py, which infra builds each Lambda from), and every function has sample events in events/."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from dalil.workflow.invoke import FUNCTIONS, UnknownFunction, functions_dir, invoke, load_handler_module

REPO_ROOT = Path(__file__).resolve().parents[3]
EVENTS = REPO_ROOT / "events"
# events/workflow holds the answer workflow's input (the retrieval function's input).
EXTRA_EVENT_FOLDERS = {"workflow"}


@pytest.fixture(scope="module")
def infra_on_path():
    if str(REPO_ROOT) not in sys.path:  # the CDK app package `infra`
        sys.path.insert(0, str(REPO_ROOT))


def test_the_invokable_functions_are_the_handler_folders() -> None:
    assert FUNCTIONS == tuple(sorted(p.parent.name for p in functions_dir().glob("*/handler.py")))
    assert len(FUNCTIONS) == 8


def test_the_stacks_and_the_settings_declare_the_same_functions(infra_on_path) -> None:
    """The lists production keeps elsewhere: the request path's settings (dalil/deploy/functions.py),
    the answer workflow's steps and the ingest job's steps (the state machines' substitutions), and
    the bootstrap custom resource's folder."""
    from infra.functions import FUNCTIONS_DIR
    from infra.stacks.ingest import INGEST_FUNCTIONS, SUBSTITUTIONS

    from dalil.deploy.functions import FUNCTIONS as DECLARED
    from dalil.workflow.state_machine import FUNCTION_ARN_KEYS

    assert FUNCTIONS_DIR == functions_dir()
    assert set(FUNCTION_ARN_KEYS) <= set(DECLARED)
    assert set(SUBSTITUTIONS) == set(INGEST_FUNCTIONS)
    assert set(FUNCTIONS) == set(DECLARED) | set(INGEST_FUNCTIONS) | {"bootstrap"}


def test_every_function_has_a_sample_event_and_every_event_folder_a_function() -> None:
    folders = {p.name for p in EVENTS.iterdir() if p.is_dir()}
    assert folders == set(FUNCTIONS) | EXTRA_EVENT_FOLDERS
    for name in FUNCTIONS:
        samples = sorted((EVENTS / name).glob("*.json"))
        assert samples, f"events/{name}/ has no sample event"
        for sample in samples:
            assert isinstance(json.loads(sample.read_text(encoding="utf-8")), dict), sample


@pytest.mark.parametrize("name", FUNCTIONS)
def test_every_handler_loads_as_on_lambda(name: str) -> None:
    """Loading needs no AWS service; bootstrap imports its sibling module as Lambda lets it."""
    assert callable(load_handler_module(name).handler)


def test_an_unknown_function_is_refused_with_the_known_ones_named() -> None:
    with pytest.raises(UnknownFunction) as refused:
        invoke("ingest", EVENTS / "ingest_plan" / "run.json")
    assert all(name in str(refused.value) for name in FUNCTIONS)


def test_threads_invoking_one_cold_function_all_get_the_loaded_handler(monkeypatch: pytest.MonkeyPatch) -> None:
    """moto runs a Map's iterations on threads: none may see the handler module half-loaded."""
    from concurrent.futures import ThreadPoolExecutor
    from threading import Barrier

    monkeypatch.delitem(sys.modules, "dalil_function_ingest_batch", raising=False)
    barrier = Barrier(4)

    def load(_: int) -> tuple[int, bool]:
        barrier.wait()
        module = load_handler_module("ingest_batch")
        return id(module), callable(getattr(module, "handler", None))  # what the caller finds at once

    with ThreadPoolExecutor(4) as pool:
        loaded = list(pool.map(load, range(4)))
    assert len({module for module, _ in loaded}) == 1 and all(ready for _, ready in loaded)


def _keys(parameters: dict) -> set[str]:
    return {key.removesuffix(".$") for key in parameters}


def test_the_ingest_samples_have_the_payloads_the_ingest_machine_sends(infra_on_path) -> None:
    """Each well-formed sample carries exactly the keys its Task state passes (infra/stacks/ingest.py)."""
    from infra.stacks.ingest import ingest_definition

    from dalil.ingest.cloud import BatchResult, IngestRequest, Plan

    states = ingest_definition()["States"]
    map_state = states["Batches"]
    payloads = {
        "ingest_plan": _keys(states["Plan"]["Parameters"]["Payload"]),
        "ingest_batch": _keys(map_state["ItemSelector"]),
        "ingest_finish": _keys(states["Finish"]["Parameters"]["Payload"]),
    }
    failed_batch = _keys(map_state["ItemProcessor"]["States"]["BatchFailed"]["Parameters"])
    for function, keys in payloads.items():
        for path in (EVENTS / function).glob("*.json"):
            if "malformed" in path.name:
                continue
            event = json.loads(path.read_text(encoding="utf-8"))
            assert set(event) == keys, path
            if function == "ingest_plan":
                assert set(event["request"]) <= set(IngestRequest.model_fields) - {"run_id"}, path
            if function == "ingest_finish":
                assert set(event["plan"]) == set(Plan.model_fields), path
                for result in event["results"]:  # a batch's result, or the BatchFailed state's output
                    assert set(result) in (set(BatchResult.model_fields), failed_batch), path
