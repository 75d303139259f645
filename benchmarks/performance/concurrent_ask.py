"""CPU per answer when one `dalil serve` worker answers several first-time questions at once, with
and without batching their E5 question embeddings (`dalil.embed.e5.QueryBatcher`).

    DALIL_STORE=<a built store> .venv/bin/python benchmarks/performance/concurrent_ask.py \
        [--threads 4] [--block 40] [--batch-max 8] [--window-ms 2]

One process, `--threads` threads (a worker's `serve_ask_threads`) asking through the API handler
(`Api.handle`, what one `POST /ask` runs, less uvicorn), the offline extractive provider, every
library. Questions are dev-split questions each asked once (`serve_load.distinct_questions`), in
four blocks of `--block` questions: off, on, on, off (so a drift in the machine's load falls on both
sides alike). Reported per side: process CPU ms per answer, wall ms per answer, and for the
batched side the engine calls and the largest batch. Not a latency benchmark (the machine is
shared): the CPU column is the one to read.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "benchmarks" / "load"))
sys.path.insert(0, str(REPO / "benchmarks" / "performance"))

from profile_ask import WARM_UP, ask_through_api  # noqa: E402 - the same handler call as the profile
from serve_load import distinct_questions  # noqa: E402

from dalil.embed.e5 import disable_query_batching, enable_query_batching  # noqa: E402
from dalil.http.app import Api  # noqa: E402


def run_block(api: Api, questions: list[str], threads: int) -> tuple[float, float, int]:
    """(CPU s, wall s, answered) of asking `questions` with `threads` at once."""
    cpu, wall = time.process_time(), time.perf_counter()
    with ThreadPoolExecutor(threads) as pool:
        statuses = list(pool.map(lambda question: ask_through_api(api, question).status, questions))
    return time.process_time() - cpu, time.perf_counter() - wall, sum(1 for status in statuses if status == 200)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--threads", type=int, default=4)
    parser.add_argument("--block", type=int, default=40)
    parser.add_argument("--batch-max", type=int, default=8)
    parser.add_argument("--window-ms", type=float, default=2.0)
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    for name in [k for k in os.environ if k.endswith("_API_KEY")]:
        del os.environ[name]  # the offline extractive provider
    if "DALIL_STORE" not in os.environ:
        sys.exit("concurrent_ask.py: set DALIL_STORE to a built store (e.g. the serve benchmark's)")
    questions = distinct_questions(WARM_UP + 4 * args.block)
    api = Api()
    for question in questions[:WARM_UP]:
        ask_through_api(api, question)
    blocks = [questions[WARM_UP + i * args.block: WARM_UP + (i + 1) * args.block] for i in range(4)]
    totals = {"off": [0.0, 0.0, 0], "on": [0.0, 0.0, 0]}
    engine = {"calls": 0, "questions": 0, "largest": 0}
    for side, block in zip(("off", "on", "on", "off"), blocks, strict=True):
        batcher = enable_query_batching(args.batch_max, args.window_ms) if side == "on" else None
        cpu, wall, answered = run_block(api, block, args.threads)
        disable_query_batching()
        totals[side][0] += cpu
        totals[side][1] += wall
        totals[side][2] += answered
        if batcher is not None:
            engine["calls"] += batcher.batches
            engine["questions"] += batcher.queries
            engine["largest"] = max(engine["largest"], batcher.largest)
    result = {
        "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
        "load_avg": [round(value, 2) for value in os.getloadavg()],
        "threads": args.threads, "asks_per_side": 2 * args.block,
        "batch_max": args.batch_max, "window_ms": args.window_ms,
        **{f"{side}_cpu_ms_per_answer": round(cpu * 1000 / max(1, answered), 2) for side, (cpu, _, answered) in totals.items()},
        **{f"{side}_wall_ms_per_answer": round(wall * 1000 / max(1, answered), 2) for side, (_, wall, answered) in totals.items()},
        **{f"{side}_answered": answered for side, (_, _, answered) in totals.items()},
        "e5_engine_calls_batched_side": engine["calls"], "e5_questions_batched_side": engine["questions"],
        "largest_batch": engine["largest"],
    }
    print(json.dumps(result, indent=1))
    if args.json:
        args.json.write_text(json.dumps(result, indent=1), encoding="utf-8")


if __name__ == "__main__":
    main()
