"""One rule, one place: a closed word list is written in one module, and its readers import it.

A module that writes three or more words of a list in its own string literals holds a copy of it
(one word is a mention: "ثانيه" the unit of time in the CLI, "هاتور" in an example sentence). The
copies left are listed with their reason, and the list only shrinks: a copy that is gone must be
taken off it (docs/ARCHITECTURE.md, "Where each word list lives").
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from dalil.text.coptic_calendar import EGYPTIAN_MONTH_WORDS, coptic_month_variants
from dalil.text.normalize import fold
from dalil.text.ordinals import ORDINAL_WORDS
from dalil.text.relative_days import RELATIVE_WORDS
from dalil.text.time_clauses import ORDER_CONJUNCTIONS, WHEN_CONJUNCTIONS

PACKAGE = Path(__file__).resolve().parents[2] / "shared" / "dalil"
A_COPY = 3  # distinct words of a list in one module's literals

# Copies left, each to import the list from its home instead (this set only shrinks).
KNOWN_COPIES = {
    "ordinals": set(),
    "gregorian months": set(),
    "coptic months": set(),
    "time-clause conjunctions": set(),
    # MEND43: each holds the words for another purpose, not as the list of relative days: the Egyptian-to-MSA
    # spelling map (colloquial: "امبارح" -> "أمس"), the Latin spellings (franco: "bokra" -> "بكره", and its English
    # stopwords), the words after إلى that make it "until" (addressee: "إلى اليوم", "إلى الغد"), the words that
    # frame a question (support.FRAME_WORDS: today and now, read by coverage; to read PRESENT_WORDS when measured).
    "relative days": {"text/colloquial.py", "text/franco.py", "text/addressee.py", "text/support.py"},
}
LISTS = {
    "ordinals": ("text/ordinals.py", frozenset(ORDINAL_WORDS)),
    "gregorian months": ("text/coptic_calendar.py", EGYPTIAN_MONTH_WORDS),
    "coptic months": ("text/coptic_calendar.py", frozenset(coptic_month_variants())),
    # CLAUSE41: لما، عندما، حين، حينما، بعدما، قبلما (and their glued و/ف forms, built from text.glued)
    "time-clause conjunctions": ("text/time_clauses.py", WHEN_CONJUNCTIONS | ORDER_CONJUNCTIONS),
    # MEND43: today, tomorrow, yesterday and now (the date reader, the time words, the answer checks, prediction)
    "relative days": ("text/relative_days.py", RELATIVE_WORDS),
}


def _literal_words(path: Path) -> frozenset[str]:
    """The folded words of a module's string literals, docstrings left out."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    prose = {id(node.value) for node in ast.walk(tree) if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)}
    return frozenset(
        fold(word)
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in prose
        for word in node.value.split()
    )


@pytest.fixture(scope="module")
def literal_words() -> dict[str, frozenset[str]]:
    return {str(path.relative_to(PACKAGE)): _literal_words(path) for path in sorted(PACKAGE.rglob("*.py"))}


@pytest.mark.parametrize("name", sorted(LISTS))
def test_a_word_list_is_written_in_its_home_only(name: str, literal_words: dict[str, frozenset[str]]) -> None:
    home, words = LISTS[name]
    holders = {module for module, found in literal_words.items() if len(found & words) >= A_COPY}
    assert holders == {home} | KNOWN_COPIES[name]
