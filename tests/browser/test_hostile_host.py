"""The panel on a host page that fights it: aggressive element selectors with `!important`, a
common theme rule (`header {background; color}`) that once made card titles unreadable, an LTR
English page around an RTL panel. The panel lives in a shadow root, so none of it reaches the
panel; the page themes it only through `--dalil-*` and `::part()`. axe-core on every state."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.browser

JOHN = "لماذا أحب الله العالم حتى بذل ابنه الوحيد؟"
NOTHING = "ما عاصمة كوكب زحل البنفسجي؟"
CHAPTER = "يوحنا 99: 1"
PANEL = "[data-dalil-ask]"  # axe judges the panel: the hostile page's own text is not ours to fix
PANEL_ROOT = "document.querySelector('[data-dalil-ask]').shadowRoot"

HOSTILE_CSS = """
html, body { direction: ltr; text-align: left; }
* { font-family: "Courier New", monospace !important; letter-spacing: 0.3em !important; text-transform: uppercase !important; }
header { background: #111 !important; color: #fff !important; }
h1, h2, h3, h4 { font-size: 48px !important; color: #fff !important; background: #000 !important; }
a { color: #ff0 !important; background: #ff0 !important; text-decoration: none !important; }
button { all: unset !important; color: #fafafa !important; }
p, li, ol, blockquote, section, article, mark { color: #eee !important; background: #fff !important; display: inline !important; }
textarea { display: none !important; }
[hidden] { display: block !important; }
ol { list-style: upper-roman !important; padding: 0 !important; }
/* The documented theming surface: custom properties inherit into the panel, parts are styleable. */
[data-dalil-ask] { --dalil-accent: #6b1d1d; }
[data-dalil-ask]::part(card-title) { text-decoration: underline; }
"""


def hostile_page(site, api_base: str) -> str:
    page = (
        '<!doctype html><html lang="en" dir="ltr"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1"><title>A parish site</title>'
        f'<style>{HOSTILE_CSS}</style></head><body>'
        '<header><h1>St. Mark parish</h1><p>Welcome. <span lang="ar" dir="rtl">أهلًا بكم</span> to our pages.</p></header>'
        f'<main><h2>Ask</h2><div data-dalil-ask data-api-base="{api_base}"></div>'
        '<p>English text after the panel, with <bdi lang="ar">كلمة عربية</bdi> inside.</p></main>'
        '<script src="dalil-ask.js" defer></script></body></html>'
    )
    (site.folder / "hostile.html").write_text(page, encoding="utf-8")
    return f"{site.url}/hostile.html"


def style_of(panel, selector: str, prop: str) -> str:
    return panel.page.evaluate(f"getComputedStyle({PANEL_ROOT}.querySelector({selector!r})).{prop}")


def test_a_hostile_host_page_cannot_restyle_the_panel(panel, site) -> None:
    page = panel.page
    page.goto(hostile_page(site, panel.server.url))
    page.locator(".dalil-ask form").wait_for()
    assert page.evaluate("document.querySelector('[data-dalil-ask]').shadowRoot.mode") == "open"
    assert page.get_by_label("سؤالك").is_visible()  # `textarea {display: none !important}` stays outside
    assert style_of(panel, ".dalil-ask", "direction") == "rtl" and style_of(panel, ".dalil-ask", "textTransform") == "none"
    assert "Courier" not in style_of(panel, ".dalil-ask", "fontFamily")
    assert style_of(panel, ".dalil-ask", "letterSpacing") in ("normal", "0px")
    assert panel.serious_accessibility_violations(PANEL) == []

    turn = panel.ask(JOHN)
    assert turn.locator(".dalil-response").get_attribute("data-state") == "answer"
    title = turn.locator(".dalil-card__title a").first
    # `header {background; color}` and `a {color}` reach no card title: it keeps the panel's accent.
    assert title.evaluate("a => getComputedStyle(a).color") == "rgb(107, 29, 29)"  # the page's --dalil-accent
    assert title.evaluate("a => getComputedStyle(a.closest('header')).backgroundColor") in ("rgba(0, 0, 0, 0)", "transparent")
    assert title.evaluate("a => getComputedStyle(a.closest('h4')).textDecorationLine") == "underline"  # ::part(card-title)
    assert turn.locator(".dalil-reader").first.is_hidden()  # `[hidden] {display: block !important}` stays outside
    assert turn.locator(".dalil-card").first.evaluate("c => getComputedStyle(c).display") == "block"
    panel.shot("16-hostile-host-answer")
    assert panel.serious_accessibility_violations(PANEL) == []

    card = turn.locator(".dalil-card").first
    card.locator("button.dalil-reader__toggle").click()
    card.locator(".dalil-reader[data-loaded='true']").wait_for()
    assert panel.serious_accessibility_violations(PANEL) == []

    searched = panel.ask(NOTHING)
    assert searched.locator(".dalil-response").get_attribute("data-state") == "search"
    assert panel.serious_accessibility_violations(PANEL) == []

    clarified = panel.ask(CHAPTER)
    assert clarified.locator("button.dalil-choice").count() == 21
    assert clarified.locator("button.dalil-choice").first.evaluate("b => getComputedStyle(b).borderTopStyle") == "solid"  # not `all: unset`
    panel.shot("17-hostile-host-clarify")
    assert panel.serious_accessibility_violations(PANEL) == []
    # The page around the panel kept its own rules: the shadow root isolates in both directions.
    assert page.evaluate("getComputedStyle(document.querySelector('header')).backgroundColor") == "rgb(17, 17, 17)"
