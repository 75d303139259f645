"""For which questions can E5 re-scoring change nothing the reader sees? (issue 24: the E5 question
embedding is ~17 ms of a ~41 ms served ask; the lever that keeps the vectors is not embedding where
re-scoring cannot change the answer.)

    DALIL_STORE=<copy of a store> [DALIL_EMBEDDER=hashing] .venv/bin/python \
        benchmarks/performance/rescore_moot.py [--suites dev-arcd,dev-xquad,...] [--limit N] [--out FILE]

Every question of the suites runs the whole answer path (`workflow.local.run_traced`, the fixture's
own settings as `dalil eval answers` applies them, the offline extractive provider) twice in one
process: with the configured re-scorer, and with `rescore=off` (no E5 question vector at all: no
re-scoring, no E5 topic list). The two responses are compared field by field (state, answer,
citations, source cards, reason, clarification, searched question; ids and clocks dropped). The
run with re-scoring also records what re-scoring saw: whether the question was embedded, per
re-scoring call how many window slots had a passage vector (`covered`, and the slots a pinned
quotation leaves), whether a date / reference lookup ran and how many of its records the reader's
top-k held and with a vector, whether E5 topic matching read the vector. Each question falls in
the first class that fits it:

  not_embedded      the E5 question vector was never made (unsupported, invalid, over-long, no
                    window chunk with a passage vector): already spared today
  window_under_2    made, but no re-scoring call had 2 slots to re-order and E5 topic matching
                    never read it: re-scoring returned the fused order every time
  lookup_filled     a date / reference lookup whose records fill the final top-k, none of them
                    with a passage vector: re-scoring can move only chunks after the top-k
  lookup_other      any other lookup
  quotation_pinned  the first chunk pinned as a verbatim quotation
  topic_e5_read     E5 topic matching read the vector
  other             the rest

Reported per suite and class: questions, responses that differ. Open dev suites only (no held-out
file: benchmarks/fixtures/README.md).

Besides its class, each question is marked with every candidate skip rule it meets (`RULES`, read
from the run with re-scoring: what a rule deciding before the embedding could see), and the table
`by_rule` counts per rule the questions and the responses that differ without the vector: a rule
with a difference cannot skip E5 as it stands (SERVE25).

  reference     a Bible reference was parsed (`bible_ref:` note)
  date          a date lookup ran and no reference (a structured re-scoring, no `bible_ref:`)
  name_match    a saint's record was moved first by name (`name_match:` note)
  name_led      the final first candidate is a Synaxarium record's chunk and the question names a
                person (`names.question_names`), with or without `name_match`
  search        the question ended in `search` with re-scoring (declined before an answer)
  repeated      its searched text was asked before in this run (an exact-question vector memory
                would return the same vector: never differs, by construction)
"""

from __future__ import annotations

import argparse
import json
import time
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

from served_ask_cpu import stable  # the sibling's response less ids and clocks: one definition

from dalil.embed import e5
from dalil.eval.answers import fixture_settings
from dalil.eval.fixtures import load_fixtures
from dalil.retrieval import rescore, topic_vectors
from dalil.settings import get_settings
from dalil.workflow import steps
from dalil.workflow.local import run_traced

FIXTURES = Path(__file__).resolve().parents[2] / "benchmarks" / "fixtures"
DEFAULT_SUITES = (
    "dev-arcd", "dev-xquad", "synaxarium-dates", "synaxarium-names", "synaxarium-stories", "liturgy-titles",
    "bible-refs", "fresh-questions", *(f"fresh-questions-{n}" for n in range(2, 9)),
)


class Probe:
    """What re-scoring saw during one question (wraps three functions of this process only)."""

    def __init__(self) -> None:
        self.reset()
        embed = e5.E5Embedder.embed_query
        rescore_call = rescore.DenseRescorer.rescore
        match = topic_vectors.TopicVectors.match
        retrieve = steps._retrieve
        probe = self

        def counted_embed(self: Any, text: str) -> Any:
            probe.embedded += 1
            return embed(self, text)

        def seen_rescore(self: Any, question: str, fused: Any, structured: bool = False, **rest: Any) -> Any:
            # the passage vectors only: embedding the question here would hand E5 topic matching a
            # vector re-scoring itself may not make (rescore.moot)
            vectors = self._passage_vectors([c.chunk_id for c in fused[: self.window]])
            pinned = self._pinned(question, fused) if vectors and not structured else 0
            slots = sum(1 for i, c in enumerate(fused[: self.window]) if c.chunk_id in vectors and i >= pinned)
            probe.calls.append({"covered": len(vectors), "slots": slots, "pinned": pinned, "structured": structured,
                                "vectors": sorted(vectors)})
            return rescore_call(self, question, fused, structured, **rest)

        def seen_match(self: Any, *args: Any, **kwargs: Any) -> Any:
            probe.topic_e5 += 1
            return match(self, *args, **kwargs)

        def kept_retrieve(*args: Any, **kwargs: Any) -> Any:
            probe.result = retrieve(*args, **kwargs)
            return probe.result

        e5.E5Embedder.embed_query = counted_embed  # type: ignore[method-assign]
        rescore.DenseRescorer.rescore = seen_rescore  # type: ignore[method-assign]
        topic_vectors.TopicVectors.match = seen_match  # type: ignore[method-assign]
        steps._retrieve = kept_retrieve

    def reset(self) -> None:
        self.embedded = 0
        self.calls: list[dict[str, Any]] = []
        self.topic_e5 = 0
        self.result: Any = None

    def classify(self, top_k: int) -> str:
        if not self.embedded:
            return "not_embedded"
        if self.topic_e5 == 0 and all(call["slots"] < 2 for call in self.calls):
            return "window_under_2"
        lookup = any(call["structured"] for call in self.calls)
        if lookup:
            final = self.result.candidates if self.result is not None else []
            priority = [c for c in final if any(k in c.boosts for k in ("date_match", "reference_match", "priority"))]
            with_vector = {cid for call in self.calls for cid in call["vectors"]}
            if len(priority) >= top_k and not any(c.chunk_id in with_vector for c in priority):
                return "lookup_filled"
            return "lookup_other"
        if any(call["pinned"] for call in self.calls):
            return "quotation_pinned"
        if self.topic_e5:
            return "topic_e5_read"
        return "other"


