"""Which of a declined question's subject terms the expected excerpt does not hold (issue 19).

    DALIL_EMBEDDER=hashing DALIL_PROVIDER=extractive DALIL_STORE=COPY \\
        python benchmarks/answers/unheld_terms.py DIAGNOSIS.jsonl FIXTURES.jsonl [...] --json OUT.jsonl

DIAGNOSIS.jsonl is `decline_diagnosis.py --json`'s output. For each of its `answerer:off_subject` and
`answerer:low_support` rows the question is run again (`workflow.local.run_traced`) and the expected
excerpt read as the answerer reads it: the subject terms (`support.subject_terms` of the searched
question) minus those the excerpt or its record's title holds (`egyptian_verbs.held_terms` of
`term_readings`). One line a row: id, stage, the unheld terms with the question words that give them.
"""

from __future__ import annotations

import argparse
import json

from dalil.eval.answers import fixture_settings
from dalil.eval.fixtures import load_fixtures
from dalil.providers.extractive import _subject_title_terms
from dalil.settings import get_settings
from dalil.text.egyptian_verbs import held_terms, term_readings
from dalil.text.stem import analyze
from dalil.text.support import subject_terms, term_set
from dalil.workflow.local import run_traced

STAGES = ("answerer:off_subject", "answerer:low_support")


def unheld(fixture, settings) -> dict:
    wanted = {*fixture.expectedChunkIds, *fixture.acceptableChunkIds}
    state = run_traced(fixture.question, settings=settings).state
    asked = state.searched_question or state.question
    subject = subject_terms(asked)
    readings = term_readings(asked, subject)
    expected = next(e for e in state.evidence if e.chunk_id in wanted)
    held = held_terms(readings, term_set(expected.excerpt)) | held_terms(readings, _subject_title_terms(expected))
    missing = {term: [w for w in asked.split() if term in analyze(w)] for term in sorted(subject - held)}
    return {"id": fixture.id, "question": fixture.question, "asked": asked, "subject": sorted(subject),
            "missing": missing, "excerpt": expected.excerpt}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("diagnosis")
    parser.add_argument("fixtures", nargs="+")
    parser.add_argument("--json", help="write one JSON row per question here")
    args = parser.parse_args(argv)
    fixtures = {f.id: f for path in args.fixtures for f in load_fixtures(path).fixtures}
    settings = get_settings()
    out = open(args.json, "w", encoding="utf-8") if args.json else None
    with open(args.diagnosis, encoding="utf-8") as lines:
        rows = [json.loads(line) for line in lines if line.strip()]
    for row in rows:
        if row["stage"] not in STAGES or row["id"] not in fixtures:
            continue
        fixture = fixtures[row["id"]]
        found = {"stage": row["stage"], **unheld(fixture, fixture_settings(fixture, settings))}
        print(f"{found['id']}\t{found['stage'][9:]}\t{len(found['subject'])}\t"
              + " ".join(f"{term}<{'/'.join(words)}>" for term, words in found["missing"].items()), flush=True)
        if out:
            out.write(json.dumps(found, ensure_ascii=False) + "\n")
    if out:
        out.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
