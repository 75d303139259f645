"""SPAN56: a deed asked after an event is not told by the event's own sentence (invented records).

The first group fails on main 2a7ed49f (the finding's sentence was taken for the deed after it)."""

from __future__ import annotations

import pytest

from dalil.answer.after_event import after_event_terms, tells_only_the_event
from dalil.answer.asked_stated import states_asked

TITLES = ["نياحة القديسة أثناسيا الملكة"]
EG = "عملت ايه الملكة أثناسيا بالكتب بعد ما لقتها؟"
MSA = "ماذا فعلت الملكة أثناسيا بالكتب بعد أن وجدتها؟"
FOUND = "فبحثت الملكة أثناسيا في المغارة حتى وجدت الكتب القديمة التي كتبها الآباء ."
FOUND_BARE = "ووجدت الملكة أثناسيا الكتب في المغارة ."


@pytest.mark.parametrize("question", [EG, MSA])
@pytest.mark.parametrize("sentence", [FOUND, FOUND_BARE])
def test_the_event_alone_tells_no_deed_after_it(question: str, sentence: str) -> None:
    assert tells_only_the_event(question, sentence)
    assert not states_asked(question, sentence, TITLES)


@pytest.mark.parametrize("sentence", [
    "ولما وجدت الملكة أثناسيا الكتب أرسلتها إلى الدير .",
    "وبنت الملكة أثناسيا مكتبة للكتب بعد أن وجدتها .",
    "ووجدت الملكة أثناسيا الكتب فأرسلتها إلى الدير .",
    "ووجدت الملكة أثناسيا الكتب ثم أرسلتها إلى الدير .",
])
@pytest.mark.parametrize("question", [EG, MSA])
def test_a_deed_told_after_the_event_answers(question: str, sentence: str) -> None:
    assert not tells_only_the_event(question, sentence)


def test_a_sentence_without_the_event_is_left_to_the_other_checks() -> None:
    assert not tells_only_the_event(EG, "وأرسلت الملكة أثناسيا الكتب إلى الدير .")


def test_no_after_clause_no_reading() -> None:
    assert not tells_only_the_event("عملت ايه الملكة أثناسيا بالكتب؟", FOUND)
    assert not tells_only_the_event("الملكة أثناسيا لقت الكتب فين بعد ما دورت؟", FOUND)  # no deed asked


def test_the_egyptian_verb_is_read() -> None:
    assert "وجد" in after_event_terms(EG)


@pytest.mark.parametrize("question", ["", "x" * 5000, "what did she do after finding them?", "بعد ما " * 500])
def test_bad_input_reads_nothing(question: str) -> None:
    assert not tells_only_the_event(question, FOUND)
