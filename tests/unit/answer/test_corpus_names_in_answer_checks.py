"""LEFTOVERS19: the answer checks read what the corpus writes as a name (`text.assertions.corpus_names`,
`Services.claim_names`) where a word's shape alone misleads them.

Item 1: a name of a verb's shape ("يشوع", "يوسف", "اسحق", "داود") is read as a verb by `slot_words.verbal`,
so a question that names its subject without a title ("هل صعد يشوع إلى السماء …") named no one, and another
person's record answered it (fq15-classes s10)."""

from __future__ import annotations

import pytest

from dalil.answer.answer_type import PERSON_NOT_NAMED, person_problem
from dalil.answer.slot_words import verbal
from dalil.answer.untitled_subject import untitled_subjects
from dalil.models import Evidence
from dalil.text.assertions import corpus_names

# Records as the corpus writes them: each name once where names stand (after a title, around "بن").
_CORPUS = [
    "في مثل هذا اليوم تذكار نياحة يشوع بن نون تلميذ موسى النبي .",
    "وكان يوسف بن يعقوب أمينا في بيت فوطيفار .",
    "ولد القديس اسحق في قرية بالصعيد .",
    "وصعد النبي ايليا في مركبة من نار إلى السماء .",
    "وكان يقول لهم إن الرب يحب الرحمة .",  # a verb where no name stands
]
_NAMES = corpus_names(_CORPUS, 0.1)


def test_the_corpus_writes_these_verb_shaped_words_as_names() -> None:
    assert {"يشوع", "يوسف", "اسحق"} <= _NAMES
    assert "يقول" not in _NAMES


@pytest.mark.parametrize(
    ("question", "name"),
    [
        ("هل صعد يشوع إلى السماء في مركبة من نار؟", "يشوع"),  # the subject of a yes-no question's verb
        ("يوسف كان من انهي سبط؟", "يوسف"),  # the word an Egyptian question opens with, before كان
        ("هل كان اسحق النبي من سبط لاوي؟", "اسحق"),  # before its office
    ],
)
def test_a_verb_shaped_name_the_corpus_knows_is_the_subject(question: str, name: str) -> None:
    assert name not in untitled_subjects(question)  # by shape alone: a verb
    assert untitled_subjects(question, _NAMES)[0] == name


@pytest.mark.parametrize(
    "question",
    ["هل كان يقول الحق؟", "هل كان يعرف القراءة؟", "هل يوجد خلاص خارج الكنيسة؟"],
)
def test_a_verb_the_corpus_never_writes_as_a_name_names_no_one(question: str) -> None:
    assert untitled_subjects(question, _NAMES) == []


def test_an_egyptian_verb_stays_a_verb_whatever_the_names_hold() -> None:
    # the names' set holds a few verbs; a verb's Egyptian morphology is surer than the set
    assert verbal("بيقول", frozenset({"بيقول"})) == 2
    assert verbal("يشوع", _NAMES) == 0
    assert verbal("يشوع") == 1


def test_another_persons_record_does_not_answer_for_a_verb_shaped_name() -> None:
    question = "هل صعد يشوع إلى السماء في مركبة من نار؟"
    elijah = Evidence(evidence_id="E1", chunk_id="syn:05-06#2/10", title="صعود ايليا النبي",
                      excerpt="وفيما هما يتكلمان إذا مركبة من نار وخيل من نار ففصلت بينهما فصعد ايليا في العاصفة إلى السماء .")
    joshua = Evidence(evidence_id="E2", chunk_id="syn:01-04#1/0", title="نياحة يشوع بن نون",
                      excerpt="في مثل هذا اليوم تذكار نياحة يشوع بن نون .")
    assert person_problem(question, [elijah]) is None  # main: no one named, Elijah's record answers
    assert person_problem(question, [elijah], names=_NAMES) == PERSON_NOT_NAMED
    assert person_problem(question, [joshua], names=_NAMES) is None
