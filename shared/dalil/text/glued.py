"""The conjunctions written glued to the next word: و "and", ف "so" ("وقال", "فأرسل"), and the prepositions: ب "with,
by", ل "to, for", ك "like" ("لمصر", "بالدير", "كالأبيض"). One table for every reader that takes one off a word or
aligns two words across it (the claim checks of `text.assertions`, `text.quotation` and `text.vocalization`, which
quotation imports; the Egyptian morphology; the fabrication probes; the answer checks that read a glued preposition:
`answer.entity_held`, `subject_held`, `disputed_fill`, `deed_person`, `deed_thing`, `text.exchanges`,
`text.paraphrase` — NAMEREAD76 moved their seven private copies here). A module of its own, importing nothing, so
that any module of `text` can read it without a cycle. A reader keeps its own letters and length where it truly
differs (ك "like" only where a likeness can stand; the shorter the rest, the more often the first letter is the
word's own: "بولا", "لوقا"). A name the corpus knows is never split (`own_letter_name`: "فيلبس" is no ف + "يلبس";
LEFTOVERS78). It imports only `normalize`, which imports nothing of Dalil."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from dalil.text.normalize import fold

GLUED_CONJUNCTIONS = "وف"
# The persons the corpus knows by name: the Arabic side of the Franco names table (Bible and Coptic Church persons;
# `text.franco` reads its Latin side, and imports this module's readers, so the file is read here, not imported).
_NAMES_FILE = Path(__file__).resolve().parents[1] / "data" / "franco" / "names.tsv"


@lru_cache(maxsize=1)
def known_names() -> frozenset[str]:
    """The folded names of `_NAMES_FILE` (a name of several words: each of its words)."""
    lines = _NAMES_FILE.read_text(encoding="utf-8").splitlines()
    rows = [line.split("\t")[1] for line in lines if line.strip() and not line.startswith("#") and "\t" in line]
    return frozenset(word for row in rows for word in fold(row).split())


def own_letter_name(word: str) -> bool:
    """Is the folded `word` a name the corpus knows whose first letter a reader would take for a glued particle
    ("فيلبس", "بطرس", "لوقا")? Its letter is its own: "فيلبس" is no ف + "يلبس" (wear), which answered "what was John
    wearing" by Herodias's husband Philip (fq55-029)."""
    return word[:1] in _PARTICLE_LETTERS and word in known_names()


def unglued(word: str, longer_than: int = 2) -> str:
    """`word` without its glued و/ف when more than `longer_than` letters are written ("وقال" -> قال),
    else `word` ("وف" is no و + ف). Each caller keeps its own length: the shorter the rest, the more
    often the first letter is the word's own ("ولد", "فرح"); a name the corpus knows keeps it ("فيلبس")."""
    return word[1:] if len(word) > longer_than and word[:1] in GLUED_CONJUNCTIONS and not own_letter_name(word) else word


def glued_forms(word: str) -> set[str]:
    """A folded word as written and past a glued و/ف (`ويباركك` -> `يباركك`)."""
    return {word, unglued(word)}


# The prepositions written glued to the next word: ب "with, by", ل "to, for" (`BY_AND_TO`), and ك "like".
BY_AND_TO = "بل"
GLUED_PREPOSITIONS = BY_AND_TO + "ك"


def off_preposition(word: str, letters: str = GLUED_PREPOSITIONS, longer_than: int = 3) -> str | None:
    """`word` without its glued preposition (one of `letters`) when more than `longer_than` letters are written
    ("لمصر" -> مصر, "بالدير" -> الدير); None when it opens with none."""
    return word[1:] if len(word) > longer_than and word[:1] in letters else None


def unglued_forms(token: str, prepositions: str = BY_AND_TO) -> list[str]:
    """A folded word, then without one glued و/ف, then without one glued preposition of `prepositions` ("فليقولوا" ->
    "ليقولوا" -> "يقولوا"); each form at least three letters."""
    forms = [token]
    if len(token) > 3 and token[0] in GLUED_CONJUNCTIONS:
        forms.append(token[1:])
    if (bare := off_preposition(forms[-1], prepositions)) is not None:
        forms.append(bare)
    return forms


# A glued preposition on the article: "بالذهب", "للرهبان" (ل and the article write one lam), "كالأبيض".
_PREPOSITION_ARTICLED = ("بال", "لل", "كال")


def articled_openings(conjunctions: str = "", under_conjunction: str = GLUED_PREPOSITIONS) -> tuple[str, ...]:
    """How a word opens with the article under a glued preposition ("بال", "لل", "كال"): a preposition's phrase; and
    under a glued conjunction of `conjunctions` before a preposition of `under_conjunction` ("وبال", "فلل"; a reader
    of short words leaves ك out there: "وكالة" is an agency)."""
    return (*_PREPOSITION_ARTICLED, *(c + p for c in conjunctions for p in _PREPOSITION_ARTICLED if p[0] in under_conjunction))


# A one-letter conjunction or preposition glued to the next word: و، ف، ب "with, by", ل "to, for".
ONE_LETTER_PARTICLES = (*GLUED_CONJUNCTIONS, *BY_AND_TO)
_PARTICLE_LETTERS = frozenset((*ONE_LETTER_PARTICLES, *GLUED_PREPOSITIONS))


def without_one_letter(word: str) -> frozenset[str]:
    """`word`, and `word` without a glued one-letter particle or ك "like" when more than three letters are
    written ("بلون" -> لون, "كالأبيض" -> الأبيض): how a predicate noun is written after و، ف، ب، ل، ك."""
    if len(word) > 3 and word[:1] in (*GLUED_CONJUNCTIONS, *GLUED_PREPOSITIONS):
        return frozenset({word, word[1:]})
    return frozenset({word})


# The article, alone or under a glued particle: "الابن", "والكنيسة", "فالملك", "بالدير", "للعذارى".
ARTICLED = ("وال", "فال", "بال", "لل", "ال")
# A glued particle, the article, or both, before a word.
PARTICLES_AND_ARTICLE = (*ARTICLED, *ONE_LETTER_PARTICLES)


def particle_forms(word: str, min_rest: int = 3) -> tuple[str, ...]:
    """`word`, then `word` without each of `PARTICLES_AND_ARTICLE` it opens with that leaves `min_rest` letters, in
    that table's order ("والكنيسه" -> والكنيسه, كنيسه, الكنيسه): for a reader whose first form found wins."""
    return (word, *(word[len(p) :] for p in PARTICLES_AND_ARTICLE if word.startswith(p) and len(word) - len(p) >= min_rest))


def without_particles(word: str, min_rest: int = 3) -> frozenset[str]:
    """`word` and `word` without each of `PARTICLES_AND_ARTICLE` it opens with that leaves `min_rest` letters
    ("والكنيسه" -> {والكنيسه, الكنيسه, كنيسه})."""
    return frozenset(particle_forms(word, min_rest))
