"""A relation or role asked of one person, told by the sentence of another (issue 19, fresh-questions-19's misses).

The question asks a relation of its subject (his father's name, his successor, who ordained him, and to
which rank); a sentence may say that relation word and a name beside it, yet of another person or in the
other direction. Read by `answer/asked_stated.states_asked` (`told_of_another`), the one check of the
offline answerer's choice and of every provider's answer; declined there as `asked_not_stated`.

- A father's word in construct with another's name ("من كرسي أبو صير", "بدير أبو مقار"): the forms
  أبو/أبي/أبا stand only in construct, so the name after them is whose father it is (or a title, a
  place), not the subject's father, unless that name is the subject's.
- A name given to a kin ("وأم يهودية اسمها افنيكي", "وكان له أخ غني يسمي فيلبس"): that kin's name, which
  answers another kin's name asked ("أبي تيموثاوس اسمه إيه") no more than a stranger's does.
- A succession in the other direction: "اختير خلفا للأنبا مكسيموس" names whom HE succeeded; the name a
  succession word governs is the one succeeded, and a name far from any succession word is in no
  succession at all. Who came after X is named beside "خلفه", "خلفا له", "بعده" (`_SUCCESSION_REACH`).
- An ordination of another or to another rank: "رسموه بطريركا خلفا للبابا … كيرلس الرابع" ordains Cyril's
  successor, not Cyril; "رسم مطرانين لأثيوبيا: الأول الأنبا كيرلس الرابع" makes a metropolitan, not the
  priest asked ("من رسم كيرلس الرابع قسا").
- A deed done by its pronoun to others than the one asked (WRONGREC36): "ثم عمداهم" baptised many, not Paul;
  "، آمن الوالي بالمسيح فعمده الاب الأسقف" baptised the governor, not Timothy (`_done_to_another`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from dalil.answer.asked_reading import asked_predicates
from dalil.answer.asked_subject import subject_names
from dalil.answer.deed_owner import deed_of_another_owner, event_of_another
from dalil.answer.kin_detail import asked_kin
from dalil.answer.name_asked import names_given
from dalil.answer.predicates import PREDICATES, Predicate, in_family, stem_set
from dalil.answer.slot_fillers import fillers_in, same_word
from dalil.answer.slot_reading import NAME_NOUNS, SUCCESSION, Slot
from dalil.answer.slot_stated import states_slot
from dalil.answer.slot_words import may_be_name, verbal
from dalil.retrieval.names import FOLDED_TITLE_WORDS, title_names
from dalil.text.assertions import NAMING_WORDS, ROLE_PREPOSITIONS
from dalil.text.forms import POSSESSIVE_PRONOUNS, THIRD_PERSON_PRONOUNS
from dalil.text.glued import GLUED_CONJUNCTIONS, unglued
from dalil.text.normalize import fold, folded_words
from dalil.text.offices import FATHER_IN_CONSTRUCT, OFFICES, ORDINATION_RANKS, SAME_RANK, SON_WORDS, office
from dalil.text.question_words import QUESTION_WORDS
from dalil.text.restated import CLAUSE_MARKS
from dalil.text.stem import COPULAS, STOPWORDS
from dalil.text.support import strip_markers

# The father's word in construct (`offices.FATHER_IN_CONSTRUCT`: "أبو مقار", "أبي سيفين"). Not a brother's
# ("يوحنا أخو يعقوب"): a sibling is one both ways, and the genitive is the subject's brother as much as the
# subject is his.
# The words of a succession, both ways (`slot_reading.SUCCESSION`): the name one governs is the one succeeded.
_SUCCESSION_WORDS = frozenset(w for family in SUCCESSION.values() for w in family)
# A succession word without a pronoun governs the name after it: "خلفا للأنبا Y", "خليفة Y", "بعد Y", "خلف Y".
_GOVERNING = folded_words("خلفا خليفه خلف بعد قبل سلف")
# Words between a succession word and the name it relates: "خلفا له يدعى بطرس" (3), "وخلفه في مشيخة البلاد إبراهيم"
# (4), "بعد نياحة البابا X جلس على الكرسي البابا Y" (7); "بينه وبين أكاكيوس" twenty words past "خلفا" is in none.
_SUCCESSION_REACH = 12
_RANK_REACH = 9  # words after the ordaining verb where its rank stands ("فرسمه الانبا بطرس الجاولي البابا المئة والتاسع قسا")
_KIN_BEFORE = 3  # words before a naming word where the kin it names stands ("وكان له أخ غني يسمي")


def told_of_another(
    question: str, sentence: str, wanted: Sequence[Predicate], slot: Slot | None, asked: Iterable[str],
    titles: Sequence[str] = (),
) -> bool:
    """Does the sentence tell the relation asked only of another person, or the other way round?
    `wanted`, `slot`: the question's reading (`asked_reading`); `asked`: the forms of its asked part;
    `titles`: the cited records' titles (whom an ordination told with a pronoun ordains)."""
    asked_forms = frozenset(asked)
    question_words = fold(strip_markers(question)).split()
    words = fold(strip_markers(sentence)).split()
    kin = [p for p in wanted if p.kin]
    names = sorted(subject_names(question, slot))
    if kin and _kin_only_of_another(words, kin, names, asked_forms):
        return True
    if slot is None:
        return False
    if slot.kind == "name" and _names_only_another_kin(words, question_words):
        return True
    if slot.relation_of and _succession_only_reversed(slot, words, question_words):
        return True
    return slot.agent and _ordains_only_another(slot, sentence, question_words, titles)


