"""The background pass that gives every stored chunk its E5 passage vector.

E5 embeds ~3-4 chunks a second on two cores, so it never runs inside `dalil ingest`'s critical
path: ingest writes the store (lexical + USE vectors: the store answers at once), then this pass
embeds only the chunks that have no E5 vector yet (not in the bundled file, not in the sidecar,
or whose text changed) and writes them to the sidecar in small batches. Re-scoring uses whatever
exists; the rest keep their fused places until their vectors arrive.

    python -m dalil.ingest.dense_pass                 # the store in DALIL_STORE, with a progress bar
    python -m dalil.ingest.dense_pass --libraries all # every library, not only the re-scored ones
    dalil.ingest.dense_pass.start_background(path)    # detached, `nice -n 10`, one thread

Without a terminal (a background pass, a log file) it prints a progress line every
`LINE_EVERY_S` seconds instead of the bar. One pass per store at a time (a lock file beside the
sidecar): a second one exits at once instead of embedding the same chunks twice.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from dalil.embed.passages import load_bundled, passage_text, text_hash
from dalil.models import library_of
from dalil.settings import Settings
from dalil.stores.sqlite.dense_sidecar import SidecarVectors, sidecar_path

BATCH = 8  # a sidecar write (and a progress tick) every ~2-3 s on a busy box
LINE_EVERY_S = 30.0  # progress line interval when stderr is not a terminal


class PassAlreadyRunning(RuntimeError):
    """Another dense pass holds this store's sidecar lock."""


@contextlib.contextmanager
def _single_pass(store_path: Path | str):
    """Hold `<sidecar>.lock` for the pass; a second pass on the same store fails fast."""
    try:
        import fcntl
    except ImportError:  # not POSIX: no lock, a second pass only repeats work
        yield
        return
    lock_path = sidecar_path(store_path).with_suffix(".lock")
    lock_path.parent.mkdir(parents=True, exist_ok=True)
    with open(lock_path, "a+") as handle:
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError as error:
            raise PassAlreadyRunning(f"a dense pass is already running on {store_path}") from error
        yield


class _LineProgress:
    """Plain progress lines for logs: done/total, rate and time left, at most every `every` s."""

    def __init__(self, total: int, every: float = LINE_EVERY_S, out=None) -> None:  # noqa: ANN001 - a text stream
        self.total, self.every, self.out = total, every, out or sys.stderr
        self.done = 0
        self.started = self.last = time.perf_counter()

    def advance(self, n: int) -> None:
        self.done += n
        now = time.perf_counter()
        if now - self.last >= self.every or self.done == self.total:
            self.last = now
            rate = self.done / max(now - self.started, 1e-9)
            left = (self.total - self.done) / rate if rate else float("inf")
            print(f"E5 passage vectors {self.done}/{self.total} ({rate:.2f}/s, ~{left / 60:.0f} min left)",
                  file=self.out, flush=True)


@dataclass
class DensePassReport:
    chunks: int = 0
    bundled: int = 0
    already: int = 0
    embedded: int = 0
    seconds: float = 0.0


def fill(
    store_path: Path | str, progress: bool = True, limit: int | None = None, threads: int = 1, bundled_dir: Path | None = None,
    libraries: tuple[str, ...] | None = None,
) -> DensePassReport:
    """Embed the chunks (of `libraries`, default every one) that lack a valid E5 vector.
    Raises PassAlreadyRunning when another pass is filling the same store."""
    with _single_pass(store_path):
        return _fill(store_path, progress, limit, threads, bundled_dir, libraries)


