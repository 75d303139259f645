"""The two deployments read a question alike: the same sources ingested into a SQLite store (`dalil
ingest`) and into the AWS stores (the cloud ingest's plan, batches and finish; DynamoDB on moto) give
the same store vocabulary and the same reading of every question of the Franco-Arabic and
colloquial suites. Before the cloud ingest wrote its vocabulary, the retrieval Lambda read with the
bundled table: a Franco question naming a Synaxarium saint was read otherwise on the site.

The same holds for the corpus's names the claim checks and the premise check use (NAMES26): the
cloud ingest publishes them beside the vocabulary, and the SQLite store derives the same set; every
answer of benchmarks/fixtures/claim-names-runners.jsonl (claims with untitled names, questions with
untitled doers, from records of these sources) is validated by both backends with the same state and
reason. Before, the validation Lambda had no names: 8 of its 32 differed.

OpenSearch does not hold the vocabulary: the index side of the job is a stand-in that keeps only
which concrete index the alias names (the search contracts run the real node)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from dalil.embed.hashing import HashingEmbedder
from dalil.ingest.cloud import CloudIngest, FolderRunFiles, IngestRequest
from dalil.ingest.pipeline import default_sources, run_ingest
from dalil.models import AnswerPayload, Evidence
from dalil.settings import Settings
from dalil.stores.aws.clients import reset_clients
from dalil.stores.aws.dynamo_chunks import DynamoChunkStore
from dalil.stores.aws.opensearch_index import BulkReport
from dalil.stores.factory import reset_services
from dalil.stores.sqlite.claim_names import stored_claim_names
from dalil.stores.sqlite.store import open_store
from dalil.text.reading import read_question, vocabulary_of
from dalil.text.vocabulary import Vocabulary
from dalil.workflow import steps
from dalil.workflow.state import Generation, WorkflowState
from support.moto_dynamodb import moto_dynamodb

FIXTURES = Path(__file__).resolve().parents[2] / "benchmarks" / "fixtures"
SUITES = ("franco", "colloquial", "colloquial-msa")
EMBEDDER = HashingEmbedder(dim=64)


class AliasOnlyIndex:
    """The OpenSearch side of the cloud job, reduced to its alias: the vocabulary never reads the index."""

    def __init__(self) -> None:
        self.live: str | None = None
        self.built = 0

    def current_index(self) -> str | None:
        return self.live

    def check_compatible(self, index: str) -> None:
        return None

    def create_index(self) -> str:
        self.built += 1
        return f"dalil-chunks-v{self.built}"

    def bulk_index(self, index, chunks, vectors) -> BulkReport:
        return BulkReport(index=index, indexed=len(chunks))

    def delete_documents(self, index, doc_ids) -> int:
        return 0

    def swap_alias(self, new_index: str) -> list[str]:
        old, self.live = self.live, new_index
        return [old] if old else []

    def delete_index_quietly(self, index: str) -> None:
        return None


def questions() -> list[str]:
    found: list[str] = []
    for suite in SUITES:
        with open(FIXTURES / f"{suite}.jsonl", encoding="utf-8") as lines:
            found += [json.loads(line)["question"] for line in lines if line.strip()]
    return found


@pytest.fixture(scope="module")
def sources(shared_data: Path) -> list[tuple[str, Path | None]]:
    """The CI profile's: the bundled corpus, the Synaxarium (its saints' names) and the liturgy."""
    return [*default_sources(), ("synaxarium", shared_data / "coptic_synaxarium_ar"),
            ("liturgy", shared_data / "coptic_liturgical_ar")]


@pytest.fixture(scope="module")
def sqlite_path(sources, tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("vocabulary") / "dalil.sqlite"
    run_ingest(path, EMBEDDER, sources, progress=False)
    return path


@pytest.fixture(scope="module")
def sqlite_vocabulary(sqlite_path: Path) -> Vocabulary:
    store = open_store(sqlite_path, embedder=EMBEDDER)
    try:
        return vocabulary_of(store.chunks)
    finally:
        store.close()


def run_cloud_job(job: CloudIngest, sources: list[tuple[str, Path | None]]) -> None:
    """The cloud job's plan, batches and finish, as the state machine runs them."""
    plan = job.plan(IngestRequest(batch_documents=500), local_sources=sources)
    results = [job.run_batch(batch.key, plan.mode, plan.index) for batch in plan.batches]
    assert job.finish(plan, results).status == "succeeded"


@pytest.fixture(scope="module")
def aws_job(sources, tmp_path_factory: pytest.TempPathFactory) -> Iterator[CloudIngest]:
    """The cloud job over the same sources, run once (a build: no index yet)."""
    with pytest.MonkeyPatch.context() as patch:
        for client in moto_dynamodb(patch):
            job = CloudIngest(None, "", DynamoChunkStore(client, "dalil-chunks"), AliasOnlyIndex(), EMBEDDER,  # type: ignore[arg-type]
                              files=FolderRunFiles(tmp_path_factory.mktemp("runs")))
            run_cloud_job(job, sources)
            yield job


@pytest.fixture
def aws_chunks(aws_job: CloudIngest) -> DynamoChunkStore:
    """The chunk store as the retrieval Lambda builds it (a fresh one: nothing cached from the ingest)."""
    return DynamoChunkStore(aws_job.chunk_store.client, "dalil-chunks")


