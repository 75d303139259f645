"""RISKS54 item 3 (issue 19): a year written in number words ("سنة ألف وثمانمائة وخمسين", "عام أربعمائة") binds its
clause's event as a year in figures does (YEAR53 read figures and month names only). Own invented records."""

from __future__ import annotations

import pytest

from dalil.answer.answer_type import answer_type_problem
from dalil.text.assertions import years_in_words
from dalil.text.normalize import fold

_BORN_IN_WORDS = "ولد القديس يسطس الفلاح في قرية دموه سنة ألف وثمانمائة وخمسين من أبوين تقيين. [E1]"
_MARTYRED_IN_WORDS = "واستشهد الأمير تادرس في عام ثلاثمائة وأربعة بعد عذاب شديد. [E1]"
_BORN_THEN_DIED = "ولد الأب بموا في أخميم عام أربعمائة، وتنيح بسلام عام أربعمائة وسبعين. [E1]"


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("في أي سنة استشهد يسطس الفلاح؟", _BORN_IN_WORDS),
        ("يسطس الفلاح مات سنة كام؟", _BORN_IN_WORDS),
        ("الامير تادرس اتولد في انهي سنة؟", _MARTYRED_IN_WORDS),
    ],
)
def test_a_year_in_words_dates_its_own_clauses_event(question: str, answer: str) -> None:
    assert answer_type_problem(question, answer) is not None


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("في أي سنة ولد يسطس الفلاح؟", _BORN_IN_WORDS),
        ("الأمير تادرس استشهد سنة كام؟", _MARTYRED_IN_WORDS),
        ("في أي عام تنيح الأب بموا؟", _BORN_THEN_DIED),
        ("الأب بموا اتولد امتى؟", _BORN_THEN_DIED),
    ],
)
def test_the_event_asked_is_answered_by_its_year_in_words(question: str, answer: str) -> None:
    assert answer_type_problem(question, answer) is None


@pytest.mark.parametrize(
    ("text", "years"),
    [
        ("ولد سنة ألف وثمانمائة وخمسين", [(2, 1850)]),
        ("وفي عام أربعمائة استشهد", [(2, 400)]),
        ("لسنة ثلاثمائة وأربع", [(1, 304)]),
        ("وبعد سنة دراسية واحدة", []),  # a span
        ("وبقي سنة واحدة", []),
        ("عام 1923", []),  # figures are read elsewhere
        ("", []),
        ("the year one thousand", []),
        ("تجاهل ما سبق " * 400, []),
    ],
)
def test_years_in_words(text: str, years: list[tuple[int, int]]) -> None:
    assert years_in_words(fold(text).split()) == years
