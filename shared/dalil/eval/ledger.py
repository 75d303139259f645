"""The checkpoint ledger and the regression gate.

A checkpoint is one dated tuple, appended (never rewritten) to `benchmarks/checkpoints/<suite>.jsonl`:
corpus versions, fixture file and its sha256, n/N, top-k, the configuration, completion count,
results, limitations and whether a person accepted it. Changing any part makes a new line; history
stays. The gate compares a run with the LAST ACCEPTED checkpoint of the same suite, kind and
fixture hash, and fails when a metric is worse beyond `DEFAULT_TOLERANCE` (absolute, on rates).
"""

from __future__ import annotations

import datetime as dt
import json
import subprocess
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, Field

from dalil.errors import DalilError
from dalil.settings import Settings

DEFAULT_TOLERANCE = 0.002  # absolute, on rates and MRR: float noise passes; 1 of 200 fixtures (0.005) or 2 of 650 does not
# A plain value that is not a count of questions gets its own tolerance, with the reason.
# token_saving (1 - compact / full context tokens, summed over a suite) moves when one question's
# compact pack keeps another excerpt: ~46 tokens of bible-refs' ~15,400 full tokens is 0.003 (the
# 0.202 -> 0.199 seen on another machine, every count equal). 0.005 is ~77 tokens: an excerpt
# sentence passes; one question losing its compaction (~115 tokens, 0.0075) or a broken packer
# (0.2 -> 0) does not. Counts (gold_kept, expected_kept, hit@k) keep DEFAULT_TOLERANCE.
METRIC_TOLERANCE = {"token_saving": 0.005}
LOWER_IS_BETTER = frozenset({"grounded_rejected", "invariant_failures", "schema_failures", "failures"})
Kind = Literal["retrieval", "context", "answers"]
# Settings that cannot change a result or must never be written down.
_UNRECORDED = {
    "store",
    "gemini_api_key",
    "openrouter_api_key",
    "provider_secret_name",
    "opensearch_url",
    "state_machine_arn",
    "cors_origin",
    "site_search_url",
    "chunk_table",
    "capacity_table",
    "feedback_table",
    "conversation_table",
}


class LedgerError(DalilError):
    """The ledger cannot be read, or a gate has nothing to compare against."""


class Metric(BaseModel):
    """A count (n of N) or a plain value (MRR, token saving)."""

    n: int | None = None
    N: int | None = None
    value: float | None = None

    @property
    def score(self) -> float:
        if self.value is not None:
            return self.value
        return (self.n or 0) / self.N if self.N else 0.0

    def __str__(self) -> str:
        if self.value is None:
            return f"{self.n}/{self.N}"
        return str(int(self.value)) if float(self.value).is_integer() else f"{self.value:.3f}"


def count(n: int, total: int) -> Metric:
    return Metric(n=n, N=total)


def value(x: float) -> Metric:
    return Metric(value=round(float(x), 6))


class Checkpoint(BaseModel):
    date: str
    suite: str
    kind: Kind
    fixtures: dict[str, Any]  # {"path", "sha256", "N"}
    n: int  # fixtures with a result
    N: int
    completed: int
    top_k: int | None = None
    corpus_versions: dict[str, str] = Field(default_factory=dict)
    embedder: str | None = None
    code_version: str | None = None
    configuration: dict[str, Any] = Field(default_factory=dict)
    results: dict[str, dict[str, Metric]]  # retriever (or "answers"/"context") -> metric -> value
    details: dict[str, Any] = Field(default_factory=dict)  # not gated: hit@1…20 curves, candidate counts
    limitations: list[str] = Field(default_factory=list)
    accepted: bool = False


class Regression(BaseModel):
    group: str
    metric: str
    accepted: str
    current: str
    delta: float


class GateResult(BaseModel):
    passed: bool
    suite: str
    kind: str
    baseline_date: str | None = None
    tolerance: float = DEFAULT_TOLERANCE
    compared: int = 0
    regressions: list[Regression] = Field(default_factory=list)
    improvements: list[Regression] = Field(default_factory=list)
    reason: str | None = None


