from __future__ import annotations

import pytest

from dalil.models import Candidate, SignalHit
from dalil.retrieval.fusion import CANDIDATE_FIELDS, HIT_FIELDS, built_unvalidated, fuse, signal_weights
from dalil.settings import Settings

SIGNALS = {
    "lexical": [("a", 12.0), ("b", 9.0), ("c", 3.0)],
    "vector": [("c", 0.9), ("a", 0.8), ("d", 0.1)],
}


def test_rrf_equal_weights() -> None:
    fused = fuse(SIGNALS, "rrf", rrf_k=60)
    scores = {c.chunk_id: c.score for c in fused}
    assert scores["a"] == pytest.approx(1 / 61 + 1 / 62)
    assert scores["c"] == pytest.approx(1 / 63 + 1 / 61)
    assert scores["b"] == pytest.approx(1 / 62)
    assert scores["d"] == pytest.approx(1 / 63)
    assert [c.chunk_id for c in fused] == ["a", "c", "b", "d"]
    # rrf ignores weights
    assert [c.score for c in fuse(SIGNALS, "rrf", {"vector": 5.0})] == [c.score for c in fused]


def test_every_candidate_records_each_signals_rank_and_raw_score() -> None:
    fused = {c.chunk_id: c for c in fuse(SIGNALS, "rrf")}
    assert fused["a"].signals["lexical"].rank == 1 and fused["a"].signals["lexical"].score == 12.0
    assert fused["a"].signals["vector"].rank == 2 and fused["a"].signals["vector"].score == 0.8
    assert set(fused["b"].signals) == {"lexical"} and set(fused["d"].signals) == {"vector"}


def test_weighted_rrf() -> None:
    fused = fuse(SIGNALS, "weighted_rrf", {"lexical": 1.0, "vector": 0.5}, rrf_k=10)
    scores = {c.chunk_id: c.score for c in fused}
    assert scores["a"] == pytest.approx(1 / 11 + 0.5 / 12)
    assert scores["c"] == pytest.approx(1 / 13 + 0.5 / 11)
    assert scores["b"] == pytest.approx(1 / 12)
    assert scores["d"] == pytest.approx(0.5 / 13)
    assert [c.chunk_id for c in fused] == ["a", "c", "b", "d"]
    vector_heavy = fuse(SIGNALS, "weighted_rrf", {"lexical": 0.1, "vector": 1.0}, rrf_k=10)
    assert vector_heavy[0].chunk_id == "c"


def test_score_fusion_min_max_normalizes_each_list() -> None:
    fused = fuse(SIGNALS, "score", {"lexical": 1.0, "vector": 1.0})
    scores = {c.chunk_id: c.score for c in fused}
    assert scores["a"] == pytest.approx(1.0 + (0.8 - 0.1) / 0.8)
    assert scores["b"] == pytest.approx((9 - 3) / 9)
    assert scores["c"] == pytest.approx(0.0 + 1.0)
    assert scores["d"] == pytest.approx(0.0)
    weighted = {c.chunk_id: c.score for c in fuse(SIGNALS, "score", {"lexical": 2.0, "vector": 0.5})}
    assert weighted["a"] == pytest.approx(2.0 + 0.5 * 0.875)


def test_score_fusion_with_equal_scores_gives_one() -> None:
    fused = fuse({"metadata": [("x", 1.0), ("y", 1.0)]}, "score")
    assert [(c.chunk_id, c.score) for c in fused] == [("x", 1.0), ("y", 1.0)]


def test_ties_are_broken_by_chunk_id() -> None:
    signals = {"lexical": [("b", 1.0), ("a", 0.5)], "vector": [("a", 0.9), ("b", 0.4)]}
    for method in ("rrf", "weighted_rrf", "score"):
        fused = fuse(signals, method)
        assert fused[0].score == fused[1].score
        assert [c.chunk_id for c in fused] == ["a", "b"]
    # and the order of the input mapping does not matter
    reordered = {"vector": signals["vector"], "lexical": signals["lexical"]}
    assert fuse(reordered, "weighted_rrf", {"lexical": 0.3, "vector": 0.7}) == fuse(
        signals, "weighted_rrf", {"lexical": 0.3, "vector": 0.7}
    )


def test_duplicate_ids_in_one_list_keep_their_best_rank() -> None:
    fused = fuse({"lexical": [("a", 5.0), ("b", 4.0), ("a", 1.0)]}, "rrf", rrf_k=0)
    scores = {c.chunk_id: c.score for c in fused}
    assert scores == {"a": 1.0, "b": 0.5}
    assert fused[0].signals["lexical"].rank == 1


