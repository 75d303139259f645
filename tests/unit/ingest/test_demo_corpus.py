"""The bundled demo corpus: licence-safe libraries only, byte-checked by its manifest, and loading
to exactly the documents the raw data gives, minus the held-out articles."""

from __future__ import annotations

import gzip
import hashlib
from pathlib import Path

import pytest

from dalil.ingest.sources import DEMO_DIR, get_source, load_demo_manifest

RAW = {"bible": "arabic_bible_svd_stepbible", "arcd": "arcd", "xquad": "xquad"}


@pytest.fixture(scope="module")
def manifest() -> dict:
    return load_demo_manifest()


def test_only_licence_safe_files_are_bundled(manifest):
    names = {p.name for p in DEMO_DIR.iterdir()}
    assert names == {"bible.jsonl.gz", "arcd.jsonl.gz", "xquad.jsonl.gz", "ATTRIBUTION.md", "manifest.json"}
    assert {entry["library"] for entry in manifest["files"].values()} == {"bible", "arcd", "xquad"}
    total = sum(p.stat().st_size for p in DEMO_DIR.iterdir())
    assert total < 3_000_000


def test_manifest_hashes_and_counts_match_the_files(manifest):
    for name, entry in manifest["files"].items():
        data = (DEMO_DIR / name).read_bytes()
        assert hashlib.sha256(data).hexdigest() == entry["sha256"], name
        assert len(data) == entry["bytes"]
        assert len(gzip.decompress(data).decode("utf-8").splitlines()) == entry["records"]
        assert data[4:8] == b"\0\0\0\0"  # gzip mtime 0: rebuilding gives the same bytes


def test_attribution_keeps_the_required_names():
    text = (DEMO_DIR / "ATTRIBUTION.md").read_text(encoding="utf-8")
    for required in ("Arabic Bible Outreach Ministry", "STEPBible.org", "CC BY-SA 4.0", "What we changed",
                     "MIT License", "Copyright (c) 2020 Hussein Mozannar", "Artetxe", "Cross-lingual Transferability"):
        assert required in text


def test_held_out_articles_are_listed_and_absent(manifest, shared_data):
    held = manifest["held_out_articles"]
    assert len(held["arcd"]) == 4 and len(held["xquad"]) == 2
    assert all(item["article_index"] % 2 == 0 for item in held["xquad"])
    for library in ("arcd", "xquad"):
        demo_ids = {d.doc_id for d in get_source(library).load(get_source(library).default_path())}
        raw_ids = {d.doc_id for d in get_source(library).load(shared_data / RAW[library])}
        held_ids = {doc_id for item in held[library] for doc_id in item["doc_ids"]}
        assert held_ids and held_ids <= raw_ids
        assert not held_ids & demo_ids
        assert demo_ids == raw_ids - held_ids


@pytest.mark.parametrize("library", list(RAW))
def test_demo_documents_equal_the_raw_documents(library, manifest, shared_data):
    source = get_source(library)
    held = {item["article"] for item in manifest["held_out_articles"].get(library, [])}
    raw = [d for d in source.load(shared_data / RAW[library]) if d.metadata.get("article") not in held]
    demo = list(source.load(source.default_path()))
    assert source.last_report.skipped == {}
    assert [d.model_dump() for d in demo] == [d.model_dump() for d in raw]


def test_a_broken_demo_line_is_skipped_and_counted(tmp_path):
    good = gzip.decompress((DEMO_DIR / "xquad.jsonl.gz").read_bytes()).decode("utf-8").splitlines()
    broken = tmp_path / "xquad.jsonl.gz"
    broken.write_bytes(gzip.compress(("\n".join([good[0], "{not json", '{"article": 1}', good[1]]) + "\n").encode()))
    source = get_source("xquad")
    docs = list(source.load(broken))
    assert len(docs) == 2
    assert sum(source.last_report.skipped.values()) == 2


def test_a_file_that_is_not_gzip_is_an_ingest_error(tmp_path):
    from dalil.errors import IngestError

    fake = tmp_path / "bible.jsonl.gz"
    fake.write_text("plain text", encoding="utf-8")
    with pytest.raises(IngestError, match="gzip"):
        list(get_source("bible").load(fake))
