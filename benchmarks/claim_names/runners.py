"""The same answers validated by both runners (NAMES26): `workflow.steps.validate` on the local
backend (the CI store, its names from `stores/sqlite/claim_names.py`) and on the AWS backend (a
moto chunk table holding what the cloud ingest publishes from the same store's chunks). Prints
each case whose state or reason differs, and the count.

    DALIL_EMBEDDER=hashing DALIL_PROVIDER=extractive PYTHONPATH=shared python benchmarks/claim_names/runners.py \
        --store CI-COPY.sqlite [--cases benchmarks/fixtures/claim-names-runners.jsonl] [--json OUT]

Before the cloud ingest published the names (main at 45cc71a) the AWS side had none to read."""

from __future__ import annotations

import argparse
import json
import os
import sqlite3
from collections import defaultdict
from pathlib import Path

from dalil.models import AnswerPayload, Chunk, Evidence
from dalil.settings import Settings
from dalil.stores.factory import reset_services
from dalil.workflow import steps
from dalil.workflow.state import Generation, WorkflowState

CASES = Path(__file__).resolve().parents[1] / "fixtures" / "claim-names-runners.jsonl"


def store_chunks(store: str) -> dict[str, Chunk]:
    rows = sqlite3.connect(store).execute("SELECT record FROM chunks").fetchall()
    return {chunk.chunk_id: chunk for chunk in (Chunk.model_validate_json(row[0]) for row in rows)}


def publish(client, table: str, chunks: dict[str, Chunk], settings: Settings) -> str:
    """What the cloud ingest's finish writes for an index of these chunks (its own function)."""
    try:
        from dalil.ingest.cloud import library_name_counts  # NAMES26: absent before the AWS side had names
    except ImportError:
        return "nothing (this checkout's cloud ingest publishes no names)"
    from dalil.stores.aws.dynamo_chunks import DynamoChunkStore

    by_library: dict[str, list[Chunk]] = defaultdict(list)
    for chunk in chunks.values():
        by_library[chunk.library].append(chunk)
    counts = {library: library_name_counts(part) for library, part in by_library.items()}
    DynamoChunkStore(client, table).claim_names.publish("dalil-chunks-v1", counts, settings.claim_name_min_share, building=True)
    return "the cloud ingest's names"


def validate(case: dict, chunks: dict[str, Chunk], settings: Settings) -> tuple[bool, list[str]]:
    cited = [chunks[cid] for cid in case["chunk_ids"]]
    evidence = [Evidence(evidence_id=f"E{n}", chunk_id=c.chunk_id, excerpt=c.text, title=c.title) for n, c in enumerate(cited, 1)]
    payload = AnswerPayload(status="answered", answer=case["answer"], cited_ids=[e.evidence_id for e in evidence])
    state = WorkflowState(question=case["question"], evidence=evidence, chunks={c.chunk_id: c for c in cited},
                          has_evidence=True, generation=Generation(outcome="ok", payload=payload, provider="gemini", model="m"))
    done = steps.validate(state, settings)
    assert done.validation is not None
    return done.validation.valid, done.validation.codes


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--store", required=True)
    parser.add_argument("--cases", default=str(CASES))
    parser.add_argument("--json")
    args = parser.parse_args()
    cases = [json.loads(line) for line in open(args.cases, encoding="utf-8") if line.strip()]
    chunks = store_chunks(args.store)
    local = Settings(store=Path(args.store))
    for name, value in {"AWS_ACCESS_KEY_ID": "testing", "AWS_SECRET_ACCESS_KEY": "testing", "AWS_DEFAULT_REGION": "eu-west-1"}.items():
        os.environ[name] = value
    import boto3
    from moto import mock_aws

    from dalil.stores.aws.clients import DYNAMODB_CONFIG

    with mock_aws():
        client = boto3.client("dynamodb", region_name="eu-west-1", config=DYNAMODB_CONFIG)
        client.create_table(TableName="dalil-chunks", KeySchema=[{"AttributeName": "chunk_id", "KeyType": "HASH"}],
                            AttributeDefinitions=[{"AttributeName": "chunk_id", "AttributeType": "S"}], BillingMode="PAY_PER_REQUEST")
        aws = Settings(backend="aws", chunk_table="dalil-chunks", store=Path(args.store))
        print("AWS side reads:", publish(client, "dalil-chunks", chunks, aws))
        reset_services()
        rows = []
        for case in cases:
            left, right = validate(case, chunks, local), validate(case, chunks, aws)
            rows.append({"id": case["id"], "kind": case["kind"], "sqlite": left, "aws": right, "same": left == right})
    differ = [row for row in rows if not row["same"]]
    for row in differ:
        print(f"{row['id']} {row['kind']}: sqlite {row['sqlite']}  aws {row['aws']}")
    by_kind: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for row in rows:
        by_kind[row["kind"]][0] += row["same"]
        by_kind[row["kind"]][1] += 1
    print("same state and reason:", f"{len(rows) - len(differ)}/{len(rows)};",
          ", ".join(f"{kind} {same}/{n}" for kind, (same, n) in sorted(by_kind.items())))
    print("sqlite valid:", sum(r["sqlite"][0] for r in rows), " aws valid:", sum(r["aws"][0] for r in rows))
    if args.json:
        Path(args.json).write_text(json.dumps(rows, ensure_ascii=False, indent=1), encoding="utf-8")


if __name__ == "__main__":
    main()
