"""Passage vectors of the second dense model (E5), kept apart from the store's first-stage vectors.

Two places hold them, both keyed by chunk_id AND a hash of the exact text the model saw, so a
vector is used only for the text it was computed from:

- the bundled file `dalil/data/vectors/<model slug>.npz`, computed at build time for the bundled
  corpus (Bible NT + Psalms, ARCD, XQuAD) and shipped in the package so the first run never
  embeds a passage with the slow model. int8 rows with a float32 scale each (cosine error < 0.01,
  ~1.4 MB for 3,346 chunks). Its header names the model id, the corpus hash (over every chunk id
  and text hash) and the sha256 of the arrays; a file whose checksum or model id does not match is
  ignored as a whole (logged), and `python -m dalil.embed.passages build` recomputes it (reusing
  every row whose model and text are unchanged);
- a sidecar SQLite file beside the store (`<store>.dense.sqlite`), filled incrementally by the
  background pass (`dalil.embed.dense_pass`) for user-ingested libraries or changed chunks.
"""

from __future__ import annotations

import hashlib
import io
import json
import logging
import re
import sqlite3
import threading
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from dalil.models import Chunk, library_of

log = logging.getLogger(__name__)

BUNDLED_DIR = Path(__file__).resolve().parents[1] / "data" / "vectors"
FORMAT = "dalil-passage-vectors/1"


def passage_text(chunk: Chunk) -> str:
    """What every embedder sees for a chunk, first stage and passage model alike: title and original
    text (the embedders strip marks). `dalil.ingest.pipeline.embedding_text` is this function."""
    return f"{chunk.title}\n{chunk.text}"


def text_hash(model_id: str, chunk: Chunk) -> str:
    return hashlib.sha256(f"{model_id}\0{passage_text(chunk)}".encode()).hexdigest()[:16]


def model_slug(model_id: str) -> str:
    return re.sub(r"[^A-Za-z0-9._-]+", "_", model_id)


def bundled_path(model_id: str, directory: Path = BUNDLED_DIR) -> Path:
    return directory / f"{model_slug(model_id)}.npz"


def corpus_hash(ids: Sequence[str], hashes: Sequence[str]) -> str:
    digest = hashlib.sha256()
    for chunk_id, digest_of_text in sorted(zip(ids, hashes, strict=True)):
        digest.update(f"{chunk_id}\0{digest_of_text}\n".encode())
    return digest.hexdigest()


