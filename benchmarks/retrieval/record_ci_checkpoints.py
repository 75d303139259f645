"""Accept the CI profile's retrieval checkpoints (hashing embedder, bundled corpus + both Coptic
corpora) for the named suites, from the committed code of this checkout: the ledger refuses to
accept a checkpoint of a dirty tree. tests/integration/test_eval_gate.py gates against them.

    .venv/bin/python benchmarks/retrieval/record_ci_checkpoints.py bible-refs concepts

Use it only for a deliberate change whose fused numbers held (say which in the commit message);
a regression of the product is fixed, not accepted. Needs ../shared/data (or DALIL_SHARED_DATA).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def main(suites: list[str]) -> int:
    for name in [n for n in os.environ if n.startswith("DALIL_") and n != "DALIL_SHARED_DATA"]:
        del os.environ[name]  # the checkpoints are recorded with default settings, as CI gates them
    from dalil.embed.hashing import HashingEmbedder
    from dalil.eval.fixtures import load_fixtures
    from dalil.eval.ledger import append
    from dalil.eval.rankers import RETRIEVERS, make_rankers
    from dalil.eval.retrieval import retrieval_checkpoint, run_retrieval
    from dalil.ingest.pipeline import default_sources, run_ingest
    from dalil.settings import Settings
    from dalil.stores.factory import build_services
    from dalil.stores.sqlite.store import open_store

    data = Path(os.environ.get("DALIL_SHARED_DATA", REPO.parent / "shared" / "data"))
    with tempfile.TemporaryDirectory() as work:
        store_path = Path(work) / "dalil.sqlite"
        sources = [*default_sources(), ("synaxarium", data / "coptic_synaxarium_ar"), ("liturgy", data / "coptic_liturgical_ar")]
        run_ingest(store_path, HashingEmbedder(), sources, progress=False)
        settings = Settings(store=store_path, embedder="hashing", provider="extractive")
        services = build_services(settings)
        store = open_store(store_path, embedder=services.embedder, settings=settings)
        rankers = make_rankers(RETRIEVERS, settings, services, store)
        for suite in suites:
            fixture_set = load_fixtures(REPO / "benchmarks" / "fixtures" / f"{suite}.jsonl")
            run = run_retrieval(fixture_set, rankers, settings)
            record = retrieval_checkpoint(
                run, suite, fixture_set, settings, store.corpus_versions(), services.embedder.model_id, accepted=True
            )
            print(f"{suite}: accepted -> {append(REPO / 'benchmarks' / 'checkpoints', record)}")
        store.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
