"""The question vectors a process embedded last, by the exact text the engine was given.

A feast day brings the same questions many times, and the served retrieval cache
(retrieval/result_cache.py) does not cover every repeat: its key also holds the libraries asked,
the church's day and the index version, and `dalil retrieve --batch` has no such cache at all. A
question whose engine input was embedded before gets that vector back instead of ~17-20 ms of
E5 (benchmarks/performance/RESULTS.md, SERVE25).

Why a remembered vector is the vector the engine would make now: the key is the engine's whole
input (`E5Embedder` passes the text after `for_embedding`, and one memory serves one model id),
and the engine is deterministic (one thread or two, bit for bit: embed/e5.py). Nothing else is
kept, so no setting or store change can make an entry stale.

Bounded by entries (least recently used go first); a vector is 384 float32 (1.5 KiB), so the
default 2,048 entries hold ~3.5 MiB with their keys. Entries are kept as read-only copies and
handed out as copies: a caller cannot change what the next one gets.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from functools import lru_cache

import numpy as np


class QueryVectorMemory:
    """At most `entries` (text -> vector) pairs, least recently used dropped first; thread-safe."""

    def __init__(self, entries: int) -> None:
        if entries < 1:
            raise ValueError(f"entries >= 1 required, not {entries}")
        self.entries = entries
        self._vectors: OrderedDict[str, np.ndarray] = OrderedDict()
        self._lock = threading.Lock()
        self.hits = self.misses = 0  # read by tests and benchmarks

    def get(self, text: str) -> np.ndarray | None:
        with self._lock:
            vector = self._vectors.get(text)
            if vector is None:
                self.misses += 1
                return None
            self._vectors.move_to_end(text)
            self.hits += 1
        return vector.copy()  # the caller's own: nothing it does reaches the next question

    def put(self, text: str, vector: np.ndarray) -> None:
        kept = np.array(vector, dtype=np.float32, copy=True)
        kept.flags.writeable = False
        with self._lock:
            self._vectors[text] = kept
            self._vectors.move_to_end(text)
            while len(self._vectors) > self.entries:
                self._vectors.popitem(last=False)

    def __contains__(self, text: object) -> bool:
        with self._lock:
            return text in self._vectors

    def __len__(self) -> int:
        return len(self._vectors)


@lru_cache(maxsize=4)
def process_memory(model_id: str, entries: int) -> QueryVectorMemory | None:
    """One memory per model and size in a process (a retriever, and so an embedder, is built per
    question: the memory must outlive them); None when `entries` is 0 (off)."""
    return QueryVectorMemory(entries) if entries > 0 else None
