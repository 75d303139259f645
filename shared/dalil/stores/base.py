"""The rules every backend's user-data stores share; SQLite and DynamoDB implement primitives only.

- Feedback: a vote is validated once (`accept_feedback`), gets a fresh id, and is written only
  if its message exists (`UnknownMessage` otherwise); the question text is kept only when
  `store_question_text` allows; the export is sorted oldest first.
- Conversations: a turn expires `ttl_s` after it was written; `last_cited` treats an expired turn
  as an unknown conversation at once (DynamoDB deletes expired items only within days).
- Chunks: hydration of no ids is no call; duplicate ids are asked once; a document's chunks come
  back in order (`n`), none for an unknown document.
- Capacity: per (provider, model), a minute window (`per_minute` places) and a UTC-day window
  (`per_day` calls). A reservation takes a minute place only after the day was read below its
  limit (the day is charged at reconcile, so it is check-then-charge); a pending place stops
  counting when its minute ends, whatever happens to the caller. A request id holds at most one
  place (a retried reserve is True, even when the window filled since) and is committed to the day
  at most once; a call that never reached the provider gives its place back.

The contract tests in `tests/contracts/` hold every backend to these rules.
"""

from __future__ import annotations

import datetime as dt
import time
import uuid
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from dalil.errors import UnknownMessage
from dalil.models import Chunk
from dalil.stores.feedback_input import FeedbackInput, accept_feedback

EXPORT_FIELDS = (
    "feedback_id", "message_id", "vote", "category", "comment", "created_at",
    "conversation_id", "question", "cited_chunk_ids", "state",
)


def _now(now: float | None) -> float:
    return time.time() if now is None else now


def unknown_message(message_id: str) -> UnknownMessage:
    return UnknownMessage(f"no message with id {message_id!r}; feedback is accepted only for issued answers")


@dataclass(frozen=True)
class MessageRecord:
    message_id: str
    conversation_id: str | None
    question: str | None
    cited_chunk_ids: list[str]
    state: str
    created_at: float
    triage: dict[str, Any] | None = None  # `workflow.triage.Triage`: why the message said what it said


@dataclass(frozen=True)
class VoteRecord:
    feedback_id: str
    given: FeedbackInput
    created_at: float


@dataclass(frozen=True)
class Turn:
    cited_chunk_ids: list[str]
    expires_at: float
    # The last non-empty citations of the conversation and how many turns came after the turn that
    # made them (0: this turn cited them): a declined turn does not erase the subject.
    subject: list[str] = field(default_factory=list)
    turns_since_subject: int = 0


class FeedbackStoreBase(ABC):
    store_question_text: bool = False

    def record_message(
        self,
        message_id: str,
        conversation_id: str | None,
        question: str | None,
        cited_chunk_ids: list[str],
        state: str,
        now: float | None = None,
        triage: dict[str, Any] | None = None,
    ) -> None:
        """Idempotent per message_id: a retried step overwrites its own record."""
        self._put_message(
            MessageRecord(
                message_id=message_id,
                conversation_id=conversation_id or None,
                question=question if (question and self.store_question_text) else None,
                cited_chunk_ids=list(cited_chunk_ids),
                state=state,
                created_at=_now(now),
                triage=triage,
            )
        )

    def add_feedback(
        self, message_id: str, vote: str, category: str | None, comment: str | None, now: float | None = None
    ) -> str:
        """Store one vote; returns its feedback id. Malformed input raises `InvalidFeedback`
        (the comment is cut to 500 characters), an unknown message id raises `UnknownMessage`."""
        record = VoteRecord(uuid.uuid4().hex, accept_feedback(message_id, vote, category, comment), _now(now))
        self._put_vote(record)
        return record.feedback_id

    def export(self) -> list[dict[str, Any]]:
        """Every vote with its message's state and cited chunk ids, oldest first."""
        records = [dict(record) for record in self._export_rows()]
        return sorted(records, key=lambda r: (r["created_at"], r["feedback_id"]))

    @abstractmethod
    def has_message(self, message_id: str) -> bool: ...

    @abstractmethod
    def message_triage(self, message_id: str) -> dict[str, Any] | None:
        """The triage record stored with a message; None for an unknown message or one recorded without."""

    @abstractmethod
    def _put_message(self, record: MessageRecord) -> None: ...

    @abstractmethod
    def _put_vote(self, record: VoteRecord) -> None:
        """Write the vote atomically with a check that its message exists (`unknown_message`)."""

    @abstractmethod
    def _export_rows(self) -> Sequence[dict[str, Any]]:
        """Dicts with EXPORT_FIELDS, in any order."""


