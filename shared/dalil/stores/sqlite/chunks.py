"""The chunk store (KV): chunk records by chunk_id, document hashes for idempotent re-ingest."""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from typing import cast

from dalil.models import Chunk
from dalil.stores.base import ChunkStoreBase
from dalil.stores.sqlite import schema
from dalil.stores.sqlite.claim_names import stored_claim_names
from dalil.stores.sqlite.database import Database
from dalil.text.vocabulary import Vocabulary


class SqliteChunkStore(ChunkStoreBase):
    def __init__(self, db: Database) -> None:
        self._db = db

    def _fetch(self, chunk_ids: Sequence[str]) -> dict[str, Chunk]:
        """One query whatever the number of ids (json_each, not a growing list of `?`)."""
        with self._db.errors():
            rows = self._db.connection().execute(
                "SELECT chunk_id, record FROM chunks WHERE chunk_id IN (SELECT value FROM json_each(?))",
                (json.dumps(list(chunk_ids)),),
            ).fetchall()
        return {chunk_id: Chunk.model_validate_json(record) for chunk_id, record in rows}

    def doc_hashes(self, library: str | None = None) -> dict[str, str]:
        sql, args = "SELECT doc_id, doc_hash FROM documents", cast(tuple[str, ...], ())
        if library is not None:
            sql, args = sql + " WHERE library = ?", (library,)
        with self._db.errors():
            return dict(self._db.connection().execute(sql, args).fetchall())

    def chunk_ids_for_doc(self, doc_id: str) -> list[str]:
        with self._db.errors():
            rows = self._db.connection().execute(
                "SELECT chunk_id FROM chunks WHERE doc_id = ? ORDER BY n", (doc_id,)
            ).fetchall()
        return [row[0] for row in rows]

    def document_chunks(self, doc_id: str) -> list[Chunk]:
        with self._db.errors():
            rows = self._db.connection().execute(
                "SELECT record FROM chunks WHERE doc_id = ? ORDER BY n", (doc_id,)
            ).fetchall()
        return [Chunk.model_validate_json(record) for (record,) in rows]

    def counts(self) -> dict[str, dict[str, int]]:
        """library -> {"documents": n, "chunks": n}."""
        result: dict[str, dict[str, int]] = {}
        with self._db.snapshot() as conn:
            for library, documents in conn.execute("SELECT library, count(*) FROM documents GROUP BY library"):
                result.setdefault(library, {"documents": 0, "chunks": 0})["documents"] = documents
            for library, chunks in conn.execute("SELECT library, count(*) FROM chunks GROUP BY library"):
                result.setdefault(library, {"documents": 0, "chunks": 0})["chunks"] = chunks
        return result

    def index_version(self) -> tuple[str, int]:
        """(the file's random id, its generation): changes with every write to the index and when
        the file is replaced by a rebuild (per-process caches key on it)."""
        meta = self._db.meta_values(schema.META_STORE_UID, schema.META_GENERATION)
        return meta.get(schema.META_STORE_UID, ""), int(meta.get(schema.META_GENERATION, "0"))

    def surface_vocabulary(self) -> Vocabulary:
        """Chunks per surface word, read from the lexical index written at ingest (its
        `surface_terms` column, through fts5vocab); cached until the store's next write."""
        generation = self._db.generation()
        cached = getattr(self, "_vocabulary", None)
        if cached is not None and cached[0] == generation:
            return cached[1]
        with self._db.errors():
            conn = self._db.connection()
            conn.execute("CREATE VIRTUAL TABLE IF NOT EXISTS temp.surface_vocabulary USING fts5vocab(main, chunks_fts, 'col')")
            rows = conn.execute("SELECT term, doc FROM temp.surface_vocabulary WHERE col = 'surface_terms'").fetchall()
            # the records' titles: where the corpus writes its names (a Franco name's reading, text/franco.py)
            titles = [t for (t,) in conn.execute("SELECT DISTINCT json_extract(record, '$.title') FROM chunks") if t]
        vocabulary = Vocabulary(dict(rows), source="store", titles=titles)
        self._vocabulary = (generation, vocabulary)
        return vocabulary

    def corpus_names(self, min_share: float) -> frozenset[str]:
        """The words the corpus writes as names (`text.assertions.corpus_names`, saved in the store's meta row with
        the claim checks'): a Franco-Arabic word reads as a name the corpus knows before a look-alike common word."""
        return stored_claim_names(self._db, min_share)

    def iter_chunks(self, library: str | None = None) -> Iterator[Chunk]:
        """Every chunk in insertion order (for evaluation and export)."""
        sql, args = "SELECT record FROM chunks", cast(tuple[str, ...], ())
        if library is not None:
            sql, args = sql + " WHERE library = ?", (library,)
        with self._db.errors():
            rows = self._db.connection().execute(sql + " ORDER BY id", args).fetchall()
        for (record,) in rows:
            yield Chunk.model_validate_json(record)
