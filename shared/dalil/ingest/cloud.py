"""The cloud ingest job's steps: plan, one batch, finish (the ingest state machine runs them as
Lambdas; `infra/stacks/ingest.py` holds the machine, and `dalil ingest --backend aws` runs them in
process through `run_aws_ingest`). The pipeline's stages (`plan_sources`, `read_library`,
`diff_documents`, `embed_chunks`), `DynamoChunkStore` for records and `OpenSearchChunkIndex` for the index.

Rules (docs/DECISIONS.md, "Ingestion as a cloud job"):
- Incremental by document hash: the plan diffs every input document against the stored hashes;
  only changed documents go into batches, so an unchanged document costs no embedding and no write.
- `rebuild` (or no index yet) builds a new concrete index from every document; the alias moves,
  and the documents' hashes are written, only after every batch succeeded. A failed build deletes
  its new index: the live library is untouched.
- A batch is validated whole before anything is written (chunks, their index documents against
  the mapping's types), then embedded, then written: DynamoDB records, OpenSearch, and (incremental
  runs) the documents' hashes last. A failed batch leaves its documents' hashes as they were, so the
  next run redoes exactly those documents; it is retried (transient errors) and reported.
- Removed documents are deleted only when every batch succeeded.
- The vocabulary the question reader needs (text/vocabulary.py; SQLite reads its own from its
  lexical index) is computed by the plan from every chunk of each library it reads, kept with the
  run's files, and published by `finish` with the index (stores/aws/dynamo_vocabulary.py): after the
  alias moved (a build), or over the libraries the index already holds (incremental). A failed run
  publishes none: the live index keeps the vocabulary it was read with.
- The corpus's names the claim checks need (`text.assertions.corpus_names`; SQLite derives them from
  its chunks) travel the same way: the plan counts each library it reads (`NameCounts`, which add
  up), `finish` publishes the counts and the set of their sum beside the vocabulary
  (stores/aws/dynamo_claim_names.py), for the validation Lambda.
Batch files, the plan and the report live under `runs/<run id>/` in the corpus bucket (in process:
a temporary folder).
"""

from __future__ import annotations

import hashlib
import io
import json
import logging
import os
import shutil
import tempfile
import time
import uuid
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any, Literal, Protocol

import boto3
import numpy as np
from botocore.exceptions import ClientError
from pydantic import BaseModel, Field

from dalil.embed.base import Embedder
from dalil.embed.factory import make_embedder
from dalil.errors import BackendUnavailable, IngestError
from dalil.ingest.chunking import chunk_document
from dalil.ingest.links import link_problem
from dalil.ingest.pipeline import (
    IngestReport,
    LibraryIngest,
    PlannedSource,
    default_sources,
    diff_documents,
    doc_hash,
    embed_chunks,
    embedding_text,
    known_vectors,
    plan_sources,
    read_library,
    run_job,
)
from dalil.models import Chunk, Document
from dalil.settings import Settings, get_settings
from dalil.stores.aws.clients import dynamodb_client, opensearch_client
from dalil.stores.aws.dynamo_chunks import DynamoChunkStore
from dalil.stores.aws.opensearch_index import (
    INTEGER_METADATA,
    KEYWORD_METADATA,
    OpenSearchChunkIndex,
)
from dalil.stores.aws.writer import AwsIndexWriter
from dalil.stores.protocols import IndexWriter
from dalil.text.assertions import NameCounts
from dalil.text.vocabulary import of_chunks

log = logging.getLogger("dalil.ingest.cloud")

BATCH_DOCUMENTS = 25  # documents per batch: one Bedrock call per chunk, ~100 chunks, well inside 15 min


class SourceSpec(BaseModel):
    """One source of a run: an adapter name and an S3 prefix under the corpus bucket (a folder or
    one file); no prefix means the adapter's bundled data (the demo corpus in the layer)."""

    name: str
    prefix: str | None = None


