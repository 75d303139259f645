"""A request body must arrive within a deadline: a client that sends its headers and then
trickles the body a byte at a time is answered 408 and disconnected, instead of holding a
connection slot (512 of them once denied everyone)."""

from __future__ import annotations

import socket
import time
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

import httpx
import pytest

from dalil.http import asgi
from support.serve_harness import running_server

DEADLINE_S = 1.0


@pytest.fixture
def server(demo_store: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    from dalil.settings import get_settings

    monkeypatch.setenv("DALIL_STORE", str(demo_store))
    monkeypatch.setenv("DALIL_EMBEDDER", "hashing")
    monkeypatch.setenv("DALIL_PROVIDER", "extractive")
    monkeypatch.setattr(asgi, "BODY_DEADLINE_S", DEADLINE_S)
    get_settings.cache_clear()
    with running_server() as url:
        yield url
    get_settings.cache_clear()


def test_a_trickled_body_is_cut_off_at_the_deadline(server: str) -> None:
    parts = urlsplit(server)
    with socket.create_connection((parts.hostname, parts.port), timeout=10) as sock:
        sock.sendall(b"POST /ask HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                     b"Content-Length: 200\r\n\r\n{")
        started = time.monotonic()
        reply = b""
        sock.settimeout(0.2)
        while time.monotonic() - started < DEADLINE_S + 10:
            try:
                sock.sendall(b" ")
            except OSError:
                pass  # the server stopped reading: its reply may still be waiting to be read
            try:
                chunk = sock.recv(65536)
            except socket.timeout:
                continue
            except OSError:
                break
            if not chunk:
                break
            reply += chunk
        elapsed = time.monotonic() - started
    assert reply.startswith(b"HTTP/1.1 408"), reply[:200]
    assert elapsed < DEADLINE_S + 8  # the deadline, plus a busy machine's slack; not held open
    assert httpx.get(f"{server}/health").status_code == 200


def test_a_body_sent_at_once_is_unaffected(server: str) -> None:
    reply = httpx.post(f"{server}/ask", json={"question": "ما هو أطول نهر في العالم؟"}, timeout=30)
    assert reply.status_code == 200
