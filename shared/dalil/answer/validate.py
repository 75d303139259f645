"""Deterministic validation of a generated payload against the context it was generated from.

Checks, each with a stable failure code:
- `schema`: the payload parses as `AnswerPayload` (extra fields forbidden, strict JSON; a payload
  wrapped in prose or a code fence is a schema failure, not something to dig out).
- `declined_with_answer`: `insufficient_evidence` must come with no text and no ids. With both
  empty the result is valid-but-declined (`ok` and `declined` are true).
- `empty_answer`: `answered` with no text once markers are removed.
- `no_citation`: `answered` with an empty `cited_ids`.
- `unknown_id`: an id in `cited_ids` or in a marker that this request's context did not supply.
- `marker_mismatch`: the set of ids in inline `[E…]` markers differs from the set `cited_ids`.
- `malformed_marker`: something like "[E 1]" or "[e1]" that is not a valid marker.
- `format_character`: the answer holds a Unicode `Cf` character (a bidi override, a zero-width
  joiner …): what a reader would see is not what was checked. Refused, not stripped: the text a
  provider wrote with it is not the text we would publish (docs/DECISIONS.md).
- `uncited_claim`: a sentence that makes a claim carries no marker. A sentence is a claim when
  it has at least `claim_min_terms` content terms (stop words removed, see `support.is_claim`),
  or a negator or a number; a marker placed just after the full stop belongs to the sentence it
  follows.
- the claim checks, on every cited sentence whatever its length, against ONE excerpt it cites
  (never their union; `text.assertions`, `answer.support.sentence_findings`); the sentence passes
  when one cited excerpt passes them all:
  * `unsupported_sentence`: lexical support below `answer_min_support`, or more than
    `answer_max_uncovered_terms` of its content terms missing from the excerpt — unless (with
    `answer_paraphrase_support`) the excerpt covers it in other words (`text.paraphrase`: roots,
    synonym classes of narrative verbs and connectives) with at most
    `answer_paraphrase_max_uncovered` terms left and no other check finds anything;
  * `foreign_detail`: a number, a month name, a proper name (titled, after an office or a naming
    word, of a Greek name's shape, or one the corpus writes as a name: `Services.claim_names`) or
    an office or kin word the excerpt does not hold;
  * `polarity_mismatch`: a negator (Egyptian "مش/مفيش/ما…ش" too) in the sentence but not in the
    excerpt span it matches, or the reverse;
  * `role_mismatch`: the excerpt's own words in another relation: a preposition moved from one
    of its words to another ("وزع أمواله على الفقراء" -> "وزع الفقراء أموالهم على القديس"), or two
    people after the same verb in swapped order (who did what to whom), a phrase turned inside
    out around its preposition, or a name under another office or kin word;
  * `hedge_dropped`: the excerpt hedges what the sentence restates ("حوالي", "نحو" before a
    number, "قيل", "ربما", "يبدو" …) and the sentence writes no hedge, or the sentence adds a
    certainty marker ("بالضبط", "تحديدا", "بالتمام" …) the excerpt never writes.
  * `quantifier_mismatch`: a quantifier or ordinal on a word the excerpt states that differs
    from the excerpt's ("بعض تلاميذه" -> "كل تلاميذه", "الأولى" -> "الأخيرة"), or a strong one
    (كل، الوحيد، فقط، an ordinal) added where the excerpt sentence has none (`text.quantifiers`).
  * `order_mismatch`, `comparison_mismatch`, `weekday_mismatch`, `hedge_added`: two events of
    the excerpt put in the other order (قبل/بعد/ثم …), an elative the excerpt does not write or
    one comparing other words, a day of the week it does not name, a hedge (يقال، ربما، قد يكون)
    over what it states without one (`text.framing`).
  `foreign_detail` also covers a place's name after a place noun ("جبل القلمون", "بحر إيجة"),
  and a compound name (أبو سفيان) whose second word the excerpt does not hold.
  Run on every answer, critic or not: a fabricated sentence carrying a valid `[E1]` is not
  published. Decision: the answer is declined (`sources` with the cards), not trimmed to its
  supported sentences — a trimmed answer is a text nobody generated or checked as a whole
  (docs/DECISIONS.md).
- `not_quoted` (`quotation_libraries`, by default every library): a sentence citing a chunk of a quoted
  library (by the chunk's library, never by the question's route) that is no near-quotation
  of ONE sentence of an excerpt it cites (`text.quotation`: that sentence's words in its order, only
  claim-free words left out). A claim-support code: the draft is redrafted, then quoted.
- the `output_checks` codes (fences, links, URLs, Mermaid, HTML, Arabic ratio, length).
Support is lexical, not entailment; the critic (when on) judges meaning; evidence of a quoted
library is only ever quoted (`not_quoted`).
"""

