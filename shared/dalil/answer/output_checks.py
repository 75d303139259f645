"""Deterministic checks on the answer text itself (no model involved).

The answer is plain Arabic prose with `[E1]` markers. Anything else a model might slip in is
refused here: an unbalanced code fence, a link that does not parse, any URL that is not the url of
a source card of this request, a Mermaid diagram, HTML (a `<script>` above all), text that is not
Arabic, or a length outside the configured bounds. Markdown is parsed with markdown-it-py
(CommonMark), the same grammar a client renderer would use; fences and raw HTML are also checked
on the raw text so nothing hides inside a code block.
"""

from __future__ import annotations

import html
import re
from collections.abc import Collection
from urllib.parse import unquote

from markdown_it import MarkdownIt

from dalil.models import ValidationFailure
from dalil.settings import Settings, get_settings
from dalil.text.support import URL as _URL
from dalil.text.support import answer_sentences, strip_markers, without_presentation

UNBALANCED_FENCE = "unbalanced_fence"
BAD_LINK = "bad_link"
UNKNOWN_URL = "unknown_url"
MERMAID = "mermaid"
HTML = "html"
NOT_ARABIC = "not_arabic"
TOO_SHORT = "too_short"
TOO_LONG = "too_long"

OUTPUT_CODES = (UNBALANCED_FENCE, BAD_LINK, UNKNOWN_URL, MERMAID, HTML, NOT_ARABIC, TOO_SHORT, TOO_LONG)


_FENCE_LINE = re.compile(r"^[ ]{0,3}(`{3,}|~{3,})(.*)$")
_MERMAID_START = re.compile(
    r"^\s*(graph|flowchart|sequenceDiagram|classDiagram|stateDiagram(-v2)?|erDiagram|gantt|pie|journey|"
    r"mindmap|timeline|gitGraph|quadrantChart)\b",
    re.MULTILINE,
)
_HTML_TAG = re.compile(r"<\s*/?\s*[A-Za-z][\w:-]*(\s[^<>]*)?/?\s*>|<!--|<!\[CDATA\[|<\?")
_SCRIPT_SCHEME = re.compile(r"\b(?:javascript|vbscript|data)\s*:", re.IGNORECASE)
_BROKEN_LINK = re.compile(r"\]\(|!\[")
_TRAILING_PUNCT = ".,;:!?،؛؟)»\"'"

_markdown = MarkdownIt("commonmark")


def _is_arabic_letter(char: str) -> bool:
    code = ord(char)
    return char.isalpha() and (
        0x0600 <= code <= 0x06FF
        or 0x0750 <= code <= 0x077F
        or 0x08A0 <= code <= 0x08FF
        or 0xFB50 <= code <= 0xFDFF
        or 0xFE70 <= code <= 0xFEFF
    )


def arabic_ratio(text: str) -> float:
    """Arabic letters / all letters (markers excluded); 0.0 when there are no letters."""
    # Urls and markers are not prose: an Arabic answer citing a card's url is still Arabic.
    letters = [ch for ch in _URL.sub(" ", strip_markers(text)) if ch.isalpha()]
    if not letters:
        return 0.0
    return sum(_is_arabic_letter(ch) for ch in letters) / len(letters)


def _fences(text: str) -> tuple[bool, list[str]]:
    """(balanced?, info strings of the fences opened)."""
    open_fence: str | None = None
    infos: list[str] = []
    for line in text.splitlines():
        match = _FENCE_LINE.match(line)
        if not match:
            continue
        marker, info = match.group(1), match.group(2).strip()
        if open_fence is None:
            open_fence = marker
            infos.append(info)
        elif marker[0] == open_fence[0] and len(marker) >= len(open_fence) and not info:
            open_fence = None
    return open_fence is None, infos


def _clean_url(url: str) -> str:
    # markdown-it percent-encodes link targets; compare in decoded form.
    return unquote(url.rstrip(_TRAILING_PUNCT))


def _arabic_ratio_said(answer: str) -> float:
    """The Arabic share of what the answer says: of the answer without its presentation, or of its sentences alone
    (`support.answer_sentences`: a lead-in naming a record taken off too — CLAIMLIST61: "F mazmoor 34 maktoob keda: «…»"
    is an Arabic quotation under a Franco lead-in), whichever is the more Arabic (an Arabic lead-in over a quotation
    with Latin names stays Arabic, claims-blind19 b19-090)."""
    sentences = " ".join(sentence.text for sentence in answer_sentences(answer))
    return max(arabic_ratio(without_presentation(answer)), arabic_ratio(sentences))


def check_output(
    answer: str, allowed_urls: Collection[str] = (), settings: Settings | None = None
) -> list[ValidationFailure]:
    """Every problem found in `answer`, one finding per code (first detail kept)."""
    settings = settings or get_settings()
    findings: dict[str, str] = {}

    def add(code: str, detail: str) -> None:
        findings.setdefault(code, detail)

    allowed = {_clean_url(url) for url in allowed_urls}
    balanced, infos = _fences(answer)
    if not balanced:
        add(UNBALANCED_FENCE, "a code fence is opened and never closed")
    if any(info.lower().startswith("mermaid") for info in infos) or _MERMAID_START.search(answer):
        add(MERMAID, "the answer contains a Mermaid diagram")

    unescaped = html.unescape(answer)
    tag = _HTML_TAG.search(answer) or _HTML_TAG.search(unescaped)
    if tag:
        add(HTML, f"HTML in the answer: {tag.group(0)[:40]}")
    if _SCRIPT_SCHEME.search(unescaped):
        add(HTML, "a script or data URL scheme in the answer")

    targets: list[str] = []
    for block in _markdown.parse(answer):
        if block.type == "html_block":
            add(HTML, f"HTML block: {block.content[:40]}")
        for token in block.children or []:
            if token.type == "html_inline":
                add(HTML, f"inline HTML: {token.content[:40]}")
            elif token.type == "link_open":
                targets.append(str(token.attrs.get("href", "")))
            elif token.type == "image":
                targets.append(str(token.attrs.get("src", "")))
            elif token.type == "text" and _BROKEN_LINK.search(strip_markers(token.content)):
                add(BAD_LINK, f"a link or image that does not parse: {token.content[:60]}")
    targets.extend(match.group(0) for match in _URL.finditer(answer))
    for target in targets:
        url = _clean_url(target.strip())
        if url not in allowed:
            add(UNKNOWN_URL, f"unknown url: {url[:80] or '(empty link target)'}")

    # Measured on what the answer's sentences say (`support.without_presentation`, FRAME38's closed list
    # of frames): "According to the source:" before a short Arabic sentence is presentation, no English
    # answer; an answer whose sentences are English still fails (FAITH39).
    ratio = _arabic_ratio_said(answer)
    if ratio < settings.answer_min_arabic_ratio:
        add(NOT_ARABIC, f"Arabic letters are {ratio:.0%} of the letters")
    body = strip_markers(answer)
    if len(body) < settings.answer_min_chars:
        add(TOO_SHORT, f"{len(body)} characters, at least {settings.answer_min_chars} expected")
    if len(answer) > settings.answer_max_chars:
        add(TOO_LONG, f"{len(answer)} characters, at most {settings.answer_max_chars} allowed")
    return [ValidationFailure(code=code, detail=detail) for code, detail in findings.items()]
