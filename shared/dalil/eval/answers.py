"""Answer evaluation: the whole answer path (`dalil.workflow.local.run_traced`) per fixture, scored
on separate gates so a fluent answer cannot hide a broken one:

- correctness: the response is an answer and contains a gold answer string (both folded);
- support: every answer sentence is carried by the excerpt(s) it cites (lexical support at
  `critic_min_support`, or a verbatim copy);
- citation precision: (sentence, cited id) pairs whose cited chunk is an EXPECTED (or acceptable)
  passage of the fixture and supports the sentence. Support alone read 4/4 on wrong answers (a
  verbatim copy of the wrong passage supports itself); an answer to a refusal fixture has no
  expected passage, so its pairs are all imprecise. `citation_support` keeps the lexical count;
- behaves: the class-suite expectations (`eval/expectations.py`: refusal reason, forbidden
  libraries, an answer citing an expected passage);
- citation completeness: claim sentences (`claim_min_terms` content terms) that cite something;
- refusal precision / recall: refuse = the `search` or `sources` state;
- schema: an answer whose citations do not resolve to supplied, stored chunks;
- operations: completion count and failure categories (`FailureCategory`: timeout, provider,
  capacity, hydration, schema, error). A fixture with a failure category is not "completed",
  whatever its text looks like.

A fixture's `settings` (exclusions, libraries) override the run's settings for that fixture only.

Results are appended to a JSONL file as each fixture finishes, so a batch can be resumed
(`--resume`) and aggregated with its partial failures visible (n completed / N).
"""

from __future__ import annotations

import logging
import time
import uuid
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from enum import StrEnum
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field

from dalil.eval.expectations import behaves
from dalil.eval.fixtures import Fixture, FixtureSet
from dalil.models import Response
from dalil.settings import Settings
from dalil.text.normalize import fold
from dalil.text.support import answer_sentences, is_claim, is_verbatim, marker_ids, strip_markers, support
from dalil.workflow.local import run_traced

REFUSAL_STATES = frozenset({"search", "sources"})


class FailureCategory(StrEnum):
    """Why a fixture did not complete (operations, not quality)."""

    TIMEOUT = "timeout"
    PROVIDER = "provider"
    CAPACITY = "capacity"
    HYDRATION = "hydration"
    SCHEMA = "schema"
    ERROR = "error"


FAILURE_CATEGORIES = tuple(category.value for category in FailureCategory)


class SentenceCheck(BaseModel):
    sentence: str
    ids: list[str]
    claim: bool
    supported: bool
    precise_ids: list[str]  # cited ids whose excerpt supports the sentence


class AnswerOutcome(BaseModel):
    id: str
    suite: str
    expects: str  # grounded | refuse
    batch: str
    state: str | None = None
    reason: str | None = None
    seconds: float = 0.0
    refused: bool | None = None
    correct: bool | None = None  # None: no gold answer to compare
    cites_expected: bool | None = None  # an answer to a grounded fixture cites an expected/acceptable chunk
    supported: bool | None = None  # None: not an answer
    citation_pairs: int = 0
    citation_precise: int = 0
    claims: int = 0
    claims_cited: int = 0
    citation_supported: int = 0  # pairs whose cited excerpt supports the sentence (lexical only)
    behaves: bool | None = None  # the fixture's stated expectations hold (eval/expectations.py)
    misbehaviour: str | None = None
    schema_errors: list[str] = Field(default_factory=list)
    failures: list[FailureCategory] = Field(default_factory=list)
    invariant_failures: list[str] = Field(default_factory=list)
    provider: str | None = None
    path: list[str] = Field(default_factory=list)
    sentences: list[SentenceCheck] = Field(default_factory=list)
    error: str | None = None

    @property
    def completed(self) -> bool:
        return not self.failures


def contains_gold(answer: str, golds: list[str]) -> bool:
    text = f" {fold(strip_markers(answer))} "
    return any(f" {fold(g)} " in text for g in golds if fold(g))


