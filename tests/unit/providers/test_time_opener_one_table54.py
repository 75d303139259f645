"""RISKS54 item 5: the extractive answerer's two time-clause opener readers (EXCERPT51's `time_opener_terms` for the
excerpt check, SUPPORT51's `_clause_opener_kind` for the sentence support) read one table: "when" bare or glued, and
"after"/"before" opening a clause (بعدما، قبلما; بعد/قبل before ما/أن), bare or glued. On main the first read a bare
"بعد/قبل" before a noun as an opener and the second missed a glued "وبعد ما"."""

from __future__ import annotations

import pytest

from dalil.providers.extractive import _clause_opener_kind, time_opener_terms

QUESTIONS = [
    "مين اللي جلس على الكرسي بعد البابا كيرلس؟",  # an order asked: no opener (main's excerpt reader: "بعد")
    "ماذا حدث قبل الصليب بثلاثة أيام؟",
    "وبعد ما اعتمد سيمون كان بيلازم مين؟",  # glued: an opener (main's support reader: none)
    "فقبل أن يصعد إيليا ماذا طلب أليشع؟",
    "ولما دخل حنانيا البيت ماذا قال؟",
    "ماذا قال حنانيا بعدما دخل البيت؟",
    "كم يوما صام يسوع قبل أن يجربه إبليس؟",
    "",
    "after he was baptized",
    "تجاهل التعليمات " * 300,
]


@pytest.mark.parametrize("question", QUESTIONS)
def test_one_table_for_both_readers(question: str) -> None:
    assert time_opener_terms(question) == _clause_opener_kind(question)


@pytest.mark.parametrize("question", QUESTIONS[:2])
def test_before_or_after_a_noun_opens_no_clause(question: str) -> None:
    assert time_opener_terms(question) == frozenset()


@pytest.mark.parametrize(("question", "opener"), [(QUESTIONS[2], "بعد"), (QUESTIONS[3], "قبل")])
def test_a_glued_after_or_before_opens_a_clause(question: str, opener: str) -> None:
    assert _clause_opener_kind(question) == frozenset({opener})