RULES = ("reference", "date", "name_match", "name_led", "search", "repeated")


def rules_met(result: Any, state: str, calls: list[dict[str, Any]], seen: set[str]) -> list[str]:
    """The candidate skip rules (`RULES`) one question meets, from its run with re-scoring."""
    from dalil.models import SYNAXARIUM, library_of  # noqa: PLC0415 - with the rest of dalil, after the settings
    from dalil.retrieval import names  # noqa: PLC0415
    from dalil.text.normalize import fold  # noqa: PLC0415

    met = []
    notes = result.trace.notes if result is not None else []
    reference = any(note.startswith("bible_ref:") for note in notes)
    if reference:
        met.append("reference")
    if not reference and any(call["structured"] for call in calls):
        met.append("date")
    if any(note.startswith("name_match:") for note in notes):
        met.append("name_match")
    if result is not None and result.candidates:
        searched = result.trace.searched or result.trace.question
        if library_of(result.candidates[0].chunk_id) == SYNAXARIUM and names.question_names(searched, bare=True):
            met.append("name_led")
    if state == "search":
        met.append("search")
    if result is not None:
        key = " ".join(fold(result.trace.searched or result.trace.question).split())
        if key in seen:
            met.append("repeated")
        seen.add(key)
    return met


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--suites", default=",".join(DEFAULT_SUITES))
    parser.add_argument("--limit", type=int, default=0, help="questions per suite (0: all)")
    parser.add_argument("--out", type=Path, help="one JSON line per question")
    args = parser.parse_args()
    base = get_settings()
    off_base = base.model_copy(update={"rescore": "off"})
    probe = Probe()
    table: dict[str, Counter[str]] = defaultdict(Counter)
    by_rule: Counter[str] = Counter()
    seen: set[str] = set()
    rows = []
    started = time.process_time()
    for suite in args.suites.split(","):
        fixtures = load_fixtures(FIXTURES / f"{suite}.jsonl").fixtures
        for fixture in fixtures[: args.limit or None]:
            probe.reset()
            on = run_traced(fixture.question, settings=fixture_settings(fixture, base))
            kind = probe.classify(base.top_k)
            calls, embedded, topic_e5, result = probe.calls, probe.embedded, probe.topic_e5, probe.result
            off = run_traced(fixture.question, settings=fixture_settings(fixture, off_base))
            a, b = stable(on.response.model_dump(mode="json")), stable(off.response.model_dump(mode="json"))
            fields = sorted(k for k in set(a) | set(b) if a.get(k) != b.get(k))
            table[suite][f"{kind}:n"] += 1
            table[suite][f"{kind}:differ"] += bool(fields)
            met = rules_met(result, a["state"], calls, seen) if embedded else []
            for rule in met:
                by_rule[f"{rule}:n"] += 1
                by_rule[f"{rule}:differ"] += bool(fields)
            by_rule["embedded:n"] += bool(embedded)
            by_rule["embedded:differ"] += bool(embedded and fields)
            rows.append({"suite": suite, "id": fixture.id, "class": kind, "differ": fields, "state_on": a["state"],
                         "state_off": b["state"], "embedded": embedded, "topic_e5": topic_e5, "rules": met,
                         "calls": [{k: v for k, v in c.items() if k != "vectors"} for c in calls]})
    if args.out:
        args.out.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    total: Counter[str] = Counter()
    for counts in table.values():
        total.update(counts)
    print(json.dumps({"store": str(base.store), "embedder": base.embedder, "questions": len(rows),
                      "cpu_s": round(time.process_time() - started, 1),
                      "by_suite": {s: dict(sorted(c.items())) for s, c in table.items()},
                      "total": dict(sorted(total.items())), "by_rule": dict(sorted(by_rule.items()))}, ensure_ascii=False, indent=1))


if __name__ == "__main__":
    main()
