"""Context evaluation: does compaction keep the passage that answers, and what does it save?

The same fused retrieval (production depth, `settings.top_k`) feeds both builders: the compact
pack (`build_context`: focused excerpts, dedupe, token budget) and the un-compacted pack
(`build_full_context`: whole chunks). For each we count prompt-context tokens, chunks kept, and
whether the gold answer string is still inside some excerpt ("gold kept"), plus whether an
expected chunk survived at all.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel, Field

from dalil.answer.context import build_context, build_full_context
from dalil.errors import DalilError
from dalil.eval.fixtures import FixtureSet
from dalil.models import ContextPack
from dalil.settings import Settings
from dalil.text.normalize import fold


class PackOutcome(BaseModel):
    tokens: int
    chunks: int
    gold_kept: bool | None  # None: the fixture has no gold answer string
    expected_kept: bool | None  # None: the fixture has no expected chunk


class ContextOutcome(BaseModel):
    id: str
    suite: str
    retrieved: int
    expected_retrieved: bool | None
    compact: PackOutcome
    full: PackOutcome
    error: str | None = None


class PackSummary(BaseModel):
    tokens_total: int
    tokens_mean: float
    chunks_mean: float
    gold_kept: int
    gold_N: int
    expected_kept: int
    expected_N: int


class ContextRun(BaseModel):
    fixtures: str
    fixtures_sha256: str
    N: int
    completed: int
    expected_retrieved: int  # fixtures whose expected chunk was among the retrieved candidates
    compact: PackSummary
    full: PackSummary
    token_saving: float  # 1 - compact tokens / full tokens
    lost_gold: list[str] = Field(default_factory=list)  # gold kept in full, lost in compact
    outcomes: list[ContextOutcome] = Field(default_factory=list, exclude=True)


def gold_in_pack(pack: ContextPack, answers: Sequence[str]) -> bool:
    needles = [f" {fold(a)} " for a in answers if fold(a)]
    return any(needle in f" {fold(e.excerpt)} " for e in pack.evidence for needle in needles)


def _pack_outcome(pack: ContextPack, answers: Sequence[str], expected: Sequence[str]) -> PackOutcome:
    kept = {e.chunk_id for e in pack.evidence}
    return PackOutcome(
        tokens=pack.tokens,
        chunks=len(pack.evidence),
        gold_kept=gold_in_pack(pack, answers) if answers else None,
        expected_kept=bool(kept & set(expected)) if expected else None,
    )


def _summary(packs: list[PackOutcome]) -> PackSummary:
    n = len(packs) or 1
    return PackSummary(
        tokens_total=sum(p.tokens for p in packs),
        tokens_mean=round(sum(p.tokens for p in packs) / n, 1),
        chunks_mean=round(sum(p.chunks for p in packs) / n, 2),
        gold_kept=sum(1 for p in packs if p.gold_kept),
        gold_N=sum(1 for p in packs if p.gold_kept is not None),
        expected_kept=sum(1 for p in packs if p.expected_kept),
        expected_N=sum(1 for p in packs if p.expected_kept is not None),
    )


def run_context(fixture_set: FixtureSet, retriever: Any, settings: Settings, progress: Any = None) -> ContextRun:

    outcomes: list[ContextOutcome] = []
    errors = 0
    grounded = [f for f in fixture_set.fixtures if not f.refuse]
    for fixture in grounded:
        try:
            result = retriever.retrieve(fixture.question, top_k=settings.top_k)
        except DalilError as error:
            errors += 1
            empty = PackOutcome(
                tokens=0,
                chunks=0,
                gold_kept=False if fixture.goldAnswers else None,
                expected_kept=False if fixture.expectedChunkIds else None,
            )
            outcomes.append(
                ContextOutcome(
                    id=fixture.id, suite=fixture.suite, retrieved=0, expected_retrieved=None, compact=empty, full=empty, error=str(error)
                )
            )
            continue
        intent = result.trace.date_intent
        compact = build_context(fixture.question, result.candidates, settings, date_intent=intent)
        full = build_full_context(fixture.question, result.candidates, settings, date_intent=intent)
        retrieved = {c.chunk_id for c in result.candidates}
        outcomes.append(
            ContextOutcome(
                id=fixture.id,
                suite=fixture.suite,
                retrieved=len(result.candidates),
                expected_retrieved=bool(retrieved & set(fixture.expectedChunkIds)) if fixture.expectedChunkIds else None,
                compact=_pack_outcome(compact, fixture.goldAnswers, fixture.expectedChunkIds),
                full=_pack_outcome(full, fixture.goldAnswers, fixture.expectedChunkIds),
            )
        )
        if progress is not None:
            progress()
    compact_summary = _summary([o.compact for o in outcomes])
    full_summary = _summary([o.full for o in outcomes])
    return ContextRun(
        fixtures=fixture_set.path,
        fixtures_sha256=fixture_set.sha256,
        N=len(grounded),
        completed=len(grounded) - errors,
        expected_retrieved=sum(1 for o in outcomes if o.expected_retrieved),
        compact=compact_summary,
        full=full_summary,
        token_saving=round(1 - compact_summary.tokens_total / full_summary.tokens_total, 4) if full_summary.tokens_total else 0.0,
        lost_gold=[o.id for o in outcomes if o.full.gold_kept and not o.compact.gold_kept],
        outcomes=outcomes,
    )
