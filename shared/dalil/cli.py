"""`dalil`: ingest, retrieve, ask, eval, invoke, serve, feedback (docs/DESIGN.md §6).

Every command turns a `DalilError` into one clear line on stderr and exit code 2; nothing ends
in a traceback. Heavy modules are imported inside commands so `dalil --help` stays fast.
"""

from __future__ import annotations

import json
import logging
import multiprocessing
import os
import sys
from collections import deque
from collections.abc import Iterable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from functools import lru_cache
from pathlib import Path
from typing import Annotated, Any, Optional

import typer
from pydantic import BaseModel, ConfigDict, Field, StrictInt, StrictStr, ValidationError

from dalil.errors import DalilError

# `-h` everywhere: click hands the help option names down to every subcommand's context.
HELP_OPTIONS = {"help_option_names": ["-h", "--help"]}

log = logging.getLogger(__name__)

app = typer.Typer(
    add_completion=False,
    no_args_is_help=True,
    help="Dalil (دليل): Arabic answers only from evidence it can cite. The contracts: docs/DESIGN.md.",
    pretty_exceptions_enable=False,
    context_settings=HELP_OPTIONS,
)
feedback_app = typer.Typer(no_args_is_help=True, help="Attach feedback to an answer; export it as fixtures.")
app.add_typer(feedback_app, name="feedback")

# The options most commands share, with the same short flag everywhere.
JsonFlag = Annotated[bool, typer.Option("--json", "-j", help="Print JSON instead of a table.")]
LibraryFlag = Annotated[Optional[list[str]], typer.Option("--library", "-l", help="Restrict to a library (repeatable).")]


def _print_version(value: bool) -> None:
    if value:
        from dalil.info import package_version

        typer.echo(f"dalil {package_version()}")
        raise typer.Exit()


@app.callback()
def main(
    version: Annotated[
        bool, typer.Option("--version", "-V", callback=_print_version, is_eager=True, help="Print the version and exit.")
    ] = False,
) -> None:
    """Dalil (دليل): Arabic answers only from evidence it can cite. The contracts: docs/DESIGN.md."""


@lru_cache(maxsize=1)
def _out():  # noqa: ANN202 - rich is imported on first use: `--json` output never needs it (~0.1 s)
    from rich.console import Console

    return Console()


@lru_cache(maxsize=1)
def _err():  # noqa: ANN202
    from rich.console import Console

    return Console(stderr=True, soft_wrap=True)


def _settings():
    from dalil.settings import get_settings

    return get_settings()


def _fail(message: str, code: int = 2) -> None:
    _err().print(f"[bold red]error:[/] {message}", highlight=False)
    raise typer.Exit(code)


def _guard(func):
    """Run a command body; user-facing errors become one line and an exit code."""
    try:
        return func()
    except DalilError as error:
        _fail(str(error), error.exit_code)
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(part) for part in first.get("loc", ()))
        _fail(f"invalid setting or input {where}: {first.get('msg')}")
    except KeyboardInterrupt:
        _fail("interrupted", 130)
    except OSError as error:
        # The last line of defence for a file the command could not read or write (each reader
        # says which file where it can); the message names the file, never a traceback.
        _fail(f"{error.strerror or error}: {error.filename}" if error.filename else str(error))


def _print_json(data: Any) -> None:
    sys.stdout.write(json.dumps(data, ensure_ascii=False) + "\n")
    sys.stdout.flush()


# --- ingest -----------------------------------------------------------------------------------


def _parse_sources(args: list[str]) -> list[tuple[str, Path | None]] | None:
    """`--source NAME PATH` triples from the command's extra arguments (click has no
    repeatable two-value option in typer)."""
    if not args:
        return None
    if len(args) % 3 or any(flag != "--source" for flag in args[::3]):
        raise DalilError(
            f"unexpected arguments {' '.join(args)!r}; use --source NAME PATH "
            "(e.g. --source synaxarium ../shared/data/coptic_synaxarium_ar)"
        )
    from dalil.ingest.sources import get_source

    result: list[tuple[str, Path | None]] = []
    for name, path in zip(args[1::3], args[2::3], strict=True):
        get_source(name)  # unknown names fail here, with the known ones listed
        result.append((name, Path(path).expanduser()))
    return result


