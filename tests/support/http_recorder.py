"""A loopback HTTP server that records every request, for the parts of AWS that call back over
plain HTTP: CloudFormation's pre-signed ResponseURL (the custom resource's answer) and the
OpenSearch security plugin's REST API (which the test node does not have).

    with HttpRecorder() as server:
        ... send to server.url + "/signed" ...
        bodies = server.bodies("PUT", "/signed")

Import it as `from support.http_recorder import HttpRecorder` (tests/ is on sys.path via conftest).
"""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Self

ANSWER = b'{"status":"OK","message":"done"}'  # what the security API says; CloudFormation ignores it


class HttpRecorder:
    """Records (method, path, JSON body or None) of every request and answers 200 with `ANSWER`."""

    def __init__(self) -> None:
        self.requests: list[tuple[str, str, Any]] = []

    def __enter__(self) -> Self:
        recorder = self

        class Handler(BaseHTTPRequestHandler):
            def _record(self) -> None:
                raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                recorder.requests.append((self.command, self.path, json.loads(raw) if raw else None))
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(ANSWER)))
                self.end_headers()
                self.wfile.write(ANSWER)

            do_PUT = do_GET = do_POST = do_HEAD = do_DELETE = _record

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        return self

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}"

    def bodies(self, method: str, path: str) -> list[Any]:
        return [body for m, p, body in self.requests if m == method and p == path]

    def __exit__(self, *exc: Any) -> None:
        self.server.shutdown()
        self.server.server_close()
