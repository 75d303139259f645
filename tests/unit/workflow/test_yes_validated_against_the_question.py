"""The validate step holds a yes to its question (BENT52): "هل … ؟" answered "نعم، <the record's sentence>" asserts
the question's proposition, so a proposition no cited sentence states is `claim_not_stated` (declined with its
sources), while the same yes to the sentence's own proposition, or the sentence without a yes, is answered."""

from __future__ import annotations

from pathlib import Path

import pytest

from dalil.models import AnswerPayload, Evidence
from dalil.reasons import CLAIM_NOT_STATED
from dalil.stores.factory import reset_services
from dalil.workflow import steps
from dalil.workflow.state import Generation, WorkflowState
from support.answer_store import answer_settings

EXCERPT = "فلما سمع هيرودس الملك اضطرب وجميع أورشليم معه. فجمع كل رؤساء الكهنة وكتبة الشعب."
SAID = "فلما سمع هيرودس الملك اضطرب وجميع أورشليم معه [E1]."


@pytest.mark.parametrize(
    ("question", "answer", "refused"),
    [
        ("هل اضطرب هيرودس الملك وجميع روما معه؟", "نعم، " + SAID, True),
        ("هل اضطرب هيرودس الملك وجميع أورشليم معه؟", "نعم، " + SAID, False),
        ("أصحيح أن هيرودس الملك لم يضطرب لما سمع؟", "أيوه، " + SAID, True),
        ("هل اضطرب هيرودس الملك وجميع روما معه؟", SAID, False),  # no yes: the sentence is the record's own
    ],
)
def test_a_yes_is_held_to_what_the_question_asked(tmp_path: Path, question: str, answer: str, refused: bool) -> None:
    settings = answer_settings(tmp_path, provider="extractive", critic="off")
    reset_services()
    state = WorkflowState(
        question=question,
        evidence=[Evidence(evidence_id="E1", chunk_id="svd:Mat.2/0", excerpt=EXCERPT)],
        has_evidence=True,
        generation=Generation(outcome="ok", payload=AnswerPayload(status="answered", answer=answer, cited_ids=["E1"])),
    )
    state = steps.validate(state, settings)
    assert state.validation is not None
    assert any(code.startswith(CLAIM_NOT_STATED) for code in state.validation.codes) is refused, state.validation.codes
