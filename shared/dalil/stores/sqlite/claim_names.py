"""The corpus's own names (`text.assertions.corpus_names`) for the claim checks, and the words it
writes as common nouns (`corpus_common_words`) for the answer checks, kept in the store's `meta`
table: reading every chunk takes seconds, so both are derived once per index generation (any ingest
that changes chunks bumps it), share setting and derivation version, then read in one row."""

from __future__ import annotations

import json
import logging

from dalil.errors import DalilError
from dalil.stores.sqlite.database import Database
from dalil.text.assertions import CORPUS_NAMES_VERSION, NameCounts

log = logging.getLogger("dalil.stores")

META_CLAIM_NAMES = "claim_names"


def stored_claim_names(db: Database, min_share: float) -> frozenset[str]:
    """The names of the store's corpus; derived and saved when missing or stale. A store that
    cannot be written (read-only file, busy) still gets the set, just not saved."""
    return _stored(db, min_share)[0]


def stored_common_words(db: Database, min_share: float) -> frozenset[str]:
    """The words the store's corpus writes as common nouns, not names (derived with the names)."""
    return _stored(db, min_share)[1]


def _stored(db: Database, min_share: float) -> tuple[frozenset[str], frozenset[str]]:
    key = f"{CORPUS_NAMES_VERSION}:{db.generation()}:{min_share}"
    saved = db.meta().get(META_CLAIM_NAMES)
    if saved:
        try:
            record = json.loads(saved)
            if record.get("key") == key:
                return frozenset(record["names"]), frozenset(record["common"])
        except (ValueError, KeyError, TypeError):
            log.warning("the stored claim names are unreadable; deriving them again")
    with db.errors():
        texts = [row[0] for row in db.connection().execute("SELECT json_extract(record, '$.text') FROM chunks")]
    counts = NameCounts.of(t for t in texts if isinstance(t, str))
    names, common = counts.names(min_share), counts.common(min_share)
    try:
        with db.transaction() as conn, db.errors():
            record = {"key": key, "names": sorted(names), "common": sorted(common)}
            db.set_meta(conn, META_CLAIM_NAMES, json.dumps(record, ensure_ascii=False))
    except DalilError:
        log.warning("the claim names could not be saved in the store; derived again next time", exc_info=True)
    return names, common
