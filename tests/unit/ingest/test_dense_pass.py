"""The background E5 pass: only chunks without a vector for their current text are embedded,
into the sidecar, incrementally; a second run embeds nothing."""

from __future__ import annotations

import io
from pathlib import Path

import numpy as np
import pytest

from dalil.embed.e5 import e5_model_id
from dalil.embed.hashing import HashingEmbedder
from dalil.embed.passages import bundled_path, text_hash, write_bundled
from dalil.ingest.dense_pass import PassAlreadyRunning, _LineProgress, _single_pass, fill, main, pass_libraries
from dalil.ingest.pipeline import run_ingest
from dalil.stores.sqlite.dense_sidecar import SidecarVectors, sidecar_path
from dalil.stores.sqlite.store import open_store


def test_fill_embeds_what_is_missing_once_and_skips_bundled_chunks(tmp_path: Path) -> None:
    store = tmp_path / "dalil.sqlite"
    run_ingest(store, HashingEmbedder(), [("xquad", None)], progress=False)
    with open_store(store) as opened:
        chunks = list(opened.chunks.iter_chunks())
        versions = opened.corpus_versions()
    model = e5_model_id()
    bundled_dir = tmp_path / "vectors"
    first = chunks[0]
    write_bundled(bundled_path(model, bundled_dir), model, [first.chunk_id], [text_hash(model, first)],
                  np.eye(1, 384, dtype=np.float32), corpus_versions=versions)

    report = fill(store, progress=False, limit=3, bundled_dir=bundled_dir)
    assert (report.chunks, report.bundled, report.embedded) == (len(chunks), 1, 3)
    stored = SidecarVectors(sidecar_path(store), model).known()
    assert stored == {c.chunk_id: text_hash(model, c) for c in chunks[1:4]}

    again = fill(store, progress=False, limit=2, bundled_dir=bundled_dir)
    assert (again.bundled, again.already, again.embedded) == (1, 3, 2)


def test_a_second_pass_on_the_same_store_exits_instead_of_repeating_the_work(tmp_path: Path) -> None:
    store = tmp_path / "dalil.sqlite"
    run_ingest(store, HashingEmbedder(), [("xquad", None)], progress=False)
    with _single_pass(store):
        with pytest.raises(PassAlreadyRunning):
            fill(store, progress=False, limit=1)
        assert main(["--store", str(store), "--limit", "1", "--no-progress"]) == 0  # says so, embeds nothing
    assert SidecarVectors(sidecar_path(store), e5_model_id()).known() == {}
    assert fill(store, progress=False, limit=1, bundled_dir=tmp_path / "none").embedded == 1  # the lock went with the pass


def test_without_a_terminal_the_pass_logs_progress_lines(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    store = tmp_path / "dalil.sqlite"
    run_ingest(store, HashingEmbedder(), [("xquad", None)], progress=False)
    report = fill(store, progress=True, limit=3, bundled_dir=tmp_path / "none")
    assert report.embedded == 3
    assert "E5 passage vectors 3/3" in capsys.readouterr().err  # the last line always comes


def test_line_progress_reports_rate_and_time_left_at_most_every_interval() -> None:
    out = io.StringIO()
    lines = _LineProgress(total=10, every=3600.0, out=out)
    lines.advance(4)
    assert out.getvalue() == ""  # inside the interval: silent
    lines.advance(6)
    assert out.getvalue().startswith("E5 passage vectors 10/10 (")
    assert "min left)" in out.getvalue()


def test_the_pass_embeds_the_rescored_libraries_unless_told_otherwise() -> None:
    assert pass_libraries(None, ("bible", "arcd")) == ("bible", "arcd")
    assert pass_libraries("all", ("bible",)) is None
    assert pass_libraries("synaxarium, liturgy", ("bible",)) == ("synaxarium", "liturgy")
