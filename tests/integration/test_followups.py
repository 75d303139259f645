"""Follow-up questions over a real SQLite store: the conversation contract, the subject carried
by the previous turn's cited chunks, fresh retrieval, and the previous answer never as evidence."""

from __future__ import annotations

import json
import re
import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from support.answer_store import ANTONY, GEMINI_KEY, MACARIUS, WRITER_MODEL, answer_settings, build_answer_store, evidence_with
from support.loopback_providers import LoopbackProviders, RecordedRequest, Reply, gemini_answer
from typer.testing import CliRunner

from dalil.cli import app
from dalil.errors import InvalidRequest, UnknownConversation
from dalil.settings import Settings, get_settings
from dalil.stores.factory import build_services, reset_services
from dalil.stores.sqlite.userdata import user_data_path
from dalil.workflow import steps
from dalil.workflow.local import run, run_traced
from dalil.workflow.state import WorkflowState

FIRST_Q = "متى تنيح القديس أنطونيوس؟"
FOLLOW_UP = "وكم سنة عاش؟"
# A word the first answer adds that no chunk holds (one: the most any published sentence may carry,
# `answer_max_uncovered_terms`): if it reaches a later prompt, an answer became evidence.
# ("في مثل هذا اليوم" gives the "when" its question asks: the record's day.)
FIRST_ANSWER = "في مثل هذا اليوم تنيح القديس العظيم أنطونيوس أب جميع الرهبان وهو وقور [{eid}]."


def writer(request: RecordedRequest) -> Reply:
    """First turn: Antony's death (plus words of its own); follow-up: his age, from its own evidence."""
    question = re.search(r"<question>(.*?)</question>", request.prompt_text()).group(1)
    if question == FIRST_Q:
        eid = evidence_with(request, "أنطونيوس أب جميع الرهبان")
        payload = {"status": "answered", "answer": FIRST_ANSWER.format(eid=eid), "cited_ids": [eid]}
    else:
        eid = evidence_with(request, "مئة وخمس سنين")
        payload = {"status": "answered", "answer": f"وعاش القديس أنطونيوس مئة وخمس سنين [{eid}].", "cited_ids": [eid]}
    return gemini_answer(payload)


@pytest.fixture
def server() -> Iterator[LoopbackProviders]:
    with LoopbackProviders() as running:
        running.always(WRITER_MODEL, Reply(respond=writer))
        yield running


