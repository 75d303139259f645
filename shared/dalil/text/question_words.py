"""The question words, MSA and Egyptian: each Egyptian word read as its MSA form ("امتى" is متى,
"أنهي مدينة" is أي مدينة, "إيه" is ما). One table for the answer type (`answer_type`) and the asked
slot (`slot_words`), which both read a question word wherever it stands."""

from __future__ import annotations

from dalil.text.glued import unglued
from dalil.text.normalize import fold
from dalil.text.stem import INTERROGATIVES

# Egyptian (folded) -> MSA (folded)
EGYPTIAN: dict[str, str] = {
    "امتي": "متي", "فين": "اين", "مين": "من", "ليه": "لماذا", "ازاي": "كيف", "انهي": "اي",
    "كام": "كم", "بكام": "بكم", "لكام": "لكم", "ايه": "ما", "ايش": "ما",
}


# The Egyptian "منين" (from where): two MSA words in one, "من أين" (the question reading spells it so:
# `answer.asked_reading.spelled_out`).
WHENCE = "منين"

# Every question word, MSA and Egyptian, as written in a question (folded): no name, no claim's word.
QUESTION_WORDS = frozenset({*INTERROGATIVES, *EGYPTIAN, *EGYPTIAN.values(), WHENCE})


def asking_word(word: str) -> bool:
    """Is the folded word a question word of any kind, why and how too ("ليه", "ازاي", "لماذا"), as written or past a
    glued و/ف ("وليه")? The one reading of "no name, no deed, no claim's word" (NAMEREAD76): the premise reading
    (`answer.premise`) took "مارمينا ليه اتسمى" for a doer and his deed ليه."""
    return word in QUESTION_WORDS or unglued(word, 2) in QUESTION_WORDS


def msa(word: str) -> str:
    """The word's MSA form if it is an Egyptian question word, else the word."""
    return EGYPTIAN.get(word, word)


def asking(msa_words: str) -> frozenset[str]:
    """The (folded) MSA question words given, and every Egyptian word read as one of them."""
    wanted = frozenset(fold(msa_words).split())
    return wanted | frozenset(word for word, meant in EGYPTIAN.items() if meant in wanted)


# Each question word with its Egyptian forms (folded): read by the asked slot (`answer.slot_words`), the
# rubric exchanges (`text.rubrics`), the bare subject (`text.bare_subject`) and the answer checks.
HOW_MANY = asking("كم بكم لكم")
WHEN = asking("متي")
WHERE = asking("اين")
WHO = asking("من")
WHICH = asking("اي")
WHAT = asking("ما")
# The Egyptian "what" words (ايه، ايش) alone: what only asks, where the MSA ما is also the negation or "that which" (MEND47).
EGYPTIAN_WHAT = WHAT - {"ما"}
