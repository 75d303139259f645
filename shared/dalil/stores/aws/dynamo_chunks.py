"""Chunk records on DynamoDB, keyed by `chunk_id`.

- Hydration: `BatchGetItem`, one round trip per 100 ids (the API's limit); `UnprocessedKeys` are
  asked again with exponential backoff and jitter. Ids without a record are simply absent from
  the result: the retriever reports them as invariant failures, never answers from them.
- Loading: `BatchWriteItem` in batches of 25, `UnprocessedItems` re-sent with backoff; throttling
  errors (ProvisionedThroughputExceeded) are retried by botocore's standard retry mode
  (`clients.DYNAMODB_CONFIG`). Writes are puts by key, so a re-run is idempotent.
- Document hashes (for incremental ingest) live in the same table as small items keyed
  `#doc#<doc_id>` (no chunk_id starts with `#`), holding `doc_hash` and `chunk_count`.
  `doc_hashes()` scans for them: an ingest-time operation, never on the request path; it needs
  no extra index on the table.
- The vocabulary of the index (text/vocabulary.py) lives in the same table, as `#vocab#...` items
  (stores/aws/dynamo_vocabulary.py): the cloud ingest writes it, the retrieval reads it. So do the
  corpus's names, `#names#...` items (stores/aws/dynamo_claim_names.py), which the validation reads.
- `metadata` is stored as JSON text: it round-trips exactly (DynamoDB numbers would come back as
  Decimal) and is never queried on DynamoDB (OpenSearch holds the queryable copy).
"""

from __future__ import annotations

import json
import logging
import random
import time
from collections.abc import Callable, Iterable
from typing import Any

from boto3.dynamodb.types import TypeDeserializer, TypeSerializer
from botocore.exceptions import BotoCoreError, ClientError

from dalil.errors import BackendUnavailable
from dalil.models import Chunk
from dalil.stores.aws.dynamo_claim_names import DynamoClaimNames
from dalil.stores.aws.dynamo_vocabulary import DynamoVocabulary
from dalil.stores.base import ChunkStoreBase
from dalil.text.vocabulary import Vocabulary

log = logging.getLogger("dalil.stores.chunks")

GET_BATCH = 100  # BatchGetItem limit
WRITE_BATCH = 25  # BatchWriteItem limit
DOC_PREFIX = "#doc#"
RESERVED_PREFIX = "#"  # the table's items that are not chunks: document hashes, the vocabulary, the names

_serializer = TypeSerializer()
_deserializer = TypeDeserializer()


def chunk_item(chunk: Chunk) -> dict[str, Any]:
    record = chunk.model_dump(mode="json")
    record["metadata"] = json.dumps(record["metadata"], ensure_ascii=False, sort_keys=True)
    return {name: _serializer.serialize(value) for name, value in record.items()}


def chunk_from_item(item: dict[str, Any]) -> Chunk:
    record = {name: _deserializer.deserialize(value) for name, value in item.items()}
    record["n"] = int(record["n"])
    record["metadata"] = json.loads(record.get("metadata") or "{}")
    return Chunk.model_validate(record)


class Backoff:
    """Exponential backoff with full jitter; `sleep` is injectable for tests."""

    def __init__(self, base_s: float = 0.05, cap_s: float = 2.0, attempts: int = 8, sleep: Callable[[float], None] = time.sleep) -> None:
        self.base_s = base_s
        self.cap_s = cap_s
        self.attempts = attempts
        self.sleep = sleep

    def wait(self, attempt: int) -> None:
        self.sleep(random.uniform(0, min(self.cap_s, self.base_s * 2**attempt)))


