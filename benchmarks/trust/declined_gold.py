"""Right answers declined by a check (RIGHTDECLINED76, wave s40): for each answerable dev question a run
declined, re-ask it and say whether the gold answer was in reach and which test declined it.

    DALIL_EMBEDDER=hashing DALIL_PROVIDER=extractive DALIL_STORE=<a copy of ci.sqlite> \
      .venv/bin/python benchmarks/trust/declined_gold.py 1-6,12-14 --baseline <run dir> --out rows.jsonl

Per question (answerable, declined in the baseline run): the loss class of answerable_losses.py; for a
draft a check refused, the draft, its codes and whether it holds a gold answer (goldAnswers, folded, a
substring of the draft); for an answerer decline, each sentence of an expected or acceptable chunk that
holds a gold answer and the first of the answerer's tests it fails (`gold_stage`). Dev sets only.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import uuid
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "benchmarks" / "trust"))

from answerable_losses import classify  # noqa: E402
from fresh_sets import VALIDATION, fixture_path, set_numbers  # noqa: E402


def gold_stage(question: str, evidence: list, wanted: set[str], golds: list[str], settings) -> tuple[str, list[str]]:
    """The furthest answerer test a gold-holding sentence of a wanted chunk passes, and those sentences."""
    from dalil.answer.answer_type import expected_type, satisfies
    from dalil.answer.asked_reading import asked_predicates
    from dalil.answer.asked_stated import states_asked
    from dalil.providers import extractive as ex
    from dalil.text.normalize import fold

    folded = [fold(g) for g in golds if g.strip()]
    provider = ex.ExtractiveProvider(settings)
    ids_all = {item.evidence_id for item in evidence if item.chunk_id in wanted}
    every = ex._sentences(evidence, ex._asked_book(question), ex.asked_writers(question))
    gold = [s for s in every if s.evidence_id in ids_all and any(g in fold(s.text) for g in folded)]
    if not gold:
        return "no-gold-sentence", []
    texts = [s.text for s in gold]
    record = ex._about_the_person(question, evidence)
    rec_ids = {item.evidence_id for item in record}
    gold = [s for s in gold if s.evidence_id in rec_ids]
    if not gold:
        return "person-record", texts
    readings = ex._question_readings(question)
    sentences = ex._sentences(record, ex._asked_book(question), ex.asked_writers(question))
    on = provider._on_subject_ids(question, record, False, False, readings=readings) | provider._on_subject_ids(
        question, record, False, True, readings=readings)
    gold = [s for s in gold if s.evidence_id in on]
    if not gold:
        return "excerpt-coverage", texts
    keys = {(s.evidence_id, s.text) for s in gold}
    best: dict[tuple[str, str], float] = {}
    for titled in (False, True):
        for score, s in provider.score_sentences(question, record, titled, readings, sentences):
            if (s.evidence_id, s.text) in keys:
                best[(s.evidence_id, s.text)] = max(score, best.get((s.evidence_id, s.text), 0.0))
    above = [s for s in gold if best.get((s.evidence_id, s.text), 0.0) >= settings.extractive_min_support]
    if not above:
        return f"support-floor({max(best.values(), default=0.0):.2f})", texts
    kind = expected_type(question)
    titles = {item.evidence_id: [item.title] if item.title else [] for item in record}
    typed = [s for s in above if satisfies(kind, s.text, question, titles[s.evidence_id])]
    if not typed:
        return f"answer-type({kind})", texts
    predicates = asked_predicates(question)
    if not any(states_asked(question, s.text, titles[s.evidence_id], predicates) for s in typed):
        return "asked-not-stated", texts
    return "passes-all(chose-other)", texts


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("sets")
    parser.add_argument("--baseline", type=Path, required=True, help="a fresh_sets.py run dir: only its declined lines")
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()
    if not os.environ.get("DALIL_STORE"):
        parser.error("DALIL_STORE must name a copy of the store")
    from dalil.eval.answers import fixture_settings
    from dalil.eval.fixtures import load_fixtures
    from dalil.settings import get_settings
    from dalil.text.normalize import fold
    from dalil.workflow.local import run_traced

    settings = get_settings()
    table: Counter[str] = Counter()
    with args.out.open("w") as out:
        for n in set_numbers(args.sets):
            if n in VALIDATION:
                continue
            path = fixture_path(n)
            base = args.baseline / (f"fq{n}.jsonl" if n < 49 else path.name)
            declined = {o["id"] for o in map(json.loads, base.open()) if o["state"] != "answer"}
            for fixture in load_fixtures(path).fixtures:
                if fixture.refuse or fixture.id not in declined:
                    continue
                loss, detail = classify(fixture, settings)
                row = {"id": fixture.id, "loss": loss, **detail}
                golds = [g for g in fixture.goldAnswers if g.strip()]
                wanted = {*fixture.expectedChunkIds, *fixture.acceptableChunkIds}
                fs = fixture_settings(fixture, settings)
                if loss.startswith(("c:validate", "c:answerer")):
                    run = run_traced(fixture.question, settings=fs, request_id=f"gold-{uuid.uuid4().hex[:12]}")
                    state = run.state
                    payload = state.generation.payload if state and state.generation else None
                    draft = payload.answer if payload else ""
                    row["draft"] = draft
                    row["codes"] = list(state.validation.codes) if state and state.validation else []
                    row["gold_in_draft"] = bool(draft) and any(fold(g) in fold(draft) for g in golds)
                    if loss.startswith("c:answerer") and state is not None:
                        q = state.searched_question or state.question
                        row["gold_stage"], row["gold_sentences"] = gold_stage(q, state.evidence, wanted, golds, fs)
                key = loss + ("" if "gold_stage" not in row else " :: " + row["gold_stage"].split("(")[0])
                if row.get("gold_in_draft"):
                    key += " :: gold-in-draft"
                table[key] += 1
                out.write(json.dumps(row, ensure_ascii=False) + "\n")
                out.flush()
            print(f"# {n} done", flush=True)
    for k, v in sorted(table.items(), key=lambda kv: -kv[1]):
        print(f"{v}\t{k}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
