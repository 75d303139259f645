"""Cold-start and size measurements for the Lambda deployment; writes RESULTS.md beside this file.

    .venv/bin/python benchmarks/lambda/measure.py [--layer-dir build/layer] [--requests 30]

1. Import time of each handler module (`python -X importtime`, fresh process each run, median of
   5 after one warm-up that writes .pyc files): the cold-start cost paid before the first event.
   Measured twice: with the dev venv, and with ONLY the built layer + the function dir on sys.path
   (plus boto3/botocore, which the Lambda runtime provides) — that also proves the layer imports.
2. Unzipped sizes of the layer (built with infra/layer.py, pip for manylinux2014 x86_64 / CPython
   3.11) and of each function package, against Lambda's 250 MB unzipped limit.
3. End-to-end `dalil serve` latency (HTTP → proxy event → api handler → in-process workflow) on the
   bundled demo corpus with the offline extractive provider, i.e. excluding any model call.
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
FUNCTIONS = ("api", "validation", "retrieval", "generation")
TARGET_MS = {"api": 400, "validation": 400}
LAMBDA_UNZIPPED_LIMIT_MB = 250


def import_ms(function: str, extra_path: list[str] | None = None, isolated: bool = False, runs: int = 5) -> tuple[float, float]:
    """(wall ms from -X importtime, CPU ms of the same import), medians over fresh processes."""
    paths = [str(REPO / "functions" / function), *(extra_path or [])]
    code = f"import sys, time; sys.path[:0] = {paths!r}; c = time.process_time(); import handler; print(time.process_time() - c)"
    command = [sys.executable, "-X", "importtime"] + (["-S", "-s"] if isolated else []) + ["-c", code]
    env = {k: v for k, v in os.environ.items() if not k.startswith("DALIL_")}
    wall, cpu = [], []
    for attempt in range(runs + 1):
        done = subprocess.run(command, capture_output=True, text=True, env=env, cwd=tempfile.gettempdir())
        if done.returncode != 0:
            raise SystemExit(f"{function}: import failed\n{done.stderr[-3000:]}")
        line = [l for l in done.stderr.splitlines() if l.startswith("import time:") and l.rstrip().endswith("| handler")][-1]
        if attempt:  # the first run writes bytecode caches for the checkout's own files
            wall.append(int(line.split("|")[1]) / 1000)
            cpu.append(float(done.stdout.strip().splitlines()[-1]) * 1000)
    return statistics.median(wall), statistics.median(cpu)


def du_mb(path: Path) -> float:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file()) / 1e6


def serve_latency(requests: int) -> dict[str, float]:
    import httpx

    workdir = Path(tempfile.mkdtemp(prefix="dalil-serve-bench-"))
    os.environ.update({"DALIL_STORE": str(workdir / "dalil.sqlite"), "DALIL_EMBEDDER": "hashing", "DALIL_PROVIDER": "extractive"})
    from dalil.embed.hashing import HashingEmbedder
    from dalil.ingest.pipeline import run_ingest
    from dalil.serve import make_server

    run_ingest(workdir / "dalil.sqlite", HashingEmbedder(dim=256), progress=False)
    questions = ["ما هو أطول نهر في العالم؟", "متى ولد نابليون بونابرت؟", "من كتب إنجيل يوحنا؟", "ما عاصمة مصر؟", "من هو موسى؟"]
    httpd = make_server(port=0)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{httpd.server_port}"
    timings, states = [], {}
    with httpx.Client(timeout=60) as client:
        client.post(f"{url}/ask", json={"question": questions[0]})  # warm: loads the store and the handler
        for i in range(requests):
            started = time.perf_counter()
            response = client.post(f"{url}/ask", json={"question": questions[i % len(questions)]})
            timings.append((time.perf_counter() - started) * 1000)
            state = response.json().get("state", str(response.status_code))
            states[state] = states.get(state, 0) + 1
    httpd.shutdown()
    shutil.rmtree(workdir, ignore_errors=True)
    timings.sort()
    return {"n": requests, "p50_ms": statistics.median(timings), "p95_ms": timings[max(0, int(0.95 * len(timings)) - 1)], "max_ms": timings[-1], "states": states}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--layer-dir", type=Path, default=REPO / "build" / "layer")
    parser.add_argument("--rebuild-layer", action="store_true")
    parser.add_argument("--requests", type=int, default=30)
    args = parser.parse_args()

    if args.rebuild_layer or not (args.layer_dir / "python").is_dir():
        subprocess.run([sys.executable, str(REPO / "infra" / "layer.py"), str(args.layer_dir)], check=True)
    layer_python = args.layer_dir / "python"
    import botocore

    runtime_sdk = str(Path(botocore.__file__).parents[1])  # what the Lambda runtime puts on the path
    load_before = os.getloadavg()[0]
    rows = []
    for function in FUNCTIONS:
        venv = import_ms(function)
        layer_only = import_ms(function, [str(layer_python), runtime_sdk], isolated=True)
        rows.append((function, venv, layer_only, du_mb(REPO / "functions" / function) * 1000))
    load_after = os.getloadavg()[0]
    layer_mb = du_mb(args.layer_dir)
    biggest = sorted(((du_mb(p), p.name) for p in layer_python.iterdir() if p.is_dir() and not p.name.endswith(".dist-info")), reverse=True)[:6]
    latency = serve_latency(args.requests)

    lines = [
        "# Lambda cold start, package sizes and local serve latency",
        "",
        f"Measured {dt.date.today().isoformat()} on {platform.machine()} {platform.python_implementation()} {platform.python_version()}, "
        f"`benchmarks/lambda/measure.py` (median of 5 fresh processes after a warm-up; no timing is asserted in tests).",
        "",
        "## Handler import time (`python -X importtime`, cumulative for `handler`)",
        "",
        f"Machine load while measuring: {load_before:.1f} → {load_after:.1f} (1-min load average, {os.cpu_count()} CPUs).",
        "Wall time includes waiting for a CPU when the machine is busy; CPU time does not, and is the",
        "better estimate of a cold start on an idle Lambda vCPU. The target is judged on CPU time.",
        "",
        "| function | wall, dev venv | CPU, dev venv | wall, layer only | CPU, layer only | target (CPU) | package (KB) |",
        "| --- | ---: | ---: | ---: | ---: | --- | ---: |",
    ]
    for function, (venv_wall, venv_cpu), (layer_wall, layer_cpu), package_kb in rows:
        worst = max(venv_cpu, layer_cpu)
        target = f"≤ {TARGET_MS[function]} ms: {'met' if worst <= TARGET_MS[function] else 'MISSED'}" if function in TARGET_MS else "—"
        lines.append(f"| {function} | {venv_wall:.0f} ms | {venv_cpu:.0f} ms | {layer_wall:.0f} ms | {layer_cpu:.0f} ms | {target} | {package_kb:.1f} |")
    lines += [
        "",
        "\"layer only\": `python -S` with nothing on sys.path but the function folder, the built layer and the",
        "boto3/botocore the Lambda runtime provides; so these handlers import from the layer as built.",
        "",
        "## Sizes (unzipped)",
        "",
        f"- layer: {layer_mb:.1f} MB (limit for function + layers: {LAMBDA_UNZIPPED_LIMIT_MB} MB); largest parts: "
        + ", ".join(f"{name} {size:.1f} MB" for size, name in biggest),
        "- each function package: only its `handler.py` (sizes above, in KB)",
        "",
        "## `dalil serve` end to end, excluding the model call",
        "",
        f"POST /ask over loopback HTTP, demo corpus, hashing embedder, extractive provider, n={latency['n']} after one warm-up: "
        f"p50 {latency['p50_ms']:.0f} ms, p95 {latency['p95_ms']:.0f} ms, max {latency['max_ms']:.0f} ms; states {latency['states']}.",
        "",
    ]
    (Path(__file__).parent / "RESULTS.md").write_text("\n".join(lines), encoding="utf-8")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
