"""What a question takes for granted, checked against the records that answer it, as an answer's
claims are: a question is answered only when its own assertions hold there.

- A named doer ("دقلديانوس قطع راس ابو سيفين", "لماذا عذب دقلديانوس القديس …", "الملك داكيوس أمر
  بقطع رأس …") is an assertion: the emperor, governor or king the question makes the doer must be
  named by a cited record, and so must every other person the question names beside him. A record
  that names another ruler (Decius for Abu Sefein) or another martyr of the same ruler (St George
  for Abu Sefein) does not bear it (`PREMISE_UNSUPPORTED`).
- A deed the answer gives the subject's kin: the answer names the question's person only as the
  one a kin word is in construct with ("أحضر مرقس والد القديسة دميانة وأمره أن يسجد للأوثان" for
  "ليه القديسة دميانة سجدت للأوثان"): the deed is the father's, the question's premise is not stated.
- A person asked by a role in another's time ("البابا اللي كان ايام الانبا برسوم مين", "من كان
  الملك في عهد X"): answered only by a sentence naming a holder of that role, its office word beside
  a name ("البابا ديمتريوس", "داكيوس الملك"); a record that names none does not answer
  (`asked_not_stated: role`).

- A group the question names by its number ("الأربعمائة شهيد", "العذارى الستين", "صام الاربعمية يوم"): a cited
  record that states no such number tells of another group (`answer/numbered_group.py`, `PREMISE_UNSUPPORTED`).
- A relation the question takes as given of its person, a relation word in construct with a name
  ("تيطس تلميذ بولس", "يوحنا ابن زبدي", "أغناطيوس بطرك أنطاكية", Franco "telmeez", "osqof" read as
  these): when the cited records write that relation only with another name in its place ("تلميذ
  القديس بولس" for "تلميذ بطرس", "أسقف كريت" for "أسقف القسطنطينية"), the premise is false and any
  answer, even a true year, publishes it (`PREMISE_UNSUPPORTED`). Records that never write the
  relation leave it unsaid, not contradicted: answered (PREMISE50).

Names are compared in every spelling the name reading knows (`text.reading.name_variants`,
`retrieval.names.name_matches`), with a glued particle or the article taken off ("بابي السيفين"
names سيفين), never by exact string equality alone.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from dalil.answer.asked_reading import asks_why, kunya_names
from dalil.answer.asked_stated import ASKED_NOT_STATED
from dalil.answer.letter_writer import asked_writer_of, book_code, told_of_writer
from dalil.answer.numbered_group import group_unstated
from dalil.answer.slot_fillers import same_word
from dalil.answer.slot_reading import reads_as_verb
from dalil.answer.slot_stated import HAND
from dalil.answer.slot_words import content_word, is_question_word
from dalil.models import Evidence
from dalil.reasons import PREMISE_UNSUPPORTED  # the stable code: "premise_unsupported: <name>"
from dalil.retrieval.names import FOLDED_TITLE_WORDS, name_matches, question_names
from dalil.text.assertions import PLACE_NOUNS, PLACE_TITLES
from dalil.text.bible_books import WRITERS
from dalil.text.coptic_calendar import ARABIC_MONTH_WORDS, month_number
from dalil.text.egyptian_morphology import verb_forms
from dalil.text.glued import GLUED_CONJUNCTIONS, without_particles
from dalil.text.life_events import DEATH_WORDS
from dalil.text.normalize import fold, folded_words
from dalil.text.offices import KIN, OFFICES, office
from dalil.text.question_frame import REQUESTS
from dalil.text.question_words import HOW_MANY, WHICH, WHO, asking_word, msa
from dalil.text.reading import name_variants
from dalil.text.stem import STOPWORDS
from dalil.text.support import HONORIFICS, answer_sentences, proper_names, strip_markers
from dalil.text.weekdays import WEEKDAYS

# Offices of those who act on others (rule, judge, order): a name beside one is a doer's.
_RULERS = frozenset({"ملك", "امبراطور", "قيصر", "والي", "حاكم", "امير", "وزير", "قائد", "قاضي"})
# Offices a person is asked by in another's time, each with the offices that name the same role
# ("البابا" of Alexandria is its "البطريرك"; a king is an emperor or a Caesar).
_ROLE_GROUPS: tuple[frozenset[str], ...] = (
    frozenset({"بابا", "بطريرك"}), frozenset({"ملك", "امبراطور", "قيصر"}),
    frozenset({"والي", "حاكم", "امير"}), frozenset({"اسقف", "مطران"}),
)
# Words that place one person in another's time ("ايام X", "في عهد X", "في زمانه").
_TIME_OF = folded_words("ايام ايامه ايامها عهد عهده عهدها زمن زمنه زمان زمانه زمانها وقت عصر عصره ايامهم")
_HAND = HAND  # `slot_stated.HAND`: one table of the hand words
# A verb's plural ending and a noun's "his/her" ending ("وصلوا", "رسالته"): no name ends so.
_NOT_NAME_ENDINGS = ("وا", "ته", "تها")
# A hamza on its seat is written or left off in names ("جاؤرجيوس", "جاورجيوس"): compared on the seat.
_HAMZA_SEATS = str.maketrans({"ؤ": "و", "ئ": "ي"})
_OPENING_ASKS = folded_words("لماذا كيف متي اين")  # msa() reads "ليه", "ازاي", "امتى", "فين" as these
_VERB_REACH = 3  # words after a doer its verb stands in: an epithet with the article, a question word
# Kin words in construct ("والد القديسة دميانة": her father): the person after them is the one the
# kin belongs to, not the one the sentence tells of. With a pronoun ("أبوه القديس X") the name is
# the kin himself: not here. Written forms, the ة kept (folding makes "والدة" "والده", his father).
# A place of two words is named by its head in construct ("بيت لحم", "جبل الزيتون", "بحر الجليل", "نهر
# الأردن", "بركة سلوام"): the place titles the corpus's name reading already has (`assertions.PLACE_TITLES`:
# مدينة، قرية، بلدة، جبل، دير، نهر، جزيرة) and the heads of the Gospels' two-word places (بيت، بحر، بحيرة، بركة،
# وادي). The second word alone is no name ("لحم", "الجليل"); the two together name one place.
_PLACE_HEADS = frozenset(form for title in PLACE_TITLES for form in without_particles(title)) | folded_words(
    "بيت بحر بحيره بركه وادي"
)
_PLACE_REACH = 4  # words after a place head its name stands in ("مدينة من الجليل اسمها ناصرة")
_KIN_IN_CONSTRUCT = frozenset(
    "والد والدة أب أبو أبي أم ابن ابنة بنت أخ أخو أخي أخت زوج زوجة عم عمة خال خالة جد جدة".split()
)


# Relations a person holds toward one other only, written as a relation word in construct with that one's name
# (`offices.office` keys): a disciple's teacher, a son's or daughter's father, a bishop's, metropolitan's or
# patriarch's see. Keys in one group name one relation (a bishop's see is a metropolitan's). Not a brother, a
# father's "أبو" (mostly a title in the corpus: "أبو مقار") nor "أم" (also "or").
_ONE_OF_RELATIONS: tuple[frozenset[str], ...] = (
    frozenset({"تلميذ"}), frozenset({"ابن", "بنت"}), frozenset({"اسقف", "مطران"}), frozenset({"بطريرك"}),
)  # not "بابا": before a name it is his title ("بابا كيرلس"), not a see
_SEES = frozenset({"اسقف", "مطران", "بطريرك"})  # the one after them is a see: a city, with the article too
_RELATION_SUBJECT_REACH = 3  # words before the relation word its person is named in ("تيطس الرسول تلميذ")
# Prepositions a relation word takes its one by ("بطريركا على إنطاكية", "تلميذ عند الأنبا أنطونيوس"), skipped
# as a title is; not after a son's word ("ابن علي": a name).
_RELATION_LINKS = folded_words("على عند")
# The same relation written from the other side or by a verb, its one within `_RELATION_SUBJECT_REACH` words
# after: a son's father ("اسم أبيه ابيفانيوس", "والده زبدي"), a disciple's teacher ("معلمه بولس", "تتلمذ
# ليوحنا"), a see's chair ("كرسي أنطاكية"). The record then writes the question's one in that relation.
_CONVERSE_KEYS = {"ابن": frozenset({"اب", "والد"}), "تلميذ": frozenset({"معلم"})}
_CONVERSE_STEMS = {"تلميذ": ("تتلمذ", "تلمذ"), "اسقف": ("كرسي",), "بطريرك": ("كرسي",)}


def premise_problem(
    question: str, answer: str, cited: Sequence[Evidence], evidence: Sequence[Evidence] = (),
    known_names: Collection[str] = frozenset(), common_words: Collection[str] = frozenset(),
) -> str | None:
    """`premise_unsupported: <name>` when the question names a doer and a person it names (the doer
    or another) is named by no cited record, or when the answer names the question's person only
    as the one a kin belongs to; `asked_not_stated: role` when a person asked by a role in another's
    time is named by no sentence beside that role's office. None otherwise. `known_names`: the words
    the corpus writes as names (`validate.corpus_names_of`); a doer read by his place alone (opening
    the question, before an office) must be one of them, and none is read so without them."""
    if not cited:
        return None
    words = fold(strip_markers(question)).split()
    record = record_words(cited, evidence, question)
    # a group named by its number ("الأربعمائة شهيد") is another group in a record of another number (NUMGROUP67)
    if (group := group_unstated(question, words, record)) is not None:
        return f"{PREMISE_UNSUPPORTED}: {group}"
    if doers(words, known_names) or by_whose_hand(words):
        missing = next((name for name in _named_persons(question, words, known_names) if not _names(record, name)), None)
        if missing is not None:
            return f"{PREMISE_UNSUPPORTED}: {missing}"
        deed = _deed_unsaid(question, words, record, known_names)
        if deed is not None:
            return f"{PREMISE_UNSUPPORTED}: {deed}"
    read = answer_sentences(answer)
    sentences = [sentence.text for sentence in read]
    # a letter's writer is its own: "بطرس كتب رسالته الأولى" is borne by 1 Peter, whose verses say "I"
    writers = [word for item in cited for word in fold(WRITERS.get(book_code(item.chunk_id), "")).split()]
    if (stated := _stated_unsupported(words, record, writers, sentences, known_names, common_words)) is not None:
        return f"{PREMISE_UNSUPPORTED}: {stated}"
    ids = {item.evidence_id: item.chunk_id for item in cited}
    # every sentence tells the asked verb as the letter's writer's own deed, not the doer's (LOST42)
    told = [_writer_deed(question, s.text, [ids.get(i, "") for i in s.ids]) for s in read]
    if told and all(told):
        return f"{PREMISE_UNSUPPORTED}: {told[0]}"
    if (kin := _told_of_kin(question, words, sentences)) is not None:
        return f"{PREMISE_UNSUPPORTED}: {kin}"
    role = role_by_time(words)
    if role is not None and not any(_names_holder(sentence, role, known_names) for sentence in sentences):
        return f"{ASKED_NOT_STATED}: role"
    return None


def _stated_unsupported(
    words: list[str], record: list[str], writers: list[str], sentences: list[str],
    known_names: Collection[str], common_words: Collection[str],
) -> str | None:
    """What the question states that the cited records do not bear: a name they never name while the answer names
    another (PREMISE47), a place of two words they never write while the answer puts another place in its role
    (PREMISE48), a relation they write only with another name in its place (PREMISE50). None when all hold."""
    unstated = unstated_name(words, [*record, *writers], known_names, common_words)
    if unstated is not None and _names_another(words, sentences, known_names, common_words):
        return unstated
    place = unstated_place(words, record, known_names)
    if place is not None and _another_place(words, sentences, known_names):
        return place
    return relation_contradicted(words, record, known_names, common_words)


def stated_names(words: list[str], known_names: Collection[str], common_words: Collection[str] = frozenset()) -> list[str]:
    """Every entity the question names by a word the corpus writes as a name (`known_names`), wherever it
    stands — its time clause ("لما مرقس كتب …"), its relative clause ("اللي اتولد في أخميم"), the doer
    of the asked deed, a ruler or a patriarch by whose order ("بأمر يوليانوس"), a town on the way ("من
    أورشليم لدمشق"). A glued particle or preposition is taken off ("واندراوس", "لدمشق"); a word one of
    whose bare forms is a title, an office or a common noun ("للأنبا", "وقرية") names nobody, nor does a
    word read as a verb by its shape, with a plural or pronoun ending ("وصلوا", "رسالته") or a common
    noun's nisba ("عسكري"). None is the asked slot: a question word asks it."""
    found: list[str] = []
    for word in words:
        forms = sorted(without_particles(word), key=len)
        if any(_names_nobody(form, common_words) for form in forms):
            continue
        name = next((form for form in forms if form in known_names and _bare_name(form)), None)
        if name is not None:
            found.append(name)
    return list(dict.fromkeys(found))


def unstated_name(
    words: list[str], record: list[str], known_names: Collection[str], common_words: Collection[str] = frozenset()
) -> str | None:
    """The first entity the question names (`stated_names`) that the cited records name nowhere, in
    any spelling the name reading knows: the question states what its sources do not (Mark as the
    writer of Revelation, Andrew on the mount, Julian for Diocletian). None when each is named."""
    return next((name for name in stated_names(words, known_names, common_words) if not _names(record, name)), None)


def stated_places(
    words: list[str], known_names: Collection[str] = frozenset(), article: bool = False
) -> list[tuple[str, str]]:
    """Every place of two words the question states: a place head in construct (`_PLACE_HEADS`, no article, a
    glued particle or preposition off: "لبيت", "ببحر") and the word after it ("بيت لحم", "جبل الزيتون",
    "بحر الجليل"), as (head, second word). Not when the second word names by itself (a name the corpus
    writes as one, bare, is `stated_names`' own: "بيت داود"; "الجليل" with the article is not), nor when
    it is a title, an office, a kin ("بيت ابوه"), a question or function word, a number, or a "his/her"
    noun: then the head is a house, a sea, a mount of someone, not a place's name. A head after a question
    word is the place asked ("في أي مدينة ولد", "بأي مدينة", "كام مدينة"), none stated. An epithet is a
    place's own word here ("بحر الجليل": الجليل is no "glorious"). With `article`, a head with the
    article and its adjective too ("البحر الأحمر"): read in an answer, where it tells another place,
    never in a question."""
    found: list[tuple[str, str]] = []
    for at, (head, second) in enumerate(zip(words, words[1:], strict=False)):
        forms = without_particles(head)
        if (not article and any(form.startswith("ال") for form in forms)) or not any(form in _PLACE_HEADS for form in forms):
            continue
        if at and any(form in WHICH or form in HOW_MANY for form in without_particles(words[at - 1], 2)):
            continue  # "في أي مدينة ولد", "في انهي جزيرة": the place asked, not stated
        bare = second.removeprefix("ال")
        if (
            len(bare) < 3 or (second in known_names and not second.startswith("ال")) or second in STOPWORDS or bare in STOPWORDS
            or is_question_word(second) or not content_word(second) or second in HONORIFICS or office(second) is not None
            or second.isdigit() or second.endswith(_NOT_NAME_ENDINGS) or _date_word(bare)
        ):
            continue
        found.append((next(form for form in forms if form in _PLACE_HEADS), second))
    return list(dict.fromkeys(found))


def unstated_place(
    words: list[str], record: list[str], known_names: Collection[str] = frozenset(), article: bool = False
) -> str | None:
    """The first place of two words the question states (`stated_places`) that the cited records never write
    as those two words in a row (a glued particle or the article off either): "بيت لحم" is not stated by a
    record that says "بيت داود" and "لحم" apart. None when each is stated."""
    heads = [without_particles(word) for word in record]
    seconds = [{form.removeprefix("ال") for form in forms} for forms in heads]
    for head, second in stated_places(words, known_names, article):
        bare = second.removeprefix("ال")
        if not any(head in heads[i] and bare in seconds[i + 1] for i in range(len(record) - 1)):
            return f"{head} {second}"
    return None


def relation_key(word: str) -> frozenset[str] | None:
    """The group of `_ONE_OF_RELATIONS` a word names (a glued particle off: "وتلميذ", "بطرك", "تلميذا"), or None.
    With the article it names no one's ("التلميذ الذي …")."""
    forms = without_particles(word)
    if any(form.startswith("ال") for form in forms):
        return None  # "التلميذ", "والبابا": the article is on it
    return next((group for form in forms for group in _ONE_OF_RELATIONS if office(form) in group), None)


def relation_pairs(words: list[str]) -> list[tuple[int, frozenset[str], str]]:
    """(position, relation group, the word in construct after it) for each relation word of `_ONE_OF_RELATIONS`:
    "تلميذ بولس", "تلميذ القديس بولس", "تلميذا للقديس يوحنا", "بطريرك مدينة إنطاكية", "من تلاميذ بطرس" (a
    title, an honorific or a place noun between them skipped)."""
    found: list[tuple[int, frozenset[str], str]] = []
    for at, word in enumerate(words):
        group = relation_key(word)
        if group is None:
            continue
        after = at + 1
        while after < len(words) and after < at + 3 and any(
            _titled_word(form) or form in PLACE_NOUNS or (form in _RELATION_LINKS and "ابن" not in group)
            for form in without_particles(words[after])
        ):
            after += 1
        if after < len(words):
            found.append((at, group, words[after]))
    return found


def _relation_name(word: str, group: frozenset[str], known_names: Collection[str], common_words: Collection[str]) -> str | None:
    """The name a word after a relation word gives ("بولس", "للقديس" no; "لبولس": بولس), a form the corpus writes as a
    name; after a see's office also a city the corpus writes with the article ("القسطنطينية": `known_names` has the
    bare names only)."""
    for form in sorted(without_particles(word), key=len):
        # in construct after a relation word a noun stands, never a verb: a name of a verb's shape counts ("كريت")
        if form in known_names and not _names_nobody(form, common_words) and _noun_name(form):
            return form
    if group & _SEES and word.startswith("ال"):
        bare = word.removeprefix("ال")
        if len(bare) >= 4 and content_word(bare) and not _titled_word(bare) and bare not in PLACE_NOUNS and bare not in STOPWORDS:
            return word
    return None


def _noun_name(word: str) -> bool:
    """`_bare_name` but for the verb's shape: a word that can only be a name where a noun stands."""
    return (
        len(word) >= 3 and content_word(word) and not word.startswith("ال") and word not in STOPWORDS
        and not asking_word(word) and not _titled_word(word) and word not in DEATH_WORDS and not word.isdigit()
    )


def _held_otherwise(record: list[str], group: frozenset[str], name: str) -> bool:
    """Does the record write the question's one in the relation from its other side or by its verb
    (`_CONVERSE_KEYS`, `_CONVERSE_STEMS`), within `_RELATION_SUBJECT_REACH` words after?"""
    keys = frozenset().union(*(_CONVERSE_KEYS.get(key, frozenset()) for key in group))
    stems = tuple(stem for key in group for stem in _CONVERSE_STEMS.get(key, ()))
    bare = name.removeprefix("ال")
    for at, word in enumerate(record):
        forms = without_particles(word)
        if any(office(form) in keys or form.startswith(stems) for form in forms):  # no stems: startswith(()) is False
            near = record[at + 1 : at + 1 + _RELATION_SUBJECT_REACH]
            if _names(near, name) or _names(near, bare):
                return True
    return False


def relation_contradicted(
    words: list[str], record: list[str], known_names: Collection[str], common_words: Collection[str] = frozenset()
) -> str | None:
    """The relation the question takes as given of a person it names ("تيطس تلميذ بطرس", "يوحنا ابن يعقوب",
    "أغناطيوس بطرك روما": a relation word of `_ONE_OF_RELATIONS` in construct with a name, a name among the
    `_RELATION_SUBJECT_REACH` words before it, no question word between) when the cited records write that relation
    only with other names ("تلميذ القديس بولس", "ابن زبدي"), never with the question's in any spelling: "<relation>
    <name>". None when a record writes it with the question's name, or writes it with no name (unsaid: answered)."""
    theirs = [(group, word) for _, group, word in relation_pairs(record)]
    for at, group, word in relation_pairs(words):
        name = _relation_name(word, group, known_names, common_words)
        before = words[max(0, at - _RELATION_SUBJECT_REACH) : at]
        if name is None or not any(_relation_name(w, frozenset(), known_names, common_words) for w in before):
            continue
        if any(is_question_word(w) or msa(w) in WHO for w in before):
            continue  # "مين تلميذ بولس": the one asked, no premise of him
        others = [w for g, w in theirs if g == group]
        if any(_names([w], name) or _names([w], name.removeprefix("ال")) for w in others) or _held_otherwise(record, group, name):
            continue
        if any(_relation_name(w, group, known_names, common_words) for w in others):
            return f"{min(group)} {name}"
    return None


def _names_another(words: list[str], sentences: list[str], known_names: Collection[str], common_words: Collection[str]) -> bool:
    """Does the answer name an entity the question does not (`stated_names` of its sentences against the
    question's)? Then the evidence states another one where the question states its own: John for Mark,
    James for Andrew. An answer that names none only leaves the question's name unsaid, and is kept
    (measured: declining it as well lost right answers and gained no decline, benchmarks/trust/RESULTS.md
    "PREMISE47")."""
    asked = stated_names(words, known_names, common_words)
    told = stated_names(fold(strip_markers(" ".join(sentences))).split(), known_names, common_words)
    return any(not any(_names([name], own) for own in asked) for name in told)


def _another_place(words: list[str], sentences: list[str], known_names: Collection[str]) -> bool:
    """Does the answer put another place where the question states a place of two words — the place's
    role, not any name: a place of two words it states and the question does not, definite or named (its
    second word with the article or a corpus name: "جبل الزيتون" for "جبل الكرمل", "البحر الأحمر"), or
    a corpus name the question does not say within `_PLACE_REACH` words after a place head ("إلى مدينة من
    الجليل اسمها ناصرة" for "في بيت لحم"). An indefinite mount ("جبل عال") or a person the answer names
    elsewhere (Moses and Elijah for "جبل التجلي") is no other place."""
    said = fold(strip_markers(" ".join(sentences))).split()
    for head, second in stated_places(said, frozenset(), article=True):
        named = second.startswith("ال") or (second in known_names and _bare_name(second))  # "جبل عال": no name
        if named and unstated_place([head, second], words) is not None:
            return True
    for at, word in enumerate(said):
        if any(form in _PLACE_HEADS for form in without_particles(word)):
            near = said[at + 1 : at + 1 + _PLACE_REACH]
            if any(w in known_names and _bare_name(w) and not _names(words, w) for w in near):
                return True
    return False


def _writer_deed(question: str, sentence: str, chunk_ids: list[str]) -> str:
    """The question's verb when the sentence tells it only as its letter's writer's own deed in another role
    (`letter_writer.told_of_writer`), in every chunk it cites; else ""."""
    deeds = [told_of_writer(question, sentence, chunk_id) for chunk_id in chunk_ids]
    return deeds[0] if deeds and all(deeds) else ""


def doers(words: list[str], known_names: Collection[str] = frozenset()) -> list[str]:
    """The names the question makes doers: beside a ruler's office ("الملك داكيوس", "دقلديانوس الملك",
    "الوالي أريانوس"), opening the question before its verb, an epithet with the article between them
    or why/how/when/where before ("دقلديانوس قطع …", "يوليانوس الكافر قبض …", "ليه نيرون قتل …"), or
    right after the verb such a question word opens with ("لماذا عذب دقلديانوس القديس …"). Where only
    its place says a word is a name (all but after an office with the article), it must be one of
    `known_names`; after the office too when they are known."""
    found: list[str] = []
    for i, word in enumerate(words):
        if office(word) in _RULERS:
            after = words[i + 1] if i + 1 < len(words) else ""
            if word.startswith("ال") and _bare_name(after) and (not known_names or after in known_names):
                found.append(after)  # "الملك داكيوس" ("ملك رومية": a see, not a name)
            if i and words[i - 1] in known_names and _bare_name(words[i - 1]):
                found.append(words[i - 1])  # "دقلديانوس الملك" ("رجالة الملك": a noun in construct)
    # after "why, how, when, where" only: "كم يوما كان …", "ما معنى اسم …" ask of the noun after them
    start = 1 if words and msa(words[0]) in _OPENING_ASKS else 0
    if start < len(words) and words[start] in known_names and _bare_name(words[start]):
        verb = _verb_after(words, start)
        if verb is not None and _deed_verb(words[verb]):
            found.append(words[start])
    if start and start + 2 < len(words) and _deed_verb(words[start]) and words[start + 1] in known_names and _bare_name(words[start + 1]):
        if words[start + 2] in FOLDED_TITLE_WORDS or words[start + 2] in HONORIFICS:
            found.append(words[start + 1])  # "لماذا عذب دقلديانوس القديس …": the doer, then the one done to
    return list(dict.fromkeys(found))


def _verb_after(words: list[str], at: int) -> int | None:
    """Where the verb after a doer at `at` stands: the first word after it, past an epithet with the article
    ("يوليانوس الكافر قبض …") and a question word ("نيرون ليه قتل …": the why stands between the doer and his deed,
    never a deed itself, NAMEREAD76); None past `_VERB_REACH` words."""
    for j in range(at + 1, min(at + 1 + _VERB_REACH, len(words))):
        if not words[j].startswith("ال") and not asking_word(words[j]):
            return j
    return None


def _deed_unsaid(question: str, words: list[str], record: list[str], known_names: Collection[str]) -> str | None:
    """For a why-question with a named doer ("الملك دقلديانوس قطع راس الملكه الكسندره ليه"): the deed,
    the verb right after the doer, when the cited record never says it (its stem, root or synonym):
    the reason asked is of a deed the record does not tell (she was tortured and died in prison, not
    beheaded: fq14-109). The record's own deed then answers no "why" of it."""
    if not asks_why(question):
        return None
    for doer in doers(words, known_names):
        after = _verb_after(words, words.index(doer))
        verb = words[after] if after is not None else ""
        forms = {verb, *verb_forms(verb)}  # an Egyptian negated or aspect form too ("مفتحتش": فتحت)
        if _deed_verb(verb) and not any(same_word(word, form) for word in record for form in forms):
            return verb
    return None


def _deed_verb(word: str) -> bool:
    """A verb by its shape that is not a frame word ("كان", "بقى")."""
    return content_word(word) and reads_as_verb(word) and not asking_word(word)


def by_whose_hand(words: list[str]) -> bool:
    """Does the question ask the doer by whose hand ("على يد من اعتمد X", "اتعمد على ايد مين")? Then
    the record that answers must name the one done to, as for a named doer."""
    return any(word.removeprefix("ب") in _HAND and following in WHO for word, following in zip(words, words[1:], strict=False))


def _bare_name(word: str) -> bool:
    """A word that can only be a name: no article, no function, question, title, office or kin word,
    not a verb by its shape."""
    return (
        len(word) >= 4 and content_word(word) and not word.startswith("ال") and word not in STOPWORDS
        and not asking_word(word) and word not in FOLDED_TITLE_WORDS and word not in HONORIFICS
        and office(word) is None and not reads_as_verb(word) and word not in DEATH_WORDS and not word.isdigit()
    )


def _names_nobody(word: str, common_words: Collection[str]) -> bool:
    """A common noun, a title, an office, a plural verb, a "his" noun, a word of the reader's request ("أود معرفة":
    `question_frame.REQUESTS`, NAMEREAD76), a common noun with the nisba or "my" ending ("عسكري", "بلدي", "اخي"), a
    month or a weekday: a word that is no name."""
    return (
        word in common_words or _titled_word(word) or word.endswith(_NOT_NAME_ENDINGS) or word in REQUESTS
        or (word.endswith("ي") and word[:-1] in common_words) or _date_word(word)
    )


def _date_word(word: str) -> bool:
    """A month (Coptic or Gregorian) or a weekday: a date the record keeps by its day, not in its words
    ("اتنيح يوم كام في أبيب")."""
    return month_number(word) is not None or word in ARABIC_MONTH_WORDS or word in WEEKDAYS


def _titled_word(word: str) -> bool:
    """A title, an honorific or an office ("انبا", "القديس", "الملك"): a word that names nobody itself."""
    return word in FOLDED_TITLE_WORDS or word in HONORIFICS or office(word) is not None


def _named_persons(question: str, words: list[str], known_names: Collection[str]) -> list[str]:
    """Every person the question names: its doers, the names after its titles ("القديس خرستوفورس"),
    the names its kunyas are formed on ("ابو سيفين": سيفين)."""
    titled = [name for name in proper_names(question) if _bare_name(name)]
    return list(dict.fromkeys([*doers(words, known_names), *titled, *kunya_names(words)]))


def record_words(cited: Sequence[Evidence], evidence: Sequence[Evidence], question: str = "") -> list[str]:
    """The folded words of the cited records: their titles and excerpts, and every other retrieved
    excerpt of the same records (a record names its emperor once, often in another chunk); for a letter
    whose writer the question asks as saying what is asked, his name (`answer/letter_writer.py`: the
    letter's opening names him, in another chunk)."""
    docs = {item.chunk_id.rpartition("/")[0] for item in cited}
    items = [*cited, *(item for item in evidence if item.chunk_id.rpartition("/")[0] in docs)]
    return [
        word
        for item in items
        for word in fold(f"{item.title or ''} {asked_writer_of(question, item.chunk_id, item.excerpt)} {item.excerpt}").split()
    ]


def _names(words: list[str], name: str) -> bool:
    """Is `name` (any of its spellings) one of the words, a glued particle or the article off?"""
    spellings = [name, *name_variants(name)]
    seated = name.translate(_HAMZA_SEATS)
    return any(
        name_matches(spelling, bare) or bare.translate(_HAMZA_SEATS) == seated
        for word in words for bare in without_particles(word) for spelling in spellings
    )


def _told_of_kin(question: str, words: list[str], sentences: list[str]) -> str | None:
    """The question's person when the answer names him only in construct after a kin word ("والد
    القديسة دميانة"): the sentence tells of the kin. A question that says a kin word itself asks of
    the kin (or is a kunya, "أبو سيفين"): not read."""
    if any(office(word) in KIN for word in words):
        return None
    persons = [name for name in question_names(question) if _bare_name(name)]
    raw = [word for sentence in sentences for word in strip_markers(sentence).split()]
    for name in persons:
        mentions = [i for i, word in enumerate(raw) if _names([fold(word)], name)]
        if mentions and all(_after_kin(raw, i) for i in mentions):
            return name
    return None


def _after_kin(raw: list[str], i: int) -> bool:
    """Is the word at i in construct with a kin word, a title between them ("والد القديسة دميانة")?"""
    j = i - 1
    if j >= 0 and fold(raw[j]) in FOLDED_TITLE_WORDS | HONORIFICS:
        j -= 1
    kin = raw[j] if j >= 0 else ""
    return kin in _KIN_IN_CONSTRUCT or (len(kin) > 2 and kin[0] in GLUED_CONJUNCTIONS and kin[1:] in _KIN_IN_CONSTRUCT)


def role_by_time(words: list[str]) -> frozenset[str] | None:
    """The offices of the role a question asks a person by in another's time ("البابا اللي كان ايام
    الانبا برسوم العريان مين", "من كان بطريرك الإسكندرية في زمن X"): a who-word, an office word, and
    a word that places it in someone's time. None for any other question."""
    if not any(word in WHO for word in words) or not any(word in _TIME_OF for word in words):
        return None
    for word in words:
        key = office(word)
        group = next((g for g in _ROLE_GROUPS if key in g), None)
        if group is not None:
            return group
    return None


def _names_holder(sentence: str, role: frozenset[str], known_names: Collection[str]) -> bool:
    """Does the sentence name a holder of the role: its office noun (not an adjective of it, "الكرسي
    البطريركي") beside a name, either side ("البابا ديمتريوس", "داكيوس الملك", "بولا البطريرك")? With
    `known_names`, a word the corpus writes as a name."""
    words = fold(strip_markers(sentence)).split()
    for i, word in enumerate(words):
        if office(word) in role and word.removeprefix("ال") in OFFICES:
            after = words[i + 1 : i + 3]
            if after and after[0] in FOLDED_TITLE_WORDS | HONORIFICS:
                after = after[1:]  # "البابا القديس كردونوس"
            near = words[max(0, i - 1) : i] + after[:1]
            if any(_bare_name(other) and other not in _TIME_OF and (not known_names or other in known_names) for other in near):
                return True
    return False
