"""Feedback export carries no personal data in any field. One redaction runs over every
exported text field (comment, category, stored question text, and any field added later), and it
sees through invisible characters (ZWJ, soft hyphen, directional marks) and full-width forms. The
corpus, tests/data/pii_corpus.jsonl, holds e-mails, phones, card and national id numbers, IBANs
and passport numbers in the shapes Arabic users write them, and text that must survive as is."""

from __future__ import annotations

import json
import unicodedata
from pathlib import Path

import pytest
from support.answer_store import answer_settings, build_answer_store
from typer.testing import CliRunner

from dalil.cli import app
from dalil.feedback import redact_personal_data
from dalil.settings import get_settings
from dalil.stores.factory import reset_services

CORPUS = [json.loads(line) for line in (Path(__file__).parents[1] / "data" / "pii_corpus.jsonl").read_text(encoding="utf-8").splitlines()]
PERSONAL = [row for row in CORPUS if row["secrets"]]
ORDINARY = [row for row in CORPUS if row["keep"]]
QUESTION = "متى تنيح القديس أنطونيوس؟"


def visible(text: str) -> str:
    """The text as a reader (or a regex after copy-paste) sees it: no format characters, NFKC."""
    return unicodedata.normalize("NFKC", "".join(ch for ch in text if unicodedata.category(ch) != "Cf"))


def _is_identifier(key: str) -> bool:
    """Ids the server mints (message, chunk, feedback ids): random hex, never user text. Searching
    them for a four-digit secret fragment would fail by chance ("0532" inside a random id)."""
    lowered = key.lower()
    return lowered == "id" or lowered.endswith(("_id", "_ids", "chunkids", "docids"))


def _strings(value, key: str = "") -> list[str]:
    if _is_identifier(key):
        return []
    if isinstance(value, dict):
        return [text for name, item in value.items() for text in _strings(item, name)]
    if isinstance(value, list):
        return [text for item in value for text in _strings(item, key)]
    return [value] if isinstance(value, str) else []


def survivors(text: str, row: dict) -> list[str]:
    return [secret for secret in row["secrets"] if visible(secret) in visible(text)]


def export_survivors(exported: str, row: dict) -> list[str]:
    """The secrets still readable in an export (JSON lines). Personal data can only be in a string:
    numbers (a retrieval score such as 0.0004 in a message's triage record) are not searched."""
    return survivors("\n".join(s for line in exported.splitlines() for s in _strings(json.loads(line))), row)


@pytest.mark.parametrize("row", PERSONAL, ids=[f"{r['kind']}-{i}" for i, r in enumerate(PERSONAL)])
def test_the_redaction_removes_every_kind(row: dict) -> None:
    assert survivors(redact_personal_data(row["text"]) or "", row) == []


@pytest.mark.parametrize("row", ORDINARY, ids=[r["kind"] for r in ORDINARY])
def test_ordinary_text_survives(row: dict) -> None:
    redacted = redact_personal_data(row["text"]) or ""
    assert all(kept in redacted for kept in row["keep"])


@pytest.fixture
def env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    store = answer_settings(tmp_path, provider="extractive")
    build_answer_store(store)
    for name, value in {
        "DALIL_STORE": str(store.store),
        "DALIL_EMBEDDER": "hashing",
        "DALIL_LIBRARIES": "synaxarium",
        "DALIL_PROVIDER": "extractive",
        "DALIL_STORE_QUESTION_TEXT": "true",
    }.items():
        monkeypatch.setenv(name, value)
    get_settings.cache_clear()
    reset_services()
    yield
    get_settings.cache_clear()
    reset_services()


def cli(*args: str):
    get_settings.cache_clear()
    return CliRunner().invoke(app, list(args))


def test_every_exported_field_is_redacted(env) -> None:
    """Each personal-data sample goes in as the question, the category and the comment."""
    for row in PERSONAL:
        category = row["text"][:64]
        asked = cli("ask", f"{QUESTION} {row['text']}", "--json")
        assert asked.exit_code == 0, asked.output
        message_id = json.loads(asked.stdout)["message_id"]
        given = cli("feedback", "give", message_id, "--vote", "down", "--category", category, "--comment", row["text"])
        assert given.exit_code == 0, given.output
    exported = cli("feedback", "export")
    assert exported.exit_code == 0, exported.output
    rows = [json.loads(line) for line in exported.stdout.splitlines()]
    assert len(rows) == len(PERSONAL)
    leaks = {row["kind"] + ": " + row["text"]: export_survivors(exported.stdout, row) for row in PERSONAL}
    assert {text: found for text, found in leaks.items() if found} == {}
    assert all(QUESTION in row["question"] for row in rows)  # the question itself is kept
