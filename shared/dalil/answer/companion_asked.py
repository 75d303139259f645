"""Who went with a person on the move the question asks, answered only by a companion of THAT move (WITHWHOM64).

"سافر أوروبا مع مين؟", "راح البرية مع مين", "بصحبة من حضر إلى مجلس المعز", "مين كان معاه لما راح …" ask the
companion of a move. A record tells several moves of one person: "ذهب إلى دير البرموس مع القمص بولس" names the
companion of the journey to al-Baramous, not of one to Europe (fq43-079), and a sentence that tells the move with
no one beside him names no companion at all. A companion is a word said with "with" or a verb of accompanying
(`asked_reading.WITH_WORDS`, `ACCOMPANYING`: "ومعه"، "مستصحبا معه تلميذه"، "برفقة ابن عمه") or a conjunct after the
mover's pronoun ("انحدر … هو وأمه وإخوته"). It belongs to the nearest verb of moving before it (after it when none
is before: "ومعه تلميذه خرج"), and that move's end is what follows its إلى/على up to the next verb of moving. The
companion answers when that move is the asked one: its verb of moving is in the sentence and its stated end, if it
states one, names the place the question asks (a kind of place, "دير"، "بلاد", alone is no name).
"""

from __future__ import annotations

from functools import lru_cache

from dalil.answer.asked_reading import ACCOMPANYING, WITH_WORDS
from dalil.answer.move_direction import move_verb
from dalil.answer.slot_fillers import same_noun
from dalil.answer.slot_words import PLACE_UNITS
from dalil.retrieval.names import FOLDED_TITLE_WORDS
from dalil.text.assertions import PLACE_NOUNS
from dalil.text.glued import unglued
from dalil.text.normalize import fold, folded_words
from dalil.text.question_words import WHO
from dalil.text.restated import CLAUSE_BREAK, content
from dalil.text.stem import PRONOUN_COPULAS, STOPWORDS
from dalil.text.support import strip_markers

_BARE_WITH = folded_words("مع")
_COMPANION_WORDS = WITH_WORDS | ACCOMPANYING
_ASK_REACH = 2  # "مين كان معاه", "خد معاه مين", "من رافق"
_PREPOSITIONS_OF_COMPANY = folded_words("مع برفقه بصحبه")  # before the who-word: "مع مين", "بصحبة من"
_GOAL = folded_words("الي الى علي لحد لغايه نحو")  # a move's end said after it ("ذهب إلى دير البرموس")
_GLUED_GOAL = "ل"  # Egyptian "راح لأنطاكية"
_MOVER = PRONOUN_COPULAS  # "انحدر … هو وأمه": the mover's pronoun and those with him
_GENERIC = PLACE_NOUNS | PLACE_UNITS | folded_words("بلاد بريه مغاره صومعه قلايه منطقه جهه")
_END_REACH = 3  # the words of a move's end: "دير البرموس", "بعض بلاد أوروبا"


def _words(text: str) -> list[str]:
    return [word.strip("?؟!.,،:؛()\"'") for word in fold(strip_markers(text)).split()]


@lru_cache(maxsize=256)
def asked_move_place(question: str) -> frozenset[str] | None:
    """The place names of the move whose companion the question asks (empty: no place asked), or None when it asks
    no companion of a move: "with" or a verb of accompanying beside "who" ("مع مين", "معاه مين", "بصحبة من"), and a
    verb of moving (`move_direction.move_verb`). A bare "مع مين" with no verb of moving asks the other party of a
    deed ("اتكلم مع مين"), not a companion of a move."""
    words = _words(question)
    asked = [i for i, word in enumerate(words) if _asks_with_whom(words, i)]
    verb = next((i for i, word in enumerate(words) if move_verb(word)), None)
    if not asked or verb is None:
        return None
    return frozenset(_place_after_verb(words, verb))


def _asks_with_whom(words: list[str], i: int) -> bool:
    """Is the word at `i` "with" asking who: a preposition right before the who-word ("مع مين", "بصحبة من"), or "with
    him" / a verb of accompanying near it ("معاه مين", "مين كان معاه", "من رافق بولس")? "من الذي جاء مع يوسف" asks
    who came with one named, whom the answer names as the one who came ("وجاء أيضا نيقوديموس", fq33-085): no
    companion said with "with" is needed there."""
    word = unglued(words[i])
    if word in _PREPOSITIONS_OF_COMPANY:
        return i + 1 < len(words) and words[i + 1] in WHO
    near = words[max(0, i - _ASK_REACH) : i + _ASK_REACH + 1]
    return word in _COMPANION_WORDS and any(other in WHO for other in near)


