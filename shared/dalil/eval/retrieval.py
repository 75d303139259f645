"""Retrieval evaluation: did the expected passage appear in the top k, per retriever, per suite
and per library, with refusals (the evidence floor) and invariant failures counted apart.

Every retriever runs the same fixtures in the same process against the same store, so a table
compares like with like. Ranks are taken to depth max(20, top-k) for the hit@k curve.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence
from typing import Any

from pydantic import BaseModel, Field

from dalil.eval import ledger
from dalil.eval.fixtures import Fixture, FixtureSet
from dalil.eval.metrics import RankSummary, doc_of, docs_found, first_rank, summarize
from dalil.eval.rankers import Ranker, Ranking
from dalil.retrieval.evidence import evidence_floor
from dalil.settings import Settings

CURVE_KS = tuple(range(1, 21))
GROUP_KS = (1, 3, 5, 10, 20)


class FixtureOutcome(BaseModel):
    id: str
    suite: str
    library: str | None
    refuse: bool
    top_k: int
    strict_rank: int | None = None
    lenient_rank: int | None = None
    expected_docs: int = 0
    docs_in_top_k: int = 0
    date_clean: bool | None = None  # date fixtures: no other day's record above the asked day's
    floor_pass: bool | None = None  # the evidence floor let the question through (None: not applied)
    floor_reason: str | None = None
    counts: dict[str, int] = Field(default_factory=dict)
    invariant_failures: list[str] = Field(default_factory=list)
    error: str | None = None
    top: list[str] = Field(default_factory=list)
    ms: float = 0.0


class GroupSummary(BaseModel):
    N: int
    hit: dict[int, int]
    lenient: dict[int, int]
    mrr: float
    all_docs_at_k: int  # fixtures with every expected document in their top k


class RefusalSummary(BaseModel):
    N: int  # refusal fixtures
    rejected: int  # of those, stopped by the evidence floor (the `search` state)
    grounded_N: int  # grounded fixtures the floor was applied to
    grounded_rejected: int  # of those, wrongly stopped


class RetrieverSummary(BaseModel):
    retriever: str
    N: int  # fixtures in the file
    completed: int  # fixtures retrieved without error
    ranked: RankSummary  # grounded fixtures with expected ids, k = 1…20
    top_k: int  # the headline k (from --top-k or the fixtures)
    by_suite: dict[str, GroupSummary] = Field(default_factory=dict)
    by_library: dict[str, GroupSummary] = Field(default_factory=dict)
    dates: dict[str, int] | None = None  # {"N", "in_top_k", "clean", "all_day_in_top_k"}
    refusal: RefusalSummary | None = None
    invariant_failures: int = 0
    fixtures_with_invariant_failures: int = 0
    errors: dict[str, int] = Field(default_factory=dict)
    mean_candidates: dict[str, float] = Field(default_factory=dict)
    mean_ms: float = 0.0
    misses: list[str] = Field(default_factory=list)  # grounded fixtures without an expected id in top k


class RetrievalRun(BaseModel):
    fixtures: str
    fixtures_sha256: str
    N: int
    retrievers: dict[str, RetrieverSummary]
    outcomes: dict[str, list[FixtureOutcome]] = Field(default_factory=dict, exclude=True)


def _date_clean(fixture: Fixture, ranked: Sequence[str]) -> bool | None:
    """For a date fixture: the asked day's first record ranks above every other day's record."""
    wanted = getattr(fixture.expects, "copticDate", None) or (fixture.expects.model_extra or {}).get("copticDate")
    if not wanted:
        return None
    own = f"syn:{wanted}#"
    for chunk_id in ranked:
        if chunk_id.startswith(own):
            return True
        if chunk_id.startswith("syn:"):
            return False
    return False


def evaluate_fixture(fixture: Fixture, ranking: Ranking, top_k: int, settings: Settings, apply_floor: bool) -> FixtureOutcome:
    ranked = ranking.chunk_ids
    outcome = FixtureOutcome(
        id=fixture.id,
        suite=fixture.suite,
        library=fixture.library,
        refuse=fixture.refuse,
        top_k=top_k,
        counts=ranking.counts,
        invariant_failures=ranking.invariant_failures,
        error=ranking.error,
        top=ranked[:5],
        ms=round(ranking.ms, 2),
    )
    if fixture.expectedChunkIds:
        outcome.strict_rank = first_rank(ranked, fixture.expectedChunkIds)
        outcome.lenient_rank = first_rank(ranked, [*fixture.expectedChunkIds, *fixture.acceptableChunkIds])
        docs = fixture.expectedDocIds or sorted({doc_of(c) for c in fixture.expectedChunkIds})
        outcome.expected_docs = len(docs)
        outcome.docs_in_top_k = docs_found(ranked, docs, top_k)
        outcome.date_clean = _date_clean(fixture, ranked)
    if apply_floor and ranking.result is not None:
        passed, reason = evidence_floor(fixture.question, ranking.result, settings)
        outcome.floor_pass, outcome.floor_reason = passed, reason
    return outcome


def _group(outcomes: Iterable[FixtureOutcome]) -> GroupSummary:
    graded = [o for o in outcomes if not o.refuse and o.expected_docs]
    summary = summarize([o.strict_rank for o in graded], [o.lenient_rank for o in graded], GROUP_KS)
    return GroupSummary(
        N=summary.N,
        hit=summary.hit,
        lenient=summary.lenient,
        mrr=summary.mrr,
        all_docs_at_k=sum(1 for o in graded if o.docs_in_top_k == o.expected_docs),
    )


def summarize_outcomes(name: str, outcomes: list[FixtureOutcome], top_k: int) -> RetrieverSummary:
    graded = [o for o in outcomes if not o.refuse and o.expected_docs]
    ranked = summarize([o.strict_rank for o in graded], [o.lenient_rank for o in graded], CURVE_KS + (top_k,))
    by_suite: dict[str, list[FixtureOutcome]] = defaultdict(list)
    by_library: dict[str, list[FixtureOutcome]] = defaultdict(list)
    for o in graded:
        by_suite[o.suite].append(o)
        by_library[o.library or "-"].append(o)
    dated = [o for o in graded if o.date_clean is not None]
    refusals = [o for o in outcomes if o.refuse]
    floored = [o for o in graded if o.floor_pass is not None]
    counts: dict[str, list[int]] = defaultdict(list)
    for o in outcomes:
        for key, value in o.counts.items():
            if key.startswith("signal:"):
                counts[key.removeprefix("signal:")].append(value)
    errors: dict[str, int] = defaultdict(int)
    for o in outcomes:
        if o.error:
            errors[o.error.split(":", 1)[0]] += 1
    return RetrieverSummary(
        retriever=name,
        N=len(outcomes),
        completed=sum(1 for o in outcomes if not o.error),
        ranked=ranked,
        top_k=top_k,
        by_suite={suite: _group(items) for suite, items in sorted(by_suite.items())},
        by_library={library: _group(items) for library, items in sorted(by_library.items())},
        dates=(
            {
                "N": len(dated),
                "in_top_k": sum(1 for o in dated if o.strict_rank is not None and o.strict_rank <= top_k),
                "clean": sum(1 for o in dated if o.date_clean),
                "all_day_in_top_k": sum(1 for o in dated if o.docs_in_top_k == o.expected_docs),
            }
            if dated
            else None
        ),
        refusal=(
            RefusalSummary(
                N=sum(1 for o in refusals if o.floor_pass is not None),
                rejected=sum(1 for o in refusals if o.floor_pass is False),
                grounded_N=len(floored),
                grounded_rejected=sum(1 for o in floored if o.floor_pass is False),
            )
            if any(o.floor_pass is not None for o in outcomes)
            else None
        ),
        invariant_failures=sum(len(o.invariant_failures) for o in outcomes),
        fixtures_with_invariant_failures=sum(1 for o in outcomes if o.invariant_failures),
        errors=dict(errors),
        mean_candidates={k: round(sum(v) / len(v), 2) for k, v in sorted(counts.items())},
        mean_ms=round(sum(o.ms for o in outcomes) / len(outcomes), 2) if outcomes else 0.0,
        misses=[o.id for o in graded if o.strict_rank is None or o.strict_rank > top_k],
    )


def run_retrieval(
    fixture_set: FixtureSet,
    rankers: Sequence[Ranker],
    settings: Settings,
    top_k: int | None = None,
    progress: Any = None,
) -> RetrievalRun:
    """Every ranker over every fixture. `top_k` overrides the fixtures' own topK for the headline."""
    fixtures = fixture_set.fixtures
    headline = top_k or max(f.topK for f in fixtures)
    depth = max(max(CURVE_KS), headline)
    summaries: dict[str, RetrieverSummary] = {}
    all_outcomes: dict[str, list[FixtureOutcome]] = {}
    for ranker in rankers:
        outcomes: list[FixtureOutcome] = []
        for fixture in fixtures:
            ranking = ranker.rank(fixture.question, depth)
            outcomes.append(evaluate_fixture(fixture, ranking, top_k or fixture.topK, settings, apply_floor=True))
            if progress is not None:
                progress(ranker.name)
        summaries[ranker.name] = summarize_outcomes(ranker.name, outcomes, headline)
        all_outcomes[ranker.name] = outcomes
    return RetrievalRun(
        fixtures=fixture_set.path,
        fixtures_sha256=fixture_set.sha256,
        N=len(fixtures),
        retrievers=summaries,
        outcomes=all_outcomes,
    )