from __future__ import annotations

import functools
import json
import logging
from collections.abc import Callable, Collection
from typing import Any

from pydantic import BaseModel, Field, ValidationError

from dalil.answer.output_checks import check_output
from dalil.answer.support import paraphrase_allowance, sentence_findings
from dalil.errors import DalilError
from dalil.models import AnswerPayload, ContextPack, ValidationFailure, library_of
from dalil.settings import Settings, get_settings
from dalil.stores.factory import build_services
from dalil.text.assertions import HEDGE, LOW_SUPPORT, POLARITY, ROLE, UNCOVERED, format_characters, negated, number_values
from dalil.text.comparison import COMPARISON
from dalil.text.count_head import counted_heads
from dalil.text.excerpt_forms import read_as_excerpt
from dalil.text.foreign_courtesy import aside_clauses, asides_off, courtesy_line, record_stems
from dalil.text.hedge_added import HEDGE_ADDED as HEDGE_ADDED_FINDING
from dalil.text.lead_record import names_record
from dalil.text.order import ORDER
from dalil.text.quantifiers import QUANTIFIER
from dalil.text.quotation import continuation_order_problem, quotation_problem
from dalil.text.record_frame import framed_quotation, layout_title
from dalil.text.restated_question import restated_questions
from dalil.text.support import (
    URL,
    AnswerSentence,
    answer_sentences,
    is_claim,
    malformed_markers,
    marker_ids,
    split_sentences,
    strip_markers,
    without_presentation,
)
from dalil.text.weekdays import WEEKDAY
from dalil.text.yes_no_opening import opens_with_denial

log = logging.getLogger("dalil.answer")

SCHEMA = "schema"
DECLINED_WITH_ANSWER = "declined_with_answer"
EMPTY_ANSWER = "empty_answer"
NO_CITATION = "no_citation"
UNKNOWN_ID = "unknown_id"
MARKER_MISMATCH = "marker_mismatch"
MALFORMED_MARKER = "malformed_marker"
UNCITED_CLAIM = "uncited_claim"
UNSUPPORTED_SENTENCE = "unsupported_sentence"
FOREIGN_DETAIL = "foreign_detail"
POLARITY_MISMATCH = "polarity_mismatch"
ROLE_MISMATCH = "role_mismatch"
FORMAT_CHARACTER = "format_character"
HEDGE_DROPPED = "hedge_dropped"
QUANTIFIER_MISMATCH = "quantifier_mismatch"
ORDER_MISMATCH = "order_mismatch"
COMPARISON_MISMATCH = "comparison_mismatch"
WEEKDAY_MISMATCH = "weekday_mismatch"
HEDGE_ADDED = "hedge_added"
NOT_QUOTED = "not_quoted"
# claim-check finding -> failure code
_FINDING_CODES = {
    LOW_SUPPORT: UNSUPPORTED_SENTENCE, UNCOVERED: UNSUPPORTED_SENTENCE, POLARITY: POLARITY_MISMATCH, ROLE: ROLE_MISMATCH,
    HEDGE: HEDGE_DROPPED, QUANTIFIER: QUANTIFIER_MISMATCH,
    ORDER: ORDER_MISMATCH, COMPARISON: COMPARISON_MISMATCH, WEEKDAY: WEEKDAY_MISMATCH, HEDGE_ADDED_FINDING: HEDGE_ADDED,
}


