"""Product retrieval runs compared on the slices of e5_validation.py: the tuning part, the
validation slice (sha256(article) % 3 == 0) and 5-fold by article over dev ARCD + XQuAD, plus
every other suite in the runs, where the evidence floor's decision moved, and per suite the refusals
the floor stopped and the answerable questions it declined.

Each run is `dalil eval retrieval --retriever fused --per-fixture FILE` over the same fixtures
with different settings (the product itself: routing, topics, expansion and every later step).
The first run named is the baseline; 5-fold chooses, per fold, among the runs after the first the
one that wins on the other four folds (hit@1 over ARCD + XQuAD, then hit@5), against the baseline.

    .venv/bin/python benchmarks/retrieval/first_stage_slices.py --store .tmp/product.sqlite \
        shipped=.tmp/pf-false.jsonl e5-0.3=.tmp/pf-true.jsonl

Dev split only: the fixtures never include ARCD test or odd XQuAD articles.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import e5_validation  # noqa: E402 - article(), bucket(), the slice rule
import experiment  # noqa: E402 - the fixture folder

OPEN_SUITES = e5_validation.OPEN_SUITES


def load_run(path: Path) -> dict[str, dict[str, Any]]:
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    return {row["id"]: row for row in rows if row["retriever"] == "fused"}


def cells(run: dict[str, dict[str, Any]], ids: list[str]) -> tuple[int, int, int]:
    ranks = [run[i]["strict_rank"] for i in ids]
    return len(ids), sum(r == 1 for r in ranks), sum(r is not None and r <= 5 for r in ranks)


def main() -> int:
    from dalil.eval.fixtures import load_fixtures
    from dalil.settings import Settings
    from dalil.stores.sqlite.store import open_store

    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--store", type=Path, required=True, help="the store the runs used (ARCD article titles)")
    parser.add_argument("runs", nargs="+", help="name=per-fixture JSONL; the first is the baseline")
    args = parser.parse_args()
    runs = {name: load_run(Path(path)) for name, path in (item.split("=", 1) for item in args.runs)}
    names = list(runs)
    base = runs[names[0]]
    fixtures = {f.id: f for suite in OPEN_SUITES for f in load_fixtures(experiment.FIXTURES / f"{suite}.jsonl").fixtures}
    store = open_store(args.store, settings=Settings(store=args.store))
    gold = sorted({fixtures[i].expectedChunkIds[0] for i in base if i in fixtures and fixtures[i].expectedChunkIds})
    titles = {cid: chunk.title for cid, chunk in store.chunks.get_many(gold).items()}
    store.close()
    scored = [i for i in base if base[i]["suite"] in OPEN_SUITES and not base[i]["refuse"] and i in fixtures
              and fixtures[i].expectedChunkIds]
    group = {i: e5_validation.article({"fixture": fixtures[i]}, titles) for i in scored}
    validation = [i for i in scored if e5_validation.bucket(group[i], 15) % 3 == 0]
    tuning = [i for i in scored if e5_validation.bucket(group[i], 15) % 3 != 0]
    others: dict[str, list[str]] = {}
    for i, row in base.items():
        if row["suite"] not in OPEN_SUITES and not row["refuse"]:
            others.setdefault(row["suite"], []).append(i)

    def by_suite(run: dict[str, dict[str, Any]], ids: list[str]) -> str:
        parts = []
        for suite in OPEN_SUITES:
            n, h1, h5 = cells(run, [i for i in ids if run[i]["suite"] == suite])
            parts.append(f"{h1}, {h5} /{n}")
        return " | ".join(parts)

    print(f"tuning {len(tuning)}, validation {len(validation)} ({len({group[i] for i in validation})} articles)")
    print("| run | tuning ARCD | tuning XQuAD | validation ARCD | validation XQuAD | all dev ARCD | all dev XQuAD | "
          + " | ".join(sorted(others)) + " | floor decisions moved (of all fixtures) |")
    print("| --- " * (8 + len(others)) + "|")
    for name, run in runs.items():
        other = " | ".join("{1}, {2} /{0}".format(*cells(run, ids)) for _, ids in sorted(others.items()))
        moved = [i for i in base if run[i]["floor_pass"] != base[i]["floor_pass"]]
        opened = sum(bool(run[i]["floor_pass"]) for i in moved)
        print(f"| {name} | {by_suite(run, tuning)} | {by_suite(run, validation)} | {by_suite(run, scored)} | {other} | "
              f"{len(moved)} of {len(base)} ({opened} newly pass, {len(moved) - opened} newly declined) |")

    # The evidence floor per suite: questions that must be refused and were stopped, questions with
    # an answer that were declined (a false stop), for every suite holding either.
    floor_suites = sorted({row["suite"] for row in base.values()})
    print()
    print("| run | " + " | ".join(f"{suite} refused stopped, answerable declined" for suite in floor_suites) + " |")
    print("| --- " * (1 + len(floor_suites)) + "|")
    for name, run in runs.items():
        parts = []
        for suite in floor_suites:
            refuse = [row for row in run.values() if row["suite"] == suite and row["refuse"]]
            answerable = [row for row in run.values() if row["suite"] == suite and not row["refuse"]]
            stopped = sum(not row["floor_pass"] for row in refuse)
            declined = sum(not row["floor_pass"] for row in answerable)
            parts.append(f"{stopped}/{len(refuse)}, {declined}/{len(answerable)}")
        print(f"| {name} | " + " | ".join(parts) + " |")
    print()

    def objective(run: dict[str, dict[str, Any]], ids: list[str]) -> tuple[int, int]:
        _, h1, h5 = cells(run, ids)
        return h1, h5

    if len(names) > 1:
        best = max(names[1:], key=lambda n: objective(runs[n], tuning))
        print(f"chosen on the tuning part: {best}: validation hit@1, hit@5 {objective(runs[best], validation)} "
              f"vs {names[0]} {objective(base, validation)}")
        held, shipped, chosen = [0, 0], [0, 0], []
        for fold in range(e5_validation.FOLDS):
            train = [i for i in scored if e5_validation.bucket(group[i], e5_validation.FOLDS) != fold]
            test = [i for i in scored if e5_validation.bucket(group[i], e5_validation.FOLDS) == fold]
            pick = max(names[1:], key=lambda n: objective(runs[n], train))
            chosen.append(pick)
            got, ship = objective(runs[pick], test), objective(base, test)
            held = [held[0] + got[0], held[1] + got[1]]
            shipped = [shipped[0] + ship[0], shipped[1] + ship[1]]
        print(f"5-fold by article ({len(scored)}): chosen per fold {chosen}; held-fold hit@1, hit@5 {held} "
              f"vs {names[0]} {shipped}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
