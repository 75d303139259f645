"""A claim the reader heard, end to end (issue 19, VERIFY19): a real SQLite store of Synaxarium-shaped records
written for this test (not copies of the team's data), the workflow's steps in the local runner's order, and the
offline extractive provider.

"هو صحيح ان …؟" is searched as its claim and answered with the sentence that states it; the same frame around a
claim with another city, or the hermit's years changed, is declined as `claim_not_stated` with the record's card."""

from __future__ import annotations

import pytest

from dalil.reasons import CLAIM_NOT_STATED, reason_code
from dalil.settings import Settings
from dalil.workflow.local import run_traced
from support.answer_store import CLAIM_RECORDS as RECORDS
from support.answer_store import synaxarium_only_settings

ONUPHRIUS = "syn:10-16#1"



@pytest.fixture(scope="module")
def settings(tmp_path_factory: pytest.TempPathFactory) -> Settings:
    return synaxarium_only_settings(tmp_path_factory.mktemp("verification"), RECORDS)


def test_a_true_claim_is_answered_with_the_sentence_that_states_it(settings: Settings) -> None:
    response = run_traced("انا سمعت في العظة ان القديس ابانوفر السائح عاش في البرية ستين سنة، ده صحيح؟", settings=settings).response
    assert response.state == "answer", response.reason
    assert "ستين سنة" in (response.answer or "") and (response.answer or "").strip() not in ("نعم", "أيوه")
    assert {c.chunk_id.rpartition("/")[0] for c in response.citations} == {ONUPHRIUS}
    assert response.searched_question is not None and "سمعت" not in response.searched_question


@pytest.mark.parametrize(
    "question",
    [
        "هو صحيح ان القديس ابانوفر السائح عاش في البرية اربعين سنة؟",  # another number
        "هل صحيح أن القديس أبانوفر كان راهبا في دير بجوار مدينة أنصنا؟",  # another saint's city
    ],
)
def test_a_claim_the_record_does_not_state_is_declined_with_its_card(settings: Settings, question: str) -> None:
    response = run_traced(question, settings=settings).response
    assert response.state == "sources", response.answer
    assert reason_code(response.reason) == CLAIM_NOT_STATED, response.reason
    assert {card.chunk_id.rpartition("/")[0] for card in response.sources} >= {ONUPHRIUS}


def test_the_claim_the_record_states_in_other_words_is_answered_and_the_franco_one_never_wrongly(settings: Settings) -> None:
    right = run_traced("هل صحيح أن القديس أبانوفر كان راهبا في دير بجوار مدينة هرموبوليس؟", settings=settings).response
    assert right.state == "answer" and "هرموبوليس" in (right.answer or ""), right.reason
    franco = run_traced("sme3t en el2edis abanofer el sa2e7 kan rahebe fi deir gamb madinet ansena, sa7?", settings=settings)
    assert franco.response.state != "answer", franco.response.answer
