"""A loopback Bedrock Runtime that speaks InvokeModel for Titan Text Embeddings V2, for tests.

boto3 reaches it through `AWS_ENDPOINT_URL_BEDROCK_RUNTIME` (or `endpoint_url=`): it answers
`POST /model/<modelId>/invoke` with `{"embedding": [...], "inputTextTokenCount": n}` for a body
`{"inputText", "dimensions", "normalize"}`, as Titan v2 does. Vectors are deterministic: the
hashing embedder's at the requested dimension (`vectors="hashing"`, texts sharing words are near),
or a unit vector seeded by the text's sha256 (`vectors="digest"`, ~100x cheaper, for bulk ingest).
Every request is recorded; `fail_when` makes chosen texts answer a Bedrock error (HTTP status and
`{"message"}` body), e.g. a ThrottlingException (429) or a ValidationException (400).

    with BedrockFake() as bedrock:
        monkeypatch.setenv("AWS_ENDPOINT_URL_BEDROCK_RUNTIME", bedrock.url)
        ... embed ...
        assert len(bedrock.texts()) == 42

Import it as `from support.bedrock_fake import BedrockFake` (tests/ is on sys.path via conftest).
"""

from __future__ import annotations

import hashlib
import json
import re
import threading
from collections.abc import Callable
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Self
from urllib.parse import unquote

import numpy as np

TITAN_V2 = "amazon.titan-embed-text-v2:0"
INVOKE_PATH = re.compile(r"^/model/(?P<model>[^/]+)/invoke$")
TITAN_DIMENSIONS = (256, 512, 1024)


@dataclass(frozen=True)
class Invocation:
    model: str
    body: dict
    headers: dict[str, str]


class BedrockFake:
    def __init__(self, fail_when: Callable[[str], tuple[int, str] | None] | None = None, vectors: str = "hashing") -> None:
        if vectors not in ("hashing", "digest"):
            raise ValueError("vectors: hashing or digest")
        self.fail_when = fail_when
        self.vectors = vectors
        self._invocations: list[Invocation] = []
        self._lock = threading.Lock()
        self._server: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None

    # --- what was asked ---------------------------------------------------------------------------

    @property
    def invocations(self) -> list[Invocation]:
        with self._lock:
            return list(self._invocations)

    def texts(self) -> list[str]:
        return [call.body.get("inputText", "") for call in self.invocations]

    def reset(self) -> None:
        with self._lock:
            self._invocations.clear()

    @property
    def url(self) -> str:
        assert self._server is not None, "start the fake first (use it as a context manager)"
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}"

    # --- the wire format --------------------------------------------------------------------------

    def answer(self, model: str, body: dict) -> tuple[int, dict]:
        if model != TITAN_V2:
            return 400, {"message": f"The provided model identifier is invalid: {model}"}
        text = body.get("inputText")
        if not isinstance(text, str) or not text:
            return 400, {"message": "Malformed input request: inputText must be a non-empty string"}
        dimensions = body.get("dimensions", 1024)
        if dimensions not in TITAN_DIMENSIONS:
            return 400, {"message": f"Malformed input request: dimensions must be one of {TITAN_DIMENSIONS}"}
        if self.fail_when is not None and (failure := self.fail_when(text)) is not None:
            status, message = failure
            return status, {"message": message}
        vector = self._vector(text, dimensions)
        norm = float(np.linalg.norm(vector))
        if body.get("normalize", True) and norm > 0:
            vector = vector / norm
        return 200, {"embedding": [float(x) for x in vector], "inputTextTokenCount": len(text.split())}

    def _vector(self, text: str, dimensions: int) -> np.ndarray:
        if self.vectors == "digest":
            seed = int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:8], "big")
            return np.random.default_rng(seed).standard_normal(dimensions)
        from dalil.embed.hashing import HashingEmbedder

        return HashingEmbedder(dimensions)._vector(text).astype(np.float64)

    def __enter__(self) -> Self:
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                match = INVOKE_PATH.match(self.path.split("?")[0])
                raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                if match is None:
                    return self._send(404, {"message": f"unknown path {self.path}"}, "UnknownOperationException")
                model = unquote(match["model"])
                try:
                    body = json.loads(raw or b"{}")
                except ValueError:
                    return self._send(400, {"message": "Malformed input request: not JSON"}, "ValidationException")
                with fake._lock:
                    fake._invocations.append(Invocation(model, body, dict(self.headers)))
                status, answer = fake.answer(model, body)
                kind = {400: "ValidationException", 429: "ThrottlingException", 500: "InternalServerException",
                        503: "ServiceUnavailableException"}.get(status, "")
                self._send(status, answer, kind)

            def _send(self, status: int, body: dict, error_type: str) -> None:
                data = json.dumps(body).encode("utf-8")
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                if status >= 400 and error_type:
                    self.send_header("x-amzn-ErrorType", error_type)
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, *args) -> None:  # quiet
                pass

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)
        self._thread.start()
        return self

    def __exit__(self, *exc) -> None:
        assert self._server is not None
        self._server.shutdown()
        self._server.server_close()