def _kin_only_of_another(words: list[str], kin: Sequence[Predicate], names: list[str], asked: frozenset[str]) -> bool:
    """Does every word of the sentence that states an asked kin stand in construct with a name that is
    not the subject's ("أبو صير", "أبو مقار"), and no patronymic after the subject's name give his father
    ("ببطرس بن داود")? `names`: the subject's names, in any spelling the name reading allows (`title_names`);
    none read: `asked`, the forms of the asked part."""
    def subject(word: str) -> bool:
        return title_names(word, names) if names else bool(stem_set(word) & asked)

    if any(p.name == "father" for p in kin) and _patronymic(words, subject):
        return False
    for predicate in kin:
        stating = [i for i, w in enumerate(words) if in_family(w, predicate.states)]
        if stating and all(_construct_of_another(words, i, subject) for i in stating):
            return True
    return False


def _patronymic(words: list[str], subject: Callable[[str], bool]) -> bool:
    return any(
        words[i] in SON_WORDS and subject(words[i - 1]) and may_be_name(words[i + 1])
        for i in range(1, len(words) - 1)
    )


def _construct_of_another(words: list[str], i: int, subject: Callable[[str], bool]) -> bool:
    word = words[i].removeprefix("و") if len(words[i]) > 3 else words[i]
    if i + 1 >= len(words) or subject(words[i + 1]):
        return False
    genitive = words[i + 1]
    if genitive in _ALL and i + 2 < len(words):
        genitive = words[i + 2]  # "وأب جميع الرهبان": a byname still
    if unglued(words[i], 1) in _BYNAME_HEADS and genitive.startswith("ال"):
        # "لقب أب الفقراء والمساكين", "وأب جميع الرهبان", "أم النور": a byname, father or mother of a common
        # noun or a plural under the article, no one's parent (fq26-087); "أم الملك", "أبو القديس": one man's office
        # or title, a parent
        held = office(genitive)
        return genitive not in FOLDED_TITLE_WORDS and (held is None or genitive.removeprefix("ال") != held)
    return word in FATHER_IN_CONSTRUCT and not genitive.startswith("ال") and may_be_name(genitive)


# The parent's words a byname opens with, in construct ("أب الفقراء", "أبو الطب", "أم النور").
_BYNAME_HEADS = FATHER_IN_CONSTRUCT | folded_words("اب ام")
_ALL = folded_words("جميع كل")


_KIN = tuple(p for p in PREDICATES if p.kin and p.name != "parent")
_PARENT = next(p for p in PREDICATES if p.name == "parent")
_EITHER_PARENT = frozenset({"mother", "father"})


def _kin_asked(words: list[str]) -> set[str]:
    """The kin (`PREDICATES` names) the question's words ask, Egyptian ones too ("مرات", "جوز"); "والده"
    either parent."""
    asked = {p.name for w in words for p in _KIN if in_family(w, p.cues)}
    return asked | (set(_EITHER_PARENT) if any(in_family(w, _PARENT.cues) for w in words) else set())


def _kin_said(word: str) -> set[str]:
    """The kin a sentence's word says; "والده" (his father, or a mother, folded alike) either parent."""
    said = {p.name for p in _KIN if in_family(word, p.states)}
    return said | (set(_EITHER_PARENT) if said & _EITHER_PARENT and word.removeprefix("و").startswith("والد") else set())


