"""COPIES66: one table of the words that open another clause (`text/clause_openers.py`), read by the place of a
yes/no deed (`answer/premise_slot.py`) and the place of a stay (`answer/stay_place.py`); each reader's one word more
(قد / حتى) is its own and tested here, on invented records."""

from __future__ import annotations

import pytest

from dalil.answer.premise_slot import place_bound
from dalil.answer.stay_place import span_at_place
from dalil.text.clause_openers import CLAUSE_OPENERS, RELATIVES
from dalil.text.normalize import folded_words

_NUMBERS = frozenset({"عشرين", "تلاتين", "ثلاثين", "خمس"})


def test_the_table_holds_relatives_time_openers_and_then() -> None:
    assert folded_words("الذي التي اللي اللى") <= RELATIVES <= CLAUSE_OPENERS
    assert folded_words("لما عندما بعد قبل بعدما ثم") <= CLAUSE_OPENERS
    assert not folded_words("قد حتى في و") & CLAUSE_OPENERS  # each reader's own word, not the table's


@pytest.mark.parametrize(
    ("sentence", "bound"),
    [
        ("استشهد القديس أبامون وقد ولد في طموه .", False),  # قد opens the birth's clause (premise_slot only)
        ("استشهد القديس أبامون الذي ولد في طموه .", False),  # a relative: the table's
        ("ولد في أسيوط ثم استشهد في طموه .", True),
        ("استشهد القديس أبامون في طموه .", True),
    ],
)
def test_qad_before_a_new_verb_cuts_the_deed_from_its_place(sentence: str, bound: bool) -> None:
    assert place_bound(("استشهد",), "طموه", sentence) is bound


@pytest.mark.parametrize(
    ("answer", "question", "stated"),
    [
        # حتى "until" ends the stay's clause: the twenty years are before he went to the monastery (stay_place only)
        ("وقعد عشرين سنة حتى راح الدير", "قعد في الدير كام سنة؟", False),
        ("ظل في البرية عشرين عاما حتى ذهب إلى دير الأنبا مقار", "كم سنة أقام في دير الأنبا مقار؟", False),
        # Egyptian قد is "as long as", no clause of its own here: the span stays with its place
        ("فضل في الدير قد تلاتين سنة", "قعد في الدير كام سنة؟", True),
        ("وأقام في دير الأنبا مقار خمس سنين ثم رجع", "كم سنة أقام في دير الأنبا مقار؟", True),
    ],
)
def test_hatta_cuts_a_stay_and_egyptian_qad_does_not(answer: str, question: str, stated: bool) -> None:
    assert span_at_place(answer, question, _NUMBERS) is stated
