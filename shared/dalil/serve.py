"""`dalil serve`: a local HTTP server in API Gateway's shape, for developing the site offline.

Each request becomes an API Gateway REST proxy event for the `api` handler, which runs the workflow
in-process (no `DALIL_STATE_MACHINE_ARN`); the handler's proxy result becomes the HTTP response.
Loopback only by default: this is a development server, not a deployment.
"""

from __future__ import annotations

import base64
import json
import time
import uuid
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs, parse_qsl, urlsplit

from dalil.api.models import MAX_BODY_BYTES
from dalil.workflow.invoke import invoke_event, load_handler_module

# Read at most this much of a body; larger requests still reach the handler's 413 via the length.
_READ_LIMIT = MAX_BODY_BYTES * 4


def to_proxy_event(method: str, raw_path: str, headers: dict[str, str], body: bytes) -> dict[str, Any]:
    """An API Gateway REST (v1) proxy event, as the `api` Lambda receives it behind API Gateway."""
    parts = urlsplit(raw_path)
    query = dict(parse_qsl(parts.query, keep_blank_values=True))
    try:
        text: str | None = body.decode("utf-8") if body else None
        is_base64 = False
    except UnicodeDecodeError:
        text, is_base64 = base64.b64encode(body).decode("ascii"), True
    request_id = str(uuid.uuid4())
    return {
        "resource": parts.path,
        "path": parts.path,
        "httpMethod": method,
        "headers": headers,
        "multiValueHeaders": {name: [value] for name, value in headers.items()},
        "queryStringParameters": query or None,
        "multiValueQueryStringParameters": {k: [v] for k, v in query.items()} or None,
        "pathParameters": None,
        "stageVariables": None,
        "requestContext": {
            "resourcePath": parts.path,
            "httpMethod": method,
            "path": f"/local{parts.path}",
            "stage": "local",
            "requestId": request_id,
            "requestTimeEpoch": int(time.time() * 1000),
            "identity": {"sourceIp": "127.0.0.1", "userAgent": headers.get("User-Agent", "")},
            "accountId": "000000000000",
            "apiId": "local",
            "protocol": "HTTP/1.1",
        },
        "body": text,
        "isBase64Encoded": is_base64,
    }


class _ProxyHandler(BaseHTTPRequestHandler):
    server_version = "dalil-serve"

    def _handle(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(min(length, _READ_LIMIT)) if length else b""
        if length > _READ_LIMIT:
            # Do not buffer a huge body; a body of the declared size would be refused by the handler.
            body = b"x" * (MAX_BODY_BYTES + 1)
        if self._wants_stream() and self._stream(body):
            return
        event = to_proxy_event(self.command, self.path, dict(self.headers.items()), body)
        result = invoke_event("api", event)
        if "statusCode" not in result:  # the handler itself failed: API Gateway would answer 502
            body = {"error": "internal", "message": "The API handler failed."}
            result = {"statusCode": 502, "headers": {"Content-Type": "application/json"}, "body": json.dumps(body)}
        payload = result.get("body") or ""
        data = payload.encode("utf-8") if not result.get("isBase64Encoded") else base64.b64decode(payload)
        self.send_response(int(result["statusCode"]))
        headers = dict(result.get("headers") or {})
        for name, values in (result.get("multiValueHeaders") or {}).items():
            headers.setdefault(name, ", ".join(values))
        for name, value in headers.items():
            if name.lower() not in {"content-length", "connection"}:
                self.send_header(name, value)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(data)

    def _wants_stream(self) -> bool:
        parsed = urlsplit(self.path)
        return self.command == "POST" and parsed.path == "/ask" and parse_qs(parsed.query).get("stream") == ["1"]

    def _stream(self, body: bytes) -> bool:
        """`POST /ask?stream=1`: server-sent events (research, token, sources, done). A request that
        does not validate is left to the API handler, which answers it as JSON (400/422)."""
        from pydantic import ValidationError

        from dalil.api.models import AskRequest
        from dalil.streaming import ask_events

        try:
            request = AskRequest.model_validate_json(body)
        except ValidationError:
            return False
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream; charset=utf-8")
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Connection", "close")
        self.end_headers()
        self.close_connection = True
        frames = ask_events(
            request.question,
            conversation_id=request.conversation_id,
            libraries=request.libraries,
            new_conversation=request.new_conversation,
        )
        for frame in frames:
            self.wfile.write(frame.encode("utf-8"))
            self.wfile.flush()
        return True

    do_GET = do_POST = do_PUT = do_DELETE = do_OPTIONS = do_PATCH = do_HEAD = _handle



def make_server(port: int = 8000, host: str = "127.0.0.1") -> ThreadingHTTPServer:
    load_handler_module("api")  # fail at start, not on the first request
    return ThreadingHTTPServer((host, port), _ProxyHandler)


def serve(port: int = 8000, host: str = "127.0.0.1") -> None:
    server = make_server(port, host)
    print(f"dalil serve: http://{host}:{server.server_port} (POST /ask, POST /feedback, GET /health)")
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()

