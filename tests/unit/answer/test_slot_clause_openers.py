"""ONEPLACE68: the slot's clause openers (`answer.slot_fillers.CLAUSE_OPENERS`, read by `answer.slot_stated`) read the
shared table (`text.clause_openers`: its relatives and ثم) and name their difference beside it, tested here."""

from __future__ import annotations

from dalil.answer import slot_fillers
from dalil.answer.slot_stated import _segments
from dalil.text import clause_openers
from dalil.text.normalize import fold, folded_words
from dalil.text.time_clauses import TIME_CLAUSE_OPENERS


def test_the_slot_reads_the_shared_relatives_and_then() -> None:
    shared = clause_openers.RELATIVES - clause_openers.DUAL_RELATIVES | clause_openers.THEN
    assert shared <= slot_fillers.CLAUSE_OPENERS
    assert folded_words("الذي التي الذين اللي ثم") <= slot_fillers.CLAUSE_OPENERS


def test_the_slots_own_openers_are_a_new_subject_a_contrast_and_a_glued_when() -> None:
    assert slot_fillers.CLAUSE_OPENERS - clause_openers.CLAUSE_OPENERS == folded_words("وهي وهو وهم حيث بينما لكن ولكن فلما ولما")


def test_the_shared_time_words_and_duals_do_not_close_a_slots_clause() -> None:
    assert clause_openers.CLAUSE_OPENERS - slot_fillers.CLAUSE_OPENERS == TIME_CLAUSE_OPENERS | clause_openers.DUAL_RELATIVES


def test_a_new_subject_pronoun_cuts_the_clause_and_a_time_word_does_not() -> None:
    assert _segments("رسم أسقفا على أسيوط وهو في الدير") == [fold("رسم أسقفا على أسيوط").split(), fold("وهو في الدير").split()]
    assert len(_segments("رسم أسقفا على أسيوط بعد نياحة أبيه")) == 1
