"""The OpenSearch lexical signal against the embedded default's SQLite FTS5 search, on the same real
chunks and real fixture questions: same analyzed terms, same bm25 formula, same statistics.

Stated tolerance, and why: Lucene stores a document's length in one byte (SmallFloat.intToByte4:
exact below 24 terms, otherwise rounded DOWN to 4 significant bits, so at most 1/8 short). A
shorter length only raises a BM25 term score, by at most a factor 1 / (1 - 1/8) = 8/7 (the length
part of the denominator shrinks by at most 1/8). So every OpenSearch score lies in
[SQLite score, 8/7 · SQLite score] (float32 aside), the set of matching chunks is identical, and
two chunks may swap places only when their SQLite scores are within a factor 8/7."""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import pytest

from dalil.models import Chunk
from dalil.settings import Settings
from dalil.stores.aws.clients import opensearch_client
from dalil.stores.aws.opensearch_search import OpenSearchCandidateSearch
from dalil.stores.sqlite.store import SqliteStore, open_store

pytestmark = pytest.mark.opensearch

FIXTURES = Path(__file__).resolve().parents[3] / "benchmarks" / "fixtures"
NORM_FACTOR = 8 / 7
FLOAT32 = 1e-4  # Lucene scores are float32
EVERYTHING = 5000  # more than the test corpus holds: every matching chunk comes back


def real_questions() -> list[str]:
    """Every curated question of the suites whose libraries the test corpus holds, and some
    ARCD/XQuAD ones (their paragraphs are not indexed here: their terms still hit Bible and Synaxarium text)."""
    questions = []
    for name, limit in (("synaxarium-names", None), ("synaxarium-stories", None), ("synaxarium-dates", None),
                        ("liturgy-titles", None), ("bible-refs", None), ("dev-arcd", 30), ("dev-xquad", 30)):
        lines = (FIXTURES / f"{name}.jsonl").read_text(encoding="utf-8").splitlines()
        questions += [json.loads(line)["question"] for line in itertools.islice(lines, limit)]
    return questions


@pytest.fixture(scope="module")
def parity_settings(built: Settings) -> Settings:
    return built.model_copy(update={"lexical_title_weight": 1.0, "lexical_text_weight": 1.0, "lexical_surface_weight": 2.0})


@pytest.fixture(scope="module")
def sqlite_twin(tmp_path_factory, parity_settings: Settings, corpus: list[Chunk], vectors, embedder) -> SqliteStore:
    """The same chunks and vectors in an embedded SQLite store, written by its own IndexWriter."""
    store = open_store(tmp_path_factory.mktemp("parity") / "dalil.sqlite", embedder=embedder, create=True, settings=parity_settings)
    by_doc: dict[str, list[Chunk]] = {}
    for chunk in corpus:
        by_doc.setdefault(chunk.doc_id, []).append(chunk)
    store.writer.replace_documents(by_doc, vectors, {doc_id: f"hash-{doc_id}" for doc_id in by_doc})
    yield store
    store.close()


def opensearch_lexical(settings: Settings) -> OpenSearchCandidateSearch:
    return OpenSearchCandidateSearch(
        opensearch_client(settings, timeout_s=30), settings.opensearch_index, timeout_s=30,
        title_weight=settings.lexical_title_weight, text_weight=settings.lexical_text_weight,
        surface_weight=settings.lexical_surface_weight,
    )


def test_lexical_ranking_equals_sqlite_fts_within_the_length_norm_tolerance(parity_settings: Settings, sqlite_twin: SqliteStore):
    search = opensearch_lexical(parity_settings)
    questions = real_questions()
    assert len(questions) > 100
    problems: list[str] = []
    identical_top10 = same_top10_set = same_top1 = 0
    compared = 0
    for question in questions:
        theirs = sqlite_twin.lexical.search_lexical(question, EVERYTHING)
        ours = search.search(question, None, EVERYTHING, 0)["lexical"]
        if not theirs:
            assert ours == [], question
            continue
        compared += 1
        fts_score = dict(theirs)
        if set(fts_score) != {cid for cid, _ in ours}:
            problems.append(f"{question}: matched sets differ ({len(ours)} vs {len(theirs)})")
            continue
        for cid, score in ours:
            if not fts_score[cid] * (1 - FLOAT32) <= score <= fts_score[cid] * NORM_FACTOR * (1 + FLOAT32):
                problems.append(f"{question}: {cid} scored {score:.4f} on OpenSearch, {fts_score[cid]:.4f} in FTS5")
        # Any pair OpenSearch orders against FTS5 must be a near-tie the length rounding can flip.
        for (a, _), (b, _) in itertools.combinations(ours, 2):
            if fts_score[b] > fts_score[a] * NORM_FACTOR * (1 + FLOAT32):
                problems.append(f"{question}: {a} above {b}, FTS5 scores {fts_score[a]:.4f} < {fts_score[b]:.4f}")
        identical_top10 += [cid for cid, _ in ours[:10]] == [cid for cid, _ in theirs[:10]]
        same_top10_set += {cid for cid, _ in ours[:10]} == {cid for cid, _ in theirs[:10]}
        same_top1 += ours[0][0] == theirs[0][0]
    print(f"lexical parity over {compared} questions: top-1 {same_top1}, top-10 set {same_top10_set}, top-10 order {identical_top10}")
    assert problems == [], f"{len(problems)} violations, first: {problems[:3]}"
    assert compared > 100


def test_same_library_filter_and_no_terms_behaviour(parity_settings: Settings, sqlite_twin: SqliteStore):
    search = opensearch_lexical(parity_settings)
    question = "صلاة باكر من الاجبية"
    for libraries in (["liturgy"], ["bible", "synaxarium"]):
        theirs = [cid for cid, _ in sqlite_twin.lexical.search_lexical(question, EVERYTHING, libraries)]
        ours = [cid for cid, _ in search.search(question, None, EVERYTHING, 0, libraries)["lexical"]]
        assert theirs and set(ours) == set(theirs)
    # Only stop words: FTS5 searches nothing, neither does OpenSearch (no request for it at all).
    assert sqlite_twin.lexical.search_lexical("من هو ما هي", 10) == []
    assert search.search("من هو ما هي", None, 10, 0)["lexical"] == []
