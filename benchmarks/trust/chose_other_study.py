"""CHOSE55's study: the answerable dev lines `answerable_losses.py` puts in `c:answerer/chose-other` (an expected
chunk's sentence passes the loss classifier's tests, yet the answerer declined or took another) — why does the
answerer not take it, and would ordering its admissible sentences by E5 cosine take the gold one?

For each line (ids from a losses listing) the whole answer path runs in process; the evidence the answerer was given
is read again through the answerer's own steps (`_rubric_response`, `_placed_sentences`, `_of_the_epithet`,
`_about_the_person`, the strict excerpt floor of a rite question, the two passes read alone / with the title), and for
each expected chunk's sentence the first of the answerer's tests it fails is named, with its E5 cosine and the best
E5 cosine of the sentences the answerer admits:

    DALIL_EMBEDDER=hashing DALIL_PROVIDER=extractive DALIL_STORE=<a copy of ci.sqlite> PYTHONPATH=shared \\
      .venv/bin/python benchmarks/trust/chose_other_study.py --ids chose-ids.txt --out chose.jsonl
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

from fresh_sets import VALIDATION, fixture_path  # noqa: E402

TESTS = ("satisfies", "states_asked", "answers_said", "thing_problem", "manner_problem", "numbered_otherwise")


def failed_test(question: str, sentence, title: list[str], excerpt: list[str], kind, predicates) -> str:
    """The first of the answerer's sentence tests (`_typed_on_subject`) `sentence` fails, or ""."""
    from dalil.answer.answer_type import satisfies  # noqa: PLC0415 - `--help` without the package
    from dalil.answer.asked_stated import states_asked  # noqa: PLC0415 - `--help` without the package
    from dalil.answer.manner_asked import manner_problem  # noqa: PLC0415 - `--help` without the package
    from dalil.answer.object_asked import thing_problem  # noqa: PLC0415 - `--help` without the package
    from dalil.answer.said_asked import answers_said  # noqa: PLC0415 - `--help` without the package
    from dalil.retrieval.names import numbered_otherwise  # noqa: PLC0415 - `--help` without the package

    checks = (
        lambda: satisfies(kind, sentence.text, question, title),
        lambda: states_asked(question, sentence.text, title, predicates),
        lambda: answers_said(question, sentence.text, title, excerpt),
        lambda: thing_problem(question, [sentence.text], excerpt) is None,
        lambda: manner_problem(question, [sentence.text], title) is None,
        lambda: not numbered_otherwise(question, [(" ".join(title), sentence.text)]),
    )
    for name, check in zip(TESTS, checks, strict=True):
        if not check():
            return name
    return ""


