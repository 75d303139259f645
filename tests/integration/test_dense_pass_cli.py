"""`dalil ingest --dense-pass now|background`: a user library gets its E5 passage vectors after the
store is written, in the foreground or in a low-priority background process while the store
already answers."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from dalil.embed.e5 import e5_model_id
from dalil.stores.sqlite.dense_sidecar import SidecarVectors, sidecar_path

DALIL = [sys.executable, "-m", "dalil.cli"]


def _synaxarium(folder: Path) -> Path:
    days = {
        "22 Hator": [
            {"url": "https://www.copticchurch.net/synaxarium/3_22.html?lang=ar#1", "name": "قزمان ودميان",
             "text": "في مثل هذا اليوم استشهد القديسان قزمان ودميان الطبيبان اللذان كانا يداويان المرضى مجانا."},
        ],
        "1 Tout": [
            {"url": "https://www.copticchurch.net/synaxarium/1_1.html?lang=ar#1", "name": "النيروز",
             "text": "في مثل هذا اليوم يحتفل المؤمنون برأس السنة القبطية عيد النيروز تذكارا للشهداء."},
        ],
    }
    (folder / "ar").mkdir(parents=True)
    (folder / "ar" / "canonical.json").write_text(json.dumps(days, ensure_ascii=False), encoding="utf-8")
    return folder


@pytest.fixture
def env(tmp_path: Path) -> dict[str, str]:
    clean = {k: v for k, v in os.environ.items() if not k.startswith("DALIL_")}
    return {**clean, "DALIL_STORE": str(tmp_path / "dalil.sqlite"), "DALIL_EMBEDDER": "hashing",
            "DALIL_RESCORE_LIBRARIES": "synaxarium", "OMP_NUM_THREADS": "1"}


def _ingest(env: dict[str, str], source: Path, *extra: str) -> subprocess.CompletedProcess:
    return subprocess.run([*DALIL, "ingest", "--only", "--source", "synaxarium", str(source), "--json", *extra],
                          env=env, capture_output=True, text=True, timeout=300, check=False)


def _vectors(env: dict[str, str]) -> dict:
    return SidecarVectors(sidecar_path(env["DALIL_STORE"]), e5_model_id()).known()


def test_now_embeds_the_user_library_after_the_store_is_written(tmp_path: Path, env: dict[str, str]) -> None:
    done = _ingest(env, _synaxarium(tmp_path / "syn"), "--dense-pass", "now")
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    chunks = sum(library["chunks_written"] for library in report["libraries"])
    assert chunks >= 2
    assert "E5 passage vectors: 2 embedded" in done.stderr or f"{chunks} embedded" in done.stderr, done.stderr
    assert len(_vectors(env)) == chunks
    again = _ingest(env, tmp_path / "syn", "--dense-pass", "now")  # nothing new: nothing embedded
    assert again.returncode == 0 and "0 embedded" in again.stderr, again.stderr


def test_background_pass_fills_the_sidecar_while_the_store_answers(tmp_path: Path, env: dict[str, str]) -> None:
    done = _ingest(env, _synaxarium(tmp_path / "syn"), "--dense-pass", "background")
    assert done.returncode == 0, done.stderr
    assert "background pass is running" in done.stderr
    log = Path(env["DALIL_STORE"] + ".dense.log")
    # The store answers at once, whatever the pass has done so far.
    asked = subprocess.run([*DALIL, "retrieve", "قزمان ودميان", "--json"], env=env, capture_output=True, text=True,
                           timeout=120, check=False)
    assert asked.returncode == 0 and json.loads(asked.stdout)["candidates"], asked.stderr
    deadline = time.monotonic() + 180
    while "E5 passage vectors:" not in (log.read_text(encoding="utf-8") if log.exists() else ""):
        assert time.monotonic() < deadline, "the background pass did not finish"
        time.sleep(0.5)
    assert len(_vectors(env)) == sum(library["chunks_written"] for library in json.loads(done.stdout)["libraries"])


def test_bad_choices_are_refused_before_anything_is_written(tmp_path: Path, env: dict[str, str]) -> None:
    source = _synaxarium(tmp_path / "syn")
    wrong = _ingest(env, source, "--dense-pass", "sometimes")
    assert wrong.returncode == 2 and "use off, now or background" in wrong.stderr
    aws = _ingest(env, source, "--dense-pass", "now", "--backend", "aws")
    assert aws.returncode == 2 and "embedded store" in aws.stderr
    assert not Path(env["DALIL_STORE"]).exists()
