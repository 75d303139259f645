"""Every file in events/ runs through `dalil.workflow.invoke.invoke` (what `dalil invoke` calls) on the
embedded default: a real SQLite store built from the bundled demo corpus, the offline extractive
provider, the hashing embedder. Malformed and oversized events end in a safe state, never a traceback."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from dalil.workflow.invoke import InvalidEvent, UnknownFunction, invoke

REPO_ROOT = Path(__file__).resolve().parents[3]
EVENTS = REPO_ROOT / "events"
# Which function an event folder feeds; the workflow's input is the retrieval function's input.
FUNCTION_OF_FOLDER = {"api": "api", "retrieval": "retrieval", "generation": "generation", "validation": "validation", "workflow": "retrieval"}


@pytest.fixture
def embedded(demo_store: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    from dalil.settings import get_settings

    monkeypatch.setenv("DALIL_STORE", str(demo_store))
    monkeypatch.setenv("DALIL_EMBEDDER", "hashing")
    monkeypatch.setenv("DALIL_PROVIDER", "extractive")
    monkeypatch.setenv("POWERTOOLS_TRACE_DISABLED", "true")
    get_settings.cache_clear()
    return demo_store


def body(result: dict[str, Any]) -> dict[str, Any]:
    return json.loads(result["body"])


def http(status: int, check: Callable[[dict[str, Any]], bool] = lambda b: True) -> Callable[[dict[str, Any]], None]:
    def expect(result: dict[str, Any]) -> None:
        assert result["statusCode"] == status, result
        assert "Traceback" not in result["body"]
        assert check(body(result)), result["body"]

    return expect


def lambda_error(error_type: str) -> Callable[[dict[str, Any]], None]:
    def expect(result: dict[str, Any]) -> None:
        assert result.get("errorType") == error_type, result
        assert "Traceback" not in result["errorMessage"]

    return expect


def has(check: Callable[[dict[str, Any]], bool]) -> Callable[[dict[str, Any]], None]:
    def expect(result: dict[str, Any]) -> None:
        assert "errorType" not in result, result
        assert check(result), json.dumps(result, ensure_ascii=False)[:2000]

    return expect


STATES = {"answer", "sources", "search", "quota"}
EXPECTED: dict[str, Callable[[dict[str, Any]], None]] = {
    "api/health.json": http(200, lambda b: b["status"] == "ok" and b["workflow"] == "in-process"),
    "api/ask.json": http(200, lambda b: b["state"] in STATES and b["message_id"]),
    "api/ask_valid.json": http(200, lambda b: b["state"] in STATES and b["message_id"]),
    "api/ask_followup.json": http(200, lambda b: b["state"] in STATES and b["conversation_id"] == "conv-1"),
    "api/ask_followup_unknown.json": http(404, lambda b: b["error"] == "not_found" and "conv-unknown" in b["message"]),
    "api/ask_malformed_json.json": http(400, lambda b: b["error"] == "bad_request" and "JSON" in b["message"]),
    "api/ask_invalid.json": http(422, lambda b: b["error"] == "invalid_request" and {d["field"] for d in b["details"]} == {"question", "extra"}),
    "api/ask_unknown_library.json": http(422, lambda b: "quran" in b["message"]),
    "api/ask_oversized.json": http(413, lambda b: b["error"] == "payload_too_large"),
    "api/feedback.json": http(404, lambda b: b["error"] == "not_found"),
    "api/feedback_malformed.json": http(422, lambda b: {d["field"] for d in b["details"]} == {"message_id", "vote", "comment"}),
    "api/feedback_malformed_json.json": http(400, lambda b: b["error"] == "bad_request"),
    "api/feedback_oversized.json": http(413, lambda b: b["error"] == "payload_too_large"),
    "api/unknown_route.json": http(404, lambda b: b["error"] == "not_found"),
    "api/source.json": http(200, lambda b: b["doc_id"] == "svd:Jhn.3" and b["url"].endswith("reference=Jhn.3") and len(b["chunks"]) > 1
                            and [c["n"] for c in b["chunks"]] == list(range(len(b["chunks"]))) and all(c["text"] in b["text"] for c in b["chunks"])),
    "api/source_unknown.json": http(404, lambda b: b["error"] == "not_found" and "svd:Jhn.99" in b["message"]),
    "api/source_invalid.json": http(422, lambda b: b["error"] == "invalid_request"),
    "retrieval/question.json": has(lambda r: r["has_evidence"] and r["next"] == "generate" and r["deadline"]),
    "retrieval/malformed.json": lambda_error("ValidationError"),
    "workflow/ask.json": has(lambda r: r["has_evidence"] and [e["evidence_id"] for e in r["evidence"]][:1] == ["E1"]),
    "generation/rung0.json": has(lambda r: r["generation"]["outcome"] == "ok" and r["generation"]["payload"]["cited_ids"] and r["next"] == "validate"),
    "generation/malformed.json": lambda_error("ValidationError"),
    "validation/validate.json": has(lambda r: r["validation"]["valid"] is True and r["next"] == "finish"),
    "validation/finish_answer.json": has(lambda r: r["state"] == "answer" and r["citations"] and r["sources"]),
    "validation/finish_search.json": has(lambda r: r["state"] == "search" and r["search_url"] and not r["sources"]),
}


def event_files() -> list[str]:
    """The request path's events (the ingest and bootstrap ones: tests/integration/test_invoke_ingest_events.py)."""
    return sorted(str(p.relative_to(EVENTS)) for folder in FUNCTION_OF_FOLDER for p in (EVENTS / folder).rglob("*.json"))


def test_every_event_file_has_an_expectation() -> None:
    assert event_files() == sorted(EXPECTED)


@pytest.mark.parametrize("name", event_files())
def test_event_runs_through_invoke(name: str, embedded: Path) -> None:
    folder = name.split("/")[0]
    result = invoke(FUNCTION_OF_FOLDER[folder], EVENTS / name)
    EXPECTED[name](result)


def test_feedback_on_a_real_answer_is_accepted(embedded: Path, tmp_path: Path) -> None:
    from dalil.serve import to_proxy_event
    from dalil.workflow.invoke import invoke_event

    headers = {"Content-Type": "application/json"}
    asked = invoke_event("api", to_proxy_event("POST", "/ask", headers, json.dumps({"question": "ما هو أطول نهر في العالم؟"}).encode()))
    message_id = body(asked)["message_id"]
    vote = {"message_id": message_id, "vote": "down", "category": "wrong_source", "comment": "المصدر لا يجيب"}
    result = invoke_event("api", to_proxy_event("POST", "/feedback", headers, json.dumps(vote).encode()))
    assert result["statusCode"] == 201, result
    assert body(result)["message_id"] == message_id and body(result)["feedback_id"]


def test_invoke_refuses_unknown_functions_and_bad_files(tmp_path: Path) -> None:
    known = "known: api, bootstrap, generation, ingest_batch, ingest_finish, ingest_plan, retrieval, validation"
    with pytest.raises(UnknownFunction, match=known):
        invoke("billing", EVENTS / "api" / "health.json")
    with pytest.raises(InvalidEvent, match="does not exist"):
        invoke("api", tmp_path / "missing.json")
    broken = tmp_path / "broken.json"
    broken.write_text("{not json", encoding="utf-8")
    with pytest.raises(InvalidEvent, match="not valid JSON"):
        invoke("api", broken)
    listing = tmp_path / "list.json"
    listing.write_text("[1, 2]", encoding="utf-8")
    with pytest.raises(InvalidEvent, match="JSON object"):
        invoke("api", listing)
