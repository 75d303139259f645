"""Opening the store: what is not a Dalil store, or was built by another model, is refused."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from dalil.embed.hashing import HashingEmbedder
from dalil.errors import StoreError
from dalil.models import Chunk
from dalil.stores.sqlite import schema
from dalil.stores.sqlite.store import open_store


def test_missing_file_without_create_names_the_fix(tmp_path: Path) -> None:
    with pytest.raises(StoreError, match="dalil ingest"):
        open_store(tmp_path / "absent.sqlite")


def test_create_records_schema_embedder_and_identity(tmp_path: Path) -> None:
    embedder = HashingEmbedder(dim=64)
    with open_store(tmp_path / "new.sqlite", embedder=embedder, create=True) as store:
        meta = store.db.meta()
        assert meta[schema.META_SCHEMA_VERSION] == str(schema.SCHEMA_VERSION)
        assert meta[schema.META_APPLICATION] == "dalil"
        assert store.model_id == embedder.model_id and store.dim == 64
        assert meta[schema.META_CREATED_AT].endswith("Z")
        journal = store.db.connection().execute("PRAGMA journal_mode").fetchone()[0]
        assert journal == "wal"
    # reopening with the same model is fine
    open_store(tmp_path / "new.sqlite", embedder=embedder).close()


def test_text_file_is_not_sqlite(tmp_path: Path) -> None:
    path = tmp_path / "notes.sqlite"
    path.write_text("just some notes, not a database\n" * 20)
    with pytest.raises(StoreError, match="not a SQLite database"):
        open_store(path)


def test_an_empty_file_is_not_built_yet(tmp_path: Path) -> None:
    # An empty file is an empty SQLite database (a concurrent first run may have just created it):
    # without `create` it has no index yet; with `create` it becomes the store.
    path = tmp_path / "empty.sqlite"
    path.touch()
    with pytest.raises(StoreError, match="no index yet"):
        open_store(path)


def test_corrupt_file_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "store.sqlite"
    open_store(path, embedder=HashingEmbedder(), create=True).close()
    data = bytearray(path.read_bytes())
    data[100:] = b"\xff" * (len(data) - 100)  # keep the header, destroy the schema pages
    path.write_bytes(bytes(data))
    with pytest.raises(StoreError, match="corrupt"):
        open_store(path)


def test_foreign_sqlite_database_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "other.sqlite"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE invoices (id INTEGER PRIMARY KEY, total REAL)")
    conn.commit()
    conn.close()
    with pytest.raises(StoreError, match="not a Dalil store"):
        open_store(path, create=True)


def test_foreign_database_with_a_meta_table_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "other.sqlite"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE meta (key TEXT, value TEXT)")
    conn.execute("INSERT INTO meta VALUES ('application', 'somebody-else')")
    conn.commit()
    conn.close()
    with pytest.raises(StoreError, match="not a Dalil store"):
        open_store(path)


def test_other_schema_version_asks_for_rebuild(tmp_path: Path) -> None:
    path = tmp_path / "store.sqlite"
    with open_store(path, embedder=HashingEmbedder(), create=True) as store, store.db.transaction() as conn:
        store.db.set_meta(conn, schema.META_SCHEMA_VERSION, "0")
    with pytest.raises(StoreError, match="--rebuild"):
        open_store(path)


def indexed_store(path: Path, embedder: HashingEmbedder) -> None:
    """A store holding one chunk's vector, built by `embedder`."""
    chunk = Chunk(chunk_id="a:1/0", doc_id="a:1", n=0, library="arcd", domains=["general"], title="t",
                  url="https://example.org", text="نص", search_text="نص", content_hash="h", corpus_version="v")
    with open_store(path, embedder=embedder, create=True) as store:
        store.writer.replace_documents({"a:1": [chunk]}, {"a:1/0": embedder.embed_query("نص")}, {"a:1": "h"})


def test_other_embedding_model_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "store.sqlite"
    indexed_store(path, HashingEmbedder(dim=64))
    with pytest.raises(StoreError, match=r"dalil ingest --rebuild"):
        open_store(path, embedder=HashingEmbedder(dim=128))


def test_a_store_without_vectors_adopts_the_next_model(tmp_path: Path) -> None:
    path = tmp_path / "store.sqlite"
    open_store(path, create=True).close()  # e.g. the feedback route created the file
    open_store(path, embedder=HashingEmbedder(dim=64)).close()
    with open_store(path, embedder=HashingEmbedder(dim=128)) as store:  # still nothing indexed
        assert store.dim == 128


def test_same_dim_but_other_model_id_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "store.sqlite"
    indexed_store(path, HashingEmbedder(dim=64))
    other = HashingEmbedder(dim=64)
    other.model_id = "another-model"
    with pytest.raises(StoreError, match="another-model"):
        open_store(path, embedder=other)


def test_without_embedder_the_model_is_not_checked(tmp_path: Path) -> None:
    path = tmp_path / "store.sqlite"
    open_store(path, embedder=HashingEmbedder(dim=64), create=True).close()
    with open_store(path) as store:  # feedback-only use
        assert store.dim == 64


def test_directory_is_refused(tmp_path: Path) -> None:
    with pytest.raises(StoreError, match="directory"):
        open_store(tmp_path)


def test_a_file_the_capacity_store_created_first_is_adopted(tmp_path: Path) -> None:
    from dalil.stores.sqlite.capacity import SqliteCapacityStore

    path = tmp_path / "store.sqlite"
    capacity = SqliteCapacityStore(path)  # e.g. `dalil ask` ran before the first ingest
    assert capacity.reserve("r1", "gemini", "flash", 100)
    with pytest.raises(StoreError, match="no index yet"):
        open_store(path)
    with open_store(path, embedder=HashingEmbedder(), create=True) as store:
        assert store.dim == HashingEmbedder().dim
        tables = {row[0] for row in store.db.connection().execute("SELECT name FROM sqlite_master")}
        assert {"capacity_reservations", "chunks", "meta"} <= tables
    assert capacity.reserve("r2", "gemini", "flash", 100)  # the capacity table still works beside ours
