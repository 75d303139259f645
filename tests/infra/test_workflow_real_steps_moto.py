"""The synthesized state machine in moto on the REAL steps: real handlers, real `dalil.workflow.steps`,
a real SQLite store built from the bundled demo corpus, and Gemini played by a loopback HTTP server
speaking its wire format (tests/support/loopback_providers.py). Capacity is reserved by the state
machine's native DynamoDB tasks in moto."""

from __future__ import annotations

import json
import time
import uuid
from pathlib import Path

import pytest

from support.loopback_providers import LoopbackProviders, gemini_echo, gemini_error

from dalil.stores.capacity_windows import minute_window, window_key

EVENTS = Path(__file__).resolve().parents[2] / "events"
QUESTION = json.loads((EVENTS / "workflow" / "ask.json").read_text(encoding="utf-8"))["question"]


@pytest.fixture
def loopback():
    with LoopbackProviders() as server:
        yield server


@pytest.fixture
def configure(demo_store: Path, monkeypatch: pytest.MonkeyPatch):
    from dalil.settings import get_settings
    from dalil.stores.factory import reset_services

    def apply(**env: str) -> None:
        monkeypatch.setenv("DALIL_STORE", str(demo_store))
        monkeypatch.setenv("DALIL_EMBEDDER", "hashing")
        for name, value in env.items():
            monkeypatch.setenv(name, value)
        get_settings.cache_clear()
        reset_services()

    yield apply
    reset_services()


def gemini(configure, loopback: LoopbackProviders, **env: str) -> None:
    configure(
        DALIL_PROVIDER="gemini", GEMINI_API_KEY="test-key", DALIL_GEMINI_BASE_URL=loopback.base_url,
        DALIL_GEMINI_MODELS="model-a,model-b", **env,
    )


def test_answer_on_the_real_steps(moto_workflow, configure) -> None:
    configure(DALIL_PROVIDER="extractive")
    run = moto_workflow.run(json.loads((EVENTS / "workflow" / "ask.json").read_text(encoding="utf-8")))
    assert run.status == "SUCCEEDED", run.cause
    assert run.path[-4:] == ["Validate", "IsValid", "OutcomeAnswer", "Finish"]
    assert run.output["state"] == "answer"
    # Which excerpt holds the answer is retrieval's business; here: ids are server-issued labels
    # and each one resolves to a stored chunk shown as a card.
    assert run.output["citations"] and all(c["id"][0] == "E" and c["id"][1:].isdigit() for c in run.output["citations"])
    assert {card["chunk_id"] for card in run.output["sources"]} >= {c["chunk_id"] for c in run.output["citations"]}


def test_no_evidence_on_the_real_steps(moto_workflow, configure) -> None:
    configure(DALIL_PROVIDER="extractive")
    run = moto_workflow.run({"request_id": uuid.uuid4().hex, "question": "zzqx vvbn qqpl"})
    assert run.status == "SUCCEEDED", run.cause
    assert run.path == ["Retrieve", "HasEvidence", "OutcomeSearch", "Finish"]
    assert run.output["state"] == "search" and run.output["search_url"].startswith("https://")
    assert run.output["answer"] is None and run.output["citations"] == []


def test_grounding_failure_on_the_real_steps_calls_one_provider(moto_workflow, configure, loopback) -> None:
    gemini(configure, loopback)
    loopback.always("model-a", gemini_echo(cite="E99"))  # a model that invents an evidence id
    run = moto_workflow.run({"request_id": uuid.uuid4().hex, "question": QUESTION})
    assert run.status == "SUCCEEDED", run.cause
    assert run.path[-4:] == ["Validate", "IsValid", "OutcomeSources", "Finish"]
    assert run.output["state"] == "sources" and run.output["answer"] is None and run.output["sources"]
    assert loopback.calls() == ["gemini:model-a"]  # never model-b


def test_provider_failure_then_next_rung_on_the_real_steps(moto_workflow, configure, loopback) -> None:
    gemini(configure, loopback)
    loopback.always("model-a", gemini_error(503, "UNAVAILABLE", "The model is overloaded."))
    loopback.always("model-b", gemini_echo())
    request_id = uuid.uuid4().hex
    run = moto_workflow.run({"request_id": request_id, "question": QUESTION})
    assert run.status == "SUCCEEDED", run.cause
    assert "ReleaseDay" in run.path and run.path.count("Generate") >= 2
    assert run.output["state"] == "answer" and run.output["provider"] == "gemini"
    assert [a["model"] for a in run.output["attempts"]][-1] == "model-b"
    assert loopback.calls()[-1] == "gemini:model-b" and set(loopback.calls()) == {"gemini:model-a", "gemini:model-b"}
    minute_id, _ = minute_window(time.time())
    assert request_id not in moto_workflow.holders(window_key("gemini", "model-a", minute_id))


def test_all_rungs_out_of_capacity_on_the_real_steps(moto_workflow, configure, loopback) -> None:
    gemini(configure, loopback, DALIL_CAPACITY_PER_MINUTE="1")
    now = time.time()
    for model in ("model-a", "model-b"):
        for moment in (now, now + 60):  # the current minute and the next, should the clock turn mid-test
            minute_id, ttl = minute_window(moment)
            moto_workflow.fill(window_key("gemini", model, minute_id), count=1, ttl=ttl)
    run = moto_workflow.run({"request_id": uuid.uuid4().hex, "question": QUESTION})
    assert run.status == "SUCCEEDED", run.cause
    assert run.path[-3:] == ["RungsLeft", "OutcomeQuota", "Finish"] and "Generate" not in run.path
    assert run.output["state"] == "quota" and run.output["retry_after_s"] and run.output["sources"]
    assert loopback.calls() == []
