"""A learned map of the question's E5 vector (issue 25, ADAPTER43): does a linear adapter on the QUERY side only
(stored phrasing and passage vectors untouched, no re-index) bring the right topic, or the gold chapter, within
reach for concept questions that E5-small misses (TOPIC27: "the reader's words are near neither a phrasing nor
the topic's verses")?

Training data is the topical index alone (`dalil/data/topics/topics.jsonl` and its shipped E5 phrasing vectors
`topics-e5.npz`; the listed passages' stored E5 passage vectors): each reader phrasing as a query, the other
phrasings and the listed passages of its topic as positives, every other topic's rows as negatives. A tenth of
the topics (sha256 of the topic id % 10 == 0) is held out of training entirely (neither query nor candidate), to
see whether the map generalises to topics it never saw. No evaluation suite is trained on.

Adapters (a 384x384 matrix M, the query row vector q -> q M, then unit length; `residual a` = I + a (M - I)):
  identity      the shipped vector
  lstsq         ridge least squares toward the unit mean of the topic's OTHER phrasings and its passages,
                shrunk to I (lambda x ||M - I||^2)
  contrastive   multi-positive InfoNCE with the topic's rows as positives, all training rows as negatives
                (temperature tau), Adam by hand, weight decay toward I; seeded, deterministic
Measures, per adapter: (1) held-out topics' phrasings, leave-one-out: their topic's rank among all 792 topics
(best phrasing, frame off as shipped); (2) concepts-dev2 tuning (the validation third only with --validation,
once, after a choice) and dev `concepts`: the right topic's rank (TOPIC27's definition: a topic whose listed
passages, <= 4 chunks, reach the gold chapter) @1/2/5/10/20, split by --rows (a topic_suites_eval.py --rows file)
into that run's lenient top-5 misses and hits; (3) the gold chapter's (expected + acceptable) rank in the plain E5
passage list over every Bible chunk @5/10/20/50.

    env -u DALIL_EMBEDDER .venv/bin/python benchmarks/retrieval/adapter_study.py --store <product copy> \
        --cache /tmp/adapter_cache.npz --rows <rows.json>
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import sqlite3
import sys
from collections.abc import Callable
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
from suite_counts import dev2_split  # noqa: E402 - the sibling: concepts-dev2's documented cut

REPO = Path(__file__).resolve().parents[2]
DEV_SUITES = ("concepts-dev2", "concepts")  # the held-out concept suites are never read here
TOPIC_AT = (1, 2, 5, 10, 20)
PASSAGE_AT = (5, 10, 20, 50)


def held_out(topic_id: str) -> bool:
    return int(hashlib.sha256(topic_id.encode("utf-8")).hexdigest(), 16) % 10 == 0


def doc_of(chunk_id: str) -> str:
    return chunk_id.split("/", 1)[0]


def unit(matrix: np.ndarray) -> np.ndarray:
    return matrix / np.linalg.norm(matrix, axis=-1, keepdims=True)


# ---------------------------------------------------------------------------------------------------------------
# Data: everything the study needs as arrays, built once (E5 questions embedded) and cached.


def prepare(store: Path, cache: Path, validation: bool) -> dict[str, np.ndarray]:
    if cache.exists():
        with np.load(cache, allow_pickle=False) as data:
            return {name: data[name] for name in data.files}
    from dalil.embed.e5 import E5Embedder  # noqa: PLC0415
    from dalil.eval.fixtures import load_fixtures  # noqa: PLC0415
    from dalil.models import Chunk  # noqa: PLC0415
    from dalil.retrieval.rescore import shared_passage_vectors  # noqa: PLC0415
    from dalil.retrieval.topic_vectors import TopicVectors  # noqa: PLC0415
    from dalil.retrieval.topics import TopicSignal  # noqa: PLC0415
    from dalil.settings import Settings  # noqa: PLC0415
    from dalil.stores.factory import build_services  # noqa: PLC0415
    from dalil.text.reading import read_question, vocabulary_of  # noqa: PLC0415
    from dalil.text.topics import TopicMatch, default_index  # noqa: PLC0415

    services = build_services(Settings(store=store, embedder="use", provider="extractive"))
    embedder = E5Embedder(threads=1)
    index = default_index()
    vectors = TopicVectors.load(embedder.model_id, index=index)
    topic_ids = [t.topic_id for t in index.topics]
    position = {t: i for i, t in enumerate(topic_ids)}
    phrasing_owner = np.array([position[t.topic_id] for t in vectors.topics])
    signal = TopicSignal(services.chunks, index)
    topic_chunks = [[c for c, _ in signal.ranked([TopicMatch(topic=t, score=1.0, phrasing="")])] for t in index.topics]
    with sqlite3.connect(store) as conn:
        bible = [Chunk.model_validate_json(r).chunk_id for (r,) in
                 conn.execute("SELECT record FROM chunks WHERE library = 'bible' ORDER BY id")]
    source = shared_passage_vectors(embedder.model_id, store)
    found = source.vectors_for(bible)
    bible_ids = [c for c in bible if c in found]
    bible_matrix = unit(np.stack([found[c] for c in bible_ids]).astype(np.float64))
    bible_row = {c: i for i, c in enumerate(bible_ids)}
    pass_rows, pass_owner = [], []
    for i, chunks in enumerate(topic_chunks):
        for c in chunks:
            if c in bible_row:
                pass_rows.append(bible_row[c])
                pass_owner.append(i)
    # questions of the dev suites as the retriever embeds them (the question as read)
    vocabulary = vocabulary_of(services.chunks)
    q_suite, q_ids, q_vecs, q_gold, q_lenient = [], [], [], [], []
    wanted = "validation" if validation else "tuning"
    for suite in DEV_SUITES:
        for fixture in load_fixtures(REPO / "benchmarks" / "fixtures" / f"{suite}.jsonl").fixtures:
            if fixture.refuse or not fixture.expectedChunkIds:
                continue
            if suite == "concepts-dev2" and dev2_split(fixture.id) != wanted:
                continue
            searched = read_question(fixture.question, vocabulary).searched
            q_suite.append(suite)
            q_ids.append(fixture.id)
            q_vecs.append(np.asarray(embedder.embed_query(searched), dtype=np.float64))
            q_gold.append((fixture.expectedDocIds or [doc_of(fixture.expectedChunkIds[0])])[0])
            q_lenient.append("|".join(sorted({doc_of(c) for c in [*fixture.expectedChunkIds, *fixture.acceptableChunkIds]})))
    data = {
        "topic_ids": np.array(topic_ids), "phrasings": vectors.matrix.astype(np.float64), "phrasing_owner": phrasing_owner,
        "frame": np.asarray(vectors.frame, dtype=np.float64), "bible_ids": np.array(bible_ids), "bible": bible_matrix,
        "pass_rows": np.array(pass_rows), "pass_owner": np.array(pass_owner),
        "topic_docs": np.array(["|".join(sorted({doc_of(c) for c in chunks})) for chunks in topic_chunks]),
        "q_suite": np.array(q_suite), "q_ids": np.array(q_ids), "q_vecs": unit(np.vstack(q_vecs)),
        "q_gold": np.array(q_gold), "q_lenient": np.array(q_lenient),
    }
    np.savez_compressed(cache, **data)
    return data


# ---------------------------------------------------------------------------------------------------------------
# Training: numpy only, seeded.


def training_rows(data: dict[str, np.ndarray]) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Query rows (the training topics' phrasings), candidate rows (their phrasings, then their passages)
    and the owners of both; held-out topics appear in neither."""
    keep = np.array([not held_out(str(t)) for t in data["topic_ids"]])
    p_keep = keep[data["phrasing_owner"]]
    queries = data["phrasings"][p_keep]
    q_owner = data["phrasing_owner"][p_keep]
    a_keep = keep[data["pass_owner"]]
    cands = np.vstack([queries, data["bible"][data["pass_rows"][a_keep]]])
    c_owner = np.concatenate([q_owner, data["pass_owner"][a_keep]])
    return queries, q_owner, cands, c_owner


