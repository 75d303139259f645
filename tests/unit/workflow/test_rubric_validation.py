"""A provider's draft answering a liturgy's exchange is held to the line the text gives (text/rubrics.py):
the validate step refuses a draft that quotes another line, or answers an exchange the text declines, and
does not read the question's "يرد" as a deed asked or "الكاهن" as a person the record must name."""

from __future__ import annotations

from pathlib import Path

import pytest

from dalil.models import AnswerPayload, Evidence
from dalil.stores.factory import reset_services
from dalil.text.rubrics import RESPONSE_OTHER_SPEAKER, RESPONSE_UNQUOTED
from dalil.workflow import steps
from dalil.workflow.state import Generation, WorkflowState
from support.answer_store import answer_settings

EXCERPT = "\n".join(
    [
        "الكاهن: يا ملك السلام أعطنا سلامك.",
        "الشماس: قفوا بخوف الله.",
        "الشعب: نحن وقوف أمامك يا رب.",
        "الكاهن: بارك شعبك واحفظ ميراثك.",
        "الشعب: آمين.",
    ]
)


@pytest.mark.parametrize(
    ("question", "answer", "code"),
    [
        ("لما ابونا يقول بارك شعبك واحفظ ميراثك الشعب بيرد بإيه؟", "الشعب: آمين. [E1]", None),
        ("لما ابونا يقول بارك شعبك واحفظ ميراثك الشعب بيرد بإيه؟", "الشعب: نحن وقوف أمامك يا رب. [E1]", RESPONSE_UNQUOTED),
        ("ماذا يرد الشعب عندما يقول الكاهن: يا ملك السلام أعطنا سلامك؟", "الشعب: نحن وقوف أمامك يا رب. [E1]",
         RESPONSE_OTHER_SPEAKER),
    ],
)
def test_a_draft_is_held_to_the_response_line(tmp_path: Path, question: str, answer: str, code: str | None) -> None:
    settings = answer_settings(tmp_path, provider="extractive", critic="off")
    reset_services()
    state = WorkflowState(
        question=question,
        evidence=[Evidence(evidence_id="E1", chunk_id="liturgy:test:section/0", excerpt=EXCERPT)],
        has_evidence=True,
        generation=Generation(outcome="ok", payload=AnswerPayload(status="answered", answer=answer, cited_ids=["E1"])),
    )
    state = steps.validate(state, settings)
    reset_services()
    assert state.validation is not None
    assert state.validation.codes == ([] if code is None else [code])
