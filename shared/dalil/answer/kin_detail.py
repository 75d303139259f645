"""A detail asked of a relative of the one the question names — his mother's death, his wife's town, his
father's deed, his sister's martyrdom (KIN57, issue 19): stated only by a sentence that says that relative, and,
for a life event asked (birth, death, leaving), where the event is hers.

The record is about its subject, so its sentences tell HIS death, HIS town, HIS deeds; a question that asks
them of his mother ("متى تنيحت والدة القديس نيقولاوس", "Nicola asqof Mora omo et-ne7et emta?") is not
answered by "تنيح القديس البار نيقولاوس" (no mother in it), nor by "استشهد القديس مينا ، كان والده
اوذكسيوس" (the father named, the martyrdom Mina's: another clause, another doer). It is answered by
"وتنيحت أمه تونة", "توفي والده بشيخوخة صالحة", "ثم توفيت زوجته", "أخذت ثاؤدوسية ابنها وذهبت".

Where the relative is read in the question (`asked_kin`): a kin word in construct before a title ("أم
القديس X", "والدة البابا X", "أخو الأنبا بولا", Franco "om el shahid X" as read), opening the question before a
name when it is no kunya's head ("والدة أبيفانيوس", not "أبو سيفين"), or with its pronoun after the name
("نيقولا أسقف مورا أمه"). Not when the kin itself is asked (its name, its count: `asked_predicates`' kin,
KIN50's table), not a kin word after a name in apposition ("يعقوب أخو القديس يوحنا": he is James).

Read by `asked_stated.states_asked`, the offline answerer's choice and every provider's validation.
"""

from __future__ import annotations

import re
from collections.abc import Collection
from dataclasses import dataclass
from functools import lru_cache

from dalil.answer.asked_reading import HONORIFIC_WORDS, LINEAGE, asked_part, asked_predicates, kin_forms
from dalil.answer.predicates import PREDICATES, Predicate, in_family
from dalil.answer.slot_reading import NAME_NOUNS, asks_name
from dalil.answer.slot_words import may_be_name, verbal
from dalil.retrieval.names import FOLDED_TITLE_WORDS
from dalil.text.assertions import ROLE_PREPOSITIONS
from dalil.text.forms import THIRD_PERSON_PRONOUNS
from dalil.text.glued import GLUED_CONJUNCTIONS, unglued, without_one_letter
from dalil.text.normalize import fold
from dalil.text.offices import office
from dalil.text.question_words import QUESTION_WORDS
from dalil.text.restated import CLAUSE_MARKS
from dalil.text.support import strip_markers

_KIN = tuple(p for p in PREDICATES if p.kin)
_BY_NAME = {p.name: p for p in PREDICATES}
_EVENTS = tuple(p for p in PREDICATES if not p.kin)
_PARENTS = frozenset({"parent", "mother", "father"})
# Both parents in one word, with their child's pronoun ("تنيح أبواه", "بعد وفاة والديه"): the mother's event
# and the father's. Not "من أبوين وثنيين" (born of two pagans): no one's parents in particular.
_PARENT_WORDS = frozenset(form for form in _BY_NAME["parent"].cues if form.endswith(THIRD_PERSON_PRONOUNS))
# A title or an honorific before a name: the person after the kin word is the one it is kin to.
_TITLED = FOLDED_TITLE_WORDS | HONORIFIC_WORDS
_CLAUSE_SPLIT = re.compile("[" + re.escape("".join(sorted(CLAUSE_MARKS))) + "]")
# A mother's child said from her side ("أخذت ثاؤدوسية ابنها"): the sentence is about her.
_HER_CHILD = frozenset(form for form in _BY_NAME["children"].cues if form.endswith("ها"))
_MOTHERS_NOUN = "والدة"  # written with its ة: the mother; folded it is "والده", his father
# A name asked, Egyptian plural too ("كانت أساميهم إيه"): the kin herself asked, by name.
_NAMES = NAME_NOUNS | frozenset({"اسامي"})
_NAME_BEFORE_KIN = 5  # words of a name and its titles before "أمه" ("نيقولا أسقف مورا أمه")


