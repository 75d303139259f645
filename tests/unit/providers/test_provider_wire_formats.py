"""Each provider's reading of its wire format: success shapes and the error taxonomy."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pydantic import SecretStr
from support.loopback_providers import (
    LoopbackProviders,
    Reply,
    gemini_answer,
    gemini_daily_quota,
    gemini_error,
    gemini_minute_rate_limit,
    openrouter_answer,
    openrouter_error,
)

from dalil.models import Evidence
from dalil.providers import errors
from dalil.providers.base import GenerationRequest
from dalil.providers.gemini import GeminiProvider
from dalil.providers.openrouter import OpenRouterProvider
from dalil.settings import Settings

GOOD = {"status": "answered", "answer": "نص الجواب [E1].", "cited_ids": ["E1"]}
REQUEST = GenerationRequest(
    request_id="r1",
    question="سؤال؟",
    evidence=[Evidence(evidence_id="E1", chunk_id="arcd:0123456789ab/0", excerpt="نص الدليل الأول.")],
)


@pytest.fixture
def server() -> Iterator[LoopbackProviders]:
    with LoopbackProviders() as running:
        yield running


@pytest.fixture
def gemini(server: LoopbackProviders) -> GeminiProvider:
    settings = Settings(gemini_base_url=server.base_url + "/", provider_timeout_s=2.0, thinking_budget=128)
    return GeminiProvider("gemini-x", SecretStr("g-key"), settings)


@pytest.fixture
def openrouter(server: LoopbackProviders) -> OpenRouterProvider:
    settings = Settings(openrouter_base_url=server.base_url, openrouter_model="vendor/model", provider_timeout_s=2.0)
    return OpenRouterProvider(SecretStr("o-key"), settings)


def failure(provider: GeminiProvider | OpenRouterProvider) -> errors.ProviderError:
    with pytest.raises(errors.ProviderError) as caught:
        provider.generate(REQUEST)
    return caught.value


# --- Gemini ---------------------------------------------------------------------------------------


def test_gemini_success_skips_thought_parts_and_reads_usage(server: LoopbackProviders, gemini: GeminiProvider) -> None:
    reply = gemini_answer(GOOD)
    reply.body["candidates"][0]["content"]["parts"].insert(0, {"text": "thinking…", "thought": True})
    reply.body["usageMetadata"]["thoughtsTokenCount"] = 50
    server.script("gemini-x", reply)
    result = gemini.generate(REQUEST)
    assert result.payload.cited_ids == ["E1"]
    assert (result.attempt.tokens_in, result.attempt.tokens_out) == (120, 90)
    assert server.requests[0].path == "/v1beta/models/gemini-x:generateContent"  # trailing slash of base url trimmed
    assert server.requests[0].body["generationConfig"]["thinkingConfig"] == {"thinkingBudget": 128}


def test_gemini_minute_rate_limit_carries_retry_delay(server: LoopbackProviders, gemini: GeminiProvider) -> None:
    server.script("gemini-x", gemini_minute_rate_limit("gemini-x", retry_s=17))
    error = failure(gemini)
    assert isinstance(error, errors.RateLimited) and error.retry_after_s == 17
    assert error.failover and error.quota_like and not error.reached_provider


def test_gemini_daily_quota_waits_for_the_daily_reset(server: LoopbackProviders, gemini: GeminiProvider) -> None:
    server.script("gemini-x", gemini_daily_quota("gemini-x"))
    error = failure(gemini)
    assert isinstance(error, errors.QuotaExhausted)
    assert error.retry_after_s is not None and 36 <= error.retry_after_s <= 25 * 3600


def test_gemini_bare_resource_exhausted_is_a_rate_limit(server: LoopbackProviders, gemini: GeminiProvider) -> None:
    server.script("gemini-x", gemini_error(429, "RESOURCE_EXHAUSTED", "Resource has been exhausted (e.g. check quota)."))
    assert isinstance(failure(gemini), errors.RateLimited)


def test_gemini_blocked_prompt_is_malformed_output(server: LoopbackProviders, gemini: GeminiProvider) -> None:
    server.script("gemini-x", Reply(body={"promptFeedback": {"blockReason": "SAFETY"}, "usageMetadata": {"promptTokenCount": 9}}))
    error = failure(gemini)
    assert isinstance(error, errors.MalformedOutput) and "SAFETY" in str(error) and error.tokens_in == 9


def test_gemini_empty_text_is_malformed_output(server: LoopbackProviders, gemini: GeminiProvider) -> None:
    server.script("gemini-x", gemini_answer(""))
    assert isinstance(failure(gemini), errors.MalformedOutput)


def test_gemini_html_gateway_page_is_a_server_error(server: LoopbackProviders, gemini: GeminiProvider) -> None:
    server.script("gemini-x", Reply(status=502, raw=b"<html><body>Bad Gateway</body></html>"))
    error = failure(gemini)
    assert isinstance(error, errors.ServerError) and error.status == 502 and error.reached_provider


@pytest.mark.parametrize(
    ("status", "grpc", "kind"),
    [
        (400, "INVALID_ARGUMENT", errors.ConfigError),
        (400, "FAILED_PRECONDITION", errors.ConfigError),
        (403, "PERMISSION_DENIED", errors.ConfigError),
        (404, "NOT_FOUND", errors.ConfigError),
        (408, "DEADLINE_EXCEEDED", errors.ProviderTimeout),
        (503, "UNAVAILABLE", errors.ServerError),
        (504, "DEADLINE_EXCEEDED", errors.ServerError),
    ],
)
def test_gemini_status_taxonomy(
    server: LoopbackProviders, gemini: GeminiProvider, status: int, grpc: str, kind: type[errors.ProviderError]
) -> None:
    server.script("gemini-x", gemini_error(status, grpc, "message"))
    error = failure(gemini)
    assert type(error) is kind and error.status == status
    assert error.failover == (kind is not errors.ConfigError)


# --- OpenRouter ---------------------------------------------------------------------------------


def test_openrouter_success(
    server: LoopbackProviders, openrouter: OpenRouterProvider, caplog: pytest.LogCaptureFixture
) -> None:
    server.script("vendor/model", openrouter_answer(GOOD, model="vendor/model-2025"))
    with caplog.at_level("INFO", logger="dalil.providers.openrouter"):
        result = openrouter.generate(REQUEST)
    assert result.payload.answer == GOOD["answer"]
    # The routed slug is provider text: the log names it, the attempt (which clients read) says "rerouted".
    assert result.attempt.model == "vendor/model" and result.attempt.detail == "rerouted"
    assert [getattr(r, "routed_to", None) for r in caplog.records] == ["vendor/model-2025"]
    assert (result.attempt.tokens_in, result.attempt.tokens_out) == (130, 45)
    assert "reasoning" not in server.requests[0].body  # thinking budget 0: nothing asked


def test_openrouter_length_is_max_tokens(server: LoopbackProviders, openrouter: OpenRouterProvider) -> None:
    server.script("vendor/model", openrouter_answer('{"status": "answered", "answer": "مقطو', finish_reason="length"))
    assert isinstance(failure(openrouter), errors.MaxTokens)


def test_openrouter_null_content_is_malformed(server: LoopbackProviders, openrouter: OpenRouterProvider) -> None:
    reply = openrouter_answer(GOOD)
    reply.body["choices"][0]["message"]["content"] = None
    server.script("vendor/model", reply)
    assert isinstance(failure(openrouter), errors.MalformedOutput)


def test_openrouter_error_inside_the_choice(server: LoopbackProviders, openrouter: OpenRouterProvider) -> None:
    reply = openrouter_answer(GOOD, finish_reason="error")
    reply.body["choices"][0]["error"] = {"code": 503, "message": "Provider disconnected"}
    server.script("vendor/model", reply)
    error = failure(openrouter)
    assert isinstance(error, errors.ServerError) and error.status == 503


@pytest.mark.parametrize(
    ("reply", "kind"),
    [
        (openrouter_error(401, "No auth credentials found"), errors.ConfigError),
        (openrouter_error(400, "model is not a valid model ID"), errors.ConfigError),
        (openrouter_error(402, "Insufficient credits"), errors.OutOfCredits),
        (openrouter_error(408, "Request timed out"), errors.ProviderTimeout),
        (openrouter_error(429, "Rate limit exceeded: free-models-per-day"), errors.QuotaExhausted),
        (openrouter_error(429, "Rate limit exceeded", retry_after_s=12), errors.RateLimited),
        (openrouter_error(503, "No endpoints found that can handle the requested parameters."), errors.ServerError),
        (openrouter_error(429, "Rate limited upstream", http_status=200), errors.RateLimited),
        (openrouter_error(402, "Insufficient credits", http_status=200), errors.OutOfCredits),
    ],
)
def test_openrouter_error_taxonomy(
    server: LoopbackProviders, openrouter: OpenRouterProvider, reply: Reply, kind: type[errors.ProviderError]
) -> None:
    server.script("vendor/model", reply)
    error = failure(openrouter)
    assert type(error) is kind
    if kind is errors.RateLimited and reply.headers:
        assert error.retry_after_s == 12


def test_openrouter_never_echoes_the_key(server: LoopbackProviders, openrouter: OpenRouterProvider) -> None:
    server.script("vendor/model", openrouter_error(401, "Invalid key o-key for this account"))
    error = failure(openrouter)
    assert "o-key" not in str(error) and "Invalid key" not in str(error)  # no provider text at all


def test_status_taxonomy_helper() -> None:
    made = errors.error_for_status(429, "m", provider="p", model="x", daily=True, retry_after_s=5)
    assert isinstance(made, errors.QuotaExhausted) and made.retry_after_s == 5 and made.category == "quota_exhausted"
    assert isinstance(errors.error_for_status(418, "", provider="p", model="x"), errors.ConfigError)
    assert isinstance(errors.error_for_status(500, "", provider="p", model="x"), errors.ServerError)
