"""Plain request and response values the routes see: no framework types, so the API Lambda and
`dalil serve` run the very same route code."""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class HttpRequest:
    method: str
    path: str
    headers: dict[str, str] = field(default_factory=dict)  # names lower-cased
    query: dict[str, str] = field(default_factory=dict)
    body: bytes = b""
    # When the edge received the request (epoch seconds): the request's time budget starts here.
    received_at: float = field(default_factory=time.time)

    def header(self, name: str, default: str = "") -> str:
        return self.headers.get(name.lower(), default)


@dataclass
class HttpResponse:
    status: int
    body: bytes = b""
    headers: dict[str, str] = field(default_factory=dict)

    @classmethod
    def json(cls, status: int, data: Any, headers: dict[str, str] | None = None) -> HttpResponse:
        body = json.dumps(data, ensure_ascii=False).encode("utf-8")
        return cls(status, body, {"Content-Type": "application/json; charset=utf-8", **(headers or {})})

    def text(self) -> str:
        return self.body.decode("utf-8")


class HttpProblem(Exception):
    """A request the edge refuses, with its status and the `ErrorBody` code and sentence."""

    def __init__(self, status: int, code: str, message: str, details: list[dict[str, Any]] | None = None,
                 headers: dict[str, str] | None = None) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.details = details
        self.headers = headers or {}
