"""Provider capacity in the embedded store file: the SQLite twin of the DynamoDB capacity table.

The rule is `CapacityStoreBase` (`stores/base.py`); this file holds its primitives. Each
(provider, model) has a minute window `m#<epoch minute>` and a day window `d#<YYYYMMDD UTC>`.
- `reserve` puts the request id into the current minute window (full at `per_minute` members) after
  checking that the day window has fewer than `per_day` calls. A pending reservation lives only in
  the minute window, so whatever happens to the caller (a crash, a killed Lambda, an execution
  timeout) it stops counting when the minute ends.
- `reconcile(succeeded=True)` (the call reached the provider) commits the call to the day window
  with its token usage; `succeeded=False` releases the minute place.
Membership is per request id, so reserving or committing twice counts once.

Every place is taken in a `BEGIN IMMEDIATE` transaction: the count and the insert are one
atomic step, so concurrent threads or processes sharing the file never exceed a limit. One row per
(window, request id) is this store's ledger: a file has no per-key write ceiling to shard around.
"""

from __future__ import annotations

import datetime as dt
import sqlite3
from collections.abc import Iterator
from contextlib import closing, contextmanager
from pathlib import Path

from pydantic import BaseModel

from dalil.errors import StoreError
from dalil.settings import Settings, get_settings
from dalil.stores.base import CapacityStoreBase
from dalil.stores.capacity_windows import day_window, minute_window

_DDL = """
CREATE TABLE IF NOT EXISTS capacity_reservations (
    provider        TEXT NOT NULL,
    model           TEXT NOT NULL,
    window          TEXT NOT NULL,     -- m#<epoch minute> or d#<YYYYMMDD>
    request_id      TEXT NOT NULL,
    window_start    INTEGER NOT NULL,  -- epoch seconds, for pruning old windows
    reserved_tokens INTEGER NOT NULL,
    used_tokens     INTEGER,           -- set on reconcile of a call that reached the provider
    reserved_at     REAL NOT NULL,
    reconciled_at   REAL,
    PRIMARY KEY (provider, model, window, request_id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS capacity_by_request ON capacity_reservations (request_id, provider, model);
"""

_KEEP_MINUTE_WINDOWS_S = 3600  # minute windows older than this are never read again
_KEEP_DAY_WINDOWS_S = 40 * 86400  # day windows stay a while as a usage record


