"""The open-loop benchmark's saturation: the highest rate held with every lower rate held, on questions not asked
before in the run (a 2026-12-04 run reported 60 q/s after failing 40 and 50: its 60 q/s step asked the wrapped
distinct list again, which the workers' remembered readings answer cheaper)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "benchmarks" / "load"))

import serve_load  # noqa: E402 - the benchmark script, beside its results


def step(rate: float, held: bool, repeated: int = 0) -> serve_load.RateResult:
    return serve_load.RateResult(
        rate=rate, sent=100, answered=100 if held else 50, unavailable=0, unavailable_with_retry_after=0, errors=0,
        error_kinds={}, p50_ms=5.0, p99_ms=50.0, max_ms=60.0, answered_per_s=rate, cpu_ms_per_answer=40.0,
        peak_rss_mb=500.0, load_1m=1.0, repeated=repeated,
    )


def saturation(*steps: serve_load.RateResult) -> float:
    run = serve_load.CommitRun("after", "abc")
    run.rates = list(steps)
    return run.saturation


def test_a_rate_held_after_a_lower_one_failed_is_no_capacity() -> None:
    assert saturation(step(30, True), step(40, False), step(50, False), step(60, True)) == 30


def test_a_step_of_repeated_questions_is_not_counted() -> None:
    assert saturation(step(30, True), step(40, True), step(50, True, repeated=120)) == 40


def test_every_step_held_on_first_time_questions() -> None:
    assert saturation(step(40, True), step(30, True), step(50, True)) == 50
    assert saturation(step(30, False), step(40, True)) == 0


def test_the_cursor_counts_questions_given_again_once_the_list_wraps() -> None:
    cursor = serve_load.QuestionCursor(["a", "b", "c"])
    assert [cursor.next() for _ in range(3)] == ["a", "b", "c"] and cursor.repeated == 0
    assert [cursor.next() for _ in range(2)] == ["a", "b"] and cursor.repeated == 2
