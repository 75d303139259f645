"""DynamoFeedbackStore and DynamoConversationStore on moto."""

from __future__ import annotations

import pytest

from dalil.errors import DalilError, InvalidFeedback, UnknownMessage
from dalil.stores.aws.dynamo_conversations import DynamoConversationStore
from dalil.stores.aws.dynamo_feedback import DynamoFeedbackStore
from dalil.stores.protocols import ConversationStore, FeedbackStore

TABLE = "dalil-feedback"


def test_vote_on_a_recorded_message_is_exported_with_its_evidence(dynamodb):
    store = DynamoFeedbackStore(dynamodb, TABLE)
    assert isinstance(store, FeedbackStore)
    store.record_message("m1", "c1", "من هو الأنبا أنطونيوس؟", ["syn:05-22#1/0"], "answer", now=100)
    assert store.has_message("m1") and not store.has_message("m2")
    feedback_id = store.add_feedback("m1", "down", "wrong_source", "  المصدر لا يذكر ذلك  ", now=200)
    [record] = store.export()
    assert record == {
        "feedback_id": feedback_id, "message_id": "m1", "vote": "down", "category": "wrong_source",
        "comment": "المصدر لا يذكر ذلك", "created_at": 200, "conversation_id": "c1",
        "question": None,  # not stored unless settings allow
        "cited_chunk_ids": ["syn:05-22#1/0"], "state": "answer",
    }


def test_question_text_only_when_allowed(dynamodb):
    store = DynamoFeedbackStore(dynamodb, TABLE, store_question_text=True)
    store.record_message("m1", None, "سؤال", [], "search")
    store.add_feedback("m1", "up", None, None)
    assert store.export()[0]["question"] == "سؤال"


def test_comment_is_capped_at_500_characters(dynamodb):
    store = DynamoFeedbackStore(dynamodb, TABLE)
    store.record_message("m1", None, None, [], "answer")
    store.add_feedback("m1", "up", None, "ا" * 900)
    assert len(store.export()[0]["comment"]) == 500


@pytest.mark.parametrize(
    ("vote", "category", "message"),
    [("sideways", None, "vote"), ("up", "   ", "category"), ("up", "x" * 65, "category"), (None, None, "vote")],
)
def test_malformed_feedback_is_refused_before_any_write(dynamodb, vote, category, message):
    store = DynamoFeedbackStore(dynamodb, TABLE)
    store.record_message("m1", None, None, [], "answer")
    with pytest.raises(InvalidFeedback, match=message) as caught:
        store.add_feedback("m1", vote, category, None)
    assert isinstance(caught.value, DalilError)  # the API maps DalilError to 422
    assert store.export() == []


def test_unknown_message_is_a_clear_not_found(dynamodb):
    store = DynamoFeedbackStore(dynamodb, TABLE)
    with pytest.raises(UnknownMessage, match="no message with id 'nope'"):
        store.add_feedback("nope", "up", None, None)
    assert dynamodb.scan(TableName=TABLE, Select="COUNT")["Count"] == 0


def test_conversation_keeps_the_last_turn_until_it_expires(dynamodb):
    store = DynamoConversationStore(dynamodb, "dalil-conversations")
    assert isinstance(store, ConversationStore)
    assert store.last_cited("c1", now=0) is None
    store.append_turn("c1", "m1", ["a/0"], ttl_s=600, now=1000)
    store.append_turn("c1", "m2", ["b/0", "b/1"], ttl_s=600, now=1100)
    assert store.last_cited("c1", now=1200) == ["b/0", "b/1"]
    assert store.last_cited("c1", now=1700) is None  # expired, though DynamoDB has not deleted it yet
    item = dynamodb.get_item(TableName="dalil-conversations", Key={"conversation_id": {"S": "c1"}})["Item"]
    assert item["turns"]["N"] == "2" and int(item["ttl"]["N"]) >= 1700
