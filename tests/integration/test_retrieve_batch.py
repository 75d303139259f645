"""`dalil retrieve --batch`: one bad line gets an error record and the batch goes on; topK is
bounded like the API's requests."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from dalil import cli
from dalil.cli import app
from dalil.settings import get_settings
from dalil.stores.factory import reset_services
from support.answer_store import answer_settings, build_answer_store


@pytest.fixture
def store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    settings = answer_settings(tmp_path, provider="extractive")
    build_answer_store(settings)
    for name, value in {"DALIL_STORE": str(settings.store), "DALIL_EMBEDDER": "hashing",
                        "DALIL_LIBRARIES": "synaxarium", "DALIL_PROVIDER": "extractive"}.items():
        monkeypatch.setenv(name, value)
    get_settings.cache_clear()
    reset_services()
    return settings.store


def test_bad_lines_get_error_records_and_the_batch_goes_on(store: Path, tmp_path: Path) -> None:
    lines = [
        json.dumps({"id": "big", "question": "متى تنيح القديس أنطونيوس؟", "topK": 1e9}),
        json.dumps({"id": "text-k", "question": "متى تنيح القديس أنطونيوس؟", "topK": "many"}),
        json.dumps({"id": "libs", "question": "متى تنيح القديس أنطونيوس؟", "libraries": "synaxarium"}),
        json.dumps({"id": "nested", "question": {"text": "x"}}),
        json.dumps(["not", "an", "object"]),
        "\xff\xfe garbage",
        json.dumps({"id": "good", "question": "متى تنيح القديس أنطونيوس؟", "topK": 3}, ensure_ascii=False),
    ]
    batch = tmp_path / "q.jsonl"
    batch.write_text("\n".join(lines) + "\n", encoding="utf-8")
    done = CliRunner().invoke(app, ["retrieve", "--batch", str(batch), "--json"])
    assert done.exit_code == 0, done.output
    out = [json.loads(line) for line in done.stdout.splitlines()]
    assert len(out) == len(lines)
    assert [("error" in item) for item in out] == [True] * 6 + [False]
    assert out[0]["id"] == "big" and "topK" in out[0]["error"]
    assert 1 <= len(out[-1]["candidates"]) <= 3


def _without_timings(record: dict) -> dict:
    trace = dict(record.get("trace") or {})
    trace.pop("timings_ms", None)
    trace["counts"] = {k: v for k, v in (trace.get("counts") or {}).items() if not k.endswith("_ms")}
    return {**record, "trace": trace} if "trace" in record else record


def test_workers_give_the_records_of_one_process_in_input_order(store: Path, tmp_path: Path,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    # groups of 2 lines, one ahead a worker: 15 groups pass through the bounded hand-out (BATCH25)
    monkeypatch.setattr(cli, "BATCH_GROUP", 2)
    monkeypatch.setattr(cli, "BATCH_AHEAD_PER_WORKER", 1)
    questions = ["متى تنيح القديس أنطونيوس؟", "ما هو سنكسار يوم ٢٢ هاتور؟", "من هو القديس مرقس الرسول؟",
                 "متى استشهد القديس برثلوماوس الرسول؟"]
    lines = [json.dumps({"id": f"q{i}", "question": questions[i % len(questions)], "topK": 1 + i % 5}, ensure_ascii=False)
             for i in range(30)]
    lines[7] = json.dumps({"id": "bad", "question": ""})  # an error record keeps its place too
    batch = tmp_path / "q.jsonl"
    batch.write_text("\n".join(lines) + "\n", encoding="utf-8")
    runs = {}
    for workers in ("1", "2"):
        done = CliRunner().invoke(app, ["retrieve", "--batch", str(batch), "--workers", workers, "--json"])
        assert done.exit_code == 0, done.output
        runs[workers] = [_without_timings(json.loads(line)) for line in done.stdout.splitlines()]
    assert [record.get("id") for record in runs["2"]] == [f"q{i}" if i != 7 else "bad" for i in range(30)]
    assert "error" in runs["2"][7]
    assert sum(1 for record in runs["2"] if record.get("candidates")) >= 20  # not a comparison of empty lists
    assert runs["2"] == runs["1"]
