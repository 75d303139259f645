"""FQ45LEFT66: going down ("نزل", "انحدر") is a verb of moving, so "with whom" after it needs a companion of THAT
move (`companion_asked`), and its stems that are nouns ("منزل", "منحدر") are not. Wording of my own (issue 19)."""

from __future__ import annotations

import pytest

from dalil.answer.companion_asked import asked_move_place, companion_of_the_move
from dalil.answer.move_direction import move_verb


@pytest.mark.parametrize("word", ["نزل", "ونزل", "فنزل", "وينزل", "نزلوا", "انحدر", "وانحدر", "ينحدر"])
def test_going_down_is_a_verb_of_moving(word: str) -> None:
    assert move_verb(word)


@pytest.mark.parametrize("word", ["منزل", "المنزل", "لمنزل", "منحدر", "نزول"])
def test_a_house_or_a_slope_is_not(word: str) -> None:
    assert not move_verb(word)


@pytest.mark.parametrize(
    ("question", "sentence", "named"),
    [
        ("الراهب نزل من الجبل مع مين؟", "ولما نزل الراهب من الجبل كان وجهه يضيء", False),  # the move, no one with him
        ("الراهب نزل من الجبل مع مين؟", "ونزل من الجبل ومعه تلميذه يوحنا", True),
        ("مع من انحدر الرسول إلى أنطاكية؟", "انحدر إلى أنطاكية هو وتلميذه", True),
        ("مع من انحدر الرسول إلى أنطاكية؟", "انحدر إلى أنطاكية ثم سافر مع برنابا إلى قبرص", False),  # another move's
    ],
)
def test_with_whom_after_going_down_needs_a_companion_of_that_move(question: str, sentence: str, named: bool) -> None:
    assert asked_move_place(question) is not None
    assert companion_of_the_move(question, sentence) is named