def check_citations(
    response: Response, excerpt_of: Callable[[str], str | None], min_support: float, claim_min_terms: int
) -> list[SentenceCheck]:
    """Each answer sentence with its cited evidence ids, support and claim status."""
    chunk_by_evidence = {c.id: c.chunk_id for c in response.citations}
    checks: list[SentenceCheck] = []
    for sentence in answer_sentences(response.answer or ""):
        precise: list[str] = []
        for evidence_id in sentence.ids:
            chunk_id = chunk_by_evidence.get(evidence_id)
            excerpt = excerpt_of(chunk_id) if chunk_id else None
            if excerpt and (is_verbatim(sentence.text, excerpt) or support(sentence.text, excerpt) >= min_support):
                precise.append(evidence_id)
        checks.append(
            SentenceCheck(
                sentence=sentence.text,
                ids=list(sentence.ids),
                claim=is_claim(sentence.text, claim_min_terms),
                supported=bool(precise),
                precise_ids=precise,
            )
        )
    return checks


def precise_pairs(checks: list[SentenceCheck], response: Response, fixture: Fixture) -> int:
    """Supported (sentence, id) pairs whose chunk is an expected or acceptable passage of the
    fixture; a refusal fixture has none, so every pair of an answer to it is imprecise."""
    wanted = set() if fixture.refuse else {*fixture.expectedChunkIds, *fixture.acceptableChunkIds}
    chunk_of = {c.id: c.chunk_id for c in response.citations}
    return sum(1 for check in checks for evidence_id in check.precise_ids if chunk_of.get(evidence_id) in wanted)


class _InvariantLog(logging.Handler):
    """Collects the retriever's invariant-failure log lines during one run (the Response does not
    carry them, and a lost hydration record is a system failure even if the answer looks fine)."""

    def __init__(self) -> None:
        super().__init__(level=logging.ERROR)
        self.failures: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        message = record.getMessage()
        if "invariant failure" in message:
            self.failures.append(message.split(":", 1)[-1].strip())


@contextmanager
def _capture_invariants() -> Iterator[_InvariantLog]:
    handler = _InvariantLog()
    logger = logging.getLogger("dalil.retrieval.retriever")
    logger.addHandler(handler)
    try:
        yield handler
    finally:
        logger.removeHandler(handler)


def fixture_settings(fixture: Fixture, settings: Settings) -> Settings:
    """The run's settings with the fixture's overrides (validated like environment values)."""
    if not fixture.settings:
        return settings
    return Settings.model_validate({**settings.model_dump(), **fixture.settings})


def _spent_s(wall_s: float, cpu_s: float, response: Response, settings: Settings) -> float:
    """The time a question is held to the request budget with. Offline (the extractive answerer, no LLM critic) every
    second is this process's own work, so it is the process's CPU time: the wall clock of a shared 2-core box under
    load stretched one CI question to 30 s and failed the gate's "every fixture completed" on a machine's load, not
    the product's (DRIFT51). With a model called over the network, waiting is the cost, and the wall clock says it."""
    offline = settings.critic != "llm" and all(attempt.provider == "extractive" for attempt in response.attempts)
    return cpu_s if offline else wall_s


