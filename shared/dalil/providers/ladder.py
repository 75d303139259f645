"""The provider ladder's one rule: what one attempt is, and what to do after it.

- `attempt`: reserve capacity (metered rungs only) → call the rung with the time that is left →
  reconcile the reservation with what the call did. Every provider failure comes back as data.
- `decide`: after an attempt, "done", "retry" (the same rung, once, after a short backoff, only
  for what a retry can fix and only within the budget), "next" (the next rung) or "stop".
- `climb`: the whole ladder in process (attempt + decide), used by the model critic. The writer's
  workflow runs the same two functions one attempt per generate step (`dalil.workflow.transitions`).

Availability, never knowledge: a reply that came back but is not a usable payload (not JSON, not the
schema, cut off, blocked) stops the ladder; another model's fluent story is not safer.
"""

from __future__ import annotations

import datetime as dt
import math
import time
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any, Literal, Protocol, runtime_checkable

from pydantic import BaseModel

from dalil.models import ProviderAttempt
from dalil.providers.errors import ProviderError
from dalil.stores.protocols import CapacityStore

Decision = Literal["done", "retry", "next", "stop"]

# Outcomes a second try on the same rung can fix: the provider's side failed or the connection
# broke. A timeout is not retried (a second one would spend the rest of the budget).
RETRYABLE = frozenset({"server_error", "connection"})
MAX_RUNG_RETRIES = 1
RETRY_BACKOFF_S = 0.5
# A reply that is not a usable payload: the fallback state, never another model.
UNUSABLE = frozenset({"malformed_output", "max_tokens"})
# "No capacity now": counted towards the `quota` state. A 402 (out of credits) is here but says
# nothing about when it ends: it never sets the quota's retry time.
QUOTA_LIKE = frozenset({"no_capacity", "rate_limited", "quota_exhausted", "out_of_credits"})
NO_TIME = "budget_exhausted"
MIN_ATTEMPT_S = 0.5  # an attempt with less time than this cannot finish


@runtime_checkable
class CapacityHints(Protocol):
    """Optional: a capacity store that can say when a full window opens again."""

    def retry_after_s(self, provider: str, model: str, now: float | None = None) -> float | None: ...


class Rung(Protocol):
    name: str
    model: str


def metered(rung: Any) -> bool:
    """A provider trait: does its capacity need reserving? (The extractive provider says no.)"""
    return bool(getattr(rung, "metered", True))


def describe(rungs: Sequence[Any]) -> list[str]:
    return [f"{rung.name}:{rung.model}" for rung in rungs]


def seconds_to_utc_midnight(now: float) -> float:
    today = dt.datetime.fromtimestamp(now, dt.UTC).date()
    midnight = dt.datetime(today.year, today.month, today.day, tzinfo=dt.UTC) + dt.timedelta(days=1)
    return max(1.0, midnight.timestamp() - now)


class Budget(BaseModel):
    """The request's time: a deadline, and a reserve kept back for the steps after generation."""

    deadline: float
    provider_timeout_s: float
    reserve_s: float = 0.0

    @classmethod
    def start(cls, now: float, request_budget_s: float, provider_timeout_s: float) -> Budget:
        return cls(deadline=now + request_budget_s, provider_timeout_s=provider_timeout_s,
                   reserve_s=finish_reserve_s(request_budget_s))

    def attempt_timeout(self, now: float) -> float:
        """This attempt's HTTP timeout: min(provider timeout, what is left minus the reserve)."""
        return min(self.provider_timeout_s, self.deadline - now - self.reserve_s)

    def allows_attempt(self, now: float) -> bool:
        return self.attempt_timeout(now) >= MIN_ATTEMPT_S


def finish_reserve_s(request_budget_s: float) -> float:
    """Time kept back for validating and finishing: 2 s, or a tenth of a small budget."""
    return min(2.0, 0.1 * request_budget_s)


class AttemptResult(BaseModel):
    """One attempt on one rung, as data."""

    provider: str
    model: str
    outcome: str  # "ok", "no_capacity", "budget_exhausted" or a provider error category
    attempt: ProviderAttempt
    reply: Any = None  # the provider's result (GenerationResult for a writer, RawReply for a critic)
    retry_after_s: float | None = None  # when this rung may have capacity again
    # The failure in the provider's words (already redacted), for the server log only; a client
    # reads `attempt.detail`, a code from a fixed vocabulary.
    log_message: str | None = None

    @property
    def ok(self) -> bool:
        return self.outcome == "ok"


