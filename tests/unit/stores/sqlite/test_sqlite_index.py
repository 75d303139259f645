"""Chunks, FTS5, vectors and metadata lookup over a real SQLite file, written through IndexWriter."""

from __future__ import annotations

import hashlib
import sqlite3
from pathlib import Path

import numpy as np
import pytest

from dalil.embed.hashing import HashingEmbedder
from dalil.errors import StoreError
from dalil.models import Chunk
from dalil.stores.protocols import CandidateSearch, ChunkStore, IndexWriter, LexicalIndex, VectorIndex
from dalil.stores.sqlite.lexical import match_expression
from dalil.stores.sqlite.store import SqliteStore, open_store
from dalil.text.normalize import fold

EMBEDDER = HashingEmbedder(dim=128)


def make_chunk(doc_id: str, n: int, text: str, library: str, title: str = "", **metadata: object) -> Chunk:
    return Chunk(
        chunk_id=f"{doc_id}/{n}",
        doc_id=doc_id,
        n=n,
        library=library,
        domains=["general"],
        title=title or doc_id,
        url=f"https://example.org/{doc_id}",
        text=text,
        search_text=fold(f"{title}\n{text}"),
        content_hash=hashlib.sha256(text.encode()).hexdigest(),
        corpus_version="v1",
        metadata=dict(metadata),
    )


DOCS: dict[str, list[Chunk]] = {
    "syn:03-22#1": [
        make_chunk("syn:03-22#1", 0, "في مثل هذا اليوم تنيح القديس الأنبا مكاري الكبير أب الرهبان في برية شيهيت.",
                   "synaxarium", "نياحة القديس مكاريوس الكبير", coptic_month=3, coptic_day=22),
        make_chunk("syn:03-22#1", 1, "وكان قد عاش في البرية ستين سنة يصلي ويصوم.",
                   "synaxarium", "نياحة القديس مكاريوس الكبير", coptic_month=3, coptic_day=22),
    ],
    "syn:01-01#1": [
        make_chunk("syn:01-01#1", 0, "في هذا اليوم نحتفل بعيد النيروز رأس السنة القبطية وتذكار الشهداء.",
                   "synaxarium", "عيد النيروز", coptic_month=1, coptic_day=1),
    ],
    "svd:Jhn.3": [
        make_chunk("svd:Jhn.3", 0, "لأنه هكذا أحب الله العالم حتى بذل ابنه الوحيد لكي لا يهلك كل من يؤمن به.",
                   "bible", "يوحنا 3", book="Jhn", chapter=3, verse_start=16, verse_end=17),
        make_chunk("svd:Jhn.3", 1, "الذي يؤمن به لا يدان والذي لا يؤمن قد دين.",
                   "bible", "يوحنا 3", book="Jhn", chapter=3, verse_start=18, verse_end=21),
    ],
    "arcd:aaaaaaaaaaaa": [
        make_chunk("arcd:aaaaaaaaaaaa", 0, "القاهرة هي عاصمة مصر وأكبر مدنها وتقع على نهر النيل.", "arcd", "القاهرة"),
    ],
}


def write_docs(store: SqliteStore, docs: dict[str, list[Chunk]]) -> None:
    chunks = [chunk for doc in docs.values() for chunk in doc]
    vectors = dict(zip([c.chunk_id for c in chunks], EMBEDDER.embed_documents([c.text for c in chunks]), strict=True))
    store.writer.replace_documents(docs, vectors, {doc_id: f"hash-{doc_id}" for doc_id in docs})


@pytest.fixture
def store(tmp_path: Path) -> SqliteStore:
    store = open_store(tmp_path / "store.sqlite", embedder=EMBEDDER, create=True)
    write_docs(store, DOCS)
    yield store
    store.close()


def row_counts(path: Path) -> dict[str, int]:
    conn = sqlite3.connect(path)
    try:
        return {t: conn.execute(f"SELECT count(*) FROM {t}").fetchone()[0]
                for t in ("documents", "chunks", "vectors", "chunks_fts")}
    finally:
        conn.close()


