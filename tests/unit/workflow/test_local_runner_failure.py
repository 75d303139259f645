"""The in-process runner's failure path: a step that changes the document and then raises leaves
the document as it was before the step (as a Lambda leaves its event), and the catch target gets
that document plus the failure — whatever the step changed in place is gone."""

from __future__ import annotations

import dataclasses
import math

import pytest

from dalil.models import Response
from dalil.settings import Settings
from dalil.workflow import local
from dalil.workflow.state import Attempt, WorkflowState


class StepBroke(RuntimeError):
    pass


def _retrieve(state: WorkflowState, settings: Settings) -> WorkflowState:
    state.reason = "retrieved"
    state.subject_titles = ["عنوان"]
    state.deadline = math.inf  # values JSON would not bring back as they were
    state.next = "generate"
    return state


def _generate_then_raise(state: WorkflowState, settings: Settings) -> WorkflowState:
    state.reason = "changed by the failing step"
    state.subject_titles.append("أضافه الفاشل")
    state.attempts.append(Attempt(provider="p", model="m", outcome="ok"))
    state.next = "validate"
    raise StepBroke("the provider call broke")


@pytest.fixture()
def finished(monkeypatch: pytest.MonkeyPatch) -> list[WorkflowState]:
    received: list[WorkflowState] = []

    def finish(state: WorkflowState, settings: Settings) -> Response:
        received.append(state)
        return Response(state="search", message_id="m1", reason=state.reason)

    monkeypatch.setitem(local.STEP_FUNCTIONS, "retrieve", _retrieve)
    monkeypatch.setitem(local.STEP_FUNCTIONS, "generate", _generate_then_raise)
    monkeypatch.setitem(local.STEP_FUNCTIONS, "finish", finish)
    return received


def test_a_failing_step_leaves_the_previous_document_and_the_failure(finished: list[WorkflowState]) -> None:
    start = WorkflowState(question="سؤال", request_id="r1")
    run = local.drive(start, Settings())
    assert run.path == ["retrieve", "generate", "finish"]
    [state] = finished
    assert state.failure == {"Error": "StepBroke", "Cause": "the provider call broke"}
    assert state.reason == "retrieved"
    assert state.subject_titles == ["عنوان"]
    assert state.attempts == []
    assert state.next == "generate"
    assert state.deadline == math.inf
    # Everything else is the document retrieve handed over, field for field.
    assert state.model_copy(update={"failure": None}) == _retrieve(WorkflowState(question="سؤال", request_id="r1"), Settings())


def test_an_error_the_catch_does_not_name_still_raises(monkeypatch: pytest.MonkeyPatch, finished: list[WorkflowState]) -> None:
    row = local.STEPS["generate"]
    monkeypatch.setitem(local.STEPS, "generate", dataclasses.replace(row, catch_errors=("SomethingElse",)))
    with pytest.raises(StepBroke):
        local.drive(WorkflowState(question="سؤال"), Settings())
    assert finished == []
