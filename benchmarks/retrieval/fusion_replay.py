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
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import experiment  # noqa: E402 - the sibling harness: suites, fixture folder, cached embedder

Fusion = Callable[[dict[str, Any]], list[str]]


class ProductReplay:
    """The product retriever on one store. `capture()` runs every dev fixture once and keeps its
    post-policy signal lists, priority ids, the policy's arguments and whether the names step
    applies; `ranked()` then takes any re-fused order through the product's own later steps
    (priority, names-first, quotation-first), so a variant differs from the product only in its
    fusion / re-scoring rule. Shared by `e5_replay.py` (one place for the capture)."""

    def __init__(self, store_path: Path, vectors: Path, overrides: dict[str, Any] | None = None) -> None:
        from dalil.embed.factory import make_embedder
        from dalil.retrieval.retriever import Retriever
        from dalil.settings import Settings
        from dalil.stores.sqlite.store import open_store

        # The replay re-fuses the lexical, vector and metadata lists only; the expansion list
        # (query_expansion, text/expansion.py) is not modelled, so it is off unless overridden.
        self.settings = Settings(store=store_path, **{"query_expansion": False, **(overrides or {})})
        self.store = open_store(store_path, settings=self.settings)
        self.embedder = experiment.CachedEmbedder(vectors, self.store.model_id, self.store.dim,
                                                  lambda: make_embedder(self.settings))
        self.retriever = Retriever(self.settings, self.store.candidates, self.store.chunks, self.embedder)

    def capture(self) -> list[dict[str, Any]]:
        from dalil.eval.fixtures import load_fixtures
        from dalil.models import SYNAXARIUM
        from dalil.retrieval import policy
        from dalil.retrieval import retriever as retriever_module

        seen: dict[str, Any] = {}
        real_apply, real_route = policy.apply_filters, retriever_module.route

        def recording_apply(*args: Any, **kwargs: Any) -> Any:
            seen["outcome"] = real_apply(*args, **kwargs)
            seen["policy_args"] = (args[1:], kwargs)  # everything but the signal lists
            return seen["outcome"]

        def recording_route(*args: Any, **kwargs: Any) -> Any:
            seen["route"] = real_route(*args, **kwargs)
            return seen["route"]

        policy.apply_filters = recording_apply  # the retriever calls both through their modules
        retriever_module.route = recording_route
        try:
            rows = []
            for suite in experiment.DEV_SUITES:
                for fixture in load_fixtures(experiment.FIXTURES / f"{suite}.jsonl").fixtures:
                    if fixture.refuse or not fixture.expectedChunkIds:
                        continue
                    result = self.retriever.retrieve(fixture.question, top_k=20)
                    outcome = seen.pop("outcome")
                    policy_args = seen.pop("policy_args")
                    rows.append({
                        "suite": suite, "fixture": fixture, "question": fixture.question,
                        "signals": outcome.signals, "priority": outcome.priority, "reason": outcome.priority_reason,
                        "policy_args": policy_args,
                        "names_step": SYNAXARIUM in policy_args[0][0]
                        and seen.pop("route").domains.get("saints", 0.0) > 0,
                        "product": [c.chunk_id for c in result.candidates],
                    })
        finally:
            policy.apply_filters, retriever_module.route = real_apply, real_route
            self.embedder.save()
        return rows

    def ranked(self, row: dict[str, Any], order: list[str]) -> list[str]:
        """The retriever's steps after fusion and re-scoring, on `order` (Retriever.retrieve)."""
        from dalil.models import Candidate
        from dalil.retrieval import policy

        fused = [Candidate(chunk_id=chunk_id, score=0.0) for chunk_id in order]
        out = policy.prioritize(fused, row["priority"], row["reason"])
        if not row["priority"]:
            if row["names_step"]:
                out = self.retriever._names_first(row["question"], out, [])  # noqa: SLF001 - the product's step
            out = self.retriever._quotation_first(row["question"], out, [])  # noqa: SLF001
        return [c.chunk_id for c in out][:20]

    def close(self) -> None:
        self.store.close()


