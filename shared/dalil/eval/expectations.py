"""What a class-suite fixture expects beyond grounded/refuse, checked against one response.

A fixture "behaves" when every expectation it states holds:
- `expects.answer = "refuse"`: the state is `search` or `sources`; with `expects.reason`, the
  response's `reason` starts with that code (an ambiguous date must say `date_ambiguous`, an
  unknown book `ref_not_in_library`, not merely end in `search` for a weak match);
- `expects.answer = "grounded"` with expected chunks: an answer that cites one of them (or an
  acceptable one); with `expects.declineOk`, `sources` showing one of them behaves too (right or
  declined: a name question must not be answered from another saint's record);
- `expects.forbidLibraries`: no citation and no source card from those libraries;
- `expects.forbidToday`: no citation and no card of today's Synaxarium day (or the day before or
  after, whatever the clock's zone): "today" in a question about something else is not a date;
- `expects.forbidDocIds` (an extra key of the issue-20 glued-names suite): no citation of those
  records and none of them as the first source card — the record a one-letter name variant would
  wrongly reach (بيشاي is not بيشوي); the right record or a decline behaves.
"""

from __future__ import annotations

import datetime as dt

from dalil.eval.fixtures import Fixture
from dalil.models import Response, library_of
from dalil.retrieval.policy import synaxarium_day
from dalil.text.coptic_calendar import to_coptic

REFUSAL_STATES = frozenset({"search", "sources"})


def behaves(fixture: Fixture, response: Response) -> tuple[bool, str | None]:
    """(holds, why not)."""
    expects = fixture.expects
    if fixture.refuse:
        if response.state not in REFUSAL_STATES:
            return False, f"expected a refusal, got {response.state}"
        if expects.reason and not (response.reason or "").startswith(expects.reason):
            return False, f"expected reason {expects.reason!r}, got {(response.reason or '')[:60]!r}"
    elif fixture.expectedChunkIds and not (expects.forbidLibraries or expects.forbidToday):
        wanted = {*fixture.expectedChunkIds, *fixture.acceptableChunkIds}
        declined_right = expects.declineOk and response.state == "sources" and any(
            card.chunk_id in wanted for card in response.sources
        )
        if response.state != "answer" and not declined_right:
            return False, f"expected an answer, got {response.state} ({(response.reason or '')[:60]})"
        if response.state == "answer" and not any(c.chunk_id in wanted for c in response.citations):
            return False, "the answer cites no expected passage"
    shown = [c.chunk_id for c in response.citations] + [card.chunk_id for card in response.sources]
    forbidden = [cid for cid in shown if library_of(cid) in set(expects.forbidLibraries)]
    if forbidden:
        return False, f"shows {forbidden[0]} from a forbidden library"
    forbidden_docs = set((expects.model_extra or {}).get("forbidDocIds") or [])
    if forbidden_docs:
        cited = [c.chunk_id for c in response.citations if _doc_of(c.chunk_id) in forbidden_docs]
        if cited:
            return False, f"cites {cited[0]}, a record the question must not reach"
        if response.sources and _doc_of(response.sources[0].chunk_id) in forbidden_docs:
            return False, f"shows {response.sources[0].chunk_id} first, a record the question must not reach"
    if expects.forbidToday:
        days = _days_around_today()
        todays = [cid for cid in shown if synaxarium_day(cid) in days]
        if todays:
            return False, f"shows {todays[0]}, a record of today's Synaxarium day"
    return True, None


def _doc_of(chunk_id: str) -> str:
    return chunk_id.rpartition("/")[0] or chunk_id


def _days_around_today() -> set[tuple[int, int]]:
    today = dt.datetime.now(dt.UTC).date()
    return {to_coptic(today + dt.timedelta(days=shift))[1:] for shift in (-1, 0, 1)}
