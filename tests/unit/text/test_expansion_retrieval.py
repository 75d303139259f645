"""Where the retriever applies query expansion, on a real SQLite store: on by default
as "list", the expanded query as its own lexical list over the Bible only, voting only when the
order without it already answers from the Bible; "query" appends the partner words to the one
lexical query of every library; off leaves retrieval as it was."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from dalil.embed.hashing import HashingEmbedder
from dalil.models import Chunk
from dalil.retrieval.retriever import EXPANSION_SIGNAL, Retriever
from dalil.settings import Settings
from dalil.stores.sqlite.store import SqliteStore, open_store
from dalil.text.normalize import fold

EMBEDDER = HashingEmbedder(dim=64)
QUESTION = "ما هي ثمار الروح؟"  # the verse says ثمر (singular): the stemmer cannot join them


def _chunk(chunk_id: str, library: str, title: str, text: str) -> Chunk:
    doc_id, _, n = chunk_id.rpartition("/")
    return Chunk(
        chunk_id=chunk_id, doc_id=doc_id, n=int(n), library=library, domains=["general"], title=title,
        url=f"https://example.org/{doc_id}", text=text, search_text=fold(f"{title}\n{text}"),
        content_hash=hashlib.sha256(text.encode()).hexdigest(), corpus_version="v1", metadata={},
    )  # fmt: skip


CHUNKS = [
    _chunk("svd:Gal.5/5", "bible", "غلاطية 5", "وأما ثمر الروح فهو محبة فرح سلام طول أناة لطف صلاح إيمان"),
    _chunk("svd:Jhn.3/1", "bible", "يوحنا 3", "المولود من الجسد جسد هو والمولود من الروح هو روح"),
    _chunk("svd:Mat.7/3", "bible", "متى 7", "من ثمارهم تعرفونهم هل يجتنون من الشوك عنبا"),
    _chunk("syn:05-11#1/0", "synaxarium", "نياحة القديس", "كان مملوءا من الروح وأعطى ثمرا كثيرا في الدير"),
    _chunk("arcd:aaaaaaaaaaaa/0", "arcd", "القاهرة", "القاهرة هي عاصمة مصر وتقع على نهر النيل"),
]


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> SqliteStore:
    path: Path = tmp_path_factory.mktemp("expansion") / "store.sqlite"
    store = _store_of(path, CHUNKS)
    yield store
    store.close()


def _store_of(path: Path, chunks: list[Chunk]) -> SqliteStore:
    store = open_store(path, embedder=EMBEDDER, create=True)
    docs: dict[str, list[Chunk]] = {}
    for chunk in chunks:
        docs.setdefault(chunk.doc_id, []).append(chunk)
    vectors = dict(zip([c.chunk_id for c in chunks], EMBEDDER.embed_documents([c.text for c in chunks]), strict=True))
    store.writer.replace_documents(docs, vectors, {doc_id: f"hash-{doc_id}" for doc_id in docs})
    return store


def _retrieve(store: SqliteStore, **settings: object):
    config = Settings(store=store.path, embedder="hashing", rescore="off", min_evidence_score=0.0, **settings)
    return Retriever(config, store.candidates, store.chunks, EMBEDDER).retrieve(QUESTION, top_k=5)


def _signal_ids(result, name: str) -> set[str]:
    return {c.chunk_id for c in result.candidates if name in c.signals}


def test_the_default_is_the_measured_list_over_the_bible_and_off_searches_nothing_more(store: SqliteStore) -> None:
    defaults = Settings()
    assert (defaults.query_expansion, defaults.query_expansion_mode, defaults.query_expansion_scope) == (True, "list", "bible")
    assert f"signal:{EXPANSION_SIGNAL}" in _retrieve(store).trace.counts
    assert f"signal:{EXPANSION_SIGNAL}" not in _retrieve(store, query_expansion=False).trace.counts


def test_the_list_mode_searches_the_expanded_question_in_the_bible_only(store: SqliteStore) -> None:
    result = _retrieve(store, query_expansion=True)
    assert result.trace.counts[f"signal:{EXPANSION_SIGNAL}"] >= 2
    found = _signal_ids(result, EXPANSION_SIGNAL)
    assert "svd:Gal.5/5" in found and "svd:Mat.7/3" in found  # ثمر and ثمار joined
    assert all(chunk_id.startswith("svd:") for chunk_id in found)  # the Synaxarium's ثمرا is not looked up
    plain = _retrieve(store, query_expansion=False)
    order, before = [c.chunk_id for c in result.candidates], [c.chunk_id for c in plain.candidates]
    assert order.index("svd:Gal.5/5") < before.index("svd:Gal.5/5")  # the verse that says ثمر moves up
    # The question's own lexical list is unchanged: it still does not know ثمر.
    lexical = {c.chunk_id: c.signals["lexical"].rank for c in plain.candidates if "lexical" in c.signals}
    assert {c.chunk_id: c.signals["lexical"].rank for c in result.candidates if "lexical" in c.signals} == lexical


def test_the_list_weight_is_the_setting(store: SqliteStore) -> None:
    silent = _retrieve(store, query_expansion=True, query_expansion_weight=0.0)
    plain = _retrieve(store, query_expansion=False)
    assert [c.chunk_id for c in silent.candidates] == [c.chunk_id for c in plain.candidates]


def test_the_scope_all_and_the_query_mode_reach_every_library(store: SqliteStore) -> None:
    everywhere = _retrieve(store, query_expansion=True, query_expansion_scope="all")
    assert "syn:05-11#1/0" in _signal_ids(everywhere, EXPANSION_SIGNAL)
    appended = _retrieve(store, query_expansion=True, query_expansion_mode="query")
    assert f"signal:{EXPANSION_SIGNAL}" not in appended.trace.counts
    assert "svd:Mat.7/3" in _signal_ids(appended, "lexical")  # ثمارهم through the appended ثمار/ثمر


def test_a_question_without_lexicon_words_adds_no_list(store: SqliteStore) -> None:
    config = Settings(store=store.path, embedder="hashing", rescore="off", query_expansion=True)
    result = Retriever(config, store.candidates, store.chunks, EMBEDDER).retrieve("ما هي عاصمة مصر؟", top_k=5)
    assert f"signal:{EXPANSION_SIGNAL}" not in result.trace.counts


QA_CHUNKS = [_chunk(f"arcd:cairo0000000{n}/0", "arcd", "القاهرة", f"في القاهرة صنعت الأسلحة والمدافع في القرن {n} للجيش") for n in range(6)]


@pytest.fixture(scope="module")
def qa_store(tmp_path_factory: pytest.TempPathFactory) -> SqliteStore:
    path: Path = tmp_path_factory.mktemp("expansion-qa") / "store.sqlite"
    chunks = [*CHUNKS, _chunk("svd:Eph.6/2", "bible", "أفسس 6", "البسوا سلاح الله الكامل لكي تقدروا أن تثبتوا"), *QA_CHUNKS]
    store = _store_of(path, chunks)
    yield store
    store.close()


def test_a_question_that_does_not_lean_to_the_bible_keeps_its_order(qa_store: SqliteStore) -> None:
    question = "من صنع الأسلحة في القاهرة؟"  # أسلحة -> سلاح is in the lexicon, but this is not a Bible question
    on = Settings(store=qa_store.path, embedder="hashing", rescore="off", min_evidence_score=0.0, query_expansion=True)
    off = Settings(store=qa_store.path, embedder="hashing", rescore="off", min_evidence_score=0.0, query_expansion=False)
    expanded = Retriever(on, qa_store.candidates, qa_store.chunks, EMBEDDER).retrieve(question, top_k=5)
    plain = Retriever(off, qa_store.candidates, qa_store.chunks, EMBEDDER).retrieve(question, top_k=5)
    assert expanded.trace.counts[f"signal:{EXPANSION_SIGNAL}"] >= 1  # searched: سلاح is in Ephesians
    assert "expansion_fused" not in expanded.trace.counts  # but fewer than 2 Bible passages led: no vote
    assert [c.chunk_id for c in expanded.candidates] == [c.chunk_id for c in plain.candidates]


def test_a_named_book_is_searched_alone_and_always_votes(qa_store: SqliteStore) -> None:
    question = "ماذا تقول رسالة أفسس عن الأسلحة؟"
    on = Settings(store=qa_store.path, embedder="hashing", rescore="off", min_evidence_score=0.0, query_expansion=True)
    result = Retriever(on, qa_store.candidates, qa_store.chunks, EMBEDDER).retrieve(question, top_k=5)
    assert result.trace.counts.get("expansion_fused") == 1
    assert _signal_ids(result, EXPANSION_SIGNAL) == {"svd:Eph.6/2"}
