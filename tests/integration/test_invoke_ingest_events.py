"""The sample events of the ingest job and the search bootstrap (events/ingest_*, events/bootstrap)
through `dalil.workflow.invoke` (what `dalil invoke` runs), on real parts:

- run locally without the job's services, every ingest sample ends in a clear error object (a
  malformed one names its fields, a well-formed one names the missing corpus bucket), never a crash;
- with them (moto S3 and DynamoDB, the real OpenSearch node, a loopback Bedrock), the samples run
  in the state machine's order: the plan sample plans exactly the batch the batch sample names, the
  batch sample indexes it, the finish samples move the alias (all batches ok) or report the failure;
- the bootstrap samples, as CloudFormation delivers them, create and keep the index on the real node
  and answer on the ResponseURL (a loopback recorder), SUCCESS or FAILED with the reason.

The per-deploy values are swapped for the test's own: the bootstrap's Endpoint and ResponseURL, the
index alias (one per test), and the concrete index a build creates (its name carries a timestamp)."""

from __future__ import annotations

import copy
import gzip
import os
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from dalil.workflow.invoke import invoke, invoke_event, read_event
from support.bedrock_fake import BedrockFake
from support.http_recorder import HttpRecorder
from support.moto_machines import MOTO_LAMBDA_ENV, REGION

RESPONSE_PATH = "/cloudformation-response"

pytestmark = pytest.mark.opensearch

REPO_ROOT = Path(__file__).resolve().parents[2]
EVENTS = REPO_ROOT / "events"
FOLDERS = ("bootstrap", "ingest_plan", "ingest_batch", "ingest_finish")


def sample(name: str) -> dict[str, Any]:
    return read_event(EVENTS / name)


def event_files() -> list[str]:
    return sorted(str(p.relative_to(EVENTS)) for folder in FOLDERS for p in (EVENTS / folder).glob("*.json"))


def lambda_error(error_type: str, *mentions: str) -> Callable[[dict[str, Any]], None]:
    def expect(result: dict[str, Any]) -> None:
        assert set(result) == {"errorType", "errorMessage"} and result["errorType"] == error_type, result
        assert "Traceback" not in result["errorMessage"]
        assert all(m in result["errorMessage"] for m in mentions), result["errorMessage"]

    return expect


NO_BUCKET = lambda_error("IngestError", "DALIL_CORPUS_BUCKET is not set")
# Without the job's services: what each ingest sample gives `dalil invoke` on a developer's machine.
LOCAL: dict[str, Callable[[dict[str, Any]], None]] = {
    "ingest_plan/run.json": NO_BUCKET,
    "ingest_plan/malformed.json": lambda_error("ValidationError", "sources.0.name", "rebuild", "batch_documents"),
    "ingest_plan/malformed_request.json": lambda_error("ValidationError", "PlanEvent", "request"),
    "ingest_batch/batch.json": NO_BUCKET,
    "ingest_batch/malformed.json": lambda_error("ValidationError", "mode", "index"),
    "ingest_finish/finish.json": NO_BUCKET,
    "ingest_finish/batch_failed.json": NO_BUCKET,
    "ingest_finish/malformed.json": lambda_error("ValidationError", "plan.bucket", "plan.mode", "results"),
}
# Run for real below (the bootstrap needs the node and a ResponseURL to answer, so it has no local case).
FOR_REAL = {"bootstrap/create.json", "bootstrap/update.json", "bootstrap/delete.json", "bootstrap/create_malformed.json"}


def test_every_ingest_and_bootstrap_sample_is_checked() -> None:
    assert event_files() == sorted(set(LOCAL) | FOR_REAL)


@pytest.mark.parametrize("name", sorted(LOCAL))
def test_ingest_samples_without_the_job_services_end_in_a_clear_error(name: str) -> None:
    LOCAL[name](invoke(name.split("/")[0], EVENTS / name))


# --- the bootstrap custom resource ---------------------------------------------------------------




@pytest.fixture
def alias(node) -> Iterator[str]:
    name = f"dalil-test-invoke-{uuid.uuid4().hex[:8]}"
    yield name
    node.indices.delete(index=f"{name}*", ignore=[404])


def for_the_test_node(event: dict[str, Any], response_url: str, alias: str) -> dict[str, Any]:
    event = copy.deepcopy(event)
    event["ResponseURL"] = response_url
    properties = event["ResourceProperties"]
    if "Endpoint" in properties:
        properties["Endpoint"] = os.environ["DALIL_OPENSEARCH_URL"]
    if "Index" in properties:
        properties["Index"] = alias
    # The test node has no security plugin: tests/infra/test_operations_bootstrap.py checks the
    # role mapping calls against a fake of its API.
    properties["ManageSecurity"] = "false"
    return event


