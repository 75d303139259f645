"""A thing's possession asked yes/no (YESNOREL74): "هل لمصر سواحل على البحر الأحمر؟", "هي تونس عندها علاقات مع …؟",
"الوحش … كان ليه قرنين؟", "هل تمتلك عمان مواقع …؟", Franco "3ando", "leeh" (read ليه / لماذا between two nouns).

Such a question asks a RELATION between two terms, the owner X and the thing Y, and a sentence where both words stand
in other roles does not answer it: "ولجمهورية مصر العربية سواحل … فيحدها … السودان" says the coasts are Egypt's, not
Sudan's; "ليفربول لديه منافسات طويلة مع جاره إيفرتون" gives Liverpool the rivalries, not Everton. A sentence states
"X has Y" only when it says the thing Y (by form, root or synonym: `slot_fillers.same_word`) and, where it names X,
joins X to Y:
- X before a holding word or a verb of owning that stands close before Y ("تونس لديها علاقات"، "العهد الأول كان له
  أيضا فرائض"، "الدكتور يمتلك القدرة"), or after such a verb and before Y ("تمتلك عمان أربعة مواقع");
- X glued to لـ, or the head of X's phrase glued to it, close before Y ("ولجمهورية مصر العربية سواحل"، "للعراق سواحل");
- X in construct after Y ("سواحل مصر"), or before a Y that carries X's pronoun ("الشام وسواحلها").
X named only in another place of the sentence (after Y, or far from it) is another role: not stated. A sentence that
does not name X at all states it when Y is held (a holding word close before it, or its own pronoun): "وكان له حقل
باعه" in Barnabas's record, whose title names him; whether the record is about X is `subject_held`'s question.

Not read here: kin ("كان ليه أخ": `kin_existence`), an age ("كان عنده 16 سنة": a number is no possession), an
either/or question (`either_or`), a question that asks a value (a question word besides the holding "ليه").
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from dalil.answer.kin_existence import OF_MANY, OF_ONE, TO_HIM_OR_WHY, asked_kin, asks_by_word
from dalil.answer.slot_fillers import same_noun, same_word
from dalil.answer.slot_words import content_word, number_word, verbal
from dalil.retrieval.names import FOLDED_TITLE_WORDS
from dalil.text.clause_openers import RELATIVES
from dalil.text.glued import GLUED_CONJUNCTIONS
from dalil.text.normalize import fold, folded_words
from dalil.text.stem import COPULAS, VERB_COPULAS
from dalil.text.support import strip_markers

# "to him / he has" (`kin_existence`'s, and the MSA "لديه"); the verbs of owning ("يملك"، "تمتلك"). The Egyptian "ليه"
# (له) is also "why", and a Franco "leeh" is searched as "لماذا": after كان or before a noun it holds (`_holding_at`).
_HAS = folded_words("لديه لديها لديهم لديهما")
OWNING_VERBS = folded_words("يملك تملك يمتلك تمتلك يملكون يمتلكون امتلك امتلكت")
_HOLDING = OF_ONE | OF_MANY | _HAS | OWNING_VERBS
_TO_FORMS = frozenset(word for word in OF_ONE | OF_MANY if word.startswith("ل"))  # also "to him" after a verb
# the yes/no opening before the owner ("هل"، "هو"، "كان"): neither owner nor thing
_OPENING = folded_words("هل وهل تكون") | COPULAS
_EITHER = folded_words("او ام ولا")
_FROM_OR_NOT = folded_words("من ما")  # "الوحش اللي طالع من الأرض": "from", not "who"
_TO = "ل"  # the glued لـ of "هل لمصر سواحل", "ولجمهورية مصر"
_PRONOUNS = ("هما", "هم", "ها", "ه")  # longest first: "سواحلها"
_HELD_REACH = 3  # a holding word at most this many words before the thing: "كان له أيضا فرائض"
_GLUED_REACH = 4  # "ولجمهورية مصر العربية سواحل"
_CONSTRUCT_REACH = 2  # "سواحل مصر", "سواحل طويلة لمصر"
_LONGEST = 16


@dataclass(frozen=True)
class Possession:
    """The owner's words and the thing a "X has Y" question asks (`asked_possession`): "شركة إديسون" is both words."""

    owner: tuple[str, ...]
    thing: str


