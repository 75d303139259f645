"""Typed events of the workflow's Lambda functions (the contract in `dalil.workflow.steps`).

Each step takes and returns the whole workflow document, so the models name the keys a step
relies on and keep every other key (`extra="allow"`): a step never drops what a later step needs."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from dalil.api.models import ID_PATTERN, MAX_QUESTION_CHARS
from dalil.workflow import steps


class WorkflowInput(BaseModel):
    """What the API starts the state machine with, and what the retrieval function receives."""

    model_config = ConfigDict(extra="allow")

    request_id: str = Field(pattern=ID_PATTERN)
    question: str = Field(min_length=1, max_length=MAX_QUESTION_CHARS)
    conversation_id: str | None = Field(default=None, pattern=ID_PATTERN)
    libraries: list[str] | None = None


class Rung(steps.Rung):
    """The workflow's rung (provider/model and the capacity-table keys the state machine reserves),
    keeping any extra key the document carries."""

    model_config = ConfigDict(extra="allow")


class EvidenceItem(BaseModel):
    model_config = ConfigDict(extra="allow")

    evidence_id: str
    chunk_id: str
    excerpt: str


class RetrievedEvent(WorkflowInput):
    """The retrieval step's output; the generation function's input."""

    has_evidence: bool
    evidence: list[EvidenceItem]
    strict_religious: bool = False
    search_url: str
    rungs: list[Rung]
    rung_index: int = Field(ge=0)
    rung_count: int = Field(ge=0)
    attempts: list[dict[str, Any]] = Field(default_factory=list)


class Generation(BaseModel):
    model_config = ConfigDict(extra="allow")

    outcome: str  # "ok" or an error category
    failover: bool
    transient: bool = False
    payload: dict[str, Any] | None = None
    attempt: dict[str, Any] | None = None


class GeneratedEvent(RetrievedEvent):
    """The generation step's output; the validation function's input."""

    generation: Generation


class FinishEvent(RetrievedEvent):
    """The state machine's last step: which §4 state to build. Also handled by the validation function."""

    outcome: Literal["answer", "sources", "search", "quota"]
    # A search outcome can come straight after retrieval, so generation/validation are optional here.
    generation: Generation | None = None
    validation: dict[str, Any] | None = None
