"""Where the milliseconds of one question go: CPU per ask, in process, by stage.

    DALIL_STORE=<a built store> .venv/bin/python benchmarks/performance/profile_ask.py [--rounds 5] [--set DALIL_RESCORE=off]

The offline extractive provider, one warm process, each question asked through the API's handler
(`dalil.http.app.Api.handle`: what one `POST /ask` of `dalil serve` runs, less uvicorn). Either
the six mixed questions of the serve benchmark (benchmarks/load/serve_load.py), asked once to warm
up and then `--rounds` times each (repeats: per-question caches such as the E5 query vector
answer them, as they do on a feast day), or `--distinct N`: dev-split questions
(`serve_load.distinct_questions`) each asked once only, N x rounds a pass after a warm-up of
others (what a first-time question costs).

Reported, all in CPU time (process time: what a busy machine inflates far less than wall time):
- `cpu_ms_per_ask`: median/mean/p95 of whole asks, nothing instrumented;
- `stage_cpu_ms_per_ask`: a second pass with each named stage wrapped in a process-time counter
  (no profiler: the pure-Python stages are not inflated against the C ones). A stage's number is
  inclusive (its nested stages are inside it; a recursive call counts once) and divided by the
  number of asks, so a stage that runs in some asks only is averaged over all of them. "answer
  side" is the whole ask less `Retriever.retrieve`;
- with `--cprofile`, a third pass under cProfile: the top functions by own time (read their order,
  not their size: the profiler inflates Python calls much more than C ones).
`--set DALIL_RESCORE=off` gives the cost of re-scoring by difference.
"""

from __future__ import annotations

import argparse
import cProfile
import importlib
import io
import json
import os
import pstats
import statistics
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "benchmarks" / "load"))

from serve_load import QUESTIONS, distinct_questions  # noqa: E402 - the serve benchmark's questions, one list

from dalil.http.app import Api  # noqa: E402 - settings are read at the first question, after --set
from dalil.http.messages import HttpRequest  # noqa: E402

try:
    from dalil.retrieval.result_cache import enable_process_cache
except ImportError:  # profiling a checkout from before the cache (PYTHONPATH=<its shared/>)
    enable_process_cache = None  # type: ignore[assignment]
from dalil.settings import get_settings  # noqa: E402

WARM_UP = 12  # distinct questions asked before measuring (models, files, caches)
# Stages by the function that does them: (label, module, attribute path). Indented labels are inside
# the stage above them. Every module-level reference to a wrapped function is replaced (a function
# imported by name elsewhere is wrapped there too).
STAGES: list[tuple[str, str, str]] = [
    ("whole ask (Api.handle)", "dalil.http.app", "Api.handle"),
    ("  workflow (local.run_traced)", "dalil.workflow.local", "run_traced"),
    ("    retrieve step (steps.retrieve)", "dalil.workflow.steps", "retrieve"),
    ("      retrieval (Retriever.retrieve)", "dalil.retrieval.retriever", "Retriever.retrieve"),
    ("        read the question (read_question)", "dalil.text.reading", "read_question"),
    ("        query embedding (USE)", "dalil.embed.use", "UseEmbedder.embed_query"),
    ("        candidate search (lexical + vector)", "dalil.stores.sqlite.search", "SqliteCandidateSearch.search"),
    ("        fusion (fuse)", "dalil.retrieval.fusion", "fuse"),
    ("        dense re-scoring (E5, whole step)", "dalil.retrieval.rescore", "apply_rescore"),
    ("          E5 query embedding", "dalil.embed.e5", "E5Embedder.embed_query"),
    ("          E5 passage vectors read (vectors_for)", "dalil.stores.sqlite.dense_sidecar", "StoredPassageVectors.vectors_for"),
    ("        E5 topic list (its match, not the embedding)", "dalil.retrieval.retriever", "Retriever._topic_e5_list"),
    ("        policy filters", "dalil.retrieval.policy", "apply_filters"),
    ("        hydrate", "dalil.retrieval.retriever", "Retriever._hydrate"),
    ("      Retriever built (per ask)", "dalil.retrieval.retriever", "Retriever.__init__"),
    ("      evidence floor", "dalil.retrieval.evidence", "evidence_floor"),
    ("      context build", "dalil.answer.context", "build_context"),
    ("      cards on topic", "dalil.retrieval.evidence", "cards_on_topic"),
    ("      clarification", "dalil.answer.clarify", "clarification"),
    ("    generate step (steps.generate)", "dalil.workflow.steps", "generate"),
    ("      extractive answer", "dalil.providers.extractive", "ExtractiveProvider.generate"),
    ("      prompt tokens (build_prompt)", "dalil.answer.prompt", "build_prompt"),
    ("    validate step (steps.validate)", "dalil.workflow.steps", "validate"),
    ("      validate_answer", "dalil.answer.validate", "validate_answer"),
    ("        output checks", "dalil.answer.output_checks", "check_output"),
    ("        claim checks", "dalil.answer.validate", "_check_claims"),
    ("      answer type", "dalil.answer.answer_type", "answer_type_problem"),
    ("      person named", "dalil.answer.answer_type", "person_problem"),
    ("    finish step (steps.finish)", "dalil.workflow.steps", "finish"),
    ("      citations + source cards", "dalil.answer.cards", "source_cards"),
    ("      record the message (user data)", "dalil.workflow.steps", "_record"),
    ("    state copies between steps", "dalil.workflow.local", "_step_copy"),
    ("  pydantic model_copy (every caller)", "pydantic.main", "BaseModel.model_copy"),
    ("  response to JSON (Api._answer)", "dalil.http.app", "Api._answer"),
]


