"""The corpus's own names (`text.assertions.corpus_names`) for the claim checks, and the words it
writes as common nouns (`corpus_common_words`) for the answer checks, kept in the store's `meta`
table: reading every chunk takes seconds, so both are derived once per index generation (any ingest
that changes chunks bumps it), share setting and derivation version, then read in one row."""

from __future__ import annotations

import json
import logging
import weakref

from dalil.errors import DalilError
from dalil.stores.sqlite.database import Database
from dalil.text.assertions import CORPUS_NAMES_VERSION, NameCounts

log = logging.getLogger("dalil.stores")

META_CLAIM_NAMES = "claim_names"

# The record last read, per store object: (the row's text, its key, names, common words). The row is
# the corpus's whole name list as JSON; parsing it into sets at every claim check (~1.6 times an ask)
# was most of ~1 ms of a served ask (SERVE28). The row is still read each time and compared whole
# (a memcmp): the same text parses to the same record, so whatever the row holds is what comes back,
# as before.
_REMEMBERED: weakref.WeakKeyDictionary[Database, tuple[str, str, frozenset[str], frozenset[str]]] = (
    weakref.WeakKeyDictionary()
)


def stored_claim_names(db: Database, min_share: float) -> frozenset[str]:
    """The names of the store's corpus; derived and saved when missing or stale. A store that
    cannot be written (read-only file, busy) still gets the set, just not saved."""
    return _stored(db, min_share)[0]


def stored_common_words(db: Database, min_share: float) -> frozenset[str]:
    """The words the store's corpus writes as common nouns, not names (derived with the names)."""
    return _stored(db, min_share)[1]


def _stored(db: Database, min_share: float) -> tuple[frozenset[str], frozenset[str]]:
    key = f"{CORPUS_NAMES_VERSION}:{db.generation()}:{min_share}"
    saved = db.meta_values(META_CLAIM_NAMES).get(META_CLAIM_NAMES)
    remembered = _REMEMBERED.get(db)
    if saved and remembered is not None and remembered[0] == saved and remembered[1] == key:
        return remembered[2], remembered[3]
    if saved:
        try:
            record = json.loads(saved)
            if record.get("key") == key:
                names, common = frozenset(record["names"]), frozenset(record["common"])
                _REMEMBERED[db] = (saved, key, names, common)
                return names, common
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
