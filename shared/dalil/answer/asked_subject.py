"""Who the question asks of: the words of its asked part that name its subject (`subject_words`) and
those that are its name (`subject_names`: after a title, of a name's shape, in apposition, in
construct), the words that tell its event besides them (`event_words`), and what the question says
of its subject beyond a sentence's words (`asked_words_beyond`). A quantity, a place or an event of
one subject is not another's: a continent's population is not a country's area.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from itertools import takewhile

from dalil.answer.asked_reading import LINEAGE, SECOND_ASK, asked_part, read_question, time_frame
from dalil.answer.measure import word_stems
from dalil.answer.predicates import Predicate, stem_set
from dalil.answer.slot_fillers import same_word
from dalil.answer.slot_reading import Slot
from dalil.answer.slot_words import PLACE_UNITS, content_word, may_be_name, verbal
from dalil.retrieval.names import FOLDED_TITLE_WORDS as _TITLES
from dalil.retrieval.names import TITLE_WORDS
from dalil.text.assertions import titled_names
from dalil.text.coptic_calendar import EGYPTIAN_MONTH_WORDS
from dalil.text.egyptian_verbs import egyptian_verb
from dalil.text.glued import GLUED_CONJUNCTIONS, unglued
from dalil.text.life_events import EGYPTIAN_FOUNDING_WORDS, FOUNDING_WORDS
from dalil.text.normalize import fold, folded_words
from dalil.text.offices import FATHER_IN_CONSTRUCT, office
from dalil.text.stem import STOPWORDS
from dalil.text.support import MONTH_NAMES, term_set
from dalil.text.time_clauses import TIME_CLAUSE_OPENERS, opens_order_clause

# Words of a question that are neither its subject nor its predicate: what kind of answer it wants
# ("سنة هجرية", "مدينة"), rough measure words ("تقريبا"), titles and kinship of a name ("بن").
_NOT_SUBJECT = frozenset(
    term
    for word in fold(
        """سنه عام هجري هجريه ميلادي ميلاديه يوم شهر قرن تاريخ وقت مدينه مكان بلد دوله قريه منطقه
        كم كام متي امتي فين اين ايه ايش اي انهي مين قد تقريبا حوالي نحو عدد اسم اسماء بن ابن بنت ابو"""
    ).split()
    for term in term_set(word)
) | frozenset(term for word in TITLE_WORDS for term in term_set(word))


def subject_words(question: str, predicates: Iterable[Predicate], slot: Slot | None = None) -> frozenset[str]:
    """The terms of the question's asked part that name its subject: not the predicate's words,
    the slot's phrase (its question word, head and unit), question or answer-kind words, nor titles."""
    said = {term for predicate in predicates for word in predicate.cues for term in term_set(word)}
    said |= {  # a kin word joined to another by و ("أبو وأم …")
        term for word in asked_part(question) for predicate in predicates
        if predicate.kin and unglued(word) in predicate.cues for term in term_set(word)
    }
    said |= {term for word in (slot.spans if slot else ()) for term in term_set(word)}
    # A day in the question ("من تنيح يوم 21 طوبه؟") is when, not whom: the asked person is the subject.
    dated = {term for word in asked_part(question) if _is_date_word(word) for term in term_set(word)}
    words = asked_part(question)
    if slot is not None and slot.kind == "count" and "في" in words:
        # A count "في <place>" is of the place: `answer_type`'s place check reads it (a common place
        # noun there points back and names nothing: "عدد السكان في المنطقة المنخفضة").
        words = words[: words.index("في")]
    described = {term for word in _child_named(words) for term in term_set(word)} if not any(p.kin for p in predicates) else set()
    return term_set(" ".join(words)) - said - _NOT_SUBJECT - dated - described


# Parent words: after a name, "X أبو Y" says whose parent X is ("الملك سافور ابو كوبتلاس").
_PARENT_WORDS = FATHER_IN_CONSTRUCT | folded_words("ام")


def _child_named(words: list[str]) -> set[str]:
    """The names a question gives its subject's child by ("الملك سافور ابو كوبتلاس مات ازاي": Kotlas
    describes Shapur, it is not whose death is asked; fq14-038): a name after a parent word that itself
    follows a name (no article, title, office or lineage word). Opening the question ("أبو سيفين"), the
    parent word is the person's own title."""
    return {
        words[i + 1] for i in range(1, len(words) - 1)
        if unglued(words[i]) in _PARENT_WORDS and _construct_noun(words[i - 1]) and office(words[i - 1]) is None
        and words[i - 1] not in _TITLES and content_word(words[i + 1]) and not words[i + 1].startswith("ال")
    }


