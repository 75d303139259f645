"""Citations and source cards, resolved on the server from stored chunk records.

A model only ever returns evidence ids. Titles and urls come from the `Chunk` record the id maps
to (through the context pack), and the card's excerpt is the excerpt the model was shown. An id
that does not resolve is an invariant failure, never something to fill in from model output.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from datetime import date

from dalil.errors import CitationResolutionError
from dalil.models import Candidate, Chunk, Citation, ContextPack, CopticDay, Evidence, SourceCard
from dalil.text.coptic_calendar import NASIE, gregorian_in_year, gregorian_label, month_name


def coptic_day(chunk: Chunk, today: date | None) -> CopticDay | None:
    """The day a Synaxarium chunk commemorates, from its metadata, with its Gregorian date in
    `today`'s year (no Gregorian date without `today`). None for other records or bad metadata."""
    month, day = chunk.metadata.get("coptic_month"), chunk.metadata.get("coptic_day")
    if chunk.library != "synaxarium" or not isinstance(month, int) or not isinstance(day, int):
        return None
    if not 1 <= month <= NASIE or not 1 <= day <= 30:
        return None
    gregorian = gregorian_in_year(month, day, today.year) if today is not None else None
    return CopticDay(
        month=month, day=day, label=f"{day} {month_name(month)}", gregorian=gregorian,
        gregorian_label=gregorian_label(gregorian) if gregorian is not None else None,
    )


def chunks_by_id(candidates: Iterable[Candidate]) -> dict[str, Chunk]:
    """The hydrated chunk records of a retrieval result, keyed by chunk_id."""
    return {c.chunk_id: c.chunk for c in candidates if c.chunk is not None}


def _resolve(evidence_id: str, context: ContextPack, chunks: Mapping[str, Chunk]) -> tuple[Evidence, Chunk]:
    evidence = context.by_id().get(evidence_id)
    if evidence is None:
        raise CitationResolutionError(f"Evidence id {evidence_id} was not supplied in this request.")
    chunk = chunks.get(evidence.chunk_id)
    if chunk is None:
        raise CitationResolutionError(
            f"Evidence id {evidence_id} maps to chunk {evidence.chunk_id}, which has no stored record."
        )
    return evidence, chunk


def citations(
    cited_ids: Sequence[str], context: ContextPack, chunks: Mapping[str, Chunk], today: date | None = None
) -> list[Citation]:
    """One citation per distinct cited id, in citation order. `today` (in DALIL_TIMEZONE) dates
    Synaxarium records in this year's calendar."""
    result: list[Citation] = []
    for evidence_id in dict.fromkeys(cited_ids):
        evidence, chunk = _resolve(evidence_id, context, chunks)
        result.append(Citation(id=evidence_id, chunk_id=chunk.chunk_id, title=chunk.title, url=chunk.url,
                               coptic_day=coptic_day(chunk, today)))
    return result


def source_cards(
    context: ContextPack, chunks: Mapping[str, Chunk], evidence_ids: Sequence[str] | None = None, today: date | None = None
) -> list[SourceCard]:
    """Cards for `evidence_ids` (all evidence of the pack when None), in that order."""
    ids = [e.evidence_id for e in context.evidence] if evidence_ids is None else list(dict.fromkeys(evidence_ids))
    cards: list[SourceCard] = []
    for evidence_id in ids:
        evidence, chunk = _resolve(evidence_id, context, chunks)
        cards.append(
            SourceCard(
                chunk_id=chunk.chunk_id,
                doc_id=chunk.doc_id,
                library=chunk.library,
                title=chunk.title,
                url=chunk.url,
                excerpt=evidence.excerpt,
                coptic_day=coptic_day(chunk, today),
            )
        )
    return cards


def allowed_urls(context: ContextPack, chunks: Mapping[str, Chunk]) -> list[str]:
    """Urls of the stored records behind this request's evidence: the only urls an answer may hold."""
    return [chunks[e.chunk_id].url for e in context.evidence if e.chunk_id in chunks and chunks[e.chunk_id].url]