def _holding_at(words: Sequence[str]) -> int | None:
    """Where the question's holding word stands: a listed one, or "ليه"/"لماذا" between a word and a noun."""
    for i, word in enumerate(words):
        if word in TO_HIM_OR_WHY:  # "كان ليه حقل"، "العراق ليه سواحل"; not "الملك ليه رمى" nor a trailing why
            if 0 < i < len(words) - 1 and _holds_after(words[i - 1]) and (
                _copula(words[i - 1]) or not (verbal(words[i + 1]) or any(verbal(w) > 1 for w in words[:i]))
            ):
                return i  # not after a clause with its own verb: "الشماس بيقول … انظروا، ليه الشرق بالذات" asks why
            continue
        if word in _TO_FORMS and not _holds_after(words[i - 1] if i else ""):
            continue  # "قال لهم يسوع"، "ظهر له ملاك": to whom a deed was done, not what he has
        if word in _HOLDING:
            return i
    return None


def _copula(word: str) -> bool:
    """كان in any form, negated too ("ماكانش ليه حدود")."""
    return word in VERB_COPULAS or any(copula in word for copula in VERB_COPULAS)


def _holds_after(word: str) -> bool:
    """May a لـ-form after this word say "he has": after كان or a noun, not after a verb ("قال له"، "ماقالش لهم")?
    A name of a verb's shape ("تونس"، "يسوع") reads as one here: such a question is not read (no check), never refused."""
    return not word or _copula(word) or not verbal(word)


def _glued_owner(word: str) -> str | None:
    """The noun of a word glued to لـ ("لمصر" → مصر, "للعراق" → العراق), or None."""
    if not word.startswith(_TO) or len(word) < 4 or word in _HOLDING:
        return None
    return "ال" + word[2:] if word.startswith(_TO * 2) else word[1:]


def _glued_articled(word: str) -> str | None:
    """The articled noun of a question's word glued to لـ ("للعراق" → العراق, "للقديس"): a bare "لـ" + name is not
    read, it is as often a name's own first letter ("لوقا"، "ليدية"، "لعازر")."""
    return _glued_owner(word) if word.startswith(_TO * 2) else None


def _owner_and_rest(words: list[str]) -> tuple[list[str], list[str]] | None:
    """The owner's phrase and the words after it (the thing first), by where the question holds."""
    at = _holding_at(words)
    lead = 0
    while lead < len(words) and words[lead] in _OPENING:
        lead += 1
    if at is not None and at > lead:
        return words[lead:at], words[at + 1 :]
    if at is not None and at == lead and words[at] in OWNING_VERBS:
        return _phrase_then_rest(words[at + 1 :])  # "هل تمتلك عمان مواقع …"
    if at is None and lead and lead < len(words) and (owner := _glued_articled(words[lead])) is not None:
        return _phrase_then_rest([owner, *words[lead + 1 :]])  # "هل لمصر سواحل"، "هل كان للقديس برنابا حقل"
    return None


def _phrase_then_rest(words: list[str]) -> tuple[list[str], list[str]]:
    """A noun phrase said before its thing: a title and the name after it, its articled adjectives ("العهد الأول")."""
    end = 1
    if words and words[0] in FOLDED_TITLE_WORDS:
        end = 2
    while end < len(words) and words[end].startswith("ال") and words[end] not in FOLDED_TITLE_WORDS:
        end += 1
    return words[:end], words[end:]


def _owner_words(phrase: Sequence[str]) -> tuple[str, ...]:
    """The owner's head and the names after it, titles out, up to a function word or a relative ("الوحش اللي طالع
    من الأرض" is "الوحش"; "شركة إديسون" both). An articled word after the head is its adjective ("العهد الأول"): every
    first covenant's and tabernacle's, it names no owner."""
    found: list[str] = []
    for word in phrase:
        if word in _OPENING or word in FOLDED_TITLE_WORDS:
            continue
        if word in RELATIVES or not content_word(word):
            if found:
                break
            continue
        if found and word.startswith("ال"):
            continue
        found.append(word)
    return tuple(found)


@lru_cache(maxsize=256)  # read for every candidate sentence of an answer; pure in the question
def asked_possession(question: str) -> Possession | None:
    """The owner and thing of a yes/no "X has Y" question, or None for any other question (module docstring)."""
    words = fold(strip_markers(question)).split()
    if not 3 <= len(words) <= _LONGEST or _EITHER & set(words):
        return None
    if asked_kin(question) is not None:
        return None
    held = _holding_at(words)
    # a question word asks a value; "من" / "ما" inside are "from" / "not" ("طالع من الأرض"), first or last they ask
    # ("esmo kan eh" is searched "… كان ما")
    inside = range(1, len(words) - 1)
    if any(asks_by_word(w) and w not in _OPENING and i != held and not (i in inside and w in _FROM_OR_NOT) for i, w in enumerate(words)):
        return None
    found = _owner_and_rest(words)
    if found is None:
        return None
    phrase, rest = found
    owner = _owner_words(phrase)
    thing = next((w for w in rest if w not in _OPENING and w not in _HOLDING), None)
    if not owner or thing is None or not content_word(thing) or number_word(thing) or thing.isdigit():
        return None  # "كان عنده 16 سنة"، "كان عنده تمانين سنة": an age
    return Possession(owner, thing)


