"""Where a served ask's CPU goes OUTSIDE `Api.handle`, under open-loop load (issue 24, SERVE27).

    .venv/bin/python benchmarks/load/serve_cpu_breakdown.py --store <built store> [--checkout .] \
        [--rate 20] [--seconds 15] [--sequential 100] [--null-rate 40] [--set DALIL_X=v] [--json F]
    (the CI store with DALIL_EMBEDDER=hashing; a store `serve_load.py` would build — the default
    embedder, every library — without it: the two profiles differ by ~8 ms an ask, RESULTS.md)

One `dalil serve` as `dalil serve` runs it (`dalil.serve.serve`: a supervisor, its spawned workers on
one socket, the retrieval cache off as `serve_load.py --questions distinct` runs it, the offline
extractive provider) on a copy of the store, driven by `serve_load.open_loop` from this process
(one connection per request, distinct dev-split questions). The server is started through this
file, so every spawned worker re-imports it (`__mp_main__`) and carries the instrumentation below
— nothing of it is in `dalil`:

- each Python thread gets its name as the OS thread name (prctl), so /proc/<pid>/task/<tid>/stat
  splits a worker's CPU by thread: the event loop (uvicorn, h11, the ASGI glue: the main thread),
  the request threads ("AnyIO worker thread"), the rest;
- `Api.handle` is wrapped: per-thread CPU (`time.thread_time`) summed per call and counted (what
  `served_ask_cpu.py` measures, one ask at a time, as "the ask"), and the E5 engine calls the
  same way (they run in whichever request thread leads a batch);
- `gc.callbacks`: CPU inside the collector, by generation;
- every worker writes these counters to a file once a second.

`--sequential N`: also N asks one at a time through the same server (half before the open-loop
window, half after): the same process without concurrency, to read what concurrency adds.
`SERVE_BREAKDOWN_PROFILE_LOOP=1` with `--keep-profiles DIR`: each worker's event-loop thread under
cProfile (start-up included), kept as pstats.

Reported for the measured window (after a warm-up): CPU ms per answered ask of the whole server
tree, of each process (supervisor, workers, the multiprocessing helper), of each worker thread
kind, of `Api.handle` (inside the request threads), of GC, utime vs stime, and of the load
generator (this process); the machine's busy CPU over the window (other people's share), and
the same for `--null-rate` requests/s of a POST /ask that the route refuses at once (422: the
HTTP layer's fixed cost per request, with no question work).
"""

from __future__ import annotations

import ctypes
import gc
import json
import os
import sys
import threading
import time
from pathlib import Path
from typing import Any

_DUMP_DIR = os.environ.get("SERVE_BREAKDOWN_DIR")


# ---- instrumentation, in the server's processes only ------------------------------------------
def _name_os_threads() -> None:
    """Every Python thread started from now on gets its name as the OS thread name."""
    libc = ctypes.CDLL(None)

    def name_os_thread(name: str) -> None:
        try:
            libc.prctl(15, name.encode("utf-8")[:15], 0, 0, 0)  # PR_SET_NAME
        except (OSError, AttributeError):
            pass

    original_bootstrap = threading.Thread._bootstrap_inner  # type: ignore[attr-defined]

    def bootstrap(self: threading.Thread) -> None:
        name_os_thread(self.name.replace("AnyIO worker thread", "anyio-worker"))
        original_bootstrap(self)

    threading.Thread._bootstrap_inner = bootstrap  # type: ignore[attr-defined]


