"""infra/panel_release.py for tests outside tests/infra, loaded by its path: under pytest the name
`infra` may already be tests/infra (a namespace package on the test path), not the repo's package."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

REPO_ROOT = Path(__file__).resolve().parents[2]


def load() -> ModuleType:
    name = "dalil_infra_panel_release"
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, REPO_ROOT / "infra" / "panel_release.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module
