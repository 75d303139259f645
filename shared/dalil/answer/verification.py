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

from collections.abc import Collection

from dalil.answer.support import paraphrase_allowance, sentence_findings
from dalil.models import AnswerPayload, ContextPack
from dalil.reasons import CLAIM_NOT_STATED
from dalil.settings import Settings
from dalil.text.assertions import office_pairs
from dalil.text.forms import word_forms
from dalil.text.offices import RELATIONS, SAME_OFFICE
from dalil.text.reading import has_arabic_letters
from dalil.text.support import AnswerSentence, answer_sentences, opens_with_yes
from dalil.text.verification import polar_proposition, verification_claim


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
    A Franco-Arabic question is left out: its proposition read in Arabic letters (`text.reading.read_question`)
    is too rough for a whole-claim check — measured, it refused 11 faithful yes answers of claims-blind16/18
    (low support, uncovered words) and caught no bend."""
    if not opens_with_yes(payload.answer) or not has_arabic_letters(question):
        return None
    proposition = polar_proposition(question)
    return None if proposition is None else claim_problem(proposition, payload, context, settings, known_names)


def claim_problem(
    claim: str, payload: AnswerPayload, context: ContextPack, settings: Settings, known_names: Collection[str],
) -> str | None:
    """`claim_not_stated: <finding kind>` when no cited sentence of the answer states `claim`, else None."""
    chunks = {item.evidence_id: item.chunk_id for item in context.evidence}
    titles = {item.evidence_id: item.title or "" for item in context.evidence}
    sentences = [sentence for sentence in answer_sentences(payload.answer) if sentence.ids]
    # Each quoted sentence is an excerpt of its own: the claim must be stated by one, never by the union.
    # The record's title goes before it: a record names whom it tells of once ("نياحة القديس أبانوفر")
    # and then says "وقد عاش في البرية ستين سنة"; the sentence states the claim of him.
    excerpts = {str(n): _titled(titles.get(sentence.ids[0], ""), sentence.text) for n, sentence in enumerate(sentences)}
    metadata = {
        str(n): context.chunk_metadata.get(chunks.get(sentence.ids[0], ""), {}) for n, sentence in enumerate(sentences)
    }
    stating = [key for key, text in excerpts.items() if relation_unstated(claim, text) is None]
    if excerpts and not stating:
        # A kin or teacher the claim gives a name ("كان ابن اقلاديوس") that no quoted sentence gives
        # it: an answer's claim checks let a relation the excerpt never writes pass when the name
        # stands there in another role (one of his kin), but a claim must be stated whole.
        return f"{CLAIM_NOT_STATED}: relation {relation_unstated(claim, next(iter(excerpts.values())))}"
    findings = sentence_findings(
        AnswerSentence(text=claim, ids=tuple(stating)), excerpts,
        min_support=settings.answer_min_support, max_uncovered=settings.answer_max_uncovered_terms,
        known_names=known_names, metadata=metadata, paraphrase_max_uncovered=paraphrase_allowance(settings),
        span=settings.answer_span_check,
    )
    return f"{CLAIM_NOT_STATED}: {findings[0].kind}" if findings else None


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