class IngestRequest(BaseModel):
    sources: list[SourceSpec] = Field(default_factory=list)  # empty: every bundled source
    rebuild: bool = False
    force: bool = False  # accept a source that removes most of a library (pipeline.check_shrink)
    batch_documents: int = Field(default=BATCH_DOCUMENTS, ge=1, le=500)
    run_id: str | None = None  # the execution name on Step Functions


class BatchRef(BaseModel):
    key: str
    library: str
    documents: int


class Plan(BaseModel):
    run_id: str
    bucket: str
    mode: Literal["build", "incremental"]
    index: str  # the concrete index the batches write into
    batches: list[BatchRef]
    plan_key: str


class DocShape(BaseModel):
    """What a document's hash item records."""

    hash: str
    chunks: int
    library: str


class PlanDetail(BaseModel):
    """What the finish step needs and the Step Functions payload need not carry."""

    libraries: list[LibraryIngest]
    removed: list[str]
    hashes: dict[str, DocShape]  # build: every document's hash item, written after the alias moved
    vocabulary: dict[str, str] = Field(default_factory=dict)  # library -> its vocabulary's run file
    stored_libraries: list[str] = Field(default_factory=list)  # incremental: every library the chunk table holds
    names: dict[str, str] = Field(default_factory=dict)  # library -> its name counts' run file


class BatchResult(BaseModel):
    key: str
    ok: bool
    documents: int = 0
    chunks: int = 0
    embedded: int = 0
    error: str | None = None
    cause: str | None = None


class RunReport(BaseModel):
    run_id: str
    status: Literal["succeeded", "failed"]
    mode: Literal["build", "incremental"]
    index: str
    alias_moved: bool = False
    libraries: list[LibraryIngest]
    batches: int
    batches_failed: list[BatchResult] = Field(default_factory=list)
    documents_written: int = 0
    chunks_written: int = 0
    chunks_embedded: int = 0
    removed: int = 0
    seconds: float = 0.0


class RunFiles(Protocol):
    """Where a run keeps its plan, batch files, vector checkpoints and report."""

    def put(self, key: str, body: bytes) -> None: ...

    def get(self, key: str) -> bytes | None:
        """The file's bytes; None when there is no such file."""


class S3RunFiles:
    """The job's files in the corpus bucket (the state machine's Lambdas share them)."""

    def __init__(self, s3: Any, bucket: str) -> None:
        self.s3 = s3
        self.bucket = bucket

    def put(self, key: str, body: bytes) -> None:
        content_type = "application/json" if key.endswith(".json") else "application/octet-stream"
        self.s3.put_object(Bucket=self.bucket, Key=key, Body=body, ContentType=content_type)

    def get(self, key: str) -> bytes | None:
        try:
            return self.s3.get_object(Bucket=self.bucket, Key=key)["Body"].read()
        except ClientError as error:
            if error.response.get("Error", {}).get("Code") in ("NoSuchKey", "404"):
                return None
            raise


class FolderRunFiles:
    """The job's files in a local folder: `dalil ingest --backend aws` runs the steps in process."""

    def __init__(self, root: Path) -> None:
        self.root = root

    def put(self, key: str, body: bytes) -> None:
        path = self.root / key
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(body)

    def get(self, key: str) -> bytes | None:
        path = self.root / key
        return path.read_bytes() if path.is_file() else None


