"""A loopback HTTP server that speaks the Gemini and OpenRouter wire formats, for tests.

It binds 127.0.0.1 on a free port, records every request (path, headers, JSON body) and answers
each model from its own script of replies, in order. A model with no reply left gets a 500 whose
message says so, which a test sees as an unexpected call.

    with LoopbackProviders() as server:
        server.script("gemini-a", gemini_answer({"status": "answered", "answer": "… [E1]", "cited_ids": ["E1"]}))
        server.script("openrouter/fallback", openrouter_answer({...}))
        ... settings with gemini_base_url=server.base_url, openrouter_base_url=server.base_url ...
        assert server.calls() == ["gemini:gemini-a"]

Import it as `from support.loopback_providers import ...` (tests/ is on sys.path via conftest).
"""

from __future__ import annotations

import json
import re
import threading
import time
from collections import defaultdict, deque
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from collections.abc import Callable
from typing import Any

from dalil.text.support import term_set

GEMINI_PATH = re.compile(r"^/v1beta/models/(?P<model>[^/:]+):generateContent$")
OPENROUTER_PATH = "/api/v1/chat/completions"


@dataclass(frozen=True)
class Reply:
    status: int = 200
    body: Any = None  # JSON-serialized unless `raw` is given
    raw: bytes | None = None  # sent as is (a truncated body, an HTML error page)
    delay_s: float = 0.0  # wait before answering (a slow provider)
    headers: dict[str, str] = field(default_factory=dict)
    # Build the real reply from the request (an "echo" model that quotes the evidence it was sent).
    respond: Callable[[RecordedRequest], Reply] | None = None


@dataclass(frozen=True)
class RecordedRequest:
    provider: str  # "gemini", "openrouter" or "unknown"
    model: str
    path: str
    headers: dict[str, str]  # lower-case names
    body: Any  # decoded JSON, or None

    def prompt_text(self) -> str:
        """Everything the model would read: system text and user text, in either format."""
        body = self.body or {}
        if self.provider == "gemini":
            parts = [p.get("text", "") for p in (body.get("systemInstruction") or {}).get("parts", [])]
            for content in body.get("contents", []):
                parts += [p.get("text", "") for p in content.get("parts", [])]
            return "\n".join(parts)
        return "\n".join(str(m.get("content", "")) for m in body.get("messages", []))

    def evidence_lines(self) -> dict[str, str]:
        """E-id -> excerpt, read back from the `[E1] excerpt` lines of the prompt."""
        found: dict[str, str] = {}
        for line in self.prompt_text().splitlines():
            match = re.match(r"^\[(E\d+)\] (.*)$", line)
            if match:
                found[match.group(1)] = match.group(2)
        return found

    def evidence_blocks(self) -> dict[str, str]:
        """E-id -> the whole excerpt: its `[E1] …` line and the lines that follow it up to the next
        label (an excerpt of several verses or paragraphs keeps its line breaks in the prompt)."""
        found: dict[str, list[str]] = {}
        current: list[str] | None = None
        for line in self.prompt_text().splitlines():
            match = re.match(r"^\[(E\d+)\] (.*)$", line)
            if match:
                current = found.setdefault(match.group(1), [])
                current.append(match.group(2))
            elif line.startswith("</evidence>"):
                current = None
            elif current is not None:
                current.append(line)
        return {label: "\n".join(lines) for label, lines in found.items()}

    def question(self) -> str:
        match = re.search(r"<question>(.*?)</question>", self.prompt_text(), re.S)
        return match.group(1) if match else ""

    def cited_id_enum(self) -> list[str]:
        body = self.body or {}
        if self.provider == "gemini":
            schema = body["generationConfig"]["responseSchema"]
        else:
            schema = body["response_format"]["json_schema"]["schema"]
        return list(schema["properties"]["cited_ids"]["items"]["enum"])


# --- replies in each provider's real wire format ----------------------------------------------


def _text(payload: dict[str, Any] | str) -> str:
    return payload if isinstance(payload, str) else json.dumps(payload, ensure_ascii=False)


