"""Fabrication suite: a provider answer that cites a real chunk but changes what it says.

A case (one JSON line of `benchmarks/fixtures/fabrications.jsonl`) names a chunk, never its text
(the Coptic texts are not committed): the transformation is applied at run time to one sentence of
the stored chunk, so the suite measures what the validation path publishes when a provider bends
a real excerpt. Every kind is a fabrication, so every case behaves only when NOT published.

Kinds (deterministic; `transform` raises `FabricationError` when the chosen chunk cannot carry it):
- `negation`: the first verb of a small table is negated ("صام" -> "لم يصم", "كان" -> "لم يكن"),
  else the sentence is prefixed with "لم يحدث أن"; one negator, every other word verbatim;
- `number`: the first number of the first sentence holding one is raised by 7 (same digit set), or
  its first number word changed ("أربعين" -> "خمسين");
- `name`: the case's `replace: [old, new]`: the first word that is `old` (folded, with or without a
  glued و/ف) becomes `new`, another person or place;
- `detail`: the case's `detail` clause (our words) appended inside the verbatim sentence, one
  citation for both ("…، ثم قطع الوالي رأسه بالسيف [E1]");
- `tail`: the verbatim cited sentence, then two short sentences (our words) citing nothing;
- `stitch`: the first sentences of two chunks joined into one sentence citing both ([E1, E2]);
- `bidi`: the verbatim sentence with a right-to-left override (U+202E, Unicode Cf) from its middle
  word to a pop (U+202C) at its end: what a reader sees is not what was checked.

"Published" is the workflow's own decision (`answer.publish_decision.decide`, what `workflow/steps.validate`
calls; ONEPLACE66: no hand copy of it here): validation (the quotation rule read from each chunk's library),
the question's checks with the store's corpus names and common words, then, with `settings.critic != "off"`,
the offline critic (`eval.offline_review`). A case's `strict` is no longer read.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, Field

from dalil.answer.cards import allowed_urls
from dalil.answer.publish_decision import Asked, decide
from dalil.answer.validate import common_words_of, corpus_names_of
from dalil.eval.offline_review import offline_critic
from dalil.models import AnswerPayload, Chunk, ContextPack, Evidence
from dalil.retrieval.retriever import searched_as
from dalil.settings import Settings
from dalil.text.glued import GLUED_CONJUNCTIONS, unglued
from dalil.text.normalize import fold
from dalil.text.support import split_sentences
from dalil.workflow.transitions import CRITIC_REJECTED

Kind = Literal["negation", "number", "name", "detail", "tail", "stitch", "bidi"]
KINDS: tuple[str, ...] = ("negation", "number", "name", "detail", "tail", "stitch", "bidi")
Domain = Literal["saint", "bible", "liturgy", "arcd"]

RLO, PDF = "\u202e", "\u202c"
DEFAULT_TAIL = "وكان ذلك في روما. ثم عاد سالما."
# Folded verb -> its negation. Past verbs take لم with the jussive, so each form is spelt out.
NEGATIONS: dict[str, str] = {
    "كان": "لم يكن",
    "كانت": "لم تكن",
    "كانوا": "لم يكونوا",
    "صام": "لم يصم",
    "ولد": "لم يولد",
    "استشهد": "لم يستشهد",
    "استشهدت": "لم تستشهد",
    "تنيح": "لم يتنيح",
    "قال": "لم يقل",
    "جاء": "لم يأت",
    "ذهب": "لم يذهب",
    "صدر": "لم يصدر",
}
NEGATION_PREFIX = "لم يحدث أن"
# Folded number words -> another number (the Bible spells its numbers out).
NUMBER_WORDS: dict[str, str] = {"اربعين": "خمسين", "ثلاثه": "سبعة", "خمسه": "سبعة", "سبعه": "تسعة", "اثني": "ثلاثة"}
_DIGITS = re.compile(r"[0-9]+|[٠-٩]+")
_ARABIC_INDIC = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
_TRAILING = " .؟!،:\n"


class FabricationError(ValueError):
    """A case that cannot be built from its chunk (no number, no such name, a missing field)."""


class FabricationCase(BaseModel):
    id: str
    kind: Kind
    domain: Domain
    chunks: list[str] = Field(min_length=1)  # stitch: two
    question: str  # what a reader asked (the critic reads it)
    replace: list[str] | None = None  # name: [old, new]
    detail: str | None = None  # detail: our own clause
    tail: str | None = None  # tail: two short sentences of our own (default DEFAULT_TAIL)
    notes: str | None = None


class FabricationOutcome(BaseModel):
    id: str
    kind: str
    domain: str
    published: bool
    behaves: bool  # = not published
    validation: list[str] = Field(default_factory=list)  # the publish decision's codes before the critic ("declined": the draft declined)
    critic: list[str] = Field(default_factory=list)  # the critic's codes ("critic:<reason>"), when it was asked
    error: str | None = None


class FabricationsRun(BaseModel):
    fixtures: str
    critic: str
    N: int
    behaves: int
    by_kind: dict[str, list[int]]  # kind -> [behaves, N]
    by_domain: dict[str, list[int]]
    outcomes: list[FabricationOutcome]


def load_fabrications(path: Path) -> list[FabricationCase]:
    lines = Path(path).read_text(encoding="utf-8").splitlines()
    return [FabricationCase.model_validate_json(line) for line in lines if line.strip()]


def write_fabrications(path: Path, cases: list[FabricationCase]) -> None:
    text = "".join(json.dumps(c.model_dump(exclude_none=True), ensure_ascii=False) + "\n" for c in cases)
    Path(path).write_text(text, encoding="utf-8")


# --- transformations --------------------------------------------------------------------------


def _sentences(text: str) -> list[str]:
    """The chunk's sentences long enough to be claims (as `claims._first_sentence` picks them)."""
    sentences = split_sentences(text, enclosures=False)  # as cut when the frozen cases were written (LOST39)
    return [s.rstrip(_TRAILING) for s in sentences if len(s.split()) >= 6] or [text.rstrip(_TRAILING)]


