"""One retrieval experiment on the dev suites: settings overrides -> strict hit@1 / hit@5 (n/N)
per suite per retriever, appended to benchmarks/retrieval/experiments.jsonl.

Lean on a shared 2-core box: question vectors are embedded once with the store's real embedder
and cached (`--vectors`), and every retriever runs through the same product code the official
`dalil eval retrieval` runs (dalil.eval.rankers / dalil.eval.retrieval).

    .venv/bin/python benchmarks/retrieval/experiment.py --store /tmp/retq/full.sqlite \
        --name title2 --set lexical_title_weight=2 --retrievers fused,lexical

Dev split only: the suites below never include ARCD test or odd XQuAD articles.
"""

from __future__ import annotations

import argparse
import json
import shlex
import sys
from datetime import datetime, timezone
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parents[2]
FIXTURES = REPO / "benchmarks" / "fixtures"
LOG = REPO / "benchmarks" / "retrieval" / "experiments.jsonl"
DEV_SUITES = (
    "dev-arcd",
    "dev-xquad",
    "synaxarium-dates",
    "synaxarium-names",
    "synaxarium-stories",
    "liturgy-titles",
    "bible-refs",
    "concepts",  # issue 15 (F): Bible passages asked about without their words
)


class CachedEmbedder:
    """Query vectors from a cache file; the real embedder is loaded only for unseen questions."""

    def __init__(self, path: Path, model_id: str, dim: int, make_inner) -> None:  # noqa: ANN001
        self.path = path
        self.model_id = model_id
        self.dim = dim
        self._make_inner = make_inner
        self._inner = None
        self._cache: dict[str, np.ndarray] = {}
        if path.exists():
            data = np.load(path, allow_pickle=False)
            self._cache = dict(zip(data["questions"].tolist(), data["vectors"]))
        self.dirty = False

    def embed_query(self, text: str) -> np.ndarray:
        if text not in self._cache:
            if self._inner is None:
                self._inner = self._make_inner()
            self._cache[text] = np.asarray(self._inner.embed_query(text), dtype=np.float32)
            self.dirty = True
        return self._cache[text]

    def embed_documents(self, texts):  # noqa: ANN001, ANN201
        raise RuntimeError("experiments never embed documents")

    def save(self) -> None:
        if self.dirty:
            keys = list(self._cache)
            np.savez(self.path, questions=np.array(keys), vectors=np.stack([self._cache[k] for k in keys]))


def _parse_value(raw: str):  # noqa: ANN202
    for cast in (int, float):
        try:
            return cast(raw)
        except ValueError:
            pass
    return raw


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--store", type=Path, required=True)
    parser.add_argument("--name", required=True, help="experiment name for the log")
    parser.add_argument("--set", action="append", default=[], help="setting override KEY=VALUE (repeatable)")
    parser.add_argument("--retrievers", default="fused,lexical,vector")
    parser.add_argument("--suites", default=",".join(DEV_SUITES))
    parser.add_argument("--vectors", type=Path, default=Path("/tmp/retq/question_vectors.npz"))
    parser.add_argument("--no-log", action="store_true")
    parser.add_argument("--misses", action="store_true", help="print the fused misses at k=5")
    args = parser.parse_args(argv)

    from dalil.embed.factory import make_embedder
    from dalil.eval.fixtures import load_fixtures
    from dalil.eval.rankers import make_rankers
    from dalil.eval.retrieval import run_retrieval
    from dalil.settings import Settings
    from dalil.stores.factory import Services
    from dalil.stores.sqlite.store import open_store

    overrides = dict(item.split("=", 1) for item in args.set)
    settings = Settings(store=args.store, **{k: _parse_value(v) for k, v in overrides.items()})
    with open_store(args.store, settings=settings) as probe:
        model_id, dim = probe.model_id, probe.dim
    embedder = CachedEmbedder(args.vectors, model_id, dim, lambda: make_embedder(settings))
    store = open_store(args.store, settings=settings)
    services = Services(
        settings=settings, embedder=embedder, search=store.candidates, chunks=store.chunks,
        capacity=None, feedback=None, conversations=None,  # type: ignore[arg-type]
    )
    names = args.retrievers.split(",")
    rankers = make_rankers(names, settings, services, store)
    record: dict = {
        "date": datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "name": args.name,
        "settings": overrides,
        "command": "benchmarks/retrieval/experiment.py " + " ".join(shlex.quote(a) for a in (argv or sys.argv[1:])),
        "suites": {},
    }
    for suite in args.suites.split(","):
        fixture_set = load_fixtures(FIXTURES / f"{suite}.jsonl")
        run = run_retrieval(fixture_set, rankers, settings)
        row = {}
        for name, summary in run.retrievers.items():
            ranked = summary.ranked
            cell = {"N": ranked.N, "hit@1": ranked.hit.get(1, 0), "hit@5": ranked.hit.get(5, 0), "mrr": round(ranked.mrr, 4)}
            if summary.dates:
                cell["dates_clean"] = summary.dates["clean"]
                cell["dates_all_records"] = summary.dates["all_day_in_top_k"]
            row[name] = cell
        record["suites"][suite] = row
        line = "  ".join(
            f"{n}: {c['hit@1']}/{c['N']} {c['hit@5']}/{c['N']}"
            + (f" clean {c['dates_clean']} all {c['dates_all_records']}" if "dates_clean" in c else "")
            for n, c in row.items()
        )
        print(f"{suite:20s} {line}", flush=True)
        if args.misses and "fused" in run.outcomes:
            for o in run.outcomes["fused"]:
                if not o.refuse and o.expected_docs and (o.strict_rank is None or o.strict_rank > 5):
                    print(f"   miss {o.id} rank={o.strict_rank} top={o.top[:3]}")
    embedder.save()
    store.close()
    if not args.no_log:
        with LOG.open("a", encoding="utf-8") as handle:
            handle.write(json.dumps(record, ensure_ascii=False) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
