"""A reference the question names is a premise (REFHELD77): "ماذا يقول المزمور 122 عن المتوكلين على الرب؟" asks
what Psalm 122 says; the saying is in Psalm 125 (the Agpeya's 124), and an answer quoted from there answers a
question that was not asked as if it had been. The answer must come from the named reference, or the question
declines naming it ("premise_unsupported: Psa.122 …").

The named reference is the question's first Bible chapter (`text.bible_refs.parse_bible_ref`: a psalm, a chapter of a
book, in digits, ordinals or Franco-Arabic read as Arabic). A bare psalm number is held in either numbering the library
uses — Van Dyck's (Hebrew) or the Agpeya's (Septuagint), which differ by one for Psalms 10-147 — so "mazmoor 125"
answered from the Agpeya's Psalm 125 (= Van Dyck 126) stands; a number the question marks as the Agpeya's ("مزمور 124
في الأجبية") is that psalm only.

A cited passage's chapter, in the Van Dyck numbering: its stored book and chapter (the Bible library); an Agpeya
psalm's stored Septuagint number, as the Van Dyck psalms it covers (the ingest stores it: `ingest/sources/liturgy.py`);
else the chapter its title names (a service book's reading, a record carried without its metadata). A record that names
no chapter (a Synaxarium entry, a hymn, a prayer) is not judged here; a day the question names is kept by the retriever
(`retrieval/policy.py`: other_day). The offline critic reads a cited passage's chapter by the same rule (its drift).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from dalil.models import Evidence
from dalil.reasons import PREMISE_UNSUPPORTED
from dalil.text.bible_books import septuagint_to_hebrew_psalm
from dalil.text.bible_refs import PSALMS, BibleRef, parse_bible_ref


def _stored_chapters(stored: Mapping[str, Any]) -> tuple[str, frozenset[int]] | None:
    """(book, Van Dyck chapters) the record's metadata stores, or None: a Bible chunk's book and chapter, an Agpeya
    psalm's Septuagint number read as the Van Dyck psalms it covers (LXX 9 = Psa.9-10)."""
    book, chapter = stored.get("book"), stored.get("chapter")
    if isinstance(book, str) and isinstance(chapter, int):
        return book, frozenset({chapter})
    septuagint = stored.get("psalm_septuagint")
    if isinstance(septuagint, int) and not isinstance(septuagint, bool) and 1 <= septuagint <= 150:
        return PSALMS, frozenset(septuagint_to_hebrew_psalm(septuagint))
    return None


def passage_of_chapter(ref: BibleRef, item: Evidence, stored: Mapping[str, Any]) -> bool | None:
    """Whether a cited passage is of the chapter `ref` names (a psalm under either numbering); None: its record
    names no chapter."""
    asked_chapters = {ref.chapter, ref.alternative_chapter} - {None}
    found = _stored_chapters(stored)
    if found is not None:
        book, chapters = found
    elif item.title and (named := parse_bible_ref(item.title)) is not None:
        # a title alone does not say its numbering: a title and a question that number it alike name the same number
        if named.numbering == ref.numbering:
            return (named.book, named.stated_chapter) == (ref.book, ref.stated_chapter)
        book, chapters = named.book, frozenset(c for c in (named.chapter, named.alternative_chapter) if c is not None)
    else:
        return None
    return book == ref.book and bool(chapters & asked_chapters)


def reference_unheld(
    question: str, cited: Sequence[Evidence], metadata: Mapping[str, Mapping[str, Any]]
) -> str | None:
    """The premise code when the question names a Bible chapter and the answer cites passages of other chapters
    only (it tells what another reference says), else None."""
    ref = parse_bible_ref(question)
    if ref is None:
        return None
    judged = [(item, passage_of_chapter(ref, item, metadata.get(item.chunk_id, {}))) for item in cited]
    others = [item for item, held in judged if held is False]
    # one cited passage of the named chapter answers from it (a second, of another psalm that shares a word, rides along)
    if not others or any(held for _, held in judged):
        return None
    named = ref.label + (f" or Psa.{ref.alternative_chapter}" if ref.alternative_chapter is not None else "")
    cited_as = ", ".join(dict.fromkeys(item.title or item.chunk_id for item in others))
    return f"{PREMISE_UNSUPPORTED}: {named} ({ref.text}) — the answer cites another reference: {cited_as}"
