"""The API Lambda's edge (the same routes as `dalil serve`): malformed API Gateway events and
hostile bodies are 4xx, every store or backend failure is 503 with a fixed sentence, and no file
path, table name, ARN or AWS message reaches the client."""

from __future__ import annotations

import base64
import json
from pathlib import Path
from typing import Any

import pytest

from dalil.http.lambda_adapter import to_proxy_event
from dalil.workflow.invoke import invoke_event

JSON = {"Content-Type": "application/json"}


@pytest.fixture(autouse=True)
def _fresh_settings(monkeypatch: pytest.MonkeyPatch):
    from dalil.settings import get_settings

    monkeypatch.setenv("POWERTOOLS_METRICS_NAMESPACE", "Dalil")
    get_settings.cache_clear()
    yield
    get_settings.cache_clear()


def call(event: Any) -> dict[str, Any]:
    result = invoke_event("api", event)
    assert "statusCode" in result, result  # never a raised KeyError / Lambda error object
    return result


def post(path: str, body: bytes, headers: dict[str, str] | None = None) -> dict[str, Any]:
    return call(to_proxy_event("POST", path, JSON if headers is None else headers, body))


@pytest.mark.parametrize(
    "event",
    [
        {},
        {"path": "/ask"},
        {"httpMethod": "POST"},
        {"httpMethod": "POST", "path": "/ask", "body": {"question": "not a string"}},
        {"httpMethod": "POST", "path": "/ask", "body": 42},
        {"httpMethod": "POST", "path": "/ask", "body": "!!!not base64!!!", "isBase64Encoded": True,
         "headers": JSON},
        {"httpMethod": None, "path": None},
    ],
)
def test_malformed_events_are_400(event: dict[str, Any]) -> None:
    result = call(event)
    assert result["statusCode"] == 400 and json.loads(result["body"])["error"] == "bad_request"


@pytest.mark.parametrize(
    ("body", "headers", "status"),
    [
        (b'{"question": "x"}', {"Content-Type": "text/plain"}, 415),
        (b'{"question": "x"}', {}, 415),
        (b"\xff\xfe\xfd", JSON, 400),
        (b"[" * 3000 + b"]" * 3000, JSON, 400),
        (b'{"question": ' + b"7" * 5000 + b"}", JSON, 400),
        (b'{"question": 1e999999}', JSON, 400),
    ],
)
def test_hostile_bodies_are_4xx(body: bytes, headers: dict[str, str], status: int) -> None:
    for route in ("/ask", "/feedback"):
        result = post(route, body, headers)
        assert result["statusCode"] == status, (route, result)


def test_head_health_is_200(demo_store: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from dalil.settings import get_settings

    monkeypatch.setenv("DALIL_STORE", str(demo_store))
    get_settings.cache_clear()
    result = call(to_proxy_event("HEAD", "/health", {}, b""))
    assert result["statusCode"] == 200 and result["body"] == ""


def test_a_base64_body_is_read() -> None:
    event = to_proxy_event("POST", "/feedback", JSON, b"")
    event["body"] = base64.b64encode(b'{"message_id": "m-none", "vote": "up"}').decode()
    event["isBase64Encoded"] = True
    assert call(event)["statusCode"] == 404


def test_a_broken_local_store_is_503_without_its_path(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from dalil.settings import get_settings
    from dalil.stores.sqlite.userdata import user_data_path

    store = tmp_path / "secret-folder" / "dalil.sqlite"
    store.parent.mkdir()
    user_data_path(store).write_bytes(b"this is not a database" * 50)
    monkeypatch.setenv("DALIL_STORE", str(store))
    get_settings.cache_clear()
    result = post("/feedback", json.dumps({"message_id": "m1", "vote": "up"}).encode())
    assert result["statusCode"] == 503, result
    assert json.loads(result["body"])["error"] == "unavailable"
    assert "secret-folder" not in result["body"] and "sqlite" not in result["body"]


def test_a_failing_dynamodb_table_is_503_without_aws_details(monkeypatch: pytest.MonkeyPatch) -> None:
    from moto import mock_aws

    from dalil.settings import get_settings

    for name, value in {"AWS_ACCESS_KEY_ID": "testing", "AWS_SECRET_ACCESS_KEY": "testing",
                        "AWS_DEFAULT_REGION": "eu-west-1", "DALIL_BACKEND": "aws",
                        "DALIL_FEEDBACK_TABLE": "dalil-secret-feedback-table"}.items():
        monkeypatch.setenv(name, value)
    get_settings.cache_clear()
    with mock_aws():  # the table does not exist: DynamoDB answers ResourceNotFoundException
        result = post("/feedback", json.dumps({"message_id": "m1", "vote": "up"}).encode())
    assert result["statusCode"] == 503, result
    text = result["body"]
    assert "dalil-secret-feedback-table" not in text and "arn:" not in text and "ResourceNotFound" not in text


def test_health_is_503_when_the_local_store_cannot_be_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from dalil.settings import get_settings
    from dalil.stores.sqlite.userdata import user_data_path

    store = tmp_path / "dalil.sqlite"
    user_data_path(store).write_bytes(b"garbage" * 100)
    monkeypatch.setenv("DALIL_STORE", str(store))
    get_settings.cache_clear()
    result = call(to_proxy_event("GET", "/health", {}, b""))
    assert result["statusCode"] == 503 and json.loads(result["body"])["status"] == "unavailable"
    assert str(tmp_path) not in result["body"]


def _broken_local_store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """DALIL_STORE points at a file that is not a database, in a folder whose name must not leak."""
    from dalil.settings import get_settings
    from dalil.stores.factory import reset_services

    store = tmp_path / "private-folder" / "dalil.sqlite"
    store.parent.mkdir()
    store.write_bytes(b"not a database" * 100)
    monkeypatch.setenv("DALIL_STORE", str(store))
    monkeypatch.setenv("DALIL_EMBEDDER", "hashing")
    get_settings.cache_clear()
    reset_services()


def test_ask_on_a_broken_local_store_is_503_with_a_safe_state(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _broken_local_store(tmp_path, monkeypatch)
    result = post("/ask", json.dumps({"question": "ما هو أطول نهر في العالم؟"}).encode())
    assert result["statusCode"] == 503, result
    body = json.loads(result["body"])
    assert body["state"] == "search" and body["reason"] == "backend_unavailable"
    assert "private-folder" not in result["body"]


def test_a_streamed_ask_on_a_broken_store_ends_with_a_safe_error_frame(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from dalil.streaming import ask_events, parse_sse

    _broken_local_store(tmp_path, monkeypatch)
    events = parse_sse("".join(ask_events("ما هو أطول نهر في العالم؟")))
    assert events[-1][0] == "error" and events[-1][1]["error"] == "unavailable"
    assert "private-folder" not in json.dumps(events)


def test_an_oversized_event_still_tells_the_site_why(monkeypatch: pytest.MonkeyPatch) -> None:
    from dalil.settings import get_settings

    monkeypatch.setenv("DALIL_CORS_ORIGIN", "https://dalil.example")
    get_settings.cache_clear()
    result = post("/ask", b'{"question": "' + b"x" * 40_000 + b'"}', {**JSON, "Origin": "https://dalil.example"})
    assert result["statusCode"] == 413 and result["headers"]["Access-Control-Allow-Origin"] == "https://dalil.example"
