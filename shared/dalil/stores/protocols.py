"""The small interfaces the pipeline depends on. Each has an embedded (SQLite) and an AWS twin."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Protocol, runtime_checkable

if TYPE_CHECKING:  # annotations only: the api and validation functions never load numpy for them
    import numpy as np

from dalil.models import Chunk


class Filters(Protocol):
    """Policy that the index can apply while searching (library restriction)."""


@runtime_checkable
class ChunkStore(Protocol):
    """Key-value store of chunk records, keyed by chunk_id."""

    def get_many(self, chunk_ids: Sequence[str]) -> dict[str, Chunk]:
        """Hydrate ids in one round trip; ids absent from the result are missing records."""

    def doc_hashes(self) -> dict[str, str]:
        """doc_id -> hash of the document's chunk set, to make re-ingest idempotent."""

    def document_chunks(self, doc_id: str) -> list[Chunk]:
        """Every chunk of one document in order (by `n`); empty when the document is unknown."""


@runtime_checkable
class LexicalIndex(Protocol):
    def search_lexical(
        self, query: str, k: int, libraries: Sequence[str] | None = None
    ) -> list[tuple[str, float]]:
        """BM25 over normalized text: (chunk_id, score) best first. `query` is raw; the index normalizes."""


@runtime_checkable
class VectorIndex(Protocol):
    def search_vector(
        self, vector: np.ndarray, k: int, libraries: Sequence[str] | None = None
    ) -> list[tuple[str, float]]:
        """Cosine similarity: (chunk_id, score) best first."""


@runtime_checkable
class IndexWriter(Protocol):
    """Transactional replace of a document's chunks (no orphans) in every index at once."""

    def replace_documents(
        self, chunks_by_doc: dict[str, list[Chunk]], vectors: dict[str, np.ndarray], doc_hashes: dict[str, str]
    ) -> None: ...

    def delete_documents(self, doc_ids: Iterable[str]) -> None: ...


class Reservation(Protocol):
    request_id: str
    provider: str
    model: str
    tokens: int


@runtime_checkable
class CapacityStore(Protocol):
    """Provider capacity per (provider, model) in per-minute and per-day windows.

    `reserve` is atomic and idempotent per `request_id`: a retried step never reserves twice.
    It returns False when the window is full (the caller moves to the next rung)."""

    def reserve(self, request_id: str, provider: str, model: str, tokens: int, now: float | None = None) -> bool: ...

    def reconcile(
        self, request_id: str, provider: str, model: str, used_tokens: int, succeeded: bool, now: float | None = None
    ) -> None:
        """After the call: record actual usage; a call that never reached the provider is released."""


@runtime_checkable
class FeedbackStore(Protocol):
    def record_message(
        self, message_id: str, conversation_id: str | None, question: str | None, cited_chunk_ids: list[str], state: str,
        now: float | None = None, triage: dict | None = None,
    ) -> None: ...

    def has_message(self, message_id: str) -> bool: ...

    def message_triage(self, message_id: str) -> dict | None: ...

    def add_feedback(self, message_id: str, vote: str, category: str | None, comment: str | None) -> str: ...

    def export(self) -> list[dict]: ...


@runtime_checkable
class ConversationStore(Protocol):
    def append_turn(self, conversation_id: str, message_id: str, cited_chunk_ids: list[str], ttl_s: int) -> None: ...

    def last_cited(self, conversation_id: str, now: float | None = None) -> list[str] | None:
        """Chunk ids cited in the previous turn; None when the conversation is unknown or expired."""

    def last_subject(self, conversation_id: str, max_turns: int, now: float | None = None) -> list[str] | None:
        """Chunk ids of the last turn that cited any, at most `max_turns` turns back, else [];
        None when the conversation is unknown or expired."""


class MetadataQuery(Protocol):
    """Structured intent the question carries: a Coptic day, a Bible reference."""


@runtime_checkable
class CandidateSearch(Protocol):
    """Every candidate signal for one question in one call: on AWS one OpenSearch `_msearch`
    round trip; on the embedded default FTS5 + numpy cosine + a metadata lookup in one SQLite file.

    Returns signal name -> [(chunk_id, score)] best first. Signals: "lexical", "vector", and
    "metadata" (only when `metadata` is given: chunks whose metadata match exactly, e.g.
    {"library": "synaxarium", "coptic_month": 3, "coptic_day": 22} or
    {"library": "bible", "book": "Jhn", "chapter": 3, "verse": 16})."""

    def search(
        self,
        query: str,
        vector: np.ndarray | None,
        lexical_k: int,
        vector_k: int,
        libraries: Sequence[str] | None = None,
        metadata: dict | None = None,
    ) -> dict[str, list[tuple[str, float]]]: ...
