"""FTS5 BM25 over analyzed terms. The question is analyzed exactly like the indexed text, and
every term is quoted, so nothing a user types can act as FTS5 query syntax.

The FTS terms depend on the analyzer (`dalil.text.stem.ANALYZER_VERSION`) and the FTS layout
(`schema.FTS_LAYOUT_VERSION`); both are recorded in the store meta. A store whose terms were made
by another version is re-indexed from its stored chunk records when it is opened (vectors depend
only on title + text and the embedder, so they are kept), and the log says so."""

from __future__ import annotations

import json
import logging
from collections.abc import Sequence

from dalil.errors import StoreError
from dalil.models import Chunk
from dalil.stores.sqlite import schema
from dalil.stores.sqlite.database import Database, store_errors
from dalil.text.stem import ANALYZER_VERSION, analyze, surface
from dalil.text.vocabulary import chunk_surface

log = logging.getLogger(__name__)

LEGACY_LEXICAL_VERSION = "analyzer-0/fts-1"  # stores written before the version was recorded


def lexical_version() -> str:
    return f"analyzer-{ANALYZER_VERSION}/fts-{schema.FTS_LAYOUT_VERSION}"


def index_terms(text: str) -> str:
    """What the FTS5 table stores for a title or a search_text."""
    return " ".join(analyze(text))


FTS_COLUMNS = ("title_terms", "text_terms", "surface_terms")


def fts_row(chunk: Chunk) -> tuple[str, str, str]:
    """(title_terms, text_terms, surface_terms) of one chunk, in the FTS column order. search_text
    already starts with the title, so surface_terms covers both."""
    return index_terms(chunk.title), index_terms(chunk.search_text), " ".join(chunk_surface(chunk.search_text))


def _quoted(terms: list[str]) -> list[str]:
    unique = dict.fromkeys(term.replace('"', "") for term in terms)
    return [f'"{term}"' for term in unique if term]


def match_expression(query: str, with_surface: bool = True) -> str | None:
    """`{title_terms text_terms}: ("t1" OR "t2" …) OR surface_terms: ("s1" OR …)` from the
    analyzed query, or None when no term is left. Stemmed terms are looked up in the stemmed
    columns and unstemmed surface terms in the surface column, each in its own space.

    Analyzed terms contain only word characters, so quoting alone neutralises AND/OR/NOT/NEAR,
    `*`, `:` and `^`; stripping `"` keeps that true even if the analyzer changes."""
    stemmed = _quoted(analyze(query))
    if not stemmed:
        return None
    expression = "{title_terms text_terms}: (" + " OR ".join(stemmed) + ")"
    surface_terms = _quoted(surface(query)) if with_surface else []
    if surface_terms:
        expression += " OR surface_terms: (" + " OR ".join(surface_terms) + ")"
    return expression


INSERT_FTS = f"INSERT INTO chunks_fts (rowid, {', '.join(FTS_COLUMNS)}) VALUES (?, ?, ?, ?)"


def rebuild_lexical_index(db: Database) -> int:
    """Drop and re-create chunks_fts from the stored chunk records (one transaction); returns the
    number of chunks indexed. Bumps the generation so per-process caches reload."""
    with db.transaction() as conn, store_errors(db.path):
        conn.execute("DROP TABLE IF EXISTS chunks_fts")
        conn.execute(schema.FTS_DDL.strip().rstrip(";"))
        count = 0
        for row_id, record in conn.execute("SELECT id, record FROM chunks ORDER BY id").fetchall():
            chunk = Chunk.model_validate_json(record)
            conn.execute(INSERT_FTS, (row_id, *fts_row(chunk)))
            count += 1
        db.set_meta(conn, schema.META_LEXICAL_VERSION, lexical_version())
        db.bump_generation(conn)
    return count


def ensure_lexical_index(db: Database) -> bool:
    """Make the store's FTS terms match this analyzer; True when they had to be rebuilt.

    An empty store just records the current version. Raises StoreError (with the fix) when a stale
    index cannot be rebuilt, e.g. a read-only file: searching stale terms silently is worse."""
    current = lexical_version()
    stored = db.meta().get(schema.META_LEXICAL_VERSION)
    if stored == current:
        return False
    with store_errors(db.path):
        empty = db.connection().execute("SELECT NOT EXISTS (SELECT 1 FROM chunks)").fetchone()[0] == 1
    if empty:
        with db.transaction() as conn, store_errors(db.path):
            db.set_meta(conn, schema.META_LEXICAL_VERSION, current)
        return False
    was = stored or LEGACY_LEXICAL_VERSION
    log.warning("lexical index of %s was built by %s, this Dalil uses %s: rebuilding the FTS terms", db.path, was, current)
    try:
        count = rebuild_lexical_index(db)
    except StoreError as error:
        raise StoreError(
            f"the lexical index of {db.path} was built by {was}, this Dalil uses {current}, and it could "
            f"not be rebuilt ({error}); run `dalil ingest --rebuild`"
        ) from error
    log.warning("lexical index of %s rebuilt: %d chunks re-analyzed (%s)", db.path, count, current)
    return True