def _bare(token: str) -> str:
    folded = fold(token)
    return unglued(folded, 3)


def _glued_prefix(token: str) -> str:
    return token[0] if fold(token)[:1] in GLUED_CONJUNCTIONS and len(fold(token)) > 3 else ""


def negate(sentence: str) -> str:
    tokens = sentence.split()
    for i, token in enumerate(tokens):
        for form in (fold(token), _bare(token)):
            if form in NEGATIONS:
                prefix = _glued_prefix(token) if form != fold(token) else ""
                tokens[i] = prefix + NEGATIONS[form]
                return " ".join(tokens)
    return f"{NEGATION_PREFIX} {sentence}"


def _has_number(sentence: str) -> bool:
    return _DIGITS.search(sentence) is not None or any(_bare(t) in NUMBER_WORDS for t in sentence.split())


def change_number(sentence: str) -> str:
    """The first number in digits raised by 7 (same digit set), else the first number word changed."""
    match = _DIGITS.search(sentence)
    if match is None:
        tokens = sentence.split()
        for i, token in enumerate(tokens):
            if _bare(token) in NUMBER_WORDS:
                tokens[i] = _glued_prefix(token) + NUMBER_WORDS[_bare(token)]
                return " ".join(tokens)
        raise FabricationError("no number in the sentence")
    digits = match.group()
    indic = not digits.isascii()
    value = int(digits.translate(str.maketrans("٠١٢٣٤٥٦٧٨٩", "0123456789"))) + 7
    new = str(value).translate(_ARABIC_INDIC) if indic else str(value)
    return sentence[: match.start()] + new + sentence[match.end():]


def replace_name(sentence: str, old: str, new: str) -> str:
    tokens = sentence.split()
    wanted = fold(old)
    for i, token in enumerate(tokens):
        if fold(token) == wanted:
            tokens[i] = new
            return " ".join(tokens)
        if _bare(token) == wanted:
            tokens[i] = _glued_prefix(token) + new
            return " ".join(tokens)
    raise FabricationError(f"{old!r} is not a word of the sentence")


def override_bidi(sentence: str) -> str:
    tokens = sentence.split()
    middle = len(tokens) // 2
    return " ".join([*tokens[:middle], RLO + " ".join(tokens[middle:]) + PDF])


def _holding(texts: list[str], test: Any) -> str:
    for sentence in texts:
        if test(sentence):
            return sentence
    raise FabricationError("no sentence of the chunk can carry this kind")