@lru_cache(maxsize=256)
def event_words(question: str, slot: Slot) -> frozenset[str]:
    """The question's words that tell its event besides the slot's own and the subject's name or
    titles ("محبوسة بلا أكل ولا شرب في الموضع المظلم" of "كم يوما بقيت القديسة مطرونة …")."""
    names = subject_names(question, slot)
    words = asked_part(question)
    describing = _beside_name(words, set(subject_name_words(question, slot)))
    # the word right after the head verb is its complement, an office too ("اترسم أسقف": "أسقفا" tells it)
    complement = {words[i + 1] for i, word in enumerate(words[:-1]) if slot.head and word == slot.head[0]}
    dated = _opening_time_clause(words, slot) | _framing(question) | _named_patient(words, slot)
    fronted = subject_phrase(words, slot)
    return frozenset(
        word for word in words
        if word not in slot.spans and word not in dated and len(word) > 2 and word not in STOPWORDS and word not in describing
        and word not in fronted
        and not term_set(word) & names and (word in complement or not term_set(word) <= _NOT_SUBJECT)
        and word not in _REFLEXIVE and not _person_beside(word, slot, complement)
    )


# The slots of an event's time, place or span (`slot_stated._event_asked`).
_EVENT_SLOTS = frozenset({"year", "place", "duration"})


def _person_beside(word: str, slot: Slot, complement: set[str]) -> bool:
    """An office word of a time, place or span asked that is not the head's complement: the deed's doer or its
    patient ("إلى أين نفى والي أنصنا القديس أبانوب"). It tells who, not the deed: a clause naming the governor and a
    place ("فاستحضره أريانا والي أنصنا") places no exile (fq41-002). "اترسم أسقف فين": the office is the event's own."""
    return slot.kind in _EVENT_SLOTS and word not in complement and office(word) is not None


_FRONTED_REACH = 4  # "الكنيسة المعلقة اللي في مصر القديمة": a noun phrase of up to four words


def subject_phrase(words: list[str], slot: Slot) -> set[str]:
    """The place the question's event is said OF, next to its head verb: a phrase opening on a place noun, or any
    phrase of a founding ("دير المحرق اتبنى سنة كام", "القيروان اتأسست امتى", "في أي سنة بُني دير المحرق"). It is
    not a word that tells the event: a sentence that names the monastery and writes another deed's year ("ولد في
    منشاة الدير المحرق … رسموه بطريركا … سنة 1518") tells no building (fq32-064, ASKEDKIND49); only a clause saying the
    head's own event (its forms, root or synonym class) fills the slot. Before the verb: the words from the question's
    start, none a verb, a function or question word; after it (MSA order), a place's phrase up to a function word."""
    if not slot.head or slot.head[0] not in words:
        return set()
    at = words.index(slot.head[0])
    if verbal(words[at]) <= 0:
        return set()
    founding = bool({words[at], unglued(words[at])} & (FOUNDING_WORDS | EGYPTIAN_FOUNDING_WORDS))
    after = list(takewhile(lambda w: w not in STOPWORDS and (_place_noun(w) or w not in _NOT_SUBJECT), words[at + 1 :]))
    placed = set(after[:_FRONTED_REACH]) if after and founding and _place_noun(after[0]) else set()
    phrase = words[:at]
    if not 0 < len(phrase) <= _FRONTED_REACH or not (founding or _place_noun(phrase[0])):
        return placed
    if any(w in STOPWORDS or w in _NOT_SUBJECT and not _place_noun(w) or verbal(w) > 0 and not _place_noun(w) for w in phrase):
        return placed
    return placed | set(phrase)


def _place_noun(word: str) -> bool:
    return unglued(word).removeprefix("ال") in PLACE_UNITS


def _framing(question: str) -> set[str]:
    """The words of the time clause set before the ask (`asked_reading.time_frame`: "لما ساب بولس" of "يوحنا لما ساب
    بولس رجع على فين"): they date the ask, they are no word of its event (CLAUSE41)."""
    words = asked_part(question)
    return {words[i] for i in time_frame(question)}


def _opening_time_clause(words: list[str], slot: Slot) -> set[str]:
    """The words of a time clause the question opens with, up to its head verb ("وبعد ما مرقس رسم انيانوس
    اسقف، سافر على فين؟"): they date the ask, they are not its event. Another record's "رسمهم مرقس"
    tells no journey (fq17-045); the head verb itself still must be said or told."""
    if not slot.head or slot.head[0] not in words:
        return set()
    # not لما/عندما: "لما اتنيح كان عنده كام سنة" asks AT that event
    if not words or not opens_order_clause(unglued(words[0]), words[1] if len(words) > 1 else ""):
        return set()
    return set(words[: words.index(slot.head[0])])


