"""CLAIMUSE72: a death word that opens a Synaxarium record's name in the question is the record's title, not the death
asked; "how" then asks how the record tells of its topic (REQVERB70's `death` leftovers)."""

from __future__ import annotations

import pytest

from dalil.answer.manner_asked import asks_manner_of_death


@pytest.mark.parametrize(
    "question",
    [
        "هو سنكسار استشهاد القديس فابيانوس بابا روما جاب سيرة فابيانوس إزاي؟",
        "كيف يتناول سنكسار استشهاد القديسة دميانة موضوع المصنوعات؟",
        "هو سنكسار نياحة الأنبا بولا ذكر أثناسيوس ازاي؟",
    ],
)
def test_the_records_title_asks_no_manner(question: str) -> None:
    assert not asks_manner_of_death(question)


@pytest.mark.parametrize(
    "question",
    [
        "كيف استشهد القديس فابيانوس؟",
        "القديسة دميانة استشهدت ازاي حسب السنكسار؟",
        "السنكسار بيقول الأنبا بولا اتنيح ازاي؟",
    ],
)
def test_a_death_asked_is_still_asked(question: str) -> None:
    assert asks_manner_of_death(question)
