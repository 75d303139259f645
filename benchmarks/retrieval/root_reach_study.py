"""Reach at the root (issue 25, ROOTS41): does a BM25 over the root keys of the Bible library's chunks hold the
gold chapter where the stemmed list and E5 do not?

The stemmed column keeps one root's forms apart: the reader's "الغفران / المغفرة" and the Van Dyck "اغفروا / يغفر",
"التواضع" and "اتضع / متواضع", "الصبر" and "اصبروا". Here every analyzed term (`text/stem.analyze`, the lexical
index's analyzer, so its stop words are out) is replaced by its root keys (`text/word_families.root_keys`: the term
without its weak letters, a derivation prefix ت/م/ي/ن dropped; a term too short for a root, "روح", is kept as it is);
the question's terms the same way, the framing words ("ماذا يقول الكتاب عن") left out as CONCEPT39 did.

On the DEV concept suites only (concepts-dev2's tuning part, `concepts`; the validation third only with
--validation, read once after a decision). Per question (the searched reading, as the retriever reads it), the rank
of the first chunk of a gold chapter (expected + acceptable chunks' documents) in:

  stemmed   the store's own lexical search (`CandidateSearch.search`, "lexical"), Bible library, as retrieval asks it
  vector    the store's vector search ("vector"), Bible library (the first-stage model: USE on the product store)
  e5        E5-small's cosine over every Bible chunk's stored passage vector (the re-scorer's model, whole library)
  root      BM25 (k1 1.2, b 0.75) over the root keys of every Bible chunk's search_text
  both      BM25 over the stemmed terms and the root keys together (one document per chunk)

and for topics (the topical index, `text/topics`): the rank of the first topic whose listed passages reach the gold
chapter, by BM25 over each topic's name + phrasings as stemmed terms (CONCEPT39's "words") and as root keys.
With --rows (topic_suites_eval.py's --rows of main's run) every count is split into today's lenient top-5 misses
and hits, and the misses are classed by which lists reach them.

    env -u DALIL_EMBEDDER PYTHONPATH=shared .venv/bin/python benchmarks/retrieval/root_reach_study.py \\
        --store <product copy> --rows prod_rows.json concepts-dev2 concepts
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sqlite3
import sys
from collections import Counter, defaultdict
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
from suite_counts import dev2_split  # noqa: E402 - the sibling: concepts-dev2's documented cut

from dalil.embed.e5 import E5Embedder  # noqa: E402
from dalil.eval.fixtures import load_fixtures  # noqa: E402
from dalil.models import Chunk  # noqa: E402
from dalil.retrieval.rescore import shared_passage_vectors  # noqa: E402
from dalil.retrieval.topics import TopicSignal  # noqa: E402
from dalil.settings import Settings  # noqa: E402
from dalil.stores.factory import build_services  # noqa: E402
from dalil.text.reading import read_question, vocabulary_of  # noqa: E402
from dalil.text.stem import analyze, surface  # noqa: E402
from dalil.text.topics import TopicMatch, default_index, framing_terms  # noqa: E402
from dalil.text.word_families import root_keys  # noqa: E402

REPO = Path(__file__).resolve().parents[2]
DEV_SUITES = ("concepts", "concepts-dev2")
K1, B = 1.2, 0.75
CUTS = (5, 10, 20)
TOPIC_CUTS = (1, 2, 5, 10)
DEEP = 200


def roots(terms: list[str]) -> list[str]:
    """Each term's root keys, or the term itself when it is too short to have one."""
    return [key for term in terms for key in (root_keys(term) or {term})]


class BM25:
    def __init__(self, docs: list[Counter[str]]) -> None:
        self.lengths = np.array([sum(d.values()) for d in docs], dtype=float)
        self.mean = float(self.lengths.mean()) or 1.0
        df: Counter[str] = Counter()
        for doc in docs:
            df.update(doc.keys())
        n = len(docs)
        self.n = n
        self.idf = {t: math.log(1 + (n - f + 0.5) / (f + 0.5)) for t, f in df.items()}
        self.postings: dict[str, list[tuple[int, int]]] = defaultdict(list)
        for i, doc in enumerate(docs):
            for term, tf in doc.items():
                self.postings[term].append((i, tf))

    def ranked(self, terms: set[str], k: int) -> list[int]:
        out = np.zeros(self.n)
        for term in terms:
            idf = self.idf.get(term)
            if idf is None:
                continue
            for i, tf in self.postings[term]:
                out[i] += idf * tf * (K1 + 1) / (tf + K1 * (1 - B + B * self.lengths[i] / self.mean))
        order = np.argsort(-out, kind="stable")[:k]
        return [int(i) for i in order if out[i] > 0]


