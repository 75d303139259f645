"""Does a sentence state the asked slot (`states_slot`)?

Only if it holds a filler of the slot's type (`slot_fillers`) and, wherever the sentence holds the
head, a filler in construction with it: in the same clause (punctuation, a relative pronoun or a new
subject pronoun closes one) and within `REACH` words. One that says the head answers only about it
("دفنه … وهي التي بكرت … إلى القبر" does not place the burial). One that never says it may word the
event otherwise, but a filler of an event verb's slot then counts only in a clause that says another
of the question's words of that event (the record's title saying the verb, or a life event's own
forms, also tell it): a birthplace does not place a burial, a lineage tells no lifespan. A place or
a count of a NAMED subject is held to the name by `answer/asked_stated.py`, the one check for the
offline answerer's choice and every provider's answer.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import dropwhile

from dalil.answer.asked_reading import NAMING
from dalil.answer.asked_subject import DEEDS_TO_PERSONS
from dalil.answer.deed_owner import another_kin, kin_noun
from dalil.answer.measure import word_stems
from dalil.answer.name_asked import byname_word
from dalil.answer.occupation_asked import MSA_WORK, TRADES, work_verb
from dalil.answer.predicates import PREDICATES, Predicate, in_family
from dalil.answer.role_gender import of_another_gender, said_in_other_gender, unmarked_for
from dalil.answer.slot_fillers import (
    CLAUSE_OPENERS,
    NAME_REACH,
    REACH,
    counts_a_part,
    counts_another,
    fillers_in,
    moved_elsewhere,
    place_named_alone,
    same_noun,
    same_word,
    specified,
)
from dalil.answer.slot_reading import DEED_PREPOSITIONS, ONE, PERSON_NOUNS, Slot, passage_noun, passive_participle, verb_of_role
from dalil.answer.slot_words import HOW_LONG, afflicted, content_word, event_verb, function_word, may_be_name, verbal
from dalil.answer.thing_name import names_thing, thing_noun
from dalil.retrieval.names import FOLDED_TITLE_WORDS, title_names
from dalil.text.assertions import PLACE_NOUNS, ROLE_PREPOSITIONS
from dalil.text.egyptian_morphology import PERSON_LETTERS, split_glued
from dalil.text.forms import THIRD_PERSON_PRONOUNS
from dalil.text.glued import GLUED_CONJUNCTIONS, unglued
from dalil.text.normalize import fold, folded_words
from dalil.text.offices import KIN, office
from dalil.text.question_frame import telling_verb
from dalil.text.stem import DEMONSTRATIVES, STOPWORDS
from dalil.text.support import proper_names, strip_markers
from dalil.text.time_clauses import WHEN_OPENERS

# Punctuation that closes a clause: a full stop (not a decimal point, "9.6"), a colon, a semicolon, a
# question or quotation mark. Not a comma: Arabic prose strings the phrases of one clause with it ("مقتل
# الحسين …، بعد حصار …، في العاشر من محرم سنة 61"); nor brackets, an apposition ("سنة 160 ش ( … 444 م )").
_BREAK = re.compile(r"(?<!\d)\.(?!\d)|[;؛:!?؟\"«»\n]")
_COMMA_CLAUSE = re.compile(r"(?<!\d)[،,]\s*(?=و\S)")


# An event's place is said in the event's own clause; "وكان …" opens the next one ("وقد ولد من والدين
# مسيحيين قديسين وكان يرعى غنم أبيه ومال قلبه إلى الرهبنة": what he tended and where his heart turned
# place no birth; FQ12CLASS19).
_PLACE_CLAUSE_OPENERS = CLAUSE_OPENERS | folded_words("وكان وكانت وكانا وكانوا فكان فكانت")


# "بعد ثلاث سنوات", "وقبل سنة": a length that dates a deed (when it happened), not the length of a stay.
_DATING = folded_words("بعد وبعد فبعد قبل وقبل")


def _segments(sentence: str, openers: frozenset[str] = CLAUSE_OPENERS) -> list[list[str]]:
    """The sentence's clauses, each as folded words: split at punctuation (before folding drops it)
    and before a relative pronoun or a new subject pronoun (`openers`)."""
    found: list[list[str]] = []
    # A comma before the conjunction و opens a new clause ("بنيت الكنيسة ، وفي سنة 1904 رممها …").
    parts = [clause for part in _BREAK.split(strip_markers(sentence)) for clause in _COMMA_CLAUSE.split(part)]
    for part in parts:
        current: list[str] = []
        for word in fold(part).split():
            if current and word in openers:
                found.append(current)
                current = []
            current.append(word)
        if current:
            found.append(current)
    return found


def states_slot(
    slot: Slot, sentence: str, question_words: frozenset[str] = frozenset(), titles: tuple[str, ...] = (),
    event_stated: bool = False, described: frozenset[str] = frozenset(),
) -> bool:
    """Does the sentence hold a filler of the slot's type, in construction with the slot's head wherever it says the head (see the
    module's doc)? `titles`: the cited records' titles; a person asked by role may be named by the title of the record the sentence
    is told in ("نياحة القديس مكاريوس" for "… ثم قال له القديس"). `event_stated`: the caller found the head's event stated in its
    own words (a life event's listed forms, `answer/asked_stated.py`: "مولد" for "اتولد"). `described`: the question's words that
    tell its event besides the verb and the subject's name ("محبوسة بلا أكل" of "كم يوما بقيت …"); a sentence that never says the
    event's verb fills the slot only in a clause that says one of them: the same event in other words, not a neighbouring one (a
    birthplace for "اتدفن فين", a record's lineage for "دفنت فين")."""
    if slot.kind == "which":
        return _which_one_stated(slot, sentence, question_words)
    if slot.since and not _counted_from(slot, sentence, question_words):
        return False  # "كم سنة عاش يونان بعد خروجه": "في بطن الحوت ثلاثة أيام" is no length after it (fq27-099)
    segments = _slot_segments(slot, sentence)
    if slot.kind == "age":
        return any(fillers_in(slot, words, question_words) and not _of_another_moment(slot, words, question_words) for words in segments)
    told = event_stated or bool(slot.head) and any(_says(slot, fold(title).split(), slot.head[0]) for title in titles)
    unsaid_event = _event_asked(slot) and not told
    # a record's title names the person asked by role only if it names him by that role ("نياحة
    # القديس مكاريوس" for "القديس"; a saint's title names no governor); never the one who did a deed, nor
    # the one it was done to ("معلم اولاد الملوك" beside "فأدبهما وعلمهما": no pupil named, fq16-035)
    titled = not slot.agent and not slot.patient and any(
        fillers_in(slot, words, question_words) and (not slot.head or _says(slot, words, slot.head[0]))
        for title in titles for words in _segments(title)
    )
    if slot.kind == "person" and not slot.preposition and titled:
        return _object_kept(slot, [w for s in segments for w in s], titles)
    filled = head_said = False
    deed_words = _deed_told_by(slot, segments, described)
    reach = NAME_REACH if slot.kind == "person" and slot.by_name else REACH
    if slot.kind == "count" and slot.head and _kin_family(slot.head[0]) is not None:
        reach = _KIN_COUNT_REACH  # "ستة إخوة", "ثلاثة من البنين": a year in the clause counts no brothers (fq20-082)
    for words in segments:
        fillers = _clause_fillers(slot, words, question_words)
        said_heads = [j for j, w in enumerate(words) if any(_stands_for(slot, w, h) for h in slot.head if h)]
        heads = _heads_asked(slot, words, said_heads, question_words)
        # a role's root in another sense ("رئاسة" for "رئيس") says the head: its filler is of that other thing
        head_said = head_said or bool(said_heads) or any(same_word(w, h) for w in words for h in slot.head if h)
        # which one of the role is asked ("الوالي الجديد", "رئيس الجماعة"): said in the filler's clause
        qualified = all(_says(slot, words, q) for q in slot.qualifier)
        told_otherwise = _told_otherwise(words, described)
        if any(_tells(w, d) for w in words for d in deed_words) and _doer_beside(words, deed_words, question_words):
            # the deed told in other words ("أدّت … النشيد الوطني" for "من غنى النشيد الوطني"): the
            # person is read by `answer_type` as for any "who"; a clause that says the verb needs its doer
            return _object_kept(slot, [w for s in segments for w in s], titles)
        # where the head is unsaid, a number that counts another noun fills no count of it
        loose = _loose(slot, words, fillers, question_words)
        filled = filled or bool(loose) and qualified and (not unsaid_event or told_otherwise)
        if fillers and qualified and (
            not slot.head or any(abs(i - j) <= reach and _apposed(slot, words, i, j, question_words) for i in fillers for j in heads)
        ):
            return _held_by_name_or_object(slot, words, fillers, [w for s in segments for w in s], titles)
    if head_said or slot.agent or slot.patient or _held_to_its_head(slot):
        return False  # it says the head (or the deed asked), and no filler stands with it
    everything = [w for words in segments for w in words]
    if slot.kind == "person" and not slot.preposition and not slot.by_name:
        return _object_kept(slot, everything, titles)  # the filler is a name after the head: unsaid, answer_type reads the person
    return filled and _object_kept(slot, everything, titles)


def _clause_fillers(slot: Slot, words: list[str], question_words: frozenset[str]) -> list[int]:
    """The slot's fillers in one clause, of its gender and its stay, not a partitive part of a group (`counts_a_part`).
    "كام واحد" is said by the number itself ("واحدا وثلاثين"): persons of a group the question never says are no
    filler, head said or not (SLOTHEAD71)."""
    fillers = _of_its_gender(slot, words, _of_the_stay(slot, words, fillers_in(slot, words, question_words), question_words))
    fillers = [i for i in fillers if not counts_a_part(slot, words, i, question_words)]  # "واحدة منهن": a member's count
    if slot.kind == "count" and slot.head and slot.head[0] in ONE:
        return [i for i in fillers if not counts_another(slot, words, i, question_words)]
    return fillers


def _of_its_gender(slot: Slot, words: list[str], fillers: list[int]) -> list[int]:
    """The names not marked with the other gender than the role asked ("القديس جاؤرجيوس" names no queen: UNNAMED57)."""
    return [i for i in fillers if not of_another_gender(slot.gender, words, i)]


def _heads_asked(slot: Slot, words: list[str], heads: list[int], question_words: frozenset[str]) -> list[int]:
    """Where the sentence says the head asked: in the role's own gender ("الملك" is no "الملكة": UNNAMED57), and for
    "who did it" where a doer of the deed may stand (`_doer_may_stand`); for a place, not another's event (`_another_event_at`)."""
    return [
        j for j in heads if not said_in_other_gender(slot.gender, slot.head[0], words[j])
        and (not slot.agent or _doer_may_stand(slot, words, j, question_words))
        and not (slot.kind == "place" and _another_event_at(words, j, question_words))
    ]


def _another_event_at(words: list[str], j: int, question_words: frozenset[str]) -> bool:
    """Is the event's word at j (its verbal noun) another's event, whose place is not the asked one's: after بعد/قبل it
    dates another deed of its clause ("استقل صلاح الدين بمصر بعد وفاة آخر الخلفاء": the place is of the independence);
    in construct with a kin the question does not say, it is the kin's ("في بيروت … وصولا إلى وفاة ابنه": DEEDSLOT79;
    `deed_owner.another_kin`, read so for every slot of a life event by `deed_owner.event_of_another`)."""
    if j and words[j - 1] in _DATING:
        return True
    return j + 1 < len(words) and another_kin(words[j + 1], question_words)


def _loose(slot: Slot, words: list[str], fillers: list[int], question_words: frozenset[str] = frozenset()) -> list[int]:
    """The fillers that may fill the slot where its head is unsaid: not a number counting another noun, not a name
    governed by a preposition, given to another's kin ("وأم تدعى ثاؤبستا"), or unmarked for a feminine role asked
    (`answer/role_gender.py`: a queen is named only by a name marked feminine, UNNAMED57)."""
    return [
        i for i in fillers if not counts_another(slot, words, i, question_words) and not _governed_name(slot, words, i)
        and not unmarked_for(slot.gender, words, i) and not _named_for_kin(slot, words, i)
    ]


def _slot_segments(slot: Slot, sentence: str) -> list[list[str]]:
    """The sentence's clauses as the slot reads them: a place's own openers; a name asked, its naming clause joined to
    the clause that says what the named one is (`_named_then_described`)."""
    segments = _segments(sentence, _PLACE_CLAUSE_OPENERS if slot.kind == "place" else CLAUSE_OPENERS)
    return _named_then_described(segments) if slot.kind == "person" and slot.by_name else segments


def _named_then_described(segments: list[list[str]]) -> list[list[str]]:
    """A clause that names one by a naming word and the clause after it that says what he is ("رجل اسمه زكا، وهو رئيس
    للعشارين", "امرأة تدعى سوسنة، وهي أرملة"): one clause, the pronoun his (DESCRIBED49). A subject pronoun opens a
    new clause otherwise (`CLAUSE_OPENERS`); here it stands for the name just given."""
    joined: list[list[str]] = []
    for words in segments:
        if joined and words[0] in _HE_SHE and any(word in NAMING for word in joined[-1][-_NAMED_LAST:]):
            joined[-1] = joined[-1] + words
        else:
            joined.append(words)
    return joined


_HE_SHE = folded_words("وهو وهي")
_NAMED_LAST = 3  # "اسمه زكا" or "يدعى يوسف الرامي", the clause's last words


def _governed_name(slot: Slot, words: list[str], i: int) -> bool:
    """For a person asked by name, in a sentence that never says the role: is the name at i (past its titles) the
    object of a preposition, standing or glued ("إلى القديس أبيفانيوس", "تقابلت بالقديس ورشنوفة")? Then it is
    another's, the one the deed was done to or met, not the asked one's (UNNAMED44: fq12-042's swordsman)."""
    if slot.kind != "person" or not slot.by_name:
        return False
    j = i
    while j and words[j - 1] in FOLDED_TITLE_WORDS:
        j -= 1
    if j and words[j - 1][:1] in "بلك" and words[j - 1][1:] in FOLDED_TITLE_WORDS:
        return True  # "بالقديس ورشنوفة", "للقديس يوساب": the title carries the preposition
    return bool(j) and unglued(words[j - 1]) in ROLE_PREPOSITIONS


def _held_to_its_head(slot: Slot) -> bool:
    """A person asked by his affliction ("ايه اسم الأعمى اللي …"): only a name beside the affliction names him; a
    sentence that never says it names another (the priest "اسمه أرمولاس" of the healer's story: fq22-103). So is a
    role asked as the object of its relative clause's verb ("الأمير الذي أرسله دقلديانوس إلى دميانة"): a sentence that
    never says the emir names the sender, the one he was sent to, or a word after a title ("الملك جئت": fq25-081)."""
    return slot.kind == "person" and slot.by_name and bool(slot.head) and (
        afflicted(slot.head[0]) or bool(slot.clause_object) and verb_of_role(slot.clause_object[0])
    )


# A clause opened by "when" dates the verb of the clause it opens onto: "ولما بلغت من العمر خمس عشرة سنة أراد
# أن يزوجها" gives her age when her father wished to marry her, not at her martyrdom (fq13-063).
_WHEN = WHEN_OPENERS
# The events an age is asked at that a when-clause never words otherwise: a birth or a death is said by its
# own forms ("استشهد", "تنيح", "ولد"). Another event may be ("تحول قلبه عن أباطيل العالم" for "اتجه للرهبنة").
_LIFE_ENDS = tuple(p for p in PREDICATES if p.name in ("birth", "death"))


def _of_the_stay(slot: Slot, words: list[str], fillers: list[int], question_words: frozenset[str] = frozenset()) -> list[int]:
    """A stay's length asked at a named place (`Slot.place`): not one told in a clause that moves its subject
    to another named place ("خرج برنابا إلى طرسوس" for a stay at Cyprus), nor one after بعد/قبل, which dates
    the clause's deed ("وبعد ثلاث سنوات خرج إلى طرسوس" is when he went, not how long he stayed; PIN35). Any length
    asked: a span after بعد/قبل is no length of the deed asked unless the question asks it so ("بعد كم سنة") or the
    span is counted from an event (`_from_event`), whatever the word order ("كم سنة قعد برنابا في طرسوس" reads no
    place: DEEDUNSAID72)."""
    if slot.place and moved_elsewhere(slot.place, words):
        return []
    if not slot.place and (slot.kind != "duration" or question_words & _DATING):
        return fillers
    return [i for i in fillers if not (i and words[i - 1] in _DATING and (slot.place or not _from_event(words, i)))]


def _from_event(words: list[str], i: int) -> bool:
    """Is the span at i counted from an event said after it ("ولم يُعرف عن زواجه إلا بعد عشر سنوات من حدوثه": ten years
    from the marriage, claims-blind24 b24-062)? It measures a length then, not the time before the clause's deed."""
    return _FROM in words[i + 1 : i + 1 + _FROM_EVENT]


# "بعدها", "بعد ذلك": a length counted from the event the sentence told before it ("وعاش بعد ذلك ثلاثين سنة").
_SINCE_THEN = folded_words("بعدها بعده وبعدها وبعده فبعدها")
_THAT = folded_words("ذلك هذا ذاك")
_FROM_EVENT = 3  # "بعد ثلاث سنين من رجوعه": the event's word within three words after the span


def _counted_from(slot: Slot, sentence: str, question_words: frozenset[str]) -> bool:
    """Does the sentence give a length counted from the event asked (`Slot.since`): a span told after that event's
    word ("هاجر إلى المدينة … فعاش فيها عشر سنين", "أقامت بعد عودتها … خمس سنوات"), after "بعد ذلك"/"بعدها", or
    followed by "من" and the event ("بعد ثلاث سنين من رجوعه")? A span right after بعد/قبل dates another deed
    ("قيام المخلص … بعد ثلاثة أيام"), and one told before the event ("في بطن الحوت ثلاثة أيام، وخروجه") is not
    counted from it."""
    words = fold(strip_markers(sentence)).split()
    for i in fillers_in(slot, words, question_words):
        following = words[i + 1 : i + 1 + _FROM_EVENT]
        if any(w.removeprefix("و") == "من" and j + 1 < len(following) and same_word(following[j + 1], slot.since)
               for j, w in enumerate(following)):
            return True
        if i and words[i - 1] in _DATING:
            continue
        before = words[:i]
        if any(same_word(w, slot.since) for w in before) or any(w in _SINCE_THEN for w in before):
            return True
        if any(w in _DATING and j + 1 < i and words[j + 1] in _THAT for j, w in enumerate(before)):
            return True
    return False


def _of_another_moment(slot: Slot, words: list[str], question_words: frozenset[str] = frozenset()) -> bool:
    """Is the age in this clause the time of another event than the birth or death asked at (the slot's
    head): a when-clause that never says that event, or says it of a kin the question does not ask it of?"""
    if not slot.head or not words or words[0] not in _WHEN:
        return False
    # "لما أخوه مات": the kin before the verb heads the slot, the event is the question's; "أبوه مات وهو عنده كام
    # سنة": a kin with the subject's pronoun asks the kin's event, which his own death ("ولما صار … تنيح") is not
    kin_head = _of_kin(list(slot.head[:1]))
    kin_asked = kin_head or _of_kin([w for w in question_words if w.endswith(THIRD_PERSON_PRONOUNS)])
    event = [p for p in _LIFE_ENDS if any(in_family(w, p.cues) for w in (question_words if kin_head else slot.head[:1]))]
    return bool(event) and not any(
        (in_family(w, p.states) or not kin_head and same_word(w, slot.head[0]))
        and (
            _kin_moment_asked(w, words[j + 1 : j + 2], question_words, p) if kin_asked
            else not _of_kin(words[j + 1 : j + 2])
        )
        for j, w in enumerate(words) for p in event
    )


def _kin_moment_asked(verb: str, following: list[str], question_words: frozenset[str], event: Predicate) -> bool:
    """Is the kin whose death or birth the sentence tells ("ولما صار ابن عشرين سنة مات والده") the one the question
    asks it of, said with the subject's pronoun ("مار جرجس أبوه مات وهو عنده كام سنة": his father's death is the
    moment asked, ASKED51)? The same kin, not only a parent: the verb's gender tells the folded "والده" (his father,
    or "والدة", a mother) apart. A kin in a lineage ("موسى بن ميمون") carries no pronoun and asks no kin's event."""
    feminine = verb.endswith("ت") and in_family(verb[:-1], event.states)  # "ماتت", "توفيت"; "مات" is his
    unsaid = "father" if feminine else "mother"
    said = {p.name for kin in following for p in PREDICATES if p.kin and in_family(kin, p.states)} - {"parent", unsaid}
    asked = {
        p.name for w in question_words if w.endswith(THIRD_PERSON_PRONOUNS) for p in PREDICATES if p.kin and in_family(w, p.states)
    }
    return bool(said & asked)


def _of_kin(following: list[str]) -> bool:
    """Is the event's subject a kin word after its verb ("توفي والده": his father's death, not his)?"""
    return any(in_family(w, p.states) or w in _PARENTS for w in following for p in PREDICATES if p.kin)


# "مات أبواه": his parents, the dual no kin predicate lists ("ولما بلغ عمره عشرين سنة مات أبواه" is
# no age at his own death: fq16-027)
_PARENTS = folded_words("ابواه ابويه والداه والديه")


def _which_one_stated(slot: Slot, sentence: str, question_words: frozenset[str]) -> bool:
    """Which one of a noun: its specifier stands right after it, quoted or not ("نظام "ملكي اتحادي"",
    "قبيلة "قنق""), so the sentence is read whole, not by clause. One that says the noun with no
    specifier fails; one that never says it is left to the other checks."""
    words = fold(strip_markers(sentence).replace('"', " ").replace("«", " ").replace("»", " ")).split()
    if not _deed_of_which_told(slot, words):
        return False  # "ما الدواء الذي … يعالجان به": "يعالجان المرضى بلا أجر" names no remedy (DEEDTHING84)
    if passage_noun(slot.head[0]):
        return _mentions_asked(slot, words, question_words)  # "في أنهي سياق": the quoted passage, if it says it
    if slot.by_name:  # a thing's name: beside its noun, not any specifier ("سفينة ذاهبة" names none)
        return names_thing(thing_noun(slot.head[0]), words, question_words) is not False and _object_kept(slot, words)
    if slot.head[0].removeprefix("ال") in PLACE_NOUNS:
        # a place asked by its kind ("أي جزيرة", "انهي نهر"): its name, beside the kind or, the kind unsaid, on its own;
        # not a kind of place ("في البحر") nor another kind's ("بمدينة إنطاكية"): WRONGREC70, fq29-023's class
        named = names_thing(thing_noun(slot.head[0]), words, question_words)
        if named is None:
            named = place_named_alone(words, question_words)
        return named and _object_kept(slot, words)
    if specified(slot, words, question_words):
        return _object_kept(slot, words)
    return not any(same_noun(w, slot.head[0]) for w in words) and _object_kept(slot, words)


def _mentions_asked(slot: Slot, words: list[str], question_words: frozenset[str]) -> bool:
    """A place in the text asked ("جاب سيرة Y في أنهي سياق"، "في أي فقرة تتحدث المقالة عن …"): the quoted passage is
    the answer where it says a word of what the question has the record say — any content word of the question but the
    which-phrase and the verb of telling (DEEDTHING86); "في أي سياق ذكر لوقا 19 الجميزة" is not told by a verse without
    the sycamore."""
    asked = [
        q for q in question_words
        if q not in slot.spans and content_word(q) and not function_word(q) and not q.isdigit() and not passage_noun(q)
        and not telling_verb(q)  # "ذكر" is said by any "وقال": the telling, not what is told
    ]
    return any(same_word(w, q) for q in asked for w in words)


_DEED_PREPOSITIONS = DEED_PREPOSITIONS | folded_words("عن")  # the which reading's, and a topic's عن
_STEM = 3  # letters a noun keeps past a glued preposition ("بأسرار")
_DEED_REACH = 4  # words after the deed where the phrase asked stands ("وعمل فيها", "يعمل في شركة")
_WITHOUT = folded_words("بلا بدون بغير")  # "يعالجان المرضى بلا أجر": a ب that says no instrument


def _deed_of_which_told(slot: Slot, words: list[str]) -> bool:
    """A which-noun asked of a deed (`Slot.deed`, `Slot.deed_preposition`: "ما الدواء الذي كان قزمان ودميان يعالجان به
    المرضى", "كان بيدرس في أي جامعة", "ما الكتاب الذي ألفه X") is told only where the sentence tells that deed's phrase.
    Its object asked (no preposition): the sentence says the deed (its forms, root or synonym class) or the phrase the
    question gives it (`Slot.deed_frame`: "من إعدام عمر المختار"); "واسع الإطلاع على الكتب المقدسة" and "أن الكتاب المقدس
    لا يذكر …" tell no writing. A phrase asked by its preposition: the sentence says the noun in it, not only in another
    preposition's phrase ("وتخرج من جامعة الزيتونة" for "كان بيدرس في أي جامعة"; the which check then wants it specified),
    or, the noun unsaid, says the deed (a reader's work verb by the record's عمل, `occupation_asked.work_verb`) and fills
    that phrase within reach after it: "وعمل فيها" names no place of work, "يعالجان المرضى بلا أجر" no remedy, "انقطع إلى
    التدريس" no university. No deed read: yes (DEEDTHING84)."""
    if not slot.deed:
        return True
    # a verb folding writes with an article's letters ("ألفه" -> "الفه") is held by its forms, not a root skeleton ("لوفاة")
    same = same_noun if slot.deed.startswith("ال") else same_word
    deeds = (slot.deed, MSA_WORK) if work_verb(slot.deed) else (slot.deed,)
    at = [i for i, w in enumerate(words) if any(same(w, deed) for deed in deeds)]
    if not slot.deed_preposition:  # the deed's object asked: the deed, or the phrase the question gives it, said
        return bool(at) or any(same_word(w, f) for w in words for f in slot.deed_frame)
    # a byname asked is said by its participle or verb too ("الملقب بشيخ الشهداء" for "ما اللقب الذي عرف به", fq26-002)
    byname = byname_word(slot.head[0])
    nouns = [i for i, w in enumerate(words) if same_noun(w, slot.head[0]) or byname and byname_word(w)]
    if nouns:
        return not all(_in_other_phrase(words, i, slot.deed_preposition, slot.head[0]) for i in nouns)
    reach = [words[j : j + 2] for i in at for j in range(i + 1, min(len(words), i + 1 + _DEED_REACH))]
    return any(_phrase_of(pair, slot.deed_preposition) for pair in reach)


# Prepositions that open one place phrase: "درس في جامعة" and "درس بجامعة", the Egyptian "اتنفى على جزيرة" and "نفاه إلى
# جزيرة", "كان في أي زقاق" and "اذهب إلى الزقاق" (fq34-068). What the deed rule needs a preposition for is to tell the
# place from a source or a topic ("تخرج من جامعة", "كتب عن المدينة"): those stay their own (DEEDTHING84B).
_PLACE_PHRASE = folded_words("في ب علي الي ل")


def place_phrase_class(preposition: str) -> str:
    """The phrase a (folded) preposition opens: one place phrase for في/ب/على/إلى/ل, else the preposition itself."""
    return "place" if preposition in _PLACE_PHRASE else preposition


def _in_other_phrase(words: list[str], i: int, preposition: str, noun: str) -> bool:
    """Is the noun at `i` governed by a preposition other than the asked one (any, for a deed's direct object): the word
    before it ("من جامعة", "علي الكتب"), one glued to it ("بالكتب", "للكتاب", "بجامعة") or to the noun it is the genitive
    of ("بأسرار الكتاب المقدس")?"""
    before = words[i - 1] if i else ""
    word = words[i]
    glued = "ل" if word.startswith("لل") else word[:1] if word[:1] in ("ب", "ل") and (
        word[1:3] == "ال" or same_noun(word[1:], noun) and not same_noun(word, noun.removeprefix("ال"))
    ) else ""
    construct = before[:1] if not preposition and _glued_noun(before) else ""
    governing = before if before in ROLE_PREPOSITIONS | _DEED_PREPOSITIONS else glued or construct
    if not governing:
        return False
    return place_phrase_class(governing) != place_phrase_class(preposition)


def _glued_noun(word: str) -> bool:
    """A bare noun with ب or ل glued to it ("بأسرار", "لصالح"): a preposition's phrase opens there."""
    return word[:1] in ("ب", "ل") and len(word) > _STEM and not word.startswith(("ال", "لل")) and content_word(word[1:])


def _phrase_of(pair: list[str], preposition: str) -> bool:
    """Does a phrase of the preposition open at `pair[0]`: the preposition alone before a content word, or glued to one
    ("بالأعشاب"; not "بلا أجر")?"""
    word = pair[0]
    if word in _WITHOUT:
        return False
    if word == preposition or unglued(word) == preposition:
        return len(pair) > 1 and content_word(pair[1]) and pair[1] not in _WITHOUT
    return len(preposition) == 1 and word.startswith(preposition) and len(word) > 3 and content_word(word[1:])


# Between a role asked by name and a name, words that make the name another's (ASKEDVALUE19): a
# complementizer opens the role's speech ("وادعت امرأة أن أبا مينا يكلمها": the saint she claimed,
# not her name), and a preposition glued to a title its object ("أمام الوالي بالسيد المسيح": whom
# they confessed before him, not his name).
_COMPLEMENTIZERS = folded_words("ان انه انها انهم بان بانه بانها")
_GLUED_PREPOSITION_ARTICLES = ("بال", "لل", "كال")


def _apposed(slot: Slot, words: list[str], i: int, j: int, question_words: frozenset[str] = frozenset()) -> bool:
    """For a person asked by name: does nothing between the name at i and the role at j make the
    name another's (`_COMPLEMENTIZERS`, a preposition glued to the name or its title, or — the name
    first — a preposition governing the role: "القديس يصلي على المرأة"), nor a naming word give it to another
    office the question says (`_named_as_another`)? Any other slot: yes."""
    if slot.kind != "person" or not slot.by_name:
        return True
    if _named_as_another(slot, words, i, question_words) or _named_for_kin(slot, words, i):
        return False
    between = words[min(i, j) + 1 : max(i, j)]
    glued = [words[i], *between]
    if any(len(w) > 4 and w.startswith(_GLUED_PREPOSITION_ARTICLES) for w in glued):
        return False
    if i < j and any(w in ROLE_PREPOSITIONS for w in between):
        return False
    return not any(w in _COMPLEMENTIZERS for w in between)


def _naming_bearer(words: list[str], i: int) -> str:
    """The noun a naming word gives the name at i to ("إسكافي اسمه إنيانوس": إسكافي), "" if no naming word gives it."""
    j = i - 1
    while j > 0 and words[j] in FOLDED_TITLE_WORDS:
        j -= 1
    return words[j - 1] if j >= 1 and words[j] in NAMING else ""


def _held_by_name_or_object(
    slot: Slot, words: list[str], fillers: list[int], everything: list[str], titles: Sequence[str]
) -> bool:
    """A filler beside its head holds when the trade asked is named by its own noun (however the record words the deed,
    but still of the person the deed reached: "فأرسل إليها الوالي جنديا يدعى يوليوس" sent none to Abanoub) or when the
    relative clause's event is said of the same object (`_object_kept`)."""
    return _named_by_trade(slot, words, fillers) and _goal_kept(slot, everything, titles) or _object_kept(slot, everything, titles)


def _named_by_trade(slot: Slot, words: list[str], fillers: list[int]) -> bool:
    """A person asked by his trade ("ما اسم الإسكافي الذي أصلح حذاء …") named by a naming word after the trade noun itself
    ("إسكافي أسمه إنيانوس"): that name is his, however the record words the deed the question describes him by (fq24-010)."""
    if not slot.by_name or not slot.head or slot.head[0].removeprefix("ال") not in TRADES:
        return False
    return any((bearer := _naming_bearer(words, i)) and _stands_for(slot, bearer, slot.head[0]) for i in fillers)


def _named_as_another(slot: Slot, words: list[str], i: int, question_words: frozenset[str]) -> bool:
    """For a person asked by name: is the name at i given by a naming word to another office the question says beside the
    one asked ("كان للمعز وزيرا اسمه يعقوب" for "اليهودي صاحب الوزير … كان اسمه ايه": the vizier's name, not his
    friend's, fq37-124)? "X اسمه N" binds N to X; X an office the question names, not the asked head, makes N X's."""
    if slot.kind != "person" or not slot.by_name or not slot.head:
        return False
    bearer = _naming_bearer(words, i)
    bearer_office = office(bearer) if bearer else None
    if bearer_office is None or _stands_for(slot, bearer, slot.head[0]):
        return False
    return any(office(w) == bearer_office for w in question_words if not _stands_for(slot, w, slot.head[0]))


def _named_for_kin(slot: Slot, words: list[str], i: int) -> bool:
    """For a person asked by name: is the name at i given by a naming word to a kin noun one or two words before it ("وأم
    تدعى ثاؤبستا", "وأم تقية اسمها انثوسا")? Then it is that kin's name, not the asked role's ("ما اسم الملكة التي …" of
    George's record: his mother's name, fq34-098), unless that kin is the one asked (UNNAMED57)."""
    if slot.kind != "person" or not slot.by_name or not slot.head:
        return False
    j = i - 1
    while j > 0 and words[j] in FOLDED_TITLE_WORDS:
        j -= 1
    if j < 1 or words[j] not in NAMING:
        return False
    kin = {k for w in words[max(0, j - 2) : j] if (k := kin_noun(w))}
    if kin:
        return kin_noun(slot.head[0]) not in kin
    # a person's noun of another role or trade right before the naming word ("استحضر ساحرا أسمه أثناسيوس" of "الوالي الذي
    # عذب مار جرجس اسمه ايه": the magician's name, no governor's; NAMESLOT84); a man or a woman may be the role asked
    return j >= 1 and _another_role(words[j - 1], slot.head[0])


_ANY_ONE = folded_words("رجل امراه مراه انسان شخص راجل ست")  # a person of no role: may be the one asked, described after


def _another_role(word: str, head: str) -> bool:
    """Is the word a person's noun of a role, trade or kind ("ساحرا", "جنديا", "واليا") that is not the head's?"""
    bare = unglued(word).removeprefix("ال").removesuffix("ا")
    if bare in _ANY_ONE or same_noun(bare, head.removeprefix("ال")):
        return False
    role = office(bare)
    if role is not None:
        return role != office(head.removeprefix("ال"))
    return bare in TRADES or "ال" + bare in PERSON_NOUNS


def _deed_told_by(slot: Slot, segments: list[list[str]], described: frozenset[str]) -> frozenset[str]:
    """For "who did it" (`Slot.agent`), the question's words that may tell the deed in other words (none when the
    sentence says the deed's own verb anywhere: its doer stands with it there). A date or the rank given ("سنة
    1944", "بطريرك") tells no deed: another deed of that year or rank has its own doer (fq21-116)."""
    if not slot.agent or any(_says(slot, words, h) for words in segments for h in slot.head if h):
        return frozenset()
    return frozenset(d for d in described if not any(ch.isdigit() for ch in d) and office(d) is None)


def _done_by_someone(words: list[str], j: int) -> bool:
    """Where the head of "مين اللي رسم/علّم X" stands, may a doer stand with it? Not with its doer's noun
    ("غمالائيل، معلم للناموس": the name before it is the teacher, no one who taught him), nor with a bare
    verb whose complement is an office right after it ("ورسم بطريركا", read رُسم: passive, its doer unsaid;
    fq21-116, -120's class). "ورسمه أسقفا", "رسم البابا كيرلس …" have one."""
    word = words[j]
    bare = unglued(word, 3)
    # a doer after "من يد / على يد" ("ورسم قسا … من يد البابا يؤنس", "نال المعمودية على يد الأسقف")
    by_hand = any(w in HAND and words[k - 1] in _BY for k, w in enumerate(words[j + 1 :], j + 1))
    if bare.startswith("م") and not verbal(bare):
        return False  # a participle or a noun of the deed (معلم، معمد، مرسل): who is that, not who did it to him
    if bare.startswith("ال") and len(bare) > 5 and bare[2] == "م" and not verbal(bare[2:]):
        return by_hand  # "يوحنا المعمدان": John's title, no one baptised; "المعمودية على يد X": by X's hand
    if _intended(words, j):
        return False  # "ليرسم كهنة", "طلبوا منه أن يرسمه": the deed meant, not done
    following = words[j + 1] if j + 1 < len(words) else ""
    passive = verbal(bare) and office(following.removesuffix("ا")) is not None and following.endswith("ا")
    return not passive or by_hand


# Before a present verb, a particle of purpose or of the subjunctive: the deed is meant, asked for or feared, not
# told done ("لكي يرسم", "أن يعمده", "حتى يعمدهم"); glued, the ل of purpose ("ليرسم كهنة", "ليرسموه قسا").
_PURPOSE = folded_words("لكي كي ان حتي لكيما")
_PURPOSE_GLUED = "ل"


def _intended(words: list[str], j: int) -> bool:
    """Is the head at `j` a present verb of purpose: after لكي/كي/أن/حتى, or with the ل of purpose glued to its
    person letter ("ليرسم", "لنعمد")? Such a verb tells no deed done, and so no doer of it (fq21-own d04's
    "يخرج سرا منها ليرسم كهنة" for "مين اللي رسم البابا يوليانوس قس"). A past verb after أن is done ("بعد أن رسمه")."""
    bare = split_glued(words[j])[1]
    if bare.startswith(_PURPOSE_GLUED) and len(bare) > 4 and bare[1] in PERSON_LETTERS:
        return True
    before = words[j - 1] if j else ""
    return before in _PURPOSE and bare[:1] in PERSON_LETTERS and len(bare) > 3


def _doer_may_stand(slot: Slot, words: list[str], j: int, question_words: frozenset[str]) -> bool:
    """Of "who did it": may the head said at `j` stand with its doer? Not "ورسم بطريركا" (`_done_by_someone`),
    nor "فعمدهم متى الرسول" for "مين عمد متى" (`_done_by_the_patient`): he baptised them, no one him."""
    return (
        _done_by_someone(words, j) and not _done_by_the_patient(slot, words, j, question_words)
        and not (_reflexive_of(slot, words[j]) and not _source_after(words, j)) and not _knowing_sense(slot, words, j)
        and not _informing_of(slot, words, j)
    )


def _informing_of(slot: Slot, words: list[str], j: int) -> bool:
    """Is the head at `j` the form IV (أفعل) of the three-letter head, bare or with its object pronoun, told of what
    (عن, a clause, ب + a relative, right after it): "أعلموه عن قزمان ودميان" (they informed the king of them) taught
    no one. Form IV with its object and no "about" ("أبلغ أمره إلى الملك") may be the deed asked in its other form."""
    head = slot.head[0] if slot.head else ""
    if len(head) != _ROOT_LETTERS:
        return False
    bare = unglued(words[j], 3)
    if not any(bare == _FORM_FOUR + head + end + pronoun for end in ("", "و", "وا", "ت") for pronoun in ("", *THIRD_PERSON_PRONOUNS)):
        return False
    return any(w == _ABOUT or w in _COMPLEMENTIZERS or _about(w) for w in words[j + 1 : j + 3])


_ABOUT = "عن"
_FORM_FOUR = "ا"


def _source_after(words: list[str], j: int) -> bool:
    """After a reflexive head, its source ("تعلم مبادئ القراءة من الطبيب سليم الضاهر", "على يد"): the teacher is named."""
    return any(w == _FROM or w in HAND for w in words[j + 1 :])


_FROM = "من"


def _knowing_sense(slot: Slot, words: list[str], j: int) -> bool:
    """Is the head at `j` a bare verb (no object pronoun) whose complement, within three words, is a clause or a thing
    governed by ب ("ولما علم الملك بما عمل بقطر", "علم الملك دقلديانوس أن …")? Then it is the verb of knowing or hearing that shares
    the folded letters of a deed done to a person ("علّم" taught): it tells what the king knew, and no one who taught
    the ones asked (fq38-015)."""
    if not slot.head or unglued(words[j], 3) != slot.head[0]:
        return False
    return any(w in _COMPLEMENTIZERS or _about(w) for w in words[j + 1 : j + 1 + _KNOWN_REACH])


_KNOWN_REACH = 3  # the complement after the knower's name ("علم الملك دقلديانوس أن …")


def _about(word: str) -> bool:
    """ب glued to a relative, a demonstrative or a pronoun ("بما", "بذلك", "به"): what was known, not whom."""
    rest = word[1:]
    return word[:1] == "ب" and (rest in STOPWORDS or rest in DEMONSTRATIVES or rest in THIRD_PERSON_PRONOUNS)


def _reflexive_of(slot: Slot, word: str) -> bool:
    """Is the sentence's word the reflexive (form V, تفعّل) of the asked deed's causative verb (form II, فعّل: "علّم",
    "درّب", "عمّد"), bare or glued to و/ف, past or present ("وتعلم", "يتعلم", Egyptian "اتعلم")? Its subject
    underwent the deed: "وتعلم قزمان ودميان مهنة الطب" says they learned, and names no one who taught them
    (fq38-015). A three-letter head only: a longer one is no form II."""
    head = slot.head[0] if slot.head else ""
    if len(head) != _ROOT_LETTERS:
        return False
    bare = unglued(word, 3)
    return any(bare == opener + head + ending for opener in _REFLEXIVE_OPENERS for ending in _REFLEXIVE_ENDINGS)


_ROOT_LETTERS = 3
# Form V's person letters (past ت, present يت/تت, Egyptian ات/بيت/بتت) and its endings (dual, plural, feminine).
_REFLEXIVE_OPENERS = ("ت", "يت", "تت", "ات", "بيت", "بتت")
_REFLEXIVE_ENDINGS = ("", "ا", "وا", "ون", "ت")


def _done_by_the_patient(slot: Slot, words: list[str], j: int, question_words: frozenset[str]) -> bool:
    """Of "who did it" to a person (`DEEDS_TO_PERSONS`: "مين اللي عمد متى الرسول"): is the person the question
    names the doer here, right after the deed's verb that holds its own object ("فعمدهم متى الرسول")? Then the
    sentence tells whom he baptised, not who baptised him."""
    if not slot.head or not any(same_word(slot.head[0], deed) for deed in DEEDS_TO_PERSONS):
        return False
    bare = unglued(words[j], 3)
    following = words[j + 1] if j + 1 < len(words) else ""
    return (
        len(bare) > len(slot.head[0]) and bare.endswith(THIRD_PERSON_PRONOUNS) and following in question_words
        and not _next_deed(following)
    )


def _next_deed(word: str) -> bool:
    """A verb glued to و/ف with its object's pronoun ("وعمده وقبله راهبا"): the next deed done to the same one, as the
    question may conjoin it too ("من الذي عمد موسى الأسود وقبله راهبا"), never the doer of the deed before it (ASKED51)."""
    return len(word) > 4 and word[0] in GLUED_CONJUNCTIONS and word.endswith(THIRD_PERSON_PRONOUNS)


HAND = folded_words("يد ايد يدي ايدين")  # "على يد", "من ايد": by whose hand (`premise.by_whose_hand` too)
_BY = folded_words("من علي")


def _tells(word: str, described: str) -> bool:
    """Does the sentence's word say the question's word of the event (`same_word`)? A noun with the article
    (the deed's object or place) is said by a noun, never by a plural verb that shares its letters: the
    Synaxarium's closing "والذين أرضوا الرب" (pleased) says no "الأرض" (ground) of "من الذي حفر الأرض" (fq17-030)."""
    if described.startswith("ال") and word.endswith("وا") and len(word) > 4:
        return False
    return same_word(word, described)


def _told_otherwise(words: list[str], described: frozenset[str]) -> bool:
    """Does the clause say one of the question's other words of its event (`described`), the event unsaid told in other
    words? Not by a person it names after a title (`support.proper_names`), nor by a title or an office said of a word
    that is none ("الرسول" shares its root with "رسالته"): "نقل جسد القديس تيطس الرسول تلميذ القديس بولس ، من كريت"
    names Paul and titles Titus, for "من أي مدينة كتب بولس رسالته"; it tells who the clause is of, not what was done,
    and its place is another deed's (DEEDUNSAID72, fq51-074)."""
    persons = proper_names(" ".join(words))
    return any(
        _tells(w, d) and not (office(w) is not None and office(d) is None)
        for w in words if w not in persons for d in described
    )


def _doer_beside(words: list[str], described: frozenset[str], question_words: frozenset[str]) -> bool:
    """Where a "who did X" is told in other words, does the conjunct that says X (from the nearest و/ف +
    verb before X's word to the next one) hold a name the question does not say: the doer of that
    telling ("أدّت … ليدي غاغا النشيد الوطني")? A rubric "يرفع الكاهن بخور وتُرتَّل أرباع الناقوس" says the
    verses chanted, by no one, and the priest of another verb composed nothing (fq18-096)."""
    said = {f for w in question_words for f in (w, *word_stems(w))}
    for k, word in enumerate(words):
        if not any(_tells(word, d) for d in described):
            continue
        start = max((j for j in range(k) if _conjoined_verb(words[j])), default=-1) + 1
        end = next((j for j in range(k + 1, len(words)) if _conjoined_verb(words[j])), len(words))
        if any(
            w not in said and not word_stems(w) & said and may_be_name(w) and not w.startswith(("ال", "وال", "فال"))
            and not verbal(w) and not _plural_present(w) and not any(_tells(w, d) for d in described)
            and not (j and words[j - 1] in ROLE_PREPOSITIONS)  # "في قلاليهم": a preposition's object does nothing
            for j, w in enumerate(words[start:end], start)
        ):
            return True
    return False


def _plural_present(word: str) -> bool:
    """A present verb with its plural ending ("يقرأون", "يرتلون", "تصلوا"): a deed, no name."""
    bare = unglued(word, 4)
    return len(bare) > 4 and bare[0] in "يت" and bare.endswith(("ون", "وا", "ان"))


def _conjoined_verb(word: str) -> bool:
    """A verb glued to و/ف ("وتُرتَّل", "فأمر"): it opens a conjunct of its own, with its own doer."""
    return len(word) > 3 and word[0] in GLUED_CONJUNCTIONS and verbal(word[1:]) > 0


def _stands_for(slot: Slot, word: str, head: str) -> bool:
    """Does the sentence's word say the slot's head: a role by the same noun (`same_noun`), an event
    or a counted thing by its family (stem, root, synonym class)?"""
    role = slot.kind == "person" and not slot.agent and not slot.patient and not slot.preposition
    if slot.kind == "count" and (kin := _kin_family(head)) is not None and _kin_family(word) == kin:
        # "كام أخ وأخت": "وأخته" says the siblings counted, "أربع بنات" the children (fq20-082); a sister
        # or a daughter asked is said by her own word only ("ستة إخوة" counts no sisters)
        return office(head) == kin or office(word) == office(head)
    return same_noun(word, head) if role else same_word(word, head)


_KIN_COUNT_REACH = 3  # words between a count of kin and the kin noun it counts
# Kin counted together: a brother or a sister are siblings, a son or a daughter children (`text.offices`).
_KIN_FAMILIES = {"اخ": "اخ", "اخت": "اخ", "ابن": "ابن", "بنت": "ابن"}


def _kin_family(word: str) -> str | None:
    kin = office(word)
    return _KIN_FAMILIES.get(kin, kin) if kin in KIN else None


def _says(slot: Slot, words: list[str], head: str) -> bool:
    return any(_stands_for(slot, w, head) for w in words)


def _event_asked(slot: Slot) -> bool:
    """The slot asks the time, place or span of an event its head verb names ("اتدفن فين", "عاشت
    قد إيه"), or the one who did it: only a sentence (or its record's title) that states that event
    answers; another event's filler does not."""
    if slot.agent:
        return True
    # a place asked of a passive participle ("مدفون فين") asks its verb's event as "اتدفن فين" does (DEEDTHING84)
    return slot.kind in ("year", "place", "duration") and bool(slot.head) and (
        event_verb(slot.head[0]) > 0 or slot.kind == "place" and passive_participle(slot.head[0])
    )


def _goal_kept(slot: Slot, words: list[str], titles: Sequence[str] = ()) -> bool:
    """The person the relative clause's verb reaches (`Slot.clause_goal`: "الجندي الذي أرسله الوالي إلى أبانوب") said by the
    sentence or its record's title; none asked: yes."""
    titled = [w for title in titles for w in fold(title).split()]
    return not slot.clause_goal or all(
        any(same_word(w, goal) for w in [*words, *titled]) or title_names(" ".join([*words, *titled]), [goal])
        for goal in slot.clause_goal
    )


def _object_kept(slot: Slot, words: list[str], titles: Sequence[str] = ()) -> bool:
    """A relative clause's event said of the same object: the sentence says its verb (stem, root or
    synonym) with the object's words within reach after it ("نقل جسد القديس تيطس" is not "نقل جسد
    لعازر", and "حملوه إلى القسطنطينية" names no king who moved him). A verb with the role's pronoun
    ("الأمير الذي أرسله دقلديانوس إلى دميانة", `slot_reading.verb_of_role`): its doer within reach on either side
    ("ولما حار الملك … استحضر ساحرا"), and the person it reaches (`Slot.clause_goal`) said by the sentence or its
    record's title (`titles`): "فأرسل إليها الوالي سيافا يدعى أولوجي" sent none to Demiana (fq25-081)."""
    if not _goal_kept(slot, words, titles):
        return False
    if not slot.clause_object:
        return True
    verb, *thing = slot.clause_object
    at = [j for j, w in enumerate(words) if same_word(w, verb)]
    before = REACH if verb_of_role(verb) else 0
    titled = [w for title in titles for w in fold(title).split()]
    return any(_object_said(words, j, before, thing, titled, not before and _object_glued(words[j], verb)) for j in at)


def _object_said(words: list[str], j: int, before: int, thing: list[str], titled: list[str], glued: bool) -> bool:
    """The relative clause's object said with the verb at `j`: each of its words within reach after the verb (or before,
    `before`). A verb whose object is a pronoun glued to it (`glued`: "فرسمه البابا متاوس") has its object already, and the
    name after it is its doer: the object is the one the pronoun stands for, the subject of the record whose title is
    `titled` ("نياحة البابا الكسندروس" for "من البابا الذي رسم الكسندروس"). Then the title must hold a word of the asked
    object that the words after the verb do not ("فرسمه البابا متاوس" in John's record tells whom Matthew ordained, not
    who ordained Matthew), and the doer must be named (`_doer_named`)."""
    near = words[max(0, j - before) : j] + words[j + 1 : j + 1 + REACH]
    if not glued:
        return all(any(same_word(w, t) for w in near) for t in thing)
    in_title = {t for t in thing if any(same_noun(w, t) for w in titled)}  # a name, not its root: رومانيوس is not أرمانيوس
    after = {t for t in thing if any(same_word(w, t) for w in near)}
    return in_title | after == set(thing) and bool(in_title - after) and _doer_named(words[j + 1 :])


def _object_glued(word: str, verb: str) -> bool:
    """`word` is `verb` with a third person's object pronoun glued to it ("رسمه", "فعمده", "عذبهما", "رسموه"): the
    answer's side of `slot_reading.verb_of_role`, which reads the pronoun in the question."""
    bare = unglued(word)
    return any(
        bare.endswith(pronoun) and len(bare) > len(pronoun) + 1 and same_word(bare[: -len(pronoun)], verb)
        for pronoun in THIRD_PERSON_PRONOUNS
    )


def _doer_named(following: list[str]) -> bool:
    """The doer named right after a verb with its object glued, past the titles and the role before the name ("فرسمه
    البابا ياروكلاس", "عذبه الوالي أرمانيوس"); not an adverb of how much ("فعذبه الوالي كثيرا"), a preposition with its
    noun ("احرقه بالنار") or the role alone: the record leaves the doer unnamed, and a role is no answer to "who"."""
    # "ورسمه لهم الانبا ثاؤفيلس": a preposition with its pronoun may stand between the verb and its doer; a bare
    # function word ("ورسمه ثم قال له") ends the clause
    rest = list(dropwhile(
        lambda w: w in FOLDED_TITLE_WORDS or office(w) is not None or function_word(w) and w.endswith(THIRD_PERSON_PRONOUNS),
        following,
    ))
    return bool(rest) and may_be_name(rest[0]) and rest[0] not in HOW_LONG and not rest[0].startswith(_PREPOSITION_ARTICLES)


_PREPOSITION_ARTICLES = ("بال", "لل", "كال")  # "بالنار", "للملك": a preposition with its article, no name
