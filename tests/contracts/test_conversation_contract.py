"""The ConversationStore contract (stores/base.py), run on SQLite and on DynamoDB (moto)."""

from __future__ import annotations

import pytest

from dalil.stores.protocols import ConversationStore


class ConversationContract:
    def test_an_unknown_conversation_has_no_turn(self, store: ConversationStore) -> None:
        assert store.last_cited("nobody", now=0.0) is None

    def test_the_last_turn_wins(self, store: ConversationStore) -> None:
        store.append_turn("c1", "m1", ["a/0"], ttl_s=100, now=1000.0)
        store.append_turn("c1", "m2", ["b/0", "c/1"], ttl_s=100, now=1010.0)
        assert store.last_cited("c1", now=1020.0) == ["b/0", "c/1"]

    def test_a_turn_expires_at_its_ttl(self, store: ConversationStore) -> None:
        store.append_turn("c1", "m1", ["a/0"], ttl_s=60, now=1000.0)
        assert store.last_cited("c1", now=1059.9) == ["a/0"]
        assert store.last_cited("c1", now=1060.0) is None

    def test_a_turn_without_citations_keeps_the_conversation_alive(self, store: ConversationStore) -> None:
        store.append_turn("c1", "m1", [], ttl_s=60, now=1000.0)
        assert store.last_cited("c1", now=1001.0) == []

    def test_declined_turns_keep_the_last_subject_for_a_few_turns(self, store: ConversationStore) -> None:
        store.append_turn("c1", "m1", ["a/0"], ttl_s=100, now=1000.0)
        store.append_turn("c1", "m2", [], ttl_s=100, now=1001.0)
        store.append_turn("c1", "m3", [], ttl_s=100, now=1002.0)
        assert store.last_cited("c1", now=1003.0) == []
        assert store.last_subject("c1", 2, now=1003.0) == ["a/0"]
        assert store.last_subject("c1", 1, now=1003.0) == []  # two declined turns back: too old
        store.append_turn("c1", "m4", ["b/0"], ttl_s=100, now=1004.0)
        assert store.last_subject("c1", 0, now=1005.0) == ["b/0"]

    def test_an_unknown_or_expired_conversation_has_no_subject(self, store: ConversationStore) -> None:
        assert store.last_subject("nobody", 3, now=0.0) is None
        store.append_turn("c1", "m1", ["a/0"], ttl_s=10, now=1000.0)
        assert store.last_subject("c1", 3, now=1010.0) is None

    def test_conversations_are_apart(self, store: ConversationStore) -> None:
        store.append_turn("c1", "m1", ["a/0"], ttl_s=60, now=1000.0)
        store.append_turn("c2", "m2", ["b/0"], ttl_s=60, now=1000.0)
        assert store.last_cited("c1", now=1001.0) == ["a/0"] and store.last_cited("c2", now=1001.0) == ["b/0"]


class TestSqliteConversations(ConversationContract):
    @pytest.fixture
    def store(self, sqlite_store):
        return sqlite_store.conversations


class TestDynamoConversations(ConversationContract):
    @pytest.fixture
    def store(self, dynamodb):
        from dalil.stores.aws.dynamo_conversations import DynamoConversationStore

        return DynamoConversationStore(dynamodb, "dalil-conversations")
