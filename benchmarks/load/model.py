"""A load model of the AWS deployment: questions/s -> Lambda concurrency, Step Functions work,
DynamoDB capacity (per hot item, not only per table), OpenSearch QPS and memory, and the cost of
1,000 questions. Pure arithmetic over the assumptions below, each with its source; no AWS call.

    .venv/bin/python benchmarks/load/model.py            # the markdown tables of RESULTS.md
    .venv/bin/python benchmarks/load/model.py --json     # the same numbers as JSON

Little's law gives concurrency (rate x duration). DynamoDB's per-partition ceiling (1,000 write
units/s and 3,000 read units/s per partition key, whatever the table's mode) is what a single hot
item hits first: a write costs one unit per started KB of the item's larger image (before/after),
a transactional write two.
"""

from __future__ import annotations

import argparse
import json
import math
from dataclasses import asdict, dataclass

RATES = (1, 10, 100)  # questions per second

# --- durations (seconds) per question -------------------------------------------------------------
# retrieval: Bedrock query embedding (~100 ms, AWS) + one _msearch (p50 20 ms, p95 58 ms measured on
# the local node over 8,083 chunks: benchmarks/aws/RESULTS.md) + BatchGetItem hydration (~10 ms) +
# routing/fusion (15 ms measured in-process): ~0.2 s warm; 0.3 s budgeted.
# generation: one Gemini 2.5 Flash call with ~1.5k prompt tokens and ~200 output tokens, thinking
# budget 0 (settings): 1.5-3 s observed on the public API; 2.5 s budgeted.
# validation: called twice (Validate, Finish), ~30 ms each warm (benchmarks/lambda: import is cold-only).
# api: waits on StartSyncExecution for the whole run, plus its own ~20 ms.
DURATION_S = {"retrieval": 0.3, "generation": 2.5, "validation": 0.06, "api": 2.95}
MEMORY_GB = {"retrieval": 1.0, "generation": 0.5, "validation": 0.5, "api": 0.5}  # infra/stacks/workflow.py
INVOCATIONS = {"retrieval": 1, "generation": 1, "validation": 2, "api": 1}
WORKFLOW_STATES_PER_RUN = 8  # Retrieve, AfterRetrieve, Generate, AfterGenerate, Validate, AfterValidate, Finish + start
EXPRESS_MEMORY_GB = 0.064  # Express bills duration in 64 MB steps; the workflow document is a few KB

# --- DynamoDB per answered question (dalil.stores.aws.dynamo_capacity, dynamo_feedback, conversations)
REQUEST_ID_BYTES = 34  # a 32-hex request id in the minute item's string set, with overhead
MINUTE_ITEM_BASE_BYTES = 120  # pk, ttl, attribute names
WRITES_OTHER = {  # write units per question, outside the capacity items
    "usage marker (TransactWriteItems PutItem)": 2,
    "message record (validation PutItem)": 2,
    "conversation turn (UpdateItem)": 2,
}
READS = {"day item GetItem (consistent)": 1, "chunk hydration BatchGetItem (10 x ~2 KB, eventual)": 3, "conversation GetItem": 1}
PARTITION_WCU = 1000
PARTITION_RCU = 3000
TRANSACTION_WINDOW_S = 0.015  # an item is "in a transaction" for roughly one round trip; concurrent writes to it conflict

# --- OpenSearch ---------------------------------------------------------------------------------------
SEARCHES_PER_QUESTION = 2  # one _msearch = a BM25 query + a k-NN query
SEARCH_CPU_S = 0.010  # per query on a warm r6g vCPU; the local node's 20 ms p50 is for both, on a busy shared VM
NODE_VCPUS = {"t3.small.search": 2, "r6g.large.search": 2}
TARGET_CPU = 0.6
CORPUS_CHUNKS = 8083  # the full corpus today (benchmarks/aws/RESULTS.md)
VECTOR_DIM = 1024  # Titan v2
HNSW_M = 16

