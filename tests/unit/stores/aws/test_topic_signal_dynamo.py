"""The topic signal on the AWS chunk table (DynamoChunkStore on moto): verse ranges resolve to
chunk ids through BatchGetItem with the same records the embedded store holds, so OpenSearch needs
no topic field; a chapter is read once per process."""

from __future__ import annotations

from dalil.ingest.bundled import bundled_chunks
from dalil.retrieval.topics import TopicSignal
from dalil.stores.aws.dynamo_chunks import DynamoChunkStore

TABLE = "dalil-chunks"


def test_a_topic_resolves_through_the_chunk_table_and_each_chapter_is_read_once(dynamodb) -> None:
    wanted = {"svd:Gal.5", "svd:Jhn.14", "svd:Psa.23"}
    by_doc: dict[str, list] = {}
    for chunk in bundled_chunks():
        if chunk.doc_id in wanted:
            by_doc.setdefault(chunk.doc_id, []).append(chunk)
    store = DynamoChunkStore(dynamodb, TABLE)
    store.replace_documents(by_doc, {doc_id: f"hash-{doc_id}" for doc_id in by_doc})
    calls: list[str] = []
    dynamodb.meta.events.register("before-call.dynamodb.BatchGetItem", lambda **_: calls.append("get"))

    signal = TopicSignal(store)
    matches, ranked = signal.search("ما هي ثمار الروح؟", limit=1, min_score=0.0)
    assert matches[0].topic.topic_id == "fruit-spirit"
    first = by_doc["svd:Gal.5"][[c.chunk_id for c in by_doc["svd:Gal.5"]].index(ranked[0][0])]
    assert first.metadata["verse_start"] <= 22 <= first.metadata["verse_end"]
    read = len(calls)
    assert read >= 1
    signal.search("ثمر الروح القدس", limit=1, min_score=0.0)
    assert len(calls) == read  # the chapter's chunk ids are kept for the process

    _, psalm = signal.search("الرب راعي فلا يعوزني شيء", limit=1, min_score=0.0)
    assert {chunk_id for chunk_id, _ in psalm} == {c.chunk_id for c in by_doc["svd:Psa.23"]}
    _, absent = signal.search("ما هو التجلي؟", limit=1, min_score=0.0)  # Matthew 17 is not in this table
    assert absent == []
