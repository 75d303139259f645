"""The provider interface: one generation attempt against one model."""

from __future__ import annotations

from typing import Protocol

from pydantic import BaseModel

# GenerationRequest lives in models (the answer layer builds it, below the providers); importable here too.
from dalil.models import AnswerPayload, GenerationRequest, ProviderAttempt

__all__ = ["GenerationRequest", "GenerationResult", "Provider", "RawReply"]


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
