"""CPU per question of the retrieval path, stage by stage, in one warm process, and the rankings it
produced (to prove a speed change left them alone).

    DALIL_STORE=<store> .venv/bin/python benchmarks/performance/retrieve_cpu.py \
        [--suite dev-arcd] [--batch 16] [--profile 40] [--rankings out.jsonl] [--compare before.jsonl]

CPU time (process time), not wall: the team's box is shared and busy. The retriever's own stage
clock is read with the process CPU clock here (one process, one E5 thread: the CPU of a stage is
this process's). `--batch N` asks the questions as `dalil retrieve --batch` does: N at a time
through `Retriever.prepare` (batched E5 query embeddings), `--batch 0` one by one. Each run first
asks every question once (warm caches, as a long batch is), then times a second pass.

`--rankings` writes, per question, what `retrieve --json` prints minus timings (candidates with
their signals, boosts, scores; trace counts and notes); `--compare` reads such a file and counts
the questions whose record differs (0 is the goal of a speed change).
"""

from __future__ import annotations

import argparse
import cProfile
import io
import json
import pstats
import statistics
import time
import types
from pathlib import Path

from dalil.cli import candidate_json
from dalil.retrieval import rescore as rescore_module
from dalil.retrieval import retriever as retriever_module
from dalil.settings import get_settings
from dalil.stores.factory import build_services

FIXTURES = Path(__file__).resolve().parents[2] / "benchmarks" / "fixtures"

# The stage clock and the re-score timer read process CPU instead of wall time in this process.
_CPU_CLOCK = types.SimpleNamespace(perf_counter=time.process_time)


def questions(suite: str) -> list[tuple[str, str]]:
    lines = (FIXTURES / f"{suite}.jsonl").read_text(encoding="utf-8").splitlines()
    return [(str(item["id"]), item["question"]) for item in (json.loads(line) for line in lines if line.strip())]


def record(result) -> dict:  # noqa: ANN001 - RetrievalResult
    trace = result.trace.model_dump(mode="json")
    trace.pop("timings_ms", None)
    trace.get("counts", {}).pop("rescore_ms", None)
    return {"candidates": [candidate_json(c) for c in result.candidates], "trace": trace}


def ask_all(retriever, asked: list[tuple[str, str]], batch: int) -> tuple[list, list[float]]:  # noqa: ANN001
    results, cpu_ms = [], []
    size = max(1, batch)
    for start in range(0, len(asked), size):
        group = asked[start : start + size]
        started = time.process_time()
        if batch:
            retriever.prepare([question for _, question in group])
        prepared_ms = (time.process_time() - started) * 1000 / len(group)  # shared by the group
        for _, question in group:
            started = time.process_time()
            results.append(retriever.retrieve(question))
            cpu_ms.append(prepared_ms + (time.process_time() - started) * 1000)
    return results, cpu_ms


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--suite", default="dev-arcd")
    parser.add_argument("--batch", type=int, default=0, help="questions prepared together (0: one by one)")
    parser.add_argument("--limit", type=int, default=0)
    parser.add_argument("--profile", type=int, default=0, help="print the top N functions by cumulative CPU")
    parser.add_argument("--rankings", type=Path)
    parser.add_argument("--compare", type=Path)
    args = parser.parse_args()
    retriever_module.time = _CPU_CLOCK  # type: ignore[assignment]
    rescore_module.time = _CPU_CLOCK  # type: ignore[assignment]
    settings = get_settings()
    services = build_services(settings)
    retriever = retriever_module.Retriever(settings, services.search, services.chunks, services.embedder)
    asked = questions(args.suite)
    if args.limit:
        asked = asked[: args.limit]
    ask_all(retriever, asked, args.batch)  # warm
    profiler = cProfile.Profile() if args.profile else None
    started = time.process_time()
    if profiler:
        profiler.enable()
    results, cpu_ms = ask_all(retriever, asked, args.batch)
    if profiler:
        profiler.disable()
    total_cpu = time.process_time() - started
    stages: dict[str, list[float]] = {}
    for result in results:
        for stage, ms in result.trace.timings_ms.items():
            stages.setdefault(stage, []).append(ms)
        if "rescore_ms" in result.trace.counts:
            stages.setdefault("rescore (in fuse)", []).append(float(result.trace.counts["rescore_ms"]))
    per_question = total_cpu * 1000 / len(asked)
    report = {
        "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
        "suite": args.suite,
        "questions": len(asked),
        "batch": args.batch,
        "cpu_ms_per_question": round(per_question, 2),
        "cpu_ms_p50": round(percentile(cpu_ms, 0.5), 2),
        "cpu_ms_p95": round(percentile(cpu_ms, 0.95), 2),
        "projected_qps_2_cores": round(2000 / per_question, 1),
        "stage_cpu_ms_mean": {stage: round(statistics.fmean(v), 2) for stage, v in sorted(stages.items())},
        "stage_cpu_ms_p95": {stage: round(percentile(v, 0.95), 2) for stage, v in sorted(stages.items())},
    }
    if args.rankings:
        with args.rankings.open("w", encoding="utf-8") as out:
            for (qid, _), result in zip(asked, results, strict=True):
                out.write(json.dumps({"id": qid, **record(result)}, ensure_ascii=False, sort_keys=True) + "\n")
    if args.compare:
        before = {}
        for line in args.compare.read_text(encoding="utf-8").splitlines():
            item = json.loads(line)
            before[item.pop("id")] = item
        after = {qid: json.loads(json.dumps(record(result), ensure_ascii=False, sort_keys=True))
                 for (qid, _), result in zip(asked, results, strict=True)}
        differ = sorted(qid for qid in after if before.get(qid) != after[qid])
        report["compared"] = len(after)
        report["differ"] = len(differ)
        report["differ_ids"] = differ[:20]
    print(json.dumps(report, indent=1, ensure_ascii=False))
    if profiler:
        text = io.StringIO()
        pstats.Stats(profiler, stream=text).sort_stats("cumulative").print_stats(args.profile)
        print(text.getvalue())


if __name__ == "__main__":
    main()