# ---- protocols and the chunk store --------------------------------------------------------------

def test_parts_implement_the_protocols(store: SqliteStore) -> None:
    assert isinstance(store.chunks, ChunkStore)
    assert isinstance(store.lexical, LexicalIndex)
    assert isinstance(store.vectors, VectorIndex)
    assert isinstance(store.writer, IndexWriter)
    assert isinstance(store.candidates, CandidateSearch)


def test_get_many_returns_original_records_and_omits_missing(store: SqliteStore) -> None:
    got = store.chunks.get_many(["svd:Jhn.3/0", "syn:03-22#1/1", "nope/0"])
    assert set(got) == {"svd:Jhn.3/0", "syn:03-22#1/1"}
    assert got["svd:Jhn.3/0"] == DOCS["svd:Jhn.3"][0]  # the stored record round-trips unchanged
    assert store.chunks.get_many([]) == {}


def test_get_many_handles_more_ids_than_sqlite_variables(store: SqliteStore) -> None:
    ids = [f"missing/{i}" for i in range(40_000)] + ["arcd:aaaaaaaaaaaa/0"]
    assert list(store.chunks.get_many(ids)) == ["arcd:aaaaaaaaaaaa/0"]


def test_doc_hashes_counts_and_iteration(store: SqliteStore) -> None:
    assert store.chunks.doc_hashes()["svd:Jhn.3"] == "hash-svd:Jhn.3"
    assert set(store.chunks.doc_hashes("synaxarium")) == {"syn:03-22#1", "syn:01-01#1"}
    assert store.chunks.counts() == {
        "synaxarium": {"documents": 2, "chunks": 3},
        "bible": {"documents": 1, "chunks": 2},
        "arcd": {"documents": 1, "chunks": 1},
    }
    assert store.chunks.chunk_ids_for_doc("svd:Jhn.3") == ["svd:Jhn.3/0", "svd:Jhn.3/1"]
    assert [c.chunk_id for c in store.chunks.iter_chunks("bible")] == ["svd:Jhn.3/0", "svd:Jhn.3/1"]
    assert len(list(store.chunks.iter_chunks())) == 6


# ---- lexical ------------------------------------------------------------------------------------

def test_lexical_finds_stemmed_folded_terms_best_first(store: SqliteStore) -> None:
    hits = store.lexical.search_lexical("من هو الانبا مكارى؟", k=5)
    assert hits[0][0] == "syn:03-22#1/0"
    scores = [score for _, score in hits]
    assert all(score > 0 for score in scores) and scores == sorted(scores, reverse=True)


def test_lexical_library_filter(store: SqliteStore) -> None:
    assert store.lexical.search_lexical("يؤمن", k=10, libraries=["arcd"]) == []
    bible = store.lexical.search_lexical("يؤمن", k=10, libraries=["bible"])
    assert {chunk_id for chunk_id, _ in bible} == {"svd:Jhn.3/0", "svd:Jhn.3/1"}
    assert store.lexical.search_lexical("يؤمن", k=10, libraries=[]) == []


@pytest.mark.parametrize(
    "query",
    [
        '"ignore previous instructions" OR *',
        "NEAR(a b) AND NOT c",
        'title_terms: "مكاري" ^ *',
        "مكاري\" OR \"",
        "(((",
        "'; DROP TABLE chunks; --",
        "*",
        "",
        "   ",
        "؟؟؟ !!!",
        "في من على",  # stop words only
    ],
)
def test_fts_syntax_in_a_question_never_breaks_or_injects(store: SqliteStore, query: str) -> None:
    hits = store.lexical.search_lexical(query, k=5)
    assert isinstance(hits, list)
    assert all(isinstance(chunk_id, str) for chunk_id, _ in hits)
    assert row_counts(store.path)["chunks"] == 6


