"""Messages, feedback and conversations in the store file, including concurrent writers."""

from __future__ import annotations

import sqlite3
import threading
from contextlib import closing
from pathlib import Path

import pytest

from dalil.errors import InvalidFeedback, UnknownMessage
from dalil.settings import Settings
from dalil.stores.protocols import ConversationStore, FeedbackStore
from dalil.stores.sqlite.store import SqliteStore, open_store
from dalil.stores.sqlite.userdata import user_data_path
from dalil.embed.hashing import HashingEmbedder


@pytest.fixture
def store(tmp_path: Path) -> SqliteStore:
    store = open_store(tmp_path / "store.sqlite", embedder=HashingEmbedder(), create=True)
    yield store
    store.close()


def test_parts_implement_the_protocols(store: SqliteStore) -> None:
    assert isinstance(store.feedback, FeedbackStore)
    assert isinstance(store.conversations, ConversationStore)


def test_feedback_is_tied_to_the_message_and_its_citations(store: SqliteStore) -> None:
    store.feedback.record_message("m1", "c1", "من هو الأنبا مكاري؟", ["syn:03-22#1/0"], "answer")
    assert store.feedback.has_message("m1") and not store.feedback.has_message("m2")
    feedback_id = store.feedback.add_feedback("m1", "down", "wrong_source", "  المصدر غير صحيح  ")
    [record] = store.feedback.export()
    assert record["feedback_id"] == feedback_id
    assert record["vote"] == "down" and record["category"] == "wrong_source"
    assert record["comment"] == "المصدر غير صحيح"
    assert record["cited_chunk_ids"] == ["syn:03-22#1/0"] and record["state"] == "answer"
    assert record["question"] is None  # not kept unless settings allow


def test_question_text_kept_only_when_allowed(tmp_path: Path) -> None:
    settings = Settings(store_question_text=True)
    with open_store(tmp_path / "q.sqlite", embedder=HashingEmbedder(), create=True, settings=settings) as store:
        store.feedback.record_message("m1", None, "سؤال", [], "search")
        store.feedback.add_feedback("m1", "up", None, None)
        assert store.feedback.export()[0]["question"] == "سؤال"


def test_feedback_for_unknown_message_is_refused(store: SqliteStore) -> None:
    with pytest.raises(UnknownMessage, match="no message"):
        store.feedback.add_feedback("never-issued", "up", None, None)
    assert store.feedback.export() == []


@pytest.mark.parametrize(
    ("vote", "category"), [("sideways", None), ("", None), ("UP", None), ("up", ""), ("up", "x" * 65)]
)
def test_invalid_vote_or_category_is_refused(store: SqliteStore, vote: str, category: str | None) -> None:
    store.feedback.record_message("m1", None, None, [], "answer")
    with pytest.raises(InvalidFeedback):
        store.feedback.add_feedback("m1", vote, category, None)


def test_comment_is_capped_at_500_characters(store: SqliteStore) -> None:
    store.feedback.record_message("m1", None, None, [], "answer")
    store.feedback.add_feedback("m1", "up", None, "ب" * 2000)
    assert len(store.feedback.export()[0]["comment"]) == 500


def test_recording_a_message_twice_is_idempotent(store: SqliteStore) -> None:
    store.feedback.record_message("m1", None, None, ["a/0"], "sources")
    store.feedback.record_message("m1", None, None, ["a/0", "b/0"], "answer")
    store.feedback.add_feedback("m1", "up", None, None)
    [record] = store.feedback.export()
    assert record["state"] == "answer" and record["cited_chunk_ids"] == ["a/0", "b/0"]


def test_conversation_returns_last_turn_citations_until_expiry(store: SqliteStore) -> None:
    store.conversations.append_turn("c1", "m1", ["a/0"], ttl_s=600, now=1000.0)
    store.conversations.append_turn("c1", "m2", ["b/0", "c/1"], ttl_s=600, now=1100.0)
    assert store.conversations.last_cited("c1", now=1200.0) == ["b/0", "c/1"]
    assert store.conversations.last_cited("c1", now=1700.0) is None  # expired (1100 + 600)
    assert store.conversations.last_cited("unknown", now=1200.0) is None


def test_a_turn_without_citations_is_not_an_unknown_conversation(store: SqliteStore) -> None:
    store.conversations.append_turn("c1", "m1", [], ttl_s=60, now=0.0)
    assert store.conversations.last_cited("c1", now=1.0) == []


def test_expired_turns_are_purged_on_append(store: SqliteStore) -> None:
    store.conversations.append_turn("old", "m1", ["a/0"], ttl_s=10, now=0.0)
    store.conversations.append_turn("new", "m2", ["b/0"], ttl_s=10, now=100.0)
    rows = store.user_data.db.connection().execute("SELECT conversation_id FROM conversation_turns").fetchall()
    assert rows == [("new",)]


def test_many_threads_write_feedback_at_once(store: SqliteStore) -> None:
    threads_count, per_thread = 8, 25
    errors: list[BaseException] = []

    def work(worker: int) -> None:
        try:
            for i in range(per_thread):
                message_id = f"m-{worker}-{i}"
                store.feedback.record_message(message_id, f"c-{worker}", None, [f"x/{i}"], "answer")
                store.feedback.add_feedback(message_id, "up" if i % 2 else "down", None, None)
                store.conversations.append_turn(f"c-{worker}", message_id, [f"x/{i}"], ttl_s=60)
        except BaseException as error:  # collected: an assert in a thread would be lost
            errors.append(error)

    threads = [threading.Thread(target=work, args=(w,)) for w in range(threads_count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    assert len(store.feedback.export()) == threads_count * per_thread
    assert store.conversations.last_cited("c-3") == [f"x/{per_thread - 1}"]


def test_two_processes_worth_of_connections_share_the_file(store: SqliteStore) -> None:
    with open_store(store.path) as other:
        other.feedback.record_message("m1", None, None, [], "answer")
    assert store.feedback.has_message("m1")


def test_a_user_data_file_from_before_triage_records_gains_them_on_its_next_write(store: SqliteStore) -> None:
    """No schema version to bump: the triage table appears with the first message written."""
    store.feedback.record_message("old", None, None, [], "search")
    with closing(sqlite3.connect(user_data_path(store.path))) as conn:
        conn.execute("DROP TABLE message_triage")  # as a file written before triage records existed
    assert store.feedback.message_triage("old") is None  # read: no table, no error
    store.feedback.record_message("new", None, None, ["a/0"], "answer", triage={"floor": "passed"})
    assert store.feedback.message_triage("new") == {"floor": "passed"}
    assert store.feedback.message_triage("old") is None and store.feedback.has_message("old")