def _with_defaults(sources: list[tuple[str, Path | None]] | None) -> list[tuple[str, Path | None]] | None:
    """Named sources are added to the bundled corpus, so one index holds every library."""
    if sources is None:
        return None
    from dalil.ingest.pipeline import default_sources

    named = {name for name, _ in sources}
    return [pair for pair in default_sources() if pair[0] not in named] + sources


@app.command(context_settings={"allow_extra_args": True, "ignore_unknown_options": True})
def ingest(
    ctx: typer.Context,
    rebuild: Annotated[bool, typer.Option("--rebuild", "-r", help="Build a new store file and swap it in.")] = False,
    force: Annotated[
        bool,
        typer.Option(help="Accept a source that removes most of a library or skips many malformed records."),
    ] = False,
    only: Annotated[bool, typer.Option(help="Ingest only the named sources, not the bundled corpus too.")] = False,
    backend: Annotated[
        Optional[str], typer.Option(help="local (SQLite) or aws (DynamoDB + OpenSearch); default: DALIL_BACKEND.")
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", "-j", help="Print the ingest report as JSON.")] = False,
    dense_pass: Annotated[
        str,
        typer.Option(
            "--dense-pass",
            help="E5 passage vectors for re-scored chunks the package does not ship (user libraries): off; now "
            "(a progress bar); background (a low-priority process, the store answers meanwhile).",
        ),
    ] = "off",
) -> None:
    """Build or update the store. `--source NAME PATH` (repeatable) adds a library from a path,
    e.g. `--source synaxarium ../shared/data/coptic_synaxarium_ar`; default: the bundled corpus."""

    def body() -> None:
        settings = _settings()
        if backend is not None:
            settings = settings.model_copy(update={"backend": _backend_name(backend)})
        sources = _parse_sources(ctx.args)
        if not only:
            sources = _with_defaults(sources)
        if dense_pass not in ("off", "now", "background"):
            raise DalilError(f"unknown --dense-pass {dense_pass!r}; use off, now or background")
        if dense_pass != "off" and settings.backend != "local":
            raise DalilError("--dense-pass is for the embedded store; on AWS the Bedrock vectors are the dense signal")
        report = _run_ingest(settings, sources, rebuild, progress=not as_json, force=force)
        if as_json:
            _print_json(report.model_dump(mode="json"))
        else:
            _print_ingest(report)
        if dense_pass != "off":
            _run_dense_pass(settings, dense_pass, progress=not as_json)

    _guard(body)


def _run_dense_pass(settings, mode: str, progress: bool) -> None:
    """The second dense model's passage vectors (ingest/dense_pass.py), after the store is written."""
    from dalil.ingest import dense_pass

    if mode == "background":
        log = Path(str(settings.store) + ".dense.log")
        process = dense_pass.start_background(settings.store, log)
        _err().print(f"E5 passage vectors: a background pass is running (pid {process.pid}, log {log}); "
                     "questions are answered meanwhile, re-scored where vectors exist")
        return
    try:
        report = dense_pass.fill(settings.store, progress=progress, libraries=settings.rescore_libraries)
    except dense_pass.PassAlreadyRunning as error:
        raise DalilError(f"{error}; it will finish on its own") from None
    _err().print(f"E5 passage vectors: {report.embedded} embedded, {report.already} already there, "
                 f"{report.bundled} shipped, in {report.seconds:.1f} s")


def _backend_name(name: str) -> str:
    if name not in ("local", "aws"):
        raise DalilError(f"unknown backend {name!r}; use local or aws")
    return name


def _run_ingest(settings, sources, rebuild: bool, progress: bool, force: bool = False):
    from dalil.embed.factory import make_embedder

    if settings.backend == "aws":
        from dalil.ingest.cloud import run_aws_ingest

        return run_aws_ingest(settings, make_embedder(settings), sources, rebuild=rebuild, force=force)
    from dalil.ingest.pipeline import run_ingest
    from dalil.stores.factory import reset_services

    reset_services()
    return run_ingest(settings.store, make_embedder(settings), sources, rebuild=rebuild, progress=progress, force=force)


# The ingest summary fits 80 columns: short headers, no vertical rules, the store on its own line.
INGEST_COLUMNS = ("library", "docs", "chunks", "new", "changed", "same", "gone", "embedded", "s")


def _print_ingest(report) -> None:
    from rich import box
    from rich.table import Table

    _out().print(f"store {report.store}", highlight=False, soft_wrap=True)
    table = Table(box=box.SIMPLE_HEAD, pad_edge=False)
    for column in INGEST_COLUMNS:
        table.add_column(column, justify="right" if column != "library" else "left", no_wrap=True)
    for lib in report.libraries:
        table.add_row(
            lib.library,
            f"{lib.documents:,}",
            f"{lib.chunks:,}",
            f"{lib.added:,}",
            f"{lib.replaced:,}",
            f"{lib.unchanged:,}",
            f"{lib.removed:,}",
            f"{lib.chunks_embedded:,}",
            f"{lib.seconds:.1f}",
        )
    _out().print(table)
    for lib in report.libraries:
        skipped = ", ".join(f"{n:,} {why}" for why, n in sorted(lib.skipped.items()))
        extra = [part for part in (
            f"{lib.duplicates:,} repeated ids (the first kept)" if lib.duplicates else "",
            f"{lib.empty:,} empty" if lib.empty else "",
            f"skipped: {skipped}" if skipped else "",
        ) if part]
        if extra:
            _out().print(f"  {lib.library}: " + "; ".join(extra), highlight=False)
    _out().print("new/changed/same/gone: documents added, replaced, unchanged, removed", style="dim")
    if report.moved_aside:
        _err().print(f"The damaged store file was kept as {report.moved_aside} (a rebuild never deletes it).")


def ensure_store(settings, quiet: bool = False) -> None:
    """The first question on a fresh machine builds the store from the bundled corpus."""
    if settings.backend != "local":
        return
    from dalil.stores.factory import store_is_built

    if store_is_built(settings):
        return
    if not quiet:
        _err().print(f"[bold]First run:[/] building the store {settings.store} from the bundled corpus…")
    _run_ingest(settings, None, rebuild=False, progress=not quiet)


# --- retrieve ---------------------------------------------------------------------------------


def candidate_json(candidate) -> dict[str, Any]:
    chunk = candidate.chunk
    return {
        "chunk_id": candidate.chunk_id,
        "doc_id": chunk.doc_id if chunk else None,
        "library": chunk.library if chunk else None,
        "title": chunk.title if chunk else None,
        "url": chunk.url if chunk else None,
        "text": chunk.text if chunk else None,
        "metadata": chunk.metadata if chunk else {},
        "score": candidate.score,
        "signals": {name: hit.model_dump() for name, hit in candidate.signals.items()},
        "boosts": candidate.boosts,
    }


def _retriever(settings):
    from dalil.retrieval.retriever import Retriever
    from dalil.stores.factory import build_services

    services = build_services(settings)
    return Retriever(settings, services.search, services.chunks, services.embedder)


@app.command()
def retrieve(
    question: Annotated[Optional[str], typer.Argument(help="The question (omit with --batch).")] = None,
    top_k: Annotated[Optional[int], typer.Option("--top-k", "-k", min=1, max=100, help="How many candidates.")] = None,
    library: LibraryFlag = None,
    batch: Annotated[Optional[Path], typer.Option("--batch", "-b", help='JSONL file: {"id", "question"} a line.')] = None,
    workers: Annotated[Optional[int], typer.Option(
        "--workers", "-w", min=1, max=64,
        help="Processes for --batch (default: one per CPU, at most 4, for files of more than 64 questions).")] = None,
    as_json: JsonFlag = False,
) -> None:
    """Show the evidence candidates for a question, with each signal's rank and score."""

    def body() -> None:
        settings = _settings()
        if (question is None) == (batch is None):
            raise DalilError("give either a QUESTION or --batch FILE")
        ensure_store(settings, quiet=as_json)
        if batch is not None:
            count = _batch_workers(batch, workers)
            if count > 1:
                _retrieve_batch_in_workers(batch, top_k, library, count)
            else:
                _retrieve_batch(_retriever(settings), batch, top_k, library)
            return
        retriever = _retriever(settings)
        result = retriever.retrieve(question, top_k=top_k, libraries=library)
        if as_json:
            _print_json(
                {"candidates": [candidate_json(c) for c in result.candidates], "trace": result.trace.model_dump(mode="json")}
            )
            return
        _print_candidates(result)

    _guard(body)


class _BatchLine(BaseModel):
    """One line of `retrieve --batch`: bounded like the API's own requests."""

    model_config = ConfigDict(extra="ignore")

    id: StrictStr | StrictInt
    question: StrictStr = Field(min_length=1, max_length=2000)
    topK: StrictInt | None = Field(default=None, ge=1, le=100)  # noqa: N815 - the fixture field name
    libraries: list[StrictStr] | None = Field(default=None, max_length=10)


def _batch_lines(path: Path) -> Iterator[tuple[int, str]]:
    if not path.is_file():
        raise DalilError(f"batch file not found: {path}")
    with path.open(encoding="utf-8", errors="replace") as lines:
        for number, line in enumerate(lines, 1):
            if line.strip():
                yield number, line


def _batch_item(number: int, line: str) -> _BatchLine | dict[str, Any]:
    """One batch line read: the validated line, or its error record."""
    try:
        return _BatchLine.model_validate_json(line)
    except ValidationError as error:
        problem = error.errors()[0]
        where = ".".join(str(part) for part in problem.get("loc", ())) or "line"
        return {"id": _line_id(line), "line": number, "error": f"malformed line: {where}: {problem.get('msg')}"}


def _batch_record(retriever, number: int, item: _BatchLine | dict[str, Any], top_k: int | None,
                  library: list[str] | None) -> dict[str, Any]:
    """The output record of one batch line: its candidates and trace, or its error."""
    if isinstance(item, dict):
        return item
    qid = str(item.id)
    try:
        result = retriever.retrieve(item.question, top_k=top_k or item.topK, libraries=library or item.libraries)
    except DalilError as error:
        return {"id": qid, "line": number, "error": str(error)}
    except Exception as error:  # noqa: BLE001 - one question must not end the batch
        return {"id": qid, "line": number, "error": f"retrieval failed ({type(error).__name__})"}
    return {"id": qid, "candidates": [candidate_json(c) for c in result.candidates], "trace": result.trace.model_dump(mode="json")}


def _batch_group_records(retriever, group: list[tuple[int, str]], top_k: int | None,
                         library: list[str] | None) -> Iterator[dict[str, Any]]:
    """The records of a group of lines, in order; the group's questions are embedded together
    first (Retriever.prepare: the same records as one at a time, less CPU)."""
    items = [(number, _batch_item(number, line)) for number, line in group]
    try:
        retriever.prepare([item.question for _, item in items if isinstance(item, _BatchLine)])
    except Exception:  # noqa: BLE001 - a speed-up only: each question still embeds its own
        log.exception("preparing a batch group failed; asking its questions one at a time")
    for number, item in items:
        yield _batch_record(retriever, number, item, top_k, library)


def _batch_groups(path: Path) -> Iterator[list[tuple[int, str]]]:
    group: list[tuple[int, str]] = []
    for number, line in _batch_lines(path):
        group.append((number, line))
        if len(group) == BATCH_GROUP:
            yield group
            group = []
    if group:
        yield group


def _retrieve_batch(retriever, path: Path, top_k: int | None, library: list[str] | None) -> None:
    """One output line per input line; a bad line gets an error record, the batch goes on."""
    for group in _batch_groups(path):
        for record in _batch_group_records(retriever, group, top_k, library):
            _print_json(record)


# A second process costs its start (models, the vector matrix: ~1-2 s) before it saves anything.
BATCH_WORKERS_FROM_LINES = 64
BATCH_WORKERS_DEFAULT_MAX = 4
# Groups handed out and not yet written, per worker: bounded memory, output still in input order,
# and a worker never waits for the slowest group of a window to be written (BATCH25, wave s30).
BATCH_AHEAD_PER_WORKER = 4
# Lines a worker takes at once and whose questions it embeds together (embed/e5.py QUERY_BATCH).
BATCH_GROUP = 16
_batch_retriever: Any = None  # a batch worker's own retriever (built once per process)


def _batch_workers(path: Path, requested: int | None) -> int:
    if requested is not None:
        return requested
    if not path.is_file():
        return 1  # _batch_lines says what is wrong
    with path.open("rb") as lines:
        enough = sum(1 for _, line in zip(range(BATCH_WORKERS_FROM_LINES + 1), lines, strict=False) if line.strip())
    if enough <= BATCH_WORKERS_FROM_LINES:
        return 1
    try:
        cpus = len(os.sched_getaffinity(0))
    except AttributeError:  # not Linux
        cpus = os.cpu_count() or 1
    return max(1, min(BATCH_WORKERS_DEFAULT_MAX, cpus))


def _batch_worker_start() -> None:
    global _batch_retriever
    _batch_retriever = _retriever(_settings())


def _batch_worker_group(task: tuple[list[tuple[int, str]], int | None, list[str] | None]) -> str:
    group, top_k, library = task
    return "".join(json.dumps(record, ensure_ascii=False) + "\n"
                   for record in _batch_group_records(_batch_retriever, group, top_k, library))


def _retrieve_batch_in_workers(path: Path, top_k: int | None, library: list[str] | None, workers: int) -> None:
    """The batch over `workers` processes (each its own retriever over the read-only store): the
    same records as one process, in input order. Groups are handed out as workers free up, a few
    ahead of the one written next (no window every worker waits at the end of)."""
    # Fresh interpreters: no model, store connection or thread state copied. (A fork server that
    # imports once for every worker saves ~0.5 s of CPU a worker, but its workers are not this
    # process's children: their CPU is then missing from what the caller's clock sees.)
    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(max_workers=workers, mp_context=context, initializer=_batch_worker_start) as pool:
        pending: deque[Future[str]] = deque()
        for group in _batch_groups(path):
            pending.append(pool.submit(_batch_worker_group, (group, top_k, library)))
            if len(pending) >= workers * BATCH_AHEAD_PER_WORKER:
                _write_records([pending.popleft().result()])
        _write_records(future.result() for future in pending)


def _write_records(records: Iterable[str]) -> None:
    for record in records:
        sys.stdout.write(record)
    sys.stdout.flush()


def _line_id(line: str) -> str | None:
    try:
        value = json.loads(line).get("id")
    except (ValueError, AttributeError):
        return None
    return str(value) if isinstance(value, (str, int)) else None


def _print_candidates(result) -> None:
    from rich.table import Table

    trace = result.trace
    domains = ", ".join(f"{d} {s:.2f}" for d, s in sorted(trace.route.domains.items(), key=lambda x: -x[1]))
    _out().print(f"[dim]normalized:[/] {trace.normalized}\n[dim]domains:[/] {domains}", highlight=False)
    table = Table(show_lines=True)
    for column in ("#", "chunk_id", "title", "score", "signals"):
        table.add_column(column)
    for rank, candidate in enumerate(result.candidates, 1):
        signals = " ".join(f"{name}#{hit.rank}" for name, hit in candidate.signals.items())
        title = candidate.chunk.title if candidate.chunk else "(missing record)"
        table.add_row(str(rank), candidate.chunk_id, title, f"{candidate.score:.4f}", signals)
    _out().print(table)


# --- ask --------------------------------------------------------------------------------------


@app.command()
def ask(
    question: Annotated[str, typer.Argument(help="An Arabic question, or - to read it from stdin.")],
    as_json: Annotated[bool, typer.Option("--json", "-j", help="Print the response object (docs/DESIGN.md §4).")] = False,
    conversation: Annotated[
        Optional[str], typer.Option("--conversation", "-c", help="Conversation id, for a follow-up question.")
    ] = None,
    new_conversation: Annotated[
        bool, typer.Option("--new-conversation", "-n", help="Start a conversation (its id is in the response).")
    ] = False,
    library: LibraryFlag = None,
) -> None:
    """Answer from cited evidence — or say honestly that the evidence is not there."""

    def body() -> None:
        from dalil.retrieval.question import validate_question

        settings = _settings()
        asked = _read_stdin_question(settings.max_question_chars) if question == "-" else question
        validate_question(asked, settings.max_question_chars)  # a clear error before any work
        ensure_store(settings, quiet=as_json)
        from dalil.workflow.local import run

        response = run(
            asked, conversation_id=conversation, libraries=library, settings=settings, new_conversation=new_conversation
        )
        if as_json:
            _print_json(response.model_dump(mode="json"))
        else:
            print_response(response)

    _guard(body)


def _read_stdin_question(max_chars: int) -> str:
    """`dalil ask -`: the question is all of stdin (UTF-8), read up to just past the limit so an
    endless pipe cannot fill memory; the length check then says how long is too long."""
    if sys.stdin is None or sys.stdin.isatty():
        raise DalilError("`dalil ask -` reads the question from stdin; pipe one in (echo \"…\" | dalil ask -)")
    raw = sys.stdin.buffer.read(max_chars * 4 + 4)  # UTF-8: at most 4 bytes a character
    try:
        return raw.decode("utf-8").removeprefix("\ufeff")
    except UnicodeDecodeError:
        raise DalilError("the question on stdin is not UTF-8 text") from None


STATE_TITLES = {
    "answer": "الإجابة (answer)",
    "sources": "مصادر بلا إجابة (sources)",
    "search": "لا توجد أدلة كافية (search)",
    "quota": "الخدمة مشغولة الآن (quota)",
}


def print_response(response) -> None:
    from rich.markup import escape
    from rich.panel import Panel

    from dalil import reasons

    lines: list[str] = []
    if response.answer:
        lines.append(escape(response.answer))
    said = reasons.sentence(response.reason) if response.state != "answer" else None
    if said is not None:
        # The sentence for the reader; the code and its details stay visible for whoever debugs.
        lines.append(f"{said.arabic}\n{said.english}\n[dim]({escape(response.reason or '')})[/]")
    if response.retry_after_s:
        lines.append(f"أعد المحاولة بعد {response.retry_after_s} ثانية")
    subtitle = f"provider: {response.provider}" if response.provider else None
    _out().print(Panel("\n\n".join(lines) or "—", title=STATE_TITLES[response.state], subtitle=subtitle), highlight=False)
    for citation in response.citations:
        _out().print(f"[bold][{citation.id}][/] {citation.title}{_day(citation.coptic_day)} — {citation.url}  "
                     f"[dim]({citation.chunk_id})[/]", highlight=False)
    if response.state != "answer":
        for card in response.sources:
            _out().print(f"• {card.title}{_day(card.coptic_day)} — {card.url}  [dim]({card.chunk_id})[/]", highlight=False)
    if response.clarify is not None and response.state != "answer":
        _print_clarify(response.clarify)
    if response.search_url and response.state in ("search", "sources"):
        # On its own line, unwrapped: a terminal keeps a long link clickable only when it is whole.
        _out().print(f"بحث في الموقع / site search: {response.search_url}", highlight=False, soft_wrap=True)
    _out().print(f"[dim]message_id {response.message_id}[/]")
    if response.conversation_id:
        _out().print(f"[dim]conversation {response.conversation_id} (follow up with --conversation {response.conversation_id})[/]")


def _day(coptic_day) -> str:
    """" (22 هاتور = 1 ديسمبر 2026)" for a Synaxarium record, "" for others."""
    if coptic_day is None:
        return ""
    return f" ({coptic_day.label}" + (f" = {coptic_day.gregorian_label})" if coptic_day.gregorian_label else ")")


def _print_clarify(clarify) -> None:
    from rich.markup import escape

    _out().print(f"[bold]{escape(clarify.prompt)}[/]", highlight=False)
    if not clarify.options:
        return
    if all(option.label.isdigit() for option in clarify.options):  # chapters: one line of numbers
        _out().print("  " + " ".join(option.label for option in clarify.options), highlight=False)
    else:
        for option in clarify.options:
            _out().print(f"  • {escape(option.label)}", highlight=False)
    example = clarify.options[0].question
    _out().print(f"[dim]ask again / اسأل مجددًا: dalil ask {escape(repr(example))}[/]", highlight=False)


# --- info -------------------------------------------------------------------------------------


@app.command()
def info(as_json: JsonFlag = False) -> None:
    """Which store, libraries and chunk counts, dense coverage, providers with a key (never the key)
    and the settings that differ from their defaults."""

    def body() -> None:
        from dalil.info import collect_info

        report = collect_info(_settings())
        if as_json:
            _print_json(report.model_dump(mode="json"))
        else:
            _print_info(report)

    _guard(body)


def _print_info(report) -> None:
    from rich import box
    from rich.markup import escape
    from rich.table import Table

    out = _out()
    size = f" ({report.store_bytes / 1e6:,.1f} MB)" if report.store_bytes is not None else ""
    out.print(f"dalil {report.version}, backend {report.backend}", highlight=False)
    out.print(f"store: {escape(report.store)}{size}", highlight=False, soft_wrap=True)
    if report.embedder:
        out.print(f"embedder: {escape(report.embedder)}", highlight=False)
    if report.libraries:
        table = Table(box=box.SIMPLE_HEAD, pad_edge=False)
        for column in ("library", "on", "docs", "chunks", "dense", "version"):
            table.add_column(column, justify="left" if column in ("library", "version") else "right", no_wrap=column != "version")
        for lib in report.libraries:
            if not lib.rescored:
                dense = "—"
            elif lib.dense_vectors is None:
                dense = "?"
            else:
                dense = f"{lib.dense_vectors:,}/{lib.chunks:,}"
            table.add_row(lib.library, "yes" if lib.enabled else "no", f"{lib.documents:,}", f"{lib.chunks:,}", dense,
                          escape(lib.corpus_version or ""))
        out.print(table)
        out.print("dense: chunks with their second-model (E5) passage vector, of the libraries it re-ranks", style="dim")
    for provider in report.providers:
        if provider.key_present is None:
            state = f"key from {escape(provider.source)} (not read here)"
        else:
            state = ("key present" if provider.key_present else "no key") + f" ({escape(provider.source)})"
        out.print(f"provider {provider.name}: {state}", highlight=False)
    out.print("answers by: " + escape(" → ".join(report.ladder)), highlight=False)
    if report.changed_settings:
        out.print("settings changed from their defaults:")
        for name, value in sorted(report.changed_settings.items()):
            out.print(f"  DALIL_{name.upper()} = {escape(str(value))}", highlight=False, soft_wrap=True)
    else:
        out.print("settings: all defaults")
    for problem in report.problems:
        out.print(f"[yellow]note:[/] {escape(problem)}", highlight=False)


# --- invoke / serve ---------------------------------------------------------------------------


@app.command()
def invoke(
    function: Annotated[str, typer.Argument(help="A folder of functions/: api, retrieval, bootstrap, ingest_plan, …")],
    event: Annotated[Path, typer.Argument(help="The event JSON file.", exists=False)],
) -> None:
    """Run a Lambda handler locally on a sample event and print its output."""

    def body() -> None:
        from dalil.workflow.invoke import invoke as run_handler
        from dalil.workflow.state_machine import FUNCTION_ARN_KEYS

        settings = _settings()
        if function in FUNCTION_ARN_KEYS:  # the workflow's steps read the store; ingest and bootstrap do not
            ensure_store(settings, quiet=True)
        _print_json(run_handler(function, event))

    _guard(body)


@app.command()
def serve(
    port: Annotated[int, typer.Option("--port", "-p", min=0, max=65535)] = 8787,
    host: Annotated[str, typer.Option("--host", help="Loopback only unless you mean it.")] = "127.0.0.1",
    workers: Annotated[Optional[int], typer.Option("--workers", "-w", min=1, max=64,
                                                   help="Worker processes (default: one per CPU, at most 4).")] = None,
) -> None:
    """A local HTTP API in API Gateway shape (POST /ask, POST /feedback, GET /health)."""

    def body() -> None:
        from dalil.serve import serve as run_server

        ensure_store(_settings())
        run_server(port=port, host=host, workers=workers)

    _guard(body)


# --- feedback ---------------------------------------------------------------------------------


@feedback_app.command("give")
def feedback_give(
    message_id: Annotated[str, typer.Argument()],
    vote: Annotated[str, typer.Option(help="up | down")],
    category: Annotated[Optional[str], typer.Option()] = None,
    comment: Annotated[Optional[str], typer.Option(help="At most 500 characters.")] = None,
) -> None:
    """Attach up/down, a category and a short comment to an answer's message id."""

    def body() -> None:
        from dalil.feedback import give_feedback

        feedback_id = give_feedback(_settings(), message_id, vote, category, comment)
        _print_json({"feedback_id": feedback_id, "message_id": message_id})

    _guard(body)


@feedback_app.command("export")
def feedback_export(
    output: Annotated[Optional[Path], typer.Option(help="Write JSONL here (default: stdout).")] = None,
) -> None:
    """Export feedback as candidate regression fixtures (redacted) for a person to review."""

    def body() -> None:
        from dalil.feedback import export_fixture_candidates

        rows = export_fixture_candidates(_settings())
        text = "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows)
        if output:
            output.write_text(text, encoding="utf-8")
            _err().print(f"{len(rows)} candidate fixtures written to {output}")
        else:
            sys.stdout.write(text)

    _guard(body)


def _register_eval() -> None:
    try:
        from dalil.eval.cli import eval_app
    except ImportError:  # the evaluation package is optional at import time of the CLI
        return
    app.add_typer(eval_app, name="eval")


_register_eval()


if __name__ == "__main__":
    app()
