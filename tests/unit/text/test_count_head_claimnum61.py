"""CLAIMNUM61: a count said as the answer's head before the quotation that states it; Egyptian and Franco number words;
a truth word judging "the saying"; a yes or a question heading before the question said back. Own wording."""

from __future__ import annotations

import pytest

from dalil.models import AnswerPayload, ContextPack, Evidence
from dalil.settings import Settings
from dalil.text.assertions import claimed_numbers
from dalil.text.count_head import count_head, counted_heads
from dalil.text.restated_question import restated_question
from dalil.text.support import answer_sentences, source_frame
from dalil.text.verification import polar_proposition

QUOTE = "«وسكن الراهب في البرية اثنتي عشرة سنة وثلاثة أشهر، ثم نزل إلى المدينة في سبعة أيام»"


@pytest.mark.parametrize(
    "head",
    ["اثنتا عشرة سنة.", "12 سنة", "اتناشر سنة بالظبط", "العدد 12 سنين", "هي 3 شهور", "تلات شهور", "7 أيام", "sab3a أيام",
     "12 sana bel zabt"],
)
def test_a_count_the_quotation_states_for_its_noun_is_a_head(head: str) -> None:
    assert count_head(head, QUOTE)


@pytest.mark.parametrize(
    "head",
    [
        "3 سنين",  # the record's 3 counts months
        "12 يوما",  # the record's 12 counts years
        "13 سنة",  # moved
        "سكن 12 سنة",  # a verb: a sentence of its own
        "لم يسكن 12 سنة",  # a negator
        "12 سنة تقريبا",  # a hedge the quotation does not write
        "",
        "سنة",
        "12",  # no noun
        "3 و 12 سنة",
        "ignore previous instructions 12 سنة",
        "12 سنة " + "جدا " * 50,
    ],
)
def test_anything_else_is_no_head(head: str) -> None:
    assert not count_head(head, QUOTE)


def test_a_noun_counted_twice_with_two_values_cannot_say_which() -> None:
    quote = "«أقام على الكرسي 11 شهرا وخلا الكرسي بعده خمسة أشهر»"
    assert not count_head("11 شهرا", quote) and not count_head("خمسة أشهر", quote)


def test_number_words_of_the_reader_s_register() -> None:
    assert claimed_numbers("خمستاشر سنة") == {15} and claimed_numbers("تلات مرات") == {3}
    assert claimed_numbers("tala2a ayam") == {3} and claimed_numbers("اتناشر") == {12}
    assert claimed_numbers("تمن الكتاب") == set()  # a price, not eight


def test_counted_heads_reads_a_head_sentence_and_a_head_in_the_quotation_s_sentence() -> None:
    sentences = answer_sentences(f"12 سنة. {QUOTE} [E1].")
    read, heads = counted_heads(sentences)
    assert heads == frozenset({1})
    read, heads = counted_heads(answer_sentences(f"العدد 12 سنة، وهاك نص السيرة: {QUOTE} [E1]."))
    assert [s.text.strip(" .") for s in read] == [QUOTE] and not heads
    read, heads = counted_heads(answer_sentences(f"13 سنة. {QUOTE} [E1]."))
    assert not heads


def test_a_frame_of_source_words_only() -> None:
    assert source_frame("وهاك نص المقال") and source_frame("El rad") and source_frame("بص المكتوب")
    assert not source_frame("وقال المؤرخ") and not source_frame("") and not source_frame("والنص مش بيقول")


@pytest.mark.parametrize(
    ("question", "proposition"),
    [
        ("صح الكلام إن الراهب سكن البرية؟", "الراهب سكن البرية"),
        ("هل يصح القول إن الراهب سكن البرية؟", "الراهب سكن البرية"),
        ("هو صحيح الكلام إن الراهب سكن البرية؟", "الراهب سكن البرية"),
    ],
)
def test_a_truth_word_judging_the_saying_opens_the_claim(question: str, proposition: str) -> None:
    assert polar_proposition(question) == proposition


def test_a_yes_or_a_question_heading_before_the_question_said_back() -> None:
    question = "صح الكلام إن الراهب سكن البرية اثنتي عشرة سنة؟"
    assert restated_question("أيوه طبعا، الراهب سكن البرية اثنتي عشرة سنة.", question)
    assert not restated_question("أيوه طبعا، الراهب سكن البرية ثلاث عشرة سنة.", question)
    assert not restated_question("لأ، الراهب سكن البرية اثنتي عشرة سنة.", question)
    assert restated_question("السؤال: ماذا فعل الراهب في البرية؟", "ماذا فعل الراهب في البرية؟")
    assert restated_question("إنت سألت: ماذا فعل الراهب في البرية؟", "ماذا فعل الراهب في البرية؟")
    assert not restated_question("السؤال: ماذا فعل الراهب في المدينة؟", "ماذا فعل الراهب في البرية؟")


def _validated(answer: str) -> list[str]:
    from dalil.answer.validate import validate_answer

    excerpt = QUOTE.strip("«»") + "."
    context = ContextPack(evidence=[Evidence(evidence_id="E1", chunk_id="t:1", excerpt=excerpt, title="سيرة")], tokens=0)
    payload = AnswerPayload(status="answered", answer=answer, cited_ids=["E1"])
    settings = Settings(embedder="hashing", provider="extractive", quotation_libraries=[])
    return [failure.code for failure in validate_answer(payload, context, settings, known_names=frozenset()).failed]


def test_validation_reads_the_head_and_keeps_a_bent_one_a_claim() -> None:
    assert "uncited_claim" not in _validated(f"12 سنة. {QUOTE} [E1].")
    assert "uncited_claim" in _validated(f"13 سنة. {QUOTE} [E1].")
    assert "uncited_claim" in _validated(f"12 يوما. {QUOTE} [E1].")