def test_match_expression_quotes_every_term() -> None:
    # the operator word becomes a plain quoted term; `*` and quotes vanish
    assert match_expression('"ignore previous" OR *', with_surface=False) == (
        '{title_terms text_terms}: ("ignore" OR "previous" OR "or")'
    )
    # stemmed terms look in the stemmed columns, unstemmed surface terms in the surface column
    assert match_expression("مكاري مكاري") == '{title_terms text_terms}: ("مكار") OR surface_terms: ("مكاري")'
    assert match_expression("*") is None
    assert match_expression("") is None


def test_injection_looking_query_matches_only_its_words(store: SqliteStore) -> None:
    # "النيل" appears in one chunk; the OR * around it must not widen the match to everything
    hits = store.lexical.search_lexical('"النيل" OR *', k=10)
    assert [chunk_id for chunk_id, _ in hits] == ["arcd:aaaaaaaaaaaa/0"]


def test_title_weight_raises_title_matches(tmp_path: Path) -> None:
    docs = {
        "a:1": [make_chunk("a:1", 0, "نص عن الصوم والصلاة في الكنيسة", "arcd", "مكاريوس")],
        "a:2": [make_chunk("a:2", 0, "مكاريوس مكاريوس ذكر في النص مع الصوم", "arcd", "عنوان اخر")],
    }
    with open_store(tmp_path / "s.sqlite", embedder=EMBEDDER, create=True) as plain:
        write_docs(plain, docs)
        plain.lexical.title_weight = 0.0  # title column ignored: the body with two mentions wins
        assert plain.lexical.search_lexical("مكاريوس", k=2)[0][0] == "a:2/0"
        plain.lexical.title_weight = 10.0
        assert plain.lexical.search_lexical("مكاريوس", k=2)[0][0] == "a:1/0"


# ---- vectors ------------------------------------------------------------------------------------

def test_vector_search_exact_cosine_best_first(store: SqliteStore) -> None:
    query = EMBEDDER.embed_query(DOCS["arcd:aaaaaaaaaaaa"][0].text)
    hits = store.vectors.search_vector(query, k=3)
    assert hits[0][0] == "arcd:aaaaaaaaaaaa/0"
    assert hits[0][1] == pytest.approx(1.0, abs=1e-5)
    assert [s for _, s in hits] == sorted((s for _, s in hits), reverse=True)
    assert len(hits) == 3


def test_vector_search_library_mask(store: SqliteStore) -> None:
    query = EMBEDDER.embed_query(DOCS["arcd:aaaaaaaaaaaa"][0].text)
    hits = store.vectors.search_vector(query, k=10, libraries=["bible"])
    assert {chunk_id for chunk_id, _ in hits} == {"svd:Jhn.3/0", "svd:Jhn.3/1"}
    assert store.vectors.search_vector(query, k=10, libraries=["xquad"]) == []


def test_vector_of_wrong_dimension_is_a_store_error(store: SqliteStore) -> None:
    with pytest.raises(StoreError, match="dimensions"):
        store.vectors.search_vector(np.ones(7, dtype=np.float32), k=3)


def test_vector_cache_reloads_after_a_write(store: SqliteStore) -> None:
    first = store.vectors.matrix()
    assert store.vectors.matrix() is first  # cached while nothing changes
    write_docs(store, {"arcd:bbbbbbbbbbbb": [make_chunk("arcd:bbbbbbbbbbbb", 0, "الاسكندرية مدينة ساحلية", "arcd")]})
    second = store.vectors.matrix()
    assert second is not first and len(second.chunk_ids) == 7
    query = EMBEDDER.embed_query("الاسكندرية مدينة ساحلية")
    assert store.vectors.search_vector(query, k=1)[0][0] == "arcd:bbbbbbbbbbbb/0"


def test_vector_cache_sees_writes_from_another_connection(store: SqliteStore) -> None:
    query = EMBEDDER.embed_query("الاسكندرية مدينة ساحلية")
    store.vectors.search_vector(query, k=1)
    with open_store(store.path, embedder=EMBEDDER) as other:
        write_docs(other, {"arcd:bbbbbbbbbbbb": [make_chunk("arcd:bbbbbbbbbbbb", 0, "الاسكندرية مدينة ساحلية", "arcd")]})
    assert store.vectors.search_vector(query, k=1)[0][0] == "arcd:bbbbbbbbbbbb/0"