class ValidationResult(BaseModel):
    ok: bool
    declined: bool = False  # a valid `insufficient_evidence` payload: nothing to show but sources
    failed: list[ValidationFailure] = Field(default_factory=list)  # each code once, in check order, first finding kept
    payload: AnswerPayload | None = None  # the parsed payload when the schema check passed

    @property
    def failures(self) -> list[str]:
        """The stable codes, in check order."""
        return [failure.code for failure in self.failed]

    @property
    def details(self) -> list[str]:
        """One "code: detail" line per failure, for logs and reports."""
        return [f"{failure.code}: {failure.detail}" for failure in self.failed]


def parse_payload(payload_raw: str | bytes | dict[str, Any] | AnswerPayload) -> AnswerPayload:
    """Strict parse; raises pydantic's ValidationError (or ValueError) on anything malformed."""
    if isinstance(payload_raw, AnswerPayload):
        return AnswerPayload.model_validate(payload_raw.model_dump())
    if isinstance(payload_raw, (str, bytes)):
        return AnswerPayload.model_validate_json(payload_raw)
    if isinstance(payload_raw, dict):
        return AnswerPayload.model_validate(payload_raw)
    raise ValueError(f"a payload must be JSON text or an object, not {type(payload_raw).__name__}")


def validate_answer(
    payload_raw: str | bytes | dict[str, Any] | AnswerPayload,
    context: ContextPack,
    settings: Settings | None = None,
    *,
    allowed_urls: Collection[str] = (),
    known_names: Collection[str] | None = None,
    question: str = "",
) -> ValidationResult:
    """Validate one payload. `allowed_urls` are the urls of this request's source cards; the
    model is never shown a url, so by default any url in the answer is unknown. `known_names`:
    the corpus's names for the claim checks (default: `Services.claim_names` of `settings`).
    `question`: the reader's question, which an answer may say back before what it cites (`restated_question`)."""
    settings = settings or get_settings()
    try:
        payload = parse_payload(payload_raw)
    except (ValidationError, ValueError, json.JSONDecodeError) as error:
        first = str(error).splitlines()[0] if str(error) else type(error).__name__
        return ValidationResult(ok=False, failed=[ValidationFailure(code=SCHEMA, detail=first)])

    failures: dict[str, ValidationFailure] = {}

    def fail(code: str, detail: str, sentence: int | None = None) -> None:
        if code not in failures:  # the first finding of a code is the one reported
            failures[code] = ValidationFailure(code=code, detail=detail, sentence=sentence)

    if payload.status == "insufficient_evidence":
        if payload.answer.strip() or payload.cited_ids:
            fail(DECLINED_WITH_ANSWER, "a declined payload must carry no answer and no ids")
            return _result(failures, payload)
        return ValidationResult(ok=True, declined=True, payload=payload)

    hidden = format_characters(payload.answer)
    if hidden:
        fail(FORMAT_CHARACTER, f"{len(hidden)} format character(s) in the answer, first {hidden[0]}")
    body = strip_markers(payload.answer)
    if not body:
        fail(EMPTY_ANSWER, "status is answered but there is no text")
        return _result(failures, payload)

    supplied = set(context.by_id())
    in_markers = marker_ids(payload.answer)
    if not payload.cited_ids:
        fail(NO_CITATION, "status is answered but no evidence id is cited")
    unknown = sorted((set(payload.cited_ids) | set(in_markers)) - supplied)
    if unknown:
        fail(UNKNOWN_ID, f"ids not supplied in this request: {', '.join(unknown)}")
    if set(in_markers) != set(payload.cited_ids):
        fail(
            MARKER_MISMATCH,
            f"markers {sorted(set(in_markers))} differ from cited_ids {sorted(set(payload.cited_ids))}",
        )
    malformed = malformed_markers(payload.answer)
    if malformed:
        fail(MALFORMED_MARKER, f"not a valid marker: {malformed[0]}")
    # a count said as the answer's head before the quotation that states it claims nothing more (CLAIMNUM61)
    sentences, heads = counted_heads(answer_sentences(payload.answer))
    # the reader's question said back in its own words claims nothing of the record (RESTATE60)
    restated = restated_questions(sentences, question)
    # a courtesy none of whose words is the records' or the question's claims nothing of them (COURTESY61)
    known = functools.cache(lambda: record_stems([item.excerpt for item in context.evidence] + [question]))
    names = corpus_names_of(settings) if known_names is None else known_names
    asides = {number for number, s in enumerate(sentences, 1) if not s.ids and courtesy_line(s.text, known(), names)}
    uncited = _uncited_claims(payload.answer, sentences, set(restated) | asides | heads, settings.claim_min_terms)
    if uncited:
        number, text = uncited[0]
        fail(UNCITED_CLAIM, f"{len(uncited)} claim sentence(s) without a marker, first: {text[:80]}", number)
    cut = [] if unknown else _check_claims(sentences, context, settings, names, fail, known)
    if not unknown and (disordered := _out_of_order(payload.answer, context, names)) is not None:
        fail(NOT_QUOTED, disordered)
    # a Franco question said back is the reader's words, not the answer's language; so is a courtesy aside
    aside = sorted(set(restated) | asides)
    said = functools.reduce(lambda text, number: text.replace(sentences[number - 1].text, " ", 1), aside, payload.answer)
    said = functools.reduce(lambda text, clause: text.replace(clause.strip(" ،,!؛."), " ", 1), cut, said)
    for finding in check_output(said, allowed_urls, settings):
        fail(finding.code, finding.detail)
    return _result(failures, payload)


