"""The blind claim probe (`benchmarks/fixtures/claims-blind.jsonl`, frozen): provider answers that
cite a real chunk, written by an author who had read neither the fresh probe's cases nor the
claim checks' word lists, to measure those checks on bends nobody tuned them for.

Same case format as `fresh_claims.py` (chunk id + sentence index + edits, never Coptic text),
with the kinds a real LLM produces and one more field:
- kinds: `role` (who did what), `number` (a wrong year or count), `place`, `name` (an invented
  place or person), `negation` (colloquial), `merge` (a detail of a neighbouring saint or record),
  `tail` (an extra uncited sentence), `hedge` (a hedge turned into a certainty), `quantifier`
  (بعض→كل, الأول→الأخير, أول→الوحيد), `cause` (an invented reason or purpose), `order` (which
  came first swapped: قبل/بعد), `comparison` (an invented أكبر/أعظم/أول من), `faithful`;
  the fourth probe adds `plural` (one made many or many one), `modality` (an order made a
  permission, must made may, an intent made a deed), `quote` (a saying given to the wrong
  speaker) and `outcome` (an outcome reversed by an antonym: healed/died, refused/accepted);
  the fifth probe adds `kin` (a kinship or office changed: mother/sister, priest/bishop), `date` (a
  day or month moved), `exception` (an إلا/غير/سوى exception dropped), `condition` (a condition
  dropped, making a conditional claim absolute), `interrogative` (a question in the source made an
  assertion) and `rubric` (a liturgy rubric's speaker or moment changed); the sixth probe adds
  `synonym` (a near-synonym that changes the fact: fled/travelled, reposed/martyred), `entailment`
  (a consequence reversed: refused the office/was ordained) and `fuse` (two true facts of one record
  joined wrongly: one event's date given to another, a summary of two sentences neither says);
- `tail`: a sentence of our own after the cited one, carrying no citation;
- `rubric_response`: true for a case written to meet the rubric response check (a liturgy exchange
  asked, the answer must quote the response line its chunk gives); kept for the frozen fixtures: since
  PROBEONE65 every case meets it, as every answer does in the workflow.
Published is the workflow's own decision (`answer.publish_decision.decide`, as `fresh_claims.published`
calls it), critic off and offline.

    python benchmarks/trust/blind_claims.py STORE [--fixtures FILE]   # prints a JSON report
    python benchmarks/trust/blind_claims.py STORE --fixtures benchmarks/fixtures/claims-blind2.jsonl --control
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Literal

from fresh_claims import CRITICS, FreshCase, Outcome, answer_published, build_answer, probe_parser, probe_paths, run_cases  # type: ignore[import-not-found]

from dalil.models import Chunk
from dalil.settings import Settings

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "claims-blind.jsonl"


class BlindCase(FreshCase):
    kind: Literal[  # type: ignore[assignment]
        "role", "number", "place", "name", "negation", "merge", "tail", "hedge", "quantifier", "cause", "order", "comparison", "faithful",
        "plural", "modality", "quote", "outcome",
        "kin", "date", "exception", "condition", "interrogative", "rubric",
        "synonym", "entailment", "fuse",
    ]
    tail: str | None = None
    rubric_response: bool = False
    # FAITHFMT50: a list over several lines. Edits join the sentence's words with spaces, so a case writes "¶"
    # where its answer breaks the line ("1. «…» ¶ 2. «…» [E1]." -> two lines, the marker on the last).
    line_breaks: bool = False


def load_cases(path: Path) -> list[BlindCase]:
    return [BlindCase.model_validate_json(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


LINE_BREAK = "¶"


def answer_text(case: BlindCase, text: str) -> str:
    answer = build_answer(case, text)
    if case.line_breaks:
        answer = answer.replace(f" {LINE_BREAK} ", "\n")
    return f"{answer} {case.tail}" if case.tail else answer


def run(store: Path, fixtures: Path = FIXTURES, control: bool = False) -> dict:
    """The probe's report; with `control`, also each case's cited sentence verbatim (see `verbatim_control`)."""
    cases = load_cases(fixtures)
    outcomes, errors = run_cases(store, cases, published_blind)
    report: dict = {"N": len(cases), "errors": errors, "by_kind": {}, "outcomes": []}
    for outcome in outcomes:
        wrong = not outcome.behaves
        counts = report["by_kind"].setdefault(f"{outcome.critic}/{outcome.case.kind}", [0, 0])
        counts[0] += wrong
        counts[1] += 1
        report["outcomes"].append([outcome.critic, outcome.case.id, outcome.case.kind, outcome.verdict, not wrong, outcome.why])
    for critic in CRITICS:
        mode = [o for o in outcomes if o.critic == critic and not o.behaves]
        report[f"critic_{critic}"] = {
            "bent_published": sum(o.case.expect == "refuse" for o in mode),
            "faithful_refused": sum(o.case.expect == "publish" for o in mode),
        }
    report["N_bent"] = sum(c.expect == "refuse" for c in cases)
    report["N_faithful"] = sum(c.expect == "publish" for c in cases)
    if control:
        report["control"] = verbatim_control(store, cases, outcomes)
    return report


def verbatim_control(store: Path, cases: list[BlindCase], outcomes: list[Outcome]) -> dict:
    """Every case's cited sentence with no edit and no tail, under the same question and critic.
    A verbatim sentence refused (the offline critic judges relevance to the question too) shows
    that a bent answer refused for the same reasons was not refused for its bend: `bend_not_caught`
    counts the bent cases published or refused only for reasons their verbatim sentence also got."""
    verbatim = [c.model_copy(update={"edits": [], "swap": None, "append": None, "tail": None}) for c in cases]
    control_outcomes, _ = run_cases(store, verbatim, published_blind)
    control_why = {(o.critic, o.case.id): set(o.why) for o in control_outcomes}
    report: dict = {}
    for critic in CRITICS:
        refused = [o for o in control_outcomes if o.critic == critic and not o.published]
        missed = [
            o for o in outcomes
            if o.critic == critic and o.case.expect == "refuse"
            and (o.published or set(o.why) <= control_why.get((critic, o.case.id), set()))
        ]
        report[f"critic_{critic}"] = {
            "verbatim_refused": [[o.case.id, o.why] for o in refused],
            "bend_not_caught": [[o.case.id, o.case.kind] for o in missed],
        }
    return report


def published_blind(case: BlindCase, chunk: Chunk, settings: Settings, names: frozenset[str], critic: str) -> tuple[bool, list[str]]:
    """`fresh_claims.answer_published` on the answer with the case's uncited tail sentence."""
    return answer_published(answer_text(case, chunk.text), case.question, case.chunk, chunk, settings, names, critic)


def main(argv: list[str] | None = None) -> None:
    parser = probe_parser(FIXTURES)
    parser.add_argument("--control", action="store_true",
                        help="also run every cited sentence verbatim, to tell bends caught from refusals of the sentence itself")
    args = parser.parse_args(argv)
    report = run(*probe_paths(parser, args), control=args.control)
    print(json.dumps(report, ensure_ascii=False, indent=1))


if __name__ == "__main__":
    main()
