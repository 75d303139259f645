"""A serving worker runs numpy's BLAS products on `blas_threads` threads (serve.limit_blas_threads).

OpenBLAS starts one thread a core; in a worker on a busy 2-core box they spin waiting for a core, and
E5 topic matching's 6,616 x 384 product cost ~7x the CPU on two threads (benchmarks/performance/
RESULTS.md, CPU24G). The worker is a fresh interpreter here, as `dalil serve` spawns one, started
with OpenBLAS on two threads whatever this machine's core count."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from dalil.settings import Settings

SHARED = Path(__file__).resolve().parents[3] / "shared"

WORKER = """
import json
from threadpoolctl import threadpool_info
from dalil.serve import enable_serving_paths
from dalil.settings import get_settings

def blas_threads():
    return sorted({lib["num_threads"] for lib in threadpool_info() if lib["user_api"] == "blas"})

before = blas_threads()
enable_serving_paths(get_settings())
print(json.dumps({"before": before, "after": blas_threads()}))
"""


def _worker_blas_threads(tmp_path: Path, **settings: str) -> dict[str, list[int]]:
    env = {key: value for key, value in os.environ.items() if not key.startswith("DALIL_")}
    env.update({"OPENBLAS_NUM_THREADS": "2", "PYTHONPATH": str(SHARED), "DALIL_STORE": str(tmp_path / "absent.sqlite"), **settings})
    # No store: the reading warm-up logs that the first question will build it; the BLAS limit comes first.
    done = subprocess.run([sys.executable, "-c", WORKER], env=env, capture_output=True, text=True, timeout=120, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_a_serving_worker_runs_numpys_products_on_one_blas_thread(tmp_path: Path) -> None:
    assert Settings().blas_threads == 1
    threads = _worker_blas_threads(tmp_path)
    assert threads["before"] == [2]  # OpenBLAS as started: the limit below is the worker's doing
    assert threads["after"] == [1]


def test_the_blas_threads_are_a_setting(tmp_path: Path) -> None:
    assert _worker_blas_threads(tmp_path, OPENBLAS_NUM_THREADS="1", DALIL_BLAS_THREADS="2")["after"] == [2]
