"""What a reader sees: the Ask panel (web/) in headless Chromium against `dalil serve`.

Every state comes from the real workflow behind the real server; only the model is played by the
loopback fake (tests/browser/conftest.py). Screenshots of each state land in benchmarks/screenshots/.
"""

from __future__ import annotations

import json
from urllib.parse import unquote

import pytest

from dalil.streaming import parse_sse

pytestmark = pytest.mark.browser

JOHN = "لماذا أحب الله العالم حتى بذل ابنه الوحيد؟"
FOLLOW_UP = "ومن قال ذلك؟"
NOTHING = "ما عاصمة كوكب زحل البنفسجي؟"  # no passage covers it: the evidence floor sends it to `search`
PHONE = {"width": 390, "height": 844}
ARABIC_INDIC = "٠١٢٣٤٥٦٧٨٩"
HARAKAT = "\u064b\u064c\u064d\u064e\u064f\u0650\u0651\u0652"  # tanwin, fatha, damma, kasra, shadda, sukun
QUOTA_RETRY_S = 17  # the fake provider's RetryInfo (tests/browser/conftest.py)
PANEL_ROOT = "document.querySelector('[data-dalil-ask]').shadowRoot"  # the panel's open shadow root


def cards(turn):
    return turn.locator(".dalil-card")


def test_an_answer_shows_its_text_markers_and_source_cards(panel) -> None:
    panel.page.evaluate(  # record what the status line says while the question is in flight
        """() => { window.statusLog = [];
                   const status = document.querySelector('[data-dalil-ask]').shadowRoot.querySelector('.dalil-status');
                   new MutationObserver(() => window.statusLog.push(status.textContent))
                     .observe(status, {childList: true, characterData: true, subtree: true}); }"""
    )
    turn = panel.ask(JOHN)
    response = turn.locator(".dalil-response")
    assert response.get_attribute("data-state") == "answer"
    answer = response.locator(".dalil-answer")
    assert any(mark in answer.inner_text() for mark in HARAKAT)  # the vocalised verse, untouched
    marker = answer.locator("a.dalil-marker[data-evidence='E1']")
    assert marker.inner_text() == "[١]"
    assert marker.get_attribute("aria-label").startswith("الدليل ١")
    card = cards(turn).first
    assert card.get_attribute("data-evidence") == "E1"
    title = card.locator(".dalil-card__title a")
    assert title.inner_text().startswith("يوحنا")
    assert title.get_attribute("href").startswith("https://www.stepbible.org/")
    assert card.locator(".dalil-card__library").inner_text() == "الكتاب المقدس"
    assert card.locator(".dalil-card__host").inner_text() == "stepbible.org"
    assert any(mark in card.locator(".dalil-card__excerpt").inner_text() for mark in HARAKAT)  # tashkeel kept in the card
    # Streamed: the panel asked for SSE and the server sent it, `sources` after the text.
    streamed = panel.ask_responses[-1]
    assert streamed.url.endswith("/ask?stream=1")
    assert streamed.headers["content-type"].startswith("text/event-stream")
    events = parse_sse(streamed.text())
    names = [name for name, _ in events]
    assert names[0] == "research" and names[-1] == "done" and names.index("sources") > names.index("token")
    found = events[0][1]["evidence"]
    # The `research` event reached the reader as progress, in Arabic-Indic digits.
    assert any(line.startswith("وجد " + str(found).translate(str.maketrans("0123456789", ARABIC_INDIC)))
               for line in panel.page.evaluate("window.statusLog")), panel.page.evaluate("window.statusLog")
    panel.shot("01-answer")
    assert panel.serious_accessibility_violations() == []


def test_a_marker_focuses_its_card_by_mouse_and_by_keyboard(panel) -> None:
    turn = panel.ask(JOHN)
    card_id = cards(turn).first.get_attribute("id")
    marker = turn.locator("a.dalil-marker").first
    marker.click()
    assert panel.active("el.id") == card_id
    panel.page.get_by_label("سؤالك").focus()
    marker.focus()
    panel.page.keyboard.press("Enter")
    assert panel.active("el.id") == card_id
    assert panel.page.evaluate("location.hash") == ""  # the embedding page's URL is left alone
    panel.shot("02-marker-focus")


