"""A bounded, per-process cache of retrieval results for `dalil serve` (a feast day's traffic asks
the same few questions again and again; retrieval is ~85 % of a question's CPU).

What makes a hit the result retrieval would compute now, and nothing else:
- the key holds everything retrieval reads: the query as sent to the retriever (a follow-up's
  carried subject included), the requested libraries, the settings object (libraries enabled,
  re-scoring, every knob), the church's day in the configured timezone (date questions read
  "today"), the index's version (its file's random id and generation: every write that changes
  the index bumps it, a rebuild makes a new file) and the E5
  passage-vector sidecar's size and modification time (a background pass adds vectors without
  touching the index);
- a result is stored only when the day did not change while it was computed, and never when a
  signal failed inside retrieval (a passing fault must not outlive its question);
- entries are pickled bytes: a hit is a fresh copy (nothing downstream can change a cached
  result), and the bound is on bytes as well as entries (least recently used go first).

Only the local SQLite backend is cached (its generation is known); the answer steps (context,
answer, checks, the user-data record) run for every question, hit or not.
"""

from __future__ import annotations

import pickle
import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable, Sequence
from pathlib import Path

from dalil.models import RetrievalResult
from dalil.settings import Settings
from dalil.stores.sqlite.dense_sidecar import sidecar_path
from dalil.text.coptic_calendar import today_in


class RetrievalCache:
    """Least-recently-used, bounded by entries and by the pickled size; thread-safe."""

    def __init__(self, max_entries: int, max_bytes: int) -> None:
        self.max_entries, self.max_bytes = max_entries, max_bytes
        self._entries: OrderedDict[Hashable, bytes] = OrderedDict()
        self._bytes = 0
        self._lock = threading.Lock()
        self.hits = self.misses = 0

    @property
    def size_bytes(self) -> int:
        return self._bytes

    def __len__(self) -> int:
        return len(self._entries)

    def get(self, key: Hashable) -> RetrievalResult | None:
        with self._lock:
            blob = self._entries.get(key)
            if blob is None:
                self.misses += 1
                return None
            self._entries.move_to_end(key)
            self.hits += 1
        result = pickle.loads(blob)
        return result if isinstance(result, RetrievalResult) else None

    def put(self, key: Hashable, result: RetrievalResult) -> None:
        blob = pickle.dumps(result, protocol=pickle.HIGHEST_PROTOCOL)
        if len(blob) > self.max_bytes or self.max_entries < 1:
            return
        with self._lock:
            old = self._entries.pop(key, None)
            if old is not None:
                self._bytes -= len(old)
            self._entries[key] = blob
            self._bytes += len(blob)
            while self._entries and (len(self._entries) > self.max_entries or self._bytes > self.max_bytes):
                _key, dropped = self._entries.popitem(last=False)
                self._bytes -= len(dropped)

    def clear(self) -> None:
        with self._lock:
            self._entries.clear()
            self._bytes = 0


def _file_state(path: Path) -> tuple[int, int]:
    try:
        stat = path.stat()
    except OSError:
        return (0, 0)
    return (stat.st_size, stat.st_mtime_ns)


def index_state(store_path: str | Path, version: Hashable) -> tuple[Hashable, ...]:
    """What the index looks like now: its version (file id and generation) and the E5 sidecar's
    file (and WAL) state."""
    sidecar = sidecar_path(store_path)
    return (version, _file_state(sidecar), _file_state(sidecar.with_name(sidecar.name + "-wal")))


def cached_retrieve(
    cache: RetrievalCache,
    settings: Settings,
    index_version: Callable[[], Hashable],
    query: str,
    libraries: Sequence[str] | None,
    compute: Callable[[], RetrievalResult],
) -> RetrievalResult:
    """The cached result for this question and index, or `compute()` stored when the day held still."""
    day = today_in(settings.timezone)
    key = (query, tuple(libraries) if libraries is not None else None, settings, day,
           index_state(settings.store, index_version()))
    found = cache.get(key)
    if found is not None:
        return found
    result = compute()
    if today_in(settings.timezone) == day and not degraded(result):
        cache.put(key, result)
    return result


def degraded(result: RetrievalResult) -> bool:
    """A signal failed and retrieval answered without it (the retriever notes "<signal>_unavailable:
    <error>"): a passing fault, never kept for the next asker."""
    return any(note.split(":", 1)[0].endswith("_unavailable") for note in result.trace.notes)


_process_cache: RetrievalCache | None = None


def enable_process_cache(settings: Settings) -> RetrievalCache | None:
    """Turn this process's cache on (`dalil serve` does, in each worker; the CLI and tests never do,
    so a one-shot ask or a test that changes code between two asks never sees a stale result)."""
    global _process_cache
    if settings.serve_retrieval_cache_mb <= 0 or settings.serve_retrieval_cache_entries <= 0:
        _process_cache = None
    else:
        _process_cache = RetrievalCache(settings.serve_retrieval_cache_entries,
                                        int(settings.serve_retrieval_cache_mb * 1024 * 1024))
    return _process_cache


def disable_process_cache() -> None:
    global _process_cache
    _process_cache = None


def process_cache(settings: Settings) -> RetrievalCache | None:
    """The cache for this question: the process's when it is on and the backend is local, else None."""
    return _process_cache if settings.backend == "local" else None
