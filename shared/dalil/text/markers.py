"""The evidence markers of an answer ("[E1]", "[E1, E2]"): which evidence a sentence cites (`marker_ids`), the
sentence without them (`strip_markers`), and what only looks like one (`malformed_markers`). A module of its own,
below `text.support` (which reads them everywhere and whose readers import them from it) and `text.courtesy`."""

from __future__ import annotations

import re
from functools import lru_cache

# "[E1]" and the grouped form "[E1, E2]" (Latin or Arabic comma). Nothing else is a marker.
MARKER = re.compile(r"\[\s*(E\d+(?:\s*[,،]\s*E\d+)*)\s*\]")
_MARKER_ID = re.compile(r"E\d+")
# Anything that looks like an attempt at a marker ("[E 1]", "[e1]", "[المصدر E1]") but is not one.
_MARKER_LIKE = re.compile(r"\[[^\[\]]{0,20}\b[Ee]\s*\d+[^\[\]]{0,20}\]")


def marker_ids(text: str) -> list[str]:
    """Evidence ids of every marker in `text`, in order of appearance, repeats kept."""
    return [ident for match in MARKER.finditer(text) for ident in _MARKER_ID.findall(match.group(1))]


_SPACE_RUN = re.compile(r"[ \t]{2,}")


@lru_cache(maxsize=4096)  # ~150 calls an ask, most on the question and the same excerpts; pure in its text
def strip_markers(text: str) -> str:
    return _SPACE_RUN.sub(" ", MARKER.sub("", text)).strip()


def malformed_markers(text: str) -> list[str]:
    """Bracketed things that look like evidence markers but do not parse as one."""
    return [m.group(0) for m in _MARKER_LIKE.finditer(MARKER.sub("", text))]