@dataclass(frozen=True)
class Relative:
    """The relative a question asks a detail of: `holder` the folded words that make her an event's doer
    (`kin_forms`: "أمه", "والدته", "أبواه"), `family` every form of her kin word (a sentence that says her)."""

    holder: frozenset[str]
    family: frozenset[str]
    mother: bool = False


@lru_cache(maxsize=256)  # read for every sentence the answerer weighs; pure in the question
def asked_kin(question: str) -> Relative | None:
    """The relative whose detail the question asks, or None: none read, or the kin herself asked (her name,
    how many: `asked_predicates`' kin, KIN50's reading; a name asked: the described person's)."""
    plain = strip_markers(question)
    raw, words = plain.split(), fold(plain).split()
    if any(p.kin for p in asked_predicates(question)) or asks_name(words) or any(in_family(w, _NAMES) for w in words):
        return None
    if not any(without_one_letter(word) & QUESTION_WORDS for word in words):
        return None  # "اذكر تلاميذ الأنبا X": the kin listed, nothing asked of them
    written = raw if len(raw) == len(words) else []
    asked = set(asked_part(question))  # "حنانيا اللي مراته سفيرة عمل إيه": a kin in a clause that describes him
    for i, word in enumerate(words):
        if word not in asked:
            continue
        bare = next((form for form in sorted(without_one_letter(word), key=len, reverse=True) if _kin_of(form)), word)
        kin = _kin_of(bare)  # "لزوجة القديس": the kin word after its glued particle
        if kin is None or word[:1] in GLUED_CONJUNCTIONS and bare == word[1:]:
            continue  # "وأخوه القس أندراوس": joined to the subject, both asked
        feminine = bool(written) and written[i].endswith("ة")  # "امرأة", "والدة": no pronoun ه
        if not _relative_asked(words, i, bare, feminine):
            continue
        if kin.name == "parent" and feminine:
            kin = _BY_NAME["mother"]
        forms = kin_forms(kin, bare) | (_PARENT_WORDS if kin.name in _PARENTS else frozenset())
        mother = kin.name == "mother"
        return Relative(forms - {"والده"} if mother else forms, kin.cues | kin.states, mother)
    return None


def _kin_of(word: str) -> Predicate | None:
    if word in _BY_NAME["birth"].cues:
        return None  # "ولد القديس": born, no child of his
    return next((p for p in _KIN if word in p.cues), None)


def _relative_asked(words: list[str], i: int, bare: str, feminine: bool) -> bool:
    """Is the kin word at `i` the relative asked of: before a titled name, opening before a name (no
    kunya's head), or with its pronoun after the name the question opens with? Not in apposition after a
    name or title ("يعقوب أخو القديس يوحنا", "الكاهن أم الشماس": or), not after a preposition ("صلى على ابن
    الملك": the object of another's deed)."""
    following = words[i + 1] if i + 1 < len(words) else ""
    before = words[i - 1] if i else ""
    if before in ROLE_PREPOSITIONS:
        return False
    if following in _TITLED:
        return not (before in _TITLED or office(before) is not None or _after_name(words, i))
    if i == 0:
        return bare not in LINEAGE and may_be_name(following)  # "والدة أبيفانيوس"; "أبو سيفين" is his kunya
    opening = words[:i]
    return (  # "X أمه", "مرقس الراهب أبوه", "نيقولا أسقف مورا أمه": the subject named, then his kin
        bare == words[i] and not feminine and bare.endswith(THIRD_PERSON_PRONOUNS) and len(opening) <= _NAME_BEFORE_KIN
        and all(_names_or_titles(w) for w in opening)
    )


def _names_or_titles(word: str) -> bool:
    return _kin_of(word) is None and (word in _TITLED or office(word) is not None or _plain_name(word))


def _after_name(words: list[str], i: int) -> bool:
    """Does a name stand right before `i`, itself opening the question or after a title ("يعقوب أخو القديس
    يوحنا"; not "متى تنيحت والدة", "ماذا كان يعبد والدا")?"""
    if i == 0:
        return False
    if i > 1 and words[i - 2] in _TITLED:
        return may_be_name(words[i - 1])  # "القديسة حنة والدة السيدة العذراء": she is asked
    return (i == 1 or may_be_name(words[i - 2])) and _plain_name(words[i - 1])


