"""Messages and the feedback given on them, in the user-data file (never in the rebuildable index).
A message is recorded with the chunk ids it cited and its state, so a vote can be traced to
evidence; the question text only when settings allow (`stores/base.py` holds the rules)."""

from __future__ import annotations

import json
from typing import Any

from dalil.stores.base import FeedbackStoreBase, MessageRecord, VoteRecord, unknown_message
from dalil.stores.sqlite.database import Database

# Beside `messages`, not a column of it: a user-data file made before triage records gains this
# table on its first write, with no schema version to bump (a user-data file is never rebuilt).
TRIAGE_DDL = (
    "CREATE TABLE IF NOT EXISTS message_triage (message_id TEXT PRIMARY KEY, triage TEXT) WITHOUT ROWID"
)


class SqliteFeedbackStore(FeedbackStoreBase):
    def __init__(self, db: Database, store_question_text: bool = False) -> None:
        self._db = db
        self.store_question_text = store_question_text

    def _put_message(self, record: MessageRecord) -> None:
        with self._db.transaction() as conn, self._db.errors():
            conn.execute(TRIAGE_DDL)
            conn.execute(
                "INSERT INTO message_triage (message_id, triage) VALUES (?, ?) "
                "ON CONFLICT (message_id) DO UPDATE SET triage = excluded.triage",
                (record.message_id, None if record.triage is None else json.dumps(record.triage, ensure_ascii=False)),
            )
            conn.execute(
                "INSERT INTO messages (message_id, conversation_id, question, cited_chunk_ids, state, created_at) "
                "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (message_id) DO UPDATE SET "
                "conversation_id = excluded.conversation_id, question = excluded.question, "
                "cited_chunk_ids = excluded.cited_chunk_ids, state = excluded.state",
                (record.message_id, record.conversation_id, record.question, json.dumps(record.cited_chunk_ids),
                 record.state, record.created_at),
            )

    def message_triage(self, message_id: str) -> dict[str, Any] | None:
        with self._db.errors():
            conn = self._db.connection()
            present = conn.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'message_triage'").fetchone()
            row = conn.execute("SELECT triage FROM message_triage WHERE message_id = ?", (message_id,)).fetchone() if present else None
        return json.loads(row[0]) if row and row[0] else None

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
