"""One `retrieve --batch` worker's path in this process, CPU ms a question by stage: the group's E5
question embedding (`Retriever.prepare`), `retrieve` (of it the E5 topic match), the output record's
JSON; the worker's start-up apart (BATCH25, wave s30). Run it once per checkout, alternating, the
checkout picked by PYTHONPATH:

    DALIL_STORE=<copy of a built store> DALIL_PROVIDER=extractive PYTHONPATH=<checkout>/shared \
        .venv/bin/python benchmarks/performance/batch_stage_cpu.py QUESTIONS.jsonl
"""

from __future__ import annotations

import json
import os
import sys
import time
from typing import Any

CLOCK = time.process_time


def main() -> None:
    began = CLOCK()
    from dalil import cli  # noqa: PLC0415 - the start-up is measured
    from dalil.retrieval import topic_vectors  # noqa: PLC0415

    spent = {"topic": 0.0}
    match = topic_vectors.TopicVectors.match

    def timed_match(self: Any, *args: Any, **kwargs: Any) -> Any:
        start = CLOCK()
        try:
            return match(self, *args, **kwargs)
        finally:
            spent["topic"] += CLOCK() - start

    topic_vectors.TopicVectors.match = timed_match  # type: ignore[method-assign]
    cli._batch_worker_start()
    started = CLOCK() - began
    retriever = cli._batch_retriever
    lines = [(number, line) for number, line in enumerate(open(sys.argv[1], encoding="utf-8"), 1) if line.strip()]
    prepare = retrieve = output = 0.0
    each: list[float] = []
    for at in range(0, len(lines), cli.BATCH_GROUP):
        items = [(number, cli._batch_item(number, line)) for number, line in lines[at:at + cli.BATCH_GROUP]]
        start = CLOCK()
        retriever.prepare([item.question for _, item in items])
        prepare += CLOCK() - start
        for _, item in items:
            start = CLOCK()
            result = retriever.retrieve(item.question)
            middle = CLOCK()
            json.dumps({"id": str(item.id), "candidates": [cli.candidate_json(c) for c in result.candidates],
                        "trace": result.trace.model_dump(mode="json")}, ensure_ascii=False)
            output += CLOCK() - middle
            retrieve += middle - start
            each.append(middle - start)
    n = len(lines)
    each.sort()
    print(json.dumps({"start_s": round(started, 3), "n": n, "e5_prepare_ms": round(1000 * prepare / n, 2),
                      "retrieve_ms": round(1000 * retrieve / n, 2), "topic_match_ms": round(1000 * spent["topic"] / n, 2),
                      "output_ms": round(1000 * output / n, 2), "total_ms": round(1000 * (prepare + retrieve + output) / n, 2),
                      "retrieve_p95_ms": round(1000 * each[int(0.95 * (n - 1))], 1), "load": round(os.getloadavg()[0], 2)}))


if __name__ == "__main__":
    main()
