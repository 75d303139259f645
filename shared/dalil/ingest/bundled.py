"""Build time for the shipped passage vectors: the chunks `dalil ingest` makes from the bundled
corpus, and `python -m dalil.ingest.bundled build|check` that (re)writes and checks
`dalil/data/vectors/<model slug>.npz` (format in `dalil.embed.passages`).
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from dalil.embed.passages import bundled_path, passage_text, read_bundled, text_hash, write_bundled
from dalil.ingest.chunking import chunk_document
from dalil.ingest.pipeline import default_sources, plan_sources
from dalil.models import Chunk


def bundled_chunks(versions: dict[str, str] | None = None) -> list[Chunk]:
    """The chunks `dalil ingest` makes from the bundled demo corpus (same adapters, same chunker);
    `versions` receives library -> corpus version as ingest records it."""
    chunks: list[Chunk] = []
    for library, planned in plan_sources(default_sources()).items():
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
    # Imported here: each model's runtime is heavy and only the one asked for is loaded.
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
