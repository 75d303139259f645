"""Where the answerable questions are lost (issue 19): every answerable question of the fresh sets that
is not answered right, put in one class by where the answer path lost it.

    DALIL_EMBEDDER=hashing DALIL_PROVIDER=extractive DALIL_STORE=<a copy of ci.sqlite> \
      .venv/bin/python benchmarks/trust/answerable_losses.py 1-6,12-14 --list
    env -u DALIL_EMBEDDER DALIL_PROVIDER=extractive DALIL_STORE=<a copy of product.sqlite> \
      .venv/bin/python benchmarks/trust/answerable_losses.py 12-14
    ... answerable_losses.py 7-11          # validation: counts per class only, never a question

Each question runs the whole answer path in process (`workflow.local.run_traced`, the fixture's
settings over the run's, as `dalil eval answers` runs it) and is put in the first class that fits:

- right          answered, citing an expected or acceptable chunk (the gate's "right");
- a:retrieval    no expected or acceptable chunk among the evidence the answerer was given; the
                 reason it was declined or answered is in the sub-class (`a:retrieval/<reason>`);
- c:retrieve/... declined before any draft although the evidence (or, declined at the floor, the top
                 fused candidates, `Triage.fused`) holds it (the floor, a namesake …);
- b:other-record answered from another record although the evidence holds an expected chunk;
- d:wrong-span   answered from the expected record, but no expected or acceptable chunk;
- c:validate/... the answerer's draft cited it and a check declined it (the validation code);
- c:answerer/... the extractive answerer declined although the evidence holds it, by the first of
                 its own tests an expected chunk's sentences fail, in the order it applies them:
                 `person-record` (not in the record `_about_the_person` keeps), `excerpt-coverage`
                 (the chunk's excerpt holds under extractive_min_excerpt_coverage of the question),
                 `support-floor` (no sentence of it reaches extractive_min_support, titled or not),
                 `answer-type` (those that do are not of the asked type), `asked-not-stated`
                 (`states_asked` finds the asked relation or slot unsaid), `chose-other` (one of its
                 sentences passes every test, yet the answerer took or declined on another's).

The validation sets (7-11) print counts per class only (`--list` is refused for them).

`--past-floor` runs each question the evidence floor declined with its chunk found (`c:retrieve/weak_evidence`)
once more with the floor open (`min_vector_score` -1: every hydrated top candidate passes; the floor's other tests,
unserved lookups and a day's records, unchanged; routing then never widens on the floor) and prints a second table:
the class each would get past the floor. `right` there is what the floor alone loses; any other class is a test the
answer path would decline it by anyway (FLOOR20, benchmarks/trust/RESULTS.md).
"""

from __future__ import annotations

import argparse
import os
import sys
import uuid
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "benchmarks" / "trust"))

from fresh_sets import VALIDATION, fixture_path, set_numbers  # noqa: E402


def _doc(chunk_id: str) -> str:
    return chunk_id.rpartition("/")[0]


def answerer_loss(question: str, evidence: list, wanted: set[str], settings) -> str:
    """The first test of the extractive answerer that every wanted chunk's sentences fail."""
    from dalil.answer.answer_type import expected_type, satisfies
    from dalil.answer.asked_reading import asked_predicates
    from dalil.answer.asked_stated import states_asked
    from dalil.providers import extractive as ex

    provider = ex.ExtractiveProvider(settings)
    record = ex._about_the_person(question, evidence)
    if not any(item.chunk_id in wanted for item in record):
        return "person-record"
    readings = ex._question_readings(question)
    sentences = ex._sentences(record, ex._asked_book(question), ex.asked_writers(question))
    on_subject = provider._on_subject_ids(question, record, False, False, readings=readings) | provider._on_subject_ids(
        question, record, False, True, readings=readings
    )
    ids = {item.evidence_id for item in record if item.chunk_id in wanted}
    if not ids & on_subject:
        return "excerpt-coverage"
    floor = settings.extractive_min_support
    scored = {}
    for titled in (False, True):
        for score, sentence in provider.score_sentences(question, record, titled, readings, sentences):
            if sentence.evidence_id in ids & on_subject:
                scored[sentence.text] = max(score, scored.get(sentence.text, (0.0, sentence))[0]), sentence
    above = [s for score, s in scored.values() if score >= floor]
    if not above:
        return "support-floor"
    kind = expected_type(question)
    titles = {item.evidence_id: [item.title] if item.title else [] for item in record}
    typed = [s for s in above if satisfies(kind, s.text, question, titles[s.evidence_id])]
    if not typed:
        return "answer-type"
    predicates = asked_predicates(question)
    if not any(states_asked(question, s.text, titles[s.evidence_id], predicates) for s in typed):
        return "asked-not-stated"
    return "chose-other"


