""""ابونا" before a name is a father's title (searched الانبا), with no name after it the priest the
liturgy's rubrics call الكاهن (text/reading.py `BARE_TITLE_OFFICES`; MEND33, issue 19 RESPONSE29's
leftover). Wording of my own."""

from __future__ import annotations

import pytest

from dalil.text.reading import BARE_TITLE_OFFICES, read_question
from dalil.text.vocabulary import Vocabulary

EMPTY = Vocabulary({}, "empty")


def _searched(question: str) -> list[str]:
    return read_question(question, EMPTY).searched.replace("،", " ").replace("؟", " ").split()


@pytest.mark.parametrize(
    "question",
    [
        "لما ابونا يقول اذكروا الراقدين الشعب بيرد بإيه",
        "أبونا بيقولها امتى",
        "مين بيقول السلام لجميعكم، ابونا ولا الشماس؟",
        "الصلاة دي بيقولها ابونا",
        "رقم تليفون أبونا اللي في الكنيسة",
    ],
)
def test_a_bare_abuna_is_the_priest(question: str) -> None:
    assert "الكاهن" in _searched(question) and "الانبا" not in _searched(question)


@pytest.mark.parametrize("question", ["أبونا بيشوي اتنيح امتى", "ابونا مكاري كان اسقف فين"])
def test_abuna_before_a_name_is_a_title(question: str) -> None:
    assert "الانبا" in _searched(question) and "الكاهن" not in _searched(question)


@pytest.mark.parametrize(("word", "office"), list(BARE_TITLE_OFFICES.items()))
def test_each_bare_title_row(word: str, office: str) -> None:
    assert read_question(f"{word} قال", EMPTY).searched == f"{office} قال"
