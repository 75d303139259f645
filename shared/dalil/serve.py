"""`dalil serve`: the API on 127.0.0.1 for developing the site offline, on uvicorn.

The routes are the API Lambda's (`dalil.http.app`), served through `dalil.http.asgi` (Host and
Origin checks, bounded bodies, server-sent events for `/ask?stream=1`, the site's `web/`).
uvicorn gives what a hand-rolled server did not: a real listen backlog, a connection limit
(503 beyond it), keep-alive and idle timeouts, and a header size limit.
"""

from __future__ import annotations

import asyncio
from typing import Any

import uvicorn
from uvicorn.protocols.http.h11_impl import H11Protocol

from dalil.http.asgi import LOOPBACK_HOSTS, AsgiApp
from dalil.http.lambda_adapter import to_proxy_event  # noqa: F401 - re-exported for tests and harnesses

BACKLOG = 2048  # the kernel queue of not-yet-accepted connections (the old server's was 5)
LIMIT_CONCURRENCY = 512  # open connections + running requests; beyond it uvicorn answers 503
KEEP_ALIVE_S = 5
IDLE_BEFORE_REQUEST_S = 10  # a connection that sends no complete request head within this is closed
MAX_HEADER_BYTES = 16 * 1024


class _IdleClosingH11(H11Protocol):
    """uvicorn's h11 protocol, plus a deadline for the first request's head: a half-open or
    trickling connection is closed instead of held (it costs a socket, never a thread)."""

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._head_deadline: asyncio.TimerHandle | None = self.loop.call_later(IDLE_BEFORE_REQUEST_S, self._no_request)

    def _no_request(self) -> None:
        if getattr(self, "cycle", None) is None and not self.transport.is_closing():
            self.transport.close()

    def handle_events(self) -> None:
        super().handle_events()
        if getattr(self, "cycle", None) is not None and self._head_deadline is not None:
            self._head_deadline.cancel()
            self._head_deadline = None

    def connection_lost(self, exc: Exception | None) -> None:
        if self._head_deadline is not None:
            self._head_deadline.cancel()
        super().connection_lost(exc)


def make_config(port: int = 8787, host: str = "127.0.0.1", **overrides: Any) -> uvicorn.Config:
    settings: dict[str, Any] = {
        "host": host,
        "port": port,
        "http": _IdleClosingH11,
        "loop": "asyncio",
        "lifespan": "off",
        "backlog": BACKLOG,
        "limit_concurrency": LIMIT_CONCURRENCY,
        "timeout_keep_alive": KEEP_ALIVE_S,
        "h11_max_incomplete_event_size": MAX_HEADER_BYTES,
        "timeout_graceful_shutdown": 5,
        "server_header": False,
        "access_log": False,
        "log_level": "warning",
    }
    settings.update(overrides)
    return uvicorn.Config(AsgiApp(bound_host=host), **settings)


def make_server(port: int = 8787, host: str = "127.0.0.1", **overrides: Any) -> uvicorn.Server:
    return uvicorn.Server(make_config(port, host, **overrides))


def serve(port: int = 8787, host: str = "127.0.0.1") -> None:
    server = make_server(port, host)
    print(f"dalil serve: http://{host}:{port} (POST /ask, POST /feedback, GET /health)", flush=True)
    app = server.config.app
    if isinstance(app, AsgiApp) and host.lower() not in LOOPBACK_HOSTS:
        names = ", ".join(sorted(app.allowed_hosts - LOOPBACK_HOSTS)) or "none besides loopback"
        print(f"answering Host names: {names} (add others with DALIL_SERVE_ALLOWED_HOSTS)", flush=True)
    server.run()
