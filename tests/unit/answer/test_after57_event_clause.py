"""AFTER57: a deed asked after, at or before an event is not told by the event's own sentence (invented records).

The question reaches the answerer read into the corpus's words ("عملت ايه" comes as "صنعت ماذا", `text.colloquial`);
on main b90e6f7e that reading asked no deed, so the event's own sentence answered (fq38-012). The when-, soon-after
and before-clauses are new readings; every group but the last fails on main."""

from __future__ import annotations

import pytest

from dalil.answer.after_event import event_clause, tells_only_the_event
from dalil.answer.asked_reading import asks_a_deed
from dalil.answer.asked_stated import states_asked

TITLES = ["نياحة القديس بفنوتيوس الراهب"]
FOUND = "وخرج القديس بفنوتيوس إلى البرية حتى وجد المغارة التي سكن فيها الشيخ ."
FOUND_THEN = "ووجد القديس بفنوTيوس المغارة فسكن فيها ثلاث سنين .".replace("T", "ت")
WHEN_TOLD = "ولما وجد القديس بفنوتيوس المغارة سكن فيها ثلاث سنين ."
DIED = "ومرض القديس بفنوتيوس أياما قليلة وتنيح بسلام ."
DIED_FIRST = "تنيح القديس بفنوتيوس بسلام في شيخوخة صالحة ."
BEFORE_TOLD = "وأوصى القديس بفنوتيوس تلاميذه قبل أن يتنيح بسلام ."

READ_AFTER = [  # as the answerer is given them: the colloquial phrase read into the corpus's words
    "صنع ماذا القديس بفنوتيوس بعد ما لقى المغارة؟",
    "القديس بفنوتيوس صنع ماذا بعد أن وجد المغارة؟",
]
WHEN = ["عمل ايه القديس بفنوتيوس لما لقى المغارة؟", "ماذا فعل القديس بفنوتيوس عندما وجد المغارة؟"]
BEFORE = ["ماذا فعل القديس بفنوتيوس قبل أن يتنيح؟", "القديس بفنوتيوس عمل ايه قبل ما يتنيح؟"]


@pytest.mark.parametrize("question", READ_AFTER)
def test_the_read_question_asks_a_deed(question: str) -> None:
    assert asks_a_deed(question)
    assert tells_only_the_event(question, FOUND)
    assert not states_asked(question, FOUND, TITLES)
    assert not tells_only_the_event(question, FOUND_THEN)


@pytest.mark.parametrize("question", WHEN)
def test_a_when_clause_is_the_event(question: str) -> None:
    assert tells_only_the_event(question, FOUND)
    assert not tells_only_the_event(question, WHEN_TOLD)
    assert not tells_only_the_event(question, FOUND_THEN)


def test_soon_after_opens_the_event() -> None:
    clause = event_clause("ماذا فعل القديس بفنوتيوس عقب وجوده المغارة؟")
    assert clause is not None and not clause.before


@pytest.mark.parametrize("question", BEFORE)
def test_before_the_event(question: str) -> None:
    clause = event_clause(question)
    assert clause is not None and clause.before
    assert tells_only_the_event(question, DIED_FIRST)  # the event opens the sentence: nothing before it
    assert not tells_only_the_event(question, DIED)  # "ومرض … وتنيح": a deed before it, joined
    assert not tells_only_the_event(question, BEFORE_TOLD)  # "أوصى … قبل أن يتنيح"


def test_before_is_not_after() -> None:
    # a sentence that tells a deed AFTER the death ("ولما تنيح دفنوه") tells nothing he did before it
    assert tells_only_the_event(BEFORE[0], "ولما تنيح القديس بفنوتيوس دفنه تلاميذه في المغارة .")


# Left as on main: no clause of order, no deed asked, a sentence without the event, bad input.
@pytest.mark.parametrize("question", ["", "x" * 5000, "what did he do before he died?", "قبل ما " * 500, "لما " * 500])
def test_bad_input_reads_nothing(question: str) -> None:
    assert not tells_only_the_event(question, FOUND)
    assert not tells_only_the_event(question, DIED_FIRST)


def test_no_deed_asked_no_reading() -> None:
    assert not tells_only_the_event("القديس بفنوتيوس اتنيح فين بعد ما لقى المغارة؟", FOUND)
    assert not tells_only_the_event(WHEN[0], "وسكن القديس بفنوتيوس في البرية ثلاث سنين .")
