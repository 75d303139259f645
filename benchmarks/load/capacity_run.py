"""Load run of the capacity stores: DynamoDB (moto, in process) and SQLite, at 10/50/200 questions/s.

Simulated clock, one (provider, model), bounded: `--seconds` of traffic per rate starting shortly
before a UTC midnight, so the run crosses minute and day boundaries. Each question reserves, then
(0.5-3 s later) is committed (80 %), released (15 %) or never reconciled (5 %: a killed Lambda);
5 % of reserves and of reconciles are sent twice (a retried step). Nothing leaves this process.

Measured on DynamoDB from every write the store sends: write units per key per simulated second
(an item's size after the write, 1 KB per unit, doubled inside a transaction), the largest item,
transactions per key. moto does not model transaction conflicts: the run models them from the
schedule (two transactions on one key whose ~15 ms windows overlap: the later one is cancelled)
and injects each as a `TransactionConflict` cancellation, so the store's retry path runs for real.
Accounting, both stores: reserved == committed + released + expired, and on DynamoDB the counters
equal the ledger (minute shards vs ledger items `reserved`/`used` of that minute; day shards vs
ledger items `used`).

    .venv/bin/python benchmarks/load/capacity_run.py [--rates 10 50 200] [--seconds 20] [--json]
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import math
import os
import random
import sys
import tempfile
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

import boto3
from botocore.exceptions import ClientError
from moto import mock_aws

from dalil.settings import Settings
from dalil.stores.aws import capacity_keys as keys
from dalil.stores.aws.dynamo_capacity import DynamoCapacityStore
from dalil.stores.sqlite.capacity import SqliteCapacityStore

P, M = "gemini", "gemini-2.5-flash"
TABLE = "dalil-capacity"
MIDNIGHT = dt.datetime(2026, 12, 2, tzinfo=dt.UTC).timestamp()
START = MIDNIGHT - 10  # the traffic starts 10 s before a UTC midnight (`--lead-s`)
CONFLICT_WINDOW_S = 0.015  # how long a transaction holds its items (an assumption, as in model.py)
PER_KEY_CEILING = 1000  # DynamoDB write units per second per partition key


def shards_for(rate: float) -> int:
    """The documented sizing: ~2 transactions/s per shard."""
    return max(1, math.ceil(rate / 2))


def item_size(item: dict[str, Any]) -> int:
    """DynamoDB's item size: attribute names plus values (strings and numbers by their text)."""
    size = 0
    for name, value in item.items():
        (kind, content), = value.items()
        size += len(name.encode()) + (len(str(content).encode()) if kind in ("S", "N") else len(json.dumps(content)))
    return size


class MeasuredClient:
    """The DynamoDB client the store uses: records every write and injects modelled conflicts."""

    def __init__(self, client, clock: list[float], rng: random.Random) -> None:
        self.client, self.clock, self.rng = client, clock, rng
        self.units: dict[tuple[str, int], float] = defaultdict(float)  # (key, simulated second) -> units
        self.transactions: dict[tuple[str, int], int] = defaultdict(int)
        self.busy_until: dict[str, float] = {}
        self.largest = (0, "")
        self.conflicts_injected = 0
        self.transactions_sent = 0
        self.waited = (0.0, 0.0)  # (event time, seconds the store slept since): a retry lands later

    def sleep(self, seconds: float) -> None:
        event, waited = self.waited
        self.waited = (self.clock[0], (waited if event == self.clock[0] else 0.0) + seconds)

    def __getattr__(self, name: str):
        return getattr(self.client, name)

    def transact_write_items(self, TransactItems: list[dict[str, Any]]):  # noqa: N803 (boto3's name)
        event, waited = self.waited
        now = self.clock[0] + (waited if event == self.clock[0] else 0.0)
        touched = [next(iter(item.values())).get("Key", next(iter(item.values())).get("Item", {}))[keys.PARTITION_KEY]["S"]
                   for item in TransactItems]
        self.transactions_sent += 1
        if any(self.busy_until.get(pk, -1.0) > now for pk in touched):
            self.conflicts_injected += 1
            raise ClientError({"Error": {"Code": "TransactionCanceledException", "Message": "conflict"},
                               "CancellationReasons": [{"Code": "TransactionConflict"} for _ in touched]}, "TransactWriteItems")
        for pk in touched:
            self.busy_until[pk] = now + CONFLICT_WINDOW_S
        reply = self.client.transact_write_items(TransactItems=TransactItems)
        second = int(self.clock[0])
        for pk in touched:
            item = self.client.get_item(TableName=TABLE, Key={keys.PARTITION_KEY: {"S": pk}}).get("Item") or {}
            size = item_size(item)
            self.largest = max(self.largest, (size, pk))
            self.units[(pk, second)] += 2 * max(1, math.ceil(size / 1024))
            self.transactions[(pk, second)] += 1
        return reply


