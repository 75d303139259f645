"""The person of a deed asked (AGENT65): who did it, or from whom / at whose hand it was received.

Two asks name a deed and want the person bound to it:
- its DOER: "من الذي دفن حجي النبي", "مين اللي رسمه أسقف", Franco "min elly dafanoh" (read "من اللي دفنه"): a
  question word, an optional relative pronoun, then the deed's verb;
- its SOURCE: "اتعمد على إيد مين", "تعلم الحكمة عند مين", "اتتلمذ لمين", "يعتمد من مين": the deed's verb, then a
  preposition of the source (على يد / من / عند) before the question word. A glued "لمين" asks a recipient or a
  feast's saint as often ("مبعوتة لمين", "بنعيد لمين"): not read.

A sentence answers only where it says the deed (a word of the verb's family, or of the words between the verb and
the ask: "نال المعمودية على يد من" is said by "وتعمد") with the person bound to it in that role: a doer after a
hand or a means ("على يد X", "بواسطة قوم مؤمنين"), or the verb in its active shape (an object's pronoun, "فرسمه
الأنبا بطرس", "ودفنوه") with a person said; a source right after the verb or within reach ("تتلمذ لبولس", "تعمد
منه", "درس عليه", "تعمد … من سلبسطرس"). A bare transitive verb before a preposition or an indefinite rank ("ودفن
في قبر الكهنة", "ورسم أسقفا على نقيوس") is its passive: no doer said, and the answer declines; so is a deed told
by the impersonal تم + its verbal noun ("تم حفرها", "وقد تم إطلاقها"), the Egyptian ات- passive ("اتبنت") or the
perfect's ت before no person ("وبنيت له كنيسة", "وقد شيدت … كنائس كثيرة"), unless a hand or a means names its doer
("من قبل مجموعة من عمال"; ASKEDNOT67). Read by `asked_stated.states_asked` (the offline answerer's choice) and
`asked_stated.asked_problem` (every answer).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import takewhile
from typing import Literal

from dalil.answer.asked_reading import opening_unglued
from dalil.answer.deed_classes import deed_class_said
from dalil.answer.predicates import PREDICATES, in_family
from dalil.answer.slot_fillers import same_word
from dalil.answer.slot_reading import successor_asked
from dalil.answer.slot_stated import HAND
from dalil.answer.slot_words import HOW_LONG, derived_past, hollow_passive, is_question_word, may_be_name, verbal
from dalil.retrieval.names import FOLDED_TITLE_WORDS
from dalil.text.assertions import names_people, titled_names
from dalil.text.clause_openers import DUAL_RELATIVES, RELATIVES
from dalil.text.egyptian_verbs import egyptian_verb
from dalil.text.forms import THIRD_PERSON_PRONOUNS, seat_as_alif
from dalil.text.glued import BY_AND_TO, GLUED_CONJUNCTIONS, articled_openings, unglued
from dalil.text.normalize import fold, folded_words
from dalil.text.offices import KIN, office
from dalil.text.question_words import QUESTION_WORDS, WHO
from dalil.text.speakers import reply_verb, saying_verb
from dalil.text.stem import COPULAS, STOPWORDS
from dalil.text.support import strip_markers
from dalil.text.time_clauses import TIME_CLAUSE_OPENERS

Role = Literal["doer", "source"]


@dataclass(frozen=True)
class DeedPerson:
    role: Role
    verb: str  # the deed's verb as the question writes it (folded)
    deed: tuple[str, ...]  # the verb and the words between it and the ask ("نال", "المعموديه")
    # the words of the deed's object or complement ("أعان الملك في بناء سور المدينة"): a sentence that tells the deed in
    # other words says two of them ("وساعده ابنه في بناء سور المدينة"); no place, title, rank nor function word. In
    # phrases: the direct object's words are one ("قتل صلاح الدين الأيوبي": the one done to; `_object_words`)
    told_by: tuple[tuple[str, ...], ...] = ()
    rank: str = ""  # the rank a deed gave ("رسمه قسيس"): the sentence's rank, if any, must be it (`_rank_kept`)
    # the persons the question says the deed reached, after a preposition ("سلم بولس والأسرى إلى قائد المئة": قائد المئة):
    # one of them right after the sentence's verb is its subject, no doer asked (`_another_participant`, NAMESLOT84)
    others: frozenset[str] = frozenset()


# "من/مين الذي (اللي) + verb" asks the doer: the shared relatives (`text.clause_openers.RELATIVES`) of one man only.
# "من الذين قال المسيح إنهم …" asks of those spoken of, no doer; التي and the duals were never read here, and reading
# them is a change of behaviour, not a move (ONEPLACE68: the difference, tested).
_RELATIVES = RELATIVES - DUAL_RELATIVES - folded_words("التي الذين")
_SOURCE_PREPOSITIONS = folded_words("من عند")  # "من مين", "عند مين"; a hand: "على يد مين" (`HAND`)
_SOURCE_SAID = _SOURCE_PREPOSITIONS | folded_words("عن")  # "ورث … عن أبيه"
_MEANS = folded_words("بواسطه بواسطة")  # "بواسطة قوم مؤمنين": a passive's doer
_BEFORE = "قبل"  # "من قبل X": by X, a passive's doer ("وتم تأسيسه من قبل مجموعة من عمال")
# "تم/يتم + the deed's verbal noun": the impersonal passive ("تم حفرها", "وقد تم إطلاقها", "ويتم تعيينهم")
IMPERSONAL = folded_words("تم يتم وتم ويتم فتم سيتم")
_BY = folded_words("علي من ب")  # before a hand word: "على يد", "من يد"
_OBJECT_SUFFIXES = ("وه", "وها", "وهم", *THIRD_PERSON_PRONOUNS)
_PLURAL_DOER = ("وه", "وها", "وهم", "وهما", "وهن", "وا")  # "ودفنوه", "فضربوهما": they did it
_REACH = 5  # words after the verb where its source may stand ("تعمد وأغلب عسكره من سلبسطرس")
_DEED_BEFORE = 6  # words before the ask where the deed's verb may stand
_PREPOSITIONS = folded_words("في الي علي من عن مع عند حتي")
_SOURCE_WITH_PRONOUN = frozenset(
    f"{preposition}{pronoun}" for preposition in ("من", "عند", "علي", "ل") for pronoun in THIRD_PERSON_PRONOUNS
) | folded_words("منه عليه لهما")
_MAX_WORDS = 60  # a question longer than this is no reader's ask of a deed's person
_RANK_REACH = 8  # words after the asked verb where the rank it gave may stand
_TOLD_BY = 2  # the object's words a sentence that tells the deed in other words says
# A preposition's phrase ("بالسيف", "للملك", "وبالدير", "وللرهبان": `glued.articled_openings`), or "so the …" (فال) opening
# a clause of its own: no deed's object
_ARTICLED_PHRASE = (*articled_openings("و", BY_AND_TO), "فال")
_MAX_CHARS = 20000  # a sentence longer than this is read no further
_MARKS = re.compile(r"[.!?؟،,؛;:]")
_CLAUSE_END = "|"
_NEXT_DEED = folded_words("ثم حتي")  # "ثم تعمد": another deed begins; "حتى فاق كثيرين من أترابه": its outcome
# a time or an order after "مين" ("مين أول من …"), a kin asked, a verb of becoming ("من الذي صار أسقفا")
_NO_DEED = folded_words("قبل بعد اول ابوه امه صار بقي اصبح")
_IMPERFECT = frozenset("يتن")  # the imperfect's person prefixes
# "اسم"/"باسم" + the name: a sentence that says the thing named and its name tells the name, not who gave it
# (FRANCOVERB70: "who named X the name Y" was answered by "X، أو Y …", the name said, no namer)
_NAME_GIVEN = folded_words("اسم باسم بإسم واسم")
# Franco "3ala eid meen" is read "على عيد من" (the reader takes "eid" for a feast): a hand after على
_HAND_READ = HAND | folded_words("عيد")


def _verb_like(word: str) -> bool:
    """A verb by its shape, Egyptian or MSA, perfect or imperfect, with its object's pronoun or not ("رسمه", "دفنه",
    "اتعمد", "اتعلم", "يعتمد")."""
    bare = unglued(word)
    stems = [bare]
    if bare.startswith("ات") and len(bare) > 4:
        stems.append(bare[2:])  # the Egyptian ات- passive: "اتعلم" is تعلم's
    if bare[:1] in _IMPERFECT and len(bare) > 3:
        stems += [bare[1:], "ا" + bare[1:]]  # "يعتمد": اعتمد, "يتعلم": تعلم
    if any(verbal(stem) > 0 for stem in stems) or egyptian_verb(bare):
        return True
    return any(bare.endswith(s) and len(bare) - len(s) >= 3 and verbal(bare[: -len(s)]) > 0 for s in _OBJECT_SUFFIXES)


def _question_words(question: str) -> list[str]:
    words = opening_unglued(fold(strip_markers(question)).split())
    return words if len(words) <= _MAX_WORDS else []


@lru_cache(maxsize=256)
def asked_deed_person(question: str) -> DeedPerson | None:
    """The person of a deed the question asks (its doer or its source), or None."""
    words = _question_words(question)
    if successor_asked(words) is not None:
        return None  # "من الذي خلف البابا X", "مين اللي بقى بابا بعد X": a succession (`slot_reading.successor_asked`)
    for i, word in enumerate(words):
        if unglued(word, 3) not in WHO:  # "ومين", "فمين اللي …": a glued و/ف before the question word
            continue
        if (doer := _doer_asked(words, i)) is not None:
            return doer
        if (source := _source_asked(words, i)) is not None:
            return source
    return None


def _doer_asked(words: list[str], i: int) -> DeedPerson | None:
    """ "من/مين (اللي|الذي) + verb": the doer. Without the relative pronoun the question word opens the question
    ("مين قتله"); elsewhere "مين قبل …" is no ask of a deed ("كانت مرات مين قبل ما …"), "من" is "from"."""
    related = i + 1 < len(words) and words[i + 1] in _RELATIVES
    at = i + 1 + related
    if at >= len(words) or not (_doer_verb(words[at]) or _derived_deed(words, at)) or (not related and i > 0):
        return None
    # a deed conjoined to it by و is asked of the same doer ("من الذي أحضر جسديهما … وبنى لهما هيكلا"). Not by ف
    # (`glued.unglued` would take it off): ف joins an outcome with its own doer ("من الذي صلى … فشفاه الله") and is
    # a name's own letter ("فيلكس", "فيلبي"); read with ف, 13 of 19,246 fixture questions took such a word for the
    # asked deed (COPIES66)
    conjoined = [w for w in words[at + 1 :] if len(w) > 3 and w[0] == "و" and _deed_verb(w[1:])]
    return DeedPerson(
        "doer", words[at], (words[at], *conjoined), _object_words(words[at + 1 :]),
        _rank_asked(words[at + 1 : at + 1 + _RANK_REACH]), _participants(words[at + 1 :]),
    )


def _derived_deed(words: list[str], at: int) -> bool:
    """A derived past of five letters (`slot_words.derived_past`, افتعل: "اضطهد", "اعتقل", "اختطف") with its object
    right after it ("من الذي اضطهد أكاكيوس"): a deed done to someone, whose doer is asked. `verbal` reads the derived
    forms as no verb, and "من الذي اضطهد …" was no ask of a deed's person (FRANCOVERB70); a hollow root's too ("اختار":
    DOERSAID74). Not استفعل/انفعل nor افتعل of a root in ن ("انتخب": read so, it lost a right answer of a never-read
    set, DOERSAID74), and not
    before a preposition, a function word or the question's end: those forms are intransitive as often ("مين اللي
    استشهد في …", "من الذي انتقل إلى …", "من الذي اعتمد على يد …" ask the one it befell)."""
    following = words[at + 1] if at + 1 < len(words) else ""
    return (
        derived_past(words[at], assimilated=True, hollow=True) and not words[at].startswith(("ت", "ات", "يت", "ان", "است"))
        and not hollow_passive(words[at])  # "اختير": the one chosen is asked, no doer
        and bool(following) and following not in STOPWORDS and following not in _PREPOSITIONS
        and not following.startswith(_ARTICLED_PHRASE) and not is_question_word(following)
        and not _verb_like(following)  # a purpose's or another deed's verb ("اختير ليأخذ مكان …") is no object
    )


