"""The API's OpenAPI 3.1 document, generated from the same pydantic models the API Lambda validates
with and API Gateway's request models are generated from (`dalil.http.models`, `dalil.models`).

`openapi_document()` is what `dalil serve` answers at `/openapi.json` (and `docs_html()` its viewer
at `/docs`); `web/openapi.json` is the same document published beside the Ask panel, rewritten by

    python -m dalil.http.openapi web/openapi.json

(a unit test fails when the published copy is stale). OpenAPI 3.1 schemas are JSON Schema 2020-12,
so pydantic's schemas go in unchanged: there is no second, hand-kept description of a field.
"""

from __future__ import annotations

import json
import sys
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel
from pydantic.json_schema import models_json_schema

from dalil.http.models import AskRequest, ErrorBody, FeedbackAccepted, FeedbackRequest, HealthResponse, SourceDocument
from dalil.models import Response

_REF = "#/components/schemas/{model}"

_DESCRIPTION = """\
Dalil answers Arabic questions only from evidence it can cite, or declines.

`POST /ask` always answers HTTP 200 with one of four states (the `state` field):

- `answer`: grounded text whose `[E1]` markers are listed in `citations` and resolve to `sources` cards.
- `sources`: evidence exists but no answer was generated (generation unavailable or not valid): cards, no text.
- `search`: not enough evidence: `search_url` is a site-search link for the question; no text, no cards.
- `quota`: no provider capacity now: `retry_after_s` says when to retry (also sent as `Retry-After`); cards if any.

A decline that the reader's choice resolves carries `clarify`: `{kind, prompt, options}`, `kind` one of
`month` (a day without its month), `date` (a numeric date that reads more than one way), `chapter`
(a chapter the book does not have: the chapters it has), `person` (a name several saints bear: one
option per record) or `language` (write the question in Arabic; no options). Each option is
`{label, question}`: show the label, and ask `question` when it is chosen.

A question in Franco-Arabic or Egyptian colloquial is searched as Dalil read it; `searched_question`
carries that reading when it differs from the question asked. A question that is neither Arabic nor
Franco-Arabic ends in `search` with a `reason` starting `language_unsupported`.

Errors that are not one of these states have an `ErrorBody` (`error` is a code a client can switch on).
A workflow that fails or times out answers 502/504 with a safe `search` state instead.
"""

_STREAM_DESCRIPTION = """\
With `?stream=1` (where the server offers it: `dalil serve`; API Gateway answers JSON), server-sent
events, each `data` one JSON line:

- `research` `{"draft", "found", "evidence"}`: retrieval finished for a draft (counts only).
- `token` `{"text"}`: a piece of the answer, only once it passed validation and review.
- `sources` `{"citations", "sources"}`: the answer's cards, only when the source gate passed.
- `done`: the whole `Response` (the single source of truth for the state).
- `error`: an `ErrorBody` (unknown conversation, invalid question, internal failure).

A client checks the response's `Content-Type`: `application/json` means the server did not stream.
"""

# Models named in the document, each with the side of it that is on the wire.
_MODELS: tuple[tuple[type[BaseModel], Literal["validation", "serialization"]], ...] = (
    (AskRequest, "validation"),
    (FeedbackRequest, "validation"),
    (Response, "serialization"),
    (FeedbackAccepted, "serialization"),
    (HealthResponse, "serialization"),
    (SourceDocument, "serialization"),
    (ErrorBody, "serialization"),
)


def _ref(model: type[BaseModel]) -> dict[str, str]:
    return {"$ref": _REF.format(model=model.__name__)}


def _json(model: type[BaseModel], description: str) -> dict[str, Any]:
    return {"description": description, "content": {"application/json": {"schema": _ref(model)}}}


def _errors(*statuses: int) -> dict[str, Any]:
    meaning = {
        400: "The body is not valid JSON (`bad_request`).",
        403: "`dalil serve` only: a Host that is not loopback, or an Origin that is neither this server nor the configured"
        " site (`forbidden`).",
        404: "Unknown message or conversation, or an expired conversation (`not_found`).",
        405: "The path exists but not with this method (`method_not_allowed`; see `Allow`).",
        413: "The body is larger than 16 KB (`payload_too_large`).",
        415: "The body is not UTF-8 JSON sent as `application/json` (`unsupported_media_type`).",
        422: "The body does not match the schema, or the question is not one Dalil can take (`invalid_request`).",
        500: "Something failed on the server; it was logged (`internal`).",
        503: "The store is unavailable right now (`unavailable`).",
    }
    return {str(status): _json(ErrorBody, meaning[status]) for status in statuses}


def _throttled() -> dict[str, Any]:
    return {"429": _json(ErrorBody, "Throttled by API Gateway (the deployed stage only; `too_many_requests`): retry later.")}


def _paths() -> dict[str, Any]:
    return {"/ask": _ask_path(), "/feedback": _feedback_path(), "/health": _health_path(), "/sources/{doc_id}": _source_path()}


