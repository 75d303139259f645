"""A summary line that says a quotation's own words (CLAIMS51): "الخلاصة: في ده اليوم تذكار … . والنص بيقول: «في
هذا اليوم تذكار …» [E1]." Models write a one-line restatement in light Egyptian beside the sentence they quote,
before or after it, with no citation of its own. It claims nothing the quote does not when it is the quote's words
one for one: each folded word the quote's own, or an Egyptian function word read as that word
(`colloquial.function_word_readings`: ده/هذا، اللي/الذين، كمان/أيضا، علشان/لأن, a glued و/ف kept). A word in
another form, one more word, one word fewer or one word moved (a negation "ماكانش" for "كان", a number, a place)
and it restates nothing: it stays a claim of its own for the checks. Only a filler that reads as nothing ("يعني")
may open it. `text.support` reads the answer's structure with it."""

from __future__ import annotations

import re

from dalil.text.colloquial import function_word_readings
from dalil.text.glued import GLUED_CONJUNCTIONS
from dalil.text.normalize import fold

_WORD = re.compile(r"[^\W_]+")
# The filler that presents a summary ("يعني …"; `ANSWER_FUNCTION_WORDS` reads it as nothing): only at its opening.
FILLER = fold("يعني")
FILLERS = frozenset({FILLER, "ya3ni", "ya3ny"})  # the filler as Arabic and Franco write it
MIN_WORDS = 3  # a restatement of fewer words is no summary line ("آمين")


def _words(text: str) -> list[str]:
    return _WORD.findall(fold(text))


def read_as(word: str, written: list[str], at: int) -> int:
    """How many of the quote's words from `at` the summary's `word` says (0: none): itself, or an Egyptian
    function word's reading (one word or a phrase), a glued conjunction kept on its first word."""
    if at < len(written) and word == written[at]:
        return 1
    glues = [("", word)]
    if word[:1] in GLUED_CONJUNCTIONS and len(word) > 2:
        glues.append((word[0], word[1:]))
    for glue, bare in glues:
        for reading in function_word_readings(bare):
            said = reading.split()
            said[0] = glue + said[0]
            if written[at : at + len(said)] == said:
                return len(said)
    return 0


def restates(summary: str, quote: str) -> bool:
    """`summary` says `quote`'s words one for one (a filler may open it), and at least `MIN_WORDS` of them."""
    said, written = _words(summary), _words(quote)
    if said[:1] == [FILLER]:
        said = said[1:]
    if len(written) < MIN_WORDS or not said:
        return False
    at = 0
    for word in said:
        step = read_as(word, written, at)
        if not step:
            return False
        at += step
    return at == len(written)
