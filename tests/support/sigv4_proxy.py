"""A loopback proxy that checks the SigV4 signature of every request the way Amazon OpenSearch
Service does, then forwards it to a plain node (the one `scripts/opensearch-node` starts) or any
loopback server. A request whose signature does not verify gets 403 and never reaches the upstream.

Verification is recomputed from the bytes received, with botocore's SigV4 implementation:
the canonical request is built from the received method, request target (path and query as sent),
the headers the client names in `SignedHeaders` (only those), and the received body; the body's
SHA-256 must equal `X-Amz-Content-SHA256` when the client sends it; the credential scope must be
this proxy's region and service and a known access key; the `X-Amz-Date` must be within five
minutes. Hop-by-hop headers (RFC 9110 §7.6.1, and any a `Connection` header names) do not survive
a hop: they are removed before the check, so a client that signs one is refused here as it would
be behind any proxy or load balancer.

    with SigV4VerifyingProxy(upstream="http://127.0.0.1:9200", credentials={"AKID": "secret"}) as proxy:
        ... point DALIL_OPENSEARCH_URL at proxy.url and DALIL_OPENSEARCH_SIGV4 at "es:us-east-1" ...
        assert proxy.refused == []

`python -m support.sigv4_proxy UPSTREAM [PORT]` (from tests/) runs one in the foreground with the
credentials of the environment (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY / AWS_SESSION_TOKEN).

Import it as `from support.sigv4_proxy import SigV4VerifyingProxy` (tests/ is on sys.path via conftest).
"""

from __future__ import annotations

import datetime as dt
import hashlib
import http.client
import json
import os
import re
import sys
import threading
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Self
from urllib.parse import urlsplit

from botocore.auth import SigV4Auth
from botocore.awsrequest import AWSRequest, HTTPHeaders
from botocore.credentials import Credentials

HOP_BY_HOP = frozenset({"connection", "keep-alive", "proxy-authenticate", "proxy-authorization", "te", "trailer",
                        "transfer-encoding", "upgrade", "proxy-connection"})
MAX_SKEW_S = 300
_AUTHORIZATION = re.compile(
    r"^AWS4-HMAC-SHA256 Credential=(?P<key>[^/]+)/(?P<date>\d{8})/(?P<region>[^/]+)/(?P<service>[^/]+)/aws4_request, "
    r"SignedHeaders=(?P<signed>[a-z0-9;-]+), Signature=(?P<signature>[0-9a-f]{64})$"
)


class _SignedHeadersOnly(SigV4Auth):
    """botocore's SigV4 with the canonical headers the client named, all of them and nothing else
    (botocore's own signer leaves some out, e.g. user-agent; the service takes the client's list)."""

    def __init__(self, credentials: Credentials, service: str, region: str, signed: list[str]) -> None:
        super().__init__(credentials, service, region)
        self._signed = signed

    def headers_to_sign(self, request: AWSRequest) -> HTTPHeaders:
        chosen = HTTPHeaders()
        for name in self._signed:
            chosen[name] = request.headers[name]
        return chosen


class SignatureRefused(Exception):
    """Why a request's signature does not verify (the 403's message)."""


@dataclass
class Refusal:
    method: str
    target: str
    reason: str


@dataclass
class Verified:
    method: str
    target: str
    signed_headers: list[str] = field(default_factory=list)


def hop_by_hop(headers: dict[str, str]) -> set[str]:
    named = {token.strip().lower() for token in headers.get("connection", "").split(",") if token.strip()}
    return set(HOP_BY_HOP) | named


def verify(method: str, target: str, headers: dict[str, str], body: bytes, *, credentials: dict[str, str], region: str,
           service: str, now: dt.datetime | None = None, session_tokens: dict[str, str] | None = None) -> list[str]:
    """The signed header names of a request whose signature verifies; `SignatureRefused` otherwise.
    `headers` are the received ones, names lower-cased; `credentials` maps access key -> secret, and
    `session_tokens` access key -> the token temporary credentials must carry."""
    now = now or dt.datetime.now(dt.UTC)
    match = _AUTHORIZATION.match(headers.get("authorization", ""))
    if match is None:
        raise SignatureRefused("missing or malformed AWS4-HMAC-SHA256 Authorization header")
    if match["key"] not in credentials:
        raise SignatureRefused(f"unknown access key {match['key']}")
    if (match["region"], match["service"]) != (region, service):
        raise SignatureRefused(f"credential scope {match['region']}/{match['service']}, expected {region}/{service}")
    amz_date = headers.get("x-amz-date", "")
    try:
        signed_at = dt.datetime.strptime(amz_date, "%Y%m%dT%H%M%SZ").replace(tzinfo=dt.UTC)
    except ValueError:
        raise SignatureRefused("missing or malformed X-Amz-Date") from None
    if abs((now - signed_at).total_seconds()) > MAX_SKEW_S or amz_date[:8] != match["date"]:
        raise SignatureRefused(f"signature date {amz_date} is not within {MAX_SKEW_S} s of now, or not the scope's day")
    session_token = (session_tokens or {}).get(match["key"])
    if session_token is not None and headers.get("x-amz-security-token") != session_token:
        raise SignatureRefused("missing or wrong X-Amz-Security-Token for these temporary credentials")
    declared = headers.get("x-amz-content-sha256")
    if declared is not None and declared != hashlib.sha256(body).hexdigest():
        raise SignatureRefused("X-Amz-Content-SHA256 is not the SHA-256 of the body received")
    arrived = {name: value for name, value in headers.items() if name not in hop_by_hop(headers)}
    signed = match["signed"].split(";")
    missing = [name for name in signed if name not in arrived]
    if missing:
        raise SignatureRefused(f"signed headers not received (or hop-by-hop, dropped in transit): {', '.join(missing)}")
    request = AWSRequest(method=method, url=f"http://{arrived['host']}{target}", data=body,
                         headers={name: arrived[name] for name in signed})
    request.context["timestamp"] = amz_date
    auth = _SignedHeadersOnly(Credentials(match["key"], credentials[match["key"]], session_token), service, region, signed)
    canonical = auth.canonical_request(request)
    expected = auth.signature(auth.string_to_sign(request, canonical), request)
    if expected != match["signature"]:
        raise SignatureRefused("The request signature we calculated does not match the signature you provided. "
                               f"Canonical request:\n{canonical}")
    return signed


