"""A kin's existence asked yes/no (KINYN63): "كان له إخوة؟", "أباكير كان ليه أخ؟", "كان عندها ولاد؟", "kan leh
e5wat?", "كان متجوز؟", "اتجوزت؟".

Such a question asks that kin stated OF the person, so a sentence about him that names no such kin is no yes, nor is
one that names the kin of others: the monks' "إخوانهم" (brethren), "أولادهم" of a crowd when one person is asked. The
kin's words are `asked_reading.kin_forms` (the kin noun with the person's pronoun or a bare singular: "وكان له أخ",
"أولادها", "أخته"); a marriage asked is stated by the spouse's words or the verbs and noun of marrying ("عرض عليه أبواه
الزواج فأبى" is about the marriage asked: the record's no, which `record_no` declines when it is quoted with no "no").
The Egyptian "ليه" before the kin noun is "to him", not "why" ("كان ليه أخ" was read as a why question and answered by
any sentence of the record).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from dalil.answer.asked_reading import kin_forms
from dalil.answer.predicates import PREDICATES, Predicate
from dalil.text.glued import ONE_LETTER_PARTICLES, unglued
from dalil.text.normalize import fold, folded_words
from dalil.text.question_words import QUESTION_WORDS, msa
from dalil.text.stem import VERB_COPULAS
from dalil.text.support import strip_markers

# "to him / he has" said of one person, and of several
_OF_ONE = folded_words("له ليه لها ليها عنده عندها")
_OF_MANY = folded_words("لهم ليهم لهما ليهما عندهم عندهما")
_YES_NO = folded_words("هل وهل")
# "ليه" before the kin noun is "to him"; the searched reading of a Franco "leh" writes it "لماذا"
_TO_HIM_OR_WHY = folded_words("ليه لماذا")
_HOLDING = _OF_ONE | _OF_MANY | _TO_HIM_OR_WHY
# being married asked by the verb or participle itself ("هل تزوج X؟", "X كان متجوز؟", "اتجوزت؟")
_MARRIED = folded_words("تزوج تزوجت اتجوز اتجوزت متزوج متزوجه متجوز متجوزه")
# a marriage stated: the verb, its noun ("عرض عليه أبواه الزواج فأبى"), the spouse with a pronoun ("زوجته", "جوزها");
# not a bare "امرأة" (a woman: "امرأة اسمها ليدية" is no wife, fq39-088) nor "خطب" (he preached)
_MARRYING = _MARRIED | folded_words("زواج زواجه زواجها تزوجها اتجوزها")
# the verb of marrying by its stem (to marry, to marry off, Egyptian), past its imperfect's lead and an object pronoun
# ("يزوجاه"، "تزوجه"، "يتجوز"), and its noun: the deed, not the spouse ("زوجها" is her husband, read by `_MARRYING`)
_MARRY_STEMS = folded_words("زوج تزوج جوز تجوز اتجوز اتزوج")
_SPOUSE_STEMS = folded_words("زوج جوز")  # without a verb's lead, the spouse
_MARRIAGE_NOUNS = folded_words("زواج الزواج بالزواج للزواج")
_IMPERFECT_LEADS = "يتنا"
_VERB_ENDINGS = ("اهما", "وها", "وه", "اه", "ها", "هم", "ه", "وا", "ت", "ا")  # longest first
_EXISTING_KIN = ("wife", "husband", "children", "siblings")
_SPOUSES = ("wife", "husband")
_MANY_ENDINGS = ("هما", "هم", "هن")  # longest first: "اخوتهما" → اخوت
_ARTICLES = ("وال", "فال", "بال", "لل", "ال")


@dataclass(frozen=True)
class KinAsked:
    """The kin word asked, the words a sentence states it by, and whether several persons' kin is asked."""

    word: str
    forms: frozenset[str]
    many: bool


def _kin_of(word: str) -> tuple[str, list[Predicate]]:
    """The kin word as written or past a glued و/ف ("ولاد" stays: its و is the word's), and its kin tables."""
    for bare in (word, unglued(word)):
        of = [p for p in PREDICATES if p.name in _EXISTING_KIN and bare in p.cues]
        if of:
            return bare, of
    return word, []


