"""The shared routes as an ASGI app, for `dalil serve` on uvicorn (a development server on loopback).

What this layer adds in front of `dalil.http.app.Api` (which the API Lambda runs too):
- Host must be a loopback name, the address the server was bound to, or a name in
  `DALIL_SERVE_ALLOWED_HOSTS`: a DNS-rebinding page cannot reach the API through its own name,
  whatever address the server listens on.
- Origin, when sent, must be a configured site (`DALIL_CORS_ORIGIN`, `DALIL_CORS_ORIGINS`, matched by
  `dalil.http.origins`, the rule the Lambda applies too) or this server itself (an allowed host
  on the port the socket listens on): another web page cannot spend the developer's
  provider quota. Both lists come from settings and the socket, never from the request.
- The body is read up to `MAX_BODY_BYTES` and no further, whatever Content-Length says or when
  the body is chunked (413); h11 already refuses a Content-Length that is not a number (400).
  The whole body must arrive within `BODY_DEADLINE_S` (408, connection closed): a client that
  trickles it cannot hold a connection slot.
- `POST /ask?stream=1` answers with server-sent events (research, token, sources, done).
- A question waits for one of `serve_ask_threads` places at most `serve_ask_wait_s`, behind at most
  `serve_ask_queue` others; past either it is refused at once: 503 with Retry-After. Above its
  capacity the server then answers what it can in time and tells the rest when to come back,
  instead of letting every answer grow late and connections pile up.
- Hook points for the site: `web/` of the checkout is served at `/` when it exists, and
  `/openapi.json` (+ `/docs`) when `dalil.http.openapi` provides `openapi_document()`.
"""

from __future__ import annotations

import importlib
import logging
import mimetypes
from collections.abc import Awaitable, Callable, Iterable, Iterator
from pathlib import Path
from typing import Any
from urllib.parse import parse_qsl, urlsplit

import anyio
from anyio import to_thread

from dalil.http.app import Api
from dalil.http.body import parse_body
from dalil.http.messages import HttpProblem, HttpRequest, HttpResponse
from dalil.http.models import AskRequest
from dalil.http.origins import origin_allowed
from dalil.http.responses import error_response
from dalil.models import MAX_BODY_BYTES

log = logging.getLogger("dalil.http.asgi")

Scope = dict[str, Any]
Receive = Callable[[], Awaitable[dict[str, Any]]]
Send = Callable[[dict[str, Any]], Awaitable[None]]

LOOPBACK_HOSTS = frozenset({"127.0.0.1", "localhost", "::1", "[::1]"})
WILDCARD_BINDS = frozenset({"", "0.0.0.0", "::", "[::]"})  # every interface: names no host of its own
STREAM_THREADS = 16  # concurrent SSE workers; more wait for a place instead of starving /health
RETRY_AFTER_S = 1  # a refused question's Retry-After: the queue drains within about its wait bound
BUSY = "The server is answering as many questions as it can; try again in a moment."
# A question's body is a few hundred bytes: 10 s is a slow mobile link's worth, and every trickling
# connection is let go after it (uvicorn's own limit is on the request head only, serve.py).
BODY_DEADLINE_S = 10.0


def repo_web_dir() -> Path:
    """`web/` of the checkout (this file lives in shared/dalil/http/)."""
    return Path(__file__).resolve().parents[3] / "web"


def _host_name(host_header: str) -> str:
    host = host_header.strip().lower()
    if host.startswith("["):
        return host[: host.find("]") + 1] if "]" in host else host
    return host.rsplit(":", 1)[0] if host.count(":") == 1 else host


class _BodyTooLarge(Exception):
    pass


class _BodyTooSlow(Exception):
    pass


