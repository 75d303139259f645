"""Does the answer state what was asked of its subject, not only name the subject?

A question asks a relation or an event of its subject: "ما اسم أم X" (a relation: X's mother, by
name), "X اتولد فين" (an event: the birth), "متى ترك X البلد" (leaving), "كم عدد أولاد X" (the
children); and it asks a slot (answer/slot.py: a count, a measure, an age, a span, a year, a place, a
person in a relation), which a sentence states only with a filler in construction with the slot's
head ("ما مساحة X": a number with an area unit beside مساحة, of X). A sentence that names X, or holds a place, a year or a number,
does not answer it unless it states that relation or event: the city of a saint's death is not his
birthplace, a year in a biography is not his number of children, a continent's population is not a
country's area.

One table (`PREDICATES`: what the slot reading does not cover — kin by name, the life events a
question names), and the slot, read by the offline answerer to choose a sentence (providers/extractive.py)
and by validation for every provider's answer (`answer_type.answer_type_problem`, code
`ASKED_NOT_STATED`): a predicate's question cues, MSA and Egyptian, and the answer words that state
it (its forms, and the words of its listed synonym class in data/paraphrase, `text.word_families`).

Only the asked part of the question is read: what follows a relative pronoun ("مين اللي اتولد في
…", "القديس الذي ترك …") describes the subject, it is not what is asked of it. A question of two asks
("كم سنة عاش … وأين ولد؟") is read up to its second: an answer to the first alone is a true, partial
answer, and not stating the second is no claim.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

from dalil.answer.anaphor import naming_words
from dalil.answer.either_or import choice_stated
from dalil.answer.measure import word_stems
from dalil.answer.name_asked import NAME_ASK_WORDS, asks_own_name
from dalil.answer.question_words import asking, msa
from dalil.answer.slot import (
    Slot,
    asks_name,
    content_word,
    described_named,
    read_slot,
    reads_as_verb,
    role_named_later,
    same_word,
    states_slot,
    successor_asked,
    verbal,
    which_place_after,
)
from dalil.retrieval.names import FOLDED_TITLE_WORDS, TITLE_WORDS, title_names
from dalil.text.assertions import VOLITION, titled_names
from dalil.text.coptic_calendar import EGYPTIAN_MONTH_WORDS
from dalil.text.normalize import fold
from dalil.text.offices import office
from dalil.text.stem import STOPWORDS
from dalil.text.support import MONTH_NAMES, strip_markers, term_set
from dalil.text.word_families import synonym_classes

ASKED_NOT_STATED = "asked_not_stated"  # the stable validation code: "asked_not_stated: <predicate>"


@dataclass(frozen=True)
class Predicate:
    name: str
    cues: frozenset[str]  # question words (folded, bare) that ask it
    states: frozenset[str]  # answer words (folded, bare) that state it
    kin: bool = False  # a kin word: asked only right after اسم, a question word or a count ("أم" is also "or")
    by_name: bool = False  # asked by name ("ما اسم أم X", "مين أبو X"): the sentence must name the kin


def _words(text: str) -> frozenset[str]:
    return frozenset(fold(text).split())


_MOTHER = "ام امه امها امو والدته والدتها امي"
_FATHER = "اب ابوه ابوها ابيه ابيها ابو والد والدها ابي"
_WIFE = "زوجه زوجته مرات مراته امراه امراته زوجاته"
_HUSBAND = "زوج زوجها جوز جوزها بعلها"
_CHILDREN = "اولاد اولاده اولادها ابناء ابناءه ابنائه ابناؤه ابناءها ابنائها بنين بنات بناته اطفال اطفاله ذريه ذريته عيل عيال عياله"
_SIBLINGS = "اخ اخوه اخيه اخوها اخت اخته اختها اخوات اخواته اخوته اخوتها اخوان اخواتها"
# The wider family, each side apart: a maternal uncle does not answer "his paternal uncle's name".
_PATERNAL = "عم عمه عمها عمو عمي عمته عمتها اعمام اعمامه"
_MATERNAL = "خال خاله خالها خالو خالي خالته خالتها اخوال اخواله"
_GRANDPARENT = "جد جده جدها جدو جدي جدته جدتها اجداد اجداده"
_GRANDCHILD = "حفيد حفيده حفيدها حفيدته حفيدتها احفاد احفاده احفادها"

PREDICATES: tuple[Predicate, ...] = (
    # "والدة" (mother) and "والده" (his father) fold alike: either parent states it.
    Predicate("parent", _words("والده"), _words(f"{_MOTHER} {_FATHER} والده"), kin=True),
    # "والدة" asks the mother (read unfolded, `asked_predicates`); a sentence's folded "والده" may be
    # either parent, its name after it still wanted
    Predicate("mother", _words(f"{_MOTHER} والده"), _words(f"{_MOTHER} امهم امهما امهات والده"), kin=True),
    Predicate("father", _words(_FATHER), _words(f"{_FATHER} ابوهم ابيهم ابوهما ابيهما"), kin=True),
    Predicate("wife", _words(_WIFE), _words(f"{_WIFE} تزوج تزوجها اتجوز اتجوزها زواج زواجه خطب خطيبته"), kin=True),
    Predicate("husband", _words(_HUSBAND), _words(f"{_HUSBAND} تزوجت تزوجها اتجوزت زواج زواجها خطيبها"), kin=True),
    Predicate(
        "children",
        _words(f"{_CHILDREN} ابن ابنا ابنه ابنها ابنته ابنتها بنته بنتها ولد ولدا طفل طفلا بنت بنتا"),
        _words(f"{_CHILDREN} ابنا ابنه ابنته ابنتان ابنتين ابنين ابنان بنتا ولدا ولدان ولدين انجب انجبت رزق طفلا"),
        kin=True,
    ),
    Predicate("siblings", _words(_SIBLINGS), _words(f"{_SIBLINGS} شقيق شقيقه شقيقته اشقاء"), kin=True),
    Predicate("paternal_kin", _words(_PATERNAL), _words(_PATERNAL), kin=True),
    Predicate("maternal_kin", _words(_MATERNAL), _words(_MATERNAL), kin=True),
    Predicate("grandparent", _words(_GRANDPARENT), _words(_GRANDPARENT), kin=True),
    Predicate("grandchild", _words(_GRANDCHILD), _words(_GRANDCHILD), kin=True),
    Predicate(
        "birth",
        _words("ولد ولدت يولد اتولد اتولدت مولد مولده ميلاد ميلاده ميلادها ولاده ولادته ولادتها مولود"),
        _words("ولد ولدت يولد اتولد اتولدت مولد مولده مولدها ميلاد ميلاده ميلادها ولاده ولادته ولادتها مولود مواليد"),
    ),
    Predicate(
        "death",
        _words(
            """مات ماتت يموت موت موته توفي توفيت اتوفي اتوفت وفاه وفاته وفاتها تنيح تنيحت نياحه نياحته
            رقد رقدت استشهد استشهدت استشهاد استشهاده قتل قتلت قتلوا اتقتل اتقتلت مقتل مقتله قتله اغتيل اغتيال"""
        ),
        _words(
            """مات ماتت يموت موت موته توفي توفيت اتوفي اتوفت وفاه وفاته وفاتها تنيح تنيحت نياحه نياحته
            نياحتها رقد رقدت استشهد استشهدت استشهاد استشهاده استشهادها قتل قتلت قتلوا اتقتل اتقتلت مقتل
            مقتله قتله قتلها اغتيل اغتيال اغتياله اعدم اعدام اعدامه صلب ذبح قطعت قطعوا رقبته راسه اسلم روحه"""
        ),
    ),
    Predicate(
        "leaving",
        _words("ترك تركت غادر غادرت ساب سابت هاجر هاجرت رحل رحلت"),
        _words(
            """ترك تركت تركوا غادر غادرت مغادره مغادرته ساب سابت هاجر هاجرت هجره هجرته رحل رحلت رحيل
            رحيله خرج خرجت خروج خروجه سافر سافرت نفي نفاه منفي منفاه هرب فر انتقل"""
        ),
    ),
)

# Words right before which a kin word is asked ("ما اسم أم …", "مين أبو …", "عدد أولاد …"); after the
# naming ones it is asked by name. Elsewhere a kin word is part of the subject ("ماذا قالت لها أمها").
_NAMING_ASK = _words("اسم اسمه اسمها اسماء من مين هو هي")
_ASKING = _NAMING_ASK | _words("كم كام عدد")
# The Egyptian order asks after the kin word: "X أبوها كان اسمه إيه", "X عمه مين".
_ASKING_AFTER = _words("اسمه اسمها اسمهم اسم مين ايه ايش")
_FRAME_AFTER = _ASKING_AFTER | _words("كان كانت هو هي يكون")
# Relative pronouns: what follows describes the subject ("مين اللي اتولد …").
_RELATIVES = _words("الذي التي الذين اللذان اللتان اللي اللى")
# A second ask joined by و ("… وأين ولد؟", "… وامتى اتنيح؟"): the question words that open one (not
# من: "ومن" is as often "and from").
_SECOND_ASK = _words("اين فين متي امتي كم كام مين ماذا ايه ليه لماذا كيف ازاي انهي")
# "قبل الميلاد" dates, it does not ask of a birth.
_ERA = _words("قبل بعد")
# Words a sentence uses to name someone: the word after them is the name ("اسمها مريم").
_NAMING = _words("اسمه اسمها اسمهم يدعي تدعي يسمي تسمي يدعى تدعى يسمى تسمى")
# Words that describe a relative without naming him or her ("من أبوين مسيحيين تقيين").
_DESCRIPTIONS = _words(
    """تقي تقيه تقيين تقيان مسيحي مسيحيه مسيحيين مسيحيان مؤمن مؤمنه مؤمنين مؤمنان صالح صالحه صالحين
    غني غنيه غنيين غنيان اغنياء فقير فقيرين فقيره فقراء بار باره بارين ابرار وثني وثنيه وثنيين شريف شريفه اشراف كان كانت
    كانا كانوا ايضا جدا قد وكان وكانت محب محبه خائف خائفه تخاف يخاف الله الرب المسيح والديه ابويه"""
)
_NAME_BEFORE = 2  # words before a kin word of the subject where its name stands in apposition
_NAME_WINDOW = 4  # words after a kin word where its name stands ("وكانت أمه امرأة تدعى مريم")


def _bare(word: str) -> frozenset[str]:
    """The word and its forms without a glued conjunction, article or preposition and a possessive."""
    return frozenset(word_stems(word))


def _in(word: str, family: frozenset[str]) -> bool:
    return word in family or bool(_bare(word) & family)


def _asked_words(question: str) -> list[str]:
    """The question's folded words read as its ask (`_reading`): up to its first relative pronoun, its
    second ask, or a time clause after its question word ("بقى أسقف على فين بعد ما المسيح أقامه": the
    raising dates the ask, it is not the event asked of)."""
    return list(_reading(question).asked)


@dataclass(frozen=True)
class _Reading:
    asked: tuple[str, ...]  # the words read as the ask
    clause: tuple[str, ...] = ()  # the relative clause after them: which person a role asks ("مين الملك اللي …")
    described: tuple[str, ...] = ()  # a relative clause that describes the subject before the ask
    named: str = ""  # a bare word right before a relative pronoun: a name ("أبامون اللي …")
    verb: str = ""  # the verb the ask opens with after a description ("… اللي من السبعين رسم أسقف"): no name


@lru_cache(maxsize=256)
def _reading(question: str) -> _Reading:
    """The question's folded words up to its first relative pronoun or its second ask, and the
    relative clause after them. Two relative clauses are no description of the subject:
    - a cleft, "من الذي قتل X" / "مين اللي قتل X" (a من/مين alone before the pronoun, a verb after
      it): the clause IS the ask, read as "من قتل X" — the doer of that deed (`slot.read_slot`);
    - a clause before the ask, "أبامون اللي من ترنوط اتدفن فين" (no question word before the pronoun,
      one of a time, place, count or kind after it): it describes the subject, and the ask is what
      follows it, from its verb ("اتدفن فين") or its question word ("في أي مدينة اتدفن"). What
      describes the subject (ترنوط, his town) is not a word of the asked event."""
    return _read(fold(strip_markers(question)).split())


def _read(words: list[str]) -> _Reading:
    for i, word in enumerate(words):
        glued = len(word) > 3 and word[0] in "وف" and word[1:] in _RELATIVES
        if i > 0 and (word in _RELATIVES or glued):
            before, after = words[:i], words[i + 1 :]
            named = before[-1] if _bare_name_before_relative(before[-1]) else ""
            if glued:
                return _Reading(tuple(before), named=named)
            if _cleft(before, after):
                return _read([before[0], *after])
            start = _ask_after_description(before, after)
            if start is not None:
                rest = _read(before + after[start:])
                verb = after[start] if reads_as_verb(after[start]) else ""
                return replace(rest, described=tuple(after[:start]) + rest.described, named=rest.named or named, verb=verb)
            return _Reading(tuple(before), tuple(after), named=named)
        if i > 1 and len(word) > 2 and word[0] == "و" and word[1:] in _SECOND_ASK:
            return _Reading(tuple(words[:i]))
        if i > 1 and _time_clause(words, i) and _asks_before(words[:i]):
            return _Reading(tuple(words[:i]))
    return _Reading(tuple(words))


_WHO_WORDS = asking("من")
# A preposition with a pronoun (folded: "اليه", "عليه", "لها", "معهم"): in a relative clause, it
# refers back to the one the clause describes.
_RESUMPTIVE = re.compile(r"^[وف]?(?:الي|علي|عن|من|مع|في|عند|ل|ب)(?:ه|ها|هم|هما|هن)$")
_CLEFT_FRAME = _words("هو هي هم")  # "من هو الذي قتل X"
# Question words of a time, a place, a count or a kind (MSA and Egyptian): one after a relative
# clause asks of the subject that clause described. Not ما/ايه ("… كان اسمه إيه": the role named
# first, `slot.role_named_later`) nor من (also "from").
_ASKS_AFTER = asking("كم بكم متي اين اي")
_ANY_ASK = asking("كم بكم متي اين اي من ما لماذا كيف")
# Prepositions that govern a question word and open the ask with it ("في أي مدينة", "من أي بلد").
_ASK_PREPOSITIONS = _words("في من علي الي ب")


def _cleft(before: list[str], after: list[str]) -> bool:
    """ "من الذي + verb …": who did it, unless a pronoun in the clause refers back to the one asked
    ("من الذي انضم إليه النورمان", "مين اللي ظهر لها المخلص": the one joined, the one appeared to)."""
    who = [w for w in before if w not in _CLEFT_FRAME]
    if len(who) != 1 or before[0] not in _WHO_WORDS or not after or any(_RESUMPTIVE.match(w) for w in after):
        return False
    slot = read_slot([before[0], *after])
    return slot is not None and slot.agent


def _ask_after_description(before: list[str], after: list[str]) -> int | None:
    """Where the ask opens in the relative clause when no question word precedes the clause and one
    of a time, place, count or kind stands in it; else None. The ask opens with the verb nearest
    before the question word ("اللي اتولد في ترنوط عاش كام سنة": عاش), or with the question word
    (and the preposition that governs it) when its verb follows it or none stands before it."""
    if any(w in _ANY_ASK for w in before):
        return None
    at = next((j for j, w in enumerate(after) if w in _ASKS_AFTER), None)
    if not at:
        return None  # none, or right after the pronoun: nothing describes the subject
    # the word that governs the question word opens the ask with it: a preposition ("في أي مدينة"), an
    # office in construct ("أسقف أي مدينة", "ملك انهي مدينة"), the unit of a year ("سنة كام")
    governs = after[at - 1] in _ASK_PREPOSITIONS or office(after[at - 1]) is not None
    year = read_slot(after[at - 1 : at + 1])
    opens = at - 1 if governs or (year is not None and year.kind == "year") else at
    phrase = at + 2 if after[at] in _WHICH_OR_HOW_MANY else at + 1  # "أي مدينة", "كام سنة"
    if any(content_word(w) and reads_as_verb(w) for w in after[phrase : phrase + 1]):
        return opens or None  # "في أي مدينة اتدفن", "كام سنة عاش"
    verbs = [j for j in range(opens) if reads_as_verb(after[j])]
    start = verbs[-1] if verbs else opens
    return start or None


_WHICH_OR_HOW_MANY = asking("اي كم بكم")


def _bare_name_before_relative(word: str) -> bool:
    """A word right before a relative pronoun with no article, title or office ("أبامون اللي …"):
    a common noun takes the pronoun with the article, so this one is a name."""
    return content_word(word) and not word.startswith("ال") and word not in TITLE_WORDS and office(word) is None


# A subordinate clause of time: "بعد ما / بعدما / بعد أن / قبل ما …" (after or before another event).
# "لما / عندما" are left: "كان عنده كام سنة لما اتنيح" asks the age AT the event its clause names.
_TIME_CONJUNCTIONS = _words("بعدما قبلما")
_TIME_PREPOSITIONS = _words("بعد قبل")
_COMPLEMENTIZERS = _words("ما ان")
_ASKING_WORDS = _words("ما اي")  # MSA question words not among _SECOND_ASK's (msa() reads the Egyptian)


def _asks_before(words: list[str]) -> bool:
    """Is the ask already made ("… على فين", "مين …")? من asks only opening the question: elsewhere
    it is as often "from"."""
    return words[:1] == ["من"] or any(msa(w) in _SECOND_ASK | _ASKING_WORDS for w in words)


def _time_clause(words: list[str], i: int) -> bool:
    word = words[i]
    following = words[i + 1] if i + 1 < len(words) else ""
    return word in _TIME_CONJUNCTIONS or (word in _TIME_PREPOSITIONS and following in _COMPLEMENTIZERS)


def asked_part(question: str) -> list[str]:
    """The folded words of what the question asks (up to a relative pronoun, a second ask or a time
    clause after the ask): what it says of its subject beyond them describes or frames it."""
    return _asked_words(question)


def asked_predicates(question: str) -> list[Predicate]:
    """The relations and events the question asks of its subject (none: no check)."""
    words = _asked_words(question)
    folded = fold(strip_markers(question)).split()
    raw = strip_markers(question).split()
    opening = _kin_opening(words)
    found: list[Predicate] = []
    for i, word in enumerate(words):
        before = words[i - 1] if i else ""
        # "والدة" (mother) folds as "والده" (his father): the written ة tells the mother.
        mother = len(raw) == len(fold(strip_markers(question)).split()) and raw[i].endswith("ة")
        for predicate in PREDICATES:
            if predicate.name == "parent" and mother:
                continue
            if any(p.name == predicate.name for p in found):
                continue
            if predicate.kin:
                if word in predicate.cues and before in _ASKING:
                    found.append(replace(predicate, by_name=before in _NAMING_ASK))
                    break  # one kin per word
                if word in predicate.cues and _asked_after(words[i + 1 :]):
                    found.append(replace(predicate, by_name=True))
                    break
                kin_by_name = i == 0 and _unglued(word) in predicate.cues & predicate.states and asks_name(folded)
                if (i in opening and _unglued(word) in predicate.cues) or (kin_by_name and not _kunya(folded)):
                    # kin words opening the question, their names asked at its end ("أبو وأم X اسمهم إيه",
                    # "أم الأنبا X اسمها إيه؟", "وأمه اسمها إيه؟"): the kin in construct with the subject, by
                    # name. A kin noun no sentence states its relation by ("ابن الأرملة") is a described
                    # person (`asked_slot`)
                    found.append(replace(predicate, by_name=True))
                    break
            elif predicate.name == "birth" and (before in _ERA or before in _ASKING and word.removesuffix("ا") == "ولد"):
                continue  # "قبل الميلاد" dates; "كام ولد" counts children
            elif _in(word, predicate.cues):
                found.append(predicate)
    return found


def _kin_opening(words: list[str]) -> set[int]:
    """The kin words a question opens with, two or more joined by و, whose names it asks at its end
    ("أبو وأم بنيامين وأودكسية اسمهم إيه", "والد ووالدة X كانوا اسمهم إيه"): each asked by name,
    of the persons named between. One kin word alone is left unread there: "أبو سيفين كان اسمه إيه"
    is a kunya, the name of the man himself."""
    kin = {cue for predicate in PREDICATES if predicate.kin for cue in predicate.cues}
    opening = [0] if words and words[0] in kin else []
    while opening and opening[-1] + 1 < len(words) and words[opening[-1] + 1][:1] == "و" and _unglued(words[opening[-1] + 1]) in kin:
        opening.append(opening[-1] + 1)
    return set(opening) if len(opening) > 1 and _asks_names(words[-3:]) else set()


def _opens_with_kin(words: list[str]) -> bool:
    """Does the question open with a kin word other than a kunya's أبو/أبي before a bare name?"""
    kin = {cue for predicate in PREDICATES if predicate.kin for cue in predicate.cues}
    return bool(words) and words[0] in kin and not _kunya(words)


