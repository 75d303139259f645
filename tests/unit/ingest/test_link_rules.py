"""The link rule per library (ingest/links.py): a url that does not lead to the chunk's own record
is refused at ingest, counted, and never reaches a card."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from dalil.embed.hashing import HashingEmbedder
from dalil.errors import IngestError
from dalil.ingest.cloud import validate_batch
from dalil.ingest.links import SKIP_REASON, link_problem
from dalil.ingest.pipeline import run_ingest
from dalil.models import Chunk
from dalil.stores.sqlite.store import open_store

DAY_PAGE = "https://www.copticchurch.net/synaxarium/3_22.html?lang=ar#{n}"


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
        (chunk("svd:Jhn.3", "bible", "https://www.stepbible.org/?q=version=AraSVD|reference=Jhn.3", book="Jhn", chapter=3,
               verse_start=16, verse_end=18), True),
        (chunk("svd:Jhn.3", "bible", "https://www.stepbible.org/?q=version=AraSVD|reference=Jhn.4", book="Jhn", chapter=3,
               verse_start=16, verse_end=18), False),  # another chapter
        (chunk("svd:Jhn.3", "bible", "https://www.stepbible.org/?q=version=AraSVD|reference=Jhn.3", book="Jhn", chapter=3,
               verse_start=18, verse_end=16), False),  # no verse range in the chapter
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
