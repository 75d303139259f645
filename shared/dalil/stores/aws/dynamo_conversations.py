"""Conversation turns on DynamoDB with a time to live (the twin of `stores/sqlite/conversations.py`).

One item per conversation (`conversation_id`), overwritten by each turn with the chunk ids that
turn cited, its expiry, and a turn counter. DynamoDB deletes expired items lazily (within days),
so `last_cited` checks the expiry itself: an expired conversation is unknown at once.
"""

from __future__ import annotations

import time

from botocore.exceptions import BotoCoreError, ClientError

from dalil.errors import BackendUnavailable


class DynamoConversationStore:
    def __init__(self, client, table: str) -> None:
        self.client = client
        self.table = table

    def append_turn(self, conversation_id: str, message_id: str, cited_chunk_ids: list[str], ttl_s: int, now: float | None = None) -> None:
        now = time.time() if now is None else now
        expires_at = now + ttl_s
        self._call(
            "update_item",
            TableName=self.table,
            Key={"conversation_id": {"S": conversation_id}},
            UpdateExpression="SET message_id = :m, cited = :c, expires_at = :e, #ttl = :ttl ADD turns :one",
            ExpressionAttributeNames={"#ttl": "ttl"},
            ExpressionAttributeValues={
                ":m": {"S": message_id},
                ":c": {"L": [{"S": cid} for cid in cited_chunk_ids]},
                ":e": {"N": repr(float(expires_at))},
                ":ttl": {"N": str(int(expires_at) + 1)},
                ":one": {"N": "1"},
            },
        )

    def last_cited(self, conversation_id: str, now: float | None = None) -> list[str] | None:
        now = time.time() if now is None else now
        item = self._call(
            "get_item", TableName=self.table, Key={"conversation_id": {"S": conversation_id}}, ConsistentRead=True
        ).get("Item")
        if item is None or float(item["expires_at"]["N"]) <= now:
            return None
        return [value["S"] for value in item.get("cited", {}).get("L", [])]

    def _call(self, operation: str, **kwargs):
        try:
            return getattr(self.client, operation)(**kwargs)
        except (ClientError, BotoCoreError) as error:
            raise BackendUnavailable(f"the conversation table {self.table} failed: {error}") from error
