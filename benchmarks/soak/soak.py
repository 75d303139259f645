"""A bounded soak and fault run of `dalil serve` on one store (issue 13).

What it does, all on 127.0.0.1 and a temporary store (nothing reaches the network):
1. builds a store from the bundled demo corpus (hashing embedder: no model to load);
2. starts loopback fakes of the Gemini wire format: one rung answers with a reply larger than the
   reply cap (huge), the next answers slowly (slow), so every /ask crosses both faults;
3. starts `dalil serve` (uvicorn) as a child process on that store and, at once:
   - N concurrent POST /ask (one new connection each), then a vote on every issued message;
   - `dalil feedback export` CLI processes on the same store, one after another;
   - `dalil feedback give` CLI writers, some of them killed with SIGKILL mid-run;
   - samples of the server's RSS and open descriptors every 0.5 s;
4. kills the server with SIGKILL while votes are being written, restarts it, goes on voting;
5. counts lost writes: every vote the server or the CLI acknowledged must be in the final export,
   and the store must pass `PRAGMA integrity_check`.

    .venv/bin/python benchmarks/soak/soak.py --asks 100 --concurrency 100 --json benchmarks/soak/last.json

Prints a summary; the recorded runs are in benchmarks/soak/RESULTS.md.
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import random
import signal
import socket
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import httpx

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "tests"))  # the loopback provider fakes live with the tests

from support.loopback_providers import LoopbackProviders, Reply, gemini_echo  # noqa: E402

DALIL = str(Path(sys.executable).with_name("dalil"))
QUESTIONS = [
    "لماذا أحب الله العالم حتى بذل ابنه الوحيد؟",
    "ما هو أطول نهر في العالم؟",
    "يوحنا 3: 16",
    "من كتب إنجيل يوحنا؟",
    "ما هي عاصمة مصر؟",
]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class Server:
    def __init__(self, env: dict[str, str], port: int) -> None:
        self.env, self.port = env, port
        self.process: subprocess.Popen[str] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> None:
        self.process = subprocess.Popen([DALIL, "serve", "--port", str(self.port)], env=self.env, cwd=REPO,
                                        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            try:
                if httpx.get(f"{self.url}/health", timeout=2).status_code == 200:
                    return
            except httpx.TransportError:
                time.sleep(0.2)
        raise RuntimeError("dalil serve did not start")

    def kill9(self) -> None:
        assert self.process is not None
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(30)

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
            try:
                self.process.wait(30)
            except subprocess.TimeoutExpired:
                self.process.kill()


class Sampler(threading.Thread):
    """RSS (MB) and open descriptors of the server process over time, tagged with the phase."""

    def __init__(self, server: Server) -> None:
        super().__init__(daemon=True)
        self.server, self.samples, self.stopped = server, [], threading.Event()
        self.phase = "start"

    def run(self) -> None:
        started = time.monotonic()
        while not self.stopped.is_set():
            process = self.server.process
            if process and process.poll() is None:
                try:
                    status = Path(f"/proc/{process.pid}/status").read_text()
                    rss_kb = int(next(line.split()[1] for line in status.splitlines() if line.startswith("VmRSS")))
                    fds = len(os.listdir(f"/proc/{process.pid}/fd"))
                    self.samples.append({"t": round(time.monotonic() - started, 1), "pid": process.pid, "phase": self.phase,
                                         "rss_mb": round(rss_kb / 1024, 1), "fds": fds})
                except (OSError, StopIteration):
                    pass
            self.stopped.wait(0.5)


class Tally:
    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.by_class: collections.Counter[str] = collections.Counter()
        self.acknowledged_votes: set[str] = set()
        self.message_ids: list[str] = []
        self.served = 0

    def add(self, key: str) -> None:
        with self.lock:
            self.by_class[key] += 1


def ask(server: Server, tally: Tally, question: str) -> None:
    try:
        with httpx.Client(timeout=120) as client:  # a new connection per request
            reply = client.post(f"{server.url}/ask", json={"question": question})
    except httpx.RemoteProtocolError:
        tally.add("ask:reset")
        return
    except httpx.TransportError as error:
        tally.add(f"ask:{type(error).__name__}")
        return
    tally.add(f"ask:{reply.status_code}")
    if reply.status_code == 200:
        body = reply.json()
        with tally.lock:
            tally.served += 1
            tally.message_ids.append(body["message_id"])
            tally.by_class[f"state:{body['state']}"] += 1


def vote(server: Server, tally: Tally, message_id: str) -> None:
    try:
        reply = httpx.post(f"{server.url}/feedback", json={"message_id": message_id, "vote": random.choice(["up", "down"]),
                                                         "comment": "soak"}, timeout=60)
    except httpx.TransportError as error:
        tally.add(f"vote:{type(error).__name__}")  # not acknowledged: not counted as a write
        return
    tally.add(f"vote:{reply.status_code}")
    if reply.status_code == 201:
        with tally.lock:
            tally.acknowledged_votes.add(reply.json()["feedback_id"])


def cli_exports(env: dict[str, str], stop: threading.Event, tally: Tally) -> None:
    while not stop.is_set():
        done = subprocess.run([DALIL, "feedback", "export"], env=env, capture_output=True, text=True, timeout=120, check=False)
        tally.add(f"cli-export:exit{done.returncode}")


def cli_writers(env: dict[str, str], stop: threading.Event, tally: Tally) -> None:
    """`dalil feedback give` processes; every third one is killed with SIGKILL mid-run."""
    number = 0
    while not stop.is_set():
        with tally.lock:
            ids = list(tally.message_ids)
        if not ids:
            time.sleep(0.2)
            continue
        number += 1
        process = subprocess.Popen([DALIL, "feedback", "give", random.choice(ids), "--vote", "up", "--comment", "cli"],
                                   env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        if number % 3 == 0:
            time.sleep(random.uniform(0.05, 0.6))
            process.send_signal(signal.SIGKILL)
            process.wait()
            tally.add("cli-give:killed")
            continue
        out, _ = process.communicate(timeout=120)
        tally.add(f"cli-give:exit{process.returncode}")
        if process.returncode == 0:
            with tally.lock:
                tally.acknowledged_votes.add(json.loads(out)["feedback_id"])


def build_store(env: dict[str, str]) -> None:
    done = subprocess.run([DALIL, "ingest", "--json"], env=env, capture_output=True, text=True, timeout=1800, check=False)
    if done.returncode != 0:
        raise RuntimeError(done.stderr)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--asks", type=int, default=100)
    parser.add_argument("--concurrency", type=int, default=100)
    parser.add_argument("--slow-s", type=float, default=2.0, help="delay of the slow provider rung")
    parser.add_argument("--json", type=Path, help="write the full report here")
    args = parser.parse_args()

    work = Path(tempfile.mkdtemp(prefix="dalil-soak-"))
    fakes = LoopbackProviders().start()
    huge = Reply(status=200, raw=b'{"candidates": "' + b"x" * (8 * 1024 * 1024) + b'"}')
    echo = gemini_echo().respond
    assert echo is not None

    def huge_or_slow(request: Any) -> Reply:
        """Half the calls get an 8 MB reply, half a correct answer after `--slow-s` seconds."""
        if random.random() < 0.5:
            return huge
        answer = echo(request)
        return Reply(status=answer.status, body=answer.body, delay_s=args.slow_s)

    for model in ("gemini-a", "gemini-b"):
        fakes.always(model, Reply(respond=huge_or_slow))
    env = {k: v for k, v in os.environ.items() if not k.startswith("DALIL_") and k not in ("GEMINI_API_KEY", "OPENROUTER_API_KEY")}
    env.update({
        "DALIL_STORE": str(work / "dalil.sqlite"), "DALIL_EMBEDDER": "hashing", "DALIL_PROVIDER": "gemini",
        "GEMINI_API_KEY": "soak-key-0123456789", "DALIL_GEMINI_BASE_URL": fakes.base_url,
        "DALIL_GEMINI_MODELS": "gemini-a,gemini-b", "DALIL_CAPACITY_PER_MINUTE": "100000",
        "DALIL_CAPACITY_PER_DAY": "1000000", "OMP_NUM_THREADS": "1",
    })
    started = time.monotonic()
    build_store(env)
    server = Server(env, free_port())
    server.start()
    sampler = Sampler(server)
    sampler.start()
    tally = Tally()
    stop = threading.Event()
    background = [threading.Thread(target=cli_exports, args=(env, stop, tally), daemon=True),
                  threading.Thread(target=cli_writers, args=(env, stop, tally), daemon=True)]
    for thread in background:
        thread.start()

    # Phase 1: concurrent asks, each on its own connection.
    sampler.phase = "asks-1"
    with ThreadPoolExecutor(max_workers=args.concurrency) as pool:
        list(pool.map(lambda i: ask(server, tally, QUESTIONS[i % len(QUESTIONS)]), range(args.asks)))
    # Phase 2: a vote on every issued message, with a SIGKILL of the server half-way.
    ids = list(tally.message_ids)
    half = len(ids) // 2
    sampler.phase = "votes+kill"
    with ThreadPoolExecutor(max_workers=16) as pool:
        list(pool.map(lambda m: vote(server, tally, m), ids[:half]))
        killer = threading.Timer(0.3, server.kill9)
        killer.start()
        list(pool.map(lambda m: vote(server, tally, m), ids[half:]))
        killer.join()
    server.start()
    sampler.phase = "votes-after-restart"
    with ThreadPoolExecutor(max_workers=16) as pool:
        list(pool.map(lambda m: vote(server, tally, m), ids[half:]))
    # Phase 3: two more waves of asks on the restarted server: descriptors must not drift.
    for wave in ("asks-2", "asks-3"):
        sampler.phase = wave
        with ThreadPoolExecutor(max_workers=args.concurrency) as pool:
            list(pool.map(lambda i: ask(server, tally, QUESTIONS[i % len(QUESTIONS)]), range(args.asks)))
    sampler.phase = "idle"
    time.sleep(3)
    stop.set()
    for thread in background:
        thread.join(180)
    server.stop()
    sampler.stopped.set()
    sampler.join()
    fakes.stop()

    exported = subprocess.run([DALIL, "feedback", "export"], env=env, capture_output=True, text=True, timeout=300, check=True)
    present = {json.loads(line)["id"].removeprefix("feedback-") for line in exported.stdout.splitlines()}
    lost = sorted(fid for fid in tally.acknowledged_votes if fid[:12] not in present)
    from dalil.stores.sqlite.userdata import user_data_path

    integrity = {}
    for path in (Path(env["DALIL_STORE"]), user_data_path(env["DALIL_STORE"])):
        with sqlite3.connect(path) as conn:
            integrity[path.name] = conn.execute("PRAGMA integrity_check").fetchone()[0]

    by_pid: dict[int, list[dict[str, Any]]] = collections.defaultdict(list)
    for sample in sampler.samples:
        by_pid[sample["pid"]].append(sample)
    servers = [{"pid": pid, "samples": len(s), "rss_mb_first": s[0]["rss_mb"], "rss_mb_max": max(x["rss_mb"] for x in s),
                "rss_mb_last": s[-1]["rss_mb"], "fds_first": s[0]["fds"], "fds_max": max(x["fds"] for x in s), "fds_last": s[-1]["fds"]}
               for pid, s in by_pid.items()]
    phases: dict[str, dict[str, Any]] = {}
    for sample in sampler.samples:
        phase = phases.setdefault(sample["phase"], {"fds_max": 0, "rss_mb_max": 0.0})
        phase["fds_max"] = max(phase["fds_max"], sample["fds"])
        phase["rss_mb_max"] = max(phase["rss_mb_max"], sample["rss_mb"])
        phase["fds_last"], phase["rss_mb_last"] = sample["fds"], sample["rss_mb"]
    report = {
        "asks": args.asks * 3, "phases": phases, "concurrency": args.concurrency, "served_asks": tally.served,
        "errors_by_class": dict(sorted(tally.by_class.items())),
        "resets": tally.by_class.get("ask:reset", 0),
        "acknowledged_votes": len(tally.acknowledged_votes), "lost_writes": len(lost), "lost": lost[:20],
        "integrity": integrity, "servers": servers, "seconds": round(time.monotonic() - started, 1),
        "provider_calls": collections.Counter(fakes.calls()),
    }
    if args.json:
        args.json.write_text(json.dumps({**report, "samples": sampler.samples}, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(json.dumps(report, ensure_ascii=False, indent=1))
    return 0 if not lost and all(v == "ok" for v in integrity.values()) else 1


if __name__ == "__main__":
    raise SystemExit(main())
