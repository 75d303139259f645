"""The first stage's dense list from the E5 re-scorer's own question vector: one dense question
embedding an ask instead of two.

With E5 re-scoring on, every question was embedded twice: by the store's embedder (USE) for the
first-stage vector list, and by E5 for re-scoring. Here the vector list is E5's instead: the
question's E5 vector (the one re-scoring then reuses, `DenseRescorer.query_vector`) against the E5
passage vectors of every stored chunk, scanned like the store's own vector index
(`ranking.top_rows`: float32 pre-selection, float64 cosines, ties by chunk id). The USE question is
then never embedded. Chosen on a validation slice of dev (benchmarks/retrieval/RESULTS.md "One dense
query per ask").

The matrix is built once per process (the workflow builds a Retriever for every question, so it is
kept here, by store and model) and rebuilt when the store is written (its index version) or the
dense sidecar changes (the background dense pass adds vectors for user libraries). A library
asked whose chunks do not all have an E5 vector yet is not `covered`: the retriever then uses the
embedder's list as before, so a library still being embedded is never missing from the dense list.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from dalil.models import library_of
from dalil.ranking import top_rows, unit64
from dalil.retrieval.rescore import DenseRescorer

SIGNAL = "e5_vector"
_KEEP = 4  # matrices kept: a long-lived process that rebuilds its store keeps only the newest few


@dataclass(frozen=True)
class E5Matrix:
    key: tuple[object, ...]
    chunk_ids: list[str]  # rows of `matrix`: the stored chunks with an E5 vector
    libraries: np.ndarray  # each row's library name
    matrix: np.ndarray  # (n, dim) float32
    uncovered: frozenset[str]  # libraries with at least one stored chunk without an E5 vector


# (model id, store uid and generation, sidecar stamp) -> matrix, shared by every Retriever of the process.
_MATRICES: dict[tuple[object, ...], E5Matrix] = {}
_LOCK = threading.Lock()


class E5FirstStage:
    def __init__(self, rescorer: DenseRescorer, store, sidecar: Path | None = None) -> None:  # noqa: ANN001 - SqliteChunkStore
        self.rescorer = rescorer
        self.store = store
        self.sidecar = sidecar

    def _key(self) -> tuple[object, ...]:
        stamp: tuple[int, int] | None = None
        if self.sidecar is not None:
            try:
                stat = self.sidecar.stat()
                stamp = (stat.st_mtime_ns, stat.st_size)
            except OSError:
                stamp = None
        return (self.rescorer.embedder.model_id, self.store.index_version(), str(self.sidecar), stamp)

    def matrix(self) -> E5Matrix:
        key = self._key()
        current = _MATRICES.get(key)
        if current is not None:
            return current
        with _LOCK:
            current = _MATRICES.get(key)
            if current is None:
                current = _MATRICES[key] = self._build(key)
                while len(_MATRICES) > _KEEP:
                    del _MATRICES[next(iter(_MATRICES))]
        return current

    def _build(self, key: tuple[object, ...]) -> E5Matrix:
        stored = self.store.chunk_ids()
        vectors = self.rescorer.passages.vectors_for(stored)
        ids = [chunk_id for chunk_id in stored if chunk_id in vectors]
        uncovered = frozenset(str(library_of(chunk_id)) for chunk_id in stored if chunk_id not in vectors)
        dim = len(next(iter(vectors.values()))) if vectors else 0
        matrix = np.vstack([vectors[chunk_id] for chunk_id in ids]).astype(np.float32) if ids \
            else np.zeros((0, dim), dtype=np.float32)
        return E5Matrix(key, ids, np.array([str(library_of(c)) for c in ids]), matrix, uncovered)

    def covered(self, libraries: Sequence[str]) -> bool:
        """Every stored chunk of these libraries has its E5 vector (else the embedder's list answers)."""
        return not (self.matrix().uncovered & set(libraries))

    def search(self, question: str, k: int, libraries: Sequence[str]) -> list[tuple[str, float]]:
        """(chunk_id, cosine) best first over the given libraries; embeds the question with E5 once
        (re-scoring reuses the vector)."""
        index = self.matrix()
        if k <= 0 or not index.chunk_ids or not libraries:
            return []
        query = unit64(self.rescorer.query_vector(question))
        if query is None or query.shape[0] != index.matrix.shape[1]:
            return []
        rows = np.flatnonzero(np.isin(index.libraries, list(libraries)))
        return top_rows(index.matrix, rows, query, k, index.chunk_ids)