def _deed_verb(word: str) -> bool:
    """A verb of a deed: a verb's shape, and no copula, pronoun, question, function, kin or office word ("مين هما",
    "من كان", "مين مرات", "من أين", "مين أسقف …"). Every question word, why and how too (`QUESTION_WORDS`): "مين اللي
    ليه علاقة بـ …" asks who has to do with it (ليه, Egyptian له or "why"), no deed's doer (REQVERB70)."""
    bare = unglued(word)
    return (
        _verb_like(word) and word not in STOPWORDS and bare not in STOPWORDS and bare not in COPULAS
        and not is_question_word(bare) and bare not in QUESTION_WORDS and office(bare) is None and bare not in _NO_DEED
        and not any(p.kin and (bare in p.cues or in_family(bare, p.cues)) for p in PREDICATES)  # "مين مرات X": a kin
    )


def _doer_verb(word: str) -> bool:
    """A deed's verb whose doer is asked: not saying or replying ("مين اللي بيقول …": a speaker, `text/speakers.py`),
    nor a ت/ات form, reflexive or the Egyptian passive ("مين اللي اتختار", "من الذي تربى مع هيرودس": the one
    asked is the one it befell)."""
    bare = unglued(word).removeprefix("ب")
    return (
        _deed_verb(word) and not saying_verb(bare) and not reply_verb(bare) and not reply_verb(bare, present=False)
        and not bare.startswith(("ات", "يت")) and not (bare.startswith("ت") and len(bare) > 3) and not _we_do(bare)
    )


