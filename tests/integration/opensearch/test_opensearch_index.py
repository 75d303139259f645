"""Writing to the real node: alias swap, dimension/model mismatch, rejected bulk items, and the
faults a question can meet (node down, node slow)."""

from __future__ import annotations

import socket
import threading

import numpy as np
import pytest

from dalil.embed.hashing import HashingEmbedder
from dalil.errors import BackendUnavailable, StoreError
from dalil.settings import Settings
from dalil.stores.aws.clients import opensearch_client
from dalil.stores.aws.opensearch_index import OpenSearchChunkIndex
from dalil.stores.aws.opensearch_search import OpenSearchCandidateSearch

pytestmark = pytest.mark.opensearch


def count(client, alias: str) -> int:
    client.indices.refresh(index=alias)
    return client.count(index=alias)["count"]


def test_rebuild_swaps_the_alias_atomically_and_drops_the_old_index(client, settings: Settings, corpus, vectors, embedder):
    index = OpenSearchChunkIndex(client, settings.opensearch_index, embedder.model_id, embedder.dim)
    assert index.current_index() is None
    first_part = corpus[:60]
    index.rebuild(first_part, vectors)
    first = index.current_index()
    assert count(client, settings.opensearch_index) == 60

    index.rebuild(corpus[60:150], vectors)
    second = index.current_index()
    assert second != first and second.startswith(settings.opensearch_index + "-v")
    assert count(client, settings.opensearch_index) == 90
    assert not client.indices.exists(index=first)
    search = OpenSearchCandidateSearch(client, settings.opensearch_index)
    hits = search.search("", embedder.embed_query(corpus[100].text), 0, 5)["vector"]
    assert corpus[100].chunk_id in [cid for cid, _ in hits]


def test_upsert_replaces_a_documents_chunks_without_orphans(client, settings: Settings, corpus, vectors, embedder):
    index = OpenSearchChunkIndex(client, settings.opensearch_index, embedder.model_id, embedder.dim)
    doc_id = next(c.doc_id for c in corpus if sum(1 for x in corpus if x.doc_id == c.doc_id) >= 3)
    doc_chunks = [c for c in corpus if c.doc_id == doc_id]
    index.rebuild(corpus[:50] + doc_chunks, vectors)
    before = count(client, settings.opensearch_index)
    index.upsert(doc_chunks[:1], vectors, replace_doc_ids=[doc_id])  # the document shrank to one chunk
    assert count(client, settings.opensearch_index) == before - (len(doc_chunks) - 1)


def test_dimension_mismatch_is_refused_before_writing(client, settings: Settings, corpus, vectors, embedder):
    OpenSearchChunkIndex(client, settings.opensearch_index, embedder.model_id, embedder.dim).rebuild(corpus[:20], vectors)
    other = HashingEmbedder(dim=128)
    small_vectors = dict(zip([c.chunk_id for c in corpus[20:30]], other.embed_documents([c.text for c in corpus[20:30]]), strict=True))
    wrong = OpenSearchChunkIndex(client, settings.opensearch_index, other.model_id, other.dim)
    with pytest.raises(StoreError, match="256-dimensional vectors but the embedder hashing-v1-128 gives 128"):
        wrong.upsert(corpus[20:30], small_vectors)
    # Same dimension, another model: refused too (vectors of two models never mix).
    impostor = OpenSearchChunkIndex(client, settings.opensearch_index, "another-model-256", embedder.dim)
    with pytest.raises(StoreError, match="built with the embedder hashing-v1-256"):
        impostor.upsert(corpus[20:30], vectors)
    # A vector of the wrong length is refused before any request.
    right = OpenSearchChunkIndex(client, settings.opensearch_index, embedder.model_id, embedder.dim)
    with pytest.raises(StoreError, match=r"shape \(128,\)"):
        right.upsert(corpus[20:21], {corpus[20].chunk_id: np.zeros(128, dtype=np.float32)})
    assert count(client, settings.opensearch_index) == 20