def ranked(row: dict[str, Any], order: list[str]) -> list[str]:
    """Priority only (no names/quotation steps): the ranking rows captured without a replay had."""
    from dalil.models import Candidate
    from dalil.retrieval import policy

    fused = [Candidate(chunk_id=chunk_id, score=0.0) for chunk_id in order]
    return [c.chunk_id for c in policy.prioritize(fused, row["priority"], row["reason"])][:20]


def ranked_plain(row: dict[str, Any], order: list[str]) -> list[str]:
    """The order as it is: a single signal scored alone, no priority step."""
    return list(order)[:20]


def score(rows: list[dict[str, Any]], fusion: Fusion,
          rank: Callable[[dict[str, Any], list[str]], list[str]] = ranked) -> dict[str, dict[str, int]]:
    from dalil.eval.metrics import doc_of, docs_found, first_rank
    from dalil.eval.retrieval import _date_clean

    cells: dict[str, dict[str, int]] = {}
    for row in rows:
        fixture = row["fixture"]
        top = rank(row, fusion(row))
        rank_of_gold = first_rank(top, fixture.expectedChunkIds)
        cell = cells.setdefault(row["suite"], {"N": 0, "hit@1": 0, "hit@5": 0})
        cell["N"] += 1
        cell["hit@1"] += rank_of_gold == 1
        cell["hit@5"] += rank_of_gold is not None and rank_of_gold <= 5
        if row["suite"] == "synaxarium-dates":
            docs = fixture.expectedDocIds or sorted({doc_of(c) for c in fixture.expectedChunkIds})
            cell["dates_clean"] = cell.get("dates_clean", 0) + bool(_date_clean(fixture, top))
            cell["dates_all_records"] = cell.get("dates_all_records", 0) + (docs_found(top, docs, 5) == len(docs))
    return cells


def report(variants: list[tuple[str, dict[str, Any], Callable[[], dict[str, dict[str, int]]]]], prefix: str,
           retriever: str, command: str, log: bool, extra: dict[str, Any] | None = None) -> list[dict[str, Any]]:
    """Score, print and (with `log`) append every variant to experiments.jsonl: one line each,
    `suites` as {suite: {retriever: {N, hit@1, hit@5, …}}}."""
    records = []
    for name, params, cells_of in variants:
        cells = cells_of()
        line = " | ".join(f"{s.split('-', 1)[-1]} {c['hit@1']}/{c['hit@5']}" for s, c in cells.items())
        print(f"{name} {params}: {line}", flush=True)
        records.append({
            "date": datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
            "name": f"{prefix}{name}",
            "settings": {k: str(v) for k, v in params.items()},
            "command": command,
            **(extra or {}),
            "suites": {suite: {retriever: cell} for suite, cell in cells.items()},
        })
    if log:
        with experiment.LOG.open("a", encoding="utf-8") as handle:
            for record in records:
                handle.write(json.dumps(record, ensure_ascii=False) + "\n")
    return records


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

    replay = ProductReplay(args.store, args.vectors, {"rescore": "off"})  # fusion rules only
    try:
        rows = replay.capture()
        settings = replay.settings
        if args.check:
            fusion = product_fusion(settings)
            differing = sum(1 for row in rows if replay.ranked(row, fusion(row)) != row["product"][:20])
            print(f"replay check: {differing} of {len(rows)} fixtures differ from the product ranking")
            if differing:
                return 1
        command = "benchmarks/retrieval/fusion_replay.py " + " ".join(shlex.quote(a) for a in (argv or sys.argv[1:]))
        base = {"fusion": settings.fusion, "vector_weight": settings.vector_weight, "rrf_k": settings.rrf_k}
        named = [("replay of the product as configured", base, product_fusion(settings)), *variants()]
        report([(name, params, lambda fusion=fusion: score(rows, fusion, replay.ranked)) for name, params, fusion in named],
               "replay: ", "fused-replay", command, args.log)
    finally:
        replay.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