class CloudIngest:
    """The three steps over one store of run files, one chunk table and one index (clients injected
    by tests). `s3` and `bucket` name the corpus bucket: sources given by S3 prefix are read from it,
    and the run's files live there unless `files` says otherwise."""

    def __init__(
        self,
        s3: Any,
        bucket: str,
        chunk_store: DynamoChunkStore,
        index: OpenSearchChunkIndex,
        embedder: Embedder,
        files: RunFiles | None = None,
        claim_name_min_share: float | None = None,
    ) -> None:
        self.s3 = s3
        self.bucket = bucket
        self.files = files if files is not None else S3RunFiles(s3, bucket)
        self.chunk_store = chunk_store
        self.index = index
        self.embedder = embedder
        # the share the published set is decided at (a reader at another share sums the counts itself)
        self.claim_name_min_share = get_settings().claim_name_min_share if claim_name_min_share is None else claim_name_min_share

    # --- plan -------------------------------------------------------------------------------------

    def plan(self, request: IngestRequest, local_sources: Sequence[tuple[str, Path | None]] = ()) -> Plan:
        """`local_sources`: (adapter, path) read from this machine, in place of `request.sources`."""
        run_id = request.run_id or uuid.uuid4().hex
        workdir = Path(tempfile.mkdtemp(prefix="dalil-ingest-"))
        try:
            sources = (list(local_sources) or [(spec.name, self._download(spec, workdir)) for spec in request.sources]
                       or default_sources())
            planned = plan_sources(sources)  # unknown names and missing paths fail before anything is written
            if not planned:
                raise IngestError("no sources to ingest")
            current = None if request.rebuild else self.index.current_index()
            if current is not None:
                self.index.check_compatible(current)  # before anything is embedded or written
            libraries: list[LibraryIngest] = []
            documents: dict[str, list[Document]] = {}
            versions: dict[str, str] = {}
            hashes: dict[str, str] = {}
            shapes: dict[str, DocShape] = {}
            removed: list[str] = []
            vocabulary: dict[str, str] = {}
            names: dict[str, str] = {}
            for library, items in planned.items():
                result, docs, version, new_hashes, changed, gone, counts, words, name_counts = self._diff_library(
                    library, items, build=current is None, force=request.force
                )
                vocabulary[library] = f"runs/{run_id}/vocabulary/{library}.json.gz"
                self.files.put(vocabulary[library], words)
                names[library] = f"runs/{run_id}/names/{library}.json.gz"
                self.files.put(names[library], name_counts)
                libraries.append(result)
                shapes.update({d: DocShape(hash=new_hashes[d], chunks=counts[d], library=library) for d in new_hashes})
                versions[library] = version
                hashes.update(new_hashes)
                removed += gone
                documents[library] = [docs[doc_id] for doc_id in changed]
        finally:
            shutil.rmtree(workdir, ignore_errors=True)
        mode: Literal["build", "incremental"] = "build" if current is None else "incremental"
        # A build writes into a new concrete index; the alias moves in `finish`, after every batch.
        target = self.index.create_index() if current is None else current
        batches: list[BatchRef] = []
        for library, docs in documents.items():
            for start in range(0, len(docs), request.batch_documents):
                part = docs[start : start + request.batch_documents]
                key = f"runs/{run_id}/batches/{len(batches) + 1:05d}.json"
                body = {
                    "library": library,
                    "corpus_version": versions[library],
                    "documents": [d.model_dump(mode="json") for d in part],
                    "hashes": {d.doc_id: hashes[d.doc_id] for d in part},
                }
                self._put_json(key, body)
                batches.append(BatchRef(key=key, library=library, documents=len(part)))
        plan_key = f"runs/{run_id}/plan.json"
        detail = PlanDetail(libraries=libraries, removed=removed, hashes=shapes if mode == "build" else {},
                            vocabulary=vocabulary, names=names,
                            stored_libraries=sorted(self.chunk_store.libraries()) if mode == "incremental" else [])
        self._put_json(plan_key, detail.model_dump(mode="json"))
        return Plan(run_id=run_id, bucket=self.bucket, mode=mode, index=target, batches=batches, plan_key=plan_key)

    def _diff_library(self, library: str, items: list[PlannedSource], *, build: bool, force: bool = False):
        read = read_library(library, items)
        result, docs, chunks_by_doc = read.result, read.documents, read.chunks_by_doc
        stored = self.chunk_store.doc_hashes(library)
        changes = diff_documents(chunks_by_doc, stored, result, force=force)
        # A build indexes every document (the new index starts empty); records of unchanged ones are rewritten too.
        changed = list(changes.new_hashes) if build else changes.changed
        counts = {doc_id: len(chunks) for doc_id, chunks in chunks_by_doc.items()}
        # the library's vocabulary as it will be indexed: every document the source holds now
        words = of_chunks((chunk for chunks in chunks_by_doc.values() for chunk in chunks), source=library).to_bytes()
        name_counts = library_name_counts(chunk for chunks in chunks_by_doc.values() for chunk in chunks)
        return result, docs, result.corpus_version, changes.new_hashes, changed, changes.removed, counts, words, name_counts

    def _download(self, spec: SourceSpec, workdir: Path) -> Path | None:
        if spec.prefix is None:
            return None
        if self.s3 is None:
            raise IngestError(f"{spec.name}: an S3 prefix needs the corpus bucket; give a local path instead")
        prefix = spec.prefix.lstrip("/")
        target = workdir / spec.name
        paginator = self.s3.get_paginator("list_objects_v2")
        keys = [obj["Key"] for page in paginator.paginate(Bucket=self.bucket, Prefix=prefix) for obj in page.get("Contents", [])]
        keys = [key for key in keys if not key.endswith("/")]
        if not keys:
            raise IngestError(f"{spec.name}: nothing under s3://{self.bucket}/{prefix}")
        if len(keys) == 1:  # one file: the adapter reads it as a file (its name tells the format)
            path = target / Path(keys[0]).name
            path.parent.mkdir(parents=True, exist_ok=True)
            self.s3.download_file(self.bucket, keys[0], str(path))
            return path
        for key in keys:
            path = target / key[len(prefix) :].lstrip("/")
            path.parent.mkdir(parents=True, exist_ok=True)
            self.s3.download_file(self.bucket, key, str(path))
        return target

    # --- one batch --------------------------------------------------------------------------------

    def run_batch(self, key: str, mode: Literal["build", "incremental"], index: str) -> BatchResult:
        body = self._get_json(key)
        chunks_by_doc, hashes = validate_batch(body)
        chunks = [chunk for doc_chunks in chunks_by_doc.values() for chunk in doc_chunks]
        # nothing is written before every chunk has its vector; a retried batch reads back the vectors
        # its failed run already paid for (checkpointed next to the batch, keyed by model and text)
        vectors = self._embed(chunks_by_doc, self._embedded_before(key), key)
        self.writer(index, building=mode == "build").replace_documents(chunks_by_doc, vectors, hashes)
        return BatchResult(key=key, ok=True, documents=len(chunks_by_doc), chunks=len(chunks), embedded=len(chunks))

    def writer(self, index: str, *, building: bool) -> IndexWriter:
        return AwsIndexWriter(self.chunk_store, self.index, index, building=building)

    def _write_hashes(self, shapes: dict[str, DocShape]) -> None:
        self.chunk_store.put_doc_hashes((doc_id, shape.hash, shape.chunks, shape.library) for doc_id, shape in shapes.items())

    def _embed(self, chunks_by_doc: dict[str, list[Chunk]], before: dict[str, np.ndarray], key: str = "") -> dict[str, Any]:
        """Vectors per document, so a text the embedding model refuses names its document. A refusal
        (a 4xx ValidationException) is the document's fault: IngestError, not retried. Anything
        else (throttling, 5xx, a timeout) stays BackendUnavailable, which the state machine retries.
        Texts embedded by an earlier run of the batch (`before`, by text digest) are not sent again;
        what this run embedded is checkpointed, also when it stops part way."""
        vectors: dict[str, Any] = {}
        fresh: dict[str, np.ndarray] = {}

        def keep(part: Sequence[Chunk], matrix: np.ndarray) -> None:
            fresh.update(zip((self._text_digest(chunk) for chunk in part), matrix, strict=True))

        def checkpointed(todo: list[Chunk]) -> dict[str, np.ndarray]:
            known = ((chunk.chunk_id, before.get(self._text_digest(chunk))) for chunk in todo)
            return {chunk_id: vector for chunk_id, vector in known if vector is not None}

        all_chunks = [chunk for chunks in chunks_by_doc.values() for chunk in chunks]
        [reused] = known_vectors(all_chunks, [checkpointed])
        vectors.update(reused)
        try:
            for doc_id, chunks in chunks_by_doc.items():
                todo = [chunk for chunk in chunks if chunk.chunk_id not in vectors]
                try:
                    vectors.update(embed_chunks(self.embedder, todo, on_batch=keep))
                except BackendUnavailable as error:
                    if _refused_input(error):
                        raise IngestError(f"document {doc_id}: the embedding model refused its text: {error.__cause__}") from error
                    raise
        finally:
            if fresh and key:
                self._checkpoint(key, {**before, **fresh})
        return vectors

    def _text_digest(self, chunk: Chunk) -> str:
        return hashlib.sha256(f"{self.embedder.model_id}\n{embedding_text(chunk)}".encode()).hexdigest()

    def _embedded_before(self, key: str) -> dict[str, np.ndarray]:
        raw = self.files.get(f"{key}.vectors.npz")
        if raw is None:
            return {}
        try:
            stored = np.load(io.BytesIO(raw), allow_pickle=False)
            return dict(zip((str(d) for d in stored["digests"]), stored["vectors"], strict=True))
        except (ValueError, KeyError, OSError) as error:  # an unreadable checkpoint costs only re-embedding
            log.warning("ignoring the unreadable vector checkpoint of %s: %s", key, error)
            return {}

    def _checkpoint(self, key: str, vectors: dict[str, np.ndarray]) -> None:
        buffer = io.BytesIO()
        np.savez(buffer, digests=np.array(list(vectors)), vectors=np.vstack(list(vectors.values())))
        self.files.put(f"{key}.vectors.npz", buffer.getvalue())

    # --- finish -----------------------------------------------------------------------------------

    def finish(self, plan: Plan, results: list[BatchResult], started: float | None = None) -> RunReport:
        detail = PlanDetail.model_validate(self._get_json(plan.plan_key))
        failed = [r for r in results if not r.ok]
        report = RunReport(
            run_id=plan.run_id, status="failed" if failed else "succeeded", mode=plan.mode, index=plan.index,
            libraries=detail.libraries, batches=len(plan.batches), batches_failed=failed,
            documents_written=sum(r.documents for r in results if r.ok),
            chunks_written=sum(r.chunks for r in results if r.ok),
            chunks_embedded=sum(r.embedded for r in results if r.ok),
        )
        if len(results) != len(plan.batches):
            report.status = "failed"
        if report.status == "failed":
            if plan.mode == "build":
                self.index.delete_index_quietly(plan.index)  # the alias never moved: the live library is as it was
        else:
            if plan.mode == "build":
                old = self.index.swap_alias(plan.index)
                report.alias_moved = True
                self._write_hashes(detail.hashes)
                for name in old:
                    self.index.delete_index_quietly(name)
            if detail.removed:
                self.writer(plan.index, building=plan.mode == "build").delete_documents(detail.removed)
            report.removed = len(detail.removed)
            self._publish_vocabulary(plan, detail)
            self._publish_names(plan, detail)
        if started is not None:
            report.seconds = round(time.time() - started, 3)
        self._put_json(f"runs/{plan.run_id}/report.json", report.model_dump(mode="json"))
        return report

    def _publish_vocabulary(self, plan: Plan, detail: PlanDetail) -> None:
        blobs = self._run_blobs(detail.vocabulary)
        self.chunk_store.vocabulary.publish(plan.index, blobs, building=plan.mode == "build", stored=detail.stored_libraries)

    def _publish_names(self, plan: Plan, detail: PlanDetail) -> None:
        counts = self._run_blobs(detail.names)
        self.chunk_store.claim_names.publish(plan.index, counts, self.claim_name_min_share,
                                             building=plan.mode == "build", stored=detail.stored_libraries)

    # --- run files --------------------------------------------------------------------------------

    def _run_file(self, key: str) -> bytes:
        raw = self.files.get(key)
        if raw is None:
            raise IngestError(f"the run file {key} is missing")
        return raw

    def _run_blobs(self, keys: dict[str, str]) -> dict[str, bytes]:
        """library -> the bytes of its run file (the plan keeps one per library)."""
        return {library: self._run_file(key) for library, key in keys.items()}

    def _put_json(self, key: str, body: dict[str, Any]) -> None:
        self.files.put(key, json.dumps(body, ensure_ascii=False).encode("utf-8"))

    def _get_json(self, key: str) -> dict[str, Any]:
        return json.loads(self._run_file(key))


