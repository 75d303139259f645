"""Retrieval on the local OpenSearch node beside the embedded SQLite default, in the same run.

    scripts/opensearch-node start          # prints the URL
    DALIL_OPENSEARCH_URL=<url> .venv/bin/python benchmarks/aws/latency.py [--embedder hashing|use]

1. Ingests the full corpus (bundled bible/arcd/xquad + the team's Synaxarium and liturgy folders)
   into a fresh SQLite store with `run_ingest`, and indexes the very same chunks and vectors into
   a fresh OpenSearch alias (read back from that store, so both hold identical data).
2. Candidate-search latency per question (the one `_msearch` round trip vs the SQLite FTS5 +
   numpy search), query vectors computed beforehand so only the search is timed; warm-up
   excluded; p50/p95 over every fixture question.
3. Retrieval quality: the project's Retriever (same router, policy and fusion) over each search
   backend, hydrating from the same SQLite chunk store; doc-level hit@k on the dev fixtures.
4. Signal parity: per question, the OpenSearch lexical and vector lists beside the SQLite ones
   (identical top-k lists, identical top-10, mean overlap of the top-k sets).
Prints one JSON object; RESULTS.md records the runs.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[2]
SHARED_DATA = Path(os.environ.get("DALIL_SHARED_DATA", ROOT.parent / "shared" / "data"))
FIXTURES = ["dev-arcd", "dev-xquad", "synaxarium-dates", "synaxarium-names", "synaxarium-stories", "bible-refs", "liturgy-titles"]


def percentile(values: list[float], q: float) -> float:
    return float(np.percentile(np.asarray(values), q))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--embedder", default="hashing", choices=["hashing", "use"])
    parser.add_argument("--url", default=os.environ.get("DALIL_OPENSEARCH_URL"))
    parser.add_argument("--k", type=int, default=50)
    parser.add_argument("--title-boost", type=float, default=None)
    parser.add_argument("--exact-boost", type=float, default=None)
    parser.add_argument("--workdir", type=Path, default=None, help="reuse the SQLite store built there")
    parser.add_argument("--keep-index", action="store_true", help="keep (and reuse) the OpenSearch index")
    parser.add_argument("--quality-only", action="store_true")
    parser.add_argument("--ef-search", type=int, default=200, help="k-NN ef_search; 0 = Lucene's default (k)")
    parser.add_argument("--lexical-mode", default="terms", choices=["terms", "arabic", "both"],
                        help="terms: the FTS5 terms with FTS5 bm25 (default); arabic: Lucene's Arabic analysis (before)")
    args = parser.parse_args()
    if not args.url:
        sys.exit("set DALIL_OPENSEARCH_URL (scripts/opensearch-node start prints it)")

    from dalil.embed.factory import make_embedder
    from dalil.eval.fixtures import load_many
    from dalil.ingest.pipeline import run_ingest
    from dalil.retrieval.retriever import Retriever
    from dalil.settings import Settings
    from dalil.stores.aws.clients import opensearch_client
    from dalil.stores.aws.opensearch_index import OpenSearchChunkIndex
    from dalil.stores.aws.opensearch_search import OpenSearchCandidateSearch
    from dalil.stores.sqlite.store import open_store

    boosts = {name: value for name, value in (("opensearch_title_boost", args.title_boost),
                                              ("opensearch_exact_boost", args.exact_boost)) if value is not None}
    settings = Settings(embedder=args.embedder, opensearch_url=args.url, opensearch_index=f"dalil-bench-{args.embedder}",
                        opensearch_timeout_s=30, **boosts)
    embedder = make_embedder(settings)
    workdir = args.workdir or Path(tempfile.mkdtemp(prefix="dalil-aws-bench-"))
    workdir.mkdir(parents=True, exist_ok=True)
    store_path = workdir / "dalil.sqlite"
    sources = [("bible", None), ("arcd", None), ("xquad", None),
               ("synaxarium", SHARED_DATA / "coptic_synaxarium_ar"), ("liturgy", SHARED_DATA / "coptic_liturgical_ar")]
    started = time.perf_counter()
    report = run_ingest(store_path, embedder, sources, progress=False)
    ingest_s = time.perf_counter() - started

    store = open_store(store_path, embedder=embedder, settings=settings)
    all_chunks = list(store.chunks.iter_chunks())
    chunk_ids = [chunk.chunk_id for chunk in all_chunks]
    chunks = {chunk.chunk_id: chunk for chunk in all_chunks}
    vectors = store.vectors.vectors_for(chunk_ids)
    client = opensearch_client(settings, timeout_s=300)
    index = OpenSearchChunkIndex(client, settings.opensearch_index, embedder.model_id, embedder.dim)
    started = time.perf_counter()
    if args.keep_index and index.current_index() is not None:
        bulk = None
    else:
        bulk = index.rebuild([chunks[cid] for cid in chunk_ids], vectors)
        client.indices.forcemerge(index=settings.opensearch_index, max_num_segments=1, request_timeout=600)
    index_s = time.perf_counter() - started

    fixtures = load_many([ROOT / "benchmarks" / "fixtures" / f"{name}.jsonl" for name in FIXTURES]).fixtures
    questions = [f.question for f in fixtures]
    query_vectors = embedder.embed_documents(questions)
    search_os = OpenSearchCandidateSearch(opensearch_client(settings), settings.opensearch_index, timeout_s=30,
                                          title_boost=settings.opensearch_title_boost, exact_boost=settings.opensearch_exact_boost,
                                          lexical_mode=args.lexical_mode, ef_search=args.ef_search or None, title_weight=settings.lexical_title_weight,
                                          text_weight=settings.lexical_text_weight, surface_weight=settings.lexical_surface_weight)
    search_sqlite = store.candidates

    def timed(search) -> list[float]:
        for question, vector in zip(questions[:20], query_vectors[:20], strict=True):  # warm-up
            search.search(question, vector, args.k, args.k)
        times = []
        for question, vector in zip(questions, query_vectors, strict=True):
            t = time.perf_counter()
            search.search(question, vector, args.k, args.k)
            times.append((time.perf_counter() - t) * 1000)
        return times

    latency = {}
    for name, search in (("opensearch", search_os), ("sqlite", search_sqlite)) if not args.quality_only else ():
        times = timed(search)
        latency[name] = {"n": len(times), "p50_ms": round(percentile(times, 50), 2), "p95_ms": round(percentile(times, 95), 2),
                         "mean_ms": round(statistics.fmean(times), 2)}

    parity: dict[str, dict[str, object]] = {}
    for signal in ("lexical", "vector"):
        same_list = same_top10 = 0
        overlaps = []
        for question, vector in zip(questions, query_vectors, strict=True):
            ours = [cid for cid, _ in search_os.search(question, vector, args.k, args.k)[signal]]
            theirs = [cid for cid, _ in search_sqlite.search(question, vector, args.k, args.k)[signal]]
            same_list += ours == theirs
            same_top10 += ours[:10] == theirs[:10]
            union = set(ours) | set(theirs)
            overlaps.append(len(set(ours) & set(theirs)) / len(union) if union else 1.0)
        parity[signal] = {"identical_topk": f"{same_list}/{len(questions)}", "identical_top10": f"{same_top10}/{len(questions)}",
                          "mean_jaccard_topk": round(statistics.fmean(overlaps), 4)}

    quality = {}
    for name, search in (("opensearch", search_os), ("sqlite", search_sqlite)):
        retriever = Retriever(settings, search, store.chunks, embedder)
        by_suite: dict[str, list[int]] = {}
        retrieve_ms = []
        for fixture in fixtures:
            if fixture.refuse or not fixture.expectedDocIds:
                continue
            t = time.perf_counter()
            result = retriever.retrieve(fixture.question, top_k=fixture.topK)
            retrieve_ms.append((time.perf_counter() - t) * 1000)
            docs = {c.chunk.doc_id for c in result.candidates if c.chunk is not None}
            hit = int(bool(docs & set(fixture.expectedDocIds)))
            by_suite.setdefault(fixture.suite, [0, 0])
            by_suite[fixture.suite][0] += hit
            by_suite[fixture.suite][1] += 1
        quality[name] = {suite: f"{hits}/{total}" for suite, (hits, total) in sorted(by_suite.items())}
        quality[name]["retrieve_p50_ms"] = round(percentile(retrieve_ms, 50), 2)
        quality[name]["retrieve_p95_ms"] = round(percentile(retrieve_ms, 95), 2)

    print(json.dumps({
        "date": time.strftime("%Y-%m-%d"),
        "embedder": embedder.model_id,
        "chunks": len(chunk_ids),
        "libraries": {lib.library: lib.chunks for lib in report.libraries},
        "sqlite_ingest_s": round(ingest_s, 1),
        "opensearch_index_s": round(index_s, 1),
        "bulk_failed": None if bulk is None else len(bulk.failed),
        "title_boost": settings.opensearch_title_boost,
        "exact_boost": settings.opensearch_exact_boost,
        "k": args.k,
        "lexical_mode": args.lexical_mode,
        "ef_search": args.ef_search or None,
        "fusion": {"method": settings.fusion, "rrf_k": settings.rrf_k, "vector_weight": settings.vector_weight,
                   "lexical_weights": [settings.lexical_title_weight, settings.lexical_text_weight, settings.lexical_surface_weight]},
        "search_latency": latency,
        "signal_parity": parity,
        "hit_at_topk": quality,
    }, ensure_ascii=False, indent=1))
    if not args.keep_index:
        client.indices.delete(index=f"{settings.opensearch_index}-v*", ignore_unavailable=True)


if __name__ == "__main__":
    main()
