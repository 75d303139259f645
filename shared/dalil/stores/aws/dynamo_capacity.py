"""Provider capacity on DynamoDB: the rule of `stores/base.py` with counters, shards and a ledger.

Why counters and shards (benchmarks/load/RESULTS.md): an item holding the minute's request ids is
charged by its size on every write (~2r² units/s at r questions/s on one key, over the 1,000/s
per-key ceiling near 22/s and over the 400 KB item limit near 200/s). Counters keep every item
~100 bytes; `capacity_shards` (N) spreads one (provider, model, window) over N keys so each key's
transaction rate, and with it the share of transactions that conflict, falls by N.

Each write pairs the reservation's ledger item with one counter in a `TransactWriteItems`
(`capacity_keys`), so a counter never moves without its ledger: at any time the minute shards sum
to the ledger items of that minute in `reserved` or `used`, and the day shards to those in `used`.
A transaction cancelled by a conflict (another transaction on the same item) is retried here, a
bounded number of times with jitter, instead of losing an answer the provider already produced.
"""

from __future__ import annotations

import logging
import random
import time
from collections.abc import Callable
from typing import Any

from botocore.exceptions import BotoCoreError, ClientError

from dalil.errors import BackendUnavailable
from dalil.settings import Settings
from dalil.stores.aws import capacity_keys as keys
from dalil.stores.base import CapacityStoreBase

log = logging.getLogger("dalil.stores.capacity")

CONFLICT_RETRIES = 6  # ~2 % conflicts per shard (RESULTS.md) leave ~1e-10 after six retries
CONFLICT_BACKOFF_S = 0.01  # doubled per retry, full jitter: at most ~0.6 s in all


def _code(error: ClientError) -> str:
    return error.response.get("Error", {}).get("Code", "")


def _reasons(error: ClientError) -> list[str]:
    return [reason.get("Code") or "None" for reason in error.response.get("CancellationReasons", [])]