def library_name_counts(chunks: Iterable[Chunk]) -> bytes:
    """What the plan keeps of a library for the corpus's names: the counts `corpus_names` decides from,
    over the texts the SQLite store derives them from (every chunk's `text`)."""
    return NameCounts.of(chunk.text for chunk in chunks).to_bytes()


def _refused_input(error: BaseException) -> bool:
    cause = error.__cause__
    code = getattr(cause, "response", {}).get("Error", {}).get("Code") if cause is not None else None
    return code == "ValidationException"


def validate_batch(body: dict[str, Any]) -> tuple[dict[str, list[Chunk]], dict[str, str]]:
    """Every document of the batch, chunked and checked against the index mapping's types, before
    anything is written. Raises IngestError naming the first malformed document."""
    library = body.get("library")
    corpus_version = str(body.get("corpus_version", ""))
    expected = body.get("hashes", {})
    chunks_by_doc: dict[str, list[Chunk]] = {}
    for raw in body.get("documents", []):
        doc_id = raw.get("doc_id", "?") if isinstance(raw, dict) else "?"
        try:
            document = Document.model_validate(raw)
        except ValueError as error:
            raise IngestError(f"document {doc_id}: not a valid document: {str(error).splitlines()[0]}") from error
        if document.library != library:
            raise IngestError(f"document {doc_id}: library {document.library!r} in a batch of {library!r}")
        problems = [f"{name}={document.metadata[name]!r} is not an integer" for name in INTEGER_METADATA
                    if name in document.metadata and document.metadata[name] is not None
                    and (isinstance(document.metadata[name], bool) or not isinstance(document.metadata[name], int))]
        problems += [f"{name}={document.metadata[name]!r} is not text" for name in KEYWORD_METADATA
                     if document.metadata.get(name) is not None and not isinstance(document.metadata[name], str)]
        if problems:
            raise IngestError(f"document {doc_id}: metadata the index would reject: {'; '.join(problems)}")
        chunks = chunk_document(document, corpus_version)
        if not chunks:
            raise IngestError(f"document {doc_id}: produced no chunk")
        problem = next((found for found in map(link_problem, chunks) if found is not None), None)
        if problem is not None:
            raise IngestError(f"document {doc_id}: its link does not lead to its record ({problem})")
        if doc_id in expected and doc_hash(chunks) != expected[doc_id]:
            raise IngestError(f"document {doc_id}: chunks differ from the plan's (another Dalil version chunked it)")
        chunks_by_doc[document.doc_id] = chunks
    return chunks_by_doc, {doc_id: expected.get(doc_id) or doc_hash(chunks) for doc_id, chunks in chunks_by_doc.items()}


