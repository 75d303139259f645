"""LEFTOVERS19 items 3 and 4: each reader of a question word or a life event's word reads one table.

- `retrieval.names` read the question words as INTERROGATIVES | EGYPTIAN, without the Egyptian words' MSA
  values (بكم, لكم): "موسى أسود لكم سنة عاش؟" lost the epithet its Egyptian twin "لكام" kept.
- The Egyptian death forms were written three times (names, answer_type, manner_asked), each missing
  another's: "ازاي اتوفى …" asked no manner, "كيرلس اتنيح امتى؟" named no subject.
"""

from __future__ import annotations

import pytest

from dalil.answer import answer_type, manner_asked
from dalil.answer.answer_type import event_subjects
from dalil.answer.manner_asked import asks_manner_of_death
from dalil.retrieval import names
from dalil.retrieval.names import asked_epithets
from dalil.text import life_events
from dalil.text.question_words import QUESTION_WORDS


@pytest.mark.parametrize(
    ("msa", "egyptian", "pair"),
    [
        ("يوحنا قصير بكم سنة اترهب؟", "يوحنا قصير بكام سنة اترهب؟", ("يوحنا", "القصير")),
        ("موسي اسود لكم سنة عاش؟", "موسي اسود لكام سنة عاش؟", ("موسي", "الاسود")),
    ],
)
def test_an_egyptian_question_word_and_its_msa_value_end_an_epithet_alike(msa: str, egyptian: str, pair: tuple) -> None:
    assert asked_epithets(egyptian) == [pair]
    assert asked_epithets(msa) == [pair]


def test_the_names_reader_takes_the_one_table_of_question_words() -> None:
    assert names._ASKING_WORDS == QUESTION_WORDS
    assert {"بكم", "لكم"} <= names._ASKING_WORDS


@pytest.mark.parametrize("question", ["ازاي اتوفى البابا كيرلس؟", "البابا اثناسيوس اتوفت ازاي؟", "القديس مرقس اتقتل ازاي؟"])
def test_every_egyptian_death_form_asks_a_manner(question: str) -> None:
    assert asks_manner_of_death(question)


def test_the_subject_of_an_egyptian_repose_is_a_person() -> None:
    assert event_subjects("كيرلس اتنيح امتى؟")[0] == "كيرلس"
    assert event_subjects("ميخا اتوفى امتى؟")[0] == "ميخا"


def test_the_three_readers_share_the_life_event_table() -> None:
    egyptian = life_events.EGYPTIAN_BIRTH_WORDS | life_events.EGYPTIAN_DEATH_WORDS
    assert egyptian <= names._EVENT_WORDS
    assert egyptian <= answer_type._EVENT_VERBS
    assert life_events.EGYPTIAN_DEATH_WORDS | life_events.DEATH_WORDS <= manner_asked._DEATH
    assert names.DEATH_WORDS is life_events.DEATH_WORDS  # read, not written again