def _named_patient(words: list[str], slot: Slot) -> set[str]:
    """For "who did it" (`Slot.agent`) of a deed done to a person (`DEEDS_TO_PERSONS`: baptised: "مين اللي عمد
    ليديه بياعة الارجوان", "من الذي عمد الخصي الحبشي"), the words of its object: whom, not the deed. A
    sentence that names her and says none of the deed's own words ("فكانت تسمع امرأة اسمها ليدية بياعة أرجوان")
    tells no baptism, whoever else it names (fq22-067). A work's deed ("من ألف كتاب تجسد الكلمة", "من غنى
    النشيد الوطني") is still told in other words by its work ("وضع … كتاب تجسد الكلمة")."""
    if not slot.agent or not slot.head or slot.head[0] not in words:
        return set()
    if not any(same_word(slot.head[0], deed) for deed in DEEDS_TO_PERSONS):
        return set()
    return set(words[words.index(slot.head[0]) + 1 :])


# Deeds done only to a person: its object is whom, never a word of the deed. Not yet healing (شفى): `same_word`
# reads none of its defective forms ("شفاه", "يشفيك"), so its answerable sentences would be refused.
DEEDS_TO_PERSONS = folded_words("عمد")




# A reflexive emphasis ("مين اللي عمد البابا سلفستروس نفسه") tells no event: "نفوسهم" of another
# sentence is not the baptism (fq12-061 under the root credit; ASKEDVALUE19).
_REFLEXIVE = folded_words("نفسه نفسها نفسهم انفسهم بنفسه بنفسها ذاته ذاتها بذاته")


def _beside_name(words: list[str], names: set[str]) -> set[str]:
    """The words beside the subject's name that say who it is, not what happened to it: the article
    word right before it (a role or an epithet: "القائد طومانيوس") and a nisba right after it
    ("أبامون الترنوطي"). With the relative clause that describes it (`read_question`), they identify the
    subject; a sentence of another event that repeats them does not tell the asked one."""
    found: set[str] = set()
    for i, word in enumerate(words):
        if word not in names:
            continue
        if i and words[i - 1].startswith("ال"):
            found.add(words[i - 1])
        if i + 1 < len(words) and words[i + 1].startswith("ال") and (words[i + 1].endswith(("ي", "يه")) or not i):
            found.add(words[i + 1])  # and the epithet of a name that opens the question ("عمر المختار")
    return found


def asked_words_beyond(question: str, held: Iterable[str]) -> frozenset[str]:
    """The content words of the question's asked part that neither name its subject (a name, a title,
    a question or answer-kind word) nor are held among `held` (a sentence's folded words): what the
    question says of its subject beyond what the sentence says ("مفتوح للزيارة" of "دير الزجاج بتاع
    الأنبا لونجينوس مفتوح للزيارة امتى؟" against a sentence on the saint's death)."""
    forms = {form for word in held for form in stem_set(word)}
    names = subject_names(question, None)
    return frozenset(
        word for word in asked_part(question)
        if content_word(word) and (not term_set(word) & names or egyptian_verb(word))
        and not term_set(word) <= _NOT_SUBJECT and not stem_set(word) & forms
    )


def subject_names(question: str, slot: Slot | None) -> frozenset[str]:
    """The terms of the asked part that NAME its subject: a name after a title or of a name's shape
    (`text.assertions.titled_names`), or a bare word in apposition after a described noun ("العاصمة
    البلجيكية بروكسل"); not the slot's own words."""
    # also without a glued preposition ("كتاب النبي لجبران": جبران)
    return frozenset(term for word in subject_name_words(question, slot) for term in {word, *term_set(word), *stem_set(word)})


