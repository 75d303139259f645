"""A model draft refused as `claim_not_stated` (answer/verification.py) is quoted from the same evidence,
as a claim-check refusal is (LEFTOVERS19 item 5): the quote is checked against the claim again.

A real SQLite store of two records written for this test, the local runner's steps, and Gemini played by the
loopback server (tests/support/loopback_providers.py): its draft quotes the first evidence's first sentence
(the record's day and saint), true but no statement of the reader's claim. On main that refusal ended the
run (`sources`, claim_not_stated) even when the record states the claim in another sentence."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from dalil.embed.hashing import HashingEmbedder
from dalil.ingest.pipeline import run_ingest
from dalil.reasons import CLAIM_NOT_STATED, reason_code
from dalil.settings import Settings
from dalil.workflow.local import run_traced
from support.answer_store import CLAIM_RECORDS as RECORDS
from support.answer_store import GEMINI_KEY, WRITER_MODEL, answer_settings, write_records
from support.loopback_providers import LoopbackProviders, gemini_echo


@pytest.fixture
def server() -> Iterator[LoopbackProviders]:
    with LoopbackProviders() as running:
        running.always(WRITER_MODEL, gemini_echo())  # the first evidence's first sentence, cited
        yield running


@pytest.fixture
def settings(server: LoopbackProviders, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Settings:
    monkeypatch.setenv("GEMINI_API_KEY", GEMINI_KEY)
    settings = answer_settings(tmp_path, server.base_url, extractive_fallback=True)
    run_ingest(settings.store, HashingEmbedder(), [("synaxarium", write_records(tmp_path / "records", RECORDS))], progress=False)
    return settings


def test_a_true_claim_the_draft_left_unstated_is_answered_by_the_quote(settings: Settings) -> None:
    run = run_traced("هو صحيح ان القديس ابانوفر السائح عاش في البرية ستين سنة؟", settings=settings)
    assert run.path == ["retrieve", "generate", "validate", "generate", "validate", "finish"], run.path
    assert run.response.state == "answer", run.response.reason
    assert "ستين سنة" in (run.response.answer or "")
    assert [attempt.provider for attempt in run.response.attempts][-1] == "extractive"


def test_a_claim_no_sentence_states_stays_declined_after_the_quote(settings: Settings) -> None:
    run = run_traced("هو صحيح ان القديس ابانوفر السائح عاش في البرية اربعين سنة؟", settings=settings)
    assert run.response.state == "sources", run.response.answer
    assert reason_code(run.response.reason) == CLAIM_NOT_STATED, run.response.reason


def test_without_the_fallback_the_refused_draft_stands(settings: Settings) -> None:
    off = settings.model_copy(update={"extractive_fallback": False})
    run = run_traced("هو صحيح ان القديس ابانوفر السائح عاش في البرية ستين سنة؟", settings=off)
    assert run.path == ["retrieve", "generate", "validate", "finish"]
    assert reason_code(run.response.reason) == CLAIM_NOT_STATED, run.response.reason
