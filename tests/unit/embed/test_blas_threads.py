"""Every process that embeds runs numpy's BLAS products on `blas_threads` threads (embed/blas.py,
called by embed.factory.make_embedder: `dalil serve` workers, `dalil ask` / `retrieve`, the
`retrieve --batch` workers, eval, ingest and the Lambda handlers all build their embedder there).

OpenBLAS starts one thread a core; on a busy 2-core box they spin waiting for a core, and E5 topic
matching's 6,616 x 384 product cost ~7x the CPU on two threads (benchmarks/performance/RESULTS.md,
CPU24G). The process is a fresh interpreter here, started with OpenBLAS on two threads whatever this
machine's core count."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from dalil.settings import Settings

SHARED = Path(__file__).resolve().parents[3] / "shared"

PROCESS = """
import json
from threadpoolctl import threadpool_info
import numpy
from dalil.settings import get_settings
from dalil.stores.factory import build_services

def blas_threads():
    return sorted({lib["num_threads"] for lib in threadpool_info() if lib["user_api"] == "blas"})

before = blas_threads()
services = build_services(get_settings())
untouched = blas_threads()  # services that have embedded nothing yet: the process's BLAS as started
services.embedder  # what retrieval builds first, before any product
print(json.dumps({"before": before, "untouched": untouched, "after": blas_threads()}))
"""


def _process_blas_threads(tmp_path: Path, **settings: str) -> dict[str, list[int]]:
    env = {key: value for key, value in os.environ.items() if not key.startswith("DALIL_")}
    env.update({"OPENBLAS_NUM_THREADS": "2", "PYTHONPATH": str(SHARED), "DALIL_STORE": str(tmp_path / "s.sqlite"),
                "DALIL_EMBEDDER": "hashing", **settings})
    done = subprocess.run([sys.executable, "-c", PROCESS], env=env, capture_output=True, text=True, timeout=120, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_a_process_that_embeds_runs_numpys_products_on_one_blas_thread(tmp_path: Path) -> None:
    assert Settings().blas_threads == 1
    threads = _process_blas_threads(tmp_path)
    assert threads["before"] == threads["untouched"] == [2]  # OpenBLAS as started: the limit is the embedder's doing
    assert threads["after"] == [1]


def test_the_blas_threads_are_a_setting(tmp_path: Path) -> None:
    assert _process_blas_threads(tmp_path, OPENBLAS_NUM_THREADS="1", DALIL_BLAS_THREADS="2")["after"] == [2]