def run_aws_ingest(
    settings: Settings,
    embedder: Embedder,
    sources: Sequence[tuple[str, Path | None]] | None = None,
    rebuild: bool = False,
    force: bool = False,
    *,
    chunk_store: DynamoChunkStore | None = None,
    index: OpenSearchChunkIndex | None = None,
) -> IngestReport:
    """`dalil ingest --backend aws`: the cloud job's plan, batches and finish, run in this process
    over local sources, with the run's files in a temporary folder. A failed batch is reported as the
    state machine reports it (a build's new index is dropped, the live one untouched) and the run
    ends in an IngestError naming the first failure."""
    chunk_store = chunk_store or DynamoChunkStore(dynamodb_client(settings), settings.chunk_table)
    index = index or index_for(settings, embedder)
    with tempfile.TemporaryDirectory(prefix="dalil-ingest-run-") as folder:
        job = CloudIngest(None, "", chunk_store, index, embedder, files=FolderRunFiles(Path(folder)),
                          claim_name_min_share=settings.claim_name_min_share)
        request = IngestRequest(rebuild=rebuild, force=force)
        return run_job(InProcessCloudJob(job, request, sources or default_sources(), settings))


class InProcessCloudJob:
    """The cloud job's plan, batches and finish as the ingest driver runs them in this process: a
    batch that fails is recorded as the state machine's Catch records it, and the run goes on to
    `finish`, which ends it in an IngestError naming the first failure."""

    def __init__(self, job: CloudIngest, request: IngestRequest, sources: Sequence[tuple[str, Path | None]],
                 settings: Settings) -> None:
        self.job = job
        self.request = request
        self.sources = sources
        self.settings = settings
        self.started = time.time()

    def plan(self) -> Plan:
        self.started = time.time()
        return self.job.plan(self.request, local_sources=self.sources)

    def batches(self, plan: Plan) -> list[BatchRef]:
        return plan.batches

    def run_batch(self, plan: Plan, batch: BatchRef) -> BatchResult:
        try:
            return self.job.run_batch(batch.key, plan.mode, plan.index)
        except Exception as error:  # as the state machine's Catch: the batch failed, the run goes on to finish
            log.warning("batch %s failed: %s", batch.key, error)
            return BatchResult(key=batch.key, ok=False, error=type(error).__name__, cause=str(error))

    def finish(self, plan: Plan, results: list[BatchResult]) -> IngestReport:
        run = self.job.finish(plan, results, self.started)
        if run.status == "failed":
            first = run.batches_failed[0]
            outcome = ("the new index was dropped and the live one is as it was" if plan.mode == "build" else
                       "the other batches were written, and the next ingest redoes exactly the failed documents")
            raise IngestError(f"{len(run.batches_failed)} of {run.batches} batches failed (first: {first.key}: "
                              f"{first.error}: {first.cause}); {outcome}")
        return _ingest_report(self.settings, self.job.embedder, plan, results, run)

    def abandon(self, plan: Plan) -> None:
        """Nothing to undo: a failing batch is caught in `run_batch`, and only `finish` moves the alias."""


