"""Conversation turns on DynamoDB with a time to live (the twin of `stores/sqlite/conversations.py`).

One item per conversation (`conversation_id`), overwritten by each turn with the chunk ids that
turn cited, its expiry, and a turn counter. DynamoDB deletes expired items lazily (within days),
so `last_cited` checks the expiry itself: an expired conversation is unknown at once.
"""

from __future__ import annotations

from botocore.exceptions import BotoCoreError, ClientError

from dalil.errors import BackendUnavailable
from dalil.stores.base import ConversationStoreBase, Turn


class DynamoConversationStore(ConversationStoreBase):
    def __init__(self, client, table: str) -> None:
        self.client = client
        self.table = table

    def _put_turn(self, conversation_id: str, message_id: str, cited: list[str], expires_at: float, now: float) -> None:
        # A turn that cites something becomes the subject; one that cites nothing ages it by a turn.
        subject = "subject = :c, since_subject = :zero" if cited else "subject = if_not_exists(subject, :c)"
        age = "" if cited else ", since_subject :one"
        values = {
            ":m": {"S": message_id},
            ":c": {"L": [{"S": cid} for cid in cited]},
            ":e": {"N": repr(float(expires_at))},
            ":ttl": {"N": str(int(expires_at) + 1)},
            ":one": {"N": "1"},
        }
        if cited:
            values[":zero"] = {"N": "0"}
        self._call(
            "update_item",
            TableName=self.table,
            Key={"conversation_id": {"S": conversation_id}},
            UpdateExpression=f"SET message_id = :m, cited = :c, expires_at = :e, #ttl = :ttl, {subject} ADD turns :one{age}",
            ExpressionAttributeNames={"#ttl": "ttl"},
            ExpressionAttributeValues=values,
        )

    def _latest_turn(self, conversation_id: str) -> Turn | None:
        item = self._call(
            "get_item", TableName=self.table, Key={"conversation_id": {"S": conversation_id}}, ConsistentRead=True
        ).get("Item")
        if item is None:
            return None
        cited = [value["S"] for value in item.get("cited", {}).get("L", [])]
        # Items written before the subject was kept: the last turn's citations, as before.
        subject = [value["S"] for value in item["subject"]["L"]] if "subject" in item else cited
        since = int(item["since_subject"]["N"]) if "since_subject" in item else 0
        return Turn(cited, float(item["expires_at"]["N"]), subject=subject, turns_since_subject=since)

    def _call(self, operation: str, **kwargs):
        try:
            return getattr(self.client, operation)(**kwargs)
        except (ClientError, BotoCoreError) as error:
            raise BackendUnavailable(f"the conversation table {self.table} failed: {error}") from error