def test_the_sources_state_shows_passages_and_no_answer(panel, fake_model) -> None:
    fake_model.writer = "hallucinate"  # cites E99: the validator refuses the draft
    turn = panel.ask(JOHN)
    response = turn.locator(".dalil-response")
    assert response.get_attribute("data-state") == "sources"
    assert "لم تُكتب إجابة" in response.locator(".dalil-notice").first.inner_text()
    assert response.locator(".dalil-answer").count() == 0 and response.locator(".dalil-marker").count() == 0
    assert cards(turn).count() >= 1
    assert all(link.startswith("https://") for link in cards(turn).locator(".dalil-card__title a").evaluate_all("l => l.map(a => a.href)"))
    panel.shot("03-sources")
    assert panel.serious_accessibility_violations() == []


def test_the_search_state_links_to_the_site_search_and_shows_no_cards(panel, fake_model) -> None:
    turn = panel.ask(NOTHING)
    response = turn.locator(".dalil-response")
    assert response.get_attribute("data-state") == "search"
    link = response.locator("a.dalil-search-link")
    href = link.get_attribute("href")
    assert href.startswith("https://dalil.example/search?q=") and unquote(href.split("q=", 1)[1]) == NOTHING
    assert NOTHING in link.inner_text()
    assert cards(turn).count() == 0 and response.locator(".dalil-answer").count() == 0
    assert fake_model.requests == []  # no evidence: no model was asked
    panel.shot("04-search")


def test_the_quota_state_says_when_to_retry_and_the_retry_works(panel, fake_model) -> None:
    fake_model.writer = "quota"
    turn = panel.ask(JOHN)
    response = turn.locator(".dalil-response")
    assert response.get_attribute("data-state") == "quota"
    retry_after = parse_sse(panel.ask_responses[-1].text())[-1][1]["retry_after_s"]
    assert retry_after >= QUOTA_RETRY_S  # at least what the provider's RetryInfo said
    wait = response.locator(".dalil-wait")
    assert wait.get_attribute("data-retry-after") == str(retry_after)
    seconds = "".join(ch for ch in wait.inner_text() if ch in ARABIC_INDIC)
    assert 0 < int(seconds.translate(str.maketrans(ARABIC_INDIC, "0123456789"))) <= retry_after  # Arabic-Indic, counting down
    assert cards(turn).count() >= 1  # the evidence is shown while the writer is unavailable
    panel.shot("05-quota")
    assert panel.serious_accessibility_violations() == []
    fake_model.writer = "echo"
    response.get_by_role("button", name="أعد المحاولة").click()
    turn.locator(".dalil-response[data-state='answer']").wait_for()
    assert panel.page.locator(".dalil-turn").count() == 1  # the retry answers the same turn


def test_an_answer_that_failed_review_shows_no_cards(panel, fake_model) -> None:
    fake_model.critic = "reject"
    turn = panel.ask(JOHN)
    response = turn.locator(".dalil-response")
    assert response.get_attribute("data-state") == "search"
    assert "لم تجتز المراجعة" in response.inner_text()
    assert cards(turn).count() == 0 and response.locator(".dalil-answer").count() == 0
    assert fake_model.requests.count("critic") >= 1
    events = [name for name, _ in parse_sse(panel.ask_responses[-1].text())]
    assert "sources" not in events and "token" not in events  # the source gate held on the wire too
    panel.shot("06-failed-review")


def test_a_timeout_shows_a_retry_that_then_answers(panel, fake_model) -> None:
    page = panel.page
    # The embedding page's own setting: give up after 1.5 s (the fake writer takes 6 s).
    page.evaluate(
        """() => { const host = document.querySelector('[data-dalil-ask]');
                   host.dataset.timeoutMs = '1500'; host.dalilPanel = null; DalilAsk.mount(host); }"""
    )
    fake_model.writer = "slow"
    turn = panel.ask(JOHN)
    response = turn.locator(".dalil-response")
    assert response.get_attribute("data-state") == "error" and response.get_attribute("data-error") == "timeout"
    assert "انتهت مهلة الانتظار" in response.inner_text()
    panel.shot("07-timeout")
    assert panel.serious_accessibility_violations() == []
    fake_model.writer = "echo"
    # The retry is asked with a page's usual budget: 1.5 s was only there to make the slow writer time out, and on a
    # loaded machine the warm pipeline alone can take longer (a CI run failed here once, the retry timing out again).
    page.evaluate("() => { document.querySelector('[data-dalil-ask]').dalilPanel.api.timeoutMs = 60000; }")
    response.get_by_role("button", name="أعد المحاولة").click()
    turn.locator(".dalil-response[data-state='answer']").wait_for(timeout=60_000)
    assert cards(turn).count() >= 1


