"""Every candidate signal for one question from the one SQLite file (the embedded twin of the
OpenSearch `_msearch` round trip).

Besides the lexical, vector and metadata lists, a "dense" list holds the cosine of the question
against each lexical candidate's stored vector (dense re-scoring of the lexical top-N): the
`rescore` fusion combines it with BM25, so a chunk BM25 found is judged by meaning as well even
when it is outside the vector top-k."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from dalil.ranking import cosines64, ranked_pairs, unit64
from dalil.stores.sqlite.lexical import SqliteLexicalIndex
from dalil.stores.sqlite.metadata import SqliteMetadataLookup
from dalil.stores.sqlite.vectors import SqliteVectorIndex


class SqliteCandidateSearch:
    def __init__(
        self, lexical: SqliteLexicalIndex, vectors: SqliteVectorIndex, metadata: SqliteMetadataLookup
    ) -> None:
        self.lexical = lexical
        self.vectors = vectors
        self.metadata = metadata
        self._rows: tuple[object, dict[str, int]] | None = None  # (matrix, chunk_id -> row)

    def _cosines(self, vector: np.ndarray, chunk_ids: Sequence[str]) -> list[tuple[str, float]]:
        """(chunk_id, cosine) for the given chunks, best first: float64 cosines, rounded, ties by
        chunk id (dalil/ranking.py)."""
        index = self.vectors.matrix()
        if self._rows is None or self._rows[0] is not index:
            self._rows = (index, {chunk_id: row for row, chunk_id in enumerate(index.chunk_ids)})
        rows_of = self._rows[1]
        unit = unit64(vector)
        known = list(dict.fromkeys(chunk_id for chunk_id in chunk_ids if chunk_id in rows_of))
        if not known or unit is None or unit.shape[0] != index.matrix.shape[1]:
            return []
        scores = cosines64(index.matrix[[rows_of[c] for c in known]], unit)
        return ranked_pairs(zip(known, scores.tolist(), strict=True))

    def search(
        self,
        query: str,
        vector: np.ndarray | None,
        lexical_k: int,
        vector_k: int,
        libraries: Sequence[str] | None = None,
        metadata: dict | None = None,
    ) -> dict[str, list[tuple[str, float]]]:
        signals = {
            "lexical": self.lexical.search_lexical(query, lexical_k, libraries),
            "vector": [] if vector is None else self.vectors.search_vector(vector, vector_k, libraries),
        }
        if vector is not None and signals["lexical"]:
            signals["dense"] = self._cosines(vector, [chunk_id for chunk_id, _ in signals["lexical"]])
        if metadata is not None:
            # The library filter is policy: a date lookup never reaches a disabled library.
            signals["metadata"] = self.metadata.lookup(metadata, k=max(lexical_k, vector_k), libraries=libraries)
        return signals
