"""FAITH41 (issue 19): a faithful cited sentence opened by words that assert nothing about the record — a
courtesy or a summary lead-in ("Sure!", "Short answer:", "باختصار،", "بص يا سيدي،", "Based on the cited
text:", "Tab3an!") or a yes/no word with another mark after it than a comma ("Yes —", "نعم؛", "أيوه طبعاً،",
"aywa tab3an,") — reads as the sentence it cites (`support.without_presentation`), so the validator, the
offline critic and the eval share it. My own wording, no probe's sentence. Each faithful case has a bent twin:
the same lead-in before a bent sentence, a no before a positive statement, a yes before a negated one (the
quotation rule's agreement, `quotation.without_answer_word`), or a lead-in outside the closed list (another
source, a person, a claim of its own) must still be refused."""

from __future__ import annotations

import pytest

from dalil.answer.validate import validate_answer
from dalil.models import AnswerPayload, ContextPack, Evidence
from dalil.settings import Settings
from dalil.text.assertions import without_answer_word
from dalil.text.support import answer_sentences, without_presentation

NAMES = frozenset({"صموئيل", "بيشوي", "ابيفانيوس"})
EXCERPT = (
    "وفي تلك السنة بنى الأنبا صموئيل ديرا في جبل القلمون وجمع فيه رهبانا كثيرين. "
    "ولم يقبل الأنبا صموئيل الأسقفية لما دعوه إليها بل هرب إلى الجبل."
)
SENTENCE = "وفي تلك السنة بنى الأنبا صموئيل ديرا في جبل القلمون وجمع فيه رهبانا كثيرين"
BENT = "وفي تلك السنة بنى الأنبا صموئيل ديرين في جبل القلمون وجمع فيه رهبانا كثيرين"
NEGATED = "ولم يقبل الأنبا صموئيل الأسقفية لما دعوه إليها بل هرب إلى الجبل"


def _failures(answer: str) -> list:
    context = ContextPack(evidence=[Evidence(evidence_id="E1", chunk_id="syn:07-01#1/0", excerpt=EXCERPT)], tokens=0)
    payload = AnswerPayload(status="answered", answer=answer, cited_ids=["E1"])
    return validate_answer(payload, context, Settings(), known_names=NAMES).failures


COURTESY = [
    "Sure! {s} [E1].",
    "Sure, {s} [E1].",
    "Of course: {s} [E1].",
    "Certainly — here is what it says: {s} [E1].",
    "In short: {s} [E1].",
    "Short answer — {s} [E1].",
    "Based on the cited passage, {s} [E1].",
    "Based on the source: {s} [E1].",
    "طبعا! {s} [E1].",
    "أكيد، {s} [E1].",
    "بالتأكيد: {s} [E1].",
    "باختصار شديد، {s} [E1].",
    "بإيجاز: {s} [E1].",
    "بص يا باشا، {s} [E1].",
    "بص، النص بيقول إن {s} [E1].",
    "akeed! {s} [E1].",
    "ta3ban, {s} [E1].",
    "bos ya basha, {s} [E1].",
    "bos, el nas by2ol: {s} [E1].",
    "باختصار: حسب النص، {s} [E1].",
]


@pytest.mark.parametrize("lead", COURTESY)
def test_a_courtesy_or_summary_lead_in_before_a_faithful_sentence_is_presentation(lead: str) -> None:
    assert _failures(lead.format(s=SENTENCE)) == []


@pytest.mark.parametrize("lead", COURTESY)
def test_the_same_lead_in_before_a_bent_sentence_is_still_refused(lead: str) -> None:
    assert _failures(lead.format(s=BENT)) != []


YES = [
    "Yes — {s} [E1].",
    "yes: {s} [E1].",
    "نعم؛ {s} [E1].",
    "نعم — {s} [E1].",
    "نعم. {s} [E1].",
    "أيوه طبعا، {s} [E1].",
    "ايوا أكيد — {s} [E1].",
    "aywa tab3an, {s} [E1].",
    "Yes, of course: {s} [E1].",
]


@pytest.mark.parametrize("lead", YES)
def test_a_yes_with_any_mark_after_it_before_its_faithful_sentence_is_presentation(lead: str) -> None:
    assert _failures(lead.format(s=SENTENCE)) == []


@pytest.mark.parametrize("lead", YES)
def test_the_same_yes_before_a_bent_or_a_negated_sentence_is_still_refused(lead: str) -> None:
    assert _failures(lead.format(s=BENT)) != []
    assert _failures(lead.format(s=NEGATED)) != []  # "yes, he did not": the answer word against its sentence


@pytest.mark.parametrize("lead", ["No — {s} [E1].", "لأ؛ {s} [E1].", "لا — {s} [E1].", "la2 tab3an, {s} [E1]."])
def test_a_no_before_the_positive_statement_it_denies_is_still_refused(lead: str) -> None:
    assert _failures(lead.format(s=SENTENCE)) != []


@pytest.mark.parametrize("lead", ["No — {s} [E1].", "لأ؛ {s} [E1].", "لا طبعا، {s} [E1]."])
def test_a_no_before_its_negated_faithful_sentence_is_presentation(lead: str) -> None:
    assert _failures(lead.format(s=NEGATED)) == []


