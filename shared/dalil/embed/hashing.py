"""A deterministic hashing embedder for tests: stemmed terms and character n-grams hashed into a
fixed number of signed buckets. No model, no randomness, identical on every machine."""

from __future__ import annotations

import hashlib
from collections.abc import Sequence

import numpy as np

from dalil.embed.base import l2_normalize
from dalil.text.normalize import fold
from dalil.text.stem import analyze

_NGRAM = 3


def _bucket(feature: str, dim: int) -> tuple[int, float]:
    # blake2b, not hash(): Python's str hash is salted per process.
    digest = hashlib.blake2b(feature.encode("utf-8"), digest_size=8).digest()
    value = int.from_bytes(digest, "little")
    return value % dim, (1.0 if (value >> 63) & 1 else -1.0)


class HashingEmbedder:
    """Bag of stemmed terms (weight 1) and folded character trigrams (weight 0.5)."""

    def __init__(self, dim: int = 256) -> None:
        self.dim = dim
        self.model_id = f"hashing-v1-{dim}"

    def _vector(self, text: str) -> np.ndarray:
        vector = np.zeros(self.dim, dtype=np.float32)
        for term in analyze(text):
            index, sign = _bucket("t:" + term, self.dim)
            vector[index] += sign
        for word in fold(text).split():
            padded = f"<{word}>"
            for start in range(max(1, len(padded) - _NGRAM + 1)):
                index, sign = _bucket("g:" + padded[start : start + _NGRAM], self.dim)
                vector[index] += 0.5 * sign
        return vector

    def embed_documents(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        return l2_normalize(np.vstack([self._vector(text) for text in texts]))

    def embed_query(self, text: str) -> np.ndarray:
        return self.embed_documents([text])[0]
