"""The reader view: every card opens its whole record in the panel, from `GET /sources/{doc_id}`
on the real `dalil serve`, with every library in the store (the bundled corpus plus the Coptic
corpora from ../shared/data). Liturgy records have no public page (`dalil://` ids): the reader
view is how a reader sees them whole."""

from __future__ import annotations

import shutil
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest

from dalil.embed.hashing import HashingEmbedder
from dalil.ingest.pipeline import run_ingest

pytestmark = pytest.mark.browser

JOHN = "لماذا أحب الله العالم حتى بذل ابنه الوحيد؟"
THANKSGIVING = "ما هي صلاة الشكر في الأجبية؟"
LITURGY = "النصوص الليتورجية"


@pytest.fixture(scope="module")
def demo_store(demo_store: Path, tmp_path_factory: pytest.TempPathFactory, shared_data: Path) -> Path:
    """The demo store plus both Coptic corpora (this module's `dalil serve` copies it)."""
    path = tmp_path_factory.mktemp("every-library") / "dalil.sqlite"
    shutil.copyfile(demo_store, path)
    run_ingest(path, HashingEmbedder(dim=256), [
        ("synaxarium", shared_data / "coptic_synaxarium_ar"), ("liturgy", shared_data / "coptic_liturgical_ar"),
    ], progress=False)
    return path


def open_reader(panel, card):
    toggle = card.locator("button.dalil-reader__toggle")
    assert toggle.get_attribute("aria-expanded") == "false"
    with panel.page.expect_response(lambda r: urlsplit(r.url).path.startswith("/sources/")) as fetched:
        toggle.click()
    assert fetched.value.status == 200
    region = card.locator(".dalil-reader[data-loaded='true']")
    region.wait_for()
    assert toggle.get_attribute("aria-expanded") == "true" and toggle.get_attribute("aria-controls") == region.get_attribute("id")
    return toggle, region, fetched.value


def test_a_bible_card_opens_its_whole_chapter_with_the_cited_part_marked(panel) -> None:
    turn = panel.ask(JOHN)
    assert turn.locator(".dalil-response").get_attribute("data-state") == "answer"
    card = turn.locator(".dalil-card").first
    chunk_id = card.get_attribute("data-chunk")
    toggle, region, fetched = open_reader(panel, card)
    record = fetched.json()
    assert unquote(urlsplit(fetched.url).path.removeprefix("/sources/")) == record["doc_id"] == chunk_id.rsplit("/", 1)[0]
    text = region.locator(".dalil-reader__text")
    assert text.get_attribute("data-doc") == record["doc_id"]
    shown = text.inner_text()
    assert len(record["chunks"]) > 1 and all(chunk["text"].split("\n")[0] in shown for chunk in record["chunks"])
    cited = region.locator("mark.dalil-reader__cited")
    assert cited.count() == 1
    assert cited.inner_text().replace("\n", "") == next(c["text"] for c in record["chunks"] if c["chunk_id"] == chunk_id).replace("\n", "")
    assert region.get_attribute("aria-label").endswith(card.get_attribute("data-title"))
    panel.shot("14-reader-view")
    assert panel.serious_accessibility_violations() == []
    toggle.click()  # closes in place; opening again needs no second request
    assert region.is_hidden() and toggle.get_attribute("aria-expanded") == "false"
    toggle.click()
    assert card.locator(".dalil-reader").is_visible()


def test_a_liturgy_card_has_no_outside_link_and_opens_in_the_panel(panel) -> None:
    turn = panel.ask(THANKSGIVING)
    assert turn.locator(".dalil-response").get_attribute("data-state") in {"answer", "sources"}
    card = turn.locator(".dalil-card").filter(has=panel.page.locator(".dalil-card__library", has_text=LITURGY)).first
    assert card.locator("a[href^='dalil:']").count() == 0 and card.locator(".dalil-card__link").count() == 0
    assert card.locator(".dalil-card__title a").count() == 0  # the title is text: there is no page to go to
    _, region, fetched = open_reader(panel, card)
    record = fetched.json()
    assert record["library"] == "liturgy" and record["url"] is None
    assert record["doc_id"].split(":")[0] in {"agpeya", "incense", "liturgy", "tasbeha"}
    assert region.locator(".dalil-reader__text").inner_text().strip()
    panel.shot("15-reader-view-liturgy")
    assert panel.serious_accessibility_violations() == []


def test_a_record_that_cannot_be_read_says_so(panel) -> None:
    turn = panel.ask(JOHN)
    card = turn.locator(".dalil-card").first
    panel.expected_console.append("status of 503")
    panel.page.route("**/sources/**", lambda route: route.fulfill(
        status=503, content_type="application/json", body='{"error": "unavailable", "message": "down"}'))
    card.locator("button.dalil-reader__toggle").click()
    region = card.locator(".dalil-reader")
    region.locator(".dalil-notice--error").wait_for()
    assert "تعذّر فتح النص الكامل" in region.inner_text() and region.get_attribute("aria-busy") == "false"