@pytest.mark.parametrize("answer", [
    f"Sure! According to tradition, {SENTENCE} [E1].",  # another source, outside the list
    f"Short answer: the oldest monastery in Egypt. {SENTENCE} [E1].",  # a claim of its own, uncited
    f"باختصار، أقدم دير في مصر كلها. {SENTENCE} [E1].",
    f"بص يا أنبا بيشوي، {SENTENCE} [E1].",  # a person addressed: not in the list
    f"Sure! He built two monasteries. {SENTENCE} [E1].",
    f"طبعا مش، {SENTENCE} [E1].",
])  # fmt: skip
def test_a_lead_in_that_says_something_is_refused(answer: str) -> None:
    assert _failures(answer) != []


def test_the_lead_in_goes_and_the_sentence_keeps_its_citation() -> None:
    (sentence,) = answer_sentences(f"Sure — here it is: {SENTENCE} [E1].")
    assert sentence.text.startswith(SENTENCE) and sentence.ids == ("E1",)
    (sentence,) = answer_sentences(f"نعم؛ {SENTENCE} [E1].")
    assert sentence.ids == ("E1",)


@pytest.mark.parametrize("text", [
    "بص إلى السماء وقال.",  # the verb "look", no comma after it: a sentence
    "أكيد أنه بنى ديرا.",  # "it is sure that": a claim
    "Sure enough he built it.",
    "نعم الرجل هو.",
])  # fmt: skip
def test_what_is_not_a_lead_in_keeps_its_words(text: str) -> None:
    assert without_presentation(text) == text


# A no answers the sentence's head: a negation in a later clause does not make it agree (a bent "No —"
# before a sentence that says yes to the question, then "… فلم تؤذه").
LATER = "وفي تلك السنة بنى الأنبا صموئيل ديرا في جبل القلمون ولم يقبل الأسقفية"
HEAD_EXCERPT = f"{LATER}. ولم يحضر القديس مجمع الأساقفة تلك السنة. وما راح مع الرهبان للمدينة."


@pytest.mark.parametrize("answer", [
    f"No — {LATER} [E1].",
    f"لا، {LATER} [E1].",
    f"لأ؛ {LATER} [E1].",
])  # fmt: skip
def test_a_no_before_a_sentence_negated_only_in_a_later_clause_is_refused(answer: str) -> None:
    context = ContextPack(evidence=[Evidence(evidence_id="E1", chunk_id="syn:07-01#1/0", excerpt=HEAD_EXCERPT)], tokens=0)
    payload = AnswerPayload(status="answered", answer=answer, cited_ids=["E1"])
    assert validate_answer(payload, context, Settings(), known_names=NAMES).failures != []


@pytest.mark.parametrize("answer", [
    "لا، ولم يحضر القديس مجمع الأساقفة تلك السنة [E1].",
    "لأ — وما راح مع الرهبان للمدينة [E1].",
])  # fmt: skip
def test_a_no_before_its_negated_head_is_the_answers_word(answer: str) -> None:
    context = ContextPack(evidence=[Evidence(evidence_id="E1", chunk_id="syn:07-01#1/0", excerpt=HEAD_EXCERPT)], tokens=0)
    payload = AnswerPayload(status="answered", answer=answer, cited_ids=["E1"])
    assert validate_answer(payload, context, Settings(), known_names=NAMES).failures == []


def test_an_egyptian_negation_the_excerpt_reads_agrees_with_a_no() -> None:
    excerpt = "ولم يذهب معهما للعمل. وما راح مع الرهبان."
    assert without_answer_word("لأ، ماراحش مع الرهبان", excerpt) == "ماراحش مع الرهبان"
    assert without_answer_word("لأ، راح مع الرهبان", excerpt) == "لأ، راح مع الرهبان"


# Class 2: an answer head, then its sentence under an "according to" frame ("الإجابة: X. حسب المصدر، S"). The
# frame after a full stop is left to `attributed_claims`, which takes the head off when the sentence states it.
@pytest.mark.parametrize("answer", [
    f"الإجابة: صموئيل. حسب المصدر، {SENTENCE} [E1].",
    f"Short answer: Samuel. According to the source, {SENTENCE} [E1].".replace("Samuel", "صموئيل"),
    f"الجواب: جبل القلمون. وفقا للنص: {SENTENCE} [E1].",
])  # fmt: skip
def test_an_answer_head_the_framed_sentence_states_is_taken_off(answer: str) -> None:
    assert _failures(answer) == []


@pytest.mark.parametrize("answer", [
    f"الإجابة: بيشوي. حسب المصدر، {SENTENCE} [E1].",  # a head the sentence does not state
    f"الإجابة: جبل النطرون. وفقا للنص: {SENTENCE} [E1].",
    f"الإجابة: صموئيل. حسب المصدر، {BENT} [E1].",  # the sentence bent
])  # fmt: skip
def test_an_answer_head_the_sentence_does_not_state_is_refused(answer: str) -> None:
    assert _failures(answer) != []
