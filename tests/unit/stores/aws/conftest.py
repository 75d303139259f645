"""moto-backed DynamoDB tables with the key schemas of infra/stacks/data.py."""

from __future__ import annotations

import pytest

from support.moto_dynamodb import moto_dynamodb


@pytest.fixture
def dynamodb(monkeypatch: pytest.MonkeyPatch):
    """A low-level DynamoDB client (the stores' retry config) with the four tables created."""
    yield from moto_dynamodb(monkeypatch)


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

    lock = threading.RLock()  # re-entrant: moto's transaction applies its items through put/update_item
    for name in ("update_item", "put_item", "delete_item", "transact_write_items"):
        original = getattr(DynamoDBBackend, name)

        def atomic(self, *args, __original=original, **kwargs):
            with lock:
                return __original(self, *args, **kwargs)

        monkeypatch.setattr(DynamoDBBackend, name, atomic)
    return dynamodb
