"""moto DynamoDB with the tables (and key schemas) of infra/stacks/data.py, for the store tests and
the store contracts alike."""

from __future__ import annotations

from collections.abc import Iterator

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


def moto_dynamodb(monkeypatch: pytest.MonkeyPatch) -> Iterator[object]:
    """A low-level DynamoDB client (the stores' retry config) with every table created; nothing
    reaches AWS (credentials are fake, endpoint overrides and profiles are cleared)."""
    for name, value in {"AWS_ACCESS_KEY_ID": "testing", "AWS_SECRET_ACCESS_KEY": "testing", "AWS_DEFAULT_REGION": REGION}.items():
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
