"""DEEDUNSAID72: a slot's event unsaid is told in other words only by the question's words of that event, not by a
person the clause names after a title, nor by a title sharing a root with an event word ("الرسول" / "رسالته"); and a
span after بعد/قبل dates the clause's deed, no length asked unless the question asks it so. Wording of my own, not any
fixture's (issue 19)."""

from __future__ import annotations

import pytest

from dalil.answer.asked_stated import asked_problem
from dalil.answer.slot_stated import _told_otherwise


@pytest.mark.parametrize(
    ("question", "sentence", "problem"),
    [
        # the writer named after a title, the place another deed's: no place of the writing
        (
            "من أي مدينة كتب يعقوب رسالته إلى الأسباط؟",
            "وفي مثل هذا اليوم نقل جسد القديس يعقوب الرسول من أورشليم إلى القسطنطينية .",
            "asked_not_stated: place",
        ),
        ("من أي مدينة كتب يعقوب رسالته إلى الأسباط؟", "وكتب يعقوب رسالته إلى الأسباط من أورشليم .", None),
        # a span before a journey is no stay's length, in either order; asked "after how many", it is
        ("كم سنة عاش بولس في روما؟", "وبعد ثلاث سنوات صعد بولس إلى أورشليم .", "asked_not_stated: duration"),
        ("كم سنة عاش بولس في روما؟", "وعاش بولس في روما سنتين كاملتين .", None),
        ("بعد كم سنة صعد بولس إلى أورشليم؟", "وبعد ثلاث سنوات صعد بولس إلى أورشليم .", None),
    ],
)
def test_a_slot_is_filled_for_the_deed_asked(question: str, sentence: str, problem: str | None) -> None:
    assert asked_problem(question, [sentence]) == problem


def test_a_titled_person_or_a_title_tells_no_event_word() -> None:
    clause = "نقل جسد القديس تيطس الرسول تلميذ القديس بولس من كريت".split()
    assert not _told_otherwise(clause, frozenset({"بولس", "رسالته"}))  # بولس titled, الرسول an office
    assert _told_otherwise("وحمل بولس رسالته الي كورنثوس".split(), frozenset({"بولس", "رسالته"}))  # the letter itself


def test_a_span_counted_from_an_event_is_a_length() -> None:
    # "after ten years from it": the span measured from the event, no date of the next deed (claims-blind24 b24-062)
    sentence = "ولم يعرفه أحد إلا بعد ثلاثين سنة من دخوله البرية ."
    assert asked_problem("كم سنة مكث الراهب في البرية؟", [sentence]) is None
