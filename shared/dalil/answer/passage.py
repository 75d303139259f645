"""A card's whole passage: every chunk of its document joined back into the record's text.

Chunks overlap (the chunker repeats sentences at their edges) and each knows its span in the
document (`char_start`, `char_end` in its metadata), so the join keeps each character once. A
chunk without a usable span is appended whole after a blank line: never dropped, never guessed.
"""

from __future__ import annotations

from collections.abc import Sequence

from dalil.models import Chunk

PUBLIC_SCHEMES = ("https://", "http://")


def public_url(url: str) -> str | None:
    """The record's page on the web; None for internal ids (`dalil://…`) and empty urls."""
    return url if url.startswith(PUBLIC_SCHEMES) else None


def _span(chunk: Chunk) -> tuple[int, int] | None:
    start, end = chunk.metadata.get("char_start"), chunk.metadata.get("char_end")
    if isinstance(start, int) and isinstance(end, int) and 0 <= start <= end and end - start == len(chunk.text):
        return start, end
    return None


def whole_text(chunks: Sequence[Chunk]) -> str:
    """The document's text from its chunks in order (by `n`), overlaps kept once. Text between
    two chunks that no chunk holds is whitespace the chunker trimmed: one space between prose
    sentences, a line break between units (verses, hymn lines) or where more than one was cut."""
    parts: list[str] = []
    covered: int | None = 0  # the document offset up to which `parts` holds the text; None: unknown
    for chunk in sorted(chunks, key=lambda c: c.n):
        span = _span(chunk)
        if span is None or (covered is None and parts):
            parts.append(("\n\n" if parts else "") + chunk.text)
            covered = None if span is None else span[1]
            continue
        start, end = span
        covered = covered or 0
        if end <= covered and parts:
            continue  # wholly inside what is already there
        if start > covered and parts:
            parts.append(" " if start - covered == 1 and "unit_start" not in chunk.metadata else "\n")
        parts.append(chunk.text[max(0, covered - start):] if parts else chunk.text)
        covered = max(covered, end)
    return "".join(parts)