def test_empty_and_invalid_inputs() -> None:
    assert fuse({}, "rrf") == []
    assert fuse({"lexical": [], "vector": []}, "score") == []
    with pytest.raises(ValueError, match="unknown fusion method"):
        fuse(SIGNALS, "sum")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match=">= 0"):
        fuse(SIGNALS, "weighted_rrf", {"lexical": -1.0})
    with pytest.raises(ValueError, match="rrf_k"):
        fuse(SIGNALS, "rrf", rrf_k=-1)


def test_weights_come_from_settings() -> None:
    settings = Settings(lexical_weight=0.7, vector_weight=0.2, metadata_weight=3.0, dense_weight=0.4, topic_weight=1.5)
    assert signal_weights(settings) == {
        "lexical": 0.7,
        "vector": 0.2,
        "metadata": 3.0,
        "dense": 0.4,
        "topic": 1.5,
    }


def test_rescore_combines_bm25_share_with_the_dense_cosine() -> None:
    signals = {
        "lexical": [("a", 10.0), ("b", 8.0), ("c", 2.0)],
        "dense": [("b", 0.9), ("a", 0.2), ("c", 0.1)],
        "vector": [("d", 0.5)],
    }
    fused = fuse(signals, "rescore", {"lexical": 1.0, "dense": 1.0})
    scores = {c.chunk_id: c.score for c in fused}
    assert scores["a"] == pytest.approx(1.0 + 0.2)
    assert scores["b"] == pytest.approx(0.8 + 0.9)
    assert scores["d"] == pytest.approx(0.5)  # vector-only: its own cosine
    assert [c.chunk_id for c in fused] == ["b", "a", "d", "c"]
    # with the dense weight at zero it is BM25 order again
    assert [c.chunk_id for c in fuse(signals, "rescore", {"dense": 0.0})][:3] == ["a", "b", "c"]


def test_rank_fusion_records_but_never_counts_the_dense_rescoring() -> None:
    with_dense = {**SIGNALS, "dense": [("b", 0.99), ("a", 0.5)]}
    plain = fuse(SIGNALS, "weighted_rrf", {"vector": 0.2}, rrf_k=5)
    dense = fuse(with_dense, "weighted_rrf", {"vector": 0.2, "dense": 5.0}, rrf_k=5)
    assert [(c.chunk_id, c.score) for c in dense] == [(c.chunk_id, c.score) for c in plain]
    by_id = {c.chunk_id: c for c in dense}
    assert by_id["b"].signals["dense"].score == 0.99 and "dense" not in by_id["d"].signals


@pytest.mark.parametrize("method", ["rrf", "score", "rescore"])
def test_fused_candidates_equal_validated_ones_with_their_own_boosts(method: str) -> None:
    # Built without validation: each must equal the model validated from its own values (boosts
    # empty, no chunk), with the fields set that such a candidate was made with, and a boosts dict
    # of its own (a boost written on one candidate must not appear on another).
    fused = fuse({**SIGNALS, "dense": [("a", 0.5), ("c", 0.7)]}, method)
    for candidate in fused:
        validated = Candidate.model_validate(candidate.model_dump())
        assert candidate == validated and candidate.boosts == {} and candidate.chunk is None
        assert candidate.model_fields_set == {"chunk_id", "score", "signals"}
        assert all(hit.model_fields_set == {"rank", "score"} for hit in candidate.signals.values())
    fused[0].boosts["name"] = 0.1
    assert all(candidate.boosts == {} for candidate in fused[1:])


def test_built_unvalidated_is_what_model_construct_makes() -> None:
    # The shortcut copies model_construct's result for models with no extra fields, no private
    # attributes and no post-init hook; a pydantic or model change that breaks that fails here.
    for model in (Candidate, SignalHit):
        assert model.__pydantic_post_init__ is None and not model.__private_attributes__
        assert model.model_config.get("extra") in (None, "ignore")
    hit_values = {"rank": 2, "score": 0.5}
    hit = built_unvalidated(SignalHit, HIT_FIELDS, dict(hit_values))
    reference_hit = SignalHit.model_construct(**hit_values)
    values = {"chunk_id": "a/0", "score": 0.25, "signals": {"lexical": hit}, "boosts": {}, "chunk": None}
    candidate = built_unvalidated(Candidate, CANDIDATE_FIELDS, dict(values))
    reference = Candidate.model_construct(chunk_id="a/0", score=0.25, signals={"lexical": reference_hit})
    for made, expected in ((hit, reference_hit), (candidate, reference)):
        assert list(made.__dict__.items()) == list(expected.__dict__.items())  # same values, same field order
        assert made.model_fields_set == expected.model_fields_set
        assert made.__pydantic_extra__ is expected.__pydantic_extra__ is None
        assert made.__pydantic_private__ is expected.__pydantic_private__ is None
        assert made == type(made).model_validate(made.model_dump())
        assert made.model_dump_json() == expected.model_dump_json()
    assert candidate.model_copy(update={"score": 1.0}).score == 1.0 and candidate.score == 0.25