def _instrument(dump_dir: Path) -> None:
    _name_os_threads()
    counters: dict[str, float] = {"handle_calls": 0, "handle_cpu_s": 0.0, "handle_wall_s": 0.0,
                                  "e5_calls": 0, "e5_texts": 0, "e5_cpu_s": 0.0,
                                  "gc_cpu_s_0": 0.0, "gc_cpu_s_1": 0.0, "gc_cpu_s_2": 0.0,
                                  "gc_runs_0": 0, "gc_runs_1": 0, "gc_runs_2": 0}
    lock = threading.Lock()
    gc_started: dict[int, float] = {}

    def on_gc(phase: str, info: dict[str, Any]) -> None:
        ident = threading.get_ident()
        if phase == "start":
            gc_started[ident] = time.thread_time()
        elif ident in gc_started:
            spent = time.thread_time() - gc_started.pop(ident)
            generation = info.get("generation", 0)
            with lock:
                counters[f"gc_cpu_s_{generation}"] += spent
                counters[f"gc_runs_{generation}"] += 1

    gc.callbacks.append(on_gc)

    from dalil.http import app as app_module  # noqa: PLC0415 - after the thread naming is in place

    original_handle = app_module.Api.handle

    def handle(self: Any, request: Any) -> Any:
        cpu, wall = time.thread_time(), time.perf_counter()
        try:
            return original_handle(self, request)
        finally:
            cpu, wall = time.thread_time() - cpu, time.perf_counter() - wall
            with lock:
                counters["handle_calls"] += 1
                counters["handle_cpu_s"] += cpu
                counters["handle_wall_s"] += wall

    app_module.Api.handle = handle  # type: ignore[method-assign]

    from dalil.embed import e5 as e5_module  # noqa: PLC0415

    original_batch = e5_module._embed_query_batch

    def embed_query_batch(threads: int) -> Any:
        embed_many = original_batch(threads)

        def timed(texts: list[str]) -> Any:
            cpu = time.thread_time()
            try:
                return embed_many(texts)
            finally:
                with lock:
                    counters["e5_calls"] += 1
                    counters["e5_texts"] += len(texts)
                    counters["e5_cpu_s"] += time.thread_time() - cpu

        return timed

    e5_module._embed_query_batch = embed_query_batch

    def dump() -> None:
        target = dump_dir / f"worker-{os.getpid()}.json"
        while True:
            time.sleep(0.5)
            with lock:
                data = dict(counters)
            data["pid"] = os.getpid()
            temporary = target.with_suffix(".tmp")
            temporary.write_text(json.dumps(data))
            temporary.replace(target)

    threading.Thread(target=dump, name="breakdown-dump", daemon=True).start()
    _swap_protocols()
    if os.environ.get("SERVE_BREAKDOWN_PROFILE_LOOP"):
        _profile_loop(dump_dir)


def _swap_protocols() -> None:
    # uvicorn's other protocol or loop, for measuring only (SERVE_BREAKDOWN_HTTP=httptools,
    # SERVE_BREAKDOWN_LOOP=uvloop; the packages on PYTHONPATH): dalil.serve's own head deadline
    # is h11's subclass and is left out then.
    swaps = {key: os.environ[f"SERVE_BREAKDOWN_{key.upper()}"] for key in ("http", "loop")
             if os.environ.get(f"SERVE_BREAKDOWN_{key.upper()}")}
    if swaps:
        from dalil import serve as serve_config  # noqa: PLC0415

        original_config = serve_config.make_config

        def make_config(*args: Any, **overrides: Any) -> Any:
            return original_config(*args, **{**overrides, **swaps})

        serve_config.make_config = make_config



def _profile_loop(dump_dir: Path) -> None:
    """cProfile of the event loop's thread (start-up included), kept at the worker's exit."""
    import cProfile  # noqa: PLC0415

    from dalil import serve as serve_module  # noqa: PLC0415

    original_run = serve_module.run_worker

    def run_worker(*args: Any) -> None:
        import signal  # noqa: PLC0415

        def leave(*_: Any) -> None:  # uvicorn re-raises the stop signal after its shutdown: end here
            raise SystemExit(0)

        signal.signal(signal.SIGTERM, leave)
        profiler = cProfile.Profile(time.thread_time)
        profiler.enable()
        try:
            original_run(*args)
        finally:
            profiler.disable()
            profiler.dump_stats(str(dump_dir / f"loop-{os.getpid()}.pstats"))

    serve_module.run_worker = run_worker


if _DUMP_DIR and __name__ != "__main__":  # a spawned worker (`__mp_main__`), not the supervisor
    _instrument(Path(_DUMP_DIR))


# ---- /proc readings ------------------------------------------------------------------------------
TICK = os.sysconf("SC_CLK_TCK")


def _stat_fields(path: str) -> tuple[str, list[str]] | None:
    try:
        text = Path(path).read_text()
    except OSError:
        return None
    name = text[text.index("(") + 1: text.rindex(")")]
    return name, text.rsplit(")", 1)[1].split()


