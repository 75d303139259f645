"""Routing accuracy (issue 25 item 4): for each question, the libraries the retriever routes it to
(retrieval/routing.py) against the libraries that answer it.

Two uses, kept apart:
- `--tune`: the router's decision at several thresholds over the `library` field of the dev
  suites (never `routing.jsonl`, never `concepts-readers`): the run that chooses
  `settings.route_threshold`;
- default: the frozen `routing.jsonl` through the real Retriever over the store in DALIL_STORE at
  the settings in force: the decision (routed right / routed wrong / widened / not routed) and
  the library of the first candidate; `--off` runs it with routing off (route_threshold 2).

    DALIL_STORE=.tmp/ci.sqlite DALIL_EMBEDDER=hashing .venv/bin/python benchmarks/retrieval/routing_accuracy.py [--off]
    DALIL_STORE=.tmp/ci.sqlite DALIL_EMBEDDER=hashing .venv/bin/python benchmarks/retrieval/routing_accuracy.py --tune
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from pathlib import Path

from dalil.models import LIBRARIES, DateIntent, library_of
from dalil.retrieval.retriever import Retriever
from dalil.retrieval.router import route
from dalil.retrieval.routing import NOTE_ROUTED, NOTE_WIDENED, routed_libraries
from dalil.settings import Settings
from dalil.stores.factory import build_services
from dalil.text.bible_refs import parse_bible_ref
from dalil.text.coptic_calendar import find_date
from dalil.text.date_subject import date_is_subject
from dalil.text.reading import read_question, vocabulary_of
from dalil.text.topics import default_index

FIXTURES = Path(__file__).resolve().parents[2] / "benchmarks" / "fixtures"
TUNING_SUITES = (
    "liturgy-titles", "synaxarium-names", "synaxarium-stories", "concepts", "concepts-unseen", "colloquial",
    "colloquial-msa", "franco", "dev-arcd", "dev-xquad", "meaning", "name-variants", "glued-names",
)  # fmt: skip
THRESHOLDS = (0.5, 0.6, 0.65, 0.75, 0.8, 0.9, 0.95)
OPEN = ("arcd", "xquad")
TOPIC_SCORES = (0.3, 0.5, 0.7, 0.9, 1.0)


def tuning_rows() -> list[tuple[str, str, list[str]]]:
    rows = []
    for suite in TUNING_SUITES:
        for line in (FIXTURES / f"{suite}.jsonl").read_text(encoding="utf-8").splitlines():
            fixture = json.loads(line)
            if fixture.get("expects", {}).get("answer") == "refuse" or not fixture.get("expectedChunkIds"):
                continue
            libraries = sorted({library_of(c) for c in fixture["expectedChunkIds"]} - {None})
            if libraries:
                rows.append((suite, fixture["question"], list(OPEN) if set(libraries) <= set(OPEN) else libraries))
    return rows


def decision(question: str, vocabulary, threshold: float, timezone: str, topic_score: float = 2.0) -> list[str] | None:  # noqa: ANN001
    """The retriever's routing decision without searching: None for a structured lookup. (The
    topic list's yield rule needs the search: here a matched topic always counts.)"""
    reading = read_question(question, vocabulary)
    text = reading.searched
    match = find_date(text, None, timezone)
    if match is not None and not date_is_subject(text):
        match = None
    reference = parse_bible_ref(text)
    if (match is not None and match.intent.present and match.intent.valid) or reference is not None:
        return None
    matches = default_index().match(text, limit=1) if topic_score <= 1.0 else []
    best = matches[0].score if matches else 0.0
    domains = route(text, match.intent if match else DateIntent(), reference)
    libraries, _ = routed_libraries(domains, LIBRARIES, threshold, best if best >= topic_score else 0.0)
    return libraries


def tune(settings: Settings) -> None:
    services = build_services(settings)
    vocabulary = vocabulary_of(services.chunks)
    rows = tuning_rows()
    print(f"tuning rows: {len(rows)} ({dict(Counter(s for s, _, _ in rows))})")
    print("| threshold | routed right | routed wrong | not routed | lookup |")
    print("| ---: | ---: | ---: | ---: | ---: |")
    for threshold, topic_score in [(t, 2.0) for t in THRESHOLDS] + [(0.6, t) for t in TOPIC_SCORES]:
        tally: Counter[str] = Counter()
        wrong: Counter[str] = Counter()
        for suite, question, expected in rows:
            libraries = decision(question, vocabulary, threshold, settings.timezone, topic_score)
            if libraries is None:
                tally["lookup"] += 1
            elif not libraries:
                tally["none"] += 1
            elif set(libraries) & set(expected):
                tally["right"] += 1
            else:
                tally["wrong"] += 1
                wrong[suite] += 1
        n = len(rows)
        print(f"| {threshold}, topic {topic_score} | {tally['right']}/{n} | {tally['wrong']}/{n} {dict(wrong)} | {tally['none']}/{n} | {tally['lookup']}/{n} |")


def report(settings: Settings, verbose: bool) -> None:
    services = build_services(settings)
    retriever = Retriever(settings, services.search, services.chunks, services.embedder)
    rows = [json.loads(line) for line in (FIXTURES / "routing.jsonl").read_text(encoding="utf-8").splitlines()]
    tally: Counter[str] = Counter()
    first_right = 0
    for row in rows:
        result = retriever.retrieve(row["question"], top_k=5)
        notes = [n for n in result.trace.notes if n.startswith((NOTE_ROUTED, NOTE_WIDENED))]
        libraries, _ = routed_libraries(result.trace.route, result.trace.libraries, settings.route_threshold)
        if not notes:
            kind = "not routed"
        elif not set(libraries) & set(row["libraries"]):
            kind = "routed wrong"
        else:
            kind = "routed right"
        if notes and notes[0].startswith(NOTE_WIDENED):
            tally["widened"] += 1
        tally[kind] += 1
        top = library_of(result.candidates[0].chunk_id) if result.candidates else None
        first_right += top in row["libraries"]
        if verbose and (kind != "routed right" or top not in row["libraries"]):
            print(row["id"], kind, libraries, "top:", top, "want:", row["libraries"], row["question"])
    n = len(rows)
    print(f"route_threshold {settings.route_threshold}: routed right {tally['routed right']}/{n}, "
          f"routed wrong {tally['routed wrong']}/{n}, not routed {tally['not routed']}/{n} "
          f"(widened {tally['widened']}); first candidate from an expected library {first_right}/{n}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--tune", action="store_true")
    parser.add_argument("--off", action="store_true")
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()
    settings = Settings(route_threshold=2.0) if args.off else Settings()
    if args.tune:
        tune(settings)
    else:
        report(settings, args.verbose)


if __name__ == "__main__":
    main()
