"""A batch whose run failed after embedding resumes without embedding those texts again: the job
checkpoints the vectors next to the batch in S3 (moto) and the retry reads them back; the loopback
Bedrock fake counts the InvokeModel calls."""

from __future__ import annotations

import json

import boto3
import pytest
from botocore.config import Config

from dalil.embed.bedrock import TitanEmbedder
from dalil.errors import BackendUnavailable
from dalil.ingest.chunking import chunk_document
from dalil.ingest.cloud import CloudIngest
from dalil.ingest.pipeline import doc_hash
from dalil.models import Document
from dalil.stores.aws.dynamo_chunks import DynamoChunkStore
from dalil.stores.aws.opensearch_index import BulkReport
from support.bedrock_fake import BedrockFake
from support.moto_dynamodb import moto_dynamodb

BUCKET = "dalil-corpus"
KEY = "ingest/run-1/batch-0000.json"


class FlakyIndex:
    """The index side of a batch: the first bulk request fails as a timed-out node does."""

    def __init__(self) -> None:
        self.bulk_calls = 0
        self.indexed: list[str] = []

    def delete_documents(self, index, doc_ids) -> int:
        return 0

    def bulk_index(self, index, chunks, vectors) -> BulkReport:
        self.bulk_calls += 1
        if self.bulk_calls == 1:
            raise BackendUnavailable("OpenSearch bulk indexing failed: read timed out")
        self.indexed = [chunk.chunk_id for chunk in chunks]
        assert all(chunk.chunk_id in vectors for chunk in chunks)
        return BulkReport(index=index, indexed=len(chunks))


@pytest.fixture
def dynamodb(monkeypatch: pytest.MonkeyPatch):
    yield from moto_dynamodb(monkeypatch)


def batch_body() -> dict:
    documents = [
        {"doc_id": f"syn:03-{day:02d}#1", "library": "synaxarium", "domains": ["saints"], "title": f"تذكار {day}",
         "url": f"https://www.copticchurch.net/synaxarium/3_{day}.html?lang=ar#1",
         "text": " ".join(f"كلمة{day}{i}" for i in range(80)), "metadata": {"coptic_month": 3, "coptic_day": day}}
        for day in range(1, 6)
    ]
    return {"library": "synaxarium", "corpus_version": "v1", "documents": documents,
            "hashes": {d["doc_id"]: doc_hash(chunk_document(Document.model_validate(d), "v1")) for d in documents}}


def test_a_retried_batch_embeds_nothing_it_already_embedded(dynamodb):
    s3 = boto3.client("s3", region_name="us-east-1")
    s3.create_bucket(Bucket=BUCKET)
    s3.put_object(Bucket=BUCKET, Key=KEY, Body=json.dumps(batch_body(), ensure_ascii=False).encode())
    index = FlakyIndex()
    with BedrockFake(vectors="digest") as bedrock:
        client = boto3.client("bedrock-runtime", region_name="us-east-1", endpoint_url=bedrock.url,
                              config=Config(retries={"mode": "standard", "total_max_attempts": 1}))
        job = CloudIngest(s3, BUCKET, DynamoChunkStore(dynamodb, "dalil-chunks"), index, TitanEmbedder(client, 256))

        with pytest.raises(BackendUnavailable):
            job.run_batch(KEY, "build", "dalil-chunks-v1")
        first = len(bedrock.invocations)
        assert first > 0

        result = job.run_batch(KEY, "build", "dalil-chunks-v1")
        assert len(bedrock.invocations) == first, "the retry embedded again what the failed run embedded"
    assert result.ok and result.chunks == first and len(index.indexed) == first


def test_an_unreadable_checkpoint_is_ignored_and_the_batch_embeds_again(dynamodb):
    s3 = boto3.client("s3", region_name="us-east-1")
    s3.create_bucket(Bucket=BUCKET)
    s3.put_object(Bucket=BUCKET, Key=KEY, Body=json.dumps(batch_body(), ensure_ascii=False).encode())
    s3.put_object(Bucket=BUCKET, Key=f"{KEY}.vectors.npz", Body=b"not an npz file")
    index = FlakyIndex()
    index.bulk_calls = 1  # the index works at once
    with BedrockFake(vectors="digest") as bedrock:
        client = boto3.client("bedrock-runtime", region_name="us-east-1", endpoint_url=bedrock.url,
                              config=Config(retries={"mode": "standard", "total_max_attempts": 1}))
        job = CloudIngest(s3, BUCKET, DynamoChunkStore(dynamodb, "dalil-chunks"), index, TitanEmbedder(client, 256))
        result = job.run_batch(KEY, "build", "dalil-chunks-v1")
        assert result.ok and len(bedrock.invocations) == result.chunks == len(index.indexed)