def _uncited_claims(
    answer: str, sentences: list[AnswerSentence], restated: Collection[int], min_terms: int
) -> list[tuple[int, str]]:
    """The claim sentences without a marker, numbered from 1. An opening bare denial ("لأ، مش كده.") is no claim of the
    record's: what it denies is held to the question (`verification.affirmed_problem`, CLAIMNUM59); nor is the
    reader's question said back (`restated`, RESTATE60)."""
    denial = 1 if opens_with_denial(answer) else 0
    return [
        (number, s.text) for number, s in enumerate(sentences, 1)
        if number > denial and number not in restated and not s.ids
        and (is_claim(s.text, min_terms) or negated(s.text) or number_values(s.text))
    ]  # fmt: skip


def _check_claims(
    sentences: list[AnswerSentence], context: ContextPack, settings: Settings, known_names: Collection[str] | None,
    fail: Callable[[str, str, int], None], known: Callable[[], frozenset[str]] = frozenset,
) -> list[str]:
    """The claim checks of every cited sentence (claims without a marker are `uncited_claim`). A sentence refused as
    written is read again without its courtesy asides (`foreign_courtesy.asides_off`, `known`: the stems of the records
    and the question): it passes when what is left does. Returns the clauses so cut."""
    excerpts = {item.evidence_id: item.excerpt for item in context.evidence}
    titles = {item.evidence_id: item.title for item in context.evidence}
    metadata = {item.evidence_id: context.chunk_metadata.get(item.chunk_id, {}) for item in context.evidence}
    # The cited chunk's library decides the quotation rule, never the question's route.
    libraries = {item.evidence_id: metadata[item.evidence_id].get("library") or library_of(item.chunk_id) for item in context.evidence}
    names = corpus_names_of(settings) if known_names is None else known_names

    def problems(text: str, ids: tuple[str, ...]) -> list[tuple[str, str]]:
        # A url is checked against the request's cards (output_checks), not for lexical support.
        sentence = AnswerSentence(text=URL.sub(" ", text).strip(), ids=ids)
        findings = sentence_findings(
            sentence, excerpts, min_support=settings.answer_min_support, max_uncovered=settings.answer_max_uncovered_terms,
            known_names=names, metadata=metadata,
            paraphrase_max_uncovered=paraphrase_allowance(settings),
            span=settings.answer_span_check,
        )
        said = f"not stated by the excerpt it cites: {text[:80]}"
        found = [(_FINDING_CODES.get(finding.kind, FOREIGN_DETAIL), f"{finding.kind} ({finding.detail}) {said}") for finding in findings]
        if problem := _not_quoted(sentence, excerpts, libraries, names, settings.quotation_libraries, titles):
            found.append((NOT_QUOTED, f"{problem}: {text[:80]}"))
        return found

    cut: list[str] = []
    for number, sentence in enumerate(sentences, 1):
        if not sentence.ids:
            continue
        # A lead-in naming the record the sentence quotes is taken off only when it names the title of an evidence
        # the sentence cites; one naming another record is checked with the sentence (`support.source_lead`).
        text = sentence.text
        # LISTKEPT86: nor a title line that only lays out the answer under it (`record_frame.layout_title`), read
        # against the records
        source = sentence.source
        if source is not None and not any(names_record(source, titles.get(i), metadata.get(i, {})) for i in sentence.ids) \
                and not (sentence.titled and layout_title(source, known(), names)):
            text = sentence.written or text
        # A one-line list's items, each checked alone (`AnswerSentence.items`); the list passes when every item does,
        # else it is checked as the one sentence it was read as before, and refused for what that reading finds.
        if sentence.items and not any(problems(item, sentence.ids) for item in sentence.items):
            continue
        found = problems(text, sentence.ids)
        if found and (bare := asides_off(text, known(), names)) != text and not problems(bare, sentence.ids):
            cut.extend(aside_clauses(text, known(), names))
            continue
        # CLAIMFAITH76: or its quotation alone, behind a frame of the writer's own words around a cited record's name
        cited = [(titles.get(i), metadata.get(i, {})) for i in sentence.ids]
        if found and (quoted := framed_quotation(sentence.written or text, cited, known(), names)) and not problems(quoted, sentence.ids):
            continue
        for code, detail in found:
            fail(code, detail, number)
    return cut


