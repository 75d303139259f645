"""Rank metrics for one fixture and their aggregation: hit@k, lenient hit@k, rank-1, MRR.

A fixture's `expectedChunkIds` are the passages that hold the answer; `acceptableChunkIds` are
passages a reviewer would also accept (sibling chunks, a duplicate paragraph). "Strict" ranks use
the expected ids only, "lenient" ranks use both. A fixture without expected ids takes no part in
rank metrics (refusal fixtures are scored by the evidence floor instead).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from pydantic import BaseModel, Field


def first_rank(ranked: Sequence[str], wanted: Iterable[str]) -> int | None:
    """1-based rank of the first id of `wanted` in `ranked`, None when none appears."""
    wanted = set(wanted)
    for rank, chunk_id in enumerate(ranked, 1):
        if chunk_id in wanted:
            return rank
    return None


def hit_at(rank: int | None, k: int) -> bool:
    return rank is not None and rank <= k


def reciprocal_rank(rank: int | None) -> float:
    return 0.0 if rank is None else 1.0 / rank


def doc_of(chunk_id: str) -> str:
    return chunk_id.rsplit("/", 1)[0]


def docs_found(ranked: Sequence[str], expected_docs: Iterable[str], k: int) -> int:
    """How many of the expected documents have some chunk in the top k."""
    top = {doc_of(chunk_id) for chunk_id in ranked[:k]}
    return sum(1 for doc in set(expected_docs) if doc in top)


class Count(BaseModel):
    """n of N, never a bare percentage."""

    n: int
    N: int

    @property
    def rate(self) -> float:
        return self.n / self.N if self.N else 0.0

    def __str__(self) -> str:
        return f"{self.n}/{self.N}"


class RankSummary(BaseModel):
    """Aggregated rank metrics over the fixtures that have expected ids."""

    N: int
    hit: dict[int, int] = Field(default_factory=dict)  # k -> fixtures with an expected id in top k
    lenient: dict[int, int] = Field(default_factory=dict)  # k -> with expected or acceptable in top k
    mrr: float = 0.0
    lenient_mrr: float = 0.0

    def count(self, k: int, lenient: bool = False) -> Count:
        return Count(n=(self.lenient if lenient else self.hit).get(k, 0), N=self.N)


def summarize(strict_ranks: Sequence[int | None], lenient_ranks: Sequence[int | None], ks: Iterable[int]) -> RankSummary:
    if len(strict_ranks) != len(lenient_ranks):
        raise ValueError("strict and lenient ranks must describe the same fixtures")
    ks = sorted(set(ks))
    n = len(strict_ranks)
    return RankSummary(
        N=n,
        hit={k: sum(hit_at(r, k) for r in strict_ranks) for k in ks},
        lenient={k: sum(hit_at(r, k) for r in lenient_ranks) for k in ks},
        mrr=round(sum(map(reciprocal_rank, strict_ranks)) / n, 6) if n else 0.0,
        lenient_mrr=round(sum(map(reciprocal_rank, lenient_ranks)) / n, 6) if n else 0.0,
    )
