"""The corpus names of the claim checks are derived once per index generation and kept in the
store's meta table; a changed index derives them again; a read-only store still gets them."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from types import SimpleNamespace

from test_sqlite_index import DOCS, EMBEDDER, make_chunk, write_docs  # noqa: E402 - same folder, rootdir on sys.path

from dalil.stores.sqlite import claim_names, database
from dalil.stores.sqlite.claim_names import META_CLAIM_NAMES, stored_claim_names, stored_common_words
from dalil.stores.sqlite.store import open_store
from dalil.text.assertions import corpus_common_words


def test_names_are_derived_once_saved_and_derived_again_when_the_index_changes(tmp_path: Path) -> None:
    path = tmp_path / "store.sqlite"
    with open_store(path, embedder=EMBEDDER, create=True) as store:
        write_docs(store, DOCS)
        names = stored_claim_names(store.db, 0.1)
        assert "مكاري" in names  # "الأنبا مكاري": a word after a title
        saved = json.loads(store.db.meta()[META_CLAIM_NAMES])
        assert saved["names"] == sorted(names) and saved["key"].endswith(":0.1")
        # Read back, not derived again: a doctored saved set is what comes back.
        doctored = {**saved, "names": ["سرابيون"]}
        with store.db.transaction() as conn:
            store.db.set_meta(conn, META_CLAIM_NAMES, json.dumps(doctored, ensure_ascii=False))
        assert stored_claim_names(store.db, 0.1) == {"سرابيون"}
        assert "مكاري" in stored_claim_names(store.db, 0.2)  # another share: derived again
        extra = {"syn:04-01#1": [make_chunk("syn:04-01#1", 0, "في مثل هذا اليوم تنيح القديس بفنوتيوس.", "synaxarium")]}
        write_docs(store, extra)  # a new generation
        assert {"بفنوتيوس", "مكاري"} <= stored_claim_names(store.db, 0.2)


def test_a_store_that_cannot_be_written_still_gets_its_names(tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "store.sqlite"
    with open_store(path, embedder=EMBEDDER, create=True) as store:
        write_docs(store, DOCS)
    monkeypatch.setattr(database, "BUSY_TIMEOUT_MS", 50)
    holder = sqlite3.connect(path)
    holder.execute("BEGIN IMMEDIATE")  # another writer holds the lock: saving fails, reading does not
    try:
        with open_store(path) as store:
            assert "مكاري" in stored_claim_names(store.db, 0.1)
            assert META_CLAIM_NAMES not in store.db.meta()
    finally:
        holder.rollback()
        holder.close()


def test_the_common_words_are_derived_and_saved_with_the_names(tmp_path: Path) -> None:
    path = tmp_path / "store.sqlite"
    with open_store(path, embedder=EMBEDDER, create=True) as store:
        write_docs(store, DOCS)
        texts = [chunk.text for chunks in DOCS.values() for chunk in chunks]
        common = stored_common_words(store.db, 0.1)
        assert common == corpus_common_words(texts, 0.1)
        saved = json.loads(store.db.meta()[META_CLAIM_NAMES])
        assert saved["common"] == sorted(common) and saved["names"] == sorted(stored_claim_names(store.db, 0.1))
        assert "بريه" in common and "مكاري" not in common  # "برية" and "البرية": a common noun
        assert not common & stored_claim_names(store.db, 0.1)  # a word is a name or a common word, never both


def test_the_saved_row_is_parsed_once_while_it_stays_the_same(tmp_path: Path, monkeypatch) -> None:
    """The claim checks read the names ~1.6 times an ask (SERVE28): the row's JSON is parsed again
    only when its text changed; what comes back is still what the row holds."""
    parsed: list[str] = []
    counting = SimpleNamespace(loads=lambda text: parsed.append(text) or json.loads(text), dumps=json.dumps)
    monkeypatch.setattr(claim_names, "json", counting)
    path = tmp_path / "store.sqlite"
    with open_store(path, embedder=EMBEDDER, create=True) as store:
        write_docs(store, DOCS)
        names = stored_claim_names(store.db, 0.1)  # derived and saved
        common = stored_common_words(store.db, 0.1)  # read back: parsed
        for _ in range(3):
            assert stored_claim_names(store.db, 0.1) == names and stored_common_words(store.db, 0.1) == common
        assert len(parsed) == 1
        saved = json.loads(store.db.meta()[META_CLAIM_NAMES])
        with store.db.transaction() as conn:
            store.db.set_meta(conn, META_CLAIM_NAMES, json.dumps({**saved, "names": ["سرابيون"]}, ensure_ascii=False))
        assert stored_claim_names(store.db, 0.1) == {"سرابيون"}  # another text: parsed again
        assert len(parsed) == 2


def test_the_per_ask_readers_of_meta_read_their_keys_not_the_table(tmp_path: Path, monkeypatch) -> None:
    """Every ask reads the index version (the retrieval cache's key), the vector matrix's
    generation and the claim names' row; none of them reads the whole `meta` table, which holds
    the corpus's name list as one large row (SERVE28)."""
    path = tmp_path / "store.sqlite"
    with open_store(path, embedder=EMBEDDER, create=True) as store:
        write_docs(store, DOCS)
        meta = store.db.meta()
        stored_claim_names(store.db, 0.1)  # derived and saved: the large row exists from here on
        loaded = store.vectors.matrix()  # loaded once a generation (that read may read it all)
        assert store.db.meta_values("store_uid", "generation", "no such key") == {
            "store_uid": meta["store_uid"], "generation": meta["generation"]}

        def whole_table() -> dict[str, str]:
            raise AssertionError("the whole meta table read")

        monkeypatch.setattr(store.db, "meta", whole_table)
        assert store.chunks.index_version() == (meta["store_uid"], int(meta["generation"]))
        assert store.vectors.matrix() is loaded
        assert "مكاري" in stored_claim_names(store.db, 0.1)
