"""The redraft and the extractive fallback (issue 19), measured through the whole workflow.

Each case of the claim probes (`claims-blind4.jsonl`, `claims-paraphrase.jsonl`: a provider answer
built from one chunk's sentence, faithful or bent) is asked as its question on a store through
`workflow.local.run_traced`, with a loopback Gemini model (tests/support/loopback_providers.py,
the real wire format) that writes the case's answer, cited to the label of the evidence excerpt
that holds most of the cited sentence's terms. On a redraft (its prompt carries the findings) the
model writes either (a) `same`: the same text again, or (b) `verbatim`: the cited sentence
without the case's edits. Three configurations, critic off and offline:

- `before`: redraft_on_validation and extractive_fallback off (today's workflow);
- `same`, `verbatim`: both on, the model's redraft as above.

Each run ends in one of: `model_draft` (the case's own text published), `model_redraft` (the
redraft's text published), `extractive` (the fallback's quote published), `sources`, `search`,
`other`. For a bent case `model_draft` is the bent text published; `extractive` is quoted text,
counted apart. `in_evidence`: the case's sentence was among the retrieved excerpts (when it is
not, even a faithful answer cites a passage that does not hold it); `extractive_quotes_its_sentence`:
the quote holds 60 % of the terms of the case's own sentence (else it quotes another sentence of
the evidence, which may or may not answer the question: the answer suites measure that).

    python benchmarks/trust/fallback_eval.py STORE [--fixtures F ...] [--limit N] > report.json

STORE is copied first (the runs write capacity rows and messages).
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import tempfile
import time
import uuid
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path[:0] = [str(HERE), str(ROOT / "tests")]

from blind_claims import BlindCase, answer_text  # type: ignore[import-not-found]  # noqa: E402
from fresh_claims import CaseError, build_answer  # type: ignore[import-not-found]  # noqa: E402

from dalil.settings import Settings  # noqa: E402
from dalil.stores.factory import build_services, reset_services  # noqa: E402
from dalil.text.support import term_set  # noqa: E402
from dalil.workflow.local import run_traced  # noqa: E402
from support.loopback_providers import LoopbackProviders, RecordedRequest, Reply, gemini_answer, is_redraft  # noqa: E402

FIXTURES = [ROOT / "benchmarks" / "fixtures" / "claims-blind4.jsonl", ROOT / "benchmarks" / "fixtures" / "claims-paraphrase.jsonl"]
MODEL = "model-a"
CONFIGS = {"before": (False, False, "same"), "same": (True, True, "same"), "verbatim": (True, True, "verbatim")}
CRITICS = ("off", "offline")


class ProbeCase(BlindCase):
    kind: str  # type: ignore[assignment]  # both probes' kinds


def load(paths: list[Path]) -> list[ProbeCase]:
    cases = []
    for path in paths:
        cases += [ProbeCase.model_validate_json(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    return cases


def verbatim_of(case: ProbeCase, text: str) -> str:
    return build_answer(case.model_copy(update={"edits": [], "swap": None, "append": None, "plain": False}), text)


def best_label(request: RecordedRequest, sentence: str) -> tuple[str, bool]:
    """The label whose excerpt holds most of the sentence's terms, and whether it holds 90 % of them."""
    wanted = term_set(sentence)
    best, share = "E1", 0.0
    for label, block in request.evidence_blocks().items():
        held = len(wanted & term_set(block)) / max(1, len(wanted))
        if held > share:
            best, share = label, held
    return best, share >= 0.9


def writer(draft: str, verbatim: str, redraft: str, seen: dict) -> Reply:
    def respond(request: RecordedRequest) -> Reply:
        label, held = best_label(request, verbatim)
        seen.setdefault("in_evidence", held)
        text = (verbatim if redraft == "verbatim" else draft) if is_redraft(request) else draft
        text = text.replace("[E1]", f"[{label}]")
        seen.setdefault("texts", []).append(text)
        return gemini_answer({"status": "answered", "answer": text, "cited_ids": [label]})

    return Reply(respond=respond)


