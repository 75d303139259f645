"""The link rule per library (ingest/links.py): a url that does not lead to the chunk's own record
is refused at ingest, counted, and never reaches a card."""

from __future__ import annotations

import gzip
import hashlib
import json
from pathlib import Path

import pytest

from dalil.embed.hashing import HashingEmbedder
from dalil.errors import IngestError
from dalil.ingest.chunking import chunk_document
from dalil.ingest.cloud import validate_batch
from dalil.ingest.links import SKIP_REASON, link_problem, record_url
from dalil.ingest.pipeline import doc_hash, run_ingest
from dalil.ingest.sources.bible import BibleChapter, chapter_document
from dalil.models import Chunk
from dalil.stores.sqlite.store import open_store

DAY_PAGE = "https://www.copticchurch.net/synaxarium/3_22.html?lang=ar#{n}"
STEP = "https://www.stepbible.org/?q=version=AraSVD|reference={}"


def chunk(doc_id: str, library: str, url: str, **metadata: object) -> Chunk:
    return Chunk(chunk_id=f"{doc_id}/0", doc_id=doc_id, n=0, library=library, domains=["general"], title="t", url=url,
                 text="نص", search_text="نص", content_hash=hashlib.sha256(b"x").hexdigest(), corpus_version="t",
                 metadata=metadata)


@pytest.mark.parametrize(
    ("record", "leads_home"),
    [
        (chunk("syn:03-22#2", "synaxarium", DAY_PAGE.format(n=2), coptic_month=3, coptic_day=22), True),
        (chunk("syn:03-22#2", "synaxarium", DAY_PAGE.format(n=1), coptic_month=3, coptic_day=22), False),  # another record's anchor
        (chunk("syn:03-22#2", "synaxarium", DAY_PAGE.format(n=2), coptic_month=3, coptic_day=23), False),  # metadata of another day
        (chunk("syn:03-22#2", "synaxarium", "https://evil.example/synaxarium/3_22.html?lang=ar#2", coptic_month=3, coptic_day=22), False),
        (chunk("svd:Jhn.3", "bible", STEP.format("Jhn.3.16-Jhn.3.18"), book="Jhn", chapter=3, verse_start=16, verse_end=18), True),
        (chunk("svd:Jhn.3", "bible", STEP.format("Jhn.3.16"), book="Jhn", chapter=3, verse_start=16, verse_end=16), True),
        (chunk("svd:Jhn.3", "bible", STEP.format("Jhn.3"), book="Jhn", chapter=3,
               verse_start=16, verse_end=18), False),  # the chapter, not the chunk's verses
        (chunk("svd:Jhn.3", "bible", STEP.format("Jhn.3.16-Jhn.3.17"), book="Jhn", chapter=3,
               verse_start=16, verse_end=18), False),  # part of the chunk's verses
        (chunk("svd:Jhn.3", "bible", STEP.format("Jhn.4.16-Jhn.4.18"), book="Jhn", chapter=3,
               verse_start=16, verse_end=18), False),  # another chapter
        (chunk("svd:Jhn.3", "bible", STEP.format("Jhn.3.18-Jhn.3.16"), book="Jhn", chapter=3,
               verse_start=18, verse_end=16), False),  # no verse range in the chapter
        (chunk("svd:Psa.51", "bible", STEP.format("Psa.51.1-Psa.51.9"), book="Psa", chapter=51, verse_start=1, verse_end=9), True),
        (chunk("agpeya:prime:psalm-1", "liturgy", "dalil://liturgy/agpeya/prime#psalm-1", collection="agpeya", file="prime"), True),
        (chunk("agpeya:prime:psalm-1", "liturgy", "dalil://liturgy/agpeya/prime#psalm-2", collection="agpeya", file="prime"), False),
        (chunk("arcd:aaaaaaaaaaaa", "arcd", "https://ar.wikipedia.org/wiki/نهر_النيل", article="نهر النيل"), True),
        (chunk("arcd:aaaaaaaaaaaa", "arcd", "https://ar.wikipedia.org/wiki/القاهرة", article="نهر النيل"), False),
        (chunk("xquad:Super_Bowl_50:0", "xquad", "https://en.wikipedia.org/wiki/Super_Bowl_50", article="Super_Bowl_50"), True),
        (chunk("xquad:Super_Bowl_50:0", "xquad", "https://en.wikipedia.org/wiki/Super_Bowl_50"), False),  # no article to check
    ],
)
def test_the_rule_per_library(record: Chunk, leads_home: bool) -> None:
    assert (link_problem(record) is None) == leads_home, link_problem(record)