def _asks_names(tail: list[str]) -> bool:
    """Does the question end by asking a name ("اسمهم إيه", "اسمهم مين", "كان اسمه إيه")?"""
    return any(word in _ASKING_AFTER and word.startswith("اسم") or word == "اسماءهم" for word in tail) and any(
        word in ("ايه", "ايش", "مين", "ما") for word in tail
    )


def _kunya(words: list[str]) -> bool:
    """Does the question open with a kunya ("أبو سيفين", "ابن خلدون", "أم كلثوم"): a kin head before a
    bare name is the person's own name, not his kin ("أبو سيفين كان اسمه إيه" asks HIS name); before
    a title, an article word or a pronoun it is the kin ("أم الأنبا X", "أمه")."""
    following = words[1] if len(words) > 1 else ""
    return (
        _unglued(words[0]) in _LINEAGE and bool(following) and not following.startswith("ال")
        and following not in _HONORIFIC_WORDS and following not in FOLDED_TITLE_WORDS and content_word(following)
    )




def _unglued(word: str) -> str:
    """The word without a glued و/ف ("وأمه": أمه)."""
    return word[1:] if len(word) > 2 and word[0] in "وف" else word


def _asked_after(following: list[str]) -> bool:
    """Do the words after a kin word ask its name, Egyptian order ("أبوها كان اسمه إيه")?"""
    frame = following[:3]
    return bool(frame) and all(word in _FRAME_AFTER for word in frame) and any(word in _ASKING_AFTER for word in frame)


