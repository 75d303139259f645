"""Rank metric math: hit@k, lenient hit@k, MRR, documents found."""

from __future__ import annotations

import pytest

from dalil.eval.metrics import Count, doc_of, docs_found, first_rank, hit_at, reciprocal_rank, summarize

RANKED = ["a/0", "b/1", "c/0", "b/0", "d/2"]


def test_first_rank_is_one_based_and_takes_the_best_expected_id() -> None:
    assert first_rank(RANKED, ["c/0", "b/0"]) == 3
    assert first_rank(RANKED, ["a/0"]) == 1
    assert first_rank(RANKED, ["zzz/0"]) is None
    assert first_rank([], ["a/0"]) is None


def test_hit_at_k_includes_k_itself() -> None:
    assert hit_at(5, 5) and not hit_at(6, 5) and not hit_at(None, 20)


def test_reciprocal_rank() -> None:
    assert reciprocal_rank(1) == 1.0
    assert reciprocal_rank(4) == 0.25
    assert reciprocal_rank(None) == 0.0


def test_summary_counts_strict_and_lenient_separately() -> None:
    # fixture 1: expected at 1; fixture 2: expected at 3, acceptable at 2; fixture 3: only acceptable at 6
    strict = [1, 3, None]
    lenient = [1, 2, 6]
    summary = summarize(strict, lenient, [1, 3, 5, 10])
    assert summary.N == 3
    assert summary.hit == {1: 1, 3: 2, 5: 2, 10: 2}
    assert summary.lenient == {1: 1, 3: 2, 5: 2, 10: 3}
    assert summary.mrr == pytest.approx((1 + 1 / 3 + 0) / 3, abs=1e-6)
    assert summary.lenient_mrr == pytest.approx((1 + 1 / 2 + 1 / 6) / 3, abs=1e-6)
    assert str(summary.count(3)) == "2/3"
    assert str(summary.count(10, lenient=True)) == "3/3"


def test_empty_summary_is_zero_of_zero_not_an_error() -> None:
    summary = summarize([], [], [1, 5])
    assert summary.N == 0 and summary.mrr == 0.0 and summary.count(5).rate == 0.0


def test_mismatched_rank_lists_are_refused() -> None:
    with pytest.raises(ValueError):
        summarize([1], [1, 2], [1])


def test_docs_found_counts_each_expected_document_once() -> None:
    assert doc_of("syn:03-22#1/4") == "syn:03-22#1"
    assert docs_found(RANKED, ["a", "b", "x"], 2) == 2
    assert docs_found(RANKED, ["d"], 4) == 0
    assert docs_found(RANKED, ["d"], 5) == 1


def test_count_renders_n_of_n() -> None:
    assert str(Count(n=39, N=40)) == "39/40"
    assert Count(n=0, N=0).rate == 0.0
