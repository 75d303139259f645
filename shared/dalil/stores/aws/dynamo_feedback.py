"""Messages and the feedback given on them, on DynamoDB (the twin of `stores/sqlite/feedback.py`).

Table keys `pk` (message_id) and `sk`: the message record is `sk = "message"`, each vote is
`sk = "feedback#<feedback_id>"` in the same partition, so a message and its votes are read together.
The question text is stored only when `settings.store_question_text` allows; no identity is stored.
A vote is written in one transaction with a condition on the message record, so feedback on an
id the server never issued is refused (`UnknownMessage`), never stored dangling.
"""

from __future__ import annotations

import json

from boto3.dynamodb.types import TypeDeserializer, TypeSerializer
from botocore.exceptions import BotoCoreError, ClientError

from dalil.errors import BackendUnavailable
from dalil.stores.base import FeedbackStoreBase, MessageRecord, VoteRecord, unknown_message

MESSAGE_SK = "message"
FEEDBACK_SK_PREFIX = "feedback#"

_serializer = TypeSerializer()
_deserializer = TypeDeserializer()


class DynamoFeedbackStore(FeedbackStoreBase):
    def __init__(self, client, table: str, store_question_text: bool = False) -> None:
        self.client = client
        self.table = table
        self.store_question_text = store_question_text

    def _put_message(self, record: MessageRecord) -> None:
        item = {
            "pk": record.message_id,
            "sk": MESSAGE_SK,
            "state": record.state,
            "cited_chunk_ids": record.cited_chunk_ids,
            "created_at": int(record.created_at),
        }
        if record.conversation_id:
            item["conversation_id"] = record.conversation_id
        if record.question:
            item["question"] = record.question
        if record.triage is not None:
            # JSON text, not a map: scores stay floats (DynamoDB maps want Decimals) and it is one attribute.
            item["triage"] = json.dumps(record.triage, ensure_ascii=False, separators=(",", ":"))
        self._call("put_item", TableName=self.table, Item=self._item(item))

    def message_triage(self, message_id: str) -> dict | None:
        response = self._call("get_item", TableName=self.table, Key=self._key(message_id, MESSAGE_SK),
                              ProjectionExpression="triage", ConsistentRead=True)
        value = response.get("Item", {}).get("triage", {}).get("S")
        return json.loads(value) if value else None

    def has_message(self, message_id: str) -> bool:
        response = self._call("get_item", TableName=self.table, Key=self._key(message_id, MESSAGE_SK), ProjectionExpression="pk")
        return "Item" in response

    def _put_vote(self, record: VoteRecord) -> None:
        given = record.given
        item = {
            "pk": given.message_id,
            "sk": FEEDBACK_SK_PREFIX + record.feedback_id,
            "vote": given.vote,
            "created_at": int(record.created_at),
        }
        if given.category:
            item["category"] = given.category
        if given.comment:
            item["comment"] = given.comment
        try:
            # One transaction with a condition on the message: never a dangling vote.
            self.client.transact_write_items(
                TransactItems=[
                    {"ConditionCheck": {"TableName": self.table, "Key": self._key(given.message_id, MESSAGE_SK),
                                        "ConditionExpression": "attribute_exists(pk)"}},
                    {"Put": {"TableName": self.table, "Item": self._item(item)}},
                ]
            )
        except ClientError as error:
            reasons = [r.get("Code") for r in error.response.get("CancellationReasons", [])]
            if reasons and reasons[0] == "ConditionalCheckFailed":
                raise unknown_message(given.message_id) from error
            raise BackendUnavailable(f"the feedback table {self.table} failed: {error}") from error
        except BotoCoreError as error:
            raise BackendUnavailable(f"the feedback table {self.table} failed: {error}") from error

    def _export_rows(self) -> list[dict]:
        """A full scan: an operator's export, not a request path."""
        messages: dict[str, dict] = {}
        votes: list[dict] = []
        paginator = self.client.get_paginator("scan")
        try:
            for page in paginator.paginate(TableName=self.table, ConsistentRead=True):
                for item in page.get("Items", []):
                    record = {name: _deserializer.deserialize(value) for name, value in item.items()}
                    if record["sk"] == MESSAGE_SK:
                        messages[record["pk"]] = record
                    else:
                        votes.append(record)
        except (ClientError, BotoCoreError) as error:
            raise BackendUnavailable(f"the feedback table {self.table} failed: {error}") from error
        records = []
        for vote in votes:
            message = messages.get(vote["pk"], {})
            records.append({
                "feedback_id": vote["sk"][len(FEEDBACK_SK_PREFIX):],
                "message_id": vote["pk"],
                "vote": vote["vote"],
                "category": vote.get("category"),
                "comment": vote.get("comment"),
                "created_at": int(vote["created_at"]),
                "conversation_id": message.get("conversation_id"),
                "question": message.get("question"),
                "cited_chunk_ids": list(message.get("cited_chunk_ids", [])),
                "state": message.get("state"),
            })
        return records

    @staticmethod
    def _key(pk: str, sk: str) -> dict:
        return {"pk": {"S": pk}, "sk": {"S": sk}}

    @staticmethod
    def _item(record: dict) -> dict:
        return {name: _serializer.serialize(value) for name, value in record.items()}

    def _call(self, operation: str, **kwargs):
        try:
            return getattr(self.client, operation)(**kwargs)
        except (ClientError, BotoCoreError) as error:
            raise BackendUnavailable(f"the feedback table {self.table} failed: {error}") from error