class DynamoCapacityStore(CapacityStoreBase):
    def __init__(self, client, table: str, per_minute: int, per_day: int, shards: int = 1,
                 sleep: Callable[[float], None] = time.sleep) -> None:
        if shards < 1:
            raise ValueError(f"capacity shards must be at least 1, not {shards}")
        self.client = client
        self.table = table
        self.per_minute = per_minute
        self.per_day = per_day
        self.shards = shards
        self.sleep = sleep
        self.conflicts_retried = 0  # transactions cancelled by a conflict and tried again

    @classmethod
    def from_settings(cls, settings: Settings, client) -> DynamoCapacityStore:
        return cls(client, settings.capacity_table, settings.capacity_per_minute, settings.capacity_per_day,
                   settings.capacity_shards)

    def _windows(self, provider: str, model: str, now: float) -> list[keys.Window]:
        return keys.windows(provider, model, now, self.per_minute, self.per_day)

    # --- primitives -----------------------------------------------------------------------------

    def _holds(self, request_id: str, provider: str, model: str, now: float) -> bool:
        return self.ledger(request_id, provider, model).get("state") in (keys.RESERVED, keys.USED)

    def _take_minute_place(self, request_id: str, provider: str, model: str, tokens: int, now: float) -> bool:
        minute, day = self._windows(provider, model, now)
        limits = keys.shard_limits(minute.limit, self.shards)
        for shard in keys.probe_order(request_id, limits):
            items = keys.reserve_transaction(self.table, provider, model, request_id, tokens, minute, day, shard, limits[shard])
            reasons = self._transact(items, f"reserve {request_id}")
            if reasons is None:
                return True
            if reasons[0] == "ConditionalCheckFailed":  # the ledger holds it: a retried reservation
                return self._holds(request_id, provider, model, now)
            # Otherwise this shard is full: the next one may have a place.
        return False

    def _commit(self, request_id: str, provider: str, model: str, used_tokens: int, now: float) -> None:
        day = self._windows(provider, model, now)[1]
        ledger_pk = keys.ledger_key(provider, model, request_id)
        for _ in range(3):  # the ledger changed between the read and the write: read it again
            ledger = self.ledger(request_id, provider, model)
            state = ledger.get("state")
            if state == keys.USED:
                return  # already committed: a retried step counts once
            shard = int(ledger.get("shard", keys.home_shard(request_id, self.shards))) % self.shards
            items = keys.commit_transaction(self.table, ledger_pk, state, day, shard, used_tokens)
            if self._transact(items, f"commit {request_id}") is None:
                return
        raise BackendUnavailable(f"the capacity ledger of {request_id} kept changing during its commit")

    def _release(self, request_id: str, provider: str, model: str, now: float) -> None:
        try:
            ledger = self.ledger(request_id, provider, model)
            if ledger.get("state") != keys.RESERVED:
                return  # nothing held, already released, or committed (a committed place stays)
            ledger_pk = keys.ledger_key(provider, model, request_id)
            minute_shard_pk = keys.shard_key(ledger["minute"], int(ledger["shard"]))
            reasons = self._transact(keys.release_transaction(self.table, ledger_pk, minute_shard_pk, int(ledger["ttl"])),
                                     f"release {request_id}")
            if reasons is not None and reasons[1] == "ConditionalCheckFailed" and reasons[0] == "None":
                self._transact(keys.release_ledger_only(self.table, ledger_pk, int(ledger["ttl"])), f"release {request_id}")
        except BackendUnavailable as error:
            # The minute ends within a minute; a failed release must not fail the request.
            log.warning("could not release %s: %s", request_id, error)

    def _day_usage(self, provider: str, model: str, now: float) -> tuple[int, int]:
        day = self._windows(provider, model, now)[1]
        items = self._get_many(keys.shard_keys(day.pk, self.shards))
        return (sum(int(item.get("tokens", {}).get("N", 0)) for item in items),
                sum(int(item.get("calls", {}).get("N", 0)) for item in items))

    def _minute_count(self, provider: str, model: str, now: float) -> int:
        minute = self._windows(provider, model, now)[0]
        return sum(int(item.get("n", {}).get("N", 0)) for item in self._get_many(keys.shard_keys(minute.pk, self.shards)))

    # --- DynamoDB calls ---------------------------------------------------------------------------

    def _transact(self, items: list[dict[str, Any]], what: str) -> list[str] | None:
        """None when written; the cancellation reasons when a condition failed. A conflict with
        another transaction is retried (bounded); any other failure is `BackendUnavailable`."""
        for attempt in range(CONFLICT_RETRIES + 1):
            try:
                self.client.transact_write_items(TransactItems=items)
                return None
            except BotoCoreError as error:  # no answer: endpoint, connection, read timeout
                raise BackendUnavailable(f"the capacity table {self.table} failed ({what}): {error}") from error
            except ClientError as error:
                if _code(error) != "TransactionCanceledException":
                    raise BackendUnavailable(f"the capacity table {self.table} failed ({what}): {error}") from error
                reasons = _reasons(error)
                if "TransactionConflict" not in reasons:
                    return reasons
                if attempt == CONFLICT_RETRIES:
                    raise BackendUnavailable(f"the capacity table {self.table} kept conflicting ({what})") from error
                self.conflicts_retried += 1
                self.sleep(random.uniform(0, CONFLICT_BACKOFF_S * 2**attempt))
        raise AssertionError("unreachable")

    def _get_many(self, pks: list[str]) -> list[dict[str, Any]]:
        """Consistent reads of up to 100 keys (one `BatchGetItem`; unprocessed keys asked again)."""
        found: list[dict[str, Any]] = []
        pending: dict[str, Any] = {self.table: {"Keys": [{keys.PARTITION_KEY: {"S": pk}} for pk in pks], "ConsistentRead": True}}
        try:
            for _ in range(5):
                reply = self.client.batch_get_item(RequestItems=pending)
                found.extend(reply.get("Responses", {}).get(self.table, []))
                pending = reply.get("UnprocessedKeys") or {}
                if not pending:
                    return found
        except (ClientError, BotoCoreError) as error:  # botocore's errors stop at this store
            raise BackendUnavailable(f"the capacity table {self.table} failed: {error}") from error
        raise BackendUnavailable(f"the capacity table {self.table} left keys unread")

    # --- inspection (retry hints, tests, operators, the load run) ---------------------------------

    def ledger(self, request_id: str, provider: str, model: str) -> dict[str, Any]:
        """The reservation's ledger item as plain values ({} when there is none)."""
        try:
            item = self.client.get_item(
                TableName=self.table, Key={keys.PARTITION_KEY: {"S": keys.ledger_key(provider, model, request_id)}},
                ConsistentRead=True,
            ).get("Item") or {}
        except (ClientError, BotoCoreError) as error:
            raise BackendUnavailable(f"the capacity table {self.table} failed: {error}") from error
        return {name: next(iter(value.values())) for name, value in item.items()}
