"""The checkpoint ledger and the regression gate: a regression fails, a tie passes."""

from __future__ import annotations

from pathlib import Path

from dalil.eval.ledger import (
    DEFAULT_TOLERANCE,
    Checkpoint,
    append,
    compare,
    count,
    gate,
    last_accepted,
    read,
    value,
)


def checkpoint(results: dict, *, accepted: bool = False, sha: str = "f" * 64, completed: int = 200, date: str = "2026-11-30T00:00:00+00:00") -> Checkpoint:
    return Checkpoint(
        date=date,
        suite="dev-arcd",
        kind="retrieval",
        fixtures={"path": "benchmarks/fixtures/dev-arcd.jsonl", "sha256": sha, "N": 200},
        n=200,
        N=200,
        completed=completed,
        top_k=5,
        results=results,
        accepted=accepted,
    )


BASE = {"fused": {"hit@1": count(150, 200), "hit@5": count(190, 200), "mrr": value(0.80), "grounded_rejected": count(4, 200)}}


def test_a_tie_passes(tmp_path: Path) -> None:
    append(tmp_path, checkpoint(BASE, accepted=True))
    result = gate(checkpoint(BASE), tmp_path)
    assert result.passed, result
    assert result.compared == 4 and not result.regressions


def test_one_fixture_lost_of_200_is_a_regression(tmp_path: Path) -> None:
    append(tmp_path, checkpoint(BASE, accepted=True))
    worse = {"fused": {**BASE["fused"], "hit@5": count(189, 200)}}
    result = gate(checkpoint(worse), tmp_path)
    assert not result.passed
    assert [(r.group, r.metric, r.accepted, r.current) for r in result.regressions] == [("fused", "hit@5", "190/200", "189/200")]


def test_float_noise_within_the_tolerance_passes(tmp_path: Path) -> None:
    append(tmp_path, checkpoint(BASE, accepted=True))
    noisy = {"fused": {**BASE["fused"], "mrr": value(0.80 - DEFAULT_TOLERANCE / 2)}}
    assert gate(checkpoint(noisy), tmp_path).passed


def test_token_saving_has_its_own_tolerance_and_counts_keep_theirs() -> None:
    context = {"compact": {"expected_kept": count(27, 27), "token_saving": value(0.2022)}}
    other_machine = {"compact": {"expected_kept": count(27, 27), "token_saving": value(0.199)}}
    regressions, _, _ = compare(other_machine, context)
    assert not regressions  # one excerpt's worth of tokens (bible-refs on another machine)
    lost_compaction = {"compact": {"expected_kept": count(27, 27), "token_saving": value(0.2022 - 0.0075)}}
    assert [r.metric for r in compare(lost_compaction, context)[0]] == ["token_saving"]
    one_question = {"compact": {"expected_kept": count(26, 27), "token_saving": value(0.2022)}}
    assert [r.metric for r in compare(one_question, context)[0]] == ["expected_kept"]


def test_lower_is_better_metrics_regress_upwards() -> None:
    more_false_stops = {"fused": {**BASE["fused"], "grounded_rejected": count(6, 200)}}
    regressions, improvements, _ = compare(more_false_stops, BASE)
    assert [r.metric for r in regressions] == ["grounded_rejected"]
    fewer = {"fused": {**BASE["fused"], "grounded_rejected": count(1, 200)}}
    regressions, improvements, _ = compare(fewer, BASE)
    assert not regressions and [r.metric for r in improvements] == ["grounded_rejected"]


def test_the_gate_compares_with_the_last_accepted_checkpoint_not_the_last_one(tmp_path: Path) -> None:
    append(tmp_path, checkpoint(BASE, accepted=True, date="2026-11-29T00:00:00+00:00"))
    better = {"fused": {**BASE["fused"], "hit@1": count(170, 200)}}
    append(tmp_path, checkpoint(better, accepted=True, date="2026-11-30T00:00:00+00:00"))
    unreviewed = {"fused": {**BASE["fused"], "hit@1": count(100, 200)}}
    append(tmp_path, checkpoint(unreviewed, accepted=False, date="2026-11-30T01:00:00+00:00"))
    assert last_accepted(tmp_path, "dev-arcd", "retrieval").date == "2026-11-30T00:00:00+00:00"
    result = gate(checkpoint(BASE), tmp_path)  # back to 150 from the accepted 170
    assert not result.passed and result.baseline_date == "2026-11-30T00:00:00+00:00"
    assert len(read(tmp_path, "dev-arcd")) == 3  # history is appended, never rewritten


def test_no_accepted_checkpoint_fails_with_a_reason(tmp_path: Path) -> None:
    append(tmp_path, checkpoint(BASE, accepted=False))
    result = gate(checkpoint(BASE), tmp_path)
    assert not result.passed and "no accepted" in (result.reason or "")


def test_a_changed_fixture_file_is_not_compared(tmp_path: Path) -> None:
    append(tmp_path, checkpoint(BASE, accepted=True, sha="a" * 64))
    result = gate(checkpoint(BASE, sha="b" * 64), tmp_path)
    assert not result.passed and "fixture file changed" in (result.reason or "")


def test_an_incomplete_run_does_not_pass_even_with_equal_metrics(tmp_path: Path) -> None:
    append(tmp_path, checkpoint(BASE, accepted=True))
    result = gate(checkpoint(BASE, completed=199), tmp_path)
    assert not result.passed and "199/200" in (result.reason or "")


def test_checkpoints_of_another_embedding_model_are_never_the_baseline(tmp_path: Path) -> None:
    use = checkpoint(BASE, accepted=True)
    use.embedder = "use-multilingual-v3"
    append(tmp_path, use)
    hashing_base = {"fused": {**BASE["fused"], "hit@1": count(90, 200)}}
    hashing = checkpoint(hashing_base, accepted=True)
    hashing.embedder = "hashing-v1-256"
    append(tmp_path, hashing)
    run = checkpoint(hashing_base)
    run.embedder = "hashing-v1-256"
    assert gate(run, tmp_path).passed  # compared with the hashing baseline, not the USE one
    run.embedder = "another-model"
    result = gate(run, tmp_path)
    assert not result.passed and "with embedder another-model" in (result.reason or "")
