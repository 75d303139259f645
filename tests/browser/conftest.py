"""The Ask panel in a real browser against the real `dalil serve`.

One `dalil serve` subprocess per module, on 127.0.0.1, with a copy of the demo store and the Gemini
wire format played by a loopback server in this process (`FakeModel`): each test sets what the
writer and the critic do, so every response state is produced by the real workflow, not mocked.
Debian's chromium (installed by scripts/test) is driven by Playwright; axe-core (installed by
scripts/test into .cache/browser) checks accessibility. Nothing here reaches the public network:
the browser context refuses every request that is not to 127.0.0.1.
"""

from __future__ import annotations

import functools
import json
import os
import shutil
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import httpx
import pytest

from support.loopback_providers import LoopbackProviders, RecordedRequest, Reply, gemini_answer, gemini_answering, gemini_minute_rate_limit

REPO_ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = Path(os.environ.get("DALIL_CHROMIUM", "/usr/bin/chromium"))
AXE = REPO_ROOT / ".cache" / "browser" / "node_modules" / "axe-core" / "axe.min.js"
# Screenshots for review are written into the repo only when asked (DALIL_SCREENSHOTS=1); a plain
# test run still takes every one (a failing screenshot fails the test) but keeps the tree clean.
SCREENSHOTS = (
    REPO_ROOT / "benchmarks" / "screenshots"
    if os.environ.get("DALIL_SCREENSHOTS") == "1"
    else Path(os.environ.get("TMPDIR", "/tmp")) / "dalil-screenshots"
)
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]
WRITER = "loopback-writer"
# The panel lives in an open shadow root: the focused element is the shadow root's, not the
# document's (Playwright's locators pierce open shadow roots; page scripts do not).
DEEP_ACTIVE = "(() => { let a = document.activeElement; while (a && a.shadowRoot && a.shadowRoot.activeElement) a = a.shadowRoot.activeElement; return a; })()"
QUOTA_RETRY_S = 17  # the RetryInfo delay the fake provider sends with its 429


@dataclass
class FakeModel:
    """The one Gemini model `dalil serve` is configured with, scripted by mode (both its roles:
    writer requests and critic requests arrive at the same model, told apart by the schema)."""

    # echo: the evidence sentence closest to the question, cited (an honest draft the validator accepts)
    writer: str = "echo"  # echo | hallucinate (cites E99) | quota (429 with RetryInfo) | slow
    critic: str = "pass"  # pass | reject (drift and an ungrounded claim)
    slow_s: float = 6.0
    requests: list[str] = field(default_factory=list)

    def reset(self) -> None:
        self.writer, self.critic = "echo", "pass"
        self.requests.clear()

    def reply(self, request: RecordedRequest) -> Reply:
        schema = ((request.body or {}).get("generationConfig") or {}).get("responseSchema") or {}
        if "confidence" in (schema.get("properties") or {}):
            self.requests.append("critic")
            rejected = self.critic == "reject"
            return gemini_answer({
                "confidence": 0.9, "answer_relevance": 0.9, "intent_alignment": 0.9,
                "drift_detected": rejected, "ungrounded_claims": ["a claim the excerpts do not state"] if rejected else [],
            })
        self.requests.append("writer")
        if self.writer == "quota":
            return gemini_minute_rate_limit(request.model, retry_s=QUOTA_RETRY_S)
        echo = gemini_answering("E99" if self.writer == "hallucinate" else None).respond
        assert echo is not None
        reply = echo(request)
        if self.writer == "slow":
            return Reply(status=reply.status, body=reply.body, delay_s=self.slow_s)
        return reply


@pytest.fixture(scope="module")
def fake_model() -> Iterator[FakeModel]:
    yield FakeModel()


