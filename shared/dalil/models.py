"""Typed records that cross module boundaries (chunks, candidates, evidence, payloads, responses), the
library ids and the request limits every layer shares."""

from __future__ import annotations

from datetime import date
from functools import lru_cache
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

ResponseState = Literal["answer", "sources", "search", "quota"]

# --- library ids ---------------------------------------------------------------------------------

LIBRARIES: tuple[str, ...] = ("bible", "synaxarium", "liturgy", "arcd", "xquad")
SYNAXARIUM = "synaxarium"
BIBLE = "bible"

# doc_id prefix -> library (docs/DESIGN.md §2); liturgy doc_ids start with their collection.
_PREFIX_LIBRARY = {
    "syn": SYNAXARIUM,
    "svd": BIBLE,
    "arcd": "arcd",
    "xquad": "xquad",
    "agpeya": "liturgy",
    "tasbeha": "liturgy",
    "liturgy": "liturgy",
    "incense": "liturgy",
}


@lru_cache(maxsize=1 << 16)  # ~290 calls an ask (filters, re-scoring, routing) on ~100 ids; pure in its id
def library_of(chunk_id: str) -> str | None:
    """The library a chunk_id belongs to by its doc_id prefix, None when the prefix is unknown."""
    prefix, _, _ = chunk_id.partition(":")
    return _PREFIX_LIBRARY.get(prefix)


# --- request limits (the HTTP edge, the feedback store and API Gateway's models share them) -------

# Requests larger than this are refused before parsing (413). 2000 Arabic characters sent as \u escapes
# take 12 KB, so the limit leaves room for that and the other fields.
MAX_BODY_BYTES = 16 * 1024
MAX_QUESTION_CHARS = 2000
MAX_COMMENT_CHARS = 500
# Ids the server issued: uuid hex or similar; bounded and printable so they are safe as keys.
ID_PATTERN = r"^[A-Za-z0-9_.:-]{1,128}$"


class Document(BaseModel):
    """One source record before chunking."""

    doc_id: str
    library: str
    domains: list[str]
    title: str
    url: str
    text: str
    metadata: dict[str, Any] = Field(default_factory=dict)
    # Optional pre-split units (verses, hymn lines); chunking keeps unit boundaries when given.
    units: list[str] | None = None
    unit_labels: list[str] | None = None


class Chunk(BaseModel):
    """A retrievable passage. `text` is the original and is never altered."""

    model_config = ConfigDict(frozen=True)

    chunk_id: str  # "<doc_id>/<n>"
    doc_id: str
    n: int
    library: str
    domains: list[str]
    title: str
    url: str
    text: str
    search_text: str
    content_hash: str
    corpus_version: str
    metadata: dict[str, Any] = Field(default_factory=dict)


class SignalHit(BaseModel):
    rank: int  # 1-based
    score: float


class Candidate(BaseModel):
    """A fused retrieval candidate; `chunk` is filled only after hydration."""

    chunk_id: str
    score: float
    signals: dict[str, SignalHit] = Field(default_factory=dict)
    boosts: dict[str, float] = Field(default_factory=dict)
    chunk: Chunk | None = None


class Route(BaseModel):
    domains: dict[str, float]  # domain -> score in [0, 1]
    signals: list[str]  # which rules fired, for the trace


class DateIntent(BaseModel):
    month: int | None = None
    day: int | None = None
    source: Literal["coptic", "gregorian", "today", "none"] = "none"
    valid: bool = True
    reason: str | None = None  # why the date is invalid / missing

    @property
    def present(self) -> bool:
        return self.source != "none"


class RetrievalTrace(BaseModel):
    question: str
    normalized: str
    route: Route
    date_intent: DateIntent
    libraries: list[str]
    counts: dict[str, int] = Field(default_factory=dict)  # candidates per signal / stage
    invariant_failures: list[str] = Field(default_factory=list)
    timings_ms: dict[str, float] = Field(default_factory=dict)
    notes: list[str] = Field(default_factory=list)
    # The question as searched, when reading it changed it (colloquial, Franco-Arabic, glued
    # titles; text/reading.py), and the script it was read as.
    searched: str | None = None
    script: Literal["arabic", "franco", "unsupported"] = "arabic"


