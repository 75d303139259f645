"""Follow-up rules: which questions lean on the previous subject, and the conversation contract
over a real SQLite conversation store."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from dalil.answer.followup import (
    Subject,
    is_elliptic,
    open_conversation,
    retrieval_query,
)
from dalil.errors import InvalidRequest, UnknownConversation
from dalil.settings import Settings
from dalil.stores.sqlite.store import open_store

SETTINGS = Settings()
SUBJECT = Subject(conversation_id="c1", chunk_ids=["syn:05-22#1/0"], titles=["نياحة القديس أنطونيوس أب جميع الرهبان"])


@pytest.mark.parametrize(
    "question",
    ["ومتى تنيح؟", "وأين ولد؟", "كم سنة عاش؟", "حدثني عنه أكثر", "فماذا حدث بعد ذلك؟", "ما هي أعماله؟"],
)
def test_elliptic_follow_ups(question: str) -> None:
    assert is_elliptic(question, SETTINGS)


@pytest.mark.parametrize(
    "question",
    ["من هو القديس مكاريوس؟", "متى يبدأ صوم الرسل؟", "ما هي أهم أحداث حياة البابا كيرلس السادس؟"],
)
def test_questions_with_their_own_subject(question: str) -> None:
    assert not is_elliptic(question, SETTINGS)


def test_the_subject_joins_only_an_elliptic_query() -> None:
    assert retrieval_query("وكم سنة عاش؟", SUBJECT, SETTINGS) == "وكم سنة عاش؟ نياحة القديس أنطونيوس أب جميع الرهبان"
    assert retrieval_query("من هو القديس مكاريوس؟", SUBJECT, SETTINGS) == "من هو القديس مكاريوس؟"
    assert retrieval_query("وكم سنة عاش؟", None, SETTINGS) == "وكم سنة عاش؟"
    assert retrieval_query("وكم سنة عاش؟", Subject(conversation_id="c1"), SETTINGS) == "وكم سنة عاش؟"


@pytest.fixture
def conversations(tmp_path: Path):
    with open_store(tmp_path / "dalil.sqlite", create=True) as store:
        yield store.conversations


def test_no_conversation_id_is_a_single_question(conversations) -> None:
    assert open_conversation(conversations, None, new_conversation=False) == (None, [])


def test_a_new_conversation_mints_an_id_or_takes_a_fresh_one(conversations) -> None:
    minted, cited = open_conversation(conversations, None, new_conversation=True)
    assert len(minted) == 32 and cited == []
    assert open_conversation(conversations, "client-id", new_conversation=True) == ("client-id", [])


def test_a_follow_up_gets_the_previous_turns_citations(conversations) -> None:
    conversations.append_turn("c1", "m1", ["a/0"], ttl_s=60)
    conversations.append_turn("c1", "m2", ["b/0", "b/1"], ttl_s=60)
    assert open_conversation(conversations, "c1", new_conversation=False) == ("c1", ["b/0", "b/1"])
    with pytest.raises(InvalidRequest, match="already exists"):
        open_conversation(conversations, "c1", new_conversation=True)


def test_unknown_and_expired_conversations_are_errors(conversations) -> None:
    with pytest.raises(UnknownConversation):
        open_conversation(conversations, "never-started", new_conversation=False)
    conversations.append_turn("old", "m1", ["a/0"], ttl_s=60, now=time.time() - 3600)
    with pytest.raises(UnknownConversation):
        open_conversation(conversations, "old", new_conversation=False)
    # An expired id may start a new conversation again.
    assert open_conversation(conversations, "old", new_conversation=True) == ("old", [])
