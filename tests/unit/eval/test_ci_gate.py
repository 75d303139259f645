"""The gate's suite lists: one place, read by the gate and by the script that records its checkpoints."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from dalil.eval.ci_gate import GATED_SUITES

REPO = Path(__file__).resolve().parents[3]


def test_every_gated_suite_has_its_fixture_file() -> None:
    for kind, suites in GATED_SUITES.items():
        assert len(set(suites)) == len(suites), kind
        for suite in suites:
            assert (REPO / "benchmarks" / "fixtures" / f"{suite}.jsonl").is_file(), (kind, suite)


def test_the_module_prints_a_kinds_suites_one_a_line_and_refuses_an_unknown_kind() -> None:
    shown = subprocess.run([sys.executable, "-m", "dalil.eval.ci_gate", "answers"], capture_output=True, text=True, check=True)
    assert shown.stdout.split() == list(GATED_SUITES["answers"])
    wrong = subprocess.run([sys.executable, "-m", "dalil.eval.ci_gate", "everything"], capture_output=True, text=True)
    assert wrong.returncode == 2 and "usage" in wrong.stderr


def test_the_recording_script_lists_no_suite_of_its_own() -> None:
    script = (REPO / "benchmarks" / "answers" / "record_ci_checkpoints.sh").read_text(encoding="utf-8")
    assert "-m dalil.eval.ci_gate retrieval" in script
    loops = [line for line in script.splitlines() if line.startswith("for suite in")]
    assert loops and all("$" in line.split(" in ", 1)[1] for line in loops), loops
