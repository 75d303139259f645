"""CLAUSE41: a question's time clause set before its ask frames it — it dates the main clause, it is not what is
asked (issue 19; fresh-questions-25 lost 11 answerable questions behind one). Own wordings, Bible and Synaxarium,
Egyptian and MSA. The predicate tests fail on main 1936ef2 (the clause's verb was read as the asked event: "ساب"
asked a leaving); the age and trailing-clause ones hold on both."""

from __future__ import annotations

import pytest

from dalil.answer.asked_reading import asked_part, asked_predicates, framed_verb, time_frame


def _frame(question: str) -> list[str]:
    words = asked_part(question)
    return [words[i] for i in sorted(time_frame(question))]


@pytest.mark.parametrize(
    ("question", "frame"),
    [
        ("يوحنا لما ساب بولس في بمفيلية رجع على فين", ["لما", "ساب", "بولس", "في", "بمفيليه"]),  # after a fronted subject
        ("عندما فارق برنابا بولس، إلى أين سافر؟", ["عندما", "فارق", "برنابا", "بولس"]),  # to the comma
        ("بعد ما اتعمد يسوع من يوحنا راح فين؟", ["بعد", "ما", "اتعمد", "يسوع", "من", "يوحنا"]),
        ("حين سمع الوالي بخبر الشهيد ماذا فعل؟", ["حين", "سمع", "الوالي", "بخبر", "الشهيد"]),  # to the opening ask
        ("ولما وصل أثناسيوس إلى روما من استقبله؟", ["ولما", "وصل", "اثناسيوس", "الي", "روما"]),  # a glued و
    ],
)
def test_a_time_clause_before_the_ask_frames_it(question: str, frame: list[str]) -> None:
    assert _frame(question) == frame


@pytest.mark.parametrize(
    "question",
    [
        "كان عنده كام سنة لما اتنيح الأنبا بولا",  # an age at the event: the clause is the moment asked
        "لما اتنيح الأنبا بولا كان عنده كام سنة",
        "لما رجع من المنفى امتى اتنيح",  # a date asked
        "اتدفن فين بعد ما اتنيح",  # the ask before the clause (asked_part already ends there)
        "الأنبا بولا راح البرية ليه",  # no time clause
    ],
)
def test_no_frame_where_the_clause_is_asked_or_absent(question: str) -> None:
    assert time_frame(question) == frozenset()


def test_the_clause_verb_is_no_asked_event() -> None:
    # "ساب" (left) dates "رجع على فين": no leaving is asked (main read a leaving, and the answer stating the return
    # without a leaving verb failed)
    assert [p.name for p in asked_predicates("يوحنا لما ساب بولس في بمفيلية رجع على فين")] == []
    assert [p.name for p in asked_predicates("حين تنيح الأنبا أنطونيوس، أين وضعوا جسده؟")] == []


def test_the_main_clause_event_is_still_asked() -> None:
    # the decline twins: the main clause's own event stays a predicate, the clause's is dropped
    assert [p.name for p in asked_predicates("برنابا لما ساب بولس اتجوز مين؟")] == ["wife"]
    assert [p.name for p in asked_predicates("برنابا لما ساب بولس مات فين؟")] == ["death"]


def test_the_main_clause_verb() -> None:
    assert framed_verb("بعدما وصل مقاريوس إلى الإسكندرية، ماذا نال هناك؟") == "نال"
    assert framed_verb("يوحنا لما ساب بولس في بمفيلية رجع على فين") == "رجع"
    assert framed_verb("الأنبا بولا راح البرية امتى") == ""