def test_terms_of_another_analyzer_are_refused_before_writing(client, settings: Settings, corpus, vectors, embedder):
    """`lexical_terms` were analyzed in Python: an index holding terms of another analyzer version
    would mix two vocabularies, so writes into it are refused until a rebuild."""
    index = OpenSearchChunkIndex(client, settings.opensearch_index, embedder.model_id, embedder.dim)
    index.rebuild(corpus[:20], vectors)
    stale = {"embedding_model": embedder.model_id, "dim": embedder.dim, "lexical_version": "analyzer-0/fts-1"}
    client.indices.put_mapping(index=index.current_index(), body={"_meta": stale})
    with pytest.raises(StoreError, match="holds lexical terms of analyzer-0/fts-1.*--rebuild"):
        index.upsert(corpus[20:30], vectors)
    assert count(client, settings.opensearch_index) == 20
    index.rebuild(corpus[:30], vectors)  # the fix the message names
    assert count(client, settings.opensearch_index) == 30


def test_a_rejected_bulk_item_is_reported_and_blocks_the_swap(client, settings: Settings, corpus, vectors, embedder):
    index = OpenSearchChunkIndex(client, settings.opensearch_index, embedder.model_id, embedder.dim)
    index.rebuild(corpus[:10], vectors)
    good_alias_target = index.current_index()
    broken = corpus[10].model_copy(update={"metadata": {**corpus[10].metadata, "coptic_day": "the twenty-second"}})
    batch = [broken, *corpus[11:20]]

    report = index.bulk_index(good_alias_target, batch, vectors)
    assert report.indexed == 9
    assert [f.chunk_id for f in report.failed] == [broken.chunk_id]
    assert report.failed[0].status == 400 and "mapper_parsing_exception" in report.failed[0].reason

    with pytest.raises(StoreError, match=rf"1 of 10 chunks were rejected .*{broken.chunk_id}.*not moved"):
        index.rebuild(batch, vectors)
    assert index.current_index() == good_alias_target  # readers still see the last good build
    assert client.indices.get_alias(index=f"{settings.opensearch_index}-v*").keys() == {good_alias_target}


def test_missing_index_is_a_clear_store_error(opensearch_url: str, embedder):
    settings = Settings(opensearch_url=opensearch_url, opensearch_index="dalil-never-built")
    search = OpenSearchCandidateSearch(opensearch_client(settings), settings.opensearch_index)
    with pytest.raises(StoreError, match="dalil-never-built does not exist"):
        search.search("سؤال", embedder.embed_query("سؤال"), 5, 5)


def test_node_down_is_backend_unavailable(embedder):
    with socket.socket() as probe:  # a port nothing listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    settings = Settings(opensearch_url=f"http://127.0.0.1:{port}", opensearch_index="dalil-chunks")
    search = OpenSearchCandidateSearch(opensearch_client(settings), "dalil-chunks", timeout_s=2)
    with pytest.raises(BackendUnavailable, match="did not answer"):
        search.search("سؤال", embedder.embed_query("سؤال"), 5, 5)


def test_node_slow_is_backend_unavailable_after_the_timeout(embedder):
    """A loopback server that accepts the connection and never answers (a stuck node)."""
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen()
    accepted: list[socket.socket] = []
    stop = threading.Event()

    def accept() -> None:
        server.settimeout(0.2)
        while not stop.is_set():
            try:
                accepted.append(server.accept()[0])
            except OSError:
                continue

    thread = threading.Thread(target=accept, daemon=True)
    thread.start()
    try:
        url = f"http://127.0.0.1:{server.getsockname()[1]}"
        settings = Settings(opensearch_url=url, opensearch_index="dalil-chunks")
        search = OpenSearchCandidateSearch(opensearch_client(settings), "dalil-chunks", timeout_s=0.5)
        with pytest.raises(BackendUnavailable, match="within 0.5 s"):
            search.search("سؤال", embedder.embed_query("سؤال"), 5, 5)
        assert accepted  # the request reached the server, which did not answer in time
    finally:
        stop.set()
        thread.join()
        for connection in accepted:
            connection.close()
        server.close()


def test_unset_url_says_how_to_start_the_node():
    with pytest.raises(StoreError, match="scripts/opensearch-node start"):
        opensearch_client(Settings(opensearch_url=None))
