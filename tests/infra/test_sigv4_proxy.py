"""The signature-verifying proxy (tests/support/sigv4_proxy.py) has teeth, and the project's own
OpenSearch client (`dalil.stores.aws.clients.opensearch_client`, opensearch-py's SigV4 signer with
compression, as on AWS) passes it. The upstream is a tiny loopback server standing in for the
node: every request it receives is one the proxy verified, byte for byte as the client sent it.

With the real node, the same proxy runs the as-deployed suite (see the module's docstring)."""

from __future__ import annotations

import datetime as dt
import gzip
import hashlib
import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import urlsplit

import httpx
import pytest
from botocore.auth import SigV4Auth
from botocore.awsrequest import AWSRequest, HTTPHeaders
from botocore.credentials import Credentials

from dalil.settings import Settings
from dalil.stores.aws.clients import opensearch_client
from support.sigv4_proxy import SignatureRefused, SigV4VerifyingProxy, verify

KEY, SECRET, TOKEN, REGION = "ASIAFUNCTIONKEY", "function-secret", "session-token-1", "eu-west-1"


class Node:
    """Records (method, target, headers, body) and answers like a search node: 200 and JSON."""

    def __init__(self) -> None:
        self.received: list[tuple[str, str, dict[str, str], bytes]] = []
        node = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def _answer(self) -> None:
                body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                node.received.append((self.command, self.path, {k.lower(): v for k, v in self.headers.items()}, body))
                answer = json.dumps({"acknowledged": True, "hits": {"hits": []}}).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(answer)))
                self.end_headers()
                if self.command != "HEAD":
                    self.wfile.write(answer)

            do_GET = do_HEAD = do_POST = do_PUT = do_DELETE = _answer

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"


@pytest.fixture
def node() -> Iterator[Node]:
    running = Node()
    yield running
    running.server.shutdown()
    running.server.server_close()


@pytest.fixture
def proxy(node: Node) -> Iterator[SigV4VerifyingProxy]:
    with SigV4VerifyingProxy(node.url, {KEY: SECRET}, region=REGION, session_tokens={KEY: TOKEN}) as running:
        yield running


@pytest.fixture
def client_env(proxy: SigV4VerifyingProxy, monkeypatch: pytest.MonkeyPatch) -> Settings:
    for name, value in {"AWS_ACCESS_KEY_ID": KEY, "AWS_SECRET_ACCESS_KEY": SECRET, "AWS_SESSION_TOKEN": TOKEN,
                        "AWS_DEFAULT_REGION": REGION}.items():
        monkeypatch.setenv(name, value)
    return Settings(opensearch_url=proxy.url, opensearch_sigv4=f"es:{REGION}")


def test_the_projects_client_passes_for_every_kind_of_request_it_makes(client_env, proxy, node) -> None:
    client = opensearch_client(client_env)
    client.transport.perform_request("POST", "/_msearch", body=[{"index": "dalil-chunks"}, {"query": {"match": {"text": "محبة الله"}}}])
    client.transport.perform_request("PUT", "/dalil-chunks-v20261201/_doc/syn%3A03-22%231%2F0", params={"refresh": "true"},
                                     body={"text": "الأنبا أنطونيوس", "library": "synaxarium"})
    client.transport.perform_request("POST", "/_bulk", body='{"index":{"_index":"dalil-chunks*"}}\n{"a":1}\n')
    client.transport.perform_request("GET", "/_alias/dalil-chunks*")
    client.transport.perform_request("HEAD", "/dalil-chunks")
    client.transport.perform_request("DELETE", "/dalil-chunks-v1", params={"ignore_unavailable": "true"})
    client.transport.perform_request("GET", "/_search/scroll", params={"scroll": "1m", "q": "a*b c"})
    assert proxy.refused == []
    assert [(m, t) for m, t, _, _ in node.received] == [(v.method, v.target) for v in proxy.verified]
    assert len(node.received) == 7
    # What reached the node is what the client sent: the gzip body the service decompresses.
    method, target, headers, body = node.received[0]
    assert headers.get("content-encoding") == "gzip" and "محبة الله" in gzip.decompress(body).decode()
    assert "authorization" in headers and "connection" not in {h for v in proxy.verified for h in v.signed_headers}


def test_the_clients_signature_covers_the_body_and_the_session(client_env, proxy) -> None:
    client = opensearch_client(client_env)
    client.transport.perform_request("POST", "/dalil-chunks/_search", body={"size": 1})
    (verified,) = proxy.verified
    assert {"host", "x-amz-date", "x-amz-content-sha256", "x-amz-security-token", "content-encoding"} <= set(verified.signed_headers)


class SignsEveryHeader(SigV4Auth):
    """A signer that leaves nothing out: hop-by-hop headers too (an old or hand-made client)."""

    def headers_to_sign(self, request: AWSRequest) -> HTTPHeaders:
        chosen = HTTPHeaders()
        for name, value in request.headers.items():
            chosen[name.lower()] = value
        chosen["host"] = urlsplit(request.url).netloc
        return chosen


