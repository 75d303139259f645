"""The lexical search ranks FTS5 matches first and joins only the best of them to their chunks
(`SqliteLexicalIndex._best_matches_first`): its rows are the full query's, ties at the cut and
library filters included, on a store built to have many equal scores and on the demo corpus."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from dalil.embed.hashing import HashingEmbedder
from dalil.models import Chunk
from dalil.stores.sqlite.database import Database
from dalil.stores.sqlite.lexical import SqliteLexicalIndex, match_expression
from dalil.stores.sqlite.store import SqliteStore, open_store
from dalil.text.normalize import fold

EMBEDDER = HashingEmbedder(dim=64)
FIXTURES = Path(__file__).resolve().parents[4] / "benchmarks" / "fixtures"


def chunk(doc_id: str, n: int, text: str, library: str) -> Chunk:
    return Chunk(chunk_id=f"{doc_id}/{n}", doc_id=doc_id, n=n, library=library, domains=["general"], title=doc_id,
                 url=f"https://example.org/{n}", text=text, search_text=fold(f"{doc_id}\n{text}"),
                 content_hash=hashlib.sha256(f"{doc_id}{n}{text}".encode()).hexdigest(), corpus_version="v1")


def full_query(index: SqliteLexicalIndex, query: str, k: int, libraries: list[str] | None) -> list[tuple[str, float]]:
    """The rows the search returned before it ranked FTS5 matches first (the join of every match)."""
    index._best_matches_first = lambda *args: None  # type: ignore[method-assign]
    try:
        return index.search_lexical(query, k, libraries)
    finally:
        del index._best_matches_first


@pytest.fixture
def tied_store(tmp_path: Path) -> SqliteStore:
    """60 chunks of three libraries, most of them word for word alike: equal BM25 everywhere,
    so the cut at k falls inside a tie and only the chunk id orders it."""
    docs: dict[str, list[Chunk]] = {}
    for number in range(60):
        library = ("bible", "arcd", "synaxarium")[number % 3]
        text = "المحبة تتأنى وترفق" if number % 4 else "المحبة تتأنى وترفق المحبة لا تحسد"
        doc_id = f"{library}:d{number:02d}"
        docs[doc_id] = [chunk(doc_id, 0, text, library)]
    store = open_store(tmp_path / "tied.sqlite", embedder=EMBEDDER, create=True)
    chunks = [c for doc in docs.values() for c in doc]
    vectors = dict(zip([c.chunk_id for c in chunks], EMBEDDER.embed_documents([c.text for c in chunks]), strict=True))
    store.writer.replace_documents(docs, vectors, {doc_id: f"hash-{doc_id}" for doc_id in docs})
    yield store
    store.close()


@pytest.mark.parametrize("k", [1, 3, 10, 15, 16, 17, 40, 100])
@pytest.mark.parametrize("libraries", [None, ["bible", "arcd", "synaxarium"], ["bible", "arcd", "synaxarium", "xquad"],
                                       ["bible"], ["arcd", "synaxarium"]])
def test_ties_at_the_cut_and_library_filters_give_the_full_querys_rows(
    tied_store: SqliteStore, k: int, libraries: list[str] | None
) -> None:
    index = tied_store.lexical
    for query in ("المحبة", "المحبة لا تحسد", "ترفق"):
        assert index.search_lexical(query, k, libraries) == full_query(index, query, k, libraries)


def test_the_prefix_answers_when_every_library_is_asked_and_not_for_one_library(tied_store: SqliteStore) -> None:
    index = tied_store.lexical
    expression = match_expression("المحبة لا تحسد")
    assert expression is not None
    assert index._best_matches_first(expression, 5, None) is not None
    assert index._best_matches_first(expression, 5, ["synaxarium", "arcd", "bible"]) is not None
    assert index._best_matches_first(expression, 5, ["bible"]) is None  # left to the full query
    assert index._libraries_in_index() == {"bible", "arcd", "synaxarium"}


def test_dev_questions_on_the_demo_corpus_get_the_full_querys_rows(demo_store: Path) -> None:
    index = SqliteLexicalIndex(Database(demo_store), 1.0, 1.0, 2.0, ensure_current=False)
    lines = (FIXTURES / "dev-arcd.jsonl").read_text(encoding="utf-8").splitlines()[:150]
    questions = [json.loads(line)["question"] for line in lines if line.strip()]
    compared = 0
    for number, question in enumerate(questions):
        for k, libraries in ((50, None), (5, ["bible", "arcd", "xquad", "synaxarium", "liturgy"]),
                             (number % 7 + 1, None), (10, ["arcd"])):
            assert index.search_lexical(question, k, libraries) == full_query(index, question, k, libraries), question
            compared += 1
    assert compared == 4 * len(questions) >= 400
