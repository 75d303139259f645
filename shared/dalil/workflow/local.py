"""The in-process runner for the CLI, `dalil serve` and tests: the same steps and the same
transition table (`transitions.STEPS`) as the Step Functions state machine.

    step = "retrieve"; loop: state = STEP_FUNCTIONS[step](state); step = state.next

An exception in a step that has a `catch` in the table is recorded in `state.failure` (the shape
Step Functions' Catch writes) and the run goes to the catch target, as the state machine does; a
step without one, or an exception its catch does not name, raises to the caller (the state machine
fails the execution). `run_traced` admits the request first (`admission.admit`), as the API Lambda
does before it starts the state machine: a client error raises here, before any step.
"""

from __future__ import annotations

import pickle
import uuid
from collections.abc import Callable
from typing import Any

from pydantic import BaseModel, Field

from dalil.models import Response
from dalil.settings import Settings, get_settings
from dalil.workflow import steps
from dalil.workflow.admission import admit
from dalil.workflow.state import WorkflowState
from dalil.workflow.transitions import START, STEPS

STEP_FUNCTIONS: dict[str, Callable[[WorkflowState, Settings], Any]] = {
    "retrieve": steps.retrieve,
    "generate": steps.generate,
    "validate": steps.validate,
    "finish": steps.finish,
}


class InvalidTransition(RuntimeError):
    """A step named a next step its row in `STEPS` does not allow (a bug; the state machine fails too)."""


class Run(BaseModel):
    response: Response
    path: list[str] = Field(default_factory=list)  # the steps, in order
    state: WorkflowState | None = None  # the document the finish step received


def run(
    question: str,
    conversation_id: str | None = None,
    libraries: list[str] | None = None,
    settings: Settings | None = None,
    request_id: str | None = None,
    new_conversation: bool = False,
    deadline: float | None = None,
) -> Response:
    return run_traced(question, conversation_id, libraries, settings, request_id, new_conversation, deadline=deadline).response


def run_traced(
    question: str,
    conversation_id: str | None = None,
    libraries: list[str] | None = None,
    settings: Settings | None = None,
    request_id: str | None = None,
    new_conversation: bool = False,
    observe: Callable[[str, dict[str, Any]], None] | None = None,
    deadline: float | None = None,
) -> Run:
    """`observe(step, state_dict)` is called after each step (progress for a stream,
    `dalil.streaming`); it never changes the run. `deadline` (epoch seconds): when the steps must be
    done, counted from the edge's receipt of the request; None starts the budget at retrieve."""
    settings = settings or get_settings()
    state = WorkflowState(
        request_id=request_id or uuid.uuid4().hex,
        question=question,
        conversation_id=admit(settings, conversation_id, new_conversation, libraries),
        new_conversation=new_conversation,
        libraries=libraries,
        deadline=deadline,
    )
    return drive(state, settings, observe)


def drive(
    state: WorkflowState, settings: Settings, observe: Callable[[str, dict[str, Any]], None] | None = None
) -> Run:
    path: list[str] = []
    step = START
    while True:
        path.append(step)
        row = STEPS[step]
        if row.end:
            response = STEP_FUNCTIONS[step](state, settings)
            return Run(response=response, path=path, state=state)
        # A step that raises leaves the document as it was, as a Lambda leaves its event: the catch
        # target gets the document from before the step plus the failure. A pickled snapshot,
        # restored only on failure, keeps it: every value comes back exactly (tuples, floats, nested
        # models), at about a third of the CPU of deep-copying the document before every step.
        snapshot = pickle.dumps(state, protocol=pickle.HIGHEST_PROTOCOL)
        try:
            state = STEP_FUNCTIONS[step](state, settings)
        except Exception as error:
            # Step Functions matches a Catch by the Lambda's errorType: the exception's class name.
            if row.catch is None or (row.catch_errors and type(error).__name__ not in row.catch_errors):
                raise
            before: WorkflowState = pickle.loads(snapshot)  # noqa: S301 - this process's own bytes, made above
            state = before.model_copy(update={"failure": {"Error": type(error).__name__, "Cause": str(error)[:500]}})
            step = row.catch
            continue
        if observe is not None:
            observe(step, state.model_dump(mode="json"))
        if state.next not in row.next:
            raise InvalidTransition(f"{step} handed over to {state.next!r}; allowed: {', '.join(row.next)}")
        step = state.next