def _not_quoted(
    sentence: AnswerSentence, excerpts: dict[str, str], libraries: dict[str, str | None], names: Collection[str],
    quoted: Collection[str], titles: dict[str, str | None] | None = None,
) -> str | None:
    """Why a sentence citing evidence of a quoted library (`quotation_libraries`) is no near-quotation
    of one sentence of an excerpt it cites (`text.quotation`; the record's title names its own saint,
    whom "هذا القديس" may stand for), or None: it passes, or it cites none."""
    cited = [evidence_id for evidence_id in sentence.ids if excerpts.get(evidence_id)]
    if not any(libraries.get(evidence_id) in quoted for evidence_id in cited):
        return None
    titles = titles or {}
    problems = [
        quotation_problem(read_as_excerpt(sentence.text, excerpts[evidence_id]), excerpts[evidence_id], names, titles.get(evidence_id))
        for evidence_id in cited
    ]
    return None if None in problems else problems[0]


def _out_of_order(answer: str, context: ContextPack, names: Collection[str]) -> str | None:
    """FAITHSHAPE70: a sentence whose quotations a continuation frame joins ("«A» ثم يتابع: «B» [E1]") says the record
    goes on from A to B; the sentences of the answer are read as written (before `answer_sentences` cuts the frame off),
    and one whose every cited excerpt holds them in the other order is refused as not quoted (the quotation rule reads
    them in the order the answer claims, `quotation.continuation_order_problem`)."""
    excerpts = {item.evidence_id: item.excerpt for item in context.evidence}
    titles = {item.evidence_id: item.title for item in context.evidence}
    for piece in split_sentences(without_presentation(answer)):
        cited = [evidence_id for evidence_id in marker_ids(piece) if excerpts.get(evidence_id)]
        problems = [continuation_order_problem(piece, excerpts[i], names, titles.get(i)) for i in cited]
        if problems and None not in problems:
            return f"{problems[0]}: {strip_markers(piece)[:80]}"
    return None


def corpus_names_of(settings: Settings) -> frozenset[str]:
    """The words the store's corpus writes as names (`Services.claim_names`), for the claim checks and
    the question's named doers (answer/premise.py); none without a store."""
    try:
        return build_services(settings).claim_names
    except DalilError as error:
        # No store (a provider test, a fresh machine): titled names are still checked.
        log.info("no corpus names for the claim checks", extra={"detail": str(error)[:200]})
        return frozenset()


def common_words_of(settings: Settings) -> frozenset[str]:
    """The words the store's corpus writes as common nouns, not names (`Services.common_words`), for the
    answer checks that would read a word's shape as a name; none without a store."""
    try:
        return build_services(settings).common_words
    except DalilError as error:
        log.info("no corpus common words for the answer checks", extra={"detail": str(error)[:200]})
        return frozenset()


def _result(failures: dict[str, ValidationFailure], payload: AnswerPayload) -> ValidationResult:
    return ValidationResult(ok=not failures, failed=list(failures.values()), payload=payload)
