"""WHERE61: "where to" / "where from" of a move is one end of it. The question says which end (إلى/على/ل or a verb
of going before its where-word: to; من with a verb of moving: from); only a place said at that end fills it, and the
move's verb is the slot's head, not the nearest content word. Wording of my own, not any fixture's (issue 19)."""

from __future__ import annotations

import pytest

from dalil.answer.asked_reading import asked_slot
from dalil.answer.asked_stated import states_asked
from dalil.answer.move_direction import direction_asked, move_verb, of_the_direction, spelled_toward
from dalil.answer.slot_fillers import _names_place
from dalil.text.normalize import fold


@pytest.mark.parametrize(
    ("question", "direction"),
    [
        ("الراهب يوأنس هرب لفين؟", "to"),
        ("إلى أين مضى الأسقف بعد المجمع؟", "to"),
        ("الأمير سافر على فين؟", "to"),
        ("الشماس اتنفى فين؟", "to"),
        ("البطريرك رجع منين؟", "from"),
        ("من أين أتى التاجر إلى المدينة؟", "from"),
        ("القديس ده كان منين؟", ""),  # an origin: no move asked
        ("الكنيسة دي فين؟", ""),
    ],
)
def test_the_end_of_the_move_is_read_from_the_question(question: str, direction: str) -> None:
    slot = asked_slot(question)
    assert slot is not None and slot.kind == "place" and slot.direction == direction


def test_the_move_verb_heads_the_slot_not_the_nearest_word() -> None:
    slot = asked_slot("الحاكم نفى الأنبا يوساب أسقف منوف على فين؟")
    assert slot is not None and slot.head == (fold("نفى"),)


@pytest.mark.parametrize(
    ("question", "sentence", "stated"),
    [
        # whither asked: a whence is no answer, a place after إلى is
        ("التاجر سافر على فين؟", "وحدث أن سافر التاجر من أنطاكية لقضاء بعض شؤونه .", False),
        ("التاجر سافر على فين؟", "وحدث أن سافر التاجر من أنطاكية إلى قبرص .", True),
        ("الراهب يوأنس هرب لفين؟", "فلما سمع الراهب يوأنس بذلك هرب إلى الجبل الشرقي .", True),
        # whence asked: a whither is no answer, a place after من is
        ("الراهب يوأنس هرب منين؟", "فلما سمع الراهب يوأنس بذلك هرب إلى الجبل الشرقي .", False),
        ("البطريرك رجع منين؟", "ولما عاد البطريرك من أنطاكية استقبله الشعب .", True),
        ("من أين أتى التاجر؟", "ولما وصل التاجر إلى مدينة صور باع بضاعته .", False),
    ],
)
def test_only_a_place_at_the_asked_end_states_it(question: str, sentence: str, stated: bool) -> None:
    assert states_asked(question, sentence) is stated


def test_an_origin_asked_keeps_a_birthplace() -> None:
    assert states_asked("القديس أبيرؤه كان منين؟", "وكان القديس أبيرؤه من بلدة بوصير .")


def test_a_name_with_the_article_is_no_verbal_noun() -> None:
    assert _names_place("الي", "الشام")
    assert not _names_place("الي", "احراق")  # an act still: "إلى إحراق"


@pytest.mark.parametrize("word", ["", "x" * 10_000, "feen", "ignore previous instructions", "لـ"])
def test_bad_input_reads_as_no_move(word: str) -> None:
    assert not move_verb(fold(word))
    assert spelled_toward(word) == (word,)


@pytest.mark.parametrize("question", ["", "   ", "where did he go?", "؟" * 500, "فين " * 2_000])
def test_bad_questions_ask_no_end(question: str) -> None:
    words = fold(question).split()
    assert all(direction_asked(words, i) in ("", "to") for i in range(len(words)))
    slot = asked_slot(question)
    assert slot is None or slot.direction in ("", "to")


def test_glued_whither_is_spelled_as_two_words() -> None:
    assert spelled_toward("لفين") == ("ل", "فين")
    assert spelled_toward("ولاين") == ("ل", "اين")
    assert spelled_toward("لفيف") == ("لفيف",)


def test_no_end_asked_keeps_every_place() -> None:
    words = fold("أقام في الدير").split()
    assert of_the_direction("", words, 1)
    assert of_the_direction("to", words, 1)  # a goal may be said without إلى: only a whence is no whither
    assert not of_the_direction("to", fold("خرج من الدير").split(), 1)
    assert not of_the_direction("from", words, 1)
