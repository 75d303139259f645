"""The question's time-clause openers have one reader, `support.time_opener_terms`, read by the evidence floor and the
extractive answerer alike; "after"/"before" opening a clause is one test, `time_clauses.opens_order_clause`, which the
question readers of `answer.asked_reading` import (FLOORWORDS68)."""

from __future__ import annotations

from dalil.answer import asked_reading
from dalil.providers import extractive
from dalil.retrieval import evidence
from dalil.text import support, time_clauses


def test_one_reader_of_the_openers() -> None:
    assert extractive.time_opener_terms is support.time_opener_terms
    assert evidence.time_opener_terms is support.time_opener_terms


def test_one_test_of_an_order_clause() -> None:
    assert asked_reading.opens_order_clause is time_clauses.opens_order_clause
    assert time_clauses.opens_order_clause("بعد", "ما") and time_clauses.opens_order_clause("قبل", "ان")
    assert not time_clauses.opens_order_clause("بعد", "الصليب")
