"""DynamoChunkStore on moto: round trips, UnprocessedKeys, throttling, missing records, idempotent loads."""

from __future__ import annotations

import json

import pytest
from botocore.exceptions import ClientError

from dalil.errors import BackendUnavailable
from dalil.models import Chunk
from dalil.stores.aws.dynamo_chunks import Backoff, DynamoChunkStore
from dalil.stores.protocols import ChunkStore

TABLE = "dalil-chunks"


def make_chunk(doc: int, n: int, text: str = "نص") -> Chunk:
    doc_id = f"syn:03-{doc:02d}#1"
    return Chunk(
        chunk_id=f"{doc_id}/{n}", doc_id=doc_id, n=n, library="synaxarium", domains=["saints"],
        title=f"تذكار {doc}", url=f"https://example.org/{doc}", text=f"{text} {doc} {n}",
        search_text=f"نص {doc} {n}", content_hash=f"h{doc}-{n}", corpus_version="v1",
        metadata={"coptic_month": 3, "coptic_day": doc, "ratio": 0.25, "labels": ["a", "b"]},
    )


def load(store: DynamoChunkStore, docs: int, per_doc: int) -> list[Chunk]:
    by_doc = {f"syn:03-{d:02d}#1": [make_chunk(d, n) for n in range(per_doc)] for d in range(docs)}
    store.replace_documents(by_doc, {doc_id: f"hash-{doc_id}" for doc_id in by_doc})
    return [c for chunks in by_doc.values() for c in chunks]


class Calls:
    """Counts API calls on the client (botocore's before-call event, one per API request)."""

    def __init__(self, client, operation: str) -> None:
        self.count = 0
        client.meta.events.register(f"before-call.dynamodb.{operation}", self._seen)

    def _seen(self, **_kwargs) -> None:
        self.count += 1


def no_sleep(_s: float) -> None:
    pass


def test_round_trip_keeps_every_field(dynamodb):
    store = DynamoChunkStore(dynamodb, TABLE)
    assert isinstance(store, ChunkStore)
    chunks = load(store, docs=2, per_doc=2)
    got = store.get_many([c.chunk_id for c in chunks])
    assert got == {c.chunk_id: c for c in chunks}
    assert got[chunks[0].chunk_id].metadata == {"coptic_month": 3, "coptic_day": 0, "ratio": 0.25, "labels": ["a", "b"]}


def test_one_batch_get_per_hundred_ids(dynamodb):
    store = DynamoChunkStore(dynamodb, TABLE)
    chunks = load(store, docs=25, per_doc=10)  # 250 records
    calls = Calls(dynamodb, "BatchGetItem")
    ids = [c.chunk_id for c in chunks]
    assert len(store.get_many(ids[:10])) == 10
    assert calls.count == 1
    assert len(store.get_many(ids[:100])) == 100
    assert calls.count == 2
    assert len(store.get_many(ids + ids[:5])) == 250  # duplicates asked once
    assert calls.count == 2 + 3


def test_missing_record_is_absent_not_an_error(dynamodb):
    store = DynamoChunkStore(dynamodb, TABLE)
    chunks = load(store, docs=1, per_doc=2)
    got = store.get_many([chunks[0].chunk_id, "syn:13-05#9/0", chunks[1].chunk_id])
    assert sorted(got) == sorted(c.chunk_id for c in chunks)
    assert store.get_many([]) == {}


