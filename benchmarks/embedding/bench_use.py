"""Throughput of the bundled USE embedder on real chunk-sized Arabic text.

Run:  taskset -c 0,1 .venv/bin/python benchmarks/embedding/bench_use.py [DATA_DIR]
Measures: model load time, documents/second when embedding the chunks ingest produces
(embedding_text = title + text, as the pipeline sends them), and single-query latency.
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import time
from pathlib import Path

import numpy as np

from dalil.embed.use import UseEmbedder, _load_model
from dalil.ingest.chunking import chunk_document
from dalil.ingest.pipeline import embedding_text
from dalil.ingest.sources import get_source

DATA = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parents[3] / "shared" / "data"
SAMPLES = {"synaxarium": "coptic_synaxarium_ar", "bible": "arabic_bible_svd_stepbible", "arcd": "arcd"}
PER_LIBRARY = 600
QUESTIONS = ["من هو الأنبا أنطونيوس؟", "ما هي عاصمة مصر؟", "متى نحتفل بعيد النيروز؟", "ماذا قال المسيح عن المحبة؟"]


def chunk_texts(library: str, folder: str) -> list[str]:
    adapter = get_source(library)
    texts: list[str] = []
    for document in adapter.load(DATA / folder):
        texts += [embedding_text(chunk) for chunk in chunk_document(document, "bench")]
        if len(texts) >= PER_LIBRARY:
            break
    return texts[:PER_LIBRARY]


def main() -> None:
    cores = len(os.sched_getaffinity(0))
    load_before = os.getloadavg()[0]
    started = time.perf_counter()
    _load_model()
    load_s = time.perf_counter() - started
    embedder = UseEmbedder()
    results = {"model_id": embedder.model_id, "cores": cores, "load_s": round(load_s, 2), "libraries": {}}
    for library, folder in SAMPLES.items():
        texts = chunk_texts(library, folder)
        words = statistics.mean(len(t.split()) for t in texts)
        embedder.embed_documents(texts[:32])  # warm caches
        runs, cpu = [], []
        for _ in range(3):
            started, cpu_started = time.perf_counter(), time.process_time()
            vectors = embedder.embed_documents(texts)
            runs.append(time.perf_counter() - started)
            cpu.append(time.process_time() - cpu_started)
        assert vectors.shape == (len(texts), 512) and np.allclose(np.linalg.norm(vectors, axis=1), 1, atol=1e-4)
        best = min(runs)
        results["libraries"][library] = {
            "chunks": len(texts), "mean_words": round(words, 1),
            "docs_per_s_best": round(len(texts) / best, 1), "docs_per_s_median": round(len(texts) / statistics.median(runs), 1),
            # CPU seconds per 1000 chunks (all threads): robust to other load on a shared machine
            "cpu_s_per_1000": round(1000 * min(cpu) / len(texts), 2),
        }
    latencies = []
    for _ in range(5):
        for question in QUESTIONS:
            started = time.perf_counter()
            embedder.embed_query(question)
            latencies.append((time.perf_counter() - started) * 1000)
    results["query_ms_median"] = round(statistics.median(latencies), 2)
    results["query_ms_p95"] = round(sorted(latencies)[int(0.95 * len(latencies)) - 1], 2)
    results["loadavg_1m_before_after"] = [round(load_before, 2), round(os.getloadavg()[0], 2)]
    print(json.dumps(results, ensure_ascii=False, indent=1))


if __name__ == "__main__":
    main()
