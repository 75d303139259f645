"""The cloud ingest job as deployed: the synthesized ingest state machine executed in moto's Step
Functions, its Lambda tasks routed to functions/ingest_*/handler.py in this process, against moto
S3 and DynamoDB, the real OpenSearch node and a loopback Bedrock (Titan v2 wire format).

A slice of the bundled corpus (bible, arcd, xquad) goes into the corpus bucket; the runs check:
a first run indexes everything; a second run with nothing changed embeds nothing; a run with one
changed chapter re-embeds only that chapter; a document the embedding model refuses fails its batch
with a report, and the library keeps its last good state (a rebuild does not move the alias)."""

from __future__ import annotations

import gzip
import json
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from cdk_synth import REPO_ROOT

from dalil.stores.aws.dynamo_chunks import RESERVED_PREFIX
from support.bedrock_fake import BedrockFake
from support.moto_machines import MOTO_LAMBDA_ENV, REGION, moto_lambdas, moto_role, run_to_end

pytestmark = pytest.mark.opensearch

DEMO = REPO_ROOT / "shared" / "dalil" / "data" / "demo"
SLICE = {"bible": 12, "arcd": 10, "xquad": 6}  # records per library: a few seconds a run
CHANGED_CHAPTER = "svd:Mat.5"


def demo_lines(library: str) -> list[dict[str, Any]]:
    with gzip.open(DEMO / f"{library}.jsonl.gz", "rt", encoding="utf-8") as stream:
        return [json.loads(line) for line in stream.read().splitlines()[: SLICE[library]]]


def gz(lines: list[dict[str, Any]]) -> bytes:
    return gzip.compress("\n".join(json.dumps(line, ensure_ascii=False) for line in lines).encode("utf-8"), mtime=0)


@dataclass
class Run:
    status: str
    output: dict[str, Any] | None
    error: str | None
    cause: str | None
    report: dict[str, Any]


class IngestHarness:
    def __init__(self, definition_string: str, alias: str, bedrock: BedrockFake) -> None:
        import boto3
        from infra.stacks.ingest import SUBSTITUTIONS

        from dalil.workflow.state_machine import substitute

        self.alias = alias
        self.bedrock = bedrock
        self.s3 = boto3.client("s3", region_name=REGION)
        self.bucket = "dalil-corpus-test"
        self.s3.create_bucket(Bucket=self.bucket)
        self.dynamodb = boto3.client("dynamodb", region_name=REGION)
        self.table = "dalil-chunks-test"
        self.dynamodb.create_table(
            TableName=self.table, KeySchema=[{"AttributeName": "chunk_id", "KeyType": "HASH"}],
            AttributeDefinitions=[{"AttributeName": "chunk_id", "AttributeType": "S"}], BillingMode="PAY_PER_REQUEST",
        )
        role = moto_role("dalil-ingest-test")
        arns = moto_lambdas(SUBSTITUTIONS, role)
        self.sfn = boto3.client("stepfunctions", region_name=REGION)
        self.arn = self.sfn.create_state_machine(
            name="dalil-ingest", definition=json.dumps(substitute(definition_string, arns)), roleArn=role, type="STANDARD"
        )["stateMachineArn"]
        self._runs = 0

    def upload(self, library: str, lines: list[dict[str, Any]]) -> None:
        self.s3.put_object(Bucket=self.bucket, Key=f"sources/{library}/{library}.jsonl.gz", Body=gz(lines))

    def run(self, rebuild: bool = False, bundled: bool = False, batch_documents: int = 25) -> Run:
        """One execution over the bucket's slice, or (`bundled`) the corpus shipped in the layer."""
        self._runs += 1
        sources = [] if bundled else [{"name": library, "prefix": f"sources/{library}/"} for library in SLICE]
        described = run_to_end(self.sfn, self.arn, f"run-{self._runs}",
                               json.dumps({"sources": sources, "rebuild": rebuild, "batch_documents": batch_documents}), 0.05)
        try:  # a run that failed before its batches (a bad source) has no report: its error says why
            report = json.loads(self.s3.get_object(Bucket=self.bucket, Key=f"runs/run-{self._runs}/report.json")["Body"].read())
        except self.s3.exceptions.NoSuchKey:
            report = {}
        output = json.loads(described["output"]) if described.get("output") else None
        return Run(described["status"], output, described.get("error"), described.get("cause"), report)

    # --- what the library holds -------------------------------------------------------------------

    def indexed_ids(self, node) -> set[str]:
        node.indices.refresh(index=self.alias)
        hits = node.search(index=self.alias, body={"query": {"match_all": {}}, "_source": False, "size": 5000})["hits"]["hits"]
        return {hit["_id"] for hit in hits}

    def records(self) -> dict[str, dict[str, Any]]:
        pages = self.dynamodb.get_paginator("scan").paginate(TableName=self.table)
        return {item["chunk_id"]["S"]: item for page in pages for item in page["Items"]}

    def chunk_records(self) -> dict[str, dict[str, Any]]:
        """The chunk records: not the document hashes (`#doc#`) nor the vocabulary (`#vocab#`)."""
        return {k: v for k, v in self.records().items() if not k.startswith(RESERVED_PREFIX)}


