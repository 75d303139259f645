"""Messages and the feedback given on them. A message is recorded with the chunk ids it cited and
its state, so a vote can be traced to evidence; the question text only when settings allow."""

from __future__ import annotations

import json
import time
import uuid

from dalil.errors import UnknownMessage
from dalil.stores.feedback_input import accept_feedback
from dalil.stores.sqlite.database import Database, store_errors


class SqliteFeedbackStore:
    def __init__(self, db: Database, store_question_text: bool = False) -> None:
        self._db = db
        self.store_question_text = store_question_text

    def record_message(
        self,
        message_id: str,
        conversation_id: str | None,
        question: str | None,
        cited_chunk_ids: list[str],
        state: str,
        now: float | None = None,
    ) -> None:
        """Idempotent per message_id: a retried step overwrites its own record."""
        kept_question = question if self.store_question_text else None
        with self._db.transaction() as conn, store_errors(self._db.path):
            conn.execute(
                "INSERT INTO messages (message_id, conversation_id, question, cited_chunk_ids, state, created_at) "
                "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (message_id) DO UPDATE SET "
                "conversation_id = excluded.conversation_id, question = excluded.question, "
                "cited_chunk_ids = excluded.cited_chunk_ids, state = excluded.state",
                (message_id, conversation_id, kept_question, json.dumps(list(cited_chunk_ids)), state,
                 time.time() if now is None else now),
            )

    def has_message(self, message_id: str) -> bool:
        with store_errors(self._db.path):
            row = self._db.connection().execute(
                "SELECT 1 FROM messages WHERE message_id = ?", (message_id,)
            ).fetchone()
        return row is not None

    def add_feedback(
        self, message_id: str, vote: str, category: str | None, comment: str | None, now: float | None = None
    ) -> str:
        """Store one vote; returns its feedback id. Malformed input raises `InvalidFeedback` (the
        comment is cut to 500 characters), an unknown message id raises `UnknownMessage`."""
        given = accept_feedback(message_id, vote, category, comment)
        feedback_id = uuid.uuid4().hex
        with self._db.transaction() as conn, store_errors(self._db.path):
            if conn.execute("SELECT 1 FROM messages WHERE message_id = ?", (message_id,)).fetchone() is None:
                raise UnknownMessage(f"no message with id {message_id!r}; feedback is accepted only for issued answers")
            conn.execute(
                "INSERT INTO feedback (feedback_id, message_id, vote, category, comment, created_at) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                (feedback_id, given.message_id, given.vote, given.category, given.comment,
                 time.time() if now is None else now),
            )
        return feedback_id

    def export(self) -> list[dict]:
        """Every feedback record with its message's state and cited chunk ids, oldest first."""
        with store_errors(self._db.path):
            rows = self._db.connection().execute(
                "SELECT f.feedback_id, f.message_id, f.vote, f.category, f.comment, f.created_at, "
                "m.conversation_id, m.question, m.cited_chunk_ids, m.state "
                "FROM feedback f JOIN messages m ON m.message_id = f.message_id ORDER BY f.created_at, f.feedback_id"
            ).fetchall()
        keys = ("feedback_id", "message_id", "vote", "category", "comment", "created_at",
                "conversation_id", "question", "cited_chunk_ids", "state")
        records = [dict(zip(keys, row, strict=True)) for row in rows]
        for record in records:
            record["cited_chunk_ids"] = json.loads(record["cited_chunk_ids"])
        return records
