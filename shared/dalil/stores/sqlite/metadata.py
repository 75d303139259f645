"""Exact lookup by structured metadata: a Coptic day's Synaxarium entries, or the Bible chunk that
holds a verse. The date or reference comes from the question; the store only matches it."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from dalil.stores.sqlite.database import Database

# Columns filled from Chunk.metadata at write time (see writer.py), all indexed with `library`.
EXACT_COLUMNS = ("coptic_month", "coptic_day", "book", "chapter")
_KNOWN_KEYS = frozenset({"library", "verse", *EXACT_COLUMNS})


class SqliteMetadataLookup:
    def __init__(self, db: Database) -> None:
        self._db = db

    def lookup(
        self, metadata: dict[str, Any], k: int = 50, libraries: Sequence[str] | None = None
    ) -> list[tuple[str, float]]:
        """Chunks whose metadata match every given key, in document order, each scored 1.0.

        `verse` matches a chunk whose `verse_start..verse_end` contains it. An empty query matches
        nothing (it is never "everything")."""
        unknown = sorted(set(metadata) - _KNOWN_KEYS)
        if unknown:
            raise ValueError(f"unsupported metadata keys {unknown}; supported: {sorted(_KNOWN_KEYS)}")
        given = {key: value for key, value in metadata.items() if value is not None}
        if not set(given) - {"library"} or k <= 0 or (libraries is not None and not libraries):
            return []
        clauses, args = [], []
        for key in ("library", *EXACT_COLUMNS):
            if key in given:
                clauses.append(f"{key} = ?")
                args.append(given[key])
        if "verse" in given:
            clauses.append("verse_start <= ? AND verse_end >= ?")
            args += [given["verse"], given["verse"]]
        if libraries is not None:
            clauses.append("library IN (SELECT value FROM json_each(?))")
            args.append(json.dumps(list(libraries)))
        sql = f"SELECT chunk_id FROM chunks WHERE {' AND '.join(clauses)} ORDER BY id LIMIT ?"
        with self._db.errors():
            rows = self._db.connection().execute(sql, [*args, k]).fetchall()
        return [(chunk_id, 1.0) for (chunk_id,) in rows]
