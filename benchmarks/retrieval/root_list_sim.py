"""End-to-end simulation of a root-key lexical list (ROOTS41, issue 25) before any index change: the product
retriever, with one more list fused after the E5 topic list, computed in memory as root_reach_study.py's "root"
BM25 over the Bible library's chunks (the question's analyzed terms, framing words out, as root keys). The list
joins a concept question (`routing.concept_question`), or with "join": "lean" also a question whose order already
leans to the Bible (the expansion list's rule), at "root_weight"; re-fused and re-scored once, as the other lists.

Variants are topic_suites_eval.py's, with extra keys read by the patch only ("root_weight", "root_join",
"root_k", "root_doc": "root", "both" (the stemmed terms and the root keys in one document) or "isri" (NLTK's ISRI
roots of the surface words, root_reach_study.py --isri; nltk beside on PYTHONPATH)); every other key is a setting:

    env -u DALIL_EMBEDDER PYTHONPATH=shared .venv/bin/python benchmarks/retrieval/root_list_sim.py \\
        --store <product copy> --variant off '{}' --variant r05 '{"root_weight": 0.5}' concepts-dev2 concepts
"""

from __future__ import annotations

import os
import sqlite3
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import root_reach_study as study  # noqa: E402 - the sibling: its BM25 and root reading
import topic_suites_eval  # noqa: E402 - the harness the variants run through

from dalil.models import Chunk  # noqa: E402
from dalil.retrieval import retriever, routing  # noqa: E402
from dalil.retrieval.fusion import fuse  # noqa: E402
from dalil.retrieval.rescore import apply_rescore  # noqa: E402
from dalil.text.stem import analyze, surface  # noqa: E402
from dalil.text.topics import framing_terms  # noqa: E402

SIGNAL = "roots"
_state: dict[str, object] = {}


def _store_path(argv: list[str]) -> Path:
    return Path(argv[argv.index("--store") + 1])


def install(store: Path) -> None:
    with sqlite3.connect(store) as conn:
        bible = [Chunk.model_validate_json(r) for (r,) in conn.execute("SELECT record FROM chunks WHERE library = 'bible' ORDER BY id")]
    ids = [c.chunk_id for c in bible]
    stems = [analyze(c.search_text) for c in bible]
    indexes = {
        "root": study.BM25([Counter(study.roots(s)) for s in stems]),
        "both": study.BM25([Counter(s) + Counter(study.roots(s)) for s in stems]),
    }
    isri = None
    if os.environ.get("ROOTS_ISRI"):
        from nltk.stem.isri import ISRIStemmer  # noqa: PLC0415 - a study-only tool: pip install --target <dir> nltk

        isri = ISRIStemmer().stem
        indexes["isri"] = study.BM25([Counter(isri(w) for w in surface(c.search_text)) for c in bible])
    framing = framing_terms()
    original_concept = routing.concept_question
    original_join = retriever.Retriever._join_topic_e5

    def concept(*args, **kwargs):  # noqa: ANN002, ANN003, ANN202
        found = original_concept(*args, **kwargs)
        _state["concept"] = found
        return found

    def join(self, text, fused, e5_topics, first, weights, counts):  # noqa: ANN001, ANN202, PLR0913
        fused, first = original_join(self, text, fused, e5_topics, first, weights, counts)
        weight = getattr(self.settings, "root_weight", 0.0)
        how = getattr(self.settings, "root_join", "concept")
        if weight <= 0:
            return fused, first
        joins = bool(_state.pop("concept", False)) or (how == "lean" and self._leans_to_scope(fused))
        if not joins:
            return fused, first
        words = [term for term in analyze(text) if term not in framing]
        doc = getattr(self.settings, "root_doc", "root")
        terms = set(study.roots(words)) | (set(words) if doc == "both" else set())
        if doc == "isri":
            terms = {isri(w) for w in surface(text) if not set(analyze(w)) <= framing}
        order = indexes[doc].ranked(terms, getattr(self.settings, "root_k", 50))
        if not order:
            return fused, first
        ranked = [(ids[i], 1.0 / (n + 1)) for n, i in enumerate(order)]
        weights[SIGNAL] = weight
        first = {**first, SIGNAL: ranked}
        fused = fuse(first, self.settings.fusion, weights, self.settings.rrf_k)
        counts["roots_fused"] = 1
        return apply_rescore(self.rescorer, text, fused, first, [], counts), first

    routing.concept_question = concept
    retriever.Retriever._join_topic_e5 = join


if __name__ == "__main__":
    install(_store_path(sys.argv[1:]))
    raise SystemExit(topic_suites_eval.main(sys.argv[1:]))
