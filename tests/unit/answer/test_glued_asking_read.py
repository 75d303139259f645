"""A which/when word glued to ب/ل read as written apart by the slot and the answer type (EXCERPT78)."""

from __future__ import annotations

from dalil.answer.answer_type import expected_type
from dalil.answer.asked_reading import asked_slot, spelled_out
from dalil.text.normalize import fold


def test_a_glued_which_before_a_place_or_time_unit_is_spelled_apart() -> None:
    assert spelled_out(fold("بأي مدينة ولد").split()) == ["ب", "اي", "مدينه", "ولد"]
    assert spelled_out(fold("لامتى فضل").split()) == ["ل", "امتي", "فضل"]


def test_a_glued_which_before_any_other_noun_stays_glued() -> None:
    # the kind noun ("لقب") is read by text.asked_kind; as a which slot's unit it chose a sentence without it (fq26-088)
    assert spelled_out(fold("بأي لقب عرف").split()) == ["باي", "لقب", "عرف"]


def test_the_glued_which_asks_a_place_or_a_year_as_written_apart() -> None:
    twins = (
        ("بأي مدينة ولد بولس الرسول؟", "في أي مدينة ولد بولس الرسول؟"),
        ("بأي سنة مات الأنبا أنطونيوس؟", "في أي سنة مات الأنبا أنطونيوس؟"),
    )
    for glued, apart in twins:
        assert expected_type(glued) == expected_type(apart) is not None, glued
        slot, twin = asked_slot(glued), asked_slot(apart)
        assert slot is not None and twin is not None and slot.kind == twin.kind, glued


def test_the_readings_of_words_read_whole_are_unchanged() -> None:
    assert expected_type("بكم باع يهوذا المسيح؟") == "number"
    assert expected_type("لماذا صعد يوسف من الناصرة إلى بيت لحم؟") == "reason"
    assert expected_type("لأي سبب ترك يوسف مريم؟") == "reason"
