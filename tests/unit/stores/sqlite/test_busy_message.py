"""A write refused because the file stayed locked says who held the lock. Under load the holder
is this process's own concurrent requests; the sentence used to blame "another process" even
then, sending an operator to look for a process that does not exist."""

from __future__ import annotations

import subprocess
import sys
import threading
from pathlib import Path

import pytest

from dalil.errors import StoreError
from dalil.stores.sqlite import database
from dalil.stores.sqlite.database import Database


@pytest.fixture(autouse=True)
def short_wait(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(database, "BUSY_TIMEOUT_MS", 300)


def test_a_writer_of_this_process_is_named_as_such(tmp_path: Path) -> None:
    db = Database(tmp_path / "busy.sqlite", create=True)
    holding, release = threading.Event(), threading.Event()

    def hold() -> None:
        with db.transaction():
            holding.set()
            release.wait(10)

    holder = threading.Thread(target=hold)
    holder.start()
    holding.wait(10)
    try:
        with pytest.raises(StoreError) as raised:
            with Database(tmp_path / "busy.sqlite").transaction():  # another object, same file
                pass
    finally:
        release.set()
        holder.join(10)
    message = str(raised.value)
    assert "busy" in message and "this process" in message and "another process" not in message


def test_another_process_is_named_only_when_it_is_one(tmp_path: Path) -> None:
    path = tmp_path / "busy.sqlite"
    Database(path, create=True).close()
    script = (
        "import sqlite3, sys, time; c = sqlite3.connect(sys.argv[1], isolation_level=None); "
        "c.execute('BEGIN IMMEDIATE'); print('held', flush=True); time.sleep(5)"
    )
    other = subprocess.Popen([sys.executable, "-c", script, str(path)], stdout=subprocess.PIPE, text=True)
    try:
        assert other.stdout is not None and other.stdout.readline().strip() == "held"
        with pytest.raises(StoreError) as raised:
            with Database(path).transaction():
                pass
    finally:
        other.kill()
        other.wait(10)
    assert "another process" in str(raised.value)
