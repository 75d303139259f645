"""Dense re-scoring on AWS: the cosines the re-scorer needs come back from the real
node in the SAME `_msearch` as the lexical/vector/metadata signals, and equal the local cosines."""

from __future__ import annotations

import numpy as np
import pytest

from dalil.models import Candidate
from dalil.retrieval.fusion import fuse
from dalil.retrieval.rescore import SignalRescorer, apply_rescore
from dalil.settings import Settings
from dalil.stores.aws.opensearch_search import OpenSearchCandidateSearch

pytestmark = pytest.mark.opensearch

QUESTION = "ما هي ثمار الروح والمحبة في حياة القديس"


def test_dense_cosines_ride_in_the_one_msearch_and_match_numpy(built: Settings, counting_client, embedder, vectors):
    search = OpenSearchCandidateSearch(counting_client, built.opensearch_index, timeout_s=10, dense=True)
    query = embedder.embed_query(QUESTION)
    signals = search.search(QUESTION, query, 20, 20, None, None)
    assert len(counting_client.sent) == 1 and "_msearch" in counting_client.sent[0]
    assert set(signals) == {"lexical", "vector", "dense"}
    dense = dict(signals["dense"])
    lexical_ids = [chunk_id for chunk_id, _ in signals["lexical"]]
    assert lexical_ids and set(lexical_ids) <= set(dense)  # every lexical candidate of the window has its cosine
    assert {chunk_id for chunk_id, _ in signals["vector"]} <= set(dense)
    for chunk_id, cosine in dense.items():
        assert cosine == pytest.approx(float(np.dot(vectors[chunk_id], query)), abs=2e-3)
    scores = [cosine for _, cosine in signals["dense"]]
    assert scores == sorted(scores, reverse=True)


def test_without_dense_the_request_is_unchanged(built: Settings, counting_client, embedder):
    search = OpenSearchCandidateSearch(counting_client, built.opensearch_index, timeout_s=10)
    signals = search.search(QUESTION, embedder.embed_query(QUESTION), 10, 10, None, None)
    assert "dense" not in signals and len(counting_client.sent) == 1


def test_the_signal_rescorer_reorders_the_fused_window_by_those_cosines(built: Settings, counting_client, embedder):
    search = OpenSearchCandidateSearch(counting_client, built.opensearch_index, timeout_s=10, dense=True)
    signals = search.search(QUESTION, embedder.embed_query(QUESTION), 20, 20, None, None)
    fused: list[Candidate] = fuse(signals, "weighted_rrf", {"lexical": 1.0, "vector": 0.2}, 3)
    counts: dict[str, int] = {}
    out = apply_rescore(SignalRescorer(window=10, weight=1.0, rrf_k=10), QUESTION, fused, signals, [], counts)
    assert counts["rescored"] == min(10, len(fused))
    assert sorted(c.chunk_id for c in out[:10]) == sorted(c.chunk_id for c in fused[:10])
    assert [c.chunk_id for c in out[10:]] == [c.chunk_id for c in fused[10:]]
    assert len(counting_client.sent) == 1  # re-scoring added no request
