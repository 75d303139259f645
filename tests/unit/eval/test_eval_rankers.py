"""The single-signal rankers measure one signal: the fused retriever's second dense opinion
(E5 re-scoring) and the query-expansion list are not part of them."""

from __future__ import annotations

from pathlib import Path

from dalil.eval.rankers import make_rankers
from dalil.settings import Settings
from dalil.stores.factory import build_services


def test_single_signal_rankers_have_no_rescorer_while_fused_keeps_it(demo_store: Path) -> None:
    settings = Settings(store=demo_store, embedder="hashing", provider="extractive", rescore="e5", query_expansion=True)
    services = build_services(settings)
    fused, lexical, vector = make_rankers(["fused", "lexical", "vector"], settings, services)
    assert fused.retriever.rescorer is not None and fused.retriever.settings.query_expansion
    for single in (lexical, vector):
        assert single.retriever.rescorer is None
        assert not single.retriever.settings.query_expansion
        result = single.rank("ما هي ثمار الروح؟", 10)
        assert result.error is None
        assert not any(name.startswith("signal:") and name != f"signal:{single.name}" for name in result.counts), result.counts
        assert "rescored" not in result.counts
