"""Where the milliseconds of one question go: CPU per ask, in process, under cProfile.

    DALIL_STORE=<a built store> .venv/bin/python benchmarks/performance/profile_ask.py [--rounds 5] [--set DALIL_RESCORE=off]

The six mixed questions of the serve benchmark (benchmarks/load/serve_load.py), the offline
extractive provider, one warm process: each question is asked once to warm up, then `--rounds`
times each. Reported: CPU milliseconds per question (process time, which a busy machine inflates
far less than wall time), the share of named stages (inclusive CPU under cProfile, whose own
overhead inflates everything by a similar factor: read the shares, not the absolute numbers; the
profiler clocks CPU time, so waits on the disk, e.g. the user-data commit, count little), and
the top functions by own time. `--set DALIL_RESCORE=off` gives the cost of re-scoring by
difference.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import json
import os
import pstats
import statistics
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "benchmarks" / "load"))

from serve_load import QUESTIONS  # noqa: E402 - the serve benchmark's questions, one list

from dalil.workflow import local  # noqa: E402 - settings are read at the first question, after --set

# Stages by the function that does them (module path fragment, function name).
STAGES = {
    "whole ask (workflow.local.run)": ("workflow/local.py", "run"),
    "retrieve (Retriever.retrieve)": ("retrieval/retriever.py", "retrieve"),
    "query embedding (USE)": ("embed/use.py", "embed_query"),
    "dense re-scoring (E5, whole step)": ("retrieval/rescore.py", "apply_rescore"),
    "E5 query embedding": ("embed/e5.py", "embed_query"),
    "lexical search (FTS5)": ("stores/sqlite/lexical.py", "search_lexical"),
    "vector search (USE matrix)": ("stores/sqlite/vectors.py", "search_vector"),
    "generate (extractive)": ("providers/extractive.py", "generate"),
    "validate answer": ("answer/validate.py", "validate_answer"),
    "context build": ("answer/context.py", "build_context"),
    "sqlite3 calls (own time)": ("sqlite3", ""),
    "pydantic (own time)": ("pydantic", ""),
}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--set", action="append", default=[], help="DALIL_*=value")
    parser.add_argument("--top", type=int, default=25)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    for item in args.set:
        name, value = item.split("=", 1)
        os.environ[name] = value
    for name in [k for k in os.environ if k.endswith("_API_KEY")]:
        del os.environ[name]  # the offline extractive provider
    if "DALIL_STORE" not in os.environ:
        sys.exit("profile_ask.py: set DALIL_STORE to a built store (e.g. the serve benchmark's)")

    states: dict[str, str] = {}
    for question in QUESTIONS:  # warm-up: models, files, caches
        states[question] = local.run(question=question).state
    cpu, wall = [], []
    profiler = cProfile.Profile(time.process_time)  # CPU time: what a busy machine inflates least
    for _ in range(args.rounds):
        for question in QUESTIONS:
            c0, w0 = time.process_time(), time.perf_counter()
            local.run(question=question)
            cpu.append((time.process_time() - c0) * 1000)
            wall.append((time.perf_counter() - w0) * 1000)
    profiler.enable()
    for _ in range(args.rounds):
        for question in QUESTIONS:
            local.run(question=question)
    profiler.disable()
    asks = args.rounds * len(QUESTIONS)
    stats = pstats.Stats(profiler)
    total_profiled = sum(row[2] for row in stats.stats.values()) or 1.0  # type: ignore[attr-defined]  (own times add up to the whole)
    stages = {}
    for label, (path_part, func) in STAGES.items():
        seconds = 0.0
        for (filename, _line, name), (_calls, _primitive, own, inclusive, callers) in stats.stats.items():  # type: ignore[attr-defined]
            where = f"{filename}:{name}".replace(os.sep, "/")  # builtins: "~:<method 'execute' of 'sqlite3...'>"
            if path_part not in where or (func and name != func):
                continue
            if not func:
                seconds += own  # a whole package: its own time
            elif not any(c[2] == func and path_part in c[0] for c in callers):  # outermost calls only
                seconds += inclusive
        stages[label] = round(100 * seconds / total_profiled, 1)
    buffer = io.StringIO()
    pstats.Stats(profiler, stream=buffer).sort_stats("tottime").print_stats(args.top)
    result = {
        "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
        "load_avg": [round(x, 2) for x in os.getloadavg()],
        "settings": args.set,
        "asks": asks,
        "states": states,
        "cpu_ms_per_ask": {"median": round(statistics.median(cpu), 1), "mean": round(statistics.mean(cpu), 1),
                           "p95": round(sorted(cpu)[int(0.95 * (len(cpu) - 1))], 1)},
        "wall_ms_per_ask": {"median": round(statistics.median(wall), 1)},
        "per_question_cpu_ms": {q: round(statistics.median(cpu[i::len(QUESTIONS)]), 1) for i, q in enumerate(QUESTIONS)},
        "stage_share_percent": stages,
    }
    if args.json:
        print(json.dumps(result, ensure_ascii=False, indent=2))
        return
    print(json.dumps(result, ensure_ascii=False, indent=2))
    print(buffer.getvalue())


if __name__ == "__main__":
    main()
