"""Provider capacity on DynamoDB: the rule of `stores/sqlite/capacity.py` with conditional writes.

A pending reservation is a place in the minute item only (it stops counting when the minute ends,
whatever happens to the caller); the day is checked at reserve time and charged at reconcile when
the call reached the provider. Keys and expressions come from `capacity_keys`. Atomicity is
DynamoDB's: `size(reqs) < :limit` and the `ADD` are one write, so concurrent reservations never
exceed the minute limit, and `contains(reqs, :reqid)` makes a retried reservation a no-op success.
"""

from __future__ import annotations

import logging
import time

from botocore.exceptions import BotoCoreError, ClientError

from dalil.errors import BackendUnavailable
from dalil.settings import Settings
from dalil.stores.aws import capacity_keys as keys

log = logging.getLogger("dalil.stores.capacity")


def _code(error: ClientError) -> str:
    return error.response.get("Error", {}).get("Code", "")


class DynamoCapacityStore:
    def __init__(self, client, table: str, per_minute: int, per_day: int) -> None:
        self.client = client
        self.table = table
        self.per_minute = per_minute
        self.per_day = per_day

    @classmethod
    def from_settings(cls, settings: Settings, client) -> DynamoCapacityStore:
        return cls(client, settings.capacity_table, settings.capacity_per_minute, settings.capacity_per_day)

    def _windows(self, provider: str, model: str, now: float) -> list[keys.Window]:
        return keys.windows(provider, model, now, self.per_minute, self.per_day)

    def reserve(self, request_id: str, provider: str, model: str, tokens: int, now: float | None = None) -> bool:
        """True when the request holds a place in the minute and the day has room; False otherwise
        (nothing held). The day check reads before the only write, so a failure leaks nothing."""
        now = time.time() if now is None else now
        minute, day = self._windows(provider, model, now)
        try:
            if self._day_calls(day) >= day.limit:
                return False
            self.client.update_item(**keys.reserve_params(self.table, minute, request_id))
        except ClientError as error:
            if _code(error) == "ConditionalCheckFailedException":
                return False
            raise BackendUnavailable(f"the capacity table {self.table} failed: {error}") from error
        except BotoCoreError as error:  # no answer: endpoint, connection, read timeout
            raise BackendUnavailable(f"the capacity table {self.table} failed: {error}") from error
        return True

    def reconcile(
        self, request_id: str, provider: str, model: str, used_tokens: int, succeeded: bool, now: float | None = None
    ) -> None:
        """`succeeded`: the call reached the provider and counts: its minute place stays and the call
        and its tokens are committed to the day once. Otherwise the minute place is released."""
        now = time.time() if now is None else now
        minute, day = self._windows(provider, model, now)
        if not succeeded:
            # The attempt may have started in the previous minute (an attempt is shorter than one).
            for pk in dict.fromkeys((minute.pk, self._windows(provider, model, now - 60)[0].pk)):
                self._release(pk, request_id)
            return
        try:
            self.client.transact_write_items(
                TransactItems=keys.usage_transaction(self.table, day, provider, model, request_id, used_tokens)
            )
        except ClientError as error:
            reasons = [r.get("Code") for r in error.response.get("CancellationReasons", [])]
            if _code(error) == "TransactionCanceledException" and "ConditionalCheckFailed" in reasons:
                return  # already committed: a retried step counts once
            raise BackendUnavailable(f"the capacity table {self.table} failed: {error}") from error
        except BotoCoreError as error:
            raise BackendUnavailable(f"the capacity table {self.table} failed: {error}") from error

    def _get_item(self, pk: str, **projection) -> dict:
        """One consistent read; a failure is the backend's (botocore's errors stop at this store)."""
        try:
            response = self.client.get_item(TableName=self.table, Key={keys.PARTITION_KEY: {"S": pk}}, ConsistentRead=True, **projection)
        except (ClientError, BotoCoreError) as error:
            raise BackendUnavailable(f"the capacity table {self.table} failed: {error}") from error
        return response.get("Item") or {}

    def _day_calls(self, day: keys.Window) -> int:
        item = self._get_item(day.pk, ProjectionExpression="#calls", ExpressionAttributeNames={"#calls": "calls"})
        return int(item.get("calls", {}).get("N", 0))

    def _release(self, pk: str, request_id: str) -> None:
        try:
            self.client.update_item(**keys.release_params(self.table, pk, request_id))
        except BotoCoreError as error:
            log.warning("could not release %s from %s: %s", request_id, pk, error)
        except ClientError as error:
            if _code(error) != "ConditionalCheckFailedException":
                # The minute ends within a minute; a failed release must not fail the request.
                log.warning("could not release %s from %s: %s", request_id, pk, error)

    # --- inspection (retry hints, tests, operators) ------------------------------------------

    def window_members(self, pk: str) -> set[str]:
        item = self._get_item(pk)
        return set(item.get("reqs", {}).get("SS", []))

    def day_usage(self, provider: str, model: str, now: float | None = None) -> tuple[int, int]:
        """(tokens, calls) reconciled as used in the UTC day holding `now`."""
        now = time.time() if now is None else now
        day = self._windows(provider, model, now)[1]
        item = self._get_item(day.pk)
        return int(item.get("tokens", {}).get("N", 0)), int(item.get("calls", {}).get("N", 0))

    def retry_after_s(self, provider: str, model: str, now: float | None = None) -> float | None:
        """Seconds until a full window of (provider, model) opens again; None when not full."""
        now = time.time() if now is None else now
        waits: list[float] = []
        minute, day = self._windows(provider, model, now)
        if len(self.window_members(minute.pk)) >= minute.limit:
            waits.append(max(1.0, (int(now // 60) + 1) * 60 - now))
        if self._day_calls(day) >= day.limit:
            waits.append(max(1.0, day.ttl - keys.DAY_TTL_MARGIN_S - now))
        return max(waits) if waits else None
