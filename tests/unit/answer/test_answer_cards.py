from __future__ import annotations

from datetime import date

import pytest

from conftest import candidates_of
from dalil.answer.cards import allowed_urls, chunks_by_id, citations, coptic_day, source_cards
from dalil.answer.context import build_context
from dalil.errors import CitationResolutionError
from dalil.models import Candidate
from dalil.settings import Settings


@pytest.fixture()
def day(synaxarium_chunks):
    chunks = synaxarium_chunks(1, 2)
    candidates = candidates_of(chunks)
    return chunks, candidates, build_context("استشهاد يوحنا المعمدان", candidates, Settings())


def test_citations_come_from_stored_records_in_citation_order(day):
    chunks, candidates, pack = day
    result = citations(["E2", "E1", "E2"], pack, chunks_by_id(candidates))
    assert [c.id for c in result] == ["E2", "E1"]
    assert result[0].chunk_id == chunks[1].chunk_id
    assert result[0].title == chunks[1].title and result[0].url == chunks[1].url
    assert result[1].url == "https://www.copticchurch.net/synaxarium/1_2.html?lang=ar#1"


def test_source_cards_carry_record_metadata_and_the_shown_excerpt(day):
    chunks, candidates, pack = day
    cards = source_cards(pack, chunks_by_id(candidates))
    assert [card.chunk_id for card in cards] == [e.chunk_id for e in pack.evidence]
    first = cards[0]
    assert (first.doc_id, first.library, first.title) == (chunks[0].doc_id, "synaxarium", chunks[0].title)
    assert first.excerpt == pack.evidence[0].excerpt
    assert allowed_urls(pack, chunks_by_id(candidates)) == [c.url for c in chunks]


def test_unresolvable_ids_are_invariant_failures(day):
    chunks, candidates, pack = day
    with pytest.raises(CitationResolutionError, match="E9"):
        citations(["E9"], pack, chunks_by_id(candidates))
    unhydrated = [Candidate(chunk_id=c.chunk_id, score=1.0) for c in chunks]
    with pytest.raises(CitationResolutionError, match="no stored record"):
        source_cards(pack, chunks_by_id(unhydrated), ["E1"])


def test_synaxarium_cards_and_citations_carry_their_day_and_this_years_date(synaxarium_chunks):
    chunks = synaxarium_chunks(3, 22)  # 22 Hator
    candidates = candidates_of(chunks)
    pack = build_context("قزمان ودميان", candidates, Settings())
    today = date(2026, 3, 5)  # any day of 2026: the date is this Gregorian year's
    cards = source_cards(pack, chunks_by_id(candidates), today=today)
    cited = citations(["E1"], pack, chunks_by_id(candidates), today)
    for day in [card.coptic_day for card in cards] + [cited[0].coptic_day]:
        assert day is not None and (day.month, day.day, day.label) == (3, 22, "22 هاتور")
        assert day.gregorian == date(2026, 12, 1) and day.gregorian_label == "1 ديسمبر 2026"
    # Without today there is no Gregorian date, and the day still comes from the record.
    assert source_cards(pack, chunks_by_id(candidates))[0].coptic_day.gregorian is None


def test_other_libraries_and_bad_metadata_carry_no_day(synaxarium_chunks):
    chunk = synaxarium_chunks(1, 2)[0]
    assert coptic_day(chunk.model_copy(update={"library": "bible"}), date(2026, 1, 1)) is None
    assert coptic_day(chunk.model_copy(update={"metadata": {"coptic_month": "1", "coptic_day": 2}}), date(2026, 1, 1)) is None
    assert coptic_day(chunk.model_copy(update={"metadata": {"coptic_month": 14, "coptic_day": 2}}), date(2026, 1, 1)) is None