def fit_lstsq(queries: np.ndarray, q_owner: np.ndarray, cands: np.ndarray, c_owner: np.ndarray,
              ridge: float, passages: bool) -> np.ndarray:
    n_topics = int(max(q_owner.max(), c_owner.max())) + 1
    dim = queries.shape[1]
    n_phr = len(q_owner)
    phr_sum = np.zeros((n_topics, dim))
    np.add.at(phr_sum, q_owner, queries)
    phr_n = np.bincount(q_owner, minlength=n_topics).astype(np.float64)
    pas_sum = np.zeros((n_topics, dim))
    np.add.at(pas_sum, c_owner[n_phr:], cands[n_phr:])
    pas_n = np.bincount(c_owner[n_phr:], minlength=n_topics).astype(np.float64)
    others = (phr_sum[q_owner] - queries) / np.maximum(phr_n[q_owner] - 1, 1)[:, None]
    target = others
    if passages:
        mean_pass = pas_sum[q_owner] / np.maximum(pas_n[q_owner], 1)[:, None]
        target = unit(others) + unit(mean_pass + 1e-12)
    target = unit(target)
    eye = np.eye(dim)
    lam = ridge * len(queries)
    return np.linalg.solve(queries.T @ queries + lam * eye, queries.T @ target + lam * eye)


