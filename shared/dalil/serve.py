"""`dalil serve`: the API on 127.0.0.1 for developing the site offline, on uvicorn.

The routes are the API Lambda's (`dalil.http.app`), served through `dalil.http.asgi` (Host and
Origin checks, bounded bodies, server-sent events for `/ask?stream=1`, the site's `web/`).
uvicorn gives what a hand-rolled server did not: a real listen backlog, a connection limit
(503 beyond it), keep-alive and idle timeouts, and a header size limit.

Workers: a question is CPU-bound Python, so one process answers on one core. With more than one
worker (`--workers`, `DALIL_SERVE_WORKERS`; by default one per usable CPU) this process binds the
listening socket, starts the workers (fresh interpreters, `spawn`) that all accept on it, and
supervises them: a worker that dies is replaced, and every worker ends when this process does,
even when it is killed with SIGKILL. Each serving process keeps a bounded cache of retrieval
results (`dalil.retrieval.result_cache`, `DALIL_SERVE_RETRIEVAL_CACHE_MB`; 0 turns it off), lets
concurrent askers of one question share one retrieval (single flight), and embeds its concurrent
questions' E5 queries together (`dalil.embed.e5.QueryBatcher`, `DALIL_SERVE_E5_BATCH_MAX`; 1 turns
it off).

Inside a worker: one uvicorn event loop (h11) reads requests; `POST /ask` waits for one of
`serve_ask_threads` places (4; 503 + Retry-After past `serve_ask_wait_s` or `serve_ask_queue`) and
runs `Api.handle` in anyio's thread pool, so a worker answers up to 4 questions at once on threads
under one interpreter lock; the E5 engine (a ctypes call) and SQLite queries release the lock
while they compute.

Each worker opens the index read-only in its own threads; the user-data file (messages, votes,
conversations) and the capacity table are SQLite files in WAL mode written under their own locks
and busy timeouts, already shared by the CLI and the server.
"""

from __future__ import annotations

import asyncio
import ctypes
import ctypes.util
import gc
import logging
import multiprocessing
import os
import resource
import signal
import socket
import sys
import threading
import time
from dataclasses import dataclass
from multiprocessing.context import SpawnProcess
from typing import Any

import uvicorn
from uvicorn.protocols.http.h11_impl import H11Protocol

from dalil.embed.e5 import enable_query_batching
from dalil.http.asgi import LOOPBACK_HOSTS, STREAM_THREADS, AsgiApp
from dalil.http.lambda_adapter import to_proxy_event  # noqa: F401 - re-exported for tests and harnesses
from dalil.retrieval.result_cache import enable_process_cache, enable_single_flight
from dalil.settings import Settings, get_settings
from dalil.workflow.steps import prepare_reading

BACKLOG = 2048  # the kernel queue of not-yet-accepted connections (the old server's was 5)
LIMIT_CONCURRENCY = 512  # open connections + running requests; beyond it uvicorn answers 503
KEEP_ALIVE_S = 5
IDLE_BEFORE_REQUEST_S = 10  # a connection that sends no complete request head within this is closed
MAX_HEADER_BYTES = 16 * 1024
WORKER_THREADS = 40  # requests handled at once (anyio's default thread pool size)
# Descriptors: a worker thread holds its own SQLite connections (index, its WAL, the user-data
# file, the E5 sidecar): ~8 measured (20 threads: +158), 10 with room; a connection holds one.
FDS_PER_WORKER = 10
FD_MARGIN = 32  # log files, the model's files, a rebuilt cache: never the last descriptors
WANTED_FDS = 8192  # raised to this (within the hard limit) when the soft limit is lower
MAX_DEFAULT_WORKERS = 4  # the default's cap: each worker holds its own models and caches (~RSS each)
WORKER_STOP_S = 10.0  # a stopping worker's grace before it is killed
# A worker that ends within QUICK_EXIT_S of its start QUICK_EXITS_TOLERATED times in a row cannot
# start (a broken store, a port taken): stop instead of restarting it forever.
QUICK_EXIT_S = 5.0
QUICK_EXITS_TOLERATED = 3
PR_SET_PDEATHSIG = 1  # linux/prctl.h
# Repeated log records: the first REPEATS_SHOWN of a kind in a window, then one count of the rest.
REPEATS_SHOWN = 3
REPEAT_WINDOW_S = 60.0
MAX_KINDS_TRACKED = 1000