@pytest.fixture
def ingest_definition_string(synthesized) -> str:
    resources = synthesized.templates["DalilIngest"]["Resources"]
    (machine,) = [r for r in resources.values() if r["Type"] == "AWS::StepFunctions::StateMachine"]
    return machine["Properties"]["DefinitionString"]


@pytest.fixture
def refused() -> set[str]:
    """Texts (substrings) the Bedrock fake refuses with a ValidationException."""
    return set()


@pytest.fixture
def harness(ingest_definition_string, node, refused, lambdas_in_process, monkeypatch) -> Iterator[IngestHarness]:
    import os

    from moto import mock_aws

    from dalil.stores.aws.clients import reset_clients

    alias = f"dalil-test-ingest-{uuid.uuid4().hex[:8]}"

    def fail_when(text: str):
        return (400, "Malformed input request: the text holds an unsupported sequence") if any(r in text for r in refused) else None

    with BedrockFake(fail_when=fail_when, vectors="digest") as bedrock:
        for name, value in {
            **MOTO_LAMBDA_ENV,
            "AWS_ENDPOINT_URL_BEDROCK_RUNTIME": bedrock.url,
            "DALIL_BACKEND": "aws", "DALIL_EMBEDDER": "bedrock-titan", "DALIL_BEDROCK_DIMENSIONS": "256",
            "DALIL_CHUNK_TABLE": "dalil-chunks-test", "DALIL_CORPUS_BUCKET": "dalil-corpus-test",
            "DALIL_OPENSEARCH_URL": os.environ["DALIL_OPENSEARCH_URL"], "DALIL_OPENSEARCH_INDEX": alias,
        }.items():
            monkeypatch.setenv(name, value)
        reset_clients()
        try:
            with mock_aws(config={"stepfunctions": {"execute_state_machine": True}}):
                harness = IngestHarness(ingest_definition_string, alias, bedrock)
                for library in SLICE:
                    harness.upload(library, demo_lines(library))
                yield harness
        finally:
            reset_clients()
            node.indices.delete(index=f"{alias}*", ignore=[404])


def changed_bible() -> list[dict[str, Any]]:
    lines = demo_lines("bible")
    for line in lines:
        if f"svd:{line['book']}.{line['chapter']}" == CHANGED_CHAPTER:
            line["verses"][0][1] = line["verses"][0][1] + " (نص مصحح)"
            return lines
    raise AssertionError(f"{CHANGED_CHAPTER} is not in the slice")