def transform(case: FabricationCase, texts: Mapping[str, str]) -> tuple[str, list[str]]:
    """(answer text with markers, cited evidence ids) for `case`, from the stored chunk texts."""
    sentences = _sentences(texts[case.chunks[0]])
    first = sentences[0]
    if case.kind == "negation":
        return f"{negate(first)} [E1].", ["E1"]
    if case.kind == "number":
        return f"{change_number(_holding(sentences, _has_number))} [E1].", ["E1"]
    if case.kind == "name":
        if not case.replace or len(case.replace) != 2:
            raise FabricationError("a name case needs replace: [old, new]")
        old, new = case.replace
        chosen = _holding(sentences, lambda s: any(fold(old) in (fold(t), _bare(t)) for t in s.split()))
        return f"{replace_name(chosen, old, new)} [E1].", ["E1"]
    if case.kind == "detail":
        if not case.detail:
            raise FabricationError("a detail case needs its detail clause")
        return f"{first}، {case.detail} [E1].", ["E1"]
    if case.kind == "tail":
        return f"{first} [E1]. {case.tail or DEFAULT_TAIL}", ["E1"]
    if case.kind == "stitch":
        if len(case.chunks) < 2:
            raise FabricationError("a stitch case needs two chunks")
        second = _sentences(texts[case.chunks[1]])[0]
        return f"{first} و{second} [E1, E2].", ["E1", "E2"]
    return f"{override_bidi(first)} [E1].", ["E1"]


# --- the validation path ----------------------------------------------------------------------


def evaluate_fabrication(
    case: FabricationCase, chunks: Any, settings: Settings, *,
    names: frozenset[str] = frozenset(), common: frozenset[str] = frozenset(),
) -> FabricationOutcome:
    """Build the payload and run it through the workflow's publish decision, with the corpus's `names` and
    `common` words as `workflow/steps.validate` reads them."""
    records: Mapping[str, Chunk] = chunks.get_many(case.chunks)
    missing = [c for c in case.chunks if c not in records]
    base = {"id": case.id, "kind": case.kind, "domain": case.domain}
    if missing:
        return FabricationOutcome(**base, published=False, behaves=False, error=f"missing chunks: {missing}")
    texts = {cid: records[cid].text for cid in case.chunks}
    try:
        answer, ids = transform(case, texts)
    except FabricationError as error:
        return FabricationOutcome(**base, published=False, behaves=False, error=str(error))
    evidence = [
        Evidence(evidence_id=f"E{i}", chunk_id=cid, excerpt=texts[cid], title=records[cid].title)  # as answer.context issues it
        for i, cid in enumerate(case.chunks, 1)
    ]
    # Each record's metadata, its library with it (it decides the quotation rule, `text.quotation`), as answer.context passes it.
    metadata = {cid: {**records[cid].metadata, "library": records[cid].library} for cid in case.chunks}
    context = ContextPack(evidence=evidence, tokens=0, chunk_metadata=metadata)
    payload = AnswerPayload(status="answered", answer=answer, cited_ids=ids)
    critic = None if settings.critic == "off" else offline_critic(case.question, records, settings)
    decision = decide(  # the question as the workflow's checks read it (`searched_as`: a Franco one as its Arabic)
        Asked(case.question, searched_as(case.question, chunks, settings)), payload, context, settings,
        allowed_urls=allowed_urls(context, records), names=names, common=common, critic=critic,
    )
    critic_codes = [code for code in decision.codes if code.startswith(CRITIC_REJECTED)]
    return FabricationOutcome(
        **base, published=decision.published, behaves=not decision.published,
        validation=[code for code in decision.codes if code not in critic_codes], critic=critic_codes,
    )


def run_fabrications(path: Path, chunks: Any, settings: Settings) -> FabricationsRun:
    # the corpus's names and common words, read as the workflow's validate step reads them
    names, common = corpus_names_of(settings), common_words_of(settings)
    outcomes = [evaluate_fabrication(case, chunks, settings, names=names, common=common) for case in load_fabrications(path)]
    by_kind: dict[str, list[int]] = {}
    by_domain: dict[str, list[int]] = {}
    for outcome in outcomes:
        for table, key in ((by_kind, outcome.kind), (by_domain, outcome.domain)):
            counts = table.setdefault(key, [0, 0])
            counts[0] += int(outcome.behaves)
            counts[1] += 1
    return FabricationsRun(
        fixtures=str(path), critic=settings.critic, N=len(outcomes), behaves=sum(o.behaves for o in outcomes),
        by_kind=by_kind, by_domain=by_domain, outcomes=outcomes,
    )
