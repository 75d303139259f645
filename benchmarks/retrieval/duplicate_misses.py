"""How many fused top-1 misses on the QA dev suites rank a duplicate of the gold paragraph first.

The fixture builder (`dalil.eval.fixtures.ChunkCatalog.duplicates_of`) counts only paragraphs with
the SAME folded text as acceptable. This counts the rest, for a person to decide on: a top-1 chunk
that contains the whole gold chunk (a longer duplicate) and one that lies wholly inside it (a
shorter duplicate, and of those the ones that still hold a gold answer). Read-only: fixtures are
never changed here.

    .venv/bin/python benchmarks/retrieval/duplicate_misses.py --store /tmp/fusionq/full.sqlite \
        --per-fixture /tmp/fusionq/runs   # the --per-fixture files of `dalil eval retrieval`
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--store", type=Path, required=True)
    parser.add_argument("--per-fixture", type=Path, required=True, help="folder with <suite>.fixtures.jsonl")
    parser.add_argument("--retriever", default="fused")
    args = parser.parse_args(argv)

    from dalil.eval.fixtures import load_fixtures
    from dalil.settings import Settings
    from dalil.stores.sqlite.store import open_store
    from dalil.text.normalize import fold

    settings = Settings(store=args.store)
    with open_store(args.store, settings=settings) as store:
        folded = {c.chunk_id: fold(c.text) for c in store.chunks.iter_chunks()}
    for suite in ("dev-arcd", "dev-xquad"):
        fixtures = {f.id: f for f in load_fixtures(REPO / "benchmarks" / "fixtures" / f"{suite}.jsonl").fixtures}
        counts = {"top1_misses": 0, "lenient_at_1": 0, "longer_duplicate": 0, "shorter_duplicate": 0,
                  "shorter_duplicate_with_answer": 0}
        for line in (args.per_fixture / f"{suite}.fixtures.jsonl").open(encoding="utf-8"):
            outcome = json.loads(line)
            if outcome["retriever"] != args.retriever or outcome["refuse"] or not outcome["expected_docs"]:
                continue
            if outcome["strict_rank"] == 1 or not outcome["top"]:
                continue
            counts["top1_misses"] += 1
            if outcome["lenient_rank"] == 1:
                counts["lenient_at_1"] += 1
                continue
            fixture = fixtures[outcome["id"]]
            top = folded[outcome["top"][0]]
            gold = [folded[c] for c in fixture.expectedChunkIds]
            if any(g in top for g in gold):
                counts["longer_duplicate"] += 1
            elif any(top in g for g in gold):
                counts["shorter_duplicate"] += 1
                answers = [f" {fold(a)} " for a in fixture.goldAnswers if fold(a)]
                counts["shorter_duplicate_with_answer"] += any(a in f" {top} " for a in answers)
        print(suite, json.dumps(counts))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
