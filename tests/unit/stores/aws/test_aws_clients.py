"""Client wiring from settings: plain HTTP for the local node, SigV4 for Amazon OpenSearch Service,
boto3's standard endpoint variables, and the AWS services behind `DALIL_BACKEND=aws`."""

from __future__ import annotations

import pytest
from opensearchpy import RequestsAWSV4SignerAuth, RequestsHttpConnection

from dalil.errors import StoreError
from dalil.settings import Settings
from dalil.stores.aws.clients import aws_service_of, dynamodb_client, opensearch_client, reset_clients


@pytest.mark.parametrize(
    ("host", "expected"),
    [
        ("search-dalil-abc123.eu-west-1.es.amazonaws.com", ("es", "eu-west-1")),
        ("vpc-dalil-x.us-east-1.es.amazonaws.com", ("es", "us-east-1")),
        ("abc123.us-west-2.aoss.amazonaws.com", ("aoss", "us-west-2")),
        ("127.0.0.1", None),
        ("opensearch.example.com", None),
        ("es.amazonaws.com.evil.example", None),
    ],
)
def test_amazon_endpoints_are_recognised(host, expected):
    assert aws_service_of(host) == expected


def test_local_node_gets_plain_http_without_auth():
    client = opensearch_client(Settings(opensearch_url="http://127.0.0.1:9200"))
    connection = client.transport.connection_pool.connections[0]
    assert connection.host == "http://127.0.0.1:9200"
    assert "authorization" not in {k.lower() for k in connection.headers}
    assert not isinstance(connection, RequestsHttpConnection)


def test_amazon_domain_gets_sigv4(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("AWS_ACCESS_KEY_ID", "AKIDEXAMPLE")
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "secret")
    client = opensearch_client(Settings(opensearch_url="https://search-dalil-abc.eu-west-1.es.amazonaws.com"))
    connection = client.transport.connection_pool.connections[0]
    assert isinstance(connection, RequestsHttpConnection)
    auth = connection.session.auth
    assert isinstance(auth, RequestsAWSV4SignerAuth)
    assert (auth.signer.region, auth.signer.service) == ("eu-west-1", "es")


@pytest.mark.parametrize("url", [None, "", "ftp://host", "localhost:9200"])
def test_missing_or_malformed_url_is_a_clear_error(url):
    with pytest.raises(StoreError, match="DALIL_OPENSEARCH_URL"):
        opensearch_client(Settings(opensearch_url=url))


def test_boto3_honours_the_standard_endpoint_variable(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("AWS_DEFAULT_REGION", "eu-west-1")
    monkeypatch.setenv("AWS_ENDPOINT_URL_DYNAMODB", "http://127.0.0.1:8000")
    reset_clients()
    try:
        assert dynamodb_client().meta.endpoint_url == "http://127.0.0.1:8000"
    finally:
        reset_clients()


def test_aws_backend_wires_every_store(dynamodb, monkeypatch: pytest.MonkeyPatch):
    from dalil.stores.aws.dynamo_capacity import DynamoCapacityStore
    from dalil.stores.aws.dynamo_chunks import DynamoChunkStore
    from dalil.stores.aws.opensearch_search import OpenSearchCandidateSearch
    from dalil.stores.factory import build_services, reset_services

    reset_clients()
    reset_services()
    settings = Settings(backend="aws", embedder="hashing", opensearch_url="http://127.0.0.1:9", capacity_per_minute=3)
    try:
        services = build_services(settings)
        assert isinstance(services.search, OpenSearchCandidateSearch)
        assert isinstance(services.chunks, DynamoChunkStore)
        assert isinstance(services.capacity, DynamoCapacityStore) and services.capacity.per_minute == 3
        assert services.chunks.get_many(["svd:Jhn.3/0"]) == {}  # reaches the (moto) table
        services.feedback.record_message("m1", None, "q", [], "search")
        assert services.feedback.has_message("m1")
    finally:
        reset_services()
        reset_clients()
