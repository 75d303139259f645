"""The provider ladder: configured Gemini models, then OpenRouter; availability, never knowledge.

For each rung in order: reserve capacity (no capacity: next rung), call the provider with the
time that is left, reconcile the reservation with what the call used. A provider-layer failure
that allows failover moves to the next rung. A payload that parsed but fails validation ends the
ladder at once as `grounding_failed`: another model's fluent story is not safer. A config error
(our bug) stops the ladder too. When every rung is out of capacity or quota the outcome is
`quota` with a retry-after; other exhaustion is `unavailable`.

`run` is the in-process path; `reserve`, `attempt` and `reconcile` are the same steps one at a
time, for the Step Functions state machine (one attempt per Lambda invocation).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from typing import Any, Literal, Protocol, runtime_checkable

from pydantic import BaseModel, Field

from dalil.answer.prompt import build_prompt, prompt_tokens
from dalil.models import AnswerPayload, ProviderAttempt
from dalil.providers.base import GenerationRequest, Provider
from dalil.providers.errors import ProviderError
from dalil.settings import Settings, get_settings
from dalil.stores.protocols import CapacityStore

LadderState = Literal["answered", "grounding_failed", "quota", "unavailable", "config_error"]

# Offline providers have no quota: reserving for them would only throttle local runs.
UNMETERED_PROVIDERS: frozenset[str] = frozenset({"extractive"})


@runtime_checkable
class CapacityHints(Protocol):
    """Optional: a capacity store that can say when a full window opens again."""

    def retry_after_s(self, provider: str, model: str, now: float | None = None) -> float | None: ...


class RungOutcome(BaseModel):
    """One attempt on one rung, as data (a Lambda returns it to the state machine)."""

    rung_index: int
    provider: str
    model: str
    outcome: str  # "ok" or an error category
    payload: AnswerPayload | None = None
    attempt: ProviderAttempt
    failover: bool = True
    quota_like: bool = False
    reached_provider: bool = True  # may the provider have counted the call? (keep vs release)
    retry_after_s: float | None = None

    @property
    def used_tokens(self) -> int:
        return self.attempt.tokens_in + self.attempt.tokens_out


class LadderOutcome(BaseModel):
    state: LadderState
    payload: AnswerPayload | None = None  # set for answered and grounding_failed
    provider: str | None = None
    model: str | None = None
    attempts: list[ProviderAttempt] = Field(default_factory=list)
    retry_after_s: int | None = None  # set for quota
    detail: str | None = None


def verdict_passed(verdict: Any) -> bool:
    """The validator may return a bool or a result object with `ok` (dalil.answer.validate)."""
    return bool(getattr(verdict, "ok", verdict))


def verdict_detail(verdict: Any) -> str:
    failures = getattr(verdict, "failures", None)
    if failures:
        return "validation failed: " + ", ".join(map(str, failures))
    return str(getattr(verdict, "reason", None) or "validation failed")


class Ladder:
    def __init__(
        self,
        rungs: Sequence[Provider],
        capacity: CapacityStore,
        settings: Settings | None = None,
        clock: Callable[[], float] = time.time,
        unmetered: frozenset[str] = UNMETERED_PROVIDERS,
    ) -> None:
        if not rungs:
            raise ValueError("a ladder needs at least one provider")
        self.rungs = list(rungs)
        self.capacity = capacity
        self.settings = settings or get_settings()
        self.clock = clock
        self.unmetered = unmetered

    def describe(self) -> list[str]:
        return [f"{rung.name}:{rung.model}" for rung in self.rungs]

    def _metered(self, rung: Provider) -> bool:
        return rung.name not in self.unmetered

    # --- single steps (also the state machine's steps) -----------------------------------------

    def reserve(self, rung_index: int, request: GenerationRequest) -> bool:
        rung = self.rungs[rung_index]
        if not self._metered(rung):
            return True
        tokens = prompt_tokens(build_prompt(request)) + self.settings.max_output_tokens
        return self.capacity.reserve(request.request_id, rung.name, rung.model, tokens, now=self.clock())

    def attempt(self, rung_index: int, request: GenerationRequest) -> RungOutcome:
        """Call one rung once. Provider failures come back as data; nothing touches capacity."""
        rung = self.rungs[rung_index]
        if request.timeout_s is None:
            request = request.model_copy(update={"timeout_s": self.settings.provider_timeout_s})
        started = self.clock()
        try:
            result = rung.generate(request)
        except ProviderError as error:
            record = ProviderAttempt(
                provider=rung.name,
                model=rung.model,
                outcome=error.category,
                latency_ms=(self.clock() - started) * 1000,
                tokens_in=error.tokens_in,
                tokens_out=error.tokens_out,
                detail=str(error)[:500],
            )
            return RungOutcome(
                rung_index=rung_index,
                provider=rung.name,
                model=rung.model,
                outcome=error.category,
                attempt=record,
                failover=error.failover,
                quota_like=error.quota_like,
                reached_provider=error.reached_provider,
                retry_after_s=error.retry_after_s,
            )
        record = result.attempt.model_copy(update={"latency_ms": (self.clock() - started) * 1000})
        return RungOutcome(
            rung_index=rung_index,
            provider=rung.name,
            model=rung.model,
            outcome="ok",
            payload=result.payload,
            attempt=record,
        )

    def reconcile(self, rung_index: int, request: GenerationRequest, outcome: RungOutcome) -> None:
        rung = self.rungs[rung_index]
        if self._metered(rung):
            self.capacity.reconcile(
                request.request_id,
                rung.name,
                rung.model,
                used_tokens=outcome.used_tokens,
                succeeded=outcome.reached_provider,
                now=self.clock(),
            )

    def capacity_retry_after(self, rung_index: int) -> float:
        """When a refused reservation may succeed: the store's answer, else the next minute."""
        rung = self.rungs[rung_index]
        now = self.clock()
        if isinstance(self.capacity, CapacityHints):
            hint = self.capacity.retry_after_s(rung.name, rung.model, now=now)
            if hint is not None:
                return hint
        return max(1.0, 60 - now % 60)

    # --- the whole ladder, in process ---------------------------------------------------------

    def run(self, request: GenerationRequest, validate: Callable[[AnswerPayload], Any]) -> LadderOutcome:
        deadline = self.clock() + self.settings.request_budget_s
        floor_s = min(1.0, self.settings.provider_timeout_s)  # below this an attempt cannot finish
        attempts: list[ProviderAttempt] = []
        retry_hints: list[float] = []
        all_quota = True
        for index, rung in enumerate(self.rungs):
            remaining = deadline - self.clock()
            if remaining < floor_s:
                attempts.append(
                    ProviderAttempt(provider=rung.name, model=rung.model, outcome="budget_exhausted")
                )
                all_quota = False
                break
            if not self.reserve(index, request):
                attempts.append(ProviderAttempt(provider=rung.name, model=rung.model, outcome="no_capacity"))
                retry_hints.append(self.capacity_retry_after(index))
                continue
            timed = request.model_copy(update={"timeout_s": min(self.settings.provider_timeout_s, remaining)})
            try:
                outcome = self.attempt(index, timed)
            except BaseException:
                # A bug, not a provider failure: release the reservation and let it surface.
                if self._metered(rung):
                    self.capacity.reconcile(request.request_id, rung.name, rung.model, 0, False, now=self.clock())
                raise
            self.reconcile(index, request, outcome)
            attempts.append(outcome.attempt)
            if outcome.payload is not None:
                verdict = validate(outcome.payload)
                state: LadderState = "answered" if verdict_passed(verdict) else "grounding_failed"
                return LadderOutcome(
                    state=state,
                    payload=outcome.payload,
                    provider=rung.name,
                    model=rung.model,
                    attempts=attempts,
                    detail=None if state == "answered" else verdict_detail(verdict),
                )
            if not outcome.failover:
                return LadderOutcome(
                    state="config_error",
                    provider=rung.name,
                    model=rung.model,
                    attempts=attempts,
                    detail=outcome.attempt.detail,
                )
            if outcome.quota_like:
                retry_hints.append(outcome.retry_after_s or self.capacity_retry_after(index))
            else:
                all_quota = False
        if all_quota and retry_hints:
            return LadderOutcome(
                state="quota",
                attempts=attempts,
                retry_after_s=max(1, math.ceil(min(retry_hints))),
                detail="no provider has capacity now",
            )
        return LadderOutcome(state="unavailable", attempts=attempts, detail="every provider failed or time ran out")