# --- prices (us-east-1, on-demand, USD, 2026 list prices) -------------------------------------------
PRICE = {
    "apigw_rest_per_million": 3.50,
    "lambda_gb_s": 0.0000166667,
    "lambda_request_per_million": 0.20,
    "express_request_per_million": 1.00,
    "express_gb_s": 0.00001667,
    "dynamodb_wru_per_million": 0.625,
    "dynamodb_rru_per_million": 0.125,
    "titan_v2_per_1k_tokens": 0.00002,
    "gemini_flash_input_per_million": 0.30,
    "gemini_flash_output_per_million": 2.50,
    "logs_ingest_per_gb": 0.50,
    "xray_trace_per_million": 5.00,
    "waf_request_per_million": 0.60,
}
QUESTION_TOKENS = 30
PROMPT_TOKENS = 1500
OUTPUT_TOKENS = 200
LOG_BYTES_PER_QUESTION = 8_000  # four functions' structured lines + the workflow's ALL-level events (no data)


@dataclass
class Row:
    rate: float
    concurrency: dict[str, float]
    concurrency_total: float
    express_runs_per_s: float
    state_transitions_per_s: float
    minute_item_ids: int
    minute_item_kb: float
    minute_item_wcu_per_s: float
    day_item_wcu_per_s: float
    day_item_conflict_share: float
    table_wcu_per_s: float
    table_rcu_per_s: float
    search_qps: float
    search_vcpus_needed: float
    hot_key_limited: bool


def capacity_items(rate: float) -> tuple[int, float, float, float, float]:
    """The minute item of one (provider, model) holds the ids of the last minute's reservations
    (at least the rate x 60 when the limit allows it): every reserve/release writes the whole item."""
    ids = int(rate * 60)
    kb = (MINUTE_ITEM_BASE_BYTES + ids * REQUEST_ID_BYTES) / 1024
    wcu_per_write = math.ceil(max(kb, 0.001))
    minute_wcu = rate * wcu_per_write  # one reserve per question (a failed call adds a release)
    day_wcu = rate * 2  # the day counter's UpdateItem inside TransactWriteItems: 2 units
    conflict = 1 - math.exp(-rate * TRANSACTION_WINDOW_S)  # Poisson: another transaction on the item in the window
    return ids, kb, minute_wcu, day_wcu, conflict


def row(rate: float) -> Row:
    concurrency = {name: rate * DURATION_S[name] * INVOCATIONS[name] for name in DURATION_S}
    ids, kb, minute_wcu, day_wcu, conflict = capacity_items(rate)
    table_wcu = minute_wcu + day_wcu + rate * sum(WRITES_OTHER.values())
    table_rcu = rate * sum(READS.values())
    search_qps = rate * SEARCHES_PER_QUESTION
    return Row(
        rate=rate,
        concurrency={k: round(v, 1) for k, v in concurrency.items()},
        concurrency_total=round(sum(concurrency.values()), 1),
        express_runs_per_s=rate,
        state_transitions_per_s=rate * WORKFLOW_STATES_PER_RUN,
        minute_item_ids=ids,
        minute_item_kb=round(kb, 1),
        minute_item_wcu_per_s=round(minute_wcu, 1),
        day_item_wcu_per_s=round(day_wcu, 1),
        day_item_conflict_share=round(conflict, 3),
        table_wcu_per_s=round(table_wcu, 1),
        table_rcu_per_s=round(table_rcu, 1),
        search_qps=search_qps,
        search_vcpus_needed=round(search_qps * SEARCH_CPU_S / TARGET_CPU, 2),
        hot_key_limited=minute_wcu > PARTITION_WCU or day_wcu > PARTITION_WCU or conflict > 0.05,
    )


def max_rate_one_minute_item() -> float:
    """Largest rate whose minute item stays under one partition's write ceiling."""
    rate = 1.0
    while capacity_items(rate + 0.5)[2] <= PARTITION_WCU:
        rate += 0.5
    return rate


