"""One reading of an answer's opening yes or no (ONEPLACE66, `text.yes_no_opening`): the yes check
(`answer.verification.affirmed_problem`), the record's-no check (`answer.record_no`) and the bare denial read the same
first word, as `support.without_presentation` writes the answer. Own wording."""

from __future__ import annotations

import pytest

from dalil.answer import record_no
from dalil.answer.verification import affirmed_problem
from dalil.models import AnswerPayload, ContextPack, Evidence
from dalil.reasons import CLAIM_NOT_STATED, PREMISE_CONTRADICTED
from dalil.settings import get_settings
from dalil.text.yes_no_opening import answer_word, opening_word, opens_with_denial, opens_with_no, opens_with_yes

SAID = "وخرج الراهب إلى دير الأنبا مقار وأقام فيه عشرين سنة [E1]."
EXCERPT = "وكان الراهب من أخميم. وخرج الراهب إلى دير الأنبا مقار وأقام فيه عشرين سنة. ثم تنيح بسلام."


@pytest.mark.parametrize(
    ("answer", "word"),
    [
        ("نعم، " + SAID, "yes"),
        ("أيوه طبعا، " + SAID, "yes"),
        ("Yes — " + SAID, "yes"),
        ("**نعم.** " + SAID, "yes"),
        ("aywa, " + SAID, "yes"),
        ("أيوه بالظبط، " + SAID, "yes"),  # a word of its own before the comma: still the answer's yes
        ("aywa keda, " + SAID, "yes"),
        ("لا، " + SAID, "no"),
        ("لأ خالص يا باشا، «وخرج الراهب» [E1].", "no"),
        ("La2 msh keda, «وخرج الراهب» [E1].", "no"),
        ("لا يقدر الراهب أن يترك الدير [E1].", "no"),  # the record's own لا opening the answer: read as its no, as before
        (SAID, None),
        ("نعمة الله كانت معه [E1].", None),  # a word that begins like the yes
        ("لازم تعرف إن " + SAID, None),
        ("", None),
        ("   ", None),
    ],
)
def test_the_opening_word(answer: str, word: str | None) -> None:
    assert opening_word(answer) == word
    assert opens_with_yes(answer) is (word == "yes")
    assert opens_with_no(answer) is (word == "no")


@pytest.mark.parametrize(("word", "read"), [("نعم،", "yes"), ("أيوه", "yes"), ("YES", "yes"), ("لأ", "no"), ("La2:", "no"), ("لاء", "no"),
                                            ("نعمة", None), ("لازم", None), ("", None)])
def test_one_word_read_as_an_answer_word(word: str, read: str | None) -> None:
    assert answer_word(word) == read


def test_the_bare_denial_opens_with_the_same_no() -> None:
    assert opens_with_denial("لأ، مش كده. «وخرج الراهب» [E1].")
    assert opens_with_no("لأ، مش كده. «وخرج الراهب» [E1].")
    assert not opens_with_denial("نعم، مش كده. «وخرج الراهب» [E1].")  # a yes is no denial


def _affirmed(question: str, answer: str) -> str | None:
    context = ContextPack(evidence=[Evidence(evidence_id="E1", chunk_id="syn:01-01#1/0", excerpt=EXCERPT)], tokens=40)
    payload = AnswerPayload(status="answered", answer=answer, cited_ids=["E1"])
    return affirmed_problem(question, payload, context, get_settings(), frozenset({"مقار", "اخميم"}))


def test_a_yes_with_a_word_before_its_comma_asserts_the_question() -> None:
    """The bug the one reading fixes: `support.opens_with_yes` read only a head that was one yes word, so "أيوه بالظبط،"
    to a bent premise was never held to the question (a quoted answer from a library outside the quotation rule went out)."""
    bent = "هل أقام الراهب في دير الأنبا مقار ثلاثين سنة؟"
    assert (_affirmed(bent, "أيوه بالظبط، " + SAID) or "").startswith(CLAIM_NOT_STATED)
    assert _affirmed("هل أقام الراهب في دير الأنبا مقار عشرين سنة؟", "أيوه بالظبط، " + SAID) is None


def test_the_records_no_check_leaves_the_answers_own_no_to_the_claim_checks() -> None:
    question = "هل تزوج الراهب؟"
    excerpt = "وأراد أبواه أن يزوجاه فأبى وخرج إلى البرية."
    quoted = "وأراد أبواه أن يزوجاه فأبى وخرج إلى البرية [E1]."
    assert (record_no.record_no_problem(question, quoted, [excerpt]) or "").startswith(PREMISE_CONTRADICTED)
    assert record_no.record_no_problem(question, "لا، " + quoted, [excerpt]) is None
    assert record_no.record_no_problem(question, "La2 msh keda, " + quoted, [excerpt]) is None
