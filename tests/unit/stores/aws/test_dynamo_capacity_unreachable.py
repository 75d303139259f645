"""A capacity table that does not answer (nothing listens on the endpoint): botocore's connection
error stops at the store as `BackendUnavailable` (the edge answers 503), and a release that cannot
reach the table does not fail the request."""

from __future__ import annotations

import socket

import boto3
import pytest
from botocore.config import Config

from dalil.errors import BackendUnavailable
from dalil.stores.aws.dynamo_capacity import DynamoCapacityStore


@pytest.fixture
def store() -> DynamoCapacityStore:
    with socket.socket() as probe:  # a loopback port nothing listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    client = boto3.client(
        "dynamodb", endpoint_url=f"http://127.0.0.1:{port}", region_name="eu-west-1",
        aws_access_key_id="testing", aws_secret_access_key="testing",
        config=Config(connect_timeout=1, read_timeout=1, retries={"max_attempts": 1, "mode": "standard"}),
    )
    return DynamoCapacityStore(client, "dalil-capacity", per_minute=5, per_day=100)


def test_reserve_on_an_unreachable_table_is_backend_unavailable(store: DynamoCapacityStore) -> None:
    with pytest.raises(BackendUnavailable, match="capacity table dalil-capacity"):
        store.reserve("r1", "gemini", "m", tokens=10, now=1_000_000.0)


def test_reconcile_and_retry_hints_on_an_unreachable_table_are_backend_unavailable(store: DynamoCapacityStore) -> None:
    with pytest.raises(BackendUnavailable):
        store.reconcile("r1", "gemini", "m", used_tokens=10, succeeded=True, now=1_000_000.0)
    with pytest.raises(BackendUnavailable):
        store.retry_after_s("gemini", "m", now=1_000_000.0)
    with pytest.raises(BackendUnavailable):
        store.day_usage("gemini", "m", now=1_000_000.0)


def test_a_release_that_cannot_reach_the_table_does_not_fail_the_request(store: DynamoCapacityStore) -> None:
    store.reconcile("r1", "gemini", "m", used_tokens=0, succeeded=False, now=1_000_000.0)
