"""One call per gated layer beyond retrieval: the context and answer runs as gate metrics.

`dalil eval gate --kind context|answers` and `tests/integration/test_eval_gate.py` use these, so
the CLI and CI gate the same numbers. Gated context metrics are counts and the token saving (not
the raw token mean, whose float noise is not a regression); gated answer metrics are the
`answers_metrics` of `dalil eval answers` (correctness, citations against expected passages,
refusal, class expectations, completion).
"""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

from dalil.eval.answers import AnswersRun, run_answers
from dalil.eval.context import ContextRun, run_context
from dalil.eval.fixtures import FixtureSet
from dalil.eval.ledger import Metric, count, value
from dalil.settings import Settings


def run_context_layer(fixture_set: FixtureSet, retriever: Any, settings: Settings) -> ContextRun:
    return run_context(fixture_set, retriever, settings)


def context_metrics(run: ContextRun) -> dict[str, dict[str, Metric]]:
    return {
        "compact": {
            "gold_kept": count(run.compact.gold_kept, run.compact.gold_N),
            "expected_kept": count(run.compact.expected_kept, run.compact.expected_N),
            "token_saving": value(run.token_saving),
        },
        "full": {
            "gold_kept": count(run.full.gold_kept, run.full.gold_N),
            "expected_kept": count(run.full.expected_kept, run.full.expected_N),
        },
    }


def run_answers_layer(fixture_set: FixtureSet, settings: Settings, chunks: Any, results: Path | None = None) -> AnswersRun:
    """A fresh answers run (no resume). Results quote evidence: they go beside the store or to a
    temporary file, never into the repository."""
    if results is None:
        results = Path(tempfile.mkdtemp(prefix="dalil-gate-")) / "answers.jsonl"
    return run_answers(fixture_set, settings, chunks, results, resume=False)


def answers_metrics(run: AnswersRun) -> dict[str, dict[str, Metric]]:
    return {
        "answers": {
            "completed": count(run.completed, run.N),
            "correct": count(run.correct, run.correct_N),
            "cites_expected": count(run.cites_expected, run.cites_expected_N),
            "supported": count(run.supported, run.answered),
            "citation_precision": count(run.citation_precise, run.citation_pairs),
            "citation_support": count(run.citation_supported, run.citation_pairs),
            "citation_completeness": count(run.claims_cited, run.claims),
            "refusal_recall": count(run.refusal_true, run.refusal_N),
            "refusal_precision": count(run.refusal_true, run.refused_total),
            "behaves": count(run.behaves, run.behaves_N),
            "schema_failures": value(run.schema_failures),
        }
    }
