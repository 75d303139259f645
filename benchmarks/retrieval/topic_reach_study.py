"""How far down the topic list the right topic is, under each way of representing a topic (issue 25, TOPIC27).

On the DEV concept suites only (concepts-dev2's tuning part, `concepts`; the validation third only with
--validation, once, after a choice): per question, the question's E5 vector as the retriever embeds it (the
question as read, `reading.searched`) and every topic of the index scored by each representation below; the
right topic = any topic whose listed passages (the signal's first 4 chunks, `TopicSignal.ranked`) reach the
gold chapter. Reported: recall@1/2/5/10/20 of the right topic (its best rank under the representation).

Representations (the frame vector taken off the question at settings.topic_e5_frame_weight where named "-f"):
  max-f        the best phrasing's cosine, frame off (shipped: `TopicVectors.match`)
  max          the best phrasing's plain cosine
  centroid     cosine to the mean of the topic's phrasing vectors
  meanK        the mean of the topic's K best phrasing cosines
  pass-max     the best cosine of the question to the topic's listed chunks' stored E5 passage vectors
  pass-mean    their mean
  max-f+L*pass the two added (L the passage weight)
  lex          the lexical phrasing match (text/topics.TopicIndex.match) score, then max-f to order the rest
  en           the topic's English gloss ("The Beatitudes") embedded as an E5 query (cached in $TOPIC_EN_CACHE)
  pin1 ...     E5's first topic kept first, the rest by the named sum
  rrf(...)     reciprocal-rank fusion of the named rankings (k=60)
  list ...     not a topic ranking: the gold chapter's rank in a chunk list a topic_e5 list could be
               (the best N topics' listed chunks, in order or by the question's passage cosine)

With --rows-of (topic_suites_eval.py --rows of a run), the recall is also split into that run's lenient
top-5 misses and hits: reach that only lands on questions already found changes nothing.

    env -u DALIL_EMBEDDER .venv/bin/python benchmarks/retrieval/topic_reach_study.py --store <product copy> concepts-dev2 concepts
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
from suite_counts import dev2_split  # noqa: E402 - the sibling: concepts-dev2's documented cut

from dalil.embed.e5 import E5Embedder  # noqa: E402
from dalil.embed.passages import load_bundled  # noqa: E402
from dalil.eval.fixtures import load_fixtures  # noqa: E402
from dalil.retrieval.topic_vectors import TopicVectors  # noqa: E402
from dalil.retrieval.topics import TopicSignal  # noqa: E402
from dalil.settings import Settings  # noqa: E402
from dalil.stores.factory import build_services  # noqa: E402
from dalil.text.reading import read_question, vocabulary_of  # noqa: E402
from dalil.text.topics import TopicMatch, default_index  # noqa: E402

REPO = Path(__file__).resolve().parents[2]
DEV_SUITES = ("concepts", "concepts-dev2")  # the held-out concept suites are never read here
AT = (1, 2, 5, 10, 20)


def doc_of(chunk_id: str) -> str:
    return chunk_id.split("/", 1)[0]


class Space:
    """Every topic's phrasing rows and listed chunks' passage vectors, as matrices."""

    def __init__(self, settings: Settings) -> None:
        services = build_services(settings)
        self.settings = settings
        self.index = default_index()
        self.vocabulary = vocabulary_of(services.chunks)
        self.embedder = E5Embedder(threads=1)
        self.vectors = TopicVectors.load(self.embedder.model_id, index=self.index)
        self.topic_ids = [t.topic_id for t in self.index.topics]
        position = {t: i for i, t in enumerate(self.topic_ids)}
        self.owner = np.array([position[t.topic_id] for t in self.vectors.topics])
        n = len(self.topic_ids)
        counts = np.bincount(self.owner, minlength=n).astype(np.float64)
        sums = np.zeros((n, self.vectors.matrix.shape[1]))
        np.add.at(sums, self.owner, self.vectors.matrix)
        self.centroid = sums / counts[:, None]
        self.centroid /= np.linalg.norm(self.centroid, axis=1, keepdims=True)
        signal = TopicSignal(services.chunks, self.index)
        bundled = load_bundled(self.embedder.model_id)
        assert bundled is not None
        self.docs: list[set[str]] = []
        pass_rows: list[np.ndarray] = []
        pass_owner: list[int] = []
        self.chunk_ids: list[str] = []
        self.topic_rows: list[list[int]] = []
        for i, topic in enumerate(self.index.topics):
            chunks = [c for c, _ in signal.ranked([TopicMatch(topic=topic, score=1.0, phrasing="")])]
            self.docs.append({doc_of(c) for c in chunks})
            self.topic_rows.append([])
            for c in chunks:
                if c in bundled.row:
                    self.topic_rows[-1].append(len(self.chunk_ids))
                    self.chunk_ids.append(c)
                    pass_rows.append(bundled.matrix[bundled.row[c][0]].astype(np.float64))
                    pass_owner.append(i)
        self.passages = np.vstack(pass_rows)
        self.passages /= np.linalg.norm(self.passages, axis=1, keepdims=True)
        self.pass_owner = np.array(pass_owner)
        self.frame = self.vectors.frame
        # The English gloss of each topic ("The Beatitudes") embedded as an E5 query (cached: work file).
        cache = Path(os.environ.get("TOPIC_EN_CACHE", "/tmp/topic_en_e5.npy"))
        if cache.exists():
            english = np.load(cache)
        else:
            english = np.vstack([self.embedder.embed_query(t.english) for t in self.index.topics]).astype(np.float64)
            np.save(cache, english)
        self.english = english / np.linalg.norm(english, axis=1, keepdims=True)

    def per_topic_max(self, values: np.ndarray, owner: np.ndarray) -> np.ndarray:
        out = np.full(len(self.topic_ids), -1.0)
        np.maximum.at(out, owner, values)
        return out

    def per_topic_mean_top(self, values: np.ndarray, k: int) -> np.ndarray:
        out = np.full(len(self.topic_ids), -1.0)
        order = np.lexsort((-values, self.owner))
        owners = self.owner[order]
        vals = values[order]
        bounds = np.flatnonzero(np.diff(owners)) + 1
        for seg in np.split(np.arange(len(order)), bounds):
            out[owners[seg[0]]] = float(np.mean(vals[seg][:k]))
        return out

    def scores(self, question: str) -> dict[str, np.ndarray]:
        searched = read_question(question, self.vocabulary).searched
        q = np.asarray(self.embedder.embed_query(searched), dtype=np.float64)
        q /= np.linalg.norm(q)
        fw = self.settings.topic_e5_frame_weight
        cos = self.vectors.matrix @ q
        cos_f = self.vectors.matrix @ (q - fw * self.frame) if self.frame is not None else cos
        out: dict[str, np.ndarray] = {}
        out["max"] = self.per_topic_max(cos, self.owner)
        out["max-f"] = self.per_topic_max(cos_f, self.owner)
        out["centroid"] = self.centroid @ q
        out["centroid-f"] = self.centroid @ (q - fw * self.frame)
        out["mean2-f"] = self.per_topic_mean_top(cos_f, 2)
        out["mean3-f"] = self.per_topic_mean_top(cos_f, 3)
        pcos = self.passages @ q
        self.last_pcos = pcos
        pcos_f = self.passages @ (q - fw * self.frame)
        out["pass-max"] = self.per_topic_max(pcos, self.pass_owner)
        out["pass-max-f"] = self.per_topic_max(pcos_f, self.pass_owner)
        sums = np.zeros(len(self.topic_ids))
        np.add.at(sums, self.pass_owner, pcos)
        out["pass-mean"] = sums / np.maximum(np.bincount(self.pass_owner, minlength=len(self.topic_ids)), 1)
        for lam in (0.25, 0.5, 1.0, 2.0):
            out[f"max-f+{lam}*pass"] = out["max-f"] + lam * out["pass-max"]
        out["en"] = self.english @ q
        out["en-f"] = self.english @ (q - fw * self.frame)
        out["max(max-f,en-f)"] = np.maximum(out["max-f"], out["en-f"])
        for lam in (0.25, 0.5, 1.0):
            out[f"max-f+{lam}*en"] = out["max-f"] + lam * out["en"]
        out["max-f+cent-f"] = out["max-f"] + out["centroid-f"]
        lex = np.zeros(len(self.topic_ids))
        position = {t: i for i, t in enumerate(self.topic_ids)}
        for m in self.index.match(searched, limit=10):
            lex[position[m.topic.topic_id]] = m.score
        out["lex>max-f"] = lex * 10 + out["max-f"]
        for mu in (0.02, 0.05, 0.1):
            out[f"max-f+{mu}*lex"] = out["max-f"] + mu * lex
            out[f"max-f+0.5*pass+{mu}*lex"] = out["max-f"] + 0.5 * out["pass-max"] + mu * lex
        for lam in (0.3, 0.5, 0.75):
            for mu in (0.05, 0.1, 0.2):
                out[f"grid max-f+{lam}*pass+{mu}*lex"] = out["max-f"] + lam * out["pass-max"] + mu * lex
                out[f"grid mean2-f+{lam}*pass+{mu}*lex"] = out["mean2-f"] + lam * out["pass-max"] + mu * lex
        for name, parts in (("rrf(max-f,pass)", ("max-f", "pass-max")), ("rrf(max-f,cent-f)", ("max-f", "centroid-f")),
                            ("rrf(max-f,pass,cent-f)", ("max-f", "pass-max", "centroid-f"))):
            out[name] = rrf([out[p] for p in parts])
        for name in ("max-f+0.5*pass+0.1*lex", "max-f+0.5*pass", "max-f+0.1*lex"):
            pinned = out[name].copy()
            pinned[int(np.argmax(out["max-f"]))] = np.inf
            out[f"pin1 {name}"] = pinned
        out["rrf(max-f,pass)+lex"] = out["rrf(max-f,pass)"] + lex * 0.05
        return out


def lists(space: Space, scored: dict[str, np.ndarray]) -> dict[str, list[str]]:
    """Chunk lists a topic_e5 list could be: the shipped one (best 2 topics, each's chunks in order,
    no tie dealing) and the chunks of the best N topics ordered by the question's passage cosine."""
    out: dict[str, list[str]] = {}
    pcos = space.last_pcos
    for base in ("max-f", "max-f+0.5*pass+0.1*lex"):
        order = np.argsort(-scored[base], kind="stable")
        out[f"{base} top2 in order"] = [space.chunk_ids[r] for t in order[:2] for r in space.topic_rows[t]]
        for n in (2, 3, 5, 10, 20):
            rows = [r for t in order[:n] for r in space.topic_rows[t]]
            rows.sort(key=lambda r: -pcos[r])
            out[f"{base} top{n} by passage"] = [space.chunk_ids[r] for r in rows]
        for n in (5, 10):
            # the first topic's chunks in order, then the rest of the best n by passage cosine
            first = list(space.topic_rows[order[0]])
            rest = sorted((r for t in order[1:n] for r in space.topic_rows[t]), key=lambda r: -pcos[r])
            out[f"{base} first+top{n} by passage"] = [space.chunk_ids[r] for r in first[:2] + rest + first[2:]]
    return out