@pytest.fixture(scope="module")
def providers(fake_model: FakeModel) -> Iterator[LoopbackProviders]:
    with LoopbackProviders() as server:
        server.always(WRITER, Reply(respond=fake_model.reply))
        yield server


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _server_env(store: Path, providers_url: str, extra: dict[str, str]) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("DALIL_") and k not in ("GEMINI_API_KEY", "OPENROUTER_API_KEY")}
    env.update(
        DALIL_STORE=str(store),
        DALIL_EMBEDDER="hashing",  # the demo store was built with the hashing embedder
        GEMINI_API_KEY="gm-browser-loopback-key",
        DALIL_GEMINI_BASE_URL=providers_url,
        DALIL_GEMINI_MODELS=WRITER,
        DALIL_CRITIC="llm",
        DALIL_CAPACITY_PER_MINUTE="1000",  # the tests ask more than the free tier's 10 a minute
        DALIL_CAPACITY_PER_DAY="10000",
        OMP_NUM_THREADS="1",
    )
    env.update(extra)
    return env


class _QuietFiles(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


@dataclass
class Site:
    """Another origin (another loopback port) that embeds the panel, as the real site will:
    the panel's two files copied beside a host page whose `data-api-base` is `dalil serve`."""

    url: str
    folder: Path

    def write_host_page(self, api_base: str) -> str:
        page = (
            '<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8">'
            '<meta name="viewport" content="width=device-width, initial-scale=1"><title>موقع يضم دليل</title>'
            '<link rel="stylesheet" href="dalil-ask.css"></head><body><main>'
            f'<div data-dalil-ask data-api-base="{api_base}"></div></main>'
            '<script src="dalil-ask.js" defer></script></body></html>'
        )
        (self.folder / "embed.html").write_text(page, encoding="utf-8")
        return f"{self.url}/embed.html"


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Site]:
    folder = tmp_path_factory.mktemp("site")
    for name in ("dalil-ask.js", "dalil-ask.css"):
        shutil.copyfile(REPO_ROOT / "web" / name, folder / name)
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_QuietFiles, directory=str(folder)))
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield Site(url=f"http://127.0.0.1:{httpd.server_port}", folder=folder)
    finally:
        httpd.shutdown()
        httpd.server_close()


@dataclass
class RunningServer:
    url: str
    process: subprocess.Popen[bytes]
    log: Path


