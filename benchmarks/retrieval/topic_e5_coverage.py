"""Coverage study for item 3 (concept questions): would E5 on the topical index's names and
phrasings find the right topic where the lexical matcher (text/topics.py) does not? For each question
of the named suites: the E5 cosine of the question against every topic name and phrasing (both
embedded as E5 queries), a topic's score its best; the top two topics at or above a cosine
threshold; counted: questions with a match, questions whose matched topics' passages hold the gold
chunk, and the same with the lexical matcher's passages added. Nothing here changes retrieval.
Thresholds are read on the dev `concepts` suite; concepts-unseen is reported, never tuned on;
concepts-readers is not run.

    DALIL_STORE=.tmp/ci.sqlite DALIL_EMBEDDER=hashing .venv/bin/python benchmarks/retrieval/topic_e5_coverage.py concepts concepts-unseen
"""
import json, sys, numpy as np
from pathlib import Path
from dalil.embed.e5 import E5Embedder
from dalil.text.topics import default_index, TopicMatch
from dalil.retrieval.topics import TopicSignal
from dalil.settings import Settings
from dalil.stores.factory import build_services
idx = default_index()
topics = {}
for needed, topic, phrasing in idx._phrasings:
    topics.setdefault(topic.topic_id, (topic, set()))[1].add(phrasing)
for tid,(t,ph) in topics.items(): ph.add(t.name)
emb = E5Embedder(threads=1)
texts, owner = [], []
for tid,(t,ph) in topics.items():
    for p in sorted(ph): texts.append(p); owner.append(tid)
cache = Path(sys.argv[0]).resolve().parents[2] / '.tmp' / 'topic_e5.npy'  # work file, untracked
if cache.exists(): M = np.load(cache)
else:
    M = np.vstack([emb.embed_query(x) for x in texts]).astype(np.float32); np.save(cache, M)
M = M / np.linalg.norm(M, axis=1, keepdims=True)
s = Settings(); sv = build_services(s); sig = TopicSignal(sv.chunks)
for suite in sys.argv[1:]:
    rows = [json.loads(l) for l in open(Path(sys.argv[0]).resolve().parents[2] / 'benchmarks' / 'fixtures' / f'{suite}.jsonl', encoding='utf-8')]
    stats = {}
    for r in rows:
        q = emb.embed_query(r['question']); q = q/np.linalg.norm(q)
        cos = M @ q
        best = {}
        for c, tid in zip(cos.tolist(), owner):
            best[tid] = max(best.get(tid, -1), c)
        ranked = sorted(best.items(), key=lambda kv: -kv[1])[:2]
        gold = set(r['expectedChunkIds'])
        lex = idx.match(r['question'], limit=2)
        lex_ids = {c for c,_ in sig.ranked(lex)}
        for thr in (0.80, 0.85, 0.88, 0.9):
            m = [TopicMatch(topic=topics[t][0], score=c, phrasing='') for t,c in ranked if c >= thr]
            try:
                ids = {c for c,_ in sig.ranked(m)}
            except TypeError:
                ids = set()
            k = stats.setdefault(thr, [0,0,0])
            k[0] += bool(m); k[1] += bool(ids & gold); k[2] += bool((ids | lex_ids) & gold)
        stats.setdefault('lex', [0,0,0]); stats['lex'][0] += bool(lex); stats['lex'][1] += bool(lex_ids & gold)
    print(suite, len(rows), {k: v for k, v in stats.items()}, flush=True)
