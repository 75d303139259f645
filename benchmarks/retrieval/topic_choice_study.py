"""Where the gold is when it is not in the first E5 topic, and what tells the cases apart (issue 25, TOPIC26).

On the DEV concept suites only (concepts-dev2's tuning part, `concepts`; concepts-dev2's validation third is
skipped unless --validation, which the brief allows once, after a choice): per question, the E5 topic
ranking as the retriever builds it (`TopicVectors.match`: the question's E5 vector, the frame vector taken
off at settings.topic_e5_frame_weight, scores the plain cosines) and the lexical phrasing match
(`TopicIndex.match`), each topic marked by whether its passages reach the gold chapter. Each question is put
in one place, in this order:

  e5-1        the first E5 topic reaches the gold chapter
  e5-2        the second does (not the first)
  e5-3..5     the third to fifth does
  lexical     only a lexical topic does
  none        no topic of those

and for each place the signals a choice could read: the cosine of the first topic, the cosine margin first
- second, whether the lexical match names the first or the second E5 topic, the topic's number of chunks.
With --rows (topic_suites_eval.py's --rows files, one per profile) each question's lenient rank under that
run is joined, so the table says which places are misses today.

    env -u DALIL_EMBEDDER .venv/bin/python benchmarks/retrieval/topic_choice_study.py --store <product copy> \\
        --rows product=prod_before.json --rows ci=ci_before.json --out study.jsonl concepts-dev2 concepts
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections import Counter, defaultdict
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
from suite_counts import dev2_split  # noqa: E402 - the sibling: concepts-dev2's documented cut

from dalil.embed.e5 import E5Embedder  # noqa: E402
from dalil.eval.fixtures import load_fixtures  # noqa: E402
from dalil.retrieval.topic_vectors import TopicVectors  # noqa: E402
from dalil.retrieval.topics import TopicSignal  # noqa: E402
from dalil.settings import Settings  # noqa: E402
from dalil.stores.factory import build_services  # noqa: E402
from dalil.text.reading import read_question, vocabulary_of  # noqa: E402
from dalil.text.topics import TopicMatch, default_index  # noqa: E402

REPO = Path(__file__).resolve().parents[2]
DEV_SUITES = ("concepts", "concepts-dev2")  # the held-out concept suites are never read here
PLACES = ("e5-1", "e5-2", "e5-3..5", "lexical", "none")
MARGINS = (0.005, 0.01, 0.02, 0.03, 0.05)


def doc_of(chunk_id: str) -> str:
    return chunk_id.split("/", 1)[0]


def place_of(gold: str, e5: list[dict], lexical: list[dict]) -> str:
    for n, topic in enumerate(e5[:5], 1):
        if gold in topic["docs"]:
            return "e5-1" if n == 1 else "e5-2" if n == 2 else "e5-3..5"
    return "lexical" if any(gold in t["docs"] for t in lexical) else "none"


def describe(question: str, gold: str, static: Static) -> dict[str, object]:
    reading = read_question(question, static.vocabulary)
    vector = np.asarray(static.embedder.embed_query(reading.searched), dtype=np.float64)
    settings = static.settings
    ranking = static.vectors.match(vector, len(static.vectors_index.topics), -1.0, settings.topic_e5_frame_weight)
    e5 = ranking[:5]
    gold_rank = next((n for n, m in enumerate(ranking, 1) if gold in static.topic_docs[m.topic.topic_id]), None)
    lexical = static.vectors_index.match(reading.searched, limit=2)

    def row(match: TopicMatch) -> dict[str, object]:
        topic = match.topic
        return {
            "id": topic.topic_id,
            "score": match.score,
            "kind": topic.kind,
            "chunks": static.chunk_count[topic.topic_id],
            "docs": sorted(static.topic_docs[topic.topic_id]),
        }

    e5_rows, lexical_rows = [row(m) for m in e5], [row(m) for m in lexical]
    lexical_ids = [t["id"] for t in lexical_rows]
    return {
        "gold_doc": gold,
        "place": place_of(gold, e5_rows, lexical_rows),
        "gold_e5_rank": gold_rank,
        "e5": e5_rows,
        "lexical": lexical_rows,
        "cos1": e5_rows[0]["score"] if e5_rows else None,
        "margin": round(float(e5_rows[0]["score"]) - float(e5_rows[1]["score"]), 4) if len(e5_rows) > 1 else None,  # type: ignore[arg-type]
        "lex_names": (
            "e5-1"
            if e5_rows and e5_rows[0]["id"] in lexical_ids
            else "e5-2"
            if len(e5_rows) > 1 and e5_rows[1]["id"] in lexical_ids
            else "other"
            if lexical_ids
            else "no-lexical"
        ),
        "lex_score": lexical_rows[0]["score"] if lexical_rows else 0.0,
    }


class Static:
    def __init__(self, settings: Settings) -> None:
        services = build_services(settings)
        self.settings = settings
        self.vectors_index = default_index()
        signal = TopicSignal(services.chunks, self.vectors_index)
        self.vocabulary = vocabulary_of(services.chunks)
        self.embedder = E5Embedder(threads=1)
        self.vectors = TopicVectors.load(self.embedder.model_id, index=self.vectors_index)
        self.topic_docs: dict[str, set[str]] = {}
        self.chunk_count: dict[str, int] = {}
        for topic in self.vectors_index.topics:
            ranked = signal.ranked([TopicMatch(topic=topic, score=1.0, phrasing="")])
            self.topic_docs[topic.topic_id] = {doc_of(c) for c, _ in ranked}
            self.chunk_count[topic.topic_id] = len(ranked)


def lenient_hit(rows: dict[str, dict], profile: str, suite: str, fixture_id: str) -> bool | None:
    found = rows.get(profile, {}).get(suite, {})
    if not found:
        return None
    variant = next(iter(found.values()))
    rank = variant.get(fixture_id, [None, None])[1]
    return rank is not None and rank <= 5


def table(records: list[dict], profiles: list[str]) -> None:
    print(
        "| place | n | "
        + " | ".join(f"{p} lenient@5 hit" for p in profiles)
        + " | cos1 median | margin median | margin < 0.01 · < 0.02 · < 0.03 | lexical names e5-1 · e5-2 · other · none |"
    )
    print("| --- " * (6 + len(profiles)) + "|")
    for place in PLACES:
        members = [r for r in records if r["place"] == place]
        if not members:
            continue
        hits = [f"{sum(1 for r in members if r['hit'].get(p))}" for p in profiles]
        margins = [r["margin"] for r in members if r["margin"] is not None]
        cos1 = [r["cos1"] for r in members if r["cos1"] is not None]
        lex = Counter(r["lex_names"] for r in members)
        near = " · ".join(str(sum(1 for m in margins if m < cut)) for cut in (0.01, 0.02, 0.03))
        print(
            f"| {place} | {len(members)} | "
            + " | ".join(hits)
            + f" | {np.median(cos1):.3f} | {np.median(margins):.4f} | {near} | "
            + f"{lex['e5-1']} · {lex['e5-2']} · {lex['other']} · {lex['no-lexical']} |"
        )


def misses_by_rank(records: list[dict], profiles: list[str]) -> None:
    """Today's lenient top-5 misses by the E5 rank of the first topic reaching the gold chapter."""
    buckets = ("1", "2", "3", "4-5", "6-10", "11-50", ">50", "no topic")

    def bucket(rank: int | None) -> str:
        if rank is None:
            return "no topic"
        return str(rank) if rank <= 3 else "4-5" if rank <= 5 else "6-10" if rank <= 10 else "11-50" if rank <= 50 else ">50"

    for profile in profiles:
        misses = Counter(bucket(r["gold_e5_rank"]) for r in records if r["hit"].get(profile) is False)
        print(
            f"\n{profile} misses ({sum(misses.values())}) by the E5 rank of the right topic: "
            + ", ".join(f"{b} {misses[b]}" for b in buckets)
        )


