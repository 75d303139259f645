"""CPU of the lexical (FTS5 BM25) searches a first-time question makes, with the best-matches-first
query (`SqliteLexicalIndex._best_matches_first`) and with the full join it replaced, on the same
calls in one process, and whether their rows are identical.

    DALIL_STORE=<a built store> .venv/bin/python benchmarks/performance/lexical_cpu.py [--questions 120] [--rounds 5]

The calls are recorded from real retrievals (`Retriever.retrieve` of `serve_load.distinct_questions`:
the question's own search and, for Bible-leaning ones, the expansion list's), then replayed: each
round runs every call both ways, the order alternating between rounds, so a busy machine's load
falls on both alike. Reported: CPU ms per question (median of rounds) each way, and rows that differ.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "benchmarks" / "load"))

from serve_load import distinct_questions  # noqa: E402

from dalil.retrieval.retriever import Retriever  # noqa: E402
from dalil.settings import get_settings  # noqa: E402
from dalil.stores.factory import build_services  # noqa: E402
from dalil.stores.sqlite.lexical import SqliteLexicalIndex  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--questions", type=int, default=120)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    settings = get_settings()
    services = build_services(settings)
    index = services.search.lexical
    assert isinstance(index, SqliteLexicalIndex)
    calls: list[tuple[Any, ...]] = []
    real = SqliteLexicalIndex.search_lexical

    def recording(self: SqliteLexicalIndex, query: str, k: int, libraries: Any = None) -> list[tuple[str, float]]:
        calls.append((query, k, None if libraries is None else list(libraries)))
        return real(self, query, k, libraries)

    SqliteLexicalIndex.search_lexical = recording  # type: ignore[method-assign]
    retriever = Retriever(settings, services.search, services.chunks, services.embedder)
    questions = distinct_questions(args.questions)
    for question in questions:
        retriever.retrieve(question)
    SqliteLexicalIndex.search_lexical = real  # type: ignore[method-assign]

    def full(*_: Any) -> None:
        return None

    def replay(best_first: bool) -> tuple[float, list[Any]]:
        if not best_first:
            index._best_matches_first = full  # type: ignore[method-assign]
        try:
            started = time.process_time()
            rows = [index.search_lexical(*call) for call in calls]
            return (time.process_time() - started) * 1000 / len(questions), rows
        finally:
            index.__dict__.pop("_best_matches_first", None)

    cpu: dict[bool, list[float]] = {True: [], False: []}
    differ = 0
    for number in range(args.rounds):
        order = (True, False) if number % 2 == 0 else (False, True)
        outputs = {}
        for best_first in order:
            spent, outputs[best_first] = replay(best_first)
            cpu[best_first].append(spent)
        differ = max(differ, sum(1 for a, b in zip(outputs[True], outputs[False], strict=True) if a != b))
    print(json.dumps({
        "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
        "questions": len(questions), "lexical_calls": len(calls),
        "full_join_cpu_ms_per_question": round(statistics.median(cpu[False]), 2),
        "best_first_cpu_ms_per_question": round(statistics.median(cpu[True]), 2),
        "rounds_full": [round(v, 2) for v in cpu[False]], "rounds_best_first": [round(v, 2) for v in cpu[True]],
        "calls_whose_rows_differ": differ,
    }, indent=1))


if __name__ == "__main__":
    main()