def _synonyms(family: frozenset[str]) -> frozenset[int]:
    classes = synonym_classes()
    return frozenset(number for word in family for number in classes.get(word, frozenset()))


def _states(words: list[str], predicate: Predicate, asked: set[str], subject_said: frozenset[str] = frozenset()) -> bool:
    """Do these folded sentence words state the predicate (for a kin relation: with a name)?"""
    listed = _synonyms(predicate.cues) if not predicate.kin else frozenset()
    classes = synonym_classes()
    for i, word in enumerate(words):
        if word in subject_said and not _in(word, predicate.cues):
            continue  # the question's own word for its subject ("ابن خلدون") states nothing of it
        said = _in(word, predicate.states) or bool(listed and any(classes.get(form, frozenset()) & listed for form in _bare(word)))
        if not said or (not predicate.kin and _unrealized(words[max(0, i - _WILL_REACH) : i])):
            continue
        if not predicate.by_name or _names_someone(words[i + 1 : i + 1 + _NAME_WINDOW], asked):
            return True
        # The name in apposition before "kin of <subject>" ("القديسة هيلانة، والدة الإمبراطور قسطنطين").
        if any(_bare(after) & asked for after in words[i + 1 : i + 3]) and _names_someone(
            words[max(0, i - _NAME_BEFORE) : i][::-1], asked
        ):
            return True
        # The name right before "kin + their pronoun" ("أباهور وبيشاي وثيؤدورة أمهما"): a bare name, not a
        # role with the article ("قتل الوالي أمه": the governor is not her name).
        # A conjunct of a list of names ("… وثيؤدورة أمهما"), not a verb before it ("بكت أمه").
        before = words[i - 1] if i else ""
        if (
            word.endswith(_KIN_PRONOUNS) and len(before) > 4 and before[0] == "و" and not before[1:].startswith("ال")
            and not _egyptian_verb(before[1:]) and _names_someone([before], asked)
        ):
            return True
    return False