def separation(records: list[dict]) -> None:
    """For e5-1 against e5-2 questions: how many of each a rule would flip the choice for."""
    one = [r for r in records if r["place"] == "e5-1"]
    two = [r for r in records if r["place"] == "e5-2"]
    print(f"\nrule (on e5-1 n={len(one)} vs e5-2 n={len(two)}): second topic taken for e5-2 / wrongly for e5-1")
    for cut in MARGINS:
        within = lambda r, c=cut: r["margin"] is not None and r["margin"] < c  # noqa: E731
        print(f"  margin < {cut}: {sum(map(within, two))} / {sum(map(within, one))}")
    lex2 = lambda r: r["lex_names"] == "e5-2"  # noqa: E731
    print(f"  lexical names the second, not the first: {sum(map(lex2, two))} / {sum(map(lex2, one))}")
    for cut in MARGINS[1:]:
        both = lambda r, c=cut: lex2(r) and r["margin"] < c  # noqa: E731
        print(f"  lexical names the second and margin < {cut}: {sum(map(both, two))} / {sum(map(both, one))}")
    for label, test in (
        ("second has fewer chunks", lambda r: r["e5"][1]["chunks"] < r["e5"][0]["chunks"]),
        ("first is not a theme kind", lambda r: r["e5"][0]["kind"] in ("event", "person")),
    ):
        print(f"  {label}: {sum(1 for r in two if len(r['e5']) > 1 and test(r))} / {sum(1 for r in one if len(r['e5']) > 1 and test(r))}")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--store", type=Path, required=True)
    parser.add_argument("--embedder", default="use")
    parser.add_argument("--rows", action="append", default=[], metavar="PROFILE=FILE")
    parser.add_argument("--validation", action="store_true", help="concepts-dev2's validation third instead of tuning")
    parser.add_argument("--out", type=Path)
    parser.add_argument("suites", nargs="+", choices=DEV_SUITES)
    args = parser.parse_args(argv)
    for name in [n for n in os.environ if n.startswith("DALIL_") and n != "DALIL_SHARED_DATA"]:
        del os.environ[name]
    static = Static(Settings(store=args.store, embedder=args.embedder, provider="extractive"))
    rows = {p: json.loads(Path(f).read_text(encoding="utf-8")) for p, f in (item.split("=", 1) for item in args.rows)}
    profiles = list(rows)
    wanted = "validation" if args.validation else "tuning"
    by_suite: dict[str, list[dict]] = defaultdict(list)
    for suite in args.suites:
        for fixture in load_fixtures(REPO / "benchmarks" / "fixtures" / f"{suite}.jsonl").fixtures:
            if fixture.refuse or not fixture.expectedChunkIds:
                continue
            if suite == "concepts-dev2" and dev2_split(fixture.id) != wanted:
                continue
            gold = (fixture.expectedDocIds or [doc_of(fixture.expectedChunkIds[0])])[0]
            record = {"suite": suite, "id": fixture.id, **describe(fixture.question, gold, static)}
            record["hit"] = {p: lenient_hit(rows, p, suite, fixture.id) for p in profiles}
            by_suite[suite].append(record)
    out = args.out.open("w", encoding="utf-8") if args.out else None
    for suite, records in by_suite.items():
        part = f" ({wanted})" if suite == "concepts-dev2" else ""
        print(f"\n### {suite}{part}, N={len(records)}\n")
        table(records, profiles)
        misses_by_rank(records, profiles)
        separation(records)
        if out:
            for record in records:
                out.write(json.dumps(record, ensure_ascii=False) + "\n")
    if out:
        out.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
