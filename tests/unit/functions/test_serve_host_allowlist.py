"""DNS rebinding against `dalil serve --host` on a non-loopback address: the page at
evil.example rebinds its name to the server's address; its requests then carry `Host:
evil.example` and `Origin: http://evil.example`. Comparing the Origin with the request's own Host
lets them through. The hosts and origins the server answers are settings (loopback names, the
address it was bound to, `DALIL_SERVE_ALLOWED_HOSTS`, `DALIL_CORS_ORIGIN`), never the request's."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator

import pytest

from dalil.http.asgi import AsgiApp
from dalil.settings import get_settings

PORT = 8787


@pytest.fixture(autouse=True)
def fresh_settings(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("DALIL_CORS_ORIGIN", "https://site.example")
    monkeypatch.delenv("DALIL_SERVE_ALLOWED_HOSTS", raising=False)
    get_settings.cache_clear()
    yield
    get_settings.cache_clear()


def status_of(app: AsgiApp, headers: dict[str, str], path: str = "/nowhere") -> int:
    """One GET through the ASGI app, as uvicorn would call it for a socket bound on PORT."""
    scope = {
        "type": "http", "method": "GET", "path": path, "query_string": b"", "server": ("10.0.0.5", PORT),
        "headers": [(name.lower().encode(), value.encode()) for name, value in headers.items()],
    }
    sent: list[dict] = []

    async def receive() -> dict:
        return {"type": "http.request", "body": b"", "more_body": False}

    async def send(message: dict) -> None:
        sent.append(message)

    asyncio.run(app(scope, receive, send))
    return sent[0]["status"]


def refused(status: int) -> bool:
    return status == 403


@pytest.mark.parametrize("bound", ["0.0.0.0", "::", "10.0.0.5"])
def test_a_rebound_name_is_refused_on_any_bind_address(bound: str) -> None:
    app = AsgiApp(bound_host=bound)
    rebound = {"Host": f"evil.example:{PORT}", "Origin": f"http://evil.example:{PORT}"}
    assert refused(status_of(app, rebound))
    assert refused(status_of(app, {"Host": "evil.example"}))  # no Origin: a plain GET from the page


def test_the_bind_address_and_loopback_names_are_answered() -> None:
    app = AsgiApp(bound_host="10.0.0.5")
    assert not refused(status_of(app, {"Host": f"10.0.0.5:{PORT}"}))
    assert not refused(status_of(app, {"Host": f"10.0.0.5:{PORT}", "Origin": f"http://10.0.0.5:{PORT}"}))
    assert not refused(status_of(app, {"Host": f"localhost:{PORT}", "Origin": f"http://localhost:{PORT}"}))
    assert not refused(status_of(app, {"Host": f"10.0.0.5:{PORT}", "Origin": "https://site.example"}))


def test_allowed_hosts_are_a_setting(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DALIL_SERVE_ALLOWED_HOSTS", "dalil.lan,Other.Lan")
    get_settings.cache_clear()
    app = AsgiApp(bound_host="0.0.0.0")
    assert not refused(status_of(app, {"Host": f"dalil.lan:{PORT}", "Origin": f"http://dalil.lan:{PORT}"}))
    assert not refused(status_of(app, {"Host": "other.lan"}))
    # An allowed Host does not make any Origin acceptable, nor an Origin on another port.
    assert refused(status_of(app, {"Host": f"dalil.lan:{PORT}", "Origin": "http://evil.example"}))
    assert refused(status_of(app, {"Host": f"dalil.lan:{PORT}", "Origin": "http://dalil.lan:9999"}))


def test_a_refusal_says_what_to_configure() -> None:
    app = AsgiApp(bound_host="0.0.0.0")
    scope = {"type": "http", "method": "GET", "path": "/health", "query_string": b"", "server": ("0.0.0.0", PORT),
             "headers": [(b"host", b"dalil.lan")]}
    sent: list[dict] = []

    async def receive() -> dict:
        return {"type": "http.request", "body": b"", "more_body": False}

    async def send(message: dict) -> None:
        sent.append(message)

    asyncio.run(app(scope, receive, send))
    assert sent[0]["status"] == 403 and "DALIL_SERVE_ALLOWED_HOSTS" in json.loads(sent[1]["body"])["message"]
