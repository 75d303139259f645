"""The shipped passage-vector file format, and the text every embedder sees for a chunk.

Vectors are keyed by chunk_id AND a hash of the exact text the model saw, so a vector is used only
for the text it was computed from. The bundled file `dalil/data/vectors/<model slug>.npz` is
computed at build time for the bundled corpus (Bible NT + Psalms, ARCD, XQuAD) and shipped in the
package so the first run never embeds a passage with the slow model. int8 rows with a float32
scale each (cosine error < 0.01, ~1.4 MB for 3,346 chunks). Its header names the model id, the
corpus hash (over every chunk id and text hash) and the sha256 of the arrays; a file whose
checksum or model id does not match is ignored as a whole (logged), and
`python -m dalil.ingest.bundled build` recomputes it (reusing every row whose model and text are
unchanged). Vectors computed on the user's machine live in the store's dense sidecar
(`dalil.stores.sqlite.dense_sidecar`), filled by the background pass (`dalil.ingest.dense_pass`).
"""

from __future__ import annotations

import hashlib
import io
import json
import logging
import re
import threading
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from dalil.models import Chunk

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
