"""Feedback on answers, and its export as candidate regression fixtures.

`give_feedback` checks its input before it touches the store (a clear `InvalidFeedback`), and an
id the server never issued is `UnknownMessage` (the CLI exits 2, the API answers 404).

A fixture candidate carries what a reviewer needs to turn a vote into a test: the message's state,
the chunks it cited, the vote, category and comment. It has the shape of docs/DESIGN.md §7 (it loads
with `dalil.eval.fixtures.load_fixtures` once a person fills in the question), with:
- `question`: redacted unless `DALIL_STORE_QUESTION_TEXT=true` (both when the message was
  recorded and now, at export); personal data in it, the category and the comment (in every text
  field) is replaced by placeholders (`redact_export`);
- `expects.answer`: a *proposal* from the vote: an up-voted answer → `grounded` with its cited
  chunks as expected; an up-voted refusal → `refuse`; a down-voted answer → `refuse` (the answer
  was wrong or unsupported, so the safe expectation is not to give it); a down-voted refusal →
  `grounded` with no expected chunks (the reviewer must find the evidence);
- `review: "pending"`: nothing joins a suite before a person has read it.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any

from dalil.errors import InvalidFeedback
from dalil.models import ID_PATTERN, MAX_COMMENT_CHARS
from dalil.settings import Settings
from dalil.stores.factory import feedback_store
from dalil.stores.feedback_input import MAX_CATEGORY_CHARS, VOTES

REDACTED = "[redacted: question text not stored]"
_ID = re.compile(ID_PATTERN)

# Personal data a person may type into any exported field, replaced in exports (the stored
# record is left as given). Matched on the text as a reader sees it: format characters (ZWJ, ZWNJ,
# soft hyphen, directional marks, BOM: Unicode Cf) removed and compatibility forms folded (NFKC:
# full-width digits and "＠"), so a number or address split by invisible characters is still one.
# Digits may be ASCII, Arabic-Indic (٠-٩) or Persian (۰-۹).
_DIGIT = r"[0-9\u0660-\u0669\u06F0-\u06F9]"
_DIGITS = _DIGIT[1:-1]
_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+", re.UNICODE)
# IBAN: a country code, two check digits, then 11-30 letters or digits (spaces or dashes between).
_IBAN = re.compile(r"(?<![A-Za-z0-9])[A-Za-z]{2}[0-9]{2}(?:[ -]?[A-Za-z0-9]){11,30}(?![A-Za-z0-9])")
# A passport (or similar document) number: one or two letters, Latin or Arabic, then 6-9 digits.
_PASSPORT = re.compile(rf"(?<![A-Za-z0-9{_DIGITS}])(?:[A-Za-z]{{1,2}}|[\u0621-\u064A])[ -]?{_DIGIT}{{6,9}}(?!{_DIGIT})")
_CARD = re.compile(rf"(?<!{_DIGIT})(?:{_DIGIT}[ -]?){{12,18}}{_DIGIT}(?!{_DIGIT})")
_PHONE = re.compile(rf"(?<![\w{_DIGITS}])\+?(?:{_DIGIT}|[ ().-]){{7,20}}{_DIGIT}")
_REDACTED_FIELD_EXEMPT = frozenset({
    # Machine-made values, checked on the way in (ids, enums): every other string is redacted.
    "id", "suite", "message_id", "vote", "state", "review", "answer", "proposed_by",
    "expectedChunkIds", "acceptableChunkIds", "expectedDocIds", "cited_chunk_ids",
})


def _as_read(text: str) -> str:
    return unicodedata.normalize("NFKC", "".join(ch for ch in text if unicodedata.category(ch) != "Cf"))


def _digit_count(text: str) -> int:
    return sum(ch.isdigit() for ch in text)


def redact_personal_data(text: str | None) -> str | None:
    """E-mail addresses, IBANs, passport, card and national id numbers and phone numbers become
    placeholders, in the text as a reader sees it (invisible characters removed, NFKC)."""
    if not text:
        return text
    text = _as_read(text)
    text = _EMAIL.sub("[email]", text)
    text = _IBAN.sub(lambda m: "[iban]" if _digit_count(m.group()) >= 8 else m.group(), text)
    text = _CARD.sub("[card number]", text)
    text = _PASSPORT.sub("[document number]", text)
    return _PHONE.sub(lambda m: "[phone]" if _digit_count(m.group()) >= 7 else m.group(), text)


def redact_export(value: Any, key: str | None = None) -> Any:
    """The one redaction of an export: every string in `value` (nested dicts and lists too)
    passes `redact_personal_data`, except the machine-made fields named in
    _REDACTED_FIELD_EXEMPT. A field added later is redacted unless someone exempts it."""
    if isinstance(value, dict):
        return {name: redact_export(item, name) for name, item in value.items()}
    if isinstance(value, list):
        return [redact_export(item, key) for item in value]
    if isinstance(value, str) and key not in _REDACTED_FIELD_EXEMPT:
        return redact_personal_data(value)
    return value


def check_feedback(message_id: str, vote: str, category: str | None, comment: str | None) -> None:
    """Raise `InvalidFeedback` with the reason for anything the store must not receive."""
    if not _ID.match(message_id or ""):
        raise InvalidFeedback(f"message id {message_id[:40]!r} is malformed: use the message_id of a response")
    if vote not in VOTES:
        raise InvalidFeedback(f"vote must be 'up' or 'down', not {vote!r}")
    if category is not None and not (0 < len(category.strip()) <= MAX_CATEGORY_CHARS):
        raise InvalidFeedback(f"category must be 1 to {MAX_CATEGORY_CHARS} characters")
    if comment is not None and len(comment.strip()) > MAX_COMMENT_CHARS:
        raise InvalidFeedback(f"comment is {len(comment.strip())} characters; at most {MAX_COMMENT_CHARS} are kept")


def give_feedback(settings: Settings, message_id: str, vote: str, category: str | None, comment: str | None) -> str:
    check_feedback(message_id, vote, category, comment)
    category = category.strip() if category else None
    return feedback_store(settings).add_feedback(message_id, vote, category, comment)


def _proposal(vote: str, state: str) -> tuple[str, bool]:
    """(expects.answer, keep the cited chunks as expected evidence)."""
    answered = state == "answer"
    if vote == "up":
        return ("grounded", True) if answered else ("refuse", False)
    return ("refuse", False) if answered else ("grounded", False)


def export_fixture_candidates(settings: Settings) -> list[dict]:
    candidates = []
    for record in feedback_store(settings).export():
        expects, keep_cited = _proposal(record["vote"], record["state"])
        cited = list(record["cited_chunk_ids"])
        question = record.get("question") if settings.store_question_text else None
        candidates.append(redact_export(
            {
                "id": f"feedback-{record['feedback_id'][:12]}",
                "suite": "feedback",
                "question": question or REDACTED,
                "library": None,
                "expectedChunkIds": cited if keep_cited else [],
                "acceptableChunkIds": [],
                "expectedDocIds": sorted({c.rsplit("/", 1)[0] for c in cited}) if keep_cited else [],
                "goldAnswers": [],
                "topK": 5,
                "expects": {"answer": expects, "proposed_by": "feedback"},
                "feedback": {
                    "message_id": record["message_id"],
                    "vote": record["vote"],
                    "category": record["category"],
                    "comment": record["comment"],
                    "state": record["state"],
                    "cited_chunk_ids": cited,
                },
                "review": "pending",
            }
        ))
    return candidates
