"""API Gateway REST (v1) proxy events <-> the shared routes. Anything malformed in the event itself
(no method or path, a body that is not a string, bad base64) is a 400, never a KeyError."""

from __future__ import annotations

import base64
import binascii
import time
import uuid
from collections.abc import Mapping
from typing import Any
from urllib.parse import parse_qsl, urlsplit

from dalil.http.app import Api
from dalil.http.messages import HttpRequest, HttpResponse
from dalil.http.responses import error_response
from dalil.models import MAX_BODY_BYTES

# API Gateway accepts up to 10 MB; a question needs a few KB. A base64 body is decoded only when
# its encoded length could hold at most this much.
_MAX_ENCODED = MAX_BODY_BYTES * 4 // 3 + 8


def _mapping(event: Mapping[str, Any], field: str) -> Mapping[Any, Any]:
    """An event field that should be an object; any other shape (a list, a string, a number) is
    read as absent: the event's shape is the sender's, never a reason to crash."""
    value = event.get(field)
    return value if isinstance(value, Mapping) else {}


def _lower_headers(event: Mapping[str, Any]) -> dict[str, str]:
    headers: dict[str, str] = {}
    for name, values in _mapping(event, "multiValueHeaders").items():
        if isinstance(name, str) and isinstance(values, list) and values:
            headers[name.lower()] = ", ".join(str(v) for v in values)
    for name, value in _mapping(event, "headers").items():
        if isinstance(name, str) and value is not None:
            headers[name.lower()] = str(value)
    return headers


def request_from_event(event: Any) -> HttpRequest | HttpResponse:
    """The request an event carries, or the 4xx response for an event that carries none."""
    if not isinstance(event, Mapping):
        return error_response(400, "bad_request", "The event is not an API Gateway proxy event.")
    method, path = event.get("httpMethod"), event.get("path")
    if not isinstance(method, str) or not isinstance(path, str) or not method or not path.startswith("/"):
        return error_response(400, "bad_request", "The event has no httpMethod and path (not an API Gateway proxy event).")
    raw = event.get("body")
    if raw is None:
        body = b""
    elif not isinstance(raw, str):
        return error_response(400, "bad_request", "The event body must be a string.")
    elif event.get("isBase64Encoded"):
        if len(raw) > _MAX_ENCODED:
            return error_response(413, "payload_too_large", f"The request body is larger than the limit of {MAX_BODY_BYTES} bytes.")
        try:
            body = base64.b64decode(raw, validate=True)
        except (binascii.Error, ValueError):
            return error_response(400, "bad_request", "The event body is not valid base64.")
    else:
        body = raw.encode("utf-8", errors="surrogatepass")
    if len(body) > MAX_BODY_BYTES:
        return error_response(413, "payload_too_large", f"The request body is {len(body)} bytes; the limit is {MAX_BODY_BYTES}.")
    query = _mapping(event, "queryStringParameters")
    return HttpRequest(
        method=method.upper(),
        path=path,
        headers=_lower_headers(event),
        query={str(k): str(v) for k, v in query.items()},
        body=body,
        received_at=received_at(event, time.time()),
    )


# A gateway receipt older than this is not believed (a replayed or hand-made event): the function's
# own receipt is used instead.
_OLDEST_RECEIPT_S = 60.0


def received_at(event: Mapping[str, Any], now: float) -> float:
    """When API Gateway received the request (`requestContext.requestTimeEpoch`, ms): its 29 s
    integration limit counts from there, through this function's cold start. `now` when the event
    has no believable receipt time."""
    context = event.get("requestContext")
    epoch_ms = context.get("requestTimeEpoch") if isinstance(context, Mapping) else None
    if isinstance(epoch_ms, bool) or not isinstance(epoch_ms, (int, float)):
        return now
    at = epoch_ms / 1000
    return at if now - _OLDEST_RECEIPT_S <= at <= now else now


def proxy_result(response: HttpResponse) -> dict[str, Any]:
    headers = dict(response.headers)
    try:
        return {
            "statusCode": response.status,
            "headers": headers,
            "multiValueHeaders": {name: [value] for name, value in headers.items()},
            "body": response.body.decode("utf-8"),
            "isBase64Encoded": False,
        }
    except UnicodeDecodeError:
        return {
            "statusCode": response.status,
            "headers": headers,
            "multiValueHeaders": {name: [value] for name, value in headers.items()},
            "body": base64.b64encode(response.body).decode("ascii"),
            "isBase64Encoded": True,
        }


def handle_event(api: Api, event: Any) -> dict[str, Any]:
    parsed = request_from_event(event)
    if isinstance(parsed, HttpResponse):
        # Refused before routing (413, a malformed event): the site may still read why.
        headers = _lower_headers(event) if isinstance(event, Mapping) else {}
        return proxy_result(api.with_cors(HttpRequest(method="POST", path="/", headers=headers), parsed))
    return proxy_result(api.handle(parsed))


def to_proxy_event(method: str, raw_path: str, headers: dict[str, str], body: bytes) -> dict[str, Any]:
    """An API Gateway REST (v1) proxy event, as the `api` Lambda receives it behind API Gateway
    (for tests and local harnesses)."""
    parts = urlsplit(raw_path)
    query = dict(parse_qsl(parts.query, keep_blank_values=True))
    try:
        text: str | None = body.decode("utf-8") if body else None
        is_base64 = False
    except UnicodeDecodeError:
        text, is_base64 = base64.b64encode(body).decode("ascii"), True
    return {
        "resource": parts.path,
        "path": parts.path,
        "httpMethod": method,
        "headers": headers,
        "multiValueHeaders": {name: [value] for name, value in headers.items()},
        "queryStringParameters": query or None,
        "multiValueQueryStringParameters": {k: [v] for k, v in query.items()} or None,
        "pathParameters": None,
        "stageVariables": None,
        "requestContext": {
            "resourcePath": parts.path,
            "httpMethod": method,
            "path": f"/local{parts.path}",
            "stage": "local",
            "requestId": str(uuid.uuid4()),
            "requestTimeEpoch": int(time.time() * 1000),
            "identity": {"sourceIp": "127.0.0.1", "userAgent": headers.get("User-Agent", "")},
            "accountId": "000000000000",
            "apiId": "local",
            "protocol": "HTTP/1.1",
        },
        "body": text,
        "isBase64Encoded": is_base64,
    }
