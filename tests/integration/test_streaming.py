"""SSE events for one question over a real store and a loopback Gemini writer: `sources` only
after the gate passes, no tokens from a draft that failed review."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from support.answer_store import ANTONY, GEMINI_KEY, WRITER_MODEL, answer_settings, build_answer_store, evidence_with
from support.loopback_providers import LoopbackProviders, RecordedRequest, Reply, gemini_answer

from dalil.settings import Settings
from dalil.streaming import ask_events, parse_sse

QUESTION = "متى تنيح القديس أنطونيوس؟"


def draft(needle: str, text: str):
    def respond(request: RecordedRequest) -> Reply:
        eid = evidence_with(request, needle)
        return gemini_answer({"status": "answered", "answer": text.format(eid=eid), "cited_ids": [eid]})

    return Reply(respond=respond)


# "في مثل هذا اليوم" is the "when" the question asks (the record's day).
GROUNDED = draft("أنطونيوس أب جميع الرهبان", "في مثل هذا اليوم تنيح القديس العظيم أنطونيوس أب جميع الرهبان [{eid}].")
# Another question answered from Antony's record (when he went into the desert): the word checks pass,
# the critic rejects it as off the question. (A true sentence of Macarius's excerpt is refused by
# validation before any review: his record never names Antony, `person_not_named`.) It joins words of
# two sentences, so the quotation rule (`not_quoted`) refuses it first: the review test turns it off.
OFF_QUESTION = draft("أنطونيوس أب جميع الرهبان", "في مثل هذا اليوم مضى إلى البرية الشرقية [{eid}].")


@pytest.fixture
def server() -> Iterator[LoopbackProviders]:
    with LoopbackProviders() as running:
        yield running


@pytest.fixture
def settings(server: LoopbackProviders, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Settings:
    monkeypatch.setenv("GEMINI_API_KEY", GEMINI_KEY)
    built = answer_settings(tmp_path, server.base_url, critic="offline")
    build_answer_store(built)
    return built


def test_an_answer_streams_research_tokens_sources_done(server, settings) -> None:
    server.always(WRITER_MODEL, GROUNDED)
    events = parse_sse("".join(ask_events(QUESTION, settings=settings)))
    kinds = [kind for kind, _ in events]
    assert kinds[0] == "research" and kinds[-2:] == ["sources", "done"]
    assert set(kinds[1:-2]) == {"token"}
    done = events[-1][1]
    assert done["state"] == "answer"
    assert "".join(data["text"] for kind, data in events if kind == "token") == done["answer"]
    sources = events[-2][1]
    assert [card["chunk_id"] for card in sources["sources"]] == [f"{ANTONY}/0"]
    assert "excerpt" not in events[0][1] and events[0][1]["found"] is True  # research: counts only


def test_a_failed_review_streams_no_tokens_and_no_sources(server, settings) -> None:
    server.always(WRITER_MODEL, OFF_QUESTION)
    settings = settings.model_copy(update={"quotation_libraries": ()})
    events = parse_sse("".join(ask_events(QUESTION, settings=settings)))
    kinds = [kind for kind, _ in events]
    # Three drafts on the evidence retrieved once for the question (a redraft never searches for the
    # critic's claims), so one research frame.
    assert kinds == ["research", "done"]
    assert [data["draft"] for kind, data in events if kind == "research"] == [1]
    assert events[-1][1]["state"] == "search" and events[-1][1]["sources"] == []


# Antony's first sentence with a year his record never states: refused by the claim checks, redrafted
# the same, then answered by quoting the evidence (transitions.CLAIM_SUPPORT_CODES).
BENT = draft("أنطونيوس أب جميع الرهبان", "في مثل هذا اليوم من سنة 356 تنيح القديس العظيم أنطونيوس [{eid}].")


def test_a_quoted_fallback_streams_only_the_quote(server, settings) -> None:
    server.always(WRITER_MODEL, BENT)
    events = parse_sse("".join(ask_events(QUESTION, settings=settings)))
    kinds = [kind for kind, _ in events]
    assert kinds[0] == "research" and kinds[-2:] == ["sources", "done"] and set(kinds[1:-2]) == {"token"}
    assert [data["draft"] for kind, data in events if kind == "research"] == [1]  # retrieved once
    done = events[-1][1]
    assert (done["state"], done["provider"]) == ("answer", "extractive")  # a client can say "quoted from the sources"
    streamed = "".join(data["text"] for kind, data in events if kind == "token")
    assert streamed == done["answer"] and "356" not in streamed  # a refused draft never existed for the client
    assert [a["provider"] for a in done["attempts"] if a["provider"] != "gemini-critic"] == ["gemini", "gemini", "extractive"]


def test_an_unknown_conversation_ends_the_stream_with_an_error_event(settings) -> None:
    events = parse_sse("".join(ask_events("وكم سنة عاش؟", conversation_id="nope", settings=settings)))
    assert events == [("error", {"error": "not_found", "message": events[0][1]["message"]})]
    assert "nope" in events[0][1]["message"]
