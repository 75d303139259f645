"""Every `dalil` command shown in README.md and docs/ runs: the fenced bash
blocks are read, each `dalil …` command is run as written (placeholders filled in) against a copy
of the demo store, and must exit 0 without a traceback."""

from __future__ import annotations

import json
import os
import re
import shlex
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

REPO = Path(__file__).resolve().parents[2]
DALIL = str(Path(sys.executable).with_name("dalil"))
FENCE = re.compile(r"```(?:bash|sh|shell)\n(.*?)```", re.S)


def documented_commands() -> list[tuple[str, list[str]]]:
    """(where, argv) of every dalil command in a fenced bash block; continuations joined."""
    found = []
    for doc in [REPO / "README.md", *sorted((REPO / "docs").glob("*.md"))]:
        for block in FENCE.findall(doc.read_text(encoding="utf-8")):
            for line in block.replace("\\\n", " ").splitlines():
                for part in line.split("&&"):
                    argv = shlex.split(part, comments=True)
                    if argv and Path(argv[0]).name == "dalil":
                        found.append((f"{doc.name}: {part.strip()[:60]}", ["dalil", *argv[1:]]))
    return found


COMMANDS = documented_commands()


def test_the_docs_show_dalil_commands() -> None:
    assert len(COMMANDS) >= 8  # the README's "Using it" block, at least


@pytest.fixture(scope="module")
def workspace(demo_store: Path, tmp_path_factory: pytest.TempPathFactory) -> dict[str, object]:
    folder = tmp_path_factory.mktemp("docs")
    store = folder / "dalil.sqlite"
    shutil.copy(demo_store, store)
    env = {k: v for k, v in os.environ.items() if not k.startswith("DALIL_") and k not in ("GEMINI_API_KEY", "OPENROUTER_API_KEY")}
    env.update({"DALIL_STORE": str(store), "DALIL_EMBEDDER": "hashing", "DALIL_PROVIDER": "extractive"})
    if os.environ.get("DALIL_SHARED_DATA"):
        env["DALIL_SHARED_DATA"] = os.environ["DALIL_SHARED_DATA"]
    questions = folder / "questions.jsonl"
    questions.write_text(json.dumps({"id": "q1", "question": "يوحنا 3: 16"}, ensure_ascii=False) + "\n", encoding="utf-8")
    asked = subprocess.run(
        [DALIL, "ask", "يوحنا 3: 16", "--json"], env=env, cwd=REPO, capture_output=True, text=True, timeout=300, check=False
    )
    assert asked.returncode == 0, asked.stderr
    return {"env": env, "questions": str(questions), "message_id": json.loads(asked.stdout)["message_id"]}


def _filled(argv: list[str], workspace: dict[str, object]) -> list[str]:
    replace = {"questions.jsonl": str(workspace["questions"]), "MESSAGE_ID": str(workspace["message_id"])}
    return [DALIL if i == 0 else replace.get(arg, arg) for i, arg in enumerate(argv)]


def _serve_answers_health(argv: list[str], env: dict[str, str]) -> None:
    port = argv[argv.index("--port") + 1] if "--port" in argv else "8787"
    server = subprocess.Popen(argv, env=env, cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 120
        while True:
            try:
                reply = httpx.get(f"http://127.0.0.1:{port}/health", timeout=2)
                break
            except httpx.TransportError:
                assert server.poll() is None, server.stderr.read() if server.stderr else ""
                assert time.monotonic() < deadline, "dalil serve did not answer"
                time.sleep(0.2)
        assert reply.status_code == 200 and reply.json()["status"] == "ok"
    finally:
        server.send_signal(signal.SIGINT)
        server.wait(30)


@pytest.mark.parametrize(("where", "argv"), COMMANDS, ids=[where for where, _ in COMMANDS])
def test_each_documented_command_runs(where: str, argv: list[str], workspace: dict[str, object], shared_data: Path) -> None:
    argv = _filled(argv, workspace)
    env = dict(workspace["env"])  # type: ignore[arg-type]
    if argv[1] == "serve":
        _serve_answers_health(argv, env)
        return
    if "aws" in argv and "--backend" in argv:
        # Needs an AWS account (docs/DEPLOY.md): the command and its options must exist, at least.
        subcommand = argv[: next(i for i, a in enumerate(argv) if i > 0 and a.startswith("-"))]
        done = subprocess.run([*subcommand, "--help"], env=env, cwd=REPO, capture_output=True, text=True, timeout=120, check=False)
        assert done.returncode == 0 and all(opt.split("=")[0] in done.stdout for opt in argv if opt.startswith("--")), where
        return
    done = subprocess.run(argv, env=env, cwd=REPO, capture_output=True, text=True, timeout=900, check=False)
    assert done.returncode == 0, f"{where}\n{done.stderr[-2000:]}"
    assert "Traceback" not in done.stderr + done.stdout
