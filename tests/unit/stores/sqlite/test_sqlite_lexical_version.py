"""The FTS terms are versioned with the analyzer and the FTS layout: a store indexed by another
analyzer is re-indexed from its chunk records on open (vectors kept), never searched stale."""

from __future__ import annotations

import logging
import sqlite3
from pathlib import Path

import pytest

from dalil.embed.hashing import HashingEmbedder
from dalil.errors import StoreError
from dalil.stores.sqlite import schema
from dalil.stores.sqlite.lexical import lexical_version
from dalil.stores.sqlite.store import open_store
from dalil.text.stem import surface

from test_sqlite_index import DOCS, write_docs  # noqa: E402 - same folder, rootdir on sys.path

EMBEDDER = HashingEmbedder(dim=128)


def _built(tmp_path: Path) -> Path:
    path = tmp_path / "store.sqlite"
    with open_store(path, embedder=EMBEDDER, create=True) as store:
        write_docs(store, DOCS)
        assert store.db.meta()[schema.META_LEXICAL_VERSION] == lexical_version()
    return path


def _age(path: Path, version: str | None) -> None:
    """Make the file look written by an older analyzer: stale terms and an old (or no) version."""
    conn = sqlite3.connect(path)
    with conn:
        conn.execute("UPDATE chunks_fts SET text_terms = 'stale', title_terms = 'stale', surface_terms = 'stale'")
        if version is None:
            conn.execute("DELETE FROM meta WHERE key = ?", (schema.META_LEXICAL_VERSION,))
        else:
            conn.execute("UPDATE meta SET value = ? WHERE key = ?", (version, schema.META_LEXICAL_VERSION))
    conn.close()


def _vectors(path: Path) -> list[bytes]:
    conn = sqlite3.connect(path)
    try:
        return [row[0] for row in conn.execute("SELECT vector FROM vectors ORDER BY id")]
    finally:
        conn.close()


@pytest.mark.parametrize("old_version", ["analyzer-0/fts-1", None])
def test_stale_lexical_index_is_rebuilt_on_open_and_vectors_are_kept(
    tmp_path: Path, old_version: str | None, caplog: pytest.LogCaptureFixture
) -> None:
    path = _built(tmp_path)
    vectors = _vectors(path)
    _age(path, old_version)
    with open_store(path, embedder=EMBEDDER) as stale_check:
        pass  # opening rebuilt it
    assert stale_check.lexical.rebuilt
    with caplog.at_level(logging.WARNING), open_store(path, embedder=EMBEDDER) as store:
        assert not store.lexical.rebuilt  # already current: nothing to do the second time
        assert store.db.meta()[schema.META_LEXICAL_VERSION] == lexical_version()
        assert store.lexical.search_lexical("stale", 5) == []
        assert [c for c, _ in store.lexical.search_lexical("النيل", 5)] == ["arcd:aaaaaaaaaaaa/0"]
    assert _vectors(path) == vectors


def test_rebuild_is_announced_in_the_log(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    path = _built(tmp_path)
    _age(path, "analyzer-0/fts-1")
    with caplog.at_level(logging.WARNING, logger="dalil.stores.sqlite.lexical"):
        open_store(path, embedder=EMBEDDER).close()
    assert any("rebuilding the FTS terms" in r.getMessage() and "analyzer-0/fts-1" in r.getMessage() for r in caplog.records)
    assert any("rebuilt" in r.getMessage() for r in caplog.records)


def test_a_stale_index_that_cannot_be_rebuilt_is_refused_with_the_fix(tmp_path: Path) -> None:
    path = _built(tmp_path)
    _age(path, "analyzer-0/fts-1")
    holder = sqlite3.connect(path, timeout=0)
    holder.execute("BEGIN EXCLUSIVE")  # another process holds the write lock for good
    try:
        import dalil.stores.sqlite.database as database

        original = database.BUSY_TIMEOUT_MS
        database.BUSY_TIMEOUT_MS = 50
        try:
            with pytest.raises(StoreError, match="dalil ingest --rebuild"):
                open_store(path, embedder=EMBEDDER)
        finally:
            database.BUSY_TIMEOUT_MS = original
    finally:
        holder.rollback()
        holder.close()


def test_surface_column_keeps_the_letters_the_stemmer_cuts(tmp_path: Path) -> None:
    assert surface("والقاهرة خاشقجي") == ["قاهره", "خاشقجي"]
    path = _built(tmp_path)
    with open_store(path, embedder=EMBEDDER) as store:
        row = store.db.connection().execute(
            "SELECT f.surface_terms FROM chunks_fts f JOIN chunks c ON c.id = f.rowid WHERE c.chunk_id = ?",
            ("arcd:aaaaaaaaaaaa/0",),
        ).fetchone()
        assert "قاهره" in row[0].split() and "النيل" not in row[0].split() and "نيل" in row[0].split()
