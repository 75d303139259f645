"""The API Lambda never crashes on the shape of an event: every field API Gateway fills in
(`headers`, `multiValueHeaders`, `queryStringParameters`, `requestContext`, `isBase64Encoded`, ...)
may arrive as a list, a string, a number or null, and the answer is still an HTTP response (the
route's own, or a 400), never a Lambda error."""

from __future__ import annotations

import json
from typing import Any

import pytest

from dalil.http.lambda_adapter import to_proxy_event
from dalil.workflow.invoke import invoke_event

WRONG_SHAPES: list[Any] = [["Content-Type", "application/json"], "Content-Type: application/json", 7, True, None,
                           {"Content-Type": ["application/json"]}, {"X": {"nested": 1}}, {7: "x"}]
FIELDS = ["headers", "multiValueHeaders", "queryStringParameters", "multiValueQueryStringParameters",
          "requestContext", "isBase64Encoded", "pathParameters", "stageVariables"]


@pytest.fixture(autouse=True)
def _fresh_settings(monkeypatch: pytest.MonkeyPatch):
    from dalil.settings import get_settings

    monkeypatch.setenv("POWERTOOLS_METRICS_NAMESPACE", "Dalil")
    get_settings.cache_clear()
    yield
    get_settings.cache_clear()


@pytest.mark.parametrize("field", FIELDS)
@pytest.mark.parametrize("shape", WRONG_SHAPES, ids=lambda shape: type(shape).__name__ + str(len(str(shape))))
def test_a_field_of_the_wrong_shape_is_an_http_answer(field: str, shape: Any) -> None:
    event = to_proxy_event("GET", "/nowhere", {"Origin": "https://site.example"}, b"")
    event[field] = shape
    result = invoke_event("api", event)
    assert "statusCode" in result, result
    assert result["statusCode"] in (400, 404)
    assert json.loads(result["body"])["error"] in ("bad_request", "not_found")
