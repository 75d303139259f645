"""The E5 edge table (dalil/eval/e5_edge.py): what the fresh-set gate counts of a line, and which lines it skips."""

from __future__ import annotations

import json
from pathlib import Path

from dalil.eval.e5_edge import (
    ANSWERED,
    DECLINED,
    E5_EDGE_LINES,
    NOT_RIGHT,
    RIGHT,
    gate_outcome,
    held_suites,
    machine_decided,
)

FIXTURES = Path(__file__).resolve().parents[3] / "benchmarks" / "fixtures"


def test_gate_outcome_counts_as_the_fresh_set_gate_does() -> None:
    assert gate_outcome("grounded", "answer", True) == RIGHT
    assert gate_outcome("grounded", "answer", False) == NOT_RIGHT  # answered from another passage: not right
    assert gate_outcome("grounded", "sources", None) == NOT_RIGHT
    assert gate_outcome("refuse", "answer", None) == ANSWERED
    assert gate_outcome("refuse", "search", None) == DECLINED


def test_only_a_line_with_two_outcomes_is_skipped_by_the_gate() -> None:
    assert "fq20-034" not in machine_decided("fresh-questions-20")  # held by a mechanism: gated exactly
    assert machine_decided("no-such-suite") == frozenset()
    for suite, lines in E5_EDGE_LINES.items():
        for line, edge in lines.items():
            assert (line in machine_decided(suite)) == (len(edge.outcomes) > 1)


def test_every_listed_line_is_a_line_of_its_set_with_outcomes_of_its_kind() -> None:
    for suite, lines in E5_EDGE_LINES.items():
        expects = {}
        for row in (FIXTURES / f"{suite}.jsonl").read_text(encoding="utf-8").splitlines():
            fixture = json.loads(row)  # ids and expectations only
            expects[fixture["id"]] = fixture["expects"]["answer"]
        for line, edge in lines.items():
            kinds = {RIGHT, NOT_RIGHT} if expects[line] == "grounded" else {ANSWERED, DECLINED}
            assert edge.outcomes and edge.outcomes <= kinds, (suite, line, edge.outcomes)
            assert edge.why, (suite, line)


def test_the_nudge_test_runs_the_suites_of_held_lines_only() -> None:
    assert "fresh-questions-20" in held_suites()  # fq20-034, the best asked: one outcome
    assert all(any(len(e.outcomes) == 1 for e in E5_EDGE_LINES[s].values()) for s in held_suites())
