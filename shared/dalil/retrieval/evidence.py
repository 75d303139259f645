"""The evidence floor: is there anything worth answering from, or is this the `search` state?

Retrieval always returns its nearest neighbours, even for a question the corpus cannot answer.
A question passes the floor when one of the top chunks covers enough of its terms, or is close
enough in embedding space. A date the calendar lacks, or a day the Synaxarium has no record
for, never passes on the strength of other days' records.
"""

from __future__ import annotations

from dalil.answer.support import coverage
from dalil.models import RetrievalResult
from dalil.settings import Settings

FLOOR_DEPTH = 3  # how many top candidates may carry the question


def evidence_floor(question: str, result: RetrievalResult, settings: Settings) -> tuple[bool, str | None]:
    trace = result.trace
    intent = trace.date_intent
    if intent.present and not intent.valid:
        return False, f"date_invalid: {intent.reason}"
    if any(note.startswith("date_missing") for note in trace.notes):
        return False, "date_missing: the Synaxarium has no record for that day"
    hydrated = [c for c in result.candidates if c.chunk is not None][:FLOOR_DEPTH]
    if not hydrated:
        return False, "no_candidates"
    if any(_metadata_match(c) for c in hydrated):
        return True, None
    best_coverage = max(coverage(question, c.chunk.title + "\n" + c.chunk.text) for c in hydrated)
    best_vector = max((c.signals["vector"].score for c in hydrated if "vector" in c.signals), default=0.0)
    if best_coverage >= settings.min_question_coverage or best_vector >= settings.min_vector_score:
        return True, None
    return False, f"weak_evidence: coverage {best_coverage:.2f}, cosine {best_vector:.2f}"


def _metadata_match(candidate) -> bool:
    # A structured match (the asked day's record, the referenced chapter) is evidence by itself.
    return "metadata" in candidate.signals
