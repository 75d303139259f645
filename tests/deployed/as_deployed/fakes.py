"""Loopback stand-ins for the two AWS services moto does not serve here, each recording who called:

- Bedrock Runtime InvokeModel for Titan Text Embeddings V2: deterministic vectors of the requested
  dimension from word hashing (texts sharing words get close vectors, so vector retrieval works;
  cheap, because ingest embeds every chunk with one call each). The caller is the SigV4 access key.
- OpenSearch: a recording HTTP proxy in front of the real node, one port per function (the domain
  endpoint each function's environment resolves to), so each `es:ESHttp*` request is attributed.
"""

from __future__ import annotations

import hashlib
import json
import math
import re
import threading
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import unquote, urlsplit

import httpx

INVOKE_PATH = re.compile(r"^/model/(?P<model>[^/]+)/invoke$")
WORD = re.compile(r"\w+")


@dataclass(frozen=True)
class HttpCall:
    caller: str  # access key (Bedrock) or function name (OpenSearch proxy port)
    method: str
    path: str


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    block_on_close = False


class _Loopback:
    def __init__(self, handler: type[BaseHTTPRequestHandler]) -> None:
        self.calls: list[HttpCall] = []
        self.lock = threading.Lock()
        self._server = _Server(("127.0.0.1", 0), handler)
        self._server.owner = self  # type: ignore[attr-defined]
        threading.Thread(target=self._server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()

    @property
    def port(self) -> int:
        return self._server.server_address[1]

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def record(self, call: HttpCall) -> None:
        with self.lock:
            self.calls.append(call)

    def stop(self) -> None:
        self._server.shutdown()
        self._server.server_close()


class _Quiet(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    # Headers and body go out in two writes; without TCP_NODELAY, Nagle + the client's delayed ACK
    # add ~40 ms to every keep-alive request (an ingest makes thousands).
    disable_nagle_algorithm = True

    def log_message(self, format: str, *args: Any) -> None:
        pass

    def _body(self) -> bytes:
        length = int(self.headers.get("content-length") or 0)
        return self.rfile.read(length) if length else b""

    def _send(self, status: int, payload: bytes, content_type: str = "application/json", headers: dict[str, str] | None = None) -> None:
        self.send_response(status)
        self.send_header("content-type", content_type)
        self.send_header("content-length", str(len(payload)))
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(payload)


class _BedrockHandler(_Quiet):
    def do_POST(self) -> None:
        owner: FakeBedrock = self.server.owner  # type: ignore[attr-defined]
        body = self._body()
        authorization = self.headers.get("authorization", "")
        access_key = authorization.split("Credential=", 1)[1].split("/", 1)[0] if "Credential=" in authorization else ""
        owner.record(HttpCall(access_key, "POST", self.path))
        match = INVOKE_PATH.match(self.path)
        model = unquote(match.group("model")) if match else ""
        if model != "amazon.titan-embed-text-v2:0":
            self._send(400, json.dumps({"message": f"the fake serves Titan Text Embeddings V2 only, not {model!r}"}).encode(),
                       headers={"x-amzn-ErrorType": "ValidationException"})
            return
        request = json.loads(body)
        dimensions = int(request.get("dimensions", 1024))
        vector = owner.embed(request["inputText"], dimensions)
        reply = {"embedding": vector, "inputTextTokenCount": len(request["inputText"].split())}
        self._send(200, json.dumps(reply).encode())


class FakeBedrock(_Loopback):
    def __init__(self) -> None:
        self._buckets: dict[tuple[str, int], tuple[int, float]] = {}
        super().__init__(_BedrockHandler)

    def _bucket(self, word: str, dimensions: int) -> tuple[int, float]:
        key = (word, dimensions)
        if key not in self._buckets:
            value = int.from_bytes(hashlib.blake2b(word.encode(), digest_size=8).digest(), "big")
            self._buckets[key] = (value % dimensions, 1.0 if value >> 63 else -1.0)
        return self._buckets[key]

    def embed(self, text: str, dimensions: int) -> list[float]:
        vector = [0.0] * dimensions
        for word in WORD.findall(text.lower()):
            index, sign = self._bucket(word, dimensions)
            vector[index] += sign
        norm = math.sqrt(sum(x * x for x in vector)) or 1.0
        return [x / norm for x in vector]


class _ProxyHandler(_Quiet):
    def _forward(self) -> None:
        owner: OpenSearchProxy = self.server.owner  # type: ignore[attr-defined]
        body = self._body()
        owner.record(HttpCall(owner.caller, self.command, urlsplit(self.path).path))
        headers = {k: v for k, v in self.headers.items() if k.lower() not in {"host", "content-length", "connection"}}
        reply = owner.client.request(self.command, owner.upstream + self.path, content=body, headers=headers)
        payload = b"" if self.command == "HEAD" else reply.content
        self.send_response(reply.status_code)
        for name, value in reply.headers.items():
            if name.lower() not in {"content-length", "transfer-encoding", "connection", "content-encoding"}:
                self.send_header(name, value)
        self.send_header("content-length", str(len(reply.content)))
        self.end_headers()
        self.wfile.write(payload)

    do_GET = do_POST = do_PUT = do_DELETE = do_HEAD = _forward


class OpenSearchProxy(_Loopback):
    """Forwards to the real node; `caller` names whoever was given this port's endpoint."""

    def __init__(self, upstream: str, caller: str, calls: list[HttpCall], lock: threading.Lock) -> None:
        self.upstream = upstream.rstrip("/")
        self.caller = caller
        self.client = httpx.Client(timeout=60)
        super().__init__(_ProxyHandler)
        self.calls, self.lock = calls, lock  # one shared record for every function's proxy
