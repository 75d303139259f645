"""The asked slot: what the question word stands for, read from the question's own structure.

A question asks one slot of its subject. Its TYPE comes from the question word and what it governs,
wherever it stands (MSA and Egyptian put it first or last): كم/كام + a time unit asks a duration, or
an age beside عمر/سن/عنده ("كان عنده كام سنة لما اتنيح"); كم/كام + عدد X or a counted noun asks a count
of X; a measure noun (answer/measure.py) asks that measure; سنة كام / في أي سنة asks a year; أين/فين /
في أي مدينة asks a place; a preposition + من/مين ("بعد مين", "مع مين") asks the person in that relation;
من/مين + a noun ("مين الملك اللي …") a person of that kind. Its HEAD is the question's own word the
filler must stand with: the counted or measured noun, the event verb whose time, place or span is
asked (the nearest content word of the clause), the relation noun, the preposition.

"من/مين + verb" opening the question ("مين قتل X") asks the verb's doer (`Slot.agent`); a role
is asked with what the question says of it ("الوالي الجديد", `Slot.qualifier`); "مين … بعد X" who
followed X (`successor_asked`). What the slot's phrase spans (question word, head, unit) is not the
subject: "مساحة المغرب كام كيلومتر مربع" is about المغرب (`Slot.spans`).

Whether a sentence states the slot: `slot_stated`. Read by `answer/asked_reading.py`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Literal

from dalil.answer.measure import TIMES, asked_measure, states_measure, word_stems
from dalil.answer.move_direction import Direction, direction_asked, moving_head
from dalil.answer.occupation_asked import TRADES
from dalil.answer.role_gender import Gender
from dalil.answer.slot_words import (
    AGE_WORDS,
    HOW_MANY,
    HOW_MUCH,
    MONTHS,
    PLACE_UNITS,
    TIME_UNITS,
    WHAT,
    WHEN,
    WHERE,
    WHICH,
    WHO,
    YEAR_UNITS,
    afflicted,
    content_word,
    event_verb,
    function_word,
    is_question_word,
    may_be_name,
    number_word,
    verbal,
)
from dalil.answer.thing_name import thing_noun
from dalil.answer.untitled_subject import COPULA
from dalil.answer.year_era import Era, era_asked, era_named
from dalil.retrieval.names import BIRTH_KINDS, FOLDED_TITLE_WORDS, OWN_RECORD_KINDS
from dalil.text.assertions import NAMING_WORDS, ROLE_PREPOSITIONS, titled_names
from dalil.text.forms import THIRD_PERSON_PRONOUNS
from dalil.text.glued import GLUED_CONJUNCTIONS
from dalil.text.normalize import folded_words
from dalil.text.offices import KIN, RELATIONS, office
from dalil.text.question_frame import REQUESTS, telling_verb
from dalil.text.stem import COPULAS, PLURAL_COPULAS, PRONOUN_COPULAS, names_matta
from dalil.text.stem import DEMONSTRATIVES as _DEMONSTRATIVES

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
    patient: bool = False  # "X كان بيعلم مين": whom the verb was done to, named after the verb (`habitual_object`)
    # a stay's length asked past the place it was spent in ("قعدوا في قبرص قد إيه"): that place's word
    # (`slot_stated`: a length told of a move to another named place is not this stay's)
    place: str = ""
    # a thing's name asked by the relative clause's event ("ما اسم الجزيرة التي نفي إليها …": نفي): a sentence
    # that never says the thing's noun names it only where it says that event (`slot_stated._which_one_stated`)
    clause_verb: str = ""
    # the persons a relative clause's verb with the role's pronoun reaches ("الأمير الذي أرسله دقلديانوس إلى دميانة":
    # دميانه): said by the sentence or its record's title (`slot_stated._object_kept`), or it is another story's role
    clause_goal: tuple[str, ...] = ()
    # a length asked counted from an event ("كم سنة عاش يونان بعد خروجه من بطن الحوت", "قعدت كام سنة بعد ما رجعت"):
    # that event's word (`asked_reading.since_event`); a span told before the event, or dating another deed, is not
    # counted from it (`slot_stated._counted_from`, fq27-099)
    since: str = ""
    # a role asked by name written feminine ("الملكة", "… التي") or taken up by "الذي": a name the sentence marks with
    # the other gender never names it (`answer/role_gender.py`, UNNAMED57)
    gender: Gender = ""
    # the end of a move a place asks ("هرب لفين": to, "رجع منين": from; `answer/move_direction.py`): only a place
    # said at that end fills it ("سافر من رومية" tells no whither, WHERE61)
    direction: Direction = ""
    # a count of persons asked by "واحد من X" ("كام واحد من المسلمين"): X is the head, and a number of persons ("نفسا",
    # "رجلا") counts it unless the sentence gives them another group ("قتل من المشركين … واحدا وثلاثين نفسا", SLOTHEAD71)
    of_group: bool = False
    # the era a year is asked in ("سنة كام ميلادي", "في أي سنة هجرية"): a year the sentence writes in another era does not
    # fill it ("من سنة 1511 للشهداء" for "ميلادي", `answer/year_era.py`, WRONGREC74)
    era: Era = ""
    # the deed a which-noun is asked of ("ما الكتاب الذي ألفه X": الفه, "كان بيدرس في أي جامعة": بيدرس) and the
    # preposition that governs the noun in it ("في أي جامعة": في, "الذي … يعالجان به": ب), "" for a direct object:
    # a sentence answers only where it says that deed and fills that phrase (`slot_stated._deed_of_which_told`, DEEDTHING84)
    deed: str = ""
    deed_preposition: str = ""
    # the head of the phrase the question gives that deed past a preposition ("أرادها الإيطاليون من إعدام عمر المختار":
    # اعدام): a sentence that says it tells the deed in other words
    deed_frame: tuple[str, ...] = ()


_COUNT = folded_words("عدد")
# "one" after كم/كام ("كام واحد"): a count of persons of any noun, or of the group a partitive names ("كام واحد من X")
ONE = folded_words("واحد واحده واحدا")
PARTITIVE = "من"
_RANKS = folded_words("رقم ترتيب")
# Prepositions a question word may be governed by ("بعد مين", "مع مين", "عند مين", "ضد من").
PREPOSITIONS_BEFORE_WHO = folded_words("بعد قبل مع عند ضد")  # not a glued لمن (to whom, whose: "لمن يعود اصل …")
_PREPOSITIONS = PREPOSITIONS_BEFORE_WHO


def read_slot(words: list[str], clause: list[str] | None = None) -> Slot | None:
    """The slot the question's asked words ask (folded, up to a relative pronoun or a second ask),
    or None. `clause`: the words of the relative clause after the asked words, if any."""
    # "ما اسم الراهب الذي …"; "توما كان توأم مين؟"
    words = _who_as_what(words)
    named_role = _name_of_role(words, clause) or _habitual_object(words) or _relation_of_whom(words, len(words) - 1)
    if named_role is not None:
        return named_role
    for i, word in enumerate(words):
        bare = word[1:] if len(word) > 2 and word[0] == "و" else word
        before = words[i - 1] if i else ""
        after = words[i + 1] if i + 1 < len(words) else ""
        if bare in WHICH and after in YEAR_UNITS or bare in HOW_MANY and before in YEAR_UNITS:
            return _slot("year", words, i, {after, before})  # "في أي سنة", "سنة كام"
        if bare in HOW_MANY and word_stems(before) & _RANKS:
            return None  # "البابا رقم كام": a rank, said by an ordinal ("العاشر"), not a count
        # searched as "قد ما"; "في أي سن", "في أنهي عمر" ask an age as "كم عمره" does (fq26-003)
        if bare in HOW_MANY or (bare in HOW_MUCH and after in WHAT) or (bare in WHICH and asked_measure(after) == "age"):
            return _how_many(words, i)
        after = _past_copula(words, i) if bare in WHAT else after
        if bare in WHAT and word_stems(after) & YEAR_UNITS:
            return _slot("year", words, i, {after})  # "ما السنة التي …"
        if bare in WHAT and (after in _COUNT or asked_measure(after) is not None):
            return _how_many(words, i)  # "ما مساحة مصر", "ما هي مدة …", "ما عدد …": the value of a quantity
        if bare in WHEN | WHERE or (bare in WHICH and after in PLACE_UNITS):
            kind: SlotKind = "place" if bare not in WHEN else "year"
            if kind == "year":
                return None  # متى: a day, a feast, a reign … (answer_type's date reading holds it)
            place = _slot("place", words, i, {after} if bare in WHICH else set())
            if bare not in WHICH:
                place = _of_a_move_asked(place, words, i)
                # "من أين" (Egyptian "منين", read so): a town of origin, as "من أي مدينة" (`slot_fillers._of_a_move`)
                return replace(place, preposition=before) if before == "من" else place
            return _place_by_name(place, words, i)
        which_one = _kind_asked(words, i, clause) or _described_by_construct(words, i, clause)
        if which_one is not None:
            return which_one
        if bare in WHO and i and before in _PREPOSITIONS:
            return replace(_slot("person", words, i, {before}), preposition=before)
        verb = _asked_verb(after) or _composed(after, words[i + 2 : i + 3])
        if bare in WHO and i == 0 and verb and words[i + 2 : i + 3] != [word]:  # "من أهم من": a partitive
            # "مين قتل X", "من عمّد X": the one who did that (the verb's agent), named with the verb
            return Slot("person", head=(after,), spans=frozenset({word, after}), agent=True)
        role = _role_after(words, i) if bare in WHO else None
        if role is not None:
            at = words.index(role, i)
            by_name = at > i + 1 or role not in FOLDED_TITLE_WORDS | _RELATION_NOUNS or bool(clause)
            slot = Slot(
                "person", head=(role,), spans=frozenset(words[i : at + 1]), clause_object=_clause_object(clause or []),
                clause_goal=_clause_goal(clause or []),
                qualifier=_role_qualifier(role, words[at + 1 :]),
            )
            return replace(slot, by_name=True) if by_name else slot
    return None


def _of_a_move_asked(place: Slot, words: list[str], at: int) -> Slot:
    """The place slot with the end of the move its where-word asks, headed by that move's verb ("والي أنصنا نفى
    … أسقف أبصاي على فين": the exile, not the see the nearest word names); as it was when no end is asked."""
    direction = direction_asked(words, at)
    if not direction:
        return place
    head = moving_head(words, at)
    if not head:
        return replace(place, direction=direction)
    taken = place.spans - set(place.head)
    return replace(place, direction=direction, head=(head,), spans=frozenset(taken | {head}))


