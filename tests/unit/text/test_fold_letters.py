"""`normalize._fold_letters` replaces letters one `str.replace` at a time and collapses spaces only
when an underscore was turned into one (a speed change: fold runs ~130 times an ask). These tests
hold it equal to the plain definition — translate the letters, collapse every run of spaces — on
every character and on the fixtures' texts, so a new letter in `_LETTER_FOLD` that maps to another
key, or a change that lets two spaces through, fails here."""

from __future__ import annotations

import json
import re
import unicodedata
from pathlib import Path

from dalil.text import normalize
from dalil.text.normalize import _LETTER_FOLD, _fold_letters

FIXTURES = Path(__file__).resolve().parents[3] / "benchmarks" / "fixtures"


def _defined(text: str) -> str:
    text = unicodedata.normalize("NFKC", text)
    text = normalize._DIACRITICS.sub("", text)
    text = text.translate(_LETTER_FOLD).lower()
    text = normalize._NON_WORD.sub(" ", text).replace("_", " ")
    return re.sub(r"\s+", " ", text).strip()


def test_no_replacement_is_itself_a_folded_letter() -> None:
    # What lets one replace after another give what one translate gives.
    assert not {ord(str(value)) for value in _LETTER_FOLD.values()} & set(_LETTER_FOLD)


def test_every_character_folds_as_defined() -> None:
    # Every code point below U+30000 (surrogates aside), 256 at a time, alone, beside letters the
    # fold replaces and beside underscores and spaces.
    for block in range(0, 0x30000, 256):
        chars = [chr(code) for code in range(block, block + 256) if not 0xD800 <= code < 0xE000]
        for text in ("".join(chars), "ة".join(chars), "_ ".join(chars), " أ_".join(chars)):
            assert _fold_letters(text) == _defined(text), hex(block)


def test_underscores_and_spaces() -> None:
    for text in ("a_ b", "__x__", "_", "  ", "", "كلمة_ _كلمة", "a\u200d_\tb", "İstanbul_٣٤ ۴۵", "سَلامٌ عَلَيْكُم"):
        assert _fold_letters(text) == _defined(text)


def test_fixture_texts_fold_as_defined() -> None:
    texts = []
    for path in sorted(FIXTURES.glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                texts.extend(value for value in json.loads(line).values() if isinstance(value, str))
    assert len(texts) > 1000
    assert [_fold_letters(text) for text in texts] == [_defined(text) for text in texts]
