"""What a question's topic match looks like, per suite: the best lexical topic score, the best E5
topic cosine (the re-scorer's question vector against the shipped phrasings, topic_e5_frame_weight
ranking), the router's Coptic domains, which library leads the retrieved order, and whether each
topic list joined fusion. Written for TOPIC25H: to choose from the question and its topic match —
not from which library leads — when a question is a concept question, by comparing concept suites
(concepts-dev2 tuning part, concepts) with the Coptic and name suites a Bible topic must not push aside.

    .venv/bin/python benchmarks/retrieval/concept_gate_study.py --store <ci copy> --embedder hashing \\
        --variant main '{}' --out rows.jsonl concepts-dev2 concepts synaxarium-stories ...

concepts-dev2 rows of the validation third are skipped (never tuned on). One JSON line per question.
Every DALIL_ variable but DALIL_SHARED_DATA is ignored, as in the gate.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from suite_counts import dev2_split  # noqa: E402

from dalil.errors import DalilError  # noqa: E402
from dalil.eval.fixtures import load_fixtures  # noqa: E402
from dalil.models import library_of  # noqa: E402
from dalil.retrieval.question import validate_question  # noqa: E402
from dalil.retrieval.retriever import Retriever  # noqa: E402
from dalil.settings import Settings  # noqa: E402
from dalil.stores.factory import build_services  # noqa: E402
from dalil.text.reading import read_question, vocabulary_of  # noqa: E402

FIXTURES = Path(__file__).resolve().parents[2] / "benchmarks" / "fixtures"
HELD_OUT = ("fresh-questions-12", "claims-blind9", "concepts-unseen", "concepts-readers")


def rank_of(ids: list[str], wanted: set[str]) -> int | None:
    return next((i + 1 for i, cid in enumerate(ids) if cid in wanted), None)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--store", type=Path, required=True)
    parser.add_argument("--embedder", default="use")
    parser.add_argument("--variant", nargs=2, metavar=("NAME", "JSON"), default=("main", "{}"))
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("suites", nargs="+")
    args = parser.parse_args(argv)
    for name in [n for n in os.environ if n.startswith("DALIL_") and n != "DALIL_SHARED_DATA"]:
        del os.environ[name]
    base = Settings(store=args.store, embedder=args.embedder, provider="extractive")
    settings = base.model_copy(update=json.loads(args.variant[1]))
    services = build_services(settings)
    retriever = Retriever(settings, services.search, services.chunks, services.embedder)
    vocabulary = vocabulary_of(services.chunks)
    with args.out.open("w", encoding="utf-8") as out:
        for suite in args.suites:
            if any(suite.startswith(h) for h in HELD_OUT):
                raise SystemExit(f"{suite} is held out")
            for fixture in load_fixtures(FIXTURES / f"{suite}.jsonl").fixtures:
                if suite == "concepts-dev2" and dev2_split(fixture.id) != "tuning":
                    continue
                if fixture.settings:
                    continue
                try:
                    result = retriever.retrieve(fixture.question, top_k=fixture.topK)
                except DalilError:
                    continue
                text = read_question(validate_question(fixture.question, settings.max_question_chars).text, vocabulary,
                                     settings.colloquial_everyday).searched
                lexical = retriever.topics.index.match(text, 1, 0.0) if retriever.topics else []
                e5_cos, e5_topic, e5_kind = None, None, None
                vector = retriever.rescorer.embedded_query(text) if hasattr(retriever.rescorer, "embedded_query") else None
                if vector is not None and retriever.topic_vectors is not None:
                    best = retriever.topic_vectors.match(vector, 1, 0.0, settings.topic_e5_frame_weight)
                    if best:
                        e5_cos, e5_topic, e5_kind = best[0].score, best[0].topic.topic_id, best[0].topic.kind
                ids = [c.chunk_id for c in result.candidates]
                wanted = set(fixture.expectedChunkIds)
                docs = set(fixture.expectedDocIds) | {c.rpartition("/")[0] for c in fixture.expectedChunkIds}
                lenient = next((i + 1 for i, cid in enumerate(ids) if cid.rpartition("/")[0] in docs), None)
                domains = result.trace.route.domains
                row = {
                    "suite": suite, "id": fixture.id, "refuse": fixture.refuse, "question": fixture.question,
                    "lex": lexical[0].score if lexical else 0.0, "lex_topic": lexical[0].topic.topic_id if lexical else None,
                    "lex_kind": lexical[0].topic.kind if lexical else None, "e5_topic": e5_topic, "e5_kind": e5_kind,
                    "e5": e5_cos, "saints": domains.get("saints", 0.0), "hymns": domains.get("hymns", 0.0),
                    "rites": domains.get("rites", 0.0), "bible": domains.get("bible", 0.0),
                    "teaching": domains.get("teaching", 0.0),
                    "leader": library_of(ids[0]) if ids else None,
                    "topic_fused": bool(result.trace.counts.get("topic_fused")),
                    "topic_e5_fused": bool(result.trace.counts.get("topic_e5_fused")),
                    "concept": any(note.startswith("concept_question") for note in result.trace.notes),
                    "strict": rank_of(ids, wanted), "lenient": lenient,
                }
                out.write(json.dumps(row, ensure_ascii=False) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
