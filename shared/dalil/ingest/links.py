"""The link rule per library: a chunk's url must lead to the record the chunk was cut from.

A card's link is the chunk's `url`, so a wrong url sends a reader to another saint's story or
another chapter while the card shows this one. Every library's url is a function of the record's
identity, and the rule recomputes it from the doc_id and the metadata:

- synaxarium: the day page of the record's Coptic day and the record's anchor on it
  (`…/synaxarium/<M>_<D>.html?lang=ar#<n>` for `syn:MM-DD#n`, M and D the metadata's day);
- bible: the chunk's verses on STEP (`reference=<Book>.<ch>.<first>-<Book>.<ch>.<last>`, or
  `<Book>.<ch>.<v>` for one verse, in `svd:<Book>.<ch>`); the whole chapter (`reference=<Book>.<ch>`)
  is the record's own page, which the source endpoint links since it shows the whole chapter;
- liturgy: the `dalil://liturgy/<collection>/<file>#<section>` id of `<collection>:<file>:<section>`
  (no public page: the panel opens the passage from `GET /sources/{doc_id}` instead);
- arcd, xquad: the Wikipedia article the metadata names.

Ingest skips a document whose chunks break the rule (counted as a malformed link);
tests/integration/test_card_links.py holds every chunk of the built store to it.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from dalil.models import Chunk, Document

SYNAXARIUM_HOST = "https://www.copticchurch.net"
LIBRARIES_WITH_A_RULE = ("synaxarium", "bible", "liturgy", "arcd", "xquad")
# Counted with the malformed records: a source whose links all broke trips the ingest guard
# (MAX_MALFORMED_SHARE) instead of emptying its library.
SKIP_REASON = "malformed link (does not lead to its record)"

_SYNAXARIUM_ID = re.compile(r"syn:(\d{2})-(\d{2})#(\d+)")
_BIBLE_ID = re.compile(r"svd:([1-3]?[A-Z][a-z]{1,2})\.(\d{1,3})")
_LITURGY_ID = re.compile(r"([a-z]+):([^:/#]+):([^:/#]+)")


def stepbible_url(book: str, chapter: int, first_verse: int | None = None, last_verse: int | None = None) -> str:
    """STEP's page for a chapter of the Smith & Van Dyck text, or for verses of it. STEP reads the
    `reference` term as an OSIS reference (`Jhn.3`, `Jhn.3.16`, the range `Jhn.3.16-Jhn.3.18`);
    the forms and where they are documented are in docs/DECISIONS.md."""
    reference = f"{book}.{chapter}"
    if first_verse is not None:
        reference += f".{first_verse}"
        if last_verse is not None and last_verse != first_verse:
            reference += f"-{book}.{chapter}.{last_verse}"
    return f"https://www.stepbible.org/?q=version=AraSVD|reference={reference}"


def chunk_url(doc: Document, metadata: Mapping[str, object]) -> str:
    """The link of the part of a record one chunk holds: a Bible chunk leads to its own verses, so
    a card shows the reader the verses it quotes; every other library's chunk to its record's url.
    Only a chapter's own page is narrowed to verses: a Bible document whose url is another page,
    or a chunk without a verse range, keeps the document's url, which the rule then refuses."""
    found = _BIBLE_ID.fullmatch(doc.doc_id) if doc.library == "bible" else None
    start, end = metadata.get("verse_start"), metadata.get("verse_end")
    if found is None or not (isinstance(start, int) and isinstance(end, int) and 1 <= start <= end):
        return doc.url
    book, chapter = found[1], int(found[2])
    return stepbible_url(book, chapter, start, end) if doc.url == stepbible_url(book, chapter) else doc.url


def record_url(chunk: Chunk) -> str:
    """The page of the whole record a chunk was cut from (what `GET /sources/{doc_id}` shows): the
    chapter for a Bible chunk, whose own url names only its verses; the chunk's url otherwise."""
    found = _BIBLE_ID.fullmatch(chunk.doc_id) if chunk.library == "bible" else None
    return stepbible_url(found[1], int(found[2])) if found else chunk.url


def expected_url(chunk: Chunk) -> str | None:
    """The url the chunk's record has by its library's rule; None when the record's identity
    (doc_id, metadata) does not make one."""
    library, metadata = chunk.library, chunk.metadata
    if library == "synaxarium":
        found = _SYNAXARIUM_ID.fullmatch(chunk.doc_id)
        month, day = metadata.get("coptic_month"), metadata.get("coptic_day")
        if not found or (int(found[1]), int(found[2])) != (month, day):
            return None
        return f"{SYNAXARIUM_HOST}/synaxarium/{month}_{day}.html?lang=ar#{int(found[3])}"
    if library == "bible":
        found = _BIBLE_ID.fullmatch(chunk.doc_id)
        if not found or (found[1], int(found[2])) != (metadata.get("book"), metadata.get("chapter")):
            return None
        start, end = metadata.get("verse_start"), metadata.get("verse_end")
        if not (isinstance(start, int) and isinstance(end, int) and 1 <= start <= end):
            return None
        return stepbible_url(found[1], int(found[2]), start, end)
    if library == "liturgy":
        found = _LITURGY_ID.fullmatch(chunk.doc_id)
        if not found or (found[1], found[2]) != (metadata.get("collection"), metadata.get("file")):
            return None
        return f"dalil://liturgy/{found[1]}/{found[2]}#{found[3]}"
    if library in ("arcd", "xquad"):
        article = metadata.get("article")
        if not isinstance(article, str) or not article:
            return None
        language = "ar" if library == "arcd" else "en"
        return f"https://{language}.wikipedia.org/wiki/{article.replace(' ', '_')}"
    return None


def link_problem(chunk: Chunk) -> str | None:
    """Why the chunk's url does not lead to its own record; None when it does, or when its library
    has no rule yet (a library added later; the whole-store test names every library without one)."""
    if chunk.library not in LIBRARIES_WITH_A_RULE:
        return None
    wanted = expected_url(chunk)
    if wanted is None:
        return f"{chunk.chunk_id}: its doc_id and metadata make no {chunk.library} link"
    if chunk.url != wanted:
        return f"{chunk.chunk_id}: links to {chunk.url!r}, its record is at {wanted!r}"
    return None
