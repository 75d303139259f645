"""A vote as every feedback store accepts it (SQLite and DynamoDB hold the same rule).

The comment is cut to `MAX_COMMENT_CHARS`, never refused for length, at this level: the CLI and the
API refuse an over-long comment before it reaches a store (`dalil.feedback`, `dalil.models`).
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from dalil.errors import InvalidFeedback
from dalil.models import MAX_COMMENT_CHARS

VOTES = ("up", "down")
MAX_CATEGORY_CHARS = 64


class FeedbackInput(BaseModel):
    model_config = ConfigDict(extra="forbid")

    message_id: str = Field(min_length=1, max_length=128)
    vote: Literal["up", "down"]
    category: str | None = Field(default=None, min_length=1, max_length=MAX_CATEGORY_CHARS)
    comment: str | None = None

    @field_validator("category")
    @classmethod
    def _category(cls, value: str | None) -> str | None:
        if value is not None and not value.strip():
            raise ValueError("category must not be blank")
        return value

    @field_validator("comment")
    @classmethod
    def _comment(cls, value: str | None) -> str | None:
        value = value.strip()[:MAX_COMMENT_CHARS] if value else None
        return value or None


def accept_feedback(message_id: str, vote: str, category: str | None, comment: str | None) -> FeedbackInput:
    """The vote as a store writes it; malformed input raises `InvalidFeedback` (the API answers 422)."""
    try:
        return FeedbackInput(message_id=message_id, vote=vote, category=category, comment=comment)
    except ValidationError as error:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in item['loc']) or 'feedback'}: {item['msg']}" for item in error.errors()
        )
        raise InvalidFeedback(f"the feedback is not valid: {problems}") from error