def schedule(rate: float, seconds: int, rng: random.Random) -> list[tuple[float, int, str, str]]:
    """(time, order, action, request id): reserve, then commit / release / nothing; some sent twice."""
    events: list[tuple[float, int, str, str]] = []
    for n in range(int(rate * seconds)):
        at = START + rng.uniform(0, seconds)
        request_id = f"exec-{n:06d}:gen:0"
        events.append((at, 0, "reserve", request_id))
        if rng.random() < 0.05:
            events.append((at + 0.2, 0, "reserve", request_id))
        fate = rng.random()
        if fate < 0.95:
            action = "commit" if fate < 0.80 else "release"
            done = at + rng.uniform(0.5, 3.0)
            events.append((done, 1, action, request_id))
            if rng.random() < 0.05:
                events.append((done + 0.3, 1, action, request_id))
    return sorted(events)


def drive(store, events, clock: list[float]) -> dict[str, set[str]]:
    held: set[str] = set()
    refused: set[str] = set()
    committed: set[str] = set()
    released: set[str] = set()
    for at, _order, action, request_id in events:
        clock[0] = at
        if action == "reserve":
            if store.reserve(request_id, P, M, 500, now=at):
                held.add(request_id)
            else:
                refused.add(request_id)
        elif request_id in held:
            succeeded = action == "commit"
            store.reconcile(request_id, P, M, used_tokens=300, succeeded=succeeded, now=at)
            (committed if succeeded else released).add(request_id)
    return {"held": held, "refused": refused - held, "committed": committed, "released": released}


def run_dynamo(rate: float, seconds: int, seed: int) -> dict[str, Any]:
    rng = random.Random(seed)
    events = schedule(rate, seconds, rng)
    shards = shards_for(rate)
    per_minute = int(rate * 60)  # sized for the traffic: refusals only when a minute overfills
    clock = [START]
    with mock_aws():
        raw = boto3.client("dynamodb", region_name="eu-west-1")
        raw.create_table(TableName=TABLE, KeySchema=[{"AttributeName": "pk", "KeyType": "HASH"}],
                         AttributeDefinitions=[{"AttributeName": "pk", "AttributeType": "S"}], BillingMode="PAY_PER_REQUEST")
        client = MeasuredClient(raw, clock, rng)
        store = DynamoCapacityStore(client, TABLE, per_minute, 10**7, shards=shards, sleep=client.sleep)
        outcome = drive(store, events, clock)
        items = []
        scan: dict[str, Any] = {"TableName": TABLE}
        for _ in range(10_000):  # bounded pagination
            page = raw.scan(**scan)
            items.extend(page["Items"])
            if "LastEvaluatedKey" not in page:
                break
            scan["ExclusiveStartKey"] = page["LastEvaluatedKey"]
    ledger = [i for i in items if "#r#" in i["pk"]["S"]]
    states = Counter(i["state"]["S"] for i in ledger)
    minute_counters: Counter[str] = Counter()
    day_counters: Counter[str] = Counter()
    for item in items:
        pk = item["pk"]["S"]
        base = pk if pk.count("#") == 3 else pk.rsplit("#", 1)[0]
        if "#m#" in pk:
            minute_counters[base] += int(item["n"]["N"])
        elif "#d#" in pk:
            day_counters[base] += int(item["calls"]["N"])
    minute_ledger = Counter(i["minute"]["S"] for i in ledger if i["state"]["S"] in (keys.RESERVED, keys.USED))
    day_ledger = Counter(i["day"]["S"] for i in ledger if i["state"]["S"] == keys.USED)
    per_key_units = max(client.units.values())
    return {
        "store": "dynamodb (moto)", "rate": rate, "shards": shards, "questions": int(rate * seconds),
        "reserved": len(outcome["held"]), "refused": len(outcome["refused"]),
        "committed": states[keys.USED], "released": states[keys.RELEASED], "expired": states[keys.RESERVED],
        "accounted": len(outcome["held"]) == states[keys.USED] + states[keys.RELEASED] + states[keys.RESERVED]
        and states[keys.USED] == len(outcome["committed"]) and states[keys.RELEASED] == len(outcome["released"]),
        "counters_equal_ledger": dict(minute_counters) == dict(minute_ledger) and dict(day_counters) == dict(day_ledger),
        "days_crossed": len(day_counters),
        "max_units_per_key_s": per_key_units, "max_transactions_per_key_s": max(client.transactions.values()),
        "max_item_bytes": client.largest[0], "largest_item_kind": client.largest[1].split("#")[2],
        "transactions": client.transactions_sent, "conflicts_injected": client.conflicts_injected,
        "conflict_share": round(client.conflicts_injected / client.transactions_sent, 4),
        "conflicts_retried": store.conflicts_retried,
    }


