"""Every card's link leads to its own record, over the whole store: the bundled corpus plus the
Coptic corpora from ../shared/data, built as the eval gate builds it. A chunk's url is its card's
link, so this holds every card any question can show. The same records open whole from
`GET /sources/{doc_id}`, with a public url exactly when the record has a web page."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from urllib.parse import quote

import pytest

from dalil.answer.passage import whole_text
from dalil.embed.hashing import HashingEmbedder
from dalil.ingest.links import LIBRARIES_WITH_A_RULE, SKIP_REASON, link_problem, record_url
from dalil.ingest.pipeline import default_sources, run_ingest
from dalil.serve import to_proxy_event
from dalil.stores.sqlite.store import open_store
from dalil.workflow.invoke import invoke_event


@pytest.fixture(scope="module")
def whole_store(tmp_path_factory: pytest.TempPathFactory, shared_data: Path) -> Path:
    path = tmp_path_factory.mktemp("card-links") / "dalil.sqlite"
    sources = [
        *default_sources(),
        ("synaxarium", shared_data / "coptic_synaxarium_ar"),
        ("liturgy", shared_data / "coptic_liturgical_ar"),
    ]
    report = run_ingest(path, HashingEmbedder(), sources, progress=False)
    assert all(SKIP_REASON not in library.skipped for library in report.libraries)
    return path


def test_every_chunk_links_to_its_own_record(whole_store: Path) -> None:
    with open_store(whole_store) as store:
        chunks = list(store.chunks.iter_chunks())
    by_library = Counter(chunk.library for chunk in chunks)
    assert set(by_library) == {"bible", "synaxarium", "liturgy", "arcd", "xquad"} == set(LIBRARIES_WITH_A_RULE)
    assert by_library["synaxarium"] > 1000 and by_library["liturgy"] > 500  # the Coptic corpora are in
    problems = [problem for chunk in chunks if (problem := link_problem(chunk)) is not None]
    assert problems == [], f"{len(problems)}/{len(chunks)} chunks link elsewhere, e.g. {problems[:3]}"


def test_synaxarium_links_name_the_day_page_and_the_record_anchor(whole_store: Path) -> None:
    with open_store(whole_store) as store:
        chunks = list(store.chunks.iter_chunks("synaxarium"))
    for chunk in chunks:
        month, day = chunk.metadata["coptic_month"], chunk.metadata["coptic_day"]
        anchor = chunk.doc_id.rsplit("#", 1)[1]
        assert chunk.url == f"https://www.copticchurch.net/synaxarium/{month}_{day}.html?lang=ar#{anchor}"
    # Two records of one day share the page and differ by anchor.
    pages = Counter(chunk.url.split("#")[0] for chunk in chunks if chunk.n == 0)
    assert max(pages.values()) > 1


def test_bible_links_name_the_chunks_own_verses(whole_store: Path) -> None:
    with open_store(whole_store) as store:
        chunks = list(store.chunks.iter_chunks("bible"))
    by_chapter: dict[str, list[int]] = {}
    for chunk in chunks:
        book, chapter = chunk.metadata["book"], chunk.metadata["chapter"]
        first, last = chunk.metadata["verse_start"], chunk.metadata["verse_end"]
        verses = f"{book}.{chapter}.{first}" + ("" if first == last else f"-{book}.{chapter}.{last}")
        assert chunk.url == f"https://www.stepbible.org/?q=version=AraSVD|reference={verses}", chunk.chunk_id
        by_chapter.setdefault(chunk.doc_id, []).extend(range(first, last + 1))
    # The links of a chapter's chunks cover its verses in order, each verse once (no overlap today).
    assert all(covered == sorted(set(covered)) for covered in by_chapter.values())
    assert sum(1 for chunk in chunks if chunk.metadata["verse_start"] == chunk.metadata["verse_end"]) > 0  # one-verse links too


def test_every_record_opens_whole_from_the_source_endpoint(whole_store: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from dalil.settings import get_settings
    from dalil.stores.factory import reset_services

    monkeypatch.setenv("DALIL_STORE", str(whole_store))
    monkeypatch.setenv("DALIL_EMBEDDER", "hashing")
    get_settings.cache_clear()
    reset_services()
    with open_store(whole_store) as store:
        doc_ids = sorted(store.chunks.doc_hashes())
        first_per_library: dict[str, str] = {}
        for doc_id in doc_ids:
            first_per_library.setdefault(store.chunks.document_chunks(doc_id)[0].library, doc_id)
        # One record of each library over the API Lambda's route, and every record's text joined in-process.
        for library, doc_id in first_per_library.items():
            result = invoke_event("api", to_proxy_event("GET", "/sources/" + quote(doc_id, safe=""), {}, b""))
            assert result["statusCode"] == 200, result["body"][:300]
            body = json.loads(result["body"])
            stored = store.chunks.document_chunks(doc_id)
            assert body["doc_id"] == doc_id and body["library"] == library
            assert body["url"] == (None if library == "liturgy" else record_url(stored[0]))
            if library == "bible":  # the whole chapter is shown, so the chapter's page is linked
                book, chapter = stored[0].metadata["book"], stored[0].metadata["chapter"]
                assert body["url"] == f"https://www.stepbible.org/?q=version=AraSVD|reference={book}.{chapter}"
            assert (body["coptic_day"] is not None) == (library == "synaxarium")
        for doc_id in doc_ids:
            chunks = store.chunks.document_chunks(doc_id)
            text = whole_text(chunks)
            assert all(chunk.text in text for chunk in chunks), doc_id
            assert len(text) <= sum(len(chunk.text) + 2 for chunk in chunks), doc_id  # overlaps kept once
    reset_services()