def _plain_name(word: str) -> bool:
    """A word that may be a name: no verb, no life event's word, no question word."""
    event = any(in_family(word, p.cues) for p in _EVENTS)
    return may_be_name(word) and not verbal(word) and not event and word not in QUESTION_WORDS


def detail_of_another(question: str, sentence: str) -> bool:
    """Does the question ask a detail of a relative (`asked_kin`) and the sentence tell it of another: no word
    of it says that relative (nor her child from her side), or every life event it states that the question
    asks is held by another (`_held_by`)?"""
    relative = asked_kin(question)
    if relative is None:
        return False
    clauses = [_folded(part.split(), relative.mother) for part in _CLAUSE_SPLIT.split(strip_markers(sentence))]
    words = [word for clause in clauses for word in clause]
    if not any(in_family(word, relative.family) or word in _HER_CHILD or _says(word, relative.holder) for word in words):
        return True
    events = [p for p in asked_predicates(question) if not p.kin]
    held = [
        _held_by(clause, j, relative.holder) for clause in clauses for j, word in enumerate(clause)
        if any(in_family(word, p.states) for p in events)
    ]
    return bool(held) and not any(held)


def _folded(raw: list[str], mother: bool) -> list[str]:
    """The clause's words folded, a mother's "والدة" (with its ة) read as "امه" when the mother is asked: folded
    it is "والده", his father."""
    return ["امه" if mother and word.endswith(_MOTHERS_NOUN) else fold(word) for word in raw]


def _says(word: str, forms: frozenset[str]) -> bool:
    return word in forms or unglued(word) in forms


def _held_by(clause: list[str], j: int, forms: frozenset[str]) -> bool:
    """Is the event word at `j` the relative's: its doer right after it ("تنيحت أمه", "وفاة والدته"), or,
    with no title there, the nearest kin before it in its clause ("وأمه تونة تنيحت")? A title after it is
    another doer ("تنيح القديس نيقولاوس"), and so is a title or another kin nearer before it."""
    following = clause[j + 1] if j + 1 < len(clause) else ""
    if _says(following, forms):
        return True
    if following in _TITLED:
        return False
    for word in reversed(clause[:j]):
        if _says(word, forms):
            return True
        if word in _TITLED or any(_says(word, p.states) for p in _KIN):
            return False
    return False


def _possessor(word: str, forms: frozenset[str]) -> str | None:
    """Whose relative a kin word says by its pronoun: "f" ("أمها", "والدتها"), "m" ("أمه", "والدته": its twin
    with "ها" is a form of the same kin), or None (no pronoun: "أم", "والدة", folded "والده" of a mother)."""
    bare = unglued(word) if word not in forms else word
    if bare.endswith("ها") and bare in forms:
        return "f"
    if bare.endswith("ه") and bare in forms and bare[:-1] + "ها" in forms:
        return "m"
    return None


def kin_of_another(asked: Collection[str], words: list[str], i: int, forms: frozenset[str]) -> bool:
    """Is the sentence's kin word `words[i]` the relative of another than the one the question asks it of
    (`asked`: the question's folded words and their stems; `forms`: the kin's forms)? Her mother asked
    ("دميانة امها كان اسمها ايه"), "اتفق مع والدته المباركة هيلانة" says HIS mother (the emperor's); his mother
    asked, "السيدة البتول والدة الإله" is the mother of the articled noun after the kin word (God's), not a title
    before his name ("أم القديس مينا") nor an office ("أم الملك": lenient)."""
    asked_sex = {sex for word in asked if (sex := _possessor(word, forms)) is not None}
    if len(asked_sex) != 1:
        return False  # no pronoun asked (Franco "mrato" read "مرات"), or both
    said = _possessor(words[i], forms)
    if said is not None:
        return said not in asked_sex
    after = words[i + 1] if i + 1 < len(words) else ""
    return after.startswith("ال") and after not in _TITLED and office(after) is None and not in_family(after, forms)
