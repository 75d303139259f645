from __future__ import annotations

from dalil.answer.output_checks import arabic_ratio, check_output
from dalil.settings import Settings

ANSWER = "استشهد القديس يوحنا المعمدان على يد هيرودس الملك [E1]."
CARD_URL = "https://www.copticchurch.net/synaxarium/1_2.html?lang=ar#1"


def codes(text: str, allowed=(), **settings) -> list[str]:
    return [f.code for f in check_output(text, allowed, Settings(**settings))]


def test_clean_arabic_answer_passes():
    assert codes(ANSWER) == []


def test_unknown_url_bare_markdown_autolink_and_image():
    assert codes(ANSWER + " https://example.com/page") == ["unknown_url"]
    assert codes(ANSWER + " [المصدر](https://example.com/page)") == ["unknown_url"]
    assert codes(ANSWER + " <https://example.com/page>") == ["unknown_url"]
    assert codes(ANSWER + " ![صورة](https://example.com/a.png)") == ["unknown_url"]
    assert codes(ANSWER + " www.example.com") == ["unknown_url"]


def test_url_of_a_source_card_is_allowed_in_any_link_form():
    assert codes(ANSWER + f" [السنكسار]({CARD_URL}).", [CARD_URL]) == []
    assert codes(ANSWER + f" المصدر: {CARD_URL}.", [CARD_URL]) == []
    # one character off is another url
    assert codes(ANSWER + f" {CARD_URL}2", [CARD_URL]) == ["unknown_url"]


def test_html_and_script_are_refused_even_inside_a_fence_or_escaped():
    assert codes(ANSWER + " <script>alert('x')</script>") == ["html"]
    assert codes(ANSWER + "\n\n<div onclick='x()'>نص</div>") == ["html"]
    assert codes(ANSWER + "\n```\n<script>x</script>\n```") == ["html"]
    assert codes(ANSWER + " &lt;script&gt;alert(1)&lt;/script&gt;") == ["html"]
    assert "html" in codes(ANSWER + " [اضغط](javascript:alert(1))")


def test_mermaid_blocks_fenced_or_bare():
    assert codes(ANSWER + "\n```mermaid\ngraph TD\nA-->B\n```") == ["mermaid"]
    assert codes(ANSWER + "\nflowchart TD\n  A --> B") == ["mermaid"]


def test_fences_must_balance():
    assert codes(ANSWER + "\n```\nنص مقتبس") == ["unbalanced_fence"]
    assert codes(ANSWER + "\n```\nنص مقتبس\n```") == []
    assert codes(ANSWER + "\n~~~~\nنص\n~~~\n") == ["unbalanced_fence"]  # a shorter fence does not close


def test_links_that_do_not_parse():
    assert codes(ANSWER + " [المصدر](https://example.com") == ["bad_link", "unknown_url"]
    assert codes(ANSWER + " ![صورة") == ["bad_link"]
    # a marker followed by a parenthesis is prose, not a broken link
    assert codes("استشهد يوحنا المعمدان [E1] (في القرن الأول) [E2](.") == []


def test_english_only_answer_is_not_arabic():
    assert codes("John the Baptist was martyred by king Herod [E1].") == ["not_arabic"]
    assert arabic_ratio(ANSWER) == 1.0
    assert arabic_ratio("[E1] [E2]") == 0.0  # markers are not letters of the answer


def test_length_bounds():
    assert codes("نعم [E1]") == ["too_short"]
    long_answer = " ".join([ANSWER] * 80)
    assert codes(long_answer) == ["too_long"]
    assert codes(long_answer, answer_max_chars=10_000) == []


# FAITH39 (issue 19 class 2): an answer frame from FRAME38's closed list is presentation, so the Arabic
# share is of what the sentences say; new wording, each with a twin that must still fail.
def test_an_english_answer_frame_before_a_short_arabic_sentence_is_not_an_english_answer():
    framed = "According to the source: قال في قلبه لن أتزعزع [E1]."
    assert "not_arabic" not in codes(framed)


def test_an_english_sentence_after_the_same_frame_still_fails_and_so_does_a_lead_in_outside_the_list():
    english = "According to the source: he said in his heart that he would not be moved [E1]."
    assert "not_arabic" in codes(english)
    chatty = "Sure! Here is what I found in the record for you today: قال في قلبه [E1]."
    assert "not_arabic" in codes(chatty)