class RetrievalResult(BaseModel):
    candidates: list[Candidate]
    trace: RetrievalTrace


class Evidence(BaseModel):
    """One server-issued evidence label and the excerpt the model may see."""

    evidence_id: str  # "E1"
    chunk_id: str
    excerpt: str
    # Server-side, never put in a prompt: for a verse-per-line Bible chunk, the verse number of
    # the excerpt's first line (lets the offline answerer quote "يوحنا 3: 16" exactly).
    first_verse: int | None = None
    # Server-side, never put in a prompt: the source record's title; the offline answerer answers
    # a question about a person from the record whose title names that person.
    title: str | None = None
    # Server-side, never put in a prompt: for a rite's record, the words that name where it stands — its book, its
    # service and its place in the service when its kind says it (`text.rite_place.rite_place`).
    place: str | None = None
    # Server-side, never put in a prompt: the id of the evidence whose cut last sentence this excerpt finishes — the
    # next chunk of the same record, read on for a why (`answer.read_on`); the checks read the two joined.
    continues: str | None = None


class ContextPack(BaseModel):
    evidence: list[Evidence]
    tokens: int
    dropped: list[str] = Field(default_factory=list)  # chunk_ids left out, with reason in trace
    # Server-side only (never shown to a model): why each dropped chunk was left out, the
    # kept chunks' metadata (library, coptic_month/day …) for the critic, and which builder ran.
    drop_reasons: dict[str, str] = Field(default_factory=dict)
    chunk_metadata: dict[str, dict[str, Any]] = Field(default_factory=dict)
    mode: Literal["compact", "full"] = "compact"

    def by_id(self) -> dict[str, Evidence]:
        return {item.evidence_id: item for item in self.evidence}


class AnswerPayload(BaseModel):
    """What a model (or the extractive answerer) returns. Nothing else is trusted."""

    model_config = ConfigDict(extra="forbid")

    status: Literal["answered", "insufficient_evidence"]
    answer: str
    cited_ids: list[str]


class ValidationFailure(BaseModel):
    """One failed check of a payload (`answer.validate`, `answer.output_checks`): its stable
    code, a human-readable line for logs and reports (never parsed), and the answer sentence it
    was found in."""

    code: str
    detail: str
    # 1-based, in `text.support.answer_sentences` order (what a redraft's prompt numbers); None
    # when the check is not about one sentence (schema, ids, urls, length …).
    sentence: int | None = None


class CopticDay(BaseModel):
    """The commemoration day of a Synaxarium record, from the record's metadata (never a model),
    and the Gregorian date it falls on this year (the year of today in DALIL_TIMEZONE)."""

    month: int  # 1–13
    day: int
    label: str  # "22 هاتور"
    gregorian: date | None = None  # None when the day does not occur this year (6 النسيء)
    gregorian_label: str | None = None  # "1 ديسمبر 2026"


class Citation(BaseModel):
    id: str
    chunk_id: str
    title: str
    url: str
    coptic_day: CopticDay | None = None  # Synaxarium records: the day it commemorates


class SourceCard(BaseModel):
    chunk_id: str
    doc_id: str
    library: str
    title: str
    url: str
    excerpt: str
    coptic_day: CopticDay | None = None  # Synaxarium records: the day it commemorates


class ClarifyOption(BaseModel):
    """One choice a reader can make: the button's label and the question asked when it is chosen."""

    label: str
    question: str


class Clarification(BaseModel):
    """A decline that the reader's choice resolves (docs/DESIGN.md §4): which month a day is in, a
    chapter the book has, which of the persons bearing a name, or the question again in Arabic.
    Built on the server from the question and the calendar, the book's chapter count or stored
    record titles, never from model output."""

    kind: Literal["month", "date", "chapter", "language", "person"]
    prompt: str  # Arabic, then " / " and English
    options: list[ClarifyOption] = Field(default_factory=list)  # empty for "language": the reader rewrites


