"""Fusion variants replayed offline on the dev suites: strict hit@1 / hit@5 (n/N) per suite,
appended to benchmarks/retrieval/experiments.jsonl as retriever "fused-replay".

The product retriever runs every dev fixture once (current settings, cached question vectors, the
store given) and its post-policy signal lists (lexical, vector, dense, metadata) and priority ids
are kept. Each variant then re-fuses those lists and applies the product's `policy.prioritize`,
so only the fusion rule differs. `--check` first proves the replay of the product's own fusion
gives the product's exact ranking for every fixture. A variant that wins here is confirmed with
`experiment.py` (the real retriever) before any default changes.

    .venv/bin/python benchmarks/retrieval/fusion_replay.py --store /tmp/fusionq/full.sqlite \
        --vectors /tmp/fusionq/question_vectors.npz --check --log

Dev split only: the suites below never include ARCD test or odd XQuAD articles.
"""

from __future__ import annotations

import argparse
import json
import shlex
import sys
from collections.abc import Callable
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import experiment  # noqa: E402 - the sibling harness: suites, fixture folder, cached embedder

Fusion = Callable[[dict[str, Any]], list[str]]


def capture(store_path: Path, vectors: Path) -> list[dict[str, Any]]:
    from dalil.embed.factory import make_embedder
    from dalil.eval.fixtures import load_fixtures
    from dalil.retrieval import policy
    from dalil.retrieval.retriever import Retriever
    from dalil.settings import Settings
    from dalil.stores.sqlite.store import open_store

    settings = Settings(store=store_path)
    store = open_store(store_path, settings=settings)
    embedder = experiment.CachedEmbedder(vectors, store.model_id, store.dim, lambda: make_embedder(settings))
    seen: dict[str, Any] = {}
    real_apply = policy.apply_filters

    def recording_apply(*args: Any, **kwargs: Any) -> Any:
        seen["outcome"] = real_apply(*args, **kwargs)
        return seen["outcome"]

    policy.apply_filters = recording_apply  # the retriever calls it through the module
    try:
        retriever = Retriever(settings, store.candidates, store.chunks, embedder)
        rows = []
        for suite in experiment.DEV_SUITES:
            for fixture in load_fixtures(experiment.FIXTURES / f"{suite}.jsonl").fixtures:
                if fixture.refuse or not fixture.expectedChunkIds:
                    continue
                result = retriever.retrieve(fixture.question, top_k=20)
                outcome = seen.pop("outcome")
                rows.append({
                    "suite": suite, "fixture": fixture, "question": fixture.question,
                    "signals": outcome.signals, "priority": outcome.priority, "reason": outcome.priority_reason,
                    "product": [c.chunk_id for c in result.candidates],
                })
    finally:
        policy.apply_filters = real_apply
        embedder.save()
        store.close()
    return rows


def ranked(row: dict[str, Any], order: list[str]) -> list[str]:
    from dalil.models import Candidate
    from dalil.retrieval import policy

    fused = [Candidate(chunk_id=chunk_id, score=0.0) for chunk_id in order]
    return [c.chunk_id for c in policy.prioritize(fused, row["priority"], row["reason"])][:20]


def score(rows: list[dict[str, Any]], fusion: Fusion) -> dict[str, dict[str, int]]:
    from dalil.eval.metrics import doc_of, docs_found, first_rank
    from dalil.eval.retrieval import _date_clean

    cells: dict[str, dict[str, int]] = {}
    for row in rows:
        fixture = row["fixture"]
        top = ranked(row, fusion(row))
        rank = first_rank(top, fixture.expectedChunkIds)
        cell = cells.setdefault(row["suite"], {"N": 0, "hit@1": 0, "hit@5": 0})
        cell["N"] += 1
        cell["hit@1"] += rank == 1
        cell["hit@5"] += rank is not None and rank <= 5
        if row["suite"] == "synaxarium-dates":
            docs = fixture.expectedDocIds or sorted({doc_of(c) for c in fixture.expectedChunkIds})
            cell["dates_clean"] = cell.get("dates_clean", 0) + bool(_date_clean(fixture, top))
            cell["dates_all_records"] = cell.get("dates_all_records", 0) + (docs_found(top, docs, 5) == len(docs))
    return cells


