"""A yes/no deed's slots held to the answer sentence (PREMISE62, issue 19): the place said of THAT deed (not of
another deed after الذي/قد/لما/ثم, not far before it, not absent), the rank reached (a bishop is no
metropolitan). Wording of my own; records invented."""

from __future__ import annotations

import pytest

from dalil.answer.premise_slot import asked_place, asked_rank, place_bound
from dalil.answer.said_asked import PROPOSITION_UNSTATED, said_problem

_BORN_THEN = "في هذا اليوم استشهد القديس مينا الراهب ، الذي ولد بمدينة طنطا من أبوين غنيين"
_MARTYRED_THERE = "ثم أخذوه إلى طنطا وهناك استشهد القديس مينا"
_FAR_BEFORE = "ولد القديس مينا ببلدة طنطا من أب غني وكان ذا مركز كبير وكانت أمه تقية جدا وتقدم للاستشهاد"
_NO_PLACE = "في هذا اليوم استشهد القديس مينا الراهب ."
_BISHOP = "ولما خلا الكرسي رسم الأنبا مينا أسقفا على طنطا"


@pytest.mark.parametrize(
    ("question", "place"),
    [
        ("هل استشهد القديس مينا في طنطا؟", "طنطا"),
        ("مينا اتولد في مدينة طنطا؟", "طنطا"),  # the phrase's last word, not the generic noun
        ("هل ولد مينا بالمحلة؟", "المحله"),  # a glued بال
        ("هل استشهد مينا في طنطا مع أخيه؟", "طنطا"),  # the phrase ends at the next preposition
        ("مين استشهد في طنطا؟", None),  # asks a person: no yes/no claim
        ("", None),
        ("x" * 5000, None),
        ("is Mina martyred in Tanta?", None),  # Latin: read as nothing asked
    ],
)
def test_asked_place(question: str, place: str | None) -> None:
    assert asked_place(question) == place


@pytest.mark.parametrize(
    ("question", "sentence", "said"),
    [
        ("هل استشهد القديس مينا في طنطا؟", _BORN_THEN, False),  # Tanta is where he was born (after الذي)
        ("هل ولد القديس مينا في طنطا؟", _BORN_THEN, True),
        ("هل استشهد القديس مينا في طنطا؟", _MARTYRED_THERE, True),  # the place close before, "وهناك"
        ("هل استشهد القديس مينا في طنطا؟", _FAR_BEFORE, False),  # far before: the birth's place
        ("مينا استشهد في طنطا؟", _NO_PLACE, False),  # the deed without the place
    ],
)
def test_place_said_of_the_deed(question: str, sentence: str, said: bool) -> None:
    problem = said_problem(question, [sentence], ["استشهاد القديس مينا"])
    assert (problem is None) is said
    if not said:
        assert problem is not None and problem.startswith(PROPOSITION_UNSTATED)


def test_place_bound_reads_nothing_from_bad_input() -> None:
    assert not place_bound(("استشهد",), "طنطا", "")
    assert not place_bound(("استشهد",), "طنطا", "Mina was martyred in Tanta")


def test_rank_reached() -> None:
    assert asked_rank(("مينا", "مطرانا", "طنطا")) == "مطران"
    assert asked_rank(("مينا", "طنطا")) is None
    assert said_problem("هل صار الأنبا مينا مطرانا على طنطا؟", [_BISHOP.replace("رسم", "صار")]) is not None
    assert said_problem("هل صار الأنبا مينا أسقفا على طنطا؟", [_BISHOP.replace("رسم", "صار")]) is None

