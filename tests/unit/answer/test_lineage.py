"""A name in another's lineage is not the question's subject (PIN19F, issue 19: fq9-006's class, "داود
الراهب اتولد فين" answered by "… سليمان بن داود"). Design set of our own: other names, events and
wordings, Egyptian and MSA."""

from __future__ import annotations

import pytest

from dalil.answer.asked_stated import asked_problem
from dalil.answer.lineage import without_forebears
from dalil.text.normalize import fold


@pytest.mark.parametrize(
    ("question", "of_another", "of_the_subject"),
    [
        ("يعقوب اتولد فين؟", "ولد يوسف بن يعقوب في حاران.", "ولد يعقوب في أرض كنعان."),
        ("أين ولد إسحاق؟", "ولد يعقوب بن إسحاق في أرض كنعان.", "ولد إسحاق في جرار."),
        ("مريم اتولدت فين؟", "ولد يوحنا مرقس ابن مريم في القيروان.", "ولدت مريم في الناصرة."),
        ("زبدي مات امتى؟", "واستشهد يعقوب بن زبدي سنة 44 م.", "ومات زبدي سنة 30 م."),
        ("داود النبي مات سنة كام؟", "ومات سليمان بن داود سنة 931 ق.م.", "ومات داود النبي سنة 970 ق.م."),
        ("في أي مدينة ولدت القديسة حنة؟", "ولدت مريم بنت حنة في الناصرة.", "ولدت القديسة حنة في بيت لحم."),
    ],
)
def test_a_fact_told_of_a_son_is_not_told_of_his_father(question: str, of_another: str, of_the_subject: str) -> None:
    assert asked_problem(question, [of_another]) is not None
    assert asked_problem(question, [of_the_subject]) is None


def test_a_subject_named_by_his_lineage_is_held_there() -> None:
    # "ابن خلدون": the question names him by his patronym, so the sentence's "بن خلدون" is him
    assert asked_problem("ابن خلدون اتولد فين؟", ["ولد عبد الرحمن بن محمد بن خلدون في تونس."]) is None


def test_a_kin_asked_is_read_after_the_kin_word() -> None:
    # the mother asked: "مريم أم مرقس" states her, the subject stands after أم by the question's own ask
    assert asked_problem("مين أم مرقس الرسول؟", ["وكانت مريم أم مرقس الرسول تفتح بيتها للمؤمنين."]) is None


def test_abba_and_abu_are_titles_of_the_person_himself() -> None:
    words = fold("تنيح القديس أبا نوب وأبو مقار في مثل هذا اليوم").split()
    assert without_forebears(words, fold("أبانوب مات امتى").split()) == words
    assert without_forebears(fold("في عهد الملك سليمان بن داود").split(), ["داود"])[-1] == ""
    assert without_forebears(fold("وابن داود").split(), ["داود"]) == ["وابن", ""]
    assert without_forebears(fold("ابنه داود").split(), ["داود"]) == ["ابنه", "داود"]  # his son David: David himself
