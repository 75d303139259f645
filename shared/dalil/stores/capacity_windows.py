"""Capacity window ids, shared by the SQLite and DynamoDB capacity stores and the state machine.

A reservation is a request id in two windows per (provider, model): the current UTC minute and
the current UTC day. The item key is `<provider>#<model>#<window id>`.
"""

from __future__ import annotations

import datetime as dt

MINUTE_TTL_MARGIN_S = 3600
DAY_TTL_MARGIN_S = 2 * 86400


def minute_window(now: float) -> tuple[str, int]:
    """(window id, ttl epoch seconds) of the minute holding `now`."""
    minute = int(now // 60)
    return f"m#{minute}", (minute + 1) * 60 + MINUTE_TTL_MARGIN_S


def day_window(now: float) -> tuple[str, int]:
    day = dt.datetime.fromtimestamp(now, dt.UTC).date()
    end = dt.datetime(day.year, day.month, day.day, tzinfo=dt.UTC) + dt.timedelta(days=1)
    return f"d#{day:%Y%m%d}", int(end.timestamp()) + DAY_TTL_MARGIN_S


def window_key(provider: str, model: str, window_id: str) -> str:
    return f"{provider}#{model}#{window_id}"
