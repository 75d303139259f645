"""`dalil eval …`: build fixtures, run the retrieval / context / answer gates, keep the ledger,
gate a run against the last accepted checkpoint, and write the report.

    dalil eval build-fixtures                      # against the store in DALIL_STORE
    dalil eval retrieval --fixtures benchmarks/fixtures/dev-arcd.jsonl --retriever all --json
    dalil eval context   --fixtures benchmarks/fixtures/dev-xquad.jsonl
    dalil eval answers   --fixtures benchmarks/fixtures/refusal.jsonl --resume out.jsonl
    dalil eval gate      --fixtures benchmarks/fixtures/synaxarium-dates.jsonl --retriever all
    dalil eval fabrications --fixtures benchmarks/fixtures/fabrications.jsonl --critic offline
    dalil eval report
"""

from __future__ import annotations

import json
import sys
from contextlib import contextmanager
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, Optional

import typer

from dalil.errors import DalilError

if TYPE_CHECKING:
    from dalil.eval.ledger import Kind

REPO_ROOT = Path(__file__).resolve().parents[3]
BENCHMARKS = REPO_ROOT / "benchmarks" if (REPO_ROOT / "benchmarks").is_dir() else Path("benchmarks")
CHECKPOINTS = BENCHMARKS / "checkpoints"
FIXTURES = BENCHMARKS / "fixtures"
REPORTS = BENCHMARKS / "reports"
DEFAULT_DATA = Path(__import__("os").environ.get("DALIL_SHARED_DATA", REPO_ROOT.parent / "shared" / "data"))

eval_app = typer.Typer(no_args_is_help=True, help="Evaluation: fixtures, retrieval/context/answer gates, checkpoints, report.")


# rich is imported on first use: `dalil` registers this sub-app on every start, `dalil ask` included.
@lru_cache(maxsize=1)
def _out():  # noqa: ANN202
    from rich.console import Console

    return Console(soft_wrap=True, width=None if sys.stdout.isatty() else 160)  # tables stay readable in logs


@lru_cache(maxsize=1)
def _err():  # noqa: ANN202
    from rich.console import Console

    return Console(stderr=True, soft_wrap=True)


def Table(*args: Any, **kwargs: Any):  # noqa: ANN201, N802 - rich's Table, imported on first use
    from rich.table import Table as RichTable

    return RichTable(*args, **kwargs)

FixturesOption = Annotated[list[Path], typer.Option("--fixtures", help="Fixture JSONL file (repeatable: read as one set).")]
JsonOption = Annotated[bool, typer.Option("--json", help="Print the results as JSON.")]
CheckpointOption = Annotated[bool, typer.Option("--checkpoint", help="Append a dated checkpoint to the ledger.")]
AcceptOption = Annotated[bool, typer.Option("--accept", help="Mark the checkpoint accepted (a person reviewed it).")]
SuiteOption = Annotated[Optional[str], typer.Option("--suite", help="Ledger suite name (default: the fixture file's stem).")]
LedgerOption = Annotated[Path, typer.Option("--checkpoint-dir", help="Where the ledger lives.")]
LimitationOption = Annotated[Optional[list[str]], typer.Option("--limitation", help="A limitation to record (repeatable).")]


def _guard(body) -> None:  # noqa: ANN001
    from pydantic import ValidationError

    try:
        body()
    except DalilError as error:
        _err().print(f"[bold red]error:[/] {error}", highlight=False)
        raise typer.Exit(error.exit_code) from None
    except ValidationError as error:
        first = error.errors()[0]
        _err().print(f"[bold red]error:[/] invalid setting or input {'.'.join(map(str, first['loc']))}: {first['msg']}")
        raise typer.Exit(2) from None


def _print_json(data: Any) -> None:
    sys.stdout.write(json.dumps(data, ensure_ascii=False) + "\n")


@contextmanager
def _progress(enabled: bool, total: int, label: str):
    if not enabled:
        yield None
        return
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn())
    with Progress(*columns, console=_err(), transient=True) as bar:
        task = bar.add_task(label, total=total)
        yield lambda *_: bar.advance(task)