def fit_contrastive(queries: np.ndarray, q_owner: np.ndarray, cands: np.ndarray, c_owner: np.ndarray, *,
                    tau: float, epochs: int, lr: float, decay: float, seed: int, batch: int = 512,
                    rank: int = 0, extra: tuple[np.ndarray, np.ndarray] | None = None,
                    on_epoch: Callable[[int, np.ndarray], None] | None = None) -> np.ndarray:
    """Multi-positive InfoNCE; M = I + A (full) or I + U V^T (rank > 0). A phrasing query's own row is
    masked. `extra`: more query rows (reader questions) and their positive topics (rows x topics, bool)."""
    rng = np.random.default_rng(seed)
    n_topics = int(max(q_owner.max(), c_owner.max())) + 1
    q_pos = np.zeros((len(queries), n_topics), dtype=bool)
    q_pos[np.arange(len(queries)), q_owner] = True
    self_col = np.arange(len(queries))
    if extra is not None:
        queries = np.vstack([queries, extra[0]])
        q_pos = np.vstack([q_pos, extra[1][:, :n_topics]])
        self_col = np.concatenate([self_col, np.full(len(extra[0]), -1)])
    dim = queries.shape[1]
    if rank:
        params = [rng.normal(0, 0.01, (dim, rank)), np.zeros((dim, rank))]
    else:
        params = [np.zeros((dim, dim))]
    m1 = [np.zeros_like(p) for p in params]
    m2 = [np.zeros_like(p) for p in params]
    n = len(queries)
    step = 0
    for epoch in range(epochs):
        if on_epoch is not None and epoch:
            on_epoch(epoch, np.eye(dim) + (params[0] @ params[1].T if rank else params[0]))
        order = rng.permutation(n)
        for start in range(0, n, batch):
            idx = order[start:start + batch]
            x = queries[idx]
            delta = params[0] @ params[1].T if rank else params[0]
            z = x + x @ delta
            norm = np.linalg.norm(z, axis=1, keepdims=True)
            u = z / norm
            logits = (u @ cands.T) / tau
            own = self_col[idx]
            has = own >= 0
            logits[np.flatnonzero(has), own[has]] = -np.inf  # the query's own phrasing row
            pos = q_pos[idx][:, c_owner]
            pos[np.flatnonzero(has), own[has]] = False
            mx = logits.max(axis=1, keepdims=True)
            e = np.exp(logits - mx)
            p_all = e / e.sum(axis=1, keepdims=True)
            e_pos = np.where(pos, e, 0.0)
            p_pos = e_pos / np.maximum(e_pos.sum(axis=1, keepdims=True), 1e-300)
            g_logits = (p_all - p_pos) / len(idx)
            g_u = (g_logits @ cands) / tau
            g_z = (g_u - u * np.sum(u * g_u, axis=1, keepdims=True)) / norm
            g_delta = x.T @ g_z
            if rank:
                grads = [g_delta @ params[1] + decay * params[0], g_delta.T @ params[0] + decay * params[1]]
            else:
                grads = [g_delta + decay * params[0]]
            step += 1
            for i, g in enumerate(grads):
                m1[i] = 0.9 * m1[i] + 0.1 * g
                m2[i] = 0.999 * m2[i] + 0.001 * g * g
                params[i] -= lr * (m1[i] / (1 - 0.9 ** step)) / (np.sqrt(m2[i] / (1 - 0.999 ** step)) + 1e-8)
    delta = params[0] @ params[1].T if rank else params[0]
    return np.eye(dim) + delta


