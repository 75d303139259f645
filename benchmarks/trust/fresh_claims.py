"""The fresh claim probe (`benchmarks/fixtures/claims-fresh.jsonl`, frozen): hand-written provider
answers that cite a real chunk and either bend it (a fabricated name, place or title, a changed
role, an Egyptian colloquial negation, a number in words) or restate it faithfully. Written
before the checks they measure were changed, in wording nobody tuned those checks on.

A case names its chunk and one of the chunk's sentences (never its text: the Coptic texts are not
committed); the answer is that sentence with the case's edits applied at run time:
- `edits`: [[old, new], …]: the first run of words whose folded form is `old` (one or more
  words, a glued و/ف kept) becomes `new`;
- `swap`: [a, b]: the first words folding to `a` and to `b` exchange places;
- `append`: our own clause after the sentence, inside it, one citation for both;
- `plain`: the sentence's diacritics (Unicode `Mn`) removed first (a provider rarely writes them).
`expect` is "refuse" for a bent answer, "publish" for a faithful one. Published is the
workflow's own decision (`answer.publish_decision.decide`, what `workflow.steps.validate`
calls), with the store's corpus names and the chunk's metadata as the workflow passes them,
critic off and offline.

    python benchmarks/trust/fresh_claims.py STORE [--fixtures FILE]   # prints a JSON report
"""

from __future__ import annotations

import argparse
import json
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, Field

from dalil.answer.cards import allowed_urls
from dalil.answer.publish_decision import Asked, decide
from dalil.answer.validate import common_words_of
from dalil.eval.offline_review import offline_critic
from dalil.models import AnswerPayload, Chunk, ContextPack, Evidence
from dalil.retrieval.retriever import searched_as
from dalil.settings import Settings
from dalil.stores.factory import build_services
from dalil.stores.protocols import ChunkStore
from dalil.text.normalize import fold
from dalil.text.support import split_sentences

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "claims-fresh.jsonl"
_TRAILING = " .؟!،:\n"
_GLUED = ("و", "ف")
CRITICS = ("off", "offline")


class FreshCase(BaseModel):
    id: str
    kind: Literal["name", "place", "title", "role", "negation", "number", "faithful"]
    domain: Literal["saint", "bible", "liturgy", "arcd"]
    chunk: str
    sentence: int = 0  # index among the chunk's sentences of 6+ words
    question: str
    edits: list[list[str]] = Field(default_factory=list)
    swap: list[str] | None = None
    append: str | None = None
    plain: bool = False
    expect: Literal["refuse", "publish"]
    notes: str | None = None


class CaseError(ValueError):
    """The case does not fit its chunk (no such sentence or word)."""


def _sentences(text: str) -> list[str]:
    # as the chunk was cut when the frozen cases were written (`split_sentences`' enclosures, LOST39)
    return [s.rstrip(_TRAILING) for s in split_sentences(text, enclosures=False) if len(s.split()) >= 6]


def _bare(folded: str) -> str:
    return folded[1:] if folded[:1] in _GLUED and len(folded) > 3 else folded


def _find(tokens: list[str], words: list[str]) -> tuple[int, str]:
    """(start, glued prefix) of the first run of `tokens` folding to `words`."""
    wanted = [fold(w) for w in words]
    folded = [fold(t) for t in tokens]
    for i in range(len(tokens) - len(wanted) + 1):
        window = folded[i : i + len(wanted)]
        if window == wanted:
            return i, ""
        if [_bare(window[0]), *window[1:]] == wanted:
            return i, tokens[i][0]
    raise CaseError(f"{' '.join(words)!r} is not in the sentence")


def build_answer(case: FreshCase, text: str) -> str:
    sentences = _sentences(text)
    if case.sentence >= len(sentences):
        raise CaseError(f"the chunk has {len(sentences)} sentences of 6+ words")
    sentence = sentences[case.sentence]
    if case.plain:
        sentence = "".join(ch for ch in sentence if unicodedata.category(ch) != "Mn")
    tokens = sentence.split()
    for old, new in case.edits:
        words = old.split()
        start, glued = _find(tokens, words)
        tokens[start : start + len(words)] = (glued + new).split()
    if case.swap:
        a, _ = _find(tokens, [case.swap[0]])
        b, _ = _find(tokens, [case.swap[1]])
        tokens[a], tokens[b] = tokens[b], tokens[a]
    body = " ".join(tokens).rstrip(_TRAILING)
    if case.append:
        body = f"{body}، {case.append}"
    return f"{body} [E1]."


