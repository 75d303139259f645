"""Validation reads a Franco-Arabic question as the Arabic it was searched and answered as (WRONGREC19V)."""

from __future__ import annotations

from dalil.answer.asked_reading import asked_slot
from dalil.workflow.state import WorkflowState
from dalil.workflow.steps import _asked


def test_a_franco_question_is_checked_as_the_arabic_it_was_answered_as() -> None:
    """Validation reads a Franco-Arabic question as it was searched and answered, so its question words
    ask what their Arabic asks ("fein" a place, "emta" a date); a question in Arabic letters as asked."""
    franco = WorkflowState(question="ibn rushd etdafan fein?", searched_question="ابن رشد دفن أين")
    assert _asked(franco).read_as() == "ابن رشد دفن أين"
    assert asked_slot(_asked(franco).read_as()) is not None  # the Latin question itself reads no slot
    assert asked_slot(franco.question) is None
    colloquial = WorkflowState(question="ابن رشد اتدفن فين؟", searched_question="ابن رشد دفن أين")
    assert _asked(colloquial).read_as() == "ابن رشد اتدفن فين؟"