class SigV4VerifyingProxy:
    def __init__(self, upstream: str, credentials: dict[str, str], region: str = "us-east-1", service: str = "es",
                 session_tokens: dict[str, str] | None = None) -> None:
        parts = urlsplit(upstream)
        if parts.scheme != "http" or not parts.hostname:
            raise ValueError(f"the upstream must be a plain http URL, not {upstream!r}")
        self.upstream = (parts.hostname, parts.port or 80)
        self.credentials, self.region, self.service, self.session_tokens = credentials, region, service, session_tokens
        self.verified: list[Verified] = []
        self.refused: list[Refusal] = []
        self._lock = threading.Lock()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}"

    def __enter__(self) -> Self:
        return self.start()

    def start(self, port: int = 0) -> Self:
        proxy = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def _handle(self) -> None:
                proxy.handle(self)

            do_GET = do_HEAD = do_POST = do_PUT = do_DELETE = do_PATCH = _handle

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", port), Handler)
        self.server.daemon_threads = True
        threading.Thread(target=self.server.serve_forever, daemon=True, name="sigv4-proxy").start()
        return self

    def __exit__(self, *exc: Any) -> None:
        self.server.shutdown()
        self.server.server_close()

    def handle(self, handler: BaseHTTPRequestHandler) -> None:
        headers = {name.lower(): value for name, value in handler.headers.items()}
        body = handler.rfile.read(int(headers.get("content-length") or 0))
        try:
            signed = verify(handler.command, handler.path, headers, body, credentials=self.credentials, region=self.region,
                            service=self.service, session_tokens=self.session_tokens)
        except SignatureRefused as refusal:
            with self._lock:
                self.refused.append(Refusal(handler.command, handler.path, str(refusal)))
            self._answer(handler, 403, {"content-type": "application/json"},
                         json.dumps({"message": str(refusal).splitlines()[0]}).encode())
            return
        with self._lock:
            self.verified.append(Verified(handler.command, handler.path, signed))
        forwarded = {name: value for name, value in headers.items() if name not in hop_by_hop(headers) | {"host"}}
        connection = http.client.HTTPConnection(*self.upstream, timeout=60)
        try:
            connection.request(handler.command, handler.path, body=body or None, headers=forwarded)
            answer = connection.getresponse()
            content = answer.read()
            kept = {name.lower(): value for name, value in answer.getheaders()}
        finally:
            connection.close()
        kept = {name: value for name, value in kept.items() if name not in hop_by_hop(kept) | {"content-length"}}
        self._answer(handler, answer.status, kept, content, head=handler.command == "HEAD")

    @staticmethod
    def _answer(handler: BaseHTTPRequestHandler, status: int, headers: dict[str, str], content: bytes, head: bool = False) -> None:
        handler.send_response(status)
        for name, value in headers.items():
            handler.send_header(name, value)
        handler.send_header("Content-Length", str(len(content)))
        handler.end_headers()
        if not head:
            handler.wfile.write(content)


if __name__ == "__main__":
    if len(sys.argv) not in (2, 3):
        raise SystemExit("usage: python -m support.sigv4_proxy UPSTREAM_URL [PORT]")
    key, secret = os.environ["AWS_ACCESS_KEY_ID"], os.environ["AWS_SECRET_ACCESS_KEY"]
    region = os.environ.get("AWS_REGION") or os.environ.get("AWS_DEFAULT_REGION") or "us-east-1"
    token = os.environ.get("AWS_SESSION_TOKEN")
    running = SigV4VerifyingProxy(sys.argv[1], {key: secret}, region=region, session_tokens={key: token} if token else None)
    running.start(int(sys.argv[2]) if len(sys.argv) == 3 else 0)
    print(f"{running.url} -> {sys.argv[1]} (region {region}, service es); Ctrl-C stops", flush=True)
    try:
        threading.Event().wait()
    except KeyboardInterrupt:
        pass