_KIN_PRONOUNS = ("ه", "ها", "هم", "هما")  # "أمه", "أمهما": his, their


def _as_written(words: list[str], plain: str, predicate: Predicate) -> list[str]:
    """The sentence's folded words, for the mother without "والده" written with ه ("his father"):
    folding makes والدة and والده one word, the written ة tells the mother (as `asked_predicates`
    reads the question)."""
    if predicate.name != "mother":
        return words
    written = [(folded, raw) for raw in plain.split() for folded in fold(raw).split()]
    if [folded for folded, _ in written] != words:
        return words
    return ["" if folded in _PARENT and not raw.rstrip(_MARKS).endswith("ة") else folded for folded, raw in written]


_PARENT = frozenset(("والده", "ووالده", "لوالده", "بوالده"))
_MARKS = "،,.:؛!؟?\"'»)"


def _asks_why(question: str) -> bool:
    return any(msa(word) in _WHY for word in _asked_words(question))


_WHY = frozenset({"لماذا", "لم"})


def _unrealized(before: list[str]) -> bool:
    """Is an event word governed by a verb of will or attempt just before it ("حاولوا قتله مرارا",
    "أراد أن يقتله", "كاد يموت")? Then the event was wanted or tried, not done: "why did the Arians
    kill him" is not answered by "they tried to kill him many times"."""
    return any(word in VOLITION or _bare(word) & VOLITION for word in before)


