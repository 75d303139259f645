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

Single flight (`SingleFlight`, on in every `dalil serve` process, with or without the cache): the
same question, under the same key, asked again while its retrieval is still running waits for
that retrieval and gets a copy of its result instead of computing it a second time (a feast day's
first minutes: many people ask the new question at once, before any cache holds it).
"""

from __future__ import annotations

import pickle
import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
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


def file_state(path: Path) -> tuple[int, int]:
    """(size, mtime) of a file, (0, 0) when it is not there: what a cache keyed on a file compares."""
    try:
        stat = path.stat()
    except OSError:
        return (0, 0)
    return (stat.st_size, stat.st_mtime_ns)


def index_state(store_path: str | Path, version: Hashable) -> tuple[Hashable, ...]:
    """What the index looks like now: its version (file id and generation) and the E5 sidecar's
    file (and WAL) state."""
    sidecar = sidecar_path(store_path)
    return (version, file_state(sidecar), file_state(sidecar.with_name(sidecar.name + "-wal")))


@dataclass(eq=False)
class _Flight:
    done: threading.Event = field(default_factory=threading.Event)
    result: bytes | None = None  # pickled once for every follower
    followers: int = 0


class SingleFlight:
    """Concurrent computations under one key: the first runs, the others wait for it and each get
    a fresh copy of its result (nothing one asker's steps change reaches another). When the first
    one fails, each follower computes on its own (the failure may have been the first one's
    alone: a deadline, a passing fault). Nothing is kept after the computation ends."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._flights: dict[Hashable, _Flight] = {}
        self.shared = 0  # results handed to followers (read by tests and benchmarks)

    def run(self, key: Hashable, compute: Callable[[], RetrievalResult]) -> tuple[RetrievalResult, bool]:
        """(the result, whether this caller computed it)."""
        with self._lock:
            flight = self._flights.get(key)
            leading = flight is None
            if flight is None:
                flight = self._flights[key] = _Flight()
            else:
                flight.followers += 1
        if not leading:
            flight.done.wait()
            blob = flight.result
            if blob is None:
                return compute(), True
            with self._lock:
                self.shared += 1
            return pickle.loads(blob), False
        try:
            result = compute()
            with self._lock:
                # Followers that joined until now are served; later askers start a flight of their own.
                del self._flights[key]
                followers = flight.followers
            if followers:
                flight.result = pickle.dumps(result, protocol=pickle.HIGHEST_PROTOCOL)
            return result, True
        finally:
            with self._lock:
                if self._flights.get(key) is flight:
                    del self._flights[key]
            flight.done.set()


def retrieval_key(settings: Settings, index_version: Callable[[], Hashable], query: str,
                  libraries: Sequence[str] | None) -> tuple[Hashable, ...]:
    """Everything retrieval reads (module docstring); the day is the key's fourth member."""
    return (query, tuple(libraries) if libraries is not None else None, settings, today_in(settings.timezone),
            index_state(settings.store, index_version()))


def cached_retrieve(
    cache: RetrievalCache | None,
    settings: Settings,
    index_version: Callable[[], Hashable],
    query: str,
    libraries: Sequence[str] | None,
    compute: Callable[[], RetrievalResult],
    flights: SingleFlight | None = None,
) -> RetrievalResult:
    """The cached result for this question and index, or `compute()` (shared with concurrent
    askers of the same key when `flights` is given) stored when the day held still."""
    key = retrieval_key(settings, index_version, query, libraries)
    day = key[3]
    if cache is not None and (found := cache.get(key)) is not None:
        return found
    if flights is None:
        result, computed = compute(), True
    else:
        result, computed = flights.run(key, compute)
    if cache is not None and computed and today_in(settings.timezone) == day and not degraded(result):
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


_process_flights: SingleFlight | None = None


def enable_single_flight() -> SingleFlight:
    """Concurrent misses of one question share one retrieval in this process (`dalil serve`)."""
    global _process_flights
    _process_flights = SingleFlight()
    return _process_flights


def disable_single_flight() -> None:
    global _process_flights
    _process_flights = None


def process_flights(settings: Settings) -> SingleFlight | None:
    """The process's single flight when it is on and the backend is local (its index version is
    part of the key), else None."""
    return _process_flights if settings.backend == "local" else None
