"""Opening the one SQLite file safely: refuse what is not ours, one connection per thread, WAL,
explicit transactions that nest, and SQLite errors turned into `StoreError` sentences."""

from __future__ import annotations

import sqlite3
import threading
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from dalil.errors import StoreError, StoreNotBuilt
from dalil.stores.sqlite import schema

_SQLITE_HEADER = b"SQLite format 3\x00"
BUSY_TIMEOUT_MS = 10_000
_REBUILD_HINT = "rebuild it with `dalil ingest --rebuild`"


@contextmanager
def store_errors(path: Path) -> Iterator[None]:
    """Report a database failure as a sentence naming the file, not as a traceback."""
    try:
        yield
    except sqlite3.DatabaseError as error:
        raise StoreError(f"the store {path} could not be read or written ({error}); {_REBUILD_HINT}") from error


def _user_tables(path: Path) -> set[str] | None:
    """Tables of a SQLite file other than auxiliary ones, read without creating -wal/-shm files;
    None when the file is not a readable SQLite database."""
    if not path.is_file():
        return None
    with path.open("rb") as handle:
        if handle.read(len(_SQLITE_HEADER)) != _SQLITE_HEADER:
            return None
    try:
        # immutable: no locks, no -shm/-wal files created beside someone else's database
        conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro&immutable=1", uri=True)
        try:
            names = {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        finally:
            conn.close()
    except sqlite3.DatabaseError:
        return None
    return {name for name in names if not name.startswith("sqlite_")} - schema.AUXILIARY_TABLES


def is_foreign_sqlite(path: Path) -> bool:
    """True for a readable SQLite database that is not a Dalil store: `--rebuild` must not
    overwrite someone else's database. Corrupt or non-SQLite files are not "foreign"."""
    tables = _user_tables(Path(path))
    if not tables:
        return False
    if "meta" not in tables:
        return True
    try:
        conn = sqlite3.connect(f"{Path(path).resolve().as_uri()}?mode=ro&immutable=1", uri=True)
        try:
            row = conn.execute("SELECT value FROM meta WHERE key = ?", (schema.META_APPLICATION,)).fetchone()
        finally:
            conn.close()
    except sqlite3.DatabaseError:
        return False
    return row is None or row[0] != schema.APPLICATION


class Database:
    """One store file. Each thread gets its own connection (sqlite3 connections must not be
    shared by concurrent writers); WAL lets readers run while one writer commits."""

    def __init__(self, path: Path, *, create: bool = False) -> None:
        self.path = Path(path)
        self._local = threading.local()
        self._connections: list[sqlite3.Connection] = []
        self._connections_lock = threading.Lock()
        exists = self.path.exists()
        if not exists and not create:
            raise StoreError(f"no store at {self.path}; build it with `dalil ingest`")
        if not exists or (create and _user_tables(self.path) == set()):
            self._create()
        self._validate()

    # ---- connections ---------------------------------------------------------------------------
    def connection(self) -> sqlite3.Connection:
        conn = getattr(self._local, "conn", None)
        if conn is None:
            conn = self._connect()
            self._local.conn = conn
            self._local.depth = 0
            with self._connections_lock:
                self._connections.append(conn)
        return conn

    def _connect(self) -> sqlite3.Connection:
        with store_errors(self.path):
            # isolation_level=None: we issue BEGIN/COMMIT ourselves. check_same_thread=False only so
            # that close() may close other threads' connections; each is used by its own thread.
            conn = sqlite3.connect(
                self.path, timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None, check_same_thread=False
            )
            conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
            conn.execute("PRAGMA foreign_keys = ON")
            conn.execute("PRAGMA synchronous = NORMAL")
        return conn

    def close(self) -> None:
        with self._connections_lock:
            for conn in self._connections:
                conn.close()
            self._connections.clear()
        self._local = threading.local()

    # ---- transactions --------------------------------------------------------------------------
    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """A write transaction (BEGIN IMMEDIATE: the write lock is taken up front, so two writers
        queue on busy_timeout instead of failing at commit). Nested calls join the outer one;
        any exception rolls the whole outer transaction back."""
        conn = self.connection()
        if self._local.depth:
            self._local.depth += 1
            try:
                yield conn
            finally:
                self._local.depth -= 1
            return
        with store_errors(self.path):
            conn.execute("BEGIN IMMEDIATE")
        self._local.depth = 1
        try:
            yield conn
        except BaseException:
            conn.rollback()
            raise
        else:
            with store_errors(self.path):
                conn.commit()
        finally:
            self._local.depth = 0

    @contextmanager
    def snapshot(self) -> Iterator[sqlite3.Connection]:
        """A read transaction: several SELECTs see one consistent state."""
        conn = self.connection()
        if self._local.depth:
            yield conn
            return
        with store_errors(self.path):
            conn.execute("BEGIN")
            try:
                yield conn
            finally:
                conn.rollback()

    # ---- meta ----------------------------------------------------------------------------------
    def meta(self) -> dict[str, str]:
        with store_errors(self.path):
            return dict(self.connection().execute("SELECT key, value FROM meta").fetchall())

    def set_meta(self, conn: sqlite3.Connection, key: str, value: str) -> None:
        conn.execute(
            "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            (key, value),
        )

    def bump_generation(self, conn: sqlite3.Connection) -> None:
        """Mark the index as changed: per-process caches (the vector matrix) reload on next use."""
        conn.execute(
            "UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = ?", (schema.META_GENERATION,)
        )

    def generation(self, conn: sqlite3.Connection | None = None) -> int:
        conn = conn or self.connection()
        row = conn.execute("SELECT value FROM meta WHERE key = ?", (schema.META_GENERATION,)).fetchone()
        return int(row[0]) if row else 0

    def check_embedder(self, model_id: str, dim: int) -> None:
        """Record the embedding model on first use; refuse a different one afterwards."""
        meta = self.meta()
        stored_model = meta.get(schema.META_EMBEDDER_MODEL)
        stored_dim = meta.get(schema.META_EMBEDDER_DIM)
        if stored_model == model_id and int(stored_dim or 0) == dim:
            return
        if stored_model is None or self._holds_no_vectors():
            # Nothing indexed yet (e.g. the feedback route created the file): adopt this model.
            with self.transaction() as conn:
                self.set_meta(conn, schema.META_EMBEDDER_MODEL, model_id)
                self.set_meta(conn, schema.META_EMBEDDER_DIM, str(dim))
            return
        raise StoreError(
            f"the store {self.path} was built with embedding model {stored_model} ({stored_dim}-d), "
            f"not {model_id} ({dim}-d); vectors of two models cannot be mixed: {_REBUILD_HINT}"
        )

    def _holds_no_vectors(self) -> bool:
        with store_errors(self.path):
            return self.connection().execute("SELECT NOT EXISTS (SELECT 1 FROM vectors)").fetchone()[0] == 1

    # ---- creation and validation ---------------------------------------------------------------
    def _create(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        conn = self.connection()
        with store_errors(self.path):
            conn.execute("PRAGMA journal_mode = WAL")  # persistent: stored in the file
        meta = {
            schema.META_APPLICATION: schema.APPLICATION,
            schema.META_SCHEMA_VERSION: str(schema.SCHEMA_VERSION),
            schema.META_STORE_UID: uuid.uuid4().hex,
            schema.META_GENERATION: "0",
            schema.META_CREATED_AT: time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        }
        # One script, one transaction: a crash never leaves a file with tables but no meta.
        # (Values are our own constants, uuid hex and a timestamp: nothing to escape.)
        inserts = "".join(f"INSERT INTO meta (key, value) VALUES ('{k}', '{v}');" for k, v in meta.items())
        with store_errors(self.path):
            conn.executescript("BEGIN IMMEDIATE;" + schema.DDL + inserts + "COMMIT;")

    def _validate(self) -> None:
        if self.path.is_dir():
            raise StoreError(f"the store path {self.path} is a directory, not a Dalil store file")
        with self.path.open("rb") as handle:
            header = handle.read(len(_SQLITE_HEADER))
        if header != _SQLITE_HEADER:
            self.close()
            raise StoreError(f"{self.path} is not a SQLite database (empty or another kind of file); {_REBUILD_HINT}")
        try:
            conn = self.connection()
            tables = {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
            meta = dict(conn.execute("SELECT key, value FROM meta").fetchall()) if "meta" in tables else {}
        except sqlite3.DatabaseError as error:
            self.close()
            raise StoreError(f"the store {self.path} is corrupt ({error}); {_REBUILD_HINT}") from error
        if "meta" not in tables and not tables - schema.AUXILIARY_TABLES - {"sqlite_sequence"}:
            self.close()
            raise StoreNotBuilt(f"the store {self.path} has no index yet; build it with `dalil ingest`")
        if meta.get(schema.META_APPLICATION) != schema.APPLICATION:
            self.close()
            raise StoreError(
                f"{self.path} is a SQLite database but not a Dalil store (no Dalil meta table); "
                "point DALIL_STORE at another file"
            )
        if meta.get(schema.META_SCHEMA_VERSION) != str(schema.SCHEMA_VERSION):
            self.close()
            raise StoreError(
                f"the store {self.path} has schema version {meta.get(schema.META_SCHEMA_VERSION)}, "
                f"this Dalil reads version {schema.SCHEMA_VERSION}; {_REBUILD_HINT}"
            )
