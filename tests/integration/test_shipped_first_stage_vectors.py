"""The first `dalil ingest` of the bundled corpus takes its USE vectors from the file shipped in the
package ("first run stays fast"), and they are the vectors the model gives for that text;
any chunk the file does not cover with the same model and text is embedded as before."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import numpy as np

from dalil.embed.passages import bundled_path, load_bundled
from dalil.embed.use import UseEmbedder
from dalil.ingest.pipeline import embedding_text, run_ingest
from dalil.stores.sqlite.store import open_store


class CountingUse:
    """The real USE embedder, counting what it is asked to embed."""

    def __init__(self) -> None:
        self.inner = UseEmbedder()
        self.model_id = self.inner.model_id
        self.dim = self.inner.dim
        self.texts: list[str] = []

    def embed_documents(self, texts: Sequence[str]) -> np.ndarray:
        self.texts.extend(texts)
        return self.inner.embed_documents(texts)

    def embed_query(self, text: str) -> np.ndarray:
        return self.inner.embed_query(text)


def test_bundled_ingest_embeds_nothing_and_stores_the_models_own_vectors(tmp_path: Path) -> None:
    embedder = CountingUse()
    assert bundled_path(embedder.model_id).is_file(), "python -m dalil.ingest.bundled build --model use"
    report = run_ingest(tmp_path / "dalil.sqlite", embedder, progress=False)

    shipped = sum(library.chunks_shipped for library in report.libraries)
    written = sum(library.chunks_written for library in report.libraries)
    assert written == 3346 and shipped == written
    assert embedder.texts == []  # not one bundled chunk embedded on the user's machine

    # The stored vectors are what the model gives for those texts (int8 in the file: cosine > 0.99).
    with open_store(tmp_path / "dalil.sqlite") as store:
        chunks = {chunk.chunk_id: chunk for library in ("bible", "arcd", "xquad")
                  for chunk in list(store.chunks.iter_chunks(library))[:7]}
        ids = list(chunks)
        stored = store.vectors.vectors_for(ids)
    fresh = embedder.inner.embed_documents([embedding_text(chunks[i]) for i in ids])
    cosines = [float(stored[i] @ fresh[n]) for n, i in enumerate(ids)]
    assert len(cosines) == 21 and min(cosines) > 0.99


def test_a_chunk_whose_text_changed_is_embedded_not_taken_from_the_file(tmp_path: Path) -> None:
    from dalil.embed.passages import text_hash
    from dalil.ingest.pipeline import _shipped_vectors

    embedder = CountingUse()
    shipped = load_bundled(embedder.model_id)
    assert shipped is not None
    with_store = tmp_path / "dalil.sqlite"
    run_ingest(with_store, embedder, [("xquad", None)], progress=False)
    with open_store(with_store) as store:
        chunk = next(store.chunks.iter_chunks("xquad"))
        chunk_id = chunk.chunk_id
    assert chunk_id in _shipped_vectors(embedder, [chunk])
    edited = chunk.model_copy(update={"text": chunk.text + " (نص معدل)"})
    assert shipped.get(chunk_id, text_hash(embedder.model_id, edited)) is None
    assert _shipped_vectors(embedder, [edited]) == {}