def test_the_bootstrap_samples_create_keep_and_report_the_index(node, alias) -> None:
    with HttpRecorder() as cloudformation:  # a loopback stand-in for the pre-signed ResponseURL
        results = [
            invoke_event("bootstrap", for_the_test_node(sample(f"bootstrap/{name}.json"), cloudformation.url + RESPONSE_PATH, alias))
            for name in ("create", "update", "delete", "create_malformed")
        ]
    answers = cloudformation.bodies("PUT", RESPONSE_PATH)
    created, updated, deleted, malformed = answers
    assert [a["Status"] for a in answers] == ["SUCCESS", "SUCCESS", "SUCCESS", "FAILED"]
    assert created["Data"]["Created"] == "true" and created["Data"]["Compatible"] == "true"
    assert updated["Data"] == {**created["Data"], "Created": "false"}
    assert list(node.indices.get_alias(name=alias)) == [created["Data"]["Index"]]
    assert deleted["Data"] == {}  # Delete keeps the index: it is the library
    assert all(f in malformed["Reason"] for f in ("ValidationError", "Endpoint", "Index", "Dimensions"))
    for answer, name in zip(answers, ("create", "update", "delete", "create_malformed"), strict=True):
        delivered = sample(f"bootstrap/{name}.json")
        assert (answer["RequestId"], answer["StackId"]) == (delivered["RequestId"], delivered["StackId"])
        assert answer["LogicalResourceId"] == delivered["LogicalResourceId"]
    assert updated["PhysicalResourceId"] == sample("bootstrap/update.json")["PhysicalResourceId"]
    assert results == [created["Data"], updated["Data"], {}, {}]  # every sample answered, none crashed


# --- the ingest job's three steps, for real --------------------------------------------------------


@pytest.fixture
def job(node, alias, monkeypatch) -> Iterator[BedrockFake]:
    """moto S3 and DynamoDB, the real node, a loopback Bedrock; the bucket the samples name, holding
    as many bible chapters as the plan sample's batch (the bundled demo corpus's first ones)."""
    import boto3
    from moto import mock_aws

    from dalil.settings import get_settings
    from dalil.stores.aws.clients import reset_clients

    planned = sample("ingest_finish/finish.json")["plan"]
    with BedrockFake(vectors="digest") as bedrock:
        for name, value in {
            **MOTO_LAMBDA_ENV,
            "AWS_ENDPOINT_URL_BEDROCK_RUNTIME": bedrock.url,
            "DALIL_BACKEND": "aws", "DALIL_EMBEDDER": "bedrock-titan", "DALIL_BEDROCK_DIMENSIONS": "256",
            "DALIL_CHUNK_TABLE": "dalil-chunks-sample", "DALIL_CORPUS_BUCKET": planned["bucket"],
            "DALIL_OPENSEARCH_URL": os.environ["DALIL_OPENSEARCH_URL"], "DALIL_OPENSEARCH_INDEX": alias,
        }.items():
            monkeypatch.setenv(name, value)
        get_settings.cache_clear()
        reset_clients()
        try:
            with mock_aws():
                s3 = boto3.client("s3", region_name=REGION)
                s3.create_bucket(Bucket=planned["bucket"])
                boto3.client("dynamodb", region_name=REGION).create_table(
                    TableName="dalil-chunks-sample", KeySchema=[{"AttributeName": "chunk_id", "KeyType": "HASH"}],
                    AttributeDefinitions=[{"AttributeName": "chunk_id", "AttributeType": "S"}], BillingMode="PAY_PER_REQUEST",
                )
                demo = REPO_ROOT / "shared" / "dalil" / "data" / "demo" / "bible.jsonl.gz"
                with gzip.open(demo, "rt", encoding="utf-8") as stream:
                    lines = stream.read().splitlines()[: planned["batches"][0]["documents"]]
                (source,) = sample("ingest_plan/run.json")["request"]["sources"]
                s3.put_object(Bucket=planned["bucket"], Key=f"{source['prefix']}bible.jsonl.gz",
                              Body=gzip.compress("\n".join(lines).encode("utf-8"), mtime=0))
                yield bedrock
        finally:
            reset_clients()
            get_settings.cache_clear()


def test_the_ingest_samples_run_the_job_in_the_state_machine_order(job: BedrockFake, node, alias) -> None:
    plan = invoke("ingest_plan", EVENTS / "ingest_plan" / "run.json")
    assert "errorType" not in plan, plan
    delivered = sample("ingest_finish/finish.json")
    # The finish sample carries exactly the plan the plan sample makes, but for the new index's stamp.
    assert plan["index"].startswith(f"{alias}-v")
    assert {**plan, "index": delivered["plan"]["index"]} == delivered["plan"]

    batch = invoke_event("ingest_batch", {**sample("ingest_batch/batch.json"), "index": plan["index"]})
    (expected,) = delivered["results"]
    assert batch == expected  # the batch sample's result is the finish sample's result
    assert batch["ok"] and batch["embedded"] == batch["chunks"] == len(job.texts()) > 0

    report = invoke_event("ingest_finish", {**delivered, "plan": plan})
    assert report["status"] == "succeeded" and report["alias_moved"] is True and report["chunks_embedded"] == batch["embedded"]
    assert list(node.indices.get_alias(name=alias)) == [plan["index"]]
    node.indices.refresh(index=alias)
    assert node.count(index=alias)["count"] == batch["chunks"]

    # The next run finds nothing changed (an empty incremental plan); a failed batch fails the run
    # with a report and leaves the library as it was.
    again = invoke("ingest_plan", EVENTS / "ingest_plan" / "run.json")
    assert again["mode"] == "incremental" and again["batches"] == [] and again["index"] == plan["index"]
    failed = invoke_event("ingest_finish", {**sample("ingest_finish/batch_failed.json"), "plan": again})
    assert failed["status"] == "failed" and [b["error"] for b in failed["batches_failed"]] == ["IngestError"]
    assert list(node.indices.get_alias(name=alias)) == [plan["index"]]
    assert node.count(index=alias)["count"] == batch["chunks"]
