"""Opening one SQLite file safely: refuse what is not ours, one connection per thread, WAL,
synchronous commits, explicit transactions that nest, and SQLite errors turned into `StoreError`
sentences that name the fix that actually applies.

Rules this module keeps (docs/DECISIONS.md, "Durability"):
- The file is only ever opened through SQLite. A plain `open()` of the database file and its
  `close()` would drop every POSIX lock this process holds on it (POSIX locks belong to the
  process, not to the descriptor), and another process would then checkpoint and delete the WAL
  under our open connections: acknowledged writes lost. SQLite itself keeps such descriptors open.
- `synchronous = FULL`: a commit the server acknowledged is on disk (WAL fsync per commit).
- Creating the schema is idempotent under `BEGIN IMMEDIATE`: two first runs at once both succeed.
- A file this process may not write (read-only filesystem or directory, or a read-only file) is
  opened read-only: searching works, a write fails with a "read-only" sentence.
"""

from __future__ import annotations

import os
import sqlite3
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from dalil.errors import StoreError, StoreNotBuilt
from dalil.stores.sqlite import schema

BUSY_TIMEOUT_MS = 10_000
REBUILD_HINT = "rebuild it with `dalil ingest --rebuild`"
_REBUILD_HINT = REBUILD_HINT  # older name, kept for importers


@dataclass(frozen=True)
class FileKind:
    """What a file holds and how to fix it: the index can be rebuilt, user data cannot."""

    label: str
    application: str
    version: int
    ddl: str
    auxiliary: frozenset[str]
    fix_broken: str  # advice when the file is corrupt or of another version


INDEX = FileKind("store", schema.APPLICATION, schema.SCHEMA_VERSION, schema.DDL, schema.AUXILIARY_TABLES, REBUILD_HINT)
USER_DATA = FileKind(
    "user-data file",
    schema.USER_APPLICATION,
    schema.USER_SCHEMA_VERSION,
    schema.USER_DDL,
    frozenset(),
    "move it aside to start an empty one (`dalil ingest --rebuild` never touches user data)",
)