def _we_do(bare: str) -> bool:
    """A verb of "we" ("من نتذكر في 22 هاتور"، "مين اللي بنعيد له"): the asker is its doer, the one asked is its
    object, no doer is asked. Read by the ن of the first person plural on four letters or more; a past verb whose
    root begins with ن ("نصبه"، "نادى") is read so too and keeps the reading it had before AGENT65 (no deed person)."""
    return bare.startswith("ن") and len(bare) >= 4


def _source_asked(words: list[str], i: int) -> DeedPerson | None:
    """verb … (على يد | بيد | من | عند) مين: the one the deed was received from; the verb is the nearest verb before
    the ask, past its object and a place ("اترسم أسقف على نقيوس على إيد مين"), after the question's opening subject."""
    following = words[i + 1] if i + 1 < len(words) else ""
    if following == "من" or (words[i] == "من" and following.startswith("ال")):
        return None  # "قام مين من الموت", "قام من من الموت": the one raised, not a source
    if i > 1 and words[i - 1].removeprefix("ب") in _HAND_READ and words[i - 2] in _BY:
        start = i - 2
    elif i and (words[i - 1] in _SOURCE_PREPOSITIONS or words[i - 1].startswith("ب") and words[i - 1][1:] in HAND):
        start = i - 1
    else:
        return None
    if not any(_deed_word(w) for w in words[:start]):
        return _fronted_source(words, i + 1)  # "على يد من درس جبران الفن", "عند مين اتتلمذ …": the ask opens it
    subject = _subject_span(words)
    window = [k for k in range(max(subject, start - _DEED_BEFORE), start) if _deed_word(words[k])]
    verbs = [k for k in window if _verb_like(words[k]) and not _participle(words[k])]
    if not verbs:
        return None  # no deed's verb read ("الإسكندر وارث العرش من مين": a participle)
    at = verbs[-1]
    if at and words[at - 1] in TIME_CLAUSE_OPENERS:
        return None  # "كتب مزمور 3 لما هرب من مين": the time of another deed, asked by its circumstance
    return DeedPerson(
        "source", words[at], tuple(words[k] for k in window if k >= at), _object_words(words[at + 1 : start]),
        _rank_asked(words[at + 1 : start]),
    )


