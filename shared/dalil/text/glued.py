"""The conjunctions written glued to the next word: و "and", ف "so" ("وقال", "فأرسل"). One table for
every reader that takes one off a word or aligns two words across it (the claim checks of
`text.assertions`, `text.quotation` and `text.vocalization`, which quotation imports; the Egyptian
morphology; the fabrication probes). A module of its own, importing nothing, so that any module of
`text` can read it without a cycle."""

from __future__ import annotations

GLUED_CONJUNCTIONS = "وف"


def unglued(word: str, longer_than: int = 2) -> str:
    """`word` without its glued و/ف when more than `longer_than` letters are written ("وقال" -> قال),
    else `word` ("وف" is no و + ف). Each caller keeps its own length: the shorter the rest, the more
    often the first letter is the word's own ("ولد", "فرح")."""
    return word[1:] if len(word) > longer_than and word[:1] in GLUED_CONJUNCTIONS else word


def glued_forms(word: str) -> set[str]:
    """A folded word as written and past a glued و/ف (`ويباركك` -> `يباركك`)."""
    return {word, unglued(word)}


# A one-letter conjunction or preposition glued to the next word: و، ف، ب "with, by", ل "to, for".
ONE_LETTER_PARTICLES = (*GLUED_CONJUNCTIONS, "ب", "ل")


def without_one_letter(word: str) -> frozenset[str]:
    """`word`, and `word` without a glued one-letter particle or ك "like" when more than three letters are
    written ("بلون" -> لون, "كالأبيض" -> الأبيض): how a predicate noun is written after و، ف، ب، ل، ك."""
    if len(word) > 3 and word[:1] in (*ONE_LETTER_PARTICLES, "ك"):
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