class _WriteLocks:
    """Who in this process holds or took a file's write lock, so that a "busy" sentence names the
    real holder: under load it is usually this process's own concurrent requests, not another
    process. Keyed by the resolved path (several `Database` objects may open one file)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._holding: dict[str, int] = {}
        self._granted: dict[str, int] = {}

    def granted(self, key: str) -> int:
        with self._lock:
            return self._granted.get(key, 0)

    def acquired(self, key: str) -> None:
        with self._lock:
            self._holding[key] = self._holding.get(key, 0) + 1
            self._granted[key] = self._granted.get(key, 0) + 1

    def released(self, key: str) -> None:
        with self._lock:
            self._holding[key] = self._holding.get(key, 1) - 1

    def holder(self, key: str, granted_before: int) -> str:
        """"this process" when a writer of this process held the lock while we waited."""
        with self._lock:
            here = self._holding.get(key, 0) > 0 or self._granted.get(key, 0) != granted_before
        return "this process" if here else "another process"


WRITE_LOCKS = _WriteLocks()


def describe_error(
    error: sqlite3.Error, path: Path, label: str = "store", fix: str = REBUILD_HINT, holder: str | None = None
) -> str:
    """One sentence per kind of failure; a rebuild is advised only where a rebuild helps. `holder`:
    who held the write lock of a busy file, when known."""
    text = str(error).lower()
    if "locked" in text or "busy" in text:
        waited = f"for the whole {BUSY_TIMEOUT_MS / 1000:g} s wait"
        if holder == "this process":
            return (f"the {label} {path} is busy: other requests of this process held its write lock {waited} "
                    "(more concurrent writes than it can take); try again")
        if holder == "another process":
            return f"the {label} {path} is busy: another process held its write lock {waited}; try again"
        return f"the {label} {path} is busy: its write lock was held {waited}; try again"
    if "readonly" in text or "read-only" in text:
        return f"the {label} {path} is read-only here: it can be read but not written ({error})"
    if "not a database" in text or "malformed" in text or "corrupt" in text:
        return f"the {label} {path} is not a SQLite database or is corrupt ({error}); {fix}"
    if "full" in text:
        return f"the disk holding the {label} {path} is full ({error}); free space and try again"
    if "unable to open" in text or "i/o" in text:
        return f"the {label} {path} could not be opened or read ({error}); check the disk and the file's permissions"
    return f"the {label} {path} could not be read or written ({error})"


@contextmanager
def store_errors(path: Path, label: str = "store", fix: str = REBUILD_HINT) -> Iterator[None]:
    """Report a database failure as a sentence naming the file, not as a traceback."""
    try:
        yield
    except sqlite3.Error as error:
        raise StoreError(describe_error(error, path, label, fix)) from error


def _statements(script: str) -> Iterator[str]:
    """The statements of a DDL script, one at a time (so they run inside our own transaction)."""
    pending = ""
    for line in script.splitlines(keepends=True):
        pending += line
        if sqlite3.complete_statement(pending):
            if pending.strip():
                yield pending
            pending = ""


def _writable(path: Path) -> tuple[bool, bool]:
    """(may write the file, may create files beside it). A read-only mount answers False to both,
    even for root."""
    directory = path.parent
    try:
        read_only_fs = bool(os.statvfs(directory).f_flag & os.ST_RDONLY)
    except OSError:
        read_only_fs = False
    dir_ok = not read_only_fs and os.access(directory, os.W_OK)
    file_ok = not read_only_fs and (not path.exists() or os.access(path, os.W_OK))
    return file_ok, dir_ok


def _tables(conn: sqlite3.Connection) -> set[str]:
    return {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}


# What a file at a store path provably is (`identify`): only "absent", "empty" and "index" may be
# replaced by a rebuild; an unreadable one is never deleted.
FileIdentity = Literal["absent", "empty", "index", "user-data", "foreign", "unreadable", "not-a-file"]


def identify(path: Path) -> FileIdentity:
    """What the file at `path` is, read without writing: absent; empty (no bytes, or a database
    with no tables but our auxiliary ones); a Dalil index store; a Dalil user-data file; another
    application's database (any other tables or meta); unreadable (damaged, or not SQLite at
    all); not a regular file.
    Read through SQLite, never with a plain open(): immutable, so that no -wal/-shm file is left
    beside someone else's database (SQLite still defers closing the descriptor while this process
    holds locks on the file, so no lock is dropped)."""
    path = Path(path)
    if not path.exists() and not path.is_symlink():
        return "absent"
    if not path.is_file():
        return "not-a-file"  # a directory, a dangling link, a device
    if path.stat().st_size == 0 and not path.with_name(path.name + "-wal").exists():
        return "empty"
    # Immutable reads ignore the write-ahead log, where a file just written keeps its first
    # tables until a checkpoint: with a -wal beside it (WAL mode, so its side files exist
    # anyway), read through it.
    mode = "mode=ro" if path.with_name(path.name + "-wal").exists() else "mode=ro&immutable=1"
    try:
        conn = sqlite3.connect(f"{path.resolve().as_uri()}?{mode}", uri=True)
        try:
            tables = _tables(conn) - schema.AUXILIARY_TABLES - {"sqlite_sequence"}
            if not tables:
                return "empty"
            if "meta" not in tables:
                return "foreign"
            row = conn.execute("SELECT value FROM meta WHERE key = ?", (schema.META_APPLICATION,)).fetchone()
        finally:
            conn.close()
    except sqlite3.Error:
        return "unreadable"
    if row is not None and row[0] == schema.APPLICATION:
        return "index"
    if row is not None and row[0] == schema.USER_APPLICATION:
        return "user-data"
    return "foreign"


class Database:
    """One SQLite file. Each thread gets its own connection (sqlite3 connections must not be
    shared by concurrent writers); WAL lets readers run while one writer commits."""

    def __init__(
        self,
        path: Path,
        *,
        create: bool = False,
        kind: FileKind = INDEX,
        on_create: Callable[[sqlite3.Connection], None] | None = None,
    ) -> None:
        self.path = Path(path)
        self.kind = kind
        self._local = threading.local()
        # Every connection with the thread that owns it: a connection outlives its thread in
        # threading.local's eyes only until `_prune` closes it (server worker threads come and go;
        # keeping their connections leaked two descriptors per request).
        self._connections: list[tuple[threading.Thread, sqlite3.Connection]] = []
        self._connections_lock = threading.Lock()
        if self.path.is_dir():
            raise StoreError(f"the {kind.label} path {self.path} is a directory, not a Dalil {kind.label}")
        exists = self.path.exists()
        if not exists and not create:
            raise StoreError(f"no {kind.label} at {self.path}; build it with `dalil ingest`")
        file_ok, dir_ok = _writable(self.path) if exists else (True, True)
        if not exists:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            if not _writable(self.path)[1]:
                raise StoreError(f"the {kind.label} {self.path} cannot be created: its directory is read-only")
        # Read-only: the file may be read but not written; immutable when not even the WAL index
        # (-shm) can be created beside it (nobody can write that file system anyway).
        self.read_only = not (file_ok and dir_ok)
        self._immutable = self.read_only and not dir_ok
        try:
            self._open(create, on_create)
        except BaseException:
            self.close()
            raise

    def errors(self) -> AbstractContextManager[None]:
        """`store_errors` for this file, with the advice its kind calls for."""
        return store_errors(self.path, self.kind.label, self.kind.fix_broken)

    # ---- connections ---------------------------------------------------------------------------
    def connection(self) -> sqlite3.Connection:
        conn = getattr(self._local, "conn", None)
        if conn is None:
            conn = self._connect()
            self._local.conn = conn
            self._local.depth = 0
            with self._connections_lock:
                self._prune()
                self._connections.append((threading.current_thread(), conn))
        return conn

    def _prune(self) -> None:
        """Close the connections of threads that have ended (caller holds the lock)."""
        alive = []
        for thread, conn in self._connections:
            if thread.is_alive():
                alive.append((thread, conn))
            else:
                conn.close()
        self._connections = alive

    def open_connections(self) -> int:
        with self._connections_lock:
            return len(self._connections)

    def _connect(self) -> sqlite3.Connection:
        with self.errors():
            # isolation_level=None: we issue BEGIN/COMMIT ourselves. check_same_thread=False only so
            # that close() may close other threads' connections; each is used by its own thread.
            if self.read_only:
                mode = "mode=ro&immutable=1" if self._immutable else "mode=ro"
                target: str | Path = f"{self.path.resolve().as_uri()}?{mode}"
            else:
                target = self.path
            conn = sqlite3.connect(
                target,
                timeout=BUSY_TIMEOUT_MS / 1000,
                isolation_level=None,
                check_same_thread=False,
                uri=self.read_only,
            )
            conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
            conn.execute("PRAGMA foreign_keys = ON")
            # FULL: each commit's WAL frames are fsynced before COMMIT returns, so a write the
            # server acknowledged survives a crash or power loss (NORMAL may lose the last ones).
            conn.execute("PRAGMA synchronous = FULL")
        return conn

    def close(self) -> None:
        with self._connections_lock:
            for _thread, conn in self._connections:
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
        key = str(self.path.resolve())
        granted_before = WRITE_LOCKS.granted(key)
        try:
            conn.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as error:
            holder = WRITE_LOCKS.holder(key, granted_before)
            raise StoreError(describe_error(error, self.path, self.kind.label, self.kind.fix_broken, holder)) from error
        WRITE_LOCKS.acquired(key)
        self._local.depth = 1
        try:
            yield conn
        except BaseException:
            conn.rollback()
            raise
        else:
            with self.errors():
                conn.commit()
        finally:
            self._local.depth = 0
            WRITE_LOCKS.released(key)

    @contextmanager
    def snapshot(self) -> Iterator[sqlite3.Connection]:
        """A read transaction: several SELECTs see one consistent state."""
        conn = self.connection()
        if self._local.depth:
            yield conn
            return
        with self.errors():
            conn.execute("BEGIN")
            try:
                yield conn
            finally:
                conn.rollback()

    # ---- meta ----------------------------------------------------------------------------------
    def meta(self) -> dict[str, str]:
        with self.errors():
            return dict(self.connection().execute("SELECT key, value FROM meta").fetchall())

    def meta_values(self, *keys: str) -> dict[str, str]:
        """`meta()` restricted to `keys` (those present): what a per-ask reader needs without the
        large rows beside them (the claim names' JSON, read whole at every `meta()`; SERVE28)."""
        marks = ", ".join("?" * len(keys))
        with self.errors():
            return dict(self.connection().execute(f"SELECT key, value FROM meta WHERE key IN ({marks})", keys).fetchall())

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
            # Nothing indexed yet (e.g. the capacity table created the file): adopt this model.
            with self.transaction() as conn:
                self.set_meta(conn, schema.META_EMBEDDER_MODEL, model_id)
                self.set_meta(conn, schema.META_EMBEDDER_DIM, str(dim))
            return
        raise StoreError(
            f"the store {self.path} was built with embedding model {stored_model} ({stored_dim}-d), "
            f"not {model_id} ({dim}-d); vectors of two models cannot be mixed: {REBUILD_HINT}"
        )

    def _holds_no_vectors(self) -> bool:
        with self.errors():
            return self.connection().execute("SELECT NOT EXISTS (SELECT 1 FROM vectors)").fetchone()[0] == 1

    # ---- creation and validation ---------------------------------------------------------------
    def _open(self, create: bool, on_create: Callable[[sqlite3.Connection], None] | None) -> None:
        kind = self.kind
        conn = self.connection()
        with self.errors():
            tables = _tables(conn)
        if "meta" not in tables:
            if tables - kind.auxiliary - {"sqlite_sequence"}:
                raise StoreError(
                    f"{self.path} is a SQLite database but not a Dalil {kind.label} (no Dalil meta table); "
                    "point DALIL_STORE at another file"
                )
            if not create or self.read_only:
                raise StoreNotBuilt(f"the {kind.label} {self.path} has no index yet; build it with `dalil ingest`")
            self._create(conn, on_create)
        with self.errors():
            meta = dict(conn.execute("SELECT key, value FROM meta").fetchall())
        if meta.get(schema.META_APPLICATION) != kind.application:
            raise StoreError(
                f"{self.path} is a SQLite database but not a Dalil {kind.label} (no Dalil meta table); "
                "point DALIL_STORE at another file"
            )
        if meta.get(schema.META_SCHEMA_VERSION) != str(kind.version):
            raise StoreError(
                f"the {kind.label} {self.path} has schema version {meta.get(schema.META_SCHEMA_VERSION)}, "
                f"this Dalil reads version {kind.version}; {kind.fix_broken}"
            )

    def _create(self, conn: sqlite3.Connection, on_create: Callable[[sqlite3.Connection], None] | None) -> None:
        """Create the schema unless another process just did (checked under the write lock)."""
        with self.errors():
            self._set_wal(conn)
            conn.execute("BEGIN IMMEDIATE")
            try:
                if "meta" not in _tables(conn):
                    for statement in _statements(self.kind.ddl):
                        conn.execute(statement)
                    meta = {
                        schema.META_APPLICATION: self.kind.application,
                        schema.META_SCHEMA_VERSION: str(self.kind.version),
                        schema.META_STORE_UID: uuid.uuid4().hex,
                        schema.META_GENERATION: "0",
                        schema.META_CREATED_AT: time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
                    }
                    conn.executemany("INSERT INTO meta (key, value) VALUES (?, ?)", list(meta.items()))
                    if on_create is not None:
                        on_create(conn)
            except BaseException:
                conn.rollback()
                raise
            conn.commit()

    @staticmethod
    def _set_wal(conn: sqlite3.Connection) -> None:
        """WAL is persistent (stored in the file). Switching needs a moment alone with the file:
        a concurrent first run may hold it, so wait a little instead of failing."""
        deadline = time.monotonic() + BUSY_TIMEOUT_MS / 1000
        while True:
            try:
                conn.execute("PRAGMA journal_mode = WAL").fetchone()
                return
            except sqlite3.OperationalError as error:
                if "locked" not in str(error).lower() or time.monotonic() > deadline:
                    raise
                time.sleep(0.05)