def rrf(rankings: list[np.ndarray], k: int = 60) -> np.ndarray:
    total = np.zeros(len(rankings[0]))
    for values in rankings:
        ranks = np.empty(len(values))
        ranks[np.argsort(-values, kind="stable")] = np.arange(1, len(values) + 1)
        total += 1.0 / (k + ranks)
    return total


def gold_rank(values: np.ndarray, right: np.ndarray) -> int | None:
    if not right.any():
        return None
    best = values[right].max()
    return int((values > best).sum()) + 1


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--store", type=Path, required=True)
    parser.add_argument("--embedder", default="use")
    parser.add_argument("--validation", action="store_true", help="concepts-dev2's validation third instead of tuning")
    parser.add_argument("--out", type=Path)
    parser.add_argument("--rows-of", type=Path, help="topic_suites_eval.py --rows file: split by its first variant's misses")
    parser.add_argument("suites", nargs="+", choices=DEV_SUITES)
    args = parser.parse_args(argv)
    for name in [n for n in os.environ if n.startswith("DALIL_") and n != "DALIL_SHARED_DATA"]:
        del os.environ[name]
    space = Space(Settings(store=args.store, embedder=args.embedder, provider="extractive"))
    wanted = "validation" if args.validation else "tuning"
    out = args.out.open("w", encoding="utf-8") if args.out else None
    for suite in args.suites:
        ranks: dict[str, list[int | None]] = {}
        ids: list[str] = []
        for fixture in load_fixtures(REPO / "benchmarks" / "fixtures" / f"{suite}.jsonl").fixtures:
            if fixture.refuse or not fixture.expectedChunkIds:
                continue
            if suite == "concepts-dev2" and dev2_split(fixture.id) != wanted:
                continue
            gold = (fixture.expectedDocIds or [doc_of(fixture.expectedChunkIds[0])])[0]
            ids.append(fixture.id)
            right = np.array([gold in docs for docs in space.docs])
            scored = space.scores(fixture.question)
            row = {name: gold_rank(values, right) for name, values in scored.items()}
            for name, chunks in lists(space, scored).items():
                docs = [doc_of(c) for c in chunks]
                row[f"list {name}"] = next((n for n, d in enumerate(docs, 1) if d == gold), None)
            for name, rank in row.items():
                ranks.setdefault(name, []).append(rank)
            if out:
                out.write(json.dumps({"suite": suite, "id": fixture.id, "ranks": row}) + "\n")
        n = len(next(iter(ranks.values())))
        part = f" ({wanted})" if suite == "concepts-dev2" else ""
        print(f"\n### {suite}{part}, N={n}: right topic within the first k\n")
        print("| representation (list: the gold chapter's rank in the chunk list) | " + " | ".join(f"@{k}" for k in AT) + " | no topic |")
        print("| --- |" + " ---: |" * (len(AT) + 1))
        recall: Callable[[list[int | None], int], int] = lambda rs, k: sum(1 for r in rs if r is not None and r <= k)  # noqa: E731
        for name, rs in ranks.items():
            print(f"| {name} | " + " | ".join(str(recall(rs, k)) for k in AT) + f" | {sum(r is None for r in rs)} |")
        if args.rows_of:
            found = json.loads(args.rows_of.read_text(encoding="utf-8")).get(suite, {})
            lenient = next(iter(found.values()), {}) if found else {}
            missed = [lenient.get(i, [None, None])[1] is None or lenient[i][1] > 5 for i in ids]
            print(f"\n{sum(missed)} lenient top-5 misses / {len(missed) - sum(missed)} hits of that run\n")
            print("| representation | misses " + " | ".join(f"@{k}" for k in AT) + " | hits " + " | ".join(f"@{k}" for k in AT) + " |")
            print("| --- |" + " ---: |" * (2 * len(AT)))
            for name, rs in ranks.items():
                miss = [r for r, m in zip(rs, missed, strict=True) if m]
                hit = [r for r, m in zip(rs, missed, strict=True) if not m]
                cells = [str(recall(miss, k)) for k in AT] + [str(recall(hit, k)) for k in AT]
                print(f"| {name} | " + " | ".join(cells) + " |")
    if out:
        out.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