class StageClock:
    """Process-time counters around named functions, outermost call only per thread."""

    def __init__(self) -> None:
        self.seconds: dict[str, float] = {}
        self.calls: dict[str, int] = {}
        self._active = threading.local()
        self._undo: list[tuple[Any, str, Any]] = []

    def wrap(self, label: str, original: Callable[..., Any]) -> Callable[..., Any]:
        clock = self

        def timed(*args: Any, **kwargs: Any) -> Any:
            active = clock._active.__dict__.setdefault("labels", set())
            if label in active:
                return original(*args, **kwargs)
            active.add(label)
            started = time.process_time()
            try:
                return original(*args, **kwargs)
            finally:
                clock.seconds[label] = clock.seconds.get(label, 0.0) + time.process_time() - started
                clock.calls[label] = clock.calls.get(label, 0) + 1
                active.discard(label)

        timed.__wrapped__ = original  # type: ignore[attr-defined]
        return timed

    def install(self, stages: list[tuple[str, str, str]]) -> list[str]:
        missing = []
        for label, module_name, attribute in stages:
            try:
                module = importlib.import_module(module_name)
                owner: Any = module
                *path, name = attribute.split(".")
                for part in path:
                    owner = getattr(owner, part)
                original = owner.__dict__[name] if isinstance(owner, type) else getattr(owner, name)
            except (ImportError, AttributeError, KeyError):
                missing.append(label.strip())
                continue
            timed = self.wrap(label, original)
            self._set(owner, name, original, timed)
            if not isinstance(owner, type):  # imported by name elsewhere, or held in a table: wrap those too
                for other in list(sys.modules.values()):
                    if not getattr(other, "__name__", "").startswith("dalil"):
                        continue
                    if other is not module and getattr(other, name, None) is original:
                        self._set(other, name, original, timed)
                    for table in [v for v in vars(other).values() if isinstance(v, dict)]:
                        for key in [k for k, v in table.items() if v is original]:
                            self._set_item(table, key, original, timed)
        return missing

    def _set(self, owner: Any, name: str, original: Any, replacement: Any) -> None:
        setattr(owner, name, replacement)
        self._undo.append((owner, name, original))

    def _set_item(self, table: dict[Any, Any], key: Any, original: Any, replacement: Any) -> None:
        table[key] = replacement
        self._undo.append((table, key, original))

    def uninstall(self) -> None:
        for owner, name, original in reversed(self._undo):
            if isinstance(owner, dict):
                owner[name] = original
            else:
                setattr(owner, name, original)
        self._undo.clear()


def ask_through_api(api: Any, question: str) -> Any:
    body = json.dumps({"question": question}, ensure_ascii=False).encode("utf-8")
    return api.handle(HttpRequest(method="POST", path="/ask", headers={"content-type": "application/json"}, body=body))


