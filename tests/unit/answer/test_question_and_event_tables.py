"""LEFTOVERS19 items 3 and 4: each reader of a question word or a life event's word reads one table.

- `retrieval.names` read the question words as INTERROGATIVES | EGYPTIAN, without the Egyptian words' MSA
  values (بكم, لكم): "موسى أسود لكم سنة عاش؟" lost the epithet its Egyptian twin "لكام" kept.
- The Egyptian death forms were written three times (names, answer_type, manner_asked), each missing
  another's: "ازاي اتوفى …" asked no manner, "كيرلس اتنيح امتى؟" named no subject.
"""

from __future__ import annotations

import pytest

from dalil.retrieval import names
from dalil.retrieval.names import asked_epithets
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
