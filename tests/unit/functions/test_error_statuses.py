"""Every error class answers its own `http_status`, the same on `dalil serve` (real HTTP on loopback)
and through the API Lambda (the sample events in events/api/): 4xx with the error's sentence, any
other failure 503 with a fixed sentence (a safe `search` state on /ask) that names nothing inside."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

import dalil.deploy.functions  # noqa: F401 - its DalilError subclass joins the walk of every class
from dalil import errors
from dalil.errors import DalilError, client_view
from dalil.providers import errors as provider_errors
from dalil.settings import get_settings
from dalil.stores import factory
from dalil.streaming import ask_events, parse_sse
from dalil.workflow import local
from dalil.workflow.invoke import invoke_event
from support.serve_harness import running_server

EVENTS = Path(__file__).resolve().parents[3] / "events" / "api"
SECRET = "/srv/private-folder/dalil.sqlite table dalil-secret arn:aws:dynamodb"

# The class, the status it must answer, and the error code of the body. The 4xx rows are the
# statuses the routes answered before errors carried them; every other failure stays 503.
CASES: list[tuple[type[Exception], int, str]] = [
    (errors.InvalidQuestion, 422, "invalid_request"),
    (errors.InvalidRequest, 422, "invalid_request"),
    (errors.UnknownLibrary, 422, "invalid_request"),
    (errors.InvalidFeedback, 422, "invalid_request"),
    (errors.UnknownConversation, 404, "not_found"),
    (errors.UnknownMessage, 404, "not_found"),
    (errors.StoreError, 503, "unavailable"),
    (errors.StoreNotBuilt, 503, "unavailable"),
    (errors.BackendUnavailable, 503, "unavailable"),
    (errors.IngestError, 503, "unavailable"),
    (errors.CriticFailure, 503, "unavailable"),
    (errors.CriticUnavailable, 503, "unavailable"),
    (errors.CitationResolutionError, 503, "unavailable"),
    (DalilError, 503, "unavailable"),
    (provider_errors.ServerError, 503, "unavailable"),
    (provider_errors.SecretsUnavailable, 503, "unavailable"),
    (sqlite3.OperationalError, 503, "unavailable"),  # the embedded store's own error, unwrapped
]
IDS = [cls.__name__ for cls, _, _ in CASES]


def _error(cls: type[Exception]) -> Exception:
    return cls(f"failed at {SECRET}")


@pytest.fixture(autouse=True)
def _settings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("DALIL_STORE", str(tmp_path / "dalil.sqlite"))
    monkeypatch.setenv("DALIL_CORS_ORIGIN", "https://dalil.example")
    monkeypatch.setenv("POWERTOOLS_METRICS_NAMESPACE", "Dalil")
    get_settings.cache_clear()
    yield
    get_settings.cache_clear()


def _failing(monkeypatch: pytest.MonkeyPatch, error: Exception) -> None:
    """Both routes' work raises `error`: the in-process runner (/ask) and the feedback store."""
    def run(**_: Any) -> Any:
        raise error

    class FailingFeedback:
        def add_feedback(self, *_: Any) -> str:
            raise error

    monkeypatch.setattr(local, "run", run)
    monkeypatch.setattr(factory, "feedback_store", lambda settings: FailingFeedback())


def _check(route: str, status: int, code: str, answered: int, body: dict[str, Any], text: str) -> None:
    assert answered == status, text
    assert "private-folder" not in text or status < 500  # only a client error shows its own sentence
    if route == "/ask" and status >= 500:
        assert body["state"] == "search" and body["reason"] == "backend_unavailable", body
        return
    assert body["error"] == code, body
    if status < 500:
        assert "failed at" in body["message"]  # the error's own sentence: it is about the client's input


@pytest.mark.parametrize(("cls", "status", "code"), CASES, ids=IDS)
@pytest.mark.parametrize("route", ["/ask", "/feedback"])
def test_the_api_lambda_answers_each_error_with_its_status(
    cls: type[Exception], status: int, code: str, route: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    _failing(monkeypatch, _error(cls))
    event = json.loads((EVENTS / ("ask_valid.json" if route == "/ask" else "feedback.json")).read_text(encoding="utf-8"))
    result = invoke_event("api", event)
    _check(route, status, code, result["statusCode"], json.loads(result["body"]), result["body"])


@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    with running_server() as url:
        yield url


@pytest.mark.parametrize(("cls", "status", "code"), CASES, ids=IDS)
def test_dalil_serve_answers_each_error_with_its_status(
    cls: type[Exception], status: int, code: str, server: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    _failing(monkeypatch, _error(cls))
    for route, payload in (("/ask", {"question": "ما هو أطول نهر في العالم؟"}), ("/feedback", {"message_id": "m1", "vote": "up"})):
        reply = httpx.post(server + route, json=payload, timeout=30)
        _check(route, status, code, reply.status_code, reply.json(), reply.text)


def test_every_error_class_in_the_package_declares_a_status_the_edge_knows() -> None:
    seen: list[type[DalilError]] = []
    pending: list[type[DalilError]] = [DalilError]
    while pending:
        cls = pending.pop()
        seen.append(cls)
        pending.extend(cls.__subclasses__())
    assert len(seen) > 20
    for cls in seen:
        status, code, _ = client_view(cls("x"))
        assert status in {404, 422, 503}, cls
        assert code == {404: "not_found", 422: "invalid_request"}.get(status, "unavailable"), cls


def test_a_stream_names_its_error_by_the_same_view(monkeypatch: pytest.MonkeyPatch) -> None:
    for cls, _, code in CASES:
        if not issubclass(cls, DalilError):
            continue

        def run_traced(*_: Any, error: Exception = _error(cls), **__: Any) -> Any:
            raise error

        monkeypatch.setattr(local, "run_traced", run_traced)
        frames = parse_sse("".join(ask_events("سؤال")))
        assert frames[-1][0] == "error" and frames[-1][1]["error"] == code, (cls, frames)