def test_both_stores_give_the_same_vocabulary(sqlite_vocabulary: Vocabulary, aws_chunks: DynamoChunkStore) -> None:
    aws_vocabulary = vocabulary_of(aws_chunks)
    assert (sqlite_vocabulary.source, aws_vocabulary.source) == ("store", "store")
    assert len(aws_vocabulary) == len(sqlite_vocabulary)
    assert dict(aws_vocabulary.words()) == dict(sqlite_vocabulary.words())
    assert aws_vocabulary.titled_words() == sqlite_vocabulary.titled_words()


def test_every_franco_and_colloquial_question_is_read_alike(sqlite_vocabulary: Vocabulary, aws_chunks: DynamoChunkStore) -> None:
    aws_vocabulary = vocabulary_of(aws_chunks)
    everyday = Settings().colloquial_everyday
    asked = questions()
    assert len(asked) >= 100
    differ = [(q, local.searched, cloud.searched) for q in asked
              if (local := read_question(q, sqlite_vocabulary, everyday)) != (cloud := read_question(q, aws_vocabulary, everyday))]
    assert not differ, f"{len(differ)}/{len(asked)} questions read otherwise on AWS: {differ[:5]}"


def test_an_incremental_run_of_one_library_keeps_the_whole_vocabulary(
    sqlite_vocabulary: Vocabulary, aws_job: CloudIngest, sources: list[tuple[str, Path | None]]
) -> None:
    """The index holds every library; a run that reads only the Synaxarium republishes its words and
    keeps the others' (their items are not deleted)."""
    run_cloud_job(aws_job, [source for source in sources if source[0] == "synaxarium"])
    aws_vocabulary = vocabulary_of(DynamoChunkStore(aws_job.chunk_store.client, "dalil-chunks"))
    assert aws_vocabulary.source == "store"
    assert dict(aws_vocabulary.words()) == dict(sqlite_vocabulary.words())
    assert aws_vocabulary.titled_words() == sqlite_vocabulary.titled_words()


# --- the corpus's names (NAMES26) -----------------------------------------------------------------

ANSWERS = FIXTURES / "claim-names-runners.jsonl"


@pytest.fixture(scope="module")
def sqlite_names(sqlite_path: Path) -> frozenset[str]:
    store = open_store(sqlite_path, embedder=EMBEDDER)
    try:
        return stored_claim_names(store.db, Settings().claim_name_min_share)
    finally:
        store.close()


def test_both_stores_give_the_same_corpus_names(sqlite_names: frozenset[str], aws_chunks: DynamoChunkStore) -> None:
    aws_names = aws_chunks.claim_names.names(Settings().claim_name_min_share)
    assert len(sqlite_names) > 1000
    assert aws_names == sqlite_names, (sorted(sqlite_names - aws_names)[:10], sorted(aws_names - sqlite_names)[:10])


def validated(case: dict, settings: Settings, chunks: dict) -> tuple[bool, list[str]]:
    cited = [chunks[chunk_id] for chunk_id in case["chunk_ids"]]
    evidence = [Evidence(evidence_id=f"E{n}", chunk_id=c.chunk_id, excerpt=c.text, title=c.title) for n, c in enumerate(cited, 1)]
    payload = AnswerPayload(status="answered", answer=case["answer"], cited_ids=[e.evidence_id for e in evidence])
    state = WorkflowState(question=case["question"], evidence=evidence, chunks={c.chunk_id: c for c in cited}, has_evidence=True,
                          generation=Generation(outcome="ok", payload=payload, provider="gemini", model="m"))
    done = steps.validate(state, settings)
    assert done.validation is not None
    return done.validation.valid, done.validation.codes


def test_every_answer_of_the_frozen_set_is_judged_alike_by_both_runners(sqlite_path: Path, aws_chunks: DynamoChunkStore) -> None:
    cases = [json.loads(line) for line in ANSWERS.read_text(encoding="utf-8").splitlines() if line.strip()]
    assert len(cases) >= 20
    store = open_store(sqlite_path, embedder=EMBEDDER)
    try:
        chunks = store.chunks.get_many([chunk_id for case in cases for chunk_id in case["chunk_ids"]])
    finally:
        store.close()
    local = Settings(store=sqlite_path, provider="extractive", critic="off")
    aws = Settings(backend="aws", chunk_table="dalil-chunks", provider="extractive", critic="off")
    reset_services()
    reset_clients()  # the Lambda's client, on this module's moto
    try:
        judged = [(case, validated(case, local, chunks), validated(case, aws, chunks)) for case in cases]
    finally:
        reset_services()
        reset_clients()
    differ = [(case["id"], case["kind"], left, right) for case, left, right in judged if left != right]
    assert not differ, f"{len(differ)}/{len(cases)} answers judged otherwise on AWS: {differ[:4]}"
    # the set has teeth: the untitled foreign doers are declined by their premise (on both runners)
    foreign = [left for case, left, _ in judged if case["kind"] == "foreign_doer"]
    assert foreign and all(not valid and codes[0].startswith("premise_unsupported") for valid, codes in foreign)
