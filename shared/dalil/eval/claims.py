"""Claim-support suite: payloads built from real chunks at run time, checked by the validator (the
quotation rule too, by each chunk's library), so "a fabricated sentence with a valid [E1]" and "a sentence stitched
from two passages" are measured, not assumed.

A case's `strict` (in the frozen files: the old question-route rule, deleted by VERBATIM19M) is
not read. A case (one JSON line of `benchmarks/fixtures/claims-*.jsonl`) names chunks, never their text (the
Coptic texts are not committed); the sentence is assembled from the stored chunks:
- `single`: the first sentence of chunk A, verbatim, citing it: must pass validation;
- `stitched`: A's first sentence and B's joined into ONE sentence with "و", citing both
  ("[E1, E2]"): the union of the two excerpts states it, neither alone does; must fail the
  quotation rule (`not_quoted`: no ONE excerpt sentence says it in its words);
- `fabricated`: the case's own `sentence` (our words, stated by no chunk), citing A: must fail
  validation (`unsupported_sentence`) with the critic off.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, Field

from dalil.answer.validate import NOT_QUOTED, UNSUPPORTED_SENTENCE, validate_answer
from dalil.models import AnswerPayload, ContextPack, Evidence
from dalil.settings import Settings
from dalil.text.support import split_sentences


class ClaimCase(BaseModel):
    id: str
    kind: Literal["single", "stitched", "fabricated"]
    chunks: list[str] = Field(min_length=1)
    sentence: str | None = None  # fabricated only: our own words
    notes: str | None = None


class ClaimOutcome(BaseModel):
    id: str
    kind: str
    behaves: bool
    validation: list[str] = Field(default_factory=list)
    error: str | None = None


class ClaimsRun(BaseModel):
    fixtures: str
    N: int
    behaves: int
    by_kind: dict[str, list[int]]  # kind -> [behaves, N]
    outcomes: list[ClaimOutcome]


def load_cases(path: Path) -> list[ClaimCase]:
    return [ClaimCase.model_validate_json(line) for line in Path(path).read_text(encoding="utf-8").splitlines() if line.strip()]


def _first_sentence(text: str) -> str:
    # as the chunk was cut when the frozen cases were written (`split_sentences`' enclosures, LOST39)
    sentences = [s for s in split_sentences(text, enclosures=False) if len(s.split()) >= 6]
    return (sentences or [text])[0]


def _payload(case: ClaimCase, texts: dict[str, str]) -> tuple[str, list[str]]:
    a = _first_sentence(texts[case.chunks[0]])
    if case.kind == "single":
        return f"{a} [E1]", ["E1"]
    if case.kind == "fabricated":
        return f"{case.sentence} [E1]", ["E1"]
    b = _first_sentence(texts[case.chunks[1]])
    stitched = a.rstrip(" .؟!،") + " و" + b.rstrip(" .؟!،")  # one sentence, two passages
    return f"{stitched}. [E1, E2]", ["E1", "E2"]


def evaluate_case(case: ClaimCase, chunks: Any, settings: Settings) -> ClaimOutcome:
    records = chunks.get_many(case.chunks)
    missing = [c for c in case.chunks if c not in records]
    if missing or (case.kind == "stitched" and len(case.chunks) < 2):
        return ClaimOutcome(id=case.id, kind=case.kind, behaves=False, error=f"missing chunks: {missing or 'need two'}")
    texts = {cid: records[cid].text for cid in case.chunks}
    evidence = [Evidence(evidence_id=f"E{i}", chunk_id=cid, excerpt=texts[cid]) for i, cid in enumerate(case.chunks, 1)]
    # Each chunk's library, as the workflow passes it: it decides the quotation rule (`text.quotation`).
    context = ContextPack(evidence=evidence, tokens=0, chunk_metadata={cid: {"library": records[cid].library} for cid in case.chunks})
    answer, ids = _payload(case, texts)
    payload = AnswerPayload(status="answered", answer=answer, cited_ids=ids)
    result = validate_answer(payload, context, settings)
    if case.kind == "single":
        ok = result.ok
    elif case.kind == "stitched":
        ok = NOT_QUOTED in result.failures
    else:
        ok = UNSUPPORTED_SENTENCE in result.failures
    return ClaimOutcome(id=case.id, kind=case.kind, behaves=ok, validation=result.failures)


def run_claims(path: Path, chunks: Any, settings: Settings) -> ClaimsRun:
    outcomes = [evaluate_case(case, chunks, settings) for case in load_cases(path)]
    by_kind: dict[str, list[int]] = {}
    for outcome in outcomes:
        counts = by_kind.setdefault(outcome.kind, [0, 0])
        counts[0] += int(outcome.behaves)
        counts[1] += 1
    return ClaimsRun(fixtures=str(path), N=len(outcomes), behaves=sum(o.behaves for o in outcomes), by_kind=by_kind, outcomes=outcomes)


def write_cases(path: Path, cases: list[ClaimCase]) -> None:
    path.write_text("".join(json.dumps(c.model_dump(exclude_none=True), ensure_ascii=False) + "\n" for c in cases), encoding="utf-8")
