"""A verification question is answered only when one quoted sentence states its whole claim
(answer/verification.py): the claim checks of any answer sentence, run with the claim as the
sentence, plus every kin relation the claim names; otherwise `claim_not_stated`, shown with its
sources and a sentence that says "not found", never "false"."""

from __future__ import annotations

from dalil.answer.verification import claim_problem, claim_read, relation_unstated
from dalil.models import AnswerPayload, ContextPack, Evidence
from dalil.reasons import CLAIM_NOT_STATED, SENTENCES, sentence
from dalil.settings import get_settings

EXCERPT = (
    "في مثل هذا اليوم تنيح القديس الأنبا بولا أول السواح . وكان من الإسكندرية وله أخ اسمه بطرس ."
    " ولما مات أبوهما اختلفا على الميراث فخرج بولا إلى البرية وأقام فيها سبعين سنة ."
)


def _problem(claim: str, answer: str) -> str | None:
    context = ContextPack(evidence=[Evidence(evidence_id="E1", chunk_id="syn:08-02#1/0", excerpt=EXCERPT)], tokens=60)
    payload = AnswerPayload(status="answered", answer=answer, cited_ids=["E1"])
    return claim_problem(claim, payload, context, get_settings(), frozenset({"بولا", "بطرس"}))


def test_a_claim_one_quoted_sentence_states_is_answered() -> None:
    answer = "ولما مات أبوهما اختلفا على الميراث فخرج بولا إلى البرية وأقام فيها سبعين سنة . [E1]"
    assert _problem("بولا أقام في البرية سبعين سنة", answer) is None


def test_a_claim_with_another_number_or_place_is_not_stated() -> None:
    answer = "ولما مات أبوهما اختلفا على الميراث فخرج بولا إلى البرية وأقام فيها سبعين سنة . [E1]"
    assert (_problem("بولا أقام في البرية ثلاثين سنة", answer) or "").startswith(CLAIM_NOT_STATED)
    place = "في مثل هذا اليوم تنيح القديس الأنبا بولا أول السواح . [E1] وكان من الإسكندرية وله أخ اسمه بطرس . [E1]"
    assert (_problem("الأنبا بولا كان من أنطاكية", place) or "").startswith(CLAIM_NOT_STATED)


def test_a_quoted_sentence_that_says_something_else_does_not_state_the_claim() -> None:
    # the answer quotes the opening; the claim is about the inheritance: not stated by what is shown
    opening = "في مثل هذا اليوم تنيح القديس الأنبا بولا أول السواح . [E1]"
    assert (_problem("بولا اختلف مع أخيه بطرس على الميراث", opening) or "").startswith(CLAIM_NOT_STATED)


def test_a_kin_relation_the_sentence_never_writes_for_that_name_is_not_stated() -> None:
    said = "وكان من الإسكندرية وله أخ اسمه بطرس"
    assert relation_unstated("بولا كان ابن بطرس", said) == "ابن بطرس"
    assert relation_unstated("بولا كان له أخ اسمه بطرس", said) is None
    # a title between the kin word and the name ("ابن القديس X") is still X's relation
    assert relation_unstated("مرقس كان ابن ارسطوبولس", "كان مرقس ابن القديس ارسطوبولس من القيروان") is None


def test_only_a_verification_question_has_a_claim_to_check() -> None:
    assert claim_read("هو صحيح ان الانبا بولا عاش في البرية سبعين سنة؟", None) == "الانبا بولا عاش في البرية سبعين سنة"
    assert claim_read("sme3t en el anba bola 3ash fel bareya", "الانبا بولا عاش في البريه") == "الانبا بولا عاش في البريه"
    assert claim_read("الانبا بولا عاش كام سنة في البرية؟", None) is None


def test_the_reader_is_told_it_was_not_found_never_that_it_is_false() -> None:
    said = sentence(f"{CLAIM_NOT_STATED}: number")
    assert said is SENTENCES[CLAIM_NOT_STATED]
    assert "لم أجد" in said.arabic and "could not find" in said.english
    assert "false" not in said.english and "خطأ" not in said.arabic
