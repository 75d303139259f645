"""The `dalil` command as a newcomer meets it: `--version`, `-h`, short flags, a question from
stdin, `dalil info`, reason codes as sentences, and an ingest summary that fits 80 columns.

A real process each time, on a copy of the demo store (hashing embedder: no model to load).
"""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import subprocess
import sys
from importlib.metadata import version
from pathlib import Path

import pytest

DALIL = str(Path(sys.executable).with_name("dalil"))
DEMO = Path(__file__).resolve().parents[2] / "shared" / "dalil" / "data" / "demo"
FAKE_KEY = "AIzaFAKE-reader-test-key-0123456789"


def run(args: list[str], env: dict[str, str], stdin: bytes | None = None) -> subprocess.CompletedProcess:
    done = subprocess.run([DALIL, *args], env=env, input=stdin, capture_output=True, timeout=600, check=False)
    out, err = done.stdout.decode("utf-8", "replace"), done.stderr.decode("utf-8", "replace")
    assert "Traceback" not in out + err, err
    return subprocess.CompletedProcess(done.args, done.returncode, out, err)


@pytest.fixture
def env(demo_store: Path, tmp_path: Path) -> dict[str, str]:
    store = tmp_path / "dalil.sqlite"
    shutil.copy(demo_store, store)
    clean = {k: v for k, v in os.environ.items() if not k.startswith("DALIL_") and k not in ("GEMINI_API_KEY", "OPENROUTER_API_KEY")}
    clean.update({"DALIL_STORE": str(store), "DALIL_EMBEDDER": "hashing", "DALIL_PROVIDER": "extractive", "COLUMNS": "80"})
    return clean


def test_version_prints_the_installed_version(env: dict[str, str]) -> None:
    for flag in ("--version", "-V"):
        done = run([flag], env)
        assert done.returncode == 0
        assert done.stdout.strip() == f"dalil {version('dalil')}"


@pytest.mark.parametrize("argv", [["-h"], ["ask", "-h"], ["retrieve", "-h"], ["info", "-h"], ["eval", "retrieval", "-h"],
                                  ["feedback", "give", "-h"]])
def test_dash_h_is_help_everywhere(env: dict[str, str], argv: list[str]) -> None:
    done = run(argv, env)
    assert done.returncode == 0, done.stderr
    assert "Usage" in done.stdout and "--help" in done.stdout


def test_ask_help_points_at_the_design_in_the_repository(env: dict[str, str]) -> None:
    done = run(["ask", "-h"], env)
    assert "docs/DESIGN.md" in done.stdout


def test_short_flags_restrict_and_print_json(env: dict[str, str]) -> None:
    done = run(["retrieve", "-k", "3", "-l", "bible", "-j", "يوحنا 3: 16"], env)
    assert done.returncode == 0, done.stderr
    candidates = json.loads(done.stdout)["candidates"]
    assert len(candidates) == 3 and {c["library"] for c in candidates} == {"bible"}
    asked = json.loads(run(["ask", "-j", "-l", "bible", "-n", "يوحنا 3: 16"], env).stdout)
    assert asked["state"] == "answer" and asked["conversation_id"]
    assert {card["library"] for card in asked["sources"]} == {"bible"}


def test_ask_dash_reads_the_question_from_stdin(env: dict[str, str]) -> None:
    done = run(["ask", "-", "-j"], env, stdin="يوحنا 3: 16\n".encode())
    assert done.returncode == 0, done.stderr
    response = json.loads(done.stdout)
    assert response["state"] == "answer"
    assert any(c["chunk_id"].startswith("svd:Jhn.3/") for c in response["citations"])


@pytest.mark.parametrize(
    ("stdin", "message"),
    [(b"\xff\xfe\x00", "not UTF-8"), (b"   \n", "The question is empty"), ("ا".encode() * 3000, "too long")],
)
def test_a_bad_question_on_stdin_is_a_clear_error(env: dict[str, str], stdin: bytes, message: str) -> None:
    done = run(["ask", "-"], env, stdin=stdin)
    assert done.returncode == 2
    assert message in done.stderr


def test_reason_codes_read_as_sentences_in_human_output_and_stay_codes_in_json(env: dict[str, str]) -> None:
    human = run(["ask", "سنكسار يوم ١٢"], env)
    assert human.returncode == 0, human.stderr
    assert "اليوم غير محدد" in human.stdout and "The day is ambiguous" in human.stdout
    machine = json.loads(run(["ask", "سنكسار يوم ١٢", "--json"], env).stdout)
    assert machine["state"] == "search" and machine["reason"].startswith("date_ambiguous:")


