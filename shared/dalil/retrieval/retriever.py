"""The retrieval step: question -> ranked, hydrated candidates plus a trace that explains each stage.

validate -> normalize (search only; the original stays in the trace) -> date / reference intent ->
route -> ONE candidate search (lexical, vector, metadata) -> policy filters -> fuse by chunk_id ->
priority (the named day / reference first) -> cut to top_k -> hydrate those ids only.

A record that cannot be hydrated, or whose stored metadata contradicts the policy, is an invariant
failure: logged, listed in the trace, and never passed on.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Sequence
from datetime import date
from typing import TYPE_CHECKING

from dalil.errors import InvalidRequest
from dalil.models import Candidate, DateIntent, RetrievalResult, RetrievalTrace
from dalil.retrieval import policy
from dalil.retrieval.fusion import fuse, signal_weights
from dalil.retrieval.question import validate_question
from dalil.retrieval.router import route
from dalil.settings import Settings
from dalil.stores.protocols import CandidateSearch, ChunkStore
from dalil.text.bible_refs import BibleRef, parse_bible_ref
from dalil.text.coptic_calendar import find_date
from dalil.text.lexicon import canonicalize
from dalil.text.normalize import fold

if TYPE_CHECKING:
    from dalil.embed.base import Embedder

log = logging.getLogger(__name__)


class _Clock:
    def __init__(self) -> None:
        self.timings: dict[str, float] = {}
        self._start = self._last = time.perf_counter()

    def lap(self, stage: str) -> None:
        now = time.perf_counter()
        self.timings[stage] = round((now - self._last) * 1000.0, 3)
        self._last = now

    def total(self) -> None:
        self.timings["total"] = round((time.perf_counter() - self._start) * 1000.0, 3)


class Retriever:
    def __init__(self, settings: Settings, search: CandidateSearch, store: ChunkStore, embedder: Embedder) -> None:
        self.settings = settings
        self.search = search
        self.store = store
        self.embedder = embedder

    def retrieve(
        self,
        question: str,
        top_k: int | None = None,
        libraries: Sequence[str] | None = None,
        today: date | None = None,
    ) -> RetrievalResult:
        settings = self.settings
        clock = _Clock()
        checked = validate_question(question, settings.max_question_chars)
        k = settings.top_k if top_k is None else top_k
        if k < 1:
            raise InvalidRequest(f"عدد النتائج يجب أن يكون 1 على الأقل. / top_k must be at least 1, not {k}.")
        allowed = policy.resolve_libraries(settings, libraries)
        notes = list(checked.notes)
        clock.lap("validate")

        date_match = find_date(checked.text, today)
        date_intent = date_match.intent if date_match else DateIntent()
        if date_match:
            notes.append(date_match.describe())
        bible_ref = parse_bible_ref(checked.text)
        if bible_ref:
            notes.append(bible_ref.describe())
        domain_route = route(checked.text, date_intent, bible_ref)
        metadata_query = self._metadata_query(date_intent, bible_ref, allowed, notes)
        clock.lap("route")

        vector = None
        try:
            vector = self.embedder.embed_query(checked.text)
        except Exception as error:  # noqa: BLE001 - lexical and metadata signals still answer
            log.exception("query embedding failed; continuing without the vector signal")
            notes.append(f"vector_unavailable: {type(error).__name__}: {error}")
        clock.lap("embed")

        signals = self.search.search(
            checked.text,
            vector,
            lexical_k=max(settings.lexical_k, k),
            vector_k=max(settings.vector_k, k),
            libraries=allowed,
            metadata=metadata_query,
        )
        counts = {f"signal:{name}": len(ranked) for name, ranked in sorted(signals.items())}
        clock.lap("search")

        outcome = policy.apply_filters(
            signals, allowed, settings.exclusions, date_intent, bible_ref, metadata_query
        )
        notes.extend(outcome.notes)
        counts.update({f"policy:{name}": len(ranked) for name, ranked in sorted(outcome.signals.items())})
        counts.update({f"removed:{reason}": n for reason, n in sorted(outcome.removed.items())})
        clock.lap("policy")

        fused = fuse(outcome.signals, settings.fusion, signal_weights(settings), settings.rrf_k)
        ranked = policy.prioritize(fused, outcome.priority, outcome.priority_reason)
        floor = settings.min_evidence_score
        ranked = [c for c in ranked if c.score >= floor or c.boosts]
        counts["fused"] = len(fused)
        counts["above_floor"] = len(ranked)
        final = ranked[:k]
        counts["final"] = len(final)
        clock.lap("fuse")

        candidates, failures = self._hydrate(final, allowed, date_intent)
        counts["hydrated"] = len(candidates)
        counts["invariant_failures"] = len(failures)
        clock.lap("hydrate")
        clock.total()

        trace = RetrievalTrace(
            question=checked.original,
            normalized=canonicalize(fold(checked.text)),
            route=domain_route,
            date_intent=date_intent,
            libraries=allowed,
            counts=counts,
            invariant_failures=failures,
            timings_ms=clock.timings,
            notes=notes,
        )
        return RetrievalResult(candidates=candidates, trace=trace)

    @staticmethod
    def _metadata_query(
        date_intent: DateIntent, bible_ref: BibleRef | None, allowed: Sequence[str], notes: list[str]
    ) -> dict[str, object] | None:
        """One structured lookup per question: a valid Coptic day first, else a Bible reference."""
        if date_intent.present and date_intent.valid and policy.SYNAXARIUM in allowed:
            if bible_ref is not None:
                notes.append(f"bible_ref_not_looked_up: the date is looked up instead of {bible_ref.label}")
            return policy.date_metadata(date_intent)
        if bible_ref is not None:
            if policy.BIBLE in allowed:
                return bible_ref.metadata()
            notes.append(f"{policy.NOTE_REF_MISSING}: the Bible library is not used for this request")
        return None

    def _hydrate(
        self, final: list[Candidate], allowed: Sequence[str], date_intent: DateIntent
    ) -> tuple[list[Candidate], list[str]]:
        if not final:
            return [], []
        records = self.store.get_many([candidate.chunk_id for candidate in final])
        hydrated: list[Candidate] = []
        failures: list[str] = []
        for candidate in final:
            chunk = records.get(candidate.chunk_id)
            if chunk is None:
                failures.append(f"missing_record:{candidate.chunk_id}")
            elif chunk.chunk_id != candidate.chunk_id:
                failures.append(f"id_mismatch:{candidate.chunk_id}: the store returned {chunk.chunk_id}")
            else:
                problem = policy.check_hydrated(chunk, allowed, date_intent)
                if problem is None:
                    hydrated.append(candidate.model_copy(update={"chunk": chunk}))
                    continue
                failures.append(problem)
        for failure in failures:
            log.error("retrieval invariant failure: %s", failure)
        return hydrated, failures
