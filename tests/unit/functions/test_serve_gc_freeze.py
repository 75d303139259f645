"""A serving process tunes its cyclic collector (`serve.tune_collector`, the end of
`serve.enable_serving_paths`; setting `serve_gc_young`): what its start-up built is frozen out of
the collector's reach, so a full collection under load walks only what the questions made since,
not every module, setting and reader table again, and the youngest generation is collected at
`serve_gc_young` instead of the interpreter's default (700; 2000 on 3.13) (benchmarks/performance/RESULTS.md, SERVE27: the collector's CPU
0.61 -> 0.17 ms an ask). `DALIL_SERVE_GC_YOUNG=0` leaves Python's collector as it comes.

Run in fresh interpreters: freezing is process-wide and would keep this test process's objects."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

SHARED = Path(__file__).resolve().parents[3] / "shared"

PROCESS = """
import gc, json
from dalil.http.app import Api
from dalil.http.messages import HttpRequest
from dalil.serve import enable_serving_paths
from dalil.settings import get_settings

gc.collect()
as_it_comes = gc.get_threshold()  # 700 on 3.11/3.12, 2000 on 3.13: the interpreter's own
tracked_at_start = len(gc.get_objects())
enable_serving_paths(get_settings())
frozen = gc.get_freeze_count()
walked = len(gc.get_objects())  # what a full collection walks now
body = json.dumps({"question": "يوحنا 3: 16"}, ensure_ascii=False).encode()
response = Api().handle(HttpRequest("POST", "/ask", {"content-type": "application/json"}, {}, body))
gc.collect()  # a full collection after a question: it runs, and frees what the question left
print(json.dumps({"tracked_at_start": tracked_at_start, "frozen": frozen, "walked": walked,
                  "threshold": gc.get_threshold(), "as_it_comes": as_it_comes, "body": response.body.decode(), "status": response.status}))
"""


def _serving_process(store: Path, tmp_path: Path, **settings: str) -> dict[str, Any]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("DALIL_")}
    env.update(PYTHONPATH=str(SHARED), DALIL_STORE=str(store), DALIL_EMBEDDER="hashing",
               DALIL_PROVIDER="extractive", DALIL_SERVE_RETRIEVAL_CACHE_MB="0", **settings)
    done = subprocess.run([sys.executable, "-c", PROCESS], env=env, cwd=tmp_path, capture_output=True, text=True,
                          timeout=300, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def _stable(body: str) -> dict[str, Any]:
    drop = {"message_id", "conversation_id", "request_id", "timings", "elapsed_ms", "latency_ms", "created_at"}

    def strip(value: Any) -> Any:
        if isinstance(value, dict):
            return {k: strip(v) for k, v in value.items() if k not in drop}
        if isinstance(value, list):
            return [strip(v) for v in value]
        return value

    return strip(json.loads(body))


def test_a_serving_process_freezes_what_its_start_up_built_and_answers_as_without(demo_store: Path, tmp_path: Path) -> None:
    tuned = _serving_process(demo_store, tmp_path)
    # Everything tracked once the worker is ready is frozen: the imports, the settings and the
    # reader's tables built by prepare_reading (more than the bare imports before it) ...
    assert tuned["frozen"] > tuned["tracked_at_start"] > 0
    # ... so a full collection now walks (almost) nothing of them; the youngest generation waits longer.
    assert tuned["walked"] < 0.01 * tuned["frozen"]
    assert tuned["threshold"] == [7000, *tuned["as_it_comes"][1:]]
    # Python's collector as it comes: nothing frozen, the interpreter's own thresholds untouched.
    plain = _serving_process(demo_store, tmp_path, DALIL_SERVE_GC_YOUNG="0")
    assert plain["frozen"] == 0 and plain["threshold"] == plain["as_it_comes"]
    # The worker answers the same either way (ids and clocks aside).
    assert tuned["status"] == plain["status"] == 200
    assert _stable(tuned["body"]) == _stable(plain["body"])
