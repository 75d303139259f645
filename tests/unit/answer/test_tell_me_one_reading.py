"""ONEPLACE68: the reader's order to tell ("قولي"، "وقلي"، "فقولي" …) is read in one place (`text.question_frame.tells_me`,
past a glued و or ف): it asks no deed (`asked_reading.asked_deed`) and no line (`said_asked`)."""

from __future__ import annotations

import pytest

from dalil.answer.asked_reading import asked_deed
from dalil.answer.said_asked import _said_asked


@pytest.mark.parametrize("question", ["قولي إيه حكاية القديس مرقس؟", "وقولي إيه حكاية القديس مرقس؟", "فقولي إيه حكاية القديس مرقس؟"])
def test_the_readers_tell_me_asks_no_deed_and_no_line(question: str) -> None:
    assert asked_deed(question) is None
    assert _said_asked(question) is None


def test_a_line_said_is_still_asked() -> None:
    assert _said_asked("ماذا قال المسيح للسامرية؟") is not None