_WILL_REACH = 2  # the verb of will, and its "أن", before the event word


def _names_someone(following: list[str], asked: set[str]) -> bool:
    """Do the words after a kin word hold a name: a word the question does not hold, that is no
    function word, description, number or another kin word ("أمه القديسة صوفية", "اسمها مريم")?"""
    for i, word in enumerate(following):
        if word in _NAMING and i + 1 < len(following):
            return True
        if word in _CLAUSE_OPENERS or (len(word) > 2 and word[0] in "وف" and word[1:] in _CLAUSE_OPENERS):
            return False  # a new clause ("كان عمه والي المدينة فقد أبلغ …"): what follows names nothing of him
        bare = _bare(word) | _bare(word.removesuffix("ا"))  # "تقيا", "رجلا": the accusative's alif
        if (
            len(word) < 3 or word in STOPWORDS or bare & STOPWORDS or word in _DESCRIPTIONS or bare & _DESCRIPTIONS
            or bare & asked or any(ch.isdigit() for ch in word) or any(_in(word, p.states) for p in PREDICATES if p.kin)
            or word in _NAMING or bare & _HONORIFIC_WORDS
        ):
            continue
        return True
    return False


# Words that open a new clause after a kin word; a complementizer or a time adverb ("أن", "بعد أن",
# "قبل") opens one too: "قيل أنها أمه - بعد أن بذلت …" says who she is, and names no one after it.
_CLAUSE_OPENERS = _words("قد لقد ثم لما حتي لكن اذ اذا عندما حينئذ ان بعد قبل بعدما")
_HONORIFIC_WORDS = _words("القديس القديسه قديس قديسه الانبا انبا البابا الشهيد الشهيده الملك الملكه امراه رجل السيده السيد")


_QUANTITIES = frozenset({"count", "measure"})
# Slots whose filler is of the question's named subject: a quantity, a place, a name, a year, a span or
# an age of it (a person asked by role or deed is not: the subject there is the clause's object, read
# by `answer_type.person_problem`; nor one asked by a preposition, "بعد مين").
_OF_ANY_SUBJECT_WORD = frozenset({"year", "duration", "age"})  # held by any subject word (FQ8CLASS19T)
_OF_SUBJECT = _QUANTITIES | {"place", "name"} | _OF_ANY_SUBJECT_WORD


@lru_cache(maxsize=256)  # read for every sentence the answerer weighs and validation checks; pure in the question
def asked_slot(question: str) -> Slot | None:
    """The slot the question's asked part asks (answer/slot.py), with the relative clause that
    describes a person asked by role ("مين الملك اللي نقل جسد لعازر")."""
    reading = _reading(question)
    words, clause = list(reading.asked), list(reading.clause)
    folded = fold(strip_markers(question)).split()
    slot = read_slot(words, clause)
    if slot is not None and slot.agent and any(p.kin and slot.head[0] in p.cues for p in PREDICATES):
        return None  # "مين أبو X", "مين جوز X": a kin asked by name (`asked_predicates`), not a deed
    succession = successor_asked(folded)
    if succession is not None:
        return succession  # "مين اللي بقى بابا روما بعد X": who followed X, whatever the clause's verb
    if slot is None and not clause and not any(p.by_name for p in asked_predicates(question)) and not _kunya(folded):
        # "الابن الضال كان اسمه إيه": a described person, by name (a kin asked by name is read as kin; a
        # kunya, "أبو سيفين كان اسمه إيه", is the subject's own name: below)
        slot = described_named(words)
    if slot is None and clause:
        # The ask after the relative clause: "…، ما اسمه؟" of the role named first, or a question
        # word of its own ("أثناسيوس الأسقف الذي …، أسقف أي مدينة كان؟").
        slot = role_named_later(words, folded[len(words) :], clause) or which_place_after(clause)
    kin_asked = _opens_with_kin(words) or any(p.kin for p in asked_predicates(question))
    if slot is None and asks_own_name(words) and not kin_asked:
        # "أبو سيفين كان اسمه إيه قبل …": the subject's own name (answer/name_asked.py); not a kin's,
        # asked first ("أم القديسين أباهور وبيشاي كان اسمها إيه", `asked_predicates` or unread)
        return Slot("name", spans=frozenset(w for w in words if w in NAME_ASK_WORDS))
    return slot


# The slots whose value takes the place of the question's unit word in a passage: a year ("سنة كام"
# -> "(1332 - 1406م)", "عام 1964"), an age or a span ("كام سنة" -> "في الثامنة من عمره", "ثلاث سنين"),
# a place ("في أنهي مدينة" -> "في لندن"). Not a count or a measure: a passage says the counted or
# measured noun with its number ("يبلغ عدد سكانها …", "مساحتها …"), and without it the number is of
# something else (Oman's area for "عدد سكان سلطنة عمان", fresh-questions-6 fq6-054). Not the thing a
# "which" question names ("أي نادي", "ما العاصفة التي …"): no filler check tells that a sentence
# without the noun names one (dev-arcd/xquad: Erdoğan's birth for "which club", 4 answers from another
# passage for 7 right more, benchmarks/answers/RESULTS.md "RIGHT19W").
_VALUE_REPLACES_UNIT = frozenset({"year", "age", "duration", "place"})


