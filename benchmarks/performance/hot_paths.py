"""CPU per question of the small hot paths of retrieval (issue 25 item 5): the domain router and
topic matching, over the dev questions, in one warm process.

    .venv/bin/python benchmarks/performance/hot_paths.py [--rounds 5]

CPU time (process time), not wall: the team's box is shared and busy. Each function is called once
per question to warm its caches, then `--rounds` times over all the questions; reported: CPU ms per
question (the median over rounds).
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from collections.abc import Callable
from pathlib import Path

from dalil.retrieval.router import route
from dalil.text.topics import default_index

FIXTURES = Path(__file__).resolve().parents[2] / "benchmarks" / "fixtures"
SUITES = ("dev-arcd", "dev-xquad")


def questions() -> list[str]:
    out = []
    for suite in SUITES:
        for line in (FIXTURES / f"{suite}.jsonl").read_text(encoding="utf-8").splitlines():
            if line.strip():
                out.append(json.loads(line)["question"])
    return out


def cpu_ms_per_question(function: Callable[[str], object], asked: list[str], rounds: int) -> float:
    for question in asked:
        function(question)
    per_round = []
    for _ in range(rounds):
        started = time.process_time()
        for question in asked:
            function(question)
        per_round.append((time.process_time() - started) * 1000 / len(asked))
    return round(statistics.median(per_round), 3)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    asked = questions()
    topics = default_index()
    result = {
        "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
        "questions": len(asked),
        "cpu_ms_per_question": {
            "router.route": cpu_ms_per_question(route, asked, args.rounds),
            "topics.match": cpu_ms_per_question(topics.match, asked, args.rounds),
        },
    }
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
