"""Searching real corpus chunks on the real node: analyzers, library filter, k-NN with filter,
metadata lookup, and exactly one HTTP request per question."""

from __future__ import annotations

from collections import Counter

import pytest

from dalil.settings import Settings
from dalil.stores.aws.clients import opensearch_client
from dalil.stores.aws.opensearch_search import OpenSearchCandidateSearch
from dalil.stores.protocols import CandidateSearch
from dalil.text.normalize import fold

pytestmark = pytest.mark.opensearch


def candidate_search(settings: Settings, client=None) -> OpenSearchCandidateSearch:
    return OpenSearchCandidateSearch(client or opensearch_client(settings), settings.opensearch_index, timeout_s=10)


def library_of(chunk_id: str) -> str:
    return {"svd": "bible", "syn": "synaxarium"}.get(chunk_id.split(":", 1)[0], "liturgy")


def test_node_runs_knn_and_the_arabic_analysis(built: Settings):
    client = opensearch_client(built)
    plugins = {row["component"] for row in client.cat.plugins(format="json")}
    assert "opensearch-knn" in plugins
    tokens = client.indices.analyze(body={"analyzer": "arabic", "text": "والكتاب المقدّس"})["tokens"]
    assert [t["token"] for t in tokens] == ["كتاب", "مقدس"]


def test_exact_subfield_tokens_equal_fold(built: Settings, corpus):
    """The lightly normalized `.exact` analyzer tokenizes and folds exactly like the embedded
    default's `fold()`: on crafted spellings and on real text of every library indexed."""
    client = opensearch_client(built, timeout_s=30)
    index = built.opensearch_index
    crafted = [
        "إِنَّ الْقِدِّيسَ أَنْطُونِيُوسَ",  # harakat, shadda, hamza forms
        "مَلَاكُ ٱلرَّبِّ يُوحَنَّا الْمَعْمَدَانُ",  # alef wasla
        "كيهك ٢٢ و ۱۲ هاتور",  # Arabic-Indic and Eastern digits
        "مُوسَىٰ ذٰلِكَ الصلاة",  # superscript alef, alef maqsura, ta marbuta
        "القديسة دميانة — السنكسار.ويعمل (ص٣)",  # punctuation inside and between words
        "ـــالكنيسة Athanasius of ALEXANDRIA",  # tatweel, Latin transliteration
        "القديس أنطو\u200dنيوس والكنـ\u00adيسة \u200fمريم\u200e",  # format characters inside and around words
    ]
    texts = crafted + [chunk.text for chunk in corpus[::7]]
    mismatches = []
    for text in texts:
        tokens = [t["token"] for t in client.indices.analyze(index=index, body={"analyzer": "dalil_exact", "text": text})["tokens"]]
        if tokens != fold(text).split():
            mismatches.append((text[:60], tokens[:8], fold(text).split()[:8]))
    assert mismatches == [], f"{len(mismatches)}/{len(texts)} texts tokenized differently: {mismatches[:3]}"


def test_lexical_vector_and_metadata_signals(built: Settings, embedder):
    search = candidate_search(built)
    assert isinstance(search, CandidateSearch)
    question = "تذكار نياحة القديس في شهر توت"
    signals = search.search(question, embedder.embed_query(question), 10, 10, None,
                            {"library": "synaxarium", "coptic_month": 1, "coptic_day": 2})
    assert set(signals) == {"lexical", "vector", "metadata"}
    assert len(signals["lexical"]) == 10 and len(signals["vector"]) == 10
    scores = [score for _id, score in signals["lexical"]]
    assert scores == sorted(scores, reverse=True)
    # The metadata signal: exactly the Synaxarium entries of 2 Tout, in document order.
    assert signals["metadata"] and all(cid.startswith("syn:01-02#") for cid, _ in signals["metadata"])
    assert signals["metadata"] == sorted(signals["metadata"], key=lambda hit: (hit[0].split("/")[0], int(hit[0].split("/")[1])))


def test_bible_verse_lookup(built: Settings, corpus):
    target = next(c for c in corpus if c.library == "bible" and c.metadata.get("verse_start", 0) > 1)
    verse = target.metadata["verse_start"] + 1 if target.metadata["verse_end"] > target.metadata["verse_start"] else target.metadata["verse_start"]
    signals = candidate_search(built).search("", None, 5, 5, None, {"library": "bible", "book": target.metadata["book"],
                                                                     "chapter": target.metadata["chapter"], "verse": verse})
    assert [cid for cid, _ in signals["metadata"]] == [target.chunk_id]
    assert signals["lexical"] == [] and signals["vector"] == []


@pytest.mark.parametrize("library", ["synaxarium", "bible", "liturgy"])
def test_library_filter_on_every_signal(built: Settings, embedder, library):
    question = "يسوع المسيح القديس الصلاة"
    signals = candidate_search(built).search(question, embedder.embed_query(question), 20, 20, [library])
    for name in ("lexical", "vector"):
        assert signals[name], name
        assert {library_of(cid) for cid, _ in signals[name]} == {library}, name


def test_knn_filter_keeps_k_hits_for_a_small_library(built: Settings, corpus, embedder):
    """Efficient filtering: the filter is applied inside the HNSW search, so a library holding a
    small share of the index still returns k hits (post-filtering would return fewer)."""
    counts = Counter(chunk.library for chunk in corpus)
    smallest = min(counts, key=counts.get)
    k = min(30, counts[smallest])
    question = "المجد للآب والابن والروح القدس"
    hits = candidate_search(built).search(question, embedder.embed_query(question), 0, k, [smallest])["vector"]
    assert len(hits) == k
    assert {library_of(cid) for cid, _ in hits} == {smallest}


def test_disabled_libraries_retrieve_nothing(built: Settings, embedder):
    signals = candidate_search(built).search("القديس", embedder.embed_query("القديس"), 10, 10, [], {"library": "synaxarium", "coptic_month": 1})
    assert signals == {"lexical": [], "vector": [], "metadata": []}


def test_exactly_one_http_request_per_question(built: Settings, counting_client, embedder):
    search = candidate_search(built, counting_client)
    for question, metadata in [
        ("من هو الأنبا أنطونيوس", None),
        ("ماذا حدث في ٢٢ هاتور", {"library": "synaxarium", "coptic_month": 3, "coptic_day": 22}),
        ("في البدء كان الكلمة", {"library": "bible", "book": "Jhn", "chapter": 1, "verse": 1}),
    ]:
        before = len(counting_client.sent)
        signals = search.search(question, embedder.embed_query(question), 50, 50, ["bible", "synaxarium", "liturgy"], metadata)
        assert signals["lexical"] or signals["vector"]
        assert counting_client.sent[before:] == ["POST /_msearch"]
