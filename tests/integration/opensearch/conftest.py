"""A real OpenSearch node (scripts/opensearch-node) and real corpus chunks for the integration tests.

The node's URL comes from DALIL_OPENSEARCH_URL. Without it the tests FAIL (never skip): start the
node with `scripts/opensearch-node start` and export the URL it prints."""

from __future__ import annotations

import itertools
import uuid
from pathlib import Path

import numpy as np
import pytest
from opensearchpy import Urllib3HttpConnection

from dalil.embed.hashing import HashingEmbedder
from dalil.ingest.chunking import chunk_document
from dalil.ingest.pipeline import embedding_text
from dalil.ingest.sources import get_source
from dalil.models import Chunk
from dalil.settings import Settings
from dalil.stores.aws.clients import opensearch_client
from dalil.stores.aws.opensearch_index import OpenSearchChunkIndex


class CountingConnection(Urllib3HttpConnection):
    """The real urllib3 connection, counting every HTTP request it sends."""

    requests: list[str] = []

    def perform_request(self, method, url, *args, **kwargs):
        CountingConnection.requests.append(f"{method} {url}")
        return super().perform_request(method, url, *args, **kwargs)


@pytest.fixture
def settings(opensearch_url: str) -> Settings:
    return Settings(opensearch_url=opensearch_url, opensearch_index=f"dalil-test-{uuid.uuid4().hex[:10]}", embedder="hashing")


@pytest.fixture
def client(settings: Settings):
    client = opensearch_client(settings, timeout_s=60)
    yield client
    client.indices.delete(index=f"{settings.opensearch_index}-v*", ignore_unavailable=True)


@pytest.fixture
def counting_client(built: Settings):
    """A client of the shared index whose HTTP requests are recorded in `client.sent`."""
    CountingConnection.requests = []
    client = opensearch_client(built, connection_class=CountingConnection)
    client.sent = CountingConnection.requests
    return client


@pytest.fixture(scope="session")
def embedder() -> HashingEmbedder:
    return HashingEmbedder()


def _chunks(source: str, path: Path | None, documents: int) -> list[Chunk]:
    adapter = get_source(source)
    path = path or adapter.default_path()
    version = adapter.version(path)
    return [chunk for doc in itertools.islice(adapter.load(path), documents) for chunk in chunk_document(doc, version)]


@pytest.fixture(scope="session")
def corpus(shared_data: Path) -> list[Chunk]:
    """Real chunks: the first 40 Bible chapters of the bundled demo corpus, the first 80 days of
    the Synaxarium and 20 liturgy sections from the team's data folder."""
    chunks = _chunks("bible", None, 40)
    chunks += _chunks("synaxarium", shared_data / "coptic_synaxarium_ar", 80)
    chunks += _chunks("liturgy", shared_data / "coptic_liturgical_ar", 20)
    return chunks


@pytest.fixture(scope="session")
def vectors(corpus: list[Chunk], embedder: HashingEmbedder) -> dict[str, np.ndarray]:
    matrix = embedder.embed_documents([embedding_text(chunk) for chunk in corpus])
    return dict(zip((chunk.chunk_id for chunk in corpus), matrix, strict=True))


@pytest.fixture(scope="session")
def built(opensearch_url: str, corpus, vectors, embedder) -> Settings:
    """The corpus indexed once behind its own alias, for the read-only tests; removed at the end."""
    settings = Settings(opensearch_url=opensearch_url, opensearch_index=f"dalil-read-{uuid.uuid4().hex[:10]}", embedder="hashing")
    client = opensearch_client(settings, timeout_s=120)
    index = OpenSearchChunkIndex(client, settings.opensearch_index, embedder.model_id, embedder.dim)
    report = index.rebuild(corpus, vectors)
    assert report.ok and report.indexed == len(corpus)
    yield settings
    client.indices.delete(index=f"{settings.opensearch_index}-v*", ignore_unavailable=True)