def _role_qualifier(role: str, rest: list[str]) -> tuple[str, ...]:
    """The words after the role that say which one: an adjective or a noun in construct; a role in
    construct itself ("والي قرطسا", "والي مدينة أراط") is of the place or people after it; and past a
    preposition, the time or event the role is asked in ("القائد الأعلى … في حرب 1967": a holder named
    in that war, FQ17CLASS20)."""
    construct = not role.startswith("ال")
    governed = next((k for k, w in enumerate(rest) if w in ROLE_PREPOSITIONS), len(rest))
    return tuple(
        w for k, w in enumerate(rest)
        if content_word(w) and (w.startswith("ال") or construct or k > governed) and w not in PLACE_UNITS
    )


_PLACE_PREPOSITIONS = folded_words("من علي الي في")
# "من أهل X": one of the people of X, his town (`slot_fillers._named` reads the sentence's the same way)
_FROM, _PEOPLE_OF = "من", "اهل"


def people_of_at(words: list[str], i: int) -> bool:
    """Is the folded `words[i]` the أهل of "من أهل X" ("one of the people of X")? Read away, "من أهل X" is "من X",
    his town (LOST39): in the question ("كان من أهل أي مدينة", `read_slot`, `answer_type`) and in the sentence
    (`slot_fillers._governed`)."""
    return words[i] == _PEOPLE_OF and i > 0 and words[i - 1] == _FROM


_ORIGIN_NOUNS = folded_words("اصل اهل")


def _place_by_name(place: Slot, words: list[str], i: int) -> Slot:
    """"أي مدينة" (at `i`): the place's name; "من أي بلد", "على أي مدينة": the name that preposition governs;
    "كان من أهل أي مدينة": whence, as "من أي مدينة"; "أصله من أي بلد": his origin is no event a sentence must
    tell (LOST39)."""
    before = words[i - 1] if i else ""
    governing = _FROM if i and people_of_at(words, i - 1) else before if before in _PLACE_PREPOSITIONS else ""
    if governing == _FROM and place.head and word_stems(place.head[0]) & _ORIGIN_NOUNS:
        place = replace(place, head=())
    return replace(place, preposition=governing, by_name=True)


_TO = folded_words("الي لغايه")


def _past_copula(words: list[str], at: int) -> str:
    """The word after the question word at `at`, past a pronoun of the copula: "ما هي مدة جلوسه"
    asks as "ما مدة جلوسه", "ما هو عدد …" as "ما عدد …"."""
    return next((w for w in words[at + 1 :] if w not in PRONOUN_COPULAS), "")