@pytest.fixture
def settings(server: LoopbackProviders, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Settings:
    monkeypatch.setenv("GEMINI_API_KEY", GEMINI_KEY)
    built = answer_settings(tmp_path, server.base_url, context_chunks=2, critic="offline")
    build_answer_store(built)
    return built


def test_a_new_conversation_is_minted_and_its_follow_up_keeps_the_subject(server, settings) -> None:
    first = run(FIRST_Q, settings=settings, new_conversation=True)
    assert first.state == "answer" and re.fullmatch(r"[0-9a-f]{32}", first.conversation_id or "")
    second = run_traced(FOLLOW_UP, conversation_id=first.conversation_id, settings=settings)
    response = second.response
    assert response.state == "answer", response.reason
    assert response.conversation_id == first.conversation_id
    assert [c.chunk_id for c in response.citations] == [f"{ANTONY}/0"]
    follow_up_request = server.requests[-1]
    prompt = follow_up_request.prompt_text()
    assert f"<question>{FOLLOW_UP}</question>" in prompt  # the model is asked what the user asked
    assert "وقور" not in prompt  # the previous answer is not evidence, nor context
    # Cited ids come from this turn's own evidence, resolved on the server.
    assert {c.id for c in response.citations} <= set(follow_up_request.evidence_lines())


def test_a_follow_up_retrieves_afresh_with_the_subject_in_the_query(settings) -> None:
    services = build_services(settings)
    services.conversations.append_turn("conv-antony", "m-1", [f"{ANTONY}/0"], ttl_s=3600)
    alone = steps.retrieve(WorkflowState(question=FOLLOW_UP), settings).dump()
    follow_up = steps.retrieve(WorkflowState(question=FOLLOW_UP, conversation_id="conv-antony"), settings).dump()
    # On its own the elliptic question finds the other saint who "lived … years" first; with the
    # subject of the previous turn it finds Antony first. Both are fresh retrievals.
    assert alone["evidence"][0]["chunk_id"] == f"{MACARIUS}/0" and alone["subject_titles"] == []
    assert follow_up["evidence"][0]["chunk_id"] == f"{ANTONY}/0"
    assert follow_up["subject_titles"] == ["نياحة القديس أنطونيوس أب جميع الرهبان"]
    # A follow-up that names its own subject is not steered back to the old one.
    new_subject = steps.retrieve(WorkflowState(question="من هو القديس مكاريوس؟", conversation_id="conv-antony"), settings).dump()
    assert new_subject["subject_titles"] == [] and new_subject["evidence"][0]["chunk_id"] == f"{MACARIUS}/0"


def test_a_question_that_only_points_back_needs_its_conversation(settings) -> None:
    """ "وأمه اسمها إيه؟" alone names no one: declined before any search (any record's "his mother"
    would be a guess); in a conversation the previous turn's subject is who "his" is."""
    question = "وأمه كان اسمها إيه؟"
    alone = steps.retrieve(WorkflowState(question=question), settings).dump()
    assert alone["reason"].startswith("subject_unresolved") and alone["evidence"] == []
    services = build_services(settings)
    services.conversations.append_turn("conv-mother", "m-1", [f"{ANTONY}/0"], ttl_s=3600)
    follow_up = steps.retrieve(WorkflowState(question=question, conversation_id="conv-mother"), settings).dump()
    assert not (follow_up["reason"] or "").startswith("subject_unresolved")
    assert follow_up["subject_titles"] == ["نياحة القديس أنطونيوس أب جميع الرهبان"]


def test_a_declined_turn_does_not_lose_the_subject(settings) -> None:
    services = build_services(settings)
    services.conversations.append_turn("conv-declined", "m-1", [f"{ANTONY}/0"], ttl_s=3600)
    services.conversations.append_turn("conv-declined", "m-2", [], ttl_s=3600)  # a turn that answered nothing
    follow_up = steps.retrieve(WorkflowState(question=FOLLOW_UP, conversation_id="conv-declined"), settings).dump()
    assert follow_up["subject_titles"] == ["نياحة القديس أنطونيوس أب جميع الرهبان"]
    assert follow_up["evidence"][0]["chunk_id"] == f"{ANTONY}/0"
    # Only for a few turns (settings.followup_subject_turns): then the subject is gone.
    for n in range(settings.followup_subject_turns):
        services.conversations.append_turn("conv-declined", f"m-{n + 3}", [], ttl_s=3600)
    stale = steps.retrieve(WorkflowState(question=FOLLOW_UP, conversation_id="conv-declined"), settings).dump()
    assert stale["subject_titles"] == []


def test_a_follow_up_cannot_cite_the_previous_turns_evidence(server, settings) -> None:
    first = run(FIRST_Q, settings=settings, new_conversation=True)
    previous_ids = set(server.requests[-1].evidence_lines())
    server.script(
        WRITER_MODEL,
        Reply(respond=lambda r: gemini_answer({"status": "answered", "answer": "عاش طويلا [E7].", "cited_ids": ["E7"]})),
    )
    response = run(FOLLOW_UP, conversation_id=first.conversation_id, settings=settings)
    assert "E7" not in previous_ids | set(server.requests[-1].evidence_lines())
    assert response.state == "sources" and response.answer is None and response.citations == []


def test_conversations_keep_chunk_ids_only(server, settings) -> None:
    first = run(FIRST_Q, settings=settings, new_conversation=True)
    run(FOLLOW_UP, conversation_id=first.conversation_id, settings=settings)
    # User data lives beside the rebuildable index, in its own file (docs/DECISIONS.md, durability).
    with sqlite3.connect(user_data_path(settings.store)) as db:
        turns = db.execute(
            "SELECT turn, cited_chunk_ids FROM conversation_turns WHERE conversation_id = ? ORDER BY turn",
            (first.conversation_id,),
        ).fetchall()
        questions = db.execute("SELECT question FROM messages WHERE conversation_id = ?", (first.conversation_id,)).fetchall()
    assert [(turn, json.loads(ids)) for turn, ids in turns] == [(1, [f"{ANTONY}/0"]), (2, [f"{ANTONY}/0"])]
    assert questions == [(None,), (None,)]  # no question text unless DALIL_STORE_QUESTION_TEXT=true


def test_an_unknown_conversation_is_a_clear_error(settings) -> None:
    with pytest.raises(UnknownConversation, match="no-such-conversation"):
        run(FOLLOW_UP, conversation_id="no-such-conversation", settings=settings)


def test_an_expired_conversation_is_the_same_clear_error(settings) -> None:
    services = build_services(settings)
    long_ago = time.time() - 10 * settings.conversation_ttl_s
    services.conversations.append_turn("conv-old", "m-old", [f"{ANTONY}/0"], settings.conversation_ttl_s, now=long_ago)
    with pytest.raises(UnknownConversation, match="expired"):
        run(FOLLOW_UP, conversation_id="conv-old", settings=settings)


def test_a_new_conversation_may_not_take_a_live_id(server, settings) -> None:
    first = run(FIRST_Q, settings=settings, new_conversation=True)
    with pytest.raises(InvalidRequest, match="already exists"):
        run(FIRST_Q, conversation_id=first.conversation_id, settings=settings, new_conversation=True)
    chosen = run(FIRST_Q, conversation_id="client-chosen-1", settings=settings, new_conversation=True)
    assert chosen.conversation_id == "client-chosen-1"


# --- the CLI ----------------------------------------------------------------------------------


@pytest.fixture
def cli_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, str]:
    offline = answer_settings(tmp_path / "cli", provider="extractive")
    (tmp_path / "cli").mkdir()
    build_answer_store(offline)
    env = {
        "DALIL_STORE": str(offline.store),
        "DALIL_EMBEDDER": "hashing",
        "DALIL_LIBRARIES": "synaxarium",
        "DALIL_PROVIDER": "extractive",
        "DALIL_CRITIC": "offline",
    }
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    get_settings.cache_clear()
    reset_services()
    return env


def test_cli_starts_a_conversation_and_follows_it_up(cli_env) -> None:
    runner = CliRunner()
    first = runner.invoke(app, ["ask", FIRST_Q, "--json", "--new-conversation"])
    assert first.exit_code == 0, first.output
    conversation_id = json.loads(first.stdout)["conversation_id"]
    assert conversation_id
    second = runner.invoke(app, ["ask", FOLLOW_UP, "--json", "--conversation", conversation_id])
    assert second.exit_code == 0, second.output
    assert json.loads(second.stdout)["conversation_id"] == conversation_id


def test_cli_unknown_conversation_exits_2_with_one_clear_line(cli_env) -> None:
    result = CliRunner().invoke(app, ["ask", FOLLOW_UP, "--json", "--conversation", "no-such-conversation"])
    assert result.exit_code == 2
    assert "No conversation 'no-such-conversation'" in result.output
    assert "Traceback" not in result.output
