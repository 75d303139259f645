"""The embedded store: one SQLite index file holding chunks, FTS5 terms and vectors, and beside it
the user-data file (feedback, messages, conversations; `userdata.py`) that a rebuild never touches.
`open_store` is the one way in; the index parts share one `Database`.

    store = open_store(settings.store, embedder=embedder)      # refuses a foreign/corrupt file
    store.candidates.search(question, embedder.embed_query(question), 50, 50)
    store.chunks.get_many(ids)
"""

from __future__ import annotations

from pathlib import Path

from dalil.embed.base import Embedder
from dalil.settings import Settings, get_settings
from dalil.stores.protocols import ConversationStore, FeedbackStore
from dalil.stores.sqlite import schema
from dalil.stores.sqlite.chunks import SqliteChunkStore
from dalil.stores.sqlite.database import Database
from dalil.stores.sqlite.lexical import SqliteLexicalIndex
from dalil.stores.sqlite.metadata import SqliteMetadataLookup
from dalil.stores.sqlite.search import SqliteCandidateSearch
from dalil.stores.sqlite.userdata import (
    ConversationsOnFirstUse,
    FeedbackOnFirstUse,
    UserData,
    shared_user_data,
)
from dalil.stores.sqlite.vectors import SqliteVectorIndex
from dalil.stores.sqlite.writer import SqliteIndexWriter


class SqliteStore:
    def __init__(self, db: Database, settings: Settings) -> None:
        self.db = db
        self.chunks = SqliteChunkStore(db)
        self.lexical = SqliteLexicalIndex(
            db, settings.lexical_title_weight, settings.lexical_text_weight, settings.lexical_surface_weight
        )
        self.vectors = SqliteVectorIndex(db)
        self.metadata = SqliteMetadataLookup(db)
        self.candidates = SqliteCandidateSearch(self.lexical, self.vectors, self.metadata)
        self.writer = SqliteIndexWriter(db)
        self._settings = settings

    @property
    def user_data(self) -> UserData:
        """Opened on first use only: ingest and rebuild never open the user-data file."""
        return shared_user_data(self.db.path, self._settings.store_question_text)

    @property
    def feedback(self) -> FeedbackStore:
        # Typed as the protocol so that mypy holds the first-use store to every method it names.
        return FeedbackOnFirstUse(self.db.path, self._settings.store_question_text)

    @property
    def conversations(self) -> ConversationStore:
        return ConversationsOnFirstUse(self.db.path, self._settings.store_question_text)

    @property
    def path(self) -> Path:
        return self.db.path

    @property
    def model_id(self) -> str | None:
        return self.db.meta().get(schema.META_EMBEDDER_MODEL)

    @property
    def dim(self) -> int | None:
        dim = self.db.meta().get(schema.META_EMBEDDER_DIM)
        return int(dim) if dim is not None else None

    @property
    def generation(self) -> int:
        return self.db.generation()

    def corpus_versions(self) -> dict[str, str]:
        prefix = schema.META_CORPUS_VERSION_PREFIX
        return {key[len(prefix) :]: value for key, value in self.db.meta().items() if key.startswith(prefix)}

    def close(self) -> None:
        self.db.close()

    def __enter__(self) -> SqliteStore:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()


def open_store(
    path: Path | str,
    *,
    embedder: Embedder | None = None,
    create: bool = False,
    settings: Settings | None = None,
) -> SqliteStore:
    """Open (or with `create`, create) the store at `path`.

    Raises StoreError when the file is missing (without `create`), not SQLite, corrupt, a foreign
    SQLite database, of another schema version, or built with another embedding model than
    `embedder`. Without an embedder, the model is not checked (feedback-only use)."""
    db = Database(Path(path), create=create)
    if embedder is not None:
        try:
            db.check_embedder(embedder.model_id, embedder.dim)
        except BaseException:
            db.close()
            raise
    return SqliteStore(db, settings or get_settings())
