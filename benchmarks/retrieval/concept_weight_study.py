"""Which words of a concept question should the lexical list search (issue 25, WEIGHT42)?

ROOTS41 found most concept misses share a stem with their gold passage, but the question's generic words (يسوع،
الله، المسيح، قال، الكتاب …) outvote the concept word in the stemmed BM25 list. Here, per DEV question (concepts-dev2's
tuning part, `concepts`; the validation third only with --validation, read once after a decision), the rank of the
first chunk of a gold chapter in the store's own FTS5 list over the Bible library (same columns, same weights as
`SqliteLexicalIndex`), depth 200, when the query keeps:

  full      every analyzed term (today's list)
  frame     the terms minus the question-framing words the topic index already reads (`text/topics.framing_terms`)
  dfX       the terms minus those in more than X of the Bible library's chunks
  frame+dfX both cuts
  rareK     the K terms the Bible library holds in the fewest chunks (framing words out)

A cut that leaves nothing keeps the full query. Split by main's product lenient top 5 (--rows of
topic_suites_eval.py) into misses and hits.

    env -u DALIL_EMBEDDER PYTHONPATH=shared .venv/bin/python benchmarks/retrieval/concept_weight_study.py \\
        --store <product copy> --rows prod_rows.json concepts-dev2 concepts
"""

from __future__ import annotations

import argparse
import json
import os
import sqlite3
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from suite_counts import dev2_split  # noqa: E402

from dalil.eval.fixtures import load_fixtures  # noqa: E402
from dalil.models import Chunk  # noqa: E402
from dalil.text.reading import read_question, vocabulary_of  # noqa: E402
from dalil.stores.sqlite.database import Database  # noqa: E402
from dalil.stores.sqlite.chunks import SqliteChunkStore  # noqa: E402
from dalil.text.stem import analyze, surface  # noqa: E402
from dalil.text.topics import framing_terms  # noqa: E402

REPO = Path(__file__).resolve().parents[2]
CUTS = (5, 10, 20)
DEEP = 200
DFS = (0.005, 0.01, 0.02, 0.05)
RARE = (1, 2, 3)


def quoted(terms) -> str:
    """Each term once, or as often as it is listed twice on purpose (`repeat`: FTS5's bm25 sums a repeated phrase)."""
    return " OR ".join(f'"{t}"' for t in terms if t)


def search(conn, stemmed: list[str], surfaces: list[str]) -> list[str]:
    expression = "{title_terms text_terms}: (" + quoted(stemmed) + ")"
    if surfaces:
        expression += " OR surface_terms: (" + quoted(surfaces) + ")"
    sql = ("SELECT c.chunk_id FROM (SELECT rowid AS id, bm25(chunks_fts, 1.0, 1.0, 2.0) AS cost FROM chunks_fts "
           "WHERE chunks_fts MATCH ?) AS r JOIN chunks c ON c.id = r.id WHERE c.library = 'bible' "
           "ORDER BY r.cost, c.chunk_id LIMIT ?")
    return [r[0] for r in conn.execute(sql, (expression, DEEP))]


