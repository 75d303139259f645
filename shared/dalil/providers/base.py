"""The provider interface: one generation attempt against one model."""

from __future__ import annotations

from typing import Protocol

from pydantic import BaseModel, Field

from dalil.models import AnswerPayload, Evidence, ProviderAttempt


class GenerationRequest(BaseModel):
    request_id: str
    question: str  # the original question, not the normalized one
    evidence: list[Evidence]  # what the model may see: E-ids and excerpts, never urls or titles
    domains: list[str] = Field(default_factory=list)
    strict_religious: bool = False  # fail-closed domain: answer only what a chunk states directly
    critic_gaps: list[str] = Field(default_factory=list)  # from a failed review, for a redraft
    timeout_s: float | None = None  # this attempt's time limit, set by the ladder; None: provider_timeout_s


class GenerationResult(BaseModel):
    """A parsed payload (not yet validated against the evidence) plus the attempt record."""

    payload: AnswerPayload
    attempt: ProviderAttempt


class RawReply(BaseModel):
    """A structured-output reply's text, not yet parsed, plus the attempt record: what a provider's
    `complete_json` returns (the writer parses it as the answer payload, the critic as a verdict)."""

    text: str
    attempt: ProviderAttempt


class Provider(Protocol):
    """One rung. A provider may also say `metered = False` (no capacity to reserve: the extractive
    provider); `dalil.providers.ladder.metered` reads that trait, defaulting to metered."""

    name: str
    model: str

    def generate(self, request: GenerationRequest) -> GenerationResult:
        """Raise a `dalil.providers.errors.ProviderError` subclass on any provider-layer failure."""
