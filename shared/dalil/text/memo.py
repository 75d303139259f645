"""Readings remembered per process: one decorator for a pure function whose result callers may change.

A served ask reads its question again and again — the retriever, the context, the answerer and the
checks each ask which Bible book it names, which date, which names (benchmarks/performance/RESULTS.md,
PERF33: `parse_bible_ref` ~4 times an ask, `find_date` ~4.5, `question_names` ~6). Where the reading
is pure in its arguments and its result immutable, `functools.lru_cache` remembers it as it is; where
the result is a list, a set or a dict a caller could change, `remembered_copy` keeps it frozen and
hands every caller a copy of its own, so no caller sees another's change and the answers stay the same.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache, wraps
from typing import Any, ParamSpec, TypeVar, cast

_Args = ParamSpec("_Args")
_Copyable = TypeVar("_Copyable", bound="list[Any] | set[Any] | dict[Any, Any]")


def remembered_copy(maxsize: int) -> Callable[[Callable[_Args, _Copyable]], Callable[_Args, _Copyable]]:
    """`read` remembered for its last `maxsize` argument lists (hashable arguments only), each call
    given a shallow copy of the first result (the same type: a list, a set or a dict whose items are
    immutable). `cache_clear` and `cache_info` are the memory's, as on an `lru_cache`."""

    def decorate(read: Callable[_Args, _Copyable]) -> Callable[_Args, _Copyable]:
        remembered = lru_cache(maxsize=maxsize)(read)

        @wraps(read)
        def reading(*args: _Args.args, **kwargs: _Args.kwargs) -> _Copyable:
            return cast(_Copyable, remembered(*args, **kwargs).copy())  # type: ignore[arg-type]

        reading.cache_clear = remembered.cache_clear  # type: ignore[attr-defined]
        reading.cache_info = remembered.cache_info  # type: ignore[attr-defined]
        return reading

    return decorate
