"""`dalil serve` with worker processes, and its refusal when it has no place for a question.

Real servers on loopback over the demo store: `--workers 2` binds one socket that both workers
accept on (each answers alone while the other is stopped), a worker killed with SIGKILL is
replaced, and the workers end with their supervisor so the port is free again. A question that
finds no place (every place taken, none free within the wait bound, or too many waiting) gets 503
with Retry-After at once, while /health still answers; the held question still gets its answer.
A question is held deterministically by the loopback Gemini fake, which answers only when told.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from dalil.serve import default_workers, worker_count
from dalil.settings import get_settings
from support.loopback_providers import LoopbackProviders, RecordedRequest, Reply, gemini_echo

DALIL = str(Path(sys.executable).with_name("dalil"))
QUESTION = "يوحنا 3: 16"
STATES = {"answer", "sources", "search", "clarify", "quota"}


def _free_port() -> int:
    """A free port below the kernel's ephemeral range: a port from that range, freed by a killed
    server, may be taken at once by any other test's outgoing connection (its source port), and the
    restart on "the same port" would then fail for a reason that is not the server's."""
    low = int(Path("/proc/sys/net/ipv4/ip_local_port_range").read_text().split()[0])
    for port in range(low - 1, 1024, -1):
        with socket.socket() as sock:
            try:
                sock.bind(("127.0.0.1", port))
            except OSError:
                continue
            return port
    raise AssertionError("no free port below the ephemeral range")


def _env(store: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("DALIL_") and not k.endswith("_API_KEY")}
    env.update(DALIL_STORE=str(store), DALIL_EMBEDDER="hashing", **extra)
    return env


def _children(pid: int) -> list[int]:
    found = []
    for task in os.listdir(f"/proc/{pid}/task"):
        found += [int(child) for child in Path(f"/proc/{pid}/task/{task}/children").read_text().split()]
    return found


def _workers(pid: int) -> list[int]:
    """The supervisor's worker processes (not multiprocessing's resource tracker)."""
    workers = []
    for child in _children(pid):
        try:
            if b"spawn_main" in Path(f"/proc/{child}/cmdline").read_bytes():
                workers.append(child)
        except OSError:
            continue
    return sorted(workers)


def _alive(pid: int) -> bool:
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return False
    return "\nState:\tZ" not in status


def _wait_for(condition, what: str, seconds: float = 90.0) -> None:  # noqa: ANN001 - a predicate
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        time.sleep(0.2)


def _healthy(url: str) -> bool:
    try:
        return httpx.get(f"{url}/health", timeout=5).status_code == 200
    except httpx.HTTPError:
        return False


def _start(args: list[str], env: dict[str, str], port: int) -> subprocess.Popen:
    errors = tempfile.TemporaryFile()  # a file, not a pipe: a server that logs never blocks on it
    server = subprocess.Popen([DALIL, "serve", "--port", str(port), *args], env=env,
                              stdout=subprocess.DEVNULL, stderr=errors)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 120
    while not _healthy(url):
        if server.poll() is not None:  # it ended: say why (its one error line)
            errors.seek(0)
            said = errors.read().decode(errors="replace")[-2000:]
            raise AssertionError(f"dalil serve ended with {server.returncode}: {said}")
        assert time.monotonic() < deadline, "dalil serve did not start"
        time.sleep(0.2)
    return server


def _stop(server: subprocess.Popen) -> None:
    if server.poll() is None:
        server.terminate()
        try:
            server.wait(30)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait(10)


def _ask(url: str, question: str = QUESTION) -> httpx.Response:
    return httpx.post(f"{url}/ask", json={"question": question}, timeout=120)


@pytest.fixture
def two_workers(demo_store: Path) -> Iterator[tuple[str, subprocess.Popen]]:
    port = _free_port()
    server = _start(["--workers", "2"], _env(demo_store), port)
    try:
        _wait_for(lambda: len(_workers(server.pid)) == 2, "two workers")
        yield f"http://127.0.0.1:{port}", server
    finally:
        for worker in _workers(server.pid) if server.poll() is None else []:
            os.kill(worker, signal.SIGCONT)
        _stop(server)


def test_each_of_two_workers_answers_on_the_one_port(two_workers) -> None:
    url, server = two_workers
    first, second = _workers(server.pid)
    for stopped, running in ((first, second), (second, first)):
        os.kill(stopped, signal.SIGSTOP)  # only `running` can accept now
        try:
            replies = [_ask(url) for _ in range(3)]
        finally:
            os.kill(stopped, signal.SIGCONT)
        assert [reply.status_code for reply in replies] == [200, 200, 200]
        assert {reply.json()["state"] for reply in replies} <= STATES
        assert _alive(running)