def gemini_answer(
    payload: dict[str, Any] | str,
    *,
    finish_reason: str = "STOP",
    prompt_tokens: int = 120,
    output_tokens: int = 40,
    delay_s: float = 0.0,
) -> Reply:
    return Reply(
        body={
            "candidates": [
                {
                    "content": {"role": "model", "parts": [{"text": _text(payload)}]},
                    "finishReason": finish_reason,
                    "index": 0,
                }
            ],
            "usageMetadata": {
                "promptTokenCount": prompt_tokens,
                "candidatesTokenCount": output_tokens,
                "totalTokenCount": prompt_tokens + output_tokens,
            },
            "modelVersion": "loopback",
        },
        delay_s=delay_s,
    )


def gemini_error(status: int, grpc_status: str, message: str, details: list[dict[str, Any]] | None = None) -> Reply:
    error: dict[str, Any] = {"code": status, "message": message, "status": grpc_status}
    if details:
        error["details"] = details
    return Reply(status=status, body={"error": error})


def gemini_daily_quota(model: str) -> Reply:
    return gemini_error(
        429,
        "RESOURCE_EXHAUSTED",
        f"You exceeded your current quota. Quota exceeded for metric: generate_content_free_tier_requests, model: {model}",
        [
            {
                "@type": "type.googleapis.com/google.rpc.QuotaFailure",
                "violations": [
                    {
                        "quotaMetric": "generativelanguage.googleapis.com/generate_content_free_tier_requests",
                        "quotaId": "GenerateRequestsPerDayPerProjectPerModel-FreeTier",
                        "quotaDimensions": {"location": "global", "model": model},
                        "quotaValue": "250",
                    }
                ],
            },
            {"@type": "type.googleapis.com/google.rpc.RetryInfo", "retryDelay": "36s"},
        ],
    )


def gemini_minute_rate_limit(model: str, retry_s: int = 17) -> Reply:
    return gemini_error(
        429,
        "RESOURCE_EXHAUSTED",
        "You exceeded your current quota.",
        [
            {
                "@type": "type.googleapis.com/google.rpc.QuotaFailure",
                "violations": [
                    {
                        "quotaMetric": "generativelanguage.googleapis.com/generate_content_free_tier_requests",
                        "quotaId": "GenerateRequestsPerMinutePerProjectPerModel-FreeTier",
                        "quotaDimensions": {"location": "global", "model": model},
                        "quotaValue": "10",
                    }
                ],
            },
            {"@type": "type.googleapis.com/google.rpc.RetryInfo", "retryDelay": f"{retry_s}s"},
        ],
    )


def openrouter_answer(
    payload: dict[str, Any] | str,
    *,
    model: str = "google/gemini-2.5-flash",
    finish_reason: str = "stop",
    prompt_tokens: int = 130,
    completion_tokens: int = 45,
    delay_s: float = 0.0,
) -> Reply:
    return Reply(
        body={
            "id": "gen-loopback",
            "object": "chat.completion",
            "created": int(time.time()),
            "model": model,
            "provider": "Google",
            "choices": [
                {
                    "index": 0,
                    "message": {"role": "assistant", "content": _text(payload)},
                    "finish_reason": finish_reason,
                    "native_finish_reason": "STOP" if finish_reason == "stop" else finish_reason.upper(),
                }
            ],
            "usage": {
                "prompt_tokens": prompt_tokens,
                "completion_tokens": completion_tokens,
                "total_tokens": prompt_tokens + completion_tokens,
            },
        },
        delay_s=delay_s,
    )


def openrouter_error(
    code: int,
    message: str,
    *,
    http_status: int | None = None,
    metadata: dict[str, Any] | None = None,
    retry_after_s: int | None = None,
) -> Reply:
    """`http_status=200` gives the error-inside-a-200 shape OpenRouter uses once a model has started."""
    error: dict[str, Any] = {"code": code, "message": message}
    if metadata:
        error["metadata"] = metadata
    headers = {"Retry-After": str(retry_after_s)} if retry_after_s is not None else {}
    return Reply(status=code if http_status is None else http_status, body={"error": error}, headers=headers)