def _fronted_source(words: list[str], after: int) -> DeedPerson | None:
    """The source asked BEFORE its deed, the ask opening the question ("على يد من درس جبران الفن في أمريكا", "على إيد
    مين اترهبن …", "عند مين اتتلمذ …"): the deed is the first word after the ask past a titled or articled subject
    ("على إيد مين الراهب اترهبن"), a deed's verb or nothing is read; its object the words after its subject (AGENT86). Read so, a
    sentence saying the deed with no source ("حيث درس الفن وبدأ مشواره") answers no one's hand, as it does when the ask
    closes the question."""
    for at in range(after, min(len(words), after + _DEED_BEFORE)):
        word = words[at]
        if word in FOLDED_TITLE_WORDS or office(unglued(word)) is not None or (word.startswith("ال") and not _verb_like(word)):
            continue  # the subject before the verb: a title, an office, an articled noun ("على إيد مين الراهب اترهبن")
        if not (_deed_word(word) and _deed_verb(word) and not _participle(word)):
            return None  # the first word is the deed or nothing is read: a name there ("استشهد يوحنا": a form the verb
            # reading misses, then the name) is no deed, nor a complement ("بيد من أرسلت الرسالة إلى أهل …": أهل)
        rest = words[at + 1 :]  # its subject first (VSO: "درس جبران الفن"), whose name tells no deed
        return DeedPerson("source", word, (word,), _object_words(rest[_subject_span(rest) :]), _rank_asked(rest))
    return None


def _object_words(after: list[str]) -> tuple[tuple[str, ...], ...]:
    """The deed's object or complement words: up to the next ask, none of a place said after a preposition or glued to
    one ("بالإسكندرية", "في مدينة"), a title, a rank, a number or a function word. In phrases: the words that follow
    the verb at once, one after another, its first without the article, are its direct object named, one phrase
    ("قتل صلاح الدين الأيوبي", "هزم نابليون بونابرت", "بنى قلعة صلاح الدين"); every other word kept is a phrase of its
    own ("أعان الملك في بناء سور المدينة": سور, المدينة; "غنى النشيد الوطني": النشيد, الوطني)."""
    kept: list[str] = []
    direct = 0  # how many of `kept` follow the verb at once
    for k, word in enumerate(after):
        if word in WHO or is_question_word(word) or word in _NAME_GIVEN:
            break  # the name a naming gave ("سمى الباراسيتامول اسم الخلنجول") is no thing the deed was done to
        after_preposition = k > 0 and after[k - 1] in _PREPOSITIONS or k > 1 and after[k - 2] in _PREPOSITIONS and _role_word(after[k - 1])
        if kept and rank_of(word) and not after_preposition and not word.startswith(_ARTICLED_PHRASE):
            break  # the rank given after the one it was given to, and its see ("سام سمعان الأرمني أسقفًا على بلاد فارس"):
            # his title, which his record writes with his name ("سمعان الأرمني أسقف بلاد فارس"), no second thing (AGENT86)
        if (
            after_preposition or word.startswith(_ARTICLED_PHRASE) or word in STOPWORDS or word in _PREPOSITIONS
            or word in FOLDED_TITLE_WORDS or rank_of(word) or word.isdigit() or len(word) < 3
        ):
            continue
        kept.append(word)
        direct += direct == k
    if direct and kept[0].startswith("ال"):
        # an articled object and its adjective ("غنى النشيد الوطني") keep their words apart, as before; an articled
        # kind and the name after it, which has no article and so is no adjective of it ("أنتج ألبوم جرح تاني"), are
        # one thing, up to a word glued to لـ (whose it is: "لشيرين")
        direct = 1 + len(list(takewhile(_named_after_kind, kept[1:direct])))
        if direct == 1:
            direct = 0
    phrases = [tuple(kept[:direct])] if direct else []
    return tuple(phrases + [(word,) for word in kept[direct:]])


def _role_word(word: str) -> bool:
    """A title, an office or a rank: the word after it in a preposition's phrase is its person's ("إلى قائد المئة": to the
    centurion, no object of the deed; NAMESLOT84, fq48-058)."""
    return word in FOLDED_TITLE_WORDS or bool(rank_of(word)) or office(word) is not None


def _named_after_kind(word: str) -> bool:
    """A word of the name after an articled kind: no article (an adjective would have it) and no glued لـ."""
    return not word.startswith(("ال", "ل"))


