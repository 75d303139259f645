"""The other names of one city (their one home: dalil/data/places/see-names.tsv; a spelling of one name is
`text.reading.PLACE_SPELLINGS`'). A see written "أسقف أورشليم" in the
question and "أسقف القدس" in a record is one see, not two namesakes' (RISKS57; NAMESAKE54's `another_see`). Two words
are one place when they are the same word, or both are names of one line of the table; compared folded, without the
article, as the see readers read a place."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from dalil.text.normalize import fold

SEE_NAMES_FILE = Path(__file__).resolve().parents[1] / "data" / "places" / "see-names.tsv"


def _key(word: str) -> str:
    return fold(word).strip().removeprefix("ال")


@cache
def _place_of() -> dict[str, int]:
    """Each name's line number in the table: its place."""
    place_of: dict[str, int] = {}
    for number, line in enumerate(SEE_NAMES_FILE.read_text(encoding="utf-8").splitlines()):
        if line.startswith("#") or not line.strip():
            continue
        for name in line.split("\t"):
            if key := _key(name):
                place_of[key] = number
    return place_of


def one_place(first: str, second: str) -> bool:
    """Do the two words name one place ("اورشليم" / "القدس"; "الاسكندريه" / "اسكندريه")? An empty word names none."""
    a, b = _key(first), _key(second)
    if not a or not b:
        return False
    if a == b:
        return True
    place_of = _place_of()
    return a in place_of and place_of.get(a) == place_of.get(b)
