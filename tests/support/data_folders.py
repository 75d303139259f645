"""Which folder of the team's data (`shared/data`, the `shared_data` fixture) holds each library."""

from __future__ import annotations

FOLDER_OF_LIBRARY: dict[str, str] = {
    "bible": "arabic_bible_svd_stepbible",
    "synaxarium": "coptic_synaxarium_ar",
    "liturgy": "coptic_liturgical_ar",
    "arcd": "arcd",
    "xquad": "xquad",
}
