from __future__ import annotations

from conftest import candidates_of, make_chunk

from dalil.answer.context import (
    EVIDENCE_OVERHEAD_TOKENS,
    build_context,
    build_full_context,
    estimate_tokens,
    near_duplicate_score,
)
from dalil.models import Candidate
from dalil.settings import Settings
from dalil.text.support import split_sentences


def test_token_estimate_is_deterministic_and_takes_the_larger_measure():
    assert estimate_tokens("") == 0
    assert estimate_tokens("في البدء كان الكلمة") == 6  # 4 words × 1.3 = 5.2 > 19 chars / 3.5
    vocalised = "فِي الْبَدْءِ كَانَ الْكَلِمَةُ"
    assert estimate_tokens(vocalised) == 9  # 31 chars / 3.5 = 8.9 > 5.2


def test_excerpt_is_a_verbatim_window_focused_on_the_question(synaxarium_chunks):
    chunk = synaxarium_chunks(1, 1)[1]  # Bartholomew, a long entry
    question = "من الذي قال لبرثلوماوس تعال وانظر؟"
    pack = build_context(question, candidates_of([chunk]), Settings(excerpt_sentences=2))
    excerpt = pack.evidence[0].excerpt
    assert excerpt in chunk.text and excerpt != chunk.text
    assert len(split_sentences(excerpt)) == 2
    assert "تعال وأنظر" in excerpt


def test_date_question_keeps_the_synaxarium_opening(synaxarium_chunks):
    chunk = synaxarium_chunks(1, 2)[0]  # John the Baptist
    pack = build_context("ماذا حدث في 2 توت لابنة أخيه؟", candidates_of([chunk]), Settings())
    assert pack.evidence[0].excerpt.startswith("في هذا اليوم استشهد القديس السابق")


def test_ids_follow_rank_order_and_map_to_chunk_ids(synaxarium_chunks):
    chunks = synaxarium_chunks(3, 22)
    pack = build_context("القديس", candidates_of(chunks), Settings(context_chunks=10, context_token_budget=10_000))
    assert [e.evidence_id for e in pack.evidence] == [f"E{i + 1}" for i in range(len(chunks))]
    assert [e.chunk_id for e in pack.evidence] == [c.chunk_id for c in chunks]
    assert pack.mode == "compact"
    assert pack.chunk_metadata[chunks[0].chunk_id]["coptic_month"] == 3


def test_same_paragraph_twice_is_one_but_two_psalm_translations_are_two(arcd_train, agpeya_psalm_1, svd_psalm_1):
    paragraph = arcd_train[0]["context"]
    a = make_chunk("arcd:aaaaaaaaaaaa/0", paragraph)
    b = make_chunk("xquad:Copy:0/0", paragraph, library="xquad")
    agpeya = make_chunk("agpeya:prime:prime-psalm-1/0", agpeya_psalm_1, library="liturgy")
    svd = make_chunk("svd:Psa.1/0", svd_psalm_1, library="bible")
    settings = Settings(context_chunks=5, context_token_budget=10_000, excerpt_sentences=50)
    pack = build_context(arcd_train[0]["question"], candidates_of([a, b, agpeya, svd]), settings)
    assert [e.chunk_id for e in pack.evidence] == [a.chunk_id, agpeya.chunk_id, svd.chunk_id]
    assert pack.drop_reasons == {b.chunk_id: f"duplicate_of:{a.chunk_id}"}
    # Shared phrases of the two translations give some overlap, far below the 0.8 threshold.
    assert near_duplicate_score(agpeya_psalm_1, svd_psalm_1) < 0.5


def test_a_lightly_edited_copy_is_still_a_duplicate(arcd_train):
    paragraph = arcd_train[0]["context"]
    edited = paragraph.replace("صحفي", "صَحَفِيّ") + " انتهى."
    assert near_duplicate_score(edited, paragraph) >= 0.8


