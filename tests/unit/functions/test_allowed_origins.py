"""The sites allowed to call the API: exact origins and `https://*.<domain>` patterns, one rule
(dalil.http.origins) applied by the API Lambda (CORS headers) and by `dalil serve` (CORS headers,
and a 403 for any other Origin)."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from typing import Any

import pytest

from dalil.http.asgi import AsgiApp
from dalil.http.lambda_adapter import to_proxy_event
from dalil.http.origins import origin_allowed
from dalil.settings import get_settings
from dalil.workflow.invoke import invoke_event

ALLOWED = ("https://dalil.example", "https://*.staging.example.org", "http://localhost:3000")
PORT = 8787


@pytest.fixture(autouse=True)
def several_origins(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("POWERTOOLS_METRICS_NAMESPACE", "Dalil")
    monkeypatch.setenv("DALIL_CORS_ORIGIN", ALLOWED[0])
    monkeypatch.setenv("DALIL_CORS_ORIGINS", ",".join(ALLOWED[1:]))
    monkeypatch.delenv("DALIL_SERVE_ALLOWED_HOSTS", raising=False)
    get_settings.cache_clear()
    yield
    get_settings.cache_clear()


ACCEPTED = [
    "https://dalil.example",
    "https://DALIL.example:443",
    "https://pr-12.staging.example.org",
    "https://a.b.staging.example.org",
    "http://localhost:3000",
]
REFUSED = [
    "https://evil.example",
    "http://dalil.example",  # another scheme
    "https://dalil.example:8443",  # another port
    "https://staging.example.org",  # the pattern's bare domain is not one of its subdomains
    "https://evilstaging.example.org",  # a suffix that is not a whole label
    "https://staging.example.org.evil.example",
    "https://x.staging.example.org/path",
    "http://localhost:3001",
    "null",
    "",
]


def test_the_settings_list_every_allowed_site() -> None:
    assert get_settings().allowed_origins == ALLOWED


@pytest.mark.parametrize("origin", ACCEPTED)
def test_allowed_origins_and_patterns_match(origin: str) -> None:
    assert origin_allowed(origin, ALLOWED)


@pytest.mark.parametrize("origin", REFUSED)
def test_other_origins_do_not_match(origin: str) -> None:
    assert not origin_allowed(origin, ALLOWED)


def test_a_bare_star_never_allows_anything() -> None:
    assert not origin_allowed("https://evil.example", ("*",))


# ---- the API Lambda ---------------------------------------------------------------------------

def lambda_preflight(origin: str) -> dict[str, Any]:
    headers = {"Origin": origin, "Access-Control-Request-Method": "POST"}
    result = invoke_event("api", to_proxy_event("OPTIONS", "/ask", headers, b""))
    assert "statusCode" in result, result
    return {name.lower(): value for name, value in (result.get("headers") or {}).items()}


@pytest.mark.parametrize("origin", ["https://dalil.example", "https://pr-12.staging.example.org", "http://localhost:3000"])
def test_the_lambda_echoes_an_allowed_origin(origin: str) -> None:
    headers = lambda_preflight(origin)
    assert headers["access-control-allow-origin"] == origin and headers["vary"] == "Origin"


@pytest.mark.parametrize("origin", ["https://evil.example", "https://staging.example.org", "http://localhost:3001"])
def test_the_lambda_gives_no_cors_header_to_another_origin(origin: str) -> None:
    assert "access-control-allow-origin" not in lambda_preflight(origin)


def lambda_answer(method: str, path: str, origin: str, body: bytes = b"") -> dict[str, Any]:
    headers = {"Origin": origin, "Content-Type": "application/json"}
    if method == "OPTIONS":
        headers = {"Origin": origin, "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "content-type"}
    result = invoke_event("api", to_proxy_event(method, path, headers, body))
    assert "statusCode" in result, result
    return result


@pytest.mark.parametrize("path", ["/ask", "/feedback", "/health", "/sources/bible-john-3"])
def test_the_lambda_answers_a_pattern_origins_preflight_on_every_route(path: str) -> None:
    """Where a stage lists a pattern, API Gateway sends OPTIONS to this function (infra/stacks/api.py):
    the answer is what a browser needs to go on with the real request."""
    origin = "https://pr-12.staging.example.org"
    result = lambda_answer("OPTIONS", path, origin)
    headers = {name.lower(): value for name, value in result["headers"].items()}
    assert result["statusCode"] == 204 and result["body"] == ""
    assert headers["access-control-allow-origin"] == origin and headers["vary"] == "Origin"
    assert {"POST", "GET"} <= {m.strip() for m in headers["access-control-allow-methods"].split(",")}
    assert "content-type" in headers["access-control-allow-headers"].lower()
    assert int(headers["access-control-max-age"]) >= 60


@pytest.mark.parametrize("origin", ACCEPTED + REFUSED)
def test_the_preflight_and_the_request_decide_the_same_way(origin: str) -> None:
    """One rule for OPTIONS and POST: an origin whose preflight passes may read the answer, and one
    whose preflight fails gets no CORS header on the request either."""
    preflight = lambda_answer("OPTIONS", "/feedback", origin)
    request = lambda_answer("POST", "/feedback", origin, b"{}")  # refused by validation: no store touched
    assert request["statusCode"] == 422

    def allowed(result: dict[str, Any]) -> str | None:
        return {name.lower(): value for name, value in result["headers"].items()}.get("access-control-allow-origin")

    assert allowed(preflight) == allowed(request)
    assert (allowed(preflight) is not None) == (origin in ACCEPTED)


# ---- dalil serve ------------------------------------------------------------------------------

def serve_get(origin: str) -> tuple[int, dict[str, str]]:
    scope = {
        "type": "http", "method": "GET", "path": "/health", "query_string": b"", "server": ("127.0.0.1", PORT),
        "headers": [(b"host", f"127.0.0.1:{PORT}".encode()), (b"origin", origin.encode())],
    }
    sent: list[dict] = []

    async def receive() -> dict:
        return {"type": "http.request", "body": b"", "more_body": False}

    async def send(message: dict) -> None:
        sent.append(message)

    asyncio.run(AsgiApp(bound_host="127.0.0.1")(scope, receive, send))
    headers = {name.decode().lower(): value.decode() for name, value in sent[0].get("headers", [])}
    return sent[0]["status"], headers


@pytest.mark.parametrize("origin", ["https://dalil.example", "https://pr-12.staging.example.org", "http://localhost:3000"])
def test_serve_answers_an_allowed_origin_with_cors(origin: str) -> None:
    status, headers = serve_get(origin)
    assert status != 403 and headers.get("access-control-allow-origin") == origin


@pytest.mark.parametrize("origin", ["https://evil.example", "https://staging.example.org", "http://localhost:3001"])
def test_serve_refuses_another_origin(origin: str) -> None:
    status, headers = serve_get(origin)
    assert status == 403 and "access-control-allow-origin" not in headers