def rank_of(word: str) -> str:
    """The rank a word gives, bare or with the accusative's alif ("قسيس", "قسا", "أسقفا" -> its office), never a kin
    nor a title with the article ("القديس"), else ""."""
    if word.startswith("ال") or word in FOLDED_TITLE_WORDS:
        return ""
    found = office(word) or (office(word[:-1]) if word.endswith("ا") and len(word) >= 3 else None)
    return found if found and found not in KIN else ""


def _rank_asked(after: list[str]) -> str:
    """The last rank among the words after the asked verb: "رسم القديس نيقولاوس أسقف مورا قسيس" gave him a priest's
    rank (his see's office comes first, in his name)."""
    ranks = [rank_of(w) for w in after if rank_of(w)]
    return ranks[-1] if ranks else ""


def _rank_kept(asked: DeedPerson, words: list[str], j: int) -> bool:
    """The sentence's deed at j gives the asked rank, or none: "ورسموه أسقفا" is not the ordination as a priest. The
    rank given is the accusative's ("أسقفا", "قسا"), not the doer's title ("فرسمه الأنبا بطرس بابا الإسكندرية")."""
    ranks = {rank_of(w) for w in words[j + 1 : j + 1 + _RANK_REACH] if w.endswith("ا") and rank_of(w) not in ("", w)}
    return not asked.rank or not ranks or asked.rank in ranks


def _participle(word: str) -> bool:
    """The active participle's shape, فاعل ("وارث العرش", "كاتب"): who holds a state, not a deed received."""
    return any(len(w) == 4 and w[1] == "ا" for w in (word, unglued(word)))


def _subject_span(words: list[str]) -> int:
    """Where the question's opening subject ends: its titles, its name and the epithets after it ("الأنبا مكراوي",
    "ديمتريوس الكرام", "بطلان الطبيب"): none of them tells the deed."""
    k = 0
    while k < len(words) and (words[k] in FOLDED_TITLE_WORDS or office(words[k]) is not None):
        k += 1
    if k < len(words) and may_be_name(words[k]) and not words[k].startswith("ال") and not _verb_like(words[k]):
        k += 1
        while k < len(words) and words[k].startswith("ال") and office(words[k]) is None:
            k += 1
    return k


def _deed_word(word: str) -> bool:
    """A word of the question that may tell the deed: no function, question, title, office or kin word."""
    bare = unglued(word)
    return not (
        word in STOPWORDS or bare in STOPWORDS or word in WHO or word in FOLDED_TITLE_WORDS or office(bare) is not None
        or word in _PREPOSITIONS or len(bare) < 3
    )


def deed_person_said(asked: DeedPerson, sentence: str, titles: Sequence[str] = ()) -> bool:
    """Does the sentence say the asked deed with its person in the asked role? `titles`: the cited records' titles, whose
    words name the record's subject (`_of_the_record`)."""
    words = _clause_words(sentence)
    # a word of two letters is no form of the deed's verb, whose forms keep three letters ("بنوا", "بنت", "يبن"): "بن
    # أيوب" is a son, not "بنى" (KEYTERM69)
    deeds = [
        j for j, w in enumerate(words)
        if len(unglued(w)) > 2 and any(same_word(v, d) for v in {w, seat_as_alif(w)} for d in asked.deed if len(d) > 2)
    ]
    if not deeds:
        # the deed told in other words: its object said ("أعان إبراهيم في رفع قواعد الكعبة": "ساعده ابنه إسماعيل في
        # بنائها … قواعد الكعبة"), two of them: the one done to alone ("تنيح الصديق حجي النبي") tells no
        # deed; the person is then read as for any "who" (`slot_stated`, `answer_type`)
        # Two things said, not two words of one name: a name said in several words ("صلاح الدين الأيوبي", "جمال عبد
        # الناصر", "قلعة صلاح الدين") is the one the deed was done to, and a sentence naming it tells no deed (KEYTERM69)
        # and a deed of a known class by a word of its class or its converse ("منح" by "حصل على"): the object's things
        # alone are told by another deed as often ("قاد قوات الشبيحة": "استخدم … قوات الشبيحة"; `deed_classes`)
        things = sum(_things_said(phrase, words) for phrase in _without_the_owner(asked.told_by, titles))
        return things >= _TOLD_BY and deed_class_said(asked.verb, words) is not False
    deeds = [j for j in deeds if _rank_kept(asked, words, j) and not _cognate_object(words, j, deeds)]
    if asked.role == "source":
        return any(_source_after(words, j, by_verb=_told_as_verb(words, j)) for j in deeds)
    return any(_doer_with(words, j) and not _another_participant(asked, words, j) for j in deeds)


_WITH = folded_words("مع")
_BY_AND_TO = ("ب", "ل")


