"""The dense sidecar: passage vectors of the second dense model (E5) computed on this machine, in a
SQLite file beside the store (`<store>.dense.sqlite`), kept apart from the store's first-stage
vectors. The background pass (`dalil.ingest.dense_pass`) fills it for user-ingested libraries or
changed chunks; `StoredPassageVectors` serves re-scoring from the shipped file first, then here.
"""

from __future__ import annotations

import json
import sqlite3
import threading
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path

import numpy as np

from dalil.embed.passages import BundledVectors, dequantize, load_bundled, quantize
from dalil.models import library_of
from dalil.stores.sqlite import schema


class SidecarVectors:
    """Passage vectors computed on this machine, in `<store>.dense.sqlite` (WAL: the background
    pass writes while questions read)."""

    def __init__(self, path: Path, model_id: str) -> None:
        self.path = Path(path)
        self.model_id = model_id
        self._local = threading.local()

    def _conn(self) -> sqlite3.Connection:
        conn = getattr(self._local, "conn", None)
        if conn is None:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            conn = sqlite3.connect(self.path, timeout=30)
            conn.execute("PRAGMA journal_mode=WAL")
            conn.execute(
                "CREATE TABLE IF NOT EXISTS passages (model_id TEXT NOT NULL, chunk_id TEXT NOT NULL, "
                "text_hash TEXT NOT NULL, corpus_version TEXT NOT NULL DEFAULT '', codes BLOB NOT NULL, "
                "scale REAL NOT NULL, PRIMARY KEY (model_id, chunk_id))"
            )
            self._local.conn = conn
        return conn

    def get_many(self, wanted: dict[str, str], by: str = "text_hash") -> dict[str, np.ndarray]:
        """chunk_id -> vector for the ids whose stored `by` (text_hash or corpus_version) equals the wanted one."""
        if not wanted or not self.path.exists():
            return {}
        column = {"text_hash": "text_hash", "corpus_version": "corpus_version"}[by]
        rows = self._conn().execute(
            f"SELECT chunk_id, {column}, codes, scale FROM passages WHERE model_id = ? AND chunk_id IN "  # noqa: S608 - fixed names
            "(SELECT value FROM json_each(?))",
            (self.model_id, json.dumps(list(wanted))),
        ).fetchall()
        found = {}
        for chunk_id, key, codes, scale in rows:
            if wanted.get(chunk_id) == key:
                found[chunk_id] = dequantize(np.frombuffer(codes, dtype=np.int8).reshape(1, -1), np.array([scale]))[0]
        return found

    def put_many(self, items: Iterable[tuple[str, str, np.ndarray]], versions: dict[str, str] | None = None) -> int:
        """Rows (chunk_id, text hash, vector); `versions` chunk_id -> the store's corpus version of
        its library when embedded (what the query path checks, without reading the chunk)."""
        items = list(items)
        if not items:
            return 0
        versions = versions or {}
        codes, scale = quantize(np.vstack([vector for _, _, vector in items]))
        conn = self._conn()
        with conn:
            conn.executemany(
                "INSERT OR REPLACE INTO passages (model_id, chunk_id, text_hash, corpus_version, codes, scale) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                [(self.model_id, chunk_id, digest, versions.get(chunk_id, ""), codes[i].tobytes(), float(scale[i]))
                 for i, (chunk_id, digest, _) in enumerate(items)],
            )
        return len(items)

    def set_versions(self, versions: dict[str, str]) -> None:
        """Re-validate rows whose text is unchanged under a new corpus version (no re-embedding)."""
        if versions:
            with self._conn() as conn:
                conn.executemany("UPDATE passages SET corpus_version = ? WHERE model_id = ? AND chunk_id = ?",
                                 [(version, self.model_id, chunk_id) for chunk_id, version in versions.items()])

    def known(self, with_versions: bool = False) -> dict:
        if not self.path.exists():
            return {}
        rows = self._conn().execute("SELECT chunk_id, text_hash, corpus_version FROM passages WHERE model_id = ?", (self.model_id,))
        return {c: ((h, v) if with_versions else h) for c, h, v in rows.fetchall()}


def sidecar_path(store_path: Path | str) -> Path:
    store_path = Path(store_path)
    return store_path.with_name(store_path.name + ".dense.sqlite")


class StoredPassageVectors:
    """`PassageVectorSource` for the embedded store: bundled file first, then the sidecar. A vector
    is used when the chunk's library is at the corpus version the vector was computed for; no
    chunk record is read (hydration stays the last step of retrieval)."""

    def __init__(self, versions: Callable[[], dict[str, str]], model_id: str, sidecar: SidecarVectors,
                 bundled: BundledVectors | None) -> None:
        self.versions = versions  # library -> corpus version, as the store records it now
        self.model_id = model_id
        self.sidecar = sidecar
        self.bundled = bundled

    def vectors_for(self, chunk_ids: Sequence[str]) -> dict[str, np.ndarray]:
        versions = self.versions()
        wanted = {chunk_id: versions.get(library_of(chunk_id) or "") for chunk_id in chunk_ids}
        found: dict[str, np.ndarray] = {}
        if self.bundled is not None:
            for chunk_id, version in wanted.items():
                vector = self.bundled.for_library_version(chunk_id, library_of(chunk_id), version)
                if vector is not None:
                    found[chunk_id] = vector
        missing = {c: v for c, v in wanted.items() if c not in found and v}
        found.update(self.sidecar.get_many(missing, by="corpus_version"))
        return found


def store_versions(store_path: Path | str) -> Callable[[], dict[str, str]]:
    """library -> corpus version from the store's meta table (one small read-only query)."""
    prefix = schema.META_CORPUS_VERSION_PREFIX
    local = threading.local()

    def read() -> dict[str, str]:
        conn = getattr(local, "conn", None)
        if conn is None:
            conn = local.conn = sqlite3.connect(f"file:{Path(store_path)}?mode=ro", uri=True, timeout=10)
        rows = conn.execute("SELECT key, value FROM meta WHERE key LIKE ?", (prefix + "%",)).fetchall()
        return {key[len(prefix):]: value for key, value in rows}

    return read


def stored_passage_vectors(model_id: str, store_path: Path | str) -> StoredPassageVectors:
    return StoredPassageVectors(store_versions(store_path), model_id, SidecarVectors(sidecar_path(store_path), model_id),
                                load_bundled(model_id))