def evaluate_one(fixture: Fixture, settings: Settings, chunks: Any, batch: str) -> AnswerOutcome:

    settings = fixture_settings(fixture, settings)
    outcome = AnswerOutcome(id=fixture.id, suite=fixture.suite, expects=fixture.expects.answer, batch=batch)
    started, cpu_started = time.perf_counter(), time.process_time()
    with _capture_invariants() as invariants:
        try:
            run = run_traced(fixture.question, settings=settings, request_id=f"eval-{uuid.uuid4().hex[:12]}")
        except Exception as error:  # noqa: BLE001 - any crash is a counted failure, never a lost fixture
            outcome.seconds = round(time.perf_counter() - started, 3)
            outcome.error = f"{type(error).__name__}: {error}"[:500]
            outcome.failures = [FailureCategory.ERROR]
            outcome.invariant_failures = invariants.failures
            return outcome
    outcome.seconds = round(time.perf_counter() - started, 3)
    response = run.response
    outcome.state, outcome.reason, outcome.path = response.state, response.reason, run.path
    outcome.provider = response.provider
    outcome.invariant_failures = invariants.failures
    outcome.refused = response.state in REFUSAL_STATES

    failures: list[FailureCategory] = []
    if _spent_s(outcome.seconds, time.process_time() - cpu_started, response, settings) > settings.request_budget_s:
        failures.append(FailureCategory.TIMEOUT)
    ran_out = any(a.outcome == "no_capacity" for a in response.attempts)
    if response.state == "quota" or (ran_out and response.state != "answer"):
        failures.append(FailureCategory.CAPACITY)
    if response.state == "sources" and (response.reason or "").startswith(("generation_unavailable", "provider_config_error")):
        failures.append(FailureCategory.PROVIDER)
    if invariants.failures:
        failures.append(FailureCategory.HYDRATION)
    outcome.behaves, outcome.misbehaviour = behaves(fixture, response)

    if response.state == "answer":
        outcome.schema_errors = _schema_errors(response, chunks)
        if outcome.schema_errors:
            failures.append(FailureCategory.SCHEMA)
        excerpts = {card.chunk_id: card.excerpt for card in response.sources}
        stored: dict[str, str] = {}

        def excerpt_of(chunk_id: str) -> str | None:
            if chunk_id in excerpts:
                return excerpts[chunk_id]
            if chunk_id not in stored:
                record = chunks.get_many([chunk_id]).get(chunk_id)
                stored[chunk_id] = record.text if record else ""
            return stored[chunk_id] or None

        outcome.sentences = check_citations(response, excerpt_of, settings.critic_min_support, settings.claim_min_terms)
        outcome.supported = bool(outcome.sentences) and all(s.supported for s in outcome.sentences)
        outcome.citation_pairs = sum(len(s.ids) for s in outcome.sentences)
        outcome.citation_supported = sum(len(s.precise_ids) for s in outcome.sentences)
        outcome.citation_precise = precise_pairs(outcome.sentences, response, fixture)
        outcome.claims = sum(1 for s in outcome.sentences if s.claim)
        outcome.claims_cited = sum(1 for s in outcome.sentences if s.claim and s.ids)
    if response.state == "answer" and not fixture.refuse and fixture.expectedChunkIds:
        wanted = {*fixture.expectedChunkIds, *fixture.acceptableChunkIds}
        outcome.cites_expected = any(c.chunk_id in wanted for c in response.citations)
    if not fixture.refuse and fixture.goldAnswers:
        outcome.correct = response.state == "answer" and contains_gold(response.answer or "", fixture.goldAnswers)
    outcome.failures = failures
    return outcome


def _schema_errors(response: Response, chunks: Any) -> list[str]:
    errors: list[str] = []
    if not (response.answer or "").strip():
        errors.append("empty_answer")
    if not response.citations:
        errors.append("no_citations")
    cited = set(marker_ids(response.answer or ""))
    issued = {c.id for c in response.citations}
    if cited - issued:
        errors.append(f"marker_without_citation:{','.join(sorted(cited - issued))}")
    if issued - cited:
        errors.append(f"citation_without_marker:{','.join(sorted(issued - cited))}")
    ids = [c.chunk_id for c in response.citations]
    found = chunks.get_many(ids) if ids else {}
    missing = [i for i in ids if i not in found]
    if missing:
        errors.append(f"citation_not_stored:{','.join(missing)}")
    return errors


# --- batches ------------------------------------------------------------------------------------


def read_results(path: Path) -> dict[str, AnswerOutcome]:
    """Outcomes already written (the last line for an id wins); a torn last line is ignored."""
    done: dict[str, AnswerOutcome] = {}
    if not path.is_file():
        return done
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            outcome = AnswerOutcome.model_validate_json(line)
        except ValueError:
            continue
        done[outcome.id] = outcome
    return done


def run_answers(
    fixture_set: FixtureSet,
    settings: Settings,
    chunks: Any,
    results_path: Path,
    resume: bool,
    limit: int | None = None,
    progress: Callable[[], None] | None = None,
) -> AnswersRun:
    done = read_results(results_path) if resume else {}
    if not resume and results_path.exists():
        results_path.unlink()
    results_path.parent.mkdir(parents=True, exist_ok=True)
    batch = time.strftime("%Y%m%dT%H%M%S") + "-" + uuid.uuid4().hex[:6]
    todo = [f for f in fixture_set.fixtures if f.id not in done]
    if limit is not None:
        todo = todo[:limit]
    with results_path.open("a", encoding="utf-8") as sink:
        for fixture in todo:
            outcome = evaluate_one(fixture, settings, chunks, batch)
            sink.write(outcome.model_dump_json() + "\n")
            sink.flush()
            done[fixture.id] = outcome
            if progress is not None:
                progress()
    return aggregate(fixture_set, done, str(results_path))


