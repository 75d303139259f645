"""Bundled and sidecar E5 passage vectors: versioned by model and text, verified on load."""

from __future__ import annotations

import numpy as np
import pytest

from dalil.embed.passages import (
    bundled_path,
    dequantize,
    quantize,
    read_bundled,
    text_hash,
    write_bundled,
)
from dalil.models import Chunk
from dalil.stores.sqlite.dense_sidecar import SidecarVectors, StoredPassageVectors

MODEL = "test-model@1"


def chunk(chunk_id: str, text: str, title: str = "عنوان") -> Chunk:
    return Chunk(chunk_id=chunk_id, doc_id=chunk_id.split("/")[0], n=0, library="bible", domains=["bible"], title=title,
                 url="", text=text, search_text=text, content_hash="x", corpus_version="1")


class Chunks:
    """A ChunkStore's `get_many`, over a dict."""

    def __init__(self, *chunks: Chunk) -> None:
        self.by_id = {c.chunk_id: c for c in chunks}

    def get_many(self, ids):  # noqa: ANN001, ANN201
        return {i: self.by_id[i] for i in ids if i in self.by_id}


def unit_rows(n: int, dim: int = 16, seed: int = 1) -> np.ndarray:
    rows = np.random.default_rng(seed).normal(size=(n, dim)).astype(np.float32)
    return rows / np.linalg.norm(rows, axis=1, keepdims=True)


def test_int8_rows_keep_cosines_to_within_a_hundredth() -> None:
    rows = unit_rows(50, 384)
    codes, scale = quantize(rows)
    assert codes.dtype == np.int8
    back = dequantize(codes, scale)
    assert np.abs((back @ rows.T) - (rows @ rows.T)).max() < 0.01


def test_bundled_file_round_trips_and_is_refused_for_another_model_or_a_flipped_byte(tmp_path) -> None:  # noqa: ANN001
    path = bundled_path(MODEL, tmp_path)
    rows = unit_rows(3)
    header = write_bundled(path, MODEL, ["a/0", "b/0", "c/0"], ["h1", "h2", "h3"], rows)
    assert header["count"] == 3 and header["model_id"] == MODEL and len(header["corpus_hash"]) == 64
    loaded = read_bundled(path, MODEL)
    assert loaded is not None and loaded.corpus_hash == header["corpus_hash"]
    assert float(loaded.get("b/0", "h2") @ rows[1]) > 0.999
    assert loaded.get("b/0", "changed text") is None  # same id, other text: not used
    assert read_bundled(path, "another-model") is None
    data = dict(np.load(path))
    data["codes"] = data["codes"].copy()
    data["codes"][0, 0] ^= 1
    np.savez_compressed(path, **data)
    assert read_bundled(path, MODEL) is None  # the checksum catches it
    assert read_bundled(tmp_path / "missing.npz", MODEL) is None


def test_the_source_uses_bundled_then_sidecar_only_at_the_corpus_version_they_were_made_for(tmp_path) -> None:  # noqa: ANN001
    a, b, c = chunk("svd:A.1/0", "نص أ"), chunk("svd:B.1/0", "نص ب"), chunk("syn:01-01#1/0", "نص ج")
    rows = unit_rows(3)
    path = bundled_path(MODEL, tmp_path)
    write_bundled(path, MODEL, [a.chunk_id, b.chunk_id], [text_hash(MODEL, a), text_hash(MODEL, b)], rows[:2],
                  corpus_versions={"bible": "v1"})
    sidecar = SidecarVectors(tmp_path / "store.sqlite.dense.sqlite", MODEL)
    assert sidecar.put_many([(c.chunk_id, text_hash(MODEL, c), rows[2])], versions={c.chunk_id: "s1"}) == 1
    versions = {"bible": "v1", "synaxarium": "s1"}
    source = StoredPassageVectors(lambda: versions, MODEL, sidecar, read_bundled(path, MODEL))
    found = source.vectors_for([a.chunk_id, b.chunk_id, c.chunk_id, "svd:Missing.1/0"])
    assert set(found) == {a.chunk_id, b.chunk_id, c.chunk_id}
    assert float(found[c.chunk_id] @ rows[2]) > 0.99
    versions.update(bible="v2", synaxarium="s2")  # re-ingested: other text may stand behind the ids
    assert source.vectors_for([a.chunk_id, c.chunk_id]) == {}
    sidecar.set_versions({c.chunk_id: "s2"})  # the pass found the same text under s2
    assert set(source.vectors_for([a.chunk_id, c.chunk_id])) == {c.chunk_id}
    assert sidecar.known() == {c.chunk_id: text_hash(MODEL, c)}
    assert SidecarVectors(tmp_path / "store.sqlite.dense.sqlite", "other-model").known() == {}


def test_text_hash_depends_on_model_title_and_text() -> None:
    base = chunk("a/0", "نص")
    assert text_hash(MODEL, base) != text_hash("other", base)
    assert text_hash(MODEL, base) != text_hash(MODEL, chunk("a/0", "نص", title="آخر"))
    assert text_hash(MODEL, base) == text_hash(MODEL, chunk("a/0", "نص"))


@pytest.mark.parametrize(("model", "dim"), [("e5", 384), ("use", 512)])
def test_shipped_file_is_valid_for_the_installed_model_and_covers_the_bundled_corpus(model: str, dim: int) -> None:
    from dalil.embed.passages import load_bundled
    from dalil.ingest.bundled import bundled_chunks, shipped_embedder

    model_id = shipped_embedder(model).model_id
    path = bundled_path(model_id)
    assert path.is_file(), f"{path} is missing (python -m dalil.ingest.bundled build --model {model})"
    loaded = load_bundled(model_id)
    assert loaded is not None and loaded.matrix.shape[1] == dim
    assert path.stat().st_size < 4_000_000
    chunks = bundled_chunks()
    current = sum(1 for c in chunks if loaded.get(c.chunk_id, text_hash(model_id, c)) is not None)
    assert current == len(chunks)  # a corpus or chunker change must rebuild the shipped files
