"""OpenRouter chat completions over httpx: the last rung, tried only on a provider-layer failure.

`response_format: json_schema` with `strict: true`, and `provider.require_parameters: true` so
OpenRouter routes only to upstreams that honour the schema. OpenRouter reports an error that
happened after the model started as HTTP 200 with an `error` object (in the body or in the
choice): that is handled as the error its code names.
"""

from __future__ import annotations

import logging
from typing import Any

import httpx
from pydantic import SecretStr

from dalil.answer.prompt import answer_schema, build_prompt
from dalil.models import PROVIDER_STOP_REASONS, ProviderAttempt
from dalil.providers.base import GenerationRequest, RawReply
from dalil.providers.errors import MalformedOutput, MaxTokens, ProviderError, error_for_status
from dalil.providers.http_client import HttpReply, parse_retry_after, post_json, redact, safe_token, shared_client
from dalil.providers.structured import StructuredOutputProvider
from dalil.settings import Settings

log = logging.getLogger("dalil.providers.openrouter")


class OpenRouterProvider(StructuredOutputProvider):
    name = "openrouter"

    def __init__(self, api_key: SecretStr, settings: Settings, client: httpx.Client | None = None) -> None:
        self.model = settings.openrouter_model
        self._key = api_key
        self._settings = settings
        self._client = client or shared_client()

    @property
    def url(self) -> str:
        return f"{self._settings.openrouter_base_url.rstrip('/')}/api/v1/chat/completions"

    def json_body(self, system: str, user: str, schema: dict[str, Any], schema_name: str) -> dict[str, Any]:
        """A request for JSON that fits `schema`, as strict structured output."""
        return {
            "model": self.model,
            "messages": [
                {"role": "system", "content": system},
                {"role": "user", "content": user},
            ],
            "response_format": {
                "type": "json_schema",
                "json_schema": {"name": schema_name, "strict": True, "schema": schema},
            },
            "provider": {"require_parameters": True},
            "max_tokens": self._settings.max_output_tokens,
            "temperature": 0.0,
        }

    def request_body(self, request: GenerationRequest) -> dict[str, Any]:
        prompt = build_prompt(request)
        schema = answer_schema([item.evidence_id for item in request.evidence])
        body = self.json_body(prompt.system, prompt.user, schema, "grounded_answer")
        if self._settings.thinking_budget > 0:  # the writer's reasoning budget (the critic asks for none)
            body["reasoning"] = {"max_tokens": self._settings.thinking_budget, "exclude": True}
        return body

    def complete_json(self, system: str, user: str, schema: dict[str, Any], schema_name: str, timeout_s: float) -> RawReply:
        """The raw text of a reply held to `schema`; raises a `ProviderError` subclass otherwise."""
        return self._exchange(self.json_body(system, user, schema, schema_name), timeout_s)

    def _exchange(self, body: dict[str, Any], timeout_s: float) -> RawReply:
        reply = post_json(
            self._client,
            self.url,
            headers={
                "authorization": f"Bearer {self._key.get_secret_value()}",
                "content-type": "application/json",
                "x-title": "Dalil",
            },
            payload=body,
            timeout_s=timeout_s,
            provider=self.name,
            model=self.model,
        )
        data = reply.json()
        error = data.get("error") if isinstance(data, dict) else None
        if reply.status != 200 or isinstance(error, dict):
            raise self._error(reply, error if isinstance(error, dict) else None)
        return self._read(reply, data)

    def _redact(self, text: str) -> str:
        return redact(text, [self._key.get_secret_value()])

    def _error(self, reply: HttpReply, error: dict[str, Any] | None) -> ProviderError:
        error = error or {}
        try:
            status = int(error.get("code") or reply.status)
        except (TypeError, ValueError):  # a code that is not a number: trust the HTTP status
            status = reply.status
        if status == 200:  # an error object without a usable code: the upstream failed
            status = 502
        # The message is read to classify the error, never passed on: provider text (and the
        # upstream's `metadata.raw`) may echo the key.
        message = str(error.get("message") or "")
        # Free-model daily caps come back as 429 with a per-day message; they last until tomorrow.
        daily = status == 429 and ("per-day" in message.lower() or "per day" in message.lower())
        return error_for_status(
            status,
            "daily limit" if daily else "",
            provider=self.name,
            model=self.model,
            retry_after_s=parse_retry_after(reply.headers.get("retry-after")),
            daily=daily,
        )

    def _fail(self, kind: type[ProviderError], message: str, reason: str = "other", **counted: Any) -> ProviderError:
        return kind(self._redact(f"{self.name} {self.model}: {message}"), provider=self.name, model=self.model,
                    reason=reason, **counted)

    def _read(self, reply: HttpReply, data: Any) -> RawReply:
        if not isinstance(data, dict):
            raise self._fail(MalformedOutput, "empty or truncated response body", reason="empty_body")
        usage = data.get("usage") or {}
        counted = {
            "tokens_in": int(usage.get("prompt_tokens") or 0),
            "tokens_out": int(usage.get("completion_tokens") or 0),
        }
        choices = data.get("choices") or []
        if not choices or not isinstance(choices[0], dict):
            raise self._fail(MalformedOutput, "no choice in the response", reason="no_choice", **counted)
        choice = choices[0]
        if isinstance(choice.get("error"), dict):
            raise self._error(reply, choice["error"])
        finish = choice.get("finish_reason")
        if finish == "length":
            raise self._fail(MaxTokens, "stopped at max_tokens", reason="max_tokens", **counted)
        if finish not in ("stop", None):  # content_filter, tool_calls, error
            reason = f"finish_reason:{finish}" if finish in PROVIDER_STOP_REASONS else "other"
            raise self._fail(MalformedOutput, f"finish_reason {safe_token(finish)}", reason=reason, **counted)
        content = (choice.get("message") or {}).get("content")
        rerouted = bool(data.get("model")) and data.get("model") != self.model
        if rerouted:  # which model answered is the operator's business; a client reads "rerouted"
            log.info("openrouter rerouted", extra={"asked": self.model, "routed_to": self._redact(safe_token(data["model"]))})
        attempt = ProviderAttempt(
            provider=self.name,
            model=self.model,
            outcome="ok",
            latency_ms=reply.latency_ms,
            detail="rerouted" if rerouted else None,
            **counted,
        )
        return RawReply(text=content if isinstance(content, str) else "", attempt=attempt)
