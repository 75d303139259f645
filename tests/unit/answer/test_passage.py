"""A card's whole passage joined back from its chunks: overlaps once, gaps as a line break, chunks
without a usable span kept whole, never dropped."""

from __future__ import annotations

import hashlib
from itertools import pairwise

from dalil.answer.passage import public_url, whole_text
from dalil.ingest.chunking import chunk_document
from dalil.models import Chunk, Document

RECORD = (
    "في مثل هذا اليوم تنيح القديس الأنبا بولا أول السواح. وكان من الإسكندرية. "
    "ولما توفي والده ترك أخاه وخرج إلى البرية. وعاش فيها سبعين سنة. "
    "وزاره القديس أنطونيوس قبل نياحته. وكفنه بحلة كان قد أعطاها له أثناسيوس."
)


def piece(n: int, text: str, start: int | None, end: int | None) -> Chunk:
    metadata = {} if start is None else {"char_start": start, "char_end": end}
    return Chunk(chunk_id=f"syn:01-02#1/{n}", doc_id="syn:01-02#1", n=n, library="synaxarium", domains=["saints"],
                 title="بولا", url="https://www.copticchurch.net/synaxarium/1_2.html?lang=ar#1", text=text,
                 search_text=text, content_hash=hashlib.sha256(text.encode()).hexdigest(), corpus_version="t",
                 metadata=metadata)


def test_the_chunker_s_overlapping_chunks_join_back_to_the_record() -> None:
    document = Document(doc_id="syn:01-02#1", library="synaxarium", domains=["saints"], title="بولا",
                        url="https://www.copticchurch.net/synaxarium/1_2.html?lang=ar#1", text=RECORD)
    chunks = chunk_document(document, "t", max_words=12, overlap_sentences=1)
    spans = [(c.metadata["char_start"], c.metadata["char_end"]) for c in chunks]
    assert any(later[0] < earlier[1] for earlier, later in pairwise(spans))  # some overlap
    assert any(later[0] > earlier[1] for earlier, later in pairwise(spans))  # some leave a space out
    assert whole_text(list(reversed(chunks))) == RECORD  # order by n, each sentence once


def test_a_gap_becomes_whitespace_and_a_chunk_without_a_span_is_kept() -> None:
    assert whole_text([piece(0, "أ ب", 0, 3), piece(1, "ج د", 4, 7)]) == "أ ب ج د"
    assert whole_text([piece(0, "أ ب", 0, 3), piece(1, "ج د", 5, 8)]) == "أ ب\nج د"
    assert whole_text([piece(0, "أ ب", 0, 3), piece(1, "ج د", None, None)]) == "أ ب\n\nج د"
    assert whole_text([piece(0, "أ ب", 0, 99), piece(1, "ج د", 4, 7)]) == "أ ب\n\nج د"  # a span that lies: kept whole
    assert whole_text([]) == ""


def test_only_web_pages_are_public_urls() -> None:
    assert public_url("https://ar.wikipedia.org/wiki/نهر_النيل") == "https://ar.wikipedia.org/wiki/نهر_النيل"
    assert public_url("dalil://liturgy/agpeya/common#opening") is None
    assert public_url("") is None
    assert public_url("javascript:alert(1)") is None
