"""Why concept questions miss, question by question, on the DEV concept suites only (concepts,
concepts-dev2; never the held-out ones): each question is run through the fused retriever under
each named variant (default settings but for the variant's changes), and every lenient top-5 miss
is put in one class, in this order:

  in-window      a chunk of the gold chapter is in the final top 6-20 (found, ranked too low)
  right-topic-lost  a matcher named a topic with a passage in the gold chapter, and it still fell
                 out of the top 20
  wrong-topic    a matcher (the lexical phrasing test, or the E5 topic match when on) named topics,
                 none with a passage in the gold chapter
  no-topic       no matcher named a topic (the lexical test found no phrasing; E5 under its cosine)
  ... with, per question, where the right topic was: the rank by E5 phrasing cosine of the best
  topic with a passage in the gold chapter (`gold_topic_e5_rank`), whether any topic's passages
  cover the key verse (`key_verse_topic`), the question's register, its share of framing words
  (`frame_share`: analyzed terms that are text/topics.py framing terms) and the words the reading
  left unknown to the corpus (`unread`).
A lenient hit whose expected chunk is not in the top 5 counts as `right-chapter-wrong-chunk`.

    .venv/bin/python benchmarks/retrieval/concept_misses.py --store /tmp/prod.sqlite \\
        --variant off '{}' --variant on-noframe '{"topic_e5": true, "topic_e5_frame_weight": 0}' \\
        --variant on '{"topic_e5": true}' --out /tmp/misses.jsonl concepts-dev2 concepts

Prints per part (tuning / validation for concepts-dev2) the class counts of every variant and the
per-question gains and losses between the first variant and each other one.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
from collections import Counter
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
from suite_counts import dev2_split  # noqa: E402 - the sibling: concepts-dev2's documented cut

from dalil.embed.e5 import E5Embedder  # noqa: E402
from dalil.eval.fixtures import Fixture, load_fixtures  # noqa: E402
from dalil.eval.rankers import make_rankers  # noqa: E402
from dalil.retrieval.topic_vectors import VECTORS_FILE  # noqa: E402
from dalil.retrieval.topics import TopicSignal  # noqa: E402
from dalil.settings import Settings  # noqa: E402
from dalil.stores.factory import build_services  # noqa: E402
from dalil.text.bible_books import BOOKS  # noqa: E402
from dalil.text.reading import read_question, vocabulary_of  # noqa: E402
from dalil.text.stem import analyze, surface  # noqa: E402
from dalil.text.topics import Topic, TopicMatch, default_index, framing_terms  # noqa: E402

REPO = Path(__file__).resolve().parents[2]
DEV_SUITES = ("concepts", "concepts-dev2")  # the held-out concept suites are never read here
_KEY = re.compile(r"key verse (?P<book>[1-3]?[A-Za-z]{2,3}) (?P<chapter>\d+):(?P<verse>\d+)")
_MATCHED = re.compile(r"^(topic_match|topic_e5_match): (?P<list>.*) -> ")


def part_of(suite: str, fixture_id: str) -> str:
    return dev2_split(fixture_id) if suite == "concepts-dev2" else "all"


def doc_of(chunk_id: str) -> str:
    return chunk_id.split("/", 1)[0]


def matched_topics(notes: list[str]) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for note in notes:
        found = _MATCHED.match(note)
        if found:
            out[found[1]] = re.findall(r"(\S+) \([0-9.]+, '", found["list"])
    return out


class Static:
    """What does not depend on the variant: topic coverage, the E5 rank of the right topic, the reading."""

    def __init__(self, services: object, chunks: object) -> None:
        self.index = default_index()
        self.by_id = {t.topic_id: t for t in self.index.topics}
        self.signal = TopicSignal(chunks, self.index)  # type: ignore[arg-type]
        self.vocabulary = vocabulary_of(chunks)
        with np.load(VECTORS_FILE, allow_pickle=False) as data:
            matrix = data["vectors"].astype(np.float64)
            self.owners = [str(x) for x in data["topic_ids"]]
        self.matrix = matrix / np.linalg.norm(matrix, axis=1, keepdims=True)
        self.embedder = E5Embedder(threads=1)
        self.topic_docs = {t.topic_id: {doc_of(c) for c, _ in self.signal.ranked([_match(t)])} for t in self.index.topics}
        self.framing = framing_terms()

    def describe(self, fixture: Fixture) -> dict[str, object]:
        gold_doc = (fixture.expectedDocIds or [doc_of(fixture.expectedChunkIds[0])])[0]
        reading = read_question(fixture.question, self.vocabulary)
        query = np.asarray(self.embedder.embed_query(reading.searched), dtype=np.float64)
        cosines = self.matrix @ (query / np.linalg.norm(query))
        ranked_topics: list[str] = []
        for row in np.argsort(-cosines, kind="stable").tolist():
            if self.owners[row] not in ranked_topics:
                ranked_topics.append(self.owners[row])
        gold_rank = next((n for n, t in enumerate(ranked_topics, 1) if gold_doc in self.topic_docs[t]), None)
        key = _KEY.search(fixture.notes or "")
        key_covered = None
        if key and key["book"] in BOOKS:
            chapter, verse = int(key["chapter"]), int(key["verse"])
            key_covered = any(p.book == key["book"] and p.chapter == chapter and (p.start is None or p.start <= verse <= (p.end or p.start))
                              for t in self.index.topics for p in t.passages)
        terms = analyze(reading.searched)
        unread = [w for w in surface(reading.searched) if len(w) > 2 and w not in self.vocabulary]
        return {
            "gold_doc": gold_doc,
            "gold_topic_e5_rank": gold_rank,
            "best_e5_cosine": round(float(cosines.max()), 3),
            "key_verse_topic": key_covered,
            "frame_share": round(sum(1 for t in terms if t in self.framing) / max(len(terms), 1), 2),
            "unread": unread,
            "lexical_topics": [m.topic.topic_id for m in self.index.match(reading.searched, limit=2)],
        }


def _match(topic: Topic) -> TopicMatch:
    return TopicMatch(topic=topic, score=1.0, phrasing="")


def classify(row: dict[str, object], static: dict[str, object], topic_docs: dict[str, set[str]]) -> str:
    lenient, strict = row["lenient_rank"], row["strict_rank"]
    if isinstance(lenient, int) and lenient <= 5:
        return "hit" if isinstance(strict, int) and strict <= 5 else "right-chapter-wrong-chunk"
    if isinstance(lenient, int):
        return "in-window"
    named = [t for ids in row["matched"].values() for t in ids]  # type: ignore[union-attr]
    if not named:
        return "no-topic"
    if any(static["gold_doc"] in topic_docs.get(t, set()) for t in named):
        return "right-topic-lost"
    return "wrong-topic"


def register(fixture: Fixture) -> str:
    notes = fixture.notes or ""
    for name, short in (("Egyptian colloquial", "egyptian"), ("Franco-Arabic", "franco"), ("mixed with English", "mixed"), ("MSA", "msa")):
        if name in notes:
            return short
    return "unknown"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--store", type=Path, required=True)
    parser.add_argument("--embedder", default="use")
    parser.add_argument("--variant", nargs=2, action="append", metavar=("NAME", "JSON"), required=True)
    parser.add_argument("--out", type=Path)
    parser.add_argument("suites", nargs="+", choices=DEV_SUITES)
    args = parser.parse_args(argv)
    for name in [n for n in os.environ if n.startswith("DALIL_") and n != "DALIL_SHARED_DATA"]:
        del os.environ[name]
    base = Settings(store=args.store, embedder=args.embedder, provider="extractive")
    services = build_services(base)
    static = Static(services, services.chunks)
    out = args.out.open("w", encoding="utf-8") if args.out else None
    for suite in args.suites:
        fixtures = [f for f in load_fixtures(REPO / "benchmarks" / "fixtures" / f"{suite}.jsonl").fixtures
                    if not f.refuse and f.expectedChunkIds]
        described = {f.id: static.describe(f) for f in fixtures}
        classes: dict[str, dict[str, str]] = {}
        for variant, update in args.variant:
            settings = base.model_copy(update=json.loads(update))
            [ranker] = make_rankers(["fused"], settings, services, None)
            classes[variant] = {}
            for fixture in fixtures:
                ranking = ranker.rank(fixture.question, 20)
                ok = {*fixture.expectedChunkIds, *fixture.acceptableChunkIds}
                lenient = next((n for n, c in enumerate(ranking.chunk_ids, 1) if c in ok), None)
                strict = next((n for n, c in enumerate(ranking.chunk_ids, 1) if c in fixture.expectedChunkIds), None)
                notes = ranking.result.trace.notes if ranking.result else []
                row = {"lenient_rank": lenient, "strict_rank": strict, "matched": matched_topics(notes)}
                label = classify(row, described[fixture.id], static.topic_docs)
                classes[variant][fixture.id] = label
                if out:
                    out.write(json.dumps({"suite": suite, "id": fixture.id, "part": part_of(suite, fixture.id),
                                          "variant": variant, "class": label, "register": register(fixture),
                                          **row, **described[fixture.id], "top5": ranking.chunk_ids[:5]},
                                         ensure_ascii=False) + "\n")
        report(suite, fixtures, described, classes)
    if out:
        out.close()
    return 0


def report(suite: str, fixtures: list[Fixture], described: dict[str, dict[str, object]], classes: dict[str, dict[str, str]]) -> None:
    parts: dict[str, list[Fixture]] = {}
    for fixture in fixtures:
        parts.setdefault(part_of(suite, fixture.id), []).append(fixture)
    variants = list(classes)
    for part, members in sorted(parts.items()):
        print(f"{suite} {part} N={len(members)}")
        for variant in variants:
            tally = Counter(classes[variant][f.id] for f in members)
            print(f"  [{variant}] " + ", ".join(f"{k} {v}" for k, v in sorted(tally.items())))
            misses = [f for f in members if classes[variant][f.id] not in ("hit", "right-chapter-wrong-chunk")]
            e5 = Counter(_bucket(described[f.id]["gold_topic_e5_rank"]) for f in misses)  # type: ignore[arg-type]
            print("    misses' right topic by E5 phrasing rank: " + ", ".join(f"{k} {v}" for k, v in sorted(e5.items())))
            reg = Counter(register(f) for f in misses)
            print("    misses by register: " + ", ".join(f"{k} {v}" for k, v in sorted(reg.items())))
            key = Counter(str(described[f.id]["key_verse_topic"]) for f in misses)
            print("    misses whose key verse some topic covers: " + ", ".join(f"{k} {v}" for k, v in sorted(key.items())))
            framed = sum(1 for f in misses if float(described[f.id]["frame_share"]) >= 0.5)  # type: ignore[arg-type]
            unread = sum(1 for f in misses if described[f.id]["unread"])
            print(f"    misses with frame share >= 0.5: {framed}; with a word the corpus lacks: {unread}")
        for variant in variants[1:]:
            first = variants[0]
            hit = {"hit", "right-chapter-wrong-chunk"}
            gained = [f.id for f in members if classes[variant][f.id] in hit and classes[first][f.id] not in hit]
            lost = [f.id for f in members if classes[first][f.id] in hit and classes[variant][f.id] not in hit]
            print(f"  {first} -> {variant}: lenient@5 +{len(gained)} -{len(lost)}")


def _bucket(rank: int | None) -> str:
    if rank is None:
        return "none"
    return "1-2" if rank <= 2 else "3-10" if rank <= 10 else "11-50" if rank <= 50 else ">50"


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