def cost_per_1000(with_gemini: bool = True, waf: bool = False) -> dict[str, float]:
    n = 1000
    lambda_gb_s = sum(DURATION_S[f] * MEMORY_GB[f] * INVOCATIONS[f] for f in DURATION_S)
    express_s = sum(DURATION_S[f] * INVOCATIONS[f] for f in ("retrieval", "generation", "validation"))
    # minute item (1) + the transaction (2 items x 2 units, the marker included) + the other writes
    wru = 1 + 4 + sum(WRITES_OTHER.values()) - WRITES_OTHER["usage marker (TransactWriteItems PutItem)"]
    rru = sum(READS.values())
    parts = {
        "API Gateway": n * PRICE["apigw_rest_per_million"] / 1e6,
        "Lambda duration": n * lambda_gb_s * PRICE["lambda_gb_s"],
        "Lambda requests": n * sum(INVOCATIONS.values()) * PRICE["lambda_request_per_million"] / 1e6,
        "Step Functions Express": n * (PRICE["express_request_per_million"] / 1e6 + express_s * EXPRESS_MEMORY_GB * PRICE["express_gb_s"]),
        "DynamoDB": n * (wru * PRICE["dynamodb_wru_per_million"] + rru * PRICE["dynamodb_rru_per_million"]) / 1e6,
        "Bedrock (query embedding)": n * QUESTION_TOKENS / 1000 * PRICE["titan_v2_per_1k_tokens"],
        "CloudWatch Logs": n * LOG_BYTES_PER_QUESTION / 1e9 * PRICE["logs_ingest_per_gb"],
        "X-Ray": n * PRICE["xray_trace_per_million"] / 1e6,
    }
    if waf:
        parts["WAF"] = n * PRICE["waf_request_per_million"] / 1e6
    if with_gemini:
        parts["Gemini 2.5 Flash (paid tier)"] = n * (PROMPT_TOKENS * PRICE["gemini_flash_input_per_million"]
                                                     + OUTPUT_TOKENS * PRICE["gemini_flash_output_per_million"]) / 1e6
    parts = {k: round(v, 4) for k, v in parts.items()}
    parts["total"] = round(sum(parts.values()), 4)
    return parts


def vector_memory_mb(chunks: int = CORPUS_CHUNKS) -> float:
    """Lucene HNSW: the float vectors plus ~2*M neighbour ids per node on layer 0 (x4 bytes)."""
    return round(chunks * (VECTOR_DIM * 4 + 2 * HNSW_M * 4) * 1.1 / 1e6, 1)


def markdown() -> str:
    rows = [row(rate) for rate in RATES]
    lines = ["| questions/s | 1 | 10 | 100 |", "| --- | --- | --- | --- |"]

    def line(label: str, values) -> None:
        lines.append(f"| {label} | " + " | ".join(str(v) for v in values) + " |")

    for name in DURATION_S:
        line(f"Lambda concurrency: {name}", [r.concurrency[name] for r in rows])
    line("Lambda concurrency: total (account default 1,000)", [r.concurrency_total for r in rows])
    line("Express executions/s (state entries/s)", [f"{r.express_runs_per_s} ({r.state_transitions_per_s})" for r in rows])
    line("minute item: ids held / size KB", [f"{r.minute_item_ids} / {r.minute_item_kb}" for r in rows])
    line("minute item: write units/s on ONE key (ceiling 1,000)", [r.minute_item_wcu_per_s for r in rows])
    line("day item: write units/s on ONE key", [r.day_item_wcu_per_s for r in rows])
    line("day item: share of transactions that conflict", [f"{r.day_item_conflict_share:.1%}" for r in rows])
    line("capacity table + others: write units/s", [r.table_wcu_per_s for r in rows])
    line("read units/s", [r.table_rcu_per_s for r in rows])
    line("OpenSearch queries/s (2 per question)", [r.search_qps for r in rows])
    line("OpenSearch vCPUs busy at 60% target", [r.search_vcpus_needed for r in rows])
    line("hot key limits throughput", ["yes" if r.hot_key_limited else "no" for r in rows])
    out = "\n".join(lines)
    cost = cost_per_1000()
    out += "\n\nCost of 1,000 answered questions (USD):\n\n| part | USD |\n| --- | --- |\n"
    out += "\n".join(f"| {k} | {v} |" for k, v in cost.items())
    out += (f"\n\nOne minute item stays under a partition's 1,000 write units/s up to "
            f"{max_rate_one_minute_item()} questions/s per (provider, model).")
    out += (f"\nVectors + HNSW graph of {CORPUS_CHUNKS} chunks at {VECTOR_DIM} dims: ~{vector_memory_mb()} MB "
            f"(page cache, not heap, with the lucene engine).")
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    if args.json:
        print(json.dumps({"rows": [asdict(row(r)) for r in RATES], "cost_per_1000": cost_per_1000(),
                          "cost_per_1000_without_gemini": cost_per_1000(with_gemini=False),
                          "max_rate_one_minute_item": max_rate_one_minute_item(),
                          "vector_memory_mb": vector_memory_mb()}, indent=2))
    else:
        print(markdown())


if __name__ == "__main__":
    main()
