"""A provider key never leaves in an error: providers echo keys exactly,
URL-encoded, cut at a length limit or inside `metadata.raw`; none of it reaches `str(error)`
(which becomes attempts[].detail, logs and exports). Keys from the environment are stripped,
and a huge reply is refused while it streams (item 6)."""

from __future__ import annotations

from collections.abc import Iterator
from urllib.parse import quote

import pytest
from pydantic import SecretStr

from dalil.models import Evidence
from dalil.providers import errors
from dalil.providers.base import GenerationRequest
from dalil.providers.gemini import GeminiProvider
from dalil.providers.http_client import MAX_REPLY_BYTES, redact
from dalil.providers.openrouter import OpenRouterProvider
from dalil.providers.secrets import provider_keys
from dalil.settings import Settings
from support.loopback_providers import LoopbackProviders, Reply, gemini_error, openrouter_error

KEY = "AIzaSyD-3xampleKey_with+slash/and=padding0123456789"
REQUEST = GenerationRequest(
    request_id="r1",
    question="سؤال؟",
    evidence=[Evidence(evidence_id="E1", chunk_id="arcd:0123456789ab/0", excerpt="نص الدليل الأول.")],
)
ECHOES = [
    f"API key not valid: {KEY}",
    f"bad key {quote(KEY, safe='')}",
    ("x" * 280 + KEY)[:300],  # cut at a 300-character limit: only a prefix survives
    f"key ending ...{KEY[-10:]}",
]


def fragments(text: str) -> list[str]:
    """Every 8-character piece of the key (or its URL-encoded form) found in `text`."""
    found = []
    for form in (KEY, quote(KEY, safe="")):
        found += [form[i : i + 8] for i in range(len(form) - 7) if form[i : i + 8] in text]
    return found


@pytest.fixture
def server() -> Iterator[LoopbackProviders]:
    with LoopbackProviders() as running:
        yield running


def _fail(provider) -> errors.ProviderError:
    with pytest.raises(errors.ProviderError) as caught:
        provider.generate(REQUEST)
    return caught.value


@pytest.mark.parametrize("echo", ECHOES)
def test_gemini_errors_carry_no_key(server: LoopbackProviders, echo: str) -> None:
    settings = Settings(gemini_base_url=server.base_url, provider_timeout_s=2.0)
    provider = GeminiProvider("gemini-x", SecretStr(KEY), settings)
    server.script("gemini-x", gemini_error(400, f"INVALID {echo}", echo))
    error = _fail(provider)
    assert fragments(str(error)) == [] and isinstance(error, errors.ConfigError)


@pytest.mark.parametrize("echo", ECHOES)
def test_openrouter_errors_carry_no_key(server: LoopbackProviders, echo: str) -> None:
    settings = Settings(openrouter_base_url=server.base_url, openrouter_model="vendor/model", provider_timeout_s=2.0)
    provider = OpenRouterProvider(SecretStr(KEY), settings)
    server.script("vendor/model", openrouter_error(401, echo, metadata={"raw": echo}))
    assert fragments(str(_fail(provider))) == []


@pytest.mark.parametrize("echo", ECHOES)
def test_redact_removes_every_form(echo: str) -> None:
    assert fragments(redact(echo, [KEY])) == []


def test_environment_keys_are_stripped(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GEMINI_API_KEY", f"  {KEY}\n")
    keys = provider_keys(Settings())
    assert keys.gemini is not None and keys.gemini.get_secret_value() == KEY


def test_a_huge_reply_is_refused_while_it_streams(server: LoopbackProviders) -> None:
    settings = Settings(gemini_base_url=server.base_url, provider_timeout_s=10.0)
    provider = GeminiProvider("gemini-x", SecretStr(KEY), settings)
    server.script("gemini-x", Reply(status=200, raw=b"{" + b" " * (MAX_REPLY_BYTES * 3)))
    error = _fail(provider)
    assert isinstance(error, errors.MalformedOutput) and "larger than" in str(error)


@pytest.mark.parametrize("echo_of", [lambda k: k, lambda k: quote(k, safe=""), lambda k: ("y" * 290 + k)[:300]])
def test_no_key_in_the_response_or_the_logs_of_a_whole_ask(
    server: LoopbackProviders, tmp_path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture, echo_of
) -> None:
    from support.answer_store import SECOND_MODEL, WRITER_MODEL, answer_settings, build_answer_store

    from dalil.workflow.local import run

    key = "gm-" + KEY  # long enough that any 8 characters of it are unmistakable
    monkeypatch.setenv("GEMINI_API_KEY", key)
    settings = answer_settings(tmp_path, server.base_url)
    build_answer_store(settings)
    for model in (WRITER_MODEL, SECOND_MODEL):
        server.always(model, gemini_error(400, "INVALID_ARGUMENT", f"API key not valid. {echo_of(key)}"))
    with caplog.at_level("DEBUG"):
        response = run("متى تنيح القديس أنطونيوس؟", settings=settings)
    seen = response.model_dump_json() + "\n".join(r.getMessage() for r in caplog.records)
    pieces = [form[i : i + 8] for form in (key, quote(key, safe="")) for i in range(len(form) - 7)]
    assert [piece for piece in pieces if piece in seen] == []
    assert response.attempts  # the failure is still reported, as a category