class _Context:
    """Settings, services and the local store, opened once per command."""

    def __init__(self) -> None:
        from dalil.settings import get_settings
        from dalil.stores.factory import build_services, store_is_built

        self.settings = get_settings()
        if self.settings.backend == "local" and not store_is_built(self.settings):
            raise DalilError(f"the store {self.settings.store} is empty or missing; run `dalil ingest` first")
        self.services = build_services(self.settings)
        self.store = None
        if self.settings.backend == "local":
            from dalil.stores.sqlite.store import open_store

            self.store = open_store(self.settings.store, embedder=self.services.embedder, settings=self.settings)

    def corpus_versions(self) -> dict[str, str]:
        return self.store.corpus_versions() if self.store is not None else {}

    def retriever(self):
        from dalil.retrieval.retriever import Retriever

        return Retriever(self.settings, self.services.search, self.services.chunks, self.services.embedder)


def _suite_name(paths: list[Path], suite: str | None) -> str:
    if suite:
        return suite
    if len(paths) != 1:
        raise DalilError("several fixture files: name the ledger suite with --suite")
    return paths[0].name.removesuffix(".jsonl")


def _checkpoint(  # noqa: ANN001
    ctx: _Context, kind: Kind, suite: str, fixture_set, n: int, completed: int, top_k, results, details, limitations, accept: bool
):
    from dalil.eval.ledger import new_checkpoint

    return new_checkpoint(
        kind=kind, suite=suite, fixture_set=fixture_set, settings=ctx.settings, corpus_versions=ctx.corpus_versions(),
        embedder=ctx.services.embedder.model_id, n=n, completed=completed, top_k=top_k, results=results,
        details=details, limitations=limitations, accepted=accept,
    )


# --- build-fixtures -----------------------------------------------------------------------------


@eval_app.command("build-fixtures")
def build_fixtures(
    data: Annotated[Path, typer.Option(help="The team's data folder (ARCD, XQuAD).")] = DEFAULT_DATA,
    specs: Annotated[Path, typer.Option(help="Hand-written spec files (*.spec.jsonl).")] = FIXTURES / "specs",
    out_dir: Annotated[Path, typer.Option("--out", help="Where the fixture files go.")] = FIXTURES,
    only: Annotated[
        Optional[list[str]],
        typer.Option("--only", help="Build only these spec suites (e.g. meaning); other files stay untouched."),
    ] = None,
    as_json: JsonOption = False,
) -> None:
    """Build the dev-split QA fixtures and resolve the hand-written suites against the store."""

    def body() -> None:
        from dalil.eval.fixtures import ChunkCatalog, build_all, build_spec_suites
        from dalil.ingest.sources import load_demo_manifest

        ctx = _Context()
        if ctx.store is None:
            raise DalilError("build-fixtures reads chunk ids from the local store (DALIL_BACKEND=local)")
        if only:
            report = build_spec_suites(ChunkCatalog.from_store(ctx.store), specs, out_dir, only)
        else:
            held_out = _held_out_articles(load_demo_manifest)
            report = build_all(ChunkCatalog.from_store(ctx.store), data, specs, out_dir, held_out)
        if as_json:
            _print_json(report.model_dump())
            return
        table = Table(title=f"fixtures written to {out_dir}")
        table.add_column("file")
        table.add_column("fixtures", justify="right")
        for name, n in report.written.items():
            table.add_row(name, str(n))
        _out().print(table)
        for reason, n in report.skipped.items():
            _out().print(f"skipped {n}: {reason}")
        for note in report.notes:
            _out().print(note)

    _guard(body)


def _held_out_articles(load_manifest) -> dict[str, set[str]]:  # noqa: ANN001
    """Held-out (unindexed) articles per library, from the bundled corpus manifest."""
    try:
        manifest = load_manifest()
    except DalilError:
        return {}
    held = manifest.get("held_out_articles") or {}
    if not isinstance(held, dict):
        raise DalilError("the demo manifest's held_out_articles should map a library to its articles")
    # Entries are {"article": title, ...} objects (or bare titles).
    return {
        library: {str(item.get("article") if isinstance(item, dict) else item) for item in items}
        for library, items in held.items()
    }


# --- retrieval ----------------------------------------------------------------------------------


def _retriever_names(values: list[str] | None) -> list[str]:
    from dalil.eval.rankers import RETRIEVERS

    names = values or ["fused"]
    if "all" in names:
        return list(RETRIEVERS)
    return list(dict.fromkeys(names))


def _run_retrieval(ctx: _Context, paths: list[Path], retrievers: list[str], top_k: int | None, show_progress: bool):
    from dalil.eval.fixtures import load_many
    from dalil.eval.rankers import make_rankers
    from dalil.eval.retrieval import run_retrieval

    fixture_set = load_many(paths)
    rankers = make_rankers(retrievers, ctx.settings, ctx.services, ctx.store)
    with _progress(show_progress, len(fixture_set.fixtures) * len(rankers), "retrieval") as tick:
        run = run_retrieval(fixture_set, rankers, ctx.settings, top_k=top_k, progress=tick)
    return fixture_set, run


