"""The corpus's own names (`text.assertions.corpus_names`) for the claim checks, kept in the
store's `meta` table: reading every chunk takes seconds, so the set is derived once per index
generation (any ingest that changes chunks bumps it), share setting and derivation version, then read in one row."""

from __future__ import annotations

import json
import logging

from dalil.errors import DalilError
from dalil.stores.sqlite.database import Database
from dalil.text.assertions import CORPUS_NAMES_VERSION, corpus_names

log = logging.getLogger("dalil.stores")

META_CLAIM_NAMES = "claim_names"


def stored_claim_names(db: Database, min_share: float) -> frozenset[str]:
    """The names of the store's corpus; derived and saved when missing or stale. A store that
    cannot be written (read-only file, busy) still gets the set, just not saved."""
    key = f"{CORPUS_NAMES_VERSION}:{db.generation()}:{min_share}"
    saved = db.meta().get(META_CLAIM_NAMES)
    if saved:
        try:
            record = json.loads(saved)
            if record.get("key") == key:
                return frozenset(record["names"])
        except (ValueError, KeyError, TypeError):
            log.warning("the stored claim names are unreadable; deriving them again")
    with db.errors():
        texts = [row[0] for row in db.connection().execute("SELECT json_extract(record, '$.text') FROM chunks")]
    names = corpus_names((t for t in texts if isinstance(t, str)), min_share)
    try:
        with db.transaction() as conn, db.errors():
            db.set_meta(conn, META_CLAIM_NAMES, json.dumps({"key": key, "names": sorted(names)}, ensure_ascii=False))
    except DalilError:
        log.warning("the claim names could not be saved in the store; derived again next time", exc_info=True)
    return names
