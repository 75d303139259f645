"""RISKS57 item 5: one rule, one place. The Franco reader's store names and the claim checks' names were two functions
named `corpus_names_of` doing different jobs; the trade check's clause marks were CLAUSE_MARKS less the Arabic
semicolon, with no reason given. Both fail on main (1017beb2)."""

from __future__ import annotations

from dalil.answer import asked_stated, validate
from dalil.text import reading
from dalil.text.restated import CLAUSE_MARKS


def test_the_two_name_readers_have_two_names() -> None:
    assert not hasattr(reading, "corpus_names_of")  # the Franco reader's: `franco_names_of(store, min_share)`
    assert callable(reading.franco_names_of)
    assert callable(validate.corpus_names_of)  # the claim checks' names, from settings


def test_the_trade_checks_clause_marks_are_the_claim_checks() -> None:
    breaks = {mark for mark in CLAUSE_MARKS if len(asked_stated._SENTENCE_BREAK.split(f"a{mark}b")) == 2}
    commas = {mark for mark in CLAUSE_MARKS if len(asked_stated._COMMA.split(f"a{mark}b")) == 2}
    assert breaks | commas == CLAUSE_MARKS and not breaks & commas
    assert "؛" in breaks
