"""The AWS data path end to end: `run_aws_ingest` (the cloud job's steps in process) of the bundled QA corpora into DynamoDB (moto)
and the real OpenSearch node, then the project's Retriever over them. Per question: one OpenSearch
HTTP request and one DynamoDB BatchGetItem."""

from __future__ import annotations

import uuid

import boto3
import pytest
from moto import mock_aws

from dalil.errors import BackendUnavailable, IngestError
from dalil.ingest.cloud import run_aws_ingest
from dalil.retrieval.retriever import Retriever
from dalil.settings import Settings
from dalil.stores.aws.clients import DYNAMODB_CONFIG, opensearch_client
from dalil.stores.aws.dynamo_chunks import DynamoChunkStore
from dalil.stores.aws.opensearch_search import OpenSearchCandidateSearch

pytestmark = pytest.mark.opensearch
SOURCES = [("xquad", None), ("arcd", None)]


@pytest.fixture
def aws_path(opensearch_url: str, monkeypatch: pytest.MonkeyPatch, embedder):
    for name, value in {"AWS_ACCESS_KEY_ID": "testing", "AWS_SECRET_ACCESS_KEY": "testing", "AWS_DEFAULT_REGION": "eu-west-1"}.items():
        monkeypatch.setenv(name, value)
    settings = Settings(backend="aws", opensearch_url=opensearch_url, opensearch_index=f"dalil-e2e-{uuid.uuid4().hex[:10]}",
                        embedder="hashing", libraries=("arcd", "xquad"))
    with mock_aws():
        dynamodb = boto3.client("dynamodb", config=DYNAMODB_CONFIG)
        dynamodb.create_table(TableName=settings.chunk_table, KeySchema=[{"AttributeName": "chunk_id", "KeyType": "HASH"}],
                              AttributeDefinitions=[{"AttributeName": "chunk_id", "AttributeType": "S"}], BillingMode="PAY_PER_REQUEST")
        chunks = DynamoChunkStore(dynamodb, settings.chunk_table)
        yield settings, dynamodb, chunks
    opensearch_client(settings).indices.delete(index=f"{settings.opensearch_index}-v*", ignore_unavailable=True)


def test_ingest_then_retrieve_with_one_round_trip_each(aws_path, counting_client, embedder):
    settings, dynamodb, chunks = aws_path
    report = run_aws_ingest(settings, embedder, SOURCES, chunk_store=chunks)
    total = sum(lib.chunks for lib in report.libraries)
    assert report.rebuilt and total > 600 and all(lib.added == lib.documents for lib in report.libraries)
    assert opensearch_client(settings).count(index=settings.opensearch_index)["count"] == total

    again = run_aws_ingest(settings, embedder, SOURCES, chunk_store=chunks)  # same input
    assert not again.rebuilt and all(lib.unchanged == lib.documents and lib.chunks_written == 0 for lib in again.libraries)

    batch_gets: list[int] = []
    dynamodb.meta.events.register("before-call.dynamodb.BatchGetItem", lambda **_: batch_gets.append(1))
    search = OpenSearchCandidateSearch(counting_client, settings.opensearch_index)
    retriever = Retriever(settings, search, chunks, embedder)
    # The store's vocabulary (how a Franco or colloquial question is read) is read once per container,
    # not per question: its reads are counted apart, then every question costs one round trip each.
    assert len(chunks.surface_vocabulary()) > 0 and batch_gets
    batch_gets.clear()
    sent_before = len(counting_client.sent)
    result = retriever.retrieve("ما هي عاصمة النورمان؟", top_k=5)
    assert counting_client.sent[sent_before:] == ["POST /_msearch"]
    assert len(batch_gets) == 1
    assert result.candidates and all(c.chunk is not None for c in result.candidates)
    assert {c.chunk.library for c in result.candidates} <= {"arcd", "xquad"}
    assert result.trace.invariant_failures == []


def test_a_missing_record_is_an_invariant_failure_never_evidence(aws_path, embedder):
    settings, dynamodb, chunks = aws_path
    run_aws_ingest(settings, embedder, [("xquad", None)], chunk_store=chunks)
    retriever = Retriever(settings, OpenSearchCandidateSearch(opensearch_client(settings), settings.opensearch_index), chunks, embedder)
    first = retriever.retrieve("النورمان", top_k=3).candidates[0]
    dynamodb.delete_item(TableName=settings.chunk_table, Key={"chunk_id": {"S": first.chunk_id}})
    result = retriever.retrieve("النورمان", top_k=3)
    assert first.chunk_id not in [c.chunk_id for c in result.candidates]
    assert f"missing_record:{first.chunk_id}" in result.trace.invariant_failures


class RefusingEmbedder:
    """The same model, but every call fails as an unreachable embedding service does."""

    def __init__(self, inner) -> None:
        self.model_id, self.dim = inner.model_id, inner.dim

    def embed_documents(self, texts):  # noqa: ANN001, ANN201
        raise BackendUnavailable("embedding service unreachable")


def test_a_failed_rebuild_fails_the_run_and_leaves_the_live_index(aws_path, embedder):
    settings, dynamodb, chunks = aws_path
    run_aws_ingest(settings, embedder, [("xquad", None)], chunk_store=chunks)
    client = opensearch_client(settings)
    live = set(client.indices.get_alias(name=settings.opensearch_index))
    count = client.count(index=settings.opensearch_index)["count"]
    with pytest.raises(IngestError, match=r"batches failed \(first: .*BackendUnavailable: embedding service unreachable.*new index was dropped"):
        run_aws_ingest(settings, RefusingEmbedder(embedder), [("xquad", None)], rebuild=True, chunk_store=chunks)
    assert set(client.indices.get(index=f"{settings.opensearch_index}-v*")) == live  # the new build was dropped
    assert set(client.indices.get_alias(name=settings.opensearch_index)) == live
    assert client.count(index=settings.opensearch_index)["count"] == count
