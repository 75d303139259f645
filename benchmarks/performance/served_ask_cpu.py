"""CPU per first-time ask AS SERVED: the ASGI app of `dalil serve` handling `POST /ask` in process.

    .venv/bin/python benchmarks/performance/served_ask_cpu.py --store <built store> \
        --checkout before=<checkout> --checkout after=<checkout> [--questions 240] [--block 20] [--rounds 2]
    .venv/bin/python benchmarks/performance/served_ask_cpu.py --store <built store> --checkout now=. --cprofile 60
    .venv/bin/python benchmarks/performance/served_ask_cpu.py --store <built store> --checkout off=. --checkout covered=. \
        --set-for covered:DALIL_E5_FIRST_STAGE=covered     # two settings of one commit, paired

Each checkout runs in a child process of its own (`PYTHONPATH=<checkout>/shared`, its own copy of
the store, its user-data file fresh) set up as a `dalil serve` worker is (`serve.enable_serving_paths`,
the retrieval cache off as `serve_load.py --questions distinct` runs it) and driven through
`AsgiApp.__call__` with a real ASGI scope, body messages and a send that collects the response:
host/origin checks, body reading, admission, the thread hop, `Api.handle` (request parsing,
workflow, conversation and message writes), the response's JSON. uvicorn's HTTP parsing is not in it.

The store decides the number: `serve_load.py` builds its own with the default embedder (USE first
stage) and every library, ~8 ms an ask dearer than the CI store with `DALIL_EMBEDDER=hashing`
(RESULTS.md, SERVE27); compare the two benchmarks only on the same store.

One question at a time, each asked once (distinct dev-split questions, `serve_load.distinct_questions`,
after a warm-up of others), in blocks that alternate between the checkouts (A B B A ...), so both see
the same load. CPU is the child's process time around each ask (every thread of it). Reported per
checkout: median/mean/p95 CPU ms per ask and the projection 2 cores x 1000 / mean; and whether
the responses are identical (ids and clock fields dropped).

`--repeat-every K`: every K-th measured ask repeats a question asked earlier in the run (drawn with
a fixed seed), as a feast day repeats its questions; with the retrieval cache off (as always here)
what a repeat can spare is what the process keeps below retrieval (SERVE25: the E5 question memory).

`--stages`: each child also times profile_ask.py's stages (process-time counters around named
functions; they add their own CPU to the whole-ask numbers, so take those from a run without).
`--cprofile N`: instead, N asks under cProfile (the event loop thread and the ask's worker thread
both profiled with their own thread clocks, merged), top functions by own and by cumulative
time; `--dump FILE` keeps the merged pstats. (SERVED_ASK_KEEP=1 in a child's environment makes it
return each stable response too, for finding what differs.)
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import hashlib
import io
import json
import os
import pstats
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "benchmarks" / "load"))

from serve_load import copy_store, distinct_questions  # noqa: E402 - the serve benchmark's store copy and questions, one each

WARM_UP = 12
VOLATILE_KEYS = frozenset({"message_id", "conversation_id", "request_id", "timings", "elapsed_ms", "latency_ms", "created_at"})


def stable(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: stable(v) for k, v in value.items() if k not in VOLATILE_KEYS}
    if isinstance(value, list):
        return [stable(v) for v in value]
    return value


# ---- child: one checkout, one serving process ----------------------------------------------------
def child_main(profile_asks: int, top: int) -> None:
    # Imported here, in the child only: the parent never loads dalil, each child loads its own
    # checkout's (PYTHONPATH).
    from dalil.http.asgi import AsgiApp  # noqa: PLC0415
    from dalil.serve import enable_serving_paths  # noqa: PLC0415
    from dalil.settings import get_settings  # noqa: PLC0415

    enable_serving_paths(get_settings())
    app = AsgiApp()
    clock = None
    if os.environ.get("SERVED_ASK_STAGES"):
        sys.path.insert(0, str(REPO / "benchmarks" / "performance"))
        from profile_ask import STAGES, StageClock  # noqa: PLC0415 - its stage table, in the child only

        clock = StageClock()
        stages_missing = clock.install(STAGES)
    profilers: list[cProfile.Profile] = []
    profiling = threading.Event()
    if profile_asks:
        original = app.api.handle

        def profiled_handle(request: Any) -> Any:  # the ask's worker thread gets a profiler of its own
            if not profiling.is_set():
                return original(request)
            profiler = cProfile.Profile(time.thread_time)
            profilers.append(profiler)
            profiler.enable()
            try:
                return original(request)
            finally:
                profiler.disable()

        app.api.handle = profiled_handle  # type: ignore[method-assign]

    async def ask(question: str) -> tuple[int, bytes]:
        body = json.dumps({"question": question}, ensure_ascii=False).encode("utf-8")
        scope = {
            "type": "http", "method": "POST", "path": "/ask", "query_string": b"", "server": ("127.0.0.1", 8787),
            "headers": [(b"host", b"127.0.0.1:8787"), (b"content-type", b"application/json"),
                        (b"content-length", str(len(body)).encode())],
        }
        messages = [{"type": "http.request", "body": body, "more_body": False}]
        sent: list[dict[str, Any]] = []

        async def receive() -> dict[str, Any]:
            return messages.pop(0) if messages else {"type": "http.disconnect"}

        async def send(message: dict[str, Any]) -> None:
            sent.append(message)

        await app(scope, receive, send)
        return sent[0]["status"], b"".join(m.get("body", b"") for m in sent[1:])

    async def serve_lines() -> None:
        loop_profiler = cProfile.Profile(time.thread_time) if profile_asks else None
        for line in sys.stdin:
            questions = json.loads(line)
            if loop_profiler is not None and questions and questions[0] == "\0profile":
                questions = questions[1:]
                profiling.set()
                loop_profiler.enable()
            results = []
            for question in questions:
                started = time.process_time()
                status, body = await ask(question)
                cpu_ms = (time.process_time() - started) * 1000
                data = json.loads(body) if status == 200 else {"status": status}
                digest = hashlib.sha256(json.dumps(stable(data), ensure_ascii=False, sort_keys=True).encode()).hexdigest()
                results.append({"cpu_ms": cpu_ms, "digest": digest, "state": data.get("state", f"HTTP {status}"),
                                "response": stable(data) if os.environ.get("SERVED_ASK_KEEP") else None})
            if loop_profiler is not None and profiling.is_set():
                loop_profiler.disable()
                profiling.clear()
                stats = pstats.Stats(loop_profiler)
                for profiler in profilers:
                    stats.add(profiler)
                if os.environ.get("SERVED_ASK_DUMP"):
                    stats.dump_stats(os.environ["SERVED_ASK_DUMP"])
                for order in ("tottime", "cumulative"):
                    buffer = io.StringIO()
                    stats.stream = buffer  # type: ignore[attr-defined]
                    stats.sort_stats(order).print_stats(top)
                    sys.stderr.write(buffer.getvalue())
                profilers.clear()
            stages = {} if clock is None else {label.strip(): seconds * 1000 for label, seconds in clock.seconds.items()}
            if clock is not None:
                stages["(not found)"] = len(stages_missing)
            sys.stdout.write(json.dumps({"results": results, "stages": stages}) + "\n")
            sys.stdout.flush()

    asyncio.run(serve_lines())


# ---- parent ---------------------------------------------------------------------------------------
class Child:
    def __init__(self, name: str, checkout: Path, store: Path, workdir: Path, extra: list[str]) -> None:
        self.name = name
        self.stages: dict[str, float] = {}
        self.warm_stages: dict[str, float] = {}
        own_store = workdir / name / "serve.sqlite"
        own_store.parent.mkdir(parents=True)
        copy_store(store, own_store)
        env = {k: v for k, v in os.environ.items() if not k.endswith("_API_KEY") and not k.startswith("DALIL_")}
        env.update(DALIL_STORE=str(own_store), PYTHONPATH=str(checkout.resolve() / "shared"), PYTHONUNBUFFERED="1",
                   DALIL_SERVE_RETRIEVAL_CACHE_MB="0")
        for item in extra:
            key, value = item.split("=", 1)
            env[key] = value
        self.process = subprocess.Popen([sys.executable, __file__, "--child"], env=env,
                                        cwd=str(checkout), stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def ask(self, questions: list[str]) -> list[dict[str, Any]]:
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(json.dumps(questions, ensure_ascii=False) + "\n")
        self.process.stdin.flush()
        line = self.process.stdout.readline()
        if not line:
            sys.exit(f"served_ask_cpu.py: child {self.name} ended")
        reply = json.loads(line)
        self.stages = reply["stages"]  # CPU ms per stage since the child started, when --stages
        return list(reply["results"])

    def close(self) -> None:
        if self.process.stdin is not None:
            self.process.stdin.close()
        self.process.wait(timeout=30)


def summarize(cpu: list[float]) -> dict[str, float]:
    mean = statistics.mean(cpu)
    return {"median": round(statistics.median(cpu), 2), "mean": round(mean, 2),
            "p95": round(sorted(cpu)[int(0.95 * (len(cpu) - 1))], 2), "projected_qps_2_cores": round(2000 / mean, 1)}


def with_repeats(questions: list[str], every: int, seed: int = 25) -> list[str]:
    """`questions` with one earlier question asked again after each `every - 1` (same length)."""
    import random  # noqa: PLC0415 - this option only

    chooser = random.Random(seed)
    out: list[str] = []
    fresh = iter(questions)
    while len(out) < len(questions):
        out.append(chooser.choice(out) if out and (len(out) + 1) % every == 0 else next(fresh))
    return out


def settings_per_checkout(items: list[str]) -> dict[str, list[str]]:
    """`--set-for NAME:DALIL_X=v` items -> each checkout's own settings."""
    own: dict[str, list[str]] = {}
    for item in items:
        name, setting = item.split(":", 1)
        own.setdefault(name, []).append(setting)
    return own


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--store", type=Path)
    parser.add_argument("--checkout", action="append", default=[], help="name=path (one or two)")
    parser.add_argument("--questions", type=int, default=240, help="distinct questions measured")
    parser.add_argument("--block", type=int, default=20)
    parser.add_argument("--set", action="append", default=[], help="DALIL_*=value for every child")
    parser.add_argument("--set-for", action="append", default=[], metavar="NAME:DALIL_*=value",
                        help="a setting for one checkout only (two settings of one commit: the same path twice)")
    parser.add_argument("--repeat-every", type=int, default=0, metavar="K",
                        help="every K-th measured ask repeats an earlier measured question (0: none)")
    parser.add_argument("--stages", action="store_true",
                        help="also time profile_ask.py's stages in each child (process-time counters; the warm-up included)")
    parser.add_argument("--cprofile", type=int, default=0, help="N asks under cProfile (first checkout only)")
    parser.add_argument("--top", type=int, default=40)
    parser.add_argument("--dump", type=Path, help="with --cprofile: the merged pstats file")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    if args.child:
        child_main(int(os.environ.get("SERVED_ASK_PROFILE", "0")), int(os.environ.get("SERVED_ASK_TOP", "40")))
        return
    if args.store is None or not args.checkout:
        sys.exit("served_ask_cpu.py: --store and --checkout are required")
    checkouts = [(item.split("=", 1)[0], Path(item.split("=", 1)[1])) for item in args.checkout]
    measured_n = args.cprofile or args.questions
    pool = distinct_questions(WARM_UP + measured_n)
    warm_up, measured = pool[:WARM_UP], pool[WARM_UP:WARM_UP + measured_n]
    if args.repeat_every > 1:
        measured = with_repeats(measured, args.repeat_every)
    extra = list(args.set) + (["SERVED_ASK_STAGES=1"] if args.stages else [])
    if args.cprofile:
        extra += [f"SERVED_ASK_PROFILE={args.cprofile}", f"SERVED_ASK_TOP={args.top}"]
        if args.dump:
            extra.append(f"SERVED_ASK_DUMP={args.dump.resolve()}")
    with tempfile.TemporaryDirectory(prefix="served-ask-", dir=REPO / ".tmp") as workdir:
        own = settings_per_checkout(args.set_for)
        children = [Child(name, path, args.store, Path(workdir), extra + own.get(name, [])) for name, path in checkouts]
        try:
            for child in children:
                child.ask(warm_up)
                child.warm_stages = dict(child.stages)
            if args.cprofile:
                results = children[0].ask(["\0profile", *measured])
                print(json.dumps(summarize([r["cpu_ms"] for r in results]), indent=2))
                return
            per_child: dict[str, list[dict[str, Any]]] = {name: [None] * len(measured) for name, _ in checkouts}  # type: ignore[list-item]
            started = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
            load_before = os.getloadavg()
            for number, offset in enumerate(range(0, len(measured), args.block)):
                block = measured[offset:offset + args.block]
                order = children if number % 2 == 0 else list(reversed(children))  # A B, B A, ...
                for child in order:
                    for index, result in enumerate(child.ask(block)):
                        per_child[child.name][offset + index] = result
            report: dict[str, Any] = {
                "date": started, "load_avg_before": [round(x, 2) for x in load_before],
                "load_avg_after": [round(x, 2) for x in os.getloadavg()], "asks_per_checkout": len(measured),
                "settings": args.set, "settings_per_checkout": args.set_for, "repeat_every": args.repeat_every,
            }
            for name, results in per_child.items():
                report[name] = summarize([r["cpu_ms"] for r in results])
                report[name]["states"] = {s: sum(1 for r in results if r["state"] == s) for s in sorted({r["state"] for r in results})}
            for child in children:
                if child.stages:
                    report[child.name]["stage_cpu_ms_per_ask"] = {
                        label: round((ms - child.warm_stages.get(label, 0.0)) / len(measured), 2)
                        for label, ms in child.stages.items() if label != "(not found)"}
            if len(checkouts) == 2:
                first, second = (per_child[name] for name, _ in checkouts)
                differ = sum(1 for a, b in zip(first, second, strict=True) if a["digest"] != b["digest"])
                report["responses_differ"] = f"{differ}/{len(measured)}"
                paired = [b["cpu_ms"] - a["cpu_ms"] for a, b in zip(first, second, strict=True)]
                report["paired_difference_ms"] = {"median": round(statistics.median(paired), 2), "mean": round(statistics.mean(paired), 2)}
                if args.repeat_every > 1:  # the asks of a question asked before in the run, and the first asks, apart
                    repeat = [i for i, q in enumerate(measured) if q in measured[:i]]
                    first_asks = sorted(set(range(len(measured))) - set(repeat))
                    for label, rows in (("repeats", repeat), ("first_asks", first_asks)):
                        part = [paired[i] for i in rows]
                        report[f"paired_difference_ms_{label}"] = {
                            "n": len(part), "median": round(statistics.median(part), 2), "mean": round(statistics.mean(part), 2),
                            **{name: round(statistics.mean(per_child[name][i]["cpu_ms"] for i in rows), 2) for name, _ in checkouts}}
            text = json.dumps(report, indent=2, ensure_ascii=False)
            print(text)
            if args.json:
                args.json.write_text(text + "\n", encoding="utf-8")
        finally:
            for child in children:
                child.close()


if __name__ == "__main__":
    main()
