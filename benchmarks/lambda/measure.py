"""Cold-start import time and package sizes of the Lambda functions, from the LAYER ALONE.

    .venv/bin/python benchmarks/lambda/measure.py [--layer-dir build/layer] [--rebuild-layer] [--runs 7]
        [--python-version 3.13 --arch arm64 --interpreter PYTHON --runner "qemu-aarch64-static -L ROOT" --output FILE]

Another runtime (infra/layer.py's LayerTarget): `--python-version`/`--arch` build that target's layer,
`--interpreter` is the CPython of that version that imports the handlers (it must be that version:
the layer's bytecode is), `--runner` a command prefix it runs under (an emulator for another
architecture: its times are the emulator's, not the architecture's), `--output` where the table goes.

Each handler is imported the way Lambda imports it: a fresh `python -I -S` process (no site-packages,
no PYTHON* variables, no dev venv) whose sys.path is exactly the function folder, the built layer's
python/ (infra/layer.py: pip for manylinux2014 x86_64 / CPython 3.11, the same build `cdk synth`
bundles) and boto3/botocore as the Lambda python3.11 runtime ships them (the pinned copy the
as-deployed tests use, tests/deployed/as_deployed/runtime_sdk.py). The environment holds the
function's declared variables (dalil/deploy/functions.py: the handler checks them at import) with
placeholder values, and what Lambda sets (region, function name). A handler that cannot import
from the layer fails here, loudly.

Reported per function: median wall and CPU time of `import handler` over `--runs` fresh processes
after one warm-up run (which writes nothing: the layer ships its .pyc files; the function folder's
own handler.py is compiled once, as Lambda does on the first cold start). The ≤ 400 ms target for
api and validation is judged on CPU time (wall time on a shared machine includes waiting for a CPU).
Writes RESULTS.md beside this file.
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import platform
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(REPO / "shared"), str(REPO / "tests" / "deployed")]

from dalil.deploy.functions import FUNCTIONS  # noqa: E402

TARGET_MS = {"api": 400, "validation": 400}
LAMBDA_UNZIPPED_LIMIT_MB = 250
PLACEHOLDERS = {
    "DALIL_BACKEND": "aws", "DALIL_EMBEDDER": "bedrock-titan", "DALIL_OPENSEARCH_URL": "http://127.0.0.1:9",
    "DALIL_STATE_MACHINE_ARN": "arn:aws:states:us-east-1:123456789012:stateMachine:dalil",
    "DALIL_PROVIDER_SECRET_NAME": "dalil-provider-keys", "DALIL_CORS_ORIGIN": "https://dalil.example",
    "DALIL_SITE_SEARCH_URL": "https://dalil.example/search?q={query}",
}


def function_environment(function: str) -> dict[str, str]:
    env = {name: PLACEHOLDERS.get(name, f"placeholder-{name.lower()}") for name in FUNCTIONS[function].variables}
    return {
        **env, "AWS_REGION": "us-east-1", "AWS_DEFAULT_REGION": "us-east-1", "AWS_LAMBDA_FUNCTION_NAME": f"dalil-{function}",
        "AWS_ACCESS_KEY_ID": "x", "AWS_SECRET_ACCESS_KEY": "x", "POWERTOOLS_TRACE_DISABLED": "false",
        "PATH": "/usr/bin:/bin", "LANG": "en_US.UTF-8", "TZ": ":UTC",
    }


def import_ms(function: str, paths: list[str], runs: int, interpreter: list[str]) -> tuple[float, float, list[str]]:
    """(median wall ms from -X importtime, median CPU ms, sys.path the process had)."""
    code = (
        f"import sys, time; sys.path[:0] = {paths!r}; c = time.process_time(); import handler; "
        "print(time.process_time() - c); print(repr(sys.path))"
    )
    command = [*interpreter, "-I", "-S", "-X", "importtime", "-c", code]
    wall, cpu = [], []
    seen_path: list[str] = []
    for attempt in range(runs + 1):
        done = subprocess.run(command, capture_output=True, text=True, env=function_environment(function), cwd=tempfile.gettempdir())
        if done.returncode != 0:
            raise SystemExit(f"{function}: import from the layer alone failed\n{done.stderr[-3000:]}")
        lines = done.stdout.strip().splitlines()
        seen_path = eval(lines[-1])  # our own repr(list[str])
        timings = [row for row in done.stderr.splitlines() if row.startswith("import time:")]
        line = [row for row in timings if row.rstrip().endswith("| handler")][-1]
        if attempt:  # the first run compiles the function folder's handler.py, as the first cold start does
            wall.append(int(line.split("|")[1]) / 1000)
            cpu.append(float(lines[-2]) * 1000)
    return statistics.median(wall), statistics.median(cpu), seen_path


def du_mb(path: Path) -> float:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file()) / 1e6


def commit_label() -> str:
    head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=REPO, capture_output=True, text=True).stdout.strip()
    status = ["git", "status", "--porcelain", "--", "shared", "functions", "infra/layer"]
    dirty = subprocess.run(status, cwd=REPO, capture_output=True, text=True).stdout.strip()
    return f"`{head}`" + (" + uncommitted working-tree changes (shared/, functions/, infra/layer/)" if dirty else "")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--layer-dir", type=Path, default=REPO / "build" / "layer")
    parser.add_argument("--rebuild-layer", action="store_true")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--python-version", default="3.11")
    parser.add_argument("--arch", default="x86_64")
    parser.add_argument("--interpreter", default=sys.executable)
    parser.add_argument("--runner", default="", help="a command prefix, e.g. an emulator")
    parser.add_argument("--output", type=Path, default=Path(__file__).parent / "RESULTS.md")
    args = parser.parse_args()
    args.layer_dir = args.layer_dir.resolve()  # the imports run from a temporary folder
    if os.sep in args.interpreter:
        args.interpreter = str(Path(args.interpreter).absolute())
    interpreter = [*shlex.split(args.runner), args.interpreter]
    version = subprocess.run([*interpreter, "-I", "-S", "-c", "import platform; print(platform.machine(), platform.python_version())"],
                             capture_output=True, text=True, check=True).stdout.split()
    if not version[1].startswith(args.python_version + "."):
        raise SystemExit(f"--interpreter runs CPython {version[1]}, not {args.python_version}: the layer's bytecode would not match")

    if args.rebuild_layer or not (args.layer_dir / "python").is_dir():
        shutil.rmtree(args.layer_dir, ignore_errors=True)
        target = ["--python", args.python_version, "--arch", args.arch]
        subprocess.run([sys.executable, str(REPO / "infra" / "layer.py"), *target, str(args.layer_dir)], check=True)
    from as_deployed.runtime_sdk import BOTO3_VERSION, runtime_sdk_dir

    layer_python = args.layer_dir / "python"
    sdk = runtime_sdk_dir()
    load_before = os.getloadavg()[0]
    rows = []
    for function in FUNCTIONS:
        paths = [str(REPO / "functions" / function), str(layer_python), str(sdk)]
        wall, cpu, seen = import_ms(function, paths, args.runs, interpreter)
        assert not [p for p in seen if "site-packages" in p], f"{function}: a site-packages dir leaked onto sys.path: {seen}"
        rows.append((function, wall, cpu, du_mb(REPO / "functions" / function) * 1000))
    load_after = os.getloadavg()[0]
    layer_mb = du_mb(args.layer_dir)
    parts = [p for p in layer_python.iterdir() if p.is_dir() and not p.name.endswith(".dist-info")]
    biggest = sorted(((du_mb(p), p.name) for p in parts), reverse=True)[:6]

    lines = [
        "# Lambda cold-start import and package sizes (from the layer alone)",
        "",
        f"Measured {dt.datetime.now(dt.UTC):%Y-%m-%d %H:%M} UTC on {version[0]} CPython {version[1]}"
        + (f" under `{args.runner.split()[0]}` on {platform.machine()}" if args.runner else "")
        + f", layer for CPython {args.python_version} {args.arch}, code {commit_label()}, `benchmarks/lambda/measure.py` "
        f"(median of {args.runs} fresh processes after one warm-up; no timing is asserted in tests).",
        "",
        "Each handler imported as Lambda imports it: `python -I -S`, sys.path = the function folder + the built",
        f"layer's python/ + boto3/botocore {BOTO3_VERSION} (the Lambda runtime's SDK, pinned in",
        "tests/deployed/as_deployed/runtime_sdk.py) — no dev venv, no site-packages. The environment holds the",
        "function's declared variables (dalil/deploy/functions.py) with placeholder values.",
        "",
        f"Machine load while measuring: {load_before:.1f} → {load_after:.1f} (1-min load average, {os.cpu_count()} CPUs).",
        "Wall time includes waiting for a CPU on this shared machine; CPU time does not, and is the better",
        "estimate of a cold start on an idle Lambda vCPU. The target is judged on CPU time.",
        "",
        f"| function | wall, n={args.runs} | CPU, n={args.runs} | target (CPU) | package (KB) |",
        "| --- | ---: | ---: | --- | ---: |",
    ]
    for function, wall, cpu, package_kb in rows:
        target = f"≤ {TARGET_MS[function]} ms: {'met' if cpu <= TARGET_MS[function] else 'MISSED'}" if function in TARGET_MS else "—"
        lines.append(f"| {function} | {wall:.0f} ms | {cpu:.0f} ms | {target} | {package_kb:.1f} |")
    lines += [
        "",
        "## Sizes (unzipped)",
        "",
        f"- layer: {layer_mb:.1f} MB (limit for function + layers: {LAMBDA_UNZIPPED_LIMIT_MB} MB); largest parts: "
        + ", ".join(f"{name} {size:.1f} MB" for size, name in biggest),
        "- each function package: only its `handler.py` (sizes above, in KB)",
        "",
        "End-to-end latency is measured elsewhere (benchmarks/performance/); the as-deployed suite",
        "(tests/deployed/) runs these same imports as the functions' cold starts.",
        "",
    ]
    args.output.write_text("\n".join(lines), encoding="utf-8")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
