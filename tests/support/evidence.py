"""Evidence items for tests of the answer checks and the offline answerer: the label, the chunk and the
record's title, without the keyword boilerplate each test file wrote again."""

from __future__ import annotations

from dalil.models import Evidence


def evidence(label: str, chunk_id: str, title: str | None, excerpt: str) -> Evidence:
    """`Evidence` labelled `label` ("E1") of `chunk_id`, from the record titled `title`."""
    return Evidence(evidence_id=label, chunk_id=chunk_id, title=title, excerpt=excerpt)
