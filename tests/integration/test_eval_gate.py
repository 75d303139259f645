"""The retrieval regression gate in CI: every fixture suite, every retriever, against the last
accepted checkpoint in benchmarks/checkpoints/ for the same fixture file and embedding model.

CI builds the store the checkpoints of embedder `hashing-v1-256` were recorded on: the bundled
corpus plus both Coptic corpora from the team's data folder, embedded with the hashing embedder
(about 30 s). The lexical and bm25s-plain rows do not depend on the embedder at all, and the fused
row still exercises policy, the date/reference lookup and fusion. The USE-embedded checkpoints
(the product numbers) take ~8 minutes to embed on 2 cores and are gated by hand with
`dalil eval gate` (see benchmarks/fixtures/README.md)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from dalil.embed.hashing import HashingEmbedder
from dalil.eval.fixtures import load_fixtures
from dalil.eval.ledger import gate
from dalil.eval.rankers import RETRIEVERS, make_rankers
from dalil.eval.retrieval import retrieval_checkpoint, run_retrieval
from dalil.ingest.pipeline import default_sources, run_ingest
from dalil.settings import Settings
from dalil.stores.factory import build_services
from dalil.stores.sqlite.store import open_store

REPO = Path(__file__).resolve().parents[2]
FIXTURES = REPO / "benchmarks" / "fixtures"
CHECKPOINTS = REPO / "benchmarks" / "checkpoints"
SUITES = (
    "synaxarium-dates",
    "synaxarium-names",
    "synaxarium-stories",
    "liturgy-titles",
    "bible-refs",
    "refusal",
    "dev-arcd",
    "dev-xquad",
)


@pytest.fixture(scope="module")
def ci_world(tmp_path_factory: pytest.TempPathFactory, shared_data: Path):
    store_path = tmp_path_factory.mktemp("eval-gate") / "dalil.sqlite"
    sources = [
        *default_sources(),
        ("synaxarium", shared_data / "coptic_synaxarium_ar"),
        ("liturgy", shared_data / "coptic_liturgical_ar"),
    ]
    run_ingest(store_path, HashingEmbedder(), sources, progress=False)
    with pytest.MonkeyPatch.context() as patch:  # the checkpoints were recorded with default settings
        for name in list(os.environ):
            if name.startswith("DALIL_") and name != "DALIL_SHARED_DATA":
                patch.delenv(name)
        settings = Settings(store=store_path, embedder="hashing")
    services = build_services(settings)
    store = open_store(store_path, embedder=services.embedder, settings=settings)
    rankers = make_rankers(RETRIEVERS, settings, services, store)
    yield settings, services, store, rankers
    store.close()


@pytest.mark.parametrize("suite", SUITES)
def test_retrieval_does_not_regress_against_the_accepted_checkpoint(suite: str, ci_world) -> None:
    settings, services, store, rankers = ci_world
    fixture_set = load_fixtures(FIXTURES / f"{suite}.jsonl")
    run = run_retrieval(fixture_set, rankers, settings)
    record = retrieval_checkpoint(run, suite, fixture_set, settings, store.corpus_versions(), services.embedder.model_id)
    result = gate(record, CHECKPOINTS)
    lines = [f"{r.group} {r.metric}: accepted {r.accepted}, now {r.current}" for r in result.regressions]
    assert result.passed, f"{suite}: {result.reason or 'regression'} (baseline {result.baseline_date})\n" + "\n".join(lines)
    assert all(summary.invariant_failures == 0 for summary in run.retrievers.values())