class SqliteLexicalIndex:
    def __init__(
        self,
        db: Database,
        title_weight: float = 1.0,
        text_weight: float = 1.0,
        surface_weight: float = 0.0,
        *,
        ensure_current: bool = True,
    ) -> None:
        self._db = db
        self.title_weight = title_weight
        self.text_weight = text_weight
        self.surface_weight = surface_weight
        self.rebuilt = ensure_lexical_index(db) if ensure_current else False

    def search_lexical(
        self, query: str, k: int, libraries: Sequence[str] | None = None
    ) -> list[tuple[str, float]]:
        """(chunk_id, BM25) best first; BM25 is made positive (FTS5 returns lower = better). Equal
        scores are ordered by chunk id, not by row id, which a re-ingest changes. BM25 is not
        rounded: it is computed in double from integer counts (equal counts give equal scores on
        any machine), and its scale follows the corpus (~1e-6 in a two-document store), so a
        fixed number of decimals would erase it (dalil/ranking.py)."""
        expression = match_expression(query, with_surface=self.surface_weight > 0)
        if expression is None or k <= 0 or (libraries is not None and not libraries):
            return []
        found = self._best_matches_first(expression, k, libraries)
        if found is not None:
            return found
        sql = (
            "SELECT c.chunk_id, bm25(chunks_fts, ?, ?, ?) AS cost FROM chunks_fts "
            "JOIN chunks c ON c.id = chunks_fts.rowid WHERE chunks_fts MATCH ?"
        )
        args: list[object] = [self.title_weight, self.text_weight, self.surface_weight, expression]
        if libraries is not None:
            sql += " AND c.library IN (SELECT value FROM json_each(?))"
            args.append(json.dumps(list(libraries)))
        sql += " ORDER BY cost, c.chunk_id LIMIT ?"
        args.append(k)
        with self._db.errors():
            rows = self._db.connection().execute(sql, args).fetchall()
        return [(chunk_id, -cost) for chunk_id, cost in rows]

    def _best_matches_first(
        self, expression: str, k: int, libraries: Sequence[str] | None
    ) -> list[tuple[str, float]] | None:
        """The same rows as the full query below, or None when they cannot be told from a prefix.

        The full query joins every match (~850 of 8,083 chunks for a typical question's OR of
        terms) to its chunk row before sorting, and the join is half its CPU. Here FTS5 ranks
        alone and only its best `fetched` rows are joined; they hold the answer when the k-th kept
        row's cost is below the last fetched row's (every row not fetched costs at least that, so
        none ties or beats it), or when they are every match. BM25 is the same function of the
        same arguments in both queries, and (cost, chunk id) sorts as SQLite's ORDER BY does
        (BINARY collation: UTF-8 byte order is code point order). Only when no library of the
        index is left out: a question asked of one library would find too few of its rows among
        the best matches of all (the prefix then failed for 55-79 % of dev questions) and pay
        for both queries."""
        if libraries is not None and not self._libraries_in_index() <= frozenset(libraries):
            return None
        fetched = 2 * k + 16
        sql = (
            "SELECT c.chunk_id, r.cost, c.library FROM (SELECT rowid AS id, bm25(chunks_fts, ?, ?, ?) AS cost "
            "FROM chunks_fts WHERE chunks_fts MATCH ? ORDER BY cost LIMIT ?) AS r JOIN chunks c ON c.id = r.id"
        )
        args = (self.title_weight, self.text_weight, self.surface_weight, expression, fetched)
        with self._db.errors():
            rows = self._db.connection().execute(sql, args).fetchall()
        wanted = None if libraries is None else frozenset(libraries)
        kept = sorted(((chunk_id, cost) for chunk_id, cost, library in rows if wanted is None or library in wanted),
                      key=lambda row: (row[1], row[0]))
        every_match = len(rows) < fetched
        if every_match or (len(kept) >= k and kept[k - 1][1] < max(cost for _, cost, _ in rows)):
            return [(chunk_id, -cost) for chunk_id, cost in kept[:k]]
        return None

    def _libraries_in_index(self) -> frozenset[str]:
        """The libraries the index holds now, one seek each on `chunks_by_library` (~0.02 ms):
        read at every search, so a library added or removed since is seen."""
        sql = (
            "WITH RECURSIVE libs(name) AS (SELECT MIN(library) FROM chunks UNION ALL "
            "SELECT (SELECT MIN(library) FROM chunks WHERE library > libs.name) FROM libs WHERE libs.name IS NOT NULL) "
            "SELECT name FROM libs WHERE name IS NOT NULL"
        )
        with self._db.errors():
            return frozenset(name for (name,) in self._db.connection().execute(sql).fetchall())
