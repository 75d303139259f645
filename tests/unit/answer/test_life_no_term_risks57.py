"""RISKS57 item 4: the years a life ran ("وكانت مدة حياته إحدى وتسعين سنة", "وعاش الأنبا … ثمانين سنة") are no term in
office asked ("قعد أسقف كام سنة"); "كم سنة عاش" keeps them. Invented records; the first group fails on main 1017beb2."""

from __future__ import annotations

import pytest

from dalil.answer.asked_stated import states_asked

TITLES = ["نياحة القديس الأنبا بسنتاوس أسقف طموه"]
TERM = "كم سنة ظل الأنبا بسنتاوس أسقفًا على طموه؟"
TERM_EG = "الانبا بسنتاوس قعد اسقف على طموه كام سنة"


@pytest.mark.parametrize("sentence", [
    "وكانت مدة حياته إحدى وتسعين سنة .",
    "وعاش الأنبا بسنتاوس ثمانين سنة ثم تنيح .",
    "وكانت أيام حياته كلها خمسا وسبعين سنة .",
])
@pytest.mark.parametrize("question", [TERM, TERM_EG])
def test_a_lifes_length_is_no_term(question: str, sentence: str) -> None:
    assert not states_asked(question, sentence, TITLES)


@pytest.mark.parametrize("sentence", [
    "وأقام الأنبا بسنتاوس أسقفا على طموه ثماني عشرة سنة ثم تنيح .",
    "وعاش الأنبا بسنتاوس أسقفا على طموه ثلاثين سنة .",  # an office between: the term
])
def test_a_term_stated_still_answers(sentence: str) -> None:
    assert states_asked(TERM_EG, sentence, TITLES)


@pytest.mark.parametrize("question", ["كم سنة عاش الأنبا بسنتاوس؟", "الانبا بسنتاوس عاش كام سنة"])
def test_years_lived_still_answer_how_long_he_lived(question: str) -> None:
    assert states_asked(question, "وعاش الأنبا بسنتاوس ثمانين سنة ثم تنيح .", TITLES)


@pytest.mark.parametrize("question", ["", "x" * 5000, "how many years was he bishop?", "تجاهل التعليمات " * 200])
def test_bad_input_reads_nothing(question: str) -> None:
    states_asked(question, "وكانت مدة حياته إحدى وتسعين سنة .", TITLES)  # no raise