def _retrieval_checkpoint(ctx, suite, fixture_set, run, limitations, accept):  # noqa: ANN001
    from dalil.eval.retrieval import retrieval_checkpoint

    return retrieval_checkpoint(
        run, suite, fixture_set, ctx.settings, ctx.corpus_versions(), ctx.services.embedder.model_id, limitations, accept
    )


@eval_app.command("retrieval")
def retrieval(
    fixtures: FixturesOption,
    retriever: Annotated[
        Optional[list[str]],
        typer.Option("--retriever", help="fused | lexical | vector | bm25s-plain | all (repeatable)."),
    ] = None,
    top_k: Annotated[Optional[int], typer.Option("--top-k", min=1, max=100, help="Headline k (default: each fixture's topK).")] = None,
    as_json: JsonOption = False,
    checkpoint: CheckpointOption = False,
    accept: AcceptOption = False,
    suite: SuiteOption = None,
    checkpoint_dir: LedgerOption = CHECKPOINTS,
    limitation: LimitationOption = None,
    per_fixture: Annotated[Optional[Path], typer.Option(help="Write every fixture's ranks to this JSONL.")] = None,
) -> None:
    """hit@k, lenient hit@k, rank-1 and MRR per retriever, suite and library; refusals and invariants apart."""

    def body() -> None:
        ctx = _Context()
        names = _retriever_names(retriever)
        fixture_set, run = _run_retrieval(ctx, fixtures, names, top_k, not as_json)
        if per_fixture:
            with per_fixture.open("w", encoding="utf-8") as sink:
                for name, outcomes in run.outcomes.items():
                    for o in outcomes:
                        sink.write(json.dumps({"retriever": name, **o.model_dump()}, ensure_ascii=False) + "\n")
        record_path = None
        if checkpoint:
            from dalil.eval.ledger import append

            record = _retrieval_checkpoint(ctx, _suite_name(fixtures, suite), fixture_set, run, limitation, accept)
            record_path = str(append(checkpoint_dir, record))
        if as_json:
            _print_json({**run.model_dump(mode="json"), "checkpoint": record_path})
            return
        _print_retrieval(run)
        if record_path:
            _out().print(f"checkpoint appended to {record_path} ({'accepted' if accept else 'not accepted'})")

    _guard(body)


def _print_retrieval(run) -> None:  # noqa: ANN001
    k = next(iter(run.retrievers.values())).top_k
    table = Table(title=f"retrieval: {Path(run.fixtures).name} (N={run.N})")
    for column in (
        "retriever", "hit@1", f"hit@{k}", f"lenient@{k}", "hit@20", "MRR", "all docs",
        "dates clean", "refusal stopped", "false stops", "invariant", "errors", "ms",
    ):
        table.add_column(column, justify="right" if column != "retriever" else "left")
    for name, s in run.retrievers.items():
        r = s.ranked
        graded = sum(g.N for g in s.by_suite.values())
        table.add_row(
            name,
            f"{r.hit.get(1, 0)}/{r.N}",
            f"{r.hit.get(k, 0)}/{r.N}",
            f"{r.lenient.get(k, 0)}/{r.N}",
            f"{r.hit.get(20, 0)}/{r.N}",
            f"{r.mrr:.3f}",
            f"{sum(g.all_docs_at_k for g in s.by_suite.values())}/{graded}",
            f"{s.dates['clean']}/{s.dates['N']}" if s.dates else "–",
            f"{s.refusal.rejected}/{s.refusal.N}" if s.refusal and s.refusal.N else "–",
            f"{s.refusal.grounded_rejected}/{s.refusal.grounded_N}" if s.refusal and s.refusal.grounded_N else "–",
            str(s.invariant_failures),
            str(sum(s.errors.values())),
            f"{s.mean_ms:.0f}",
        )
    _out().print(table)
    groups = Table(title="per suite / library (hit@1, hit@k, MRR)")
    groups.add_column("group")
    for name in run.retrievers:
        groups.add_column(name, justify="right")
    keys = sorted(
        {("suite", g) for s in run.retrievers.values() for g in s.by_suite}
        | {("library", g) for s in run.retrievers.values() for g in s.by_library}
    )
    for kind, group in keys:
        cells = []
        for s in run.retrievers.values():
            g = (s.by_suite if kind == "suite" else s.by_library).get(group)
            cells.append(f"{g.hit.get(1, 0)}/{g.N}  {g.hit.get(k, g.hit.get(5, 0))}/{g.N}  {g.mrr:.3f}" if g else "–")
        groups.add_row(f"{kind} {group}", *cells)
    _out().print(groups)
    for name, s in run.retrievers.items():
        if s.mean_candidates:
            _out().print(f"[dim]{name} mean candidates:[/] " + ", ".join(f"{sig} {n}" for sig, n in s.mean_candidates.items()))