def load_cases(path: Path) -> list[FreshCase]:
    return [FreshCase.model_validate_json(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def published(case: FreshCase, chunk: Chunk, settings: Settings, names: frozenset[str], critic: str) -> tuple[bool, list[str]]:
    return answer_published(build_answer(case, chunk.text), case.question, case.chunk, chunk, settings, names, critic)


@lru_cache(maxsize=2)
def _chunks_of(store: str) -> ChunkStore:
    """The store's chunks, opened once per store (the question's reading needs its vocabulary and names; with no store
    file, as a unit test's settings name, the question is checked as asked)."""
    return build_services(Settings(store=Path(store), embedder="hashing", provider="extractive")).chunks


def answer_published(answer: str, question: str, chunk_id: str, chunk: Chunk, settings: Settings,
                     names: frozenset[str], critic: str) -> tuple[bool, list[str]]:
    """Whether an answer citing one chunk as E1 goes out: the workflow's own decision
    (`answer.publish_decision.decide`, what `workflow.steps.validate` calls), with the chunk's
    url allowed, the store's common words and, with `critic="offline"`, the offline critic on
    the chunk; else the codes it is refused for."""
    context = ContextPack(
        evidence=[Evidence(evidence_id="E1", chunk_id=chunk_id, excerpt=chunk.text, title=chunk.title)],  # as answer.context issues it
        tokens=0,
        chunk_metadata={chunk_id: dict(chunk.metadata)},
    )
    payload = AnswerPayload(status="answered", answer=answer, cited_ids=["E1"])
    review = offline_critic(question, {chunk_id: chunk}, settings) if critic == "offline" else None
    # the question as the workflow's checks read it: a Franco-Arabic one as its searched Arabic (`searched_as`)
    store = Path(settings.store) if settings.store else None
    searched = searched_as(question, _chunks_of(str(store)), settings) if store and store.is_file() else None
    asked = Asked(question, searched)
    decision = decide(
        asked, payload, context, settings, allowed_urls=allowed_urls(context, {chunk_id: chunk}), names=names,
        common=common_words_of(settings), critic=review,
    )
    return decision.published, decision.codes


@dataclass(frozen=True)
class Outcome:
    """One case under one critic mode: published or not, and the reasons it was refused."""

    critic: str
    case: FreshCase
    published: bool
    why: list[str]

    @property
    def behaves(self) -> bool:
        return self.published == (self.case.expect == "publish")

    @property
    def verdict(self) -> str:
        return "published" if self.published else "refused"


Publish = Callable[[Any, Chunk, Settings, frozenset[str], str], tuple[bool, list[str]]]


def run_cases(store: Path, cases: Sequence[FreshCase], publish: Publish) -> tuple[list[Outcome], list[list[str]]]:
    """Every case under each critic mode (off first, then offline), against the store's chunks; a
    case whose chunk is missing or that does not fit its chunk is an error (once per mode), never
    an outcome."""
    settings = Settings(store=store, embedder="hashing", provider="extractive")
    services = build_services(settings)
    chunks = services.chunks.get_many([c.chunk for c in cases])
    outcomes: list[Outcome] = []
    errors: list[list[str]] = []
    for critic in CRITICS:
        for case in cases:
            chunk = chunks.get(case.chunk)
            if chunk is None:
                errors.append([case.id, "missing chunk"])
                continue
            try:
                out, why = publish(case, chunk, settings, services.claim_names, critic)
            except CaseError as error:
                errors.append([case.id, str(error)])
                continue
            outcomes.append(Outcome(critic, case, out, why))
    return outcomes, errors


def run(store: Path, fixtures: Path = FIXTURES) -> dict:
    cases = load_cases(fixtures)
    outcomes, errors = run_cases(store, cases, published)
    report: dict = {"N": len(cases), "errors": errors, "by_kind": {}, "outcomes": []}
    for outcome in outcomes:
        counts = report["by_kind"].setdefault(f"{outcome.critic}/{outcome.case.kind}", [0, 0])
        counts[0] += outcome.behaves
        counts[1] += 1
        report["outcomes"].append([outcome.critic, outcome.case.id, outcome.verdict, outcome.behaves, outcome.why])
    for critic in CRITICS:
        report[f"behaves_critic_{critic}"] = sum(o.behaves for o in outcomes if o.critic == critic)
    return report


def probe_parser(default_fixtures: Path) -> argparse.ArgumentParser:
    """The command line both claim probes share: a store, and a case file given positionally or
    with --fixtures (default: the probe's own frozen file)."""
    parser = argparse.ArgumentParser(description="Print the JSON report of a claim probe (critic off and offline).")
    parser.add_argument("store", type=Path, help="SQLite store holding the bundled corpus and both Coptic corpora")
    parser.add_argument("fixtures_arg", nargs="?", type=Path, metavar="FIXTURES", help="case file (same as --fixtures)")
    parser.add_argument("--fixtures", type=Path, default=None, help=f"case file (default {default_fixtures.name})")
    parser.set_defaults(default_fixtures=default_fixtures)
    return parser


def probe_paths(parser: argparse.ArgumentParser, args: argparse.Namespace) -> tuple[Path, Path]:
    """(store, case file), both existing: a mistyped store would otherwise be created empty and
    report every case as a missing chunk."""
    if not args.store.is_file():
        parser.error(f"no store at {args.store}")
    if args.fixtures and args.fixtures_arg and args.fixtures != args.fixtures_arg:
        parser.error("give the case file once, positionally or with --fixtures")
    fixtures: Path = args.fixtures or args.fixtures_arg or args.default_fixtures
    if not fixtures.is_file():
        parser.error(f"no case file at {fixtures}")
    return args.store, fixtures


def main(argv: list[str] | None = None) -> None:
    parser = probe_parser(FIXTURES)
    args = parser.parse_args(argv)
    print(json.dumps(run(*probe_paths(parser, args)), ensure_ascii=False, indent=1))


if __name__ == "__main__":
    main()