def first(ranked: list[str], gold: set[str]) -> int | None:
    return next((n for n, chunk_id in enumerate(ranked, 1) if chunk_id.split("/", 1)[0] in gold), None)


def within(rank: int | None, k: int) -> bool:
    return rank is not None and rank <= k


def report(title: str, found: list[dict]) -> None:
    print(f"\n### {title}, N={len(found)}")
    for label, members in (
        ("all", found),
        ("misses", [r for r in found if r["hit"] is False]),
        ("hits", [r for r in found if r["hit"] is True]),
    ):
        if not members:
            continue
        print(f"{label} ({len(members)}):")
        for name in ("stemmed", "vector", "e5", "root", "both", "isri"):
            if name not in members[0]:
                continue
            print(
                f"  chunks {name:8s} @{','.join(map(str, CUTS))}: "
                + " · ".join(str(sum(within(r[name], k) for r in members)) for k in CUTS)
            )
        for name in ("t_words", "t_roots"):
            print(
                f"  topics {name:8s} @{','.join(map(str, TOPIC_CUTS))}: "
                + " · ".join(str(sum(within(r[name], k) for r in members)) for k in TOPIC_CUTS)
            )
        for k in CUTS:
            neither = [r for r in members if not any(within(r[n], k) for n in ("stemmed", "vector", "e5"))]
            root_only = sum(within(r["root"], k) for r in neither)
            both_only = sum(within(r["both"], k) for r in neither)
            lost = sum(1 for r in members if within(r["stemmed"], k) and not within(r["root"], k))
            print(
                f"  @{k}: stemmed, vector and e5 all miss {len(neither)}; root reaches {root_only}, both-doc "
                f"{both_only}; stemmed reaches but root does not {lost}"
            )
        for words in ("stem", "root only", "none"):
            group = [r for r in members if r["words"] == words and not within(r["stemmed"], 10)]
            extra = [r for r in members if r["words"] == words and r["shared_roots"]]
            print(
                f"  gold passage shares with the question: {words:9s} {sum(r['words'] == words for r in members)} "
                f"(more roots beside shared stems: {len(extra)}); of them stemmed past 10: {len(group)}, root @10 reaches "
                f"{sum(within(r['root'], 10) for r in group)}"
            )
        if "isri" in members[0]:
            only = [r for r in members if not r["shared_stems"] and r["shared_isri"]]
            print(
                f"  gold passage shares an ISRI root but no stem: {len(only)}; isri @10 reaches "
                f"{sum(within(r['isri'], 10) for r in only)}; isri reaches @5 where stemmed, vector and e5 miss: "
                f"{sum(within(r['isri'], 5) and not any(within(r[n], 5) for n in ('stemmed', 'vector', 'e5')) for r in members)}"
            )
        far = [r for r in members if not within(r["t_words"], 5)]
        print(f"  topics: words miss @5 {len(far)}, roots reach @5 {sum(within(r['t_roots'], 5) for r in far)}")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--store", type=Path, required=True)
    parser.add_argument("--embedder", default="use")
    parser.add_argument("--rows", type=Path)
    parser.add_argument("--validation", action="store_true")
    parser.add_argument("--out", type=Path)
    parser.add_argument("--isri", action="store_true")
    parser.add_argument("suites", nargs="+", choices=DEV_SUITES)
    args = parser.parse_args(argv)
    for name in [n for n in os.environ if n.startswith("DALIL_") and n != "DALIL_SHARED_DATA"]:
        del os.environ[name]
    settings = Settings(store=args.store, embedder=args.embedder, provider="extractive")
    services = build_services(settings)
    vocabulary = vocabulary_of(services.chunks)
    framing = framing_terms()
    with sqlite3.connect(args.store) as conn:
        bible = [Chunk.model_validate_json(r) for (r,) in conn.execute("SELECT record FROM chunks WHERE library = 'bible' ORDER BY id")]
    chunk_ids = [c.chunk_id for c in bible]
    e5 = E5Embedder(threads=1)
    passages = shared_passage_vectors(e5.model_id, args.store).vectors_for(chunk_ids)
    e5_ids = [c for c in chunk_ids if c in passages]
    e5_matrix = np.stack([passages[c] for c in e5_ids]).astype(np.float64)
    stems = [analyze(c.search_text) for c in bible]
    root_index = BM25([Counter(roots(s)) for s in stems])
    both_index = BM25([Counter(s) + Counter(roots(s)) for s in stems])
    isri = None
    if args.isri:
        from nltk.stem.isri import ISRIStemmer  # noqa: PLC0415 - a study-only tool: pip install --target <dir> nltk

        isri = ISRIStemmer().stem
        isri_index = BM25([Counter(isri(w) for w in surface(c.search_text)) for c in bible])
    index = default_index()
    signal = TopicSignal(services.chunks, index)
    topic_docs = [{c.split("/", 1)[0] for c, _ in signal.ranked([TopicMatch(topic=t, score=1.0, phrasing="")])} for t in index.topics]
    topic_stems = [[term for p in t.phrasings for term in analyze(p)] for t in index.topics]
    t_words = BM25([Counter(s) for s in topic_stems])
    t_roots = BM25([Counter(roots(s)) for s in topic_stems])
    rows = json.loads(args.rows.read_text(encoding="utf-8")) if args.rows else {}
    wanted = "validation" if args.validation else "tuning"
    out = args.out.open("w", encoding="utf-8") if args.out else None
    for suite in args.suites:
        found: list[dict] = []
        base = next(iter(rows.get(suite, {}).values()), {})
        for fixture in load_fixtures(REPO / "benchmarks" / "fixtures" / f"{suite}.jsonl").fixtures:
            if fixture.refuse or not fixture.expectedChunkIds:
                continue
            if suite == "concepts-dev2" and dev2_split(fixture.id) != wanted:
                continue
            gold = {c.split("/", 1)[0] for c in [*fixture.expectedChunkIds, *(fixture.acceptableChunkIds or [])]}
            searched = read_question(fixture.question, vocabulary).searched
            terms = [t for t in analyze(searched) if t not in framing]
            vector = services.embedder.embed_query(searched)
            lists = services.search.search(searched, vector, DEEP, DEEP, libraries=["bible"])
            question_roots = set(roots(terms))
            rank = base.get(fixture.id)
            gold_chunks = services.chunks.get_many([*fixture.expectedChunkIds, *(fixture.acceptableChunkIds or [])])
            gold_stems = {t for c in gold_chunks.values() for t in analyze(c.search_text)}
            gold_roots = set(roots(list(gold_stems)))
            shared_stems = sorted(set(terms) & gold_stems)
            shared_roots = sorted((question_roots & gold_roots) - set(roots(shared_stems)))
            extra = {}
            if isri is not None:
                question_isri = {isri(w) for w in surface(searched) if not set(analyze(w)) <= framing}
                gold_isri = {isri(w) for c in gold_chunks.values() for w in surface(c.search_text)}
                extra = {
                    "isri": first([chunk_ids[i] for i in isri_index.ranked(question_isri, DEEP)], gold),
                    "shared_isri": sorted(question_isri & gold_isri),
                }
            record = {
                **extra,
                "suite": suite,
                "id": fixture.id,
                "question": fixture.question,
                "hit": None if rank is None else (rank[1] is not None and rank[1] <= 5),
                "stemmed": first([c for c, _ in lists.get("lexical", [])], gold),
                "vector": first([c for c, _ in lists.get("vector", [])], gold),
                "e5": first([e5_ids[i] for i in np.argsort(-(e5_matrix @ e5.embed_query(searched)), kind="stable")[:DEEP]], gold),
                "root": first([chunk_ids[i] for i in root_index.ranked(question_roots, DEEP)], gold),
                "both": first([chunk_ids[i] for i in both_index.ranked(set(terms) | question_roots, DEEP)], gold),
                "t_words": next((n for n, i in enumerate(t_words.ranked(set(terms), 50), 1) if gold & topic_docs[i]), None),
                "t_roots": next((n for n, i in enumerate(t_roots.ranked(question_roots, 50), 1) if gold & topic_docs[i]), None),
                "terms": terms,
                "roots": sorted(question_roots),
                "shared_stems": shared_stems,
                "shared_roots": shared_roots,
                "words": "stem" if shared_stems else "root only" if shared_roots else "none",
            }
            found.append(record)
            if out:
                out.write(json.dumps(record, ensure_ascii=False) + "\n")
        report(f"{suite} ({wanted if suite == 'concepts-dev2' else 'dev'})", found)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
