"""Rebuild the shipped vocabulary of the bundled corpus (shared/dalil/data/vocabulary/), the table
the reading layer falls back on when the store cannot list its own words (OpenSearch).

    DALIL_STORE=/tmp/bundled.sqlite dalil ingest          # the bundled corpus only
    DALIL_STORE=/tmp/bundled.sqlite python benchmarks/language/build_vocabulary.py

Only the bundled libraries are counted (their text is CC BY-SA / MIT and already ships); the Coptic
corpora are never written into the package.
"""

from __future__ import annotations

import os
from pathlib import Path

from dalil.settings import Settings
from dalil.stores.sqlite.store import open_store
from dalil.text.vocabulary import SHIPPED_FILE, count_words, write_table

BUNDLED = ("bible", "arcd", "xquad")
TARGET = Path(__file__).resolve().parents[2] / "shared" / "dalil" / "data" / "vocabulary" / SHIPPED_FILE


def main() -> None:
    settings = Settings(store=Path(os.environ["DALIL_STORE"]))
    with open_store(settings.store, settings=settings) as store:
        texts = (f"{c.title}\n{c.text}" for library in BUNDLED for c in store.chunks.iter_chunks(library))
        rows = write_table(count_words(texts), str(TARGET))
    print(f"{rows} words -> {TARGET} ({TARGET.stat().st_size} bytes)")


if __name__ == "__main__":
    main()
