"""The one ingest driver and the vector-reuse stage, on a job that records what the driver asked of it."""

from __future__ import annotations

import numpy as np
import pytest

from dalil.errors import IngestError
from dalil.ingest.pipeline import IngestReport, known_vectors, run_job
from dalil.models import Chunk


class RecordingJob:
    def __init__(self, failing: str | None = None) -> None:
        self.failing = failing
        self.calls: list[str] = []

    def plan(self) -> list[str]:
        self.calls.append("plan")
        return ["a", "b", "c"]

    def batches(self, plan: list[str]) -> list[str]:
        return plan

    def run_batch(self, plan: list[str], batch: str) -> str:
        self.calls.append(f"batch {batch}")
        if batch == self.failing:
            raise IngestError(f"batch {batch} is broken")
        return batch.upper()

    def finish(self, plan: list[str], results: list[str]) -> IngestReport:
        self.calls.append(f"finish {''.join(results)}")
        return IngestReport(store="test", embedder="test", rebuilt=False)

    def abandon(self, plan: list[str]) -> None:
        self.calls.append("abandon")


def test_the_driver_runs_every_batch_in_order_then_finishes():
    job = RecordingJob()
    assert run_job(job).store == "test"
    assert job.calls == ["plan", "batch a", "batch b", "batch c", "finish ABC"]


def test_an_error_escaping_a_batch_abandons_the_run_and_is_raised_without_a_finish():
    job = RecordingJob(failing="b")
    with pytest.raises(IngestError, match="batch b is broken"):
        run_job(job)
    assert job.calls == ["plan", "batch a", "batch b", "abandon"]


def _chunk(n: int) -> Chunk:
    return Chunk(chunk_id=f"d#{n}", doc_id="d", n=n, library="xquad", domains=["qa"], title="t",
                 url="https://example.org/d", search_text=f"نص {n}",
                 text=f"نص {n}", content_hash=f"h{n}", corpus_version="v1")


def test_each_lookup_sees_only_what_the_earlier_ones_did_not_find():
    chunks = [_chunk(n) for n in range(4)]
    seen: list[list[str]] = []

    def lookup(ids: set[str]):
        def find(todo: list[Chunk]) -> dict[str, np.ndarray]:
            seen.append([chunk.chunk_id for chunk in todo])
            return {chunk.chunk_id: np.ones(2) for chunk in todo if chunk.chunk_id in ids}
        return find

    stored, shipped, never = known_vectors(chunks, [lookup({"d#0", "d#2"}), lookup({"d#1", "d#2"}), lookup({"d#3"})])
    assert (sorted(stored), sorted(shipped), sorted(never)) == (["d#0", "d#2"], ["d#1"], ["d#3"])
    assert seen == [["d#0", "d#1", "d#2", "d#3"], ["d#1", "d#3"], ["d#3"]]
    assert known_vectors([], [lookup({"d#0"})]) == [{}]
    assert len(seen) == 3  # a lookup with nothing left to find is not called
