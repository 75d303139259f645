"""The triage record kept with every message: enough to answer "why did this message say that?"
from a message id alone (a downvote names one), without the question text or any excerpt.

    route       the router's domain scores and the rules that fired
    signals     per retrieval signal (lexical, vector, metadata, ...): its top chunk ids and scores
    fused       the top fused chunk ids and scores, after policy
    floor       "passed", or why the evidence floor refused (a stable code from retrieval)
    notes       retrieval's trace notes (a missing Coptic day, a reference not in the library, ...)
    rungs       every provider attempt: "provider:model:outcome", in order
    validation  the last validation's codes, and the critic's verdict summary when one reviewed
    outcome     the response state and its reason

Built in two halves: retrieval's in the retrieve step (`from_retrieval`, carried in the workflow
state, so the state machine and the in-process runner carry the same thing), the rest in finish
(`completed`). Stored with the message on both backends and logged on the finish line with the
`message_id`, so one query over the finish step's log finds it.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field

from dalil.models import RetrievalResult

TOP_PER_SIGNAL = 3
TOP_FUSED = 5


def _scored(chunk_id: str, score: float) -> tuple[str, float]:
    return chunk_id, round(float(score), 4)


class Triage(BaseModel):
    route: dict[str, float] = Field(default_factory=dict)
    route_signals: list[str] = Field(default_factory=list)
    signals: dict[str, list[tuple[str, float]]] = Field(default_factory=dict)
    fused: list[tuple[str, float]] = Field(default_factory=list)
    floor: str | None = None
    notes: list[str] = Field(default_factory=list)
    rungs: list[str] = Field(default_factory=list)
    validation: list[str] = Field(default_factory=list)
    critic: dict[str, Any] | None = None
    state: str | None = None
    reason: str | None = None

    @classmethod
    def from_retrieval(cls, result: RetrievalResult, floor_reason: str | None, enough: bool) -> Triage:
        by_signal: dict[str, list[tuple[int, str, float]]] = {}
        for candidate in result.candidates:
            for name, hit in candidate.signals.items():
                by_signal.setdefault(name, []).append((hit.rank, candidate.chunk_id, hit.score))
        return cls(
            route={domain: round(score, 4) for domain, score in result.trace.route.domains.items()},
            route_signals=list(result.trace.route.signals),
            signals={name: [_scored(chunk_id, score) for _, chunk_id, score in sorted(hits)[:TOP_PER_SIGNAL]]
                     for name, hits in sorted(by_signal.items())},
            fused=[_scored(c.chunk_id, c.score) for c in result.candidates[:TOP_FUSED]],
            floor="passed" if enough else floor_reason,
            notes=list(result.trace.notes),
        )

    def completed(self, *, attempts: list[tuple[str, str, str]], validation_codes: list[str], critic: dict[str, Any] | None,
                  state: str, reason: str | None) -> Triage:
        return self.model_copy(update={
            "rungs": [f"{provider}:{model}:{outcome}" for provider, model, outcome in attempts],
            "validation": list(validation_codes),
            "critic": _critic_summary(critic),
            "state": state,
            "reason": reason,
        })

    def record(self) -> dict[str, Any]:
        return self.model_dump(mode="json")


def _critic_summary(verdict: dict[str, Any] | None) -> dict[str, Any] | None:
    """The verdict's numbers and flags only: its free text (the claims it found) stays out."""
    if not verdict:
        return None
    kept = ("confidence", "answer_relevance", "intent_alignment", "drift_detected")
    summary: dict[str, Any] = {key: verdict[key] for key in kept if key in verdict}
    if "ungrounded_claims" in verdict:
        summary["ungrounded_claims"] = len(verdict.get("ungrounded_claims") or [])
    return summary