class ConversationStoreBase(ABC):
    def append_turn(
        self, conversation_id: str, message_id: str, cited_chunk_ids: list[str], ttl_s: int, now: float | None = None
    ) -> None:
        now = _now(now)
        self._put_turn(conversation_id, message_id, list(cited_chunk_ids), now + ttl_s, now)

    def last_cited(self, conversation_id: str, now: float | None = None) -> list[str] | None:
        """Chunk ids cited in the previous turn; None when the conversation is unknown or expired."""
        turn = self._latest_turn(conversation_id)
        if turn is None or turn.expires_at <= _now(now):
            return None
        return list(turn.cited_chunk_ids)

    def last_subject(self, conversation_id: str, max_turns: int, now: float | None = None) -> list[str] | None:
        """The chunk ids of the last turn that cited any, if it is at most `max_turns` turns back
        ([] otherwise); None when the conversation is unknown or expired."""
        turn = self._latest_turn(conversation_id)
        if turn is None or turn.expires_at <= _now(now):
            return None
        return list(turn.subject) if turn.turns_since_subject <= max_turns else []

    @abstractmethod
    def _put_turn(self, conversation_id: str, message_id: str, cited: list[str], expires_at: float, now: float) -> None: ...

    @abstractmethod
    def _latest_turn(self, conversation_id: str) -> Turn | None: ...


class CapacityStoreBase(ABC):
    """The capacity rule; backends provide the atomic primitives (`_take_minute_place`, `_commit`,
    `_release`) and the counts. Seconds-to-wait hints come from the same counts on both."""

    per_minute: int
    per_day: int

    def reserve(self, request_id: str, provider: str, model: str, tokens: int, now: float | None = None) -> bool:
        """True when the request holds a place in the minute and the day has room; False otherwise
        (nothing held). The day is read before the only write, so a failure there leaks nothing."""
        now = _now(now)
        if self._day_calls(provider, model, now) >= self.per_day:
            return self._holds(request_id, provider, model, now)
        return self._take_minute_place(request_id, provider, model, tokens, now)

    def reconcile(
        self, request_id: str, provider: str, model: str, used_tokens: int, succeeded: bool, now: float | None = None
    ) -> None:
        """`succeeded`: the call reached the provider and counts: its minute place stays and the call
        and its tokens are committed to the day once. Otherwise the minute place is given back."""
        now = _now(now)
        if succeeded:
            self._commit(request_id, provider, model, used_tokens, now)
        else:
            self._release(request_id, provider, model, now)

    def retry_after_s(self, provider: str, model: str, now: float | None = None) -> float | None:
        """Seconds until a full window of (provider, model) opens again; None when not full."""
        now = _now(now)
        waits: list[float] = []
        if self.minute_count(provider, model, now) >= self.per_minute:
            waits.append(max(1.0, (int(now // 60) + 1) * 60 - now))
        if self._day_calls(provider, model, now) >= self.per_day:
            waits.append(max(1.0, _next_utc_midnight(now) - now))
        return max(waits) if waits else None

    def day_usage(self, provider: str, model: str, now: float | None = None) -> tuple[int, int]:
        """(tokens, calls) committed in the UTC day holding `now`."""
        return self._day_usage(provider, model, _now(now))

    def minute_count(self, provider: str, model: str, now: float | None = None) -> int:
        """Places held (pending or committed) in the minute holding `now`."""
        return self._minute_count(provider, model, _now(now))

    def _day_calls(self, provider: str, model: str, now: float) -> int:
        return self._day_usage(provider, model, now)[1]

    @abstractmethod
    def _holds(self, request_id: str, provider: str, model: str, now: float) -> bool:
        """Does the request hold a place (pending or committed)?"""

    @abstractmethod
    def _take_minute_place(self, request_id: str, provider: str, model: str, tokens: int, now: float) -> bool:
        """Atomically: True if the request holds a place already or one was free and is now its."""

    @abstractmethod
    def _commit(self, request_id: str, provider: str, model: str, used_tokens: int, now: float) -> None:
        """Count the call and its tokens in the day once per request id (a retry is a no-op)."""

    @abstractmethod
    def _release(self, request_id: str, provider: str, model: str, now: float) -> None:
        """Give a pending place back; a second release, or one with nothing held, is a no-op."""

    @abstractmethod
    def _day_usage(self, provider: str, model: str, now: float) -> tuple[int, int]: ...

    @abstractmethod
    def _minute_count(self, provider: str, model: str, now: float) -> int: ...


def _next_utc_midnight(now: float) -> float:
    day = dt.datetime.fromtimestamp(now, dt.UTC).date()
    return (dt.datetime(day.year, day.month, day.day, tzinfo=dt.UTC) + dt.timedelta(days=1)).timestamp()


class ChunkStoreBase(ABC):
    def get_many(self, chunk_ids: Sequence[str]) -> dict[str, Chunk]:
        """Hydrate ids in as few round trips as the backend allows; absent ids are missing records."""
        wanted = list(dict.fromkeys(chunk_ids))
        return self._fetch(wanted) if wanted else {}

    @abstractmethod
    def _fetch(self, chunk_ids: list[str]) -> dict[str, Chunk]: ...

    @abstractmethod
    def document_chunks(self, doc_id: str) -> list[Chunk]:
        """Every chunk of one document in order (by `n`); empty when the document is unknown."""
