"""`scripts/test-pythons` finds each supported interpreter on PATH, else among pyenv's versions
(whose shims exist for every installed version but run only the selected one), and skips a missing
one with a line saying so unless DALIL_REQUIRE_PYTHONS=1. Tested with `--which` and with a missing
version: nothing is installed."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[3] / "scripts" / "test-pythons"


def fake_python(path: Path, exit_code: int = 0) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(f"#!/bin/sh\nexit {exit_code}\n")
    path.chmod(0o755)
    return path


def run(*args: str, path: Path, pyenv_root: Path, **env: str) -> subprocess.CompletedProcess[str]:
    """The script with PATH = the fake bin + only the tools it uses: no real python3.X can answer."""
    tools = path.parent / "tools"
    tools.mkdir(exist_ok=True)
    for tool in ("bash", "dirname", "ls", "sort"):
        if not (tools / tool).exists():
            (tools / tool).symlink_to(shutil.which(tool) or f"/usr/bin/{tool}")
    clean = {k: v for k, v in os.environ.items() if k not in ("PYENV_ROOT", "DALIL_REQUIRE_PYTHONS")}
    environment = {**clean, "PATH": f"{path}:{tools}", "PYENV_ROOT": str(pyenv_root), **env}
    return subprocess.run([str(tools / "bash"), str(SCRIPT), *args], env=environment, capture_output=True,
                          text=True, timeout=60, check=False)


def test_pyenv_versions_are_used_newest_first_when_path_has_none(tmp_path: Path) -> None:
    pyenv = tmp_path / "pyenv"
    fake_python(pyenv / "versions" / "3.13.0" / "bin" / "python3.13")
    newest = fake_python(pyenv / "versions" / "3.13.10" / "bin" / "python3.13")
    fake_python(pyenv / "versions" / "3.13.2" / "bin" / "python3.13")
    done = run("--which", "3.13", "3.12", path=tmp_path / "bin", pyenv_root=pyenv)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == [f"3.13 {newest}", "3.12 missing"]


def test_a_working_interpreter_on_path_wins_and_a_failing_shim_does_not(tmp_path: Path) -> None:
    pyenv = tmp_path / "pyenv"
    from_pyenv = fake_python(pyenv / "versions" / "3.12.1" / "bin" / "python3.12")
    on_path = fake_python(tmp_path / "bin" / "python3.13")
    fake_python(tmp_path / "bin" / "python3.12", exit_code=127)  # like pyenv's shim for an unselected version
    done = run("--which", "3.12", "3.13", path=tmp_path / "bin", pyenv_root=pyenv)
    assert done.stdout.splitlines() == [f"3.12 {from_pyenv}", f"3.13 {on_path}"]


def test_a_missing_interpreter_is_skipped_aloud_or_fails_when_required(tmp_path: Path) -> None:
    skipped = run("3.99", path=tmp_path / "bin", pyenv_root=tmp_path / "pyenv")
    assert skipped.returncode == 0 and "no Python 3.99 on this machine: skipped" in skipped.stderr
    required = run("3.99", path=tmp_path / "bin", pyenv_root=tmp_path / "pyenv", DALIL_REQUIRE_PYTHONS="1")
    assert required.returncode == 1 and "no Python 3.99" in required.stderr
