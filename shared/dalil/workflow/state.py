"""The one typed document that flows through every step of the workflow.

The local runner passes it between the step functions in Python; on AWS each Lambda parses its
event into it and returns `model_dump(mode="json")`, and the state machine routes on `next`.
Every step writes the step that comes after it into `next` (`dalil.workflow.transitions`).
"""

from __future__ import annotations

import uuid
from typing import Any, Literal

from pydantic import BaseModel, Field

from dalil.models import AnswerPayload, Chunk, Clarification, ContextPack, Evidence, ProviderAttempt
from dalil.workflow.triage import Triage

Outcome = Literal["answer", "sources", "search", "quota"]
StepName = Literal["retrieve", "generate", "validate", "finish"]


class Generation(BaseModel):
    """What the last generate step got: a payload (outcome "ok") or an attempt's failure category."""

    outcome: str  # "ok", "no_capacity", "budget_exhausted" or a provider error category
    payload: AnswerPayload | None = None
    provider: str | None = None
    model: str | None = None


class Validation(BaseModel):
    valid: bool
    declined: bool = False
    codes: list[str] = Field(default_factory=list)  # stable codes only (no provider names, no error text)
    critic: dict[str, Any] | None = None  # the verdict, when a critic reviewed the draft
    # "code:n": a claim check's failure and the 1-based number of the first answer sentence it
    # found it in (0: not one sentence). What a validation redraft's prompt names, never the text.
    findings: list[str] = Field(default_factory=list)


class Attempt(ProviderAttempt):
    """One provider attempt as the workflow records it (the response's `attempts` drop the extras)."""

    retry_after_s: float | None = None  # when this rung may have capacity again (quota-like outcomes)


class WorkflowState(BaseModel):
    """The workflow document. `next` is the step to run after the one that wrote it."""

    request_id: str = Field(default_factory=lambda: uuid.uuid4().hex)
    question: str = Field(min_length=1)
    conversation_id: str | None = None
    new_conversation: bool = False  # this question starts `conversation_id` (minted when None)
    libraries: list[str] | None = None
    # Epoch seconds: when the steps must be done. Set once: by the edge from its receipt of the request
    # (`Settings.request_deadline`), or by retrieve from request_budget_s when a run starts without one.
    deadline: float | None = None

    # retrieve
    subject_titles: list[str] = Field(default_factory=list)  # a follow-up's carried-over subject (trace)
    searched_question: str | None = None  # the question as read and searched (text/reading.py), when it differs
    has_evidence: bool = False
    reason: str | None = None  # why there is no evidence, or why it is declined before a draft (a stable code from retrieval)
    evidence: list[Evidence] = Field(default_factory=list)
    chunks: dict[str, Chunk] = Field(default_factory=dict)  # server-side records behind the evidence
    strict_religious: bool = False
    domains: list[str] = Field(default_factory=list)
    search_url: str = ""
    triage: Triage | None = None  # retrieval's half of the message's triage record; finish completes it
    clarify: Clarification | None = None  # the reader's choices, shown if the question is declined
    cards_on_topic: bool = True  # may a `sources` state show the evidence (retrieval.evidence.cards_on_topic)
    topic_cards: list[str] | None = None  # the chunk ids a `sources` state shows (None: every card)

    # generate: the ladder is decided in the generate step, where the keys are
    rungs: list[str] = Field(default_factory=list)  # "provider:model", in ladder order
    rung_index: int = 0
    rung_retries: int = 0  # same-rung retries used on `rung_index`
    backoff_s: float = 0.0  # wait before the next attempt (a same-rung retry's short backoff)
    attempts: list[Attempt] = Field(default_factory=list)
    generation: Generation | None = None

    # validate
    draft: int = 1
    rejected_drafts: int = 0  # drafts the critic rejected: the source gate's policy applies
    critic_gaps: list[str] = Field(default_factory=list)  # the critic's findings, for the redraft's prompt
    validation: Validation | None = None
    # A provider draft refused by the claim checks (transitions.CLAIM_SUPPORT_CODES): redrafted
    # once with the findings, then answered by the offline extractive answerer from the same evidence.
    validation_redrafts: int = 0
    extractive_fallback: bool = False  # the next generate step runs the extractive answerer, not a rung
    # The refused provider draft's validation, kept while a redraft or the fallback may still answer:
    # what the response says when neither does (today's `sources`/`search`, its reason).
    refused: Validation | None = None

    # routing and the end
    next: StepName | None = None
    failure: dict[str, Any] | None = None  # a step that raised: {"Error", "Cause"} (Step Functions' Catch shape)
    outcome: Outcome | None = None
    final_reason: str | None = None
    retry_after_s: int | None = None

    def context(self) -> ContextPack:
        # The records' metadata rides along for the checks (a Synaxarium entry's date is in its
        # metadata, rarely in its words); it is never put in a prompt.
        metadata = {chunk_id: dict(chunk.metadata) for chunk_id, chunk in self.chunks.items()}
        return ContextPack(evidence=self.evidence, tokens=0, chunk_metadata=metadata)

    def reservation_id(self) -> str:
        """The capacity reservation id of the next attempt: one per provider call, so every call
        counts, and the same id when a Lambda invocation is retried on the same state."""
        n = len(self.attempts)
        return self.request_id if n == 0 else f"{self.request_id}:{n + 1}"

    def dump(self) -> dict[str, Any]:
        return self.model_dump(mode="json")