class _IdleClosingH11(H11Protocol):
    """uvicorn's h11 protocol, plus a deadline for the first request's head: a half-open or
    trickling connection is closed instead of held (it costs a socket, never a thread)."""

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._head_deadline: asyncio.TimerHandle | None = self.loop.call_later(IDLE_BEFORE_REQUEST_S, self._no_request)

    def _no_request(self) -> None:
        if getattr(self, "cycle", None) is None and not self.transport.is_closing():
            self.transport.close()

    def handle_events(self) -> None:
        super().handle_events()
        if getattr(self, "cycle", None) is not None and self._head_deadline is not None:
            self._head_deadline.cancel()
            self._head_deadline = None

    def connection_lost(self, exc: Exception | None) -> None:
        if self._head_deadline is not None:
            self._head_deadline.cancel()
        super().connection_lost(exc)


@dataclass(frozen=True)
class DescriptorBudget:
    """What the open-file limit allows this process: requests at once and connections at once.
    Past `connections` uvicorn answers 503; past `workers` requests wait for a thread. Either is
    better than running out of descriptors mid-request (every SQLite open then fails, and the
    accept loop logs a traceback per attempt)."""

    limit: int
    workers: int
    streams: int
    connections: int
    raised_from: int | None = None

    @property
    def reduced(self) -> bool:
        return self.workers < WORKER_THREADS or self.streams < STREAM_THREADS or self.connections < LIMIT_CONCURRENCY


def _descriptors_in_use() -> int:
    try:
        return len(os.listdir("/proc/self/fd"))
    except OSError:  # not Linux
        return FD_MARGIN


def descriptor_budget() -> DescriptorBudget:
    """Raise the soft open-file limit towards WANTED_FDS if the hard limit allows, then size the
    worker threads and the connection limit to what is left."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    raised_from = None
    want = WANTED_FDS if hard == resource.RLIM_INFINITY else min(hard, WANTED_FDS)
    if soft != resource.RLIM_INFINITY and soft < want:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (want, hard))
            raised_from, soft = soft, want
        except (ValueError, OSError):
            pass
    limit = WANTED_FDS if soft == resource.RLIM_INFINITY else soft
    available = max(0, limit - _descriptors_in_use() - FD_MARGIN)
    # Half for the threads (requests and streams alike hold their own connections), half for sockets.
    threads = available // 2 // FDS_PER_WORKER
    workers = max(2, min(WORKER_THREADS, threads // 2))
    streams = max(1, min(STREAM_THREADS, threads - workers))
    connections = max(4, min(LIMIT_CONCURRENCY, available - (workers + streams) * FDS_PER_WORKER))
    return DescriptorBudget(limit=limit, workers=workers, streams=streams, connections=connections,
                            raised_from=raised_from)


class RepeatedRecordFilter(logging.Filter):
    """Bounded logging under load: of the records of one kind (logger, message template,
    exception type) the first REPEATS_SHOWN in a window pass; the rest are counted, and the next
    one that passes says how many were left out."""

    def __init__(self, shown: int = REPEATS_SHOWN, window_s: float = REPEAT_WINDOW_S) -> None:
        super().__init__()
        self.shown, self.window_s = shown, window_s
        self._lock = threading.Lock()
        self._seen: dict[tuple[str, str, str], tuple[float, int, int]] = {}  # key -> (window start, passed, held back)

    def filter(self, record: logging.LogRecord) -> bool:
        kind = record.exc_info[0].__name__ if record.exc_info and record.exc_info[0] else ""
        key = (record.name, str(record.msg), kind)
        now = time.monotonic()
        with self._lock:
            if key not in self._seen and len(self._seen) >= MAX_KINDS_TRACKED:
                self._seen.clear()  # messages formatted before logging make a kind per value: stay bounded
            start, passed, held = self._seen.get(key, (now, 0, 0))
            if now - start >= self.window_s:
                start, passed = now, 0
            if passed >= self.shown:
                self._seen[key] = (start, passed, held + 1)
                return False
            self._seen[key] = (start, passed + 1, 0)
        if held:
            record.msg = f"{record.msg} [{held} more like this left out of the log]"
        return True


def limit_repeated_logs(filter_: logging.Filter | None = None) -> logging.Filter:
    """Every handler that prints for this process gets the filter: the root's (a plain stderr
    handler is added when there is none: Python's last-resort handler takes no filters) and
    uvicorn's."""
    chosen = filter_ or RepeatedRecordFilter()
    root = logging.getLogger()
    if not root.handlers:
        stderr_handler = logging.StreamHandler(sys.stderr)
        stderr_handler.setLevel(logging.WARNING)
        root.addHandler(stderr_handler)
    for logger in (root, logging.getLogger("uvicorn"), logging.getLogger("uvicorn.error")):
        for handler in logger.handlers:
            if chosen not in handler.filters:
                handler.addFilter(chosen)
    return chosen


