"""The user-data file: messages, feedback and conversation turns, beside the index file.

`dalil.sqlite` keeps its user data in `dalil.user.sqlite`. The index file is rebuildable
(`dalil ingest --rebuild` builds a new one and swaps it in); this file is not, and nothing that
rebuilds the index opens it. A store made before this split kept these tables in the index file:
they are copied here once, when this file is created.
"""

from __future__ import annotations

import os
import sqlite3
import threading
from pathlib import Path
from typing import Any

from dalil.stores.sqlite import schema
from dalil.stores.sqlite.conversations import SqliteConversationStore
from dalil.stores.sqlite.database import USER_DATA, Database
from dalil.stores.sqlite.feedback import SqliteFeedbackStore


def user_data_path(store_path: Path | str) -> Path:
    """`dalil.sqlite` -> `dalil.user.sqlite` (`<stem>.user<suffix>`); a name without a suffix gets
    `<name>.user`: `t.user.sqlite` is the user-data file of `t.sqlite`, so `t` cannot have it too
    (two stores would share their messages and feedback)."""
    path = Path(store_path)
    if not path.suffix:
        return path.with_name(f"{path.name}.user")
    return path.with_name(f"{path.stem}.user{path.suffix}")


def _adopt_legacy_file(index_path: Path) -> None:
    """A store named without a suffix kept its user data in `<name>.user.sqlite` before (the file
    `<name>.sqlite` would share). It is moved to the new name when it can only be this store's: no
    `<name>.sqlite` store beside it, and nothing at the new name yet."""
    if index_path.suffix:
        return
    legacy = index_path.with_name(f"{index_path.name}.user.sqlite")
    current = user_data_path(index_path)
    if legacy.is_file() and not current.exists() and not index_path.with_name(f"{index_path.name}.sqlite").exists():
        for suffix in ("", "-wal", "-shm"):
            if legacy.with_name(legacy.name + suffix).exists():
                os.replace(legacy.with_name(legacy.name + suffix), current.with_name(current.name + suffix))


class UserData:
    """The feedback and conversation stores over one user-data file."""

    def __init__(self, db: Database, store_question_text: bool = False) -> None:
        self.db = db
        self.feedback = SqliteFeedbackStore(db, store_question_text)
        self.conversations = SqliteConversationStore(db)

    @property
    def path(self) -> Path:
        return self.db.path

    def close(self) -> None:
        self.db.close()


def _copy_from_index(index_path: Path):
    """An `on_create` hook: adopt the user tables an older index file still holds."""

    def copy(conn: sqlite3.Connection) -> None:
        if not index_path.is_file():
            return
        old = sqlite3.connect(f"{index_path.resolve().as_uri()}?mode=ro", uri=True, timeout=10)
        try:
            present = {row[0] for row in old.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
            for table in schema.USER_TABLES:
                if table not in present:
                    continue
                cursor = old.execute(f"SELECT * FROM {table}")  # noqa: S608 - our own table names
                columns = [d[0] for d in cursor.description]
                marks = ", ".join("?" * len(columns))
                conn.executemany(
                    f"INSERT OR IGNORE INTO {table} ({', '.join(columns)}) VALUES ({marks})",  # noqa: S608
                    cursor.fetchall(),
                )
        except sqlite3.DatabaseError:
            return  # a corrupt or foreign index holds nothing we could adopt
        finally:
            old.close()

    return copy


def open_user_data(store_path: Path | str, store_question_text: bool = False) -> UserData:
    """Open (creating it on first use) the user-data file that belongs to the store at `store_path`."""
    index_path = Path(store_path)
    _adopt_legacy_file(index_path)
    db = Database(user_data_path(index_path), create=True, kind=USER_DATA, on_create=_copy_from_index(index_path))
    return UserData(db, store_question_text)


_shared: dict[tuple[Path, bool], UserData] = {}
_shared_lock = threading.Lock()


def shared_user_data(store_path: Path | str, store_question_text: bool = False) -> UserData:
    """One open user-data file per path and process: a server opening it per request would leak
    descriptors (and pay the open each time)."""
    key = (Path(store_path).resolve(), store_question_text)
    with _shared_lock:
        data = _shared.get(key)
        if data is None or not data.path.exists():
            data = _shared[key] = open_user_data(store_path, store_question_text)
        return data


def close_shared_user_data() -> None:
    with _shared_lock:
        for data in _shared.values():
            data.close()
        _shared.clear()


class _OnFirstUse:
    """Opens the user-data file at the first call, so that wiring the services (or ingesting) never
    fails on, or even touches, user data. Each call asks `shared_user_data` again, so a file removed
    since is opened anew."""

    def __init__(self, store_path: Path | str, store_question_text: bool) -> None:
        self._store_path = store_path
        self._store_question_text = store_question_text

    def _opened(self) -> UserData:
        return shared_user_data(self._store_path, self._store_question_text)


# The stores' methods are spelled out rather than forwarded by `__getattr__`: from Python 3.12 on,
# isinstance() against a runtime-checkable protocol looks methods up statically, so a forwarding
# proxy stops being a FeedbackStore or ConversationStore there.
class FeedbackOnFirstUse(_OnFirstUse):
    """A feedback store over the user-data file, opened at its first call."""

    def record_message(
        self,
        message_id: str,
        conversation_id: str | None,
        question: str | None,
        cited_chunk_ids: list[str],
        state: str,
        now: float | None = None,
        triage: dict[str, Any] | None = None,
    ) -> None:
        self._opened().feedback.record_message(
            message_id, conversation_id, question, cited_chunk_ids, state, now=now, triage=triage
        )

    def has_message(self, message_id: str) -> bool:
        return self._opened().feedback.has_message(message_id)

    def message_triage(self, message_id: str) -> dict[str, Any] | None:
        return self._opened().feedback.message_triage(message_id)

    def add_feedback(
        self, message_id: str, vote: str, category: str | None, comment: str | None, now: float | None = None
    ) -> str:
        return self._opened().feedback.add_feedback(message_id, vote, category, comment, now=now)

    def export(self) -> list[dict[str, Any]]:
        return self._opened().feedback.export()


class ConversationsOnFirstUse(_OnFirstUse):
    """A conversation store over the user-data file, opened at its first call."""

    def append_turn(
        self, conversation_id: str, message_id: str, cited_chunk_ids: list[str], ttl_s: int, now: float | None = None
    ) -> None:
        self._opened().conversations.append_turn(conversation_id, message_id, cited_chunk_ids, ttl_s, now=now)

    def last_cited(self, conversation_id: str, now: float | None = None) -> list[str] | None:
        return self._opened().conversations.last_cited(conversation_id, now=now)

    def last_subject(self, conversation_id: str, max_turns: int, now: float | None = None) -> list[str] | None:
        return self._opened().conversations.last_subject(conversation_id, max_turns, now=now)