def _to_word(word: str) -> str | None:
    """The noun a لـ is glued to, past a glued و/ف ("ولجمهورية" → جمهورية، "للعراق" → العراق), or None."""
    bare = word[1:] if word[:1] in GLUED_CONJUNCTIONS and word[1:2] == _TO else word
    noun = _glued_owner(bare)
    return noun if noun is not None and content_word(noun) else None


def _names_owner(word: str, owner: str) -> bool:
    return same_noun(word, owner) or ((bare := _to_word(word)) is not None and same_noun(bare, owner))


def _to_owner(word: str, owner: str) -> bool:
    """Is the word the owner glued to لـ ("لمصر"، "للعراق"), not a name that begins with the letter ("لبنان")?"""
    return (bare := _to_word(word)) is not None and same_noun(bare, owner)


def _carries_pronoun(word: str, thing: str) -> bool:
    """The thing with a pronoun of its owner ("سواحلها"، "وسواحله")."""
    return any(word.endswith(p) and len(word) - len(p) >= 3 and same_word(word[: -len(p)], thing) for p in _PRONOUNS)


def _held(words: Sequence[str], t: int, thing: str) -> bool:
    """The thing at `t` held by someone: a holding word or a verb of owning close before it, or its own pronoun."""
    return _carries_pronoun(words[t], thing) or any(w in _HOLDING for w in words[max(0, t - _HELD_REACH) : t])


def _joined(words: Sequence[str], o: int, t: int, thing: str, owner: str) -> bool:
    """Is the owner at `o` the owner of the thing at `t` (module docstring)?"""
    between = words[o + 1 : t] if o < t else []
    if o < t and any(w in _HOLDING for w in between) and _held(words, t, thing):
        return True  # "تونس لديها علاقات", "وحشا آخر طالعا من الأرض وكان له قرنان"
    if o < t and any(w in OWNING_VERBS for w in words[max(0, o - 2) : o]) and t - o <= _GLUED_REACH:
        return True  # "تمتلك عمان أربعة مواقع"
    if 0 < t - o <= _GLUED_REACH and (_to_owner(words[o], owner) or o and _to_word(words[o - 1]) is not None):
        return True  # "ولجمهورية مصر العربية سواحل", "للعراق سواحل"
    if o < t and _carries_pronoun(words[t], thing):
        return True  # "الشام وسواحلها"
    return 0 < o - t <= _CONSTRUCT_REACH  # "سواحل مصر"


def possession_stated(asked: Possession, sentence: str, titles: Sequence[str] = ()) -> bool:
    """Does the sentence state the thing as the owner's? Each owner word named by it or the record's title ("شركة
    إديسون": a "الشركة" alone is another company), and the thing joined to one it names; an owner named nowhere (a
    Franco name the reading missed, or another record: `subject_held`'s) leaves the thing held by anyone."""
    words = fold(strip_markers(sentence)).split()
    titled = [w for title in titles for w in fold(strip_markers(title)).split()]
    things = [i for i, w in enumerate(words) if content_word(w) and same_word(w, asked.thing)]
    named = {o: [i for i, w in enumerate(words) if _names_owner(w, o)] for o in asked.owner}
    in_title = {o for o in asked.owner if any(same_noun(w, o) for w in titled)}
    if not any(named.values()) and not in_title:
        return any(_held(words, t, asked.thing) for t in things)
    if any(not at and o not in in_title for o, at in named.items()):
        return False  # "شركة إديسون" of "الشركة … لديها تصميمات" in Tesla's record
    if not any(named.values()):
        return any(_held(words, t, asked.thing) for t in things)  # "وكان له حقل" in Barnabas's record
    return any(_joined(words, i, t, asked.thing, o) for o, at in named.items() for i in at for t in things)


def possession_unstated(question: str, sentences: Sequence[str], titles: Sequence[str] = ()) -> str | None:
    """The thing asked when no sentence states it as the owner's, else None (not a possession question)."""
    asked = asked_possession(question)
    if asked is None or any(possession_stated(asked, sentence, titles) for sentence in sentences):
        return None
    return asked.thing
