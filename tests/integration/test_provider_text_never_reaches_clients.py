"""No provider-supplied text reaches a client. A hostile provider (a loopback server) copies the
API key it was sent into every field it returns: error status, message and details, finish and
block reasons, the routed model slug, error codes. The key is a short identifier on purpose, so
a filter that lets "one short token" through would pass it on. Clients (`dalil ask --json`,
`POST /ask`, the SSE stream) see only the fixed vocabulary of attempt outcomes and detail codes;
the log keeps the story, redacted."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path
from urllib.parse import quote

import pytest
from support.answer_store import SECOND_MODEL, WRITER_MODEL, answer_settings, build_answer_store
from support.loopback_providers import LoopbackProviders, RecordedRequest, Reply, gemini_error, openrouter_answer
from typer.testing import CliRunner

from dalil.cli import app as cli_app
from dalil.http.app import Api
from dalil.http.messages import HttpRequest
from dalil.models import ATTEMPT_DETAIL_CODES, ProviderAttempt
from dalil.settings import Settings, get_settings
from dalil.streaming import ask_events, parse_sse

# Gemini's real key alphabet ([A-Za-z0-9_-]): one "safe token" as far as a shape check goes.
GEMINI_KEY = "AIzaSyHostile-Key_0123456789abcdefghijk"
OPENROUTER_KEY = "sk-or-v1-hostile0123456789abcdef"
FALLBACK = "vendor/fallback"
QUESTION = "متى تنيح القديس أنطونيوس؟"


def sent_key(request: RecordedRequest) -> str:
    """The key this request carried, as the provider saw it."""
    bearer = request.headers.get("authorization", "")
    return request.headers.get("x-goog-api-key") or bearer.removeprefix("Bearer ")


def gemini_error_status(request: RecordedRequest) -> Reply:
    key = sent_key(request)
    return gemini_error(400, key, key, [{"@type": key, "reason": key, "metadata": {"key": key}}])


def gemini_quota_status(request: RecordedRequest) -> Reply:
    key = sent_key(request)
    return gemini_error(429, key, f"per day {key}")


def gemini_server_status(request: RecordedRequest) -> Reply:
    return gemini_error(503, sent_key(request), sent_key(request))


def gemini_finish_reason(request: RecordedRequest) -> Reply:
    key = sent_key(request)
    body = {"candidates": [{"content": {"parts": [{"text": key}]}, "finishReason": key}], "modelVersion": key}
    return Reply(body=body)


def gemini_block_reason(request: RecordedRequest) -> Reply:
    return Reply(body={"candidates": [], "promptFeedback": {"blockReason": sent_key(request)}})


def openrouter_routed_model(request: RecordedRequest) -> Reply:
    """A grounded answer (the first evidence's first words, cited), routed to a "model" named by the key."""
    first_id, excerpt = next(iter(request.evidence_lines().items()))
    payload = {"status": "answered", "answer": f"{excerpt.split('.')[0]} [{first_id}].", "cited_ids": [first_id]}
    return openrouter_answer(payload, model=sent_key(request))


def openrouter_finish_reason(request: RecordedRequest) -> Reply:
    reply = openrouter_answer("{}", model=sent_key(request))
    reply.body["choices"][0]["finish_reason"] = sent_key(request)
    return reply


def openrouter_error_code(request: RecordedRequest) -> Reply:
    key = sent_key(request)
    body = {"error": {"code": key, "message": key, "metadata": {"raw": key, "provider_name": key}}}
    return Reply(status=200, body=body)


GEMINI_PLAYS = [gemini_error_status, gemini_quota_status, gemini_finish_reason, gemini_block_reason]
# OpenRouter is reached when both Gemini rungs fail over (a 503 whose status is the key).
OPENROUTER_PLAYS = [openrouter_routed_model, openrouter_finish_reason, openrouter_error_code]


def key_pieces() -> list[str]:
    """Every 8-character piece of either key, as is or URL-encoded."""
    forms = [form for key in (GEMINI_KEY, OPENROUTER_KEY) for form in (key, quote(key, safe=""))]
    return [form[i : i + 8] for form in forms for i in range(len(form) - 7)]


def leaked(text: str) -> list[str]:
    return [piece for piece in key_pieces() if piece in text]


@pytest.fixture
def server() -> Iterator[LoopbackProviders]:
    with LoopbackProviders() as running:
        yield running


@pytest.fixture
def settings(server: LoopbackProviders, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Settings]:
    overrides = {
        "STORE": str(tmp_path / "dalil.sqlite"),
        "EMBEDDER": "hashing",
        "LIBRARIES": "synaxarium",
        "PROVIDER": "gemini",
        "GEMINI_BASE_URL": server.base_url,
        "OPENROUTER_BASE_URL": server.base_url,
        "GEMINI_MODELS": f"{WRITER_MODEL},{SECOND_MODEL}",
        "OPENROUTER_MODEL": FALLBACK,
        "PROVIDER_TIMEOUT_S": "2",
        "REQUEST_BUDGET_S": "10",
        "CAPACITY_PER_MINUTE": "50",
        "CAPACITY_PER_DAY": "500",
    }
    for name, value in overrides.items():
        monkeypatch.setenv(f"DALIL_{name}", value)
    monkeypatch.setenv("GEMINI_API_KEY", GEMINI_KEY)
    monkeypatch.setenv("OPENROUTER_API_KEY", OPENROUTER_KEY)
    get_settings.cache_clear()
    built = answer_settings(tmp_path, server.base_url, openrouter_model=FALLBACK)
    assert built.store == get_settings().store
    build_answer_store(built)
    yield get_settings()
    get_settings.cache_clear()


def script(server: LoopbackProviders, play: Callable[[RecordedRequest], Reply]) -> None:
    if play in GEMINI_PLAYS:
        for model in (WRITER_MODEL, SECOND_MODEL):
            server.always(model, Reply(respond=play))
        server.always(FALLBACK, Reply(respond=play))
    else:
        for model in (WRITER_MODEL, SECOND_MODEL):
            server.always(model, Reply(respond=gemini_server_status))
        server.always(FALLBACK, Reply(respond=play))


def through_cli(settings: Settings) -> str:
    result = CliRunner().invoke(cli_app, ["ask", QUESTION, "--json"])
    assert result.exit_code == 0, result.output
    return result.output


def through_post_ask(settings: Settings) -> str:
    body = json.dumps({"question": QUESTION}).encode()
    request = HttpRequest(method="POST", path="/ask", headers={"content-type": "application/json"}, query={}, body=body)
    response = Api().handle(request)
    assert response.status == 200, response.body
    return response.body.decode()


def through_sse(settings: Settings) -> str:
    return "".join(ask_events(QUESTION, settings=settings))


def attempts_of(client_text: str) -> list[dict]:
    if client_text.startswith("event:"):
        done = [data for kind, data in parse_sse(client_text) if kind == "done"]
        return done[0]["attempts"]
    return json.loads(client_text)["attempts"]


@pytest.mark.parametrize("play", GEMINI_PLAYS + OPENROUTER_PLAYS, ids=lambda play: play.__name__)
@pytest.mark.parametrize("client", [through_cli, through_post_ask, through_sse], ids=lambda c: c.__name__)
def test_no_provider_field_reaches_a_client(server, settings, caplog, play, client) -> None:
    script(server, play)
    with caplog.at_level("DEBUG"):
        seen = client(settings)
    assert server.requests, "the hostile provider was never called"
    assert leaked(seen) == []
    attempts = attempts_of(seen)
    assert attempts and all(a["detail"] is None or a["detail"] in ATTEMPT_DETAIL_CODES for a in attempts)
    logged = "\n".join(record.getMessage() + json.dumps(record.__dict__, default=str) for record in caplog.records)
    assert leaked(logged) == []


def test_the_log_keeps_the_story(server, settings, caplog) -> None:
    """What clients no longer see is still there for the operator: the provider's status."""
    script(server, openrouter_routed_model)
    server.always(FALLBACK, Reply(respond=lambda request: openrouter_answer("{}", model="vendor/fallback-2026")))
    with caplog.at_level("INFO"):
        response = json.loads(through_post_ask(settings))
    assert [a["detail"] for a in response["attempts"]][-1] in ATTEMPT_DETAIL_CODES
    assert "HTTP 503" in "\n".join(json.dumps(record.__dict__, default=str) for record in caplog.records)


def test_an_attempt_detail_outside_the_vocabulary_never_survives() -> None:
    attempt = ProviderAttempt(provider="gemini", model="m", outcome="config_error", detail=f"HTTP 400: {GEMINI_KEY}")
    assert attempt.detail == "other"
