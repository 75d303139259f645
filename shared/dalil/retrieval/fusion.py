"""Fusion of candidate lists by chunk_id. Raw scores of different systems (BM25, cosine, an exact
metadata match) are not comparable, so they are combined by rank or by per-list normalized score:

- `rrf`: Σ 1 / (k + rank), every signal weighted equally (Cormack, Clarke & Büttcher 2009);
- `weighted_rrf`: Σ w_signal / (k + rank);
- `score`: Σ w_signal · min-max-normalized score within the signal's own list (a list whose scores
  are all equal normalizes to 1.0 for every member).
- `rescore`: dense re-scoring of the lexical list: w_lexical · BM25 / max BM25 of the list
  + w_dense · cosine (the "dense" signal: the question against each lexical candidate's stored
  vector; a vector-only candidate uses its "vector" cosine) + w_metadata for a structured match.
  BM25 is divided by the list's best score, not min-max scaled, so a weak lexical list stays weak.

Every fused candidate records each contributing signal's rank and raw score. Fused scores are
rounded (dalil/ranking.py) and equal ones are ordered by chunk_id, so the same input always
gives the same order: two sums that are equal on paper (1/61 + 1/70 and 1/70 + 1/61 from
different signals) are equal here too, not 1e-18 apart.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Literal, TypeVar

from dalil.models import Candidate, SignalHit
from dalil.ranking import FUSED_DECIMALS
from dalil.settings import Settings

FusionMethod = Literal["rrf", "weighted_rrf", "score", "rescore"]
METHODS = ("rrf", "weighted_rrf", "score", "rescore")
# A re-scoring of another list's candidates, not a list of its own: only `rescore` counts it
# (in rank fusion it would count the lexical candidates twice); the others just record it.
RESCORE_ONLY = frozenset({"dense"})
SignalLists = Mapping[str, Sequence[tuple[str, float]]]
CANDIDATE_FIELDS = frozenset({"chunk_id", "score", "signals"})  # what a fused candidate is built with
HIT_FIELDS = frozenset({"rank", "score"})
Built = TypeVar("Built", Candidate, SignalHit)
_new, _set = object.__new__, object.__setattr__  # looked up once: built_unvalidated runs ~300 times a fusion


def built_unvalidated(model: type[Built], fields_set: frozenset[str], values: dict[str, Any]) -> Built:
    """What `model.model_construct(**values)` makes for these two models (no extra fields, no
    private attributes), without its per-call work: a question fuses ~130 hits into ~80
    candidates up to four times, and model_construct (which also inspects a default factory's
    signature for each field left out) cost more CPU than the fusion arithmetic. `values` holds
    every field, of the right type already; tests/unit/retrieval/test_fusion.py compares the
    result with model_construct's and with a validated model."""
    built = _new(model)
    _set(built, "__dict__", values)
    _set(built, "__pydantic_fields_set__", set(fields_set))
    _set(built, "__pydantic_extra__", None)
    _set(built, "__pydantic_private__", None)
    return built


def signal_weights(settings: Settings) -> dict[str, float]:
    return {
        "lexical": settings.lexical_weight,
        "vector": settings.vector_weight,
        "metadata": settings.metadata_weight,
        "dense": settings.dense_weight,
        "topic": settings.topic_weight,
    }


def _hits(ranked: Sequence[tuple[str, float]]) -> dict[str, SignalHit]:
    """chunk_id -> 1-based rank and raw score; a repeated id keeps its first (best) place."""
    hits: dict[str, SignalHit] = {}
    for chunk_id, score in ranked:
        if chunk_id not in hits:
            # Built from values of the right types already (an int rank, a float score): validating
            # each of a question's ~250 hits cost more CPU than the fusion arithmetic.
            hits[chunk_id] = built_unvalidated(SignalHit, HIT_FIELDS, {"rank": len(hits) + 1, "score": float(score)})
    return hits


