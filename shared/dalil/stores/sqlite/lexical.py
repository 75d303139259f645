"""FTS5 BM25 over analyzed terms. The question is analyzed exactly like the indexed text, and
every term is quoted, so nothing a user types can act as FTS5 query syntax."""

from __future__ import annotations

import json
from collections.abc import Sequence

from dalil.stores.sqlite.database import Database, store_errors
from dalil.text.stem import analyze


def index_terms(text: str) -> str:
    """What the FTS5 table stores for a title or a search_text."""
    return " ".join(analyze(text))


def match_expression(query: str) -> str | None:
    """`"term1" OR "term2" …` from the analyzed query, or None when no term is left.

    Analyzed terms contain only word characters, so quoting alone neutralises AND/OR/NOT/NEAR,
    `*`, `:` and `^`; stripping `"` keeps that true even if the analyzer changes."""
    terms = dict.fromkeys(term.replace('"', "") for term in analyze(query))
    quoted = [f'"{term}"' for term in terms if term]
    return " OR ".join(quoted) if quoted else None


class SqliteLexicalIndex:
    def __init__(self, db: Database, title_weight: float = 1.0, text_weight: float = 1.0) -> None:
        self._db = db
        self.title_weight = title_weight
        self.text_weight = text_weight

    def search_lexical(
        self, query: str, k: int, libraries: Sequence[str] | None = None
    ) -> list[tuple[str, float]]:
        """(chunk_id, BM25) best first; BM25 is made positive (FTS5 returns lower = better)."""
        expression = match_expression(query)
        if expression is None or k <= 0 or (libraries is not None and not libraries):
            return []
        sql = (
            "SELECT c.chunk_id, bm25(chunks_fts, ?, ?) AS cost FROM chunks_fts "
            "JOIN chunks c ON c.id = chunks_fts.rowid WHERE chunks_fts MATCH ?"
        )
        args: list[object] = [self.title_weight, self.text_weight, expression]
        if libraries is not None:
            sql += " AND c.library IN (SELECT value FROM json_each(?))"
            args.append(json.dumps(list(libraries)))
        sql += " ORDER BY cost, c.id LIMIT ?"
        args.append(k)
        with store_errors(self._db.path):
            rows = self._db.connection().execute(sql, args).fetchall()
        return [(chunk_id, -cost) for chunk_id, cost in rows]
