"""The one asked (SUBJECT47): the noun phrase a name question asks of when the question does not name it.

"بنت يايرس اسمها كان إيه" asks the daughter's name, not Jairus's; "اسم الدير الذي ترهبت فيه مارينا" the
monastery's, not Marina's; "الأنبا أنطونيوس أخته اللي سلمها للعذارى اسمها إيه" the sister's. The asked one is the
phrase's head — a kin word with its named possessor, a construct's head with its possessor, a described noun with
its relative clause — and a sentence answers only where it names THAT one: a name bound to the head (after it, or
after a naming word that follows it, or in apposition before "head of <possessor>"). A sentence whose only name is
the possessor's ("واحد من رؤساء المجمع اسمه يايرس"), or that says the head and names no one ("وسلم أخته للعذارى"),
tells of another one, and the answer declines (`asked_stated.ANOTHER_ONE`).

This module reads the question (`asked_one`); the sentence is read in `answer/asked_stated.py`, beside the kin
reading it shares, for the offline answerer and for every provider's answer alike.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from dalil.answer.asked_reading import HONORIFIC_WORDS, asked_predicates, asked_slot, asks_name_meaning, kunya_names
from dalil.answer.predicates import PREDICATES, Predicate, in_family
from dalil.answer.slot_fillers import same_noun
from dalil.answer.slot_reading import asks_name
from dalil.answer.slot_words import PLACE_UNITS, content_word
from dalil.retrieval.names import FOLDED_TITLE_WORDS
from dalil.text.glued import unglued
from dalil.text.normalize import fold, folded_words
from dalil.text.offices import FATHER_IN_CONSTRUCT, office
from dalil.text.question_words import asking
from dalil.text.support import strip_markers

# The naming noun a "what" asks in construct with the one named ("ما اسم الدير …", "ماذا كان اسم الغلام …").
_NAME_NOUN = "اسم"
# Place units named by their head ("دير الأنبا أنطونيوس", "كنيسة أبي سيفين"); a town or an island is named bare ("ولد
# بطنطا", "نفي إلى بطمس"), so "ما اسم المدينة التي …" is left to the place slot's and the thing's own readings.
_NAMED_BY_HEAD = folded_words("دير كنيسه")
# How far before "اسم" its question word stands ("ماذا كان اسم …", "ما هو اسم …"), and the words that ask it.
_ASK_BEFORE = 2
_WHAT = asking("ما ماذا")


@dataclass(frozen=True)
class AskedOne:
    head: str  # the question's folded word for the one asked: "بنت", "اخته", "الدير", "الغلام"
    kin: Predicate | None  # the kin it is, when a kin word (`PREDICATES`), else None: a common noun

    def said_by(self, word: str) -> bool:
        """Does this folded sentence word say the head (a kin's forms, or the same noun)?"""
        if self.kin is not None and in_family(word, self.kin.states | self.kin.cues):
            return True
        return same_noun(word, self.head)

    def named_after(self, word: str) -> bool:
        """May the head's name follow this word of it? A kin as a sentence states it (`Predicate.states`: "ابنته",
        "ابنة", "أخته"), not a bare kin noun in construct, whose next word is its possessor ("ابن داود"); any
        common noun ("دير القديس مقاريوس", "الغلام يوسف")."""
        if self.kin is not None:
            return in_family(word, self.kin.states)
        return same_noun(word, self.head)


@lru_cache(maxsize=256)
def asked_one(question: str) -> AskedOne | None:
    """The one a name question asks of when it names it not, or None: a name asked of the subject itself ("أبو
    سيفين اسمه الحقيقي إيه"), of a role or an office ("ما اسم الوالي الذي …": the person slot reads it), of a town
    (named bare), or a kin the kin reading already asks by name (`asked_predicates`: "ما اسم والد X", "مرات لوط كان
    اسمها إيه") is none here."""
    words = fold(strip_markers(question)).split()
    if asks_name_meaning(question):
        return None  # "ما معنى اسم الموناليزا": the name's meaning is asked, the name is said
    head = _after_name_noun(words)
    if head is None and asks_name(words):
        head = _opening_head(words)
    if head is None:
        return None
    word = words[head]
    kin = _kin_of(word)
    if kin is not None:
        if any(p.kin and p.by_name for p in asked_predicates(question)) or _father_kunya(words, head):
            return None  # the kin reading asks it already; "أبو سيفين" is the subject's own title
        return AskedOne(word, kin)
    slot = asked_slot(question)
    if slot is not None and slot.kind == "which" and word.removeprefix("ال") not in _NAMED_BY_HEAD:
        return None  # a thing's name ("ما اسم الجزيرة التي نفي إليها"): named bare, the thing's reading (`thing_name`)
    return AskedOne(word, None) if _common_head(words, head) else None


def _after_name_noun(words: list[str]) -> int | None:
    """The word right after "اسم" asked by a question word before it, or opening the question ("اسم الدير اللي …
    إيه"): the head of the construct named."""
    for i, word in enumerate(words[:-1]):
        if unglued(word) != _NAME_NOUN:
            continue
        if i == 0 or any(w in _WHAT for w in words[max(0, i - _ASK_BEFORE) : i]):
            return i + 1
    return None


def _opening_head(words: list[str]) -> int | None:
    """The Egyptian order ("بنت يايرس اسمها كان إيه", "الراجل اللي … اسمه إيه", "الأنبا أنطونيوس أخته اللي …
    اسمها إيه"): the question's first word, or a kin word with its pronoun after the opening name."""
    if not words:
        return None
    if _kin_of(words[0]) is not None or words[0].startswith("ال") and words[0] not in FOLDED_TITLE_WORDS:
        return 0
    for i, word in enumerate(words[1:4], 1):
        if _kin_of(word) is not None and word.endswith(("ه", "ها")):
            return i
    return None


def _father_kunya(words: list[str], at: int) -> bool:
    """A father's word in a kunya ("أبو سيفين"): the Coptic records' title of the person himself. A son's, a
    daughter's or a mother's word before a name is that kin ("بنت يايرس", "ابن تيماوس"): a name asked of it is
    stated by a name bound to that word, which the lineage name's own record writes too ("بارتيماوس … ابن تيماوس")."""
    return unglued(words[at]) in FATHER_IN_CONSTRUCT and at + 1 < len(words) and words[at + 1] in kunya_names(words)


def _kin_of(word: str) -> Predicate | None:
    bare = word if any(word in p.cues for p in PREDICATES if p.kin) else unglued(word)
    return next((p for p in PREDICATES if p.kin and bare in p.cues), None)


def _common_head(words: list[str], at: int) -> bool:
    """A common noun that may head the phrase named: a content word, no title, honorific, office (a person asked by
    role), nor a town's unit; with the article, or in construct with a word after it ("عبد رئيس الكهنة")."""
    word = words[at]
    bare = word.removeprefix("ال")
    if not content_word(word) or word in FOLDED_TITLE_WORDS or word in HONORIFIC_WORDS or office(word) is not None:
        return False
    if bare in PLACE_UNITS and bare not in _NAMED_BY_HEAD:
        return False
    if word.startswith("ال"):
        return True
    # in construct with a word after it that is no epithet of a name ("يوحنا الحقيقي") nor its lineage ("يوحنا ابن زبدي")
    following = words[at + 1] if at + 1 < len(words) else ""
    return content_word(following) and not following.startswith("ال") and _kin_of(following) is None