def threads_cpu(pid: int) -> dict[int, tuple[str, float, float]]:
    """tid -> (name, utime s, stime s) of one process's live threads."""
    found: dict[int, tuple[str, float, float]] = {}
    try:
        tids = os.listdir(f"/proc/{pid}/task")
    except OSError:
        return found
    for tid in tids:
        parsed = _stat_fields(f"/proc/{pid}/task/{tid}/stat")
        if parsed is None:
            continue
        name, fields = parsed
        name = "event loop (main)" if int(tid) == pid else name
        found[int(tid)] = (name, int(fields[11]) / TICK, int(fields[12]) / TICK)
    return found


def process_cpu(pid: int) -> tuple[float, float]:
    """(utime s, stime s) of a process, ended threads included."""
    parsed = _stat_fields(f"/proc/{pid}/stat")
    return (0.0, 0.0) if parsed is None else (int(parsed[1][11]) / TICK, int(parsed[1][12]) / TICK)


def machine_busy_s() -> float:
    fields = Path("/proc/stat").read_text().splitlines()[0].split()[1:]
    values = [int(v) for v in fields]
    idle = values[3] + values[4]
    return (sum(values[:8]) - idle) / TICK


def snapshot(supervisor: int, dump_dir: Path) -> dict[str, Any]:
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from serve_load import tree  # noqa: PLC0415

    processes: dict[int, dict[str, Any]] = {}
    for pid in tree(supervisor):
        parsed = _stat_fields(f"/proc/{pid}/stat")
        if parsed is None:
            continue
        try:
            cmdline = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
        except OSError:
            cmdline = ""
        role = ("supervisor" if pid == supervisor else "worker" if "spawn_main" in cmdline and "resource_tracker" not in cmdline
                else "resource tracker" if "resource_tracker" in cmdline else "other")
        processes[pid] = {"role": role, "threads": threads_cpu(pid), "cpu": process_cpu(pid)}
    counters = {}
    for file in dump_dir.glob("worker-*.json"):
        try:
            data = json.loads(file.read_text())
        except (OSError, ValueError):
            continue
        counters[int(data["pid"])] = data
    usage = os.times()
    return {"processes": processes, "counters": counters, "machine_busy_s": machine_busy_s(),
            "generator_s": (usage.user, usage.system), "wall": time.perf_counter()}


Window = tuple[dict[str, Any], dict[str, Any]]  # (snapshot before, snapshot after)


def difference(windows: list[Window], answered: int) -> dict[str, Any]:
    """CPU ms per answered ask over one or more measured windows, by process role, worker thread,
    instrumented counter, the generator (this process) and the rest of the machine."""
    per = 1000.0 / max(1, answered)
    by_role: dict[str, list[float]] = {}
    by_thread: dict[str, list[float]] = {}
    totals: dict[str, float] = {}
    wall = machine = gen_user = gen_system = 0.0
    for before, after in windows:
        wall += after["wall"] - before["wall"]
        machine += after["machine_busy_s"] - before["machine_busy_s"]
        gen_user += after["generator_s"][0] - before["generator_s"][0]
        gen_system += after["generator_s"][1] - before["generator_s"][1]
        for pid, now in after["processes"].items():
            then = before["processes"].get(pid, {"threads": {}, "cpu": (0.0, 0.0)})
            du, ds = now["cpu"][0] - then["cpu"][0], now["cpu"][1] - then["cpu"][1]
            role = by_role.setdefault(now["role"], [0.0, 0.0])
            role[0] += du
            role[1] += ds
            if now["role"] != "worker":
                continue
            seen_u = seen_s = 0.0
            for tid, (name, user, system) in now["threads"].items():
                _, old_user, old_system = then["threads"].get(tid, (name, 0.0, 0.0))
                thread = by_thread.setdefault(name, [0.0, 0.0])
                thread[0] += user - old_user
                thread[1] += system - old_system
                seen_u += user - old_user
                seen_s += system - old_system
            # Threads that ended inside the window (anyio's idle request threads): the process's rest.
            ended = by_thread.setdefault("threads ended in the window", [0.0, 0.0])
            ended[0] += du - seen_u
            ended[1] += ds - seen_s
        for pid, data in after["counters"].items():
            old = before["counters"].get(pid, {})
            for key, value in data.items():
                if key != "pid":
                    totals[key] = totals.get(key, 0.0) + value - old.get(key, 0.0)
    server = sum(u + s for u, s in by_role.values())
    calls = max(1.0, totals.get("handle_calls", 0.0))
    return {
        "answered": answered, "wall_s": round(wall, 2),
        "server_cpu_ms_per_answer": round(server * per, 2),
        "server_user_ms": round(sum(u for u, _ in by_role.values()) * per, 2),
        "server_system_ms": round(sum(s for _, s in by_role.values()) * per, 2),
        "by_process_ms": {role: {"user": round(u * per, 2), "system": round(s * per, 2)} for role, (u, s) in by_role.items()},
        "worker_threads_ms": {name: {"user": round(u * per, 2), "system": round(s * per, 2)} for name, (u, s) in by_thread.items()},
        "api_handle": {"calls": int(totals.get("handle_calls", 0)),
                       "cpu_ms_per_call": round(totals.get("handle_cpu_s", 0.0) * 1000 / calls, 2),
                       "wall_ms_per_call": round(totals.get("handle_wall_s", 0.0) * 1000 / calls, 2)},
        "e5": {"calls": int(totals.get("e5_calls", 0)), "texts": int(totals.get("e5_texts", 0)),
               "cpu_ms_per_answer": round(totals.get("e5_cpu_s", 0.0) * per, 2)},
        "gc_ms_per_answer": {str(g): round(totals.get(f"gc_cpu_s_{g}", 0.0) * per, 3) for g in range(3)},
        "gc_runs": {str(g): int(totals.get(f"gc_runs_{g}", 0)) for g in range(3)},
        "generator_ms": {"user": round(gen_user * per, 2), "system": round(gen_system * per, 2)},
        "machine_busy_ms": round(machine * per, 2),
        "others_ms": round((machine - server - gen_user - gen_system) * per, 2),  # everyone else on the box
    }