def run_sqlite(rate: float, seconds: int, seed: int) -> dict[str, Any]:
    rng = random.Random(seed)
    events = schedule(rate, seconds, rng)
    clock = [START]
    with tempfile.TemporaryDirectory() as folder:
        store = SqliteCapacityStore(Path(folder) / "load.sqlite",
                                    Settings(capacity_per_minute=int(rate * 60), capacity_per_day=10**7))
        outcome = drive(store, events, clock)
        rows = store.reservations()
    minute_rows = {r.request_id for r in rows if r.window.startswith("m#")}
    day_rows = {r.request_id for r in rows if r.window.startswith("d#")}
    expired = outcome["held"] - outcome["committed"] - outcome["released"]
    return {
        "store": "sqlite", "rate": rate, "questions": int(rate * seconds),
        "reserved": len(outcome["held"]), "refused": len(outcome["refused"]),
        "committed": len(day_rows), "released": len(outcome["held"] - minute_rows), "expired": len(expired),
        # Released places are deleted rows; what remains in the minutes is committed + never reconciled.
        "accounted": day_rows == outcome["committed"] and minute_rows == outcome["committed"] | expired
        and outcome["held"] == minute_rows | outcome["released"],
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rates", type=float, nargs="+", default=[10, 50, 200])
    parser.add_argument("--seconds", type=int, default=20)
    parser.add_argument("--seed", type=int, default=22)
    parser.add_argument("--lead-s", type=float, default=10.0, help="seconds of traffic before the UTC midnight")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    global START
    START = MIDNIGHT - args.lead_s
    for name, value in {"AWS_ACCESS_KEY_ID": "testing", "AWS_SECRET_ACCESS_KEY": "testing", "AWS_DEFAULT_REGION": "eu-west-1"}.items():
        os.environ[name] = value
    for name in ("AWS_PROFILE", "AWS_ENDPOINT_URL", "AWS_ENDPOINT_URL_DYNAMODB"):
        os.environ.pop(name, None)
    results = []
    for rate in args.rates:
        results.append(run_dynamo(rate, args.seconds, args.seed))
        results.append(run_sqlite(rate, args.seconds, args.seed))
        print(json.dumps(results[-2]), file=sys.stderr)
        print(json.dumps(results[-1]), file=sys.stderr)
    if args.json:
        print(json.dumps(results, indent=2))
    failed = [r for r in results if not r["accounted"] or not r.get("counters_equal_ledger", True)
              or r.get("max_units_per_key_s", 0) > PER_KEY_CEILING or r.get("max_item_bytes", 0) > 1024]
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
