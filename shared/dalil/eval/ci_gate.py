"""The suites the CI eval gate holds against accepted checkpoints, by checkpoint kind: read by the
gate (tests/integration/test_eval_gate.py) and by the script that records the checkpoints
(benchmarks/answers/record_ci_checkpoints.sh), so the two never list different suites.

    python -m dalil.eval.ci_gate retrieval      # one suite name a line
"""

from __future__ import annotations

import sys

GATED_SUITES: dict[str, tuple[str, ...]] = {
    "retrieval": (
        "synaxarium-dates",
        "synaxarium-names",
        "synaxarium-stories",
        "liturgy-titles",
        "bible-refs",
        "refusal",
        "dev-arcd",
        "dev-xquad",
        "concepts",  # Bible passages asked about without their words
        "concepts-unseen",  # a second concept suite, never tuned on
        "concepts-readers",  # 180 reader-worded concept questions by another author, frozen before the topic index
        "concepts-dev2",  # 310 reader-worded concept questions over 221 chapters: the dev suite concept changes are tuned on
    ),
    "answers": ("synaxarium-dates", "bible-refs", "refusal"),  # ~170 questions, offline extractive provider
    "context": ("synaxarium-dates", "bible-refs", "synaxarium-names"),
}


def main(argv: list[str]) -> int:
    if len(argv) != 1 or argv[0] not in GATED_SUITES:
        print(f"usage: python -m dalil.eval.ci_gate {{{'|'.join(GATED_SUITES)}}}", file=sys.stderr)
        return 2
    print("\n".join(GATED_SUITES[argv[0]]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