async def closed_loop(port: int, count: int, cursor: Any) -> list[Any]:
    """`count` asks one after another (each sent when the last was answered)."""
    from serve_load import one_request  # noqa: PLC0415

    outcomes = []
    for _ in range(count):
        outcomes.append(await one_request(port, cursor.next(), time.perf_counter(), 20.0))
    return outcomes


# ---- the run ---------------------------------------------------------------------------------------
def null_loop(port: int, rate: float, seconds: float) -> Any:
    """Open-loop POST /ask with a body the route refuses at once (422): the HTTP layer alone."""
    import asyncio  # noqa: PLC0415

    from serve_load import Outcome  # noqa: PLC0415

    async def one(scheduled: float) -> Outcome:
        body = b'{"question": 5}'
        head = (f"POST /ask HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Type: application/json\r\n"
                f"Content-Length: {len(body)}\r\nConnection: close\r\n\r\n").encode("latin-1")
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        writer.write(head + body)
        await writer.drain()
        status_line = await reader.readline()
        await reader.read()
        writer.close()
        return Outcome(int(status_line.split()[1]), (time.perf_counter() - scheduled) * 1000)

    async def run() -> list[Outcome]:
        start = time.perf_counter() + 0.2
        tasks = []
        for i in range(int(rate * seconds)):
            scheduled = start + i / rate
            delay = scheduled - time.perf_counter()
            if delay > 0:
                await asyncio.sleep(delay)
            tasks.append(asyncio.create_task(one(scheduled)))
        return list(await asyncio.gather(*tasks))

    return asyncio.run(run())


