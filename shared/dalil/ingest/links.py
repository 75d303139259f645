"""The link rule per library: a chunk's url must lead to the record the chunk was cut from.

A card's link is the chunk's `url`, so a wrong url sends a reader to another saint's story or
another chapter while the card shows this one. Every library's url is a function of the record's
identity, and the rule recomputes it from the doc_id and the metadata:

- synaxarium: the day page of the record's Coptic day and the record's anchor on it
  (`…/synaxarium/<M>_<D>.html?lang=ar#<n>` for `syn:MM-DD#n`, M and D the metadata's day);
- bible: the chapter's page on STEP (`reference=<Book>.<chapter>` for `svd:<Book>.<chapter>`), and
  the chunk's verses are a range in that chapter;
- liturgy: the `dalil://liturgy/<collection>/<file>#<section>` id of `<collection>:<file>:<section>`
  (no public page: the panel opens the passage from `GET /sources/{doc_id}` instead);
- arcd, xquad: the Wikipedia article the metadata names.

Ingest skips a document whose chunks break the rule (counted as a malformed link);
tests/integration/test_card_links.py holds every chunk of the built store to it.
"""

from __future__ import annotations

import re

from dalil.models import Chunk

SYNAXARIUM_HOST = "https://www.copticchurch.net"
LIBRARIES_WITH_A_RULE = ("synaxarium", "bible", "liturgy", "arcd", "xquad")
# Counted with the malformed records: a source whose links all broke trips the ingest guard
# (MAX_MALFORMED_SHARE) instead of emptying its library.
SKIP_REASON = "malformed link (does not lead to its record)"

_SYNAXARIUM_ID = re.compile(r"syn:(\d{2})-(\d{2})#(\d+)")
_BIBLE_ID = re.compile(r"svd:([1-3]?[A-Z][a-z]{1,2})\.(\d{1,3})")
_LITURGY_ID = re.compile(r"([a-z]+):([^:/#]+):([^:/#]+)")


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
        return f"https://www.stepbible.org/?q=version=AraSVD|reference={found[1]}.{int(found[2])}"
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
