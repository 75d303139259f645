"""`dalil retrieve --batch`: one bad line gets an error record and the batch goes on; topK is
bounded like the API's requests (issue 13, item 10)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

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