def _asks(word: str) -> bool:
    """A question word, bare or past a glued particle ("وكم", "بإيه", "ومن")."""
    return any(msa(w) in QUESTION_WORDS for w in (word, word[1:] if word[:1] in ONE_LETTER_PARTICLES else word))


@lru_cache(maxsize=256)  # read for every candidate sentence of an answer; pure in the question
def asked_kin(question: str) -> KinAsked | None:
    """The kin whose existence a yes/no question asks, or None: the kin noun closes the question after a "to him"
    ("له", "ليه", "عندها") or a name glued to لـ ("هل كان لقزمان ودميان إخوة") with a كان; or marrying is asked by
    its verb. A question word elsewhere asks something else ("كان ليه كام أخ", "متجوز مين", "اسمه إيه")."""
    words = fold(strip_markers(question)).split()
    if len(words) < 2 or len(words) > 16:
        return None
    *before, last = words
    asking = [
        w for i, w in enumerate(words)
        if _asks(w) and w not in _YES_NO and not (w in _TO_HIM_OR_WHY and i == len(before) - 1)
    ]
    if asking:
        return None
    if married := [w for w in words if w in _MARRIED]:
        spouses = [p for p in PREDICATES if p.name in _SPOUSES]
        return KinAsked(married[0], _MARRYING.union(*(kin_forms(p, "") for p in spouses)), many=False)
    bare, of = _kin_of(last)
    if not of or not VERB_COPULAS & set(before):
        return None
    held = [i for i, w in enumerate(before) if w in _HOLDING or (w.startswith("ل") and len(w) > 3)]
    if not held:
        return None
    many = before[held[-1]] in _OF_MANY or any(w.startswith("و") and len(w) > 3 for w in before[held[-1] + 1 :])
    return KinAsked(bare, frozenset().union(*(kin_forms(p, bare) for p in of)), many)


def _readings(word: str, many: bool) -> set[str]:
    """A sentence's word as written, past a glued و/ف or an article; several persons' pronoun ("اخوتهما") read as
    one's ("اخوته") when several are asked."""
    found = {word, unglued(word)}
    found |= {w[len(a) :] for w in tuple(found) for a in _ARTICLES if w.startswith(a) and len(w) > len(a) + 2}
    if many:
        found |= {w[: -len(e)] + "ه" for w in tuple(found) for e in _MANY_ENDINGS if w.endswith(e)}
    return found


def kin_stated(asked: KinAsked, sentence: str) -> bool:
    """Does the sentence state the kin asked: one of its words, not several others' kin when one person is asked?"""
    for word in fold(strip_markers(sentence)).split():
        if not asked.many and word.endswith(_MANY_ENDINGS):
            continue
        if _readings(word, asked.many) & asked.forms:
            return True
    return False


def kin_unstated(question: str, sentences: Sequence[str]) -> str | None:
    """The kin word asked when no sentence states it, else None."""
    asked = asked_kin(question)
    if asked is None or any(kin_stated(asked, sentence) for sentence in sentences):
        return None
    return asked.word


def marriage_asked(question: str) -> bool:
    """Is marrying itself asked yes/no ("اتجوز؟", "هل تزوج X؟", "كان متجوز؟"), not another kin?"""
    asked = asked_kin(question)
    return asked is not None and asked.word in _MARRIED


def marrying(word: str) -> bool:
    """Does the (folded) word tell the deed of marrying: its verb in any person, to marry or to marry off ("تزوج"،
    "يزوجاه"، "اتجوزت"), its participle ("متزوج") or noun ("الزواج")? Not the spouse ("زوجها"، "زوجته": no verb's lead)."""
    bare = unglued(word)
    if bare in _MARRIED or bare in _MARRIAGE_NOUNS:
        return True
    led = len(bare) > 3 and bare[0] in _IMPERFECT_LEADS
    bodies = {bare, bare[1:]} if led else {bare}
    bodies |= {b[: -len(e)] for b in tuple(bodies) for e in _VERB_ENDINGS if b.endswith(e) and len(b) - len(e) >= 3}
    return any(body in _MARRY_STEMS and (led or body not in _SPOUSE_STEMS) for body in bodies)

