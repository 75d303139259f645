"""The first-stage E5 list and the re-scoring weight chosen on one part of the dev split and
reported on another (issue 25 item 3): no held-out question is read (ARCD test and odd XQuAD
articles are never fixtures, docs/DESIGN.md §7).

The validation slice is part of the dev split, cut by article so that no article's questions fall
on both sides: an ARCD question's article is its gold paragraph's title, an XQuAD question's the
article in its chunk id; an article is in the validation slice when sha256(article) % 3 == 0
(about a third), and the rest is the tuning part. k-fold: the same hash % 5, each fold scored
with the variant that wins on the other four.

Variants: E5 as a weighted-RRF list (weight 0 = the product's fusion) × the product re-scorer's
weight, every one through the product's later steps (`fusion_replay.ProductReplay.ranked`), on
rows captured by `e5_replay.py --rows` (the product retriever's post-policy lists). Objective:
hit@1 summed over dev-arcd and dev-xquad, then hit@5.

`--e5-only`: one dense query an ask instead of two — E5 the ONLY first-stage dense list (the USE
list dropped, so its question vector would never be computed), at each weight of E5_ONLY_WEIGHTS,
re-scored as shipped; chosen on the tuning part / per fold among those weights only, against the
shipped configuration (USE list, no E5 list).

    .venv/bin/python benchmarks/retrieval/e5_validation.py --store .tmp/use.sqlite \
        --use-queries .tmp/use_q.npz --e5-queries .tmp/e5_q.npz --rows .tmp/rows.pkl
"""

from __future__ import annotations

import argparse
import hashlib
import pickle
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import e5_replay  # noqa: E402 - the sibling replay: passages, question vectors, variants
import experiment  # noqa: E402
import fusion_replay  # noqa: E402

OPEN_SUITES = ("dev-arcd", "dev-xquad")
E5_WEIGHTS = (0.0, 0.2, 0.3, 0.5, 1.0)
RESCORE_WEIGHTS = (0.5, 1.0, 2.0)
E5_ONLY_WEIGHTS = (0.1, 0.2, 0.3, 0.5, 1.0)
FOLDS = 5


def article(row: dict[str, Any], titles: dict[str, str]) -> str:
    gold = row["fixture"].expectedChunkIds[0]
    if gold.startswith("xquad:"):
        return "xquad:" + gold.split(":")[1]
    return "arcd:" + titles.get(gold, gold)


def bucket(name: str, n: int) -> int:
    return int(hashlib.sha256(name.encode("utf-8")).hexdigest(), 16) % n


def tally(rows: list[dict[str, Any]], ranking: dict[str, list[str]]) -> dict[str, tuple[int, int, int]]:
    from dalil.eval.metrics import first_rank

    cells: dict[str, list[int]] = {}
    for row in rows:
        rank = first_rank(ranking[row["fixture"].id], row["fixture"].expectedChunkIds)
        cell = cells.setdefault(row["suite"], [0, 0, 0])
        cell[0] += 1
        cell[1] += rank == 1
        cell[2] += rank is not None and rank <= 5
    return {suite: (n, h1, h5) for suite, (n, h1, h5) in cells.items()}