def test_ingest_skips_a_record_whose_link_leads_elsewhere_and_keeps_the_rest(tmp_path: Path) -> None:
    text = "في مثل هذا اليوم استشهد القديسان قزمان ودميان."
    records = {"22 Hator": [
        {"url": DAY_PAGE.format(n=1), "name": "قزمان ودميان", "text": text},
        {"url": "https://evil.example/synaxarium/3_22.html?lang=ar#2", "name": "آخر", "text": text},
    ]}
    source = tmp_path / "canonical.json"
    source.write_text(json.dumps(records, ensure_ascii=False), encoding="utf-8")
    report = run_ingest(tmp_path / "dalil.sqlite", HashingEmbedder(dim=64), [("synaxarium", source)], progress=False)
    (library,) = report.libraries
    assert library.skipped == {SKIP_REASON: 1}
    with open_store(tmp_path / "dalil.sqlite") as store:
        assert sorted(store.chunks.doc_hashes()) == ["syn:03-22#1"]


def test_the_cloud_batch_refuses_a_misdirected_record() -> None:
    document = {"doc_id": "syn:03-22#2", "library": "synaxarium", "domains": ["saints"], "title": "t",
                "url": DAY_PAGE.format(n=1), "text": "نص.", "metadata": {"coptic_month": 3, "coptic_day": 22}}
    with pytest.raises(IngestError, match="does not lead to its record"):
        validate_batch({"library": "synaxarium", "corpus_version": "t", "documents": [document]})


def test_a_bible_chunk_links_to_its_own_verses_and_its_record_to_the_chapter() -> None:
    verses = [(number, " ".join(["كلمة"] * 25)) for number in range(1, 8)]
    document = chapter_document(BibleChapter(book="1Jn", chapter=4, verses=verses))
    chunks = chunk_document(document, "t", max_words=60)
    assert len(chunks) > 1
    for piece in chunks:
        first, last = piece.metadata["verse_start"], piece.metadata["verse_end"]
        wanted = f"1Jn.4.{first}" if first == last else f"1Jn.4.{first}-1Jn.4.{last}"
        assert piece.url == STEP.format(wanted)
        assert link_problem(piece) is None
        assert record_url(piece) == document.url == STEP.format("1Jn.4")
    # Every verse of the chapter is linked by exactly one chunk.
    linked = [v for piece in chunks for v in range(piece.metadata["verse_start"], piece.metadata["verse_end"] + 1)]
    assert linked == list(range(1, 8))


def test_ingest_stores_verse_links_and_rewrites_a_store_that_holds_chapter_links(tmp_path: Path) -> None:
    """The document hash covers the url, so re-ingesting the same input over a store written with
    chapter links (before this rule) rewrites those chapters with verse links."""
    source = tmp_path / "bible.jsonl.gz"
    chapter = {"book": "Jhn", "chapter": 3, "verses": [[16, "لأنه هكذا أحب الله العالم"], [17, "لأنه لم يرسل الله ابنه"]]}
    source.write_bytes(gzip.compress((json.dumps(chapter, ensure_ascii=False) + "\n").encode("utf-8")))
    store_path = tmp_path / "dalil.sqlite"
    run_ingest(store_path, HashingEmbedder(dim=64), [("bible", source)], progress=False)
    with open_store(store_path) as store:
        (stored,) = store.chunks.iter_chunks("bible")
        assert stored.url == STEP.format("Jhn.3.16-Jhn.3.17")
        old = stored.model_copy(update={"url": STEP.format("Jhn.3")})
        with store.writer.transaction():  # the store as the chapter-link rule wrote it
            vector = HashingEmbedder(dim=64).embed_documents([old.text])[0]
            store.writer.replace_documents({"svd:Jhn.3": [old]}, {old.chunk_id: vector}, {"svd:Jhn.3": doc_hash([old])})
    report = run_ingest(store_path, HashingEmbedder(dim=64), [("bible", source)], progress=False)
    assert report.libraries[0].chunks_written == 1
    with open_store(store_path) as store:
        (stored,) = store.chunks.iter_chunks("bible")
    assert stored.url == STEP.format("Jhn.3.16-Jhn.3.17")


def test_a_bible_chapter_whose_own_url_leads_elsewhere_is_refused_not_relinked(tmp_path: Path) -> None:
    """Verse links are made only from the chapter's own page: a record that names another page keeps
    it and is refused, so a bad source row is counted instead of silently repaired."""
    chapters = [{"book": "Jhn", "chapter": 3, "verses": [[16, "لأنه هكذا أحب الله العالم"]]},
                {"book": "Jhn", "chapter": 4, "verses": [[1, "فلما علم الرب"]]}]
    documents = [chapter_document(BibleChapter.model_validate(c)) for c in chapters]
    misdirected = documents[1].model_copy(update={"url": STEP.format("Jhn.5")})
    (piece,) = chunk_document(misdirected, "t")
    assert piece.url == STEP.format("Jhn.5") and link_problem(piece) is not None
    with pytest.raises(IngestError, match="does not lead to its record"):
        validate_batch({"library": "bible", "corpus_version": "t", "documents": [misdirected.model_dump(mode="json")]})
    (kept,) = chunk_document(documents[0], "t")
    assert link_problem(kept) is None