# ---- metadata and the combined search ------------------------------------------------------------

def test_metadata_lookup_coptic_day(store: SqliteStore) -> None:
    hits = store.metadata.lookup({"library": "synaxarium", "coptic_month": 3, "coptic_day": 22})
    assert [chunk_id for chunk_id, _ in hits] == ["syn:03-22#1/0", "syn:03-22#1/1"]
    assert store.metadata.lookup({"library": "synaxarium", "coptic_month": 3, "coptic_day": 23}) == []


def test_metadata_lookup_bible_verse_inside_range(store: SqliteStore) -> None:
    query = {"library": "bible", "book": "Jhn", "chapter": 3}
    assert [c for c, _ in store.metadata.lookup({**query, "verse": 16})] == ["svd:Jhn.3/0"]
    assert [c for c, _ in store.metadata.lookup({**query, "verse": 21})] == ["svd:Jhn.3/1"]
    assert store.metadata.lookup({**query, "verse": 22}) == []
    assert len(store.metadata.lookup(query)) == 2  # a chapter without a verse


def test_metadata_lookup_refuses_unknown_keys_and_matches_nothing_when_empty(store: SqliteStore) -> None:
    with pytest.raises(ValueError, match="unsupported"):
        store.metadata.lookup({"library": "bible", "author": "x"})
    assert store.metadata.lookup({"library": "synaxarium"}) == []


def test_candidate_search_returns_every_signal(store: SqliteStore) -> None:
    question = "من هو القديس مكاري الكبير"
    signals = store.candidates.search(question, EMBEDDER.embed_query(question), 5, 5)
    assert set(signals) == {"lexical", "vector", "dense"}
    assert signals["lexical"][0][0] == "syn:03-22#1/0"
    # dense: the question's cosine against each lexical candidate's stored vector
    assert {c for c, _ in signals["dense"]} == {c for c, _ in signals["lexical"]}
    with_date = store.candidates.search(
        question, None, 5, 5, metadata={"library": "synaxarium", "coptic_month": 3, "coptic_day": 22}
    )
    assert with_date["vector"] == []
    assert [c for c, _ in with_date["metadata"]] == ["syn:03-22#1/0", "syn:03-22#1/1"]


def test_candidate_search_library_filter_applies_to_metadata(store: SqliteStore) -> None:
    signals = store.candidates.search(
        "مكاري", None, 5, 5, libraries=["bible"], metadata={"library": "synaxarium", "coptic_month": 3, "coptic_day": 22}
    )
    assert signals == {"lexical": [], "vector": [], "metadata": []}


# ---- writer: transactions and orphans -----------------------------------------------------------

def test_replace_leaves_no_orphans(store: SqliteStore) -> None:
    before = row_counts(store.path)
    shorter = {"svd:Jhn.3": [make_chunk("svd:Jhn.3", 0, "نص جديد قصير للأصحاح", "bible", "يوحنا 3")]}
    write_docs(store, shorter)
    after = row_counts(store.path)
    assert after["chunks"] == before["chunks"] - 1
    assert after["vectors"] == after["chunks"] == after["chunks_fts"]
    assert store.chunks.get_many(["svd:Jhn.3/1"]) == {}
    assert store.lexical.search_lexical("يدان", k=5) == []


def test_delete_documents_removes_every_trace(store: SqliteStore) -> None:
    generation = store.generation
    store.writer.delete_documents(["svd:Jhn.3", "never-existed"])
    counts = row_counts(store.path)
    assert counts == {"documents": 3, "chunks": 4, "vectors": 4, "chunks_fts": 4}
    assert store.lexical.search_lexical("بذل يدان", k=5) == []
    assert all(not c.startswith("svd:") for c, _ in store.vectors.search_vector(EMBEDDER.embed_query("يدان"), k=10))
    assert store.generation == generation + 1
    store.writer.delete_documents(["never-existed"])
    assert store.generation == generation + 1  # nothing deleted, nothing changed