@lru_cache(maxsize=256)
def subject_name_words(question: str, slot: Slot | None) -> tuple[str, ...]:
    words = [w for w in asked_part(question) if not slot or w not in slot.spans]
    # a bare name: one with the article ("البرونكوس") is held as any subject word is
    found = {word for word in titled_names(" ".join(words)) if not word.startswith("ال")}
    # the bare word a relative clause describes ("أبامون اللي من ترنوط …")
    found |= {word for word in words if word == read_question(question).named}
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
    asked = asked_part(question)  # the slot's own words too: the head of a construct may be one ("سكان")
    titled = set(found)
    found |= {
        word for i, word in enumerate(asked[1:], 1)
        if (asked[i - 1] in LINEAGE or _construct_noun(asked[i - 1]) and asked[i - 1] not in titled
            and not (i > 1 and (_verb(asked[i - 2]) or asked[i - 2] in _ASKS_A_NOUN)))
        and word in words and not word.startswith(_ARTICLED) and not (word[0] in GLUED_CONJUNCTIONS and verbal(word[1:]))
        and content_word(word) and not word_stems(word) & (LINEAGE | STOPWORDS | _NOT_SUBJECT) and not _is_date_word(word)
        and not (i + 1 < len(asked) and _construct_noun(asked[i + 1]))
    }
    # a question word after a naming word ("اسمه إيه") names no one
    # an office is no name ("تيمون الرسول … اترسم أسقف": the office he was made, not who he is), nor
    # the verb the ask opens with ("تيمون الرسول الذي من السبعين رسم …": رسم after a title)
    found |= _opening_name(asked, slot)
    verb = read_question(question).verb
    child = _child_named(asked)  # "سافور ابو كوبتلاس": Kotlas names Shapur's son, not Shapur
    found = {
        word for word in found
        if content_word(word) and office(word) is None and word != verb and word not in child and unglued(word) not in TIME_CLAUSE_OPENERS
    }
    return tuple(sorted(found))


def _opening_name(asked: list[str], slot: Slot | None) -> set[str]:
    """The Egyptian name-first question's name: a bare word opening it, then an articled epithet, then the
    head verb ("عمر المختار اتقبض عليه فين"). Two verbs do not stand one word apart, so the triliteral that
    reads as a verb by its shape ("عمر") is the name, not the event: a record naming another "عمر" tells no
    capture (fq18-010). The event's object, a word with a pronoun ("جسده اتحط فين"), is no name. An origin
    asked opens with the copula in the head verb's place (`_ORIGIN_COPULA`)."""
    if not slot or len(asked) < 3 or asked[2] != (slot.head[0] if slot.head else _ORIGIN_COPULA.get(slot.kind, "")):
        return set()
    first, epithet = asked[0], asked[1]
    if _nisba_named(first, epithet):
        return {epithet}
    bare = content_word(first) and not first.startswith(_ARTICLED) and first[0] not in GLUED_CONJUNCTIONS and may_be_name(first)
    if not bare or not epithet.startswith("ال") or office(first) is not None or egyptian_verb(first):
        return set()
    return {first}


# The copula an origin ask opens with, where it has no head verb ("بولس الرسول كان من أنهي مدينة"): the
# bare word before the epithet names whose origin it is; a record naming Paul beside another's town tells
# not Paul's (WRONGREC36).
_ORIGIN_COPULA = {"place": "كان"}


def _nisba_named(first: str, second: str) -> bool:
    """A title or a role with the article, then a nisba with it, opening an Egyptian name-first question
    ("الامام الشافعي اتدفن فين", "العالم البيروني اتولد فين"): the nisba is the person's name, the word
    before it who he is; neither tells the event (a sentence on "الإمام مالك" buries no one: fq21-107's class)."""
    return (
        first.startswith("ال") and second.startswith("ال") and second.endswith("ي") and len(second) > 5
        and content_word(second) and not egyptian_verb(first) and office(second) is None
    )


# A question word whose noun is the thing asked, not a construct's head: "كم اعتراضا سجل …", "أي دولة".
_ASKS_A_NOUN = SECOND_ASK | folded_words("اي")
# A word with the article, or conjoined with it ("الشمال والشرق": a second direction, not a name).
_ARTICLED = ("ال", "وال", "فال")


def _verb(word: str) -> bool:
    """A verb before a noun ("غادر نابليون", "رسم بفنوتيوس"); not a frame noun of the ask ("عدد")."""
    return content_word(word) and verbal(word) > 0 and not term_set(word) <= _NOT_SUBJECT


def _construct_noun(word: str) -> bool:
    """A noun without the article that may head a construct ("حدود", "سكان"): a content word that
    reads as no verb (`slot_words.verbal`), no lineage word and no number."""
    return (
        content_word(word) and not word.startswith("ال") and not verbal(word) and word not in LINEAGE
        and not any(ch.isdigit() for ch in word) and word[0] not in GLUED_CONJUNCTIONS
    )


def _is_date_word(word: str) -> bool:
    months = MONTH_NAMES | EGYPTIAN_MONTH_WORDS
    return any(ch.isdigit() for ch in word) or bool(stem_set(word) & months)
