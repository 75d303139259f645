"""The AWS IndexWriter (DynamoDB in moto, the index side recorded): records reach the table before
the index is asked to hold their ids, hash items are written last, so a batch whose index write
fails leaves its documents to the next ingest; and one protocol covers both backends' writers."""

from __future__ import annotations

import numpy as np
import pytest

from dalil.embed.hashing import HashingEmbedder
from dalil.errors import BackendUnavailable, StoreError
from dalil.models import Chunk
from dalil.stores.aws.dynamo_chunks import DynamoChunkStore
from dalil.stores.aws.opensearch_index import BulkFailure, BulkReport
from dalil.stores.aws.writer import AwsIndexWriter
from dalil.stores.protocols import IndexWriter
from dalil.stores.sqlite.writer import SqliteIndexWriter
from support.moto_dynamodb import moto_dynamodb

EMBEDDER = HashingEmbedder()


class RecordingIndex:
    """The index side: what was asked, in order, and what the table held when it was asked."""

    def __init__(self, table: DynamoChunkStore, reject: bool = False, unreachable: bool = False) -> None:
        self.table, self.reject, self.unreachable = table, reject, unreachable
        self.calls: list[tuple[str, list[str]]] = []
        self.records_seen: set[str] = set()

    def delete_documents(self, index, doc_ids) -> int:
        self.calls.append(("delete", sorted(doc_ids)))
        return 0

    def bulk_index(self, index, chunks, vectors) -> BulkReport:
        self.calls.append(("bulk", [chunk.chunk_id for chunk in chunks]))
        if self.unreachable:
            raise BackendUnavailable("OpenSearch bulk indexing failed: read timed out")
        self.records_seen = set(self.table.get_many([chunk.chunk_id for chunk in chunks]))
        if self.reject:
            refused = BulkFailure(chunk_id=chunks[0].chunk_id, status=400, reason="mapper_parsing_exception")
            return BulkReport(index=index, indexed=0, failed=[refused])
        return BulkReport(index=index, indexed=len(chunks))


def document(doc_id: str, parts: int) -> list[Chunk]:
    return [Chunk(chunk_id=f"{doc_id}/{n}", doc_id=doc_id, n=n, library="synaxarium", domains=["saints"], title="تذكار",
                  url=f"https://example.org/{doc_id}", text=f"نص {doc_id} {n}", search_text=f"نص {doc_id} {n}",
                  content_hash=f"c{n}", corpus_version="v1") for n in range(parts)]


def vectors_of(chunks_by_doc: dict[str, list[Chunk]]) -> dict[str, np.ndarray]:
    chunks = [chunk for doc in chunks_by_doc.values() for chunk in doc]
    return dict(zip([c.chunk_id for c in chunks], EMBEDDER.embed_documents([c.text for c in chunks]), strict=True))


@pytest.fixture
def table(monkeypatch: pytest.MonkeyPatch):
    for client in moto_dynamodb(monkeypatch):
        yield DynamoChunkStore(client, "dalil-chunks")


def test_both_backends_writers_are_index_writers(table) -> None:
    assert issubclass(SqliteIndexWriter, IndexWriter)
    assert isinstance(AwsIndexWriter(table, RecordingIndex(table), "dalil-chunks-v1", building=False), IndexWriter)


def test_records_first_then_the_index_then_the_hashes(table) -> None:
    index = RecordingIndex(table)
    docs = {"syn:1": document("syn:1", 3), "syn:2": document("syn:2", 1)}
    writer = AwsIndexWriter(table, index, "dalil-chunks-v1", building=False)
    writer.replace_documents(docs, vectors_of(docs), {"syn:1": "h1", "syn:2": "h2"})
    assert index.calls == [("delete", ["syn:1", "syn:2"]), ("bulk", ["syn:1/0", "syn:1/1", "syn:1/2", "syn:2/0"])]
    assert index.records_seen == {"syn:1/0", "syn:1/1", "syn:1/2", "syn:2/0"}  # every id had its record
    assert table.doc_hashes() == {"syn:1": "h1", "syn:2": "h2"}

    shrunk = {"syn:1": document("syn:1", 1)}  # the document shrank: its old chunk records go
    AwsIndexWriter(table, index, "dalil-chunks-v1", building=False).replace_documents(shrunk, vectors_of(shrunk), {"syn:1": "h1b"})
    assert [c.chunk_id for c in table.document_chunks("syn:1")] == ["syn:1/0"]
    assert table.doc_hashes()["syn:1"] == "h1b"


@pytest.mark.parametrize("failure", ["reject", "unreachable"])
def test_a_failed_index_write_leaves_the_hashes_so_the_next_ingest_redoes_it(table, failure: str) -> None:
    index = RecordingIndex(table, **{failure: True})
    docs = {"syn:1": document("syn:1", 2)}
    with pytest.raises(StoreError if failure == "reject" else BackendUnavailable):
        AwsIndexWriter(table, index, "dalil-chunks-v1", building=False).replace_documents(docs, vectors_of(docs), {"syn:1": "h1"})
    assert table.doc_hashes() == {}


def test_a_build_writes_no_hash_and_never_touches_the_new_index_for_removals(table) -> None:
    index = RecordingIndex(table)
    docs = {"syn:1": document("syn:1", 2)}
    building = AwsIndexWriter(table, index, "dalil-chunks-v2", building=True)
    building.replace_documents(docs, vectors_of(docs), {"syn:1": "h1"})
    assert index.calls == [("bulk", ["syn:1/0", "syn:1/1"])] and table.doc_hashes() == {}
    table.put_doc_hashes([("syn:1", "h1", 2, "synaxarium")])  # the job's finish, after the alias moved
    building.delete_documents(["syn:1"])
    assert index.calls == [("bulk", ["syn:1/0", "syn:1/1"])]
    assert table.doc_hashes() == {} and table.get_many(["syn:1/0", "syn:1/1"]) == {}

    live = AwsIndexWriter(table, index, "dalil-chunks-v2", building=False)
    live.replace_documents(docs, vectors_of(docs), {"syn:1": "h1"})
    live.delete_documents(["syn:1"])
    assert index.calls[-1] == ("delete", ["syn:1"]) and table.doc_hashes() == {}