def test_wrong_dimension_mid_batch_rolls_everything_back(store: SqliteStore) -> None:
    before = row_counts(store.path)
    generation = store.generation
    good = make_chunk("arcd:cccccccccccc", 0, "نص جديد سليم", "arcd")
    bad = make_chunk("arcd:dddddddddddd", 0, "نص جديد متجهه خاطئ", "arcd")
    replaced = make_chunk("svd:Jhn.3", 0, "بديل", "bible")
    docs = {"arcd:cccccccccccc": [good], "svd:Jhn.3": [replaced], "arcd:dddddddddddd": [bad]}
    vectors = {
        good.chunk_id: EMBEDDER.embed_query(good.text),
        replaced.chunk_id: EMBEDDER.embed_query(replaced.text),
        bad.chunk_id: np.ones(5, dtype=np.float32),
    }
    with pytest.raises(StoreError, match="dimensions"):
        store.writer.replace_documents(docs, vectors, {d: "h" for d in docs})
    assert row_counts(store.path) == before
    assert store.generation == generation
    assert store.chunks.get_many(["svd:Jhn.3/1"])  # the replaced document is intact
    assert store.chunks.get_many(["arcd:cccccccccccc/0"]) == {}


def test_missing_vector_and_foreign_chunk_are_refused(store: SqliteStore) -> None:
    chunk = make_chunk("arcd:eeeeeeeeeeee", 0, "نص", "arcd")
    with pytest.raises(StoreError, match="no vector"):
        store.writer.replace_documents({chunk.doc_id: [chunk]}, {}, {chunk.doc_id: "h"})
    with pytest.raises(StoreError, match="belongs to"):
        store.writer.replace_documents({"other": [chunk]}, {chunk.chunk_id: EMBEDDER.embed_query("x")}, {"other": "h"})
    assert store.chunks.get_many([chunk.chunk_id]) == {}


def test_outer_transaction_groups_writes_and_rolls_back_together(store: SqliteStore) -> None:
    before = row_counts(store.path)
    with pytest.raises(RuntimeError), store.writer.transaction():
        store.writer.delete_documents(["svd:Jhn.3"])
        write_docs(store, {"arcd:ffffffffffff": [make_chunk("arcd:ffffffffffff", 0, "نص", "arcd")]})
        raise RuntimeError("failure after both writes")
    assert row_counts(store.path) == before


def test_non_finite_vector_is_refused(store: SqliteStore) -> None:
    chunk = make_chunk("arcd:eeeeeeeeeeee", 0, "نص", "arcd")
    vector = np.full(EMBEDDER.dim, np.nan, dtype=np.float32)
    with pytest.raises(StoreError):
        store.writer.replace_documents({chunk.doc_id: [chunk]}, {chunk.chunk_id: vector}, {chunk.doc_id: "h"})


def test_equal_scores_go_by_chunk_id_not_by_insertion_order(tmp_path: Path) -> None:
    # Two identical chunks score the same in every signal; the one written first has the lower row
    # id, which a re-ingest changes. The order must be the chunk ids'.
    text = "نص واحد عن الصوم والصلاة"
    docs = {doc_id: [make_chunk(doc_id, 0, text, "arcd", "عنوان")] for doc_id in ("arcd:zzzz", "arcd:aaaa")}
    with open_store(tmp_path / "s.sqlite", embedder=EMBEDDER, create=True) as store:
        write_docs(store, docs)
        expected = ["arcd:aaaa/0", "arcd:zzzz/0"]
        assert [c for c, _ in store.lexical.search_lexical("الصوم", k=2)] == expected
        assert [c for c, _ in store.lexical.search_lexical("الصوم", k=1)] == expected[:1]
        query = EMBEDDER.embed_query(text)
        assert [c for c, _ in store.vectors.search_vector(query, k=2)] == expected
        assert [c for c, _ in store.vectors.search_vector(query, k=1)] == expected[:1]
        signals = store.candidates.search("الصوم", query, lexical_k=2, vector_k=2)
        assert [c for c, _ in signals["dense"]] == expected
