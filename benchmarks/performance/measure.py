"""Wall-clock targets of the core issue, measured as a user meets them:

1. first `dalil ask` on a fresh store (the store is built from the bundled corpus), target ≤ 60 s;
2. warm `dalil ask`, process start included, target ≤ 2 s (median of N);
3. `dalil retrieve --batch` throughput after start-up, target ≥ 50 questions/s.

Run: .venv/bin/python benchmarks/performance/measure.py [--runs 5] > benchmarks/performance/latest.json
Each number is a subprocess timed from outside; the machine's load average is recorded with it.
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
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, DALIL_STORE=str(Path(tmp) / "dalil.sqlite"))
        env.update(item.split("=", 1) for item in args.set)
        load_before = os.getloadavg()[0]
        first_s, first = timed([DALIL, "ask", QUESTION, "--json"], env)
        first_state = json.loads(first.stdout)["state"] if first.returncode == 0 else f"exit {first.returncode}"
        warm = []
        for _ in range(args.runs):
            seconds, done = timed([DALIL, "ask", QUESTION, "--json"], env)
            warm.append(seconds)
        traced = timed([DALIL, "retrieve", QUESTION, "--json"], env)[1]
        try:
            trace = json.loads(traced.stdout).get("trace", {})
        except json.JSONDecodeError:
            trace = {}
        if args.no_batch:
            print(json.dumps({"date": time.strftime("%Y-%m-%d %H:%M"), "settings": args.set,
                              "load_avg_1m_before": round(load_before, 2), "load_avg_1m_after": round(os.getloadavg()[0], 2),
                              "first_ask_s": round(first_s, 2), "first_ask_state": first_state,
                              "warm_ask_s": {"n": len(warm), "median": round(statistics.median(warm), 2), "max": round(max(warm), 2)},
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
            "cpus": os.cpu_count(),
            "load_avg_1m_before": round(load_before, 2),
            "load_avg_1m_after": round(os.getloadavg()[0], 2),
            "settings": args.set,
            "first_ask_s": round(first_s, 2),
            "first_ask_state": first_state,
            "retrieve_timings_ms": trace.get("timings_ms"),
            "warm_ask_s": {"n": len(warm), "median": round(statistics.median(warm), 2), "max": round(max(warm), 2)},
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
