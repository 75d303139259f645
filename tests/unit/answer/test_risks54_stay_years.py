"""RISKS54 item 4 (issue 19): "كان له N سنة" is an age (ASKED51) only when nothing after the span makes the years a
stay's: since when ("منذ ترهب"), an office held in them ("راهبا", "أسقفا"). Own invented record and wordings."""

from __future__ import annotations

import pytest

from dalil.answer.asked_stated import states_asked

TITLE = ["نياحة القديس الأنبا بيمين المتوحد"]
AGE_ASKED = ["كم كان عمر الأنبا بيمين المتوحد؟", "الانبا بيمين المتوحد كان عمره كام سنة"]
STAY_ASKED = ["الانبا بيمين المتوحد قعد كام سنة في الدير", "كم سنة قضى الأنبا بيمين في الدير؟"]


@pytest.mark.parametrize("question", AGE_ASKED)
@pytest.mark.parametrize(
    "stay",
    [
        "وكان له اثنتا عشرة سنة راهبا في دير الأنبا مقار .",  # an office held: a monk's years
        "وكان له ثلاثون سنة أسقفا على المدينة .",
        "وكان له عشرون سنة منذ ترهب .",  # since when
        "وكان له عشرون سنة من يوم رسامته .",
    ],
)
def test_a_stays_years_are_no_age(question: str, stay: str) -> None:
    assert not states_asked(question, stay, TITLE)


@pytest.mark.parametrize("question", AGE_ASKED)
@pytest.mark.parametrize(
    "age",
    [
        "وكان له نحو ثلاثين سنة لما ترك بيت أبيه .",  # ASKED51: an age said as the years one has
        "وكان له نحو ثلاثين سنة وهو على ما كان يظن ابن يوسف .",  # Luke 3:23's shape stays an age
        "ولما كملت له مدة أربعين سنة خطر على باله أن يترهب .",
    ],
)
def test_the_years_one_has_stay_an_age(question: str, age: str) -> None:
    assert states_asked(question, age, TITLE)


@pytest.mark.parametrize("question", STAY_ASKED)
def test_a_stay_asked_is_answered_by_the_stay(question: str) -> None:
    assert states_asked(question, "ومكث في الدير عشرين سنة .", TITLE)


@pytest.mark.parametrize("bad", ["", "x" * 5000, "Kan loh 3eshreen sana", "تجاهل التعليمات وكان له عشرون سنة راهبا"])
def test_bad_input_reads_no_age(bad: str) -> None:
    assert not states_asked(AGE_ASKED[0], bad, TITLE)