def turn_on_retrieval_cache() -> None:
    if enable_process_cache is None:
        sys.exit("profile_ask.py: this checkout has no retrieval cache")
    enable_process_cache(get_settings())


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--distinct", type=int, default=0,
                        help="N x rounds distinct dev-split questions a pass instead of the six, each asked once")
    parser.add_argument("--set", action="append", default=[], help="DALIL_*=value")
    parser.add_argument("--retrieval-cache", action="store_true",
                        help="turn on the serve processes' retrieval cache (repeated questions then hit it)")
    parser.add_argument("--cprofile", action="store_true", help="a third pass under cProfile")
    parser.add_argument("--top", type=int, default=25)
    parser.add_argument("--json", type=Path, help="write the result here too")
    args = parser.parse_args()
    for item in args.set:
        name, value = item.split("=", 1)
        os.environ[name] = value
    for name in [k for k in os.environ if k.endswith("_API_KEY")]:
        del os.environ[name]  # the offline extractive provider
    if "DALIL_STORE" not in os.environ:
        sys.exit("profile_ask.py: set DALIL_STORE to a built store (e.g. the serve benchmark's)")
    api = Api()
    if args.retrieval_cache:
        turn_on_retrieval_cache()
    if args.distinct:
        # Every question asked once (per-question caches, e.g. the E5 query vector, never answer):
        # the first WARM_UP for the warm-up, then one list per pass.
        pool = distinct_questions(WARM_UP + 2 * args.distinct * args.rounds)
        warm_up, measured = pool[:WARM_UP], pool[WARM_UP:WARM_UP + args.distinct * args.rounds]
        staged = pool[WARM_UP + args.distinct * args.rounds:]
        questions = measured[: args.distinct]
    else:
        warm_up = questions = list(QUESTIONS)
        measured = staged = questions * args.rounds
    states: dict[str, str] = {}
    for question in warm_up:  # models, files, caches
        response = ask_through_api(api, question)
        states[question] = json.loads(response.body).get("state", f"HTTP {response.status}")

    cpu, wall = [], []
    for question in measured:
        c0, w0 = time.process_time(), time.perf_counter()
        response = ask_through_api(api, question)
        cpu.append((time.process_time() - c0) * 1000)
        wall.append((time.perf_counter() - w0) * 1000)
        states[question] = json.loads(response.body).get("state", f"HTTP {response.status}")
    asks = len(staged)

    clock = StageClock()
    missing = clock.install(STAGES)
    staged_cpu = time.process_time()
    for question in staged:
        ask_through_api(api, question)
    staged_cpu = (time.process_time() - staged_cpu) * 1000 / asks
    clock.uninstall()
    stage_ms = {label: round(clock.seconds.get(label, 0.0) * 1000 / asks, 2) for label, _m, _a in STAGES
                if label.strip() not in missing}
    whole = stage_ms.get(STAGES[0][0], 0.0)
    retrieval = stage_ms.get("      retrieval (Retriever.retrieve)", 0.0)
    stage_ms["answer side (whole ask less Retriever.retrieve)"] = round(whole - retrieval, 2)

    result: dict[str, Any] = {
        "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
        "load_avg": [round(x, 2) for x in os.getloadavg()],
        "settings": args.set + (["retrieval cache on"] if args.retrieval_cache else []),
        "questions": len(set(measured)),
        "asks": asks,
        "states": {s: sum(1 for v in states.values() if v == s) for s in sorted(set(states.values()))},
        "cpu_ms_per_ask": {"median": round(statistics.median(cpu), 1), "mean": round(statistics.mean(cpu), 1),
                           "p95": round(sorted(cpu)[int(0.95 * (len(cpu) - 1))], 1)},
        "wall_ms_per_ask": {"median": round(statistics.median(wall), 1)},
        "instrumented_pass_cpu_ms_per_ask": round(staged_cpu, 1),
        "stage_cpu_ms_per_ask": stage_ms,
        "stages_not_found": missing,
    }
    if not args.distinct:
        result["per_question_cpu_ms"] = {q: round(statistics.median(cpu[i::len(questions)]), 1)
                                         for i, q in enumerate(questions)}
    text = json.dumps(result, ensure_ascii=False, indent=2)
    print(text)
    if args.json:
        args.json.write_text(text + "\n", encoding="utf-8")
    if args.cprofile:
        profiler = cProfile.Profile(time.process_time)
        profiler.enable()
        for _ in range(args.rounds):
            for question in questions:
                ask_through_api(api, question)
        profiler.disable()
        buffer = io.StringIO()
        pstats.Stats(profiler, stream=buffer).sort_stats("tottime").print_stats(args.top)
        print(buffer.getvalue())


if __name__ == "__main__":
    main()
