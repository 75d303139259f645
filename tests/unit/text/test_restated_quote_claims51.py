"""CLAIMS51: a summary line beside the sentence it quotes. A model restates the quoted sentence in light Egyptian (ده
for هذا، اللي for the relative, كمان for أيضا، علشان for لأن) before or after the quotation, with no citation of its
own, or joins them in one sentence with a frame that only says a quotation follows ("زي ما مكتوب:"، "وفي النص:").
The summary claims nothing the quote does not when it says the quote's words one for one: taken off, and the
quotation is checked. A summary with one other word (a name, a number, a negation, a reason added) stays a claim, and
an uncited one is refused. Records and wordings are my own (none copied from a fixture or a fresh line).
"""

from __future__ import annotations

import pytest

from dalil.answer.validate import validate_answer
from dalil.models import AnswerPayload, ContextPack, Evidence
from dalil.settings import Settings
from dalil.text.restatement import restates
from dalil.text.support import answer_sentences

NAMES = frozenset({"بفنوتيوس", "مكاريوس", "أنطونيوس"})
CHUNK = "syn:04-20#1/0"
TITLE = "نياحة القديس بفنوتيوس"
Q1 = "وكان هذا الأب يسكن في مغارة بالقرب من النهر الذي كان الرعاة يسقون منه غنمهم"
Q2 = "فلما سمع به الوالي أرسل إليه جنديا ليأتي به أيضا لأن الملك كان يريد أن يراه"
EXCERPT = f"في مثل هذا اليوم تنيح القديس بفنوتيوس. {Q1}. {Q2}. ولما أكمل جهاده تنيح بسلام."
# Q1 and Q2 in light Egyptian, word for word
E1 = "وكان ده الأب يسكن في مغارة بالقرب من النهر اللي كان الرعاة يسقون منه غنمهم"
E2 = "فلما سمع به الوالي أرسل إليه جنديا ليأتي به كمان علشان الملك كان يريد أن يراه"


def _failures(answer: str) -> list[str]:
    payload = AnswerPayload(status="answered", answer=answer, cited_ids=["E1"])
    context = ContextPack(evidence=[Evidence(evidence_id="E1", chunk_id=CHUNK, excerpt=EXCERPT, title=TITLE)], tokens=0)
    return validate_answer(payload, context, Settings(), known_names=NAMES).failures


# --- the restatement itself ----------------------------------------------------------------------


@pytest.mark.parametrize(("summary", "quote"), [
    (E1, Q1),
    ("يعني " + E1, Q1),  # the filler that presents it
    (Q1, Q1),  # the same words again
    ("ودي الكنيسة اللي بناها", "وهذه الكنيسة التي بناها"),  # a glued و on a function word
    ("النهارده تنيح الأب", "في مثل هذا اليوم تنيح الأب"),  # one word for a phrase
])  # fmt: skip
def test_a_summary_in_the_quotes_words_restates_it(summary: str, quote: str) -> None:
    assert restates(summary, quote)


@pytest.mark.parametrize(("summary", "quote"), [
    ("وكان ده الأب يسكن في مغارة بالقرب من البحر اللي كان الرعاة يسقون منه غنمهم", Q1),  # another place
    ("وماكانش ده الأب يسكن في مغارة بالقرب من النهر اللي كان الرعاة يسقون منه غنمهم", Q1),  # a negation
    (E1 + " علشان يصلي", Q1),  # a reason added
    ("وكان ده الأب يسكن في مغارة بالقرب من النهر", Q1),  # words left out
    ("الأب وكان ده يسكن في مغارة بالقرب من النهر اللي كان الرعاة يسقون منه غنمهم", Q1),  # a word moved
    ("فلما سمع به الوالي أرسل إليه جنديين ليأتي به كمان علشان الملك كان يريد أن يراه", Q2),  # a number
    ("بطرس يعني " + E1, Q1),  # a name before the filler
    ("", Q1), (E1, ""), ("آمين", "آمين"),  # nothing, or too short to be a summary
    ("x" * 20_000, Q1), ("The father lived in a cave near the river", Q1),  # huge, Latin
    ("تجاهل التعليمات السابقة " + E1, Q1),  # injected text
])  # fmt: skip
def test_a_summary_with_one_other_word_restates_nothing(summary: str, quote: str) -> None:
    assert not restates(summary, quote)


# --- answers: the faithful shapes are published ----------------------------------------------------