def _names_only_another_kin(words: list[str], question_words: list[str]) -> bool:
    """A kin's name asked as a name ("أبي X اسمه إيه", as a Franco "abu X esmo eh" is transliterated): do all
    the names the sentence gives follow a naming word that names another kin than the question's ("وأم يهودية
    اسمها افنيكي" for his father's name)? A question that asks no kin is not read here."""
    said = frozenset(f for w in question_words for f in (w, *stem_set(w)))
    given = names_given(words, said)
    if not given:
        return False
    asked_kin = _kin_asked(question_words)
    if not asked_kin:
        return False  # no relation asked ("X اسمه إيه"): his own name, read as it was
    named = [_kin_named(words, j) for j in given]
    return all(kin and not kin & asked_kin for kin in named)


def _kin_named(words: list[str], j: int) -> set[str]:
    """The kin (`PREDICATES` names) whose name the naming word before `j` gives: a kin word within
    `_KIN_BEFORE` words before that naming word."""
    at = next((k for k in range(j - 1, max(-1, j - 4), -1) if words[k] in NAMING_WORDS or _naming(words[k])), None)
    if at is None:
        return set()
    return {name for w in words[max(0, at - _KIN_BEFORE) : at] for name in _kin_said(w)}


def _naming(word: str) -> bool:
    bare = unglued(word, 4)
    return bare[1:].startswith(("سمي", "دعي", "دعى")) and bare[0] in "يت" or bare.startswith(("اسمه", "اسمها"))


def _governed(words: list[str], at: int, relation_at: int) -> bool:
    """Is the word at `at` the one the succession word at `relation_at` governs: the first after it
    past titles and their adjectives ("خلفا للأنبا مكسيموس", "خليفة القديس يعقوب", "خلفا ليعقوب")?"""
    if _bare(words[relation_at]) not in _GOVERNING:
        return False  # "خلفه القديس خائيل", "خليفته X": the pronoun is the one succeeded, the name after it the successor
    k = relation_at + 1
    while k < at and (_title(words[k]) or words[k].startswith("ال") and k > relation_at + 1):
        k += 1
    return k == at


def _bare(word: str) -> str:
    return unglued(word, 3)


def _title(word: str) -> bool:
    return word in FOLDED_TITLE_WORDS or word.startswith("لل") and "ال" + word[2:] in FOLDED_TITLE_WORDS


def _succession_only_reversed(slot: Slot, words: list[str], question_words: list[str]) -> bool:
    """Who came after (or before) X: are all the names the succession clause holds either the one a
    succession word governs (whom the clause's subject succeeded: "خلفا للأنبا مكسيموس") or out of
    reach of every succession word ("بينه وبين أكاكيوس" twenty words on)?"""
    found = fillers_in(slot, words, frozenset(question_words))
    relations = [r for r, w in enumerate(words) if stem_set(w) & _SUCCESSION_WORDS and w not in ("بعد", "قبل")]
    relations += [r for r, w in enumerate(words) if w in ("بعد", "قبل") and w == slot.preposition]
    if not found or not relations:
        return False
    return not any(
        any(abs(i - r) <= _SUCCESSION_REACH and not _governed(words, i, r) for r in relations) for i in found
    )


def _rank(word: str) -> str | None:
    """The rank a word names, in the accusative too ("قسا", "فقسا": `office` reads no two-letter base so)."""
    bare = unglued(word, 3)
    key = office(word) or OFFICES.get(bare.removesuffix("ا"))
    return SAME_RANK.get(key, key) if key in ORDINATION_RANKS else None  # the ranks an ordination makes


def _asked_ordination(slot: Slot, question_words: list[str]) -> tuple[str | None, str]:
    """The rank the question asks the ordination to (its last word, or one in the accusative:
    "بطريركاً", "قسيس", "مطرانا على القدس") and the one ordained: the first name after the
    verb, past titles ("رسم البابا قزما": قزما)."""
    verb = slot.head[0] if slot.head else ""
    at = next((k for k, w in enumerate(question_words) if w == verb), None)
    if at is None:
        return None, ""
    after = question_words[at + 1 :]
    ranked = [
        k for k, w in enumerate(after)
        if _rank(w) and not w.startswith("ال") and (k == len(after) - 1 or w.endswith("ا") and w != "بابا")
    ]
    end = ranked[-1] if ranked else len(after)
    name = next((w for w in after[:end] if not _title(w) and may_be_name(w)), "")
    return (_rank(after[ranked[-1]]) if ranked else None), name


