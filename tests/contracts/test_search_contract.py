"""The CandidateSearch contract, run on SQLite (FTS5 + numpy) and on the real OpenSearch node:
the same chunks, the same questions, the same answers about what is found and what is filtered."""

from __future__ import annotations

import pytest

from contracts.corpus import CHUNKS, CHUNKS_BY_DOC, EMBEDDER, HASHES, vectors

NILE = "ما هو أطول نهر في أفريقيا؟"


class SearchContract:
    """Subclass with a `search` fixture: a CandidateSearch over corpus.CHUNKS."""

    def test_lexical_finds_the_passage_first(self, search) -> None:
        hits = search.search(NILE, None, 10, 10)["lexical"]
        assert hits and hits[0][0] == "arcd:aaaaaaaaaaaa/0"

    def test_vector_finds_a_chunk_by_its_own_vector(self, search) -> None:
        target = CHUNKS[1]
        hits = search.search("", vectors()[target.chunk_id], 0, 3)["vector"]
        assert hits[0][0] == target.chunk_id

    def test_the_library_filter_is_policy(self, search) -> None:
        signals = search.search(NILE, EMBEDDER.embed_query(NILE), 10, 10, libraries=["synaxarium"])
        found = {chunk_id for hits in signals.values() for chunk_id, _ in hits}
        assert found and all(chunk_id.startswith("syn:") for chunk_id in found)

    def test_no_library_switched_on_finds_nothing(self, search) -> None:
        signals = search.search(NILE, EMBEDDER.embed_query(NILE), 10, 10, libraries=[])
        assert all(hits == [] for hits in signals.values())

    def test_a_coptic_day_is_an_exact_metadata_match(self, search) -> None:
        metadata = {"library": "synaxarium", "coptic_month": 3, "coptic_day": 22}
        hits = search.search("سنكسار ٢٢ هاتور", None, 10, 10, metadata=metadata)["metadata"]
        assert {chunk_id for chunk_id, _ in hits} == {"syn:03-22#1/0", "syn:03-22#1/1"}

    def test_a_query_of_stop_words_only_finds_nothing_lexically(self, search) -> None:
        assert search.search("في من على", None, 10, 10)["lexical"] == []


class TestSqliteSearch(SearchContract):
    @pytest.fixture
    def search(self, sqlite_store):
        sqlite_store.writer.replace_documents(CHUNKS_BY_DOC, vectors(), HASHES)
        return sqlite_store.candidates


@pytest.mark.opensearch
class TestOpenSearchSearch(SearchContract):
    @pytest.fixture
    def search(self, opensearch_url: str, opensearch_alias: str):
        from dalil.settings import Settings
        from dalil.stores.aws.clients import opensearch_client
        from dalil.stores.aws.opensearch_index import OpenSearchChunkIndex
        from dalil.stores.aws.opensearch_search import OpenSearchCandidateSearch

        settings = Settings(opensearch_url=opensearch_url, opensearch_index=opensearch_alias)
        client = opensearch_client(settings, timeout_s=60)
        index = OpenSearchChunkIndex(client, opensearch_alias, EMBEDDER.model_id, EMBEDDER.dim)
        report = index.rebuild(CHUNKS, vectors())
        assert report.ok
        client.indices.refresh(index=f"{opensearch_alias}*")
        return OpenSearchCandidateSearch(client, opensearch_alias)