# ---------------------------------------------------------------------------------------------------------------
# Measures.


def topic_scores(data: dict[str, np.ndarray], q: np.ndarray, frame_weight: float, exclude: np.ndarray | None = None) -> np.ndarray:
    """Best phrasing cosine per topic for unit query rows q (n x dim), frame off as shipped: (n x topics)."""
    shifted = q - frame_weight * data["frame"][None, :] if frame_weight else q
    cos = shifted @ data["phrasings"].T
    if exclude is not None:
        cos[np.arange(len(q)), exclude] = -np.inf
    n_topics = len(data["topic_ids"])
    out = np.full((len(q), n_topics), -np.inf)
    owner = data["phrasing_owner"]
    order = np.argsort(owner, kind="stable")
    bounds = np.flatnonzero(np.diff(owner[order])) + 1
    starts = np.concatenate([[0], bounds])
    out[:, owner[order][starts]] = np.maximum.reduceat(cos[:, order], starts, axis=1)
    return out


def rank_of(scores: np.ndarray, right: np.ndarray) -> np.ndarray:
    """Per row, the 1-based rank of the best right column (0: no right column)."""
    best = np.where(right, scores, -np.inf).max(axis=1)
    ranks = (scores > best[:, None]).sum(axis=1) + 1
    return np.where(right.any(axis=1), ranks, 0)


def recall(ranks: np.ndarray, at: tuple[int, ...]) -> str:
    return " · ".join(str(int(((ranks > 0) & (ranks <= k)).sum())) for k in at)


class Evaluation:
    def __init__(self, data: dict[str, np.ndarray], rows: dict, frame_weight: float) -> None:
        self.data = data
        self.frame_weight = frame_weight
        self.validation = False  # set by main: which concepts-dev2 part the cache holds
        topic_docs = [set(str(d).split("|")) for d in data["topic_docs"]]
        self.right = np.array([[str(g) in docs for docs in topic_docs] for g in data["q_gold"]])
        bible_docs = np.array([doc_of(str(c)) for c in data["bible_ids"]])
        self.gold_chunks = np.array([np.isin(bible_docs, str(g).split("|")) for g in data["q_lenient"]])
        miss = []
        for suite, fid in zip(data["q_suite"], data["q_ids"], strict=True):
            base: dict = next(iter(rows.get(str(suite), {}).values()), {})
            r = base.get(str(fid), [None, None])
            miss.append(r[1] is None or r[1] > 5)
        self.miss = np.array(miss)
        self.suites = data["q_suite"]
        keep = np.array([held_out(str(t)) for t in data["topic_ids"]])
        self.ho_rows = np.flatnonzero(keep[data["phrasing_owner"]])
        self.ho_right = np.zeros((len(self.ho_rows), len(data["topic_ids"])), dtype=bool)
        self.ho_right[np.arange(len(self.ho_rows)), data["phrasing_owner"][self.ho_rows]] = True
        # 1,000 training topics' phrasings (seeded): how far the map fits what it was trained on
        self.tr_rows = np.sort(np.random.default_rng(1).choice(np.flatnonzero(~keep[data["phrasing_owner"]]), 1000, replace=False))
        self.tr_right = np.zeros((len(self.tr_rows), len(data["topic_ids"])), dtype=bool)
        self.tr_right[np.arange(len(self.tr_rows)), data["phrasing_owner"][self.tr_rows]] = True
        self.q_held = np.array([self.right[i][keep].any() and not self.right[i][~keep].any() for i in range(len(self.right))])

    def measure(self, matrix: np.ndarray) -> dict[str, np.ndarray]:
        d = self.data
        q = unit(d["q_vecs"] @ matrix)
        out = {"topic": rank_of(topic_scores(d, q, self.frame_weight), self.right),
               "topic-nf": rank_of(topic_scores(d, q, 0.0), self.right),
               "passage": rank_of(q @ d["bible"].T, self.gold_chunks)}
        tr = unit(d["phrasings"][self.tr_rows] @ matrix)
        out["training"] = rank_of(topic_scores(d, tr, self.frame_weight, exclude=self.tr_rows), self.tr_right)
        ho = unit(d["phrasings"][self.ho_rows] @ matrix)
        out["heldout"] = rank_of(topic_scores(d, ho, self.frame_weight, exclude=self.ho_rows), self.ho_right)
        return out

    def line(self, name: str, m: dict[str, np.ndarray]) -> str:
        tun = self.suites == "concepts-dev2"
        con = self.suites == "concepts"
        cells = [
            recall(m["training"], (1, 5, 20)),
            recall(m["heldout"], TOPIC_AT),
            recall(m["topic"][tun], TOPIC_AT),
            recall(m["topic"][tun & self.miss], TOPIC_AT),
            recall(m["topic"][tun & ~self.miss], (1, 2, 5)),
            recall(m["topic"][con], TOPIC_AT),
            recall(m["topic"][con & self.miss], (5, 20)),
            recall(m["passage"][tun], PASSAGE_AT),
            recall(m["passage"][tun & self.miss], PASSAGE_AT),
            recall(m["passage"][con], PASSAGE_AT),
        ]
        return f"| {name} | " + " | ".join(cells) + " |"

    def header(self) -> str:
        tun = self.suites == "concepts-dev2"
        con = self.suites == "concepts"
        part = "validation" if self.validation else "tuning"
        return (f"| adapter | training topics' phrasings LOO /1000 @1·5·20 "
                f"| held-out topics' phrasings LOO /{len(self.ho_rows)} @1·2·5·10·20 | dev2 {part} /{tun.sum()} topic @1·2·5·10·20 "
                f"| its {int((tun & self.miss).sum())} misses | its {int((tun & ~self.miss).sum())} hits @1·2·5 "
                f"| concepts /{con.sum()} topic | its {int((con & self.miss).sum())} misses @5·20 | dev2 passage @5·10·20·50 "
                "| dev2 misses passage | concepts passage |\n" + "| --- " * 11 + "|")


