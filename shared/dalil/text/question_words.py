"""The question words, MSA and Egyptian: each Egyptian word read as its MSA form ("امتى" is متى,
"أنهي مدينة" is أي مدينة, "إيه" is ما). One table for the answer type (`answer_type`) and the asked
slot (`slot_words`), which both read a question word wherever it stands."""

from __future__ import annotations

from dalil.text.glued import BY_AND_TO, unglued
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


def glued_asking(word: str) -> bool:
    """Is the folded word a question word behind a glued preposition ب/ل, past a glued و/ف too ("بأي كلمات تبدأ",
    "لأي سبب", "ولأي", "بكم معمودية", "بإيه", "لفين", "بمين")? It asks, as "في أي" or "إلى أين" written apart does, and
    names nothing a passage is about: kept as a subject term ("با" of "بأي", "بكم"), it counted against the very passage
    that answers, in the evidence floor, the answerer's excerpt check and its support (EXCERPT78). Not "ما" behind a
    preposition: "لما" opens a time clause (`support.time_opener_terms`); not behind ك ("كلية" is no ك + ليه)."""
    bare = unglued(word, 3)
    return len(bare) > 2 and bare[0] in BY_AND_TO and bare[1:] in _ASKING_GLUED


def spelled_asking(word: str) -> tuple[str, ...]:
    """A which, when or where word glued to its preposition (`glued_asking`) spelled as its two words, as "في أي" is
    written apart: "بأي" -> ("ب", "اي"), "ولأي" -> ("ل", "اي"), "لامتى" -> ("ل", "امتي"); any other word as itself. The
    readers of what is asked (the slot, the answer's type) then read "بأي مدينة" as "في أي مدينة" does, through one
    reading, `answer.asked_reading.spelled_asking_words` (a which apart only before a place or time unit). Not a word
    that is a question word as written ("لماذا", "بكم", "بكام": read so already), nor who or what behind a
    preposition ("لمن يعود", "بإيه"): their readers take them whole."""
    bare = unglued(word, 3)
    if bare in QUESTION_WORDS or not glued_asking(word) or bare[1:] not in _SPELLED:
        return (word,)
    return (bare[0], bare[1:])


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
# The question words `glued_asking` reads behind a preposition: every one but "ما" (see there); and those
# `spelled_asking` writes apart: which, how many, when, where.
_ASKING_GLUED = QUESTION_WORDS - {"ما"}
_SPELLED = WHICH | HOW_MANY | WHEN | WHERE