class AsgiApp:
    def __init__(
        self,
        api: Api | None = None,
        *,
        bound_host: str = "127.0.0.1",
        web_dir: Path | None = None,
        allowed_hosts: Iterable[str] | None = None,
        worker_threads: int = 40,
        stream_threads: int = STREAM_THREADS,
        ask_threads: int | None = None,
        ask_wait_s: float | None = None,
        ask_queue: int | None = None,
    ) -> None:
        from dalil.settings import get_settings

        settings = get_settings()
        self.api = api or Api()
        # Against DNS rebinding: loopback names, the address bound to (`--host 10.0.0.5`), and the
        # names configured; bound to every interface (`--host 0.0.0.0`), no name of its own.
        configured = settings.serve_allowed_hosts if allowed_hosts is None else allowed_hosts
        bound = {_host_name(bound_host)} - WILDCARD_BINDS
        self.allowed_hosts: frozenset[str] = LOOPBACK_HOSTS | bound | {_host_name(name) for name in configured}
        self.web_dir = web_dir if web_dir is not None else repo_web_dir()
        # Requests at once (each thread holds its own SQLite connections: serve.descriptor_budget).
        self._workers = anyio.CapacityLimiter(worker_threads)
        # Streams at once: each runs the workflow in a thread of its own for its whole length (and
        # one more thread waits on its next frame), so a stream holds its place until it ends.
        self._streams = anyio.CapacityLimiter(stream_threads)
        self._stream_reads = anyio.CapacityLimiter(stream_threads)
        # Questions (POST /ask) computed at once, and the bounded wait for a place (module docstring).
        self._asks = anyio.CapacityLimiter(min(worker_threads, ask_threads or settings.serve_ask_threads))
        self._ask_wait_s = settings.serve_ask_wait_s if ask_wait_s is None else ask_wait_s
        self._ask_queue = settings.serve_ask_queue if ask_queue is None else ask_queue
        self._asks_waiting = 0  # touched only on the event loop's thread

    # ---- ASGI entry ----------------------------------------------------------------------------
    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "lifespan":
            await self._lifespan(receive, send)
            return
        if scope["type"] != "http":
            return
        headers = {name.decode("latin-1").lower(): value.decode("latin-1") for name, value in scope["headers"]}
        method = scope["method"].upper()
        path = scope["path"]
        refused = self._refuse(headers, scope.get("server"))
        if refused is not None:
            await self._send(send, refused)
            return
        try:
            body = await self._read_body(headers, receive)
        except _BodyTooLarge:
            too_large = f"The request body is larger than the limit of {MAX_BODY_BYTES} bytes."
            await self._send(send, error_response(413, "payload_too_large", too_large), close=True)
            return
        except _BodyTooSlow:
            too_slow = f"The request body did not arrive within {BODY_DEADLINE_S:g} s."
            await self._send(send, error_response(408, "bad_request", too_slow), close=True)
            return
        query = dict(parse_qsl(scope.get("query_string", b"").decode("latin-1"), keep_blank_values=True))
        request = HttpRequest(method=method, path=path, headers=headers, query=query, body=body)
        if method == "POST" and path == "/ask" and query.get("stream") == "1":
            await self._stream_ask(request, send)
            return
        extra = self._site_route(request)
        if extra is not None:
            await self._send(send, extra)
            return
        if method == "POST" and path == "/ask":
            response = await self._admitted_ask(request)
        else:
            response = await to_thread.run_sync(self.api.handle, request, limiter=self._workers)
        await self._send(send, response)

    async def _admitted_ask(self, request: HttpRequest) -> HttpResponse:
        """The question once a place is free, or 503 with Retry-After when none frees in time or
        too many already wait (nothing of the question has run: retrying it is safe)."""
        if self._asks_waiting >= self._ask_queue and self._asks.available_tokens == 0:
            return self._busy(request)
        self._asks_waiting += 1
        placed = False
        try:
            with anyio.move_on_after(self._ask_wait_s):
                await self._asks.acquire()
                placed = True
        finally:
            self._asks_waiting -= 1
        if not placed:
            return self._busy(request)
        try:
            return await to_thread.run_sync(self.api.handle, request, limiter=self._workers)
        finally:
            self._asks.release()

    def _busy(self, request: HttpRequest) -> HttpResponse:
        # The configured site reads the refusal too (its Retry-After tells the panel when to retry).
        return self.api.with_cors(request, error_response(503, "unavailable", BUSY,
                                                          headers={"Retry-After": str(RETRY_AFTER_S)}))

    async def _lifespan(self, receive: Receive, send: Send) -> None:
        while True:
            message = await receive()
            if message["type"] == "lifespan.startup":
                await send({"type": "lifespan.startup.complete"})
            elif message["type"] == "lifespan.shutdown":
                await send({"type": "lifespan.shutdown.complete"})
                return

    # ---- checks --------------------------------------------------------------------------------
    def _refuse(self, headers: dict[str, str], server: Any) -> HttpResponse | None:
        if _host_name(headers.get("host", "")) not in self.allowed_hosts:
            return error_response(
                403, "forbidden",
                "This development server answers only on loopback names, the address it was bound to and the "
                "names in DALIL_SERVE_ALLOWED_HOSTS.",
            )
        origin = headers.get("origin")
        if origin is not None:
            from dalil.settings import get_settings

            # The port is the socket's (uvicorn's scope["server"]), not a header the client wrote.
            port = server[1] if isinstance(server, (tuple, list)) and len(server) == 2 else None
            if not self._own_origin(origin, port) and not origin_allowed(origin, get_settings().allowed_origins):
                return error_response(403, "forbidden", "Requests from this origin are not accepted.")
        return None

    def _own_origin(self, origin: str, port: int | None) -> bool:
        """`http(s)://<allowed host>:<the listening port>` (the port may be left out for 80/443)."""
        parts = urlsplit(origin.strip().lower())
        try:
            origin_port = parts.port
        except ValueError:
            return False
        if parts.scheme not in ("http", "https") or parts.hostname is None or parts.path or parts.query:
            return False
        host = f"[{parts.hostname}]" if ":" in parts.hostname else parts.hostname
        if host not in self.allowed_hosts and parts.hostname not in self.allowed_hosts:
            return False
        default = 80 if parts.scheme == "http" else 443
        return port is not None and (origin_port or default) == port

    async def _read_body(self, headers: dict[str, str], receive: Receive) -> bytes:
        declared = headers.get("content-length")
        if declared is not None and declared.isdigit() and int(declared) > MAX_BODY_BYTES:
            raise _BodyTooLarge
        with anyio.move_on_after(BODY_DEADLINE_S) as deadline:
            body = await self._receive_body(receive)
        if deadline.cancelled_caught:
            raise _BodyTooSlow
        return body

    @staticmethod
    async def _receive_body(receive: Receive) -> bytes:
        parts: list[bytes] = []
        size = 0
        while True:
            message = await receive()
            if message["type"] == "http.disconnect":
                break
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > MAX_BODY_BYTES:
                raise _BodyTooLarge
            parts.append(chunk)
            if not message.get("more_body", False):
                break
        return b"".join(parts)

    # ---- site hooks ----------------------------------------------------------------------------
    def _site_route(self, request: HttpRequest) -> HttpResponse | None:
        if request.method not in ("GET", "HEAD") or (request.method, request.path) in {("GET", "/health"), ("HEAD", "/health")}:
            return None
        response = None
        if request.path == "/openapi.json":
            document = self._openapi()
            response = None if document is None else HttpResponse.json(200, document)
        elif request.path == "/docs":
            response = self._docs()
        else:
            response = self._static(request.path)
        if response is not None and request.method == "HEAD":
            response.headers["Content-Length"] = str(len(response.body))
            response.body = b""
        return response

    @staticmethod
    def _openapi_module() -> Any:
        try:
            return importlib.import_module("dalil.http.openapi")
        except ImportError:
            return None

    def _openapi(self) -> dict[str, Any] | None:
        module = self._openapi_module()
        return module.openapi_document() if module is not None and hasattr(module, "openapi_document") else None

    def _docs(self) -> HttpResponse | None:
        page_file = self.web_dir / "docs.html"
        if page_file.is_file():
            return HttpResponse(200, page_file.read_bytes(), {"Content-Type": "text/html; charset=utf-8"})
        module = self._openapi_module()
        if module is not None and hasattr(module, "docs_html"):
            return HttpResponse(200, module.docs_html().encode("utf-8"), {"Content-Type": "text/html; charset=utf-8"})
        if self._openapi() is None:
            return None
        page = "<!doctype html><meta charset=utf-8><title>Dalil API</title><p>The API description: <a href=/openapi.json>/openapi.json</a>"
        return HttpResponse(200, page.encode("utf-8"), {"Content-Type": "text/html; charset=utf-8"})

    def _static(self, path: str) -> HttpResponse | None:
        root = self.web_dir
        if not root.is_dir():
            return None
        relative = path.lstrip("/") or "index.html"
        try:
            target = (root / relative).resolve()
            target.relative_to(root.resolve())
        except (ValueError, OSError):
            return None  # outside web/: not ours to serve
        if target.is_dir():
            target = target / "index.html"
        if not target.is_file():
            return None
        media = mimetypes.guess_type(target.name)[0] or "application/octet-stream"
        if media.startswith("text/") or media in ("application/javascript", "application/json"):
            media += "; charset=utf-8"
        return HttpResponse(200, target.read_bytes(), {"Content-Type": media, "Cache-Control": "no-cache",
                                                        "X-Content-Type-Options": "nosniff"})

    # ---- streaming -----------------------------------------------------------------------------
    async def _stream_ask(self, request: HttpRequest, send: Send) -> None:
        """Server-sent events; a request that does not validate gets the JSON error instead."""
        try:
            body = parse_body(request, AskRequest)
        except HttpProblem as problem:
            await self._send(send, error_response(problem.status, problem.code, problem.message, problem.details))
            return
        from dalil.streaming import ask_events

        frames: Iterator[str] = ask_events(
            body.question,
            conversation_id=body.conversation_id,
            libraries=body.libraries,
            new_conversation=body.new_conversation,
        )
        headers = [(b"content-type", b"text/event-stream; charset=utf-8"), (b"cache-control", b"no-cache"),
                   (b"x-accel-buffering", b"no")]
        from dalil.settings import get_settings

        if request.header("origin") and origin_allowed(request.header("origin"), get_settings().allowed_origins):
            # The configured site reads the stream too (the JSON routes get this in Api._with_cors).
            headers += [(b"access-control-allow-origin", request.header("origin").encode("latin-1")), (b"vary", b"Origin")]
        async with self._streams:
            await send({"type": "http.response.start", "status": 200, "headers": headers})
            sentinel = object()
            try:
                while True:
                    frame = await to_thread.run_sync(next, frames, sentinel, limiter=self._stream_reads)
                    if frame is sentinel:
                        break
                    await send({"type": "http.response.body", "body": str(frame).encode("utf-8"), "more_body": True})
            except OSError:  # the client went away mid-stream
                log.info("stream client disconnected")
            finally:
                if hasattr(frames, "close"):
                    frames.close()
            await send({"type": "http.response.body", "body": b"", "more_body": False})

    @staticmethod
    async def _send(send: Send, response: HttpResponse, close: bool = False) -> None:
        headers = [(name.lower().encode("latin-1"), str(value).encode("latin-1")) for name, value in response.headers.items()
                   if name.lower() != "content-length"]
        length = response.headers.get("Content-Length", str(len(response.body)))
        headers.append((b"content-length", length.encode("latin-1")))
        if close:
            headers.append((b"connection", b"close"))
        await send({"type": "http.response.start", "status": response.status, "headers": headers})
        await send({"type": "http.response.body", "body": response.body})


