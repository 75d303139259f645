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
from functools import lru_cache

from dalil.answer.asked_reading import HONORIFIC_WORDS, LINEAGE, asked_predicates, kin_forms
from dalil.answer.predicates import PREDICATES, Predicate, in_family
from dalil.answer.slot_reading import NAME_NOUNS, asks_name
from dalil.answer.slot_words import may_be_name, verbal
from dalil.retrieval.names import FOLDED_TITLE_WORDS
from dalil.text.forms import THIRD_PERSON_PRONOUNS
from dalil.text.glued import unglued, without_one_letter
from dalil.text.normalize import fold
from dalil.text.question_words import QUESTION_WORDS
from dalil.text.restated import CLAUSE_MARKS
from dalil.text.support import strip_markers

_KIN = tuple(p for p in PREDICATES if p.kin)
_BY_NAME = {p.name: p for p in PREDICATES}
_EVENTS = tuple(p for p in PREDICATES if not p.kin)
# Both parents in one word, with their child's pronoun ("تنيح أبواه", "بعد وفاة والديه"): the mother's event
# and the father's. Not "من أبوين وثنيين" (born of two pagans): no one's parents in particular.
_PARENT_WORDS = frozenset(form for form in _BY_NAME["parent"].cues if form.endswith(THIRD_PERSON_PRONOUNS))
# A title or an honorific before a name: the person after the kin word is the one it is kin to.
_TITLED = FOLDED_TITLE_WORDS | HONORIFIC_WORDS
_CLAUSE_SPLIT = re.compile("[" + re.escape("".join(sorted(CLAUSE_MARKS))) + "]")
# A mother's child said from her side ("أخذت ثاؤدوسية ابنها"): the sentence is about her.
_HER_CHILD = frozenset(form for form in _BY_NAME["children"].cues if form.endswith("ها"))


@lru_cache(maxsize=256)  # read for every sentence the answerer weighs; pure in the question
def asked_kin(question: str) -> frozenset[str]:
    """The folded forms a sentence says the relative by whose detail the question asks (`kin_forms`, with
    the parents' dual for a parent); empty when the question asks no detail of a relative."""
    raw = strip_markers(question).split()
    words = fold(strip_markers(question)).split()
    if any(p.kin for p in asked_predicates(question)) or asks_name(words) or any(in_family(w, NAME_NOUNS) for w in words):
        return frozenset()  # the kin herself asked (her name, how many): KIN50's and the described person's reading
    for i, word in enumerate(words):
        bare = next((form for form in sorted(without_one_letter(word), key=len, reverse=True) if _kin_of(form)), word)
        kin = _kin_of(bare)  # "لزوجة القديس", "وأمه": the kin word after its glued particle
        if kin is None or not _relative_asked(words, i, bare):
            continue
        if kin.name == "parent" and len(raw) == len(words) and raw[i].endswith("ة"):
            kin = _BY_NAME["mother"]  # "والدة" folds as "والده": the written ة tells the mother
        forms = kin_forms(kin, bare)
        return forms | _PARENT_WORDS if kin.name in ("parent", "mother", "father") else forms
    return frozenset()


def _kin_of(word: str) -> Predicate | None:
    if word in _BY_NAME["birth"].cues:
        return None  # "ولد القديس": born, no child of his
    return next((p for p in _KIN if word in p.cues), None)


def _relative_asked(words: list[str], i: int, bare: str) -> bool:
    """Is the kin word at `i` the relative asked of: before a titled name, opening before a name (no
    kunya's head), or with its pronoun after a name? Not in apposition after the subject's own name."""
    following = words[i + 1] if i + 1 < len(words) else ""
    if following in _TITLED:
        return not _after_name(words, i)  # "أم القديس X"; "يعقوب أخو القديس يوحنا" is James
    if i == 0:
        return bare not in LINEAGE and may_be_name(following)  # "والدة أبيفانيوس"; "أبو سيفين" is his kunya
    # "X أمه", "مرقس الراهب أبوه": his name, or its title after it, before the kin with his pronoun
    return bare == words[i] and bare.endswith(THIRD_PERSON_PRONOUNS) and (_name_before(words, i) or words[i - 1] in _TITLED)


def _after_name(words: list[str], i: int) -> bool:
    """Does a name stand right before `i`, itself opening the question or after a title ("يعقوب أخو القديس
    يوحنا", "القديس يعقوب أخو …"; not "متى تنيحت والدة", "ماذا كان يعبد والدا")?"""
    named_place = i == 1 or i > 1 and (words[i - 2] in _TITLED or may_be_name(words[i - 2]))
    return named_place and _name_before(words, i)


def _name_before(words: list[str], i: int) -> bool:
    """Is the word before `i` a name: no verb, no event's word, no question word?"""
    if i == 0:
        return False
    before = words[i - 1]
    event = any(in_family(before, p.cues) for p in _EVENTS)
    return may_be_name(before) and not verbal(before) and not event and before not in QUESTION_WORDS


def detail_of_another(question: str, sentence: str) -> bool:
    """Does the question ask a detail of a relative (`asked_kin`) and the sentence tell it of another: no word
    of it says that relative (nor her child from her side), or every life event it states that the question
    asks is held by another (`_held_by`)?"""
    forms = asked_kin(question)
    if not forms:
        return False
    clauses = [fold(part).split() for part in _CLAUSE_SPLIT.split(strip_markers(sentence))]
    said = any(_says(word, forms) or word in _HER_CHILD for clause in clauses for word in clause)
    if not said:
        return True
    events = [p for p in asked_predicates(question) if not p.kin]
    held = [
        _held_by(clause, j, forms) for clause in clauses for j, word in enumerate(clause)
        if any(in_family(word, p.states) for p in events)
    ]
    return bool(held) and not any(held)


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