def test_info_reports_store_libraries_providers_and_changed_settings_without_keys(env: dict[str, str]) -> None:
    env = {**env, "GEMINI_API_KEY": FAKE_KEY, "DALIL_PROVIDER": "auto", "DALIL_CRITIC": "offline"}
    done = run(["info", "--json"], env)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["store"] == env["DALIL_STORE"] and report["store_exists"]
    with sqlite3.connect(env["DALIL_STORE"]) as conn:
        stored = dict(conn.execute("SELECT library, count(*) FROM chunks GROUP BY library").fetchall())
    assert {lib["library"]: lib["chunks"] for lib in report["libraries"]} == stored
    assert {p["name"]: p["key_present"] for p in report["providers"]} == {"gemini": True, "openrouter": False}
    assert report["ladder"][0].startswith("gemini:")
    changed = report["changed_settings"]
    assert changed["embedder"] == "hashing" and changed["critic"] == "offline" and changed["gemini_api_key"] == "set"
    assert "top_k" not in changed  # left at its default
    # The shipped E5 vectors cover the bundled Bible: the coverage is counted, not assumed.
    bible = next(lib for lib in report["libraries"] if lib["library"] == "bible")
    assert bible["rescored"] and 0 < bible["dense_vectors"] <= bible["chunks"]
    human = run(["info"], env)
    assert human.returncode == 0
    assert "gemini: key present" in human.stdout and "DALIL_CRITIC = offline" in human.stdout
    assert FAKE_KEY not in done.stdout + human.stdout + human.stderr


def test_info_on_a_machine_without_a_store_says_how_to_build_one(env: dict[str, str], tmp_path: Path) -> None:
    env = {**env, "DALIL_STORE": str(tmp_path / "none" / "dalil.sqlite")}
    done = run(["info"], env)
    assert done.returncode == 0, done.stderr
    assert "no store yet" in done.stdout
    assert not (tmp_path / "none" / "dalil.sqlite").exists()  # info never creates a store


def test_the_ingest_summary_fits_80_columns(env: dict[str, str], tmp_path: Path, shared_data: Path) -> None:
    env = {**env, "DALIL_STORE": str(tmp_path / "fresh.sqlite")}
    done = run(["ingest", "--only", "--source", "xquad", str(DEMO / "xquad.jsonl.gz"),
                "--source", "liturgy", str(shared_data / "coptic_liturgical_ar")], env)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert all(len(line) <= 80 for line in lines if not line.startswith("store ")), "\n".join(lines)
    header = next(line for line in lines if "library" in line)
    assert header.split() == ["library", "docs", "chunks", "new", "changed", "same", "gone", "embedded", "s"]
    rows = {line.split()[0]: line.split() for line in lines if line.split() and line.split()[0] in ("xquad", "liturgy")}
    assert rows["xquad"][3] == rows["xquad"][1]  # a fresh store: every document is new
    assert "…" not in done.stdout  # nothing truncated


def test_clarify_is_in_the_json_and_its_choices_are_printed(env: dict[str, str]) -> None:
    response = json.loads(run(["ask", "-j", "يوحنا 99: 1"], env).stdout)
    assert response["state"] == "search" and response["reason"].startswith("ref_impossible")
    assert response["clarify"]["kind"] == "chapter" and len(response["clarify"]["options"]) == 21
    human = run(["ask", "يوحنا 99: 1"], env).stdout
    assert " ".join(str(n) for n in range(1, 22)) in human
    assert "dalil ask 'يوحنا 1'" in human


def test_info_names_a_secret_it_does_not_read(env: dict[str, str]) -> None:
    env = {**env, "DALIL_PROVIDER_SECRET_NAME": "dalil/provider-keys", "GEMINI_API_KEY": FAKE_KEY}
    report = json.loads(run(["info", "--json"], env).stdout)
    providers = {p["name"]: p for p in report["providers"]}
    assert providers["gemini"]["key_present"] is True  # the environment's key wins
    assert providers["openrouter"] == {"name": "openrouter", "key_present": None, "source": "Secrets Manager dalil/provider-keys"}
    assert "Secrets Manager" in report["ladder"][0]
    assert FAKE_KEY not in json.dumps(report)
