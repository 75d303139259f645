"""Concurrent *first* requests on a fresh `dalil serve` with the bundled USE embedder: the model must
be loaded once, not once per request (issue 13, item 4: 100 requests once cost 2.4 GB and 79 s).

    .venv/bin/python benchmarks/soak/first_requests.py --store PATH/TO/USE-built/dalil.sqlite --requests 100
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import httpx

DALIL = str(Path(sys.executable).with_name("dalil"))


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--store", type=Path, required=True)
    parser.add_argument("--requests", type=int, default=100)
    args = parser.parse_args()
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    env = {k: v for k, v in os.environ.items() if not k.startswith("DALIL_") and k not in ("GEMINI_API_KEY", "OPENROUTER_API_KEY")}
    env.update({"DALIL_STORE": str(args.store), "DALIL_PROVIDER": "extractive", "OMP_NUM_THREADS": "1"})
    server = subprocess.Popen([DALIL, "serve", "--port", str(port)], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    url = f"http://127.0.0.1:{port}"
    while True:
        try:
            httpx.get(f"{url}/health", timeout=2)
            break
        except httpx.TransportError:
            time.sleep(0.1)
    peak = {"rss_mb": 0.0, "fds": 0}
    done = threading.Event()

    def sample() -> None:
        while not done.is_set():
            try:
                status = Path(f"/proc/{server.pid}/status").read_text()
                rss = int(next(line.split()[1] for line in status.splitlines() if line.startswith("VmRSS"))) / 1024
                peak["rss_mb"] = max(peak["rss_mb"], rss)
                peak["fds"] = max(peak["fds"], len(os.listdir(f"/proc/{server.pid}/fd")))
            except (OSError, StopIteration):
                pass
            time.sleep(0.2)

    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()

    def ask(i: int) -> str:
        try:
            with httpx.Client(timeout=600) as client:
                reply = client.post(f"{url}/ask", json={"question": "لماذا أحب الله العالم حتى بذل ابنه الوحيد؟"})
            return str(reply.status_code)
        except httpx.TransportError as error:
            return type(error).__name__

    started = time.monotonic()
    with ThreadPoolExecutor(max_workers=args.requests) as pool:
        results = list(pool.map(ask, range(args.requests)))
    seconds = time.monotonic() - started
    done.set()
    server.send_signal(signal.SIGINT)
    server.wait(30)
    outcome = {r: results.count(r) for r in sorted(set(results))}
    print(json.dumps({"requests": args.requests, "outcomes": outcome, "seconds": round(seconds, 1),
                      "server_rss_mb_peak": round(peak["rss_mb"], 1), "server_fds_peak": peak["fds"]}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