def make_config(
    port: int = 8787, host: str = "127.0.0.1", budget: DescriptorBudget | None = None, **overrides: Any
) -> uvicorn.Config:
    budget = budget or descriptor_budget()
    settings: dict[str, Any] = {
        "host": host,
        "port": port,
        "http": _IdleClosingH11,
        "loop": "asyncio",
        "lifespan": "off",
        "backlog": BACKLOG,
        "limit_concurrency": budget.connections,
        "timeout_keep_alive": KEEP_ALIVE_S,
        "h11_max_incomplete_event_size": MAX_HEADER_BYTES,
        "timeout_graceful_shutdown": 5,
        "server_header": False,
        "access_log": False,
        "log_level": "warning",
    }
    settings.update(overrides)
    app = AsgiApp(bound_host=host, worker_threads=budget.workers, stream_threads=budget.streams)
    return uvicorn.Config(app, **settings)


def make_server(
    port: int = 8787, host: str = "127.0.0.1", budget: DescriptorBudget | None = None, **overrides: Any
) -> uvicorn.Server:
    return uvicorn.Server(make_config(port, host, budget, **overrides))


def default_workers() -> int:
    """One worker per CPU this process may run on, at most MAX_DEFAULT_WORKERS."""
    try:
        cpus = len(os.sched_getaffinity(0))
    except AttributeError:  # not Linux
        cpus = os.cpu_count() or 1
    return max(1, min(MAX_DEFAULT_WORKERS, cpus))


def worker_count(requested: int | None = None) -> int:
    chosen = requested if requested is not None else get_settings().serve_workers
    return chosen if chosen and chosen > 0 else default_workers()


def listening_socket(host: str, port: int) -> socket.socket:
    """The one socket every worker accepts on (bound here, before any worker starts)."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host.strip("[]"), port))
        sock.listen(BACKLOG)
    except OSError:
        sock.close()
        raise
    sock.set_inheritable(True)
    return sock


def _end_with_parent(parent_pid: int) -> None:
    """This worker gets SIGTERM when the supervisor dies, however it dies (Linux's parent-death
    signal), and checks once more in case it died before the signal was armed."""
    libc_name = ctypes.util.find_library("c")
    if libc_name:
        try:
            ctypes.CDLL(libc_name, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGTERM)
        except (OSError, AttributeError):
            pass
    if os.getppid() != parent_pid:
        os._exit(0)

    def watch() -> None:  # where prctl is missing: notice within a second
        while os.getppid() == parent_pid:
            time.sleep(1.0)
        os.kill(os.getpid(), signal.SIGTERM)

    threading.Thread(target=watch, name="dalil-parent-watch", daemon=True).start()


def enable_serving_paths(settings: Settings) -> None:
    """What a serving process does that a one-shot CLI ask does not: the retrieval cache, one
    retrieval for concurrent askers of one question, the batching of concurrent questions' E5
    embeddings (the cache and the batching bounded, each off by its setting), and the question
    reader's tables built before the first request instead of inside it, and the collector tuned
    for a long-lived process (`tune_collector`). (numpy's BLAS threads: embed/blas.py, set when the
    worker builds its embedder, as in every process that embeds.)"""
    enable_process_cache(settings)
    enable_single_flight()
    enable_query_batching(settings.serve_e5_batch_max, settings.serve_e5_batch_window_ms, settings.e5_threads)
    prepare_reading(settings)
    tune_collector(settings.serve_gc_young)


def tune_collector(young: int) -> None:
    """The cyclic garbage collector of a serving process (`serve_gc_young`; 0 leaves it as Python
    sets it). What start-up built (modules, settings, the reader's tables: ~210,000 tracked objects
    on the CI store) lives as long as the process: it is frozen (`gc.freeze`), so a full collection
    walks only what questions made since (~0.1 s of CPU a full collection before, ~0.02 after).
    The youngest generation is collected when `young` more container objects are alive than at its
    last collection instead of 700: a question's passing containers are mostly freed by reference
    counting before that, so far fewer collections find the same garbage. Measured in one worker
    over 400 first-time asks (benchmarks/performance/RESULTS.md, SERVE27): the collector's CPU
    0.61 -> 0.17 ms an ask. Reference counting frees frozen objects as before; only a cycle among
    them would stay, and start-up makes none to be dropped."""
    if young <= 0:
        return
    gc.collect()  # start-up's own garbage goes now, not into the frozen set
    gc.freeze()
    _, older, oldest = gc.get_threshold()
    gc.set_threshold(young, older, oldest)


def run_worker(sock: socket.socket, host: str, port: int, parent_pid: int) -> None:
    """One worker process: uvicorn on the supervisor's socket (the spawn target: module level)."""
    _end_with_parent(parent_pid)
    enable_serving_paths(get_settings())
    budget = descriptor_budget()
    server = make_server(port, host, budget)
    limit_repeated_logs()
    server.run(sockets=[sock])


