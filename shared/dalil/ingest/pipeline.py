"""Ingest: source adapters -> chunks -> embeddings -> the SQLite store, incrementally.

A document is rewritten only when its chunk set changed (doc hash), documents that left the input
are removed, only chunks whose embedding input changed are embedded, and each library is written
in one transaction, so an error leaves the store as it was. `rebuild` builds a new file beside the
old one and swaps it in only when every library succeeded.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import sys
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

import numpy as np
from pydantic import BaseModel, Field

if TYPE_CHECKING:  # rich is a CLI dependency, not in the Lambda layer (the ingest Lambdas import this module)
    from rich.progress import Progress

from dalil.embed.base import Embedder
from dalil.embed.passages import load_bundled, text_hash  # text_hash reads embedding_text
from dalil.embed.passages import passage_text as embedding_text  # one rule for what every embedder sees
from dalil.errors import IngestError, StoreError
from dalil.ingest.chunking import chunk_document
from dalil.ingest.links import SKIP_REASON, link_problem
from dalil.ingest.sources import SOURCES, get_source
from dalil.models import Chunk, Document
from dalil.stores.sqlite.database import identify
from dalil.stores.sqlite.store import SqliteStore, open_store

log = logging.getLogger("dalil.ingest")

EMBED_BATCH = 64  # texts per embedder call: small enough for a lively progress bar
# An ingest that would remove more than this share of a library's stored documents (and more than
# MIN_REMOVALS_CHECKED of them), or whose input skips more than MAX_MALFORMED_SHARE of its records
# as malformed, is refused before anything is written unless forced: a broken source file must
# fail, not empty the library it was meant to update. Real sources skip no malformed record
# (Synaxarium 856/856, liturgy 236 + 19 reading slots, Bible, ARCD, XQuAD: 2026-12-01).
MAX_REMOVED_SHARE = 0.2
MIN_REMOVALS_CHECKED = 10
MAX_MALFORMED_SHARE = 0.02
_SQLITE_SIDE_FILES = ("-wal", "-shm", "-journal")

PlanT = TypeVar("PlanT")
BatchT = TypeVar("BatchT")
ResultT = TypeVar("ResultT")


class LibraryIngest(BaseModel):
    library: str
    sources: list[str]
    corpus_version: str
    documents: int = 0  # distinct documents in the input that produced chunks
    added: int = 0
    replaced: int = 0
    unchanged: int = 0
    removed: int = 0
    duplicates: int = 0  # later records with an already-seen doc_id (the first one wins)
    empty: int = 0  # documents that produced no chunk
    skipped: dict[str, int] = Field(default_factory=dict)  # records the adapter skipped, by reason
    chunks: int = 0  # chunks of this library in the input
    chunks_written: int = 0
    chunks_embedded: int = 0
    chunks_shipped: int = 0  # vectors taken from the package's bundled-corpus file (same model and text)
    seconds: float = 0.0


class IngestReport(BaseModel):
    store: str
    embedder: str
    rebuilt: bool
    moved_aside: str | None = None  # where a damaged store file was kept (a rebuild never deletes one)
    libraries: list[LibraryIngest] = Field(default_factory=list)
    seconds: float = 0.0

    @property
    def wrote(self) -> bool:
        return any(lib.added or lib.replaced or lib.removed for lib in self.libraries)


@dataclass(frozen=True)
class PlannedSource:
    name: str
    adapter: Any  # a source adapter: name, library, default_path(), version(path), load(path)
    path: Path


@dataclass(frozen=True)
class DocumentChanges:
    """What an ingest run must write for one library, by comparing doc hashes with the store."""

    new_hashes: dict[str, str]
    changed: list[str]  # added or replaced, in input order
    removed: list[str]  # stored but absent from the input


def diff_documents(
    chunks_by_doc: dict[str, list[Chunk]],
    stored_hashes: dict[str, str],
    result: LibraryIngest,
    *,
    force: bool = False,
    previous: Iterable[str] | None = None,
) -> DocumentChanges:
    """The changes, with the counts recorded on `result` (both backends report the same way).

    An input that yields no document at all is refused before anything is written: a malformed
    or emptied source file must fail the ingest, not delete the library it was meant to update.
    Unless `force`, so is one that would remove too much of the library or skips too many records
    (`check_shrink`). `previous`: the library's documents before this run when they are not
    `stored_hashes` (a rebuild writes a new file: the old file's documents)."""
    if not chunks_by_doc:
        skipped = ", ".join(f"{count} {reason}" for reason, count in sorted(result.skipped.items()))
        raise IngestError(
            f"{result.library}: the input yielded no documents"
            + (f" (skipped: {skipped})" if skipped else "")
            + f"; the {len(stored_hashes)} stored documents of this library were left as they were"
        )
    new_hashes = {doc_id: doc_hash(chunks) for doc_id, chunks in chunks_by_doc.items()}
    changed = [doc_id for doc_id, digest in new_hashes.items() if stored_hashes.get(doc_id) != digest]
    removed = sorted(set(stored_hashes) - set(new_hashes))
    result.documents = len(chunks_by_doc)
    result.added = sum(1 for doc_id in changed if doc_id not in stored_hashes)
    result.replaced = len(changed) - result.added
    result.unchanged = len(new_hashes) - len(changed)
    result.removed = len(removed)
    result.chunks = sum(len(chunks) for chunks in chunks_by_doc.values())
    if not force:
        before = set(stored_hashes) if previous is None else set(previous)
        check_shrink(result, before=len(before), removing=len(before - set(new_hashes)))
    return DocumentChanges(new_hashes, changed, removed)


def check_shrink(result: LibraryIngest, *, before: int, removing: int) -> None:
    """Refuse (IngestError, with counts) an input that removes more than MAX_REMOVED_SHARE of the
    library or skips more than MAX_MALFORMED_SHARE of its records as malformed."""
    malformed = sum(count for reason, count in result.skipped.items() if reason.startswith("malformed"))
    records = result.documents + result.empty + result.duplicates + sum(result.skipped.values())
    too_many_removed = removing > max(MIN_REMOVALS_CHECKED, MAX_REMOVED_SHARE * before)
    too_many_malformed = malformed > max(1, MAX_MALFORMED_SHARE * records)
    if not (too_many_removed or too_many_malformed):
        return
    problems = []
    if too_many_removed:
        problems.append(f"it would remove {removing} of the {before} stored documents "
                        f"(more than {MAX_REMOVED_SHARE:.0%})")
    if malformed:
        problems.append(f"{malformed} malformed of its {records} records were skipped"
                        + (f" (more than {MAX_MALFORMED_SHARE:.0%})" if too_many_malformed else ""))
    raise IngestError(
        f"{result.library}: the input yielded {result.documents} documents, but " + "; ".join(problems)
        + ". Nothing was written. Check the source, or run again with --force if this is intended."
    )


def doc_hash(chunks: Sequence[Chunk]) -> str:
    """Hash of a document's chunk set: (chunk_id, content_hash) plus title, url and metadata, since
    content_hash covers only the text and a changed title or date must reach the store too. The
    corpus version is left out on purpose: a new version with the same chunks rewrites nothing."""
    payload = [[c.chunk_id, c.content_hash, c.title, c.url, c.metadata] for c in chunks]
    encoded = json.dumps(payload, ensure_ascii=False, sort_keys=True, default=str).encode("utf-8")
    return hashlib.sha256(encoded).hexdigest()


def default_sources() -> list[tuple[str, Path | None]]:
    """Every adapter that has a bundled default path (the demo corpus)."""
    names = list(SOURCES) if isinstance(SOURCES, dict) else [getattr(s, "name", s) for s in SOURCES]
    return [(name, None) for name in names if get_source(name).default_path() is not None]


def plan_sources(sources: Sequence[tuple[str, Path | None]]) -> dict[str, list[PlannedSource]]:
    """Resolve every source before anything is written: unknown names and missing paths fail first."""
    by_library: dict[str, list[PlannedSource]] = {}
    for name, path in sources:
        adapter = get_source(name)  # an unknown name raises UnknownLibrary with the known names
        resolved = Path(path) if path is not None else adapter.default_path()
        if resolved is None:
            raise IngestError(f"source {name!r} has no bundled data; give a path with --source {name} PATH")
        if not resolved.exists():
            raise IngestError(f"{name}: the path {resolved} does not exist")
        by_library.setdefault(adapter.library, []).append(PlannedSource(name, adapter, resolved))
    return by_library


class IngestJob(Protocol[PlanT, BatchT, ResultT]):
    """One backend's run of the stages: `plan` resolves the sources (and, in the cloud job, reads
    and diffs them into batch files), each batch reads/diffs/embeds/writes what it holds, `finish`
    commits the run (a rebuilt file swapped in, an alias moved, removals applied) or undoes it.
    `abandon` cleans up when an exception escapes a batch."""

    def plan(self) -> PlanT: ...

    def batches(self, plan: PlanT) -> Iterable[BatchT]: ...

    def run_batch(self, plan: PlanT, batch: BatchT) -> ResultT: ...

    def finish(self, plan: PlanT, results: list[ResultT]) -> IngestReport: ...

    def abandon(self, plan: PlanT) -> None: ...


def run_job(job: IngestJob[PlanT, BatchT, ResultT]) -> IngestReport:
    """The one ingest driver, for every backend that runs in this process (the cloud job's Lambdas
    are the same three steps with the state machine as the driver)."""
    plan = job.plan()
    try:
        results = [job.run_batch(plan, batch) for batch in job.batches(plan)]
    except BaseException:
        job.abandon(plan)
        raise
    return job.finish(plan, results)


def run_ingest(
    store_path: Path | str,
    embedder: Embedder,
    sources: Sequence[tuple[str, Path | None]] | None = None,
    rebuild: bool = False,
    progress: bool = True,
    force: bool = False,
) -> IngestReport:
    """`force`: accept an input that removes most of a library or skips many malformed records."""
    return run_job(SqliteIngestJob(Path(store_path), embedder, sources, rebuild=rebuild, progress=progress, force=force))


@dataclass
class SqlitePlan:
    sources: dict[str, list[PlannedSource]]
    build_path: Path  # the store itself, or (rebuild) a new file beside it
    store: SqliteStore
    bar: Progress
    report: IngestReport
    previous: dict[str, set[str]] | None  # a rebuild is held to the old file's documents
    started: float
    open_parts: ExitStack  # the store and the progress bar, closed by finish or abandon


class SqliteIngestJob:
    """The SQLite store as an ingest job: one batch per library, written in one transaction (an
    error leaves that library as it was); a rebuild builds a new file and swaps it in at `finish`,
    only when every library succeeded."""

    def __init__(
        self,
        store_path: Path,
        embedder: Embedder,
        sources: Sequence[tuple[str, Path | None]] | None,
        *,
        rebuild: bool,
        progress: bool,
        force: bool,
    ) -> None:
        self.store_path = store_path
        self.embedder = embedder
        self.sources = sources
        self.rebuild = rebuild
        self.progress = progress
        self.force = force

    def plan(self) -> SqlitePlan:
        started = time.perf_counter()
        store_path = self.store_path
        sources = plan_sources(self.sources if self.sources else default_sources())
        if not sources:
            raise IngestError("no sources to ingest: no adapter has bundled data and none was given")
        build_path = store_path.with_name(store_path.name + ".rebuild") if self.rebuild else store_path
        report = IngestReport(store=str(store_path), embedder=self.embedder.model_id, rebuilt=self.rebuild)
        previous: dict[str, set[str]] | None = None
        if self.rebuild:
            _refuse_unless_replaceable(store_path, damaged_ok=True)  # a damaged store is moved aside at the swap
            previous = _documents_by_library(store_path, list(sources))
            if _damaged(build_path):  # a leftover of an interrupted rebuild, unreadable
                _move_aside(build_path)
            _refuse_unless_replaceable(build_path)
            _remove_sqlite_file(build_path)  # a leftover from an interrupted rebuild (checked: ours or empty)
        open_parts = ExitStack()
        try:
            store = open_parts.enter_context(open_store(build_path, embedder=self.embedder, create=True))
            bar = open_parts.enter_context(_progress_bar(self.progress))
        except BaseException:
            open_parts.close()
            if self.rebuild:
                _remove_sqlite_file(build_path)
            raise
        return SqlitePlan(sources, build_path, store, bar, report, previous, started, open_parts)

    def batches(self, plan: SqlitePlan) -> Iterable[tuple[str, list[PlannedSource]]]:
        return plan.sources.items()

    def run_batch(self, plan: SqlitePlan, batch: tuple[str, list[PlannedSource]]) -> LibraryIngest:
        library, planned = batch
        before = None if plan.previous is None else plan.previous.get(library, set())
        result = _ingest_library(plan.store, self.embedder, library, planned, plan.bar, self.force, before)
        plan.report.libraries.append(result)
        return result

    def finish(self, plan: SqlitePlan, results: list[LibraryIngest]) -> IngestReport:
        try:
            plan.open_parts.close()
        except BaseException:
            self._remove_build(plan)
            raise
        if self.rebuild:
            if _damaged(self.store_path):
                plan.report.moved_aside = str(_move_aside(self.store_path))
            _refuse_unless_replaceable(self.store_path)  # checked again: the build took a while
            _swap_in(plan.build_path, self.store_path)
        plan.report.seconds = round(time.perf_counter() - plan.started, 3)
        return plan.report

    def abandon(self, plan: SqlitePlan) -> None:
        try:
            plan.open_parts.close()
        finally:
            self._remove_build(plan)

    def _remove_build(self, plan: SqlitePlan) -> None:
        if self.rebuild:
            _remove_sqlite_file(plan.build_path)  # the old store stays untouched


def _documents_by_library(store_path: Path, libraries: list[str]) -> dict[str, set[str]]:
    """The documents a rebuild replaces, by library; none when the old file is no readable index
    (of another schema version, say: the rebuild is its repair)."""
    if identify(store_path) != "index":
        return {}
    try:
        with open_store(store_path) as old:
            return {library: set(old.chunks.doc_hashes(library)) for library in libraries}
    except StoreError:
        return {}


@dataclass(frozen=True)
class LibraryDocuments:
    """One library's input, read and chunked: what the diff and the writers start from."""

    result: LibraryIngest  # counts so far: duplicates, empty and skipped records
    documents: dict[str, Document]  # by doc_id, in input order
    chunks_by_doc: dict[str, list[Chunk]]


def read_library(library: str, planned: list[PlannedSource]) -> LibraryDocuments:
    """Every adapter's documents of `library`, chunked: the first record of a doc_id wins, a document
    without chunks or whose links do not lead to its record is counted and left out, and a document
    that names another library fails the ingest (IngestError) before anything is written."""
    versions = {p.name: p.adapter.version(p.path) for p in planned}
    # One adapter per library is the usual case; several are recorded together, in a stable order.
    corpus_version = next(iter(versions.values())) if len(versions) == 1 else ";".join(
        f"{name}={version}" for name, version in sorted(versions.items())
    )
    result = LibraryIngest(library=library, sources=[p.name for p in planned], corpus_version=corpus_version)
    documents: dict[str, Document] = {}
    chunks_by_doc: dict[str, list[Chunk]] = {}
    seen: set[str] = set()
    for item in planned:
        for document in _documents(item):
            if document.library != library:
                raise IngestError(f"{item.name}: document {document.doc_id} says library {document.library!r}, "
                                  f"the adapter says {library!r}")
            if document.doc_id in seen:
                result.duplicates += 1
                continue
            seen.add(document.doc_id)
            chunks = chunk_document(document, versions[item.name])
            if not chunks:
                result.empty += 1
                continue
            if not links_lead_home(chunks, result.skipped):
                continue
            documents[document.doc_id] = document
            chunks_by_doc[document.doc_id] = chunks
    for item in planned:
        report = getattr(item.adapter, "last_report", None)  # adapters may count skipped records
        for reason, count in getattr(report, "skipped", {}).items():
            result.skipped[reason] = result.skipped.get(reason, 0) + count
    return LibraryDocuments(result, documents, chunks_by_doc)


VectorLookup = Callable[[list[Chunk]], dict[str, np.ndarray]]


def known_vectors(chunks: Sequence[Chunk], lookups: Sequence[VectorLookup]) -> list[dict[str, np.ndarray]]:
    """The reuse stage before `embed_chunks`: vectors already paid for, by chunk id, from each
    lookup in turn (SQLite: the replaced documents' own vectors, then the package's shipped file;
    the cloud job: a retried batch's checkpoint). A lookup sees only the chunks the earlier ones
    did not find; one dict per lookup, so a caller can count where its vectors came from."""
    found: list[dict[str, np.ndarray]] = []
    todo = list(chunks)
    for lookup in lookups:
        vectors = lookup(todo) if todo else {}
        found.append(vectors)
        todo = [chunk for chunk in todo if chunk.chunk_id not in vectors]
    return found


def embed_chunks(
    embedder: Embedder,
    chunks: Sequence[Chunk],
    on_batch: Callable[[Sequence[Chunk], np.ndarray], None] | None = None,
) -> dict[str, np.ndarray]:
    """The one embed loop of every ingest: `embedding_text` of each chunk, EMBED_BATCH texts per
    embedder call; `on_batch` sees each batch's chunks and vectors as they arrive (a progress bar, a
    checkpoint), so what was embedded before an error is not lost to the caller."""
    vectors: dict[str, np.ndarray] = {}
    for start in range(0, len(chunks), EMBED_BATCH):
        batch = chunks[start : start + EMBED_BATCH]
        matrix = embedder.embed_documents([embedding_text(chunk) for chunk in batch])
        vectors.update(zip((chunk.chunk_id for chunk in batch), matrix, strict=True))
        if on_batch is not None:
            on_batch(batch, matrix)
    return vectors


def _ingest_library(
    store: SqliteStore,
    embedder: Embedder,
    library: str,
    planned: list[PlannedSource],
    bar: Progress,
    force: bool = False,
    previous: set[str] | None = None,
) -> LibraryIngest:
    started = time.perf_counter()

    read = read_library(library, planned)
    result, chunks_by_doc, corpus_version = read.result, read.chunks_by_doc, read.result.corpus_version

    stored_hashes = store.chunks.doc_hashes(library)
    plan = diff_documents(chunks_by_doc, stored_hashes, result, force=force, previous=previous)
    new_hashes, changed, removed = plan.new_hashes, plan.changed, plan.removed

    changed_chunks = [chunk for doc_id in changed for chunk in chunks_by_doc[doc_id]]
    replaced = [doc_id for doc_id in changed if doc_id in stored_hashes]
    stored, shipped = known_vectors(
        changed_chunks, [lambda todo: _reuse_vectors(store, replaced, todo), lambda todo: _shipped_vectors(embedder, todo)]
    )
    vectors = {**stored, **shipped}
    result.chunks_shipped = len(shipped)
    to_embed = [chunk for chunk in changed_chunks if chunk.chunk_id not in vectors]
    vectors.update(_embed(embedder, to_embed, bar, library))
    result.chunks_embedded = len(to_embed)
    result.chunks_written = len(changed_chunks)

    if not changed and not removed and store.corpus_versions().get(library) == corpus_version:
        result.seconds = round(time.perf_counter() - started, 3)
        return result  # same input: not even an empty transaction
    with store.writer.transaction():
        if changed:
            store.writer.replace_documents(
                {doc_id: chunks_by_doc[doc_id] for doc_id in changed}, vectors, {d: new_hashes[d] for d in changed}
            )
        if removed:
            store.writer.delete_documents(removed)
        store.writer.set_corpus_version(library, corpus_version)
    result.seconds = round(time.perf_counter() - started, 3)
    return result


def links_lead_home(chunks: list[Chunk], skipped: dict[str, int]) -> bool:
    """True when every chunk's url leads to its own record (`ingest/links.py`); otherwise the
    document is counted in `skipped` and logged, and ingest goes on without it."""
    problem = next((found for found in map(link_problem, chunks) if found is not None), None)
    if problem is None:
        return True
    skipped[SKIP_REASON] = skipped.get(SKIP_REASON, 0) + 1
    log.warning("skipped a document whose link does not lead to its record: %s", problem)
    return False


def _documents(item: PlannedSource) -> Iterator[Document]:
    try:
        yield from item.adapter.load(item.path)
    except (OSError, UnicodeDecodeError, ValueError) as error:
        if isinstance(error, IngestError):
            raise
        raise IngestError(f"{item.name}: could not read {item.path}: {error}") from error


def _reuse_vectors(store: SqliteStore, replaced_docs: list[str], changed_chunks: list[Chunk]) -> dict[str, np.ndarray]:
    """Vectors of a replaced document's chunks whose embedding input is unchanged."""
    if not replaced_docs:
        return {}
    old_ids = [chunk_id for doc_id in replaced_docs for chunk_id in store.chunks.chunk_ids_for_doc(doc_id)]
    old_chunks = store.chunks.get_many(old_ids)
    old_vectors = store.vectors.vectors_for(old_ids)
    reused = {}
    for chunk in changed_chunks:
        old = old_chunks.get(chunk.chunk_id)
        if old is not None and chunk.chunk_id in old_vectors and embedding_text(old) == embedding_text(chunk):
            reused[chunk.chunk_id] = old_vectors[chunk.chunk_id]
    return reused


def _shipped_vectors(embedder: Embedder, chunks: list[Chunk]) -> dict[str, np.ndarray]:
    """Vectors computed at build time for the bundled corpus with this very model and text
    (dalil/data/vectors/, checksum-verified; `python -m dalil.ingest.bundled build --model use`):
    the first `dalil ask` on a fresh machine embeds none of those chunks. Any other chunk, model or
    text is embedded as before."""
    if not chunks:
        return {}
    shipped = load_bundled(embedder.model_id)
    if shipped is None:
        return {}
    found = {}
    for chunk in chunks:
        vector = shipped.get(chunk.chunk_id, text_hash(embedder.model_id, chunk))
        if vector is not None:
            found[chunk.chunk_id] = vector
    return found


def _embed(embedder: Embedder, chunks: list[Chunk], bar: Progress, library: str) -> dict[str, np.ndarray]:
    if not chunks:
        return {}
    task = bar.add_task(f"embedding {library}", total=len(chunks))
    return embed_chunks(embedder, chunks, on_batch=lambda batch, _: bar.advance(task, len(batch)))


@contextmanager
def _progress_bar(enabled: bool) -> Iterator[Progress]:
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, TextColumn, TimeElapsedColumn, TimeRemainingColumn
    from rich.progress import Progress as RichProgress

    console = Console(stderr=True)
    bar = RichProgress(
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        TimeRemainingColumn(),
        console=console,
        # A progress bar in a log file or a pipe is noise: only on an interactive terminal.
        disable=not (enabled and sys.stderr.isatty()),
    )
    with bar:
        yield bar


def _sqlite_files(path: Path) -> Iterable[Path]:
    yield path
    for suffix in _SQLITE_SIDE_FILES:
        yield path.with_name(path.name + suffix)


SQLITE_HEADER = b"SQLite format 3\x00"


def _damaged(path: Path) -> bool:
    """A SQLite file SQLite cannot read (a store the "rebuild it" advice was given for). The header
    is read with a plain open() only once SQLite has failed to read the file, so no connection of
    this process holds a lock that closing the descriptor could drop."""
    if identify(path) != "unreadable":
        return False
    with path.open("rb") as handle:
        return handle.read(len(SQLITE_HEADER)) == SQLITE_HEADER


def _refuse_unless_replaceable(path: Path, damaged_ok: bool = False) -> None:
    """A rebuild deletes only what is provably an index store (or holds nothing); anything else
    stops it before a byte is written."""
    found = identify(path)
    if found in ("absent", "empty", "index") or (damaged_ok and _damaged(path)):
        return
    if found == "user-data":
        raise StoreError(
            f"{path} is a Dalil user-data file (messages, feedback, conversations), not an index store; "
            "--rebuild will not replace it. Point DALIL_STORE at the index file beside it "
            f"({path.name.removesuffix('.user') if path.name.endswith('.user') else path.name.replace('.user.', '.', 1)})."
        )
    if found == "foreign":
        raise StoreError(
            f"{path} is another application's SQLite database (or a Dalil file that is not an index store, "
            "such as the E5 sidecar); --rebuild will not overwrite it"
        )
    if found == "not-a-file":
        raise StoreError(f"{path} is not a regular file; --rebuild will not replace it")
    raise StoreError(f"{path} is not a SQLite database Dalil can read; --rebuild will not overwrite it")


def _move_aside(path: Path) -> Path:
    """Keep a damaged file (and its side files) under a new name: it cannot be proven to be an
    index store, so it is never deleted."""
    stamp = time.strftime("%Y%m%dT%H%M%SZ", time.gmtime())
    aside = path.with_name(f"{path.name}.damaged-{stamp}")
    for file, suffix in zip(_sqlite_files(path), ("", *_SQLITE_SIDE_FILES), strict=True):
        if file.exists():
            os.replace(file, aside.with_name(aside.name + suffix))
    return aside


def _remove_sqlite_file(path: Path) -> None:
    for file in _sqlite_files(path):
        file.unlink(missing_ok=True)


def _swap_in(build_path: Path, store_path: Path) -> None:
    """Replace the old store by the freshly built one. The build was closed (its WAL checkpointed
    into the main file), and the old file's WAL/SHM are removed first so they can never be
    replayed against the new file."""
    for side in list(_sqlite_files(store_path))[1:]:
        side.unlink(missing_ok=True)
    os.replace(build_path, store_path)
    for side in list(_sqlite_files(build_path))[1:]:
        side.unlink(missing_ok=True)
