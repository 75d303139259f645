"""DynamoCapacityStore on moto: limits under a race, idempotence per request id, release, usage."""

from __future__ import annotations

import datetime as dt
from concurrent.futures import ThreadPoolExecutor
from threading import Barrier

from dalil.stores.aws import capacity_keys as keys
from dalil.stores.aws.dynamo_capacity import DynamoCapacityStore
from dalil.stores.protocols import CapacityStore

TABLE = "dalil-capacity"
NOW = dt.datetime(2025, 3, 1, 12, 30, 15, tzinfo=dt.timezone.utc).timestamp()
MINUTE_PK = f"gemini#gemini-2.5-flash#m#{int(NOW // 60)}"
DAY_PK = "gemini#gemini-2.5-flash#d#20250301"


def store(client, per_minute: int = 10, per_day: int = 250) -> DynamoCapacityStore:
    return DynamoCapacityStore(client, TABLE, per_minute, per_day)


def test_keys_follow_the_table_contract(dynamodb):
    windows = keys.windows("gemini", "gemini-2.5-flash", NOW, 10, 250)
    assert [w.pk for w in windows] == [MINUTE_PK, DAY_PK]
    assert windows[0].ttl > NOW + 60 and windows[1].ttl > dt.datetime(2025, 3, 2, tzinfo=dt.timezone.utc).timestamp()


def test_reserve_until_the_minute_is_full(dynamodb):
    capacity = store(dynamodb, per_minute=3)
    assert isinstance(capacity, CapacityStore)
    assert [capacity.reserve(f"r{i}", "gemini", "gemini-2.5-flash", 100, now=NOW) for i in range(5)] == [True] * 3 + [False] * 2
    assert capacity.minute_count("gemini", "gemini-2.5-flash", now=NOW) == 3
    assert [capacity.ledger(f"r{i}", "gemini", "gemini-2.5-flash").get("state") for i in range(5)] == ["reserved"] * 3 + [None] * 2
    # Pending reservations live in the minute only: nothing is charged to the day yet.
    assert capacity.day_usage("gemini", "gemini-2.5-flash", now=NOW) == (0, 0)
    assert 1 <= capacity.retry_after_s("gemini", "gemini-2.5-flash", now=NOW) <= 45
    # The next minute has room again.
    assert capacity.reserve("r5", "gemini", "gemini-2.5-flash", 100, now=NOW + 60)


def test_a_full_day_refuses_without_writing_anything(dynamodb):
    capacity = store(dynamodb, per_minute=10, per_day=2)
    for request_id, moment in (("a", NOW), ("b", NOW + 120)):
        assert capacity.reserve(request_id, "gemini", "gemini-2.5-flash", 1, now=moment)
        capacity.reconcile(request_id, "gemini", "gemini-2.5-flash", 5, succeeded=True, now=moment)
    assert not capacity.reserve("c", "gemini", "gemini-2.5-flash", 1, now=NOW + 240)
    assert capacity.minute_count("gemini", "gemini-2.5-flash", now=NOW + 240) == 0
    assert capacity.ledger("c", "gemini", "gemini-2.5-flash") == {}
    assert capacity.retry_after_s("gemini", "gemini-2.5-flash", now=NOW + 240) > 3600


def test_a_throttled_day_read_leaks_no_minute_place(dynamodb, monkeypatch):
    """The day is read before the only write, so a failure there holds nothing."""
    import pytest
    from botocore.exceptions import ClientError

    from dalil.errors import BackendUnavailable

    capacity = store(dynamodb, per_minute=1)
    throttled = ClientError({"Error": {"Code": "ProvisionedThroughputExceededException", "Message": "slow down"}}, "GetItem")
    monkeypatch.setattr(dynamodb, "batch_get_item", lambda **kwargs: (_ for _ in ()).throw(throttled))
    with pytest.raises(BackendUnavailable):
        capacity.reserve("r1", "gemini", "gemini-2.5-flash", 1, now=NOW)
    monkeypatch.undo()
    assert capacity.minute_count("gemini", "gemini-2.5-flash", now=NOW) == 0


