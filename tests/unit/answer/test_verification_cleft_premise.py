"""A cleft yes/no question's premise ("هو X اللي Y؟" -> "X Y") is held whole: every word of it, the one named and each
named part of the deed, stated by one cited sentence (CLEFTYESNO79, `answer.verification.every_word_asked`)."""

from __future__ import annotations

from dalil.answer.verification import claim_problem, every_word_asked
from dalil.models import AnswerPayload, ContextPack, Evidence
from dalil.reasons import CLAIM_NOT_STATED
from dalil.settings import get_settings
from dalil.text.verification import verification_claim

EXCERPT = "وكانت أليصابات قد عرفتها على يوسف النجار في بيت لحم ."
FOUNDED = "هي إمبراطورية إسلامية أسسها عثمان الأول بن أرطغرل، واستمرت قائمة لما يقرب من 600 سنة ."


def _problem(question: str, excerpt: str) -> str | None:
    claim = verification_claim(question)
    assert claim is not None
    context = ContextPack(evidence=[Evidence(evidence_id="E1", chunk_id="arcd:x/0", excerpt=excerpt, title="الدولة العثمانية")], tokens=60)
    payload = AnswerPayload(status="answered", answer=f"{excerpt} [E1]", cited_ids=["E1"])
    return claim_problem(claim.text, payload, context, get_settings(), frozenset({"أليصابات", "يوسف", "مريم", "عثمان"}),
                         every_word=every_word_asked(question))


def test_a_cleft_answered_by_the_sentence_of_another_doer_is_not_stated() -> None:
    # the one named (مريم) is the only word the sentence lacks: one uncovered word a claim may leave, not a cleft's focus
    assert (_problem("هي مريم اللي عرفتها على يوسف؟", EXCERPT) or "").startswith(CLAIM_NOT_STATED)


def test_a_cleft_whose_deed_names_another_thing_is_not_stated() -> None:
    assert (_problem("هو عثمان الأول اللي أسس الدولة الأموية؟", FOUNDED) or "").startswith(CLAIM_NOT_STATED)
    assert (_problem("هل عثمان الأول هو الذي أسس الدولة الأموية؟", FOUNDED) or "").startswith(CLAIM_NOT_STATED)


def test_a_cleft_the_sentence_states_is_answered() -> None:
    assert _problem("هو عثمان الأول اللي أسس الدولة العثمانية؟", FOUNDED) is None
    assert _problem("أليصابات هي اللي عرفتها على يوسف؟", EXCERPT) is None


def test_only_a_cleft_in_arabic_letters_holds_every_word() -> None:
    assert every_word_asked("عثمان الأول هو اللي أسس الدولة السلجوقية؟")
    assert not every_word_asked("هو صحيح ان عثمان الأول أسس الدولة؟")  # a truth frame keeps the claims' allowance
    assert not every_word_asked("howa 3osman elly asses el dawla?")  # Franco: the rough reading keeps it (RISKS54)
    assert not every_word_asked("هل أسس عثمان الأول الدولة؟")
