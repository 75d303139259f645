"""A symbolic-link loop where a source file or folder should be ends ingest with one sentence
naming the path (exit 2), never a traceback: for every adapter, a loop as the
source path itself and a loop in place of each file the adapter reads."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from dalil.cli import app
from dalil.embed.hashing import HashingEmbedder
from dalil.errors import DalilError
from dalil.ingest.pipeline import run_ingest
from dalil.settings import get_settings

# Where each adapter looks for its input inside a source folder.
INPUT_FILE = {
    "synaxarium": "ar/canonical.json",
    "liturgy": "agpeya/prayers.json",
    "bible": "TOTHT.txt",
    "arcd": "arcd.json",
    "xquad": "xquad.ar.json",
}


def loop(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.symlink_to(path.name)  # a link to itself: ELOOP on every open
    return path


@pytest.mark.parametrize("source", list(INPUT_FILE))
def test_a_looping_input_file_is_a_sentence(tmp_path: Path, source: str) -> None:
    folder = tmp_path / "source"
    loop(folder / INPUT_FILE[source])
    with pytest.raises(DalilError):
        run_ingest(tmp_path / "dalil.sqlite", HashingEmbedder(), [(source, folder)], progress=False)


@pytest.mark.parametrize("source", list(INPUT_FILE))
def test_a_looping_source_folder_is_a_sentence(tmp_path: Path, source: str) -> None:
    folder = loop(tmp_path / "source")
    with pytest.raises(DalilError):
        run_ingest(tmp_path / "dalil.sqlite", HashingEmbedder(), [(source, folder)], progress=False)


def test_the_cli_says_which_file_loops(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "source"
    looping = loop(folder / INPUT_FILE["liturgy"])
    monkeypatch.setenv("DALIL_STORE", str(tmp_path / "dalil.sqlite"))
    monkeypatch.setenv("DALIL_EMBEDDER", "hashing")
    get_settings.cache_clear()
    result = CliRunner().invoke(app, ["ingest", "--only", "--source", "liturgy", str(folder)])
    get_settings.cache_clear()
    assert result.exit_code == 2, result.output
    assert str(looping) in result.output and "Traceback" not in result.output
