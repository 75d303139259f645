"""The blind claim probe (`benchmarks/fixtures/claims-blind.jsonl`, frozen): provider answers that
cite a real chunk, written by an author who had read neither the fresh probe's cases nor the
claim checks' word lists, to measure those checks on bends nobody tuned them for.

Same case format as `fresh_claims.py` (chunk id + sentence index + edits, never Coptic text),
with the kinds a real LLM produces and one more field:
- kinds: `role` (who did what), `number` (a wrong year or count), `place`, `name` (an invented
  place or person), `negation` (colloquial), `merge` (a detail of a neighbouring saint or record),
  `tail` (an extra uncited sentence), `hedge` (a hedge turned into a certainty), `faithful`;
- `tail`: a sentence of our own after the cited one, carrying no citation.
Published mirrors the workflow's validate step as `fresh_claims.published` does, critic off and
offline.

    python benchmarks/trust/blind_claims.py STORE [FIXTURES]   # prints a JSON report
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Literal

from fresh_claims import CaseError, FreshCase, answer_published, build_answer  # type: ignore[import-not-found]

from dalil.models import Chunk
from dalil.settings import Settings
from dalil.stores.factory import build_services

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "claims-blind.jsonl"


class BlindCase(FreshCase):
    kind: Literal["role", "number", "place", "name", "negation", "merge", "tail", "hedge", "quantifier", "cause", "faithful"]  # type: ignore[assignment]
    tail: str | None = None


def load_cases(path: Path) -> list[BlindCase]:
    return [BlindCase.model_validate_json(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def answer_text(case: BlindCase, text: str) -> str:
    answer = build_answer(case, text)
    return f"{answer} {case.tail}" if case.tail else answer


def run(store: Path, fixtures: Path = FIXTURES) -> dict:
    settings = Settings(store=store, embedder="hashing", provider="extractive")
    services = build_services(settings)
    cases = load_cases(fixtures)
    chunks = services.chunks.get_many([c.chunk for c in cases])
    report: dict = {"N": len(cases), "errors": [], "by_kind": {}, "outcomes": []}
    for critic in ("off", "offline"):
        bent_published = faithful_refused = 0
        for case in cases:
            chunk = chunks.get(case.chunk)
            if chunk is None:
                report["errors"].append([case.id, "missing chunk"])
                continue
            try:
                out, why = published_blind(case, chunk, settings, services.claim_names, critic)
            except CaseError as error:
                report["errors"].append([case.id, str(error)])
                continue
            wrong = out != (case.expect == "publish")
            bent_published += wrong and case.expect == "refuse"
            faithful_refused += wrong and case.expect == "publish"
            counts = report["by_kind"].setdefault(f"{critic}/{case.kind}", [0, 0])
            counts[0] += wrong
            counts[1] += 1
            report["outcomes"].append([critic, case.id, case.kind, "published" if out else "refused", not wrong, why])
        report[f"critic_{critic}"] = {"bent_published": bent_published, "faithful_refused": faithful_refused}
    report["N_bent"] = sum(c.expect == "refuse" for c in cases)
    report["N_faithful"] = sum(c.expect == "publish" for c in cases)
    return report


def published_blind(case: BlindCase, chunk: Chunk, settings: Settings, names: frozenset[str], critic: str) -> tuple[bool, list[str]]:
    """`fresh_claims.answer_published` on the answer with the case's uncited tail sentence."""
    return answer_published(answer_text(case, chunk.text), case.question, case.chunk, chunk, settings, names, critic)


if __name__ == "__main__":
    store_arg = Path(sys.argv[1])
    fixtures_arg = Path(sys.argv[2]) if len(sys.argv) > 2 else FIXTURES
    print(json.dumps(run(store_arg, fixtures_arg), ensure_ascii=False, indent=1))
