"""A deed asked by a yes/no question is not stated by a sentence that tells it only inside a clause of belief or
fear ("ظانين أنه قد مات": what the crowd thought) or after أن with a doer of its own; the verb beside such a clause
is stated. A time clause after the deed, "من" before the article and a plural past no longer hide the deed
(YESNO60, issue 19). Wording of my own."""

from __future__ import annotations

import pytest

from dalil.answer.said_asked import PROPOSITION_UNSTATED, Deed, asked_deed, said_problem

_STONED = "فرجموا مرقس وجروه خارج القرية، ظانين أنه قد مات."
_KEEPER = "ولما رأى الحارس الباب مفتوحا، أخرج سيفه، ظانا أن الأسرى قد هربوا."
_FEARED = "فلما رآه الولد خاف أن يضربه أبوه وهم بالهروب."
_THOUGHT = "فظن الشيخ إن تادرس قد سافر، فوزع الغنم على الفقراء."
_TOLD = "وقال الرسول إن تادرس قد سافر إلى الإسكندرية."


@pytest.mark.parametrize(
    ("question", "deed"),
    [
        ("سمعان وبطرس هربوا من الحبس لما الحارس نام؟", Deed("سمعان", "هربوا", ("الحبس",))),  # time clause, من + ال
        ("هل مات مرقس لما رجموه؟", Deed("", "مات", ("مرقس",))),
        ("مرقس سافر لما المركب وصلت؟", Deed("مرقس", "سافر", ())),
        ("لما المركب وصلت مرقس سافر؟", None),  # a time clause before the deed: a second verb first
        ("مرقس اتجوز من سنة كام؟", None),  # كام asks
        ("مرقس خد من مين؟", None),
        ("", None),
        ("the keepers fled?", None),
    ],
)
def test_deed_read_past_a_time_clause(question: str, deed: Deed | None) -> None:
    assert asked_deed(question) == deed


@pytest.mark.parametrize(
    ("question", "sentence"),
    [
        ("هل مات مرقس لما رجموه؟", _STONED),  # the crowd's belief
        ("الأسرى هربوا من الحبس لما الباب اتفتح؟", _KEEPER),  # the keeper's supposition
        ("هل ضرب الأب ابنه؟", _FEARED),  # the boy's fear
        ("هل سافر تادرس؟", _THOUGHT),  # the old man's thought
        ("سمعان هربوا من الحبس لما الباب اتفتح؟", "وقال الحارس إن الأسرى قد هربوا."),  # another doer after إن
    ],
)
def test_deed_in_a_belief_is_not_stated(question: str, sentence: str) -> None:
    assert (said_problem(question, [sentence]) or "").startswith(PROPOSITION_UNSTATED)


@pytest.mark.parametrize(
    ("question", "sentence"),
    [
        ("هل جروا مرقس خارج القرية؟", _STONED),  # the verb beside the belief
        ("هو الحارس أخرج سيفه؟", _KEEPER),
        ("هل خاف الولد أن يضربه أبوه؟", _FEARED),  # the fear itself is stated
        ("هل وزع الشيخ الغنم على الفقراء؟", _THOUGHT),
        ("هل سافر تادرس إلى الإسكندرية؟", _TOLD),  # told after إن of the asked doer
    ],
)
def test_deed_beside_a_belief_is_stated(question: str, sentence: str) -> None:
    assert said_problem(question, [sentence]) is None


def test_a_question_word_in_the_time_clause_still_asks() -> None:
    assert asked_deed("المزمور اتكتب لما مين من الأنبياء جه لداود؟") is None
