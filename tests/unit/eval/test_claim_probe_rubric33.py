"""The claim probe sends every case through the rubric response check, as `workflow.steps.validate` does
(benchmarks/trust/fresh_claims.py `answer_published` calls the workflow's own decision,
`answer.publish_decision.decide`; MEND33, PROBEONE65): an answer to a rite exchange that does not quote
the response line its chunk gives is refused, as the workflow refuses it. A blind case's `rubric_response`
stays in the frozen fixtures; since PROBEONE65 it no longer changes what the probe runs."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from dalil.models import Chunk
from dalil.settings import Settings
from dalil.text.rubrics import RESPONSE_UNQUOTED

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "benchmarks" / "trust"))
from blind_claims import BlindCase  # type: ignore[import-not-found]  # noqa: E402
from fresh_claims import answer_published  # type: ignore[import-not-found]  # noqa: E402

CHUNK = Chunk(
    chunk_id="liturgy:basil:anaphora/3", doc_id="liturgy:basil:anaphora", n=3, library="liturgy", domains=["liturgy"],
    title="القداس الباسيلي", url="https://example.org/basil",
    text="الكاهن: ارفعوا قلوبكم.\nالشعب: هي عند الرب.\nالكاهن: فلنشكر الرب.\nالشعب: مستحق وعادل.",
    search_text="", content_hash="h", corpus_version="v1",
)
QUESTION = "لما ابونا يقول ارفعوا قلوبكم الشعب بيرد يقول ايه؟"


@pytest.fixture()
def settings(tmp_path: Path) -> Settings:
    return Settings(store=tmp_path / "store.sqlite", embedder="hashing", provider="extractive")


def test_an_answer_that_does_not_quote_the_response_is_refused_as_the_workflow_refuses_it(settings: Settings) -> None:
    wrong_line = "الكاهن: فلنشكر الرب [E1]."  # a line of the chunk, not the people's response
    assert answer_published(wrong_line, QUESTION, CHUNK.chunk_id, CHUNK, settings, frozenset(), "off") == (
        False, [RESPONSE_UNQUOTED],
    )


def test_the_check_runs_after_validation_as_in_the_workflow(settings: Settings) -> None:
    unquoted = "يرد الشعب ويقول إن قلوبهم عند الرب [E1]."  # refused by validation first: its reasons stay
    published, why = answer_published(unquoted, QUESTION, CHUNK.chunk_id, CHUNK, settings, frozenset(), "off")
    assert not published
    assert why and RESPONSE_UNQUOTED not in why


def test_a_blind_case_asks_it_by_a_field_off_by_default() -> None:
    case = {"id": "r", "kind": "rubric", "domain": "liturgy", "chunk": CHUNK.chunk_id, "question": QUESTION, "expect": "refuse"}
    assert not BlindCase.model_validate(case).rubric_response
    assert BlindCase.model_validate({**case, "rubric_response": True}).rubric_response
