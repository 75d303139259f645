"""The synthesized state machine in moto on the REAL steps with the offline extractive provider:
real handlers, a real SQLite store built from the bundled demo corpus. (The provider ladder's
scenarios, run by both runners, are in test_workflow_two_runners.py.)"""

from __future__ import annotations

import json
import sqlite3
import uuid
from pathlib import Path

import pytest

EVENTS = Path(__file__).resolve().parents[2] / "events"


@pytest.fixture
def extractive(demo_store: Path, monkeypatch: pytest.MonkeyPatch):
    from dalil.settings import get_settings
    from dalil.stores.factory import reset_services

    monkeypatch.setenv("DALIL_STORE", str(demo_store))
    monkeypatch.setenv("DALIL_EMBEDDER", "hashing")
    monkeypatch.setenv("DALIL_PROVIDER", "extractive")
    monkeypatch.setenv("DALIL_CAPACITY_PER_MINUTE", "1")  # would refuse a second call if it were metered
    get_settings.cache_clear()
    reset_services()
    yield demo_store
    reset_services()


def capacity_rows(store: Path, provider: str) -> int:
    with sqlite3.connect(store) as db:
        try:
            return db.execute("SELECT COUNT(*) FROM capacity_reservations WHERE provider = ?", (provider,)).fetchone()[0]
        except sqlite3.OperationalError:
            return 0


def test_answer_on_the_real_steps_and_the_extractive_rung_is_unmetered(moto_workflow, extractive) -> None:
    workflow_input = json.loads((EVENTS / "workflow" / "ask.json").read_text(encoding="utf-8"))
    for n in range(2):  # more than the per-minute limit: nothing is reserved for the offline rung
        run = moto_workflow.run({**workflow_input, "request_id": f"{workflow_input['request_id']}-{n}"})
        assert run.status == "SUCCEEDED", run.cause
        assert run.path == ["Retrieve", "AfterRetrieve", "Generate", "AfterGenerate", "Validate", "AfterValidate", "Finish"]
        assert run.output["state"] == "answer" and run.output["provider"] == "extractive"
        assert run.output["citations"] and all(c["id"][0] == "E" and c["id"][1:].isdigit() for c in run.output["citations"])
        assert {card["chunk_id"] for card in run.output["sources"]} >= {c["chunk_id"] for c in run.output["citations"]}
    assert capacity_rows(extractive, "extractive") == 0


def test_no_evidence_on_the_real_steps(moto_workflow, extractive) -> None:
    run = moto_workflow.run({"request_id": uuid.uuid4().hex, "question": "zzqx vvbn qqpl"})
    assert run.status == "SUCCEEDED", run.cause
    assert run.path == ["Retrieve", "AfterRetrieve", "Finish"]
    assert run.output["state"] == "search" and run.output["search_url"].startswith("https://")
    assert run.output["answer"] is None and run.output["citations"] == []


def test_a_retrieval_crash_fails_the_run(moto_workflow, extractive, monkeypatch) -> None:
    """Retrieve has no catch in the table: nothing to cite, the run fails (the API answers a safe error)."""
    from dalil.workflow import steps

    def broken(state, settings=None):
        raise RuntimeError("search backend down")

    monkeypatch.setattr(steps, "retrieve", broken)
    run = moto_workflow.run({"request_id": uuid.uuid4().hex, "question": "سؤال"})
    assert run.status == "FAILED"
    assert run.path == ["Retrieve"]


@pytest.mark.parametrize(
    ("question", "kind", "first"),
    [("ما هو سنكسار يوم ١٢؟", "month", "ما هو سنكسار يوم ١٢ توت؟"), ("يوحنا 99: 1", "chapter", "يوحنا 1")],
)
def test_clarify_survives_the_state_machine(moto_workflow, extractive, question: str, kind: str, first: str) -> None:
    """The choices are made by the retrieval Lambda and carried in the typed workflow document
    through the Express machine to the response the API returns."""
    from dalil.models import Response

    run = moto_workflow.run({"request_id": uuid.uuid4().hex, "question": question})
    assert run.status == "SUCCEEDED", run.cause
    assert run.path == ["Retrieve", "AfterRetrieve", "Finish"]
    response = Response.model_validate(run.output)  # what the API Lambda does with the output
    assert response.state == "search" and response.clarify is not None
    assert response.clarify.kind == kind and response.clarify.options[0].question == first
