"""Why is an answerable question declined? One row per answerable fixture that was not answered
from an expected/acceptable chunk, with the stage that stopped it.

    DALIL_EMBEDDER=hashing DALIL_PROVIDER=extractive DALIL_STORE=COPY \\
        python benchmarks/answers/decline_diagnosis.py FIXTURES.jsonl [...] [--json OUT.jsonl]

Per question (the run is the product's own steps, `workflow.local.run_traced`, on the given store):
  rank      best rank (1-based) of an expected/acceptable chunk in the retrieval's top 20 (- absent;
            the product keeps settings.top_k of them)
  ctx       its evidence id in the compacted context (- absent)
  outcome   state / reason of the run
  stage     the check that stopped the answer, read in the order the product applies them:
              retrieval        no expected chunk in the retrieval's top 20
              floor            the evidence floor (weak_evidence / no_candidates / a lookup note)
              context          expected chunk retrieved but not kept in the context
              person_ambiguous several same-name records
              language / invalid
              answerer:*       the extractive answerer declined; the sub-stage says where the
                               expected excerpt's sentences were lost:
                 person_record   `_about_the_person` kept another record
                 off_subject     the excerpt covers < extractive_min_excerpt_coverage of the question
                 low_support     its best sentence covers < extractive_min_support (score given)
                 type/asked      a sentence reached the floor but the type or asked-predicate check dropped it
                 chosen_dropped  chosen, then dropped by `_choose`'s states_asked filter
              validation:*     the answer was refused by validate (codes)
              other_record     answered from a chunk that is neither expected nor acceptable
The "best" columns give the best-scoring sentence of the expected excerpt and its score.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter

from dalil.answer.answer_type import expected_type, satisfies
from dalil.answer.asked_reading import asked_predicates
from dalil.answer.asked_stated import states_asked
from dalil.eval.answers import fixture_settings
from dalil.eval.fixtures import load_fixtures
from dalil.providers.extractive import ExtractiveProvider, _about_the_person
from dalil.retrieval.retriever import Retriever
from dalil.settings import get_settings
from dalil.stores.factory import build_services
from dalil.text.support import subject_terms
from dalil.workflow.local import run_traced

DEPTH = 20  # how deep in the retrieval a missing expected chunk is looked for


def _answerer_stage(question: str, state, wanted: set[str], settings) -> tuple[str, float, str]:
    """(sub-stage, best score, best sentence) for the expected excerpt in the answerer."""
    provider = ExtractiveProvider(settings)
    evidence = state.evidence
    asked = state.searched_question or state.question
    expected = [e for e in evidence if e.chunk_id in wanted]
    if not expected:
        return "answerer:expected_not_in_context", 0.0, ""
    record = _about_the_person(asked, evidence)
    if not any(e.chunk_id in wanted for e in record):
        return "answerer:person_record", 0.0, ""
    ids = {e.evidence_id for e in expected}
    best = (0.0, "")
    for titled in (False, True):
        scored = provider.score_sentences(asked, record, titled)
        mine = [(s, x) for s, x in scored if x.evidence_id in ids]
        if mine and mine[0][0] > best[0]:
            best = (mine[0][0], mine[0][1].text)
        on = provider._on_subject_ids(asked, record, state.strict_religious, titled)
        if not ids & on:
            continue
        kind = expected_type(asked)
        predicates = asked_predicates(asked)
        titles = {e.evidence_id: [e.title] if e.title else [] for e in record}
        reaching = [(s, x) for s, x in mine if s >= settings.extractive_min_support]
        if reaching:
            typed = [
                (s, x) for s, x in reaching
                if satisfies(kind, x.text, asked, titles[x.evidence_id])
                and states_asked(asked, x.text, titles[x.evidence_id], predicates)
            ]
            if not typed:
                return f"answerer:type/asked({kind})", reaching[0][0], reaching[0][1].text
            return "answerer:chosen_dropped_or_outranked", typed[0][0], typed[0][1].text
    on_any = any(ids & provider._on_subject_ids(asked, record, state.strict_religious, t) for t in (False, True))
    if not on_any:
        return "answerer:off_subject", best[0], best[1]
    return "answerer:low_support", best[0], best[1]


def diagnose(fixture, settings) -> dict:
    wanted = {*fixture.expectedChunkIds, *fixture.acceptableChunkIds}
    traced = run_traced(fixture.question, settings=settings)
    response, state = traced.response, traced.state
    services = build_services(settings)
    try:
        deep = Retriever(settings, services.search, services.chunks, services.embedder).retrieve(
            fixture.question, top_k=DEPTH
        )
        fused = [c.chunk_id for c in deep.candidates]
    except Exception:  # noqa: BLE001 - an invalid question has no candidates
        fused = []
    rank = next((i + 1 for i, chunk_id in enumerate(fused) if chunk_id in wanted), None)
    ctx = next((e.evidence_id for e in state.evidence if e.chunk_id in wanted), None)
    cited = [c.chunk_id for c in response.citations]
    row = {
        "id": fixture.id, "question": fixture.question, "state": response.state, "reason": response.reason,
        "rank": rank, "ctx": ctx, "n_ctx": len(state.evidence), "score": None, "best": "",
        "strict": state.strict_religious,
        "terms": sorted(subject_terms(state.searched_question or state.question)),
    }
    reason = response.reason or ""
    if response.state == "answer":
        row["stage"] = "right" if wanted & set(cited) else "other_record"
    elif reason.startswith("language_unsupported"):
        row["stage"] = "language"
    elif reason.startswith("invalid_question"):
        row["stage"] = "invalid"
    elif rank is None and not ctx:
        row["stage"] = "retrieval"
    elif not state.has_evidence:
        row["stage"] = "floor"
    elif reason.startswith("person_ambiguous"):
        row["stage"] = "person_ambiguous"
    elif ctx is None:
        row["stage"] = "context"
    elif state.generation and state.generation.payload and state.generation.payload.status == "answered":
        codes = state.validation.codes if state.validation else []
        row["stage"] = "validation:" + ",".join(codes)
    else:
        row["stage"], row["score"], row["best"] = _answerer_stage(fixture.question, state, wanted, settings)
    return row


def _bucket(rank: int | None) -> str:
    if rank is None:
        return "-"
    return "1" if rank == 1 else "2-5" if rank <= 5 else "6-10" if rank <= 10 else "11-20"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("fixtures", nargs="+")
    parser.add_argument("--json", help="write one JSON row per question here")
    parser.add_argument("--all", action="store_true", help="also list the questions answered right")
    args = parser.parse_args(argv)
    settings = get_settings()
    rows = []
    for path in args.fixtures:
        for fixture in load_fixtures(path).fixtures:
            if fixture.expects.answer == "refuse" or not (fixture.expectedChunkIds or fixture.acceptableChunkIds):
                continue
            row = diagnose(fixture, fixture_settings(fixture, settings))
            row["set"] = path.rsplit("/", 1)[-1]
            rows.append(row)
            if row["stage"] != "right" or args.all:
                print(f"{row['id']}\t{row['rank'] or '-'}\t{row['ctx'] or '-'}\t{row['stage']}\t"
                      f"{row['score'] if row['score'] is not None else ''}\t{row['question'][:70]}", flush=True)
    if args.json:
        with open(args.json, "w", encoding="utf-8") as out:
            for row in rows:
                out.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"\n{len(rows)} answerable questions with expected chunks", file=sys.stderr)
    print("| stage | n | rank 1 | 2-5 | 6-10 | 11-20 | in context | strict (rite/hymn) |", file=sys.stderr)
    print("| --- | --- | --- | --- | --- | --- | --- | --- |", file=sys.stderr)
    by_stage: dict[str, list[dict]] = {}
    for row in rows:
        by_stage.setdefault(row["stage"].split("(")[0], []).append(row)
    for stage, group in sorted(by_stage.items(), key=lambda item: -len(item[1])):
        ranks = Counter(_bucket(row["rank"]) for row in group)
        print(f"| {stage} | {len(group)} | {ranks['1']} | {ranks['2-5']} | {ranks['6-10']} | {ranks['11-20']} | "
              f"{sum(1 for row in group if row['ctx'])} | {sum(1 for row in group if row['strict'])} |", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