def _asked_verb(word: str) -> bool:
    """A verb right after a من/مين that opens the question (after a verb, "اتجوزت مين", it asks the
    object): a bare triliteral past ("قتل", "عمد"), its أفعل form ("ارسل") or an Egyptian prefixed
    form ("اتجوز"); not a title, an office, a time or a noun in construct ("مرات الملك")."""
    if not content_word(word) or word[0] in GLUED_CONJUNCTIONS or word in FOLDED_TITLE_WORDS or office(word) is not None:
        return False
    if word_stems(word) & (TIME_UNITS | MONTHS) or number_word(word):
        return False
    return len(word) == 3 or verbal(word) == 2 or (len(word) == 4 and word[0] == "ا")


def _composed(word: str, following: list[str]) -> bool:
    """ "الف" right after an opening من/مين: the verb ألّف (composed), which folding writes as the number
    "ألف" (thousand): "مين اللي ألف أرباع الناقوس" asks the composer (fq18-096). A thousand counts the
    noun after it, a unit or a number ("من ألف سنة", "من ألف وخمسمائة"): then it is the number."""
    if word != "الف" or not following:
        return False
    nxt = following[0]
    return not (number_word(nxt) or nxt.startswith("و") and number_word(nxt[1:]) or word_stems(nxt) & (TIME_UNITS | MONTHS))


# Words between a question word and the role it asks ("من هو الوالي", "مين كان رئيس الجماعة", "من يكون"): the copulas
# of one (`stem.COPULAS`). Not the plural's: "من هم التلاميذ الثلاثة الذين صعد بهم …" asks a group its answer lists by
# name without the role's word ("أخذ يسوع بطرس ويعقوب ويوحنا"), which a role read by name declines (fq21-074, MEND47).
_WHO_FRAME = COPULAS - PLURAL_COPULAS


def _role_after(words: list[str], at: int) -> str | None:
    """The role noun "من/مين" asks a person of: a noun with the article or an office ("مين الملك
    …", "من هو الوالي …", "مين كان رئيس الجماعة …"), the frame words between them skipped; none
    for a name ("من هو أثناسيوس": who he is, any statement of him)."""
    for word in words[at + 1 : at + 3]:
        if word in _WHO_FRAME:
            continue
        if word.startswith("ال") and content_word(word) and not verbal(word) or office(word) is not None:
            rest = words[words.index(word, at) + 1 :]
            if _in_construct(word, rest):
                return word  # "مين والي قرطسا": the governor OF a place, his name asked
            # a name after it: the role is the name's title ("من هو الراهب بشنونه", "أسقف أورشليم"); not
            # past a preposition, the time or event the role is asked in ("مين كان قائد الجيش السوري في
            # حرب اكتوبر": the commander in that war, held to it by the qualifier; fq17-114). "من X إلى Y"
            # is from X to Y, no role: "لماذا صعد يوسف من الناصرة إلى بيت لحم" asks no Nazarene (answer-type-11).
            if rest[:1] and rest[0] in _TO:
                return None
            phrase = rest[: next((k for k, w in enumerate(rest) if w in ROLE_PREPOSITIONS), len(rest))]
            named = any(not w.startswith("ال") and content_word(w) and w not in _DEMONSTRATIVES for w in phrase)
            return None if named else word
        return None
    return None


def _described_by_construct(words: list[str], at: int, clause: list[str] | None) -> Slot | None:
    """ "مين رائد الفضاء اللي قاد …", "من قائد الحملة الذي …": a bare noun in construct with an articled
    genitive, then a relative clause, is the role the person asked holds: named in the answer (a person
    by name), of the thing the genitive says. Only with the relative clause: "مين رب الأسرة" alone may be
    answered by any statement of him (FQ12CLASS19)."""
    rest = words[at + 1 :]
    if not clause or len(rest) != 2 or words[at].removeprefix("و") not in WHO or _role_after(words, at) is not None:
        return None
    noun, genitive = rest
    if (
        (at and words[at - 1] in _PREPOSITIONS) or (not at and _asked_verb(noun))  # "بعد مين", "مين قتل": read above
        or noun.startswith("ال") or not content_word(noun) or verbal(noun) == 2 or noun in FOLDED_TITLE_WORDS | _WHO_FRAME
        or not genitive.startswith("ال") or not content_word(genitive) or verbal(genitive)
    ):
        return None
    return Slot(
        "person", head=(noun,), spans=frozenset(words[at:]), clause_object=_clause_object(clause),
        clause_goal=_clause_goal(clause),
        qualifier=(genitive,), by_name=True,
    )


def _in_construct(role: str, rest: list[str]) -> bool:
    """An office without the article followed by a noun is in construct (إضافة) with it: "والي
    قرطسا", "أسقف أوسيم", "والي مدينة أراط" ask the holder of that office there. A title before a
    name ("الأنبا بيشوي", "مار مرقس") is no office, a kin or a disciple ("والد بشار") is a relation of a
    person (`answer/predicates.py`'s kin), and an office with the article before a bare
    word is the name's title ("الراهب بشنونه"). Only a bare genitive, a place's name, is read so:
    "رئيس الفريق الحكومي المعني بـ…" stays unread (what it does at 8013a49)."""
    genitive = rest[1:2] if rest and rest[0] in PLACE_UNITS else rest[:1]  # "والي مدينة أراط"
    return (
        not role.startswith("ال") and role not in FOLDED_TITLE_WORDS and office(role) not in RELATIONS | {None}
        and bool(genitive) and content_word(genitive[0]) and not genitive[0].startswith("ال")
        and genitive[0] not in _DEMONSTRATIVES | FOLDED_TITLE_WORDS
    )


def _who_as_what(words: list[str]) -> list[str]:
    """ "مين اسم أبو X", "مين اسم الأعمى اللي …": a name asked, read as "ما اسم …" asks it (no deed's doer)."""
    opens = len(words) > 2 and words[0].removeprefix("و") in WHO and words[1] in NAME_NOUNS
    return ["ما", *words[1:]] if opens else words