def _echo_payload(request: RecordedRequest, cite: str | None) -> dict[str, Any]:
    lines = request.evidence_lines()
    if not lines:
        return {"status": "insufficient_evidence", "answer": "", "cited_ids": []}
    first_id, excerpt = next(iter(lines.items()))
    sentence = re.split(r"(?<=[.؟!])\s", excerpt.strip(), maxsplit=1)[0].rstrip(".؟! ")
    used = cite or first_id
    return {"status": "answered", "answer": f"{sentence} [{used}].", "cited_ids": [used]}


def _answering_payload(request: RecordedRequest, cite: str | None) -> dict[str, Any]:
    """The evidence sentence that shares the most of the question's terms, quoted and cited: what
    an honest model writes, so the answer answers the question ("لماذا …" gets the sentence that
    gives the reason, not whichever sentence the first excerpt opens with)."""
    asked = term_set(request.question())
    best: tuple[int, int, str, str] | None = None  # (shared terms, -order, label, sentence)
    order = 0
    for label, excerpt in request.evidence_blocks().items():
        for sentence in re.split(r"(?<=[.؟!])\s+|\n+", excerpt):
            sentence = sentence.strip().rstrip(".؟! ")
            if not sentence:
                continue
            order += 1
            candidate = (len(asked & term_set(sentence)), -order, label, sentence)
            if best is None or candidate[:2] > best[:2]:
                best = candidate
    if best is None:
        return {"status": "insufficient_evidence", "answer": "", "cited_ids": []}
    _, _, label, sentence = best
    used = cite or label
    return {"status": "answered", "answer": f"{sentence} [{used}].", "cited_ids": [used]}


def gemini_answering(cite: str | None = None) -> Reply:
    """A Gemini model that answers with the evidence sentence closest to the question (by shared
    terms), citing its id (or `cite`, e.g. "E99", to play a model that invents an id)."""
    return Reply(respond=lambda request: gemini_answer(_answering_payload(request, cite)))


def openrouter_answering(cite: str | None = None) -> Reply:
    return Reply(respond=lambda request: openrouter_answer(_answering_payload(request, cite), model=request.model))


def gemini_echo(cite: str | None = None) -> Reply:
    """A Gemini model that answers any request with the first sentence of its first evidence,
    citing that id (or `cite`, e.g. "E99", to play a model that invents an id)."""
    return Reply(respond=lambda request: gemini_answer(_echo_payload(request, cite)))


def openrouter_echo(cite: str | None = None) -> Reply:
    return Reply(respond=lambda request: openrouter_answer(_echo_payload(request, cite), model=request.model))


# A redraft's prompt after a refused draft (answer/prompt.py) opens its list of problems with this.
REDRAFT_NOTE = "A review of an earlier draft found these problems"


def is_redraft(request: RecordedRequest) -> bool:
    return REDRAFT_NOTE in request.prompt_text()


def _bent_payload(request: RecordedRequest) -> dict[str, Any]:
    """The echo's sentence with a year its excerpt never states: a claim check refuses it
    (`foreign_detail`), as it refuses a model that adds what the passage does not say."""
    payload = _echo_payload(request, None)
    if payload["status"] != "answered":
        return payload
    sentence, _, marker = payload["answer"].rpartition(" [")
    return {**payload, "answer": f"{sentence} منذ عام 1234 [{marker}"}


def gemini_bent(*, mended: bool = False) -> Reply:
    """A Gemini model whose draft bends its cited sentence (a year the passage does not hold); on a
    redraft it writes the same bent draft again, or (`mended`) the echo's verbatim sentence."""
    return Reply(respond=lambda request: gemini_answer(
        _echo_payload(request, None) if mended and is_redraft(request) else _bent_payload(request)
    ))


# --- the server ---------------------------------------------------------------------------------