def test_a_killed_worker_is_replaced(two_workers) -> None:
    url, server = two_workers
    victim = _workers(server.pid)[0]
    os.kill(victim, signal.SIGKILL)
    _wait_for(lambda: len(_workers(server.pid)) == 2 and victim not in _workers(server.pid), "a replacement worker")
    _wait_for(lambda: _healthy(url), "health after the replacement")
    assert _ask(url).status_code == 200
    assert server.poll() is None


def test_workers_end_with_their_supervisor_and_free_the_port(demo_store: Path) -> None:
    port = _free_port()
    env = _env(demo_store)
    server = _start(["--workers", "2"], env, port)
    _wait_for(lambda: len(_workers(server.pid)) == 2, "two workers")
    workers = _workers(server.pid)
    server.send_signal(signal.SIGKILL)
    server.wait(30)
    _wait_for(lambda: not any(_alive(pid) for pid in workers), "the workers to end")
    again = _start(["--workers", "2"], env, port)  # the same port: nothing holds it any more
    try:
        assert _ask(f"http://127.0.0.1:{port}").status_code == 200
    finally:
        _stop(again)


# ---- no place for a question: 503 with Retry-After ------------------------------------------------


@pytest.fixture
def held_provider() -> Iterator[tuple[LoopbackProviders, threading.Event]]:
    release = threading.Event()
    echo = gemini_echo()

    def held(recorded: RecordedRequest) -> Reply:
        release.wait(120)
        assert echo.respond is not None
        return echo.respond(recorded)

    with LoopbackProviders() as fake:
        fake.always("gemini-held", Reply(respond=held))
        try:
            yield fake, release
        finally:
            release.set()


def _one_place_server(demo_store: Path, fake: LoopbackProviders, **limits: str) -> tuple[str, subprocess.Popen]:
    port = _free_port()
    env = _env(demo_store, GEMINI_API_KEY="test-key", DALIL_GEMINI_BASE_URL=fake.base_url, DALIL_GEMINI_MODELS="gemini-held",
               DALIL_SERVE_ASK_THREADS="1", **limits)
    return f"http://127.0.0.1:{port}", _start(["--workers", "1"], env, port)


def _hold_the_one_place(url: str, fake: LoopbackProviders) -> tuple[threading.Thread, list[httpx.Response]]:
    held: list[httpx.Response] = []
    asker = threading.Thread(target=lambda: held.append(_ask(url)))
    asker.start()
    _wait_for(lambda: len(fake.requests) == 1, "the first question to reach the provider")
    return asker, held


@pytest.mark.parametrize("limits", [{"DALIL_SERVE_ASK_QUEUE": "0"},
                                    {"DALIL_SERVE_ASK_QUEUE": "8", "DALIL_SERVE_ASK_WAIT_S": "0.3"}],
                         ids=["no-queue", "wait-bound"])
def test_a_question_without_a_place_gets_503_with_retry_after(demo_store: Path, held_provider, limits) -> None:
    fake, release = held_provider
    url, server = _one_place_server(demo_store, fake, **limits)
    try:
        asker, held = _hold_the_one_place(url, fake)
        refused = _ask(url, "ما هو سنكسار يوم ٢٢ هاتور؟")
        assert refused.status_code == 503
        assert refused.headers["retry-after"] == "1"
        assert refused.json()["error"] == "unavailable" and "try again" in refused.json()["message"]
        assert httpx.get(f"{url}/health", timeout=10).status_code == 200  # not a question: never refused
        assert len(fake.requests) == 1  # the refused question ran nothing
        release.set()
        asker.join(120)
        assert held and held[0].status_code == 200 and held[0].json()["state"] == "answer"
        again = _ask(url)
        assert again.status_code == 200  # the place is free again
    finally:
        release.set()
        _stop(server)


def test_worker_count_follows_the_flag_then_the_setting_then_the_cpus(monkeypatch: pytest.MonkeyPatch) -> None:
    assert worker_count(3) == 3
    monkeypatch.setenv("DALIL_SERVE_WORKERS", "5")
    get_settings.cache_clear()
    assert worker_count() == 5
    monkeypatch.setenv("DALIL_SERVE_WORKERS", "0")
    get_settings.cache_clear()
    assert worker_count() == default_workers()
    assert 1 <= default_workers() <= min(4, len(os.sched_getaffinity(0)))