def quantize(matrix: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Symmetric int8 per row: (codes, scale) with row ≈ codes * scale."""
    matrix = np.asarray(matrix, dtype=np.float32)
    scale = np.abs(matrix).max(axis=1, keepdims=True) / 127.0
    scale = np.where(scale == 0, 1.0, scale).astype(np.float32)
    return np.round(matrix / scale).astype(np.int8), scale.reshape(-1)


def dequantize(codes: np.ndarray, scale: np.ndarray) -> np.ndarray:
    rows = codes.astype(np.float32) * scale.reshape(-1, 1).astype(np.float32)
    norms = np.linalg.norm(rows, axis=1, keepdims=True)
    return rows / np.where(norms == 0, 1.0, norms)


def _payload_sha(ids: np.ndarray, hashes: np.ndarray, codes: np.ndarray, scale: np.ndarray) -> str:
    digest = hashlib.sha256()
    for array in (ids.astype("U"), hashes.astype("U"), codes, scale.astype("<f4")):
        digest.update(np.ascontiguousarray(array).tobytes())
    return digest.hexdigest()


@dataclass(frozen=True)
class BundledVectors:
    model_id: str
    corpus_hash: str
    row: dict[str, tuple[int, str]]  # chunk_id -> (row, text hash)
    matrix: np.ndarray  # (n, dim) float32, unit rows
    corpus_versions: dict[str, str] = field(default_factory=dict)  # library -> version it was built from

    def for_library_version(self, chunk_id: str, library: str | None, version: str | None) -> np.ndarray | None:
        """The vector when the store holds the same corpus version of the chunk's library as the
        file was built from (same data file, same chunker: the same text), else None. This needs
        no chunk record, so re-scoring never hydrates before ranking is done."""
        found = self.row.get(chunk_id)
        if found is None or library is None or version is None or self.corpus_versions.get(library) != version:
            return None
        return self.matrix[found[0]]

    def get(self, chunk_id: str, digest: str) -> np.ndarray | None:
        found = self.row.get(chunk_id)
        if found is None or found[1] != digest:
            return None
        return self.matrix[found[0]]


def write_bundled(
    path: Path, model_id: str, ids: Sequence[str], hashes: Sequence[str], matrix: np.ndarray,
    corpus_versions: dict[str, str] | None = None,
) -> dict:
    codes, scale = quantize(matrix)
    id_array, hash_array = np.array(list(ids), dtype="U"), np.array(list(hashes), dtype="U")
    header = {
        "format": FORMAT,
        "model_id": model_id,
        "corpus_hash": corpus_hash(list(ids), list(hashes)),
        "count": len(id_array),
        "dim": int(codes.shape[1]) if codes.size else 0,
        "payload_sha256": _payload_sha(id_array, hash_array, codes, scale),
        "corpus_versions": dict(corpus_versions or {}),
    }
    path.parent.mkdir(parents=True, exist_ok=True)
    buffer = io.BytesIO()
    np.savez_compressed(buffer, header=np.array(json.dumps(header)), ids=id_array, hashes=hash_array, codes=codes, scale=scale)
    tmp = path.with_suffix(".tmp")
    tmp.write_bytes(buffer.getvalue())
    tmp.replace(path)
    return header


def read_bundled(path: Path, model_id: str) -> BundledVectors | None:
    """The verified file, or None (missing, corrupt, or another model's vectors: logged)."""
    if not path.is_file():
        return None
    try:
        with np.load(path, allow_pickle=False) as data:
            header = json.loads(str(data["header"]))
            ids, hashes, codes, scale = data["ids"], data["hashes"], data["codes"], data["scale"]
    except (OSError, ValueError, KeyError) as error:
        log.warning("bundled passage vectors %s unreadable (%s); ignoring them", path, error)
        return None
    if header.get("format") != FORMAT or header.get("model_id") != model_id:
        log.warning("bundled passage vectors %s are for %s, not %s; ignoring them", path, header.get("model_id"), model_id)
        return None
    if _payload_sha(ids, hashes, codes, scale) != header.get("payload_sha256"):
        log.warning("bundled passage vectors %s fail their checksum; ignoring them", path)
        return None
    row = {str(chunk_id): (i, str(digest)) for i, (chunk_id, digest) in enumerate(zip(ids, hashes, strict=True))}
    return BundledVectors(model_id, header["corpus_hash"], row, dequantize(codes, scale), dict(header.get("corpus_versions", {})))


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
    from dalil.stores.sqlite import schema

    prefix = schema.META_CORPUS_VERSION_PREFIX
    local = threading.local()

    def read() -> dict[str, str]:
        conn = getattr(local, "conn", None)
        if conn is None:
            conn = local.conn = sqlite3.connect(f"file:{Path(store_path)}?mode=ro", uri=True, timeout=10)
        rows = conn.execute("SELECT key, value FROM meta WHERE key LIKE ?", (prefix + "%",)).fetchall()
        return {key[len(prefix):]: value for key, value in rows}

    return read


_BUNDLED_CACHE: dict[tuple[str, str], BundledVectors | None] = {}
_BUNDLED_LOCK = threading.Lock()


def load_bundled(model_id: str, directory: Path = BUNDLED_DIR) -> BundledVectors | None:
    """The bundled file for this model, read and verified once per process."""
    path = bundled_path(model_id, directory)
    key = (str(path), model_id)
    with _BUNDLED_LOCK:
        if key not in _BUNDLED_CACHE:
            _BUNDLED_CACHE[key] = read_bundled(path, model_id)
        return _BUNDLED_CACHE[key]


def stored_passage_vectors(model_id: str, store_path: Path | str) -> StoredPassageVectors:
    return StoredPassageVectors(store_versions(store_path), model_id, SidecarVectors(sidecar_path(store_path), model_id),
                                load_bundled(model_id))


# --- build time: `python -m dalil.embed.passages build` ---------------------------------------


def bundled_chunks(versions: dict[str, str] | None = None) -> list[Chunk]:
    """The chunks `dalil ingest` makes from the bundled demo corpus (same adapters, same chunker);
    `versions` receives library -> corpus version as ingest records it."""
    from dalil.ingest.chunking import chunk_document
    from dalil.ingest.pipeline import _plan, default_sources

    chunks: list[Chunk] = []
    for library, planned in _plan(default_sources()).items():
        for item in planned:
            version = item.adapter.version(item.path)
            if versions is not None and len(planned) == 1:
                versions[library] = version
            seen: set[str] = set()
            for document in item.adapter.load(item.path):
                if document.doc_id not in seen:  # the first record of a doc_id wins, as in ingest
                    seen.add(document.doc_id)
                    chunks.extend(chunk_document(document, version))
    return chunks


def _reusable(paths: Sequence[Path], model_id: str) -> dict[tuple[str, str], np.ndarray]:
    """(chunk_id, text hash) -> vector from the current bundled file and work caches (npz with
    ids, hashes, vectors) computed with the same model id."""
    found: dict[tuple[str, str], np.ndarray] = {}
    current = read_bundled(bundled_path(model_id), model_id)
    if current is not None:
        for chunk_id, (row, digest) in current.row.items():
            found[(chunk_id, digest)] = current.matrix[row]
    for path in paths:
        with np.load(path, allow_pickle=False) as data:
            for chunk_id, digest, vector in zip(data["ids"], data["hashes"], data["vectors"], strict=True):
                found[(str(chunk_id), str(digest))] = np.asarray(vector, dtype=np.float32)
    return found


def shipped_embedder(model: str):  # noqa: ANN201 - E5Embedder | UseEmbedder
    """The embedders whose bundled-corpus vectors ship in the package: `e5` (the re-scorer's passage
    vectors) and `use` (the embedded store's first-stage vectors, so the first `dalil ingest`
    embeds no bundled chunk)."""
    if model == "e5":
        from dalil.embed.e5 import E5Embedder

        return E5Embedder()
    if model == "use":
        from dalil.embed.use import UseEmbedder

        return UseEmbedder()
    raise ValueError(f"no shipped vectors for model {model!r}; use e5 or use")


def build(reuse: Sequence[Path] = (), compute: bool = True, limit: int | None = None, model: str = "e5") -> dict:
    """(Re)write the bundled file: every bundled chunk whose vector exists for this model and text
    is reused, the rest is embedded (unless `compute` is off: then the file covers what exists and
    the background pass covers the rest on the user's machine)."""
    embedder = shipped_embedder(model)
    versions: dict[str, str] = {}
    chunks = bundled_chunks(versions)
    known = _reusable(reuse, embedder.model_id)
    rows: dict[str, tuple[str, np.ndarray]] = {}
    todo = []
    for chunk in chunks:
        digest = text_hash(embedder.model_id, chunk)
        if (chunk.chunk_id, digest) in known:
            rows[chunk.chunk_id] = (digest, known[(chunk.chunk_id, digest)])
        else:
            todo.append((chunk, digest))
    if compute:
        todo = todo[:limit] if limit is not None else todo
        step = 8 if model == "e5" else 256  # E5 is slow: a lively progress line
        for start in range(0, len(todo), step):
            batch = todo[start : start + step]
            matrix = embedder.embed_documents([passage_text(chunk) for chunk, _ in batch])
            for i, (chunk, digest) in enumerate(batch):
                rows[chunk.chunk_id] = (digest, matrix[i])
            print(f"embedded {min(start + step, len(todo))}/{len(todo)}", flush=True)
    ids = [chunk.chunk_id for chunk in chunks if chunk.chunk_id in rows]
    header = write_bundled(bundled_path(embedder.model_id), embedder.model_id, ids, [rows[i][0] for i in ids],
                           np.vstack([rows[i][1] for i in ids]) if ids else np.zeros((0, embedder.dim), np.float32),
                           versions)
    header["bundled_chunks"] = len(chunks)
    return header


def main(argv: list[str] | None = None) -> int:
    import argparse

    parser = argparse.ArgumentParser(description="Build the bundled-corpus vectors shipped in dalil/data/vectors/.")
    parser.add_argument("command", choices=["build", "check"])
    parser.add_argument("--model", choices=["e5", "use"], default="e5", help="e5: re-scorer passages; use: first stage")
    parser.add_argument("--reuse", type=Path, action="append", default=[], help="work cache npz (ids, hashes, vectors)")
    parser.add_argument("--no-compute", action="store_true", help="write only what exists; the background pass does the rest")
    parser.add_argument("--limit", type=int, default=None)
    args = parser.parse_args(argv)
    if args.command == "build":
        print(json.dumps(build(args.reuse, compute=not args.no_compute, limit=args.limit, model=args.model), indent=1))
        return 0
    model_id = shipped_embedder(args.model).model_id
    loaded = read_bundled(bundled_path(model_id), model_id)
    if loaded is None:
        print(f"no valid bundled vectors for {model_id}")
        return 1
    chunks = bundled_chunks()
    current = [(c.chunk_id, text_hash(model_id, c)) for c in chunks]
    fresh = sum(1 for chunk_id, digest in current if loaded.row.get(chunk_id, (0, ""))[1] == digest)
    print(f"{model_id}: {len(loaded.row)} vectors, {fresh}/{len(chunks)} bundled chunks covered with their current text")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