def _name_of_role(words: list[str], clause: list[str] | None) -> Slot | None:
    """ "ما اسم الراهب الذي …", "إيه اسم الوالي اللي …": the name of the role after اسم, asked by
    the relative clause that says which one; a person by name, as "مين الراهب اللي …"."""
    for i, word in enumerate(words[:-2]):
        if word.removeprefix("و") in WHAT and words[i + 1] in NAME_NOUNS and clause:
            # a person's role (an office, a title, a relation): "ما اسم المعركة التي …" asks no person
            roles = [
                w for w in words[i + 2 :] if office(w) is not None or w in FOLDED_TITLE_WORDS | _RELATION_NOUNS | PERSON_NOUNS
                or _persons_dual(w)  # "ما اسم الرجلين اللذين أرسلهما …": two persons of a kind (NAMESLOT84, fq46-017)
                or w.startswith("ال") and afflicted(w)  # "ايه اسم الأعمى اللي …": a person by his affliction
                or w.startswith("ال") and w[2:] in TRADES  # "ما اسم الدباغ الذي …": a person by his trade (UNNAMED56)
                or w == words[-1] and _nisba_noun(w)  # "ما اسم الصيدلي الذي …": a person by his people or trade
            ]
            # persons counted ("ما أسماء الأربعة الذين …"): named only by their names, not by the count (fq13-081)
            roles = roles or [w for w in words[i + 2 : i + 3] if number_word(w)]
            # a role said by an active participle in construct ("حافظ السجن", "حارس الباب": FQ16CLASS19)
            roles = roles or [w for w in words[i + 2 : i + 3] if _participle_role(w, words[i + 3 : i + 4])]
            if roles:
                return Slot(
                    "person", head=(roles[0],), spans=frozenset(words[i : words.index(roles[0], i) + 1]),
                    clause_object=_clause_object(clause), clause_goal=_clause_goal(clause), by_name=True,
                )
            # a thing's name ("ما اسم السفينة التي حملت …"): only a listed thing, not any noun (`answer/thing_name`)
            if thing_noun(words[i + 2]):
                return Slot(
                    "which", head=(words[i + 2],), spans=frozenset(words[i : i + 3]), by_name=True,
                    clause_verb=_clause_verb(clause),
                )
    # "اسم السفينة اللي … إيه": the question word closes the clause
    if clause and len(words) == 2 and words[0] in NAME_NOUNS and thing_noun(words[1]) and clause[-1] in WHAT:
        return Slot("which", head=(words[1],), spans=frozenset(words), by_name=True, clause_verb=_clause_verb(clause))
    return None


_DUAL = ("ين", "ان")  # the dual's endings, oblique and nominative ("الرجلين", "الغلامان")


def _persons_dual(word: str) -> bool:
    """The dual of a person's common noun with the article ("الرجلين", "الغلامين", "الجنديين")."""
    return any(word.endswith(ending) and word[: -len(ending)] in PERSON_NOUNS for ending in _DUAL)


_NISBA = "ي"  # the relative adjective's ending: مصري، يهودي، سامري، صيدلي
_NISBA_BASE = 4  # the nisba's letters at least, its ي with them (مصري): a shorter word is a noun ("الحي", "النبي" aside)


def _nisba_noun(word: str) -> bool:
    """A nisba with the article right before a relative clause ("ما اسم الصيدلي الذي أعطى …", "ما اسم السامري
    الذي …", "ايه اسم المصري اللي …"): a person by his people, his place or his trade, whose name is asked as a
    role's is (ASKEDTERM70: "الصيدلي" was no listed trade, so no name was asked and a sentence where the pharmacist is
    unnamed answered). Not a place unit ("الكرسي") nor a listed thing."""
    bare = word[2:]
    return word.startswith("ال") and len(bare) >= _NISBA_BASE and bare.endswith(_NISBA) and bare not in PLACE_UNITS and not thing_noun(word)


def _clause_verb(clause: list[str]) -> str:
    """The relative clause's opening verb ("نفي" of "التي نفي إليها …", "اترهب" of "اللي اترهب فيه"), "" for none."""
    return clause[0] if clause and content_word(clause[0]) and verbal(clause[0]) else ""


def _participle_role(word: str, following: list[str]) -> bool:
    """An active participle (فاعل: "حافظ", "حارس", "كاتب") or a noun of a trade (فعّال: "ربان", "سجان",
    "نجار") before a noun with the article: a person by his charge ("حافظ السجن", "ربان السفينة"), asked by
    name as a role is (fq16-069, -093's class). A listed thing ("ما اسم كتاب …") is read as a thing."""
    return (
        len(word) == 4 and "ا" in (word[1], word[2]) and not word.startswith("ال") and content_word(word)
        and not thing_noun(word) and bool(following) and following[0].startswith("ال")
    )


NAME_NOUNS = folded_words("اسم اسماء")
# Common nouns of a person, no office nor title: "ما اسم الطفل الأعمى الذي …" asks a person's name, held to a
# name beside the noun as a role's is (the record's "ابنها وكان أعمى" names no child).
# Egyptian ones too ("اسم الراجل الأعرج اللي …", "اسم الست اللي …": FQ16CLASS19).
PERSON_NOUNS = folded_words(
    "الطفل الصبي الولد الرجل المراه الشاب الفتاه الفتي الغلام البنت الصبيه الراجل الست الواد"
    " السياف الساحر الجندي السجان"  # a man by his trade ("ما اسم السياف الذي أرسله الوالي إلى …": FQ25WRONG40)
    # the monastic elder a record often leaves unnamed ("وترهب عند شيخ قديس": "ما اسم الشيخ الذي ترهب عنده …", FRANCO44)
    " الشيخ"
    # a person by her state or service, whom a story often leaves unnamed ("ما اسم الأرملة التي ألقت …": UNNAMED44)
    " الارمله الجاريه العبد الخادم الغني العجوز"
)


# Nouns a "which X" asks something else of than a kind: a reason, a name, a meaning, a difference.
# A relation between two ("ما الفرق بين X وY"، "ما علاقة X بـY"، "ما صلة …") is no kind with members (REQVERB70: علاقة
# was read as the noun whose members are asked, and every sentence relating the two was declined).
_NOT_KINDS = folded_words(
    "السبب سبب الاسم اسم الفرق فرق المعني معني المقصود مقصود الشيء شيء الحاجه حاجه علاقه العلاقه صله الصله"
)


def _kind_asked(words: list[str], i: int, clause: list[str] | None) -> Slot | None:
    """Which one of a common noun is asked: "أي مرض", "أنهي مرض", "ما/إيه المرض الذي …" (the
    article and a relative clause after it: "ما المرض" alone is a definition). Filled only by a word
    that specifies the noun (`_specified`), never by the generic noun ("مرضه")."""
    word = words[i].removeprefix("و") if len(words[i]) > 2 else words[i]
    noun = words[i + 1] if i + 1 < len(words) else ""
    which = word in WHICH and not noun.startswith("ال")
    what = word in WHAT and noun.startswith("ال") and bool(clause) and i + 2 == len(words)
    if not (which or what) or not content_word(noun) or number_word(noun) or noun in _NOT_KINDS:
        return None
    if words[i + 2 : i + 3] == ["من"]:
        return None  # a partitive ("أي نوع من المدارس", "أي واحد من"): the kind is of the noun after it
    if noun.removeprefix("ال") in PLACE_UNITS or word_stems(noun) & (TIME_UNITS | MONTHS | _COUNT | _RANKS):
        return None  # a place, a time or a count: their own slots
    if asked_measure(noun) is not None or office(noun) is not None or noun in FOLDED_TITLE_WORDS | _RELATION_NOUNS:
        return None  # a measure; a person by role ("أي ملك", "ما الراهب الذي …")
    deed, preposition = _deed_of_kind(words, i, clause)
    frame = _deed_frame(clause or []) if deed else ()
    return Slot("which", head=(noun,), spans=frozenset({words[i], noun}), deed=deed, deed_preposition=preposition, deed_frame=frame)