def _participants(after: list[str]) -> frozenset[str]:
    """The persons the question names after a preposition past the asked verb, up to the ask: the one the deed reached
    ("سلم بولس والأسرى إلى قائد المئة": قائد, المئه), the person's role word and the word after it."""
    words = list(takewhile(lambda w: w not in WHO and not is_question_word(w), after))
    found: set[str] = set()
    for k, word in enumerate(words[:-1]):
        if word not in _PREPOSITIONS or word in _WITH:
            continue  # "مع X": a companion, who may share the deed ("من يذكر مع الشهيد X": fq53-097)
        person = words[k + 1 : k + 3] if _role_word(words[k + 1]) else words[k + 1 : k + 2]
        found |= {unglued(w) for w in person if len(w) > 2 and w not in STOPWORDS}
    return frozenset(found)


def _another_participant(asked: DeedPerson, words: list[str], j: int) -> bool:
    """Does the person the question says the deed reached (`DeedPerson.others`) stand right after the sentence's verb at j,
    past a title, with no titled person before the verb in its clause ("سلم قائد المئة الأسرى إلى رئيس المعسكر" for "من
    الذي سلم بولس … إلى قائد المئة": the centurion, who received Paul, hands over others)? The verb's subject there is
    that person, not the doer asked (NAMESLOT84, fq48-058)."""
    if asked.role != "doer" or not asked.others or unglued(words[j]).endswith(_OBJECT_SUFFIXES) or words[j][:1] in _BY_AND_TO:
        return False  # a verbal noun glued to a preposition ("بتذكار القديسين X") has no subject after it
    k = j + 1
    while k < len(words) and words[k] in FOLDED_TITLE_WORDS:
        k += 1
    if k >= len(words) or unglued(words[k]) not in asked.others or not _person(words[k]):
        return False
    start = next((m + 1 for m in range(j - 1, -1, -1) if words[m] == _CLAUSE_END), 0)
    return not any(_titled(w, words) for w in words[start:j])


def _cognate_object(words: list[str], j: int, deeds: list[int]) -> bool:
    """Is the deed's word at j the verbal noun a verb of the deed just before it takes as its object ("وضربوه ضربا
    شديدا", "فعذبوه عذابا أليما")? It tells that verb's deed again, whose doer is read at the verb: read alone it made "they
    beat him a hard beating" name a doer (DEEDSLOT79)."""
    return j - 1 in deeds and not words[j].startswith(tuple(GLUED_CONJUNCTIONS))


def _without_the_owner(told_by: tuple[tuple[str, ...], ...], titles: Sequence[str]) -> list[tuple[str, ...]]:
    """The object's phrases but the cited record's subject named as whose the thing is: a word of its title after a glued
    لـ ("لشيرين" of "شيرين عبد الوهاب"), and the words of its title right after it ("لعمرو دياب"). Her record names her
    everywhere: with a thing of hers ("ألبوم جرح تاني") it tells no deed done to it, no producing in "من الذي أنتج ألبوم
    جرح تاني لشيرين" (DEEDUNSAID72, fq51-102), as the event's words of a slot are not the record's title's
    (`asked_stated.states_asked`)."""
    titled = {word for title in titles for word in fold(title).split() if len(word) > 2}
    kept: list[tuple[str, ...]] = []
    owner = False
    for phrase in told_by:
        owner = any(w.startswith(_OF) and w[len(_OF) :] in titled for w in phrase) or owner and all(w in titled for w in phrase)
        if not owner:
            kept.append(phrase)
    return kept


_OF = "ل"  # "لشيرين": the record's subject whose thing it is


def _things_said(phrase: tuple[str, ...], words: list[str]) -> int:
    """How many things of the object's `phrase` the sentence says: its words said side by side, anywhere, are one (a
    name said whole, "صلاح الدين الأيوبي", twice or not); its words said apart are as many ("واينولف درينغوت الذي
    حصل على مقاطعة أفيرسا": the man and the county, for "منح واينولف درينغوت مقاطعة أفيرسا")."""
    said = [next((t for t in phrase if len(t) > 2 and same_word(w, t)), "") for w in words]
    group = {t: t for t in said if t}
    def root(t: str) -> str:
        while group[t] != t:
            t = group[t]
        return t
    for before, after in zip(said, said[1:], strict=False):
        if before and after:
            group[root(after)] = root(before)
    return len({root(t) for t in group})


def _clause_words(sentence: str) -> list[str]:
    """The sentence's folded words with `_CLAUSE_END` between its clauses (folding drops the marks): a hand or a source
    is read in the verb's own clause ("وتعلم الطب. ثم تعمد على يد الأسقف": the hand is the baptism's)."""
    words: list[str] = []
    for clause in _MARKS.split(strip_markers(sentence)[:_MAX_CHARS]):
        words += [*fold(clause).split(), _CLAUSE_END]
    return words


def _person(word: str, governed: bool = False) -> bool:
    """A word that names or titles a person: a title, an office, or a name's shape (no article, no verb; a name
    governed by a preposition may have a verb's shape, "من يوسف", but no possessor's pronoun: "من أترابه" is of his
    peers; a kin with it is an office: "عن أبيه")."""
    bare = unglued(word)
    return (
        word in FOLDED_TITLE_WORDS or bare in FOLDED_TITLE_WORDS or office(bare) is not None
        or (
            may_be_name(bare) and not bare.startswith("ال") and bare not in STOPWORDS and not bare.isdigit()
            and (governed or not verbal(bare)) and not (governed and bare.endswith(THIRD_PERSON_PRONOUNS))
        )
    )