def test_first_run_indexes_the_slice_and_an_unchanged_rerun_costs_nothing(harness, node) -> None:
    first = harness.run()
    assert first.status == "SUCCEEDED", (first.error, first.cause, first.report.get("batches_failed"))
    report = first.report
    assert report["status"] == "succeeded" and report["mode"] == "build" and report["alias_moved"] is True
    assert report["batches_failed"] == [] and report["batches"] >= 2
    documents = {lib["library"]: lib["documents"] for lib in report["libraries"]}
    assert documents == {"bible": 12, "arcd": 10, "xquad": 6}
    chunks = harness.chunk_records()
    assert report["chunks_embedded"] == len(chunks) == len(harness.bedrock.texts())
    assert harness.indexed_ids(node) == set(chunks)  # every indexed id has its record, and back
    hashes = {k for k in harness.records() if k.startswith("#doc#")}
    assert len(hashes) == sum(documents.values())
    # the index's vocabulary, published with it (stores/aws/dynamo_vocabulary.py)
    pointer = harness.records()["#vocab#current"]
    assert pointer["index"]["S"] == next(iter(node.indices.get_alias(name=harness.alias)))

    harness.bedrock.reset()
    second = harness.run()
    assert second.status == "SUCCEEDED" and second.report["mode"] == "incremental"
    assert second.report["batches"] == 0 and second.report["chunks_embedded"] == 0
    assert harness.bedrock.texts() == []  # unchanged documents cost nothing
    assert all(lib["unchanged"] == lib["documents"] for lib in second.report["libraries"])


def test_the_whole_bundled_corpus_ingests_from_the_layer(harness, node) -> None:
    """No sources: the demo corpus the layer carries (what a new stage starts with)."""
    import gzip as gzip_module

    run = harness.run(bundled=True, batch_documents=200)
    assert run.status == "SUCCEEDED", (run.error, run.cause)
    expected = {}
    for library in SLICE:
        with gzip_module.open(DEMO / f"{library}.jsonl.gz", "rt", encoding="utf-8") as stream:
            expected[library] = len(stream.read().splitlines())
    documents = {lib["library"]: lib["documents"] + lib["duplicates"] + lib["empty"] + sum(lib["skipped"].values())
                 for lib in run.report["libraries"]}
    assert documents == expected  # every line of every bundled file is accounted for
    chunks = harness.chunk_records()
    assert run.report["chunks_embedded"] == len(chunks) == len(harness.bedrock.texts()) > 1000
    assert harness.indexed_ids(node) == set(chunks)


def test_one_changed_chapter_is_the_only_thing_re_embedded(harness, node) -> None:
    assert harness.run().status == "SUCCEEDED"
    before = harness.chunk_records()
    ids_before = harness.indexed_ids(node)
    harness.bedrock.reset()
    harness.upload("bible", changed_bible())
    run = harness.run()
    assert run.status == "SUCCEEDED", (run.error, run.cause)
    bible = next(lib for lib in run.report["libraries"] if lib["library"] == "bible")
    assert (bible["replaced"], bible["added"], bible["removed"]) == (1, 0, 0)
    chapter_chunks = {cid for cid in before if cid.startswith(CHANGED_CHAPTER + "/")}
    assert run.report["chunks_embedded"] == len(chapter_chunks) == len(harness.bedrock.texts())
    after = harness.chunk_records()
    changed = {cid for cid in after if after[cid]["text"] != before.get(cid, {}).get("text")}
    assert changed and changed <= chapter_chunks
    assert "(نص مصحح)" in after[f"{CHANGED_CHAPTER}/0"]["text"]["S"]
    assert harness.indexed_ids(node) == ids_before


def test_a_refused_document_fails_its_batch_with_a_report_and_the_library_stays_intact(harness, node, refused) -> None:
    assert harness.run().status == "SUCCEEDED"
    records_before = harness.records()
    ids_before = harness.indexed_ids(node)
    index_before = list(node.indices.get_alias(name=harness.alias))
    # The operator's corrected chapter holds a text the embedding model refuses.
    harness.upload("bible", changed_bible())
    refused.add("(نص مصحح)")
    run = harness.run()
    assert run.status == "FAILED" and run.error == "IngestIncomplete"
    (failed,) = run.report["batches_failed"]
    assert failed["ok"] is False and failed["error"] == "IngestError" and CHANGED_CHAPTER in failed["cause"]
    assert harness.records() == records_before  # not one record or hash of the failed batch written
    assert harness.indexed_ids(node) == ids_before

    # A rebuild with the same refusal never moves the alias: the live index is the one from before.
    rebuild = harness.run(rebuild=True)
    assert rebuild.status == "FAILED" and rebuild.report["mode"] == "build" and rebuild.report["alias_moved"] is False
    assert list(node.indices.get_alias(name=harness.alias)) == index_before
    assert len(node.indices.get(index=f"{harness.alias}*")) == 1  # the half-built index was deleted
    assert {k for k in harness.records() if k.startswith("#doc#")} == {k for k in records_before if k.startswith("#doc#")}

    # Once the model accepts the text, the next run redoes exactly that document.
    refused.clear()
    harness.bedrock.reset()
    fixed = harness.run()
    assert fixed.status == "SUCCEEDED" and fixed.report["documents_written"] == 1
    chapter_title = records_before[f"{CHANGED_CHAPTER}/0"]["title"]["S"]
    assert harness.bedrock.texts() and all(t.startswith(chapter_title) for t in harness.bedrock.texts())


