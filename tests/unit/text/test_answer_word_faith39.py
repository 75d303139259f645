"""A yes/no word opening an answer (FAITH39, issue 19 class 1): "نعم، …" / "أيوه، …" before a faithful
sentence is the answer's word, not the record's, and is set aside by the quotation rule; it must agree
with its sentence: "لا، …" before a positive statement, "نعم، …" before a negated one, stays and is
refused. New wording, not copied from the probes."""

from __future__ import annotations

import pytest

from dalil.text.quotation import quotation_problem, without_answer_word

EXCERPT = (
    "وفي تلك الأيام خرج القديس ابيفانيوس إلى البرية وسكن عند شيخ ناسك ثلاث سنين. "
    "ولم يقبل الأسقفية لما دعوه إليها بل هرب إلى الجبل."
)


@pytest.mark.parametrize(
    "answer",
    [
        "نعم، خرج القديس ابيفانيوس إلى البرية وسكن عند شيخ ناسك ثلاث سنين [E1].",
        "أيوه، خرج القديس ابيفانيوس إلى البرية وسكن عند شيخ ناسك ثلاث سنين [E1].",
        "ايوا, خرج القديس ابيفانيوس إلى البرية [E1].",
        "Aywa, خرج القديس ابيفانيوس إلى البرية [E1].",
        "لا، لم يقبل الأسقفية لما دعوه إليها بل هرب إلى الجبل [E1].",
    ],
)
def test_a_yes_or_no_that_agrees_with_its_faithful_sentence_is_set_aside(answer: str):
    assert quotation_problem(answer, EXCERPT) is None


@pytest.mark.parametrize(
    "answer",
    [
        # a no before the positive statement it denies: the answer contradicts its own sentence
        "لا، خرج القديس ابيفانيوس إلى البرية وسكن عند شيخ ناسك ثلاث سنين [E1].",
        # a yes before a negation: "yes, he did not" answers nothing the sentence says
        "نعم، لم يقبل الأسقفية لما دعوه إليها بل هرب إلى الجبل [E1].",
        # a yes before a bent sentence is still a bent sentence
        "نعم، خرج القديس ابيفانيوس إلى البرية وسكن عند شيخ ناسك سبع سنين [E1].",
    ],
)
def test_a_yes_or_no_against_its_sentence_or_before_a_bend_is_still_refused(answer: str):
    assert quotation_problem(answer, EXCERPT) is not None


def test_the_records_own_negation_is_no_answer_word():
    assert without_answer_word("لا تنس العهد، الذي قطعته مع آبائنا") == "لا تنس العهد، الذي قطعته مع آبائنا"
    assert without_answer_word("نعم") == "نعم"  # a cited "yes" alone is itself the claim