class Supervisor:
    """Starts `count` workers on one socket, replaces a worker that dies, stops them all on
    SIGINT/SIGTERM (each finishes its requests within WORKER_STOP_S)."""

    def __init__(self, sock: socket.socket, host: str, port: int, count: int) -> None:
        self.sock, self.host, self.port, self.count = sock, host, port, count
        self._context = multiprocessing.get_context("spawn")
        self._stop = threading.Event()
        self.workers: list[SpawnProcess] = []
        self._started_at: dict[int, float] = {}
        self.quick_exits = 0

    def _start_worker(self) -> SpawnProcess:
        worker = self._context.Process(target=run_worker, args=(self.sock, self.host, self.port, os.getpid()),
                                       name="dalil-serve-worker", daemon=False)
        worker.start()
        self._started_at[id(worker)] = time.monotonic()
        return worker

    def stop(self, *_: Any) -> None:
        self._stop.set()

    def run(self) -> int:
        """0 after a requested stop; 1 when workers cannot start."""
        for signum in (signal.SIGINT, signal.SIGTERM):
            signal.signal(signum, self.stop)
        log = logging.getLogger("dalil.serve")
        try:
            self.workers = [self._start_worker() for _ in range(self.count)]
            while not self._stop.wait(0.5):
                for index, worker in enumerate(self.workers):
                    if worker.is_alive():
                        continue
                    lived = time.monotonic() - self._started_at.pop(id(worker), 0.0)
                    self.quick_exits = self.quick_exits + 1 if lived < QUICK_EXIT_S else 0
                    if self.quick_exits >= QUICK_EXITS_TOLERATED:
                        log.error("dalil serve: workers keep exiting at start (last exit code %s); stopping", worker.exitcode)
                        return 1
                    log.warning("dalil serve: a worker ended (exit code %s); starting another", worker.exitcode)
                    self.workers[index] = self._start_worker()
            return 0
        finally:
            self._stop_workers()
            self.sock.close()

    def _stop_workers(self) -> None:
        for worker in self.workers:
            if worker.is_alive():
                worker.terminate()
        deadline = time.monotonic() + WORKER_STOP_S
        for worker in self.workers:
            worker.join(max(0.0, deadline - time.monotonic()))
            if worker.is_alive():
                worker.kill()
                worker.join(5)


def serve(port: int = 8787, host: str = "127.0.0.1", workers: int | None = None) -> None:
    count = worker_count(workers)
    if count > 1:
        _serve_workers(port, host, count)
        return
    enable_serving_paths(get_settings())
    budget = descriptor_budget()
    server = make_server(port, host, budget)
    limit_repeated_logs()
    print(f"dalil serve: http://{host}:{port} (POST /ask, POST /feedback, GET /health)", flush=True)
    if budget.reduced:
        print(f"descriptor limit {budget.limit} (ulimit -n): at most {budget.connections} connections, "
              f"{budget.workers} requests and {budget.streams} streams at once; beyond that 503. "
              "Raise the limit for more.", flush=True)
    app = server.config.app
    if isinstance(app, AsgiApp) and host.lower() not in LOOPBACK_HOSTS:
        names = ", ".join(sorted(app.allowed_hosts - LOOPBACK_HOSTS)) or "none besides loopback"
        print(f"answering Host names: {names} (add others with DALIL_SERVE_ALLOWED_HOSTS)", flush=True)
    server.run()


def _serve_workers(port: int, host: str, count: int) -> None:
    sock = listening_socket(host, port)
    bound_port = int(sock.getsockname()[1])
    limit_repeated_logs()
    print(f"dalil serve: http://{host}:{bound_port} (POST /ask, POST /feedback, GET /health), "
          f"{count} worker processes", flush=True)
    budget = descriptor_budget()
    if budget.reduced:
        print(f"descriptor limit {budget.limit} (ulimit -n): at most {budget.connections} connections, "
              f"{budget.workers} requests and {budget.streams} streams at once per worker; beyond that 503. "
              "Raise the limit for more.", flush=True)
    if host.lower() not in LOOPBACK_HOSTS:
        names = ", ".join(sorted(AsgiApp(bound_host=host).allowed_hosts - LOOPBACK_HOSTS)) or "none besides loopback"
        print(f"answering Host names: {names} (add others with DALIL_SERVE_ALLOWED_HOSTS)", flush=True)
    code = Supervisor(sock, host, bound_port, count).run()
    if code:
        sys.exit(code)
