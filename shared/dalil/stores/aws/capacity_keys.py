"""Keys and expressions of the DynamoDB capacity table (`DynamoCapacityStore`).

Table: partition key `pk` (string), TTL attribute `ttl`.
- minute item `<provider>#<model>#m#<epoch minute>`: `reqs`, the string set of the request ids
  holding a place in that minute (pending or committed), `ttl` = minute end + margin.
- day item `<provider>#<model>#d#<YYYYMMDD UTC>`: `calls` and `tokens` of the calls committed that
  day (calls that reached the provider), `ttl` = day end + margin.
- usage marker `<provider>#<model>#u#<request_id>`: written once, conditionally, in the same
  transaction as the day's counters, so a retried reconcile never counts a call twice.

A reservation reads the day's `calls` (consistent read) and, if below the day limit, is one
conditional `UpdateItem` on the minute item (idempotent per request id):
    ADD reqs :req SET #ttl = :ttl
    IF attribute_not_exists(reqs) OR size(reqs) < :limit OR contains(reqs, :reqid)
It writes nothing else, so no failure can leave a day place behind. A release removes the id from
the minute (`DELETE reqs :req`), never creating an item.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from dalil.stores.capacity_windows import DAY_TTL_MARGIN_S, day_window, minute_window, window_key

PARTITION_KEY = "pk"
TTL_ATTRIBUTE = "ttl"

RESERVE_UPDATE = "ADD reqs :req SET #ttl = :ttl"
RESERVE_CONDITION = "attribute_not_exists(reqs) OR size(reqs) < :limit OR contains(reqs, :reqid)"
RELEASE_UPDATE = "DELETE reqs :req"
RELEASE_CONDITION = "attribute_exists(pk)"  # a missing window item has nothing to release
USAGE_UPDATE = "ADD #tokens :used, #calls :one SET #ttl = if_not_exists(#ttl, :ttl)"
MARKER_CONDITION = "attribute_not_exists(pk)"


@dataclass(frozen=True)
class Window:
    kind: Literal["minute", "day"]
    pk: str
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


def usage_marker_key(provider: str, model: str, request_id: str) -> str:
    return window_key(provider, model, f"u#{request_id}")


def reserve_params(table: str, window: Window, request_id: str) -> dict[str, Any]:
    """Low-level `UpdateItem` arguments (the state machine builds the same with JSONPath)."""
    return {
        "TableName": table,
        "Key": {PARTITION_KEY: {"S": window.pk}},
        "UpdateExpression": RESERVE_UPDATE,
        "ConditionExpression": RESERVE_CONDITION,
        "ExpressionAttributeNames": {"#ttl": TTL_ATTRIBUTE},
        "ExpressionAttributeValues": {
            ":req": {"SS": [request_id]},
            ":reqid": {"S": request_id},
            ":limit": {"N": str(window.limit)},
            ":ttl": {"N": str(window.ttl)},
        },
    }


def release_params(table: str, window_pk: str, request_id: str) -> dict[str, Any]:
    return {
        "TableName": table,
        "Key": {PARTITION_KEY: {"S": window_pk}},
        "UpdateExpression": RELEASE_UPDATE,
        "ConditionExpression": RELEASE_CONDITION,
        "ExpressionAttributeValues": {":req": {"SS": [request_id]}},
    }


def usage_transaction(table: str, day: Window, provider: str, model: str, request_id: str, used_tokens: int) -> list[dict[str, Any]]:
    """`TransactWriteItems`: the marker (only if absent) and the day's usage, both or neither."""
    return [
        {
            "Put": {
                "TableName": table,
                "Item": {
                    PARTITION_KEY: {"S": usage_marker_key(provider, model, request_id)},
                    "tokens": {"N": str(used_tokens)},
                    TTL_ATTRIBUTE: {"N": str(day.ttl + DAY_TTL_MARGIN_S)},
                },
                "ConditionExpression": MARKER_CONDITION,
            }
        },
        {
            "Update": {
                "TableName": table,
                "Key": {PARTITION_KEY: {"S": day.pk}},
                "UpdateExpression": USAGE_UPDATE,
                "ExpressionAttributeNames": {"#tokens": "tokens", "#calls": "calls", "#ttl": TTL_ATTRIBUTE},
                "ExpressionAttributeValues": {":used": {"N": str(used_tokens)}, ":one": {"N": "1"}, ":ttl": {"N": str(day.ttl)}},
            }
        },
    ]
