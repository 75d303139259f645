"""CPU of the word analysis a first-time ask runs on the chunks it reads, and the terms it gives
(to prove a speed change left them alone).

    PYTHONPATH=<checkout>/shared .venv/bin/python benchmarks/performance/analyze_cpu.py \
        --store <built store> [--limit 3000] [--rounds 5] [--terms out.jsonl] [--compare before.jsonl]

The evidence floor, the source cards, the context build and the extractive answerer read each
chunk's words through `text.stem.analyze` (fold, lexicon phrases, stop words, stems); a chunk seen
for the first time in a worker is analysed whole (its title and text) and sentence by sentence,
~17 long texts an ask (benchmarks/performance/RESULTS.md, "The pure-Python share"). This times
`fold`, `canonical_terms` and the whole analysis on the store's chunks (title + "\\n" + text), the
stems warm as in a worker, best of `--rounds` in process time; `--terms` writes, for every chunk,
its fold and its analysis of the title + text, the title alone and each line, and `--compare`
counts the chunks whose record differs from such a file (0 is the goal of a speed change).
"""

from __future__ import annotations

import argparse
import json
import sqlite3
import time
from pathlib import Path

from dalil.text import lexicon, normalize, stem


def chunk_texts(store: Path) -> list[tuple[str, str, str]]:
    with sqlite3.connect(f"file:{store}?mode=ro", uri=True) as conn:
        rows = conn.execute("SELECT chunk_id, record FROM chunks ORDER BY chunk_id").fetchall()
    return [(chunk_id, json.loads(record)["title"], json.loads(record)["text"]) for chunk_id, record in rows]


def best_us(function, items: list[str], rounds: int) -> float:  # noqa: ANN001 - any one-argument function
    times = []
    for _ in range(rounds):
        started = time.process_time()
        for item in items:
            function(item)
        times.append((time.process_time() - started) * 1e6 / len(items))
    return round(min(times), 1)


def record(title: str, text: str) -> dict:
    whole = title + "\n" + text
    return {"fold": normalize.fold(whole), "whole": stem._analyze(whole), "title": stem.analyze(title),
            "lines": [stem.analyze(line) for line in text.split("\n")]}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--store", type=Path, required=True)
    parser.add_argument("--limit", type=int, default=3000, help="chunks timed")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--terms", type=Path)
    parser.add_argument("--compare", type=Path)
    args = parser.parse_args()
    chunks = chunk_texts(args.store)
    texts = [title + "\n" + text for _, title, text in chunks]
    for text in texts:
        stem._analyze(text)  # every stem of the store remembered, as in a warm worker
    timed = texts[: args.limit]
    folded = [normalize.fold(text) for text in timed]
    report: dict = {
        "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), "module": stem.__file__, "chunks": len(chunks),
        "timed": len(timed), "mean_chars": round(sum(map(len, timed)) / len(timed), 1),
        "us_per_text": {"fold": best_us(normalize.fold, timed, args.rounds),
                        "canonical_terms": best_us(lexicon.canonical_terms, folded, args.rounds),
                        "analyze": best_us(stem._analyze, timed, args.rounds)},
    }
    if args.terms or args.compare:
        records = {chunk_id: record(title, text) for chunk_id, title, text in chunks}
        if args.terms:
            with args.terms.open("w", encoding="utf-8") as out:
                for chunk_id, item in records.items():
                    out.write(json.dumps({"id": chunk_id, **item}, ensure_ascii=False) + "\n")
        if args.compare:
            before = {}
            for line in args.compare.read_text(encoding="utf-8").splitlines():
                item = json.loads(line)
                before[item.pop("id")] = item
            report["compared"] = len(records)
            report["differ"] = sum(1 for chunk_id, item in records.items() if before.get(chunk_id) != item)
    print(json.dumps(report, indent=1, ensure_ascii=False))


if __name__ == "__main__":
    main()
