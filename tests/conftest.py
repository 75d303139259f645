"""Shared test fixtures: where the team's real data lies, and isolated settings per test."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from support.worker_groups import make_scheduler

REPO_ROOT = Path(__file__).resolve().parents[1]
# CI and developers have the team's shared/ folder beside the checkout (read-only).
SHARED_DATA = Path(os.environ.get("DALIL_SHARED_DATA", REPO_ROOT.parent / "shared" / "data"))


@pytest.hookimpl(tryfirst=True, optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log: object) -> object:
    """scripts/test's `-n 2 --dist loadgroup`: whole modules and shared folders per worker (tests/support/worker_groups.py)."""
    return make_scheduler(config, log)


@pytest.fixture(scope="session")
def shared_data() -> Path:
    if not SHARED_DATA.is_dir():
        pytest.fail(f"the team's data folder is missing: {SHARED_DATA} (set DALIL_SHARED_DATA)")
    return SHARED_DATA


@pytest.fixture(scope="session")
def opensearch_url() -> str:
    """The real OpenSearch node the opensearch-marked tests run against (scripts/test starts it)."""
    url = os.environ.get("DALIL_OPENSEARCH_URL")
    if not url:
        pytest.fail(
            "DALIL_OPENSEARCH_URL is not set: start the node with `scripts/opensearch-node start` "
            "and export DALIL_OPENSEARCH_URL=<the URL it prints> (the opensearch-marked tests need a real node)"
        )
    return url


@pytest.fixture
def node(opensearch_url: str):  # noqa: ANN201 - opensearchpy.OpenSearch
    """An opensearch-py client of that node."""
    from opensearchpy import OpenSearch

    return OpenSearch(hosts=[opensearch_url], timeout=60)


@pytest.fixture(scope="session")
def demo_store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A real SQLite store built once from the bundled demo corpus with the hashing embedder (no
    model to load). Shared by every test that asks for it: point DALIL_STORE at it, and do not
    rely on it holding no messages or conversations from another test."""
    from dalil.embed.hashing import HashingEmbedder
    from dalil.ingest.pipeline import run_ingest

    path = tmp_path_factory.mktemp("demo") / "dalil.sqlite"
    run_ingest(path, HashingEmbedder(dim=256), progress=False)
    return path


@pytest.fixture(autouse=True)
def _isolated_settings(monkeypatch: pytest.MonkeyPatch, tmp_path: Path):
    """No test reads the developer's real store or real provider keys."""
    for name in list(os.environ):
        if name.startswith("DALIL_") and name != "DALIL_SHARED_DATA" and name != "DALIL_OPENSEARCH_URL":
            monkeypatch.delenv(name, raising=False)
    for name in ("GEMINI_API_KEY", "OPENROUTER_API_KEY"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("DALIL_STORE", str(tmp_path / "dalil.sqlite"))
    from dalil.settings import get_settings

    get_settings.cache_clear()
    yield
    get_settings.cache_clear()
