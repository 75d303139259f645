"""Are two checkouts' served responses identical? The check behind every "speed only" change.

    .venv/bin/python benchmarks/performance/identical_responses.py --store <built store> \
        --checkout before=<checkout> --checkout after=<checkout> [--questions 600] \
        [--set DALIL_EMBEDDER=hashing] [--out DIR] [--suites dev-arcd,dev-xquad,...]

Each checkout answers in a child process of its own, set up as a `dalil serve` worker
(served_ask_cpu.py's child: `serve.enable_serving_paths`, the ASGI app, its own copy of the store,
the retrieval cache off, the offline extractive provider), the same questions in the same order:
the distinct questions of MIXED_SUITES interleaved (one from each in turn; no held-out file; with
`--repeat-every K` every K-th is an earlier one asked again, for what a process remembers). A
response is compared as the bytes of its JSON (keys sorted) less the fields that differ between
any two runs (ids, clocks: served_ask_cpu.VOLATILE_KEYS). Reported: how many differ, the states,
and the first differing questions; `--out` keeps every response of each checkout (one JSON line
each) for `cmp`.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "benchmarks" / "performance"))
sys.path.insert(0, str(REPO / "benchmarks" / "load"))  # serve_load (served_ask_cpu adds it too, imported after)

from serve_load import distinct_questions  # noqa: E402 - the serve benchmark's interleaving, one definition
from served_ask_cpu import Child, with_repeats  # noqa: E402 - its serving child and repeats, one definition

# Mixed: QA, Coptic lookups and stories, Bible references, concepts, colloquial and Franco-Arabic,
# questions the corpus cannot answer. Never a held-out file (docs: benchmarks/fixtures/README.md).
MIXED_SUITES = (
    "dev-arcd", "dev-xquad", "concepts-dev2", "synaxarium-dates", "synaxarium-names", "synaxarium-stories",
    "bible-refs", "liturgy-titles", "colloquial", "franco", "meaning", "refusal", "out-of-corpus-words",
    "person-own-record", "date-unrelated", "name-variants", "answer-type", "fresh-questions-2",
)
BATCH = 25


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--store", type=Path, required=True)
    parser.add_argument("--checkout", action="append", default=[], help="name=path (two)")
    parser.add_argument("--questions", type=int, default=600)
    parser.add_argument("--set", action="append", default=[], help="DALIL_*=value for both children")
    parser.add_argument("--out", type=Path, help="a folder for each checkout's responses (NAME.jsonl)")
    parser.add_argument("--suites", help="comma-separated fixture files to interleave instead of MIXED_SUITES")
    parser.add_argument("--repeat-every", type=int, default=0, metavar="K",
                        help="every K-th question repeats an earlier one (served_ask_cpu.with_repeats; 0: none)")
    args = parser.parse_args()
    if len(args.checkout) != 2:
        sys.exit("identical_responses.py: two --checkout name=path")
    questions = distinct_questions(args.questions, tuple(args.suites.split(",")) if args.suites else MIXED_SUITES)
    if args.repeat_every > 1:
        questions = with_repeats(questions, args.repeat_every)
    settings = ["DALIL_PROVIDER=extractive", *args.set]
    (REPO / ".tmp").mkdir(exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="identical-", dir=REPO / ".tmp") as workdir:
        children = [Child(item.split("=", 1)[0], Path(item.split("=", 1)[1]), args.store, Path(workdir), settings)
                    for item in args.checkout]
        answers: dict[str, list[bytes]] = {child.name: [] for child in children}
        states: dict[str, dict[str, int]] = {child.name: {} for child in children}
        try:
            for offset in range(0, len(questions), BATCH):
                batch = questions[offset:offset + BATCH]
                for child in children:
                    for result in child.ask(batch):
                        answers[child.name].append(json.dumps(result["response"], ensure_ascii=False, sort_keys=True).encode())
                        states[child.name][result["state"]] = states[child.name].get(result["state"], 0) + 1
        finally:
            for child in children:
                child.close()
    first, second = (answers[child.name] for child in children)
    differ = [i for i, (a, b) in enumerate(zip(first, second, strict=True)) if a != b]
    if args.out:
        args.out.mkdir(parents=True, exist_ok=True)
        for name, lines in answers.items():
            (args.out / f"{name}.jsonl").write_bytes(b"\n".join(lines) + b"\n")
    print(json.dumps({
        "store": str(args.store), "settings": settings, "questions": len(questions), "distinct": len(set(questions)),
        "responses_differ": f"{len(differ)}/{len(questions)}", "states": states,
        "first_differing": [questions[i] for i in differ[:10]],
    }, ensure_ascii=False, indent=2))


if __name__ == "__main__":
    os.environ.setdefault("SERVED_ASK_KEEP", "1")  # the children inherit it: each returns its stable response
    main()