# --- the variants ------------------------------------------------------------------------------


def product_fusion(settings: Any) -> Fusion:
    from dalil.retrieval.fusion import fuse, signal_weights

    return lambda row: [c.chunk_id for c in fuse(row["signals"], settings.fusion, signal_weights(settings), settings.rrf_k)]


def weighted_rrf(vector_weight: float, rrf_k: int, vector_depth: int = 50) -> Fusion:
    """The product's weighted_rrf (lexical 1, metadata 1), the vector list cut to its top `vector_depth`."""
    from dalil.retrieval.fusion import fuse

    def fusion(row: dict[str, Any]) -> list[str]:
        signals = dict(row["signals"])
        signals["vector"] = list(signals.get("vector", []))[:vector_depth]
        weights = {"lexical": 1.0, "vector": vector_weight, "metadata": 1.0}
        return [c.chunk_id for c in fuse(signals, "weighted_rrf", weights, rrf_k)]

    return fusion


def margin_rescore(margin: float, head: int, dense_weight: float, tail: Fusion) -> Fusion:
    """Re-order only the lexical top-`head` whose BM25 / best BM25 is within `margin` of the best,
    by BM25 / best + dense_weight * cosine; everything else in the `tail` fusion's order."""

    def fusion(row: dict[str, Any]) -> list[str]:
        lexical = row["signals"].get("lexical", [])
        if not lexical or lexical[0][1] <= 0:
            return tail(row)
        best = lexical[0][1]
        dense = dict(row["signals"].get("dense", []))
        close = {c: s / best + dense_weight * dense.get(c, 0.0) for c, s in lexical[:head] if s / best >= 1 - margin}
        first = sorted(close, key=lambda c: (-close[c], c))
        return first + [c for c in tail(row) if c not in close]

    return fusion


def capped_rescore(dense_weight: float, head: int, tail: Fusion) -> Fusion:
    """Score fusion inside the lexical top-`head` only: BM25 / best + dense_weight * cosine."""

    def fusion(row: dict[str, Any]) -> list[str]:
        lexical = row["signals"].get("lexical", [])[:head]
        if not lexical or lexical[0][1] <= 0:
            return tail(row)
        dense = dict(row["signals"].get("dense", []))
        scores = {c: s / lexical[0][1] + dense_weight * dense.get(c, 0.0) for c, s in lexical}
        first = sorted(scores, key=lambda c: (-scores[c], c))
        return first + [c for c in tail(row) if c not in scores]

    return fusion


def tie_break(tail: Fusion) -> Fusion:
    """Lexical order; the dense cosine only orders chunks with equal BM25."""

    def fusion(row: dict[str, Any]) -> list[str]:
        lexical = row["signals"].get("lexical", [])
        dense = dict(row["signals"].get("dense", []))
        order = sorted(range(len(lexical)), key=lambda i: (-round(lexical[i][1], 9), -dense.get(lexical[i][0], 0.0), i))
        first = [lexical[i][0] for i in order]
        return first + [c for c in tail(row) if c not in set(first)]

    return fusion


def routed(general_weight: float, other_weight: float, rrf_k: int) -> Fusion:
    """Vector weight by the router's strongest domain: `general` or any specific one."""
    from dalil.retrieval.router import route

    by_weight = {general_weight: weighted_rrf(general_weight, rrf_k), other_weight: weighted_rrf(other_weight, rrf_k)}

    def fusion(row: dict[str, Any]) -> list[str]:
        top_domain = next(iter(route(row["question"]).domains))
        return by_weight[general_weight if top_domain == "general" else other_weight](row)

    return fusion


