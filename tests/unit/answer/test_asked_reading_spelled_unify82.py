"""UNIFY82: a glued question word written apart is one reading (`asked_reading.spelled_asking_words`) for the slot
and the answer's type. The type's own copy wrote every glued which apart, the slot's only before a place or time
unit; measured on the 30 dev lines with a glued which, the type reads the same either way, and the slot reading
every which apart turned fq26-088 ("بأي لقب عرف الأنبا أبرام …") to another record: the place-time reading stands."""

from __future__ import annotations

import inspect

import pytest

from dalil.answer import answer_type, asked_reading
from dalil.answer.answer_type import expected_type
from dalil.answer.asked_reading import spelled_asking_words
from dalil.text.normalize import fold


@pytest.mark.parametrize(
    ("question", "spelled"),
    [
        ("بأي مدينة اتدفن", "ب اي مدينه اتدفن"),  # a place unit: apart, as "في أي مدينة"
        ("لأي سنة يرجع", "ل اي سنه يرجع"),  # a time unit
        ("بأي لقب عرف", "باي لقب عرف"),  # any other noun: glued, the kind noun `asked_kind` reads (fq26-088)
        ("بأي طريقة مات", "باي طريقه مات"),
        ("لامتى فضل", "ل امتي فضل"),  # when, where, how many: apart before any word
        ("بكام اشتراه", "بكام اشتراه"),  # a question word as written stays whole
    ],
)
def test_a_glued_which_is_written_apart_only_before_a_place_or_time_unit(question: str, spelled: str) -> None:
    assert spelled_asking_words(fold(question).split()) == spelled.split()


def test_the_slot_and_the_type_read_it_through_the_one_reading() -> None:
    assert "spelled_asking_words(" in inspect.getsource(asked_reading.spelled_out)
    assert "spelled_asking_words(" in inspect.getsource(answer_type.expected_type)
    assert "spelled_asking(" not in inspect.getsource(answer_type)


def test_the_type_of_a_glued_which_before_a_place_is_a_place_and_before_a_title_none() -> None:
    assert expected_type("بأي مدينة اتدفن القديس مرقس؟") == "place"
    assert expected_type("بأي لقب عرف الأنبا أبرام لإحسانه إلى الفقراء؟") is None
