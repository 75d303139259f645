"""Is the claim the reader heard stated? A verification question ("هو صحيح ان …؟", `text.verification`)
is searched and answered as its claim; the answer stands only when ONE of its cited sentences states
the whole claim — every detail of it (doer, deed, object, number, place, time) — by the claim checks
that check any answer sentence against its excerpt (`answer.support.sentence_findings`, the
validator's rule and thresholds). The answer is that quoted sentence; "yes" alone is never one.

A claim no cited sentence states, or one a sentence contradicts (another place, number, king), is
declined as `claim_not_stated: <finding>` with the sources shown: the reader is told it was not
found, never that it is false.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import Any

from dalil.answer.support import paraphrase_allowance, sentence_findings
from dalil.models import AnswerPayload, ContextPack
from dalil.reasons import CLAIM_NOT_STATED
from dalil.settings import Settings
from dalil.text.assertions import LOW_SUPPORT, MONTH, NAME, NUMBER, POLARITY, UNCOVERED, ClaimFinding, office_pairs
from dalil.text.forms import word_forms
from dalil.text.locations import LOCATION
from dalil.text.offices import RELATIONS, SAME_OFFICE
from dalil.text.quantifiers import QUANTIFIER
from dalil.text.reading import has_arabic_letters, read_question
from dalil.text.support import AnswerSentence, answer_sentences
from dalil.text.verification import asks_cleft, polar_proposition, verification_claim
from dalil.text.vocabulary import bundled_vocabulary
from dalil.text.yes_no_opening import opens_with_denial, opens_with_yes


def claim_read(question: str, searched: str | None) -> str | None:
    """The claim of a verification question as it was searched (a Franco-Arabic claim in Arabic
    letters, colloquial words in the corpus's register), or None for any other question."""
    claim = verification_claim(question)
    if claim is None:
        return None
    return searched or claim.text


def affirmed_problem(
    question: str, payload: AnswerPayload, context: ContextPack, settings: Settings, known_names: Collection[str],
) -> str | None:
    """`claim_not_stated: <finding kind>` when the answer opens with a yes to a yes/no question and no cited
    sentence states what the question asked (BENT52), else None. The yes asserts the question's proposition
    ("هل صعد يوسف من أورشليم؟" — "نعم، فصعد يوسف من الجليل …" says he went up from Jerusalem): a claim of the
    answer that no sentence check reads, since the sentence after it is the record's own. It is checked as a
    verification question's claim is (`claim_problem`). The particle and the question mark are read as typed.
    A Franco-Arabic question's proposition is read in Arabic letters and held to the contradictions only
    (`_franco_contradicted`)."""
    if opens_with_denial(payload.answer):
        return denial_problem(question, payload, context, settings, known_names)
    if not opens_with_yes(payload.answer):
        return None
    proposition = polar_proposition(question)
    if proposition is None:
        return None
    if not has_arabic_letters(question):
        return _franco_contradicted(proposition, payload, context, settings, known_names)
    return claim_problem(proposition, payload, context, settings, known_names, every_word=every_word_asked(question))


# What a denial needs of the cited sentence (CLAIMNUM59): a finding that it says otherwise than the question's proposition,
# on a sentence about it. Words the sentence lacks (`UNCOVERED`) or too little shared (`LOW_SUPPORT`) say the record does
# not tell it — "not found", never "no".
_NOT_CONTRADICTING = frozenset({UNCOVERED, LOW_SUPPORT})


def denial_problem(
    question: str, payload: AnswerPayload, context: ContextPack, settings: Settings, known_names: Collection[str],
) -> str | None:
    """`claim_not_stated: denied …` unless a cited sentence contradicts what the yes/no question asked (CLAIMNUM59). A bare
    denial ("لأ، مش كده." before the quotation, `text.yes_no_opening`) asserts the question's proposition is not what the record
    says; it stands only where the sentence checks find a contradiction of it (a number, a name, a place, a negation …)
    and the sentence shares enough of it to be about it (no `LOW_SUPPORT`). A no to a question that asks nothing to
    confirm, to a premise the sentence states (no finding) or to one it only leaves untold is refused. A Franco-Arabic
    proposition is held as a yes to it is (`_FRANCO_HELD_TO`), and to a negation."""
    proposition = polar_proposition(question)
    if proposition is None:
        return f"{CLAIM_NOT_STATED}: denied, but nothing was asked to confirm"
    held: frozenset[str] | None = None
    if not has_arabic_letters(question):
        reading = read_question(proposition, bundled_vocabulary())
        if reading.script != "franco":
            return f"{CLAIM_NOT_STATED}: denied, the question not read"
        proposition, held = reading.searched, _FRANCO_HELD_TO | {POLARITY}
    kinds = {finding.kind for finding in _findings(proposition, _sentence_excerpts(payload, context), settings, known_names)}
    contradicting = kinds - _NOT_CONTRADICTING if held is None else kinds & held
    if LOW_SUPPORT in kinds or not contradicting:
        return f"{CLAIM_NOT_STATED}: denied, not contradicted ({', '.join(sorted(kinds)) or 'stated'})"
    return None


# What a Franco-Arabic proposition read in Arabic letters can be held to (RISKS54): a token it names or counts — a number,
# a month, a name, a place, a quantity — that the cited sentence contradicts. Not the findings that compare spellings
# or word families (a word substituted, an office unused, words unheld, polarity): the rough reading misspells them
# ("alyhwd" -> "الحد"), measured on claims-blind16/18's faithful Franco yes answers.
_FRANCO_HELD_TO = frozenset({NUMBER, MONTH, NAME, LOCATION, QUANTIFIER})


def _franco_contradicted(
    proposition: str, payload: AnswerPayload, context: ContextPack, settings: Settings, known_names: Collection[str],
) -> str | None:
    """`claim_not_stated: <kind>` when a cited sentence contradicts a Franco-Arabic yes/no question's proposition
    (its particle off: "howa Herodes 2atal Boutros?" -> "Herodes 2atal Boutros"), read in Arabic letters as the product
    reads Franco (`text.reading.read_question`), by `_FRANCO_HELD_TO` only (RISKS54). The whole-claim check is too
    strict for that rough reading: BENT52 measured 11 faithful yes answers of claims-blind16/18 refused on low support
    and uncovered words, no bend caught."""
    reading = read_question(proposition, bundled_vocabulary())
    if reading.script != "franco":
        return None  # not read as Franco (a foreign language): nothing read to hold
    findings = _findings(reading.searched, _sentence_excerpts(payload, context), settings, known_names)
    held = [finding for finding in findings if finding.kind in _FRANCO_HELD_TO]
    return f"{CLAIM_NOT_STATED}: {held[0].kind}" if held else None


def claim_problem(
    claim: str, payload: AnswerPayload, context: ContextPack, settings: Settings, known_names: Collection[str],
    *, every_word: bool = False,
) -> str | None:
    """`claim_not_stated: <finding kind>` when no cited sentence of the answer states `claim`, else None. `every_word`:
    no content word of the claim may be left uncovered (a cleft's premise, `every_word_asked`)."""
    excerpts, metadata = _sentence_excerpts(payload, context)
    stating = [key for key, text in excerpts.items() if relation_unstated(claim, text) is None]
    if excerpts and not stating:
        # A kin or teacher the claim gives a name ("كان ابن اقلاديوس") that no quoted sentence gives
        # it: an answer's claim checks let a relation the excerpt never writes pass when the name
        # stands there in another role (one of his kin), but a claim must be stated whole.
        return f"{CLAIM_NOT_STATED}: relation {relation_unstated(claim, next(iter(excerpts.values())))}"
    findings = _findings(claim, (excerpts, metadata), settings, known_names, tuple(stating), every_word=every_word)
    return f"{CLAIM_NOT_STATED}: {findings[0].kind}" if findings else None


def every_word_asked(question: str) -> bool:
    """A cleft yes/no question in Arabic letters ("هو عثمان اللي أسس الدولة السلجوقية؟", `text.verification.asks_cleft`,
    CLEFTYESNO79): its claim is the premise "X did Y", and every word of it is what the reader asks confirmed — the one
    named (the cleft's focus) and each named part of the deed ("السلجوقية"), as the same premise asked by a description
    ("هل عثمان هو مؤسس الدولة السلجوقية؟") must have its head and each complement word held (`answer.described`). The
    claim checks' one uncovered word (`answer_max_uncovered_terms`) let the sentence of ANOTHER doer or another state
    answer it. A Franco-Arabic cleft is read in rough Arabic letters (RISKS54): it keeps the claim's allowance."""
    return has_arabic_letters(question) and asks_cleft(question)


def _findings(
    claim: str, cited: tuple[dict[str, str], dict[str, Mapping[str, Any]]], settings: Settings,
    known_names: Collection[str], stating: tuple[str, ...] | None = None, *, every_word: bool = False,
) -> list[ClaimFinding]:
    """The claim checks' findings against the answer's cited sentences (`_sentence_excerpts`: each an excerpt of its
    own, and its record's metadata; `stating`: the keys of those that may state it, all of them by default)."""
    excerpts, metadata = cited
    return sentence_findings(
        AnswerSentence(text=claim, ids=tuple(excerpts) if stating is None else stating), excerpts,
        min_support=settings.answer_min_support, max_uncovered=0 if every_word else settings.answer_max_uncovered_terms,
        known_names=known_names, metadata=metadata, paraphrase_max_uncovered=paraphrase_allowance(settings),
        span=settings.answer_span_check,
    )


def _sentence_excerpts(
    payload: AnswerPayload, context: ContextPack,
) -> tuple[dict[str, str], dict[str, Mapping[str, Any]]]:
    """Each cited sentence of the answer as an excerpt of its own, by its number, and its record's metadata: the claim
    must be stated by one, never by the union. The record's title goes before it: a record names whom it tells of once
    ("نياحة القديس أبانوفر") and then says "وقد عاش في البرية ستين سنة"; the sentence states the claim of him."""
    chunks = {item.evidence_id: item.chunk_id for item in context.evidence}
    titles = {item.evidence_id: item.title or "" for item in context.evidence}
    sentences = [sentence for sentence in answer_sentences(payload.answer) if sentence.ids]
    excerpts = {str(n): _titled(titles.get(sentence.ids[0], ""), sentence.text) for n, sentence in enumerate(sentences)}
    metadata: dict[str, Mapping[str, Any]] = {
        str(n): context.chunk_metadata.get(chunks.get(sentence.ids[0], ""), {}) for n, sentence in enumerate(sentences)
    }
    return excerpts, metadata


def _titled(title: str, sentence: str) -> str:
    return f"{title} . {sentence}" if title and title not in sentence else sentence


def relation_unstated(claim: str, sentence: str) -> str | None:
    """"<relation> <name>" for the first kin or teacher relation `claim` names ("ابن واسيليدس") that
    `sentence` does not write for that name (by `text.assertions.office_pairs`, a title between them
    allowed), else None."""
    held = office_pairs(sentence)
    for key, name in sorted(office_pairs(claim)):
        if key not in RELATIONS:
            continue
        forms = word_forms(name)
        keys = {key} | SAME_OFFICE.get(key, frozenset())
        if not any(theirs in keys and not word_forms(other).isdisjoint(forms) for theirs, other in held):
            return f"{key} {name}"
    return None
