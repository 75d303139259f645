"""Provider-layer failures, classified so the ladder can decide what to do next.

Each error says three things the ladder needs:
- `failover`: may the next rung be tried? A config error (bad key, bad request) is our bug and
  would fail the same way everywhere, so it stops the ladder.
- `quota_like`: is this "no capacity now" (the request may succeed later) rather than "broken"?
  When every rung ends quota-like, the response is the `quota` state with a retry-after.
- `reached_provider`: may the provider have counted the call against our quota? If not, the
  capacity reservation is released; if it may have (a timeout, a 5xx), it is kept.

A grounding failure is not a provider error: the validator decides it, and it never fails over.
"""

from __future__ import annotations

from typing import Any

from dalil.errors import DalilError
from dalil.models import KNOWN_HTTP_STATUSES


class ProviderError(DalilError):
    category: str = "provider_error"
    failover: bool = True
    quota_like: bool = False
    reached_provider: bool = True
    transient: bool = False  # may pass on a retry of the same rung (Step Functions `Retry`)

    def __init__(
        self,
        message: str,
        *,
        provider: str = "",
        model: str = "",
        status: int | None = None,
        retry_after_s: float | None = None,
        tokens_in: int = 0,
        tokens_out: int = 0,
        reached_provider: bool | None = None,
        failover: bool | None = None,
        reason: str = "",
    ) -> None:
        super().__init__(message)
        self.reason = reason  # a code from models.ATTEMPT_DETAIL_CODES; the message stays server-side
        self.provider = provider
        self.model = model
        self.status = status
        self.retry_after_s = retry_after_s
        self.tokens_in = tokens_in
        self.tokens_out = tokens_out
        if reached_provider is not None:
            self.reached_provider = reached_provider
        if failover is not None:
            self.failover = failover

    @property
    def detail_code(self) -> str:
        """What a client may read about this failure: the reason code, else the HTTP status."""
        if self.reason:
            return self.reason
        if self.status is not None:
            return f"http_{self.status}" if self.status in KNOWN_HTTP_STATUSES else "http_error"
        return "other"


class ProviderTimeout(ProviderError):
    """No complete answer within the attempt's time limit (the provider may still be working)."""

    category = "timeout"
    transient = True


class ConnectionFailure(ProviderError):
    """The connection could not be made or broke; by default the provider never saw the call."""

    category = "connection"
    reached_provider = False
    transient = True


class ServerError(ProviderError):
    """5xx: the provider's side failed."""

    category = "server_error"
    transient = True


class RateLimited(ProviderError):
    """429 on a short window (per minute): capacity returns soon."""

    category = "rate_limited"
    quota_like = True
    reached_provider = False
    transient = True


class QuotaExhausted(ProviderError):
    """429 on the daily quota (Gemini RESOURCE_EXHAUSTED with a per-day quota id)."""

    category = "quota_exhausted"
    quota_like = True
    reached_provider = False


class OutOfCredits(ProviderError):
    """402: the account or key has no credits left."""

    category = "out_of_credits"
    quota_like = True
    reached_provider = False


class ConfigError(ProviderError):
    """401/403/400/404: wrong key, wrong model name or a request the API rejects. Our bug: no failover."""

    category = "config_error"
    failover = False
    reached_provider = False


class MalformedOutput(ProviderError):
    """HTTP 200 but no usable payload: empty or truncated body, a blocked or filtered candidate,
    or JSON that does not fit the answer schema."""

    category = "malformed_output"


class MaxTokens(ProviderError):
    """The model stopped at the output-token limit: the payload is cut off."""

    category = "max_tokens"


def _taxonomy() -> list[type[ProviderError]]:
    found, pending = [], [ProviderError]
    while pending:
        cls = pending.pop()
        found.append(cls)
        pending.extend(cls.__subclasses__())
    return found


# Category sets for code that sees an attempt's outcome as a string (the workflow's JSON state),
# derived from the classes so the two can never disagree.
QUOTA_CATEGORIES: frozenset[str] = frozenset(cls.category for cls in _taxonomy() if cls.quota_like)
TRANSIENT_CATEGORIES: frozenset[str] = frozenset(cls.category for cls in _taxonomy() if cls.transient)

# Timeout is the conventional name; ProviderTimeout avoids shadowing the builtin TimeoutError idea.
Timeout = ProviderTimeout


def error_for_status(
    status: int,
    message: str,
    *,
    provider: str,
    model: str,
    retry_after_s: float | None = None,
    daily: bool = False,
) -> ProviderError:
    """The error an HTTP status stands for; each provider refines 429 (minute or day) itself."""
    text = f"{provider} {model}: HTTP {status}: {message}".rstrip(": ")
    common: dict[str, Any] = {"provider": provider, "model": model, "status": status, "retry_after_s": retry_after_s,
                              "reason": "daily_limit" if daily else ""}
    if status == 429:
        return QuotaExhausted(text, **common) if daily else RateLimited(text, **common)
    if status == 402:
        return OutOfCredits(text, **common)
    if status == 408:
        return ProviderTimeout(text, **common)
    if status >= 500:
        return ServerError(text, **common)
    return ConfigError(text, **common)


class SecretsUnavailable(ConfigError):
    """The provider keys could not be read from Secrets Manager (missing secret, no permission, bad shape)."""

    def __init__(self, message: str, **kwargs: Any) -> None:
        kwargs.setdefault("reason", "secrets_unavailable")
        super().__init__(message, **kwargs)
