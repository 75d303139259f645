"""The evidence floor: is there anything worth answering from, or is this the `search` state?

Retrieval always returns its nearest neighbours, even for a question the corpus cannot answer.
A question passes the floor when one of the top chunks covers enough of its terms, or is close
enough in embedding space.

A question that asked for a structured lookup the store cannot serve never passes on the strength
of other records: a date that does not exist or is ambiguous, a day without a record, a day or
passage that is excluded, switched off, not ingested or not hydrated, a Bible book the library
lacks or a chapter the book does not have (`policy.UNSERVED_LOOKUP_NOTES`). The reason names what
is missing (and, for a library that was never ingested, the command that adds it).

Coverage ignores the words that frame a question rather than name its subject ("ما معنى قول
المسيح …": معنى، قول، المسيح; `support.FRAME_WORDS`): no passage is expected to contain them, so
counting them declined questions whose passage was found first (benchmarks/answers/RESULTS.md).
"""

from __future__ import annotations

from collections.abc import Collection

from dalil.models import RetrievalResult
from dalil.retrieval.policy import UNSERVED_LOOKUP_NOTES, has_note
from dalil.settings import Settings
from dalil.text.support import coverage, subject_coverage, subject_terms

FLOOR_DEPTH = 3  # how many top candidates may carry the question

def _unserved_lookup(result: RetrievalResult) -> str | None:
    intent = result.trace.date_intent
    if intent.present and not intent.valid:
        reason = intent.reason or ""
        if reason.startswith("ambiguous:"):
            return "date_ambiguous: " + reason.removeprefix("ambiguous:").strip()
        return f"date_invalid: {reason}"
    for note in result.trace.notes:
        if any(has_note([note], code) for code in UNSERVED_LOOKUP_NOTES):
            return note
    return None


def evidence_floor(question: str, result: RetrievalResult, settings: Settings) -> tuple[bool, str | None]:
    unserved = _unserved_lookup(result)
    if unserved is not None:
        return False, unserved
    hydrated = [c for c in result.candidates if c.chunk is not None][:FLOOR_DEPTH]
    if not hydrated:
        return False, "no_candidates"
    if any(_metadata_match(c) for c in hydrated):
        return True, None
    # Frame words never count against a passage, and never for one that contains them either.
    best_coverage = max(
        max(subject_coverage(question, text), coverage(question, text))
        for text in (c.chunk.title + "\n" + c.chunk.text for c in hydrated if c.chunk is not None)
    )
    best_vector = max((c.signals["vector"].score for c in hydrated if "vector" in c.signals), default=0.0)
    if best_coverage >= settings.min_question_coverage or best_vector >= settings.min_vector_score:
        return True, None
    return False, f"weak_evidence: coverage {best_coverage:.2f}, cosine {best_vector:.2f}"


def cards_on_topic(question: str, result: RetrievalResult, card_ids: Collection[str], settings: Settings) -> bool:
    """May the `sources` state show these cards as passages about the question?

    The floor above lets a question through on its frame words too ("اليوم" matches every
    Synaxarium record's "في مثل هذا اليوم"), and on any of the top candidates. Cards shown without
    an answer must be about the question itself: one card (its whole chunk) holds at least
    `min_question_coverage` of the question's subject terms, or was a structured match (the asked
    day, the referenced chapter). Otherwise the response is `search`: "كم سعر الذهب في القاهرة
    اليوم؟" shows no oil crisis and no Cairo earthquake. Measured in benchmarks/answers/RESULTS.md."""
    if not subject_terms(question):
        return True  # nothing to judge by (a question of digits and stop words): keep the floor's verdict
    for candidate in result.candidates:
        if candidate.chunk_id not in card_ids or candidate.chunk is None:
            continue
        if _metadata_match(candidate):
            return True
        if subject_coverage(question, candidate.chunk.title + "\n" + candidate.chunk.text) >= settings.min_question_coverage:
            return True
    return False


def _metadata_match(candidate) -> bool:
    # A structured match (the asked day's record, the referenced chapter) is evidence by itself.
    return "metadata" in candidate.signals