def signed(method: str, url: str, body: bytes, headers: dict[str, str] | None = None, secret: str = SECRET,
           token: str | None = TOKEN, region: str = REGION, when: dt.datetime | None = None,
           signer: type[SigV4Auth] = SigV4Auth) -> dict[str, str]:
    """botocore's signature for a request, made the way the AWS SDKs make it."""
    request = AWSRequest(method=method, url=url, data=body, headers=dict(headers or {}))
    request.headers["X-Amz-Content-SHA256"] = hashlib.sha256(body).hexdigest()
    auth = signer(Credentials(KEY, secret, token), "es", region)
    if when is None:
        auth.add_auth(request)
    else:
        request.context["timestamp"] = when.strftime("%Y%m%dT%H%M%SZ")
        auth._modify_request_before_signing(request)
        canonical = auth.canonical_request(request)
        auth._inject_signature_to_request(request, auth.signature(auth.string_to_sign(request, canonical), request))
    return dict(request.headers.items())


def send(proxy: SigV4VerifyingProxy, method: str, target: str, body: bytes, headers: dict[str, str]) -> httpx.Response:
    return httpx.request(method, proxy.url + target, content=body, headers=headers)


BODY = json.dumps({"query": {"match": {"text": "سلام"}}}, ensure_ascii=False).encode()


def test_a_correctly_signed_request_passes_and_reaches_the_node(proxy, node) -> None:
    headers = signed("POST", proxy.url + "/dalil-chunks/_search?size=3", BODY, {"Content-Type": "application/json"})
    answer = send(proxy, "POST", "/dalil-chunks/_search?size=3", BODY, headers)
    assert answer.status_code == 200 and len(node.received) == 1 and node.received[0][3] == BODY


@pytest.mark.parametrize("tamper", [
    "body changed after signing", "query changed after signing", "path changed after signing", "wrong secret",
    "unsigned", "other region", "an hour old", "wrong session token", "signed header dropped in transit",
    "a hop-by-hop header signed",
])
def test_a_request_that_does_not_verify_is_refused_with_403_and_never_forwarded(proxy, node, tamper) -> None:
    target, body = "/dalil-chunks/_search?size=3", BODY
    kwargs: dict[str, Any] = {}
    extra = {"Content-Type": "application/json"}
    if tamper == "wrong secret":
        kwargs["secret"] = "not-the-secret"
    elif tamper == "other region":
        kwargs["region"] = "us-east-1"
    elif tamper == "an hour old":
        kwargs["when"] = dt.datetime.now(dt.UTC) - dt.timedelta(hours=1)
    elif tamper == "wrong session token":
        kwargs["token"] = "someone-elses-token"
    elif tamper == "signed header dropped in transit":
        extra["X-Opaque-Id"] = "trace-1"
    elif tamper == "a hop-by-hop header signed":
        extra["Connection"] = "keep-alive"
        kwargs["signer"] = SignsEveryHeader
    headers = signed("POST", proxy.url + target, body, extra, **kwargs)
    if tamper == "body changed after signing":
        body = body.replace("سلام".encode(), "حرب".encode())
        headers["X-Amz-Content-SHA256"] = hashlib.sha256(body).hexdigest()  # even with a matching hash header
    elif tamper == "query changed after signing":
        target = "/dalil-chunks/_search?size=300"
    elif tamper == "path changed after signing":
        target = "/secret-index/_search?size=3"
    elif tamper == "unsigned":
        headers = {"Content-Type": "application/json"}
    elif tamper == "signed header dropped in transit":
        headers.pop("X-Opaque-Id")
    answer = send(proxy, "POST", target, body, headers)
    assert answer.status_code == 403 and answer.json()["message"], tamper
    assert node.received == [] and len(proxy.refused) == 1


def test_verify_reports_why(proxy) -> None:
    body = b"{}"
    headers = {k.lower(): v for k, v in signed("POST", "http://127.0.0.1:9/x", body).items()} | {"host": "127.0.0.1:9"}
    assert verify("POST", "/x", headers, body, credentials={KEY: SECRET}, region=REGION, service="es") == sorted(
        headers["authorization"].split("SignedHeaders=")[1].split(",")[0].split(";"))
    with pytest.raises(SignatureRefused, match="not the SHA-256 of the body"):
        verify("POST", "/x", headers, b"{ }", credentials={KEY: SECRET}, region=REGION, service="es")
    with pytest.raises(SignatureRefused, match="unknown access key"):
        verify("POST", "/x", headers, body, credentials={"OTHER": SECRET}, region=REGION, service="es")


def test_forced_signing_names_a_service_and_region() -> None:
    from dalil.errors import StoreError

    with pytest.raises(StoreError, match="DALIL_OPENSEARCH_SIGV4"):
        opensearch_client(Settings(opensearch_url="http://127.0.0.1:9200", opensearch_sigv4="us-east-1"))
    plain = opensearch_client(Settings(opensearch_url="http://127.0.0.1:9200"))
    assert plain.transport.kwargs.get("http_auth") is None  # the test node stays unsigned without the setting