def _by_hand_or_means(words: list[str], j: int) -> bool:
    """A hand or a means after the verb in its clause ("على يد X", "على يديه", "بيد X", "بواسطة قوم"): read up to a
    mark or the next verb glued to و/ف (its own deed)."""
    for k in range(j - 1, max(-1, j - 1 - 2 * _REACH), -1):
        if words[k].startswith("ب") and words[k][1:] in HAND:
            return True  # "بيد سلوانس … كتبت": the hand said first
    for k in range(j + 1, min(len(words), j + 1 + 2 * _REACH)):
        word = words[k]
        if word == _CLAUSE_END or word in _NEXT_DEED or ((bare := unglued(word, 3)) != word and verbal(bare) > 0):
            return False
        if word in _MEANS or (word.removeprefix("ب").startswith(tuple(HAND)) and (word.startswith("ب") or words[k - 1] in _BY)):
            return True
        if word == _BEFORE and words[k - 1] == "من" and k + 1 < len(words) and _person(words[k + 1].removeprefix("ال")):
            return True  # "من قبل مجموعة من عمال", "من قبل هرقل الملك"; not "من قبل الصليب" (before it)
    return False


def _told_as_verb(words: list[str], j: int) -> bool:
    """The deed's word at j is a verb ("وتعلم", "تتلمذ", "وتعمد"), not a participle, or a noun governed by the verb
    right before it ("نال المعمودية"). Else it is a noun or an adjective of the deed's root or object ("للفكر العالمي"
    for "اتعلم", "شاعر عربي" for "اتعلم العربي"), which tells no deed received (FQ45LEFT66)."""
    def verb(word: str) -> bool:
        bare = unglued(word)  # "وأخذ" is أخذ's, not a participle's فاعل ("وكاتب" is)
        return _verb_like(word) and not (len(bare) == 4 and bare[1] == "ا")

    return verb(words[j]) or (j > 0 and verb(words[j - 1]) and not words[j - 1].startswith("ال"))


def _source_after(words: list[str], j: int, by_verb: bool = True) -> bool:
    """A source bound to the verb at j: right after it a glued لـ + a person or a preposition with a pronoun
    ("لبولس", "له", "عليه"); within reach "من/عند + person", "منه", or a hand ("على يده"). After a noun
    (`by_verb` False) only a hand or a means is a source: there "من" is partitive or an origin ("شاعر عربي لبناني من
    أدباء المهجر", "للفكر العالمي من أشهرها", "مؤرخ من شمال أفريقيا"), "له" a possession."""
    if _by_hand_or_means(words, j):
        return True
    if not by_verb:
        return False
    following = list(takewhile(lambda w: w != _CLAUSE_END and w not in _NEXT_DEED, words[j + 1 : j + 1 + _REACH]))
    if following and (following[0] in _SOURCE_WITH_PRONOUN or following[0].startswith("ل") and _person(following[0][1:])):
        return True
    for k, word in enumerate(following):
        if word in _SOURCE_WITH_PRONOUN and not word.startswith(("ل", "علي")):
            return True  # "تعمد منه", "يتعلم منه", "عنده"
        if word in _SOURCE_SAID and any(_person(w, governed=True) for w in following[k + 1 : k + 3]):
            return True  # "من سلبسطرس", "من يوحنا", "عند القس", "من الحكيم يوسف"
    return False


def _doer_with(words: list[str], j: int) -> bool:
    """A doer bound to the verb at j: a hand or a means after it ("بواسطة قوم مؤمنين"); else the verb not read as its
    passive (bare, before a preposition, an indefinite rank or its clause's end: "ودفن في قبر الكهنة", "ورسم أسقفا
    على نقيوس") unless a titled person stands before it in its clause ("فأتى القديس ودفنه"). Its doer said, or its
    pronoun ("وبنى لهما هيكلا": the record's subject), answers."""
    if _by_hand_or_means(words, j):
        return True
    if _spelled_passive(words[j]):
        return _agent_after(words, j)
    if _passive_told(words, j):
        return False  # "أنفاق … تم حفرها", "وبنيت له كنيسة", "اتبنت الكنيسة": the deed befell its object, no doer said
    start = next((k + 1 for k in range(j - 1, -1, -1) if words[k] == _CLAUSE_END), 0)
    if _passive_shaped(words, j) and not any(_titled(w, words) for w in words[start:j]):
        return False  # "وتنيح بسلام ودفن في ديره"; not "فأتى القديس وصلى على سارة": its doer stands before it
    if unglued(words[j]).endswith(_PLURAL_DOER) and not any(_many(w) for w in words[:j]):
        return False  # "فاختاروه لكرسي رومية": "they", whom the sentence never names (DOERSAID74)
    return True  # its doer said or its pronoun ("وبنى لهما هيكلا": the record's subject built it)


