"""Keys and expressions of the DynamoDB capacity table (`DynamoCapacityStore`).

Table: partition key `pk` (string), TTL attribute `ttl`. Every item stays ~100-200 bytes whatever
the traffic (counters, never id sets), so a write costs one unit (two inside a transaction):
- minute shard `<provider>#<model>#m#<epoch minute>[#<k>]`: `n`, the places taken in that minute
  on shard k (pending or committed), `ttl` = minute end + margin.
- day shard `<provider>#<model>#d#<YYYYMMDD UTC>[#<k>]`: `calls` and `tokens` committed on shard k
  that day (calls that reached the provider), `ttl` = day end + margin.
- ledger `<provider>#<model>#r#<request id>`: one per reservation: `state` (`reserved` → `used` |
  `released`; `released` → `reserved` again on a re-reservation), the `minute` and `shard` of its
  place, `tokens`, `ttl` = day end + margin. The ledger is what makes every write idempotent and
  every reservation countable.
Shard 0 has no `#<k>` suffix, so one shard (the default) keeps the day keys of the id-set design.

`k` = crc32(request id) mod N (`capacity_shards`). The minute limit L is split so the shards sum
to exactly L (`shard_limits`); a full home shard probes the next ones, so the minute never passes L.

- reserve: `TransactWriteItems` of the ledger (Put, only if absent or `released`) and the minute
  shard (`ADD n :one`, only if below its limit). A retried reservation fails only the ledger's
  condition and is read back as held.
- commit (reconcile of a call that reached the provider): the ledger `reserved`/`released` → `used`
  and `ADD calls :one, tokens :used` on the day shard of the ledger's shard, one transaction.
- release: the ledger `reserved` → `released` and `ADD n :minus_one` on its minute shard (only if
  that item still exists: a minute item deleted by TTL is never recreated at -1), one transaction.
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass
from typing import Any, Literal

from dalil.stores.capacity_windows import day_window, minute_window, window_key

PARTITION_KEY = "pk"
TTL_ATTRIBUTE = "ttl"

RESERVED, USED, RELEASED = "reserved", "used", "released"

TAKE_PLACE_UPDATE = "ADD n :one SET #ttl = :ttl"
TAKE_PLACE_CONDITION = "attribute_not_exists(n) OR n < :limit"
LEDGER_NEW_CONDITION = "attribute_not_exists(pk) OR #state = :released"
GIVE_PLACE_UPDATE = "ADD n :minus_one"
GIVE_PLACE_CONDITION = "attribute_exists(pk)"
USAGE_UPDATE = "ADD #tokens :used, #calls :one SET #ttl = if_not_exists(#ttl, :ttl)"


@dataclass(frozen=True)
class Window:
    kind: Literal["minute", "day"]
    pk: str  # shard 0's key; shard k appends `#<k>`
    ttl: int  # epoch seconds
    limit: int


def windows(provider: str, model: str, now: float, per_minute: int, per_day: int) -> list[Window]:
    """The minute window and the UTC-day window holding `now`, minute first."""
    minute_id, minute_ttl = minute_window(now)
    day_id, day_ttl = day_window(now)
    return [
        Window("minute", window_key(provider, model, minute_id), minute_ttl, per_minute),
        Window("day", window_key(provider, model, day_id), day_ttl, per_day),
    ]


def shard_key(window_pk: str, shard: int) -> str:
    return window_pk if shard == 0 else f"{window_pk}#{shard}"


def shard_keys(window_pk: str, shards: int) -> list[str]:
    return [shard_key(window_pk, k) for k in range(shards)]


def home_shard(request_id: str, shards: int) -> int:
    """Deterministic per request id: a retried reservation aims at the same shard first."""
    return zlib.crc32(request_id.encode("utf-8")) % shards


def shard_limits(limit: int, shards: int) -> list[int]:
    """floor(L/N) each, plus one for the first L mod N shards: they sum to exactly L."""
    base, extra = divmod(max(0, limit), shards)
    return [base + (1 if k < extra else 0) for k in range(shards)]


def probe_order(request_id: str, limits: list[int]) -> list[int]:
    """The home shard, then the next ones in turn; shards with no place at all are skipped."""
    home = home_shard(request_id, len(limits))
    return [k for k in ((home + step) % len(limits) for step in range(len(limits))) if limits[k] > 0]


def ledger_key(provider: str, model: str, request_id: str) -> str:
    return window_key(provider, model, f"r#{request_id}")


def reserve_transaction(
    table: str, provider: str, model: str, request_id: str, tokens: int,
    minute: Window, day: Window, shard: int, shard_limit: int,
) -> list[dict[str, Any]]:
    """The ledger (absent or released only) and one place on minute shard `shard`, both or neither."""
    return [
        {
            "Put": {
                "TableName": table,
                "Item": {
                    PARTITION_KEY: {"S": ledger_key(provider, model, request_id)},
                    "state": {"S": RESERVED},
                    "minute": {"S": minute.pk},
                    "shard": {"N": str(shard)},
                    "tokens": {"N": str(tokens)},
                    TTL_ATTRIBUTE: {"N": str(day.ttl)},
                },
                "ConditionExpression": LEDGER_NEW_CONDITION,
                "ExpressionAttributeNames": {"#state": "state"},
                "ExpressionAttributeValues": {":released": {"S": RELEASED}},
            }
        },
        {
            "Update": {
                "TableName": table,
                "Key": {PARTITION_KEY: {"S": shard_key(minute.pk, shard)}},
                "UpdateExpression": TAKE_PLACE_UPDATE,
                "ConditionExpression": TAKE_PLACE_CONDITION,
                "ExpressionAttributeNames": {"#ttl": TTL_ATTRIBUTE},
                "ExpressionAttributeValues": {
                    ":one": {"N": "1"}, ":limit": {"N": str(shard_limit)}, ":ttl": {"N": str(minute.ttl)},
                },
            }
        },
    ]


def _ledger_transition(
    table: str, ledger_pk: str, seen: str | None, to: str, extra_set: dict[str, dict[str, str]], ttl: int,
) -> dict[str, Any]:
    """Move the ledger from the state read (`seen`; None: no ledger yet) to `to`, only if unchanged."""
    names = {"#state": "state", "#ttl": TTL_ATTRIBUTE} | {f"#{name}": name for name in extra_set}
    values = {":to": {"S": to}, ":ttl": {"N": str(ttl)}} | {f":{name}": value for name, value in extra_set.items()}
    assignments = ", ".join(["#state = :to", "#ttl = if_not_exists(#ttl, :ttl)", *(f"#{name} = :{name}" for name in extra_set)])
    if seen is None:
        condition = "attribute_not_exists(pk)"
    else:
        condition = "#state = :seen"
        values[":seen"] = {"S": seen}
    return {
        "Update": {
            "TableName": table,
            "Key": {PARTITION_KEY: {"S": ledger_pk}},
            "UpdateExpression": f"SET {assignments}",
            "ConditionExpression": condition,
            "ExpressionAttributeNames": names,
            "ExpressionAttributeValues": values,
        }
    }


def commit_transaction(
    table: str, ledger_pk: str, seen: str | None, day: Window, shard: int, used_tokens: int,
) -> list[dict[str, Any]]:
    """The ledger → `used` (only from the state read) and the day shard's usage, both or neither."""
    return [
        _ledger_transition(table, ledger_pk, seen, USED, {"used_tokens": {"N": str(used_tokens)}, "day": {"S": day.pk}}, day.ttl),
        {
            "Update": {
                "TableName": table,
                "Key": {PARTITION_KEY: {"S": shard_key(day.pk, shard)}},
                "UpdateExpression": USAGE_UPDATE,
                "ExpressionAttributeNames": {"#tokens": "tokens", "#calls": "calls", "#ttl": TTL_ATTRIBUTE},
                "ExpressionAttributeValues": {":used": {"N": str(used_tokens)}, ":one": {"N": "1"}, ":ttl": {"N": str(day.ttl)}},
            }
        },
    ]


def release_transaction(table: str, ledger_pk: str, minute_shard_pk: str, ttl: int) -> list[dict[str, Any]]:
    """The ledger `reserved` → `released` and its minute place given back, both or neither."""
    return [
        _ledger_transition(table, ledger_pk, RESERVED, RELEASED, {}, ttl),
        {
            "Update": {
                "TableName": table,
                "Key": {PARTITION_KEY: {"S": minute_shard_pk}},
                "UpdateExpression": GIVE_PLACE_UPDATE,
                "ConditionExpression": GIVE_PLACE_CONDITION,
                "ExpressionAttributeValues": {":minus_one": {"N": "-1"}},
            }
        },
    ]


def release_ledger_only(table: str, ledger_pk: str, ttl: int) -> list[dict[str, Any]]:
    """Its minute item is gone (TTL): only the ledger moves, no counter is recreated."""
    return [_ledger_transition(table, ledger_pk, RESERVED, RELEASED, {}, ttl)]
