"""Shared test fixtures: where the team's real data lies, and isolated settings per test."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parents[1]
# CI and developers have the team's shared/ folder beside the checkout (read-only).
SHARED_DATA = Path(os.environ.get("DALIL_SHARED_DATA", REPO_ROOT.parent / "shared" / "data"))


@pytest.fixture(scope="session")
def shared_data() -> Path:
    if not SHARED_DATA.is_dir():
        pytest.fail(f"the team's data folder is missing: {SHARED_DATA} (set DALIL_SHARED_DATA)")
    return SHARED_DATA


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
