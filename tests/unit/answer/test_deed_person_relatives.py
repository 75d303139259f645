"""ONEPLACE68: the relatives after من/مين that ask a deed's doer (`answer.deed_person`) read the shared table
(`text.clause_openers.RELATIVES`) less its difference: one man only (الذي، اللي), not the plural, the feminine nor the duals."""

from __future__ import annotations

import pytest

from dalil.answer import deed_person
from dalil.answer.deed_person import asked_deed_person
from dalil.text.clause_openers import RELATIVES
from dalil.text.normalize import folded_words


def test_the_doers_relatives_are_the_shared_ones_of_one_man() -> None:
    assert deed_person._RELATIVES == folded_words("الذي اللي اللى")
    assert RELATIVES - deed_person._RELATIVES == folded_words("التي الذين اللذان اللتان")


@pytest.mark.parametrize("question", ["من الذي عمد المسيح؟", "مين اللي عمد المسيح؟"])
def test_who_and_a_relative_of_one_man_ask_the_doer(question: str) -> None:
    asked = asked_deed_person(question)
    assert asked is not None and asked.role == "doer"


def test_who_of_the_many_spoken_of_asks_no_doer() -> None:
    assert asked_deed_person("من الذين قال المسيح إنهم ملح الأرض؟") is None
