"""The HTTP API's request and response bodies. API Gateway's request models are generated from these."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

# Requests larger than this are refused before parsing (413). 2000 Arabic characters sent as \u escapes
# take 12 KB, so the limit leaves room for that and the other fields.
MAX_BODY_BYTES = 16 * 1024
MAX_QUESTION_CHARS = 2000
MAX_COMMENT_CHARS = 500
# Ids the server issued: uuid hex or similar; bounded and printable so they are safe as keys.
ID_PATTERN = r"^[A-Za-z0-9_.:-]{1,128}$"


class AskRequest(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)

    question: str = Field(min_length=1, max_length=MAX_QUESTION_CHARS)
    conversation_id: str | None = Field(default=None, pattern=ID_PATTERN)
    # True starts a conversation (with `conversation_id`, or a server-minted one); False with an
    # id continues it: the id must be live, else 404.
    new_conversation: bool = False
    libraries: list[str] | None = Field(default=None, max_length=10)


class FeedbackRequest(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)

    message_id: str = Field(pattern=ID_PATTERN)
    vote: Literal["up", "down"]
    category: str | None = Field(default=None, max_length=64)
    comment: str | None = Field(default=None, max_length=MAX_COMMENT_CHARS)


class FeedbackAccepted(BaseModel):
    feedback_id: str
    message_id: str


class HealthResponse(BaseModel):
    status: Literal["ok", "unavailable"] = "ok"  # "unavailable" (HTTP 503): the local store cannot be read
    backend: str
    workflow: Literal["step-functions", "in-process"]
    version: str


class ErrorBody(BaseModel):
    """Every non-2xx body that is not a §4 response: a code a client can switch on and a sentence."""

    error: Literal[
        "bad_request", "invalid_request", "not_found", "payload_too_large", "unsupported_media_type",
        "method_not_allowed", "forbidden", "too_many_requests", "unavailable", "internal",
    ]
    message: str
    details: list[dict] | None = None
