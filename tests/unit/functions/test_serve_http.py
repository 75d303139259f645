"""`dalil serve` over real HTTP on 127.0.0.1: requests become API Gateway proxy events for the api handler."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from dalil.serve import make_server, to_proxy_event


@pytest.fixture
def server(demo_store: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    from dalil.settings import get_settings

    monkeypatch.setenv("DALIL_STORE", str(demo_store))
    monkeypatch.setenv("DALIL_EMBEDDER", "hashing")
    monkeypatch.setenv("DALIL_PROVIDER", "extractive")
    get_settings.cache_clear()
    httpd = make_server(port=0)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_port}"
    httpd.shutdown()
    httpd.server_close()


def test_health_and_ask_over_http(server: str) -> None:
    health = httpx.get(f"{server}/health")
    assert health.status_code == 200 and health.json()["workflow"] == "in-process"
    asked = httpx.post(f"{server}/ask", json={"question": "ما هو أطول نهر في العالم؟"}, timeout=30)
    assert asked.status_code == 200
    assert asked.headers["content-type"].startswith("application/json")
    assert asked.json()["state"] in {"answer", "sources", "search", "quota"}


def test_bad_requests_get_clear_errors_over_http(server: str) -> None:
    malformed = httpx.post(f"{server}/ask", content=b"{oops", headers={"Content-Type": "application/json"})
    assert malformed.status_code == 400 and "not valid JSON" in malformed.json()["message"]
    oversized = httpx.post(f"{server}/ask", json={"question": "س" * 20000})
    assert oversized.status_code == 413
    missing = httpx.get(f"{server}/nowhere")
    assert missing.status_code == 404 and missing.json()["error"] == "not_found"


def test_proxy_event_has_the_api_gateway_shape() -> None:
    event = to_proxy_event("POST", "/ask?x=1", {"Content-Type": "application/json"}, "{\"question\": \"سؤال\"}".encode())
    assert event["httpMethod"] == "POST" and event["path"] == "/ask" and event["queryStringParameters"] == {"x": "1"}
    assert json.loads(event["body"]) == {"question": "سؤال"} and event["isBase64Encoded"] is False
    assert event["requestContext"]["requestId"] and event["requestContext"]["identity"]["sourceIp"] == "127.0.0.1"
    binary = to_proxy_event("POST", "/ask", {}, b"\xff\xfe")
    assert binary["isBase64Encoded"] is True


def test_ask_streams_server_sent_events_over_http(server: str) -> None:
    from dalil.streaming import parse_sse

    streamed = httpx.post(
        f"{server}/ask?stream=1", json={"question": "لماذا أحب الله العالم حتى بذل ابنه الوحيد؟"}, timeout=60
    )
    assert streamed.status_code == 200
    assert streamed.headers["content-type"].startswith("text/event-stream")
    events = parse_sse(streamed.text)
    names = [name for name, _ in events]
    assert names[0] == "research" and names[-1] == "done"
    final_state = events[-1][1]["state"]
    # The gate: a `sources` frame only for an answer, and only after the text tokens.
    if final_state == "answer":
        assert "sources" in names and names.index("sources") > max(i for i, n in enumerate(names) if n == "token")
    else:
        assert "sources" not in names


def test_a_stream_request_that_does_not_validate_gets_the_json_error(server: str) -> None:
    refused = httpx.post(f"{server}/ask?stream=1", json={"question": ""})
    assert refused.status_code == 422 and refused.json()["error"] == "invalid_request"
