"""A Synaxarium answer and its cards name the day they commemorate and this year's Gregorian date
of it, from the record's metadata and the calendar (never from the model), in DALIL_TIMEZONE."""

from __future__ import annotations

from pathlib import Path

import pytest
from support.answer_store import ANTONY, answer_settings, build_answer_store

from dalil.text.coptic_calendar import gregorian_in_year, today_in
from dalil.workflow.local import run


@pytest.mark.parametrize("timezone", ["Africa/Cairo", "Pacific/Kiritimati"])
def test_synaxarium_citations_and_cards_carry_the_day_and_this_years_date(tmp_path: Path, timezone: str) -> None:
    settings = answer_settings(tmp_path, provider="extractive", timezone=timezone)
    build_answer_store(settings)
    response = run("متى تنيح القديس أنطونيوس أب جميع الرهبان؟", settings=settings)
    assert response.state == "answer", response.reason
    antony = [c for c in response.citations if c.chunk_id.startswith(ANTONY)]
    assert antony, response.citations
    cards = [card for card in response.sources if card.chunk_id.startswith(ANTONY)]
    year = today_in(timezone).year
    for day in [antony[0].coptic_day, cards[0].coptic_day]:
        assert day is not None and (day.month, day.day, day.label) == (5, 22, "22 طوبه")
        assert day.gregorian == gregorian_in_year(5, 22, year) and day.gregorian is not None
        assert day.gregorian_label == f"{day.gregorian.day} يناير {year}"
    # The model's text is not where the day comes from: the extractive answer never states it.
    assert "طوبه" not in (response.answer or "")
