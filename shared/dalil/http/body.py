"""Reading a JSON request body defensively: JSON media type only (415), a byte cap (413), strict
UTF-8, bounded nesting and bounded numbers (400), then the typed model (422, never echoing input)."""

from __future__ import annotations

import json
import math
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from dalil.http.messages import HttpProblem, HttpRequest
from dalil.models import MAX_BODY_BYTES

Model = TypeVar("Model", bound=BaseModel)

MAX_DEPTH = 16  # our bodies are two levels deep
MAX_NUMBER_CHARS = 32  # a 5,000-digit integer costs quadratic time to parse; no field needs more


def require_json(request: HttpRequest) -> None:
    media, _, params = request.header("content-type").partition(";")
    media = media.strip().lower()
    if media != "application/json" and not (media.startswith("application/") and media.endswith("+json")):
        raise HttpProblem(415, "unsupported_media_type", "Send the body as JSON with Content-Type: application/json.")
    charsets = [p.split("=", 1)[1].strip().strip('"').lower() for p in params.split(";") if p.strip().lower().startswith("charset=")]
    charset = charsets[0] if charsets else "utf-8"
    if charset not in ("utf-8", "utf8"):
        raise HttpProblem(415, "unsupported_media_type", "JSON bodies are UTF-8; other charsets are not accepted.")


def _depth(text: str) -> int:
    """The deepest [/{ nesting outside strings (checked before json.loads, which would recurse)."""
    depth = deepest = 0
    in_string = escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            deepest = max(deepest, depth)
            if deepest > MAX_DEPTH:
                return deepest
        elif char in "]}":
            depth -= 1
    return deepest


def _number(kind: type) -> Any:
    def parse(text: str) -> Any:
        if len(text) > MAX_NUMBER_CHARS:
            raise ValueError(f"a number of {len(text)} characters")
        value = kind(text)
        if kind is float and not math.isfinite(value):
            raise ValueError("a number out of range")
        return value

    return parse


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def parse_json(request: HttpRequest) -> Any:
    require_json(request)
    if len(request.body) > MAX_BODY_BYTES:
        raise HttpProblem(413, "payload_too_large", f"The request body is {len(request.body)} bytes; the limit is {MAX_BODY_BYTES}.")
    try:
        text = request.body.decode("utf-8")
    except UnicodeDecodeError:
        raise HttpProblem(400, "bad_request", "The request body is not valid JSON (it is not UTF-8).") from None
    if _depth(text) > MAX_DEPTH:
        raise HttpProblem(400, "bad_request", f"The request body is not valid JSON for this API (nested deeper than {MAX_DEPTH}).")
    try:
        return json.loads(text, parse_int=_number(int), parse_float=_number(float), parse_constant=_no_constant)
    except (ValueError, RecursionError) as error:
        detail = error.msg if isinstance(error, json.JSONDecodeError) else str(error)
        raise HttpProblem(400, "bad_request", f"The request body is not valid JSON ({detail}).") from None


def parse_body(request: HttpRequest, model: type[Model]) -> Model:
    data = parse_json(request)
    try:
        return model.model_validate(data)
    except ValidationError as error:
        # Never echo the input back: it can be long, and it is the client's own text anyway.
        details = [
            {"field": ".".join(str(part) for part in problem.get("loc", ())), "problem": problem.get("msg", "")}
            for problem in error.errors()
        ]
        summary = "; ".join(f"{d['field'] or 'body'}: {d['problem']}" for d in details)
        raise HttpProblem(422, "invalid_request", f"The request is not valid: {summary}.", details) from None
