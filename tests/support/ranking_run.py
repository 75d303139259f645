"""One process's view of the product ranking, for tests/integration/test_ranking_reproducible.py:
`python ranking_run.py STORE FIXTURES` prints JSON with, per question, the fused and re-scored
ranking (chunk ids and the scores that ordered them), the E5 query vector's bytes (hashed), the
retrieval metrics the CI gate compares, and which instruction sets numpy and OpenBLAS used. The
test runs it under different CPU configurations and compares."""

from __future__ import annotations

import hashlib
import json
import os
import sys
from pathlib import Path

import numpy as np

from dalil.eval.fixtures import load_fixtures
from dalil.eval.rankers import make_rankers
from dalil.eval.retrieval import retrieval_checkpoint, run_retrieval
from dalil.settings import Settings
from dalil.stores.factory import build_services


def _numpy_features() -> list[str]:
    try:
        from numpy._core import _multiarray_umath as umath  # numpy 2
    except ImportError:  # numpy 1.26
        from numpy.core import _multiarray_umath as umath  # type: ignore[no-redef]
    return sorted(name for name in umath.__cpu_dispatch__ if umath.__cpu_features__.get(name))


def _blas_core() -> str | None:
    from threadpoolctl import threadpool_info

    return next((pool.get("architecture") for pool in threadpool_info() if pool.get("user_api") == "blas"), None)


def main(store: str, fixtures: str) -> None:
    for name in list(os.environ):
        if name.startswith("DALIL_"):
            del os.environ[name]
    settings = Settings(store=Path(store), embedder="hashing", provider="extractive", rescore="e5")
    services = build_services(settings)
    rankers = make_rankers(("fused",), settings, services, None)
    fixture_set = load_fixtures(Path(fixtures))
    run = run_retrieval(fixture_set, rankers, settings)
    (fused,) = rankers
    rescorer = fused.retriever.rescorer
    questions = []
    for fixture in fixture_set.fixtures:
        result = fused.retriever.retrieve(fixture.question, top_k=20)
        e5 = np.asarray(rescorer.embedder.embed_query(fixture.question), dtype=np.float32)
        questions.append({
            "id": fixture.id,
            "ranking": [[c.chunk_id, c.score, {k: [v.rank, v.score] for k, v in sorted(c.signals.items())}] for c in result.candidates],
            "rescored": result.trace.counts.get("rescored", 0),
            "e5_query": hashlib.sha256(e5.tobytes()).hexdigest(),
        })
    # The numbers the CI gate compares (no ledger is written: the checkpoint is only built).
    record = retrieval_checkpoint(run, "ranking-run", fixture_set, settings, {}, services.embedder.model_id)
    print(json.dumps({
        "numpy_features": _numpy_features(),
        "blas_core": _blas_core(),
        "questions": questions,
        "metrics": {group: {name: str(metric) for name, metric in metrics.items()} for group, metrics in record.results.items()},
    }))


if __name__ == "__main__":
    main(*sys.argv[1:3])