def attempt(
    rung: Any,
    call: Callable[[float], Any],
    *,
    capacity: CapacityStore | None,
    reservation_id: str,
    tokens: int,
    budget: Budget,
    clock: Callable[[], float] = time.time,
) -> AttemptResult:
    """Reserve → call → reconcile. `call(timeout_s)` returns a reply with an `.attempt`
    (`ProviderAttempt`) or raises a `ProviderError`; anything else it raises is a bug: the
    reservation is released and the error surfaces. `capacity` may be None for an unmetered rung."""
    now = clock()
    if not budget.allows_attempt(now):
        return _result(rung, NO_TIME)
    if metered(rung) and capacity is None:
        raise ValueError(f"the metered rung {rung.name}:{rung.model} needs a capacity store")
    if metered(rung) and capacity is not None and not capacity.reserve(reservation_id, rung.name, rung.model, tokens, now=now):
        hint = capacity.retry_after_s(rung.name, rung.model, now=now) if isinstance(capacity, CapacityHints) else None
        return _result(rung, "no_capacity", retry_after_s=hint if hint is not None else max(1.0, 60 - now % 60))
    started = clock()
    try:
        reply = call(budget.attempt_timeout(started))
    except ProviderError as error:
        _reconcile(rung, capacity, reservation_id, error.tokens_in + error.tokens_out, error.reached_provider, clock)
        record = ProviderAttempt(
            provider=rung.name, model=rung.model, outcome=error.category, latency_ms=(clock() - started) * 1000,
            tokens_in=error.tokens_in, tokens_out=error.tokens_out, detail=error.detail_code,
        )
        return AttemptResult(provider=rung.name, model=rung.model, outcome=error.category, attempt=record,
                             retry_after_s=_retry_hint(error, clock()), log_message=str(error)[:500])
    except BaseException:
        _reconcile(rung, capacity, reservation_id, 0, False, clock)
        raise
    record = reply.attempt.model_copy(update={"latency_ms": (clock() - started) * 1000, "outcome": "ok"})
    _reconcile(rung, capacity, reservation_id, record.tokens_in + record.tokens_out, True, clock)
    return AttemptResult(provider=rung.name, model=rung.model, outcome="ok", attempt=record, reply=reply)


def _result(rung: Any, outcome: str, retry_after_s: float | None = None) -> AttemptResult:
    record = ProviderAttempt(provider=rung.name, model=rung.model, outcome=outcome)
    return AttemptResult(provider=rung.name, model=rung.model, outcome=outcome, attempt=record, retry_after_s=retry_after_s)


def _reconcile(rung: Any, capacity: CapacityStore | None, reservation_id: str, used: int, reached: bool, clock) -> None:
    if metered(rung) and capacity is not None:
        capacity.reconcile(reservation_id, rung.name, rung.model, used_tokens=used, succeeded=reached, now=clock())


def _retry_hint(error: ProviderError, now: float) -> float | None:
    """When the rung may take a call again: the provider's hint; for a daily quota without one the
    next UTC midnight; for a per-minute limit without one the next minute. A 402 has none."""
    if error.retry_after_s is not None and error.category != "out_of_credits":
        return float(error.retry_after_s)
    if error.category == "quota_exhausted":
        return seconds_to_utc_midnight(now)
    if error.category == "rate_limited":
        return max(1.0, 60 - now % 60)
    return None


def decide(result: AttemptResult, *, retries_used: int, budget: Budget, now: float) -> Decision:
    """The one ladder rule (DECISIONS.md, "Workflow: one description, two runners")."""
    if result.ok:
        return "done"
    if result.outcome == NO_TIME or result.outcome in UNUSABLE:
        return "stop"
    # Only if the retry still gets a useful slice of the budget after its backoff.
    if (result.outcome in RETRYABLE and retries_used < MAX_RUNG_RETRIES
            and budget.attempt_timeout(now + RETRY_BACKOFF_S) >= MIN_ATTEMPT_S):
        return "retry"
    # A per-minute 429, a daily quota, a 402, no capacity, a timeout, a config error (a bad key or a
    # retired model name on this rung), or a retry that did not help: the next rung.
    return "next"


def soonest_s(hints: Sequence[float | None]) -> int | None:
    """The soonest any rung frees, in whole seconds (None when no rung said when)."""
    known = [h for h in hints if h is not None]
    return max(1, math.ceil(min(known))) if known else None


class Climb(BaseModel):
    """The in-process ladder's result: every attempt, and the final one (None: every rung tried)."""

    results: list[AttemptResult]
    final: AttemptResult | None = None

    @property
    def attempts(self) -> list[ProviderAttempt]:
        return [r.attempt for r in self.results]


def climb(
    rungs: Sequence[Any],
    call: Callable[[Any, float], Any],
    *,
    capacity: CapacityStore,
    reservation_id: Callable[[int], str],
    tokens: int,
    budget: Budget,
    clock: Callable[[], float] = time.time,
    sleep: Callable[[float], None] = time.sleep,
) -> Climb:
    """Attempt + decide over the rungs, in process. `call(rung, timeout_s)`; `reservation_id(n)`
    names the n-th attempt's reservation. Ends at the first "done" or "stop", or after the last rung."""
    results: list[AttemptResult] = []
    for rung in rungs:
        retries = 0
        while True:
            result = attempt(rung, partial(call, rung), capacity=capacity,
                             reservation_id=reservation_id(len(results)), tokens=tokens, budget=budget, clock=clock)
            results.append(result)
            decision = decide(result, retries_used=retries, budget=budget, now=clock())
            if decision in ("done", "stop"):
                return Climb(results=results, final=result)
            if decision == "retry":
                retries += 1
                sleep(RETRY_BACKOFF_S)
                continue
            break
    return Climb(results=results)
