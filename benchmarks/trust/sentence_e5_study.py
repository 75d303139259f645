"""READER54's study: can an E5 cosine between the question and a sentence of the evidence let the extractive answerer
take the sentence its word-share tests miss, without answering a question that must decline?

For every dev question of the fresh sets (never a validation one) the whole answer path runs in process (as
`answerable_losses.py` runs it). Kept: answerable lines it loses at the answerer's excerpt-coverage or support-floor
test, and must-decline lines whose path reaches the answerer (a draft was asked for). For each, every candidate sentence
of the record the answerer reads (`_about_the_person`) is embedded as an E5 passage and scored against the question's
E5 query vector; one JSON line per question with each sentence's cosine, word score (best of read alone / with its
title), whether its excerpt is on subject (excerpt coverage) and whether its chunk is an expected one:

    DALIL_EMBEDDER=hashing DALIL_PROVIDER=extractive DALIL_STORE=<a copy of ci.sqlite> PYTHONPATH=shared \\
      .venv/bin/python benchmarks/trust/sentence_e5_study.py 1-6,12-36 --out study.jsonl
    .venv/bin/python benchmarks/trust/sentence_e5_study.py --table study.jsonl     # the thresholds table
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import uuid
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "benchmarks" / "trust"))

from fresh_sets import VALIDATION, fixture_path, set_numbers  # noqa: E402

LOSSES = ("c:answerer/excerpt-coverage", "c:answerer/support-floor")


def sentence_rows(question: str, evidence: list, wanted: set[str], settings, embedder) -> list[dict]:
    """Each candidate sentence of the record the answerer reads: cosine, word score, on subject, gold."""
    import numpy as np  # noqa: PLC0415 - `--help` without the package

    from dalil.answer.answer_type import expected_type, satisfies  # noqa: PLC0415 - `--help` without the package
    from dalil.answer.asked_reading import asked_predicates  # noqa: PLC0415 - `--help` without the package
    from dalil.answer.asked_stated import states_asked  # noqa: PLC0415 - `--help` without the package
    from dalil.providers import extractive as ex  # noqa: PLC0415 - `--help` without the package

    provider = ex.ExtractiveProvider(settings)
    record = ex._about_the_person(question, evidence)
    readings = ex._question_readings(question, settings.extractive_root_credit)
    sentences = ex._sentences(record, ex._asked_book(question), ex.asked_writers(question))
    if not sentences:
        return []
    on_subject = provider._on_subject_ids(question, record, False, False, readings=readings) | provider._on_subject_ids(
        question, record, False, True, readings=readings)
    words: dict[tuple[str, int], float] = {}
    for titled in (False, True):
        for score, s in provider.score_sentences(question, record, titled, readings, sentences):
            key = (s.evidence_id, s.position)
            words[key] = max(score, words.get(key, 0.0))
    chunk_of = {item.evidence_id: item.chunk_id for item in record}
    kind = expected_type(question)
    predicates = asked_predicates(question)
    titles = {item.evidence_id: [item.title] if item.title else [] for item in record}
    query = np.asarray(embedder.embed_query(question), dtype=np.float64)
    vectors = np.asarray(embedder.embed_documents([s.text for s in sentences]), dtype=np.float64)
    cosines = vectors @ query
    return [
        {"cos": round(float(c), 5), "words": round(words.get((s.evidence_id, s.position), 0.0), 4),
         "on": s.evidence_id in on_subject, "gold": chunk_of[s.evidence_id] in wanted, "rank": s.rank,
         "typed": satisfies(kind, s.text, question, titles[s.evidence_id]),
         "stated": states_asked(question, s.text, titles[s.evidence_id], predicates), "text": s.text[:160]}
        for s, c in zip(sentences, cosines, strict=True)
    ]


def study(spec: str, out: Path) -> None:
    from answerable_losses import classify  # noqa: PLC0415 - `--help` without the package

    from dalil.embed.e5 import E5Embedder  # noqa: PLC0415 - `--help` without the package
    from dalil.eval.answers import fixture_settings  # noqa: PLC0415 - `--help` without the package
    from dalil.eval.fixtures import load_fixtures  # noqa: PLC0415 - `--help` without the package
    from dalil.settings import get_settings  # noqa: PLC0415 - `--help` without the package
    from dalil.workflow.local import run_traced  # noqa: PLC0415 - `--help` without the package

    settings = get_settings()
    embedder = E5Embedder()
    with out.open("a", encoding="utf-8") as sink:
        for n in set_numbers(spec):
            if n in VALIDATION:
                continue  # held out: never a validation question's line
            for fixture in load_fixtures(fixture_path(n)).fixtures:
                local = fixture_settings(fixture, settings)
                wanted = {*fixture.expectedChunkIds, *fixture.acceptableChunkIds}
                if fixture.refuse:
                    run = run_traced(fixture.question, settings=local, request_id=f"study-{uuid.uuid4().hex[:12]}")
                    if run.state is None or run.state.generation is None or not run.state.evidence:
                        continue
                    kind, state, evidence = "decline", run.response.state, run.state.evidence
                    question = run.state.searched_question or run.state.question
                else:
                    loss, detail = classify(fixture, local)
                    if loss not in LOSSES:
                        continue
                    run = run_traced(fixture.question, settings=local, request_id=f"study-{uuid.uuid4().hex[:12]}")
                    kind, state, evidence = loss, run.response.state, run.state.evidence
                    question = run.state.searched_question or run.state.question
                rows = sentence_rows(question, evidence, wanted, local, embedder)
                line = {"set": n, "id": fixture.id, "kind": kind, "state": state, "question": fixture.question,
                        "reason": (run.response.reason or "").split(":")[0], "sentences": rows}
                sink.write(json.dumps(line, ensure_ascii=False) + "\n")
                sink.flush()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("sets", nargs="?", default="")
    parser.add_argument("--out", type=Path)
    parser.add_argument("--table", type=Path)
    args = parser.parse_args()
    if args.table:
        from sentence_e5_table import print_table  # noqa: PLC0415 - `--help` without the package

        print_table(args.table)
        return 0
    if not os.environ.get("DALIL_STORE"):
        parser.error("DALIL_STORE must name a copy of the store (an answer writes user data)")
    study(args.sets, args.out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
