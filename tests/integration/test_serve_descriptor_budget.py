"""`dalil serve` under a low descriptor limit (`ulimit -n 256`) and a burst of 200 concurrent
questions: it checks its descriptor budget at start and sizes its connection limit and worker
threads to fit (says so on stdout), every question gets 200 or a 503 (never a dropped
connection), the log stays bounded (repeated tracebacks are rate-limited; once the log gained
79,789 tracebacks in 20 s), and the server still answers afterwards."""

from __future__ import annotations

import os
import resource
import socket
import subprocess
import sys
import threading
import time
from collections import Counter
from pathlib import Path

import httpx
import pytest

DALIL = str(Path(sys.executable).with_name("dalil"))
LIMIT = 256
BURST = 200
MAX_TRACEBACKS = 20


def _low_limit() -> None:  # runs in the child before exec
    resource.setrlimit(resource.RLIMIT_NOFILE, (LIMIT, LIMIT))


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.fixture
def low_limit_server(demo_store: Path, tmp_path: Path):
    port = _free_port()
    env = {**os.environ, "DALIL_STORE": str(demo_store), "DALIL_EMBEDDER": "hashing", "DALIL_PROVIDER": "extractive"}
    out, err = (tmp_path / "serve.out").open("w+"), (tmp_path / "serve.err").open("w+")
    server = subprocess.Popen([DALIL, "serve", "--port", str(port)], env=env, stdout=out, stderr=err, preexec_fn=_low_limit)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while True:
        try:
            if httpx.get(f"{url}/health", timeout=2).status_code == 200:
                break
        except httpx.HTTPError:
            pass
        assert server.poll() is None and time.monotonic() < deadline, "dalil serve did not start"
        time.sleep(0.2)
    try:
        yield url, tmp_path / "serve.out", tmp_path / "serve.err"
    finally:
        server.terminate()
        server.wait(15)
        out.close()
        err.close()


def test_a_burst_under_a_low_descriptor_limit(low_limit_server) -> None:
    url, out, err = low_limit_server
    outcomes: Counter[object] = Counter()
    lock = threading.Lock()
    start = threading.Barrier(BURST)

    def ask() -> None:
        start.wait(30)
        try:
            reply = httpx.post(f"{url}/ask", json={"question": "ما هو أطول نهر في العالم؟"}, timeout=120)
            outcome: object = reply.status_code
        except httpx.HTTPError as error:
            outcome = type(error).__name__
        with lock:
            outcomes[outcome] += 1

    askers = [threading.Thread(target=ask) for _ in range(BURST)]
    for asker in askers:
        asker.start()
    for asker in askers:
        asker.join(180)
    assert set(outcomes) <= {200, 503}, outcomes
    assert outcomes[200] > 0
    assert httpx.get(f"{url}/health", timeout=10).status_code == 200
    log = err.read_text(encoding="utf-8", errors="replace")
    assert log.count("Traceback") <= MAX_TRACEBACKS, log[-3000:]
    assert "Too many open files" not in log
    assert f"descriptor limit {LIMIT}" in out.read_text(encoding="utf-8")


def test_repeated_records_are_rate_limited_and_counted() -> None:
    import logging

    from dalil.serve import REPEATS_SHOWN, RepeatedRecordFilter

    limiter = RepeatedRecordFilter(window_s=3600)
    records = [logging.LogRecord("dalil.http", logging.ERROR, __file__, 1, "ask failed (%s)", ("OSError",), None)
               for _ in range(50)]
    passed = [record for record in records if limiter.filter(record)]
    assert len(passed) == REPEATS_SHOWN
    other = logging.LogRecord("dalil.http", logging.ERROR, __file__, 1, "another message", (), None)
    assert limiter.filter(other)
    limiter.window_s = 0  # a new window: the next one passes and says what was left out
    again = logging.LogRecord("dalil.http", logging.ERROR, __file__, 1, "ask failed (%s)", ("OSError",), None)
    assert limiter.filter(again) and "47 more like this" in again.getMessage()
