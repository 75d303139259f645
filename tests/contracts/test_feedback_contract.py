"""The FeedbackStore contract (stores/base.py), run on SQLite and on DynamoDB (moto)."""

from __future__ import annotations

import pytest

from dalil.errors import InvalidFeedback, UnknownMessage
from dalil.stores.protocols import FeedbackStore


class FeedbackContract:
    """Subclass with a `store` fixture returning a FeedbackStore that keeps question text."""

    def test_a_vote_needs_an_issued_message(self, store: FeedbackStore) -> None:
        with pytest.raises(UnknownMessage):
            store.add_feedback("never-issued", "up", None, None)
        assert store.export() == []

    def test_record_then_vote_then_export(self, store: FeedbackStore) -> None:
        store.record_message("m1", "c1", "سؤال؟", ["a/0", "b/1"], "answer", now=100.0)
        assert store.has_message("m1") and not store.has_message("m2")
        feedback_id = store.add_feedback("m1", "down", "wrong_source", "  المصدر خطأ  ", now=200.0)
        (record,) = store.export()
        assert record["feedback_id"] == feedback_id and len(feedback_id) == 32
        assert (record["message_id"], record["vote"], record["category"], record["comment"]) == ("m1", "down", "wrong_source", "المصدر خطأ")
        assert (record["conversation_id"], record["question"], record["state"]) == ("c1", "سؤال؟", "answer")
        assert record["cited_chunk_ids"] == ["a/0", "b/1"] and record["created_at"] == 200

    def test_recording_a_message_again_overwrites_it(self, store: FeedbackStore) -> None:
        store.record_message("m1", None, None, ["a/0"], "sources")
        store.record_message("m1", None, None, ["b/0"], "answer")
        store.add_feedback("m1", "up", None, None)
        (record,) = store.export()
        assert record["state"] == "answer" and record["cited_chunk_ids"] == ["b/0"]

    def test_export_is_oldest_first(self, store: FeedbackStore) -> None:
        store.record_message("m1", None, None, [], "search")
        for at in (300.0, 100.0, 200.0):
            store.add_feedback("m1", "up", None, str(int(at)), now=at)
        assert [r["comment"] for r in store.export()] == ["100", "200", "300"]

    @pytest.mark.parametrize(("vote", "category", "comment"), [("sideways", None, None), ("up", "   ", None), ("up", "x" * 65, None)])
    def test_malformed_votes_are_refused(self, store: FeedbackStore, vote: str, category, comment) -> None:
        store.record_message("m1", None, None, [], "search")
        with pytest.raises(InvalidFeedback):
            store.add_feedback("m1", vote, category, comment)

    def test_a_message_keeps_its_triage_record(self, store: FeedbackStore) -> None:
        triage = {"route": {"synaxarium": 0.8}, "signals": {"lexical": [["syn:03-22#1/0", 12.5]]}, "floor": "passed",
                  "rungs": ["gemini:gemini-2.5-flash:rate_limited", "gemini:gemini-2.5-flash-lite:ok"],
                  "validation": [], "critic": {"confidence": 0.91}, "state": "answer", "reason": None}
        store.record_message("m1", None, None, ["syn:03-22#1/0"], "answer", triage=triage)
        store.record_message("m2", None, None, [], "search")
        assert store.message_triage("m1") == triage  # floats and nesting as written
        assert store.message_triage("m2") is None and store.message_triage("never-issued") is None
        store.record_message("m1", None, None, [], "sources", triage={**triage, "state": "sources"})
        assert store.message_triage("m1")["state"] == "sources"  # a retried finish overwrites it

    def test_a_long_comment_is_cut_to_500(self, store: FeedbackStore) -> None:
        store.record_message("m1", None, None, [], "search")
        store.add_feedback("m1", "up", None, "ك" * 900)
        assert len(store.export()[0]["comment"]) == 500


class TestSqliteFeedback(FeedbackContract):
    @pytest.fixture
    def store(self, sqlite_store):
        return sqlite_store.feedback


class TestDynamoFeedback(FeedbackContract):
    @pytest.fixture
    def store(self, dynamodb):
        from dalil.stores.aws.dynamo_feedback import DynamoFeedbackStore

        return DynamoFeedbackStore(dynamodb, "dalil-feedback", store_question_text=True)