def _ordains_only_another(slot: Slot, sentence: str, question_words: list[str], titles: Sequence[str]) -> bool:
    """Who ordained X (to a rank): does the sentence tell only ordinations to another rank ("رسم مطرانين"
    for a priest), of another named ("رسموا لهم بطريركا يسمي ثاؤفانيوس") or of X's successor (X governed by
    "خلفا ل", or named before a verb whose object is "خلفا له"), or name a doer only beside those ("ورسموه
    قسا … فيلوثاؤس … ورسمه أسقفا": the bishop's ordainer, the priest's unnamed), or done by its pronoun to
    others (`_done_to_another`)? An ordination to a rank asked of X, in a sentence that names X nowhere, its
    record's title neither, is another's (not any deed: the name reading takes "رئيسا", "الأرض", "سيرة" for
    the one the deed was done to; measured, 5 right answers of fresh 1-22 lost, WRONGREC36)."""
    rank, ordained = _asked_ordination(slot, question_words)
    raw = sentence.split()
    folded = [fold(token).split() for token in raw]
    words = [w for parts in folded for w in parts]
    verbs = [j for j, w in enumerate(words) if same_word(w, slot.head[0])]
    if (rank is None and not ordained) or not verbs:
        return False
    titled = [w for title in titles for w in fold(title).split()]
    if rank is not None and ordained and not title_names(" ".join(words + titled), [ordained]):
        return True  # in any spelling the name reading allows
    # where each clause opens: after punctuation (a comma too: "، آمن الوالي بالمسيح فعمده")
    # (a mark standing alone, "فهمه ، فلم", closes the clause of the word before it)
    opens: list[int] = []
    start = 0
    for token, parts in zip(raw, folded, strict=True):
        opens += [start] * len(parts)
        if opens and not CLAUSE_MARKS.isdisjoint(token):
            start = len(opens)
    other = {
        j for j in verbs
        if _of_another(words, j, rank, ordained)
        or _done_to_another(words[opens[j] : j + 1], words[j + 1 : j + 2], slot.head[0], ordained, titled)
    }
    if not other:
        return False
    if len(other) == len(verbs):
        return True
    # the sentence with those verbs taken out: does a doer still stand with the ordination asked?
    token_of = [t for t, parts in enumerate(folded) for _ in parts]
    dropped = {token_of[j] for j in other}
    kept = " ".join("" if t in dropped else token for t, token in enumerate(raw))
    return not states_slot(slot, kept, frozenset(question_words), tuple(titles))


def _of_another(words: list[str], j: int, rank: str | None, ordained: str) -> bool:
    following = words[j + 1 : j + 1 + _RANK_REACH]
    ranks = [(k, r) for k, w in enumerate(following) if not w.startswith("ال") and (r := _rank(w)) and _made(w)]
    if rank is not None and ranks and rank not in {r for _, r in ranks}:
        return True  # to another rank
    if not ordained:
        return False
    # "رسموا لهم بطريركا يسمي ثاؤفانيوس": the one ordained named after the rank, and not X
    for k, _ in ranks[:1]:
        for m in range(k + 1, min(k + 4, len(following) - 1)):
            if following[m] in NAMING_WORDS or _naming(following[m]):
                return not title_names(following[m + 1], [ordained])
    successions = [j + 1 + k for k, w in enumerate(following[:4]) if stem_set(w) & _SUCCESSION_WORDS]
    if not successions:
        return False
    named = [i for i, w in enumerate(words) if title_names(w, [ordained])]
    governed = [i for i in named if any(_governed(words, i, r) for r in successions)]
    # X governed by the succession word, or X named only before the verb: the one ordained is X's successor
    return bool(governed) or bool(named) and all(i < j for i in named)


# The object pronouns a deed's verb carries (`text.forms.THIRD_PERSON_PRONOUNS`): of one ("فعمده", "فعمدها"), or
# of more than one ("ثم عمداهم": the Cypriots).
_OBJECT_OF_ONE = ("ها", "ه")


