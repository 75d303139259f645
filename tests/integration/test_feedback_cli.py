"""`dalil feedback give|export` over a real SQLite store, on messages issued by `dalil ask`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from support.answer_store import ANTONY, answer_settings, build_answer_store
from typer.testing import CliRunner

from dalil.cli import app
from dalil.eval.fixtures import Fixture, FixtureError, load_fixtures
from dalil.feedback import REDACTED
from dalil.settings import get_settings
from dalil.stores.factory import reset_services

QUESTION = "متى تنيح القديس أنطونيوس؟"
NO_EVIDENCE = "ما هي عاصمة اليابان وكم عدد سكانها؟"


@pytest.fixture
def env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    store = answer_settings(tmp_path, provider="extractive")
    build_answer_store(store)
    values = {
        "DALIL_STORE": str(store.store),
        "DALIL_EMBEDDER": "hashing",
        "DALIL_LIBRARIES": "synaxarium",
        "DALIL_PROVIDER": "extractive",
    }

    def apply(**extra: str) -> None:
        for name, value in {**values, **extra}.items():
            monkeypatch.setenv(name, value)
        get_settings.cache_clear()
        reset_services()

    apply()
    return apply


def cli(*args: str):
    get_settings.cache_clear()
    return CliRunner().invoke(app, list(args))


def ask(question: str) -> dict:
    result = cli("ask", question, "--json")
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def test_give_feedback_on_an_issued_message(env) -> None:
    response = ask(QUESTION)
    assert response["state"] == "answer"
    result = cli("feedback", "give", response["message_id"], "--vote", "up", "--category", "correct", "--comment", "دقيق")
    assert result.exit_code == 0, result.output
    given = json.loads(result.stdout)
    assert given["message_id"] == response["message_id"] and len(given["feedback_id"]) == 32


@pytest.mark.parametrize(
    "args, message",
    [
        (["no-such-message", "--vote", "up"], "no message with id 'no-such-message'"),
        (["{mid}", "--vote", "maybe"], "vote must be 'up' or 'down'"),
        (["not a valid id!", "--vote", "down"], "is malformed"),
        (["{mid}", "--vote", "down", "--category", "x" * 65], "category must be 1 to 64"),
        (["{mid}", "--vote", "down", "--comment", "ا" * 501], "at most 500"),
    ],
)
def test_bad_feedback_is_one_clear_line_and_exit_2(env, args, message) -> None:
    message_id = ask(QUESTION)["message_id"]
    result = cli("feedback", "give", *[a.replace("{mid}", message_id) for a in args])
    assert result.exit_code == 2
    assert message in result.output and "Traceback" not in result.output


def test_export_redacts_questions_and_loads_as_fixtures(env, tmp_path: Path) -> None:
    answered = ask(QUESTION)
    refused = ask(NO_EVIDENCE)
    assert refused["state"] == "search"
    assert cli("feedback", "give", answered["message_id"], "--vote", "up").exit_code == 0
    assert cli("feedback", "give", refused["message_id"], "--vote", "down", "--category", "missing").exit_code == 0
    out = tmp_path / "candidates.jsonl"
    result = cli("feedback", "export", "--output", str(out))
    assert result.exit_code == 0, result.output
    rows = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert [row["question"] for row in rows] == [REDACTED, REDACTED]
    assert QUESTION not in out.read_text(encoding="utf-8")
    up, down = rows
    assert up["expects"]["answer"] == "grounded" and up["expectedChunkIds"] == [f"{ANTONY}/0"]
    assert up["expectedDocIds"] == [ANTONY]
    assert down["expects"]["answer"] == "grounded" and down["expectedChunkIds"] == []  # a reviewer must find evidence
    assert {row["review"] for row in rows} == {"pending"}
    assert down["feedback"]["category"] == "missing" and down["feedback"]["state"] == "search"
    # The candidates have the fixture shape (docs/DESIGN.md §7), and no suite takes them before review.
    assert [Fixture.model_validate(row).suite for row in rows] == ["feedback", "feedback"]
    with pytest.raises(FixtureError, match="2 candidate"):
        load_fixtures(out)


def test_export_keeps_question_text_only_when_allowed(env) -> None:
    env(DALIL_STORE_QUESTION_TEXT="true")
    answered = ask(QUESTION)
    assert cli("feedback", "give", answered["message_id"], "--vote", "down").exit_code == 0
    (row,) = [json.loads(line) for line in cli("feedback", "export").stdout.splitlines()]
    assert row["question"] == QUESTION
    assert row["expects"]["answer"] == "refuse"  # a down-voted answer: proposed as a refusal
    env(DALIL_STORE_QUESTION_TEXT="false")  # allowed when recorded, no longer allowed at export
    (row,) = [json.loads(line) for line in cli("feedback", "export").stdout.splitlines()]
    assert row["question"] == REDACTED


def test_export_redacts_emails_phones_and_card_numbers(env) -> None:
    response = ask(QUESTION)
    comment = "راسلني ahmed@example.com أو اتصل +20 100 123 4567 وبطاقتي 4111 1111 1111 1111 أو ٠١٠٠١٢٣٤٥٦٧"
    assert cli("feedback", "give", response["message_id"], "--vote", "down", "--comment", comment).exit_code == 0
    exported = cli("feedback", "export")
    assert exported.exit_code == 0, exported.output
    for secret in ("ahmed@example.com", "123 4567", "4111", "٠١٠٠١٢٣٤٥٦٧"):
        assert secret not in exported.stdout
    assert "[email]" in exported.stdout and "[card number]" in exported.stdout


def test_a_message_that_could_not_be_recorded_is_logged_and_surfaced(env, caplog: pytest.LogCaptureFixture) -> None:
    from dalil.stores.sqlite.userdata import close_shared_user_data, user_data_path

    settings = get_settings()
    close_shared_user_data()
    user_data_path(settings.store).unlink(missing_ok=True)
    user_data_path(settings.store).mkdir()  # the user-data file cannot be opened: recording fails
    try:
        with caplog.at_level("WARNING"):
            response = ask(QUESTION)
        assert response["state"] == "answer" and response["recorded"] is False
        assert any("could not be recorded" in record.getMessage() for record in caplog.records)
    finally:
        user_data_path(settings.store).rmdir()
        close_shared_user_data()