def test_budget_is_respected_and_drops_are_recorded(synaxarium_chunks):
    chunks = [c for month, day in [(1, 1), (3, 22), (4, 29), (7, 1)] for c in synaxarium_chunks(month, day)]
    settings = Settings(context_chunks=5, context_token_budget=300, excerpt_sentences=3)
    pack = build_context("نياحة القديس", candidates_of(chunks), settings)
    assert pack.tokens <= 300
    assert pack.tokens == sum(estimate_tokens(e.excerpt) + EVIDENCE_OVERHEAD_TOKENS for e in pack.evidence)
    assert 1 <= len(pack.evidence) <= 5
    assert all(e.excerpt in next(c.text for c in chunks if c.chunk_id == e.chunk_id) for e in pack.evidence)
    kept = {e.chunk_id for e in pack.evidence}
    assert set(pack.dropped) == {c.chunk_id for c in chunks} - kept
    assert set(pack.drop_reasons.values()) <= {"token_budget", "context_chunks"} | {
        r for r in pack.drop_reasons.values() if r.startswith("duplicate_of:")
    }


def test_a_long_first_chunk_is_cut_verbatim_to_fit(synaxarium_chunks):
    longest = max((c for c in synaxarium_chunks(1, 1)), key=lambda c: len(c.text))
    pack = build_context("برثلوماوس", candidates_of([longest]), Settings(context_token_budget=60, min_excerpt_tokens=20))
    assert len(pack.evidence) == 1
    assert pack.evidence[0].excerpt in longest.text
    assert pack.tokens <= 60


def test_unhydrated_and_repeated_candidates(synaxarium_chunks):
    chunk = synaxarium_chunks(1, 2)[1]
    candidates = [Candidate(chunk_id="syn:09-09#9/0", score=1.0), *candidates_of([chunk, chunk])]
    pack = build_context("داسيه الجندي", candidates, Settings())
    assert [e.chunk_id for e in pack.evidence] == [chunk.chunk_id]
    assert pack.drop_reasons == {"syn:09-09#9/0": "not_hydrated"}


def test_full_context_keeps_whole_chunks_and_the_same_ids(synaxarium_chunks):
    chunks = synaxarium_chunks(1, 1)
    settings = Settings(context_chunks=5)
    compact = build_context("النيروز رأس السنة", candidates_of(chunks), settings)
    full = build_full_context("النيروز رأس السنة", candidates_of(chunks), settings)
    assert full.mode == "full"
    assert [e.excerpt for e in full.evidence] == [c.text for c in chunks[:5]]
    assert {e.evidence_id: e.chunk_id for e in compact.evidence}.items() <= {
        e.evidence_id: e.chunk_id for e in full.evidence
    }.items()


def test_each_excerpt_is_compared_with_every_kept_one_by_the_documented_rule(arcd_train):
    # build_context folds each excerpt once; the drops must be exactly what the pairwise rule
    # (near_duplicate_score against every kept excerpt, in rank order) gives.
    paragraphs = list(dict.fromkeys(row["context"] for row in arcd_train))[:12]
    chunks = []
    for i, paragraph in enumerate(paragraphs):
        chunks.append(make_chunk(f"arcd:{i:012d}/0", paragraph))
        if i % 3 == 0:
            chunks.append(make_chunk(f"xquad:copy{i}:0/0", paragraph.replace("في", "فى") + " انتهى.", library="xquad"))
    settings = Settings(context_chunks=30, context_token_budget=100_000, excerpt_sentences=50)
    pack = build_context(arcd_train[0]["question"], candidates_of(chunks), settings)
    kept: list[tuple[str, str]] = []
    expected_drops = {}
    for chunk in chunks:
        duplicate_of = next((k for k, text in kept if near_duplicate_score(chunk.text, text) >= settings.dedupe_jaccard), None)
        if duplicate_of is None:
            kept.append((chunk.chunk_id, chunk.text))
        else:
            expected_drops[chunk.chunk_id] = f"duplicate_of:{duplicate_of}"
    assert pack.drop_reasons == expected_drops
    assert [e.chunk_id for e in pack.evidence] == [k for k, _ in kept]
    assert len(expected_drops) == 4