CV_VARIANTS = ((0.05, 4, 1e-3, 5), (0.05, 4, 1e-3, 20))  # (tau, epochs, decay, question weight): the rows recorded


def cross_validated(ev: Evaluation, data: dict[str, np.ndarray], rows: tuple[np.ndarray, ...], folds: int) -> None:
    """Topic phrasings plus concepts-dev2 TUNING questions as training queries: every tuning question is
    measured by the map trained without its fold (sha256(id) % folds); dev `concepts` and the held-out
    topics by the map trained on every tuning question. The question's positives: its right topics."""
    queries, q_owner, cands, c_owner = rows
    tun = np.flatnonzero(ev.suites == "concepts-dev2")
    fold = np.array([int(hashlib.sha256(str(data["q_ids"][i]).encode()).hexdigest(), 16) % folds for i in tun])
    trained = np.zeros(len(data["topic_ids"]), dtype=bool)
    trained[np.unique(c_owner)] = True
    eye = np.eye(queries.shape[1])
    for tau, epochs, decay, weight in CV_VARIANTS:
        def fit(members: np.ndarray, tau: float = tau, epochs: int = epochs, decay: float = decay,
                weight: int = weight) -> np.ndarray:
            pos = ev.right[members] & trained[None, :]
            keep = pos.any(axis=1)
            qv = np.repeat(data["q_vecs"][members][keep], weight, axis=0)
            qp = np.repeat(pos[keep], weight, axis=0)
            return fit_contrastive(queries, q_owner, cands, c_owner, tau=tau, epochs=epochs, lr=1e-3, decay=decay,
                                   seed=7, extra=(qv, qp))
        for alpha in (0.5, 1.0):
            full = fit(tun)
            merged = ev.measure(eye + alpha * (full - eye))
            for f in range(folds):
                m = fit(tun[fold != f])
                part = ev.measure(eye + alpha * (m - eye))
                rows_f = tun[fold == f]
                for key in ("topic", "topic-nf", "passage"):
                    merged[key][rows_f] = part[key][rows_f]
            print(ev.line(f"+tuning questions x{weight} ({folds}-fold CV) tau {tau} epochs {epochs}"
                          f"{'' if alpha == 1.0 else f', residual a={alpha}'}", merged), flush=True)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--store", type=Path, required=True)
    parser.add_argument("--cache", type=Path, required=True)
    parser.add_argument("--rows", type=Path, help="topic_suites_eval.py --rows file of main's run (misses / hits)")
    parser.add_argument("--validation", action="store_true", help="concepts-dev2's validation third (once, after)")
    parser.add_argument("--frame-weight", type=float, default=0.5)  # settings.topic_e5_frame_weight
    parser.add_argument("--quick", action="store_true", help="the identity and least-squares rows only")
    parser.add_argument("--cv", type=int, default=0, help="also train on concepts-dev2 tuning questions, K folds")
    parser.add_argument("--curve", type=int, default=0, help="one long contrastive run, measured after each epoch")
    parser.add_argument("--cv-only", action="store_true", help="skip the topic-only rows")
    parser.add_argument("--save", type=Path, help="write every trained matrix here (npz)")
    args = parser.parse_args(argv)
    if args.validation and args.cv:
        parser.error("--cv trains on the concepts-dev2 part it reads: never on the validation third")
    for name in [n for n in os.environ if n.startswith("DALIL_") and n != "DALIL_SHARED_DATA"]:
        del os.environ[name]
    data = prepare(args.store, args.cache, args.validation)
    rows = json.loads(args.rows.read_text(encoding="utf-8")) if args.rows else {}
    ev = Evaluation(data, rows, args.frame_weight)
    ev.validation = args.validation
    queries, q_owner, cands, c_owner = training_rows(data)
    print(f"training: {len(queries)} phrasings of {len(set(q_owner.tolist()))} topics, {len(cands)} candidate rows; "
          f"held out: {len(ev.ho_rows)} phrasings; questions whose right topics are all held out: "
          f"{int(ev.q_held.sum())}", flush=True)
    print(ev.header(), flush=True)
    eye = np.eye(queries.shape[1])
    saved: dict[str, np.ndarray] = {}

    def report(name: str, matrix: np.ndarray, alphas: tuple[float, ...] = (1.0,)) -> None:
        for a in alphas:
            m = eye + a * (matrix - eye)
            label = name if a == 1.0 else f"{name}, residual a={a}"
            print(ev.line(label, ev.measure(m)), flush=True)
            saved[label] = m.astype(np.float32)

    report("identity", eye)
    if args.curve:
        # training longer and faster: does the fit on the training topics carry to held-out topics and questions?
        def at_epoch(epoch: int, m: np.ndarray) -> None:
            print(ev.line(f"contrastive tau 0.02 lr 3e-3, after epoch {epoch}", ev.measure(m)), flush=True)
        m = fit_contrastive(queries, q_owner, cands, c_owner, tau=0.02, epochs=args.curve, lr=3e-3, decay=1e-4, seed=7,
                            on_epoch=at_epoch)
        at_epoch(args.curve, m)
        return 0
    if args.cv_only:
        cross_validated(ev, data, (queries, q_owner, cands, c_owner), args.cv)
        return 0
    for ridge in (0.01, 0.1, 1.0):
        for passages in (False, True):
            report(f"lstsq ridge {ridge}{' +passages' if passages else ''}",
                   fit_lstsq(queries, q_owner, cands, c_owner, ridge, passages), (0.5, 1.0))
    if not args.quick:
        for tau, epochs, decay, rank in ((0.05, 4, 1e-3, 0), (0.05, 8, 1e-3, 0), (0.02, 4, 1e-3, 0), (0.05, 4, 1e-2, 0),
                                         (0.05, 8, 1e-3, 32)):
            m = fit_contrastive(queries, q_owner, cands, c_owner, tau=tau, epochs=epochs, lr=1e-3, decay=decay, seed=7,
                                rank=rank)
            report(f"contrastive tau {tau} epochs {epochs} decay {decay}{f' rank {rank}' if rank else ''}", m, (0.5, 1.0))
    if args.cv:
        cross_validated(ev, data, (queries, q_owner, cands, c_owner), args.cv)
    if args.save:
        np.savez_compressed(args.save, allow_pickle=False, **{k.replace(" ", "_"): v for k, v in saved.items()})
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
