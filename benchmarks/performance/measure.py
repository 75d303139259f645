"""Wall-clock targets of the core issue, measured as a user meets them:

1. first `dalil ask` on a fresh store (the store is built from the bundled corpus), target ≤ 60 s;
2. warm `dalil ask`, process start included, target ≤ 2 s (median of N);
3. `dalil retrieve --batch` throughput after start-up, target ≥ 50 questions/s.

Run: .venv/bin/python benchmarks/performance/measure.py [--runs 5] > benchmarks/performance/latest.json
Each number is a subprocess timed from outside; the machine's load average is recorded with it, and
the CPU time of each warm ask (user + system of the child), which a busy machine inflates far less
than wall time. The batch run also reports per-question retrieval latency (the retriever's own
trace timings: p50/p95 of the total and of the dense re-score step), i.e. query latency with the
second dense signal. Results name the commit they were measured on; a dirty tree is refused
(benchmark results are recorded from committed code) unless --allow-dirty says it is a trial.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
DALIL = str(Path(sys.executable).with_name("dalil"))
QUESTION = "لماذا أحب الله العالم حتى بذل ابنه الوحيد؟"


def timed(args: list[str], env: dict[str, str]) -> tuple[float, subprocess.CompletedProcess]:
    started = time.perf_counter()
    done = subprocess.run(args, env=env, capture_output=True, text=True, check=False)
    return time.perf_counter() - started, done


def timed_cpu(args: list[str], env: dict[str, str]) -> tuple[float, float, subprocess.CompletedProcess]:
    """(wall s, CPU s of the child, result)."""
    before = os.times()
    wall, done = timed(args, env)
    after = os.times()
    cpu = (after.children_user - before.children_user) + (after.children_system - before.children_system)
    return wall, cpu, done


def commit() -> str:
    head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=REPO, capture_output=True, text=True, check=True)
    dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], cwd=REPO, capture_output=True,
                           text=True, check=True).stdout.strip()
    return head.stdout.strip() + ("+dirty" if dirty else "")


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))]


def latency(batch_stdout: str) -> dict:
    """Per-question retrieval latency from the batch output's traces (ms)."""
    totals, rescore = [], []
    for line in batch_stdout.splitlines():
        trace = json.loads(line).get("trace") or {}
        if "total" in (trace.get("timings_ms") or {}):
            totals.append(float(trace["timings_ms"]["total"]))
        if "rescore_ms" in (trace.get("counts") or {}):
            rescore.append(float(trace["counts"]["rescore_ms"]))
    out = {"n": len(totals)}
    if totals:
        out["total_ms"] = {"p50": round(percentile(totals, 0.5), 1), "p95": round(percentile(totals, 0.95), 1)}
    if rescore:
        out["rescore_ms"] = {"n": len(rescore), "p50": percentile(rescore, 0.5), "p95": percentile(rescore, 0.95)}
    return out


def batch_file(path: Path) -> int:
    """Dev-split questions only (ARCD train fixtures)."""
    fixtures = REPO / "benchmarks" / "fixtures" / "dev-arcd.jsonl"
    lines = [json.loads(line) for line in fixtures.read_text(encoding="utf-8").splitlines() if line.strip()]
    with path.open("w", encoding="utf-8") as out:
        for item in lines:
            out.write(json.dumps({"id": item["id"], "question": item["question"]}, ensure_ascii=False) + "\n")
    return len(lines)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--set", action="append", default=[], help="extra DALIL_* environment, e.g. DALIL_RESCORE=e5")
    parser.add_argument("--no-batch", action="store_true", help="skip the batch throughput run")
    parser.add_argument("--allow-dirty", action="store_true", help="a trial on uncommitted code (not a result to record)")
    args = parser.parse_args()
    measured_on = commit()
    if measured_on.endswith("+dirty") and not args.allow_dirty:
        sys.exit("measure.py: the tree has uncommitted changes; commit first (or --allow-dirty for a trial)")
    with tempfile.TemporaryDirectory() as tmp:
        # The package of this checkout, whatever the venv's editable install points at: a worktree
        # of a commit measures that commit (`git worktree add /tmp/m <commit>`, run its measure.py).
        env = dict(os.environ, DALIL_STORE=str(Path(tmp) / "dalil.sqlite"), PYTHONPATH=str(REPO / "shared"))
        env.update(item.split("=", 1) for item in args.set)
        load_before = os.getloadavg()[0]
        first_s, first = timed([DALIL, "ask", QUESTION, "--json"], env)
        first_state = json.loads(first.stdout)["state"] if first.returncode == 0 else f"exit {first.returncode}"
        warm, warm_cpu = [], []
        for _ in range(args.runs):
            seconds, cpu, done = timed_cpu([DALIL, "ask", QUESTION, "--json"], env)
            warm.append(seconds)
            warm_cpu.append(cpu)
        traced = timed([DALIL, "retrieve", QUESTION, "--json"], env)[1]
        try:
            trace = json.loads(traced.stdout).get("trace", {})
        except json.JSONDecodeError:
            trace = {}
        if args.no_batch:
            print(json.dumps({"date": time.strftime("%Y-%m-%d %H:%M"), "commit": measured_on, "settings": args.set,
                              "load_avg_1m_before": round(load_before, 2), "load_avg_1m_after": round(os.getloadavg()[0], 2),
                              "first_ask_s": round(first_s, 2), "first_ask_state": first_state,
                              "warm_ask_s": {"n": len(warm), "median": round(statistics.median(warm), 2), "max": round(max(warm), 2)},
                              "warm_ask_cpu_s": {"median": round(statistics.median(warm_cpu), 2), "max": round(max(warm_cpu), 2)},
                              "retrieve_timings_ms": trace.get("timings_ms"), "retrieve_counts": trace.get("counts"),
                              "retrieve_notes": trace.get("notes")}, ensure_ascii=False, indent=2))
            return
        questions = Path(tmp) / "batch.jsonl"
        n = batch_file(questions)
        (Path(tmp) / "empty.jsonl").write_text("", encoding="utf-8")
        start_only_s, _ = timed([DALIL, "retrieve", "--batch", str(Path(tmp) / "empty.jsonl"), "--json"], env)
        batch_s, batch = timed([DALIL, "retrieve", "--batch", str(questions), "--json"], env)
        answered = sum(1 for line in batch.stdout.splitlines() if '"candidates"' in line)
        result = {
            "date": time.strftime("%Y-%m-%d %H:%M"),
            "commit": measured_on,
            "cpus": os.cpu_count(),
            "load_avg_1m_before": round(load_before, 2),
            "load_avg_1m_after": round(os.getloadavg()[0], 2),
            "settings": args.set,
            "first_ask_s": round(first_s, 2),
            "first_ask_state": first_state,
            "retrieve_timings_ms": trace.get("timings_ms"),
            "warm_ask_s": {"n": len(warm), "median": round(statistics.median(warm), 2), "max": round(max(warm), 2)},
            "warm_ask_cpu_s": {"median": round(statistics.median(warm_cpu), 2), "max": round(max(warm_cpu), 2)},
            "retrieve_counts": trace.get("counts"),
            "query_latency": latency(batch.stdout),
            "batch": {
                "questions": n,
                "with_candidates": answered,
                "wall_s": round(batch_s, 2),
                "startup_s": round(start_only_s, 2),
                "questions_per_s_after_startup": round(n / max(1e-6, batch_s - start_only_s), 1),
            },
        }
        print(json.dumps(result, ensure_ascii=False, indent=2))


if __name__ == "__main__":
    main()
