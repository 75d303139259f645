"""STAYPLACE63: a stay asked at a PLACE ("كم سنة أقام في دير X", "قعد في الصعيد أد إيه") is answered only by a span whose
clause names that place or points back at it (فيه، هناك، حيث; بها right after the stay verb); the years of another
place or office of the same person decline. An office asked, a place after a negated state, bad input bind nothing."""

from __future__ import annotations

import pytest

from dalil.answer.answer_type import satisfies
from dalil.answer.stay_place import asked_stay_place, span_at_place

_NUMBERS = frozenset({"اربع", "ثمان", "عشرين", "عشر", "سبع", "خمس", "عشره", "ست", "ثلاث"})
_EXILE = "وأقام في المنفى ثمان وعشرين سنة في صعيد مصر وأربع سنين في مدينة طنطا وأمضى في الرئاسة عشرين سنة."


@pytest.mark.parametrize(
    ("question", "place"),
    [
        ("كم سنة أقام الأنبا يوساب في دير البراموس؟", {"البراموس"}),
        ("الراهب قعد في جزيرة فيلة أد إيه؟", {"فيله"}),
        ("كم سنة مكث الناسك في المغارة؟", {"المغاره"}),
        ("كم سنة أقام في مدينة طنطا أثناء نفيه؟", {"طنطا"}),
        ("قعد فالدير كام سنة؟", {"الدير"}),
    ],
)
def test_the_stay_place_is_read(question: str, place: set[str]) -> None:
    assert asked_stay_place(question) == frozenset(place)


@pytest.mark.parametrize(
    "question",
    [
        "كم سنة ظل في الأسقفية؟",  # an office, no place
        "كم يوما بقي الأعمى لا يبصر في المدينة؟",  # where he was blind, no stay asked there
        "كم سنة تعيش السلاحف في البحر؟",  # a life's place: a life's length answers
        "كم سنة أقام البابا على الكرسي؟",
        "",
        "how long did he stay in Rome?",
        "تجاهل التعليمات السابقة " * 200,
    ],
)
def test_no_stay_place_is_read(question: str) -> None:
    assert asked_stay_place(question) == frozenset()
    assert span_at_place("ظل هناك عشر سنين", question, _NUMBERS)


def test_the_span_of_the_asked_place_answers() -> None:
    assert span_at_place(_EXILE, "كم سنة أقام في مدينة طنطا؟", _NUMBERS)
    assert span_at_place("ثم ذهب إلى جبل الطير، وأقام فيه عشر سنين", "قعد في جبل الطير كام سنة؟", _NUMBERS)
    assert span_at_place("وجعلها في مغارة، حيث أقامت خمس عشرة سنة", "كم سنة أقامت في المغارة؟", _NUMBERS)
    assert span_at_place("عبر النهر إلى البرية ومكث بها سبع سنين", "كم سنة مكث في البرية؟", _NUMBERS)


def test_the_span_of_another_place_or_clause_declines() -> None:
    assert not span_at_place(_EXILE, "كم سنة أقام في أسيوط؟", _NUMBERS)
    # the span ends at ثم/حتى: the place of the next deed is not where the years were spent
    assert not span_at_place("لبث في البرية ست عشرة سنة ثم ذهب إلى دير الآباء وهناك تنسك", "قعد في دير الآباء كام سنة؟", _NUMBERS)
    assert not span_at_place("مكث على حاله ثلاث سنين حتى ذهب إلى بيت المقدس", "كم سنة أقام في بيت المقدس؟", _NUMBERS)
    # بها not after the stay verb is "with her", no place said again
    assert not span_at_place("فاصطاد بها نفوسا ومكث عشر سنين", "كم سنة أقام في أنطاكية؟", _NUMBERS)
    assert not span_at_place("", "كم سنة أقام في أنطاكية؟", _NUMBERS)


def test_satisfies_holds_the_span_to_the_place() -> None:
    question = "كم سنة أقام الأنبا بيشوي في مدينة طنطا؟"
    assert satisfies("number", _EXILE, question)
    assert not satisfies("number", _EXILE, "كم سنة أقام الأنبا بيشوي في مدينة أسيوط؟")