# The prepositions a deed's place, instrument or source is asked by ("في أي جامعة", "بأي دواء", "من أي كتاب"), and the
# pronouns a relative clause takes the noun up by ("الذي … يعالجان به", "التي … درس فيها"): that phrase of the deed.
DEED_PREPOSITIONS = folded_words("في ب من علي الي")
_RESUMPTIVE = {f"{p}{e}": p for p in ("ب", "في", "من", "علي", "الي") for e in THIRD_PERSON_PRONOUNS}
_PRESENT_PREFIXES = ("ي", "ت", "ب", "ن")  # "كان قزمان ودميان يعالجان": the deed after a copula and its subject
_DEED_MIN = 3


def _deed_of_kind(words: list[str], at: int, clause: list[str] | None) -> tuple[str, str]:
    """The deed a which-noun at `at` is asked of and the preposition that governs the noun in it. "ما N الذي <clause>":
    the clause's verb — its first word, or past a copula the last of the run of present forms after the copula's subject
    ("كان قزمان ودميان يعالجان", "كان يسوع يسألها") — and the preposition of a resumptive pronoun in it ("به", "فيها").
    "(في) أي N": the preposition before أي and the verb right after the noun ("في أي معركة هزم"), else the nearest before
    the phrase ("كان بيدرس في أي جامعة", "درس الطب في انهي جامعه"). ("", "") when none is read."""
    if any(w in _SAYING for w in [*words[at:], *(clause or [])]):
        return "", ""  # "أنهي مزمور بيقول إن …", "القول الذي أعلن فيه يسوع أنه …": a text asked by its words, no deed
    if at + 1 < len(words) and passage_noun(words[at + 1]):
        return "", ""  # "جاب سيرة Y في أنهي سياق": a place in the record, which the quoted passage is (DEEDTHING86)
    deed, preposition = _deed_and_preposition(words, at, clause)
    if _telling(deed):
        return "", ""  # "السيرة ذكرت أنهي مدينة": the record's telling, which its quote does; the noun is still wanted
    return ("", "") if deed.startswith(_WE) or deed.startswith("ن") and len(deed) > _DEED_MIN else (deed, preposition)


# A place in a text: its context, passage, text, paragraph, phrase ("في أي سياق ذكر …"، "في أي فقرة تتحدث المقالة عن
# …"، Franco "fi anhy seya2/ma2ta3"). Asked of a saying or mention, it asks where the record says it: the quoted passage
# is the answer, with no deed's phrase to fill (DEEDTHING86: claims-blind35's "جاب سيرة Y في أنهي سياق"). Not موضع or
# جزء: they name a place or part of the world as often ("في أي موضع دفن").
_PASSAGE_NOUNS = folded_words("سياق نص فقره مقطع عباره جمله")


def _telling(deed: str) -> bool:
    """Is the deed a verb of telling (`question_frame.telling_verb`), with its object's pronoun too ("ذكره", "قالها")?"""
    return bool(deed) and any(
        telling_verb(deed.removesuffix(end)) for end in ("", *THIRD_PERSON_PRONOUNS) if len(deed) - len(end) >= _DEED_MIN
    )


def passage_noun(word: str) -> bool:
    """Is the (folded) which-noun a place in a text, asked by itself or with the article ("النص الذي …")?"""
    return word.removeprefix("ال") in _PASSAGE_NOUNS


# A complementizer after the deed: what is said, the words of a text ("بنشكر فيها ربنا لأنه …", "نطلب فيها أن …")
_SAYING = folded_words("ان انه انها انهم بان لان لانه لانها عشان")
_WE = ("بن", "هن")  # "بنصلي"، "نطلب": the reader's own prayer, no deed of a record's subject


def _deed_and_preposition(words: list[str], at: int, clause: list[str] | None) -> tuple[str, str]:
    if clause:
        preposition = next((_RESUMPTIVE[w] for w in clause if w in _RESUMPTIVE), "")
        if clause[0] not in COPULAS:
            return (clause[0] if _deed_word(clause[0]) else ""), preposition
        present = [k for k, w in enumerate(clause) if w.startswith(_PRESENT_PREFIXES) and len(w) > _DEED_MIN and content_word(w)]
        last = next((k for k in present if k + 1 not in present), None)
        return (clause[last] if last is not None else ""), preposition
    before = words[at - 1].removeprefix("و") if at else ""
    preposition = before if before in DEED_PREPOSITIONS else ""
    opening = at - 1 if preposition else at
    after = [at + 2] if at + 2 < len(words) and not words[at + 2].startswith("و") else []
    candidates = after + list(range(opening - 1, max(-1, opening - 1 - _DEED_BACK), -1))
    # a verb after a question word is negated or exclaimed ("يا رب ما أكثر مضايقي"): not the deed asked
    deed = next((words[j] for j in candidates if _deed_word(words[j]) and reads_as_verb(words[j])
                 and not (j and is_question_word(words[j - 1])) and not _opening_title(words, j)), "")
    return deed, preposition


_ARTICLED_MIN = 4  # letters of an articled noun at least past ال and two of its own ("الفه" is the verb ألّفه)
def _deed_frame(clause: list[str]) -> tuple[str, ...]:
    """The first content word past a preposition of the relative clause, not its resumptive pronoun ("من إعدام": اعدام)."""
    at = next((k for k, w in enumerate(clause) if w in DEED_PREPOSITIONS), None)
    rest = clause[at + 1 :] if at is not None else []
    return tuple(w for w in rest[:1] if content_word(w) and not function_word(w))


# A record's title opening the question: its event noun ("سيرة استشهاد القديس مينا"، "نياحة الأنبا بولا") and the kind
# word before it, however the Franco reading spelled it ("syret estesh-had" -> "صارت استشهاد"، "sirat neya7et" -> "صرت
# نياحه": a verb "became" to the reader). They name the record, not the deed asked of it (DEEDTHING86).
_TITLE_EVENTS = OWN_RECORD_KINDS | BIRTH_KINDS
_TITLE_OPENING = 2  # the event noun first, or after its kind word


