"""E5 topic matching (retrieval/topic_vectors.py) before -> after, per suite, in one process.

Each question is retrieved with the shipped settings; only a question where the E5 topic list
joined fusion (counts["topic_e5_fused"]) can differ, so only those are retrieved again with
topic_e5 off and with the swept (min cosine, weight) variants. hit@1 / hit@5 on expectedChunkIds
(or acceptableChunkIds). Thresholds are chosen on `concepts` (dev); concepts-unseen and
concepts-readers are reported, never tuned on.

    DALIL_STORE=.tmp/ci.sqlite DALIL_EMBEDDER=hashing DALIL_PROVIDER=extractive \\
        .venv/bin/python benchmarks/retrieval/topic_e5_eval.py concepts synaxarium-stories ...
"""
import json
import sys
from pathlib import Path

from dalil.retrieval.retriever import Retriever
from dalil.settings import Settings
from dalil.stores.factory import build_services

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
VARIANTS = [("off", {"topic_e5": False}), ("0.85/0.5", {"topic_e5_weight": 0.5}),
            ("0.88/1.0", {"topic_e5_min_cosine": 0.88}), ("0.85/1.5", {"topic_e5_weight": 1.5})]


def hits(result, row):
    gold = set(row["expectedChunkIds"]) | set(row.get("acceptableChunkIds") or [])
    ids = [c.chunk_id for c in result.candidates]
    return int(bool(gold & set(ids[:1]))), int(bool(gold & set(ids[:5])))


settings = Settings()
services = build_services(settings)
shipped = Retriever(settings, services.search, services.chunks, services.embedder)
others = {name: Retriever(settings.model_copy(update=upd), services.search, services.chunks, services.embedder)
          for name, upd in VARIANTS}
for other in others.values():  # one E5 engine: the shipped one's (its cached question vector is reused)
    if other.rescorer is not None:
        other.rescorer = shipped.rescorer
    if other.topic_vectors is not None:
        other.topic_vectors = shipped.topic_vectors
print("topic vectors loaded:", shipped.topic_vectors is not None, flush=True)
for suite in sys.argv[1:]:
    rows = [json.loads(line) for line in (FIXTURES / f"{suite}.jsonl").read_text(encoding="utf-8").splitlines() if line.strip()]
    rows = [r for r in rows if r.get("expectedChunkIds")]
    totals = {"on": [0, 0]} | {name: [0, 0] for name, _ in VARIANTS}
    joined = 0
    for row in rows:
        result = shipped.retrieve(row["question"], top_k=5)
        on = hits(result, row)
        fused = bool(result.trace.counts.get("topic_e5_fused")) if hasattr(result.trace, "counts") else True
        joined += fused
        for name in totals:
            got = on
            if name != "on" and fused:  # variants are as strict or stricter: elsewhere they equal "on"
                got = hits(others[name].retrieve(row["question"], top_k=5), row)
            totals[name][0] += got[0]
            totals[name][1] += got[1]
    print(suite, f"n={len(rows)} e5-topic joined={joined}", {k: f"{a},{b}" for k, (a, b) in totals.items()}, flush=True)
