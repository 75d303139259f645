"""Gemini `generateContent` over httpx, one model per instance (one rung of the ladder).

Structured output: `responseMimeType: application/json` with a `responseSchema` whose cited-id
enum holds exactly this request's evidence labels, so the decoder itself cannot emit another id.
"""

from __future__ import annotations

import datetime as dt
import re
from typing import Any
from zoneinfo import ZoneInfo

import httpx
from pydantic import SecretStr

from dalil.answer.prompt import build_prompt, gemini_dialect, gemini_schema
from dalil.models import PROVIDER_STOP_REASONS, ProviderAttempt
from dalil.providers.base import GenerationRequest, RawReply
from dalil.providers.errors import MalformedOutput, MaxTokens, ProviderError, error_for_status
from dalil.providers.http_client import HttpReply, parse_retry_after, post_json, redact, safe_token, shared_client
from dalil.providers.structured import StructuredOutputProvider
from dalil.settings import Settings

_DURATION = re.compile(r"^\s*(\d+(?:\.\d+)?)s\s*$")


def _seconds(duration: object) -> float | None:
    """A protobuf Duration in JSON ("36s", "36.4s")."""
    match = _DURATION.match(str(duration)) if duration is not None else None
    return float(match.group(1)) if match else None


def _seconds_to_daily_reset(now: dt.datetime | None = None) -> float:
    """Gemini's per-day quotas reset at midnight Pacific time (UTC midnight if tz data is missing)."""
    try:
        zone: dt.tzinfo = ZoneInfo("America/Los_Angeles")
    except Exception:  # no tz database on this host
        zone = dt.UTC
    local = (now or dt.datetime.now(dt.UTC)).astimezone(zone)
    midnight = (local + dt.timedelta(days=1)).replace(hour=0, minute=0, second=0, microsecond=0)
    return max(1.0, (midnight - local).total_seconds())


