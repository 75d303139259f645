"""CPU of the CLI's and a Lambda handler's processes, two checkouts, alternating: where numpy's BLAS
thread limit belongs (embed/blas.py; CPU24G had set it in `dalil serve` workers only).

    .venv/bin/python benchmarks/performance/blas_entry_points.py --store <built store> \
        --checkout before=<checkout> --checkout after=<checkout> [--batch-questions 200] [--cold-asks 4] [--rounds 2]

Each round runs, for each checkout in turn (A B, then B A), with `PYTHONPATH=<checkout>/shared` and a
copy of the store of its own:
- `dalil retrieve --batch` over the first N distinct serve questions (`serve_load.distinct_questions`;
  the CLI's worker processes, one a core, as it starts them);
- `dalil invoke retrieval events/retrieval/question.json`, a cold process each time (a Lambda's cold
  ask: import, store open, model load, one retrieval), `--cold-asks` times.
CPU = user + system time of the child processes (every thread, the batch's workers included). The
machine's other load is not ours: read the columns of one run side by side. Reported: per checkout
the CPU of each batch run and of each cold ask, their means, and a digest of the batch's rankings (ids and scores, not clocks).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "benchmarks" / "load"))

from serve_load import copy_store, distinct_questions  # noqa: E402 - the serve benchmark's store copy and questions


def run(argv: list[str], env: dict[str, str], cwd: Path) -> tuple[float, bytes]:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(argv, env=env, cwd=cwd, capture_output=True, check=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), done.stdout


def ranking_digest(out: bytes) -> str:
    """The batch's rankings (each question's candidate ids and scores, in order), not its clocks."""
    rows = [json.loads(line) for line in out.decode("utf-8").splitlines() if line.strip()]
    ranked = [[row.get("id"), [(c["chunk_id"], c.get("score")) for c in row.get("candidates", [])]] for row in rows]
    return hashlib.sha256(json.dumps(ranked).encode()).hexdigest()[:12]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--store", type=Path, required=True)
    parser.add_argument("--checkout", action="append", default=[], help="name=path (two)")
    parser.add_argument("--batch-questions", type=int, default=200)
    parser.add_argument("--cold-asks", type=int, default=4)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--set", action="append", default=[], help="DALIL_*=value for every run")
    args = parser.parse_args()
    checkouts = [(item.split("=", 1)[0], Path(item.split("=", 1)[1]).resolve()) for item in args.checkout]
    questions = distinct_questions(args.batch_questions)
    results: dict[str, dict[str, list]] = {name: {"batch_cpu_s": [], "cold_ask_cpu_s": [], "batch_sha": []} for name, _ in checkouts}
    (REPO / ".tmp").mkdir(exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="blas-", dir=REPO / ".tmp") as workdir:
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
            env.update(item.split("=", 1) for item in args.set)
            envs[name] = env
        for round_no in range(args.rounds):
            order = checkouts if round_no % 2 == 0 else list(reversed(checkouts))
            for name, checkout in order:
                cpu, out = run([sys.executable, "-m", "dalil.cli", "retrieve", "--batch", str(batch), "--json"], envs[name], checkout)
                results[name]["batch_cpu_s"].append(round(cpu, 2))
                results[name]["batch_sha"].append(ranking_digest(out))
                for _ in range(args.cold_asks):
                    cpu, _out = run([sys.executable, "-m", "dalil.cli", "invoke", "retrieval",
                                     str(checkout / "events" / "retrieval" / "question.json")], envs[name], checkout)
                    results[name]["cold_ask_cpu_s"].append(round(cpu, 3))
                print(json.dumps({"round": round_no, "checkout": name, **{k: v[-1] for k, v in results[name].items()}}),
                      file=sys.stderr, flush=True)
    summary = {name: {"batch_cpu_s_mean": round(statistics.mean(r["batch_cpu_s"]), 2),
                      "batch_cpu_ms_per_question": round(1000 * statistics.mean(r["batch_cpu_s"]) / len(questions), 2),
                      "cold_ask_cpu_s_mean": round(statistics.mean(r["cold_ask_cpu_s"]), 3), **r}
               for name, r in results.items()}
    print(json.dumps({"store": str(args.store), "questions": len(questions), "load": os.getloadavg(), "runs": summary},
                     ensure_ascii=False, indent=1))


if __name__ == "__main__":
    main()
