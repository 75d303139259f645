"""Where a fixture's gold chunk stands at each stage of retrieval, one JSON line per question (RETR33, issue 19):
its rank in the question's own lexical list (`lex`, the first `lexical_k`; `deep_lex` the first 2,000), in the
vector list (`vec`), in the metadata lookup (`meta`, "-" when none ran), in the fused order before routing
(`pre_route`) and after it (`post_route`), and in the final top_k (`final`; the answerer is given the first
`context_chunks` of these). With the searched question, the router's domains and the notes that move candidates
(Franco-Arabic reading, name match, routing, a date) it tells why an answerable question's passage never reached
the answerer: read as another word, outranked, set aside by routing, or not found in other words.

    DALIL_STORE=<a copy of ci.sqlite> DALIL_EMBEDDER=hashing PYTHONPATH=shared \
        .venv/bin/python benchmarks/retrieval/gold_ranks.py benchmarks/fixtures/franco-names.jsonl > ranks.jsonl

Gold = expectedChunkIds and acceptableChunkIds. Runs the product retriever (`Retriever.retrieve`, top_k from the
settings) with its store search and `routing.route_first` wrapped to keep their lists; nothing else changes.
"""

from __future__ import annotations

import json
import sys

from dalil.retrieval import retriever as retrieval
from dalil.retrieval import routing
from dalil.settings import get_settings
from dalil.stores.factory import build_services

DEEP_K = 2000
NOTES = ("franco_arabic", "colloquial_and_names", "name_match", "route_first", "route_widened", "date", "concept_question",
         "policy_removed", "foreign_words_left_out")


def _rank(ranked: list, gold: set[str]) -> int | None:
    for position, item in enumerate(ranked, start=1):
        if (item[0] if isinstance(item, tuple) else item) in gold:
            return position
    return None


def main(path: str) -> None:
    settings = get_settings()
    services = build_services(settings)
    kept: dict = {}
    search = services.search

    class Recording:
        def search(self, query, vector, lexical_k, vector_k, libraries=None, metadata=None):  # noqa: ANN001, ANN201
            found = search.search(query, vector, lexical_k=lexical_k, vector_k=vector_k, libraries=libraries, metadata=metadata)
            if "first" not in kept:  # the question's own lists (later calls: the expansion list)
                kept.update(first=found, query=query, deep=search.lexical.search_lexical(query, DEEP_K, libraries))
            return found

    route_first = routing.route_first

    def recording_route_first(question, ranked, *args, **kwargs):  # noqa: ANN001, ANN002, ANN003, ANN202
        kept["pre_route"] = [c.chunk_id for c in ranked]
        out = route_first(question, ranked, *args, **kwargs)
        kept["post_route"] = [c.chunk_id for c in out]
        return out

    retrieval.routing.route_first = recording_route_first  # type: ignore[assignment]
    retriever = retrieval.Retriever(settings, Recording(), services.chunks, services.embedder)  # type: ignore[arg-type]
    for line in open(path, encoding="utf-8"):
        fixture = json.loads(line)
        gold = set(fixture.get("expectedChunkIds") or []) | set(fixture.get("acceptableChunkIds") or [])
        kept.clear()
        result = retriever.retrieve(fixture["question"])
        first = kept.get("first", {})
        print(json.dumps({
            "id": fixture["id"], "question": fixture["question"], "gold": sorted(gold), "searched": kept.get("query"),
            "lex": _rank(first.get("lexical", []), gold), "deep_lex": _rank(kept.get("deep", []), gold),
            "vec": _rank(first.get("vector", []), gold),
            "meta": _rank(first["metadata"], gold) if "metadata" in first else "-",
            "pre_route": _rank(kept.get("pre_route", []), gold), "post_route": _rank(kept.get("post_route", []), gold),
            "final": _rank([c.chunk_id for c in result.candidates], gold),
            "top3": [c.chunk_id for c in result.candidates[:3]],
            "domains": {domain: score for domain, score in result.trace.route.domains.items() if score},
            "notes": [note for note in result.trace.notes if note.split(":")[0] in NOTES],
        }, ensure_ascii=False), flush=True)


if __name__ == "__main__":
    main(sys.argv[1])
