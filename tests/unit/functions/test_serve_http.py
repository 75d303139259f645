"""`dalil serve` over real HTTP on 127.0.0.1 (uvicorn, the API Lambda's routes): every input edge
answers 4xx with a sentence, never 500 and never a dropped connection."""

from __future__ import annotations

import json
import socket
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

import httpx
import pytest

from dalil.serve import to_proxy_event
from support.serve_harness import running_server


@pytest.fixture
def server(demo_store: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    from dalil.settings import get_settings

    monkeypatch.setenv("DALIL_STORE", str(demo_store))
    monkeypatch.setenv("DALIL_EMBEDDER", "hashing")
    monkeypatch.setenv("DALIL_PROVIDER", "extractive")
    monkeypatch.setenv("DALIL_CORS_ORIGIN", "http://localhost:3000")
    get_settings.cache_clear()
    with running_server() as url:
        yield url


def raw(url: str, request: bytes, timeout: float = 10, shutdown: bool = True) -> bytes:
    """Send raw bytes; the whole reply (the server closes or the reply is complete). With
    `shutdown=False` the client keeps its side open, as one still about to send a body would."""
    parts = urlsplit(url)
    with socket.create_connection((parts.hostname, parts.port), timeout=timeout) as sock:
        sock.sendall(request)
        if shutdown:
            sock.shutdown(socket.SHUT_WR)
        chunks = []
        while chunk := sock.recv(65536):
            chunks.append(chunk)
    return b"".join(chunks)


def status_of(reply: bytes) -> int:
    return int(reply.split(b" ", 2)[1])


def test_health_and_ask_over_http(server: str) -> None:
    health = httpx.get(f"{server}/health")
    assert health.status_code == 200 and health.json()["workflow"] == "in-process"
    asked = httpx.post(f"{server}/ask", json={"question": "ما هو أطول نهر في العالم؟"}, timeout=30)
    assert asked.status_code == 200
    assert asked.headers["content-type"].startswith("application/json")
    assert asked.json()["state"] in {"answer", "sources", "search", "quota"}


def test_head_health_is_200_without_a_body(server: str) -> None:
    head = httpx.head(f"{server}/health")
    assert head.status_code == 200 and head.content == b""


def test_bad_requests_get_clear_errors_over_http(server: str) -> None:
    malformed = httpx.post(f"{server}/ask", content=b"{oops", headers={"Content-Type": "application/json"})
    assert malformed.status_code == 400 and "not valid JSON" in malformed.json()["message"]
    oversized = httpx.post(f"{server}/ask", json={"question": "س" * 20000})
    assert oversized.status_code == 413
    missing = httpx.get(f"{server}/nowhere")
    assert missing.status_code == 404 and missing.json()["error"] == "not_found"


@pytest.mark.parametrize(
    ("headers", "body", "status"),
    [
        ({"Content-Type": "text/plain"}, b'{"question": "x"}', 415),
        ({}, b'{"question": "x"}', 415),
        ({"Content-Type": "application/x-www-form-urlencoded"}, b"question=x", 415),
        ({"Content-Type": "application/json"}, b'{"question": "\xff\xfe"}', 400),
        ({"Content-Type": "application/json"}, b"[" * 5000 + b"]" * 5000, 400),
        ({"Content-Type": "application/json"}, b'{"question": "x", "libraries": [' + b"9" * 5000 + b"]}", 400),
        ({"Content-Type": "application/json"}, b'{"question": NaN}', 400),
        ({"Content-Type": "application/json"}, b'"just a string"', 422),
    ],
)
def test_hostile_bodies_are_4xx_never_500(server: str, headers: dict, body: bytes, status: int) -> None:
    for route in ("/ask", "/feedback"):
        reply = httpx.post(f"{server}{route}", content=body, headers=headers, timeout=30)
        assert reply.status_code == status, (route, reply.text)
        assert reply.json()["error"] and "Traceback" not in reply.text


def test_content_length_that_lies_is_refused_without_buffering(server: str) -> None:
    host = urlsplit(server).netloc.encode()
    # The refusal comes from the headers alone: it is read before any body is sent (sending 100 kB
    # after it raced the server's close: the reset could discard the reply on the client).
    negative = raw(server, b"POST /ask HTTP/1.1\r\nHost: " + host + b"\r\nContent-Type: application/json\r\n"
                   b"Content-Length: -1\r\n\r\n", shutdown=False)
    assert status_of(negative) == 400
    garbage = raw(server, b"POST /ask HTTP/1.1\r\nHost: " + host + b"\r\nContent-Type: application/json\r\n"
                  b"Content-Length: abc\r\n\r\n{}")
    assert status_of(garbage) == 400
    huge = raw(server, b"POST /ask HTTP/1.1\r\nHost: " + host + b"\r\nContent-Type: application/json\r\n"
               b"Content-Length: 300000000\r\n\r\n{")
    assert status_of(huge) == 413


def test_a_chunked_body_is_cut_at_the_limit(server: str) -> None:
    def chunks() -> Iterator[bytes]:
        for _ in range(200):
            yield b"x" * 1024

    reply = httpx.post(f"{server}/ask", content=chunks(), headers={"Content-Type": "application/json"}, timeout=30)
    assert reply.status_code == 413


def test_only_loopback_hosts_are_served(server: str) -> None:
    rebinding = httpx.get(f"{server}/health", headers={"Host": "evil.example"})
    assert rebinding.status_code == 403
    assert httpx.get(f"{server}/health", headers={"Host": "localhost"}).status_code == 200


def test_other_origins_cannot_ask_or_vote(server: str) -> None:
    hostile = httpx.post(f"{server}/ask", json={"question": "سؤال"}, headers={"Origin": "https://evil.example"})
    assert hostile.status_code == 403 and hostile.json()["error"] == "forbidden"
    site = httpx.post(f"{server}/feedback", json={"message_id": "nope", "vote": "up"},
                      headers={"Origin": "http://localhost:3000"})
    assert site.status_code == 404 and site.headers["access-control-allow-origin"] == "http://localhost:3000"
    same = httpx.post(f"{server}/feedback", json={"message_id": "nope", "vote": "up"},
                      headers={"Origin": server})
    assert same.status_code == 404


def test_feedback_on_an_issued_answer_is_accepted(server: str) -> None:
    asked = httpx.post(f"{server}/ask", json={"question": "ما هو أطول نهر في العالم؟"}, timeout=30).json()
    vote = httpx.post(f"{server}/feedback", json={"message_id": asked["message_id"], "vote": "up"})
    assert vote.status_code == 201 and vote.json()["message_id"] == asked["message_id"]


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
    plain = httpx.post(f"{server}/ask?stream=1", content=b'{"question": "x"}', headers={"Content-Type": "text/plain"})
    assert plain.status_code == 415


def test_descriptors_stay_flat_over_many_requests(server: str) -> None:
    import os

    def open_fds() -> int:
        return len(os.listdir("/proc/self/fd"))

    with httpx.Client() as client:
        for _ in range(10):
            client.post(f"{server}/feedback", json={"message_id": "warm", "vote": "up"})
        before = open_fds()
        for _ in range(200):
            client.post(f"{server}/feedback", json={"message_id": "nope", "vote": "up"})
    assert open_fds() - before < 10


def test_the_site_and_its_api_description_are_served_when_present(
    tmp_path: Path, demo_store: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from dalil.http.asgi import AsgiApp
    from dalil.http.messages import HttpRequest

    web = tmp_path / "web"
    web.mkdir()
    (web / "index.html").write_text("<!doctype html><title>دليل</title>", encoding="utf-8")
    app = AsgiApp(web_dir=web)
    page = app._site_route(HttpRequest("GET", "/"))
    assert page is not None and page.status == 200 and "دليل" in page.text()
    assert app._site_route(HttpRequest("GET", "/../../etc/passwd")) is None
    assert app._site_route(HttpRequest("GET", "/health")) is None
    described = app._site_route(HttpRequest("GET", "/openapi.json"))  # dalil.http.openapi (the site's helper)
    assert described is not None and json.loads(described.text())["paths"]["/ask"]


def test_a_connection_that_sends_nothing_is_closed(demo_store: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import dalil.serve

    monkeypatch.setattr(dalil.serve, "IDLE_BEFORE_REQUEST_S", 0.5)
    monkeypatch.setenv("DALIL_STORE", str(demo_store))
    with running_server() as url:
        parts = urlsplit(url)
        with socket.create_connection((parts.hostname, parts.port), timeout=10) as idle:
            idle.settimeout(5)
            assert idle.recv(1) == b""  # closed by the server, not held


def test_a_hundred_concurrent_connections_are_all_answered(server: str) -> None:
    from concurrent.futures import ThreadPoolExecutor

    def one(_: int) -> int:
        with httpx.Client(timeout=60) as client:  # a new connection each
            return client.post(f"{server}/feedback", json={"message_id": "nope", "vote": "up"}).status_code

    with ThreadPoolExecutor(max_workers=100) as pool:
        statuses = list(pool.map(one, range(100)))
    assert statuses == [404] * 100
