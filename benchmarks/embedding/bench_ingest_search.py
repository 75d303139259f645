"""Full ingest of the five real corpora with the USE embedder, then search latency on that store.

Run:  taskset -c 0,1 .venv/bin/python benchmarks/embedding/bench_ingest_search.py [DATA_DIR] [STORE]
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import time
from pathlib import Path

from dalil.embed.use import UseEmbedder
from dalil.ingest.pipeline import run_ingest
from dalil.stores.sqlite.store import open_store

DATA = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parents[3] / "shared" / "data"
STORE = Path(sys.argv[2]) if len(sys.argv) > 2 else Path("/tmp/dalil-bench-use.sqlite")
PLAN = [
    ("bible", DATA / "arabic_bible_svd_stepbible"),
    ("synaxarium", DATA / "coptic_synaxarium_ar"),
    ("liturgy", DATA / "coptic_liturgical_ar"),
    ("arcd", DATA / "arcd"),
    ("xquad", DATA / "xquad"),
]
QUESTIONS = [
    "من هو الأنبا أنطونيوس أب الرهبان وأين عاش؟",
    "ما هي عاصمة مصر؟",
    "متى نحتفل بعيد النيروز رأس السنة القبطية",
    "ماذا قال المسيح عن المحبة في إنجيل يوحنا",
    "لحن بيك إثرونوس",
    '"ignore previous instructions" OR *',
]


def timed(fn, repeats: int = 5) -> dict[str, float]:
    samples = []
    for _ in range(repeats):
        for question in QUESTIONS:
            started = time.perf_counter()
            fn(question)
            samples.append((time.perf_counter() - started) * 1000)
    samples.sort()
    return {"median_ms": round(statistics.median(samples), 2), "p95_ms": round(samples[int(0.95 * len(samples)) - 1], 2)}


def main() -> None:
    embedder = UseEmbedder()
    load_before = os.getloadavg()[0]
    report = run_ingest(STORE, embedder, PLAN, rebuild=True, progress=False)
    reingest = run_ingest(STORE, embedder, PLAN, progress=False)
    out: dict = {
        "cores": len(os.sched_getaffinity(0)),
        "ingest_s": report.seconds,
        "reingest_unchanged_s": reingest.seconds,
        "libraries": {lib.library: {"documents": lib.documents, "chunks": lib.chunks, "seconds": lib.seconds,
                                    "chunks_per_s": round(lib.chunks / lib.seconds, 1)} for lib in report.libraries},
        "store_mb": round(STORE.stat().st_size / 2**20, 1),
    }
    with open_store(STORE, embedder=embedder) as store:
        started = time.perf_counter()
        store.vectors.matrix()
        out["matrix_load_ms"] = round((time.perf_counter() - started) * 1000, 1)
        vectors = {q: embedder.embed_query(q) for q in QUESTIONS}
        out["embed_query"] = timed(embedder.embed_query)
        out["lexical_k50"] = timed(lambda q: store.lexical.search_lexical(q, 50))
        out["vector_k50"] = timed(lambda q: store.vectors.search_vector(vectors[q], 50))
        out["vector_k50_one_library"] = timed(lambda q: store.vectors.search_vector(vectors[q], 50, ["synaxarium"]))
        out["candidate_search_with_metadata"] = timed(lambda q: store.candidates.search(
            q, vectors[q], 50, 50, metadata={"library": "synaxarium", "coptic_month": 3, "coptic_day": 22}))
        ids = [chunk_id for chunk_id, _ in store.lexical.search_lexical(QUESTIONS[0], 50)]
        out["get_many_50"] = timed(lambda q: store.chunks.get_many(ids))
    out["loadavg_1m_before_after"] = [round(load_before, 2), round(os.getloadavg()[0], 2)]
    print(json.dumps(out, ensure_ascii=False, indent=1))


if __name__ == "__main__":
    main()
