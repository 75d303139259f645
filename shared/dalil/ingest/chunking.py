"""Split a Document into retrievable Chunks.

Rules (the numbers are measured, see benchmarks/chunking/RESULTS.md):
- Pieces are sentences (ended by . ؟ ? ! ؛ ; before a space, or by a line break) or, when the
  document gives `units` (verses, hymn stanzas), whole units. A unit or sentence longer than
  `max_words` is cut at sentence, then word boundaries, so no chunk grows without bound.
- Pieces are packed in order into chunks of at most `max_words` words, balanced (a 130-word text
  with max 100 gives 65 + 65, not 100 + 30). A document that fits stays one chunk. By default
  `max_words` depends on the library (`MAX_WORDS_BY_LIBRARY`).
- Consecutive chunks repeat the last `overlap_sentences` pieces of the previous chunk.
- Every chunk's text is an exact slice of the document text (`char_start:char_end`), so nothing is
  rewritten and nothing is lost; the ids are `<doc_id>/<n>` and depend only on the input.
"""

from __future__ import annotations

import hashlib
import json
import math
import re
from dataclasses import dataclass
from typing import Any

from dalil.ingest.links import chunk_url
from dalil.models import Chunk, Document
from dalil.text.normalize import fold

# Measured on dev data with the bundled embedder (benchmarks/chunking/RESULTS.md): QA paragraphs
# retrieve best whole (250 keeps 98 % of them whole); long narratives and verse/line texts retrieve
# best in short chunks (60). Overlap did not help, so it is off.
MAX_WORDS_BY_LIBRARY: dict[str, int] = {"arcd": 250, "xquad": 250, "synaxarium": 60, "bible": 60, "liturgy": 60}
DEFAULT_MAX_WORDS = 100  # a library not measured yet
DEFAULT_OVERLAP_SENTENCES = 0
_ALGORITHM = 1  # bump when the splitting or packing rules change
# The settings are part of the version, so a store built with other chunk sizes never looks current.
CHUNKER_VERSION = "chunk{}.{}".format(
    _ALGORITHM,
    hashlib.sha256(
        json.dumps([MAX_WORDS_BY_LIBRARY, DEFAULT_MAX_WORDS, DEFAULT_OVERLAP_SENTENCES], sort_keys=True).encode()
    ).hexdigest()[:6],
)

# A sentence ends after terminal punctuation (optionally followed by closing quotes/brackets) that
# is followed by whitespace. Requiring the space keeps "3.5" and "١٢.٣" whole.
_SENTENCE_END = re.compile(r"[.؟?!؛;…]+[\"'»”)\]]*(?=\s)")
_WORD = re.compile(r"\S+")


@dataclass(frozen=True)
class _Piece:
    start: int  # offsets into the base text
    end: int
    words: int
    unit: int | None  # index of the unit the piece belongs to, when the document has units


def chunk_document(
    doc: Document,
    corpus_version: str,
    max_words: int | None = None,
    overlap_sentences: int = DEFAULT_OVERLAP_SENTENCES,
) -> list[Chunk]:
    """Chunks of one document; `max_words=None` takes the measured size for the document's library."""
    if max_words is None:
        max_words = MAX_WORDS_BY_LIBRARY.get(doc.library, DEFAULT_MAX_WORDS)
    if max_words < 1:
        raise ValueError("max_words must be at least 1")
    if overlap_sentences < 0:
        raise ValueError("overlap_sentences cannot be negative")
    base = "\n".join(doc.units) if doc.units else doc.text
    pieces = _pieces(base, doc.units, max_words)
    chunks: list[Chunk] = []
    for n, (first, last) in enumerate(_pack([p.words for p in pieces], max_words, overlap_sentences)):
        start, end = pieces[first].start, pieces[last].end
        text = base[start:end]
        metadata: dict[str, Any] = {**doc.metadata, "char_start": start, "char_end": end}
        if doc.units:
            metadata.update(_unit_range(doc, pieces[first].unit, pieces[last].unit))
        chunks.append(
            Chunk(
                chunk_id=f"{doc.doc_id}/{n}",
                doc_id=doc.doc_id,
                n=n,
                library=doc.library,
                domains=list(doc.domains),
                title=doc.title,
                url=chunk_url(doc, metadata),
                text=text,
                search_text=fold(f"{doc.title}\n{text}"),
                content_hash=hashlib.sha256(text.encode("utf-8")).hexdigest(),
                corpus_version=corpus_version,
                metadata=metadata,
            )
        )
    return chunks


