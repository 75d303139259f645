"""Conversation turns with a time to live: a follow-up may keep its subject by hydrating the chunks
the previous turn cited, but only while the conversation is fresh."""

from __future__ import annotations

import json
import time

from dalil.stores.sqlite.database import Database, store_errors


class SqliteConversationStore:
    def __init__(self, db: Database) -> None:
        self._db = db

    def append_turn(
        self, conversation_id: str, message_id: str, cited_chunk_ids: list[str], ttl_s: int, now: float | None = None
    ) -> None:
        now = time.time() if now is None else now
        with self._db.transaction() as conn, store_errors(self._db.path):
            # Expired turns are dead weight; dropping them here keeps the table bounded without a job.
            conn.execute("DELETE FROM conversation_turns WHERE expires_at <= ?", (now,))
            (turn,) = conn.execute(
                "SELECT coalesce(max(turn), 0) + 1 FROM conversation_turns WHERE conversation_id = ?",
                (conversation_id,),
            ).fetchone()
            conn.execute(
                "INSERT INTO conversation_turns (conversation_id, turn, message_id, cited_chunk_ids, expires_at) "
                "VALUES (?, ?, ?, ?, ?)",
                (conversation_id, turn, message_id, json.dumps(list(cited_chunk_ids)), now + ttl_s),
            )

    def last_cited(self, conversation_id: str, now: float | None = None) -> list[str] | None:
        now = time.time() if now is None else now
        with store_errors(self._db.path):
            row = self._db.connection().execute(
                "SELECT cited_chunk_ids, expires_at FROM conversation_turns WHERE conversation_id = ? "
                "ORDER BY turn DESC LIMIT 1",
                (conversation_id,),
            ).fetchone()
        if row is None or row[1] <= now:
            return None
        return json.loads(row[0])