def test_same_request_id_counts_once(dynamodb):
    capacity = store(dynamodb, per_minute=2)
    assert capacity.reserve("same", "gemini", "gemini-2.5-flash", 10, now=NOW)
    assert capacity.reserve("same", "gemini", "gemini-2.5-flash", 10, now=NOW)  # a retried step
    assert capacity.minute_count("gemini", "gemini-2.5-flash", now=NOW) == 1
    assert capacity.reserve("other", "gemini", "gemini-2.5-flash", 10, now=NOW)
    # Full now, but the holders still succeed when they retry.
    assert not capacity.reserve("third", "gemini", "gemini-2.5-flash", 10, now=NOW)
    assert capacity.reserve("same", "gemini", "gemini-2.5-flash", 10, now=NOW)


def test_fifty_threads_racing_never_exceed_the_limit(atomic_dynamodb):
    capacity = store(atomic_dynamodb, per_minute=7, per_day=1000)
    start = Barrier(50)

    def attempt(i: int) -> bool:
        start.wait()
        return capacity.reserve(f"req-{i}", "gemini", "gemini-2.5-flash", 10, now=NOW)

    with ThreadPoolExecutor(max_workers=50) as pool:
        results = list(pool.map(attempt, range(50)))
    assert sum(results) == 7
    assert capacity.minute_count("gemini", "gemini-2.5-flash", now=NOW) == 7
    held = {f"req-{i}" for i in range(50) if capacity.ledger(f"req-{i}", "gemini", "gemini-2.5-flash").get("state") == "reserved"}
    assert held == {f"req-{i}" for i, ok in enumerate(results) if ok}
    assert capacity.day_usage("gemini", "gemini-2.5-flash", now=NOW) == (0, 0)  # refused requests left nothing behind


def test_failed_call_is_released_from_both_windows(dynamodb):
    capacity = store(dynamodb, per_minute=1)
    assert capacity.reserve("r1", "gemini", "gemini-2.5-flash", 10, now=NOW)
    assert not capacity.reserve("r2", "gemini", "gemini-2.5-flash", 10, now=NOW)
    capacity.reconcile("r1", "gemini", "gemini-2.5-flash", 0, succeeded=False, now=NOW + 1)
    assert capacity.minute_count("gemini", "gemini-2.5-flash", now=NOW) == 0
    assert capacity.ledger("r1", "gemini", "gemini-2.5-flash")["state"] == "released"
    capacity.reconcile("r1", "gemini", "gemini-2.5-flash", 0, succeeded=False, now=NOW + 1)  # a second release: no-op
    assert capacity.minute_count("gemini", "gemini-2.5-flash", now=NOW) == 0
    assert "Item" not in dynamodb.get_item(TableName=TABLE, Key={"pk": {"S": DAY_PK}})
    assert capacity.reserve("r2", "gemini", "gemini-2.5-flash", 10, now=NOW + 2)
    # Releasing a window that never existed creates nothing.
    capacity.reconcile("ghost", "gemini", "other-model", 0, succeeded=False, now=NOW)
    assert "Item" not in dynamodb.get_item(TableName=TABLE, Key={"pk": {"S": "gemini#other-model#d#20250301"}})


def test_successful_call_keeps_its_place_and_counts_tokens_once(dynamodb):
    capacity = store(dynamodb)
    assert capacity.reserve("r1", "gemini", "gemini-2.5-flash", 500, now=NOW)
    capacity.reconcile("r1", "gemini", "gemini-2.5-flash", 420, succeeded=True, now=NOW + 3)
    capacity.reconcile("r1", "gemini", "gemini-2.5-flash", 420, succeeded=True, now=NOW + 4)  # retried step
    assert capacity.minute_count("gemini", "gemini-2.5-flash", now=NOW) == 1
    assert capacity.ledger("r1", "gemini", "gemini-2.5-flash")["state"] == "used"
    assert capacity.day_usage("gemini", "gemini-2.5-flash", now=NOW) == (420, 1)
    assert capacity.reserve("r2", "gemini", "gemini-2.5-flash", 500, now=NOW)
    capacity.reconcile("r2", "gemini", "gemini-2.5-flash", 80, succeeded=True, now=NOW)
    assert capacity.day_usage("gemini", "gemini-2.5-flash", now=NOW) == (500, 2)


