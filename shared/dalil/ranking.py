"""How every ranking compares scores, so a question ranks the same on every machine.

The last bits of a float score depend on the machine: a float32 dot product is summed in a
different order by each BLAS kernel (OpenBLAS picks one per CPU: Haswell, SkylakeX, ...), glibc
picks an FMA or an SSE2 `log`/`exp` per CPU, numpy's partition returns ties in the order of its
per-CPU kernel, and a numpy or BLAS upgrade changes all of them. Measured on the CI store
(docs/DECISIONS.md, "Rankings reproducible across machines"): the E5 cosines moved by one float32
unit under another OpenBLAS core type, and in the concepts suite alone 16 vector cosines were
within 1e-6 of their neighbour (down to one float32 unit) and fused totals 3.5e-18 apart (the same
fractions added in another order) — orders decided by rounding noise. So:

- cosines are summed in float64 (the float32 products are exact there; what is left of the
  summation order is ~1e-16, far below the rounding below);
- every score is rounded to `SCORE_DECIMALS` before it is compared, so two scores that differ only
  by noise are equal;
- equal scores are ordered by chunk id (or by the earlier stage's order, which is itself so
  ordered), never by insertion order, row id or an algorithm's whim.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import numpy as np

SCORE_DECIMALS = 6
# Sums of rank fractions (1 / (k + rank)) are computed by Python's floats from integers: the same
# on every machine, so they need no coarse rounding, only enough that sums equal on paper (the same
# fractions added in another order) compare equal: two sums of a few fractions with denominators in
# the hundreds are either equal or more than 1e-10 apart.
FUSED_DECIMALS = 12
# A float32 scan only pre-selects: everything within this margin of the k-th score is re-scored in
# float64 (float32 noise on a cosine is ~1e-7; the margin is a hundred times that).
PRESELECT_MARGIN = 1e-5


def rank_score(score: float, decimals: int = SCORE_DECIMALS) -> float:
    """The score as rankings compare it."""
    return round(float(score), decimals)


def ranked_pairs(pairs: Iterable[tuple[str, float]]) -> list[tuple[str, float]]:
    """(chunk_id, score) best first: rounded score, then chunk id. Scores come back rounded."""
    return sorted(((chunk_id, rank_score(score)) for chunk_id, score in pairs), key=lambda pair: (-pair[1], pair[0]))


def unit64(vector: np.ndarray) -> np.ndarray | None:
    """The vector as float64 of length 1, or None when it has no direction (zero, NaN, inf)."""
    query = np.asarray(vector, dtype=np.float64).reshape(-1)
    norm = float(np.sqrt(np.dot(query, query)))
    if not np.isfinite(norm) or norm == 0.0:
        return None
    return query / norm


def cosines64(rows: np.ndarray, query: np.ndarray) -> np.ndarray:
    """Dot products of (normalized) rows with a float64 query, summed in float64 by numpy's own
    loop (einsum: no BLAS thread hand-off for a small block)."""
    return np.einsum("ij,j->i", np.asarray(rows, dtype=np.float64), np.asarray(query, dtype=np.float64))


def top_rows(
    matrix: np.ndarray, rows: np.ndarray, query: np.ndarray, k: int, chunk_ids: Sequence[str]
) -> list[tuple[str, float]]:
    """The best `k` of `rows` of `matrix` against the unit float64 `query`, as (chunk_id, cosine):
    a float32 scan of every row pre-selects, float64 decides. Ties are ordered by chunk id, and the
    k-th place is the same whatever order a partition algorithm visits ties in."""
    if k <= 0 or rows.shape[0] == 0:
        return []
    # Every row wanted (the usual question: no library left out): scan the matrix in place; a
    # fancy-indexed copy of all of it cost more than the scan (benchmarks/performance/RESULTS.md).
    # Each row's dot product is summed the same way in either, so the values are identical.
    every_row = rows.shape[0] == matrix.shape[0] and bool(rows[0] == 0) and bool(np.all(np.diff(rows) == 1))
    # The scan is BLAS's float32 product (one thread in every process that embeds: embed/blas.py),
    # half the CPU of numpy's einsum loop over the ~8,000 x 384 matrix (PERF37). It only pre-selects:
    # its rounding (~1e-7 a cosine, in either) is far inside PRESELECT_MARGIN, and float64 decides.
    rough = (matrix if every_row else matrix[rows]) @ query.astype(np.float32)
    if k < rough.shape[0]:
        kth = np.partition(rough, rough.shape[0] - k)[rough.shape[0] - k]  # a value: the same for any algorithm
        rows = rows[rough >= kth - PRESELECT_MARGIN]
    exact = cosines64(matrix[rows], query)
    return ranked_pairs((chunk_ids[row], float(score)) for row, score in zip(rows.tolist(), exact.tolist(), strict=True))[:k]
