"""The capacity rule, once, against both stores: SQLite (the embedded default) and DynamoDB (moto).

A pending reservation is a place in the current minute window only; the day window is checked at
reserve time and charged at reconcile when the call reached the provider. So a reservation that is
never reconciled (a killed Lambda, an execution timeout) stops counting when its minute ends.
DynamoDB runs with one key per window and with 7 shards (more shards than some limits here: the
shards with no place are skipped, and the limits still hold exactly).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from dalil.settings import Settings
from dalil.stores.protocols import CapacityStore

NOW = dt.datetime(2026, 7, 21, 10, 15, 30, tzinfo=dt.UTC).timestamp()
MIDNIGHT = dt.datetime(2026, 7, 22, tzinfo=dt.UTC).timestamp()
P, M = "gemini", "gemini-2.5-flash"

Factory = Callable[..., CapacityStore]


@pytest.fixture(params=["sqlite", "dynamodb", "dynamodb-7-shards"])
def make(request: pytest.FixtureRequest, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Factory]:
    if request.param == "sqlite":
        from dalil.stores.sqlite.capacity import SqliteCapacityStore

        def sqlite(per_minute: int = 3, per_day: int = 5) -> CapacityStore:
            settings = Settings(capacity_per_minute=per_minute, capacity_per_day=per_day)
            return SqliteCapacityStore(tmp_path / f"{per_minute}-{per_day}.sqlite", settings)

        yield sqlite
        return
    import boto3
    from dalil.stores.aws.dynamo_capacity import DynamoCapacityStore
    from moto import mock_aws

    for name, value in {"AWS_ACCESS_KEY_ID": "testing", "AWS_SECRET_ACCESS_KEY": "testing", "AWS_DEFAULT_REGION": "eu-west-1"}.items():
        monkeypatch.setenv(name, value)
    with mock_aws():
        client = boto3.client("dynamodb", region_name="eu-west-1")
        tables: list[str] = []

        def dynamo(per_minute: int = 3, per_day: int = 5) -> CapacityStore:
            table = f"capacity-{len(tables)}"
            tables.append(table)
            client.create_table(
                TableName=table, KeySchema=[{"AttributeName": "pk", "KeyType": "HASH"}],
                AttributeDefinitions=[{"AttributeName": "pk", "AttributeType": "S"}], BillingMode="PAY_PER_REQUEST",
            )
            return DynamoCapacityStore(client, table, per_minute, per_day, shards=7 if request.param.endswith("shards") else 1)

        yield dynamo


def call(capacity: CapacityStore, request_id: str, now: float, reached: bool = True, tokens: int = 10) -> bool:
    """One attempt: reserve, then reconcile as the ladder does."""
    if not capacity.reserve(request_id, P, M, 100, now=now):
        return False
    capacity.reconcile(request_id, P, M, used_tokens=tokens, succeeded=reached, now=now + 1)
    return True


def test_the_minute_limit_and_the_next_minute(make: Factory) -> None:
    capacity = make(per_minute=3, per_day=100)
    assert [capacity.reserve(f"r{n}", P, M, 10, now=NOW) for n in range(4)] == [True, True, True, False]
    assert capacity.retry_after_s(P, M, now=NOW) == pytest.approx(30.0)
    assert capacity.reserve("r3", P, M, 10, now=NOW + 30)  # the next minute window
    assert capacity.retry_after_s(P, M, now=NOW + 30) is None


def test_a_retried_reservation_counts_once(make: Factory) -> None:
    capacity = make(per_minute=2)
    assert capacity.reserve("same", P, M, 10, now=NOW)
    assert capacity.reserve("same", P, M, 10, now=NOW)  # a retried step
    assert capacity.reserve("other", P, M, 10, now=NOW)
    assert not capacity.reserve("third", P, M, 10, now=NOW)
    assert capacity.reserve("same", P, M, 10, now=NOW)  # a holder still succeeds when full


def test_the_day_counts_calls_that_reached_the_provider(make: Factory) -> None:
    capacity = make(per_minute=3, per_day=5)
    assert [call(capacity, f"r{n}", NOW + 60 * n) for n in range(6)] == [True] * 5 + [False]
    assert capacity.retry_after_s(P, M, now=NOW + 300) == pytest.approx(MIDNIGHT - (NOW + 300))
    assert capacity.reserve("tomorrow", P, M, 10, now=MIDNIGHT + 5)
    assert capacity.day_usage(P, M, now=NOW) == (50, 5)  # type: ignore[attr-defined]


def test_refused_calls_are_released_and_never_charged(make: Factory) -> None:
    capacity = make(per_minute=1, per_day=1)
    assert call(capacity, "r1", NOW, reached=False)  # a 429, a 402, a refused connection
    assert capacity.reserve("r2", P, M, 10, now=NOW + 2)  # the minute place came back
    assert capacity.day_usage(P, M, now=NOW) == (0, 0)  # type: ignore[attr-defined]


def test_an_unreconciled_reservation_expires_with_its_minute(make: Factory) -> None:
    """A killed Lambda or an execution timeout never reconciles: nothing is held past the minute."""
    capacity = make(per_minute=1, per_day=1)
    assert capacity.reserve("killed", P, M, 10, now=NOW)
    assert not capacity.reserve("next", P, M, 10, now=NOW + 5)
    assert capacity.reserve("next", P, M, 10, now=NOW + 60)  # the next minute; the day was never charged
    assert capacity.day_usage(P, M, now=NOW) == (0, 0)  # type: ignore[attr-defined]


def test_a_retried_reconcile_counts_the_call_once(make: Factory) -> None:
    capacity = make(per_minute=5, per_day=5)
    assert capacity.reserve("r1", P, M, 500, now=NOW)
    capacity.reconcile("r1", P, M, used_tokens=420, succeeded=True, now=NOW + 3)
    capacity.reconcile("r1", P, M, used_tokens=420, succeeded=True, now=NOW + 4)
    assert capacity.day_usage(P, M, now=NOW) == (420, 1)  # type: ignore[attr-defined]


def test_a_committed_call_keeps_its_minute_place(make: Factory) -> None:
    capacity = make(per_minute=1, per_day=10)
    assert call(capacity, "r1", NOW)
    assert not capacity.reserve("r2", P, M, 10, now=NOW + 2)  # it counted in this minute's rate


def test_windows_are_per_provider_and_model(make: Factory) -> None:
    capacity = make(per_minute=1)
    assert capacity.reserve("r", P, "a", 1, now=NOW)
    assert capacity.reserve("r", P, "b", 1, now=NOW)
    assert capacity.reserve("r", "openrouter", "a", 1, now=NOW)
    assert not capacity.reserve("s", P, "a", 1, now=NOW)