def test_an_expired_conversation_offers_a_new_one(panel) -> None:
    first = panel.ask(JOHN)
    assert first.locator(".dalil-response").get_attribute("data-state") == "answer"
    # As if the conversation expired on the server (its TTL) while the page stayed open.
    panel.page.evaluate("document.querySelector('[data-dalil-ask]').dalilPanel.conversationId = 'expired-conversation-1'")
    turn = panel.ask(FOLLOW_UP)
    response = turn.locator(".dalil-response")
    assert response.get_attribute("data-state") == "error" and response.get_attribute("data-error") == "404"
    assert "انتهت هذه المحادثة" in response.inner_text()
    panel.shot("08-expired-conversation")
    response.get_by_role("button", name="ابدأ محادثة جديدة واسأل مجددًا").click()
    turn.locator(".dalil-response[data-state]:not([data-state='error'])").wait_for()
    assert panel.asks[-1] == {"question": FOLLOW_UP, "new_conversation": True}


def test_a_follow_up_keeps_the_conversation(panel) -> None:
    first = panel.ask(JOHN)
    assert first.locator(".dalil-response").get_attribute("data-state") == "answer"
    assert panel.asks[0]["new_conversation"] is True and "conversation_id" not in panel.asks[0]
    conversation_id = parse_sse(panel.ask_responses[0].text())[-1][1]["conversation_id"]
    assert conversation_id
    second = panel.ask(FOLLOW_UP)
    assert panel.asks[1] == {"question": FOLLOW_UP, "conversation_id": conversation_id, "new_conversation": False}
    assert parse_sse(panel.ask_responses[1].text())[-1][1]["conversation_id"] == conversation_id
    assert second.locator(".dalil-response").get_attribute("data-state") in {"answer", "sources", "search"}
    assert panel.page.locator(".dalil-turn").count() == 2
    panel.shot("09-follow-up")
    panel.page.get_by_role("button", name="محادثة جديدة").click()
    assert panel.page.locator(".dalil-turn").count() == 0
    panel.ask(JOHN)
    assert panel.asks[2] == {"question": JOHN, "new_conversation": True}


def test_feedback_is_sent_with_a_category_and_acknowledged(panel) -> None:
    turn = panel.ask(JOHN)
    message_id = parse_sse(panel.ask_responses[-1].text())[-1][1]["message_id"]
    feedback = turn.locator(".dalil-feedback")
    feedback.get_by_role("button", name="لا، لم يفدني").click()
    assert feedback.locator("[data-vote='down']").get_attribute("aria-pressed") == "true"
    category = feedback.get_by_label("ما الذي ينطبق؟")
    assert panel.active("el.name") == "category"
    category.select_option("wrong_source")
    feedback.get_by_label("تعليق (اختياري)").fill("المقطع لا يذكر السبب")
    panel.shot("10-feedback-form")
    with panel.page.expect_response(lambda r: r.url.endswith("/feedback")) as sent:
        feedback.get_by_role("button", name="أرسل التقييم").click()
    response = sent.value
    assert response.status == 201 and response.json()["message_id"] == message_id
    assert response.request.post_data_json == {
        "message_id": message_id, "vote": "down", "category": "wrong_source", "comment": "المقطع لا يذكر السبب"
    }
    assert "شكرًا" in feedback.locator(".dalil-feedback__ack").inner_text()
    assert feedback.get_attribute("data-sent") == "down"
    panel.shot("11-feedback-sent")
    assert panel.serious_accessibility_violations() == []


@pytest.mark.parametrize("panel", [PHONE], indirect=True)
def test_the_panel_fits_a_phone(panel) -> None:
    turn = panel.ask(JOHN)
    assert turn.locator(".dalil-response").get_attribute("data-state") == "answer"
    page = panel.page
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    box = turn.locator(".dalil-card").first.bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"]
    assert page.evaluate(f"getComputedStyle({PANEL_ROOT}.querySelector('.dalil-ask')).direction") == "rtl"
    panel.shot("12-phone")
    assert panel.serious_accessibility_violations() == []


def test_the_empty_panel_is_labelled_and_keyboard_ready(panel) -> None:
    page = panel.page
    assert page.get_by_role("region", name="اسأل دليل").count() == 1
    page.keyboard.press("Tab")
    assert panel.active("el.getAttribute('aria-describedby')")  # the question box, with its hint
    assert page.locator("[role='status']").first.get_attribute("aria-live") == "polite"
    panel.shot("00-empty")
    assert panel.serious_accessibility_violations() == []


