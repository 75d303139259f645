"""`generate` for the HTTP providers (Gemini, OpenRouter): one structured-output exchange, then the
reply's text parsed as the answer payload. Each provider supplies its wire format: `request_body`
(the writer's prompt and answer schema) and `_exchange` (post, map errors, read the text)."""

from __future__ import annotations

from typing import Any

from dalil.answer.prompt import parse_payload
from dalil.providers.base import GenerationRequest, GenerationResult, RawReply
from dalil.providers.errors import MalformedOutput, ProviderError
from dalil.settings import Settings


class StructuredOutputProvider:
    name: str
    model: str
    _settings: Settings

    def request_body(self, request: GenerationRequest) -> dict[str, Any]:
        raise NotImplementedError

    def _exchange(self, body: dict[str, Any], timeout_s: float) -> RawReply:
        raise NotImplementedError

    def _fail(self, kind: type[ProviderError], message: str, reason: str = "other", **counted: Any) -> ProviderError:
        raise NotImplementedError

    def generate(self, request: GenerationRequest) -> GenerationResult:
        raw = self._exchange(self.request_body(request), request.timeout_s or self._settings.provider_timeout_s)
        try:
            payload = parse_payload(raw.text)
        except ValueError as error:
            raise self._fail(
                MalformedOutput,
                f"output is not the answer schema ({type(error).__name__})",
                reason="not_answer_schema",
                tokens_in=raw.attempt.tokens_in,
                tokens_out=raw.attempt.tokens_out,
            ) from error
        return GenerationResult(payload=payload, attempt=raw.attempt)
