"""A serving worker builds the question reader's tables at start-up, not inside its first questions."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from dalil.settings import Settings
from dalil.stores.factory import build_services
from dalil.text import franco
from dalil.text.reading import vocabulary_of
from dalil.workflow import steps
from dalil.workflow.steps import prepare_reading


def test_the_franco_index_over_the_stores_vocabulary_is_built_before_any_question(demo_store: Path) -> None:
    settings = Settings(store=demo_store, embedder="hashing", provider="extractive")
    franco._index_cached.cache_clear()
    prepare_reading(settings)
    built = franco._index_cached.cache_info()
    assert built.misses == 1 and built.currsize == 1
    # the first Franco-Arabic question now reads the index the warm-up built: a hit, no second build
    franco.transliterate("ana 3ayez a3raf 3an el masi7", vocabulary_of(build_services(settings).chunks))
    after = franco._index_cached.cache_info()
    assert after.misses == 1 and after.hits >= 1


def test_a_failing_warm_up_is_logged_and_never_stops_the_worker(
    demo_store: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    def broken(vocabulary: object) -> None:
        raise OSError("disk gone")

    monkeypatch.setattr(steps, "prepare_index", broken)
    with caplog.at_level(logging.WARNING, logger="dalil.workflow"):
        prepare_reading(Settings(store=demo_store, embedder="hashing", provider="extractive"))
    assert "warm-up failed" in caplog.text