def test_the_openapi_viewer_renders_the_served_document_and_sends_a_request(panel) -> None:
    page = panel.page
    served = page.request.get(f"{panel.server.url}/openapi.json").json()
    from dalil.http.openapi import openapi_document

    assert served == openapi_document()
    page.goto(f"{panel.server.url}/docs")
    operation = page.locator("#op-health")
    operation.wait_for()
    assert page.locator("details.op").count() == 4  # ask, feedback, health, sources
    assert page.locator("#schema-AskRequest").count() == 1
    operation.get_by_role("button", name="Send GET /health").click()
    operation.locator(".status").wait_for()
    assert operation.locator(".status").inner_text().startswith("200")
    assert '"status": "ok"' in operation.locator("pre").inner_text()
    panel.shot("13-api-reference", full_page=False)
    assert panel.serious_accessibility_violations() == []


def test_the_same_files_embedded_on_another_origin_stream_through_cors(panel, site) -> None:
    # The site's case: the panel's two files on the site's origin, the API elsewhere (API Gateway
    # in production; here `dalil serve` with DALIL_CORS_ORIGIN set to the site).
    page = panel.page
    page.goto(site.write_host_page(panel.server.url))
    page.locator(".dalil-ask form").wait_for()
    turn = panel.ask(JOHN)
    assert turn.locator(".dalil-response").get_attribute("data-state") == "answer"
    assert cards(turn).count() >= 1
    response = panel.ask_responses[-1]
    assert response.headers["access-control-allow-origin"] == site.url
    assert response.request.headers["origin"] == site.url


def test_without_streaming_the_panel_reads_the_json_response(panel) -> None:
    # What API Gateway does (it answers JSON whatever the query says); here asked for explicitly.
    panel.page.evaluate(
        """() => { const host = document.querySelector('[data-dalil-ask]');
                   host.dataset.stream = 'off'; host.dalilPanel = null; DalilAsk.mount(host); }"""
    )
    turn = panel.ask(JOHN)
    assert turn.locator(".dalil-response").get_attribute("data-state") == "answer"
    assert turn.locator("a.dalil-marker[data-evidence='E1']").count() == 1 and cards(turn).count() >= 1
    response = panel.ask_responses[-1]
    assert response.url.endswith("/ask") and response.headers["content-type"].startswith("application/json")


def test_gateway_errors_render_with_a_retry(panel) -> None:
    # Two answers only API Gateway gives (dalil serve cannot): throttling (429) and an integration
    # timeout (504), both as the gateway responses infra/stacks/api.py configures (an ErrorBody).
    # They are played by the browser's request routing; the retry then reaches the real server.
    page = panel.page
    panel.expected_console.append("status of 429")
    panel.expected_console.append("status of 504")
    bodies = iter([
        (429, {"error": "too_many_requests", "message": "Too Many Requests"}),
        (504, {"error": "unavailable", "message": "Endpoint request timed out"}),
    ])

    def gateway(route) -> None:
        status, body = next(bodies)
        route.fulfill(status=status, content_type="application/json", body=json.dumps(body))

    page.route("**/ask*", gateway, times=2)
    turn = panel.ask(JOHN)
    response = turn.locator(".dalil-response")
    assert response.get_attribute("data-error") == "429" and "طلبات كثيرة" in response.inner_text()
    response.get_by_role("button", name="أعد المحاولة").click()
    turn.locator(".dalil-response[data-error='504']").wait_for()
    assert "انتهت مهلة الانتظار" in response.inner_text()
    response.get_by_role("button", name="أعد المحاولة").click()
    turn.locator(".dalil-response[data-state='answer']").wait_for()


def test_a_clarification_is_a_set_of_buttons_that_ask_again(panel, fake_model) -> None:
    """"يوحنا 99: 1": John has 21 chapters. The server's `clarify` lists them; choosing one asks it."""
    turn = panel.ask("يوحنا 99: 1")
    response = turn.locator(".dalil-response")
    assert response.get_attribute("data-state") == "search"
    clarify = response.locator(".dalil-clarify[data-kind='chapter']")
    assert "21" in clarify.locator(".dalil-notice--clarify").inner_text()
    choices = clarify.locator("button.dalil-choice")
    assert choices.count() == 21
    assert response.locator(".dalil-notice--search").count() == 0  # the prompt replaces "nothing found"
    panel.shot("11-clarify")
    assert panel.serious_accessibility_violations() == []
    choices.nth(2).click()
    second = panel.page.locator(".dalil-turn").nth(1)
    second.locator(".dalil-response[aria-busy='false'][data-state]").wait_for(timeout=30_000)
    assert second.locator(".dalil-question").inner_text().endswith("يوحنا 3")
    assert second.locator(".dalil-response").get_attribute("data-state") in {"answer", "sources"}