def _opening_title(words: list[str], j: int) -> bool:
    """Is the word at `j` the title's event noun, or its kind word, at the question's opening?"""
    event = next((k for k in range(min(_TITLE_OPENING, len(words))) if words[k] in _TITLE_EVENTS), None)
    return event is not None and j <= event


_DEED_BACK = 3  # words before the which-phrase where its deed stands ("كان بيدرس في", "درس الطب في")


def _deed_word(word: str) -> bool:
    """A word that may be the deed: a content word, no copula, function word, articled noun (a verb folding writes with
    the article's letters, "ألفه" -> "الفه", is short: no noun), title or office."""
    return (
        content_word(word) and word not in COPULAS and not function_word(word) and not (word.startswith("ال") and len(word) > _ARTICLED_MIN)
        and word not in FOLDED_TITLE_WORDS and office(word) is None and not is_question_word(word)
    )


def contents_asked(words: list[str]) -> str | None:
    """The bare noun in construct whose members "ما (هي) X Y" asks ("ما هي هدايا المجوس", "ما معجزات
    الأنبا برسوم"): a sentence that never says that noun names none of them (WRONGREC22, fq16-007). Not a
    name, reason, meaning (`_NOT_KINDS`), a place, time, count or measure (their own slots), an office or a title;
    nor after "ما هو", which asks what one thing is."""
    at = next((i for i, w in enumerate(words[:2]) if w.removeprefix("و") in WHAT), None)
    if at is None:
        return None
    if words[at + 1 : at + 2] == ["هو"]:
        return None  # "ما هو سنكسار يوم ٢٢ هاتور": one thing's identity, no members (synaxarium-dates)
    rest = [w for w in words[at + 1 :] if w not in PRONOUN_COPULAS]
    if len(rest) < 2:
        return None
    noun, genitive = rest[0], rest[1]
    if (
        noun.startswith("ال") or not content_word(noun) or number_word(noun) or _verb_after_what(noun)
        or noun in _NOT_KINDS | NAME_NOUNS | FOLDED_TITLE_WORDS | _RELATION_NOUNS | REQUESTS or office(noun) is not None
        or noun in PLACE_UNITS or word_stems(noun) & (TIME_UNITS | MONTHS | _COUNT | _RANKS)
        or asked_measure(noun) is not None or not content_word(genitive) or is_question_word(genitive)
    ):
        return None
    return noun


def _verb_after_what(word: str) -> bool:
    """A verb "ما" asks the object of or negates ("ما كتب", "ما اعطى", "ما بيعمل"): an Egyptian verb's shape, a
    bare triliteral or an أفعل/تفعل/يفعل form; a noun glued to و is none ("وصايا")."""
    return verbal(word) == 2 or len(word) <= 3 or (len(word) == 4 and word[0] in "اتي")


def role_named_later(words: list[str], rest: list[str], clause: list[str]) -> Slot | None:
    """A role noun the question names first and asks the name of after its relative clause
    ("الوالي الذي عذب …، ما اسمه؟", "الوزير اللي عيّن … كان اسمه إيه؟"): a person by name."""
    roles = _construct_head(words) or [w for w in words if w.startswith("ال") and content_word(w) and not verbal(w)] or [
        w for w in words if office(w) is not None
    ]
    if not roles or not asks_name(rest):
        return None
    return Slot(
        "person", head=(roles[0],), spans=frozenset(words), clause_object=_clause_object(clause),
        clause_goal=_clause_goal(clause), by_name=True,
    )


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
    if not asks_name(words) or any(not is_question_word(name) for name in titled_names(" ".join(words))):
        return None  # a name the question writes ("اسمه إيه" reads إيه as one: a question word is none)
    roles = _construct_head(words) or [w for w in words if w.startswith("ال") and _person_role(w)]
    if not roles:
        return None
    at = words.index(roles[0])
    return Slot("person", head=(roles[0],), spans=frozenset(words[: at + 1]), by_name=True)


def _person_role(word: str) -> bool:
    return office(word) is not None or word in FOLDED_TITLE_WORDS or word in _RELATION_NOUNS


# A copula (`stem.COPULAS`) before a relation noun in construct with "who" ("توما كان توأم مين؟", "هو تلميذ مين"):
# the noun is the predicate, and the person asked stands after it.


def _habitual_object(words: list[str]) -> Slot | None:
    """ "X كان بيعلم مين" (Franco "bey3alem" reads "بعلم"): whom X used to teach, the object of an Egyptian
    بـ-present after the copula, asked by a closing مين/من. The verb's stem is the head ("علم"); the name
    stands after it in the answer (fq16-035: "فأدبهما وعلمهما" names no one, "علم بنياحته الملك …" is
    another verb of the same letters)."""
    if len(words) < 3 or words[-1] not in WHO or words[-3] not in COPULAS:
        return None
    verb = words[-2]
    stem = verb[2:] if verb.startswith("بي") else verb[1:] if verb.startswith("ب") else ""
    if len(stem) < 3 or not content_word(stem) or office(verb) is not None or stem.startswith("ال"):
        return None
    return Slot("person", head=(stem,), spans=frozenset({words[-1], verb}), patient=True)


def _relation_of_whom(words: list[str], i: int) -> Slot | None:
    """ "X كان <noun> مين" asks the person X is that noun OF: named right after the noun in the answer
    ("التوأم يهوذا"); a sentence that says the noun with no one after it ("الذي يقال له التوأم") does
    not answer whose."""
    if i < 2 or words[i] not in WHO:
        return None
    noun = words[i - 1]
    if noun.startswith("ال") or not content_word(noun) or verbal(noun) == 2 or number_word(noun):
        return None
    if words[i - 2] not in COPULAS and office(noun) is None:
        return None
    return Slot("person", head=(noun,), spans=frozenset({words[i], noun}), of_whom=True)


def which_place_after(words: list[str]) -> Slot | None:
    """A place asked by kind after a relative clause ("… الذي رسمه البابا فيلوثاؤس كانت على أي
    إيبارشية", "… الذي استشهد مع غلاميه، أسقف أي مدينة كان"): read from the word before its أي."""
    at = [j for j, w in enumerate(words[:-1]) if w in WHICH and words[j + 1] in PLACE_UNITS]
    return read_slot(words[max(0, at[-1] - 1) :]) if at else None


def asks_name(words: list[str]) -> bool:
    """ "ما اسمه", "اسمه إيه", "كان اسمه إيه", "ما هو اسمه" at the question's end."""
    tail = words[-4:]
    return any(w in NAMING_WORDS or w in ("اسم", "اسمه", "اسمها") for w in tail) and any(
        w in WHAT for w in tail
    )


