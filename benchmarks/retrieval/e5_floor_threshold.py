"""The evidence floor without a USE cosine: which E5 cosine threshold (`min_e5_vector_score`) keeps
its decisions, when the first stage's dense list is E5's (settings.e5_first_stage).

The floor passes a question when a top-3 passage covers enough of it, or (shipped) when the best
top-3 USE cosine reaches `min_vector_score` (0.55). With the E5 list there is no USE cosine; E5's
sit on a higher scale. For every question of the suites below, the shipped retriever's floor
decision and the E5-first-stage retriever's result are taken (the product retriever, store and
settings, each in its own Retriever); the E5 floor is then decided at each threshold on that result.
Reported: decisions that differ from shipped (questions now declined / now passed), on the
ARCD + XQuAD tuning part and validation slice (e5_validation.py) and on the other suites, with
the refusal suites' questions (expects answer: refuse) apart.

    .venv/bin/python benchmarks/retrieval/e5_floor_threshold.py --store .tmp/product.sqlite

Dev split only: the fixtures never include ARCD test or odd XQuAD articles.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import e5_validation  # noqa: E402 - article(), bucket(), the slice rule
import experiment  # noqa: E402 - the fixture folder

SUITES = ("dev-arcd", "dev-xquad", "concepts", "bible-refs", "colloquial", "meaning", "refusal", "out-of-corpus-words")
THRESHOLDS = (0.80, 0.82, 0.84, 0.85, 0.86, 0.87, 0.88, 0.89, 0.90, 0.92, 2.0)


def main() -> int:
    from dalil.embed.factory import make_embedder
    from dalil.eval.fixtures import load_fixtures
    from dalil.retrieval.evidence import evidence_floor
    from dalil.retrieval.retriever import Retriever
    from dalil.settings import Settings
    from dalil.stores.sqlite.store import open_store

    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--store", type=Path, required=True)
    parser.add_argument("--json", type=Path, help="every question's decisions, for a second look")
    args = parser.parse_args()
    shipped = Settings(store=args.store, e5_first_stage="off")
    e5 = Settings(store=args.store, e5_first_stage="covered")
    store = open_store(args.store, settings=shipped)
    embedder = make_embedder(shipped)
    before = Retriever(shipped, store.candidates, store.chunks, embedder)
    after = Retriever(e5, store.candidates, store.chunks, embedder)
    rows = []
    for suite in SUITES:
        for fixture in load_fixtures(experiment.FIXTURES / f"{suite}.jsonl").fixtures:
            refuse = fixture.refuse
            old = evidence_floor(fixture.question, before.retrieve(fixture.question), shipped)[0]
            result = after.retrieve(fixture.question)
            new = {t: evidence_floor(fixture.question, result, e5.model_copy(update={"min_e5_vector_score": t}))[0]
                   for t in THRESHOLDS}
            rows.append({"id": fixture.id, "suite": suite, "refuse": refuse, "shipped": old, "e5": new,
                         "gold": list(fixture.expectedChunkIds)})
    gold = sorted({r["gold"][0] for r in rows if r["suite"] == "dev-arcd" and r["gold"]})
    titles = {cid: chunk.title for cid, chunk in store.chunks.get_many(gold).items()}
    store.close()

    def part_of(row: dict) -> str:
        if row["suite"] in e5_validation.OPEN_SUITES and row["gold"]:
            fixture = type("F", (), {"expectedChunkIds": row["gold"]})
            slice_ = "validation" if e5_validation.bucket(e5_validation.article({"fixture": fixture}, titles), 15) % 3 == 0 else "tuning"
            return f"{slice_} QA"
        return "refusal suites" if row["refuse"] else "other suites"

    parts = ["tuning QA", "validation QA", "other suites", "refusal suites"]
    print("| min_e5_vector_score | " + " | ".join(f"{p}: now declined, now passed" for p in parts) + " |")
    print("| ---: " + "| --- " * len(parts) + "|")
    for t in THRESHOLDS:
        out = []
        for p in parts:
            mine = [r for r in rows if part_of(r) == p]
            declined = sum(r["shipped"] and not r["e5"][t] for r in mine)
            passed = sum(not r["shipped"] and r["e5"][t] for r in mine)
            out.append(f"{declined}, {passed} /{len(mine)}")
        print(f"| {t} | " + " | ".join(out) + " |")
    for p in parts:
        mine = [r for r in rows if part_of(r) == p]
        print(f"{p}: shipped floor passes {sum(r['shipped'] for r in mine)}/{len(mine)}")
    if args.json:
        args.json.write_text(json.dumps(rows, ensure_ascii=False), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