# The reasons a provider gives for stopping, as their APIs document them (Gemini finishReason and
# promptFeedback.blockReason, OpenRouter finish_reason). Only these are named to a client.
PROVIDER_STOP_REASONS: frozenset[str] = frozenset({
    "FINISH_REASON_UNSPECIFIED", "BLOCK_REASON_UNSPECIFIED", "SAFETY", "RECITATION", "LANGUAGE", "OTHER",
    "BLOCKLIST", "PROHIBITED_CONTENT", "SPII", "MALFORMED_FUNCTION_CALL", "IMAGE_SAFETY",
    "UNEXPECTED_TOOL_CALL", "TOO_MANY_TOOL_CALLS", "content_filter", "tool_calls", "error",
})
KNOWN_HTTP_STATUSES: frozenset[int] = frozenset({400, 401, 402, 403, 404, 408, 409, 413, 422, 429, 500, 502, 503, 504})

# What a client may read about an attempt (`detail`): a code from this fixed vocabulary. No
# provider-supplied text reaches a client -- not a message, a status string, a model slug -- since
# any of them can echo a key; the provider's own words go to the server log, redacted.
ATTEMPT_DETAIL_CODES: frozenset[str] = frozenset(
    {
        "answered", "insufficient_evidence",  # the extractive provider's verdict
        "rerouted",  # OpenRouter answered with another model than the one asked for
        "daily_limit", "http_error", "empty_body", "reply_too_large", "deadline_passed", "connect_timeout",
        "read_timeout", "connect_failed", "connection_broken", "transport_failed", "no_candidate",
        "no_choice", "max_tokens", "not_answer_schema", "rung_not_configured", "missing_key",
        "secrets_unavailable", "other",
    }
    | {f"http_{status}" for status in KNOWN_HTTP_STATUSES}
    | {f"finish_reason:{reason}" for reason in PROVIDER_STOP_REASONS}
    | {f"block_reason:{reason}" for reason in PROVIDER_STOP_REASONS}
)


class ProviderAttempt(BaseModel):
    provider: str
    model: str
    outcome: str  # "ok" or an error category
    latency_ms: float = 0.0
    tokens_in: int = 0
    tokens_out: int = 0
    detail: str | None = None  # a code from ATTEMPT_DETAIL_CODES; anything else becomes "other"

    @field_validator("detail")
    @classmethod
    def _only_a_known_code(cls, value: str | None) -> str | None:
        return value if value is None or value in ATTEMPT_DETAIL_CODES else "other"


class GenerationRequest(BaseModel):
    """What one generation attempt is asked: built by the answer layer, sent by a provider."""

    request_id: str
    question: str  # the original question, not the normalized one
    evidence: list[Evidence]  # what the model may see: E-ids and excerpts, never urls or titles
    domains: list[str] = Field(default_factory=list)
    strict_religious: bool = False  # fail-closed domain: answer only what a chunk states directly
    critic_gaps: list[str] = Field(default_factory=list)  # from a failed review, for a redraft
    timeout_s: float | None = None  # this attempt's time limit, set by the ladder; None: provider_timeout_s


class Response(BaseModel):
    """The response object of docs/DESIGN.md §4, shared by the API and `dalil ask --json`."""

    state: ResponseState
    message_id: str
    answer: str | None = None
    citations: list[Citation] = Field(default_factory=list)
    sources: list[SourceCard] = Field(default_factory=list)
    reason: str | None = None
    provider: str | None = None
    retry_after_s: int | None = None
    search_url: str | None = None
    clarify: Clarification | None = None  # on a decline the reader's choice resolves; each option asks again
    # The question Dalil searched for, when it differs from the one asked: a Franco-Arabic question
    # transliterated, colloquial words in the corpus's register, glued titles split (text/reading.py).
    searched_question: str | None = None
    conversation_id: str | None = None
    attempts: list[ProviderAttempt] = Field(default_factory=list)
    # False when the message (and its conversation turn) could not be stored: the answer stands,
    # but feedback on it and follow-ups to it will be refused (404). Logged where it happened.
    recorded: bool = True
