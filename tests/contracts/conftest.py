"""Backends for the store contracts: each contract runs once per backend (SQLite; DynamoDB on moto;
OpenSearch on the real node), so the two implementations of a protocol cannot drift."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from support.moto_dynamodb import moto_dynamodb


@pytest.fixture
def dynamodb(monkeypatch: pytest.MonkeyPatch) -> Iterator[object]:
    yield from moto_dynamodb(monkeypatch)


@pytest.fixture
def sqlite_store(tmp_path: Path):
    from dalil.embed.hashing import HashingEmbedder
    from dalil.settings import Settings
    from dalil.stores.sqlite.store import open_store

    store = open_store(tmp_path / "contract.sqlite", embedder=HashingEmbedder(dim=64), create=True,
                       settings=Settings(store_question_text=True))
    yield store
    store.close()


@pytest.fixture
def opensearch_alias(opensearch_url: str) -> Iterator[str]:
    from dalil.settings import Settings
    from dalil.stores.aws.clients import opensearch_client

    alias = f"dalil-contract-{uuid.uuid4().hex[:10]}"
    yield alias
    client = opensearch_client(Settings(opensearch_url=opensearch_url), timeout_s=60)
    client.indices.delete(index=f"{alias}-v*", ignore_unavailable=True)
