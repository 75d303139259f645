"""Open-loop load on `dalil serve`: two commits side by side, one command (issue 24's "feast day").

    .venv/bin/python benchmarks/load/serve_load.py --before <commit> --after HEAD

For each commit: a detached `git worktree` of it (its own `shared/` on PYTHONPATH, this venv's
packages), one store built from the bundled corpus plus the Coptic corpora of `../shared/data`
(every library; built once, by the `--before` checkout, and copied for each server so user data
never carries over), `dalil serve` on a free loopback port with the offline extractive provider,
a short warm-up, then open-loop arrivals at each rate of `--rates` for `--seconds` each: request i
is sent at t0 + i/rate whether or not earlier ones were answered (no coordinated omission: the
latency of a request counts from its scheduled time). Six mixed questions (two Bible, two
Synaxarium, one ARCD, one XQuAD, all dev split) in turn, one connection per request; with
`--questions distinct`, ~1,300 distinct dev-split questions in turn across the whole run (warm-up
included) and the servers' retrieval cache off (`DALIL_SERVE_RETRIEVAL_CACHE_MB=0`: the list comes
round again within a run), so no cache makes the number: run it beside the six.

Recorded per commit and rate: answered (200), 503s (and how many carried Retry-After), other
errors (other statuses, refused or reset connections, no reply within `--timeout`), p50/p99/max
of the answered, the server's CPU milliseconds per answered question (utime + stime of the server
and all its worker processes during the step: load-independent enough to compare on a busy machine
while every request is answered; when clients gave up, the server still spent CPU on their
questions, and the figure grows accordingly) and the peak
resident memory of the whole process tree. A rate is "held" when ≥ 99 % of its requests were
answered and their p99 is ≤ 1 s; saturation is the highest held rate.

Then, per commit (skip with `--no-batch`), issue 25's batch throughput on the same store:
`dalil retrieve --batch` over the dev-ARCD questions (start-up timed apart on an empty file), with
questions/s after start-up, CPU milliseconds per question (the children's user + system time),
and the p50/p95 of each retrieval stage from the traces (`timings_ms`, and the E5 re-score step).

The result replaces the block between the serve-load markers in benchmarks/load/RESULTS.md (a
`--questions distinct` run, the block between the serve-load-distinct markers)
(`--results` elsewhere; `--json` for the raw numbers). The load average is recorded with it: wall
numbers from a busy machine are not valid against the goals.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
SHARED_DATA = REPO.parent / "shared" / "data"
RESULTS = REPO / "benchmarks" / "load" / "RESULTS.md"
BEGIN, END = "<!-- serve-load:begin -->", "<!-- serve-load:end -->"
# Dev-split questions only (never ARCD test or odd XQuAD articles).
QUESTIONS = [
    "يوحنا 3: 16",
    "لماذا أحب الله العالم حتى بذل ابنه الوحيد؟",
    "ما هو سنكسار يوم ٢٢ هاتور؟",
    "متى استشهد القديس برثلوماوس الرسول؟",
    "من هو جمال أحمد حمزة خاشقجي؟",
    "كم نقطة تخلى عنها دفاع البانثرز؟",
]
# `--questions distinct`: dev-split fixtures taken in turn, so the mix stays the six's (Bible,
# Synaxarium, liturgy, ARCD, XQuAD) while no question repeats before the whole list (~1,300) is used.
DISTINCT_FIXTURES = ("dev-arcd", "dev-xquad", "synaxarium-dates", "synaxarium-names", "synaxarium-stories",
                     "bible-refs", "liturgy-titles")
HELD_SHARE = 0.99
HELD_P99_MS = 1000.0


def distinct_questions(limit: int | None = None, fixtures: tuple[str, ...] = DISTINCT_FIXTURES) -> list[str]:
    """Every distinct question of `fixtures` (fixture file names), the files interleaved (one from each in turn)."""
    lists = []
    for name in fixtures:
        path = REPO / "benchmarks" / "fixtures" / f"{name}.jsonl"
        lists.append([json.loads(line)["question"] for line in path.read_text(encoding="utf-8").splitlines() if line.strip()])
    seen: set[str] = set()
    questions: list[str] = []
    for row in range(max(len(items) for items in lists)):
        for items in lists:
            if row < len(items) and items[row] not in seen:
                seen.add(items[row])
                questions.append(items[row])
    return questions[:limit] if limit else questions


class QuestionCursor:
    """The questions in turn across every step of a run (warm-up and rates alike): with the distinct
    list, a question comes back only after all the others were asked."""

    def __init__(self, questions: list[str]) -> None:
        self.questions, self.position = questions, 0

    @property
    def repeated(self) -> int:
        """How many of the questions given so far were given before (0 until the list wraps)."""
        return max(0, self.position - len(self.questions))

    def next(self) -> str:
        question = self.questions[self.position % len(self.questions)]
        self.position += 1
        return question


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def git(*args: str) -> str:
    return subprocess.run(["git", "-C", str(REPO), *args], capture_output=True, text=True, check=True).stdout.strip()


def base_env(store: Path, checkout: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.endswith("_API_KEY") and not k.startswith("DALIL_")}
    env.update(DALIL_STORE=str(store), PYTHONPATH=str(checkout / "shared"), PYTHONUNBUFFERED="1")
    return env


def build_store(checkout: Path, store: Path, coptic: bool) -> float:
    started = time.perf_counter()
    env = base_env(store, checkout)
    subprocess.run([sys.executable, "-m", "dalil.cli", "ingest"], env=env, cwd=checkout, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    if coptic:
        subprocess.run([sys.executable, "-m", "dalil.cli", "ingest",
                        "--source", "synaxarium", str(SHARED_DATA / "coptic_synaxarium_ar"),
                        "--source", "liturgy", str(SHARED_DATA / "coptic_liturgical_ar")],
                       env=env, cwd=checkout, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - started


def copy_store(source: Path, target: Path) -> None:
    """The index and its sidecars (never the user-data file: each server starts with none)."""
    target.parent.mkdir(parents=True, exist_ok=True)
    for item in source.parent.iterdir():
        if item.name.startswith(source.name) and ".user." not in item.name:
            (shutil.copytree if item.is_dir() else shutil.copy2)(item, target.parent / (target.name + item.name[len(source.name):]))
    cache = source.parent / "cache"
    if cache.is_dir():
        shutil.copytree(cache, target.parent / "cache", dirs_exist_ok=True)


# ---- the server's process tree ----------------------------------------------------------------


def tree(pid: int) -> list[int]:
    found, todo = [], [pid]
    while todo:
        current = todo.pop()
        found.append(current)
        try:
            for task in os.listdir(f"/proc/{current}/task"):
                children = Path(f"/proc/{current}/task/{task}/children").read_text().split()
                todo.extend(int(child) for child in children)
        except OSError:
            continue
    return found


def cpu_seconds(pids: list[int]) -> float:
    tick = os.sysconf("SC_CLK_TCK")
    total = 0.0
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += (int(fields[11]) + int(fields[12])) / tick  # utime, stime
    return total


def rss_mb(pids: list[int]) -> float:
    total = 0
    for pid in pids:
        try:
            for line in Path(f"/proc/{pid}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    total += int(line.split()[1])
        except OSError:
            continue
    return total / 1024


class MemorySampler(threading.Thread):
    def __init__(self, pid: int) -> None:
        super().__init__(daemon=True)
        self.pid, self.peak_mb, self.processes = pid, 0.0, 0
        self._stop_event = threading.Event()

    def run(self) -> None:
        while not self._stop_event.wait(0.5):
            pids = tree(self.pid)
            self.processes = max(self.processes, len(pids))
            self.peak_mb = max(self.peak_mb, rss_mb(pids))

    def reset(self) -> None:
        self.peak_mb = 0.0

    def stop(self) -> None:
        self._stop_event.set()


# ---- the client: one raw HTTP/1.1 request per connection (cheap enough to share two cores) -----


@dataclass
class Outcome:
    status: int  # 0: no reply (refused, reset, timed out)
    ms: float
    retry_after: bool = False
    kind: str = ""


async def one_request(port: int, question: str, scheduled: float, timeout: float) -> Outcome:
    body = json.dumps({"question": question}, ensure_ascii=False).encode("utf-8")
    head = (f"POST /ask HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(body)}\r\nConnection: close\r\n\r\n").encode("latin-1")
    writer = None
    try:
        async with asyncio.timeout(timeout):
            reader, writer = await asyncio.open_connection("127.0.0.1", port)
            writer.write(head + body)
            await writer.drain()
            status_line = await reader.readline()
            headers = (await reader.readuntil(b"\r\n\r\n")).decode("latin-1").lower()
            await reader.read()  # until the server closes
        status = int(status_line.split()[1])
        return Outcome(status, (time.perf_counter() - scheduled) * 1000, "\r\nretry-after:" in "\r\n" + headers)
    except TimeoutError:
        return Outcome(0, (time.perf_counter() - scheduled) * 1000, kind="timeout")
    except (OSError, asyncio.IncompleteReadError, ValueError, IndexError) as error:
        return Outcome(0, (time.perf_counter() - scheduled) * 1000, kind=type(error).__name__)
    finally:
        if writer is not None:
            writer.close()


async def open_loop(port: int, rate: float, seconds: float, timeout: float, cursor: QuestionCursor | None = None) -> list[Outcome]:
    cursor = cursor or QuestionCursor(QUESTIONS)
    total = int(rate * seconds)
    start = time.perf_counter() + 0.2
    tasks = []
    for i in range(total):
        scheduled = start + i / rate
        delay = scheduled - time.perf_counter()
        if delay > 0:
            await asyncio.sleep(delay)
        tasks.append(asyncio.create_task(one_request(port, cursor.next(), scheduled, timeout)))
    return list(await asyncio.gather(*tasks))


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))] if ordered else float("nan")


@dataclass
class RateResult:
    rate: float
    sent: int
    answered: int
    unavailable: int
    unavailable_with_retry_after: int
    errors: int
    error_kinds: dict[str, int]
    p50_ms: float
    p99_ms: float
    max_ms: float
    answered_per_s: float
    cpu_ms_per_answer: float
    peak_rss_mb: float
    load_1m: float
    repeated: int = 0  # requests of this step whose question was asked before in the run (the list wrapped)

    @property
    def held(self) -> bool:
        return self.sent > 0 and self.answered >= HELD_SHARE * self.sent and self.p99_ms <= HELD_P99_MS


@dataclass
class CommitRun:
    label: str
    commit: str
    processes: int = 0  # the server's process tree after warm-up (workers, their supervisor, helpers)
    startup_s: float = 0.0
    idle_rss_mb: float = 0.0
    rates: list[RateResult] = field(default_factory=list)

    @property
    def saturation(self) -> float:
        """The highest rate held with every lower rate held too, counting only steps of questions not asked
        before in the run: a step held after a lower one failed, or on repeated questions (a distinct list
        that wrapped: the workers' remembered readings answer them cheaper), shows no capacity for first-time
        questions (the 20:57 run of 2026-12-04 "held" 60 q/s after failing 40 and 50, on repeats)."""
        saturation = 0.0
        for result in sorted(self.rates, key=lambda r: r.rate):
            if not result.held or result.repeated:
                break
            saturation = result.rate
        return saturation


@dataclass
class BatchRun:
    label: str
    commit: str
    questions: int
    with_candidates: int
    startup_s: float
    wall_s: float
    questions_per_s: float
    cpu_ms_per_question: float
    stages_ms: dict[str, dict[str, float]]
    load_1m: float


def batch_questions(path: Path) -> int:
    """Dev-split questions only (ARCD train fixtures)."""
    fixtures = REPO / "benchmarks" / "fixtures" / "dev-arcd.jsonl"
    items = [json.loads(line) for line in fixtures.read_text(encoding="utf-8").splitlines() if line.strip()]
    path.write_text("".join(json.dumps({"id": item["id"], "question": item["question"]}, ensure_ascii=False) + "\n"
                            for item in items), encoding="utf-8")
    return len(items)


def run_batch(label: str, checkout: Path, store: Path, args: argparse.Namespace, tmp: Path) -> BatchRun:
    env = base_env(store, checkout)
    env.update(item.split("=", 1) for item in args.set)
    commit = git("-C", str(checkout), "rev-parse", "--short", "HEAD")
    questions, empty = tmp / "batch.jsonl", tmp / "empty.jsonl"
    n = batch_questions(questions)
    empty.write_text("", encoding="utf-8")
    command = [sys.executable, "-m", "dalil.cli", "retrieve", "--json", "--batch"]
    started = time.perf_counter()
    subprocess.run([*command, str(empty)], env=env, cwd=checkout, check=True, capture_output=True)
    startup = time.perf_counter() - started
    before = os.times()
    started = time.perf_counter()
    done = subprocess.run([*command, str(questions)], env=env, cwd=checkout, check=True, capture_output=True, text=True)
    wall = time.perf_counter() - started
    after = os.times()
    cpu = (after.children_user - before.children_user) + (after.children_system - before.children_system)
    stages: dict[str, list[float]] = {}
    answered = 0
    for line in done.stdout.splitlines():
        record = json.loads(line)
        answered += bool(record.get("candidates"))
        trace = record.get("trace") or {}
        for stage, ms in (trace.get("timings_ms") or {}).items():
            stages.setdefault(stage, []).append(float(ms))
        if "rescore_ms" in (trace.get("counts") or {}):
            stages.setdefault("rescore (E5)", []).append(float(trace["counts"]["rescore_ms"]))
    result = BatchRun(
        label=label, commit=commit, questions=n, with_candidates=answered, startup_s=round(startup, 2), wall_s=round(wall, 2),
        questions_per_s=round(n / max(1e-6, wall - startup), 1), cpu_ms_per_question=round(cpu * 1000 / max(1, n), 1),
        stages_ms={stage: {"p50": round(percentile(values, 0.5), 1), "p95": round(percentile(values, 0.95), 1)}
                   for stage, values in stages.items()},
        load_1m=round(os.getloadavg()[0], 2),
    )
    print(f"{label} {commit} batch: {result.questions_per_s} q/s after start-up, {result.cpu_ms_per_question} CPU ms/question, "
          f"total p95 {result.stages_ms.get('total', {}).get('p95')} ms, load {result.load_1m}", file=sys.stderr, flush=True)
    return result


def wait_healthy(port: int, process: subprocess.Popen, deadline_s: float) -> None:
    deadline = time.monotonic() + deadline_s
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"dalil serve exited with {process.returncode}")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=2) as sock:
                sock.sendall(f"GET /health HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n".encode())
                if b" 200 " in sock.recv(64):
                    return
        except OSError:
            pass
        time.sleep(0.5)
    raise RuntimeError("dalil serve did not answer /health in time")


def run_commit(label: str, checkout: Path, store: Path, args: argparse.Namespace, log_dir: Path) -> CommitRun:
    port = free_port()
    env = base_env(store, checkout)
    if args.questions == "distinct":
        # ~1,300 questions come round again within a run: a server's retrieval cache would answer the
        # second round, so the distinct run measures the servers without it (--set overrides).
        env["DALIL_SERVE_RETRIEVAL_CACHE_MB"] = "0"
    env.update(item.split("=", 1) for item in args.set)
    commit = git("-C", str(checkout), "rev-parse", "--short", "HEAD") if checkout != REPO else git("rev-parse", "--short", "HEAD")
    run = CommitRun(label, commit)
    cursor = QuestionCursor(distinct_questions() if args.questions == "distinct" else QUESTIONS)
    started = time.perf_counter()
    log_file = (log_dir / f"{label}.log").open("w")
    process = subprocess.Popen([sys.executable, "-m", "dalil.cli", "serve", "--port", str(port)], env=env, cwd=checkout,
                               stdout=log_file, stderr=subprocess.STDOUT, start_new_session=True)
    sampler = MemorySampler(process.pid)
    try:
        wait_healthy(port, process, 600)
        run.startup_s = round(time.perf_counter() - started, 1)
        sampler.start()
        # Warm-up, not recorded: every worker loads its models and opens its files.
        asyncio.run(open_loop(port, args.warmup_rate, args.warmup_seconds, args.timeout, cursor))
        time.sleep(1.0)
        run.processes = len(tree(process.pid))
        run.idle_rss_mb = round(rss_mb(tree(process.pid)), 1)
        for rate in args.rates:
            sampler.reset()
            repeated_before = cursor.repeated
            cpu_before = cpu_seconds(tree(process.pid))
            outcomes = asyncio.run(open_loop(port, rate, args.seconds, args.timeout, cursor))
            cpu_used = cpu_seconds(tree(process.pid)) - cpu_before
            ok = [o.ms for o in outcomes if o.status == 200]
            unavailable = [o for o in outcomes if o.status == 503]
            errors = [o for o in outcomes if o.status not in (200, 503)]
            kinds: dict[str, int] = {}
            for outcome in errors:
                key = outcome.kind or f"HTTP {outcome.status}"
                kinds[key] = kinds.get(key, 0) + 1
            result = RateResult(
                rate=rate, sent=len(outcomes), answered=len(ok), unavailable=len(unavailable),
                unavailable_with_retry_after=sum(1 for o in unavailable if o.retry_after), errors=len(errors),
                error_kinds=kinds, p50_ms=round(percentile(ok, 0.5), 1), p99_ms=round(percentile(ok, 0.99), 1),
                max_ms=round(max(ok), 1) if ok else float("nan"), answered_per_s=round(len(ok) / args.seconds, 1),
                cpu_ms_per_answer=round(cpu_used * 1000 / max(1, len(ok)), 1), peak_rss_mb=round(sampler.peak_mb, 1),
                load_1m=round(os.getloadavg()[0], 2),
                # the six repeat by design (a feast day's traffic); a distinct run's repeats are its list wrapping
                repeated=cursor.repeated - repeated_before if args.questions == "distinct" else 0,
            )
            run.rates.append(result)
            print(f"{label} {commit} {rate:>5g} q/s: {result.answered}/{result.sent} answered, {result.unavailable} 503 "
                  f"({result.unavailable_with_retry_after} Retry-After), {result.errors} errors {kinds or ''}, "
                  f"p50 {result.p50_ms} p99 {result.p99_ms} ms, {result.cpu_ms_per_answer} CPU ms/answer, "
                  f"{result.peak_rss_mb} MB, load {result.load_1m}", file=sys.stderr, flush=True)
            time.sleep(args.pause)
    finally:
        sampler.stop()
        try:
            os.killpg(process.pid, signal.SIGTERM)
            process.wait(timeout=20)
        except (ProcessLookupError, subprocess.TimeoutExpired):
            os.killpg(process.pid, signal.SIGKILL)
        log_file.close()
    return run


def batch_table(batches: list[BatchRun]) -> list[str]:
    if not batches:
        return []
    stages = sorted({stage for run in batches for stage in run.stages_ms}, key=lambda s: (s == "total", s))
    lines = ["", f"`dalil retrieve --batch`, {batches[0].questions} dev-ARCD questions, default settings "
             "(E5 re-scoring on; worker processes where the commit has them). Stage cells: p50 / p95 ms of one question.", "",
             "| commit | q/s after start-up | CPU ms / question | start-up s | with candidates | "
             + " | ".join(stages) + " | load 1m |",
             "| --- | --- | --- | --- | --- | " + " | ".join("---" for _ in stages) + " | --- |"]
    for run in batches:
        cells = " | ".join(f"{run.stages_ms[s]['p50']} / {run.stages_ms[s]['p95']}" if s in run.stages_ms else "–" for s in stages)
        lines.append(f"| {run.label} `{run.commit}` | **{run.questions_per_s}** | {run.cpu_ms_per_question} | {run.startup_s} | "
                     f"{run.with_candidates}/{run.questions} | {cells} | {run.load_1m} |")
    return lines


def table(runs: list[CommitRun], args: argparse.Namespace, load: dict[str, list[float]], store_s: float,
          batches: list[BatchRun]) -> str:
    begin, end = markers(args)
    lines = [
        begin,
        f"## {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())} — `dalil serve`, open loop, {os.cpu_count()} CPUs",
        "",
        f"`{' '.join(args.command)}` ({args.seconds:g} s a rate, {questions_described(args)}, offline extractive provider, every "
        f"library: bundled corpus {'+ Coptic Synaxarium and liturgy' if args.coptic else 'only'}; store built in {store_s:.0f} s). "
        f"Load average (1/5/15 min) before: {' / '.join(f'{x:.2f}' for x in load['before'])}, after: "
        f"{' / '.join(f'{x:.2f}' for x in load['after'])}. A rate is held when ≥ {HELD_SHARE:.0%} are answered with "
        f"p99 ≤ {HELD_P99_MS:g} ms; latency counts from each request's scheduled time.",
        "",
        "| commit | processes | q/s offered | answered | 503 (Retry-After) | errors | p50 ms | p99 ms | max ms "
        "| CPU ms / answer | peak RSS MB | load 1m |",
        "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ]
    for run in runs:
        for r in run.rates:
            errors = f"{r.errors}" + (f" ({', '.join(f'{k} {v}' for k, v in r.error_kinds.items())})" if r.error_kinds else "")
            lines.append(f"| {run.label} `{run.commit}` | {run.processes} | {r.rate:g} | {r.answered}/{r.sent} | "
                         f"{r.unavailable} ({r.unavailable_with_retry_after}) | {errors} | {r.p50_ms} | {r.p99_ms} | {r.max_ms} | "
                         f"{r.cpu_ms_per_answer} | {r.peak_rss_mb} | {r.load_1m} |")
    lines.append("")
    for run in runs:
        lines.append(f"- {run.label} `{run.commit}`: saturation (highest rate held, every lower one held too, on questions "
                     f"not asked before) **{run.saturation:g} q/s**; start-up to /health {run.startup_s} s; RSS after "
                     f"warm-up {run.idle_rss_mb} MB.")
        lines += [f"  - {r.rate:g} q/s: {r.repeated} of {r.sent} questions asked before in the run (the list wrapped)"
                  for r in run.rates if r.repeated]
    lines += batch_table(batches)
    lines += ["", end]
    return "\n".join(lines)


def questions_described(args: argparse.Namespace) -> str:
    if args.questions == "distinct":
        return (f"{len(distinct_questions())} distinct dev-split questions in turn (none repeated before all were asked; "
                "the servers' retrieval cache off)")
    return "six mixed questions in turn (repeats: a commit with a retrieval cache answers them from it)"


def markers(args: argparse.Namespace) -> tuple[str, str]:
    """The six's block and the distinct run's block live side by side in the results file."""
    if args.questions == "distinct":
        return BEGIN.replace("serve-load", "serve-load-distinct"), END.replace("serve-load", "serve-load-distinct")
    return BEGIN, END


def write_results(path: Path, block: str, begin: str = BEGIN, end: str = END) -> None:
    text = path.read_text(encoding="utf-8") if path.exists() else "# Load\n"
    if begin in text and end in text:
        text = text[: text.index(begin)] + block + text[text.index(end) + len(end):]
    else:
        text = text.rstrip("\n") + "\n\n" + block + "\n"
    path.write_text(text, encoding="utf-8")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--before", help="commit measured first (omit to measure only --after)")
    parser.add_argument("--after", default="HEAD", help="commit measured second; WORKTREE = this checkout as it is (a trial)")
    parser.add_argument("--rates", default="10,20,30,40,50,60,80", type=lambda s: [float(x) for x in s.split(",")])
    parser.add_argument("--seconds", type=float, default=12.0)
    parser.add_argument("--pause", type=float, default=3.0, help="seconds between rates")
    parser.add_argument("--timeout", type=float, default=20.0, help="a request without a reply by then is an error")
    parser.add_argument("--warmup-rate", type=float, default=6.0)
    parser.add_argument("--warmup-seconds", type=float, default=6.0)
    parser.add_argument("--questions", choices=("six", "distinct"), default="six",
                        help="six: the six mixed questions in turn (repeats, as a feast day's traffic); distinct: "
                             "~1,300 dev-split questions, none repeated before all were asked (the honest number "
                             "beside an answer cache)")
    parser.add_argument("--no-batch", dest="batch", action="store_false", help="skip the retrieve --batch runs")
    parser.add_argument("--no-coptic", dest="coptic", action="store_false", help="bundled corpus only")
    parser.add_argument("--set", action="append", default=[], help="DALIL_*=value for both servers")
    parser.add_argument("--results", type=Path, default=RESULTS)
    parser.add_argument("--json", type=Path, help="raw numbers here too")
    args = parser.parse_args()
    args.command = ["benchmarks/load/serve_load.py", *sys.argv[1:]]
    if args.coptic and not SHARED_DATA.is_dir():
        sys.exit(f"serve_load.py: {SHARED_DATA} is missing (the Coptic corpora); use --no-coptic")
    load = {"before": list(os.getloadavg())}
    with tempfile.TemporaryDirectory(prefix="dalil-serve-load-") as tmp_name:
        tmp = Path(tmp_name)
        checkouts: list[tuple[str, Path]] = []
        for label, ref in (("before", args.before), ("after", args.after)):
            if ref is None:
                continue
            if ref == "WORKTREE":
                checkouts.append((label, REPO))
                continue
            path = tmp / label
            git("worktree", "add", "--detach", str(path), ref)
            checkouts.append((label, path))
        try:
            seed = tmp / "seed" / "dalil.sqlite"
            store_s = build_store(checkouts[0][1], seed, args.coptic)
            print(f"store built in {store_s:.0f} s", file=sys.stderr, flush=True)
            runs, batches = [], []
            for label, checkout in checkouts:
                store = tmp / f"store-{label}" / "dalil.sqlite"
                copy_store(seed, store)
                runs.append(run_commit(label, checkout, store, args, tmp))
                if args.batch:
                    batches.append(run_batch(label, checkout, store, args, tmp))
        finally:
            for _label, path in checkouts:
                if path != REPO:
                    subprocess.run(["git", "-C", str(REPO), "worktree", "remove", "--force", str(path)], check=False,
                                   capture_output=True)
    load["after"] = list(os.getloadavg())
    block = table(runs, args, load, store_s, batches)
    write_results(args.results, block, *markers(args))
    print(block)
    if args.json:
        args.json.write_text(json.dumps({"load": load, "runs": [asdict(run) | {"saturation": run.saturation} for run in runs],
                                         "batches": [asdict(batch) for batch in batches]},
                                        ensure_ascii=False, indent=2), encoding="utf-8")


if __name__ == "__main__":
    main()
