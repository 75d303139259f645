"""The background E5 pass: only chunks without a vector for their current text are embedded,
into the sidecar, incrementally; a second run embeds nothing."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from dalil.embed.dense_pass import fill
from dalil.embed.e5 import e5_model_id
from dalil.embed.hashing import HashingEmbedder
from dalil.embed.passages import SidecarVectors, bundled_path, sidecar_path, text_hash, write_bundled
from dalil.ingest.pipeline import run_ingest
from dalil.stores.sqlite.store import open_store


def test_fill_embeds_what_is_missing_once_and_skips_bundled_chunks(tmp_path: Path) -> None:
    store = tmp_path / "dalil.sqlite"
    run_ingest(store, HashingEmbedder(), [("xquad", None)], progress=False)
    with open_store(store) as opened:
        chunks = list(opened.chunks.iter_chunks())
        versions = opened.corpus_versions()
    model = e5_model_id()
    bundled_dir = tmp_path / "vectors"
    first = chunks[0]
    write_bundled(bundled_path(model, bundled_dir), model, [first.chunk_id], [text_hash(model, first)],
                  np.eye(1, 384, dtype=np.float32), corpus_versions=versions)

    report = fill(store, progress=False, limit=3, bundled_dir=bundled_dir)
    assert (report.chunks, report.bundled, report.embedded) == (len(chunks), 1, 3)
    stored = SidecarVectors(sidecar_path(store), model).known()
    assert stored == {c.chunk_id: text_hash(model, c) for c in chunks[1:4]}

    again = fill(store, progress=False, limit=2, bundled_dir=bundled_dir)
    assert (again.bundled, again.already, again.embedded) == (1, 3, 2)