def classify(fixture, settings) -> tuple[str, dict]:
    from dalil.eval.answers import fixture_settings
    from dalil.workflow.local import run_traced

    settings = fixture_settings(fixture, settings)
    run = run_traced(fixture.question, settings=settings, request_id=f"losses-{uuid.uuid4().hex[:12]}")
    response, state = run.response, run.state
    wanted = {*fixture.expectedChunkIds, *fixture.acceptableChunkIds}
    docs = {*fixture.expectedDocIds} or {_doc(c) for c in wanted}
    cited = [c.chunk_id for c in response.citations] if response.state == "answer" else []
    detail = {"state": response.state, "reason": (response.reason or "").split(":")[0], "cited": cited}
    if cited and wanted & set(cited):
        return "right", detail
    given = [item.chunk_id for item in (state.evidence if state else [])]
    detail["evidence"] = given
    reason = (response.reason or "answered").split(":")[0]
    if not given and state is not None and state.triage is not None:
        # Declined at retrieval's floor, before any context: the top fused candidates the floor judged.
        fused = [chunk_id for chunk_id, _ in state.triage.fused]
        if wanted & set(fused):
            return f"c:retrieve/{reason}", detail
    if not wanted & set(given):
        in_doc = any(_doc(c) in docs for c in given)
        return f"a:retrieval/{'record-only-' if in_doc else ''}{reason if not cited else 'answered-other'}", detail
    if cited:
        return ("d:wrong-span" if any(_doc(c) in docs for c in cited) else "b:other-record"), detail
    if state.generation is None:
        return f"c:retrieve/{reason}", detail
    validation = state.validation
    if validation is not None and not validation.declined:
        return f"c:validate/{','.join(validation.codes[:2]) or reason}", detail
    question = state.searched_question or state.question
    return f"c:answerer/{answerer_loss(question, state.evidence, wanted, settings)}", detail


FLOOR_OPEN = {"min_vector_score": -1.0}  # any cosine passes: the floor keeps no hydrated candidate out


def past_floor(fixture, settings) -> str:
    """The class of a question the floor declined, run again with the floor open (`FLOOR_OPEN`)."""
    return classify(fixture, settings.model_copy(update=FLOOR_OPEN))[0]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("sets", help="set numbers: 1-6,12-14")
    parser.add_argument("--list", action="store_true", help="one line per dev question lost (never a validation one)")
    parser.add_argument("--fixtures", type=Path, help="another fixture file instead of the fresh sets")
    parser.add_argument("--past-floor", action="store_true", help="also classify each floor loss with the floor open")
    args = parser.parse_args()
    if not os.environ.get("DALIL_STORE"):
        parser.error("DALIL_STORE must name a copy of the store (an answer writes user data)")
    from dalil.eval.fixtures import load_fixtures
    from dalil.settings import get_settings

    settings = get_settings()
    paths = [args.fixtures] if args.fixtures else [fixture_path(n) for n in set_numbers(args.sets)]
    numbers = [None] if args.fixtures else set_numbers(args.sets)
    total: Counter[str] = Counter()
    beyond: Counter[str] = Counter()  # --past-floor: the floor's losses, classed with the floor open
    answerable = 0
    for n, path in zip(numbers, paths, strict=True):
        validation = n in VALIDATION
        per_set: Counter[str] = Counter()
        for fixture in load_fixtures(path).fixtures:
            if fixture.refuse:
                continue
            answerable += 1
            loss, detail = classify(fixture, settings)
            per_set[loss] += 1
            past = past_floor(fixture, settings) if args.past_floor and loss == "c:retrieve/weak_evidence" else ""
            beyond.update([past] if past else [])
            if args.list and not validation and loss != "right":
                shown = f"{loss} -> past the floor {past}" if past else loss
                print(f"{fixture.id}\t{shown}\t{detail['state']}/{detail['reason']}\t{fixture.question}", flush=True)
        total.update(per_set)
        print(f"# {path.name}: " + ", ".join(f"{k} {v}" for k, v in sorted(per_set.items())), flush=True)
    print(f"\n| class | n/{answerable} |\n| --- | ---: |")
    for loss, count in sorted(total.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"| {loss} | {count}/{answerable} |")
    if args.past_floor:
        floor_losses = total["c:retrieve/weak_evidence"]
        print(f"\n| c:retrieve/weak_evidence, past the floor | n/{floor_losses} |\n| --- | ---: |")
        for loss, count in sorted(beyond.items(), key=lambda kv: (-kv[1], kv[0])):
            print(f"| {loss} | {count}/{floor_losses} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
