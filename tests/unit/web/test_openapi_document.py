"""The OpenAPI document: valid OpenAPI 3.1, built from the models the gateway and the routes use,
and published (web/openapi.json) exactly as generated."""

from __future__ import annotations

import json
from pathlib import Path

from openapi_spec_validator import validate

from dalil.http.models import AskRequest, ErrorBody, FeedbackRequest
from dalil.http.openapi import docs_html, openapi_document, render
from dalil.models import Response

REPO_ROOT = Path(__file__).resolve().parents[3]
PUBLISHED = REPO_ROOT / "web" / "openapi.json"


def test_the_document_is_valid_openapi_3_1() -> None:
    document = openapi_document()
    validate(document)  # raises on any schema or reference error
    assert document["openapi"] == "3.1.0"
    assert set(document["paths"]) == {"/ask", "/feedback", "/health", "/sources/{doc_id}"}


def test_request_bodies_are_the_models_api_gateway_validates_with() -> None:
    # infra/stacks/api.py converts `Model.model_json_schema()` into the gateway's request models:
    # the document states the very same schemas, so the three can never disagree.
    schemas = openapi_document()["components"]["schemas"]
    assert schemas["AskRequest"] == AskRequest.model_json_schema()
    assert schemas["FeedbackRequest"] == FeedbackRequest.model_json_schema()
    ask = openapi_document()["paths"]["/ask"]["post"]
    assert ask["requestBody"]["content"]["application/json"]["schema"] == {"$ref": "#/components/schemas/AskRequest"}


def test_responses_name_the_four_states_and_the_error_codes() -> None:
    schemas = openapi_document()["components"]["schemas"]
    assert schemas["Response"]["properties"]["state"]["enum"] == ["answer", "sources", "search", "quota"]
    assert schemas["ErrorBody"]["properties"]["error"]["enum"] == list(ErrorBody.model_fields["error"].annotation.__args__)
    ok = openapi_document()["paths"]["/ask"]["post"]["responses"]["200"]["content"]
    assert set(ok) == {"application/json", "text/event-stream"}
    assert set(Response.model_fields) <= set(schemas["Response"]["properties"])


def test_the_published_copy_is_current() -> None:
    published = PUBLISHED.read_text(encoding="utf-8")
    assert published == render(), "web/openapi.json is stale: run `python -m dalil.http.openapi web/openapi.json`"
    assert json.loads(published) == openapi_document()


def test_the_viewer_is_the_self_contained_page_in_web() -> None:
    page = docs_html()
    assert page == (REPO_ROOT / "web" / "docs.html").read_text(encoding="utf-8")
    # Nothing is fetched from elsewhere: no external scripts, styles or fonts.
    assert "<script src" not in page and "<link" not in page and "@import" not in page and "https://" not in page