# --- context ------------------------------------------------------------------------------------


@eval_app.command("context")
def context(
    fixtures: FixturesOption,
    as_json: JsonOption = False,
    checkpoint: CheckpointOption = False,
    accept: AcceptOption = False,
    suite: SuiteOption = None,
    checkpoint_dir: LedgerOption = CHECKPOINTS,
    limitation: LimitationOption = None,
) -> None:
    """Compact vs un-compacted context on the same fixtures: tokens, chunks kept, gold kept (n/N)."""

    def body() -> None:
        from dalil.eval.context import run_context
        from dalil.eval.fixtures import load_many
        from dalil.eval.ledger import append, count, value

        ctx = _Context()
        fixture_set = load_many(fixtures)
        if all(f.refuse for f in fixture_set.fixtures):
            raise DalilError("every fixture expects a refusal: there is no context to compare (use `dalil eval answers`)")
        with _progress(not as_json, len(fixture_set.fixtures), "context") as tick:
            run = run_context(fixture_set, ctx.retriever(), ctx.settings, progress=tick)
        record_path = None
        if checkpoint:
            results = {
                mode: {
                    "gold_kept": count(pack.gold_kept, pack.gold_N),
                    "expected_kept": count(pack.expected_kept, pack.expected_N),
                    "tokens_mean": value(pack.tokens_mean),
                }
                for mode, pack in (("compact", run.compact), ("full", run.full))
            }
            results["compact"]["token_saving"] = value(run.token_saving)
            record = _checkpoint(
                ctx, "context", _suite_name(fixtures, suite), fixture_set, run.N, run.completed, ctx.settings.top_k, results,
                {"lost_gold": run.lost_gold[:100], "expected_retrieved": run.expected_retrieved},
                ["Token counts are the builder's estimate (max(words*1.3, chars/3.5)), not a model tokenizer.", *(limitation or [])],
                accept,
            )
            record_path = str(append(checkpoint_dir, record))
        if as_json:
            _print_json({**run.model_dump(mode="json"), "checkpoint": record_path})
            return
        table = Table(title=f"context: {Path(run.fixtures).name} (N={run.N}, completed {run.completed}/{run.N})")
        for column in ("pack", "tokens (mean)", "chunks (mean)", "gold kept", "expected chunk kept"):
            table.add_column(column, justify="right" if column != "pack" else "left")
        for mode, pack in (("compact", run.compact), ("full", run.full)):
            table.add_row(
                mode, f"{pack.tokens_mean}", f"{pack.chunks_mean}",
                f"{pack.gold_kept}/{pack.gold_N}", f"{pack.expected_kept}/{pack.expected_N}",
            )
        _out().print(table)
        _out().print(f"token saving {run.token_saving:.1%}; expected chunk retrieved {run.expected_retrieved}/{run.N}; "
                  f"gold lost by compaction: {len(run.lost_gold)}")
        if record_path:
            _out().print(f"checkpoint appended to {record_path}")

    _guard(body)


# --- answers ------------------------------------------------------------------------------------


def answers_metrics(run) -> dict[str, Any]:  # noqa: ANN001
    from dalil.eval.layers import answers_metrics as metrics

    return metrics(run)


