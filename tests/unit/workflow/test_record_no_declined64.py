"""The validate step declines the record's no quoted alone (RECORDNO64): "did he marry?" answered by the sentence that
he refused the marriage is `premise_contradicted`, kept as the response's reason with its sources shown; the same
quotation after the answer's own "لا" is the claim checks' to judge, not this reading's."""

from __future__ import annotations

from pathlib import Path

import pytest

from dalil.models import AnswerPayload, Evidence
from dalil.reasons import PREMISE_CONTRADICTED, reason_code
from dalil.stores.factory import reset_services
from dalil.workflow import steps, transitions
from dalil.workflow.state import Generation, WorkflowState
from support.answer_store import answer_settings

EXCERPT = "ولما كبر أرادت أمه أن تزوج ابنها أبيفانيوس فأبى . ومضى إلى البرية وترهب هناك ."
QUOTED = "ولما كبر أرادت أمه أن تزوج ابنها أبيفانيوس فأبى [E1]."


@pytest.mark.parametrize(
    ("answer", "contradicted"),
    [
        (QUOTED, True),
        ("لا، " + QUOTED, False),  # the answer's own no
    ],
)
def test_the_records_no_quoted_alone_declines(tmp_path: Path, answer: str, contradicted: bool) -> None:
    settings = answer_settings(tmp_path, provider="extractive", critic="off")
    reset_services()
    state = WorkflowState(
        question="القديس أبيفانيوس اتجوز؟",
        evidence=[Evidence(evidence_id="E1", chunk_id="syn:01-01#9/0", excerpt=EXCERPT, title="نياحة القديس أبيفانيوس")],
        has_evidence=True,
        generation=Generation(outcome="ok", payload=AnswerPayload(status="answered", answer=answer, cited_ids=["E1"])),
    )
    state = steps.validate(state, settings)
    assert state.validation is not None
    assert any(code.startswith(PREMISE_CONTRADICTED) for code in state.validation.codes) is contradicted, state.validation.codes
    if contradicted:
        final = transitions.final_outcome(state, settings)
        assert final.outcome == "sources" and reason_code(final.reason) == PREMISE_CONTRADICTED
