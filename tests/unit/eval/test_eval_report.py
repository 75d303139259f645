"""The report: a markdown table per suite from the ledger and one PNG chart of hit@k."""

from __future__ import annotations

from pathlib import Path

from dalil.eval.ledger import Checkpoint, append, count, value
from dalil.eval.report import write_report


def _retrieval(suite: str, accepted: bool, hit1: int) -> Checkpoint:
    curves = {"fused": [hit1 + min(k, 5) for k in range(20)], "lexical": [hit1 - 1 + min(k, 4) for k in range(20)]}
    return Checkpoint(
        date="2026-11-30T00:00:00+00:00",
        suite=suite,
        kind="retrieval",
        fixtures={"path": f"benchmarks/fixtures/{suite}.jsonl", "sha256": "ab" * 32, "N": 20},
        n=20,
        N=20,
        completed=20,
        top_k=5,
        embedder="hashing-v1-256",
        results={
            "fused": {"hit@1": count(hit1, 20), "hit@5": count(hit1 + 4, 20), "mrr": value(0.5)},
            "lexical": {"hit@1": count(hit1 - 1, 20), "hit@5": count(hit1 + 3, 20), "mrr": value(0.4)},
        },
        details={"curves": curves, "graded_N": 20},
        limitations=["a test ledger"],
        accepted=accepted,
    )


def test_report_shows_the_accepted_checkpoint_as_counts_and_draws_the_chart(tmp_path: Path) -> None:
    ledger = tmp_path / "checkpoints"
    append(ledger, _retrieval("dev-toy", accepted=True, hit1=10))
    append(ledger, _retrieval("dev-toy", accepted=False, hit1=2))  # newer but not accepted
    written = write_report(ledger, tmp_path / "reports")
    markdown = (tmp_path / "reports" / "README.md").read_text(encoding="utf-8")
    assert "## dev-toy" in markdown and "### retrieval (hashing-v1-256)" in markdown
    assert "| fused | 10/20 | 14/20 | 0.500 |" in markdown
    assert "| lexical | 9/20 | 13/20 | 0.400 |" in markdown
    assert "2/20" not in markdown and "accepted" in markdown
    chart = tmp_path / "reports" / "hit_at_k.png"
    assert chart in written and chart.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