class AnswersRun(BaseModel):
    fixtures: str
    fixtures_sha256: str
    results: str
    N: int  # fixtures in the set
    attempted: int  # fixtures with a result (any batch)
    completed: int  # attempted without a failure category
    batches: list[str]
    states: dict[str, int]
    correct: int
    correct_N: int  # grounded fixtures with a gold answer (attempted)
    answered: int
    cites_expected: int  # answers citing an expected or acceptable chunk
    cites_expected_N: int  # answers to grounded fixtures with expected chunks
    supported: int  # answered with every sentence supported
    citation_precise: int  # supported pairs citing an expected passage
    citation_supported: int  # supported pairs (lexical), whatever they cite
    citation_pairs: int
    behaves: int  # fixtures whose stated expectations hold (eval/expectations.py)
    behaves_N: int
    misbehaving: dict[str, str] = Field(default_factory=dict)  # id -> why, first 50
    pending_review: int = 0  # feedback candidates left out (never run unreviewed)
    claims_cited: int
    claims: int
    refusal_true: int  # refusal fixtures that refused
    refusal_N: int  # refusal fixtures attempted
    refused_total: int  # fixtures that refused (any kind)
    grounded_refused: int  # grounded fixtures that refused
    schema_failures: int
    failures: dict[str, int]
    failed_ids: dict[str, list[str]]
    seconds_mean: float

    @property
    def refusal_precision(self) -> tuple[int, int]:
        return self.refusal_true, self.refused_total

    @property
    def refusal_recall(self) -> tuple[int, int]:
        return self.refusal_true, self.refusal_N


def aggregate(fixture_set: FixtureSet, done: dict[str, AnswerOutcome], results: str) -> AnswersRun:
    wanted = {f.id for f in fixture_set.fixtures}
    outcomes = [o for i, o in done.items() if i in wanted]
    failures: Counter[str] = Counter(c for o in outcomes for c in o.failures)
    failed_ids: dict[str, list[str]] = {}
    for o in outcomes:
        for category in o.failures:
            failed_ids.setdefault(category, []).append(o.id)
    answered = [o for o in outcomes if o.state == "answer"]
    graded = [o for o in outcomes if o.correct is not None]
    refusal = [o for o in outcomes if o.expects == "refuse" and o.refused is not None]
    return AnswersRun(
        fixtures=fixture_set.path,
        fixtures_sha256=fixture_set.sha256,
        results=results,
        N=len(fixture_set.fixtures),
        attempted=len(outcomes),
        completed=sum(1 for o in outcomes if o.completed),
        batches=sorted({o.batch for o in outcomes}),
        states=dict(Counter(o.state or "none" for o in outcomes)),
        correct=sum(1 for o in graded if o.correct),
        correct_N=len(graded),
        answered=len(answered),
        cites_expected=sum(1 for o in answered if o.cites_expected),
        cites_expected_N=sum(1 for o in answered if o.cites_expected is not None),
        supported=sum(1 for o in answered if o.supported),
        citation_precise=sum(o.citation_precise for o in answered),
        citation_supported=sum(o.citation_supported for o in answered),
        citation_pairs=sum(o.citation_pairs for o in answered),
        behaves=sum(1 for o in outcomes if o.behaves),
        behaves_N=sum(1 for o in outcomes if o.behaves is not None),
        misbehaving=dict(list({o.id: o.misbehaviour or "" for o in outcomes if o.behaves is False}.items())[:50]),
        pending_review=fixture_set.pending_review,
        claims_cited=sum(o.claims_cited for o in answered),
        claims=sum(o.claims for o in answered),
        refusal_true=sum(1 for o in refusal if o.refused),
        refusal_N=len(refusal),
        refused_total=sum(1 for o in outcomes if o.refused),
        grounded_refused=sum(1 for o in outcomes if o.refused and o.expects == "grounded"),
        schema_failures=failures.get("schema", 0),
        failures=dict(failures),
        failed_ids=failed_ids,
        seconds_mean=round(sum(o.seconds for o in outcomes) / len(outcomes), 3) if outcomes else 0.0,
    )