def first(ranked: list[str], gold: set[str]) -> int | None:
    return next((n for n, chunk_id in enumerate(ranked, 1) if chunk_id.split("/", 1)[0] in gold), None)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--store", type=Path, required=True)
    parser.add_argument("--rows", type=Path)
    parser.add_argument("--validation", action="store_true")
    parser.add_argument("--out", type=Path)
    parser.add_argument("--e5", action="store_true", help="also E5's cosine list, full question vs framing words out")
    parser.add_argument("suites", nargs="+")
    args = parser.parse_args(argv)
    for name in [n for n in os.environ if n.startswith("DALIL_") and n != "DALIL_SHARED_DATA"]:
        del os.environ[name]
    conn = sqlite3.connect(args.store)
    vocabulary = vocabulary_of(SqliteChunkStore(Database(args.store)))
    bible = [Chunk.model_validate_json(r) for (r,) in conn.execute("SELECT record FROM chunks WHERE library = 'bible'")]
    df: Counter[str] = Counter()
    for chunk in bible:
        df.update(set(analyze(chunk.search_text)))
    n = len(bible)
    framing = framing_terms()
    if args.e5:
        import numpy as np  # noqa: PLC0415

        from dalil.embed.e5 import E5Embedder  # noqa: PLC0415
        from dalil.retrieval.rescore import shared_passage_vectors  # noqa: PLC0415

        e5 = E5Embedder(threads=1)
        passages = shared_passage_vectors(e5.model_id, args.store).vectors_for([c.chunk_id for c in bible])
        e5_ids = list(passages)
        e5_matrix = np.stack([passages[c] for c in e5_ids]).astype(np.float64)

        def e5_list(text: str) -> list[str]:
            return [e5_ids[i] for i in np.argsort(-(e5_matrix @ e5.embed_query(text)), kind="stable")[:DEEP]]
    rows = json.loads(args.rows.read_text(encoding="utf-8")) if args.rows else {}
    wanted = "validation" if args.validation else "tuning"
    out = args.out.open("w", encoding="utf-8") if args.out else None
    for suite in args.suites:
        base = next(iter(rows.get(suite, {}).values()), {})
        found = []
        for fixture in load_fixtures(REPO / "benchmarks" / "fixtures" / f"{suite}.jsonl").fixtures:
            if fixture.refuse or not fixture.expectedChunkIds:
                continue
            if suite == "concepts-dev2" and dev2_split(fixture.id) != wanted:
                continue
            gold = {c.split("/", 1)[0] for c in [*fixture.expectedChunkIds, *(fixture.acceptableChunkIds or [])]}
            searched = read_question(fixture.question, vocabulary).searched
            terms = list(dict.fromkeys(analyze(searched)))
            surfaces = list(dict.fromkeys(surface(searched)))

            def run(keep: set[str], repeat: dict[str, int] | None = None) -> int | None:
                kept = [t for t in terms if t in keep] or terms
                kept = [t for t in kept for _ in range((repeat or {}).get(t, 1))]
                kept_surface = [s for s in surfaces if not set(analyze(s)) or set(analyze(s)) & set(kept)]
                return first(search(conn, kept, kept_surface), gold)

            variants = {"full": set(terms), "frame": {t for t in terms if t not in framing}}
            for x in DFS:
                variants[f"df{x}"] = {t for t in terms if df[t] <= x * n}
                variants[f"frame+df{x}"] = {t for t in terms if df[t] <= x * n and t not in framing}
            content = sorted((t for t in terms if t not in framing), key=lambda t: (df[t], t))
            for k in RARE:
                variants[f"rare{k}"] = set([t for t in content if df[t]][:k])
            e5_ranks = {}
            if args.e5:
                words = [w for w in searched.split() if analyze(w) and not set(analyze(w)) <= framing]
                e5_ranks = {"e5": first(e5_list(searched), gold),
                            "e5frame": first(e5_list(" ".join(words) or searched), gold)}
            weighted = {}
            for times in (2, 3):
                weighted[f"content×{times}"] = run(set(terms), {t: times for t in terms if t not in framing})
                for x in (0.01, 0.02, 0.05):
                    weighted[f"df{x}×{times}"] = run(set(terms), {t: times for t in terms if df[t] <= x * n})
                    weighted[f"frame+df{x}×{times}"] = run(set(terms), {t: times for t in terms if df[t] <= x * n and t not in framing})
                weighted[f"rarest×{times}"] = run(set(terms), {t: times for t in [c for c in content if df[c]][:1]})
            rank = base.get(fixture.id)
            record = {"id": fixture.id, "question": fixture.question, "terms": {t: df[t] for t in terms},
                      "hit": None if rank is None else (rank[1] is not None and rank[1] <= 5),
                      **{name: run(keep) for name, keep in variants.items()}, **e5_ranks, **weighted}
            found.append(record)
            if out:
                out.write(json.dumps(record, ensure_ascii=False) + "\n")
        names = [k for k in found[0] if k not in ("id", "question", "terms", "hit")]
        print(f"\n### {suite} ({wanted if suite == 'concepts-dev2' else 'dev'}), N={len(found)}, Bible chunks {n}")
        for label, members in (("all", found), ("misses", [r for r in found if r["hit"] is False]),
                               ("hits", [r for r in found if r["hit"] is True])):
            print(f"{label} ({len(members)}): " + " | ".join(
                f"{name} " + "·".join(str(sum(1 for r in members if r[name] is not None and r[name] <= c)) for c in CUTS)
                for name in names))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