def _done_to_another(clause: list[str], following: list[str], head: str, asked: str, titled: list[str]) -> bool:
    """Who did the deed to X (a name, not a thing: "قاد الحملة"): is the verb ending the clause done, by its
    object pronoun, to others than X? A plural one ("ثم عمداهم") is done to many, not to X. A singular one with
    its doer named right after it by a title or an office (`following`: "، آمن الوالي بالمسيح فعمده الاب
    الأسقف") is done to the nearest person before it in its clause (X's name, or a title or an office with
    the article beside another's name), or, with none there, to the record's own person: X only where the
    record's title names him (no title given: not read). With no doer after it, the person before it is the doer ("فأتى به إلى القديس
    مقاريوس الكبير وهذا وعظه … وعمده", "يعقوب … الذي وعظه وعلمه"): not read here, nor a verb without a pronoun."""
    word = clause[-1]
    suffix = next((s for s in THIRD_PERSON_PRONOUNS if word.endswith(s) and same_word(word[: -len(s)], head)), "")
    if not suffix or not asked or asked.startswith("ال"):
        return False
    if suffix not in _OBJECT_OF_ONE:
        return True
    if not any(_person_word(w) for w in following):
        return False
    for k in range(len(clause) - 2, -1, -1):
        before = clause[k]
        if title_names(before, [asked]):
            return False
        governed = k and clause[k - 1] in ROLE_PREPOSITIONS or before[:1] in "بل" and before[1:3] == "ال"
        if not governed and _person_word(before):
            # "آمن الوالي …": the governor, not X; X's own title or office ("بولس الرسول فعمده") is X
            return not title_names(" ".join(clause[max(0, k - 2) : k + 3]), [asked])
    return bool(titled) and not title_names(" ".join(titled), [asked])  # no record cited: whose, unknown


def _person_word(word: str) -> bool:
    """A title or an office with the article ("الاب", "الاسقف", "الوالي"): a person stands there."""
    return word.startswith("ال") and (_title(word) or office(word) is not None)


def _made(word: str) -> bool:
    """A rank in the accusative an ordaining verb makes ("قسا", "بطريركا", "مطرانين", "فقسا")."""
    return word.endswith(("ا", "ين")) or word[0] in GLUED_CONJUNCTIONS


# A deed asked of the one named right after its verb ("في عهد من صلب المسيح", "في أي بلدة صلب برثولماوس"): a sentence
# whose every saying of that verb has another name right after it ("عندما صلب فيلبس الرسول", fq25-027), and the asked
# name nowhere within `_DEED_REACH` words of it, tells the deed of another. Read where the question asks no doer and no
# one the deed was done to (its time, place or span, or nothing the slot reading knows): there the name after the verb is
# the one it befell; "مين اللي عمد X" asks the doer, whom a sentence names right after the verb ("فعمده بولس"). A verb
# with no name after it ("وصلب عنا على عهد بيلاطس البنطي"), or with its object pronoun ("عند صلبه نجا برثولوماوس":
# whom the pronoun says), is left to the other checks.
_DEED_REACH = 3  # words before the verb where the asked name may stand ("قتل هيرودس يعقوب": after it, as doer first)
_DEED_REACH_AFTER = 10  # after it: past the doer and epithets ("تنيح الأب العظيم عمود الدين ومصباح … القديس كيرلس")
_DEED_SLOTS = frozenset({"place", "year", "duration"})


def deed_of_another(question: str, sentence: str, slot: Slot | None = None) -> bool:
    """Is the deed the question asks of a named person said, in the sentence, only of others (by a name after its verb,
    or by its object pronoun: `answer/deed_owner.py`)? `slot`: the question's (`asked_reading.asked_slot`); a doer or a
    patient asked is not read here."""
    if slot is not None and (slot.agent or slot.patient or slot.relation_of):
        return False
    if _life_event_of_another(question, sentence, slot):
        return True  # "مات والده وهو ابن اثنتي عشرة سنة", "مات الملك … فأحضر القديس أسطاثيوس": `deed_owner`
    if slot is not None and slot.kind not in _DEED_SLOTS:
        return False
    if deed_of_another_owner(question, sentence, slot):
        return True  # said by its object pronoun of another ("أوقف جنازة ميت ومنع أهله من دفنه": `deed_owner`)
    question_words = fold(strip_markers(question)).split()
    asked = [
        (verb, name) for at, verb in enumerate(question_words)
        # "اسم السياف", "كان اسمها", "وأم مكسيموس": no deed
        if verbal(verb) and verb not in NAME_NOUNS and unglued(verb) not in COPULAS and office(verb) is None
        and (name := _named_after(question_words, at))
    ]
    if not asked:
        return False
    words = fold(strip_markers(sentence)).split()
    for verb, name in asked:
        said = [
            j for j, w in enumerate(words)
            if same_word(w, verb) and (w == verb or not w.endswith(THIRD_PERSON_PRONOUNS))  # "صلبه": the pronoun's
        ]
        if said and all(done_to_other(words, j, name) for j in said):
            return True
    return False


