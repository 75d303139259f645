from __future__ import annotations

import pytest

from dalil.embed.factory import make_embedder
from dalil.embed.hashing import HashingEmbedder
from dalil.embed.use import UseEmbedder
from dalil.settings import Settings


def test_factory_builds_the_named_local_embedders() -> None:
    assert isinstance(make_embedder(Settings(embedder="use")), UseEmbedder)
    assert isinstance(make_embedder(Settings(embedder="hashing")), HashingEmbedder)


def test_factory_reads_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DALIL_EMBEDDER", "hashing")
    assert isinstance(make_embedder(Settings()), HashingEmbedder)


def test_use_blas_threads_come_from_settings() -> None:
    assert make_embedder(Settings(embedder="use", use_threads=2)).threads == 2
    assert make_embedder(Settings(embedder="use")).threads == 1