def test_unprocessed_keys_are_asked_again(dynamodb):
    """The first response leaves half the keys unprocessed (as DynamoDB does under load)."""
    store = DynamoChunkStore(dynamodb, TABLE, backoff=Backoff(sleep=no_sleep))
    chunks = load(store, docs=2, per_doc=5)
    requests: list[int] = []

    def hold_back_half(parsed, model, **_kwargs):
        if model.name != "BatchGetItem":
            return
        items = parsed["Responses"][TABLE]
        requests.append(len(items))
        if len(requests) == 1:
            keep, back = items[: len(items) // 2], items[len(items) // 2 :]
            parsed["Responses"][TABLE] = keep
            parsed["UnprocessedKeys"] = {TABLE: {"Keys": [{"chunk_id": item["chunk_id"]} for item in back]}}

    dynamodb.meta.events.register("after-call.dynamodb.BatchGetItem", hold_back_half)
    got = store.get_many([c.chunk_id for c in chunks])
    assert sorted(got) == sorted(c.chunk_id for c in chunks)
    assert requests == [10, 5]


def test_unprocessed_keys_that_never_clear_become_backend_unavailable(dynamodb):
    store = DynamoChunkStore(dynamodb, TABLE, backoff=Backoff(attempts=3, sleep=no_sleep))
    chunks = load(store, docs=1, per_doc=2)

    def hold_back_all(parsed, model, **_kwargs):
        parsed["UnprocessedKeys"] = {TABLE: {"Keys": [{"chunk_id": i["chunk_id"]} for i in parsed["Responses"][TABLE]]}}
        parsed["Responses"][TABLE] = []

    dynamodb.meta.events.register("after-call.dynamodb.BatchGetItem", hold_back_all)
    with pytest.raises(BackendUnavailable, match="unprocessed after 3 retries"):
        store.get_many([c.chunk_id for c in chunks])


def test_throttling_is_retried_by_the_client(dynamodb):
    """Two ProvisionedThroughputExceededException responses, then success: botocore's standard
    retry mode (the stores' client config) retries them with backoff."""
    store = DynamoChunkStore(dynamodb, TABLE)
    chunks = load(store, docs=1, per_doc=3)
    throttled = {"left": 2, "sent": 0}

    def throttle(request, **_kwargs):
        throttled["sent"] += 1
        if throttled["left"] > 0:
            throttled["left"] -= 1
            from botocore.awsrequest import AWSResponse

            body = json.dumps({"__type": "com.amazonaws.dynamodb.v20120810#ProvisionedThroughputExceededException",
                               "message": "Rate of requests exceeds the allowed throughput."}).encode()

            class Raw:
                def stream(self, **_):
                    yield body

            return AWSResponse(request.url, 400, {"x-amzn-ErrorType": "ProvisionedThroughputExceededException"}, Raw())
        return None

    dynamodb.meta.events.register_first("before-send.dynamodb.BatchGetItem", throttle)
    got = store.get_many([c.chunk_id for c in chunks])
    assert len(got) == 3
    assert throttled == {"left": 0, "sent": 3}


def test_throttling_beyond_the_retry_budget_is_backend_unavailable(dynamodb):
    store = DynamoChunkStore(dynamodb, TABLE)

    def always_throttle(**_kwargs):
        raise ClientError({"Error": {"Code": "ProvisionedThroughputExceededException", "Message": "slow down"}}, "BatchGetItem")

    dynamodb.meta.events.register_first("before-call.dynamodb.BatchGetItem", always_throttle)
    with pytest.raises(BackendUnavailable, match="ProvisionedThroughputExceeded"):
        store.get_many(["svd:Jhn.3/0"])


def test_unprocessed_writes_are_sent_again(dynamodb):
    """DynamoDB takes only the first three writes of the first batch and returns the rest as
    UnprocessedItems (the request is cut before it is sent, the response says what was left)."""
    store = DynamoChunkStore(dynamodb, TABLE, backoff=Backoff(sleep=no_sleep))
    sent: list[int] = []
    held_back: list[dict] = []

    def accept_three(params, **_kwargs):
        requests = params["RequestItems"][TABLE]
        sent.append(len(requests))
        if len(sent) == 1:
            held_back.extend(requests[3:])
            params["RequestItems"][TABLE] = requests[:3]

    def report_unprocessed(parsed, **_kwargs):
        if held_back:
            parsed["UnprocessedItems"] = {TABLE: list(held_back)}
            held_back.clear()

    dynamodb.meta.events.register("provide-client-params.dynamodb.BatchWriteItem", accept_three)
    dynamodb.meta.events.register("after-call.dynamodb.BatchWriteItem", report_unprocessed)
    chunks = load(store, docs=1, per_doc=5)  # 5 chunks + 1 doc item
    assert sent == [6, 3]
    assert len(store.get_many([c.chunk_id for c in chunks])) == 5
    assert store.doc_hashes() == {"syn:03-00#1": "hash-syn:03-00#1"}


def test_load_is_idempotent_and_a_shrunk_document_leaves_no_orphans(dynamodb):
    store = DynamoChunkStore(dynamodb, TABLE)
    load(store, docs=2, per_doc=4)
    load(store, docs=2, per_doc=4)  # same input again
    scan = dynamodb.scan(TableName=TABLE, Select="COUNT")
    assert scan["Count"] == 2 * 4 + 2
    assert store.doc_hashes() == {"syn:03-00#1": "hash-syn:03-00#1", "syn:03-01#1": "hash-syn:03-01#1"}
    assert store.doc_hashes("bible") == {}

    doc_id = "syn:03-00#1"
    store.replace_documents({doc_id: [make_chunk(0, 0, "جديد"), make_chunk(0, 1, "جديد")]}, {doc_id: "new"})
    assert sorted(store.get_many([f"{doc_id}/{n}" for n in range(4)])) == [f"{doc_id}/0", f"{doc_id}/1"]
    assert store.doc_hashes()[doc_id] == "new"

    store.delete_documents([doc_id])
    assert store.get_many([f"{doc_id}/0", f"{doc_id}/1"]) == {}
    assert doc_id not in store.doc_hashes()
    assert dynamodb.scan(TableName=TABLE, Select="COUNT")["Count"] == 4 + 1
