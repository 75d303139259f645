"""End to end: `dalil serve` issues answers and takes votes while `dalil`
CLI processes use the same store; every acknowledged vote is in the export, even after the server
is killed with SIGKILL, and the server keeps knowing the messages it issued."""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx

DALIL = str(Path(sys.executable).with_name("dalil"))


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _start(env: dict[str, str], port: int) -> subprocess.Popen:
    server = subprocess.Popen([DALIL, "serve", "--port", str(port)], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 120
    while True:
        try:
            httpx.get(f"http://127.0.0.1:{port}/health", timeout=2)
            return server
        except httpx.TransportError:
            assert server.poll() is None and time.monotonic() < deadline, "dalil serve did not start"
            time.sleep(0.2)


def test_acknowledged_votes_survive_cli_use_and_a_sigkill(demo_store: Path, tmp_path: Path) -> None:
    store = tmp_path / "dalil.sqlite"
    shutil.copy(demo_store, store)
    env = {k: v for k, v in os.environ.items() if not k.startswith("DALIL_") and k not in ("GEMINI_API_KEY", "OPENROUTER_API_KEY")}
    env.update({"DALIL_STORE": str(store), "DALIL_EMBEDDER": "hashing", "DALIL_PROVIDER": "extractive"})
    port = _free_port()
    url = f"http://127.0.0.1:{port}"
    server = _start(env, port)
    acknowledged, issued = set(), []
    try:
        for _round in range(3):
            for question in ("ما هو أطول نهر في العالم؟", "يوحنا 3: 16"):
                asked = httpx.post(f"{url}/ask", json={"question": question}, timeout=60)
                assert asked.status_code == 200
                issued.append(asked.json()["message_id"])
            for message_id in issued:
                vote = httpx.post(f"{url}/feedback", json={"message_id": message_id, "vote": "up"}, timeout=30)
                assert vote.status_code == 201, vote.text  # never 404 for an issued message, never 422/503
                acknowledged.add(vote.json()["feedback_id"][:12])
            exported = subprocess.run([DALIL, "feedback", "export"], env=env, capture_output=True, text=True, timeout=120, check=False)
            assert exported.returncode == 0, exported.stderr
        assert httpx.get(f"{url}/health", timeout=10).status_code == 200
    finally:
        server.send_signal(signal.SIGKILL)
        server.wait(30)
    exported = subprocess.run([DALIL, "feedback", "export"], env=env, capture_output=True, text=True, timeout=120, check=True)
    present = {json.loads(line)["id"].removeprefix("feedback-") for line in exported.stdout.splitlines()}
    assert acknowledged <= present
