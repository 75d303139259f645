"""Conversation turns with a time to live, in the user-data file: a follow-up may keep its subject
by hydrating the chunks the previous turn cited, but only while the conversation is fresh."""

from __future__ import annotations

import json

from dalil.stores.base import ConversationStoreBase, Turn
from dalil.stores.sqlite.database import Database


class SqliteConversationStore(ConversationStoreBase):
    def __init__(self, db: Database) -> None:
        self._db = db

    def _put_turn(self, conversation_id: str, message_id: str, cited: list[str], expires_at: float, now: float) -> None:
        with self._db.transaction() as conn, self._db.errors():
            # Expired turns are dead weight; dropping them here keeps the table bounded without a job.
            conn.execute("DELETE FROM conversation_turns WHERE expires_at <= ?", (now,))
            (turn,) = conn.execute(
                "SELECT coalesce(max(turn), 0) + 1 FROM conversation_turns WHERE conversation_id = ?",
                (conversation_id,),
            ).fetchone()
            conn.execute(
                "INSERT INTO conversation_turns (conversation_id, turn, message_id, cited_chunk_ids, expires_at) "
                "VALUES (?, ?, ?, ?, ?)",
                (conversation_id, turn, message_id, json.dumps(cited), expires_at),
            )

    def _latest_turn(self, conversation_id: str) -> Turn | None:
        with self._db.errors():
            connection = self._db.connection()
            row = connection.execute(
                "SELECT cited_chunk_ids, expires_at, turn FROM conversation_turns WHERE conversation_id = ? "
                "ORDER BY turn DESC LIMIT 1",
                (conversation_id,),
            ).fetchone()
            if row is None:
                return None
            cited = json.loads(row[0])
            subject = None if cited else connection.execute(
                "SELECT cited_chunk_ids, turn FROM conversation_turns WHERE conversation_id = ? "
                "AND cited_chunk_ids != '[]' ORDER BY turn DESC LIMIT 1",
                (conversation_id,),
            ).fetchone()
        if cited:
            return Turn(cited, float(row[1]), subject=cited, turns_since_subject=0)
        if subject is None:
            return Turn(cited, float(row[1]), subject=[], turns_since_subject=int(row[2]))
        return Turn(cited, float(row[1]), subject=json.loads(subject[0]), turns_since_subject=int(row[2]) - int(subject[1]))