# Nouns of a person's role that "مين + noun" asks a name for ("مين الملك اللي …", "مين التلميذ اللي …").
_RELATION_NOUNS = folded_words("الملك الوالي الامبراطور التلميذ الرسول النبي الراهب القديس القديسه الشهيد الشهيده البابا الاسقف الكاهن")


def _slot(kind: SlotKind, words: list[str], at: int, spans: set[str]) -> Slot:
    """A slot whose head is the event verb of the question word's clause: the nearest word that reads
    as a verb, after it, else before it ("اتدفنت فين", "فين اتدفن"); none when no word does."""
    taken = {words[at], *spans}
    # the era a year is counted in ("سنة 386 ميلادية", "سنة كام ميلادي") is no event of the subject (`asked_predicates`)
    following = [w for w in words[at + 1 :] if content_word(w) and w not in taken and not era_named(w)]
    preceding = [w for w in reversed(words[:at]) if content_word(w) and w not in taken]
    passive = [words[j + 1] for j in range(at + 1, len(words) - 1) if words[j] == "تم"][:1]  # "تم إصدار"
    head = (
        [w for w in following + preceding if verbal(w) == 2][:1] or passive
        or [w for w in following + preceding if (event_verb if kind == "place" else verbal)(w) == 1][:1]
        # a place asked of a passive participle ("الأنبا أنطونيوس مدفون فين": the burial, as "اتدفن فين"; DEEDTHING84)
        or [w for w in preceding[:1] if kind == "place" and passive_participle(w)]
    )  # a place asked, a derived past too ("X استشهد فين"); a year's ("استشهد X الذي … سنة 1387") may stand apart
    era = era_asked(words) if kind == "year" else ""
    if head:
        return Slot(kind, head=tuple(head), spans=frozenset(taken | set(head)), era=era)
    return Slot(kind, spans=frozenset(taken), era=era)


_PARTICIPLE_LENGTH = 5  # مفعول: م, three root letters, و before the last ("مدفون", "مسجون", "مصلوب")


def passive_participle(word: str) -> bool:
    """A passive participle of a bare verb (مفعول: "مدفون", "مسجون", "مصلوب"), right before a where-word: the deed whose
    place is asked, as its verb would be ("اتدفن فين"); not a title, an office or a place unit."""
    return (
        len(word) == _PARTICIPLE_LENGTH and word[0] == "م" and word[3] == "و" and "ا" not in word[1:3]
        and content_word(word) and word not in FOLDED_TITLE_WORDS and office(word) is None and word not in PLACE_UNITS
    )


def reads_as_verb(word: str) -> bool:
    """Does a question's word read as a verb (`verbal`: "اتدفن", "عاش", "كان"), and not as an office, a
    unit of time or place or a month ("أسقف", "سنة", "دير")? Where an ask opens after a relative clause
    that describes its subject (`answer/asked_reading.py`)."""
    units = TIME_UNITS | MONTHS | PLACE_UNITS
    return verbal(word) > 0 and office(word) is None and not word_stems(word) & units and word.removeprefix("ال") not in units


def _how_many(words: list[str], at: int) -> Slot:
    """كم/كام: what it counts or measures."""
    after = words[at + 1] if at + 1 < len(words) else ""
    spans = {words[at]}
    asked = " ".join(words)
    if after in _COUNT and at + 2 < len(words):
        return Slot("count", head=(words[at + 2],), spans=frozenset({*spans, after, words[at + 2]}))
    if after in TIME_UNITS or (not after and at and words[at - 1] in TIME_UNITS):
        unit = after or words[at - 1]
        # an age word, or one glued to the و of its circumstance ("استشهد وعمره كام سنة": an age, not a span)
        aged = {w for w in words if w in AGE_WORDS or (len(w) > 3 and w[0] == "و" and w[1:] in AGE_WORDS)}
        if {w.removeprefix("و") for w in aged} - {"عاش", "عاشت"}:
            return _age(words, at, {*spans, unit} | aged)
        slot = _slot("duration", words, at, {unit})
        return slot
    measure = asked_measure(asked)
    if measure is not None:
        nouns = {w for w in words if asked_measure(w) == measure}
        units = [w for w in words[at + 1 : at + 3] if states_measure(measure, [w])]
        if measure == "age":
            return _age(words, at, {*spans, *nouns, *units})
        return Slot("measure", head=tuple(nouns), spans=frozenset({*spans, *nouns, *units}), measure=measure)
    counted = [w for w in words if w in _COUNT]
    if counted:
        i = words.index(counted[0])
        noun = words[i + 1] if i + 1 < len(words) else ""
        # the words between the question word and عدد frame the count ("كم يبلغ عدد", "كم كان عدد")
        frame = set(words[at + 1 : i]) if i > at else set()
        return Slot("count", head=(noun,) if noun else (), spans=frozenset({*spans, *frame, counted[0], noun}))
    if after in ONE and at + 3 < len(words) and words[at + 2] == PARTITIVE and content_word(words[at + 3]):
        # "كام واحد من المسلمين", "كم واحدا من الأنصار": the group after "من" is what the number must count (SLOTHEAD71);
        # the slot's phrase stays "كام واحد", the group a word of what is asked about, as before
        return Slot("count", head=(words[at + 3],), spans=frozenset({*spans, after}), of_group=True)
    # a number word right after كم/كام is the counted noun, not a number ("كام ست": Egyptian "woman", not six);
    # so is a kin word, short as it is ("كام أخ", "كم ابن", "كام بنت"): a count of brothers is said by a number
    # beside "إخوة", not by "أخته الأرملة" (fq20-082)
    kin = bool(after) and office(after) in KIN
    if after and (content_word(after) or kin or number_word(after) and not after.isdigit()) and not after.startswith(("لل", "بال")):
        if (len(after) == 3 and not feminine_noun(after) or verbal(after) == 2) and not kin:
            return Slot("count", spans=frozenset(spans))  # كم + a verb ("كم دام حكمهم"): no counted noun
        return Slot("count", head=(after,), spans=frozenset({*spans, after}))
    before = words[at - 1] if at else ""
    if words[at] in HOW_MUCH and at >= 3 and words[at - 2] in ROLE_PREPOSITIONS:
        # past the place it was spent in ("قعدوا في قبرص قد إيه", "عاش في مصر قد إيه"): how long the verb
        # before it lasted (a plural past, "قعدوا", too), not a count (fq16-067). No head: a stay is told
        # by other verbs as often ("فأقام سنة وستة أشهر" for "قعد في كورنثوس قد إيه").
        verb = words[at - 3]
        if content_word(verb) and (verbal(verb) or verb.endswith("وا") and len(verb) > 4):
            return Slot("duration", spans=frozenset({*spans, after, verb}), place=words[at - 1])
    if words[at] in HOW_MUCH and content_word(before) and verbal(before):
        # "عاشت قد إيه", "فضل قد إيه": how much of that event, with no noun: how long it lasted,
        # told beside its verb
        return _slot("duration", words, at, {after})
    if words[at] in HOW_MUCH and at >= 2 and office(before) is not None and office(before) not in KIN:
        # "قعد بطريرك قد إيه", "كان مطران قد إيه": a stay in an office, the office between its verb and
        # the question word: how long he held it, not a count (fq20-065, answered by his death's date)
        verb = words[at - 2]
        if (content_word(verb) and verbal(verb) or verb in COPULA) and office(verb) is None:
            return _slot("duration", words, at, {after, before})
    return Slot("count", spans=frozenset(spans))