def test_window_items_carry_a_ttl(dynamodb):
    capacity = store(dynamodb)
    capacity.reserve("r1", "gemini", "gemini-2.5-flash", 1, now=NOW)
    capacity.reconcile("r1", "gemini", "gemini-2.5-flash", 1, succeeded=True, now=NOW)
    minute = dynamodb.get_item(TableName=TABLE, Key={"pk": {"S": MINUTE_PK}})["Item"]
    day = dynamodb.get_item(TableName=TABLE, Key={"pk": {"S": DAY_PK}})["Item"]
    assert NOW < int(minute["ttl"]["N"]) <= NOW + 60 + 3600
    assert int(day["ttl"]["N"]) > dt.datetime(2025, 3, 2, tzinfo=dt.timezone.utc).timestamp()


def test_shards_sum_to_the_minute_limit_and_items_stay_small(dynamodb):
    capacity = DynamoCapacityStore(dynamodb, TABLE, per_minute=10, per_day=1000, shards=7)
    results = [capacity.reserve(f"r{i}", "gemini", "gemini-2.5-flash", 10, now=NOW) for i in range(14)]
    assert sum(results) == 10 and capacity.minute_count("gemini", "gemini-2.5-flash", now=NOW) == 10
    counts = {k: int(dynamodb.get_item(TableName=TABLE, Key={"pk": {"S": keys.shard_key(MINUTE_PK, k)}}).get("Item", {}).get("n", {}).get("N", 0))
              for k in range(7)}
    assert counts == dict(enumerate(keys.shard_limits(10, 7)))  # every shard filled to its own limit, none past it
    held = [i for i, ok in enumerate(results) if ok]
    for i in held:
        capacity.reconcile(f"r{i}", "gemini", "gemini-2.5-flash", 5, succeeded=i % 2 == 0, now=NOW + 1)
    committed = sum(1 for i in held if i % 2 == 0)
    assert capacity.day_usage("gemini", "gemini-2.5-flash", now=NOW) == (5 * committed, committed)
    assert capacity.minute_count("gemini", "gemini-2.5-flash", now=NOW) == committed  # released places came back
    largest = max(len(str(item)) for item in dynamodb.scan(TableName=TABLE)["Items"])
    assert largest < 400  # counters, never id sets: the size does not grow with the traffic


class ConflictingOnce:
    """Cancels the first transaction as DynamoDB does when another one holds an item."""

    def __init__(self, client) -> None:
        self.client, self.conflicts = client, 1

    def __getattr__(self, name):
        return getattr(self.client, name)

    def transact_write_items(self, TransactItems):  # noqa: N803 (boto3's name)
        from botocore.exceptions import ClientError

        if self.conflicts:
            self.conflicts -= 1
            raise ClientError({"Error": {"Code": "TransactionCanceledException", "Message": "conflict"},
                               "CancellationReasons": [{"Code": "None"}, {"Code": "TransactionConflict"}]}, "TransactWriteItems")
        return self.client.transact_write_items(TransactItems=TransactItems)


def test_a_conflict_at_commit_is_retried_and_the_answer_counted(dynamodb):
    capacity = store(dynamodb)
    assert capacity.reserve("r1", "gemini", "gemini-2.5-flash", 10, now=NOW)
    capacity.client = ConflictingOnce(dynamodb)
    capacity.sleep = lambda seconds: None
    capacity.reconcile("r1", "gemini", "gemini-2.5-flash", 42, succeeded=True, now=NOW + 2)
    assert capacity.conflicts_retried == 1
    assert capacity.day_usage("gemini", "gemini-2.5-flash", now=NOW) == (42, 1)
    assert capacity.ledger("r1", "gemini", "gemini-2.5-flash")["state"] == "used"


def test_a_release_after_the_minute_item_expired_recreates_nothing(dynamodb):
    capacity = store(dynamodb)
    assert capacity.reserve("r1", "gemini", "gemini-2.5-flash", 10, now=NOW)
    dynamodb.delete_item(TableName=TABLE, Key={"pk": {"S": MINUTE_PK}})  # what TTL does an hour later
    capacity.reconcile("r1", "gemini", "gemini-2.5-flash", 0, succeeded=False, now=NOW + 3700)
    assert "Item" not in dynamodb.get_item(TableName=TABLE, Key={"pk": {"S": MINUTE_PK}})
    assert capacity.ledger("r1", "gemini", "gemini-2.5-flash")["state"] == "released"