def variants() -> list[tuple[str, dict[str, Any], Fusion]]:
    out: list[tuple[str, dict[str, Any], Fusion]] = []
    for weight in (0.05, 0.1, 0.15, 0.175, 0.2, 0.225, 0.25, 0.3):
        for k in (1, 2, 3, 4, 5, 10, 20, 60):
            out.append(("weighted_rrf grid", {"vector_weight": weight, "rrf_k": k}, weighted_rrf(weight, k)))
    for depth in (5, 10, 20):
        for weight, k in ((0.2, 5), (0.3, 5), (0.2, 3), (0.3, 3)):
            out.append(("vector depth cap", {"vector_weight": weight, "rrf_k": k, "vector_depth": depth},
                        weighted_rrf(weight, k, depth)))
    lexical_first = weighted_rrf(0.0, 3)
    for margin in (0.05, 0.1, 0.2):
        for head in (3, 5):
            for weight in (0.25, 0.5, 1.0):
                out.append(("margin rescore, lexical tail",
                            {"margin": margin, "head": head, "dense_weight": weight},
                            margin_rescore(margin, head, weight, lexical_first)))
    tail = weighted_rrf(0.2, 3)
    for margin, head, weight in ((0.1, 3, 0.5), (0.1, 5, 0.5), (0.05, 3, 1.0)):
        out.append(("margin rescore, rrf tail (v 0.2 k 3)", {"margin": margin, "head": head, "dense_weight": weight},
                    margin_rescore(margin, head, weight, tail)))
    for weight in (0.05, 0.1, 0.2):
        for head in (3, 5, 10):
            out.append(("capped score rescore, rrf tail (v 0.2 k 3)", {"dense_weight": weight, "head": head},
                        capped_rescore(weight, head, tail)))
    out.append(("dense tie-break of equal BM25, rrf tail (v 0.2 k 3)", {}, tie_break(tail)))
    for general, other in ((0.2, 0.0), (0.2, 0.1), (0.3, 0.1), (0.2, 0.3)):
        out.append(("router-driven vector weight", {"general_weight": general, "other_weight": other, "rrf_k": 3},
                     routed(general, other, 3)))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--store", type=Path, required=True)
    parser.add_argument("--vectors", type=Path, required=True)
    parser.add_argument("--check", action="store_true", help="prove the replay reproduces the product first")
    parser.add_argument("--log", action="store_true", help="append every variant to experiments.jsonl")
    args = parser.parse_args(argv)

    from dalil.settings import Settings

    rows = capture(args.store, args.vectors)
    settings = Settings(store=args.store)
    if args.check:
        fusion = product_fusion(settings)
        differing = sum(1 for row in rows if ranked(row, fusion(row)) != row["product"][:20])
        print(f"replay check: {differing} of {len(rows)} fixtures differ from the product ranking")
        if differing:
            return 1
    command = "benchmarks/retrieval/fusion_replay.py " + " ".join(shlex.quote(a) for a in (argv or sys.argv[1:]))
    base = {"fusion": settings.fusion, "vector_weight": settings.vector_weight, "rrf_k": settings.rrf_k}
    records = []
    for name, params, fusion in [("replay of the product as configured", base, product_fusion(settings)), *variants()]:
        cells = score(rows, fusion)
        line = " | ".join(f"{s.split('-', 1)[-1]} {c['hit@1']}/{c['hit@5']}" for s, c in cells.items())
        print(f"{name} {params}: {line}", flush=True)
        records.append({
            "date": datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
            "name": f"replay: {name}",
            "settings": {k: str(v) for k, v in params.items()},
            "command": command,
            "suites": {suite: {"fused-replay": cell} for suite, cell in cells.items()},
        })
    if args.log:
        with experiment.LOG.open("a", encoding="utf-8") as handle:
            for record in records:
                handle.write(json.dumps(record, ensure_ascii=False) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