def windows_at(now: float) -> list[tuple[str, int, int]]:
    """(window id, window start in epoch seconds, window length) of the minute and the UTC day
    holding `now`; the ids are the ones the DynamoDB table and the state machine use."""
    minute_id, _ttl = minute_window(now)
    day_id, _ttl = day_window(now)
    day = dt.datetime.fromtimestamp(now, dt.UTC).date()
    day_start = int(dt.datetime(day.year, day.month, day.day, tzinfo=dt.UTC).timestamp())
    return [(minute_id, int(now // 60) * 60, 60), (day_id, day_start, 86400)]


class ReservationRow(BaseModel):
    provider: str
    model: str
    window: str
    request_id: str
    reserved_tokens: int
    used_tokens: int | None
    reconciled: bool


class SqliteCapacityStore(CapacityStoreBase):
    def __init__(self, path: Path | str, settings: Settings | None = None) -> None:
        settings = settings or get_settings()
        self.path = Path(path)
        self.per_minute = settings.capacity_per_minute
        self.per_day = settings.capacity_per_day
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            with self._connection() as connection:
                connection.executescript(_DDL)
        except sqlite3.DatabaseError as error:
            raise StoreError(f"The store file {self.path} cannot hold capacity records: {error}") from error

    @contextmanager
    def _connection(self) -> Iterator[sqlite3.Connection]:
        # One short-lived connection per operation: safe across threads, and the busy timeout
        # makes concurrent writers queue for the lock instead of failing.
        with closing(sqlite3.connect(self.path, timeout=30.0, isolation_level=None)) as connection:
            yield connection

    @contextmanager
    def _immediate(self) -> Iterator[sqlite3.Connection]:
        with self._connection() as connection:
            connection.execute("BEGIN IMMEDIATE")
            try:
                yield connection
            except BaseException:
                connection.execute("ROLLBACK")
                raise
            connection.execute("COMMIT")

    def _windows(self, now: float) -> list[tuple[str, int, int]]:
        """(window id, window start, limit) for the minute and the day holding `now`."""
        (minute, minute_start, _), (day, day_start, _) = windows_at(now)
        return [(minute, minute_start, self.per_minute), (day, day_start, self.per_day)]

    # --- primitives of `CapacityStoreBase` ---------------------------------------------------------

    def _holds(self, request_id: str, provider: str, model: str, now: float) -> bool:
        (minute, _start, _limit), _day = self._windows(now)
        with self._connection() as connection:
            return self._member(connection, provider, model, minute, request_id)

    def _take_minute_place(self, request_id: str, provider: str, model: str, tokens: int, now: float) -> bool:
        (minute, minute_start, minute_limit), _day = self._windows(now)
        with self._immediate() as connection:
            if self._member(connection, provider, model, minute, request_id):
                return True  # a retried step holds its place already
            if self._count(connection, provider, model, minute) >= minute_limit:
                return False  # nothing was written: the transaction commits empty
            connection.execute(
                "INSERT INTO capacity_reservations"
                " (provider, model, window, request_id, window_start, reserved_tokens, reserved_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?)",
                (provider, model, minute, request_id, minute_start, tokens, now),
            )
            connection.execute(
                "DELETE FROM capacity_reservations WHERE provider=? AND model=?"
                " AND ((window LIKE 'm#%' AND window_start < ?) OR window_start < ?)",
                (provider, model, now - _KEEP_MINUTE_WINDOWS_S, now - _KEEP_DAY_WINDOWS_S),
            )
        return True

    def _release(self, request_id: str, provider: str, model: str, now: float) -> None:
        with self._immediate() as connection:
            connection.execute(
                "DELETE FROM capacity_reservations WHERE request_id=? AND provider=? AND model=?"
                " AND window LIKE 'm#%' AND reconciled_at IS NULL",
                (request_id, provider, model),
            )

    def _commit(self, request_id: str, provider: str, model: str, used_tokens: int, now: float) -> None:
        _minute, (day, day_start, _limit) = self._windows(now)
        with self._immediate() as connection:
            pending = connection.execute(
                "SELECT reserved_tokens FROM capacity_reservations"
                " WHERE request_id=? AND provider=? AND model=? AND window LIKE 'm#%' ORDER BY window DESC",
                (request_id, provider, model),
            ).fetchone()
            connection.execute(
                "UPDATE capacity_reservations SET used_tokens=?, reconciled_at=?"
                " WHERE request_id=? AND provider=? AND model=? AND window LIKE 'm#%'",
                (used_tokens, now, request_id, provider, model),
            )
            # Committed once per request id: a retried reconcile does not count the call twice.
            connection.execute(
                "INSERT OR IGNORE INTO capacity_reservations"
                " (provider, model, window, request_id, window_start, reserved_tokens, used_tokens, reserved_at, reconciled_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (provider, model, day, request_id, day_start, pending[0] if pending else 0, used_tokens, now, now),
            )

    def _day_usage(self, provider: str, model: str, now: float) -> tuple[int, int]:
        _minute, (day, _start, _limit) = self._windows(now)
        with self._connection() as connection:
            tokens, calls = connection.execute(
                "SELECT COALESCE(SUM(used_tokens), 0), COUNT(*) FROM capacity_reservations"
                " WHERE provider=? AND model=? AND window=?",
                (provider, model, day),
            ).fetchone()
        return int(tokens), int(calls)

    def _minute_count(self, provider: str, model: str, now: float) -> int:
        (minute, _start, _limit), _day = self._windows(now)
        return self.window_count(provider, model, minute)

    @staticmethod
    def _member(connection: sqlite3.Connection, provider: str, model: str, window: str, request_id: str) -> bool:
        return connection.execute(
            "SELECT 1 FROM capacity_reservations WHERE provider=? AND model=? AND window=? AND request_id=?",
            (provider, model, window, request_id),
        ).fetchone() is not None

    @staticmethod
    def _count(connection: sqlite3.Connection, provider: str, model: str, window: str) -> int:
        (count,) = connection.execute(
            "SELECT COUNT(*) FROM capacity_reservations WHERE provider=? AND model=? AND window=?",
            (provider, model, window),
        ).fetchone()
        return int(count)

    # --- inspection (retry hints, tests, operators) ------------------------------------------

    def reservations(self, request_id: str | None = None) -> list[ReservationRow]:
        query = "SELECT provider, model, window, request_id, reserved_tokens, used_tokens, reconciled_at FROM capacity_reservations"
        args: tuple[str, ...] = ()
        if request_id is not None:
            query += " WHERE request_id=?"
            args = (request_id,)
        with self._connection() as connection:
            rows = connection.execute(query + " ORDER BY provider, model, window, request_id", args).fetchall()
        return [
            ReservationRow(
                provider=row[0],
                model=row[1],
                window=row[2],
                request_id=row[3],
                reserved_tokens=row[4],
                used_tokens=row[5],
                reconciled=row[6] is not None,
            )
            for row in rows
        ]

    def window_count(self, provider: str, model: str, window: str) -> int:
        with self._connection() as connection:
            (count,) = connection.execute(
                "SELECT COUNT(*) FROM capacity_reservations WHERE provider=? AND model=? AND window=?",
                (provider, model, window),
            ).fetchone()
        return int(count)