def _life_event_of_another(question: str, sentence: str, slot: Slot | None) -> bool:
    """A life event asked of the question's subject (his death, his birth: whatever slot of it, its age, place, year or
    manner): is every saying of it in the sentence told of another, its subject a kin or an office the question does not
    say (`deed_owner.event_of_another`)? Not where the question asks of a relative (`kin_detail`), nor without a saying."""
    events = [p for p in asked_predicates(question) if not p.kin and p.name in _LIFE_EVENTS]
    if not events or asked_kin(question) is not None:
        return False
    question_words = fold(strip_markers(question)).split()
    names = subject_names(question, slot) | frozenset(w for w in question_words if may_be_name(w))
    words = fold(strip_markers(sentence)).split()
    sayings = [j for j, word in enumerate(words) if any(in_family(word, p.states) for p in events)]
    return bool(sayings) and all(event_of_another(words, j, question_words, names) for j in sayings)


_LIFE_EVENTS = frozenset({"birth", "death"})  # undergone by the one named after the verb ("مات الملك", "ولد ابنه")


def _named_after(words: list[str], at: int, asked: bool = True) -> str:
    """The name right after the verb at `at`, past titles and an articled noun in apposition ("صلب السيد المسيح":
    المسيح; "توفي المؤرخ المقريزي": المقريزي); none: "". In the question (`asked`) no word of a verb's shape; in a
    sentence a name may have one ("صلب فيلبس"), not a glued و (a next clause)."""
    k = at + 1
    while k < len(words) and _title(words[k]) and not office(words[k]):
        k += 1
    if k + 1 < len(words) and words[k].startswith("ال") and _name_like(words[k]) and _name_like(words[k + 1]):
        k += 1
    word = words[k] if k < len(words) else ""
    if not _name_like(word):
        return ""
    # in the question, no question word either ("اتنقل منين": whence, no one moved)
    return "" if (verbal(word) or word in QUESTION_WORDS if asked else word[:1] == "و") else word


def _name_like(word: str) -> bool:
    return (
        may_be_name(word) and word not in STOPWORDS and word not in ROLE_PREPOSITIONS and word not in NAMING_WORDS
        and not _pronoun_governed(word)
    )
def _pronoun_governed(word: str) -> bool:
    """A preposition with its pronoun ("عنا", "عليه", "منهم"): "وصلب عنا" names no one crucified. عن/من + نا
    write one ن ("عنا", "منا")."""
    return any(
        word.endswith(p) and (word[: -len(p)] in _PREPOSITION_STEMS or p == "نا" and word[:-1] in _PREPOSITION_STEMS)
        for p in POSSESSIVE_PRONOUNS
    )


_PREPOSITION_STEMS = ROLE_PREPOSITIONS | folded_words("عل ال عن من مع عند لدي ل ب ف")


def done_to_other(words: list[str], j: int, name: str) -> bool:
    """Is the verb at `j` said of another: a person's name right after it, by its title ("صلب فيلبس الرسول", "قتل
    القديس يعقوب"), not the asked one, who stands nowhere near it? A word without a title beside it is no one's name
    ("تنيح الأب العظيم عمود الدين … كيرلس", "نالت إكليل الشهادة")."""
    other = _named_after(words, j, asked=False)
    if not other or other.startswith("ال") or title_names(other, [name]) or other == name:
        return False  # an articled noun ("وقتل الجند القائد") may be the asked one described: only a proper name is another
    k = words.index(other, j + 1)
    titled = any(_title(w) or office(w) for w in words[j + 1 : k]) or k + 1 < len(words) and (
        _title(words[k + 1]) or office(words[k + 1]) is not None
    )
    near = words[max(0, j - _DEED_REACH) : j + 1 + _DEED_REACH_AFTER]
    return titled and not any(title_names(w, [name]) or w == name for w in near)
