"""What the concept-suite studies print for a part of a suite, written once for topic_suites_eval.py and
concepts_dev2_eval.py: concepts-dev2's documented cut and the hit counts of a part."""

from __future__ import annotations

import hashlib

# A fixture's outcome as the studies keep it: (strict rank, lenient rank, evidence floor passed).
Row = tuple[int | None, int | None, bool | None]


def dev2_split(fixture_id: str) -> str:
    """concepts-dev2's own cut (benchmarks/fixtures/README.md): validation = sha256(id) % 3 == 0."""
    return "validation" if int(hashlib.sha256(fixture_id.encode("utf-8")).hexdigest(), 16) % 3 == 0 else "tuning"


def counts(ids: list[str], rows: dict[str, Row]) -> str:
    """strict hit@1,hit@5, lenient hit@1,hit@5 and the floor's declines over the part's ids."""

    def hits(at: int, lenient: bool) -> int:
        return sum(1 for i in ids if (rank := rows[i][1 if lenient else 0]) is not None and rank <= at)

    rejected = sum(1 for i in ids if rows[i][2] is False)
    return (f"N={len(ids)} strict {hits(1, False)},{hits(5, False)} lenient {hits(1, True)},{hits(5, True)} "
            f"grounded_rejected {rejected}")