class GeminiProvider(StructuredOutputProvider):
    name = "gemini"

    def __init__(self, model: str, api_key: SecretStr, settings: Settings, client: httpx.Client | None = None) -> None:
        self.model = model
        self._key = api_key
        self._settings = settings
        self._client = client or shared_client()

    @property
    def url(self) -> str:
        return f"{self._settings.gemini_base_url.rstrip('/')}/v1beta/models/{self.model}:generateContent"

    def json_body(self, system: str, user: str, schema: dict[str, Any]) -> dict[str, Any]:
        """A request for JSON that fits `schema` (already in Gemini's dialect)."""
        return {
            "systemInstruction": {"parts": [{"text": system}]},
            "contents": [{"role": "user", "parts": [{"text": user}]}],
            "generationConfig": {
                "responseMimeType": "application/json",
                "responseSchema": schema,
                "maxOutputTokens": self._settings.max_output_tokens,
                "temperature": 0.0,
                "thinkingConfig": {"thinkingBudget": self._settings.thinking_budget},
            },
        }

    def request_body(self, request: GenerationRequest) -> dict[str, Any]:
        prompt = build_prompt(request)
        return self.json_body(prompt.system, prompt.user, gemini_schema([item.evidence_id for item in request.evidence]))

    def complete_json(self, system: str, user: str, schema: dict[str, Any], schema_name: str, timeout_s: float) -> RawReply:
        """The raw text of a reply held to `schema` (plain JSON Schema; `schema_name` is for
        providers that name it, Gemini does not). Raises a `ProviderError` subclass otherwise."""
        return self._exchange(self.json_body(system, user, gemini_dialect(schema)), timeout_s)

    def _exchange(self, body: dict[str, Any], timeout_s: float) -> RawReply:
        reply = post_json(
            self._client,
            self.url,
            headers={"x-goog-api-key": self._key.get_secret_value(), "content-type": "application/json"},
            payload=body,
            timeout_s=timeout_s,
            provider=self.name,
            model=self.model,
        )
        if reply.status != 200:
            raise self._http_error(reply)
        return self._read(reply)

    # --- response -----------------------------------------------------------------------------

    def _fail(self, kind: type[ProviderError], message: str, reason: str = "other", **extra: Any) -> ProviderError:
        text = redact(f"{self.name} {self.model}: {message}", [self._key.get_secret_value()])
        return kind(text, provider=self.name, model=self.model, reason=reason, **extra)

    def _http_error(self, reply: HttpReply) -> ProviderError:
        data = reply.json()
        error = data.get("error") if isinstance(data, dict) else None
        error = error if isinstance(error, dict) else {}
        # The message is read to classify the error, never passed on: provider text may echo the key.
        message = str(error.get("message") or "")
        retry_after = parse_retry_after(reply.headers.get("retry-after"))
        daily = False
        for detail in error.get("details") or []:
            if not isinstance(detail, dict):
                continue
            kind = str(detail.get("@type", ""))
            if kind.endswith("google.rpc.RetryInfo"):
                retry_after = _seconds(detail.get("retryDelay")) or retry_after
            elif kind.endswith("google.rpc.QuotaFailure"):
                for violation in detail.get("violations") or []:
                    quota_id = str(violation.get("quotaId", "")) if isinstance(violation, dict) else ""
                    daily = daily or "perday" in quota_id.lower()
            elif kind.endswith("google.rpc.ErrorInfo"):
                limit = str((detail.get("metadata") or {}).get("quota_limit", ""))
                daily = daily or "perday" in limit.lower()
        if reply.status == 429 and not daily:
            daily = "per day" in message.lower()
        if reply.status == 429 and daily:
            retry_after = max(retry_after or 0.0, _seconds_to_daily_reset())
        # The status string is for the log only (clients see the HTTP status code), and even there
        # it passes the redaction: a short "enum" can be the key itself.
        status_text = safe_token(error.get("status")) if error.get("status") else ""
        return error_for_status(
            reply.status,
            redact(status_text, [self._key.get_secret_value()]),
            provider=self.name,
            model=self.model,
            retry_after_s=retry_after,
            daily=daily,
        )

    def _read(self, reply: HttpReply) -> RawReply:
        data = reply.json()
        if not isinstance(data, dict):
            raise self._fail(MalformedOutput, "empty or truncated response body", reason="empty_body")
        usage = data.get("usageMetadata") or {}
        tokens_in = int(usage.get("promptTokenCount") or 0)
        tokens_out = int(usage.get("candidatesTokenCount") or 0) + int(usage.get("thoughtsTokenCount") or 0)
        counted = {"tokens_in": tokens_in, "tokens_out": tokens_out}
        candidates = data.get("candidates") or []
        if not candidates or not isinstance(candidates[0], dict):
            blocked = (data.get("promptFeedback") or {}).get("blockReason")
            reason = f"block_reason:{blocked}" if blocked in PROVIDER_STOP_REASONS else "no_candidate"
            raise self._fail(MalformedOutput, f"no candidate (blockReason {safe_token(blocked)})", reason=reason, **counted)
        candidate = candidates[0]
        finish = candidate.get("finishReason")
        if finish == "MAX_TOKENS":
            raise self._fail(MaxTokens, "stopped at maxOutputTokens", reason="max_tokens", **counted)
        if finish != "STOP":
            reason = f"finish_reason:{finish}" if finish in PROVIDER_STOP_REASONS else "other"
            raise self._fail(MalformedOutput, f"finishReason {safe_token(finish)}", reason=reason, **counted)
        parts = (candidate.get("content") or {}).get("parts") or []
        text = "".join(str(part.get("text", "")) for part in parts if isinstance(part, dict) and not part.get("thought"))
        attempt = ProviderAttempt(
            provider=self.name,
            model=self.model,
            outcome="ok",
            latency_ms=reply.latency_ms,
            tokens_in=tokens_in,
            tokens_out=tokens_out,
        )
        return RawReply(text=text, attempt=attempt)
