"""concepts-dev2 read by its two splits: the tuning two thirds and the validation third
(`sha256(id) % 3 == 0`, benchmarks/fixtures/README.md), and by the question's register (MSA,
Egyptian colloquial, Franco-Arabic or Arabic mixed with English, named in each line's `notes`), and
the whole suite by well-known and less-known passages.

The same harness as topic_suites_eval.py (`run_retrieval`, default settings but for the named
variants): strict hit@1/hit@5 (the expected chunk: the gate's hit@k), lenient hit@1/hit@5 (any chunk
of the key verse's chapter: the issue's "top-5") and `grounded_rejected` (questions the evidence
floor declines; lower is better). Tune on the tuning rows; the validation rows are only read.

    .venv/bin/python benchmarks/retrieval/concepts_dev2_eval.py --store .tmp/ci.sqlite --embedder hashing \\
        --variant main '{}' [--retriever fused --retriever lexical]

Every DALIL_ variable but DALIL_SHARED_DATA is ignored, as in the gate.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from suite_counts import counts, dev2_split  # noqa: E402 - the sibling: parts' counts, the suite's cut

from dalil.eval.fixtures import Fixture, load_fixtures  # noqa: E402
from dalil.eval.rankers import make_rankers  # noqa: E402
from dalil.eval.retrieval import run_retrieval  # noqa: E402
from dalil.settings import Settings  # noqa: E402
from dalil.stores.factory import build_services  # noqa: E402
from dalil.stores.sqlite.store import open_store  # noqa: E402

FIXTURES = Path(__file__).resolve().parents[2] / "benchmarks" / "fixtures" / "concepts-dev2.jsonl"
REGISTERS = {
    "MSA": "msa",
    "Egyptian colloquial": "egyptian",
    "Franco-Arabic": "franco+mixed",
    "Arabic mixed with English": "franco+mixed",
}


def register_of(fixture: Fixture) -> str:
    named = [short for name, short in REGISTERS.items() if f"; {name};" in (fixture.notes or "")]
    return named[0] if named else "unknown"


def known(fixture: Fixture) -> str:
    return "less-known" if "; less known;" in (fixture.notes or "") else "well-known"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--store", type=Path, required=True)
    parser.add_argument("--embedder", default="use")
    parser.add_argument("--variant", nargs=2, action="append", metavar=("NAME", "JSON"), required=True)
    parser.add_argument("--retriever", action="append", help="fused (default), lexical, vector, bm25s-plain")
    args = parser.parse_args(argv)
    for name in [n for n in os.environ if n.startswith("DALIL_") and n != "DALIL_SHARED_DATA"]:
        del os.environ[name]

    fixture_set = load_fixtures(FIXTURES)
    by_id = {f.id: f for f in fixture_set.fixtures}
    base = Settings(store=args.store, embedder=args.embedder, provider="extractive")
    services = build_services(base)
    store = open_store(args.store, embedder=services.embedder, settings=base)  # bm25s-plain indexes its chunks
    for variant, update in args.variant:
        settings = base.model_copy(update=json.loads(update))
        rankers = make_rankers(args.retriever or ["fused"], settings, services, store)
        started = time.process_time()
        run = run_retrieval(fixture_set, rankers, settings)
        cpu = time.process_time() - started
        for ranker in rankers:
            rows = {o.id: (o.strict_rank, o.lenient_rank, o.floor_pass) for o in run.outcomes[ranker.name]
                    if not o.refuse and o.expected_docs}
            parts: dict[str, list[str]] = {"all": list(rows), "tuning": [], "validation": []}
            for fixture_id in rows:
                parts[dev2_split(fixture_id)].append(fixture_id)
            for fixture_id in sorted(rows, key=lambda i: (dev2_split(i) != "tuning", register_of(by_id[i]))):
                parts.setdefault(f"{dev2_split(fixture_id)}/{register_of(by_id[fixture_id])}", []).append(fixture_id)
            for fixture_id in sorted(rows, key=lambda i: known(by_id[i]) != "well-known"):
                parts.setdefault(f"all/{known(by_id[fixture_id])}", []).append(fixture_id)
            for part, ids in parts.items():
                print(f"[{variant}] {ranker.name} concepts-dev2 {part} {counts(ids, rows)} (cpu {cpu:.1f}s)", flush=True)
    store.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