def answer_kind_terms(question: str) -> frozenset[str]:
    """The terms of the asked slot's phrase that say what KIND of answer is asked, not what it is
    about, for a slot whose value replaces them in a passage (`_VALUE_REPLACES_UNIT`): the question
    word and its unit ("سنة كام", "كان عنده كام سنة", "في أنهي مدينة"). `states_asked` still
    requires the slot's value. The slot's head (the event verb whose year or place is asked) names
    the subject: kept."""
    slot = asked_slot(question)
    if slot is None or slot.kind not in _VALUE_REPLACES_UNIT:
        return frozenset()
    return term_set(" ".join(w for w in slot.spans - set(slot.head) if w))


def states_asked(
    question: str, sentence: str, titles: Sequence[str] = (), predicates: Iterable[Predicate] | None = None
) -> bool:
    """Does this one sentence state every relation or event the question asks, its asked slot and
    its asked deed (none asked: yes)? `titles`: the cited records' titles; a title states its event
    ("نياحة القديس …"), never a kin's name. Stated of the question's subject: the sentence or its title
    holds a subject's word (a killing in 393 AH is not al-Husayn's; Belgium's area is not Morocco's)."""
    wanted = list(asked_predicates(question) if predicates is None else predicates)
    slot = asked_slot(question)
    if not _says_deed(question, sentence, titles):
        return False  # "المجوس قدموا إيه": a sentence that never says the offering names no gift
    if not wanted and slot is None:
        return True
    plain = strip_markers(sentence)
    words = fold(plain).split()
    # A why-question's event is stated in the sentence that gives its reason: the title's "نياحة
    # البابا بطرس" does not make "they tried to kill him" the killing asked about.
    titled = [word for title in titles for word in fold(title).split()]
    event_titled = [] if _asks_why(question) else titled
    spanned = bool(_LIFE_SPAN.search(plain))
    asked = {form for word in _asked_words(question) for form in _bare(word)} - STOPWORDS
    said = frozenset(fold(strip_markers(question)).split())
    if not all(
        _states(_as_written(words, plain, predicate) if predicate.kin else words + event_titled, predicate, asked, said)
        or (spanned and predicate.name in _SPAN_STATES)
        for predicate in wanted
    ):
        return False
    # The slot's event, when it is a life event asked (birth, death …), is stated already: its forms
    # ("مولد" for "اتولد") or a life's span in brackets.
    event_stated = slot is not None and bool(slot.head) and any(
        not p.kin and _in(slot.head[0], p.cues) and (_states(words + event_titled, p, asked, said) or spanned and p.name in _SPAN_STATES)
        for p in asked_predicates(question)
    )
    # the event's words, not those the cited record's title holds: what the record is about names
    # its subject ("جمال خاشقجي" of "جمال خاشقجي اتدفن فين" in his article)
    title_terms = term_set(" ".join(titled))
    described = frozenset(w for w in _event_words(question, slot) if not term_set(w) & title_terms) if slot else frozenset()
    if slot is not None and not states_slot(slot, plain, said, tuple(titles), event_stated, described):
        return False
    return _of_its_subject(question, wanted, slot, words, titled)


def _of_its_subject(question: str, wanted: list[Predicate], slot: Slot | None, words: list[str], titled: list[str]) -> bool:
    """Is what the sentence (its folded `words`, its records' title words `titled`) states of the
    question's subject? Who came after X is told of X."""
    if slot is not None and slot.relation_of and not title_names(" ".join(words + titled), list(slot.relation_of)):
        return False
    # Of the subject: a relation or event asked, or a quantity or a place of a named thing ("مساحة
    # المغرب", "عدد سكان المغرب", "على أي مدينة اختير X أسقفا"): Belgium's area, the world's
    # population are not Morocco's, another bishop's see is not X's.
    of_subject = wanted or (slot is not None and slot.kind in _OF_SUBJECT)
    subject = subject_words(question, wanted, slot) if of_subject else frozenset()
    if not subject:
        return True
    # Each word also without a glued preposition or possessive ("لأوسيم": أوسيم). After an anaphor
    # ("وعاش هذا النبي …") the sentence is about its antecedent: named before it, or the record's own
    # person (its title) — not a name it says after it (`answer/anaphor.py`).
    # (Only for a slot of the subject's own: a kin or an event asked may be said of a person the anaphor
    # acted on, "وقتل هذا الملك يعقوب".)
    own_slot = not wanted and slot is not None and slot.kind in _OF_SUBJECT
    said_words = (naming_words(words) if own_slot else words) + titled
    forms = {f for w in said_words for f in _bare(w)}
    held = term_set(" ".join(said_words)) | term_set(" ".join(forms)) | forms
    # A subject named by its name is held by the name, not by its description or the verb beside it
    # ("العاصمة البلجيكية بروكسل": Vienna's sentence says العاصمة; "اختير X أسقفا": another's اختير).
    named = [word for word in _subject_name_words(question, slot) if term_set(word) & subject]
    if not wanted and slot is not None and slot.kind in _OF_ANY_SUBJECT_WORD:
        return bool(subject & held)  # a year, span or age: any word of the subject (the name reading is the place's and count's)
    if not wanted and slot is not None and slot.kind == "place" and not named:
        return True  # a place of an unnamed subject ("الأسقف كان على أي كرسي"): the slot decides
    if not named:
        return bool(subject & held)
    # the name in any spelling the name reading allows (a record's title may write "انطونبوس")
    return bool(subject_names(question, slot) & held) or title_names(" ".join(said_words), named)


# Words of a question that are neither its subject nor its predicate: what kind of answer it wants
# ("سنة هجرية", "مدينة"), rough measure words ("تقريبا"), titles and kinship of a name ("بن").
_NOT_SUBJECT = frozenset(
    term
    for word in fold(
        """سنه عام هجري هجريه ميلادي ميلاديه يوم شهر قرن تاريخ وقت مدينه مكان بلد دوله قريه منطقه
        كم كام متي امتي فين اين ايه ايش اي انهي قد تقريبا حوالي نحو عدد اسم اسماء بن ابن بنت ابو"""
    ).split()
    for term in term_set(word)
) | frozenset(term for word in TITLE_WORDS for term in term_set(word))