class DynamoChunkStore(ChunkStoreBase):
    def __init__(self, client, table: str, backoff: Backoff | None = None, vocabulary_recheck_s: float = 60.0) -> None:
        self.client = client
        self.table = table
        self.backoff = backoff or Backoff()
        self.vocabulary = DynamoVocabulary(self._get_items, self._batch_write, recheck_s=vocabulary_recheck_s)
        # published and swapped with the vocabulary, so read again as often
        self.claim_names = DynamoClaimNames(self._get_items, self._batch_write, recheck_s=vocabulary_recheck_s)

    def surface_vocabulary(self) -> Vocabulary:
        """The vocabulary the ingest wrote with the live index (cached per process), else the bundled table."""
        return self.vocabulary.surface_vocabulary()

    def corpus_names(self, min_share: float) -> frozenset[str]:
        """The corpus's names the cloud ingest published beside the vocabulary (a Franco-Arabic name's reading)."""
        return self.claim_names.names(min_share)

    # --- reading (the request path) ----------------------------------------------------------

    def _fetch(self, chunk_ids: list[str]) -> dict[str, Chunk]:
        """BatchGetItem, 100 ids a call (the base class removed duplicates); the document-hash and
        vocabulary items share the table and are never chunks."""
        wanted = [cid for cid in chunk_ids if not cid.startswith(RESERVED_PREFIX)]
        found: dict[str, Chunk] = {}
        for item in self._get_items(wanted):
            chunk = chunk_from_item(item)
            found[chunk.chunk_id] = chunk
        return found

    def _get_items(self, ids: list[str]) -> list[dict[str, Any]]:
        """The items of `ids` (chunks, document hashes, vocabulary parts): one BatchGetItem per 100
        ids, the API's limit: the one place the table's reads are batched. Absent ids are absent."""
        items: list[dict[str, Any]] = []
        for start in range(0, len(ids), GET_BATCH):
            items += self._batch_get([{"chunk_id": {"S": key}} for key in ids[start : start + GET_BATCH]])
        return items

    def _batch_get(self, keys: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """One BatchGetItem of at most GET_BATCH keys, its unprocessed keys asked again with backoff."""
        items: list[dict[str, Any]] = []
        request: dict[str, Any] = {self.table: {"Keys": keys}}
        for attempt in range(self.backoff.attempts + 1):
            try:
                response = self.client.batch_get_item(RequestItems=request)
            except (ClientError, BotoCoreError) as error:
                raise BackendUnavailable(f"the chunk table {self.table} failed: {error}") from error
            items += response.get("Responses", {}).get(self.table, [])
            request = response.get("UnprocessedKeys") or {}
            if not request:
                return items
            if attempt < self.backoff.attempts:
                self.backoff.wait(attempt)
        left = len(request.get(self.table, {}).get("Keys", []))
        raise BackendUnavailable(f"the chunk table {self.table} left {left} keys unprocessed after {self.backoff.attempts} retries")

    def document_chunks(self, doc_id: str) -> list[Chunk]:
        """The document's record says how many chunks it has; they are then read by key (no scan,
        no secondary index). A chunk missing from the table is left out, never invented."""
        if doc_id.startswith(RESERVED_PREFIX):
            return []
        count = self.doc_chunk_counts([doc_id]).get(doc_id, 0)
        found = self.get_many([f"{doc_id}/{n}" for n in range(count)])
        return sorted(found.values(), key=lambda chunk: chunk.n)

    def doc_hashes(self, library: str | None = None) -> dict[str, str]:
        """doc_id -> doc hash of every stored document (of one library when given)."""
        hashes: dict[str, str] = {}
        for item in self._scan_doc_items():
            if library is None or item.get("library", {}).get("S") == library:
                hashes[item["doc_id"]["S"]] = item["doc_hash"]["S"]
        return hashes

    def libraries(self) -> set[str]:
        """Every library the table holds a document of."""
        return {item["library"]["S"] for item in self._scan_doc_items() if "library" in item}

    def doc_chunk_counts(self, doc_ids: Iterable[str]) -> dict[str, int]:
        """chunk_count of each given document that has a record (one BatchGetItem per 100)."""
        ids = [DOC_PREFIX + doc_id for doc_id in dict.fromkeys(doc_ids)]
        return {item["doc_id"]["S"]: int(item["chunk_count"]["N"]) for item in self._get_items(ids)}

    def _scan_doc_items(self) -> Iterable[dict[str, Any]]:
        paginator = self.client.get_paginator("scan")
        try:
            for page in paginator.paginate(
                TableName=self.table,
                FilterExpression="begins_with(chunk_id, :prefix)",
                ExpressionAttributeValues={":prefix": {"S": DOC_PREFIX}},
                ProjectionExpression="doc_id, doc_hash, chunk_count, library",
            ):
                yield from page.get("Items", [])
        except (ClientError, BotoCoreError) as error:
            raise BackendUnavailable(f"the chunk table {self.table} failed: {error}") from error

    # --- writing (ingest) ----------------------------------------------------------------------

    def replace_documents(self, chunks_by_doc: dict[str, list[Chunk]], doc_hashes: dict[str, str]) -> int:
        """Write each document's chunks and its hash record; chunks a document no longer has
        (it shrank) are deleted. Returns the number of chunk records written."""
        previous = self.doc_chunk_counts(chunks_by_doc)
        puts: list[dict[str, Any]] = []
        deletes: list[str] = []
        for doc_id, chunks in chunks_by_doc.items():
            puts += [chunk_item(chunk) for chunk in chunks]
            puts.append(self._doc_item(doc_id, doc_hashes[doc_id], len(chunks), chunks[0].library if chunks else ""))
            deletes += [f"{doc_id}/{n}" for n in range(len(chunks), previous.get(doc_id, 0))]
        self._batch_write([{"PutRequest": {"Item": item}} for item in puts])
        self._batch_write([{"DeleteRequest": {"Key": {"chunk_id": {"S": cid}}}} for cid in deletes])
        return len(puts) - len(chunks_by_doc)

    def put_records(self, chunks_by_doc: dict[str, list[Chunk]]) -> int:
        """The documents' chunk records without their hash items (a batch of the ingest job writes
        those last); chunks a document no longer has (it shrank) are deleted. Returns the number of
        chunk records written."""
        previous = self.doc_chunk_counts(chunks_by_doc)
        puts = [{"PutRequest": {"Item": chunk_item(chunk)}} for chunks in chunks_by_doc.values() for chunk in chunks]
        deletes = [
            {"DeleteRequest": {"Key": {"chunk_id": {"S": f"{doc_id}/{n}"}}}}
            for doc_id, chunks in chunks_by_doc.items() for n in range(len(chunks), previous.get(doc_id, 0))
        ]
        self._batch_write(puts + deletes)
        return len(puts)

    def put_doc_hashes(self, documents: Iterable[tuple[str, str, int, str]]) -> None:
        """Hash items, each (doc_id, doc hash, chunk count, library): what the next ingest diffs against."""
        self._batch_write([
            {"PutRequest": {"Item": self._doc_item(doc_id, digest, chunk_count, library)}}
            for doc_id, digest, chunk_count, library in documents
        ])

    def delete_documents(self, doc_ids: Iterable[str]) -> None:
        doc_ids = list(dict.fromkeys(doc_ids))
        counts = self.doc_chunk_counts(doc_ids)
        keys = [f"{doc_id}/{n}" for doc_id in doc_ids for n in range(counts.get(doc_id, 0))]
        keys += [DOC_PREFIX + doc_id for doc_id in doc_ids]
        self._batch_write([{"DeleteRequest": {"Key": {"chunk_id": {"S": key}}}} for key in keys])

    @staticmethod
    def _doc_item(doc_id: str, doc_hash: str, chunk_count: int, library: str) -> dict[str, Any]:
        return {
            "chunk_id": {"S": DOC_PREFIX + doc_id},
            "doc_id": {"S": doc_id},
            "doc_hash": {"S": doc_hash},
            "chunk_count": {"N": str(chunk_count)},
            "library": {"S": library},
        }

    def _batch_write(self, requests: list[dict[str, Any]]) -> None:
        for start in range(0, len(requests), WRITE_BATCH):
            pending: dict[str, Any] = {self.table: requests[start : start + WRITE_BATCH]}
            for attempt in range(self.backoff.attempts + 1):
                try:
                    response = self.client.batch_write_item(RequestItems=pending)
                except (ClientError, BotoCoreError) as error:
                    raise BackendUnavailable(f"writing to the chunk table {self.table} failed: {error}") from error
                pending = response.get("UnprocessedItems") or {}
                if not pending:
                    break
                if attempt < self.backoff.attempts:
                    self.backoff.wait(attempt)
            else:
                left = len(pending.get(self.table, []))
                raise BackendUnavailable(
                    f"the chunk table {self.table} left {left} writes unprocessed after {self.backoff.attempts} retries"
                )