def _normalized(hits: dict[str, SignalHit]) -> dict[str, float]:
    if not hits:
        return {}
    scores = [hit.score for hit in hits.values()]
    low, high = min(scores), max(scores)
    if high == low:
        return dict.fromkeys(hits, 1.0)
    return {chunk_id: (hit.score - low) / (high - low) for chunk_id, hit in hits.items()}


def fuse(
    signals: SignalLists,
    method: FusionMethod = "rrf",
    weights: Mapping[str, float] | None = None,
    rrf_k: int = 60,
) -> list[Candidate]:
    """One candidate per chunk_id, best first. A signal without a weight counts 1.0."""
    if method not in METHODS:
        raise ValueError(f"unknown fusion method {method!r}; use {', '.join(METHODS)}")
    if rrf_k < 0:
        raise ValueError(f"rrf_k must be >= 0, not {rrf_k}")
    weights = weights or {}
    if any(weight < 0 for weight in weights.values()):
        raise ValueError(f"fusion weights must be >= 0: {dict(weights)}")
    if method == "rescore":
        return _rescore(signals, weights)
    per_signal = {name: _hits(ranked) for name, ranked in sorted(signals.items())}
    totals: dict[str, float] = {}
    recorded: dict[str, dict[str, SignalHit]] = {}
    for name, hits in per_signal.items():  # sorted by name: the float sums are order-stable
        if name in RESCORE_ONLY:
            continue
        weight = 1.0 if method == "rrf" else weights.get(name, 1.0)
        normalized = _normalized(hits) if method == "score" else {}
        for chunk_id, hit in hits.items():
            contribution = weight * normalized[chunk_id] if method == "score" else weight / (rrf_k + hit.rank)
            totals[chunk_id] = totals.get(chunk_id, 0.0) + contribution
            recorded.setdefault(chunk_id, {})[name] = hit
    for name in RESCORE_ONLY & per_signal.keys():  # recorded for the trace, never counted here
        for chunk_id, hit in per_signal[name].items():
            if chunk_id in recorded:
                recorded[chunk_id][name] = hit
    return _ranked(totals, recorded)


def _ranked(totals: dict[str, float], recorded: dict[str, dict[str, SignalHit]]) -> list[Candidate]:
    # ranking.rank_score(total, FUSED_DECIMALS), inlined: every total is a float already (a sum of floats).
    scores = {chunk_id: round(total, FUSED_DECIMALS) for chunk_id, total in totals.items()}
    ordered = sorted(scores, key=lambda chunk_id: (-scores[chunk_id], chunk_id))
    # Unvalidated like the hits: a str id (the lists' keys), a float score (rank_score), a dict
    # of SignalHit made for this candidate alone, boosts empty and no chunk (the defaults).
    return [built_unvalidated(Candidate, CANDIDATE_FIELDS,
                              {"chunk_id": chunk_id, "score": scores[chunk_id], "signals": recorded[chunk_id], "boosts": {},
                               "chunk": None})
            for chunk_id in ordered]


def _rescore(signals: SignalLists, weights: Mapping[str, float]) -> list[Candidate]:
    per_signal = {name: _hits(ranked) for name, ranked in sorted(signals.items())}
    lexical = per_signal.get("lexical", {})
    dense = per_signal.get("dense", {})
    vector = per_signal.get("vector", {})
    best_bm25 = max((hit.score for hit in lexical.values()), default=0.0)
    totals: dict[str, float] = {}
    recorded: dict[str, dict[str, SignalHit]] = {}
    for name, hits in per_signal.items():
        for chunk_id, hit in hits.items():
            recorded.setdefault(chunk_id, {})[name] = hit
    for chunk_id in recorded:
        total = 0.0
        if chunk_id in lexical and best_bm25 > 0:
            total += weights.get("lexical", 1.0) * lexical[chunk_id].score / best_bm25
        cosine = dense.get(chunk_id) or vector.get(chunk_id)
        if cosine is not None:
            total += weights.get("dense", 1.0) * max(cosine.score, 0.0)
        if chunk_id in per_signal.get("metadata", {}):
            total += weights.get("metadata", 1.0)
        totals[chunk_id] = total
    return _ranked(totals, recorded)

