"""The topical index's suites before -> after, in one process, through the eval harness the CI gate
uses (`run_retrieval` with the `fused` ranker, default settings but for the named variants).

Per suite and variant: strict hit@1/hit@5 (expectedChunkIds: the gate's hit@k), lenient hit@1/hit@5
(expected + acceptable: the issue's "top-5"), and `grounded_rejected` (answerable questions the
evidence floor declines: a gated metric, lower is better). dev-arcd and dev-xquad are also split
into the by-article validation slice of e5_validation.py (sha256(article) % 3 == 0) and the rest,
so a change chosen on dev is reported on articles it was not chosen on; concepts-dev2 into its
tuning part and its validation third (sha256(id) % 3 == 0, as the suite documents). With --per-question, the
fixtures whose strict rank or floor verdict moved between the first variant and each other one are
listed by id (read them only for dev suites); --rows writes every question's ranks, to compare two code
versions (run once with each PYTHONPATH).

    .venv/bin/python benchmarks/retrieval/topic_suites_eval.py --store .tmp/ci.sqlite --embedder hashing \\
        --variant off '{}' --variant on '{"topic_e5": true}' concepts synaxarium-stories dev-arcd

Every DALIL_ variable but DALIL_SHARED_DATA is ignored, as in the gate.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(Path(__file__).resolve().parent))
import e5_validation  # noqa: E402 - the sibling study: the validation slice's article and bucket
from suite_counts import counts, dev2_split  # noqa: E402 - the sibling: parts' counts, concepts-dev2's cut

from dalil.eval.fixtures import load_fixtures  # noqa: E402
from dalil.eval.rankers import make_rankers  # noqa: E402
from dalil.eval.retrieval import run_retrieval  # noqa: E402
from dalil.settings import Settings  # noqa: E402
from dalil.stores.factory import build_services  # noqa: E402

OPEN_SUITES = ("dev-arcd", "dev-xquad")
SPLIT_SUITES = ("concepts-dev2",)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--store", type=Path, required=True)
    parser.add_argument("--embedder", default="use")
    parser.add_argument("--variant", nargs=2, action="append", metavar=("NAME", "JSON"), required=True)
    parser.add_argument("--per-question", action="store_true")
    parser.add_argument("--rows", type=Path, help="write every question's (strict rank, lenient rank, floor pass) "
                        "per suite and variant as JSON, to compare runs of two code versions")
    parser.add_argument("suites", nargs="+")
    args = parser.parse_args(argv)
    for name in [n for n in os.environ if n.startswith("DALIL_") and n != "DALIL_SHARED_DATA"]:
        del os.environ[name]

    base = Settings(store=args.store, embedder=args.embedder, provider="extractive")
    services = build_services(base)
    outcomes: dict[str, dict[str, dict[str, tuple]]] = {}
    for variant, update in args.variant:
        settings = base.model_copy(update=json.loads(update))
        (ranker,) = make_rankers(["fused"], settings, services)
        for suite in args.suites:
            fixture_set = load_fixtures(REPO / "benchmarks" / "fixtures" / f"{suite}.jsonl")
            started = time.process_time()
            run = run_retrieval(fixture_set, [ranker], settings)
            cpu = time.process_time() - started
            by_id = {f.id: f for f in fixture_set.fixtures}
            rows = {o.id: (o.strict_rank, o.lenient_rank, o.floor_pass) for o in run.outcomes["fused"]
                    if not o.refuse and o.expected_docs}
            outcomes.setdefault(suite, {})[variant] = rows
            parts = {"all": list(rows)}
            if suite in OPEN_SUITES:
                gold = [by_id[i].expectedChunkIds[0] for i in rows]
                titles = {cid: chunk.title for cid, chunk in services.chunks.get_many(gold).items()}
                slice_of = {i: e5_validation.bucket(e5_validation.article({"fixture": by_id[i]}, titles), 3) == 0 for i in rows}
                parts = {"validation": [i for i in rows if slice_of[i]], "tuning": [i for i in rows if not slice_of[i]]}
            if suite in SPLIT_SUITES:
                parts = {"tuning": [i for i in rows if dev2_split(i) == "tuning"],
                         "validation": [i for i in rows if dev2_split(i) == "validation"]}
            for part, ids in parts.items():
                print(f"[{variant}] {suite} {part} {counts(ids, rows)} (cpu {cpu:.1f}s)", flush=True)
    if args.rows:
        args.rows.write_text(json.dumps(outcomes, ensure_ascii=False), encoding="utf-8")
    if args.per_question:
        first = args.variant[0][0]
        for suite, by_variant in outcomes.items():
            for variant, rows in by_variant.items():
                if variant == first:
                    continue
                moved = {i: (by_variant[first][i], rows[i]) for i in rows if rows[i] != by_variant[first][i]}
                print(f"{suite} {first} -> {variant}: {len(moved)} moved", json.dumps(moved), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
