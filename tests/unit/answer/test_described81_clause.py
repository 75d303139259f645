"""The relative clause that describes the question's subject is a premise of every question type: the cited
record must hold one of its nouns, and every name the corpus writes as one (answer/described.py, DESCRIBED81).
Records are invented after the Synaxarium's council records; the wordings are not the fresh sets'."""

from __future__ import annotations

import pytest

from dalil.answer.described import clause_unheld, clause_words, described_problem
from dalil.models import Evidence
from dalil.reasons import DESCRIBED_UNSUPPORTED
from dalil.text.normalize import fold

NAMES = frozenset(fold("قسطنطين ثاوفيلس").split())

_COUNCIL = "في مثل هذا اليوم اجتمع بمدينة القسطنطينية المئة والخمسون أبا بأمر الملك ثاوفيلس لمحاكمة مقدونيوس"


def _record(excerpt: str, title: str = "اجتماع المجمع بالقسطنطينية") -> list[Evidence]:
    return [Evidence(evidence_id="E1", chunk_id="syn:06-01#1/0", title=title, excerpt=excerpt)]


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("كم أبا اجتمعوا في مجمع القسطنطينية الذي حرم نسطور؟", ("نسطور",)),  # after the ask: its verb is no premise word
        ("المجمع اللي حاكم مقدونيوس اتعقد سنة كام؟", ("مقدونيوس",)),  # Egyptian, before the ask
        ("الشهيد اللي بيتذكر يوم 2 بشنس كان من أنهي بلد؟", ()),  # a date describes by the calendar, not the record's words
        ("مين القديس اللي الكنيسة بتعيد له النهارده؟", ()),  # today's saint: the record's day, not its words
        ("مين اللي حرم نسطور؟", ()),  # a cleft: the clause is the ask
        ("ايه اللي حصل للكاس في ايد الوالي؟", ()),  # "what happened": the ask
        ("كم أبا اجتمعوا في مجمع القسطنطينية؟", ()),  # no clause
    ],
)
def test_clause_words_are_the_nouns_of_the_subjects_relative_clause(question: str, expected: tuple[str, ...]) -> None:
    assert clause_words(question) == tuple(fold(word) for word in expected)


def test_a_clause_none_of_whose_nouns_the_record_holds_declines() -> None:
    problem = described_problem("كم أبا اجتمعوا في مجمع القسطنطينية الذي حرم نسطور؟", _record(_COUNCIL), known_names=NAMES)
    assert problem == f"{DESCRIBED_UNSUPPORTED}: نسطور"


def test_a_clause_the_record_holds_answers_in_every_register() -> None:
    for question in (
        "كم أبا اجتمعوا في مجمع القسطنطينية الذي حاكم مقدونيوس؟",
        "المجمع اللي حاكم مقدونيوس اتعقد سنة كام؟",
        "في أي سنة اجتمع المجمع الذي عقد بأمر الملك ثاوفيلس؟",
    ):
        assert described_problem(question, _record(_COUNCIL), known_names=NAMES) is None, question


def test_a_name_the_corpus_writes_as_one_must_be_held_even_beside_a_held_noun() -> None:
    # الملك is held, قسطنطين (a corpus name) is not: the record's king is another
    question = "كم أبا اجتمعوا في مجمع القسطنطينية الذي عقده الملك قسطنطين؟"
    assert described_problem(question, _record(_COUNCIL), known_names=NAMES) == f"{DESCRIBED_UNSUPPORTED}: قسطنطين"


def test_one_held_noun_is_enough_and_an_egyptian_stop_holds_the_interdental() -> None:
    record = fold("وسكن في مغارة فيها ثعبان عظيم مدة ثلاثين سنة").split()
    assert clause_unheld(("التعبان",), record) is None
    assert clause_unheld(fold("المغاره الكبيره").split(), record) is None  # المغاره held, the adjective told otherwise
    assert clause_unheld(("نسطور",), record) == "نسطور"
    assert clause_unheld((), record) is None