class _Handler(BaseHTTPRequestHandler):
    server: _Server
    protocol_version = "HTTP/1.1"

    def log_message(self, format: str, *args: Any) -> None:  # keep test output clean
        pass

    def do_POST(self) -> None:
        length = int(self.headers.get("content-length") or 0)
        raw = self.rfile.read(length) if length else b""
        try:
            body = json.loads(raw) if raw else None
        except ValueError:
            body = None
        provider, model = "unknown", ""
        match = GEMINI_PATH.match(self.path)
        if match:
            provider, model = "gemini", match.group("model")
        elif self.path == OPENROUTER_PATH:
            provider, model = "openrouter", str((body or {}).get("model", ""))
        recorded = RecordedRequest(
            provider=provider,
            model=model,
            path=self.path,
            headers={name.lower(): value for name, value in self.headers.items()},
            body=body,
        )
        reply = self.server.owner._next_reply(recorded)
        if reply.respond is not None:
            reply = reply.respond(recorded)
        if reply.delay_s:
            time.sleep(reply.delay_s)
        payload = reply.raw if reply.raw is not None else json.dumps(reply.body, ensure_ascii=False).encode()
        try:
            self.send_response(reply.status)
            self.send_header("content-type", "application/json; charset=utf-8")
            self.send_header("content-length", str(len(payload)))
            for name, value in reply.headers.items():
                self.send_header(name, value)
            self.end_headers()
            self.wfile.write(payload)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the client gave up (a timeout scenario)


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    block_on_close = False  # a sleeping "slow provider" thread must not hold up shutdown
    owner: LoopbackProviders


class LoopbackProviders:
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._scripts: dict[str, deque[Reply]] = defaultdict(deque)
        self._always: dict[str, Reply] = {}
        self.requests: list[RecordedRequest] = []
        self._server = _Server(("127.0.0.1", 0), _Handler)
        self._server.owner = self
        self._thread = threading.Thread(
            target=self._server.serve_forever, kwargs={"poll_interval": 0.05}, name="loopback-providers", daemon=True
        )

    @property
    def base_url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}"

    def start(self) -> LoopbackProviders:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._server.shutdown()
        self._server.server_close()

    def __enter__(self) -> LoopbackProviders:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def script(self, model: str, *replies: Reply) -> None:
        """Queue replies for one model (a Gemini model name, or the OpenRouter `model` field)."""
        with self._lock:
            self._scripts[model].extend(replies)

    def always(self, model: str, reply: Reply) -> None:
        """The reply for every request to `model` once its script (if any) is used up."""
        with self._lock:
            self._always[model] = reply

    def _next_reply(self, recorded: RecordedRequest) -> Reply:
        with self._lock:
            self.requests.append(recorded)
            queue = self._scripts.get(recorded.model)
            if queue:
                return queue.popleft()
            if recorded.model in self._always:
                return self._always[recorded.model]
        if recorded.provider == "gemini":
            return gemini_error(500, "INTERNAL", f"loopback: no reply scripted for {recorded.model}")
        return openrouter_error(500, f"loopback: no reply scripted for {recorded.model or recorded.path}")

    def calls(self) -> list[str]:
        """`provider:model` of every request, in arrival order."""
        with self._lock:
            return [f"{r.provider}:{r.model}" for r in self.requests]

    def remaining(self) -> dict[str, int]:
        with self._lock:
            return {model: len(queue) for model, queue in self._scripts.items() if queue}


# --- a standalone server, for a manual or subprocess check of `dalil ask` ----------------------


def main(argv: list[str] | None = None) -> None:
    """Serve echo models until interrupted; print the base url, then one JSON line per request.

        python tests/support/loopback_providers.py --gemini-model gemini-2.5-flash \
            --openrouter-model google/gemini-2.5-flash [--hallucinate]
    """
    import argparse
    import sys

    parser = argparse.ArgumentParser(description=main.__doc__)
    parser.add_argument("--gemini-model", action="append", default=[])
    parser.add_argument("--openrouter-model", action="append", default=[])
    parser.add_argument("--hallucinate", action="store_true", help="cite E99, an id never supplied")
    args = parser.parse_args(argv)
    cite = "E99" if args.hallucinate else None
    server = LoopbackProviders()
    for model in args.gemini_model:
        server.always(model, gemini_echo(cite))
    for model in args.openrouter_model:
        server.always(model, openrouter_echo(cite))
    server.start()
    print(json.dumps({"base_url": server.base_url}), flush=True)
    seen = 0
    try:
        while True:
            time.sleep(0.05)
            with server._lock:
                fresh = server.requests[seen:]
            for request in fresh:
                print(json.dumps({"provider": request.provider, "model": request.model, "path": request.path}), flush=True)
            seen += len(fresh)
    except KeyboardInterrupt:
        pass
    finally:
        server.stop()
        sys.stdout.flush()


if __name__ == "__main__":
    main()