def _place_after_verb(words: list[str], verb: int) -> list[str]:
    """The named place of the question's verb of moving: after a goal preposition ("اترحل على قيصرية"), a
    glued ل ("راح لأنطاكية"), or bare when the mover is said before the verb ("أبرام سافر أوروبا", "لما راح
    البرية"); verb-first, the word after it is the mover ("سافر بولس مع مين")."""
    rest = words[verb + 1 :]
    goal = next((i for i, word in enumerate(rest) if word in _GOAL), None)
    if goal is not None:  # "حضر البابا أبرآم إلى مجلس المعز": the mover may stand between
        rest = rest[goal + 1 :]
    elif rest and rest[0].startswith(_GLUED_GOAL) and content(rest[0][1:]) and rest[0] not in STOPWORDS:
        rest = [rest[0][1:], *rest[1:]]
    elif not any(content(word) and word not in WHO for word in words[:verb]):
        return []
    return _names(rest)


def _names(phrase: list[str]) -> list[str]:
    """The content words of a place phrase up to "with", "who" or a verb of moving, without its kind of place."""
    found: list[str] = []
    for word in phrase[:_END_REACH]:
        if word in WHO or unglued(word) in _COMPANION_WORDS or word in _GOAL or move_verb(word):
            break
        if content(word) and word not in FOLDED_TITLE_WORDS and word.removeprefix("ال") not in _GENERIC and word not in _GENERIC:
            found.append(word)
    return found


def companion_of_the_move(question: str, sentence: str) -> bool:
    """Does the sentence name a companion of the move the question asks (none asked: yes)? Some companion in it is
    bound to a verb of moving, and that move's stated end, if any, names the asked place (`asked_move_place`)."""
    place = asked_move_place(question)
    if place is None:
        return True
    for part in CLAUSE_BREAK.split(strip_markers(sentence)):
        words = _words(part)
        for at in _companions(words):
            verb = _bound_move(words, at)
            if verb is not None and _end_agrees(place, _move_end(words, verb)):
                return True
    return False


def _companions(words: list[str]) -> list[int]:
    """Where a companion is said: "with" or a verb of accompanying before a word that may be a person ("مع القمص
    بولس", "ومعه تلميذه", "برفقة ابن عمه"; not "مع ذلك"), "with him" after one ("أخذ تلميذه معه"), or the mover's
    pronoun before a conjunct ("هو وأمه")."""
    found = []
    for i, word in enumerate(words):
        after = words[i + 1] if i + 1 < len(words) else ""
        if unglued(word) in _COMPANION_WORDS and (_may_be_person(after) or unglued(word) not in _BARE_WITH and i and content(words[i - 1])):
            found.append(i)
        elif word in _MOVER and after.startswith("و") and _may_be_person(after[1:]):
            found.append(i)
    return found


def _may_be_person(word: str) -> bool:
    return content(word) and word not in WHO and not move_verb(word)


def _bound_move(words: list[str], at: int) -> int | None:
    """The verb of moving a companion at `at` goes with: the nearest before it, else the nearest after it."""
    before = [i for i in range(at) if move_verb(words[i])]
    if before:
        return before[-1]
    return next((i for i in range(at + 1, len(words)) if move_verb(words[i])), None)


def _move_end(words: list[str], verb: int) -> list[str]:
    """The place names after the goal prepositions of the move at `verb`, up to the next verb of moving."""
    end: list[str] = []
    for i in range(verb + 1, len(words)):
        if move_verb(words[i]):
            break
        if words[i] in _GOAL:
            end += _names(words[i + 1 :])
    return end


def _end_agrees(place: frozenset[str], end: list[str]) -> bool:
    """Is the move's stated end the asked place: no place asked, no end stated, or an end word that is an asked one?"""
    return not place or not end or any(_spelled_alike(asked, word) for asked in place for word in end)


# A place name is spelled several ways ("قبرص"/"قبرس", "أوروبا"/"أوربا", "البراموس"/"البرموس", "أنطاكية"/"أنطاكيا"):
# its strong letters, the emphatic ones read as their plain twins, tell one name (a doubt keeps the companion).
_WEAK_LETTERS = str.maketrans("صثطظذ", "سستزز", "اويهءى")


def _spelled_alike(asked: str, said: str) -> bool:
    if same_noun(asked, said):
        return True
    return asked.removeprefix("ال").translate(_WEAK_LETTERS) == said.removeprefix("ال").translate(_WEAK_LETTERS)
