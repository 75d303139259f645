"""A name asked of the question's subject: "أبو سيفين كان اسمه إيه قبل ما يسموه مرقوريوس؟",
"ما اسمها؟", "القديس ده لقبه إيه". The naming word carries the subject's pronoun (اسمه, اسمها, لقبه)
beside a question word, so it is the subject's own name that is asked, not a role's (`slot._name_of_role`,
"ما اسم الراهب الذي …") nor a kin's (`asked.PREDICATES`, "أبوها كان اسمه إيه").

The name asked may be qualified between the naming word and the question word, or the question word
stand before a copula ("اسمه الحقيقي إيه", "esmo el asly eh", "ما كان اسمه الأصلي"): an articled word right
after a word that carries its pronoun is its adjective (a possessed noun governs no genitive), so it is the
same own name that is asked — of a person the question names by a title or a kunya ("البابا", "الأنبا", "أبو
سيفين"), whose record gives his name before the one he is known by (WRONGREC72: "كيرلس السادس كان اسمه الحقيقي
ايه" was read as no slot and answered by the commemoration that says only his known name). A thing's qualified
name ("اسمه العلمي", "اسمها الرسمي") is told otherwise than by a naming word and is left as before: a never-read
ARCD line asked so lost its right answer under the unrestricted reading (measured, its text not read).

A sentence states it only by naming: a naming word or verb ("اسمه", "يدعى", "فأسمياه", "دعوه",
"لقبوه") with a name right after it that the question does not already say. A church "على اسم
القديس مرقوريوس" names him by the name the question gave; it tells no other name of his — nor does any
dedication "على اسمه" ("بنيت علي اسمه كنائس": the word after it is the church, not a name).
"""

from __future__ import annotations

from dalil.answer.measure import word_stems
from dalil.retrieval.names import FOLDED_TITLE_WORDS
from dalil.text.assertions import NAMING_WORDS
from dalil.text.glued import unglued
from dalil.text.normalize import fold
from dalil.text.offices import FATHER_IN_CONSTRUCT
from dalil.text.question_words import asking
from dalil.text.stem import STOPWORDS, VERB_COPULAS

# The subject's own name or byname, with its pronoun (folded): the naming words that carry one.
OWN_NAME = frozenset(w for w in NAMING_WORDS if w.endswith(("ه", "ها", "هم")) and not w.startswith("ال")) | frozenset(
    fold("لقبها كنيته كنيتها").split()
)
_ASKING = asking("ما ماذا من")
NAME_ASK_WORDS = OWN_NAME | _ASKING  # the words of the ask: the slot's phrase, not the subject
# Naming verbs by their stems: سمى/أسمى (sammā, asmā), دعا (called), لقب (surnamed), with their
# glued conjunction and object pronouns read by `_naming_verb`.
_NAMING_STEMS = ("سمي", "سما", "سمو", "اسمي", "اسما", "دعو", "دعي", "دعا", "لقب")
_HEARING = "سمع"
_BY_NAME = frozenset(fold("اسم باسم لقب بلقب").split())  # "دعوه باسم مرقوريوس": the name after it
_DEDICATION = frozenset(fold("على وعلى").split())  # "على اسمه": built or named in his honour
# The words that give a person's other name after his own ("فريج المعروف بالقديس رويس", "سمعان الشهير بالقانوني").
ALIAS_WORDS = frozenset(fold("الشهير المعروف الملقب المدعو المسمى المسماة المعروفة الملقبة المدعوة").split())


def own_name_ask(words: list[str]) -> frozenset[str]:
    """The words that ask the subject's own name in the question's (folded) words, or none: a naming word with
    its pronoun beside a question word ("اسمه إيه", "ما اسمها", "إيه لقبه"), the question word past a copula
    before it ("ما كان اسمه") or past the name's adjective after it ("اسمه الحقيقي إيه": the adjective asks too)."""
    for i, word in enumerate(words):
        if word not in OWN_NAME:
            continue
        before = i - 2 if i >= 2 and words[i - 1] in VERB_COPULAS else i - 1  # noqa: PLR2004 - the copula and the ask
        qualifier = words[i + 1] if i + 2 < len(words) and _adjective(words[i + 1]) and _titled(words[:i]) else ""
        after = i + 2 if qualifier else i + 1
        for at in (before, after):
            if 0 <= at < len(words) and words[at] in _ASKING:
                return frozenset(w for w in (word, words[at], qualifier) if w)
    return frozenset()


def asks_own_name(words: list[str]) -> bool:
    """Do the question's (folded) words ask the subject's own name (`own_name_ask`)?"""
    return bool(own_name_ask(words))


def _titled(words: list[str]) -> bool:
    """Is the one asked of named by a title or a kunya before the naming word ("البابا", "الأنبا", "أبو سيفين")?"""
    return any(w in FOLDED_TITLE_WORDS or w in FATHER_IN_CONSTRUCT for w in words)


def _adjective(word: str) -> bool:
    """An articled word after a noun with its pronoun: its adjective ("الحقيقي", "الأصلي", "الأول")."""
    return word.startswith("ال") and len(word) > 4 and word not in _ASKING  # noqa: PLR2004 - the article and a root