def _unit_range(doc: Document, first: int | None, last: int | None) -> dict[str, Any]:
    assert first is not None and last is not None
    found: dict[str, Any] = {"unit_start": first, "unit_end": last}
    if doc.unit_labels:
        kind = str(doc.metadata.get("unit_kind", "unit"))
        found[f"{kind}_start"] = _label(doc.unit_labels[first])
        found[f"{kind}_end"] = _label(doc.unit_labels[last])
    return found


def _label(label: str) -> int | str:
    return int(label) if label.isdigit() else label


def _pieces(base: str, units: list[str] | None, max_words: int) -> list[_Piece]:
    if not units:
        return _split_span(base, 0, len(base), None, max_words)
    pieces: list[_Piece] = []
    offset = 0
    for index, unit in enumerate(units):
        span = _trimmed(base, offset, offset + len(unit))
        if span is not None:
            words = _count_words(base, *span)
            if words <= max_words:
                pieces.append(_Piece(span[0], span[1], words, index))
            else:
                pieces.extend(_split_span(base, offset, offset + len(unit), index, max_words))
        offset += len(unit) + 1  # the "\n" that joins units
    return pieces


def _split_span(text: str, start: int, end: int, unit: int | None, max_words: int) -> list[_Piece]:
    """Sentences of text[start:end]; sentences longer than max_words are cut into word windows."""
    pieces: list[_Piece] = []
    for s_start, s_end in _sentences(text, start, end):
        words = [m.span() for m in _WORD.finditer(text, s_start, s_end)]
        if len(words) <= max_words:
            pieces.append(_Piece(s_start, s_end, len(words), unit))
            continue
        parts = math.ceil(len(words) / max_words)
        size = math.ceil(len(words) / parts)
        for i in range(0, len(words), size):
            window = words[i : i + size]
            pieces.append(_Piece(window[0][0], window[-1][1], len(window), unit))
    return pieces


def _sentences(text: str, start: int, end: int) -> list[tuple[int, int]]:
    spans: list[tuple[int, int]] = []
    cursor = start
    for line_end in [*(m.start() for m in re.finditer("\n", text[start:end])), end - start]:
        line_stop = start + line_end
        for match in _SENTENCE_END.finditer(text, cursor, line_stop):
            span = _trimmed(text, cursor, match.end())
            if span:
                spans.append(span)
            cursor = match.end()
        span = _trimmed(text, cursor, line_stop)
        if span:
            spans.append(span)
        cursor = line_stop + 1
    return spans


def _trimmed(text: str, start: int, end: int) -> tuple[int, int] | None:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return (start, end) if start < end else None


def _count_words(text: str, start: int, end: int) -> int:
    return sum(1 for _ in _WORD.finditer(text, start, end))


def _pack(words: list[int], max_words: int, overlap: int) -> list[tuple[int, int]]:
    """Inclusive piece ranges, balanced so the chunks of a document have similar sizes."""
    groups: list[tuple[int, int]] = []
    start, first_new = 0, 0  # every chunk takes at least one piece the previous chunk did not have
    while start < len(words):
        remaining = sum(words[start:])
        target = remaining / max(1, math.ceil(remaining / max_words))
        end, total = first_new, sum(words[start : first_new + 1])
        while end + 1 < len(words):
            grown = total + words[end + 1]
            # Stop when the next piece would overflow, or when stopping here is closer to the target.
            if grown > max_words or abs(total - target) <= abs(grown - target):
                break
            end, total = end + 1, grown
        groups.append((start, end))
        if end + 1 >= len(words):
            break
        first_new = end + 1
        # Repeat up to `overlap` trailing pieces, as many as fit beside the next new piece.
        start = max(end + 1 - overlap, start + 1)
        while start < first_new and sum(words[start : first_new + 1]) > max_words:
            start += 1
    return groups
