"""The glued conjunctions و/ف and the particle-and-article prefixes: one table (text/glued.py), read by
every module that takes them off a word (MEND36: `vocalization` and `quotation` each wrote its own,
as did the claim checks, the Egyptian morphology, the fabrication probes and some forty literals)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from dalil.text.glued import GLUED_CONJUNCTIONS, PARTICLES_AND_ARTICLE, unglued, without_particles
from dalil.text.normalize import fold
from dalil.text.quotation import _bare
from dalil.text.vocalization import _key

PACKAGE = Path(__file__).resolve().parents[3] / "shared" / "dalil"
HOME = "text/glued.py"


@pytest.mark.parametrize(
    ("word", "longer_than", "bare"),
    [
        ("وسمع", 2, "سمع"),
        ("فخرج", 3, "خرج"),
        ("ولد", 3, "ولد"),  # three letters: the و is the word's own under this caller's length
        ("ولد", 2, "لد"),
        ("وف", 2, "وف"),
        ("", 2, ""),
        ("بطرس", 2, "بطرس"),
    ],
)
def test_unglued_takes_one_conjunction_off_a_long_enough_word(word: str, longer_than: int, bare: str) -> None:
    assert unglued(word, longer_than) == bare


def test_without_particles_gives_the_word_and_each_prefix_taken_off() -> None:
    assert without_particles("والكنيسه") == {"والكنيسه", "الكنيسه", "كنيسه"}
    assert without_particles("للعذاري") == {"للعذاري", "لعذاري", "عذاري"}
    assert without_particles("بيت") == {"بيت"}  # "يت" is too short to be the word


def _copies(tree: ast.AST) -> list[int]:
    """Lines where a module writes the glued conjunctions itself: the string "وف", the pair ("و", "ف"),
    or the particle-and-article prefix table."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and node.value in ("وف", "فو"):
            found.append(node.lineno)
        elif isinstance(node, (ast.Tuple, ast.List, ast.Set)) and all(isinstance(e, ast.Constant) for e in node.elts):
            values = {e.value for e in node.elts}
            if values == {"و", "ف"} or values == set(PARTICLES_AND_ARTICLE):
                found.append(node.lineno)
    return found


def test_the_glued_conjunctions_are_written_in_their_home_only() -> None:
    copies = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        module = str(path.relative_to(PACKAGE))
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docstrings = {id(n.value) for n in ast.walk(tree) if isinstance(n, ast.Expr) and isinstance(n.value, ast.Constant)}
        lines = [line for line in _copies(tree) if line not in {n.lineno for n in ast.walk(tree) if id(n) in docstrings}]
        if module != HOME and lines:
            copies[module] = lines
    assert copies == {}
    assert GLUED_CONJUNCTIONS == "وف"


def test_vocalization_and_quotation_align_a_glued_conjunction_alike() -> None:
    for word in ("وأرسل", "فأرسل", "أرسل", "ولد"):
        assert _key(word) == _bare(fold(word))
