"""ONEPLACE68: `answer_type._asked_deed` and `_predicate_verb` start from one reading of a why question (`_why_asked`)."""

from __future__ import annotations

from dalil.answer.answer_type import _asked_deed, _predicate_verb, _why_asked
from dalil.text.normalize import fold


def test_the_why_reading_past_a_negation_and_without_a_relative_clauses_verb() -> None:
    asked = _why_asked("ليه المركب التي حملت جسده لم تغرق")
    assert asked.why == 0
    assert fold("لم") not in asked.rest and fold("حملت") in asked.relative


def test_no_leading_why_reads_every_content_word_and_no_predicate() -> None:
    asked = _why_asked("القديس هرب بمناسبة إيه")
    assert asked.why is None and asked.rest == []
    assert _asked_deed("القديس هرب بمناسبة إيه") == asked.content
    assert _predicate_verb("القديس هرب بمناسبة إيه") == []


def test_the_deed_and_the_predicate_of_a_why() -> None:
    assert _asked_deed("ليه يونان النبي هرب") == [fold("يونان"), fold("هرب")]
    assert _predicate_verb("ليه نادي مانشستر يونايتد واجه الإفلاس") == [fold("واجه")]
    assert _predicate_verb("لماذا عين نادي مانشستر مدربا") == []  # MSA: the verb first is the event, `_asked_deed`'s