def classify(response, texts: list[str]) -> str:
    if response.state != "answer":
        return response.state if response.state in ("sources", "search") else "other"
    if response.provider == "extractive":
        return "extractive"
    if texts and response.answer == texts[0]:
        return "model_draft"
    return "model_redraft"


def run(store: Path, fixtures: list[Path], limit: int | None = None) -> dict:
    cases = load(fixtures)[:limit]
    work = Path(tempfile.mkdtemp(prefix="fallback-eval-"))
    copy = work / "store.sqlite"
    shutil.copy(store, copy)
    for sidecar in store.parent.glob(store.name + "-*"):
        shutil.copy(sidecar, work / sidecar.name.replace(store.name, copy.name))
    chunks = build_services(Settings(store=copy, embedder="hashing", provider="extractive")).chunks.get_many([c.chunk for c in cases])
    report: dict = {"N": len(cases), "N_faithful": sum(c.expect == "publish" for c in cases),
                    "N_bent": sum(c.expect == "refuse" for c in cases), "errors": [], "counts": {}, "outcomes": []}
    started = time.perf_counter()
    with LoopbackProviders() as server:
        for config, (redraft_on, fallback_on, redraft) in CONFIGS.items():
            for critic in CRITICS:
                settings = Settings(
                    store=copy, embedder="hashing", provider="gemini", gemini_api_key="loopback", gemini_base_url=server.base_url,
                    gemini_models=(MODEL,), critic=critic, redraft_on_validation=redraft_on, extractive_fallback=fallback_on,
                    capacity_per_minute=1_000_000, capacity_per_day=10_000_000,
                )
                reset_services()
                counts: dict[str, Counter] = {"faithful": Counter(), "bent": Counter()}
                for case in cases:
                    chunk = chunks.get(case.chunk)
                    try:
                        if chunk is None:
                            raise CaseError("missing chunk")
                        draft, verbatim = answer_text(case, chunk.text), verbatim_of(case, chunk.text)
                    except CaseError as error:
                        if config == "before" and critic == "off":
                            report["errors"].append([case.id, str(error)])
                        continue
                    seen: dict = {}
                    server.always(MODEL, writer(draft, verbatim, redraft, seen))
                    response = run_traced(case.question, settings=settings, request_id=uuid.uuid4().hex).response
                    outcome = classify(response, seen.get("texts", []))
                    # Does a quote hold the case's own sentence (most of its terms)? Else it answers from another one.
                    own = term_set(verbatim)
                    holds = outcome == "extractive" and len(own & term_set(response.answer or "")) >= 0.6 * len(own)
                    group = "faithful" if case.expect == "publish" else "bent"
                    counts[group][outcome] += 1
                    counts[group]["in_evidence"] += bool(seen.get("in_evidence"))
                    counts[group]["extractive_quotes_its_sentence"] += holds
                    report["outcomes"].append(
                        [config, critic, case.id, group, outcome, response.reason, bool(seen.get("in_evidence")), holds]
                    )
                report["counts"][f"{config}/{critic}"] = {group: dict(sorted(c.items())) for group, c in counts.items()}
                print(f"{config}/{critic}: {report['counts'][f'{config}/{critic}']}", file=sys.stderr, flush=True)
    report["seconds"] = round(time.perf_counter() - started, 1)
    shutil.rmtree(work, ignore_errors=True)
    return report


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("store", type=Path)
    parser.add_argument("--fixtures", type=Path, nargs="+", default=FIXTURES)
    parser.add_argument("--limit", type=int, default=None)
    args = parser.parse_args(argv)
    print(json.dumps(run(args.store, args.fixtures, args.limit), ensure_ascii=False, indent=1))


if __name__ == "__main__":
    main()