@eval_app.command("answers")
def answers(
    fixtures: FixturesOption,
    as_json: JsonOption = False,
    resume: Annotated[Optional[Path], typer.Option(help="Results JSONL of an earlier batch: skip its ids, append to it.")] = None,
    results: Annotated[
        Optional[Path],
        typer.Option(
            help="Where per-fixture results go (default: beside the store, eval/answers-<suite>.jsonl; "
            "they quote answer text, so not in the repo)."
        ),
    ] = None,
    limit: Annotated[Optional[int], typer.Option(min=1, help="Run at most this many new fixtures (one batch).")] = None,
    checkpoint: CheckpointOption = False,
    accept: AcceptOption = False,
    suite: SuiteOption = None,
    checkpoint_dir: LedgerOption = CHECKPOINTS,
    limitation: LimitationOption = None,
) -> None:
    """The whole answer path per fixture: correctness, support, citations, refusal, operations."""

    def body() -> None:
        from dalil.eval.answers import run_answers
        from dalil.eval.fixtures import load_many
        from dalil.eval.ledger import append

        ctx = _Context()
        fixture_set = load_many(fixtures)
        name = _suite_name(fixtures, suite)
        # Answers quote evidence (Coptic texts among them, which must not be committed): keep them
        # beside the store, outside the repository, unless told otherwise.
        path = resume or results or (Path(ctx.settings.store).parent / "eval" / f"answers-{name}.jsonl")
        with _progress(not as_json, len(fixture_set.fixtures), "answers") as tick:
            run = run_answers(fixture_set, ctx.settings, ctx.services.chunks, path, resume=resume is not None, limit=limit, progress=tick)
        record_path = None
        if checkpoint:
            notes = [
                "Support and citation precision are lexical (share of a sentence's terms in its cited excerpt), not entailment; "
                "a person still reviews answers before public exposure.",
                f"Provider: {ctx.settings.provider}; batches: {len(run.batches)}.",
                *(limitation or []),
            ]
            record = _checkpoint(
                ctx, "answers", name, fixture_set, run.attempted, run.completed, ctx.settings.top_k, answers_metrics(run),
                {
                    "states": run.states,
                    "failures": run.failures,
                    "failed_ids": {k: v[:50] for k, v in run.failed_ids.items()},
                    "batches": run.batches,
                    "seconds_mean": run.seconds_mean,
                },
                notes, accept,
            )
            record_path = str(append(checkpoint_dir, record))
        if as_json:
            _print_json({**run.model_dump(mode="json"), "checkpoint": record_path})
            return
        table = Table(title=f"answers: {Path(run.fixtures).name} — attempted {run.attempted}/{run.N}, completed {run.completed}/{run.N}")
        table.add_column("gate")
        table.add_column("n/N", justify="right")
        for label, n, total in (
            ("correct (gold answer in answer)", run.correct, run.correct_N),
            ("answer cites an expected passage", run.cites_expected, run.cites_expected_N),
            ("supported (every sentence)", run.supported, run.answered),
            ("citation precision (pairs citing an expected passage)", run.citation_precise, run.citation_pairs),
            ("citation support (pairs, lexical)", run.citation_supported, run.citation_pairs),
            ("behaves (class expectations)", run.behaves, run.behaves_N),
            ("citation completeness (claims)", run.claims_cited, run.claims),
            ("refusal recall", run.refusal_true, run.refusal_N),
            ("refusal precision", run.refusal_true, run.refused_total),
            ("grounded fixtures refused", run.grounded_refused, run.N - run.refusal_N),
        ):
            table.add_row(label, f"{n}/{total}")
        _out().print(table)
        _out().print(f"states: {run.states}; failures: {run.failures or 'none'}; schema failures {run.schema_failures}; "
                  f"mean {run.seconds_mean:.2f} s; results in {run.results}")
        if record_path:
            _out().print(f"checkpoint appended to {record_path}")

    _guard(body)


@eval_app.command("fabrications")
def fabrications(
    fixtures: Annotated[Path, typer.Option("--fixtures", help="Fabrication cases (JSONL).")] = FIXTURES / "fabrications.jsonl",
    critic: Annotated[Optional[str], typer.Option(help="off | offline (default: DALIL_CRITIC).")] = None,
    as_json: JsonOption = False,
) -> None:
    """Provider answers that bend a real excerpt (negation, number, name, detail, tail, stitch, bidi):
    how many the validation path would publish. Every case behaves only when not published."""

    def body() -> None:
        from dalil.eval.fabrications import run_fabrications

        if critic not in (None, "off", "offline"):
            raise DalilError("--critic must be off or offline (the model critic needs a provider)")
        ctx = _Context()
        settings = ctx.settings if critic is None else ctx.settings.model_copy(update={"critic": critic})
        run = run_fabrications(fixtures, ctx.services.chunks, settings)
        if as_json:
            _print_json(run.model_dump(mode="json"))
            return
        table = Table(title=f"fabrications: {fixtures.name} — critic {run.critic}: {run.behaves}/{run.N} not published")
        table.add_column("kind")
        table.add_column("not published", justify="right")
        for kind, (ok, total) in run.by_kind.items():
            table.add_row(kind, f"{ok}/{total}")
        for domain, (ok, total) in run.by_domain.items():
            table.add_row(f"domain {domain}", f"{ok}/{total}")
        _out().print(table)
        for outcome in run.outcomes:
            if not outcome.behaves:
                _out().print(f"{outcome.id}: {'published' if outcome.published else outcome.error}")

    _guard(body)