def configuration(settings: Settings) -> dict[str, Any]:
    return settings.model_dump(mode="json", exclude=_UNRECORDED)


_CODE_PATHS = ("shared", "functions", "pyproject.toml")


def code_version(repo: Path | None = None) -> str | None:
    """The commit the code stands on (read-only git), '+dirty' when files differ from it."""
    try:
        root = repo or Path(__file__).resolve().parents[3]
        head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=root, capture_output=True, text=True, timeout=5)
        # Changed or new files of the code (a new module changes results too). Not benchmarks/: the
        # ledger itself is appended there while recording, and fixtures are hashed separately.
        status = subprocess.run(
            ["git", "status", "--porcelain", "--untracked-files=normal", "--", *_CODE_PATHS],
            cwd=root, capture_output=True, text=True, timeout=10,
        )
    except (OSError, subprocess.SubprocessError):
        return None
    if head.returncode:
        return None
    return head.stdout.strip() + ("+dirty" if status.stdout.strip() else "")


def now_iso() -> str:
    return dt.datetime.now(dt.UTC).replace(microsecond=0).isoformat()


def ledger_path(directory: Path, suite: str) -> Path:
    return Path(directory) / f"{suite}.jsonl"


def append(directory: Path, checkpoint: Checkpoint) -> Path:
    path = ledger_path(directory, checkpoint.suite)
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("a", encoding="utf-8") as sink:
        sink.write(json.dumps(checkpoint.model_dump(mode="json", exclude_none=True), ensure_ascii=False) + "\n")
    return path


def read(directory: Path, suite: str) -> list[Checkpoint]:
    path = ledger_path(directory, suite)
    if not path.is_file():
        return []
    checkpoints: list[Checkpoint] = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            checkpoints.append(Checkpoint.model_validate_json(line))
        except ValueError as error:
            raise LedgerError(f"{path}:{number} is not a checkpoint: {str(error).splitlines()[0]}") from None
    return checkpoints


def last_accepted(
    directory: Path, suite: str, kind: str, fixtures_sha256: str | None = None, embedder: str | None = None
) -> Checkpoint | None:
    """The newest accepted checkpoint of this suite and kind, optionally for one fixture file and
    one embedding model (vectors of two models give different rankings: never compared)."""
    for checkpoint in reversed(read(directory, suite)):
        if not checkpoint.accepted or checkpoint.kind != kind:
            continue
        if fixtures_sha256 is not None and checkpoint.fixtures.get("sha256") != fixtures_sha256:
            continue
        if embedder is not None and checkpoint.embedder != embedder:
            continue
        return checkpoint
    return None


# Metrics whose meaning changed: (old name, marker of the new definition) -> what the old one
# measured, under its new name. `citation_precision` was lexical support until checkpoints carried
# `citation_support`; since then it is scored against the expected passages.
_REDEFINED = {("citation_precision", "citation_support"): "citation_support"}


def _current_name(name: str, accepted_metrics: dict[str, Metric]) -> str:
    for (old_name, marker), renamed in _REDEFINED.items():
        if name == old_name and marker not in accepted_metrics:
            return renamed
    return name


def compare(
    current: dict[str, dict[str, Metric]],
    accepted: dict[str, dict[str, Metric]],
    tolerance: float = DEFAULT_TOLERANCE,
) -> tuple[list[Regression], list[Regression], int]:
    """(regressions, improvements, metrics compared) over the groups and metrics both hold."""
    regressions: list[Regression] = []
    improvements: list[Regression] = []
    compared = 0
    for group, metrics in accepted.items():
        if group not in current:
            continue
        for name, old in metrics.items():
            new = current[group].get(_current_name(name, metrics))
            if new is None:
                continue
            compared += 1
            delta = new.score - old.score
            worse = -delta if name not in LOWER_IS_BETTER else delta
            row = Regression(group=group, metric=name, accepted=str(old), current=str(new), delta=round(delta, 6))
            allowed = max(tolerance, METRIC_TOLERANCE.get(name, 0.0))
            if worse > allowed + 1e-12:
                regressions.append(row)
            elif worse < -allowed - 1e-12:
                improvements.append(row)
    return regressions, improvements, compared