def _many(word: str) -> bool:
    """A word that names several people, who may be a plural verb's doers: the plural of an office or a kin ("الكهنة",
    "تلاميذه", "الأساقفة", "الرهبان"; not its accusative singular "أسقفا") or an articled sound plural ("المؤمنين",
    "المتقدمين"). A singular ("القديس", "البابا") is the one the deed befell as often ("كان هذا القديس رجلا فاضلا
    فاختاروه"), never "they"."""
    bare = unglued(word).removeprefix("ال")
    stem = next(
        (bare[: -len(p)] for p in THIRD_PERSON_PRONOUNS if bare.endswith(p) and len(bare) - len(p) >= 3 and office(bare[: -len(p)])),
        bare,
    )
    found = office(stem)
    if found and found != stem and not (stem.endswith("ا") and office(stem[:-1]) == found):
        return True
    if bare.startswith(_PEOPLE_OF) or names_people(bare):
        return True  # "فلما علم أهلها بذلك أهانوه وضربوه", "فأمسكه الجنود وجلدوه": a company (DEEDSLOT79)
    return word.startswith(("ال", "وال")) and len(bare) >= 5 and bare.endswith(_SOUND_PLURALS) and not _verb_like(bare)


_SOUND_PLURALS = ("ون", "ين")
_PEOPLE_OF = "اهل"  # "أهلها", "أهل المدينة": the folk of a place or a house


def _titled(word: str, words: list[str]) -> bool:
    """A person by a title, an office or a kin word, or a name the sentence writes after a title."""
    bare = unglued(word)
    return word in FOLDED_TITLE_WORDS or bare in FOLDED_TITLE_WORDS or office(bare) is not None or word in titled_names(" ".join(words))


def _passive_told(words: list[str], j: int) -> bool:
    """The deed at j told in a passive's form that no reading makes active (its doer then comes only by a hand or a
    means, `_by_hand_or_means`): after the impersonal تم/يتم ("تم بناء جسر", "تم حفرها"); the Egyptian ات- passive
    ("اتبنت الكنيسة"); or a perfect ending in ت (its feminine, passive or first person: "وبنيت له كنيسة", "وقد شيدت
    في مدة رئاسة هذا البابا كنائس") before no person said as its subject ("رسمت الملكة", "شيدتها الملكة هيلانة" keep
    their doer; an object's pronoun is an active verb's)."""
    bare = unglued(words[j])
    if j > 0 and words[j - 1] in IMPERSONAL:
        return True
    if bare.startswith("ات") and len(bare) > 4:
        return True
    if not bare.endswith("ت") or len(bare) < 4 or not _verb_like(bare[:-1]):
        return False
    following = words[j + 1] if j + 1 < len(words) else _CLAUSE_END
    return following == _CLAUSE_END or not _titled(following, words)


def _spelled_passive(word: str) -> bool:
    """A passive by its spelling, which no reading makes active: the hamza on the kasra's ي seat ("أنشئ عام 1905"; the
    active writes أنشأ: `text.forms.seat_as_alif`), a hollow root's ي ("اختير أسقفا": `slot_words.hollow_passive`).
    Its doer is said only after من (`_agent_after`; DOERSAID74)."""
    bare = unglued(word)
    return seat_as_alif(bare) != bare or hollow_passive(bare)


def _agent_after(words: list[str], j: int) -> bool:
    """A passive's doer after من in its clause ("اختير هذا القديس من شعب المدينة", "من المتقدمين والوزراء"): a person's
    word or several people's (`_person`, `_many`), read up to a mark or another deed."""
    for k in range(j + 1, min(len(words) - 1, j + 1 + 2 * _REACH)):
        if words[k] == _CLAUSE_END or words[k] in _NEXT_DEED:
            return False
        if words[k] == "من" and (_person(words[k + 1], governed=True) or _many(words[k + 1])):
            return True
    return False


def _passive_shaped(words: list[str], j: int) -> bool:
    """A bare verb (no object's pronoun, no plural ending) before a preposition, a glued بـ/لـ, an indefinite rank, an
    adverb of how long (`HOW_LONG`), a conjunction or its clause's end: read as its passive ("ودفن في", "ودفن بدير",
    "رسم قسا", "ورسم أسقفا", "واضطهد زمانا طويلا")."""
    bare = unglued(words[j])
    if bare.endswith(_PLURAL_DOER) or (bare.endswith(THIRD_PERSON_PRONOUNS) and len(bare) > 3):
        return False
    if bare[:1] in _IMPERFECT or bare.startswith("ب"):
        return False  # "يبدأ من سنة": an imperfect, intransitive as often; its passive is not read by its shape
    following = words[j + 1] if j + 1 < len(words) else _CLAUSE_END
    return (
        following == _CLAUSE_END or following in _PREPOSITIONS or following in _NEXT_DEED or following == "و"
        or (following[:1] == "ب" and following[1:].startswith("ال")) or rank_of(following) != "" and following.endswith("ا")
        or following in HOW_LONG
    )


def deed_person_problem(question: str, sentences: list[str], titles: Sequence[str] = ()) -> str | None:
    """"deed person <verb>" when the question asks a deed's person and no sentence says it, else None (`titles`: the
    cited records' titles)."""
    asked = asked_deed_person(question)
    if asked is None or any(deed_person_said(asked, s, titles) for s in sentences):
        return None
    return f"deed person {asked.verb}"