# --- gate / report ------------------------------------------------------------------------------


@eval_app.command("gate")
def gate_command(
    fixtures: FixturesOption,
    suite: SuiteOption = None,
    kind: Annotated[str, typer.Option("--kind", help="retrieval, context or answers: which checkpoint kind to gate.")] = "retrieval",
    retriever: Annotated[Optional[list[str]], typer.Option("--retriever", help="Retrievers to run and compare (default: all).")] = None,
    tolerance: Annotated[Optional[float], typer.Option(help="Absolute tolerance on rates and MRR.")] = None,
    checkpoint_dir: LedgerOption = CHECKPOINTS,
    checkpoint: CheckpointOption = False,
    as_json: JsonOption = False,
) -> None:
    """Run one layer (retrieval, context or answers) on the fixtures and fail (exit 1) on a
    regression against the last accepted checkpoint of that kind."""

    def body() -> None:
        from dalil.eval.ledger import DEFAULT_TOLERANCE, append, gate

        if kind not in ("retrieval", "context", "answers"):
            raise DalilError(f"--kind must be retrieval, context or answers, not {kind!r}")
        ctx = _Context()
        name = _suite_name(fixtures, suite)
        record = _gate_record(ctx, kind, name, fixtures, retriever, not as_json)
        result = gate(record, checkpoint_dir, DEFAULT_TOLERANCE if tolerance is None else tolerance)
        if checkpoint:
            append(checkpoint_dir, record)
        if as_json:
            _print_json(result.model_dump(mode="json"))
        else:
            verdict = "[bold green]PASS[/]" if result.passed else "[bold red]FAIL[/]"
            _out().print(f"{verdict} {name} ({kind}): {result.compared} metrics against the checkpoint of {result.baseline_date} "
                      f"(tolerance {result.tolerance}){'; ' + result.reason if result.reason else ''}")
            for row in result.regressions:
                _out().print(f"  regression {row.group} {row.metric}: {row.accepted} -> {row.current}")
            for row in result.improvements:
                _out().print(f"  [dim]improved {row.group} {row.metric}: {row.accepted} -> {row.current}[/]")
        if not result.passed:
            raise typer.Exit(1)

    _guard(body)


def _gate_record(ctx: _Context, kind: str, name: str, fixtures: list[Path], retriever, show_progress: bool):  # noqa: ANN001
    """The checkpoint (not accepted) of one layer's run, for the gate to compare."""
    from dalil.eval import layers
    from dalil.eval.fixtures import load_many

    if kind == "retrieval":
        fixture_set, run = _run_retrieval(ctx, fixtures, _retriever_names(retriever or ["all"]), None, show_progress)
        return _retrieval_checkpoint(ctx, name, fixture_set, run, None, accept=False)
    fixture_set = load_many(fixtures)
    if kind == "context":
        run = layers.run_context_layer(fixture_set, ctx.retriever(), ctx.settings)
        return _checkpoint(ctx, "context", name, fixture_set, run.N, run.completed, ctx.settings.top_k,
                           layers.context_metrics(run), {}, [], False)
    path = Path(ctx.settings.store).parent / "eval" / f"gate-answers-{name}.jsonl"
    run = layers.run_answers_layer(fixture_set, ctx.settings, ctx.services.chunks, path)
    return _checkpoint(ctx, "answers", name, fixture_set, run.attempted, run.completed, ctx.settings.top_k,
                       answers_metrics(run), {"states": run.states}, [], False)


@eval_app.command("report")
def report(
    checkpoint_dir: LedgerOption = CHECKPOINTS,
    out_dir: Annotated[Path, typer.Option("--out", help="Where README.md and hit_at_k.png go.")] = REPORTS,
) -> None:
    """A markdown table per suite and one hit@k chart (k = 1…20 per retriever) from the ledger."""

    def body() -> None:
        from dalil.eval.report import write_report

        for path in write_report(checkpoint_dir, out_dir):
            _out().print(f"wrote {path}")

    _guard(body)
