"""Server-sent events for one question: `research`, `token`, `sources`, `done`.

- `research` (one per draft, as retrieval finishes): `{"draft", "evidence", "found"}`; counts only,
  never the retrieved chunks or the writer's context.
- `token`: pieces of the answer text, sent only once the answer has passed validation, the
  religious gate and the critic (an unreviewed draft is never streamed; a rejected one never
  existed as far as the client knows).
- `sources`: the answer's source cards, sent only when the source gate passed (state `answer`).
  A failed review emits no `sources` event; the explicit `sources` state (evidence without an
  answer) arrives in `done` only.
- `done`: the whole docs/DESIGN.md §4 response object, the single source of truth for the state.
- `error`: a `DalilError` (unknown conversation, invalid question) as `{"error", "message"}`.

Wiring (`dalil serve`, `POST /ask?stream=1`): respond `200` with `Content-Type:
text/event-stream`, `Cache-Control: no-cache`, and write each string `ask_events(...)` yields,
flushing after each. The workflow runs in a worker thread so `research` arrives while the writer
works.
"""

from __future__ import annotations

import json
import logging
import queue
import re
import threading
from collections.abc import Iterator
from typing import Any

from dalil.errors import UNAVAILABLE, DalilError, client_view
from dalil.settings import Settings, get_settings

log = logging.getLogger("dalil.streaming")
__all__ = ["EVENTS", "UNAVAILABLE", "ask_events", "sse"]
EVENTS = ("research", "token", "sources", "done", "error")
_TOKEN = re.compile(r"\S+\s*")  # whitespace-delimited pieces; markers like [E1] stay whole


def sse(event: str, data: Any) -> str:
    """One SSE frame; JSON data on one line (no raw newlines can break the frame)."""
    return f"event: {event}\ndata: {json.dumps(data, ensure_ascii=False)}\n\n"


def ask_events(
    question: str,
    conversation_id: str | None = None,
    libraries: list[str] | None = None,
    settings: Settings | None = None,
    new_conversation: bool = False,
    token_chars: int = 24,
) -> Iterator[str]:
    from dalil.workflow.local import run_traced

    settings = settings or get_settings()
    frames: queue.Queue[tuple[str, Any]] = queue.Queue()

    def observe(step: str, state: dict[str, Any]) -> None:
        if step == "retrieve":
            frames.put(("research", {"draft": state.get("draft", 1), "found": bool(state["has_evidence"]),
                                     "evidence": len(state.get("evidence") or [])}))

    def work() -> None:
        try:
            run = run_traced(
                question, conversation_id, libraries, settings, new_conversation=new_conversation, observe=observe
            )
            frames.put(("result", run.response))
        except DalilError as error:
            status, code, message = client_view(error)
            if status >= 500:  # a store, search or provider failure: its own sentence may name a file or a backend
                log.error("streamed ask failed: backend unavailable", exc_info=True)
            frames.put(("error", {"error": code, "message": message}))
        except Exception:  # noqa: BLE001 - the stream must end with a frame, never hang
            log.exception("streamed ask failed")
            frames.put(("error", {"error": "internal", "message": "Something went wrong on our side."}))

    worker = threading.Thread(target=work, name="dalil-ask-stream", daemon=True)
    worker.start()
    while True:
        kind, data = frames.get()
        if kind == "research":
            yield sse("research", data)
            continue
        if kind == "error":
            yield sse("error", data)
            return
        response = data
        if response.state == "answer" and response.answer:
            yield from (sse("token", {"text": piece}) for piece in _pieces(response.answer, token_chars))
            yield sse("sources", {"citations": [c.model_dump(mode="json") for c in response.citations],
                                  "sources": [s.model_dump(mode="json") for s in response.sources]})
        yield sse("done", response.model_dump(mode="json"))
        return


def _pieces(text: str, size: int) -> Iterator[str]:
    piece = ""
    for word in _TOKEN.findall(text):
        piece += word
        if len(piece) >= size:
            yield piece
            piece = ""
    if piece:
        yield piece


def parse_sse(stream: str) -> list[tuple[str, Any]]:
    """(event, data) pairs of an SSE text, for clients and tests."""
    events: list[tuple[str, Any]] = []
    for frame in stream.strip().split("\n\n"):
        fields = dict(line.split(": ", 1) for line in frame.splitlines() if ": " in line)
        if "event" in fields:
            events.append((fields["event"], json.loads(fields.get("data", "null"))))
    return events
