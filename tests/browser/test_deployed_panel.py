"""The panel as the CDK app deploys it, embedded with web/README.md's own snippet: three origins, as
on AWS. A "CDN" origin laid out like the panel bucket (`panel/<version>/dalil-ask.js|css`,
`panel/dalil-config.js` written by the same `config_script` the stack deploys, with the API URL's
trailing slash as API Gateway's ApiUrl has it), sending CloudFront's `Access-Control-Allow-Origin: *`;
the site's page on another origin (the one `dalil serve` allows); and the API. The page carries no
`data-api-base`: the config alone tells the panel where the API is."""

from __future__ import annotations

import functools
import re
import shutil
import threading
from collections.abc import Iterator
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest

from support import panel_release

pytestmark = pytest.mark.browser

release = panel_release.load()
REPO_ROOT = Path(__file__).resolve().parents[2]
JOHN = "لماذا أحب الله العالم حتى بذل ابنه الوحيد؟"


class _PanelBucket(SimpleHTTPRequestHandler):
    """What CloudFront answers for the panel's public files (its CORS response-headers policy)."""

    def end_headers(self) -> None:
        self.send_header("Access-Control-Allow-Origin", "*")
        self.send_header("Cache-Control", "no-store")  # each test reads the files it just wrote
        super().end_headers()

    def log_message(self, format: str, *args: Any) -> None:
        pass


@pytest.fixture(scope="module")
def cdn(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    folder = tmp_path_factory.mktemp("panel-bucket")
    versioned = folder / "panel" / release.panel_version()
    versioned.mkdir(parents=True)
    for name in release.PANEL_FILES:
        shutil.copyfile(REPO_ROOT / "web" / name, versioned / name)
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_PanelBucket, directory=str(folder)))
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{httpd.server_port}", folder
    finally:
        httpd.shutdown()
        httpd.server_close()


def documented_snippet() -> str:
    readme = (REPO_ROOT / "web" / "README.md").read_text(encoding="utf-8")
    section = readme[readme.index("## Embedding the deployed panel"):]
    start = section.index("```html") + len("```html")
    return section[start:section.index("```", start)]


def embed_page(site, cdn_url: str, name: str, snippet: str) -> str:
    page = (
        '<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1"><title>كنيسة تضم دليل</title></head>'
        f'<body><main><h1>اسأل</h1>{snippet.replace("https://PANEL-HOST", cdn_url)}</main></body></html>'
    )
    (site.folder / name).write_text(page, encoding="utf-8")
    return f"{site.url}/{name}"


def test_the_documented_snippet_mounts_the_deployed_panel_and_asks_the_configured_api(panel, site, cdn) -> None:
    cdn_url, folder = cdn
    (folder / release.CONFIG_KEY).write_text(release.config_script(f"{panel.server.url}/"), encoding="utf-8")
    snippet = documented_snippet()
    assert "data-api-base" not in snippet
    page = panel.page
    page.goto(embed_page(site, cdn_url, "deployed.html", snippet))
    page.locator(".dalil-ask form").wait_for()
    # The stylesheet came from beside the versioned script, into the shadow root, and applies.
    root = "document.querySelector('[data-dalil-ask]').shadowRoot"
    href = page.evaluate(f"{root}.querySelector('link[rel=stylesheet]').href")
    assert href == f"{cdn_url}/panel/{release.panel_version()}/dalil-ask.css"
    assert page.evaluate(f"getComputedStyle({root}.querySelector('.dalil-ask')).direction") == "rtl"
    assert page.evaluate("window.DalilAsk.version") == release.panel_version()

    turn = panel.ask(JOHN)
    assert turn.locator(".dalil-response").get_attribute("data-state") == "answer"
    (response,) = panel.ask_responses
    # The config's URL ends in "/" (as ApiUrl does); the panel asked <api>/ask, cross-origin, and read it.
    assert response.url.startswith(f"{panel.server.url}/ask") and response.status == 200
    assert response.headers["access-control-allow-origin"] == site.url
    assert urlsplit(page.url).netloc != urlsplit(panel.server.url).netloc != urlsplit(cdn_url).netloc
    assert panel.serious_accessibility_violations("[data-dalil-ask]") == []


def test_a_script_that_does_not_match_its_integrity_is_not_run(panel, site, cdn) -> None:
    """The snippet's `integrity` is checked: other bytes under the same version never run."""
    cdn_url, folder = cdn
    (folder / release.CONFIG_KEY).write_text(release.config_script(f"{panel.server.url}/"), encoding="utf-8")
    snippet = re.sub(r'integrity="sha384-[^"]+"', 'integrity="sha384-' + "A" * 64 + '"', documented_snippet())
    panel.expected_console.append("integrity")
    page = panel.page
    page.goto(embed_page(site, cdn_url, "tampered.html", snippet))
    page.wait_for_load_state("load")
    assert page.evaluate("typeof window.DalilAsk") == "undefined"
    assert page.evaluate("document.querySelector('[data-dalil-ask]').shadowRoot") is None
    assert page.evaluate("window.DalilAskConfig.apiBase") == f"{panel.server.url}/"


def test_the_elements_data_api_base_beats_the_deployed_config(panel, site, cdn) -> None:
    """A page that names its API on the element keeps it, whatever the config says (web/README)."""
    cdn_url, folder = cdn
    (folder / release.CONFIG_KEY).write_text(release.config_script("http://127.0.0.1:9/"), encoding="utf-8")  # nothing listens there
    snippet = documented_snippet().replace("<div data-dalil-ask>", f'<div data-dalil-ask data-api-base="{panel.server.url}">')
    page = panel.page
    page.goto(embed_page(site, cdn_url, "own-api.html", snippet))
    page.locator(".dalil-ask form").wait_for()
    turn = panel.ask(JOHN)
    assert turn.locator(".dalil-response").get_attribute("data-state") == "answer"
    assert panel.ask_responses[0].url.startswith(f"{panel.server.url}/ask")
