"""Rankings compare rounded scores and order equal ones by chunk id (dalil/ranking.py): the
order never depends on a score's last bit, on insertion order or on a partition algorithm."""

from __future__ import annotations

import numpy as np

from dalil.models import Candidate
from dalil.ranking import cosines64, rank_score, ranked_pairs, top_rows, unit64
from dalil.retrieval.fusion import fuse
from dalil.retrieval.rescore import rescore_window


def _filler(prefix: str, n: int) -> list[tuple[str, float]]:
    return [(f"{prefix}{i}", 0.0) for i in range(n)]


def test_sums_equal_on_paper_tie_and_go_by_chunk_id() -> None:
    # "b": lexical 1, metadata 2, vector 8; "a": lexical 2, metadata 8, vector 1. The same three
    # fractions, added in another order: 0.04722835723395652 against ...651 in plain floats.
    signals = {
        "lexical": [("b", 9.0), ("a", 8.0)],
        "metadata": [("m0", 1.0), ("b", 1.0), *_filler("m", 7)[1:6], ("a", 1.0)],
        "vector": [("a", 0.9), *_filler("v", 6), ("b", 0.1)],
    }
    plain = (1 / 61 + 1 / 62) + 1 / 68, (1 / 62 + 1 / 68) + 1 / 61
    assert plain[0] != plain[1]  # the premise: float addition is not associative here
    fused = {c.chunk_id: c for c in fuse(signals, "rrf", rrf_k=60)}
    assert fused["a"].score == fused["b"].score
    order = [c.chunk_id for c in fuse(signals, "rrf", rrf_k=60)]
    assert order.index("a") + 1 == order.index("b")


def test_cosines_one_float32_unit_apart_are_equal_and_go_by_chunk_id() -> None:
    assert rank_score(0.80642301) == rank_score(0.80642301 + 6e-8)
    assert ranked_pairs([("z", 0.5000001), ("y", 0.50000012), ("x", 0.7)]) == [("x", 0.7), ("y", 0.5), ("z", 0.5)]


def test_the_kth_place_among_ties_goes_to_the_lowest_chunk_id_whatever_the_row_order() -> None:
    matrix = np.array([[1.0, 0.0], [0.6, 0.8], [0.6, 0.8], [0.6, 0.8], [0.0, 1.0]], dtype=np.float32)
    ids = ["first", "tie-c", "tie-a", "tie-b", "last"]
    query = unit64(np.array([1.0, 0.5]))
    assert query is not None
    top = top_rows(matrix, np.arange(5), query, 3, ids)
    assert [chunk_id for chunk_id, _ in top] == ["first", "tie-a", "tie-b"]
    reversed_rows = top_rows(matrix, np.arange(5)[::-1].copy(), query, 3, ids)
    assert reversed_rows == top


def test_float64_cosines_do_not_depend_on_the_summation_order() -> None:
    rng = np.random.default_rng(7)
    rows = rng.standard_normal((40, 384)).astype(np.float32)
    query = unit64(rng.standard_normal(384))
    assert query is not None
    forward = cosines64(rows, query)
    backward = cosines64(rows[:, ::-1], query[::-1])
    assert [rank_score(x) for x in forward] == [rank_score(x) for x in backward]


def test_a_zero_or_non_finite_query_has_no_direction() -> None:
    assert unit64(np.zeros(4)) is None
    assert unit64(np.array([np.nan, 1.0])) is None


def test_rescoring_treats_noise_apart_cosines_as_equal() -> None:
    fused = [Candidate(chunk_id=c, score=1.0 - i / 10) for i, c in enumerate(["p", "q", "r", "s"])]
    noisy = {"p": 0.3, "q": 0.9, "r": 0.9 + 5e-8, "s": 0.1}
    exact = {"p": 0.3, "q": 0.9, "r": 0.9, "s": 0.1}
    assert [c.chunk_id for c in rescore_window(fused, noisy, 4, 1.0, 10, keep_top=0)] == [
        c.chunk_id for c in rescore_window(fused, exact, 4, 1.0, 10, keep_top=0)
    ]


def test_scanning_every_row_in_place_ranks_like_scanning_a_copy_of_them() -> None:
    rng = np.random.default_rng(11)
    matrix = rng.standard_normal((500, 64)).astype(np.float32)
    matrix /= np.linalg.norm(matrix, axis=1, keepdims=True)
    ids = [f"c{n:03d}" for n in range(500)]
    query = unit64(rng.standard_normal(64))
    assert query is not None
    every = top_rows(matrix, np.arange(500), query, 20, ids)  # in place
    shuffled = rng.permutation(500)
    assert top_rows(matrix, shuffled, query, 20, ids) == every  # a copy, rows in another order
    ranked_all = top_rows(matrix, np.arange(500), query, 500, ids)
    assert ranked_all[:20] == every
    evens = [pair for pair in ranked_all if int(pair[0][1:]) % 2 == 0][:5]
    assert top_rows(matrix, np.arange(0, 500, 2), query, 5, ids) == evens  # a subset: the same cosines


def test_the_float32_scan_is_one_blas_product_and_float64_still_decides(monkeypatch) -> None:  # noqa: ANN001
    """PERF37: the pre-selecting scan is BLAS's float32 product, not numpy's einsum loop over every row
    (half its CPU); what it keeps is decided in float64, so the ranking is the brute-force one, near ties
    (rows a float32 unit apart) included."""
    import dalil.ranking as ranking  # noqa: PLC0415

    rng = np.random.default_rng(37)
    matrix = rng.standard_normal((3000, 384)).astype(np.float32)
    matrix[1500:1600] = matrix[:100] + np.float32(1e-7) * rng.standard_normal((100, 384)).astype(np.float32)
    matrix /= np.linalg.norm(matrix, axis=1, keepdims=True)
    ids = [f"c{n:04d}" for n in range(3000)]
    cases = []
    for seed in range(40):
        query = unit64(matrix[seed] + 0.05 * np.random.default_rng(seed).standard_normal(384))
        assert query is not None
        for rows in (np.arange(3000), np.arange(0, 3000, 3)):
            cosines = cosines64(matrix[rows], query).tolist()
            cases.append((query, rows, ranked_pairs((ids[row], c) for row, c in zip(rows.tolist(), cosines, strict=True))))
    scanned: list[tuple[int, ...]] = []
    einsum = np.einsum

    def counting(subscripts: str, *operands: np.ndarray, **kwargs: object) -> np.ndarray:
        scanned.append(operands[0].shape)
        return einsum(subscripts, *operands, **kwargs)

    monkeypatch.setattr(ranking.np, "einsum", counting)
    for query, rows, brute in cases:
        for k in (1, 10, 60):
            assert top_rows(matrix, rows, query, k, ids) == brute[:k]
    assert scanned and all(shape[0] < 1000 for shape in scanned)  # einsum only on the kept rows, never a scan
