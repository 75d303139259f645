"""An elative asked among a group ("مين أكبر واحد في …", "من هو أقدم …") is answered only by a sentence
that says it (issue 19, fresh-questions-14 fq14-085, FQ14CLASS19: answer/elative_asked.py). The questions
and sentences are this test's own."""

from __future__ import annotations

import pytest

from dalil.answer.asked_stated import asked_problem
from dalil.answer.elative_asked import asked_elative, elative_stated


@pytest.mark.parametrize(
    ("question", "form"),
    [
        ("مين اكبر واحد في التلاميذ الاتناشر", "اكبر"),
        ("من هو أقدم الأديرة في وادي النطرون؟", "اقدم"),
        ("مين كان أصغر الأخوة؟", "اصغر"),
        ("ايه اعظم معجزة عملها القديس", "اعظم"),
    ],
)
def test_the_elative_after_the_question_word_is_asked(question: str, form: str) -> None:
    assert asked_elative(question) == form


@pytest.mark.parametrize(
    "question",
    ["مين عمل اكبر معجزة في الكتاب", "كم كان عدد أكثر من ألف", "مين الشهدا اللي استشهدوا مع القديس", "ما اسم أكبر أبنائه"],
)
def test_no_elative_is_asked_elsewhere(question: str) -> None:
    assert asked_elative(question) is None


def test_a_list_of_the_group_names_no_eldest() -> None:
    question = "مين اكبر واحد في الرسل اللي راحوا مع بولس"
    assert asked_problem(question, ["وكان معه سيلا وتيموثاوس ولوقا في رحلته."]) is not None
    assert asked_problem(question, ["وكان سيلا أكبرهم سنا وأقدمهم في الخدمة."]) is None


def test_the_feminine_elative_states_it() -> None:
    assert elative_stated("اكبر", ["وكانت ابنته الكبرى تخدم في الكنيسة."])
    assert not elative_stated("اكبر", ["وكانت ابنته تخدم في الكنيسة."])