def feminine_noun(word: str) -> bool:
    """A three-letter word after كم that ends in the folded ة is a noun ("كم جرة", "كم قفة"), no verb
    (`verbal` reads any three letters as one): fq26-018's "كم جرة ماء" read as "كم دام" counted any number.
    Not "مرة": a count of times is `measure.asks_times`', said by "للمرة الثالثة" too."""
    return len(word) == 3 and word.endswith("ه") and not word_stems(word) & TIMES


def counted_by_verb(word: str) -> bool:
    """Is the count's head a verb ("كم دام": any number), not the noun counted ("كم جرة")?"""
    return verbal(word) > 0 and not feminine_noun(word)


def _age(words: list[str], at: int, spans: set[str]) -> Slot:
    """An age, with the event it is asked at as its head ("استشهدت وهي عندها كام سنة", "كم كان عمره حين
    استشهد": the martyrdom), the nearest verb past the age's own words and the copula; none for an age
    asked bare ("عمرها كام سنة"). `slot_stated` holds the age to that event (fq13-063)."""
    slot = _slot("age", words, at, spans | {w for w in words if w in COPULAS})
    return replace(slot, spans=frozenset(spans | set(slot.head)))


def _clause_object(clause: list[str]) -> tuple[str, ...]:
    """A relative clause's verb and the noun phrase after it ("نقل جسد لعازر"): up to two content
    words, stopping at a preposition, glued or not ("للقسطنطينية", "إلى")."""
    if not clause or not content_word(clause[0]) or not (verbal(clause[0]) or verb_of_role(clause[0])):  # "اللي كان …"
        return ()
    taken = [clause[0]]
    for at, word in enumerate(clause[1:3], start=1):
        if not (content_word(word) or names_matta(clause, at)) or word.startswith(("لل", "بال", "وال")):  # "قتل متى الرسول"
            break
        if verb_of_role(clause[0]) and word[:1] == "ل" and not word.startswith("ال"):
            break  # "استحضره الملك لمار جرجس": the doer only; whom it reaches is `_clause_goal`'s
        taken.append(word)
    return tuple(taken) if len(taken) > 1 else ()


def _clause_goal(clause: list[str]) -> tuple[str, ...]:
    """The name a relative clause's verb with the role's pronoun reaches by a preposition ("أرسله دقلديانوس إلى
    دميانة": دميانه; "استحضره الملك لمار جرجس": جرجس), past titles; none for another clause."""
    if not clause or not verb_of_role(clause[0]):
        return ()
    for at, word in enumerate(clause[1:], start=1):
        glued = word[:1] == "ل" and len(word) > 3 and not word.startswith("ال")
        if word not in _GOAL_PREPOSITIONS and not glued:
            continue
        unglued_noun = "ال" + word[2:] if word.startswith("لل") else word[1:]  # "للانبا": ل + الانبا
        rest = ([unglued_noun] if glued else []) + clause[at + 1 :]
        names = [w for w in rest if w not in FOLDED_TITLE_WORDS and w not in _GLUED_GOAL_TITLES]
        if names and content_word(names[0]) and not verbal(names[0]):
            return (names[0],)
    return ()


_GOAL_PREPOSITIONS = folded_words("الي ل لعند عند علي")
_GLUED_GOAL_TITLES = folded_words("مار")


def verb_of_role(word: str) -> bool:
    """A verb carrying the role's object pronoun ("الأمير الذي أرسله دقلديانوس إلى دميانة", fq25-081): the event
    is the verb's, its doer the name after it; a namesake sent by none ("ان يستقدم الأمير ثاؤذورس") is no answer."""
    return any(word.endswith(p) and len(word) - len(p) >= 3 and _verb_stem(word[: -len(p)]) for p in ("ه", "ها"))


def _verb_stem(stem: str) -> bool:
    """A past verb by its shape (`verbal`), or of the استفعل form ("استحضره الملك")."""
    return bool(verbal(stem)) or len(stem) == 6 and stem.startswith("است")


# The words that say a succession: "بعد X" asks who followed X ("جلس بعده", "خلفه", "خلفا له"),
# "قبل X" who preceded him ("قبله", "سلفه").
SUCCESSION = {"بعد": folded_words("بعد خلف خلفا خليفه خليفته"), "قبل": folded_words("قبل سلف سلفه")}


def successor_asked(words: list[str]) -> Slot | None:
    """ "مين اللي بقى بابا روما بعد فابيانوس", "مين جه بعد X", "من جلس على الكرسي قبل X": who
    stands in a succession to a named X. `words`: the question from its opening من/مين, relative
    clause and all. Filled only by a name the question does not say, in a clause that says the
    relation (`_related`): X's own story ("استشهد القديس فابيانوس بابا رومية") names no successor."""
    if not words or words[0] not in WHO:
        return None
    for j, word in enumerate(words[1:], 1):
        # "بعد X", or a verb of the succession itself ("من الذي خلف X")
        relation = next((key for key, family in SUCCESSION.items() if word == key or word in family), None)
        if relation is None:
            continue
        named = [w for w in words[j + 1 : j + 4] if w not in FOLDED_TITLE_WORDS]
        name = named[0] if named else ""
        # a noun with a pronoun or the article is an event, not a person ("بعد تعذيبه", "بعد الحلم")
        with_pronoun = name.endswith(("ه", "ها", "هم")) and len(word_stems(name)) > 1
        if (
            content_word(name) and may_be_name(name) and not number_word(name) and not with_pronoun and not name.startswith("ال")
            and not word_stems(name) & (TIME_UNITS | MONTHS)
        ):
            return Slot("person", head=(relation,), spans=frozenset(words[: j + 1]), preposition=relation, relation_of=(name,))
    return None