def test_a_document_the_index_would_reject_fails_validation_before_any_write() -> None:
    from dalil.errors import IngestError
    from dalil.ingest.cloud import validate_batch

    document = {"doc_id": "svd:Mat.1", "library": "bible", "domains": ["bible"], "title": "متى 1", "url": "https://x",
                "text": "كتاب ميلاد يسوع المسيح ابن داود", "metadata": {"book": "Mat", "chapter": "one"}}
    with pytest.raises(IngestError, match=r"svd:Mat.1.*chapter='one' is not an integer"):
        validate_batch({"library": "bible", "corpus_version": "v", "documents": [document], "hashes": {}})
    with pytest.raises(IngestError, match="library 'arcd' in a batch of 'bible'"):
        validate_batch({"library": "bible", "corpus_version": "v", "documents": [{**document, "library": "arcd", "metadata": {}}]})
    # A well-formed chapter: its metadata and verse units make the link its record has (ingest/links.py)
    valid = {**document, "metadata": {"book": "Mat", "chapter": 1, "unit_kind": "verse"}, "units": [document["text"]],
             "unit_labels": ["1"], "url": "https://www.stepbible.org/?q=version=AraSVD|reference=Mat.1"}
    chunks, hashes = validate_batch({"library": "bible", "corpus_version": "v", "documents": [valid]})
    assert list(chunks) == ["svd:Mat.1"] and set(hashes) == {"svd:Mat.1"}


def test_cli_passes_rebuild_through_for_the_aws_backend(monkeypatch) -> None:
    from typer.testing import CliRunner

    import dalil.ingest.cloud as cloud_ingest
    from dalil.cli import app
    from dalil.ingest.pipeline import IngestReport

    seen: dict[str, Any] = {}

    def fake_run(settings, embedder, sources=None, rebuild=False, **kwargs):
        seen["rebuild"] = rebuild
        return IngestReport(store="aws", embedder="x", rebuilt=rebuild)

    monkeypatch.setattr(cloud_ingest, "run_aws_ingest", fake_run)
    monkeypatch.setenv("DALIL_EMBEDDER", "hashing")
    result = CliRunner().invoke(app, ["ingest", "--backend", "aws", "--rebuild", "--json"])
    assert result.exit_code == 0, result.output
    assert seen == {"rebuild": True}


def test_the_bootstrap_samples_carry_the_synthesized_custom_resource_properties(synthesized) -> None:
    """events/bootstrap/*.json: what CloudFormation sends for the SearchBootstrap resource; the
    per-deploy values (endpoint, role ARNs, code version, token) are samples, the rest as synthesized."""
    resources = synthesized.templates["DalilIngest"]["Resources"]
    (logical_id, resource), = [(k, r) for k, r in resources.items() if r["Type"] == "Custom::DalilSearchBootstrap"]
    synthesized_properties = resource["Properties"]
    for path in sorted((REPO_ROOT / "events" / "bootstrap").glob("*.json")):
        event = json.loads(path.read_text(encoding="utf-8"))
        assert (event["LogicalResourceId"], event["ResourceType"]) == (logical_id, resource["Type"]), path
        assert event["RequestType"] in ("Create", "Update", "Delete"), path
        assert ("PhysicalResourceId" in event) == (event["RequestType"] != "Create"), path
        assert ("OldResourceProperties" in event) == (event["RequestType"] == "Update"), path
        if "malformed" in path.name:
            continue
        properties = event["ResourceProperties"]
        assert set(properties) == set(synthesized_properties), path
        literal = {k: v for k, v in synthesized_properties.items() if isinstance(v, str) and k != "CodeVersion"}
        assert {k: properties[k] for k in literal} == literal, path
