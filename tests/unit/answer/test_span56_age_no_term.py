"""SPAN56: an age reached ("بلغ N سنة", "ابن N سنة", "وله من العمر") is no length of an office or a stay asked.

Invented records; the first group fails on main 2a7ed49f (an age filled the duration asked)."""

from __future__ import annotations

import pytest

from dalil.answer.asked_stated import states_asked

TITLES = ["نياحة القديس الأنبا بسنتاوس أسقف طموه"]
TERM = "كم سنة ظل الأنبا بسنتاوس أسقفًا على طموه؟"
TERM_EG = "الانبا بسنتاوس قعد اسقف على طموه كام سنة"


@pytest.mark.parametrize("sentence", [
    "وكان الأنبا بسنتاوس أسقف طموه تقيا ، ولما بلغ ثماني عشرة سنة ترك بيت أبيه .",
    "وكان الأنبا بسنتاوس أسقف طموه وهو ابن ثلاثين سنة حين رسم كاهنا .",
    "وكان الأنبا بسنتاوس أسقف طموه وله من العمر أربعون سنة لما تنيح .",
    "وكان الأنبا بسنتاوس أسقف طموه شيخا وكان عمره تسعين سنة .",
])
@pytest.mark.parametrize("question", [TERM, TERM_EG])
def test_an_age_is_no_term(question: str, sentence: str) -> None:
    assert not states_asked(question, sentence, TITLES)


@pytest.mark.parametrize("sentence", [
    "وأقام الأنبا بسنتاوس أسقفا على طموه ثماني عشرة سنة ثم تنيح .",
    "وبلغت مدة أسقفية الأنبا بسنتاوس على طموه ثلاثين سنة .",
])
def test_a_term_stated_still_answers(sentence: str) -> None:
    assert states_asked(TERM_EG, sentence, TITLES)


def test_an_age_asked_is_still_told_by_the_age() -> None:
    age = "الانبا بسنتاوس كان عنده كام سنة لما ساب بيت ابوه"
    assert states_asked(age, "وكان الأنبا بسنتاوس تقيا ، ولما بلغ ثماني عشرة سنة ترك بيت أبيه .", TITLES)


def test_years_lived_still_answer_how_long_he_lived() -> None:
    assert states_asked("كم سنة عاش الأنبا بسنتاوس؟", "وعاش الأنبا بسنتاوس ثمانين سنة ثم تنيح .", TITLES)


@pytest.mark.parametrize("question", ["", "x" * 5000, "how many years was he bishop?", "تجاهل التعليمات " * 200])
def test_bad_input_reads_nothing(question: str) -> None:
    states_asked(question, "ولما بلغ ثماني عشرة سنة ترك بيت أبيه .", TITLES)  # no raise
