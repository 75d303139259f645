"""The asked slot: what the question word stands for, read from the question's own structure.

A question asks one slot of its subject. Its TYPE comes from the question word and what it governs,
wherever it stands (MSA and Egyptian put it first or last): كم/كام + a time unit asks a duration, or
an age beside عمر/سن/عنده ("كان عنده كام سنة لما اتنيح"); كم/كام + عدد X or a counted noun asks a count
of X; a measure noun (answer/measure.py) asks that measure; سنة كام / في أي سنة asks a year; أين/فين /
في أي مدينة asks a place; a preposition + من/مين ("بعد مين", "مع مين") asks the person in that relation;
من/مين + a noun ("مين الملك اللي …") a person of that kind. Its HEAD is the question's own word the
filler must stand with: the counted or measured noun, the event verb whose time, place or span is
asked (the nearest content word of the clause), the relation noun, the preposition.

A sentence states the slot only if it holds a filler of that type (a count that is not a year; a
number with a time unit after it for a span — "سنة 822" is a date, not 822 years; a year; a place
phrase; a name after the preposition or the relation noun) and, wherever the sentence holds the head
(its stem, root skeleton or synonym class: `text/stem.py`, `text/word_families.py`), a filler in
construction with it: in the same clause (punctuation, a relative pronoun or a new subject pronoun
closes one) and within `_REACH` words. One that says the head answers only about it ("دفنه … وهي
التي بكرت … إلى القبر" does not place the burial). One that never says it may word the event
otherwise, but a filler of an event verb's slot then counts only in a clause that says another of the
question's words of that event (the record's title saying the verb, or a life event's own forms, also
tell it): a birthplace does not place a burial, a lineage tells no lifespan.

Held to the question's subject and deed: "من/مين + verb" opening the question ("مين قتل X") asks the
verb's doer, named beside that verb (never by a verbal noun alone, "عند مقتل X"); a role is said by
its noun (a root sibling, "مملكة" for "ملك", says another thing) with what the question says of it
("الوالي الجديد", "رئيس الجماعة"); a place or a count of a NAMED subject is held to the name
(`answer/asked.py`).

What the slot's phrase spans (question word, head, unit) is not the subject: "مساحة المغرب كام
كيلومتر مربع" is about المغرب, and a sentence with كيلومتر in it is not about it. Read by
`answer/asked.py`, the one check for the offline answerer's choice and every provider's answer.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Literal

from dalil.answer.anaphor import DEMONSTRATIVES as _DEMONSTRATIVES
from dalil.answer.anaphor import follows_anaphor
from dalil.answer.measure import asked_measure, states_measure, word_stems
from dalil.answer.name_asked import names_given
from dalil.answer.question_words import asking
from dalil.retrieval.names import FOLDED_TITLE_WORDS
from dalil.text.assertions import NAMING_WORDS, is_number, place_names, titled_names
from dalil.text.coptic_calendar import EGYPTIAN_MONTH_WORDS
from dalil.text.normalize import fold
from dalil.text.offices import KIN, RELATIONS, office
from dalil.text.restated import word_keys
from dalil.text.stem import STOPWORDS
from dalil.text.support import MONTH_NAMES, strip_markers
from dalil.text.word_families import root_keys, synonym_classes

SlotKind = Literal["count", "measure", "age", "duration", "year", "place", "person", "which", "name"]


@dataclass(frozen=True)
class Slot:
    kind: SlotKind
    head: tuple[str, ...] = ()  # the question's words the filler must stand with (folded)
    spans: frozenset[str] = frozenset()  # the question's words of the slot phrase: not its subject
    measure: str | None = None  # the measure asked (kind "measure")
    preposition: str = ""  # the preposition governing the question word ("بعد مين")
    clause_object: tuple[str, ...] = ()  # a relative clause's verb and its object ("نقل جسد لعازر")
    by_name: bool = False  # a name is asked (a person by role, a place by kind): only a proper name fills it
    qualifier: tuple[str, ...] = ()  # what the question says of the role asked ("الوالي الجديد", "رئيس الجماعة")
    agent: bool = False  # "من/مين + verb" ("مين قتل X"): the name that stands with that verb
    # "مين (اللي) … بعد X": the person in that relation (بعد, قبل) to the named X (`successor_asked`)
    relation_of: tuple[str, ...] = ()
    of_whom: bool = False  # "X كان <noun> مين": the name the noun governs in construct ("توأم يهوذا")


def _words(text: str) -> frozenset[str]:
    return frozenset(fold(text).split())


_HOW_MANY = asking("كم بكم لكم")
_WHEN = asking("متي")
_WHERE = asking("اين")
_WHO = asking("من")
_WHICH = asking("اي")
_WHAT = asking("ما")
_COUNT = _words("عدد")
_HOW_MUCH = _words("قد اد قدر")  # Egyptian "قد إيه": how much
_RANKS = _words("رقم ترتيب")
_CALENDAR = _words("ميلادي ميلاديه هجري هجريه قبطي قبطيه للشهداء")
# Units of time: after a number they tell a span ("ثماني عشرة سنة"); before one, a date ("سنة 822").
_TIME_UNITS = _words(
    "سنه سنين سنوات سنتين عام عاما اعوام شهر شهور اشهر شهرا يوم يوما ايام يومين نهار نهارا ليله ليال ليالي"
    " ساعه ساعات دقيقه دقائق اسبوع اسابيع قرن قرون"
)
_YEAR_UNITS = _words("سنه عام")
_PLACE_UNITS = _words("مدينه مكان بلد بلده دوله قريه منطقه ارض جبل دير كنيسه موضع بلاد ايبارشيه اسقفيه كرسي محافظه اقليم")
# Words that make a span of years an age ("سنه", his age, folds as سنة, a year: not read): "كان عنده كام سنة", "ابن ثلاثين سنة", "بلغ".
_AGE_WORDS = _words("عمر عمره عمرها سن سنها عنده عندها ابن بنت بلغ بلغت ناهز عاش عاشت")
_AGE_NOUNS = _AGE_WORDS - _words("بلغ بلغت ناهز عاش عاشت")
_FRAME = _words("كان كانت كانوا يكون هو هي هم قد تقريبا حوالي نحو بالظبط بالضبط تحديدا ده دي دا حين حينما لما عندما")
# Prepositions a question word may be governed by ("بعد مين", "مع مين", "عند مين", "ضد من").
_PREPOSITIONS = _words("بعد قبل مع عند ضد")  # not a glued لمن (to whom, whose: "لمن يعود اصل …")
# What closes a clause inside a sentence: a relative pronoun, a new subject pronoun ("وهي التي …").
_CLAUSE_OPENERS = _words("الذي التي الذين اللي وهي وهو وهم ثم حيث بينما لكن ولكن فلما ولما")
# Punctuation that closes a clause: a full stop (not a decimal point, "9.6"), a colon, a semicolon, a
# question or quotation mark. Not a comma: Arabic prose strings the phrases of one clause with it ("مقتل
# الحسين …، بعد حصار …، في العاشر من محرم سنة 61"); nor brackets, an apposition ("سنة 160 ش ( … 444 م )").
_BREAK = re.compile(r"(?<!\d)\.(?!\d)|[;؛:!?؟\"«»\n]")
_COMMA_CLAUSE = re.compile(r"(?<!\d)[،,]\s*(?=و\S)")
_REACH = 30  # words between a filler and its head in one clause
_YEAR_AFTER = _words("م ه هـ ميلاديه ميلادي للميلاد ش للشهداء هجريه هجري")
_BIG = _words("مليون ملايين مليار مليارات الف الاف الوف مئه مائه مئات مليوني مليونين الفي الفين")  # and their duals
_MONTHS = MONTH_NAMES | EGYPTIAN_MONTH_WORDS


def _segments(sentence: str) -> list[list[str]]:
    """The sentence's clauses, each as folded words: split at punctuation (before folding drops it)
    and before a relative pronoun or a new subject pronoun."""
    found: list[list[str]] = []
    # A comma before the conjunction و opens a new clause ("بنيت الكنيسة ، وفي سنة 1904 رممها …").
    parts = [clause for part in _BREAK.split(strip_markers(sentence)) for clause in _COMMA_CLAUSE.split(part)]
    for part in parts:
        current: list[str] = []
        for word in fold(part).split():
            if current and word in _CLAUSE_OPENERS:
                found.append(current)
                current = []
            current.append(word)
        if current:
            found.append(current)
    return found


@lru_cache(maxsize=20_000)
def _keys(word: str, roots: bool = True) -> frozenset[str]:
    """A word's comparable forms (`text.restated.word_keys`: without glued particles or a pronoun
    ending, stemmed), also without the Egyptian passive's ات or present's بي, with their root
    skeletons and their synonym classes (as `#n`)."""
    forms = set(word_keys(word))
    # اتدفنت, اتولد; Egyptian present: بيقول
    forms |= {key for form in list(forms) if len(form) > 4 and form.startswith(("ات", "بي")) for key in word_keys(form[2:])}
    keys: set[str] = set()
    classes = synonym_classes()
    for term in forms:
        keys.add(term)
        keys |= root_keys(term) if roots else set()
        keys |= {f"#{number}" for number in classes.get(term, frozenset())}
    return frozenset(key for key in keys if len(key) >= 3 or key.startswith("#"))


def _same(word: str, head: str) -> bool:
    return bool(_keys(word) & _keys(head))


def same_word(word: str, head: str) -> bool:
    """The same word by its forms, root or synonym class: "اتنيح" says "تنيح", "ظهرت" says "ظهور"."""
    return _same(word, head)


def _same_noun(word: str, noun: str) -> bool:
    """The same noun (its forms or a synonym), not only its root: a role's root names other things
    ("رئاسة", the office, is not "رئيس"; "ولاية" is not "الوالي")."""
    return bool(_keys(word, roots=False) & _keys(noun, roots=False))


def content_word(word: str) -> bool:
    """A word of content: not a function word, a frame word ("كان", "حوالي") nor a question word."""
    return len(word) > 2 and word not in STOPWORDS and word not in _FRAME and not _asks(word)


_content = content_word


def _asks(word: str) -> bool:
    bare = word[1:] if len(word) > 2 and word[0] in "وف" else word
    return bare in _HOW_MANY | _WHEN | _WHERE | _WHO | _WHICH | _WHAT


def read_slot(words: list[str], clause: list[str] | None = None) -> Slot | None:
    """The slot the question's asked words ask (folded, up to a relative pronoun or a second ask),
    or None. `clause`: the words of the relative clause after the asked words, if any."""
    # "ما اسم الراهب الذي …"; "توما كان توأم مين؟"
    named_role = _name_of_role(words, clause) or _relation_of_whom(words, len(words) - 1)
    if named_role is not None:
        return named_role
    for i, word in enumerate(words):
        bare = word[1:] if len(word) > 2 and word[0] == "و" else word
        before = words[i - 1] if i else ""
        after = words[i + 1] if i + 1 < len(words) else ""
        if bare in _WHICH and after in _YEAR_UNITS or bare in _HOW_MANY and before in _YEAR_UNITS:
            return _slot("year", words, i, {after, before})  # "في أي سنة", "سنة كام"
        if bare in _HOW_MANY and word_stems(before) & _RANKS:
            return None  # "البابا رقم كام": a rank, said by an ordinal ("العاشر"), not a count
        if bare in _HOW_MANY or (bare in _HOW_MUCH and after in ("ايه", "ايش", "ما")):  # searched as "قد ما"
            return _how_many(words, i)
        after = _past_copula(words, i) if bare in _WHAT else after
        if bare in _WHAT and word_stems(after) & _YEAR_UNITS:
            return _slot("year", words, i, {after})  # "ما السنة التي …"
        if bare in _WHAT and (after in _COUNT or asked_measure(after) is not None):
            return _how_many(words, i)  # "ما مساحة مصر", "ما هي مدة …", "ما عدد …": the value of a quantity
        if bare in _WHEN | _WHERE or (bare in _WHICH and after in _PLACE_UNITS):
            kind: SlotKind = "place" if bare not in _WHEN else "year"
            if kind == "year":
                return None  # متى: a day, a feast, a reign … (answer_type's date reading holds it)
            place = _slot("place", words, i, {after} if bare in _WHICH else set())
            if bare not in _WHICH:
                return place
            # "أي مدينة": the place's name; "من أي بلد", "على أي مدينة": the name that preposition governs
            governing = before if before in _PLACE_PREPOSITIONS else ""
            return replace(place, preposition=governing, by_name=True)
        which_one = _kind_asked(words, i, clause)
        if which_one is not None:
            return which_one
        if bare in _WHO and i and before in _PREPOSITIONS:
            return replace(_slot("person", words, i, {before}), preposition=before)
        if bare in _WHO and i == 0 and _asked_verb(after) and words[i + 2 : i + 3] != [word]:  # "من أهم من": a partitive
            # "مين قتل X", "من عمّد X": the one who did that (the verb's agent), named with the verb
            return Slot("person", head=(after,), spans=frozenset({word, after}), agent=True)
        role = _role_after(words, i) if bare in _WHO else None
        if role is not None:
            at = words.index(role, i)
            by_name = at > i + 1 or role not in FOLDED_TITLE_WORDS | _RELATION_NOUNS or bool(clause)
            # the words after the role that say which one: an adjective or a noun in construct; a role
            # in construct itself ("والي قرطسا", "والي مدينة أراط") is of the place or people after it
            construct = not role.startswith("ال")
            qualifier = tuple(
                w for w in words[at + 1 :]
                if _content(w) and (w.startswith("ال") or construct) and w not in _PLACE_UNITS
            )
            slot = Slot(
                "person", head=(role,), spans=frozenset(words[i : at + 1]), clause_object=_clause_object(clause or []),
                qualifier=qualifier,
            )
            return replace(slot, by_name=True) if by_name else slot
    return None


_PLACE_PREPOSITIONS = _words("من علي الي في")
_COPULA = _words("هو هي هم")


def _past_copula(words: list[str], at: int) -> str:
    """The word after the question word at `at`, past a pronoun of the copula: "ما هي مدة جلوسه"
    asks as "ما مدة جلوسه", "ما هو عدد …" as "ما عدد …"."""
    return next((w for w in words[at + 1 :] if w not in _COPULA), "")




def _asked_verb(word: str) -> bool:
    """A verb right after a من/مين that opens the question (after a verb, "اتجوزت مين", it asks the
    object): a bare triliteral past ("قتل", "عمد"), its أفعل form ("ارسل") or an Egyptian prefixed
    form ("اتجوز"); not a title, an office, a time or a noun in construct ("مرات الملك")."""
    if not _content(word) or word[0] in "وف" or word in FOLDED_TITLE_WORDS or office(word) is not None:
        return False
    if word_stems(word) & (_TIME_UNITS | _MONTHS) or _number(word):
        return False
    return len(word) == 3 or verbal(word) == 2 or (len(word) == 4 and word[0] == "ا")
# The partitive "one of" names no one ("أسقف إحدى بلاد المشرق", "أحد الأريوسيين").
_ONE_OF = _words("احدي احد احدا بعض")


# Words between a question word and the role it asks ("من هو الوالي", "مين كان رئيس الجماعة").
_WHO_FRAME = _words("هو هي كان كانت")


def _role_after(words: list[str], at: int) -> str | None:
    """The role noun "من/مين" asks a person of: a noun with the article or an office ("مين الملك
    …", "من هو الوالي …", "مين كان رئيس الجماعة …"), the frame words between them skipped; none
    for a name ("من هو أثناسيوس": who he is, any statement of him)."""
    for word in words[at + 1 : at + 3]:
        if word in _WHO_FRAME:
            continue
        if word.startswith("ال") and _content(word) and not verbal(word) or office(word) is not None:
            rest = words[words.index(word, at) + 1 :]
            if _in_construct(word, rest):
                return word  # "مين والي قرطسا": the governor OF a place, his name asked
            # a name after it: the role is the name's title ("من هو الراهب بشنونه", "أسقف أورشليم")
            named = any(not w.startswith("ال") and _content(w) and w not in _DEMONSTRATIVES for w in rest)
            return None if named else word
        return None
    return None




def _in_construct(role: str, rest: list[str]) -> bool:
    """An office without the article followed by a noun is in construct (إضافة) with it: "والي
    قرطسا", "أسقف أوسيم", "والي مدينة أراط" ask the holder of that office there. A title before a
    name ("الأنبا بيشوي", "مار مرقس") is no office, a kin or a disciple ("والد بشار") is a relation of a
    person (`answer/asked.py`'s kin predicates), and an office with the article before a bare
    word is the name's title ("الراهب بشنونه"). Only a bare genitive, a place's name, is read so:
    "رئيس الفريق الحكومي المعني بـ…" stays unread (what it does at 8013a49)."""
    genitive = rest[1:2] if rest and rest[0] in _PLACE_UNITS else rest[:1]  # "والي مدينة أراط"
    return (
        not role.startswith("ال") and role not in FOLDED_TITLE_WORDS and office(role) not in RELATIONS | {None}
        and bool(genitive) and _content(genitive[0]) and not genitive[0].startswith("ال")
        and genitive[0] not in _DEMONSTRATIVES | FOLDED_TITLE_WORDS
    )


def _name_of_role(words: list[str], clause: list[str] | None) -> Slot | None:
    """ "ما اسم الراهب الذي …", "إيه اسم الوالي اللي …": the name of the role after اسم, asked by
    the relative clause that says which one; a person by name, as "مين الراهب اللي …"."""
    for i, word in enumerate(words[:-2]):
        if word.removeprefix("و") in _WHAT and words[i + 1] == "اسم":
            # a person's role (an office, a title, a relation): "ما اسم المعركة التي …" asks no person
            roles = [w for w in words[i + 2 :] if office(w) is not None or w in FOLDED_TITLE_WORDS | _RELATION_NOUNS]
            if roles and clause:
                return Slot(
                    "person", head=(roles[0],), spans=frozenset(words[i : words.index(roles[0], i) + 1]),
                    clause_object=_clause_object(clause), by_name=True,
                )
    return None


# Nouns a "which X" asks something else of than a kind: a reason, a name, a meaning, a difference.
_NOT_KINDS = _words("السبب سبب الاسم اسم الفرق فرق المعني معني المقصود مقصود الشيء شيء الحاجه حاجه")


def _kind_asked(words: list[str], i: int, clause: list[str] | None) -> Slot | None:
    """Which one of a common noun is asked: "أي مرض", "أنهي مرض", "ما/إيه المرض الذي …" (the
    article and a relative clause after it: "ما المرض" alone is a definition). Filled only by a word
    that specifies the noun (`_specified`), never by the generic noun ("مرضه")."""
    word = words[i].removeprefix("و") if len(words[i]) > 2 else words[i]
    noun = words[i + 1] if i + 1 < len(words) else ""
    which = word in _WHICH and not noun.startswith("ال")
    what = word in _WHAT and noun.startswith("ال") and bool(clause) and i + 2 == len(words)
    if not (which or what) or not _content(noun) or _number(noun) or noun in _NOT_KINDS:
        return None
    if words[i + 2 : i + 3] == ["من"]:
        return None  # a partitive ("أي نوع من المدارس", "أي واحد من"): the kind is of the noun after it
    if noun.removeprefix("ال") in _PLACE_UNITS or word_stems(noun) & (_TIME_UNITS | _MONTHS | _COUNT | _RANKS):
        return None  # a place, a time or a count: their own slots
    if asked_measure(noun) is not None or office(noun) is not None or noun in FOLDED_TITLE_WORDS | _RELATION_NOUNS:
        return None  # a measure; a person by role ("أي ملك", "ما الراهب الذي …")
    return Slot("which", head=(noun,), spans=frozenset({words[i], noun}))


def _conjoined(word: str) -> bool:
    """A word glued to و/ف that opens another phrase ("وعمده", "والملك"), not a name that begins
    with the letter ("واشنطن")."""
    rest = word[1:]
    return word[0] in "وف" and (rest.startswith("ال") or rest in STOPWORDS or verbal(rest) > 0)


_POSSESSIVE = ("ه", "ها", "هم", "هما", "هن", "ك", "كم", "نا", "ي")


def _specified(slot: Slot, words: list[str], question_words: frozenset[str]) -> list[int]:
    """Where the asked noun stands with a word that says which one: a genitive, an apposition or an
    adjective after it ("مرض البرص", "مرض عضال") that the question does not already say. The noun
    with a possessive pronoun ("مرضه") or before a new clause says none."""
    said = {f for w in question_words for f in (w, *word_stems(w))}
    head = slot.head[0].removeprefix("ال")
    stems = (head, head[:-1] + "ت") if head.endswith("ه") else (head,)
    found = []
    for i, word in enumerate(words[:-1]):
        if not _same_noun(word, slot.head[0]):
            continue
        # "مرضه", "مدينتها", "بكتابه": the one already spoken of (a glued particle before it, a pronoun after)
        if any(0 <= word.find(stem) <= 4 and word[word.find(stem) + len(stem) :] in _POSSESSIVE for stem in stems):
            continue
        # past the question's own words of a compound name ("سوبر بول 33"); a number specifies too
        rest = words[i + 1 :]
        while len(rest) > 1 and (rest[0] in said or word_stems(rest[0]) & said):
            rest = rest[1:]
        after = rest[0]
        if after.isdigit() or (
            _content(after) and not _conjoined(after) and after not in _CLAUSE_OPENERS and not _number(after)
            and after not in said and not word_stems(after) & said and not _same_noun(after, slot.head[0])
        ):
            found.append(i)
    return found
_NAME_PREPOSITIONS = _words("الي الى علي لدي لدى عند امام من مع ضد")


def role_named_later(words: list[str], rest: list[str], clause: list[str]) -> Slot | None:
    """A role noun the question names first and asks the name of after its relative clause
    ("الوالي الذي عذب …، ما اسمه؟", "الوزير اللي عيّن … كان اسمه إيه؟"): a person by name."""
    roles = _construct_head(words) or [w for w in words if w.startswith("ال") and _content(w) and not verbal(w)] or [
        w for w in words if office(w) is not None
    ]
    if not roles or not asks_name(rest):
        return None
    return Slot("person", head=(roles[0],), spans=frozenset(words), clause_object=_clause_object(clause), by_name=True)


def _construct_head(words: list[str]) -> list[str]:
    """A person's relation noun opening the question in construct ("ابن الأرملة", "تلميذ القديس"): the
    person asked is that noun's, not the genitive after it (the widow is not the one whose name is asked)."""
    if len(words) > 1 and not words[0].startswith("ال") and office(words[0]) in RELATIONS and words[1].startswith("ال"):
        return [words[0]]
    return []


def described_named(words: list[str]) -> Slot | None:
    """A person asked by name who is only described, by a role and what is said of it ("الابن الضال كان
    اسمه إيه", "ابن الأرملة كان اسمه إيه"): a person by name, as after a relative clause
    (`role_named_later`). Only a person's role (an office, a title, a relation): "المحمة دي اسمها إيه"
    asks a place; nor a question that names its subject ("الأنبا بولا كان اسمه إيه قبل الرهبنة")."""
    if not asks_name(words) or any(not _asks(name) for name in titled_names(" ".join(words))):
        return None  # a name the question writes ("اسمه إيه" reads إيه as one: a question word is none)
    roles = _construct_head(words) or [w for w in words if w.startswith("ال") and _person_role(w)]
    if not roles:
        return None
    at = words.index(roles[0])
    return Slot("person", head=(roles[0],), spans=frozenset(words[: at + 1]), by_name=True)


def _person_role(word: str) -> bool:
    return office(word) is not None or word in FOLDED_TITLE_WORDS or word in _RELATION_NOUNS


# A copula before a relation noun in construct with "who" ("توما كان توأم مين؟", "هو تلميذ مين"):
# the noun is the predicate, and the person asked stands after it.
_COPULAS = _words("كان كانت يكون هو هي")


def _relation_of_whom(words: list[str], i: int) -> Slot | None:
    """ "X كان <noun> مين" asks the person X is that noun OF: named right after the noun in the answer
    ("التوأم يهوذا"); a sentence that says the noun with no one after it ("الذي يقال له التوأم") does
    not answer whose."""
    if i < 2 or words[i] not in _WHO:
        return None
    noun = words[i - 1]
    if noun.startswith("ال") or not _content(noun) or verbal(noun) == 2 or _number(noun):
        return None
    if words[i - 2] not in _COPULAS and office(noun) is None:
        return None
    return Slot("person", head=(noun,), spans=frozenset({words[i], noun}), of_whom=True)


def which_place_after(words: list[str]) -> Slot | None:
    """A place asked by kind after a relative clause ("… الذي رسمه البابا فيلوثاؤس كانت على أي
    إيبارشية", "… الذي استشهد مع غلاميه، أسقف أي مدينة كان"): read from the word before its أي."""
    at = [j for j, w in enumerate(words[:-1]) if w in _WHICH and words[j + 1] in _PLACE_UNITS]
    return read_slot(words[max(0, at[-1] - 1) :]) if at else None


def asks_name(words: list[str]) -> bool:
    """ "ما اسمه", "اسمه إيه", "كان اسمه إيه", "ما هو اسمه" at the question's end."""
    tail = words[-4:]
    return any(w in NAMING_WORDS or w in ("اسم", "اسمه", "اسمها") for w in tail) and any(
        w in _WHAT or w == "ايش" for w in tail
    )


# Nouns of a person's role that "مين + noun" asks a name for ("مين الملك اللي …", "مين التلميذ اللي …").
_RELATION_NOUNS = _words("الملك الوالي الامبراطور التلميذ الرسول النبي الراهب القديس القديسه الشهيد الشهيده البابا الاسقف الكاهن")


def _slot(kind: SlotKind, words: list[str], at: int, spans: set[str]) -> Slot:
    """A slot whose head is the event verb of the question word's clause: the nearest word that reads
    as a verb, after it, else before it ("اتدفنت فين", "فين اتدفن"); none when no word does."""
    taken = {words[at], *spans}
    following = [w for w in words[at + 1 :] if _content(w) and w not in taken and w not in _CALENDAR]
    preceding = [w for w in reversed(words[:at]) if _content(w) and w not in taken]
    passive = [words[j + 1] for j in range(at + 1, len(words) - 1) if words[j] == "تم"][:1]  # "تم إصدار"
    head = (
        [w for w in following + preceding if verbal(w) == 2][:1] or passive
        or [w for w in following + preceding if verbal(w) == 1][:1]
    )
    if head:
        return Slot(kind, head=tuple(head), spans=frozenset(taken | set(head)))
    return Slot(kind, spans=frozenset(taken))


def verbal(word: str) -> int:
    """How surely a question word is a verb of an event: 2 for the Egyptian passive or present
    ("اترسم", "بيقول"), 1 for a bare triliteral past, its أفعل/تفعل/فاعل form or a short present
    ("مات", "اقام", "تنيح", "قاتل", "يولد"), else 0.
    A word with the article, a title or an age word is none ("البابا", "عمره")."""
    bare = word[1:] if len(word) > 3 and word[0] in "وف" else word
    if bare.startswith("ال") or bare in FOLDED_TITLE_WORDS or bare in _AGE_NOUNS:
        return 0
    if len(bare) > 4 and bare.startswith(("ات", "بي")):
        return 2
    if len(bare) == 3 or (len(bare) == 4 and (bare[0] in "اتي" or bare[1] == "ا" or bare[-1] == "ت")):
        return 1
    return 0


def reads_as_verb(word: str) -> bool:
    """Does a question's word read as a verb (`verbal`: "اتدفن", "عاش", "كان"), and not as an office, a
    unit of time or place or a month ("أسقف", "سنة", "دير")? Where an ask opens after a relative clause
    that describes its subject (`answer/asked.py`)."""
    units = _TIME_UNITS | _MONTHS | _PLACE_UNITS
    return verbal(word) > 0 and office(word) is None and not word_stems(word) & units and word.removeprefix("ال") not in units


def _how_many(words: list[str], at: int) -> Slot:
    """كم/كام: what it counts or measures."""
    after = words[at + 1] if at + 1 < len(words) else ""
    spans = {words[at]}
    asked = " ".join(words)
    if after in _COUNT and at + 2 < len(words):
        return Slot("count", head=(words[at + 2],), spans=frozenset({*spans, after, words[at + 2]}))
    if after in _TIME_UNITS or (not after and at and words[at - 1] in _TIME_UNITS):
        unit = after or words[at - 1]
        if set(words) & _AGE_WORDS - {"عاش", "عاشت"}:
            return Slot("age", spans=frozenset({*spans, unit} | (set(words) & _AGE_WORDS)))
        slot = _slot("duration", words, at, {unit})
        return slot
    measure = asked_measure(asked)
    if measure is not None:
        nouns = {w for w in words if asked_measure(w) == measure}
        units = [w for w in words[at + 1 : at + 3] if states_measure(measure, [w])]
        if measure == "age":
            return Slot("age", spans=frozenset({*spans, *nouns, *units}))
        return Slot("measure", head=tuple(nouns), spans=frozenset({*spans, *nouns, *units}), measure=measure)
    counted = [w for w in words if w in _COUNT]
    if counted:
        i = words.index(counted[0])
        noun = words[i + 1] if i + 1 < len(words) else ""
        # the words between the question word and عدد frame the count ("كم يبلغ عدد", "كم كان عدد")
        frame = set(words[at + 1 : i]) if i > at else set()
        return Slot("count", head=(noun,) if noun else (), spans=frozenset({*spans, *frame, counted[0], noun}))
    if after and _content(after) and not after.startswith(("لل", "بال")):
        if len(after) == 3 or verbal(after) == 2:
            return Slot("count", spans=frozenset(spans))  # كم + a verb ("كم دام حكمهم"): no counted noun
        return Slot("count", head=(after,), spans=frozenset({*spans, after}))
    before = words[at - 1] if at else ""
    if words[at] in _HOW_MUCH and _content(before) and verbal(before):
        # "عاشت قد إيه", "فضل قد إيه": how much of that event, with no noun: how long it lasted,
        # told beside its verb
        return _slot("duration", words, at, {after})
    return Slot("count", spans=frozenset(spans))


def _clause_object(clause: list[str]) -> tuple[str, ...]:
    """A relative clause's verb and the noun phrase after it ("نقل جسد لعازر"): up to two content
    words, stopping at a preposition, glued or not ("للقسطنطينية", "إلى")."""
    if not clause or not _content(clause[0]) or not verbal(clause[0]):  # "اللي كان …": no event
        return ()
    taken = [clause[0]]
    for word in clause[1:3]:
        if not _content(word) or word.startswith(("لل", "بال", "وال")):
            break
        taken.append(word)
    return tuple(taken) if len(taken) > 1 else ()


# --- fillers -------------------------------------------------------------------------------------


def _number(word: str) -> bool:
    return any(ch.isdigit() for ch in word) or is_number(word) or word in _BIG or word.removeprefix("و") in _BIG


def _year_at(words: list[str], i: int) -> bool:
    """The number at i is a year: after سنة/عام (glued ل/ب/في too) or a month's name, or with
    م/هـ/ميلادية after it."""
    word = words[i]
    if not any(ch.isdigit() for ch in word):
        return False
    before = words[i - 1] if i else ""
    after = words[i + 1] if i + 1 < len(words) else ""
    bare_before = {before, before[1:], before[2:]}
    return (
        bool(bare_before & _YEAR_UNITS) or after in _YEAR_AFTER or word.rstrip("مهـ") != word
        or bool(word_stems(before) & _MONTHS)
    )


def _spans(words: list[str]) -> list[int]:
    """Where a number is followed by a unit of time ("ثماني عشرة سنة", "20 عاما"), or a unit's dual;
    not a day of a date ("في يوم 2 أمشير سنة 515": a month's name after it, or a time unit before)."""
    found = []
    for i, word in enumerate(words):
        if word in ("سنتين", "يومين", "شهرين", "عامين") or word.removeprefix("و") in ("سنتين", "يومين", "شهرين", "عامين"):
            found.append(i)
        elif _number(word) and not word.startswith("ال") and not _year_at(words, i) and not _day_of_date(words, i):
            if any(w in _TIME_UNITS for w in words[i + 1 : i + 3]):
                found.append(i)
    return found


def _day_of_date(words: list[str], i: int) -> bool:
    """The number at i is the day of a date: a month's name right after it ("2 أمشير", "26 يناير"),
    or a time unit right before it ("يوم 2")."""
    before = words[i - 1] if i else ""
    after = words[i + 1] if i + 1 < len(words) else ""
    return bool(word_stems(after) & _MONTHS) or bool(word_stems(before) & _TIME_UNITS)


def _ordinal(words: list[str], i: int) -> bool:
    """The number at i is an ordinal written apart from its article ("البطريرك ال 110"): a rank."""
    return i > 0 and words[i - 1] == "ال"


def _counts(words: list[str]) -> list[int]:
    return [i for i, w in enumerate(words) if _number(w) and not w.startswith("ال") and not _year_at(words, i)]


def _years(words: list[str]) -> list[int]:
    """A year: one said as a year (`_year_at`), or a number of three or four digits alone ("في 1774",
    "(1971)"); a count of that size is followed by what it counts ("1500 مدرسة")."""
    return [
        i for i, w in enumerate(words)
        if any(ch.isdigit() for ch in w) and (_year_at(words, i) or _bare_year(words, i)) and not _ordinal(words, i)
    ]


def _bare_year(words: list[str], i: int) -> bool:
    after = words[i + 1] if i + 1 < len(words) else ""
    return words[i].isdigit() and 3 <= len(words[i]) <= 4 and (not after or not _content(after) or after[0] in "وف")


def _places(words: list[str]) -> list[int]:
    found = []
    for i, word in enumerate(words):
        following = words[i + 1] if i + 1 < len(words) else ""
        if word in ("في", "الي", "الى", "عند", "من") and following and following not in STOPWORDS | _NOT_PLACES:
            found.append(i)
        elif len(word) > 3 and word[0] == "ب" and not word.startswith("بعد") and _content(word):
            found.append(i)  # "بالقبادوقية", "بمدينة"
        elif word.removeprefix("ال") in _PLACE_UNITS:
            found.append(i)
    return found


_NOT_PLACES = _words("مثل نفس وقت ايام زمن عهد اثناء")  # "في مثل هذا اليوم", "في أيام …": a time


def _named_after(words: list[str], i: int, articled: bool = False) -> bool:
    """A name within three words after position i: a word that is no function word, article word
    (an adjective after a role, "الملك البار"; after a preposition, `articled`, a people or a place
    is named with it: "ضد البجناك"), title, number, nor a verb glued to و/ف."""
    for word in words[i + 1 : i + 4]:
        if word in STOPWORDS or word in FOLDED_TITLE_WORDS or _number(word):
            continue
        if (_articled(word) and not articled) or len(word) < 3:
            continue
        if word[0] in "وف":
            return False
        return True
    return False


def _possessed(word: str, noun: str) -> bool:
    """The noun with a possessive pronoun ("توأمه", "وشريكها"): his, not someone named after it."""
    bare = word[1:] if len(word) > len(noun) and word[0] in "وفبل" and not word.startswith(noun) else word
    return bare.startswith(noun) and bare[len(noun) :] in _POSSESSIVE


def _articled(word: str) -> bool:
    """A word with the article, a preposition glued before it or not ("التلاميذ", "للتلاميذ", "بالموت")."""
    return word.startswith(("ال", "لل")) or (len(word) > 4 and word[0] in "بكفو" and word[1:3] == "ال")


def _age_at(words: list[str], i: int) -> bool:
    return any(
        w not in _TIME_UNITS and word_stems(w.removeprefix("من")) & _AGE_WORDS for w in words[max(0, i - 4) : i + 5]
    )  # not "سنه" (a year), whose stem is سن (age)


# An age is told by an ordinal of the years of a life: "ولما بلغ الثامنة من عمره", "في العاشرة من
# عمرها". The ordinal alone is no number ("المرة الثالثة" counts nothing): only beside عمر.
_ORDINALS = frozenset(
    fold(
        """ثاني ثانيه ثالث ثالثه رابع رابعه خامس خامسه سادس سادسه سابع سابعه ثامن ثامنه تاسع تاسعه
        عاشر عاشره عشر عشره عشرين ثلاثين اربعين خمسين ستين سبعين ثمانين تسعين"""
    ).split()
)
_LIFE_YEARS = re.compile(r"^[وف]?(?:من|في)?عمر(?:ه|ها|هم)?$")


def states_age(words: list[str]) -> bool:
    """An ordinal followed by the years of a life ("الثامنة من عمره", "العاشرة عمرها")."""
    return any(
        word.removeprefix("و").removeprefix("ال") in _ORDINALS and any(_LIFE_YEARS.match(w) for w in words[i + 1 : i + 3])
        for i, word in enumerate(words)
    )


def _fillers(slot: Slot, words: list[str], question_words: frozenset[str]) -> list[int]:
    if slot.agent:
        return _agents(slot, words, question_words)
    if slot.relation_of:
        return _related(slot, words, question_words)
    if slot.kind == "name":
        return names_given(words, frozenset(f for w in question_words for f in (w, *word_stems(w))))
    if slot.of_whom:
        # the noun in construct: without the article ("التوأم" governs no one) nor a possessive
        return [
            i for i, w in enumerate(words)
            if not _articled(w) and _same_noun(w, slot.head[0]) and not _possessed(w, slot.head[0])
            and _named_after(words, i, articled=True)  # "أخو الرب": the genitive may carry the article
        ]
    if slot.by_name:
        return _named(slot, words, question_words)
    if slot.kind == "count":
        return _counts(words)
    if slot.kind == "measure":
        return [i for i in _counts(words) if slot.measure and states_measure(slot.measure, words[i : i + 4])]
    if slot.kind == "duration":
        return _spans(words)
    if slot.kind == "age":
        spans = [i for i in _spans(words) if _age_at(words, i)]
        # "في عمر 38", "وعمره 40", "سنه 12": a number right after the noun of a life's years
        spans += [i for i in _counts(words) if i and word_stems(words[i - 1]) & _AGE_NOUNS - {"عنده", "عندها"}]
        return spans + [i for i in range(len(words)) if states_age(words[i : i + 3])]
    if slot.kind == "year":
        return _years(words)
    if slot.kind == "place":
        return _places(words)
    if slot.preposition:
        return [
            i for i, w in enumerate(words)
            if slot.preposition in word_stems(w)  # "مع", "ومعها": the preposition, with a pronoun or not
            and _named_after(words, i, articled=True)
        ]
    return [i for i, w in enumerate(words) if slot.head and _same(w, slot.head[0]) and _named_after(words, i)]


def _named(slot: Slot, words: list[str], question_words: frozenset[str]) -> list[int]:
    """Where a clause holds a proper name the question does not say: a person's (after a title, an
    office or a naming word, or of a Greek or Latin name's shape: `text.assertions.titled_names`), a
    place's (after a place noun or a place kind: "مدينة نصيبين", "أسقف انصنا"). The role word itself
    ("الوالي", "إحدى بلاد المشرق") names no one."""
    text = " ".join(words)
    said = {f for w in question_words for f in (w, *word_stems(w))}
    if slot.kind == "place":
        names = place_names(text) | {
            words[i + 1] for i, w in enumerate(words[:-1])
            if (w.removeprefix("ال") in _PLACE_UNITS or office(w) is not None and "ال" not in w[:3])
            and _proper(words[i + 1])
        }
    else:
        # titled or of a Greek name's shape, or in apposition before the role after a preposition
        # ("إلى قيافا رئيس الكهنة", "لدى أريانوس الوالي")
        names = titled_names(text) | {
            words[i] for i in range(1, len(words) - 1)
            if words[i - 1] in _NAME_PREPOSITIONS and any(_same(words[i + 1], h) for h in slot.head) and _proper(words[i])
            and not words[i].startswith("ال")
        }
    if slot.kind == "place" and slot.preposition:
        # the word right after the governing preposition, without the article or a possessive
        # ("في قلين", not "في البرية", "على عبادته")
        names |= {
            words[i + 1] for i, w in enumerate(words[:-1])
            if w == slot.preposition and not words[i + 1].startswith("ال") and not words[i + 1].endswith(_POSSESSED)
            and not word_stems(words[i + 1]) & (_TIME_UNITS | _MONTHS)
        }
    found = [
        i for i, w in enumerate(words)
        if w in names and w not in said and not word_stems(w) & said and _proper(w) and not _after_anaphor(words, i)
    ]
    if slot.kind == "place" and slot.preposition:  # the name right after it, or after it and a place kind
        found = [
            i for i in found
            if i and words[i - 1] == slot.preposition
            or i > 1 and words[i - 2] == slot.preposition and words[i - 1].removeprefix("ال") in _PLACE_UNITS
        ]
    return found


_POSSESSED = ("ته", "تها", "هم", "هما", "ها", "كم", "نا")


def _after_anaphor(words: list[str], i: int) -> bool:
    """Does the word follow a demonstrative and a title ("كان هذا القديس حاضرا"): "هذا القديس" is a
    whole noun phrase pointing back, and what follows it is said of him, not his name."""
    j = i - 1
    while j > 0 and words[j].startswith("ال") and words[j] not in FOLDED_TITLE_WORDS:
        j -= 1  # an adjective of the title ("هذا القديس العظيم")
    return j > 0 and words[j] in FOLDED_TITLE_WORDS and words[j - 1] in _DEMONSTRATIVES
_HAND = _words("يد بيد يدي ايدي قبل")  # "على يد فلان", "بيد فلان", "من قبل فلان": the agent of a passive
_CLEFT = _words("هو هي هم هن")  # "من بنى الكعبة أول مرة هم الملائكة": the pronoun brings the doer
_DOER_AFTER = 2  # the doer right after the verb or after its object ("عمده يوحنا", "قتل الملك فلان")


def _agents(slot: Slot, words: list[str], question_words: frozenset[str]) -> list[int]:
    """Who did the asked verb ("مين قتل X"), in a clause that says it: a name the question does not
    say, after a title or of a name's shape (`titled_names`); the word after "على يد/بيد/من قبل" or
    after a cleft pronoun ("هم الملائكة"); or a bare word right before the verb or within two after
    it that reads as no verb, time or number ("عمده يوحنا"). A verbal noun with only the question's
    words ("عند مقتل السلطان"), a time ("سجن البطريرك سنة كاملة") or another verb's subject names none."""
    said = {f for w in question_words for f in (w, *word_stems(w))}
    names = titled_names(" ".join(words))
    verbs = [j for j, w in enumerate(words) if any(_same(w, h) for h in slot.head)]
    if not verbs:
        return []
    found = []
    for i, word in enumerate(words):
        if _kin_of_someone(word) and word not in said and any(0 < j - i <= _REACH for j in verbs):
            found.append(i)  # "كان عمه والي المدينة فقد أبلغ": his uncle, the subject before the verb
            continue
        if word in said or word_stems(word) & said or not _proper(word) or word_stems(word) & (_TIME_UNITS | _MONTHS):
            continue
        if follows_anaphor(words, i) and verbal(word):
            continue  # "هذا النبي مات قتيلا": what the one pointed back to did ("هذا الملك هيرودس": his name)
        before = words[i - 1] if i else ""
        plain = not verbal(word) and word[0] not in "وف"
        # a word with the article, bare or after a glued particle ("بالسيف", "والملك"), is no name
        articled = word.startswith(("ال", "بال", "لل", "كال", "فال", "وال"))
        beside = plain and not articled and any(0 < i - j <= _DOER_AFTER or j - i == 1 for j in verbs)
        if word in names or before in _HAND or (before in _CLEFT and word[0] not in "وف") or beside:
            found.append(i)
        elif not word.startswith("ال") and any(_after_epithets(words, j, i) for j in verbs):
            found.append(i)  # "قادها النورماني النبيل جان": the name after the doer's epithets
    return found


# The words that say a succession: "بعد X" asks who followed X ("جلس بعده", "خلفه", "خلفا له"),
# "قبل X" who preceded him ("قبله", "سلفه").
_SUCCESSION = {"بعد": _words("بعد خلف خلفا خليفه خليفته"), "قبل": _words("قبل سلف سلفه")}


def successor_asked(words: list[str]) -> Slot | None:
    """ "مين اللي بقى بابا روما بعد فابيانوس", "مين جه بعد X", "من جلس على الكرسي قبل X": who
    stands in a succession to a named X. `words`: the question from its opening من/مين, relative
    clause and all. Filled only by a name the question does not say, in a clause that says the
    relation (`_related`): X's own story ("استشهد القديس فابيانوس بابا رومية") names no successor."""
    if not words or words[0] not in _WHO:
        return None
    for j, word in enumerate(words[1:], 1):
        # "بعد X", or a verb of the succession itself ("من الذي خلف X")
        relation = next((key for key, family in _SUCCESSION.items() if word == key or word in family), None)
        if relation is None:
            continue
        named = [w for w in words[j + 1 : j + 4] if w not in FOLDED_TITLE_WORDS]
        name = named[0] if named else ""
        # a noun with a pronoun or the article is an event, not a person ("بعد تعذيبه", "بعد الحلم")
        with_pronoun = name.endswith(("ه", "ها", "هم")) and len(word_stems(name)) > 1
        if (
            _content(name) and _proper(name) and not _number(name) and not with_pronoun and not name.startswith("ال")
            and not word_stems(name) & (_TIME_UNITS | _MONTHS)
        ):
            return Slot("person", head=(relation,), spans=frozenset(words[: j + 1]), preposition=relation, relation_of=(name,))
    return None


def _related(slot: Slot, words: list[str], question_words: frozenset[str]) -> list[int]:
    """Where a clause that says the succession asked (`_SUCCESSION`, with a pronoun or not: "بعده",
    "خلفه") holds a name the question does not say (titled, or of a name's shape)."""
    relation = _SUCCESSION[slot.preposition]
    if not any(word_stems(w) & relation for w in words):
        return []
    said = {f for w in question_words for f in (w, *word_stems(w))}
    names = titled_names(" ".join(words))
    return [i for i, w in enumerate(words) if w in names and w not in said and not word_stems(w) & said and _proper(w)]


def _kin_of_someone(word: str) -> bool:
    """A kin noun with a possessive pronoun ("عمه", "أخوها"): one person, named by his relation."""
    kin = office(word)
    return kin in KIN and not word.startswith("ال") and word.removeprefix("و").removeprefix("ف") != kin


def _after_epithets(words: list[str], verb: int, at: int) -> bool:
    """Is the word at `at` the first after the verb's run of article words (the doer's epithets or
    titles, "قادها النورماني النبيل جان")? After two, a name stands there whatever its shape; after
    one (that may be the verb's object: "بناء الدير فرح"), only a word that reads as no verb."""
    between = words[verb + 1 : at]
    if not between or not all(w.startswith("ال") for w in between):
        return False
    return len(between) >= 2 or not verbal(words[at])


def _proper(word: str) -> bool:
    return (
        len(word) > 2 and word not in STOPWORDS and not _number(word) and word not in FOLDED_TITLE_WORDS
        and office(word) is None and word.removeprefix("ال") not in _PLACE_UNITS and word not in _ONE_OF
        and not (len(word) == 4 and word[0] == "ف")  # the ف of consequence and a past verb: "أمام الوالي فأمر"
    )


def states_slot(
    slot: Slot, sentence: str, question_words: frozenset[str] = frozenset(), titles: tuple[str, ...] = (),
    event_stated: bool = False, described: frozenset[str] = frozenset(),
) -> bool:
    """Does the sentence hold a filler of the slot's type, in construction with the slot's head
    wherever it says the head (see the module's doc)? `titles`: the cited records' titles; a person
    asked by role may be named by the title of the record the sentence is told in ("نياحة القديس
    مكاريوس" for "… ثم قال له القديس"). `event_stated`: the caller found the head's event stated
    in its own words (a life event's listed forms, `answer/asked.py`: "مولد" for "اتولد").
    `described`: the question's words that tell its event besides the verb and the subject's name
    ("محبوسة بلا أكل" of "كم يوما بقيت …"); a sentence that never says the event's verb fills the
    slot only in a clause that says one of them: the same event in other words, not a neighbouring
    one (a birthplace for "اتدفن فين", a record's lineage for "دفنت فين")."""
    if slot.kind == "which":
        return _which_one_stated(slot, sentence, question_words)
    segments = _segments(sentence)
    told = event_stated or bool(slot.head) and any(_says(slot, fold(title).split(), slot.head[0]) for title in titles)
    unsaid_event = _event_asked(slot) and not told
    # a record's title names the person asked by role only if it names him by that role ("نياحة
    # القديس مكاريوس" for "القديس"; a saint's title names no governor); never the one who did a deed
    titled = not slot.agent and any(
        _fillers(slot, words, question_words) and (not slot.head or _says(slot, words, slot.head[0]))
        for title in titles for words in _segments(title)
    )
    if slot.kind == "person" and not slot.preposition and titled:
        return _object_kept(slot, [w for s in segments for w in s])
    filled = head_said = False
    for words in segments:
        fillers = _fillers(slot, words, question_words)
        heads = [j for j, w in enumerate(words) if any(_stands_for(slot, w, h) for h in slot.head if h)]
        # a role's root in another sense ("رئاسة" for "رئيس") says the head: its filler is of that other thing
        head_said = head_said or bool(heads) or any(_same(w, h) for w in words for h in slot.head if h)
        # which one of the role is asked ("الوالي الجديد", "رئيس الجماعة"): said in the filler's clause
        qualified = all(_says(slot, words, q) for q in slot.qualifier)
        told_otherwise = any(_same(w, d) for w in words for d in described)
        if slot.agent and not heads and told_otherwise:
            # the deed told in other words ("أدّت … النشيد الوطني" for "من غنى النشيد الوطني"): the
            # person is read by `answer_type` as for any "who"; a clause that says the verb needs its doer
            return _object_kept(slot, [w for s in segments for w in s])
        filled = filled or bool(fillers) and qualified and (not unsaid_event or told_otherwise)
        if fillers and qualified and (not slot.head or any(abs(i - j) <= _REACH for i in fillers for j in heads)):
            return _object_kept(slot, [w for s in segments for w in s])
    if head_said or slot.agent:
        return False  # it says the head (or the deed asked), and no filler stands with it
    everything = [w for words in segments for w in words]
    if slot.kind == "person" and not slot.preposition and not slot.by_name:
        return _object_kept(slot, everything)  # the filler is a name after the head: unsaid, answer_type reads the person
    return filled and _object_kept(slot, everything)


def _which_one_stated(slot: Slot, sentence: str, question_words: frozenset[str]) -> bool:
    """Which one of a noun: its specifier stands right after it, quoted or not ("نظام "ملكي اتحادي"",
    "قبيلة "قنق""), so the sentence is read whole, not by clause. One that says the noun with no
    specifier fails; one that never says it is left to the other checks."""
    words = fold(strip_markers(sentence).replace('"', " ").replace("«", " ").replace("»", " ")).split()
    if _specified(slot, words, question_words):
        return _object_kept(slot, words)
    return not any(_same_noun(w, slot.head[0]) for w in words) and _object_kept(slot, words)


def _stands_for(slot: Slot, word: str, head: str) -> bool:
    """Does the sentence's word say the slot's head: a role by the same noun (`_same_noun`), an event
    or a counted thing by its family (stem, root, synonym class)?"""
    role = slot.kind == "person" and not slot.agent and not slot.preposition
    return _same_noun(word, head) if role else _same(word, head)


def _says(slot: Slot, words: list[str], head: str) -> bool:
    return any(_stands_for(slot, w, head) for w in words)


def _event_asked(slot: Slot) -> bool:
    """The slot asks the time, place or span of an event its head verb names ("اتدفن فين", "عاشت
    قد إيه"), or the one who did it: only a sentence (or its record's title) that states that event
    answers; another event's filler does not."""
    if slot.agent:
        return True
    return slot.kind in ("year", "place", "duration") and bool(slot.head) and verbal(slot.head[0]) > 0


def _object_kept(slot: Slot, words: list[str]) -> bool:
    """A relative clause's event said of the same object: the sentence says its verb (stem, root or
    synonym) with the object's words within reach after it ("نقل جسد القديس تيطس" is not "نقل جسد
    لعازر", and "حملوه إلى القسطنطينية" names no king who moved him)."""
    if not slot.clause_object:
        return True
    verb, *thing = slot.clause_object
    at = [j for j, w in enumerate(words) if _same(w, verb)]
    return any(all(any(_same(w, t) for w in words[j + 1 : j + 1 + _REACH]) for t in thing) for j in at)
