"""Bulk requests are split by encoded bytes, not by a count of chunks, against a loopback HTTP
server that answers `_bulk` as OpenSearch does and records each body as the client sent it (gzip)."""

from __future__ import annotations

import gzip
import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import numpy as np
import pytest
from opensearchpy import OpenSearch

from dalil.errors import StoreError
from dalil.models import Chunk
from dalil.stores.aws.opensearch_index import BULK_MAX_BYTES, OpenSearchChunkIndex

DIM = 1024
INDEX = "dalil-chunks-v1"


class BulkServer:
    """Answers every `_bulk` item 201 and every other call `{}`; keeps (gzip bytes, plain bytes)."""

    def __init__(self) -> None:
        self.bulk_bodies: list[tuple[bytes, bytes]] = []

    def __enter__(self) -> BulkServer:
        server = self

        class Handler(BaseHTTPRequestHandler):
            def _answer(self) -> None:
                raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                answer: dict[str, Any] = {}
                if self.path.split("?")[0].endswith("/_bulk"):
                    plain = gzip.decompress(raw) if self.headers.get("Content-Encoding") == "gzip" else raw
                    server.bulk_bodies.append((raw, plain))
                    lines = plain.decode().splitlines()
                    items = [
                        {"index": {"_index": INDEX, "_id": json.loads(line)["index"]["_id"], "status": 201}}
                        for line in lines[0::2]
                    ]
                    answer = {"took": 1, "errors": False, "items": items}
                body = json.dumps(answer).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            do_POST = do_PUT = do_GET = _answer

            def log_message(self, *args: Any) -> None:
                pass

        self.http = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self.http.serve_forever, daemon=True).start()
        return self

    def client(self) -> OpenSearch:
        # compressed as the Lambda's client is (dalil.stores.aws.clients): the gzip body is what is sent
        return OpenSearch(hosts=[{"host": "127.0.0.1", "port": self.http.server_address[1]}], http_compress=True)

    def __exit__(self, *exc: Any) -> None:
        self.http.shutdown()
        self.http.server_close()


@pytest.fixture
def bulk_server() -> Iterator[BulkServer]:
    with BulkServer() as server:
        yield server


def make_chunk(doc: int, n: int, words: int) -> Chunk:
    doc_id = f"syn:03-{doc:02d}#1"
    return Chunk(
        chunk_id=f"{doc_id}/{n}", doc_id=doc_id, n=n, library="synaxarium", domains=["saints"],
        title=f"تذكار {doc}", url=f"https://example.org/{doc}",
        text=" ".join(f"كلمة{(doc * 7 + n * 13 + i) % 997}" for i in range(words)),
        search_text="نص", content_hash=f"h{doc}-{n}", corpus_version="v1", metadata={"coptic_month": 3},
    )


def vectors_for(chunks: list[Chunk]) -> dict[str, np.ndarray]:
    rng = np.random.default_rng(7)
    return {chunk.chunk_id: rng.standard_normal(DIM).astype(np.float32) for chunk in chunks}


def test_requests_are_split_by_bytes_and_every_chunk_is_sent_once(bulk_server: BulkServer):
    limit = 256 * 1024
    chunks = [make_chunk(doc, n, words=40 + 30 * (n % 5)) for doc in range(12) for n in range(10)]
    index = OpenSearchChunkIndex(bulk_server.client(), "dalil-chunks", "fake", DIM, bulk_max_bytes=limit)

    report = index.bulk_index(INDEX, chunks, vectors_for(chunks))

    assert report.ok and report.indexed == len(chunks)
    sizes = [len(plain) for _, plain in bulk_server.bulk_bodies]
    assert len(sizes) > 1, "120 chunks of ~20 KB each cannot fit one 256 KiB request"
    assert all(size <= limit for size in sizes)
    assert all(len(compressed) <= limit for compressed, _ in bulk_server.bulk_bodies)
    # each request was filled: adding the next request's first item would have crossed the limit
    first_item = [len(plain.split(b"\n", 2)[0]) + len(plain.split(b"\n", 2)[1]) + 2 for _, plain in bulk_server.bulk_bodies]
    assert all(size + first_item[i + 1] > limit for i, size in enumerate(sizes[:-1]))
    sent = [json.loads(line)["index"]["_id"] for _, plain in bulk_server.bulk_bodies for line in plain.decode().splitlines()[0::2]]
    assert sorted(sent) == sorted(chunk.chunk_id for chunk in chunks)


def test_a_chunk_count_is_no_limit(bulk_server: BulkServer):
    """Small chunks go in one request whatever their number (the old split was every 500)."""
    chunks = [make_chunk(doc, n, words=3) for doc in range(60) for n in range(10)]
    index = OpenSearchChunkIndex(bulk_server.client(), "dalil-chunks", "fake", 8)
    vectors = {chunk.chunk_id: np.ones(8, dtype=np.float32) for chunk in chunks}

    report = index.bulk_index(INDEX, chunks, vectors)

    assert report.indexed == 600 and len(bulk_server.bulk_bodies) == 1
    assert len(bulk_server.bulk_bodies[0][1]) <= BULK_MAX_BYTES


def test_an_oversized_chunk_is_refused_by_name_before_anything_is_sent(bulk_server: BulkServer):
    chunks = [make_chunk(1, 0, words=20), make_chunk(1, 1, words=20_000), make_chunk(1, 2, words=20)]
    index = OpenSearchChunkIndex(bulk_server.client(), "dalil-chunks", "fake", DIM, bulk_max_bytes=128 * 1024)

    with pytest.raises(StoreError, match=r"syn:03-01#1/1 encodes to \d+ bytes"):
        index.bulk_index(INDEX, chunks, vectors_for(chunks))
    assert bulk_server.bulk_bodies == []
