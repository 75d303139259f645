"""How the E5 topic match is made, studied offline on dev concept suites (nothing here changes
retrieval): for each question, its E5 vector (as the re-scorer embeds it: the question as read,
`reading.searched`) against the shipped topic vectors (data/topics/topics-e5.npz), scored by one
of several topic scorers; counted: questions whose matched topics' chunks (the signal's order, at
most 4 a topic) hold the gold chunk (strict) or an acceptable one (lenient), within the first 4
and the first 8 of that list. Plus where a Bible-only E5 list (question against every Bible chunk's
shipped E5 vector) ranks the gold.

Run only on dev suites (concepts, concepts-dev2's tuning part):
    .venv/bin/python benchmarks/retrieval/topic_match_study.py --store .tmp/product.sqlite concepts
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from collections.abc import Callable
from pathlib import Path

import numpy as np

from dalil.embed.e5 import E5Embedder
from dalil.embed.passages import load_bundled
from dalil.retrieval.topic_vectors import VECTORS_FILE
from dalil.retrieval.topics import TopicSignal
from dalil.settings import Settings
from dalil.stores.factory import build_services
from dalil.text.reading import read_question, vocabulary_of
from dalil.text.topics import TopicMatch, default_index

REPO = Path(__file__).resolve().parents[2]


def scorers(names: list[str], is_name: np.ndarray) -> dict[str, Callable[[np.ndarray], dict[str, float]]]:
    owners = np.array(names)
    unique = list(dict.fromkeys(names))
    index_of = {t: i for i, t in enumerate(unique)}
    owner_idx = np.array([index_of[t] for t in names])

    def best_of(cos: np.ndarray, mask: np.ndarray | None = None) -> dict[str, float]:
        out = np.full(len(unique), -1.0)
        c = cos if mask is None else np.where(mask, cos, -1.0)
        np.maximum.at(out, owner_idx, c)
        return {unique[i]: float(out[i]) for i in range(len(unique)) if out[i] > -1.0}

    def mean_top(k: int) -> Callable[[np.ndarray], dict[str, float]]:
        def score(cos: np.ndarray) -> dict[str, float]:
            per: dict[str, list[float]] = {}
            for c, t in zip(cos.tolist(), names, strict=True):
                per.setdefault(t, []).append(c)
            return {t: float(np.mean(sorted(v, reverse=True)[:k])) for t, v in per.items()}
        return score

    del owners
    return {
        "max": lambda cos: best_of(cos),
        "names": lambda cos: best_of(cos, is_name),
        "mean2": mean_top(2),
        "mean3": mean_top(3),
        "name+max": lambda cos: {t: (a + best_of(cos).get(t, a)) / 2 for t, a in best_of(cos, is_name).items()},
    }


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--store", type=Path, required=True)
    parser.add_argument("--only", default="", help="dev2: 'tuning' keeps sha256(id) %% 3 != 0")
    parser.add_argument("suites", nargs="+")
    args = parser.parse_args(argv)
    settings = Settings(store=args.store, embedder="use", provider="extractive")
    services = build_services(settings)
    vocabulary = vocabulary_of(services.chunks)
    index = default_index()
    by_id = {t.topic_id: t for t in index.topics}
    data = np.load(VECTORS_FILE, allow_pickle=False)
    matrix = data["vectors"].astype(np.float64)
    matrix /= np.linalg.norm(matrix, axis=1, keepdims=True)
    owners = [str(x) for x in data["topic_ids"]]
    phrasings = [str(x) for x in data["phrasings"]]
    is_name = np.array([by_id[o].name == p for o, p in zip(owners, phrasings, strict=True)])
    score_fns = scorers(owners, is_name)
    signal = TopicSignal(services.chunks, index)
    embedder = E5Embedder(threads=1)
    bundled = load_bundled(embedder.model_id)
    bible = [(cid, r) for cid, (r, _h) in bundled.row.items() if cid.startswith("svd:")]
    bible_ids = [cid for cid, _ in bible]
    bible_matrix = bundled.matrix[[r for _, r in bible]].astype(np.float64)
    bible_row = {cid: i for i, cid in enumerate(bible_ids)}
    topic_chunks = {t: [c for c, _ in signal.ranked([TopicMatch(by_id[t], 1.0, "")])] for t in by_id}
    for suite in args.suites:
        text = (REPO / "benchmarks" / "fixtures" / f"{suite}.jsonl").read_text(encoding="utf-8")
        rows = [json.loads(line) for line in text.splitlines() if line.strip()]
        if args.only == "tuning":
            rows = [r for r in rows if int(hashlib.sha256(r["id"].encode()).hexdigest(), 16) % 3 != 0]
        rows = [r for r in rows if r.get("expectedChunkIds")]
        tally: dict[str, list[int]] = {}
        for row in rows:
            searched = read_question(row["question"], vocabulary).searched
            q = np.asarray(embedder.embed_query(searched), dtype=np.float64)
            q /= np.linalg.norm(q)
            cos = matrix @ q
            gold, ok = set(row["expectedChunkIds"]), set(row["expectedChunkIds"]) | set(row.get("acceptableChunkIds", []))
            passage_cos = bible_matrix @ q
            order = np.argsort(-passage_cos)
            rank_of = {bible_ids[i]: n for n, i in enumerate(order[:50].tolist(), start=1)}
            for at in (1, 5, 10, 20):
                k = tally.setdefault(f"bible-e5 list @{at}", [0, 0, 0, 0, 0])
                k[0] += any(rank_of.get(c, 99) <= at for c in gold)
                k[2] += any(rank_of.get(c, 99) <= at for c in ok)
            fns = dict(score_fns)
            base = score_fns["max"](cos)
            top10 = sorted(base.items(), key=lambda kv: -kv[1])[:10]
            def passage_max(t: str, passage_cos: np.ndarray = passage_cos) -> float:
                rows_ = [bible_row[c] for c in topic_chunks[t][:4] if c in bible_row]
                return float(max(passage_cos[rows_])) if rows_ else -1.0
            for lam in (0.5, 1.0, 2.0):
                fns[f"max+pass{lam}"] = lambda _c, lam=lam, pool=top10, near=passage_max: {t: s_ + lam * near(t) for t, s_ in pool}
            fns["pass-only10"] = lambda _c, pool=top10, near=passage_max: {t: near(t) for t, _ in pool}
            for name, fn in fns.items():
                scores = fn(cos)
                ranked = sorted(scores.items(), key=lambda kv: -kv[1])
                for variant, picks in ((f"{name} top2@.85", [t for t, s in ranked[:2] if base[t] >= 0.85]),
                                       (f"{name} top1", [ranked[0][0]]),
                                       (f"{name} top2 margin.02",
                                        [t for i, (t, s) in enumerate(ranked[:2]) if i == 0 or ranked[0][1] - s <= 0.02]),
                                       (f"{name} top3", [t for t, _ in ranked[:3]])):
                    chunks = [c for c, _ in signal.ranked([TopicMatch(by_id[t], 1.0, "") for t in picks])]
                    k = tally.setdefault(variant, [0, 0, 0, 0, 0])
                    k[0] += bool(set(chunks[:4]) & gold)
                    k[1] += bool(set(chunks[:8]) & gold)
                    k[2] += bool(set(chunks[:4]) & ok)
                    k[3] += bool(set(chunks[:8]) & ok)
                    k[4] += bool(set(chunks) & ok)
        print(f"{suite} N={len(rows)}  (strict@4 strict@8 lenient@4 lenient@8 lenient@all)")
        for variant, k in tally.items():
            print(f"  {variant:28s} {k}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