def diagnose(question: str, evidence: list, wanted: set[str], settings, strict: bool, embedder) -> dict:
    import numpy as np  # noqa: PLC0415 - `--help` without the package

    from dalil.answer.answer_type import expected_type  # noqa: PLC0415 - `--help` without the package
    from dalil.answer.asked_reading import asked_predicates  # noqa: PLC0415 - `--help` without the package
    from dalil.providers import extractive as ex  # noqa: PLC0415 - `--help` without the package

    provider = ex.ExtractiveProvider(settings)
    out: dict = {"strict": strict, "rubric": ex._rubric_response(question, evidence) is not None,
                 "placed": ex._placed_sentences(question, evidence, settings.extractive_max_sentences) is not None}
    narrowed = ex._of_the_epithet(question, evidence)
    record = ex._about_the_person(question, narrowed)
    chunk_of = {item.evidence_id: item.chunk_id for item in evidence}
    out["gold_in_evidence"] = any(item.chunk_id in wanted for item in evidence)
    out["gold_in_epithet"] = any(item.chunk_id in wanted for item in narrowed)
    out["gold_in_record"] = any(item.chunk_id in wanted for item in record)
    readings = ex._question_readings(question, settings.extractive_root_credit)
    sentences = ex._sentences(record, ex._asked_book(question), ex.asked_writers(question))
    kind = expected_type(question)
    predicates = asked_predicates(question)
    titles = {item.evidence_id: [item.title] if item.title else [] for item in record}
    excerpts = {item.evidence_id: [item.excerpt] for item in record}
    floor = settings.extractive_min_support
    rows: dict[tuple[str, int], dict] = {}
    for titled in (False, True):
        on = provider._on_subject_ids(question, record, strict, titled, readings=readings)
        on_loose = provider._on_subject_ids(question, record, False, titled, readings=readings)
        for score, s in provider.score_sentences(question, record, titled, readings, sentences):
            row = rows.setdefault((s.evidence_id, s.position), {"text": s.text[:140], "gold": chunk_of[s.evidence_id] in wanted,
                                                                 "rank": s.rank, "pass": {}})
            row["pass"]["titled" if titled else "alone"] = {
                "score": round(score, 3), "on": s.evidence_id in on, "on_loose": s.evidence_id in on_loose,
                "fails": failed_test(question, s, titles[s.evidence_id], excerpts[s.evidence_id], kind, predicates)
                if score >= floor else "floor"}
    if sentences:
        query = np.asarray(embedder.embed_query(question), dtype=np.float64)
        vectors = np.asarray(embedder.embed_documents([s.text for s in sentences]), dtype=np.float64)
        for s, cosine in zip(sentences, vectors @ query, strict=True):
            rows[(s.evidence_id, s.position)]["cos"] = round(float(cosine), 4)
    out["sentences"] = list(rows.values())
    return out


def study(ids: list[str], out: Path) -> None:
    from dalil.embed.e5 import E5Embedder  # noqa: PLC0415 - `--help` without the package
    from dalil.eval.answers import fixture_settings  # noqa: PLC0415 - `--help` without the package
    from dalil.eval.fixtures import load_fixtures  # noqa: PLC0415 - `--help` without the package
    from dalil.settings import get_settings  # noqa: PLC0415 - `--help` without the package
    from dalil.workflow.local import run_traced  # noqa: PLC0415 - `--help` without the package

    settings = get_settings()
    embedder = E5Embedder()
    wanted_ids = set(ids)
    sets = sorted({int(i.split("-")[0].removeprefix("fq")) for i in ids if i.startswith("fq")})
    with out.open("a", encoding="utf-8") as sink:
        for n in sets:
            if n in VALIDATION:
                continue  # held out
            for fixture in load_fixtures(fixture_path(n)).fixtures:
                if fixture.id not in wanted_ids:
                    continue
                local = fixture_settings(fixture, settings)
                run = run_traced(fixture.question, settings=local, request_id=f"chose-{uuid.uuid4().hex[:12]}")
                state = run.state
                question = state.searched_question or state.question
                wanted = {*fixture.expectedChunkIds, *fixture.acceptableChunkIds}
                line = {"id": fixture.id, "question": fixture.question, "searched": question, "state": run.response.state,
                        "reason": run.response.reason or "", "generated": state.generation is not None}
                if state.evidence:
                    line |= diagnose(question, state.evidence, wanted, local, state.strict_religious, embedder)
                sink.write(json.dumps(line, ensure_ascii=False) + "\n")
                sink.flush()


def _capture(sink: list[dict], min_support: float):
    """A `_Stating.chosen` that chooses as the answerer's does and keeps, with their scores, the sentences it chose and
    every other admissible one (passing every test) down to `min_support`."""

    def chosen(self, first, floor: float, limit: int) -> list:
        picked: list = []
        kept: list = []
        rest: list = []
        seen: set[str] = set()
        found = first
        while found is not None and len(picked) < limit:
            if found[1].text not in seen:
                seen.add(found[1].text)
                picked.append(found[1])
                kept.append(found)
            if len(picked) < limit:
                found = self.next(min(floor, min_support))  # read on past the band: the first below it is kept in `rest`
                if found is not None and found[0] < floor:
                    rest.append(found)
                    break
        while (more := self.next(min_support)) is not None:
            rest.append(more)
        sink.append({"floor": floor, "limit": limit, "chosen": kept, "rest": rest})
        return picked

    return chosen