def gate_metrics(summary: RetrieverSummary) -> dict[str, Any]:
    """The metrics a checkpoint records and the gate compares, for one retriever."""
    ranked = summary.ranked
    k = summary.top_k
    metrics = {f"hit@{i}": ledger.count(ranked.hit.get(i, 0), ranked.N) for i in sorted({1, 3, 5, 10, 20, k})}
    metrics[f"lenient@{k}"] = ledger.count(ranked.lenient.get(k, 0), ranked.N)
    metrics["lenient@1"] = ledger.count(ranked.lenient.get(1, 0), ranked.N)
    metrics["mrr"] = ledger.value(ranked.mrr)
    metrics["completed"] = ledger.count(summary.completed, summary.N)
    metrics["invariant_failures"] = ledger.value(summary.invariant_failures)
    graded = sum(group.N for group in summary.by_suite.values())
    metrics[f"all_docs@{k}"] = ledger.count(sum(group.all_docs_at_k for group in summary.by_suite.values()), graded)
    if summary.dates:
        metrics["dates_in_top_k"] = ledger.count(summary.dates["in_top_k"], summary.dates["N"])
        metrics["dates_clean"] = ledger.count(summary.dates["clean"], summary.dates["N"])
        metrics["dates_all_records"] = ledger.count(summary.dates["all_day_in_top_k"], summary.dates["N"])
    if summary.refusal and summary.refusal.N:
        metrics["refusal_rejected"] = ledger.count(summary.refusal.rejected, summary.refusal.N)
    if summary.refusal and summary.refusal.grounded_N:
        metrics["grounded_rejected"] = ledger.count(summary.refusal.grounded_rejected, summary.refusal.grounded_N)
    return metrics