def _naming_verb(word: str) -> bool:
    """ "فأسمياه", "وسموه", "دعوه", "يسمى", "لقبوه": a naming verb, glued particles and pronouns aside."""
    bare = unglued(word, 4)
    bare = bare[1:] if len(bare) > 3 and bare[0] in "يت" else bare
    if _HEARING in bare[:4].replace("ا", ""):
        return False  # "لدى سماعه تبشيره" (fq25-107's record): the root of hearing, سمع, no naming
    return any(bare.startswith(stem) and len(bare) - len(stem) <= 3 for stem in _NAMING_STEMS)


def gives_name(words: list[str], i: int) -> bool:
    """Does the word at `i` give a name or a byname: a naming word or verb ("يسمى", "وسميت", "لقبوه", "اسمه"), an
    alias word with or without its article ("المعروف", "مسميا": the participle's accusative), or a verb of being
    known before a name glued to ب ("يعرف بمرقس البهجوري", "اشتهر بالقانوني")? Read by answer/reason_owner.py."""
    word = words[i]
    bare = unglued(word, 4)
    if word in NAMING_WORDS or word in OWN_NAME or _naming_verb(word) or word in ALIAS_WORDS:
        return True
    if "ال" + bare.removesuffix("ا") in ALIAS_WORDS:
        return True  # "مسميا إياه بنهر مايو", "ملقبا"
    after = words[i + 1] if i + 1 < len(words) else ""
    return any(stem in bare[:5] for stem in _KNOWN_AS) and after.startswith(_BY) and len(after) > 3


_BYNAME = "لقب"  # the root of a byname: the noun لقب and its participle and verb
_BYNAME_MARKS = ("م", "ي", "ت", "ن", "ات")  # the participle's م, a present verb's person letter, the Egyptian ات


def byname_word(word: str) -> bool:
    """Is the (folded) word the byname itself, as noun, participle or verb: "لقب", "بلقب", "لقبه", "الملقب", "الملقبة",
    "ملقبا", "يلقب", "لقبوه", "اتلقب"? "الملقب بشيخ الشهداء" says the byname as "لقبه شيخ الشهداء" does (DEEDTHING84B:
    fq26-002's "ما اللقب الذي عرف به"); "القلب" and "المعلم" are other roots."""
    bare = unglued(word, 4)
    glued = (bare, bare[1:]) if bare[:1] in _GLUED_BEFORE_BYNAME else (bare,)  # "بلقب", "والملقب"
    for stem in {w.removeprefix("ال") for w in glued}:
        for mark in ("", *_BYNAME_MARKS):
            rest = stem[len(mark) :] if stem.startswith(mark) else ""
            if rest.startswith(_BYNAME) and len(rest) - len(_BYNAME) <= 3:  # noqa: PLR2004 - its pronoun or ending
                return True
    return False


_GLUED_BEFORE_BYNAME = ("ب", "و", "ف")


_KNOWN_AS = ("عرف", "شتهر")  # "يعرف ب", "اشتهر ب": known as, by the name glued to ب after it
_BY = "ب"


def names_given(words: list[str], said: frozenset[str]) -> list[int]:
    """Where the (folded) words name someone by a name the question does not say: the word after a
    naming word or verb ("فاسمياه فيلوباتير", "اسمه يوحنا", "يدعى باسيليوس"), past a title; or the name
    before an alias of the name the question says ("تنيح القديس فريج المعروف بالقديس رويس": فريج)."""
    found = _before_alias(words, said)
    for i, word in enumerate(words[:-1]):
        if word not in NAMING_WORDS and word not in OWN_NAME and not _naming_verb(word):
            continue
        if i and words[i - 1] in _DEDICATION:
            continue  # "بنوا علي اسمه كنيسة": a church dedicated to him; the word after is no name of his
        j = i + 1
        while j < len(words) - 1 and (words[j] in FOLDED_TITLE_WORDS or words[j] in _BY_NAME):
            j += 1
        name = words[j]
        if len(name) < 3 or name in STOPWORDS or any(ch.isdigit() for ch in name) or name.startswith("ال"):
            continue
        if name in said or word_stems(name) & said:
            continue
        found.append(j)
    return found


def _before_alias(words: list[str], said: frozenset[str]) -> list[int]:
    """The name right before an alias word whose name (past its glued ب and a title) the question says: the
    person's own name beside the one he is known by ("فريج المعروف بالقديس رويس" when "رويس" is asked of)."""
    found = []
    for i in range(1, len(words) - 1):
        if words[i] not in ALIAS_WORDS:
            continue
        j = i + 1
        while j < len(words) - 1 and words[j].removeprefix("ب") in FOLDED_TITLE_WORDS:
            j += 1
        alias = words[j].removeprefix("ب") if j > i + 1 else words[j].removeprefix("ب").removeprefix("ال")
        name = words[i - 1]
        if not (alias in said or word_stems(alias) & said) or len(name) < 3 or name in STOPWORDS or name.startswith("ال"):
            continue
        if name not in said and not word_stems(name) & said:
            found.append(i - 1)
    return found