def ordering(run_dir: Path, out: Path) -> None:
    """Every dev line answered in `run_dir` (an answerable one): the admissible sentences of the answerer's choice
    (`_capture`), each with its word score, E5 cosine, whether its chunk is expected and whether it was chosen."""
    import numpy as np  # noqa: PLC0415 - `--help` without the package

    from dalil.embed.e5 import E5Embedder  # noqa: PLC0415 - `--help` without the package
    from dalil.eval.answers import fixture_settings  # noqa: PLC0415 - `--help` without the package
    from dalil.eval.fixtures import load_fixtures  # noqa: PLC0415 - `--help` without the package
    from dalil.providers import extractive as ex  # noqa: PLC0415 - `--help` without the package
    from dalil.settings import get_settings  # noqa: PLC0415 - `--help` without the package
    from dalil.workflow.local import run_traced  # noqa: PLC0415 - `--help` without the package

    settings = get_settings()
    embedder = E5Embedder()
    captured: list[dict] = []
    ex._Stating.chosen = _capture(captured, settings.extractive_min_support)  # type: ignore[method-assign]
    done = {json.loads(line)["id"] for line in out.read_text(encoding="utf-8").splitlines()} if out.exists() else set()
    for path in sorted(run_dir.glob("fq*.jsonl"), key=lambda p: int(p.stem[2:])):
        n = int(path.stem[2:])
        if n in VALIDATION:
            continue  # held out
        answered = {r["id"]: r for r in map(json.loads, path.read_text(encoding="utf-8").splitlines())
                    if r["state"] == "answer" and r["expects"] == "grounded"}
        for fixture in load_fixtures(fixture_path(n)).fixtures:
            if fixture.id not in answered or fixture.id in done:
                continue
            captured.clear()
            local = fixture_settings(fixture, settings)
            run = run_traced(fixture.question, settings=local, request_id=f"order-{uuid.uuid4().hex[:12]}")
            question = run.state.searched_question or run.state.question
            wanted = {*fixture.expectedChunkIds, *fixture.acceptableChunkIds}
            chunk_of = {item.evidence_id: item.chunk_id for item in run.state.evidence}
            line = {"id": fixture.id, "state": run.response.state, "was": answered[fixture.id]["cites_expected"],
                    "cites": any(c.chunk_id in wanted for c in run.response.citations)}
            if captured:
                last = captured[-1]
                pairs = [(score, s, True) for score, s in last["chosen"]] + [(score, s, False) for score, s in last["rest"]]
                query = np.asarray(embedder.embed_query(question), dtype=np.float64)
                vectors = np.asarray(embedder.embed_documents([s.text for _, s, _ in pairs]), dtype=np.float64)
                line |= {"floor": last["floor"], "limit": last["limit"], "sentences": [
                    {"score": round(score, 4), "cos": round(float(c), 4), "gold": chunk_of.get(s.evidence_id) in wanted,
                     "chosen": chosen, "text": s.text[:120], "key": [s.rank, s.position]}
                    for (score, s, chosen), c in zip(pairs, vectors @ query, strict=True)]}
            with out.open("a", encoding="utf-8") as sink:
                sink.write(json.dumps(line, ensure_ascii=False) + "\n")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--ids", type=Path)
    parser.add_argument("--answered", type=Path, help="a run directory: the ordering study of its answered dev lines")
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()
    if not os.environ.get("DALIL_STORE"):
        parser.error("DALIL_STORE must name a copy of the store (an answer writes user data)")
    if args.answered:
        ordering(args.answered, args.out)
    else:
        study(args.ids.read_text(encoding="utf-8").split(), args.out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
