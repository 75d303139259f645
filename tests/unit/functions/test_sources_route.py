"""`GET /sources/{doc_id}` on `dalil serve` (real HTTP, the demo store) and on the API Lambda's
proxy events: the whole record behind a card, or a 404/422 with a sentence, never a 500."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import quote

import httpx
import pytest

from dalil.serve import to_proxy_event
from dalil.workflow.invoke import invoke_event
from support.serve_harness import running_server


@pytest.fixture
def embedded(demo_store: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    from dalil.settings import get_settings

    monkeypatch.setenv("DALIL_STORE", str(demo_store))
    monkeypatch.setenv("DALIL_EMBEDDER", "hashing")
    monkeypatch.setenv("DALIL_PROVIDER", "extractive")
    monkeypatch.setenv("DALIL_CORS_ORIGIN", "http://localhost:3000")
    get_settings.cache_clear()
    return demo_store


@pytest.fixture
def server(embedded: Path) -> Iterator[str]:
    with running_server() as url:
        yield url


def test_a_card_opens_its_whole_passage_over_http(server: str, embedded: Path) -> None:
    from dalil.stores.sqlite.store import open_store

    with open_store(embedded) as store:
        stored = store.chunks.document_chunks("svd:Jhn.3")
    reply = httpx.get(f"{server}/sources/{quote('svd:Jhn.3', safe='')}", headers={"Origin": "http://localhost:3000"})
    assert reply.status_code == 200, reply.text
    assert reply.headers["access-control-allow-origin"] == "http://localhost:3000"  # the site's panel may read it
    body = reply.json()
    assert body["doc_id"] == "svd:Jhn.3" and body["library"] == "bible" and body["title"] == stored[0].title
    # The whole chapter is shown, so its page is linked; a card's own link names only its verses.
    assert body["url"] == "https://www.stepbible.org/?q=version=AraSVD|reference=Jhn.3"
    assert stored[0].url.startswith(body["url"] + ".1-Jhn.3.")
    assert [c["chunk_id"] for c in body["chunks"]] == [f"svd:Jhn.3/{n}" for n in range(len(stored))]
    assert len(stored) > 1 and all(c.text in body["text"] for c in stored)
    assert body["text"].count(stored[4].text) == 1  # each verse once
    assert body["coptic_day"] is None


def test_the_unencoded_id_reaches_the_same_record(server: str) -> None:
    assert httpx.get(f"{server}/sources/svd:Jhn.3").json()["doc_id"] == "svd:Jhn.3"


@pytest.mark.parametrize(
    ("path", "status"),
    [
        ("/sources/svd%3AJhn.99", 404),  # a well-formed id that is not stored
        ("/sources/quran%3A1", 404),  # no library has this prefix
        ("/sources/" + "x" * 201, 422),  # longer than any id
        ("/sources/svd%3AJhn.3%2F0", 422),  # a chunk id is not a doc id
        ("/sources/svd%3AJhn.3/0", 422),
        ("/sources/svd%3A%00Jhn.3", 422),  # a control character
        ("/sources/svd%20Jhn.3", 422),
        ("/sources/%E2%80%AEsvd", 422),  # a bidi override is not printable
        ("/sources/", 422),
        ("/sources/%", 404),  # a stray percent decodes to itself: an unknown id
    ],
)
def test_bad_ids_get_a_sentence_never_a_crash(server: str, path: str, status: int) -> None:
    reply = httpx.get(server + path)
    assert reply.status_code == status, reply.text
    assert reply.json()["error"] == ("not_found" if status == 404 else "invalid_request") and reply.json()["message"]


def test_only_get_and_head(server: str) -> None:
    posted = httpx.post(f"{server}/sources/svd%3AJhn.3", json={})
    assert posted.status_code == 405 and posted.headers["allow"] == "GET"
    head = httpx.head(f"{server}/sources/svd%3AJhn.3")
    assert head.status_code == 200 and head.content == b""


def test_a_missing_store_is_503_with_a_fixed_sentence(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from dalil.settings import get_settings
    from dalil.stores.factory import reset_services

    monkeypatch.setenv("DALIL_STORE", str(tmp_path / "absent" / "dalil.sqlite"))
    get_settings.cache_clear()
    reset_services()
    result = invoke_event("api", to_proxy_event("GET", "/sources/svd%3AJhn.3", {}, b""))
    assert result["statusCode"] == 503
    body = json.loads(result["body"])
    assert body["error"] == "unavailable" and str(tmp_path) not in result["body"]


def test_the_lambda_answers_the_encoded_and_decoded_path_alike(embedded: Path) -> None:
    encoded = invoke_event("api", to_proxy_event("GET", "/sources/svd%3AJhn.3", {}, b""))
    decoded = invoke_event("api", {**to_proxy_event("GET", "/sources/svd%3AJhn.3", {}, b""), "path": "/sources/svd:Jhn.3"})
    assert encoded["statusCode"] == decoded["statusCode"] == 200
    assert json.loads(encoded["body"]) == json.loads(decoded["body"])