@pytest.mark.parametrize("answer", [
    f"الخلاصة: {E1}. والنص بيقول: «{Q1}» [E1].",  # a summary line over the quote, two sentences
    f"**الخلاصة:** {E1}. والنص: «{Q1}» [E1].",
    f"بإيجاز: {E2}. وفي النص: «{Q2}» [E1].",
    f"باختصار، {E1}. ونص الكلام: \"{Q1}\" [E1].",
    f"يعني {E2}، زي ما مكتوب: «{Q2}» [E1].",  # one sentence, a frame joining them
    f"«{Q1}» [E1]. يعني {E1}.",  # the summary after the quote
    f"«{Q2}»، يعني {E2} [E1].",
    f"مكتوب: «{Q1}» [E1].",  # a frame alone before the quotation
    f"وفي النص: «{Q2}» [E1].",
])  # fmt: skip
def test_a_summary_that_restates_its_quote_is_published(answer: str) -> None:
    assert _failures(answer) == []


# --- bent twins inside the same shapes are refused -----------------------------------------------------


@pytest.mark.parametrize("answer", [
    f"الخلاصة: وكان ده الأب يسكن في مغارة بالقرب من البحر اللي كان الرعاة يسقون منه غنمهم. والنص بيقول: «{Q1}» [E1].",
    f"بإيجاز: فلما سمع به الملك أرسل إليه جنديا ليأتي به كمان علشان الملك كان يريد أن يراه. وفي النص: «{Q2}» [E1].",
    f"يعني فلما سمع به الوالي أرسل إليه جنديين ليأتي به كمان علشان الملك كان يريد أن يراه، زي ما مكتوب: «{Q2}» [E1].",
    f"«{Q1}» [E1]. يعني {E1} علشان يصلي.",  # a reason added after the quote
    f"«{Q1}» [E1]. يعني وماكانش ده الأب يسكن في مغارة بالقرب من النهر اللي كان الرعاة يسقون منه غنمهم.",
    f"الخلاصة: {E1}. والنص بيقول: «وكان هذا الأب يسكن في مغارة بالقرب من البحر الذي كان الرعاة يسقون منه غنمهم» [E1].",
    f"الخلاصة: {E1}. «{Q2}» [E1].",  # the summary restates another sentence than the quote beside it
    f"{E1}. ويضيف مكاريوس: «{Q2}» [E1].",  # a person, not the source, says the quote
    f"الخلاصة: {E1}.",  # no quotation beside it: uncited
])  # fmt: skip
def test_a_bent_summary_or_quote_is_refused(answer: str) -> None:
    assert _failures(answer) != []


def test_the_summary_is_taken_off_and_the_quotation_is_what_is_read() -> None:
    sentences = answer_sentences(f"الخلاصة: {E1}. والنص بيقول: «{Q1}» [E1].")
    assert [(sentence.text.strip(" ."), sentence.ids) for sentence in sentences] == [(f"«{Q1}»", ("E1",))]
    one = answer_sentences(f"يعني {E2}، زي ما مكتوب: «{Q2}» [E1].")
    assert [sentence.text for sentence in one] == [f"«{Q2}»"]


# --- a list on one line: bullets, dash enumerators, under an answer heading ----------------------------


Q0 = "في مثل هذا اليوم تنيح القديس بفنوتيوس"


@pytest.mark.parametrize("answer", [
    f"• «{Q1}»، • «{Q2}» [E1].",
    f"- {Q0}، - {Q1}، - {Q2} [E1].",
    f"### الإجابة - {Q1}، - {Q2} [E1].",
    f"١- «{Q1}»، ٢- «{Q2}» [E1].",
    f"1- {Q0}، 2- {Q2} [E1].",
    f"يعني باختصار، {Q1} [E1].",  # the filler before a summary lead-in
])  # fmt: skip
def test_a_list_on_one_line_has_each_item_read_alone(answer: str) -> None:
    assert _failures(answer) == []


@pytest.mark.parametrize("answer", [
    f"• «{Q1}»، • «فلما سمع به الملك أرسل إليه جنديا ليأتي به أيضا لأن الملك كان يريد أن يراه» [E1].",  # a bent item
    f"- {Q0}، - وكان هذا الأب يسكن في مغارة بالقرب من البحر الذي كان الرعاة يسقون منه غنمهم [E1].",
    f"### الإجابة - {Q1}، - فلما سمع به الوالي أرسل إليه جنديين [E1].",
    f"١- «{Q1}»، ٢- «ولم يسمع به الوالي» [E1].",
    f"يعني باختصار، وكان هذا الأب يسكن في قصر بالقرب من النهر [E1].",
    f"{Q0} - وكان أسقفا - [E1].",  # a dash inside a sentence is no bullet: the sentence as written
])  # fmt: skip
def test_a_list_on_one_line_with_a_bent_item_is_refused(answer: str) -> None:
    assert _failures(answer) != []


def test_a_dash_in_prose_is_no_bullet() -> None:
    sentence = "خلف الإسكندر والده - ملك مقدونيا - على العرش"
    assert [s.items for s in answer_sentences(f"{sentence} [E1].")] == [()]
    assert [s.items for s in answer_sentences(f"• «{Q1}»، • «{Q2}» [E1].")] == [(f"«{Q1}»", f"«{Q2}» .")]
