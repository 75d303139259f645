"""Search-only normalization. It folds what the OpenSearch `arabic` analyzer folds, so both
deployments agree; the original text is never passed through here for display or citation."""

from __future__ import annotations

import html
import re
import unicodedata
from functools import lru_cache

# U+064B..U+0652 harakat, U+0670 superscript alef, U+0640 tatweel, Quranic marks U+06D6..U+06ED.
DIACRITIC_CHARACTERS = "\u064b-\u065f\u0670\u0640\u06d6-\u06ed"  # a character class's body
_DIACRITICS = re.compile(f"[{DIACRITIC_CHARACTERS}]")
_LETTER_FOLD = str.maketrans(
    {
        "\u0622": "\u0627",  # آ -> ا
        "\u0623": "\u0627",  # أ -> ا
        "\u0625": "\u0627",  # إ -> ا
        "\u0671": "\u0627",  # ٱ -> ا (the analyzer keeps it; the SVD text uses it rarely, folding is safe)
        "\u0649": "\u064a",  # ى -> ي
        "\u0629": "\u0647",  # ة -> ه
        # Arabic-Indic and Eastern Arabic-Indic digits -> ASCII (the analyzer's decimal_digit filter)
        **{chr(0x0660 + i): str(i) for i in range(10)},
        **{chr(0x06F0 + i): str(i) for i in range(10)},
    }
)
# Unicode format characters (category Cf, Unicode 14: ZWJ, ZWNJ, soft hyphen, directional marks,
# BOM, ...) are invisible and never a word boundary: removed before tokens are cut, so a word with
# one inside (pasted from a chat app or a PDF) is the word. The OpenSearch analyzers remove the
# same set with this very pattern (stores/aws/opensearch_index.py). It stays Unicode 14's on every
# interpreter: Python 3.12+ know seven more Cf characters (Egyptian hieroglyph controls), and
# taking them from the interpreter would let two servers cut a question differently.
FORMAT_CHARACTERS = (
    "[\u00ad\u0600-\u0605\u061c\u06dd\u070f\u0890-\u0891\u08e2\u180e\u200b-\u200f\u202a-\u202e"
    "\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb\U000110bd\U000110cd\U00013430-\U00013438"
    "\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0001\U000e0020-\U000e007f]"
)
_FORMAT = re.compile(FORMAT_CHARACTERS)
# Anything that is not a letter or digit separates tokens; Arabic punctuation included.
_NON_WORD = re.compile(r"[^\w]+", re.UNICODE)
_CONTROL = re.compile(r"[\u0000-\u0008\u000b-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]")
_SPACE = re.compile(r"\s+")


def clean_source_text(text: str) -> str:
    """Repair source text at ingest: HTML entities (`&quot;`), control characters, runs of spaces.
    This is the one change made to evidence text, and it restores what the publisher meant."""
    text = html.unescape(text)
    text = _CONTROL.sub("", text)
    text = unicodedata.normalize("NFC", text)
    lines = [_SPACE.sub(" ", line).strip() for line in text.split("\n")]
    return "\n".join(lines).strip()


# A served ask folds ~180 texts, ~29 of them distinct: the question, each excerpt and sentence and
# word is folded again by every reader of it (the context, the answerer, the claim checks, the
# names ...). The fold of a text is fixed, so texts up to `_REMEMBERED_FOLD_CHARS` long are folded
# once and remembered (the last `_REMEMBERED_FOLDS`: a few dozen asks' worth, at most ~8 MB);
# longer ones (whole chapters at ingest) are folded every time. benchmarks/performance/RESULTS.md, CPU24F.
_REMEMBERED_FOLD_CHARS = 2048
_REMEMBERED_FOLDS = 1024


def fold(text: str) -> str:
    """Letters, diacritics, digits, punctuation and case folded; tokens separated by one space."""
    if len(text) <= _REMEMBERED_FOLD_CHARS:
        return _fold_remembered(text)
    return _fold(text)


@lru_cache(maxsize=_REMEMBERED_FOLDS)
def _fold_remembered(text: str) -> str:
    return _fold(text)


def _fold(text: str) -> str:
    return _fold_letters(_FORMAT.sub("", text))


def folded_words(text: str) -> frozenset[str]:
    """The folded words of `text`, as a set: a word table written once in readable Arabic."""
    return frozenset(fold(text).split())


def id_fold(text: str) -> str:
    """The fold that content-hashed document ids are minted from. It keeps the rule the ids were first
    minted with (a format character splits words, as any non-word character does), so an id never
    changes when search folding learns something new."""
    return _fold_letters(text)


# `_LETTER_FOLD` as (letter, replacement) pairs: each letter maps to one character that is never
# itself a key, so replacing them one after another gives what `str.translate` gives, and a
# `str.replace` of a letter the text lacks costs a scan, not a dict lookup per character
# (fold runs ~130 times an ask: benchmarks/performance/RESULTS.md, "The pure-Python share").
_LETTER_PAIRS = tuple((chr(key), str(value)) for key, value in _LETTER_FOLD.items())


def _fold_letters(text: str) -> str:
    text = unicodedata.normalize("NFKC", text)
    text = _DIACRITICS.sub("", text)
    for letter, replacement in _LETTER_PAIRS:
        if letter in text:
            text = text.replace(letter, replacement)
    text = _NON_WORD.sub(" ", text.lower())
    if "_" in text:
        # Only an underscore (a word character) turned into a space can leave two spaces side by
        # side: every run of non-word characters, whitespace included, is already one space.
        text = _SPACE.sub(" ", text.replace("_", " "))
    return text.strip()


def tokens(text: str) -> list[str]:
    return fold(text).split()


# Harakat, superscript alef, Quranic marks and tatweel only: the embedding model saw mostly
# unvocalised text, while letter forms (ة, أ, ى) carry meaning it has learned, so they stay.
_EMBEDDING_NOISE = re.compile("[\u064b-\u065f\u0670\u0640\u06d6-\u06ed]")


def for_embedding(text: str) -> str:
    """Text as the sentence embedder should see it: diacritics and tatweel removed, nothing else."""
    return _SPACE.sub(" ", _EMBEDDING_NOISE.sub("", unicodedata.normalize("NFC", text))).strip()