def _ask_path() -> dict[str, Any]:
    safe_search = "The workflow {what}: a safe `search` state for the question, never a stack trace."
    return {
        "post": {
            "operationId": "ask",
            "summary": "Ask a question; get an answer with citations, sources, a search link or a retry time",
            "parameters": [
                {
                    "name": "stream",
                    "in": "query",
                    "required": False,
                    "description": "`1` asks for server-sent events where the server offers them.",
                    "schema": {"type": "string", "enum": ["1"]},
                }
            ],
            "requestBody": {"required": True, "content": {"application/json": {"schema": _ref(AskRequest)}}},
            "responses": {
                "200": {
                    "description": "One of the four states. `Retry-After` accompanies `quota`.",
                    "headers": {
                        "Retry-After": {"description": "Seconds until capacity is expected (state `quota`).", "schema": {"type": "integer"}}
                    },
                    "content": {
                        "application/json": {"schema": _ref(Response)},
                        "text/event-stream": {"schema": {"type": "string", "description": _STREAM_DESCRIPTION}},
                    },
                },
                **_errors(400, 403, 404, 405, 413, 415, 422, 500),
                **_throttled(),
                "502": _json(Response, safe_search.format(what="failed")),
                "503": _json(Response, safe_search.format(what="or its backend is unavailable")),
                "504": {
                    "description": safe_search.format(what="timed out") + " Behind API Gateway, a gateway timeout"
                    " answers an `ErrorBody` (`unavailable`) instead.",
                    "content": {"application/json": {"schema": {"anyOf": [_ref(Response), _ref(ErrorBody)]}}},
                },
            },
        }
    }


def _feedback_path() -> dict[str, Any]:
    return {
        "post": {
            "operationId": "giveFeedback",
            "summary": "A thumbs up or down, with an optional category and comment, on one response's `message_id`",
            "requestBody": {"required": True, "content": {"application/json": {"schema": _ref(FeedbackRequest)}}},
            "responses": {
                "201": _json(FeedbackAccepted, "Recorded."),
                **_errors(400, 403, 404, 405, 413, 415, 422, 500, 503),
                **_throttled(),
            },
        }
    }


def _health_path() -> dict[str, Any]:
    return {
        "get": {
            "operationId": "health",
            "summary": "Liveness, the backend and how /ask is run",
            "responses": {"200": _json(HealthResponse, "The API is up.")},
        }
    }


def _source_path() -> dict[str, Any]:
    return {
        "get": {
            "operationId": "getSource",
            "summary": "The whole record a card was cut from: every chunk of `doc_id` in order, its title, library and public url",
            "parameters": [
                {
                    "name": "doc_id",
                    "in": "path",
                    "required": True,
                    "description": "A card's `doc_id`, percent-encoded (`syn:03-22#1` is `syn%3A03-22%231`).",
                    "schema": {"type": "string", "minLength": 1, "maxLength": 200},
                }
            ],
            "responses": {
                "200": _json(SourceDocument, "The record. `url` is null when it has no public page (liturgy)."),
                "404": _json(ErrorBody, "No stored record has this doc_id (`not_found`)."),
                "422": _json(ErrorBody, "Not a document id: empty, longer than 200 characters, or holding `/` or"
                             " whitespace (`invalid_request`)."),
                **_errors(403, 405, 500, 503),
                **_throttled(),
            },
        }
    }


def _version() -> str:
    try:
        return version("dalil")
    except PackageNotFoundError:  # a source tree that was never installed
        return "0"


def openapi_document() -> dict[str, Any]:
    _, top = models_json_schema(_MODELS, ref_template=_REF)
    return {
        "openapi": "3.1.0",
        "info": {
            "title": "Dalil API",
            "version": _version(),
            "description": _DESCRIPTION,
            "license": {"name": "Apache-2.0", "identifier": "Apache-2.0"},
        },
        "paths": _paths(),
        "components": {"schemas": top.get("$defs", {})},
    }


def docs_html() -> str:
    """The interactive viewer `dalil serve` shows at `/docs`: `web/docs.html` of the checkout, a
    self-contained page that renders `/openapi.json` and can send requests (no CDN, no build)."""
    page = Path(__file__).resolve().parents[3] / "web" / "docs.html"
    if page.is_file():
        return page.read_text(encoding="utf-8")
    return '<!doctype html><meta charset=utf-8><title>Dalil API</title><p><a href="openapi.json">openapi.json</a>'


def render() -> str:
    """The document as published: stable key order, UTF-8, a trailing newline."""
    return json.dumps(openapi_document(), ensure_ascii=False, indent=2) + "\n"


def main(argv: list[str] | None = None) -> None:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        raise SystemExit("usage: python -m dalil.http.openapi PATH  (e.g. web/openapi.json)")
    Path(args[0]).write_text(render(), encoding="utf-8")


if __name__ == "__main__":
    main()
