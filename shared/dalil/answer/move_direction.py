"""Which way a "where" asks of a move: whither ("راح على فين", "لفين", "إلى أين نُفي") or whence ("رجع منين",
"من أين جاء"), and which place of a sentence says that end of the move (WHERE61).

A move has two ends. "سافر فليمون من رومية" says where he set out from, not where he went; "هرب إلى البرية" says
where he fled to, not from where. The question says which end it asks by the preposition before its where-word
(إلى/ل/على/لحد/نحو: to; من: from) or, with none, by a verb of going right before it ("راح فين", "هرب فين",
"اتنفى فين": to). "من أين" after no verb of moving ("كان منين", "هو من أين") asks a town of origin, which a birth
or a home answers: no direction then (`slot_fillers._of_a_move` keeps a destination out of it).

A place filler of the asked end is any place but one after من for "to" (a goal is said after إلى, a glued ل, a
ب or bare, which the place fillers do not tell from a stay), and only a place after من for "from"
(`of_the_direction`).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Literal

from dalil.answer.predicates import PREDICATES, in_family
from dalil.text.glued import unglued
from dalil.text.normalize import fold, folded_words
from dalil.text.word_families import synonyms_of

Direction = Literal["", "to", "from"]

# The prepositions of a goal before a where-word: "إلى أين", "على فين", "ل فين" (Franco "le feen" read so),
# "لحد فين", "لغاية فين", "نحو أين"; the glued "لفين"/"لأين" is spelled so (`spelled_toward`).
TOWARD = folded_words("الي الى ل علي لحد لغايه نحو لعند")
_FROM = "من"
_TO = folded_words("الي الى")
_GLUED_TO = "ل"
_WHITHER = folded_words("فين اين")
_EGYPTIAN_PASSIVE = "ات"  # "اتنفى", "اتنقل": the passive of a verb of moving
# The seeds of the closed synonym classes of moving (data/paraphrase): going (Egyptian راح, MSA انطلق: not ذهب,
# whose spelling-only class holds "دهب", gold), coming, coming back; every word of their classes is a verb of
# moving. The leaving predicate's forms (ترك، سافر، هرب، نفي …) are the rest.
_CLASS_SEEDS = ("راح", "انطلق", "جاء", "رجع")
_SHORTEST = 3  # a class's stems of two letters ("ات" of اتى) are no word of moving
# Going down ("ونزل إلى يافا", "انحدر من اليهودية", "وينزل معه"): in no synonym class. Whole words only: their stems
# are a house and a slope as often ("منزل", "منحدر") (FQ45LEFT66).
_DESCENDING = folded_words("نزل ينزل نزلوا نزلت ينزلوا انحدر ينحدر انحدروا انحدرت")


@lru_cache(maxsize=1)
def _moving_words() -> tuple[frozenset[str], frozenset[str]]:
    """The verbs of moving as whole words (the classes' short Egyptian forms too: "جه"; going down), and those a
    form's stem may be matched by (three letters or more)."""
    leaving = next(p.states for p in PREDICATES if p.name == "leaving")
    classes = frozenset(w for seed in _CLASS_SEEDS for w in synonyms_of(fold(seed)))
    whole = leaving | classes
    return whole | _DESCENDING, frozenset(w for w in whole if len(w) >= _SHORTEST)


@lru_cache(maxsize=4096)
def move_verb(word: str) -> bool:
    """Is the (folded) question word a verb of moving: going, coming, coming back, leaving, fleeing, an exile,
    in MSA or Egyptian, with a glued و/ف or the Egyptian passive ات ("اتنفى")?"""
    whole, stemmed = _moving_words()
    for form in {word, unglued(word)}:  # "وصل" is a verb of its own, not و + صل
        if form.startswith(_EGYPTIAN_PASSIVE) and len(form) > len(_EGYPTIAN_PASSIVE) + 2:
            form = form[len(_EGYPTIAN_PASSIVE) :]
        if form in whole or in_family(form, stemmed):
            return True
    return False


def direction_asked(words: list[str], at: int) -> Direction:
    """The end of a move the where-word at `at` asks (folded question words): "to" after a preposition of a
    goal, or right after a verb of moving with no preposition ("راح فين"); "from" after من when the question
    says a verb of moving ("هرب منين", "من أين جاء"); else "" (a place of a stay or an origin)."""
    before = words[at - 1] if at else ""
    if before in TOWARD:
        return "to"
    if before == _FROM:
        return "from" if any(move_verb(w) for i, w in enumerate(words) if i not in (at - 1, at)) else ""
    return "to" if before and move_verb(before) else ""


def moving_head(words: list[str], at: int) -> str:
    """The verb of moving nearest the where-word at `at`, before it or after it (""): the move whose end is asked,
    not the nearest content word ("نفى … أسقف أبصاي على فين": the exile, not the see)."""
    order = sorted(range(len(words)), key=lambda j: (abs(j - at), j > at))
    return next((words[j] for j in order if j != at and move_verb(words[j])), "")


def spelled_toward(word: str) -> tuple[str, ...]:
    """The glued Egyptian "لفين" / "لأين" spelled as its two words ("ل", "فين"), as "منين" is "من فين"; any other
    word as itself."""
    bare = unglued(word)
    if len(bare) > 1 and bare[0] == _GLUED_TO and bare[1:] in _WHITHER:
        return (_GLUED_TO, bare[1:])
    return (word,)


def of_the_direction(direction: Direction, words: list[str], i: int) -> bool:
    """Is the place filler at `i` (a preposition, or a place noun right after one) said as the asked end of a move:
    not after من for "to", after من for "from"? Any filler, when no end is asked."""
    if not direction:
        return True
    whence = words[i] == _FROM or i > 0 and words[i - 1] == _FROM
    # whither: any place but a whence — a goal is also said by a glued ل, a ب or a bare place after the verb, which
    # the place fillers do not tell apart from a stay (a validation line of set 8 needs it; counts only, never read)
    return not whence if direction == "to" else whence