def subject_words(question: str, predicates: Iterable[Predicate], slot: Slot | None = None) -> frozenset[str]:
    """The terms of the question's asked part that name its subject: not the predicate's words,
    the slot's phrase (its question word, head and unit), question or answer-kind words, nor titles."""
    said = {term for predicate in predicates for word in predicate.cues for term in term_set(word)}
    said |= {  # a kin word joined to another by و ("أبو وأم …")
        term for word in _asked_words(question) for predicate in predicates
        if predicate.kin and _unglued(word) in predicate.cues for term in term_set(word)
    }
    said |= {term for word in (slot.spans if slot else ()) for term in term_set(word)}
    # A day in the question ("من تنيح يوم 21 طوبه؟") is when, not whom: the asked person is the subject.
    dated = {term for word in _asked_words(question) if _is_date_word(word) for term in term_set(word)}
    words = _asked_words(question)
    if slot is not None and slot.kind == "count" and "في" in words:
        # A count "في <place>" is of the place: `answer_type`'s place check reads it (a common place
        # noun there points back and names nothing: "عدد السكان في المنطقة المنخفضة").
        words = words[: words.index("في")]
    return term_set(" ".join(words)) - said - _NOT_SUBJECT - dated


@lru_cache(maxsize=256)
def _event_words(question: str, slot: Slot) -> frozenset[str]:
    """The question's words that tell its event besides the slot's own and the subject's name or
    titles ("محبوسة بلا أكل ولا شرب في الموضع المظلم" of "كم يوما بقيت القديسة مطرونة …")."""
    names = subject_names(question, slot)
    words = _asked_words(question)
    describing = _beside_name(words, set(_subject_name_words(question, slot)))
    # the word right after the head verb is its complement, an office too ("اترسم أسقف": "أسقفا" tells it)
    complement = {words[i + 1] for i, word in enumerate(words[:-1]) if slot.head and word == slot.head[0]}
    return frozenset(
        word for word in words
        if word not in slot.spans and len(word) > 2 and word not in STOPWORDS and word not in describing
        and not term_set(word) & names and (word in complement or not term_set(word) <= _NOT_SUBJECT)
    )


def _beside_name(words: list[str], names: set[str]) -> set[str]:
    """The words beside the subject's name that say who it is, not what happened to it: the article
    word right before it (a role or an epithet: "القائد طومانيوس") and a nisba right after it
    ("أبامون الترنوطي"). With the relative clause that describes it (`_reading`), they identify the
    subject; a sentence of another event that repeats them does not tell the asked one."""
    found: set[str] = set()
    for i, word in enumerate(words):
        if word not in names:
            continue
        if i and words[i - 1].startswith("ال"):
            found.add(words[i - 1])
        if i + 1 < len(words) and words[i + 1].startswith("ال") and words[i + 1].endswith(("ي", "يه")):
            found.add(words[i + 1])
    return found


def asked_words_beyond(question: str, held: Iterable[str]) -> frozenset[str]:
    """The content words of the question's asked part that neither name its subject (a name, a title,
    a question or answer-kind word) nor are held among `held` (a sentence's folded words): what the
    question says of its subject beyond what the sentence says ("مفتوح للزيارة" of "دير الزجاج بتاع
    الأنبا لونجينوس مفتوح للزيارة امتى؟" against a sentence on the saint's death)."""
    forms = {form for word in held for form in _bare(word)}
    names = subject_names(question, None)
    return frozenset(
        word for word in _asked_words(question)
        if content_word(word) and (not term_set(word) & names or _egyptian_verb(word))
        and not term_set(word) <= _NOT_SUBJECT and not _bare(word) & forms
    )


def _egyptian_verb(word: str) -> bool:
    """An Egyptian passive or present ("اتبنى", "بيفتح"): a verb, never a name in apposition."""
    return len(word) > 4 and word.startswith(("ات", "بي"))


def subject_names(question: str, slot: Slot | None) -> frozenset[str]:
    """The terms of the asked part that NAME its subject: a name after a title or of a name's shape
    (`text.assertions.titled_names`), or a bare word in apposition after a described noun ("العاصمة
    البلجيكية بروكسل"); not the slot's own words."""
    # also without a glued preposition ("كتاب النبي لجبران": جبران)
    return frozenset(term for word in _subject_name_words(question, slot) for term in {word, *term_set(word), *_bare(word)})


@lru_cache(maxsize=256)
def _subject_name_words(question: str, slot: Slot | None) -> tuple[str, ...]:
    words = [w for w in _asked_words(question) if not slot or w not in slot.spans]
    # a bare name: one with the article ("البرونكوس") is held as any subject word is
    found = {word for word in titled_names(" ".join(words)) if not word.startswith("ال")}
    # the bare word a relative clause describes ("أبامون اللي من ترنوط …")
    found |= {word for word in words if word == _reading(question).named}
    # in apposition: after a described noun, and itself no construct head ("القتلى نتيجة الحرب")
    found |= {
        word for i, word in enumerate(words[1:], 1)
        if words[i - 1].startswith("ال") and not word.startswith(_ARTICLED) and content_word(word)
        and not (i + 1 < len(words) and words[i + 1].startswith("ال"))
    }
    # a name in construct, without the article, ending its chain: after a word of a name's lineage
    # ("ابن خلدون", "أبو سيفين") or a noun without the article ("حدود لبنان من الشمال"); a common
    # noun there is indefinite, which a question's subject is not ("عدد سكان مصر": سكان heads مصر).
    # A noun right after a verb is its subject, and the word after it the object: "غادر نابليون مصر"
    # A name heads no construct ("رفيق إيسيذروس جسده": his body), and a word with a pronoun or a
    # function word's stem is none ("عنده", "باسمه"), nor a verb joined by و ("خاشقجي وتوفي").
    asked = _asked_words(question)  # the slot's own words too: the head of a construct may be one ("سكان")
    titled = set(found)
    found |= {
        word for i, word in enumerate(asked[1:], 1)
        if (asked[i - 1] in _LINEAGE or _construct_noun(asked[i - 1]) and asked[i - 1] not in titled
            and not (i > 1 and (_verb(asked[i - 2]) or asked[i - 2] in _ASKS_A_NOUN)))
        and word in words and not word.startswith(_ARTICLED) and not (word[0] in "وف" and verbal(word[1:]))
        and content_word(word) and not word_stems(word) & (_LINEAGE | STOPWORDS | _NOT_SUBJECT) and not _is_date_word(word)
        and not (i + 1 < len(asked) and _construct_noun(asked[i + 1]))
    }
    # a question word after a naming word ("اسمه إيه") names no one
    # an office is no name ("تيمون الرسول … اترسم أسقف": the office he was made, not who he is), nor
    # the verb the ask opens with ("تيمون الرسول الذي من السبعين رسم …": رسم after a title)
    verb = _reading(question).verb
    return tuple(sorted(word for word in found if content_word(word) and office(word) is None and word != verb))


