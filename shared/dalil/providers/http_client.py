"""One HTTP POST of JSON to a provider, with transport failures mapped to the error taxonomy.

httpx timeouts bound each read, not the whole response, so the body is streamed and the
attempt's total deadline is checked between chunks: a server that trickles bytes cannot keep an
attempt alive past its limit (by more than one read timeout).
"""

from __future__ import annotations

import email.utils
import json
import re
import threading
import time
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any
from urllib.parse import quote, quote_plus

import httpx

from dalil.providers.errors import ConnectionFailure, MalformedOutput, ProviderTimeout

# A grounded answer is a few KB; no provider reply we read needs more. A larger one is refused
# while it streams in (a 400 MB reply once cost 1.6 GB of memory).
MAX_REPLY_BYTES = 2 * 1024 * 1024

_client: httpx.Client | None = None
_client_lock = threading.Lock()


def shared_client() -> httpx.Client:
    """One pooled client per process: a warm Lambda reuses its TLS connections."""
    global _client
    with _client_lock:
        if _client is None:
            _client = httpx.Client(http2=False, follow_redirects=False)
        return _client


@dataclass(frozen=True)
class HttpReply:
    status: int
    headers: httpx.Headers
    body: bytes
    latency_ms: float

    def json(self) -> Any | None:
        """The decoded body, or None when it is empty or not JSON (a truncated body, an HTML page)."""
        try:
            return json.loads(self.body)
        except (ValueError, UnicodeDecodeError):
            return None


MIN_SECRET_FRAGMENT = 8  # a run of text sharing this many consecutive characters with a key is the key
_KEYLIKE_RUN = re.compile(r"[A-Za-z0-9_\-+/=%.~]{" + str(MIN_SECRET_FRAGMENT) + ",}")


def _forms(secret: str) -> set[str]:
    """The ways a server may echo a key: as is, URL-encoded, JSON-escaped."""
    return {secret, quote(secret, safe=""), quote_plus(secret), json.dumps(secret)[1:-1]}


def redact(text: str, secrets: Iterable[str | None]) -> str:
    """Defence in depth (provider errors carry no provider text; see `safe_token`): every run of
    key-like characters that shares MIN_SECRET_FRAGMENT consecutive characters with any form of a
    key becomes "***": the key itself, URL-encoded, or any piece of it (a message cut at a length
    limit, "...last8")."""
    fragments: set[str] = set()
    for secret in secrets:
        if secret and len(secret) >= MIN_SECRET_FRAGMENT:
            for form in _forms(secret):
                fragments.update(form[i : i + MIN_SECRET_FRAGMENT] for i in range(len(form) - MIN_SECRET_FRAGMENT + 1))
    if not fragments:
        return text

    def hide(match: re.Match[str]) -> str:
        run = match.group()
        pieces = (run[i : i + MIN_SECRET_FRAGMENT] for i in range(len(run) - MIN_SECRET_FRAGMENT + 1))
        return "***" if any(piece in fragments for piece in pieces) else run

    return _KEYLIKE_RUN.sub(hide, text)


_TOKEN = re.compile(r"[A-Za-z0-9_.:/-]{1,64}")


def safe_token(value: object) -> str:
    """A provider-supplied enum (a status, a finish reason, a model slug) kept only when it is one
    short identifier; anything else (free text that could echo a key) becomes "other"."""
    text = str(value) if value is not None else ""
    return text if _TOKEN.fullmatch(text) else "other"


def parse_retry_after(value: str | None, now: float | None = None) -> float | None:
    """HTTP Retry-After: delta seconds or an HTTP date."""
    if not value:
        return None
    value = value.strip()
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    return max(0.0, when.timestamp() - (time.time() if now is None else now))


def _read_bounded(response: httpx.Response, deadline: float, timeout_s: float, provider: str, model: str) -> bytes:
    """The reply's bytes, read no further than `MAX_REPLY_BYTES` and no later than `deadline`."""
    where = f"{provider} {model}"
    parts: list[bytes] = []
    size = 0
    for part in response.iter_bytes():
        size += len(part)
        if size > MAX_REPLY_BYTES:
            raise MalformedOutput(
                f"{where}: the reply is larger than {MAX_REPLY_BYTES} bytes", provider=provider, model=model,
                reason="reply_too_large",
            )
        parts.append(part)
        if time.monotonic() > deadline:
            raise ProviderTimeout(
                f"{where}: the answer did not finish within {timeout_s:.1f} s", provider=provider, model=model,
                reason="deadline_passed",
            )
    return b"".join(parts)


def post_json(
    client: httpx.Client,
    url: str,
    *,
    headers: dict[str, str],
    payload: dict[str, Any],
    timeout_s: float,
    provider: str,
    model: str,
) -> HttpReply:
    started = time.monotonic()
    deadline = started + timeout_s
    where = f"{provider} {model}"
    try:
        with client.stream("POST", url, headers=headers, json=payload, timeout=httpx.Timeout(timeout_s)) as response:
            body = _read_bounded(response, deadline, timeout_s, provider, model)
            return HttpReply(
                status=response.status_code,
                headers=response.headers,
                body=body,
                latency_ms=(time.monotonic() - started) * 1000,
            )
    except httpx.ConnectTimeout as error:
        raise ConnectionFailure(
            f"{where}: could not connect within {timeout_s:.1f} s", provider=provider, model=model,
            reason="connect_timeout",
        ) from error
    except httpx.TimeoutException as error:
        raise ProviderTimeout(
            f"{where}: no answer within {timeout_s:.1f} s", provider=provider, model=model, reason="read_timeout"
        ) from error
    except httpx.ConnectError as error:
        raise ConnectionFailure(
            f"{where}: could not connect to the endpoint", provider=provider, model=model, reason="connect_failed"
        ) from error
    except (httpx.RemoteProtocolError, httpx.ReadError) as error:
        # The request went out and the connection broke mid-answer: the provider may have counted it.
        raise ConnectionFailure(
            f"{where}: the connection broke during the answer ({type(error).__name__})",
            provider=provider,
            model=model,
            reached_provider=True,
            reason="connection_broken",
        ) from error
    except httpx.TransportError as error:
        raise ConnectionFailure(
            f"{where}: transport failure ({type(error).__name__})", provider=provider, model=model,
            reason="transport_failed",
        ) from error