def _fill(
    store_path: Path | str, progress: bool, limit: int | None, threads: int, bundled_dir: Path | None,
    libraries: tuple[str, ...] | None,
) -> DensePassReport:
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

    from dalil.embed.e5 import E5Embedder
    from dalil.stores.sqlite.store import open_store

    started = time.perf_counter()
    embedder = E5Embedder(threads=threads)
    bundled = load_bundled(embedder.model_id, bundled_dir) if bundled_dir is not None else load_bundled(embedder.model_id)
    sidecar = SidecarVectors(sidecar_path(store_path), embedder.model_id)
    known = sidecar.known(with_versions=True)
    report = DensePassReport()
    todo = []
    revalidate: dict[str, str] = {}
    with open_store(store_path) as store:
        versions = store.corpus_versions()
        for chunk in store.chunks.iter_chunks():
            if libraries is not None and chunk.library not in libraries:
                continue
            report.chunks += 1
            digest = text_hash(embedder.model_id, chunk)
            version = versions.get(library_of(chunk.chunk_id) or "", "")
            stored = known.get(chunk.chunk_id)
            if bundled is not None and bundled.get(chunk.chunk_id, digest) is not None \
                    and bundled.corpus_versions.get(chunk.library) == version:
                report.bundled += 1
            elif stored is not None and stored[0] == digest:
                report.already += 1
                if stored[1] != version:
                    revalidate[chunk.chunk_id] = version  # same text under a new corpus version
            else:
                todo.append((chunk.chunk_id, digest, passage_text(chunk), version))
    sidecar.set_versions(revalidate)
    todo = todo[:limit] if limit is not None else todo
    # Similar lengths in one batch: the engine pads a batch to its longest text, and Synaxarium
    # chunks range from a line to a page (store order mixes them).
    todo.sort(key=lambda item: len(item[2]))
    interactive = progress and sys.stderr.isatty()
    bar = Progress(TextColumn("E5 passage vectors"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn(),
                   disable=not interactive)
    lines = _LineProgress(len(todo)) if progress and not interactive and todo else None
    with bar:
        task = bar.add_task("e5", total=len(todo))
        for start in range(0, len(todo), BATCH):
            batch = todo[start : start + BATCH]
            matrix = embedder.embed_documents([text for _, _, text, _ in batch])
            report.embedded += sidecar.put_many(((cid, digest, matrix[i]) for i, (cid, digest, _, _) in enumerate(batch)),
                                                versions={cid: version for cid, _, _, version in batch})
            bar.advance(task, len(batch))
            if lines is not None:
                lines.advance(len(batch))
    report.seconds = round(time.perf_counter() - started, 3)
    return report


def start_background(store_path: Path | str, log_path: Path | None = None) -> subprocess.Popen:
    """Run the pass detached at low priority with one thread; the caller does not wait."""
    env = {**os.environ, "OMP_NUM_THREADS": "1"}
    log_path = log_path or Path(store_path).with_name(Path(store_path).name + ".dense.log")
    # No terminal: the pass writes a progress line to the log every LINE_EVERY_S seconds.
    command = [sys.executable, "-m", "dalil.ingest.dense_pass", "--store", str(store_path)]
    if os.name == "posix":
        command = ["nice", "-n", "10", *command]
    with open(log_path, "ab") as log:
        return subprocess.Popen(command, env=env, stdout=log, stderr=log, stdin=subprocess.DEVNULL, start_new_session=True)


def pass_libraries(option: str | None, rescored: tuple[str, ...]) -> tuple[str, ...] | None:
    """The libraries to embed: the option's list, None for 'all', else the re-scored ones (vectors
    of a library that is never re-scored would only cost CPU)."""
    if option is None:
        return tuple(rescored)
    if option.strip().lower() == "all":
        return None
    return tuple(name.strip() for name in option.split(",") if name.strip())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--store", type=Path, default=None)
    parser.add_argument("--limit", type=int, default=None)
    parser.add_argument("--no-progress", action="store_true")
    parser.add_argument("--libraries", default=None,
                        help="comma-separated libraries, or 'all' (default: the re-scored ones, DALIL_RESCORE_LIBRARIES)")
    args = parser.parse_args(argv)

    settings = Settings()
    store = args.store if args.store is not None else settings.store
    libraries = pass_libraries(args.libraries, settings.rescore_libraries)
    try:
        report = fill(store, progress=not args.no_progress, limit=args.limit, libraries=libraries)
    except PassAlreadyRunning as error:
        print(f"{error}; nothing to do", flush=True)
        return 0
    print(f"E5 passage vectors: {report.chunks} chunks, {report.bundled} bundled, {report.already} already, "
          f"{report.embedded} embedded in {report.seconds:.1f} s", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

