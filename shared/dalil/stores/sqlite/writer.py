"""Transactional writes: a document's chunks, FTS rows, vectors and hash change together or not at
all, so the indexes never hold an orphan that the chunk store cannot hydrate."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from typing import Any

import numpy as np

from dalil.errors import StoreError
from dalil.models import Chunk
from dalil.stores.sqlite import schema
from dalil.stores.sqlite.database import Database
from dalil.stores.sqlite.lexical import INSERT_FTS, fts_row
from dalil.stores.sqlite.vectors import encode_vector

_METADATA_COLUMNS = ("coptic_month", "coptic_day", "book", "chapter", "verse_start", "verse_end")
_TEXT_COLUMNS = frozenset({"book"})


def _column_value(key: str, value: Any) -> Any:
    if value is None:
        return None
    if key in _TEXT_COLUMNS:
        return str(value)
    try:
        return int(value)
    except (TypeError, ValueError):
        return None  # a malformed value is simply not looked up by, never a failed ingest


class SqliteIndexWriter:
    def __init__(self, db: Database) -> None:
        self._db = db

    @contextmanager
    def transaction(self) -> Iterator[None]:
        """Group several writes (a whole library's ingest) into one transaction."""
        with self._db.transaction():
            yield

    def _dim(self) -> int:
        dim = self._db.meta().get(schema.META_EMBEDDER_DIM)
        if dim is None:
            raise StoreError(f"the store {self._db.path} has no embedding model recorded; open it with an embedder")
        return int(dim)

    def replace_documents(
        self, chunks_by_doc: dict[str, list[Chunk]], vectors: dict[str, np.ndarray], doc_hashes: dict[str, str]
    ) -> None:
        """Replace each document's chunks wholesale (old chunks, FTS rows, vectors go first).

        A document with no chunks is deleted. Any invalid input (missing or wrong-size vector,
        chunk of another document, missing hash) raises StoreError and rolls everything back."""
        dim = self._dim()
        with self._db.transaction() as conn, self._db.errors():
            changed = self._delete(conn, list(chunks_by_doc))
            for doc_id, chunks in chunks_by_doc.items():
                if not chunks:
                    continue
                if doc_id not in doc_hashes:
                    raise StoreError(f"no document hash given for {doc_id}")
                conn.execute(
                    "INSERT INTO documents (doc_id, library, doc_hash, corpus_version) VALUES (?, ?, ?, ?)",
                    (doc_id, chunks[0].library, doc_hashes[doc_id], chunks[0].corpus_version),
                )
                for chunk in chunks:
                    self._insert_chunk(conn, doc_id, chunk, vectors.get(chunk.chunk_id), dim)
                changed = True
            if changed:
                self._db.bump_generation(conn)

    def _insert_chunk(
        self, conn: sqlite3.Connection, doc_id: str, chunk: Chunk, vector: np.ndarray | None, dim: int
    ) -> None:
        if chunk.doc_id != doc_id:
            raise StoreError(f"chunk {chunk.chunk_id} belongs to {chunk.doc_id}, not to {doc_id}")
        if vector is None:
            raise StoreError(f"no vector given for chunk {chunk.chunk_id}")
        vector = np.asarray(vector, dtype=np.float32).reshape(-1)
        if vector.shape[0] != dim or not np.all(np.isfinite(vector)):
            raise StoreError(
                f"vector for chunk {chunk.chunk_id} has {vector.shape[0]} dimensions or non-finite values; "
                f"the store holds {dim}-d vectors"
            )
        norm = float(np.linalg.norm(vector))
        if norm > 0.0:
            vector = vector / norm
        columns = [_column_value(key, chunk.metadata.get(key)) for key in _METADATA_COLUMNS]
        cursor = conn.execute(
            "INSERT INTO chunks (chunk_id, doc_id, n, library, content_hash, "
            + ", ".join(_METADATA_COLUMNS)
            + ", record) VALUES (?, ?, ?, ?, ?, "
            + ", ".join("?" * len(_METADATA_COLUMNS))
            + ", ?)",
            (chunk.chunk_id, doc_id, chunk.n, chunk.library, chunk.content_hash, *columns, chunk.model_dump_json()),
        )
        row_id = cursor.lastrowid
        conn.execute("INSERT INTO vectors (id, vector) VALUES (?, ?)", (row_id, encode_vector(vector)))
        conn.execute(
            INSERT_FTS,
            (row_id, *fts_row(chunk)),
        )

    def delete_documents(self, doc_ids: Iterable[str]) -> None:
        with self._db.transaction() as conn, self._db.errors():
            if self._delete(conn, list(doc_ids)):
                self._db.bump_generation(conn)

    def _delete(self, conn: sqlite3.Connection, doc_ids: list[str]) -> bool:
        if not doc_ids:
            return False
        ids = json.dumps(doc_ids)
        rows = "SELECT id FROM chunks WHERE doc_id IN (SELECT value FROM json_each(?))"
        conn.execute(f"DELETE FROM chunks_fts WHERE rowid IN ({rows})", (ids,))
        conn.execute(f"DELETE FROM vectors WHERE id IN ({rows})", (ids,))
        deleted_chunks = conn.execute("DELETE FROM chunks WHERE doc_id IN (SELECT value FROM json_each(?))", (ids,))
        chunk_count = deleted_chunks.rowcount
        deleted_docs = conn.execute("DELETE FROM documents WHERE doc_id IN (SELECT value FROM json_each(?))", (ids,))
        return bool(chunk_count or deleted_docs.rowcount)

    def set_corpus_version(self, library: str, version: str) -> None:
        key = schema.META_CORPUS_VERSION_PREFIX + library
        if self._db.meta().get(key) == version:
            return  # re-ingesting the same input writes nothing
        with self._db.transaction() as conn, self._db.errors():
            self._db.set_meta(conn, key, version)
