"""The edges a claim-check refusal adds to the workflow (`transitions.after_validate`,
`after_generate`, `final_outcome`), on workflow states alone: a provider draft refused by the
claim checks only is redrafted once on the same rung with its findings, then answered by the
extractive answerer from the same evidence; nothing else falls back."""

from __future__ import annotations

import re

import pytest

from dalil.answer import validate
from dalil.answer.prompt import FINDING_HINTS, build_prompt, gap_line
from dalil.models import AnswerPayload, ContextPack, Evidence, ValidationFailure
from dalil.providers.extractive import ExtractiveProvider
from dalil.settings import Settings
from dalil.workflow import steps, transitions
from dalil.workflow.state import Generation, Validation, WorkflowState

RUNGS = ["gemini:a", "gemini:b"]
PAYLOAD = AnswerPayload(status="answered", answer="قال النص شيئا [E1].", cited_ids=["E1"])
CLAIMS = Validation(valid=False, codes=["unsupported_sentence", "foreign_detail"], findings=["unsupported_sentence:1", "foreign_detail:2"])
ON = Settings(critic="off", redraft_on_validation=True, extractive_fallback=True)


def drafted(validation: Validation, provider: str = "gemini", **fields: object) -> WorkflowState:
    generation = Generation(outcome="ok", payload=PAYLOAD, provider=provider, model="a")
    return WorkflowState(question="س", has_evidence=True, rungs=RUNGS, rung_index=1, generation=generation,
                         validation=validation, **fields)


def quoted(state: WorkflowState, valid: bool) -> None:
    """What the generate and validate steps of the fallback leave: the extractive answerer's draft."""
    state.generation = Generation(outcome="ok", payload=PAYLOAD, provider=transitions.EXTRACTIVE, model="extractive-v1")
    state.validation = Validation(valid=valid, codes=[] if valid else ["answer_type_mismatch"])


def test_the_codes_are_the_validators_own() -> None:
    codes = {value for name, value in vars(validate).items() if name.isupper() and isinstance(value, str)}
    assert transitions.CLAIM_SUPPORT_CODES <= codes
    assert set(FINDING_HINTS) == transitions.CLAIM_SUPPORT_CODES  # every finding has its words in the prompt
    assert transitions.EXTRACTIVE == ExtractiveProvider.name


def test_a_claim_refusal_is_redrafted_once_on_the_same_rung_with_its_findings() -> None:
    state = drafted(CLAIMS)
    assert transitions.after_validate(state, ON, time_left=True) == "generate"
    assert (state.draft, state.rung_index, state.validation_redrafts, state.extractive_fallback) == (2, 1, 1, False)
    assert state.critic_gaps == ["unsupported_sentence:1", "foreign_detail:2"]
    assert state.rejected_drafts == 0  # not a review: the source gate stays open


def test_a_redraft_refused_again_falls_back_to_the_extractive_answerer() -> None:
    state = drafted(CLAIMS)
    transitions.after_validate(state, ON)
    again = Validation(valid=False, codes=["polarity_mismatch"], findings=["polarity_mismatch:1"])
    state.validation = again
    assert transitions.after_validate(state, ON) == "generate"
    assert state.extractive_fallback and state.refused == again and state.critic_gaps == []


def test_the_fallback_answers_or_the_refused_drafts_outcome_stands() -> None:
    state = drafted(CLAIMS)
    transitions.after_validate(state, ON.model_copy(update={"redraft_on_validation": False}))
    assert state.extractive_fallback and state.draft == 1
    quoted(state, valid=True)
    assert transitions.after_validate(state, ON) == "finish"
    assert transitions.final_outcome(state, ON).outcome == "answer"
    failed = drafted(CLAIMS)
    transitions.after_validate(failed, ON.model_copy(update={"redraft_on_validation": False}))
    quoted(failed, valid=False)
    assert transitions.after_validate(failed, ON) == "finish"  # the quote is the last draft
    final = transitions.final_outcome(failed, ON)
    assert (final.outcome, final.reason) == ("sources", "validation_failed: unsupported_sentence, foreign_detail")


def test_no_time_for_a_redraft_goes_straight_to_the_fallback() -> None:
    state = drafted(CLAIMS)
    assert transitions.after_validate(state, ON, time_left=False) == "generate"
    assert state.extractive_fallback and state.validation_redrafts == 0


def test_max_drafts_one_leaves_no_redraft_but_the_fallback() -> None:
    state = drafted(CLAIMS)
    assert transitions.after_validate(state, ON.model_copy(update={"max_drafts": 1})) == "generate"
    assert state.extractive_fallback and state.draft == 1