def curve(summary: RetrieverSummary, lenient: bool = False) -> list[int]:
    """Fixtures with a hit at k = 1…20 (the chart's line for this retriever)."""
    source = summary.ranked.lenient if lenient else summary.ranked.hit
    return [source.get(k, 0) for k in CURVE_KS]


def retrieval_checkpoint(
    run: RetrievalRun,
    suite: str,
    fixture_set: FixtureSet,
    settings: Settings,
    corpus_versions: dict[str, str],
    embedder: str | None,
    limitations: list[str] | None = None,
    accepted: bool = False,
):
    """The ledger record of a retrieval run: gated metrics per retriever, curves as details."""
    first = next(iter(run.retrievers.values()))
    details = {
        "graded_N": first.ranked.N,
        "curves": {name: curve(summary) for name, summary in run.retrievers.items()},
        "lenient_curves": {name: curve(summary, lenient=True) for name, summary in run.retrievers.items()},
        "mean_candidates": {name: summary.mean_candidates for name, summary in run.retrievers.items()},
        "mean_ms": {name: summary.mean_ms for name, summary in run.retrievers.items()},
        "by_library": {
            name: {lib: {"N": g.N, "hit@1": g.hit.get(1), "hit@5": g.hit.get(5), "mrr": g.mrr} for lib, g in summary.by_library.items()}
            for name, summary in run.retrievers.items()
        },
        "misses": {name: summary.misses[:100] for name, summary in run.retrievers.items()},
    }
    notes = [
        "Dev split only; retrieval is necessary, not sufficient: it says nothing about answer support.",
        "Every library in one index, no library restriction per question.",
        *(limitations or []),
    ]
    return ledger.new_checkpoint(
        kind="retrieval",
        suite=suite,
        fixture_set=fixture_set,
        settings=settings,
        corpus_versions=corpus_versions,
        embedder=embedder,
        n=run.N,
        completed=min(s.completed for s in run.retrievers.values()),
        top_k=first.top_k,
        results={name: gate_metrics(summary) for name, summary in run.retrievers.items()},
        details=details,
        limitations=notes,
        accepted=accepted,
    )