@pytest.fixture(scope="module")
def dalil_server(
    demo_store: Path, providers: LoopbackProviders, site: Site, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[RunningServer]:
    """`dalil serve` in a subprocess: the same entry point a developer runs, with `site` as the
    one cross-origin site it accepts (DALIL_CORS_ORIGIN)."""
    folder = tmp_path_factory.mktemp("browser-server")
    store = folder / "dalil.sqlite"
    shutil.copyfile(demo_store, store)
    port = _free_port()
    log = folder / "serve.log"
    dalil = Path(sys.executable).with_name("dalil")
    with log.open("wb") as sink:
        process = subprocess.Popen(
            [str(dalil), "serve", "--port", str(port)], env=_server_env(store, providers.base_url, {"DALIL_CORS_ORIGIN": site.url}),
            stdout=sink, stderr=subprocess.STDOUT, cwd=folder,
        )
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while True:
        if process.poll() is not None:
            pytest.fail(f"dalil serve exited with {process.returncode}:\n{log.read_text(errors='replace')[-3000:]}")
        try:
            if httpx.get(f"{url}/health", timeout=2).status_code == 200:
                break
        except httpx.HTTPError:
            pass
        if time.monotonic() > deadline:
            process.kill()
            pytest.fail(f"dalil serve did not answer /health in 60 s:\n{log.read_text(errors='replace')[-3000:]}")
        time.sleep(0.2)
    try:
        yield RunningServer(url=url, process=process, log=log)
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=5)


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    if not CHROMIUM.exists():
        pytest.fail(f"{CHROMIUM} is missing: scripts/test installs Debian's chromium (apt-get install chromium)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS)
        try:
            yield launched
        finally:
            launched.close()


@dataclass
class PanelPage:
    """A page with the panel loaded from `dalil serve`, plus what it sent and what went wrong."""

    page: Any
    server: RunningServer
    asks: list[dict[str, Any]] = field(default_factory=list)
    ask_responses: list[Any] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    refused: list[str] = field(default_factory=list)
    expected_console: list[str] = field(default_factory=list)  # console errors a test provokes on purpose

    def ask(self, question: str) -> Any:
        """Type the question, press Enter, wait until the new turn has a rendered state; returns the turn."""
        page = self.page
        before = page.locator(".dalil-turn").count()
        box = page.get_by_label("سؤالك")
        box.fill(question)
        box.press("Enter")
        turn = page.locator(".dalil-turn").nth(before)
        turn.locator(".dalil-response[aria-busy='false'][data-state]").wait_for(timeout=30_000)
        return turn

    def active(self, expression: str) -> Any:
        """`expression` about the focused element (`el`), inside the panel's shadow root too."""
        return self.page.evaluate(f"(el => {expression})({DEEP_ACTIVE})")

    def shot(self, name: str, full_page: bool = True) -> None:
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        self.page.screenshot(path=str(SCREENSHOTS / f"{name}.png"), full_page=full_page, animations="disabled")

    def serious_accessibility_violations(self, within: str | None = None) -> list[str]:
        """axe-core's serious and critical findings (WCAG 2.1 A/AA and best practice) on the page as it
        is now; `within` (a selector) limits them to that part, e.g. the panel on a host page we do not own."""
        if not AXE.exists():
            pytest.fail(f"{AXE} is missing: scripts/test installs axe-core into .cache/browser (npm)")
        page = self.page
        if not page.evaluate("Boolean(window.axe)"):
            page.add_script_tag(path=str(AXE))
        violations = page.evaluate(
            """async (within) => {
                const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
                const context = within ? {include: [within]} : document;
                const result = await axe.run(context, {runOnly: {type: 'tag', values: tags}, resultTypes: ['violations']});
                return result.violations.map(v => ({
                    id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map(n => n.target.join(' ')).slice(0, 5),
                }));
            }""",
            within,
        )
        return [f"{v['impact']}: {v['id']} ({v['help']}) at {v['nodes']}" for v in violations if v["impact"] in ("serious", "critical")]


@pytest.fixture
def panel(browser: Any, dalil_server: RunningServer, fake_model: FakeModel, request: pytest.FixtureRequest) -> Iterator[PanelPage]:
    fake_model.reset()
    viewport = getattr(request, "param", None) or {"width": 900, "height": 1000}
    context = browser.new_context(viewport=viewport, locale="ar-EG", reduced_motion="reduce")
    page = context.new_page()
    page.set_default_timeout(15_000)
    holder = PanelPage(page=page, server=dalil_server)

    def only_loopback(route: Any) -> None:
        host = urlsplit(route.request.url).hostname
        if host in ("127.0.0.1", "localhost"):
            route.continue_()
        else:
            holder.refused.append(route.request.url)
            route.abort()

    context.route("**/*", only_loopback)
    page.on("pageerror", lambda error: holder.problems.append(f"page error: {error}"))
    def on_console(message: Any) -> None:
        if message.type == "error" and not any(expected in message.text for expected in holder.expected_console):
            holder.problems.append(f"console error: {message.text}")

    page.on("console", on_console)
    page.on("request", lambda r: holder.asks.append(json.loads(r.post_data or "null")) if urlsplit(r.url).path == "/ask" else None)
    page.on("response", lambda r: holder.ask_responses.append(r) if urlsplit(r.url).path == "/ask" else None)
    page.goto(f"{dalil_server.url}/")
    page.locator(".dalil-ask form").wait_for()
    try:
        yield holder
    finally:
        context.close()
    assert holder.refused == [], f"the page tried to reach the network: {holder.refused}"
    assert holder.problems == [], "\n".join(holder.problems)
