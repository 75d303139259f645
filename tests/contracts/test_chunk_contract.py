"""The ChunkStore contract, run on SQLite and on DynamoDB (moto): hydration returns exactly the
stored records, missing ids are absent (never invented), and re-writing a document leaves no orphans."""

from __future__ import annotations

import pytest

from contracts.corpus import CHUNKS, CHUNKS_BY_DOC, HASHES, chunk, vectors


class ChunkContract:
    """Subclass with `store` (a ChunkStore) and `write(chunks_by_doc, hashes)` fixtures."""

    def test_hydration_returns_the_stored_records(self, store, write) -> None:
        write(CHUNKS_BY_DOC, HASHES)
        wanted = [c.chunk_id for c in CHUNKS]
        got = store.get_many(wanted)
        assert set(got) == set(wanted)
        assert all(got[c.chunk_id] == c for c in CHUNKS)  # text, title, url and metadata round-trip exactly

    def test_missing_ids_are_absent_and_duplicates_asked_once(self, store, write) -> None:
        write(CHUNKS_BY_DOC, HASHES)
        got = store.get_many(["syn:01-01#1/0", "nope/0", "syn:01-01#1/0"])
        assert list(got) == ["syn:01-01#1/0"]
        assert store.get_many([]) == {}

    def test_doc_hashes_by_library(self, store, write) -> None:
        write(CHUNKS_BY_DOC, HASHES)
        assert store.doc_hashes() == HASHES
        assert set(store.doc_hashes("arcd")) == {"arcd:aaaaaaaaaaaa"}

    def test_a_shrunk_document_leaves_no_orphan(self, store, write) -> None:
        write(CHUNKS_BY_DOC, HASHES)
        shorter = {"syn:03-22#1": [chunk("syn:03-22#1", 0, "synaxarium", "قزمان ودميان", "نص أقصر.", coptic_month=3, coptic_day=22)]}
        write(shorter, {"syn:03-22#1": "changed"})
        got = store.get_many(["syn:03-22#1/0", "syn:03-22#1/1"])
        assert list(got) == ["syn:03-22#1/0"] and got["syn:03-22#1/0"].text == "نص أقصر."
        assert store.doc_hashes()["syn:03-22#1"] == "changed"

    def test_a_document_comes_back_whole_and_in_order(self, store, write) -> None:
        write(CHUNKS_BY_DOC, HASHES)
        assert store.document_chunks("syn:03-22#1") == CHUNKS_BY_DOC["syn:03-22#1"]
        assert store.document_chunks("syn:01-01#1") == CHUNKS_BY_DOC["syn:01-01#1"]
        assert store.document_chunks("syn:09-09#9") == []
        assert store.document_chunks("syn:03-22") == []  # a prefix of an id is not the id
        assert store.document_chunks("#doc#syn:03-22#1") == []  # the document-hash records are never chunks

    def test_a_shrunk_document_comes_back_at_its_new_length(self, store, write) -> None:
        write(CHUNKS_BY_DOC, HASHES)
        shorter = [chunk("syn:03-22#1", 0, "synaxarium", "قزمان ودميان", "نص أقصر.", coptic_month=3, coptic_day=22)]
        write({"syn:03-22#1": shorter}, {"syn:03-22#1": "changed"})
        assert store.document_chunks("syn:03-22#1") == shorter


class TestSqliteChunks(ChunkContract):
    @pytest.fixture
    def store(self, sqlite_store):
        return sqlite_store.chunks

    @pytest.fixture
    def write(self, sqlite_store):
        def write(chunks_by_doc, hashes):
            sqlite_store.writer.replace_documents(chunks_by_doc, vectors() | _extra_vectors(chunks_by_doc), hashes)

        return write


class TestDynamoChunks(ChunkContract):
    @pytest.fixture
    def store(self, dynamodb):
        from dalil.stores.aws.dynamo_chunks import DynamoChunkStore

        return DynamoChunkStore(dynamodb, "dalil-chunks")

    @pytest.fixture
    def write(self, store):
        return store.replace_documents


def _extra_vectors(chunks_by_doc):
    from contracts.corpus import EMBEDDER

    return {c.chunk_id: EMBEDDER.embed_documents([c.text])[0] for chunks in chunks_by_doc.values() for c in chunks}