# A question word whose noun is the thing asked, not a construct's head: "كم اعتراضا سجل …", "أي دولة".
_ASKS_A_NOUN = _SECOND_ASK | _words("اي")
# A word with the article, or conjoined with it ("الشمال والشرق": a second direction, not a name).
_ARTICLED = ("ال", "وال", "فال")
# The words of a name's lineage (نسب، كنية): the word after them is a name ("ابن خلدون", "أم كلثوم").
_LINEAGE = _words("ابن بن ابو ابا ابي ام بنت")


def _verb(word: str) -> bool:
    """A verb before a noun ("غادر نابليون", "رسم بفنوتيوس"); not a frame noun of the ask ("عدد")."""
    return content_word(word) and verbal(word) > 0 and not term_set(word) <= _NOT_SUBJECT


def _construct_noun(word: str) -> bool:
    """A noun without the article that may head a construct ("حدود", "سكان"): a content word that
    reads as no verb (`slot.verbal`), no lineage word and no number."""
    return (
        content_word(word) and not word.startswith("ال") and not verbal(word) and word not in _LINEAGE
        and not any(ch.isdigit() for ch in word) and word[0] not in "وف"
    )


def _is_date_word(word: str) -> bool:
    months = MONTH_NAMES | EGYPTIAN_MONTH_WORDS
    return any(ch.isdigit() for ch in word) or bool(_bare(word) & months)


# A life's span in brackets after a name states its birth and its death ("أينشتاين (14 مارس 1879 – 18
# أبريل 1955)", "(1332 - 1406م)"): the reference works' way of saying both.
_LIFE_SPAN = re.compile(r"\([^()]*\d{3,4}[^()]*[-–—][^()]*\d{3,4}[^()]*\)")
_SPAN_STATES = frozenset({"birth", "death"})


def _says_deed(question: str, sentence: str, titles: Sequence[str]) -> bool:
    """Does the sentence (or a cited title) say the verb whose object the question asks (none: yes)?"""
    deed = asked_deed(question)
    said = fold(strip_markers(" ".join([sentence, *titles]))).split()
    return deed is None or any(same_word(word, deed) for word in said)


@lru_cache(maxsize=256)
def asked_deed(question: str) -> str | None:
    """The verb whose object "إيه / ماذا" asks ("المجوس قدموا إيه للطفل يسوع؟", "ماذا قدم المجوس"): the
    thing is what that verb is said of, so a sentence that never says the verb (its forms, root or
    synonym) names no such thing. The verbs that ask the event itself ("ماذا فعل", "إيه اللي حصل")
    stand for any deed and ask none."""
    words = _asked_words(question)
    for i, word in enumerate(words):
        bare = word.removeprefix("و")
        if bare == "ماذا" and i + 1 < len(words):
            verb = words[i + 1]  # MSA: the verb after it ("ماذا قدم المجوس")
        elif bare in _WHAT_AFTER and i:
            verb = words[i - 1]  # Egyptian: the verb before it ("المجوس قدموا إيه"); ما is as often "not"
        else:
            continue
        if _verb_shaped(verb) and not _bare(verb) & _PRO_VERBS:
            return verb
    return None


_WHAT_AFTER = _words("ايه ايش")
_NAMING_VERBS = _words("سمي سميت سموه سموها اسموه اسماه اسمي لقب لقبوه دعي دعوه")
# Verbs that stand for any event: "what did he do / what happened" asks the event, not an object; the
# verbs of meaning ("ماذا عنت X", "X يعني إيه"): a definition, said in any words; and of saying ("ماذا
# قال X عن Y"): what was said is told by any verb of statement ("اعتبره …", "وصفه بأنه …").
_PRO_VERBS = _words(
    "فعل فعلوا عمل عملوا صنع صنعوا حصل حدث جري صار يفعل يعمل يصنع يحصل يحدث بيعمل بيحصل اتعمل سوي عامل"
    " عني عنت يعني تعني قصد قصدت يقصد تقصد قال قالت قالوا يقول تقول بيقول"
)


def _verb_shaped(word: str) -> bool:
    """A past verb of the plural ("قدموا"), an Egyptian passive or present ("اتقال", "بيقدم"), or a bare
    triliteral past ("قدم", "قال"); not a function, frame or naming word, nor a word with the article."""
    if not content_word(word) or word.startswith("ال") or word in _NAMING or word in _ASKING_AFTER:
        return False
    if _bare(word) & _NAMING_VERBS:
        return False  # "ماذا سُمّي النموذج": a name asked, said by any naming form ("يسمى", "اسمه", "يعرف باسم")
    return word.endswith("وا") and len(word) > 4 or _egyptian_verb(word) or len(word) == 3


def asked_problem(question: str, sentences: Iterable[str], titles: Sequence[str] = ()) -> str | None:
    """`asked_not_stated: <predicate or slot kind>` when no sentence of the answer states what the
    question asks of its subject, else None."""
    wanted = asked_predicates(question)
    slot = asked_slot(question)
    texts = list(sentences)
    if not choice_stated(question, [*texts, *titles]):
        return f"{ASKED_NOT_STATED}: choice"  # "طوكيو ولا أوساكا؟" answered by a sentence saying neither
    if (deed := asked_deed(question)) is not None and not any(states_asked(question, text, titles, []) for text in texts):
        return f"{ASKED_NOT_STATED}: deed {deed}"
    for predicate in wanted:
        if not any(states_asked(question, text, titles, [predicate]) for text in texts):
            return f"{ASKED_NOT_STATED}: {predicate.name}"
    if slot is not None and not any(states_asked(question, text, titles, []) for text in texts):
        return f"{ASKED_NOT_STATED}: {slot.kind}"
    return None
