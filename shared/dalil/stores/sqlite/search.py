"""Every candidate signal for one question from the one SQLite file (the embedded twin of the
OpenSearch `_msearch` round trip)."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

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
        if metadata is not None:
            # The library filter is policy: a date lookup never reaches a disabled library.
            signals["metadata"] = self.metadata.lookup(metadata, k=max(lexical_k, vector_k), libraries=libraries)
        return signals
