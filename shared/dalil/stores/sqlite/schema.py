"""The one SQLite file's schema and its `meta` table. Bump SCHEMA_VERSION on any change: an older
file is then refused with a rebuild message instead of being misread."""

from __future__ import annotations

SCHEMA_VERSION = 1
APPLICATION = "dalil"  # meta 'application': tells our file from a foreign SQLite database
# Tables other Dalil modules create in the same file on their own (CREATE TABLE IF NOT EXISTS),
# possibly before the first ingest: a file holding only these is ours, just not indexed yet.
AUXILIARY_TABLES = frozenset({"capacity_reservations"})

# Lexical index over already-analyzed terms (folded + stemmed by dalil.text.stem.analyze), so
# the tokenizer must not fold again. rowid = chunks.id. Its layout and the analyzer are versioned
# apart from the schema (META_LEXICAL_VERSION): a stale FTS is rebuilt from the stored chunk
# records (dalil.stores.sqlite.lexical.ensure_lexical_index), the vectors are kept.
# surface_terms: title + text folded but unstemmed (dalil.text.stem.surface), for exact names.
FTS_LAYOUT_VERSION = 2
FTS_DDL = """
CREATE VIRTUAL TABLE chunks_fts USING fts5 (
    title_terms, text_terms, surface_terms, tokenize = 'unicode61 remove_diacritics 0'
);
"""

META_DDL = """
CREATE TABLE meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
) WITHOUT ROWID;
"""

DDL = FTS_DDL + META_DDL + """
CREATE TABLE documents (
    doc_id         TEXT PRIMARY KEY,
    library        TEXT NOT NULL,
    doc_hash       TEXT NOT NULL,
    corpus_version TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX documents_by_library ON documents (library);

-- The KV chunk store: `record` is the Chunk as JSON (original text never altered); the other
-- columns exist only to filter and to look up by structured metadata.
CREATE TABLE chunks (
    id           INTEGER PRIMARY KEY,
    chunk_id     TEXT NOT NULL UNIQUE,
    doc_id       TEXT NOT NULL REFERENCES documents (doc_id),
    n            INTEGER NOT NULL,
    library      TEXT NOT NULL,
    content_hash TEXT NOT NULL,
    coptic_month INTEGER,
    coptic_day   INTEGER,
    book         TEXT,
    chapter      INTEGER,
    verse_start  INTEGER,
    verse_end    INTEGER,
    record       TEXT NOT NULL
);
CREATE INDEX chunks_by_doc ON chunks (doc_id, n);
CREATE INDEX chunks_by_library ON chunks (library);
CREATE INDEX chunks_by_coptic_day ON chunks (library, coptic_month, coptic_day) WHERE coptic_month IS NOT NULL;
CREATE INDEX chunks_by_bible_chapter ON chunks (library, book, chapter) WHERE book IS NOT NULL;

-- One float32 vector per chunk, same rowid as the chunk.
CREATE TABLE vectors (
    id     INTEGER PRIMARY KEY REFERENCES chunks (id),
    vector BLOB NOT NULL
);

"""

# User data (messages, feedback, conversation turns) lives in a file of its own beside the index
# (`dalil.stores.sqlite.userdata.user_data_path`): `dalil ingest --rebuild` replaces the index file
# and never touches it. Old stores that still hold these tables in the index file are copied over
# once, when the user-data file is created.
USER_APPLICATION = "dalil-user-data"
USER_SCHEMA_VERSION = 1
USER_TABLES = ("messages", "feedback", "conversation_turns")
USER_DDL = META_DDL + """
CREATE TABLE messages (
    message_id      TEXT PRIMARY KEY,
    conversation_id TEXT,
    question        TEXT,
    cited_chunk_ids TEXT NOT NULL,
    state           TEXT NOT NULL,
    created_at      REAL NOT NULL
) WITHOUT ROWID;

CREATE TABLE feedback (
    feedback_id TEXT PRIMARY KEY,
    message_id  TEXT NOT NULL REFERENCES messages (message_id),
    vote        TEXT NOT NULL CHECK (vote IN ('up', 'down')),
    category    TEXT,
    comment     TEXT,
    created_at  REAL NOT NULL
) WITHOUT ROWID;
CREATE INDEX feedback_by_message ON feedback (message_id);

CREATE TABLE conversation_turns (
    conversation_id TEXT NOT NULL,
    turn            INTEGER NOT NULL,
    message_id      TEXT NOT NULL,
    cited_chunk_ids TEXT NOT NULL,
    expires_at      REAL NOT NULL,
    PRIMARY KEY (conversation_id, turn)
) WITHOUT ROWID;
"""

# meta keys
META_APPLICATION = "application"
META_SCHEMA_VERSION = "schema_version"
META_STORE_UID = "store_uid"  # random per file: keys the per-process vector cache across rebuilds
META_GENERATION = "generation"  # bumped by every write that changes the index
META_CREATED_AT = "created_at"
META_EMBEDDER_MODEL = "embedder_model_id"
META_EMBEDDER_DIM = "embedder_dim"
META_CORPUS_VERSION_PREFIX = "corpus_version:"  # + library
META_LEXICAL_VERSION = "lexical_version"  # analyzer + FTS layout the chunks_fts terms were made by
