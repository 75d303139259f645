"""Reader phrasings for the topical index (data/topics/topics.jsonl), written by hand and added here
through three checks, so that a phrasing that would pull the wrong topic never lands (TOPIC25G).

    .venv/bin/python benchmarks/retrieval/topic_phrasings.py count
        topics by how many phrasings they hold, fewest first (the ones to write for)
    .venv/bin/python benchmarks/retrieval/topic_phrasings.py add ADDITIONS.tsv [--write]
        ADDITIONS.tsv: one topic a line, "topic_id<TAB>phrasing|phrasing|...". Prints what each
        check dropped; --write rewrites topics.jsonl with the kept phrasings appended to each topic
        (then rebuild the E5 vectors: python -m dalil.retrieval.topic_vectors).

A new phrasing is dropped when
  1. it holds fewer than two words of its own (text/topics.py's framing words aside): a one-word
     phrasing matches any question holding that word ("الزعل", "الفلوس");
  2. its analyzed words equal those of a phrasing another topic already has (or another new one of
     another topic): the same words would name two topics;
  3. the lexical matcher (text/topics.TopicIndex, whole or in part) would name its topic for a
     question of a dev suite that is not a concept suite (QA, Coptic, trust, routing, fresh sets)
     whose expected document is not one of the topic's chapters - a question it was not written for.
     The concept suites are never read here, and neither are the held-out files.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

from dalil.text.stem import analyze
from dalil.text.topics import DATA_FILE, Topic, TopicIndex, framing_terms, load_topics

FIXTURES = Path(__file__).resolve().parents[2] / "benchmarks" / "fixtures"
# Never opened: held out (COMMON.md: fresh-questions-14, claims-blind9, the unseen concept suites), the
# validation fresh sets (7-11: counts only, never read per question, so never a guard either) or the concept
# suites a phrasing must not be fitted to.
NOT_READ = (
    "fresh-questions-7", "fresh-questions-8", "fresh-questions-9", "fresh-questions-10", "fresh-questions-11",
    "fresh-questions-14", "claims-blind9", "concepts-unseen", "concepts-readers", "concepts", "concepts-dev2",
)


def guard_questions() -> list[tuple[str, str, frozenset[str]]]:
    """(fixture id, question, expected doc ids) of every dev suite but the concept suites."""
    rows: list[tuple[str, str, frozenset[str]]] = []
    for path in sorted(FIXTURES.glob("*.jsonl")):
        if path.stem in NOT_READ:
            continue
        for line in path.read_text(encoding="utf-8").splitlines():
            try:
                record = json.loads(line)
            except json.JSONDecodeError:
                continue
            question = record.get("question") if isinstance(record, dict) else None
            if isinstance(question, str) and question.strip():
                docs = frozenset(record.get("expectedDocIds") or [c.split("/")[0] for c in record.get("expectedChunkIds") or []])
                rows.append((str(record.get("id", path.stem)), question, docs))
    return rows


def read_additions(path: Path) -> dict[str, list[str]]:
    additions: dict[str, list[str]] = {}
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        topic_id, _, phrasings = line.partition("\t")
        if not phrasings:
            raise ValueError(f"{path.name}:{number}: no tab after the topic id")
        additions.setdefault(topic_id.strip(), []).extend(p.strip() for p in phrasings.split("|") if p.strip())
    return additions


def check(additions: dict[str, list[str]], topics: tuple[Topic, ...]) -> tuple[dict[str, list[str]], Counter[str]]:
    by_id = {t.topic_id: t for t in topics}
    unknown = sorted(set(additions) - set(by_id))
    if unknown:
        raise ValueError(f"unknown topic ids: {', '.join(unknown)}")
    framing = framing_terms()
    owner_of_terms: dict[frozenset[str], str] = {}
    for topic in topics:
        for phrasing in topic.phrasings:
            owner_of_terms.setdefault(frozenset(analyze(phrasing)), topic.topic_id)
    questions = guard_questions()
    dropped: Counter[str] = Counter()
    kept: dict[str, list[str]] = {}
    for topic_id, phrasings in additions.items():
        topic = by_id[topic_id]
        chapters = {p.doc_id for p in topic.passages}
        for phrasing in dict.fromkeys(phrasings):
            terms = frozenset(analyze(phrasing))
            if phrasing in topic.phrasings:
                dropped["already there"] += 1
                continue
            if len(terms - framing) < 2:
                dropped["fewer than two own words"] += 1
                print(f"  drop (one word) {topic_id}: {phrasing}", file=sys.stderr)
                continue
            owner = owner_of_terms.get(terms)
            if owner is not None and owner != topic_id:
                dropped["same words as another topic's"] += 1
                print(f"  drop (= {owner}) {topic_id}: {phrasing}", file=sys.stderr)
                continue
            alone = TopicIndex((Topic(topic_id=topic_id, kind=topic.kind, name=phrasing, english=topic.english,
                                      passages=topic.passages, phrasings=(phrasing,)),))
            wrong = next((qid for qid, question, docs in questions
                          if not (docs & chapters) and alone.match(question, limit=1)), None)
            if wrong is not None:
                dropped["matches a non-concept dev question"] += 1
                print(f"  drop ({wrong}) {topic_id}: {phrasing}", file=sys.stderr)
                continue
            owner_of_terms.setdefault(terms, topic_id)
            kept.setdefault(topic_id, []).append(phrasing)
    return kept, dropped


def write(kept: dict[str, list[str]], path: Path = DATA_FILE) -> None:
    lines = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        raw = json.loads(line)
        raw["phrasings"] = [*raw["phrasings"], *kept.get(raw["id"], [])]
        lines.append(json.dumps(raw, ensure_ascii=False))
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    load_topics(path)  # the file still parses and checks


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser()
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("count")
    add = sub.add_parser("add")
    add.add_argument("additions", type=Path)
    add.add_argument("--write", action="store_true")
    args = parser.parse_args(argv)
    topics = load_topics()
    if args.command == "count":
        for topic in sorted(topics, key=lambda t: len(t.phrasings)):
            print(f"{len(topic.phrasings):3d} {topic.topic_id} {topic.name}")
        return 0
    kept, dropped = check(read_additions(args.additions), topics)
    print(f"kept {sum(map(len, kept.values()))} phrasings for {len(kept)} topics; dropped: {dict(dropped)}")
    if args.write:
        write(kept)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
