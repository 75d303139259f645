"""CLAUSE41: the time-clause words live in one table (`text.time_clauses`), their glued و/ف forms built from
`text.glued`'s, and every reader reads it (the one-place test: tests/unit/test_word_lists_one_place.py)."""

from __future__ import annotations

from dalil.answer import answer_type, asked_reading, asked_subject, slot_stated
from dalil.text import conditions, order
from dalil.text.glued import GLUED_CONJUNCTIONS
from dalil.text.time_clauses import (
    ORDER_CONJUNCTIONS,
    TIME_CLAUSE_OPENERS,
    TIME_PREPOSITIONS,
    WHEN_CONJUNCTIONS,
    WHEN_OPENERS,
    with_glued,
)


def test_the_glued_forms_come_from_the_glued_table() -> None:
    assert with_glued(["لما"]) == {"لما", *(glued + "لما" for glued in GLUED_CONJUNCTIONS)}
    assert {"ولما", "فلما", "وعندما", "فعندما", "وحين", "فحين", "وحينما", "فحينما"} <= WHEN_OPENERS


def test_the_table_holds_when_after_and_before() -> None:
    assert WHEN_CONJUNCTIONS == {"لما", "عندما", "حين", "حينما"}
    assert ORDER_CONJUNCTIONS == {"بعدما", "قبلما"} and TIME_PREPOSITIONS == {"بعد", "قبل"}
    assert WHEN_CONJUNCTIONS | ORDER_CONJUNCTIONS | TIME_PREPOSITIONS == TIME_CLAUSE_OPENERS


def test_every_reader_reads_the_one_table() -> None:
    assert slot_stated._WHEN is WHEN_OPENERS and answer_type._WHEN_CLAUSE is WHEN_OPENERS
    assert WHEN_CONJUNCTIONS <= conditions._KEEPS and WHEN_CONJUNCTIONS <= answer_type._OCCASION_WORDS
    # the after/before test of the question readers is one function, read from the table
    assert asked_subject.opens_order_clause is asked_reading.opens_order_clause
    assert all(asked_reading.opens_order_clause(word, "") for word in ORDER_CONJUNCTIONS)
    assert all(asked_reading.opens_order_clause(word, "ما") for word in TIME_PREPOSITIONS)
    assert not any(asked_reading.opens_order_clause(word, "") for word in TIME_PREPOSITIONS | WHEN_CONJUNCTIONS)
    assert {word for word, kind in order._CONNECTORS.items() if kind == order._WHEN} == WHEN_CONJUNCTIONS
    assert order._SUBORDINATING >= WHEN_CONJUNCTIONS | ORDER_CONJUNCTIONS | TIME_PREPOSITIONS


def test_a_glued_when_opens_a_when_clause_for_the_age_and_the_reason_readers() -> None:
    # "فعندما"/"فحين" were missing from slot_stated's copy, "حين" from answer_type's: one table, every form
    assert "فعندما" in slot_stated._WHEN and "حين" in answer_type._WHEN_CLAUSE and "وحين" in answer_type._WHEN_CLAUSE
