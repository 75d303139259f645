"""The HTTP API's request and response bodies (the edge's own models; the §4 answer `Response` is
`dalil.models.Response`). API Gateway's request models are generated from these."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from dalil.models import ID_PATTERN, MAX_COMMENT_CHARS, MAX_QUESTION_CHARS, CopticDay


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


class SourceChunk(BaseModel):
    """One chunk of the passage, as cards name it (`chunk_id`), with its place in `text`."""

    chunk_id: str
    n: int
    text: str


class SourceDocument(BaseModel):
    """`GET /sources/{doc_id}`: the whole record a card was cut from, read from the chunk store."""

    doc_id: str
    library: str
    title: str
    # The record's public page; null when it has none (liturgy records are `dalil://` ids).
    url: str | None
    text: str  # the whole passage: the chunks joined in order with their overlaps removed
    chunks: list[SourceChunk]
    coptic_day: CopticDay | None = None  # Synaxarium records: the day it commemorates