def _ingest_report(settings: Settings, embedder: Embedder, plan: Plan, results: list[BatchResult], run: RunReport) -> IngestReport:
    """The run in the shape `dalil ingest` prints for every backend: per library, the plan's counts
    and what its batches wrote and embedded."""
    library_of = {batch.key: batch.library for batch in plan.batches}
    for library in run.libraries:
        done = [result for result in results if result.ok and library_of[result.key] == library.library]
        library.chunks_written = sum(result.chunks for result in done)
        library.chunks_embedded = sum(result.embedded for result in done)
    return IngestReport(
        store=f"dynamodb:{settings.chunk_table} + opensearch:{settings.opensearch_index}",
        embedder=embedder.model_id,
        rebuilt=plan.mode == "build",
        libraries=run.libraries,
        seconds=run.seconds,
    )


def index_for(settings: Settings, embedder: Embedder) -> OpenSearchChunkIndex:
    """The search index an ingest writes, checked against this embedder's model and dimension."""
    return OpenSearchChunkIndex(
        opensearch_client(settings, timeout_s=60),
        settings.opensearch_index,
        embedder.model_id,
        embedder.dim,
        bulk_max_bytes=settings.opensearch_bulk_max_bytes,
    )


def from_environment() -> CloudIngest:
    """The job's parts as a Lambda builds them: settings from its environment, the corpus bucket
    from `DALIL_CORPUS_BUCKET`."""
    settings = get_settings()
    bucket = os.environ.get("DALIL_CORPUS_BUCKET")
    if not bucket:
        raise IngestError("DALIL_CORPUS_BUCKET is not set: the ingest job needs the corpus bucket")
    embedder = make_embedder(settings)
    index = index_for(settings, embedder)
    chunks = DynamoChunkStore(dynamodb_client(settings), settings.chunk_table)
    return CloudIngest(boto3.client("s3"), bucket, chunks, index, embedder, claim_name_min_share=settings.claim_name_min_share)
