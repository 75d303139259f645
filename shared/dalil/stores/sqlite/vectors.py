"""Exact cosine search: every vector loaded once per process into one float32 matrix, reloaded
only when the store's generation changes; a query is one matrix-vector product."""

from __future__ import annotations

import json
import threading
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from dalil.errors import StoreError
from dalil.ranking import top_rows, unit64
from dalil.stores.sqlite import schema
from dalil.stores.sqlite.database import Database


@dataclass(frozen=True)
class VectorMatrix:
    generation: int
    chunk_ids: list[str]
    library_codes: np.ndarray  # int per row, index into `libraries`
    libraries: list[str]
    matrix: np.ndarray  # (n, dim) float32, rows L2-normalized

    def mask(self, libraries: Sequence[str]) -> np.ndarray:
        wanted_names = set(libraries)
        wanted = [code for code, name in enumerate(self.libraries) if name in wanted_names]
        return np.isin(self.library_codes, wanted)


# store_uid -> the latest matrix of that store file. Keyed by uid, not path: a rebuilt file at the
# same path has a new uid, so a stale matrix can never answer for it.
_CACHE: dict[str, VectorMatrix] = {}
_CACHE_STORES = 4  # a long-lived process that rebuilds keeps only the newest few matrices
_CACHE_LOCK = threading.Lock()


def encode_vector(vector: np.ndarray) -> bytes:
    return np.ascontiguousarray(vector, dtype="<f4").tobytes()


class SqliteVectorIndex:
    def __init__(self, db: Database) -> None:
        self._db = db

    def matrix(self) -> VectorMatrix:
        meta = self._db.meta_values(schema.META_STORE_UID, schema.META_GENERATION)
        uid = meta[schema.META_STORE_UID]
        generation = int(meta.get(schema.META_GENERATION, "0"))
        cached = _CACHE.get(uid)
        if cached is not None and cached.generation == generation:
            return cached
        with _CACHE_LOCK:
            cached = _CACHE.get(uid)
            if cached is not None and cached.generation == generation:
                return cached
            loaded = self._load()
            _CACHE.pop(uid, None)
            _CACHE[uid] = loaded
            while len(_CACHE) > _CACHE_STORES:
                del _CACHE[next(iter(_CACHE))]
            return loaded

    def _load(self) -> VectorMatrix:
        dim = int(self._db.meta().get(schema.META_EMBEDDER_DIM) or 0)
        with self._db.snapshot() as conn, self._db.errors():
            generation = self._db.generation(conn)
            rows = conn.execute(
                "SELECT c.chunk_id, c.library, v.vector FROM vectors v JOIN chunks c ON c.id = v.id ORDER BY c.id"
            ).fetchall()
        libraries = sorted({library for _, library, _ in rows})
        code_of = {name: code for code, name in enumerate(libraries)}
        if rows:
            matrix = np.frombuffer(b"".join(blob for _, _, blob in rows), dtype="<f4").reshape(len(rows), -1)
        else:
            matrix = np.zeros((0, dim), dtype=np.float32)
        return VectorMatrix(
            generation=generation,
            chunk_ids=[chunk_id for chunk_id, _, _ in rows],
            library_codes=np.fromiter((code_of[lib] for _, lib, _ in rows), dtype=np.int32, count=len(rows)),
            libraries=libraries,
            matrix=matrix.astype(np.float32, copy=False),
        )

    def vectors_for(self, chunk_ids: Sequence[str]) -> dict[str, np.ndarray]:
        """Stored vectors by chunk id (ingest reuses them for chunks whose text did not change)."""
        if not chunk_ids:
            return {}
        with self._db.errors():
            rows = self._db.connection().execute(
                "SELECT c.chunk_id, v.vector FROM vectors v JOIN chunks c ON c.id = v.id "
                "WHERE c.chunk_id IN (SELECT value FROM json_each(?))",
                (json.dumps(list(chunk_ids)),),
            ).fetchall()
        return {chunk_id: np.frombuffer(blob, dtype="<f4").astype(np.float32) for chunk_id, blob in rows}

    def search_vector(
        self, vector: np.ndarray, k: int, libraries: Sequence[str] | None = None
    ) -> list[tuple[str, float]]:
        """(chunk_id, cosine) best first, cosines rounded; ties by chunk id (dalil/ranking.py)."""
        index = self.matrix()
        query = np.asarray(vector, dtype=np.float32).reshape(-1)
        if index.matrix.shape[0] and query.shape[0] != index.matrix.shape[1]:
            raise StoreError(
                f"query vector has {query.shape[0]} dimensions, the store holds {index.matrix.shape[1]}-d vectors"
            )
        if k <= 0 or index.matrix.shape[0] == 0 or (libraries is not None and not libraries):
            return []
        unit = unit64(query)
        if unit is None:
            return []
        rows = np.arange(index.matrix.shape[0])
        if libraries is not None:
            rows = rows[index.mask(libraries)]
        # The float32 scan inside is BLAS's product on one thread (embed/blas.py, set by the embedder
        # that made `vector`): on its default thread per core, the hand-off cost 40-50 ms on a busy
        # 2-core box (benchmarks/embedding); on one, half of numpy's einsum loop (PERF37).
        return top_rows(index.matrix, rows, unit, k, index.chunk_ids)
