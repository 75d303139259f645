"""`dalil retrieve --batch` with re-scoring: questions a second (wall), CPU a question, each question's
retrieval time (p50 / p95 of the trace's `total`), two checkouts or two settings of one, alternating
(issue 25: >= 50 q/s, p95 <= 60 ms warm).

    .venv/bin/python benchmarks/performance/batch_retrieve.py --store <built store> \
        --checkout before=<checkout> --checkout after=<checkout> [--questions 400] [--repeat-every K] [--rounds 2] \
        [--set DALIL_EMBEDDER=hashing] [--set-for NAME:DALIL_X=v] [--file F.jsonl]

The questions are the first N distinct serve questions (`serve_load.distinct_questions`); with
`--repeat-every K` every K-th line repeats an earlier one (`served_ask_cpu.with_repeats`, the same
draw), as a day's log replayed would. Each run is one `dalil retrieve --batch FILE --json` process
(its workers as the CLI starts them: one a core, at most 4) on a copy of the store of its own.
CPU = user + system time of the child processes; wall = the run's elapsed time, model loads and
store opening included (one process start per run, the same for both sides). The rankings' digest
(ids and scores, `blas_entry_points.ranking_digest`) says whether the two sides ranked the same.
The box's other load is not ours: read the columns of one run side by side.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "benchmarks" / "load"))
sys.path.insert(0, str(REPO / "benchmarks" / "performance"))

from blas_entry_points import ranking_digest, run  # noqa: E402 - one way to run a child and digest rankings
from serve_load import copy_store, distinct_questions  # noqa: E402
from served_ask_cpu import settings_per_checkout, with_repeats  # noqa: E402 - the same repeats and per-side settings


def retrieval_ms(out: bytes) -> list[float]:
    """Each answered line's retrieval time (its trace's `total`, ms)."""
    times = []
    for line in out.decode("utf-8").splitlines():
        row = json.loads(line) if line.strip() else {}
        total = (row.get("trace") or {}).get("timings_ms", {}).get("total")
        if total is not None:
            times.append(float(total))
    return times


def remembered(out: bytes) -> int:
    """Lines whose trace says the E5 question vector came from the process memory (SERVE25)."""
    return sum(1 for line in out.decode("utf-8").splitlines()
               if line.strip() and "e5_query_remembered" in (json.loads(line).get("trace") or {}).get("counts", {}))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--store", type=Path, required=True)
    parser.add_argument("--checkout", action="append", default=[], help="name=path (two; the same path twice with --set-for)")
    parser.add_argument("--questions", type=int, default=400)
    parser.add_argument("--file", type=Path, help="the questions of this JSONL file (its `question` fields) instead")
    parser.add_argument("--repeat-every", type=int, default=0, metavar="K")
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--set", action="append", default=[], help="DALIL_*=value for every run")
    parser.add_argument("--set-for", action="append", default=[], metavar="NAME:DALIL_*=value")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    checkouts = [(item.split("=", 1)[0], Path(item.split("=", 1)[1]).resolve()) for item in args.checkout]
    questions = (distinct_questions(args.questions) if args.file is None else
                 [json.loads(line)["question"] for line in args.file.read_text(encoding="utf-8").splitlines() if line.strip()])
    if args.repeat_every > 1:
        questions = with_repeats(questions, args.repeat_every)
    own = settings_per_checkout(args.set_for)
    results: dict[str, dict[str, list]] = {
        name: {"wall_s": [], "cpu_s": [], "qps": [], "p50_ms": [], "p95_ms": [], "remembered": [], "sha": []}
        for name, _ in checkouts}
    load_before = os.getloadavg()
    (REPO / ".tmp").mkdir(exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="batch-", dir=REPO / ".tmp") as workdir:
        batch = Path(workdir) / "questions.jsonl"
        batch.write_text("".join(json.dumps({"id": f"q{i}", "question": q}, ensure_ascii=False) + "\n"
                                 for i, q in enumerate(questions)), encoding="utf-8")
        envs = {}
        for name, checkout in checkouts:
            store = Path(workdir) / name / "dalil.sqlite"
            store.parent.mkdir()
            copy_store(args.store, store)
            env = {k: v for k, v in os.environ.items() if not k.endswith("_API_KEY") and not k.startswith("DALIL_")}
            env.update(DALIL_STORE=str(store), PYTHONPATH=str(checkout / "shared"), DALIL_PROVIDER="extractive")
            env.update(item.split("=", 1) for item in args.set + own.get(name, []))
            envs[name] = env
        for round_no in range(args.rounds):
            order = checkouts if round_no % 2 == 0 else list(reversed(checkouts))
            for name, checkout in order:
                started = time.perf_counter()
                cpu, out = run([sys.executable, "-m", "dalil.cli", "retrieve", "--batch", str(batch), "--json"],
                               envs[name], checkout)
                wall = time.perf_counter() - started
                times = sorted(retrieval_ms(out))
                r = results[name]
                r["wall_s"].append(round(wall, 2))
                r["cpu_s"].append(round(cpu, 2))
                r["qps"].append(round(len(questions) / wall, 1))
                r["p50_ms"].append(round(statistics.median(times), 1))
                r["p95_ms"].append(round(times[int(0.95 * (len(times) - 1))], 1))
                r["remembered"].append(remembered(out))
                r["sha"].append(ranking_digest(out))
                print(json.dumps({"round": round_no, "checkout": name, **{k: v[-1] for k, v in r.items()}}),
                      file=sys.stderr, flush=True)
    report = {"date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), "store": str(args.store),
              "questions": len(questions), "distinct": len(set(questions)), "repeat_every": args.repeat_every,
              "settings": args.set, "settings_per_checkout": args.set_for,
              "load_avg_before": [round(x, 2) for x in load_before], "load_avg_after": [round(x, 2) for x in os.getloadavg()],
              "runs": {name: {"qps_mean": round(statistics.mean(r["qps"]), 1),
                              "cpu_ms_per_question": round(1000 * statistics.mean(r["cpu_s"]) / len(questions), 2), **r}
                       for name, r in results.items()}}
    text = json.dumps(report, ensure_ascii=False, indent=1)
    print(text)
    if args.json:
        args.json.write_text(text + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
