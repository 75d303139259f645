"""moto-backed DynamoDB tables with the key schemas of infra/stacks/data.py."""

from __future__ import annotations

import boto3
import pytest
from moto import mock_aws

from dalil.stores.aws.clients import DYNAMODB_CONFIG

REGION = "eu-west-1"
TABLES = {
    "dalil-chunks": [("chunk_id", "HASH")],
    "dalil-capacity": [("pk", "HASH")],
    "dalil-feedback": [("pk", "HASH"), ("sk", "RANGE")],
    "dalil-conversations": [("conversation_id", "HASH")],
}


@pytest.fixture
def dynamodb(monkeypatch: pytest.MonkeyPatch):
    """A low-level DynamoDB client (the stores' retry config) with the four tables created."""
    for name, value in {
        "AWS_ACCESS_KEY_ID": "testing", "AWS_SECRET_ACCESS_KEY": "testing", "AWS_DEFAULT_REGION": REGION,
    }.items():
        monkeypatch.setenv(name, value)
    for name in ("AWS_PROFILE", "AWS_ENDPOINT_URL", "AWS_ENDPOINT_URL_DYNAMODB"):
        monkeypatch.delenv(name, raising=False)
    with mock_aws():
        client = boto3.client("dynamodb", region_name=REGION, config=DYNAMODB_CONFIG)
        for table, keys in TABLES.items():
            client.create_table(
                TableName=table,
                KeySchema=[{"AttributeName": name, "KeyType": kind} for name, kind in keys],
                AttributeDefinitions=[{"AttributeName": name, "AttributeType": "S"} for name, _ in keys],
                BillingMode="PAY_PER_REQUEST",
            )
        yield client



@pytest.fixture
def atomic_dynamodb(dynamodb, monkeypatch: pytest.MonkeyPatch):
    """The moto tables, with each item write applied atomically as DynamoDB applies it.

    In-process moto evaluates a condition and applies the update in separate Python steps, so 50
    threads can interleave inside one `UpdateItem` and break a guarantee DynamoDB gives (a
    conditional write is atomic per item). One lock around moto's write operations restores that
    guarantee; the 50 clients still race through botocore, the condition and the limit are still
    evaluated by moto."""
    import threading

    from moto.dynamodb.models import DynamoDBBackend

    lock = threading.Lock()
    for name in ("update_item", "put_item", "delete_item", "transact_write_items"):
        original = getattr(DynamoDBBackend, name)

        def atomic(self, *args, __original=original, **kwargs):
            with lock:
                return __original(self, *args, **kwargs)

        monkeypatch.setattr(DynamoDBBackend, name, atomic)
    return dynamodb