def objective(cells: dict[str, tuple[int, int, int]]) -> tuple[int, int]:
    return (sum(cells[s][1] for s in OPEN_SUITES if s in cells), sum(cells[s][2] for s in OPEN_SUITES if s in cells))


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--store", type=Path, required=True)
    parser.add_argument("--use-queries", type=Path, required=True)
    parser.add_argument("--e5-queries", type=Path, required=True)
    parser.add_argument("--rows", type=Path, required=True)
    parser.add_argument("--set", action="append", default=[])
    parser.add_argument("--e5-only", action="store_true", help="E5 replaces the USE list (one dense query an ask)")
    args = parser.parse_args()

    from dalil.embed.e5 import E5Embedder, e5_model_id
    from dalil.retrieval.rescore import DenseRescorer

    overrides = {k: experiment._parse_value(v) for k, v in (item.split("=", 1) for item in args.set)}  # noqa: SLF001
    replay = fusion_replay.ProductReplay(args.store, args.use_queries, overrides)
    queries = e5_replay.QuestionVectors(experiment.CachedEmbedder(args.e5_queries, e5_model_id(), 384, E5Embedder), e5_model_id())
    passages = e5_replay.Passages.from_store(args.store)
    rows = pickle.loads(args.rows.read_bytes())  # noqa: S301 - our own work file
    e5_replay.add_e5_list(rows, passages, queries)
    settings = replay.settings
    gold = sorted({row["fixture"].expectedChunkIds[0] for row in rows if row["suite"] == "dev-arcd"})
    titles = {cid: chunk.title for cid, chunk in replay.store.chunks.get_many(gold).items()}
    groups = {row["fixture"].id: article(row, titles) for row in rows if row["suite"] in OPEN_SUITES}

    shipped_key = (0.0, settings.rescore_weight)
    if args.e5_only:
        # Weight 0 stays the shipped fusion (USE list); every other row has no USE list at all.
        grid = [(w, settings.rescore_weight) for w in (0.0, *E5_ONLY_WEIGHTS)]
    else:
        grid = [(w, rw) for w in E5_WEIGHTS for rw in RESCORE_WEIGHTS]
    candidates = [key for key in grid if key != shipped_key] if args.e5_only else grid
    rankings: dict[tuple[float, float], dict[str, list[str]]] = {}
    for e5_weight in dict.fromkeys(w for w, _ in grid):
        weights = {**e5_replay.PRODUCT_WEIGHTS, **({"e5": e5_weight} if e5_weight else {})}
        if args.e5_only and e5_weight:
            weights.pop("vector")
        first = e5_replay.fused(weights, settings.rrf_k)
        for rescore_weight in [rw for w, rw in grid if w == e5_weight]:
            rescorer = DenseRescorer(queries, passages, settings.rescore_window, rescore_weight, settings.rescore_rrf_k,
                                     chunks=replay.store.chunks, libraries=settings.rescore_libraries)
            order = e5_replay.rescored(first, rescorer)
            rankings[(e5_weight, rescore_weight)] = {row["fixture"].id: replay.ranked(row, order(row)) for row in rows}
            print(f"variant e5 {e5_weight} rescore {rescore_weight} done", flush=True)

    def part(keep) -> list[dict[str, Any]]:  # noqa: ANN001
        return [row for row in rows if row["suite"] in OPEN_SUITES and keep(bucket(groups[row["fixture"].id], 15))]

    tuning = part(lambda b: b % 3 != 0)
    validation = part(lambda b: b % 3 == 0)
    others = [row for row in rows if row["suite"] not in OPEN_SUITES]
    print(f"rows: tuning {len(tuning)}, validation {len(validation)} "
          f"({len({groups[r['fixture'].id] for r in validation})} articles), other dev suites {len(others)}")
    if args.e5_only:
        print("E5 list 0 = shipped (USE list at vector_weight); any other E5 list weight: the USE list dropped")
    print("| E5 list | re-scoring weight | tuning ARCD h@1,h@5 | tuning XQuAD | validation ARCD | validation XQuAD | "
          "all dev ARCD | all dev XQuAD | other dev suites h@1,h@5 |")
    print("| ---: | ---: | --- | --- | --- | --- | --- | --- | --- |")
    scored = {}
    for key, ranking in rankings.items():
        t, v, o = tally(tuning, ranking), tally(validation, ranking), tally(others, ranking)
        a = tally(tuning + validation, ranking)
        scored[key] = objective(t)

        def cell(c: dict[str, tuple[int, int, int]], s: str) -> str:
            return f"{c[s][1]}, {c[s][2]} /{c[s][0]}" if s in c else "-"

        other = "; ".join(f"{s} {n1}, {n5} /{n}" for s, (n, n1, n5) in sorted(o.items()))
        print(f"| {key[0]} | {key[1]} | {cell(t, 'dev-arcd')} | {cell(t, 'dev-xquad')} | {cell(v, 'dev-arcd')} | "
              f"{cell(v, 'dev-xquad')} | {cell(a, 'dev-arcd')} | {cell(a, 'dev-xquad')} | {other} |")
    best = max(candidates, key=lambda key: (scored[key], key == shipped_key))
    print(f"chosen on the tuning part: E5 list {best[0]}, re-scoring weight {best[1]}: "
          f"validation {objective(tally(validation, rankings[best]))} vs shipped (0, {settings.rescore_weight}) "
          f"{objective(tally(validation, rankings[(0.0, settings.rescore_weight)]))} (hit@1, hit@5 over ARCD+XQuAD)")
    open_rows = tuning + validation
    held_total, shipped_total, chosen = [0, 0], [0, 0], []
    for fold in range(FOLDS):
        train = [r for r in open_rows if bucket(groups[r["fixture"].id], FOLDS) != fold]
        test = [r for r in open_rows if bucket(groups[r["fixture"].id], FOLDS) == fold]
        pick = max(candidates, key=lambda key: (objective(tally(train, rankings[key])), key == shipped_key))
        chosen.append(pick)
        got = objective(tally(test, rankings[pick]))
        ship = objective(tally(test, rankings[(0.0, settings.rescore_weight)]))
        held_total = [held_total[0] + got[0], held_total[1] + got[1]]
        shipped_total = [shipped_total[0] + ship[0], shipped_total[1] + ship[1]]
    print(f"{FOLDS}-fold by article over dev ARCD+XQuAD ({len(open_rows)}): chosen per fold {chosen}; "
          f"held-fold hit@1, hit@5 {held_total} vs shipped {shipped_total}")
    replay.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
