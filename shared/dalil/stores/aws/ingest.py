"""`dalil ingest` with `DALIL_BACKEND=aws`: the same adapters, chunks and doc hashes as the
embedded pipeline, written to DynamoDB (records) and OpenSearch (lexical + vector index).

Order of writes, so that a question never sees an id without its record:
1. DynamoDB: changed documents' chunk records (and their doc-hash items);
2. OpenSearch: the first build (or `rebuild`) indexes every chunk of this run into a new
   concrete index and moves the alias atomically; later runs upsert only changed documents into
   the current index after checking its embedding model and dimension;
3. removed documents: out of the index first, then out of DynamoDB.
Only changed documents are embedded, except on a (re)build, which embeds everything it indexes.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from pathlib import Path

from dalil.embed.base import Embedder
from dalil.errors import IngestError, StoreError
from dalil.ingest.pipeline import (
    IngestReport,
    default_sources,
    diff_documents,
    embed_chunks,
    plan_sources,
    read_library,
)
from dalil.models import Chunk
from dalil.settings import Settings
from dalil.stores.aws.clients import dynamodb_client, opensearch_client
from dalil.stores.aws.dynamo_chunks import DynamoChunkStore
from dalil.stores.aws.opensearch_index import OpenSearchChunkIndex


def run_aws_ingest(
    settings: Settings,
    embedder: Embedder,
    sources: Sequence[tuple[str, Path | None]] | None = None,
    progress: bool = True,
    rebuild: bool = False,
    force: bool = False,
    *,
    chunk_store: DynamoChunkStore | None = None,
    index: OpenSearchChunkIndex | None = None,
) -> IngestReport:
    started = time.perf_counter()
    chunk_store = chunk_store or DynamoChunkStore(dynamodb_client(settings), settings.chunk_table)
    index = index or OpenSearchChunkIndex(
        opensearch_client(settings, timeout_s=60),
        settings.opensearch_index,
        embedder.model_id,
        embedder.dim,
        bulk_max_bytes=settings.opensearch_bulk_max_bytes,
    )
    plan = plan_sources(sources if sources else default_sources())
    if not plan:
        raise IngestError("no sources to ingest")
    current = None if rebuild else index.current_index()
    if current is not None:
        index.check_compatible(current)  # before anything is embedded or written
    report = IngestReport(store=f"dynamodb:{settings.chunk_table} + opensearch:{settings.opensearch_index}",
                          embedder=embedder.model_id, rebuilt=current is None)

    all_chunks: list[Chunk] = []
    changed_chunks: list[Chunk] = []
    changed_docs: list[str] = []
    removed_docs: list[str] = []
    for library, planned in plan.items():
        lib_started = time.perf_counter()
        read = read_library(library, planned)
        result, chunks_by_doc = read.result, read.chunks_by_doc
        changes = diff_documents(chunks_by_doc, chunk_store.doc_hashes(library), result, force=force)
        new_hashes, changed, removed = changes.new_hashes, changes.changed, changes.removed
        if changed:
            result.chunks_written = chunk_store.replace_documents(
                {d: chunks_by_doc[d] for d in changed}, {d: new_hashes[d] for d in changed}
            )
        all_chunks += [c for chunks in chunks_by_doc.values() for c in chunks]
        changed_chunks += [c for d in changed for c in chunks_by_doc[d]]
        changed_docs += changed
        removed_docs += removed
        result.seconds = round(time.perf_counter() - lib_started, 3)
        report.libraries.append(result)

    to_index = all_chunks if current is None else changed_chunks
    vectors = embed_chunks(embedder, to_index)
    for result in report.libraries:
        result.chunks_embedded = sum(1 for c in to_index if c.library == result.library)
    if current is None:
        index.rebuild(to_index, vectors)
    elif to_index or removed_docs:
        bulk = index.upsert(to_index, vectors, replace_doc_ids=[*changed_docs, *removed_docs])
        if not bulk.ok:
            first = bulk.failed[0]
            raise StoreError(f"{len(bulk.failed)} chunks were rejected by OpenSearch (first: {first.chunk_id}: {first.reason})")
    if removed_docs:
        chunk_store.delete_documents(removed_docs)
    report.seconds = round(time.perf_counter() - started, 3)
    return report
