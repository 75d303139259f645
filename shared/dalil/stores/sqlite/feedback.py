"""Messages and the feedback given on them, in the user-data file (never in the rebuildable index).
A message is recorded with the chunk ids it cited and its state, so a vote can be traced to
evidence; the question text only when settings allow (`stores/base.py` holds the rules)."""

from __future__ import annotations

import json
from typing import Any

from dalil.stores.base import FeedbackStoreBase, MessageRecord, VoteRecord, unknown_message
from dalil.stores.sqlite.database import Database


class SqliteFeedbackStore(FeedbackStoreBase):
    def __init__(self, db: Database, store_question_text: bool = False) -> None:
        self._db = db
        self.store_question_text = store_question_text

    def _put_message(self, record: MessageRecord) -> None:
        with self._db.transaction() as conn, self._db.errors():
            conn.execute(
                "INSERT INTO messages (message_id, conversation_id, question, cited_chunk_ids, state, created_at) "
                "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (message_id) DO UPDATE SET "
                "conversation_id = excluded.conversation_id, question = excluded.question, "
                "cited_chunk_ids = excluded.cited_chunk_ids, state = excluded.state",
                (record.message_id, record.conversation_id, record.question, json.dumps(record.cited_chunk_ids),
                 record.state, record.created_at),
            )

    def has_message(self, message_id: str) -> bool:
        with self._db.errors():
            row = self._db.connection().execute(
                "SELECT 1 FROM messages WHERE message_id = ?", (message_id,)
            ).fetchone()
        return row is not None

    def _put_vote(self, record: VoteRecord) -> None:
        given = record.given
        with self._db.transaction() as conn, self._db.errors():
            if conn.execute("SELECT 1 FROM messages WHERE message_id = ?", (given.message_id,)).fetchone() is None:
                raise unknown_message(given.message_id)
            conn.execute(
                "INSERT INTO feedback (feedback_id, message_id, vote, category, comment, created_at) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                (record.feedback_id, given.message_id, given.vote, given.category, given.comment, record.created_at),
            )

    def _export_rows(self) -> list[dict[str, Any]]:
        with self._db.errors():
            rows = self._db.connection().execute(
                "SELECT f.feedback_id, f.message_id, f.vote, f.category, f.comment, f.created_at, "
                "m.conversation_id, m.question, m.cited_chunk_ids, m.state "
                "FROM feedback f JOIN messages m ON m.message_id = f.message_id"
            ).fetchall()
        keys = ("feedback_id", "message_id", "vote", "category", "comment", "created_at",
                "conversation_id", "question", "cited_chunk_ids", "state")
        records = [dict(zip(keys, row, strict=True)) for row in rows]
        for record in records:
            record["cited_chunk_ids"] = json.loads(record["cited_chunk_ids"])
        return records
