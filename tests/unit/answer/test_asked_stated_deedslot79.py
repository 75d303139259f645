"""DEEDSLOT79: a place asked of a death is read in the clause that says the death. A life span in brackets dates the
death and places nothing; a death after بعد/قبل dates another deed; a kin's death is the kin's. Wording of my own, not
the class fixture's (issue 19)."""

from __future__ import annotations

import pytest

from dalil.answer.asked_stated import states_asked

_SPAN_ONLY = "ابن سينا (980 - 1037م) طبيب وفيلسوف فارسي، عاش في بخارى وهمذان وأصفهان."


@pytest.mark.parametrize("question", ["ابن سينا مات فين؟", "أين توفي ابن سينا؟", "في أي مدينة توفي ابن سينا؟"])
def test_a_life_span_places_no_death(question: str) -> None:
    assert not states_asked(question, _SPAN_ONLY, ["ابن سينا"])


def test_a_life_span_still_dates_the_death_and_the_birth_place_said_in_its_clause_answers() -> None:
    assert states_asked("ابن سينا مات سنة كام؟", _SPAN_ONLY, ["ابن سينا"])
    born = "ابن سينا (980 - 1037م)، ولد في قرية أفشنة قرب بخارى وتعلم الطب صغيرا."
    assert states_asked("ابن سينا اتولد فين؟", born, ["ابن سينا"])


def test_the_death_said_with_its_place_answers() -> None:
    sentence = "ثم رحل إلى همذان وأقام بها حتى توفي في همذان سنة 1037م."
    assert states_asked("أين توفي ابن سينا؟", sentence, ["ابن سينا"])


@pytest.mark.parametrize(
    "sentence",
    [
        "وقد استقر ابن سينا في أصفهان بعد وفاة أميرها.",  # a death dating another deed
        "عاش ابن سينا سنوات في أصفهان قبل موت أبيه.",
        "عرف ابن سينا الحزن في أصفهان وصولا إلى وفاة ابنه.",  # the son's death
    ],
)
def test_another_death_places_none_of_his(sentence: str) -> None:
    assert not states_asked("أين توفي ابن سينا؟", sentence, ["ابن سينا"])


def test_his_death_after_a_dating_word_keeps_its_own_place() -> None:
    sentence = "وبعد سنوات من التنقل توفي ابن سينا في همذان."
    assert states_asked("أين توفي ابن سينا؟", sentence, ["ابن سينا"])