def test_a_redraft_that_does_not_come_back_falls_back() -> None:
    state = drafted(CLAIMS)
    transitions.after_validate(state, ON)
    assert transitions.after_generate(state, "retry", True, ON) == "generate"  # a 5xx: once, same rung
    assert not state.extractive_fallback
    assert transitions.after_generate(state, "next", True, ON) == "generate"  # then the quote, never the next rung
    assert state.extractive_fallback and state.rung_index == 1
    assert transitions.after_generate(state, "stop", False, ON) == "finish"  # the quote itself ran out of time
    assert transitions.final_outcome(state, ON).reason == "validation_failed: unsupported_sentence, foreign_detail"


@pytest.mark.parametrize(
    "codes",
    [
        ["answer_type_mismatch"],  # the evidence does not give what the question asks
        ["person_not_named"],
        ["unsupported_sentence", "answer_type_mismatch"],  # one non-claim code is enough
        ["unknown_id"],
        ["critic:low_relevance"],
        ["critic_unavailable"],
        ["url"],
    ],
)
def test_what_says_the_evidence_does_not_answer_never_falls_back(codes: list[str]) -> None:
    state = drafted(Validation(valid=False, codes=codes))
    assert transitions.after_validate(state, ON) == "finish"
    assert not state.extractive_fallback and state.draft == 1


def test_a_declined_draft_and_a_critic_rejection_never_fall_back() -> None:
    declined = drafted(Validation(valid=False, declined=True, codes=["declined"]))
    assert transitions.after_validate(declined, ON) == "finish" and not declined.extractive_fallback
    rejected = drafted(CLAIMS, rejected_drafts=1)  # a review already rejected a draft of this question
    assert transitions.after_validate(rejected, ON) == "finish" and not rejected.extractive_fallback


def test_the_extractive_answerers_own_draft_is_neither_redrafted_nor_quoted_again() -> None:
    state = drafted(CLAIMS, provider=transitions.EXTRACTIVE)
    assert transitions.after_validate(state, ON) == "finish"
    assert state.draft == 1 and not state.extractive_fallback


def test_the_settings_switch_each_part_off() -> None:
    off = ON.model_copy(update={"redraft_on_validation": False, "extractive_fallback": False})
    state = drafted(CLAIMS)
    assert transitions.after_validate(state, off) == "finish" and state.draft == 1
    final = transitions.final_outcome(state, off)
    assert (final.outcome, final.reason) == ("sources", "validation_failed: unsupported_sentence, foreign_detail")
    only_redraft = ON.model_copy(update={"extractive_fallback": False})
    state = drafted(CLAIMS)
    assert transitions.after_validate(state, only_redraft) == "generate"
    state.validation = CLAIMS
    assert transitions.after_validate(state, only_redraft) == "finish" and not state.extractive_fallback


def test_findings_name_the_code_and_the_sentence_never_its_text() -> None:
    payload = AnswerPayload(status="answered", answer="تنيح القديس أنطونيوس [E1]. وكان في عام 1234 راهبا [E1].", cited_ids=["E1"])
    evidence = [Evidence(evidence_id="E1", chunk_id="c/0", excerpt="تنيح القديس أنطونيوس وكان راهبا في البرية")]
    # The validator's own records; a failure that is not a claim check is left out, one about no
    # sentence is numbered 0.
    result = validate.validate_answer(payload, ContextPack(evidence=evidence, tokens=0), Settings(), known_names=frozenset())
    assert result.failures == ["foreign_detail"]
    url = ValidationFailure(code="unknown_url", detail="unknown url: x")
    assert steps.claim_findings([*result.failed, url]) == ["foreign_detail:2"]
    assert steps.claim_findings([ValidationFailure(code="unsupported_sentence", detail="d")]) == ["unsupported_sentence:0"]
    assert gap_line("foreign_detail:2").startswith("Sentence 2: ")
    assert gap_line("unsupported_sentence:0").startswith("A sentence: ")
    assert gap_line("low_relevance") == "low_relevance"  # the critic's reasons as they are
    evidence = [Evidence(evidence_id="E1", chunk_id="c/0", excerpt="تنيح القديس في عام 300")]
    state = WorkflowState(question="متى تنيح القديس؟", evidence=evidence, critic_gaps=["foreign_detail:2"])
    prompt = build_prompt(steps.generation_request(state)).user
    problems = prompt.split("found these problems", 1)[1]
    assert "Sentence 2:" in problems and not re.search(r"1234|راهبا", problems)


def test_a_claim_the_sources_do_not_state_is_the_reason_with_its_cards() -> None:
    # "هو صحيح ان …؟" answered by a sentence that does not state the claim (answer/verification.py)
    unstated = Validation(valid=False, codes=["claim_not_stated: number"])
    state = drafted(unstated, provider=transitions.EXTRACTIVE)
    assert transitions.after_validate(state, ON) == "finish"  # the quote is not redrafted into a claim
    final = transitions.final_outcome(state, ON)
    assert (final.outcome, final.reason, final.show_cards) == ("sources", "claim_not_stated: number", True)