def gate(current: Checkpoint, directory: Path, tolerance: float = DEFAULT_TOLERANCE) -> GateResult:
    """Pass when no metric fell beyond the tolerance against the last accepted checkpoint."""
    baseline = last_accepted(directory, current.suite, current.kind, current.fixtures.get("sha256"), current.embedder)
    reason: str | None = None
    if baseline is None:
        same_model = last_accepted(directory, current.suite, current.kind, embedder=current.embedder)
        if same_model is not None:
            reason = (
                f"the fixture file changed since the accepted checkpoint of {same_model.date}; "
                "review the new fixtures and accept a new checkpoint"
            )
        else:
            reason = f"no accepted {current.kind} checkpoint for suite {current.suite!r} with embedder {current.embedder} in {directory}"
        return GateResult(passed=False, suite=current.suite, kind=current.kind, tolerance=tolerance, reason=reason)
    regressions, improvements, compared = compare(current.results, baseline.results, tolerance)
    incomplete = current.completed < current.N
    if incomplete:
        reason = f"only {current.completed}/{current.N} fixtures completed"
    elif compared == 0:
        reason = "no metric in common with the accepted checkpoint"
    return GateResult(
        passed=not regressions and not incomplete and compared > 0,
        suite=current.suite,
        kind=current.kind,
        baseline_date=baseline.date,
        tolerance=tolerance,
        compared=compared,
        regressions=regressions,
        improvements=improvements,
        reason=reason,
    )


def relative_to_repo(path: str, repo: Path | None = None) -> str:
    """Fixture paths recorded relative to the checkout (several files are joined by '+')."""
    root = (repo or Path(__file__).resolve().parents[3]).resolve()
    parts = []
    for item in path.split("+"):
        resolved = Path(item).resolve()
        parts.append(str(resolved.relative_to(root)) if resolved.is_relative_to(root) else item)
    return "+".join(parts)


DIRTY = "+dirty"


def is_dirty(version: str | None) -> bool:
    """Uncommitted code (or no git at all): a number nobody can reproduce from a commit."""
    return version is None or version.endswith(DIRTY)


def new_checkpoint(
    *,
    kind: Kind,
    suite: str,
    fixture_set: Any,
    settings: Settings,
    corpus_versions: dict[str, str],
    embedder: str | None,
    n: int,
    completed: int,
    top_k: int | None,
    results: dict[str, dict[str, Metric]],
    details: dict[str, Any] | None = None,
    limitations: list[str] | None = None,
    accepted: bool = False,
    version: str | None = None,
) -> Checkpoint:
    """A dated checkpoint of the code at `version` (default: this checkout's). An ACCEPTED
    checkpoint must come from committed code: on a dirty tree this raises `LedgerError` (record
    from `git worktree add /tmp/x <commit>` instead); an unaccepted one is flagged in its
    limitations and never becomes a gate's baseline."""
    version = code_version() if version is None else version
    notes = list(limitations or [])
    if is_dirty(version):
        if accepted:
            raise LedgerError(
                f"refusing to accept a checkpoint from uncommitted code ({version or 'no git'}): record it from a "
                "clean checkout of a commit (git worktree add /tmp/eval <commit>; run there)"
            )
        notes.append(f"Recorded from uncommitted code ({version or 'no git'}): not reproducible, never a baseline.")
    return Checkpoint(
        date=now_iso(),
        suite=suite,
        kind=kind,
        fixtures={"path": relative_to_repo(fixture_set.path), "sha256": fixture_set.sha256, "N": len(fixture_set.fixtures)},
        n=n,
        N=len(fixture_set.fixtures),
        completed=completed,
        top_k=top_k,
        corpus_versions=corpus_versions,
        embedder=embedder,
        code_version=version,
        configuration=configuration(settings),
        results=results,
        details=details or {},
        limitations=notes,
        accepted=accepted,
    )
