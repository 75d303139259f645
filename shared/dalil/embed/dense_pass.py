"""The background pass that gives every stored chunk its E5 passage vector (issue 15).

E5 embeds ~3-4 chunks a second on two cores, so it never runs inside `dalil ingest`'s critical
path: ingest writes the store (lexical + USE vectors: the store answers at once), then this pass
embeds only the chunks that have no E5 vector yet (not in the bundled file, not in the sidecar,
or whose text changed) and writes them to the sidecar in small batches. Re-scoring uses whatever
exists; the rest keep their fused places until their vectors arrive.

    python -m dalil.embed.dense_pass                 # the store in DALIL_STORE, with a progress bar
    dalil.embed.dense_pass.start_background(settings)  # detached, `nice -n 10`, one thread
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from dalil.embed.passages import SidecarVectors, load_bundled, passage_text, sidecar_path, text_hash

BATCH = 8  # a sidecar write (and a progress tick) every ~2-3 s on a busy box


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
    """Embed the chunks (of `libraries`, default every one) that lack a valid E5 vector."""
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
    from dalil.retrieval.policy import library_of

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
    bar = Progress(TextColumn("E5 passage vectors"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn(),
                   disable=not (progress and sys.stderr.isatty()))
    with bar:
        task = bar.add_task("e5", total=len(todo))
        for start in range(0, len(todo), BATCH):
            batch = todo[start : start + BATCH]
            matrix = embedder.embed_documents([text for _, _, text, _ in batch])
            report.embedded += sidecar.put_many(((cid, digest, matrix[i]) for i, (cid, digest, _, _) in enumerate(batch)),
                                                versions={cid: version for cid, _, _, version in batch})
            bar.advance(task, len(batch))
    report.seconds = round(time.perf_counter() - started, 3)
    return report


def start_background(store_path: Path | str, log_path: Path | None = None) -> subprocess.Popen:
    """Run the pass detached at low priority with one thread; the caller does not wait."""
    env = {**os.environ, "OMP_NUM_THREADS": "1"}
    log_path = log_path or Path(store_path).with_name(Path(store_path).name + ".dense.log")
    command = [sys.executable, "-m", "dalil.embed.dense_pass", "--store", str(store_path), "--no-progress"]
    if os.name == "posix":
        command = ["nice", "-n", "10", *command]
    with open(log_path, "ab") as log:
        return subprocess.Popen(command, env=env, stdout=log, stderr=log, stdin=subprocess.DEVNULL, start_new_session=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--store", type=Path, default=None)
    parser.add_argument("--limit", type=int, default=None)
    parser.add_argument("--no-progress", action="store_true")
    args = parser.parse_args(argv)
    from dalil.settings import Settings

    settings = Settings()
    store = args.store if args.store is not None else settings.store
    report = fill(store, progress=not args.no_progress, limit=args.limit, libraries=settings.rescore_libraries)
    print(f"E5 passage vectors: {report.chunks} chunks, {report.bundled} bundled, {report.already} already, "
          f"{report.embedded} embedded in {report.seconds:.1f} s", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())


def after_ingest(settings) -> subprocess.Popen | None:  # noqa: ANN001 - Settings
    """Called when a local ingest finished: with E5 re-scoring on, start the background pass (it
    exits at once when every chunk already has its vector). The store answers meanwhile."""
    from dalil.retrieval.rescore import rescore_mode

    if settings.backend != "local" or rescore_mode(settings) != "e5":
        return None
    return start_background(settings.store)
