"""The AWS IndexWriter: chunk records in DynamoDB, chunks and vectors in one concrete OpenSearch
index. The order of its writes keeps a question from meeting an id without its record: records
first, then the index, then (outside a build) the documents' hash items, last, so that a write that
failed part way is redone by the next ingest; a removal leaves the index before the records."""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np

from dalil.errors import StoreError
from dalil.models import Chunk
from dalil.stores.aws.dynamo_chunks import DynamoChunkStore
from dalil.stores.aws.opensearch_index import OpenSearchChunkIndex


class AwsIndexWriter:
    """Writes into `target`, a concrete index. `building`: the index is new (nothing to replace or
    remove in it) and the hash items wait until the alias has moved to it (the ingest job's finish)."""

    def __init__(self, chunk_store: DynamoChunkStore, index: OpenSearchChunkIndex, target: str, *, building: bool) -> None:
        self.chunk_store = chunk_store
        self.index = index
        self.target = target
        self.building = building

    def replace_documents(
        self, chunks_by_doc: dict[str, list[Chunk]], vectors: dict[str, np.ndarray], doc_hashes: dict[str, str]
    ) -> None:
        chunks = [chunk for doc_chunks in chunks_by_doc.values() for chunk in doc_chunks]
        self.chunk_store.put_records(chunks_by_doc)
        if not self.building:
            self.index.delete_documents(self.target, chunks_by_doc)  # a document that shrank leaves no orphan chunk
        bulk = self.index.bulk_index(self.target, chunks, vectors)
        if not bulk.ok:
            first = bulk.failed[0]
            raise StoreError(
                f"{len(bulk.failed)} of {len(chunks)} chunks were rejected by OpenSearch (first: {first.chunk_id}: {first.reason})"
            )
        if not self.building:
            self.chunk_store.put_doc_hashes(
                (doc_id, doc_hashes[doc_id], len(doc_chunks), doc_chunks[0].library)
                for doc_id, doc_chunks in chunks_by_doc.items()
            )

    def delete_documents(self, doc_ids: Iterable[str]) -> None:
        doc_ids = list(doc_ids)
        if not self.building:  # a new index never held them
            self.index.delete_documents(self.target, doc_ids)
        self.chunk_store.delete_documents(doc_ids)