def main() -> None:
    import argparse  # noqa: PLC0415
    import asyncio  # noqa: PLC0415
    import shutil  # noqa: PLC0415
    import signal  # noqa: PLC0415
    import subprocess  # noqa: PLC0415
    import tempfile  # noqa: PLC0415

    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from serve_load import QuestionCursor, copy_store, distinct_questions, free_port, open_loop, percentile, wait_healthy  # noqa: PLC0415

    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--store", type=Path)
    parser.add_argument("--checkout", type=Path, default=Path(__file__).resolve().parents[2])
    parser.add_argument("--rate", type=float, default=20.0)
    parser.add_argument("--seconds", type=float, default=15.0)
    parser.add_argument("--null-rate", type=float, default=0.0, help="also this many refused requests/s (the HTTP layer alone)")
    parser.add_argument("--warmup-seconds", type=float, default=6.0)
    parser.add_argument("--sequential", type=int, default=0,
                        help="also this many asks one at a time (closed loop, half before and half after the "
                             "open-loop window): the same server without concurrency")
    parser.add_argument("--set", action="append", default=[], help="DALIL_*=value for the server")
    parser.add_argument("--json", type=Path)
    parser.add_argument("--keep-profiles", type=Path, metavar="DIR",
                        help="with SERVE_BREAKDOWN_PROFILE_LOOP=1: each worker's event-loop cProfile here")
    parser.add_argument("--serve", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--port", type=int, default=0, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve:  # the server, started by the run below through this file
        from dalil.serve import serve  # noqa: PLC0415

        serve(port=args.port)
        return
    if args.store is None:
        sys.exit("serve_cpu_breakdown.py: --store is required")
    with tempfile.TemporaryDirectory(prefix="serve-breakdown-") as tmp_name:
        tmp = Path(tmp_name)
        store = tmp / "store" / "dalil.sqlite"
        copy_store(args.store, store)
        dump_dir = tmp / "counters"
        dump_dir.mkdir()
        port = free_port()
        env = {k: v for k, v in os.environ.items() if not k.endswith("_API_KEY")}
        env.update(DALIL_STORE=str(store), PYTHONPATH=str(args.checkout.resolve() / "shared"), PYTHONUNBUFFERED="1",
                   DALIL_PROVIDER="extractive", DALIL_SERVE_RETRIEVAL_CACHE_MB="0", SERVE_BREAKDOWN_DIR=str(dump_dir))
        env.update(item.split("=", 1) for item in args.set)
        log = (tmp / "serve.log").open("w")
        process = subprocess.Popen([sys.executable, str(Path(__file__).resolve()), "--serve", "--port", str(port)],
                                   env=env, cwd=args.checkout, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
        report: dict[str, Any] = {"rate": args.rate, "seconds": args.seconds, "load_avg_before": os.getloadavg()}
        try:
            wait_healthy(port, process, 600)
            cursor = QuestionCursor(distinct_questions())
            asyncio.run(open_loop(port, 6.0, args.warmup_seconds, 20.0, cursor))
            time.sleep(2.0)
            sequential: list[Any] = []
            seq_before = snapshot(process.pid, dump_dir)
            sequential += asyncio.run(closed_loop(port, args.sequential // 2, cursor))
            time.sleep(1.2)
            seq_middle = snapshot(process.pid, dump_dir)
            before = snapshot(process.pid, dump_dir)
            outcomes = asyncio.run(open_loop(port, args.rate, args.seconds, 20.0, cursor))
            time.sleep(1.2)  # the counters are written every 0.5 s
            after = snapshot(process.pid, dump_dir)
            ok = [o.ms for o in outcomes if o.status == 200]
            report["asks"] = difference([(before, after)], len(ok))
            report["asks"]["sent"] = len(outcomes)
            report["asks"]["p50_ms"], report["asks"]["p99_ms"] = round(percentile(ok, 0.5), 1), round(percentile(ok, 0.99), 1)
            if args.sequential:
                seq_after_start = snapshot(process.pid, dump_dir)
                rest = asyncio.run(closed_loop(port, args.sequential - args.sequential // 2, cursor))
                time.sleep(1.2)
                seq_end = snapshot(process.pid, dump_dir)
                sequential += rest
                report["sequential"] = difference([(seq_before, seq_middle), (seq_after_start, seq_end)],
                                                  sum(1 for o in sequential if o.status == 200))
            if args.null_rate:
                time.sleep(1.0)
                before = snapshot(process.pid, dump_dir)
                refused = null_loop(port, args.null_rate, args.seconds)
                time.sleep(1.2)
                after = snapshot(process.pid, dump_dir)
                report["null_422"] = difference([(before, after)], sum(1 for o in refused if o.status == 422))
                report["null_422"]["sent"] = len(refused)
        finally:
            try:
                os.killpg(process.pid, signal.SIGTERM)
                process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            log.close()
            report["load_avg_after"] = os.getloadavg()
            if args.keep_profiles:
                args.keep_profiles.mkdir(parents=True, exist_ok=True)
                for file in dump_dir.glob("loop-*.pstats"):
                    shutil.copy(file, args.keep_profiles / file.name)
            if not report.get("asks"):
                shutil.copy(tmp / "serve.log", Path(tempfile.gettempdir()) / "serve-breakdown-failed.log")
    text = json.dumps(report, indent=2, ensure_ascii=False)
    print(text)
    if args.json:
        args.json.write_text(text + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
