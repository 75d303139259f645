"""Feedback on answers, and its export as candidate regression fixtures.

`give_feedback` checks its input before it touches the store (a clear `InvalidFeedback`), and an
id the server never issued is `UnknownMessage` (the CLI exits 2, the API answers 404).

A fixture candidate carries what a reviewer needs to turn a vote into a test: the message's state,
the chunks it cited, the vote, category and comment. It has the shape of docs/DESIGN.md §7 (it loads
with `dalil.eval.fixtures.load_fixtures` once a person fills in the question), with:
- `question`: redacted unless `DALIL_STORE_QUESTION_TEXT=true` (both when the message was
  recorded and now, at export);
- `expects.answer`: a *proposal* from the vote: an up-voted answer → `grounded` with its cited
  chunks as expected; an up-voted refusal → `refuse`; a down-voted answer → `refuse` (the answer
  was wrong or unsupported, so the safe expectation is not to give it); a down-voted refusal →
  `grounded` with no expected chunks (the reviewer must find the evidence);
- `review: "pending"`: nothing joins a suite before a person has read it.
"""

from __future__ import annotations

import re

from dalil.errors import InvalidFeedback
from dalil.models import ID_PATTERN, MAX_COMMENT_CHARS
from dalil.settings import Settings
from dalil.stores.factory import feedback_store
from dalil.stores.feedback_input import MAX_CATEGORY_CHARS, VOTES

REDACTED = "[redacted: question text not stored]"
_ID = re.compile(ID_PATTERN)

# Personal data a comment may carry, replaced in exports (the stored comment is left as given).
# Digits may be ASCII or Arabic-Indic (٠-٩) or Persian (۰-۹).
_DIGIT = r"[0-9\u0660-\u0669\u06F0-\u06F9]"
_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+", re.UNICODE)
_CARD = re.compile(rf"(?<!{_DIGIT})(?:{_DIGIT}[ -]?){{12,18}}{_DIGIT}(?!{_DIGIT})")
_PHONE = re.compile(rf"(?<![\w{_DIGIT[1:-1]}])\+?(?:{_DIGIT}|[ ().-]){{7,20}}{_DIGIT}")


def redact_personal_data(text: str | None) -> str | None:
    """E-mail addresses, card numbers and phone numbers become placeholders."""
    if not text:
        return text
    text = _EMAIL.sub("[email]", text)
    text = _CARD.sub("[card number]", text)
    return _PHONE.sub(lambda m: "[phone]" if sum(ch.isdigit() for ch in m.group()) >= 7 else m.group(), text)


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
        candidates.append(
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
                    "comment": redact_personal_data(record["comment"]),
                    "state": record["state"],
                    "cited_chunk_ids": cited,
                },
                "review": "pending",
            }
        )
    return candidates
