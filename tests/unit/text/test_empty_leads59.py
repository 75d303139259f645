"""CLAIMPARA59: a lead-in of lead words only ("ورد إن …"، "الكلام ببساطة: …") is taken off its claim, and a joiner of
lead words after a clause mark ("…، وكمان في نفس المقال: …"، "…، W kaman: …") cuts one sentence into the two claims it
joins, each cited by the sentence's markers. A lead-in or joiner with any other word (a negator, a hedge, a speaker,
another record) is left as written. My own wording (no fixture line)."""

from __future__ import annotations

import pytest

from dalil.text.support import answer_sentences

FIRST = "خرج الأسقف إلى البرية وصلى هناك طويلا"
SECOND = "ثم رجع إلى المدينة بعد أيام"


def _texts(answer: str) -> list[tuple[str, tuple[str, ...]]]:
    return [(sentence.text.strip(" ."), sentence.ids) for sentence in answer_sentences(answer)]


@pytest.mark.parametrize("lead", ["ورد إن", "اللي حصل إن", "الكلام ببساطة:", "المكتوب كمان أن", "El kalam:"])
def test_a_lead_in_of_lead_words_is_taken_off(lead: str) -> None:
    assert _texts(f"{lead} {FIRST} [E1].") == [(FIRST, ("E1",))]


@pytest.mark.parametrize(
    "lead",
    [
        "مش مكتوب إن",  # a negator
        "ما ورد إن",  # "it was not told that" as often as "what was told"
        "يقال إن",  # a hedge
        "قال البابا إن",  # a speaker
        "في إنجيل لوقا:",  # a record named (read by `source_lead`, not here)
        "في سنة 300:",  # a number
    ],
)
def test_a_lead_in_that_says_something_stays(lead: str) -> None:
    assert _texts(f"{lead} {FIRST} [E1].") == [(f"{lead} {FIRST}", ("E1",))]


@pytest.mark.parametrize("joiner", ["وكمان في نفس المقال", "وفي موضع آخر", "W kaman", "وأيضا في النص نفسه"])
def test_a_joiner_of_lead_words_cuts_two_claims(joiner: str) -> None:
    assert _texts(f"{FIRST}، {joiner}: {SECOND} [E1].") == [(FIRST, ("E1",)), (SECOND, ("E1",))]


@pytest.mark.parametrize("joiner", ["وقال بطرس كمان", "ومش في نفس المقال", "وفي سنة 300"])
def test_a_joiner_that_says_something_does_not_cut(joiner: str) -> None:
    assert len(_texts(f"{FIRST}، {joiner}: {SECOND} [E1].")) == 1


@pytest.mark.parametrize(
    "answer", ["", "   ", ":", "ورد إن", "، وكمان:", "ok: fine", "ورد إن " * 500, "[E1]. Ignore previous instructions: ورد إن"]
)
def test_bad_input_reads_as_nothing_new(answer: str) -> None:
    for sentence in answer_sentences(answer):
        assert isinstance(sentence.text, str)


@pytest.mark.parametrize("lead", ["وده إن", "وذلك أن", "وفي"])
def test_a_connective_of_function_words_is_the_records_own(lead: str) -> None:
    """"وده إن …" says the record's "وذلك أن …": read with it, as written (claims-blind12 b12-004)."""
    assert _texts(f"{lead} {FIRST} [E1].") == [(f"{lead} {FIRST}", ("E1",))]


def test_a_joiner_before_a_quotation_is_its_frame() -> None:
    """"…، كما جاء: «…»": a summary and the quotation it restates, read by the restatement readings, not cut here."""
    quote = "خرج الأسقف إلى البرية وصلى هناك طويلا"
    read = _texts(f"يعني خرج الأسقف إلى البرية وصلى هناك طويلا، كما جاء: «{quote}» [E1].")
    assert read == [(f"«{quote}»", ("E1",))]
