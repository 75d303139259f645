"""Names: a question about a person ("من هو الأنبا أنطونيوس", "القديسة مارينا") is answered by the
record whose TITLE names that person, even when the title is spelled differently or has a typo.

Titles in the Synaxarium data vary (أنطونيوس / انطونيوس) and carry typos (`syn:05-22#1`, St
Anthony's own record, is titled "انطونبوس"): exact title spelling alone lost the record to three
other saints whose stories mention him. Two rules, both measured on the dev suites:

- title variants: a title word matches a question name when both fold to the same letters, or
  differ by one letter in a name of at least 6 letters, and that letter is one the eye or the
  keyboard confuses: the same letter shape with other dots (انطونبوس / انطونيوس, المتوحدبن), or ك / ق
  (مكاريوس / مقاريوس). A letter added or dropped, or a different letter, makes another name:
  مارينا is not مارمينا, ميصائيل is not ميخائيل, اغابيوس is not اغابوس (shorter names are too
  close to each other at all: مينا / منا, مرتا / مرثا; every pair of Synaxarium titles is checked
  in tests/integration/test_title_variants.py);
- body: among the records retrieval found, those whose title names the person come first (each
  record's first chunk, which states whom the day commemorates), in fused order; the body's own
  mentions have already ranked them (lexical and dense signals over the text).
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

from dalil.models import BIBLE, library_of
from dalil.text.clause_openers import RELATIVES
from dalil.text.egyptian_verbs import egyptian_verb
from dalil.text.forms import GLUED_TITLES
from dalil.text.life_events import (
    BIRTH_WORDS,
    DEATH_WORDS,
    EGYPTIAN_BIRTH_WORDS,
    EGYPTIAN_DEATH_WORDS,
    LIVING_WORDS,
    MARTYRDOM_WORDS,
    REPOSE_WORDS,
)
from dalil.text.memo import remembered_copy
from dalil.text.normalize import fold
from dalil.text.offices import FATHER_IN_CONSTRUCT, KIN, OFFICES, office
from dalil.text.ordinals import parse_ordinal
from dalil.text.place_names import one_place
from dalil.text.question_words import QUESTION_WORDS, asking_word
from dalil.text.reading import MIN_GLUED_NAME_LENGTH, name_variants
from dalil.text.stem import MATTA, STOPWORDS, names_matta
from dalil.text.support import proper_names, strip_markers, term_set

MIN_TYPO_LENGTH = 6
# "من هو X" / "من هي X" / "سيرة X" / "قصة X": X is a name even without a title before it.
_WHO = re.compile(r"^(?:من\s+(?:هو|هي|هم|كان|كانت)|سيره|قصه|حياه)\s+(\S+)")
_ARTICLE = re.compile(r"^(?:ال|وال|بال|لل)")


SUBJECT_POSITION = 4  # a name later in the question is not its subject ("… حذاء مار مرقس")


@remembered_copy(4096)  # ~6 readers an ask (retriever, answerer, checks); pure in the question
def question_names(question: str, bare: bool = True) -> list[str]:
    """Folded names the question asks about ("الأنبا أنطونيوس" -> ["انطونيوس"]). A two-word name
    is also tried glued, as titles write them ("تكلا هيمانوت" -> "تكلاهيمانوت", "مار مينا" ->
    "مارمينا"). With `bare`, a question that is only a name names that person (`bare_name_question`)."""
    tokens = fold(question).split()
    names = set(proper_names(question)) - _relative_verbs(tokens)
    # متى with its epithet ("متى الرسول", "متى العشار"): the apostle, not "when" (text/stem.names_matta)
    names.update(MATTA for i in range(len(tokens)) if names_matta(tokens, i))
    match = _WHO.match(" ".join(tokens))
    if match and not _ARTICLE.match(match.group(1)) and len(match.group(1)) >= 3:
        names.add(match.group(1))
    if bare and not names and bare_name_question(question):
        # A question that is only a name ("تكلا هيمانوت", "ابي سيفين"), as readers search for a saint
        names.update(t for t in tokens if len(t) >= 3 and t not in _BARE_TITLES and not _ARTICLE.match(t))
    for i, token in enumerate(tokens):
        if token in names:
            following = tokens[i + 1] if i + 1 < len(tokens) else ""
            if len(following) >= 3 and not _ARTICLE.match(following) and not _same_name(token, following):
                names.add(token + following)
            if i > 0 and tokens[i - 1] in GLUED_TITLES:
                names.add(tokens[i - 1] + token)
    # Only the person the question is about: a name among its first words (or glued from them),
    # and the person a relative clause's verb acts on ("الذي عذب الأنبا أنطونيوس"), however late.
    leading = tokens[: SUBJECT_POSITION + 1]
    subject = {n for n in names if n in leading or any(n.startswith(t) and len(t) >= 3 for t in leading)}
    subject.update(relative_clause_persons(question))
    # The same person in the spellings the reading knows (text/reading.name_variants): "ابوسيفين" is
    # سيفين, "باخوميوس" is titled باخوم.
    subject.update(variant for name in list(subject) for variant in name_variants(name))
    return sorted(name for name in subject if len(name) >= 3 and not name.isdigit())


def _relative_verbs(tokens: list[str]) -> set[str]:
    """The word after each relative pronoun, MSA or Egyptian (`clause_openers.RELATIVES`), its clause's verb:
    "الوالي الذي عذب", "البابا اللي رسم", "القديس اللي اتنيح" — the verb follows a title word but names nobody."""
    return {tokens[i + 1] for i, token in enumerate(tokens[:-1]) if token in RELATIVES}


def relative_clause_persons(question: str) -> list[str]:
    """The person a relative clause's verb acts on, named after a title: "من هو الوالي الذي (اللي) عذب
    الأنبا أنطونيوس" -> ["انطونيوس"] (and "مار مرقس" glued, "مارمرقس"). The person asked for is
    unnamed; the named one is whose story holds the answer, so it is his record that must answer.
    A place after the verb ("الذي سكن في مغارة بكنيسة أبي سيفين") names nobody the clause acts on."""
    tokens = fold(question).split()
    found: list[str] = []
    for i, token in enumerate(tokens):
        position = i + 2  # the relative pronoun, its verb, then a title
        if token not in RELATIVES or position >= len(tokens) or tokens[position] not in TITLE_WORDS:
            continue
        while position < len(tokens) and tokens[position] in TITLE_WORDS:
            position += 1
        if position < len(tokens) and len(name := tokens[position]) >= 3 and name not in STOPWORDS:
            found.append(name)
            if tokens[position - 1] in GLUED_TITLES:
                found.append(tokens[position - 1] + name)
    return found


def asked_persons(question: str) -> list[str]:
    """The persons a question names after their titles, in its first words ("الانبا بيشاي والانبا
    بطرس" -> ["بيشاي", "بطرس"]): more than one when it asks about saints commemorated together."""
    leading = fold(question).split()[: SUBJECT_POSITION + 1]
    found = proper_names(" ".join(leading)) - _relative_verbs(leading)
    return [token for token in dict.fromkeys(_without_conjunction(t) for t in leading) if token in found]


def _without_conjunction(token: str) -> str:
    return token[1:] if token.startswith("و") and len(token) > 3 else token


def names_every_person(title: str, persons: list[str]) -> bool:
    """Does the title name each of `persons` (each in its own spellings and variants)?"""
    return bool(persons) and all(title_names(title, [person, *name_variants(person)]) for person in persons)


def _same_name(word: str, following: str) -> bool:
    """Two neighbouring words the reading wrote for one name ("باخوميوس باخوم", "تكلا هيمانوت
    تكلاهيمانوت"): not glued into a third."""
    return word in following or following in word or following in name_variants(word)




def bare_name_question(question: str) -> bool:
    """A question that is only a name, as readers search for a saint ("تكلا هيمانوت", "ابي سيفين"):
    at most BARE_NAME_WORDS words, none of them a function word, no question mark. The retriever
    treats it as a saint's name only when the router sees no other subject (a hymn title such as
    "تين ثينو" routes to hymns)."""
    if "?" in question or "؟" in question:
        return False  # a question, however short ("مين استقل مصر؟")
    tokens = fold(question).split()
    return 0 < len(tokens) <= BARE_NAME_WORDS and not any(token in STOPWORDS or token.isdigit() for token in tokens)
BARE_NAME_WORDS = 3
_BARE_TITLES = frozenset({*GLUED_TITLES, "ابي", "ابو", "القديس", "القديسه", "البابا", "الشهيد", "الشهيده", "قصه", "سيره"})


def matched_name_length(title: str, names: list[str]) -> int:
    """Length of the longest of `names` the title names (0: none); a longer (more specific)
    name — "تكلاهيمانوت" over "تكلا" — identifies the person better."""
    words = fold(title).split()
    return max((len(name) for name in names for word in words if name_matches(name, word)), default=0)


# Letters that differ only by their dots (one shape, ٮ ح د ر س ص ط ع ف), and ك / ق, which Egyptian
# speech and spelling exchange in names (مكاريوس / مقاريوس).
_LETTER_SHAPES = ("بتثني", "جحخ", "دذ", "رز", "سش", "صض", "طظ", "عغ", "فق", "قك")
_SAME_SHAPE = {(a, b) for group in _LETTER_SHAPES for a in group for b in group if a != b}


def _one_confusable_letter(a: str, b: str) -> bool:
    """a and b differ in exactly one letter, and those two letters are confusable (_LETTER_SHAPES)."""
    if len(a) != len(b) or a == b:
        return False
    different = [(x, y) for x, y in zip(a, b, strict=True) if x != y]
    return len(different) == 1 and different[0] in _SAME_SHAPE


def name_matches(name: str, word: str) -> bool:
    if word == name or (len(word) > 2 and word[0] in "وبل" and word[1:] == name):
        return True
    if len(name) >= MIN_GLUED_NAME_LENGTH and any(word == title + name for title in GLUED_TITLES):
        return True  # a title glued to the name, as titles write it: "مارمرقس" names مرقس (not "ابادير" دير)
    return min(len(name), len(word)) >= MIN_TYPO_LENGTH and _one_confusable_letter(name, word)


def _with_glued_titles(words: list[str]) -> list[str]:
    """The words, plus each title glued to the name after it ("مار جرجس" -> "مارجرجس")."""
    return words + [a + b for a, b in zip(words, words[1:], strict=False) if a in GLUED_TITLES]


def title_names(title: str, names: list[str]) -> bool:
    """Does the title name one of `names` (variants and one-letter typos allowed)?"""
    words = _with_glued_titles(fold(title).split())
    return any(name_matches(name, word) for name in names for word in words)


# Folded title openings that make the named person the record's subject: his or her death,
# martyrdom or life. A relic transfer, a church consecration, an apparition or a feast names the
# person too, but is about something else and answers "who was X" with the wrong story.
OWN_RECORD_KINDS = frozenset({"نياحه", "استشهاد", "سيره", "حياه", "تنيح"})
# A birth ("ميلاد أنبا شنوده رئيس المتوحدين": four Synaxarium titles, each a saint's own nativity)
# is the person's own record for a question about the birth, and then the only one: "who was John
# the Baptist" is answered from his life and martyrdom, "ميلاد الانبا شنودة" from the nativity.
BIRTH_KINDS = frozenset({"ميلاد", "مولد"})
_OPENING_SKIP = frozenset({"تذكار", "التذكار"})
# A title word the store misspells right after the record's kind: the 54th pope's record is titled "نياحة الباب قسما
# الثانى 54" (fq28-098); there "الباب" (the door) can only be البابا.
_TITLE_TYPOS = {"الباب": "البابا"}


# Titles and epithets that may stand between the kind word and the person's name (folded).
TITLE_WORDS = frozenset(
    """القديس القديسه القديسين قديس الانبا انبا البابا الاب الام الام الملك الملكه النبي الرسول
    الشهيد الشهيده الشهيدين مار الامير الاسقف البطريرك الكاهن القس الراهب العظيم العظيمه البار
    الطاهر الجليل الناسك المتوحد الكبير السعيد المغبوط الطوباوي ابينا القديستين القديسون الشهيدتين
    الرسولين القمص الشماس المعلم""".split()
)
# The same words folded as a question or sentence is (`text.normalize.fold`): what the answer checks compare.
FOLDED_TITLE_WORDS = frozenset(fold(" ".join(TITLE_WORDS)).split())


def own_record(title: str, names: list[str], question: str = "") -> bool:
    """Is this a record about the person itself ("نياحة القديس العظيم الانبا بيشوى", "استشهاد
    مارمرقس الرسول")? The title opens with a death, martyrdom, life or birth, and the first word
    after its titles and epithets names the person ("نياحة القديسة اليصابات أم يوحنا المعمدان" is
    about Elizabeth, not John) — or a person the title commemorates with them (`title_subjects`).
    For a `question` about the birth, the own record is the nativity (BIRTH_KINDS) instead."""
    words = [w for w in fold(title).split() if w not in _OPENING_SKIP]
    words[1:2] = [_TITLE_TYPOS.get(word, word) for word in words[1:2]]  # "نياحة الباب قسما الثانى 54"
    kinds = BIRTH_KINDS if BIRTH_KINDS & set(fold(question).split()) else OWN_RECORD_KINDS
    if not words or words[0] not in kinds:
        return False
    subject = title_subjects(words)
    return any(name_matches(name, word) for name in names for word in subject)


# A kunya after a saint's name is a name he is known by: "مرقوريوس ابى سيفين" is Abu Sefein.
# Not "أبا": after a name it is the title of the next person ("استشهاد القديس أباهور، أبا بيشاى").
_KUNYA = FATHER_IN_CONSTRUCT - {"ابا"}


def title_subjects(words: list[str]) -> set[str]:
    """The names an own record's title (folded words, its kind first) is about: the first word after
    its titles and epithets; that name with a title glued before it ("مار جرجس" is "مارجرجس" too);
    a kunya right after it ("مرقوريوس ابى سيفين"); and each further person joined by و, after a
    title ("الأنبا بشاي والأنبا بطرس") or directly ("تكلا ومرثا"; never a word with the article:
    "والدة", "والثلاثة"): a record of two saints is the own record of both."""
    position = next((i for i, w in enumerate(words) if i > 0 and w not in TITLE_WORDS), None)
    if position is None:
        return set()
    subject = {words[position]}
    if words[position - 1] in GLUED_TITLES:
        subject.add(words[position - 1] + words[position])
    rest = words[position + 1 :]
    if len(rest) >= 2 and rest[0] in _KUNYA:
        subject.add(rest[1])
    joined = False  # after "و" + a title, the next name is a further person
    for word in rest:
        if joined and word not in TITLE_WORDS:
            subject.add(word)
            joined = False
        elif word.startswith("و") and word[1:] in TITLE_WORDS:
            joined = True
        elif word.startswith("و") and not word.startswith("وال") and len(word) > 3 and word[1:] not in STOPWORDS:
            subject.add(word[1:])
        elif word not in TITLE_WORDS:
            break  # "صاحب الدير": an epithet ends the list of persons
    return subject


def variant_only(title: str, names: list[str]) -> int:
    """How many of `names` the title names only through a variant or typo (not letter for letter)."""
    words = fold(title).split()
    return sum(1 for name in names if name not in words and any(name_matches(name, word) for word in words))


# The life events a question asks about, each with the words that state it (text/life_events.py): a
# "when" question's event (answer/answer_type.py) and the kind of own record that commemorates it.
# A question that says how the person died chooses among same-name records by the title's kind.
_KIND_CHOSEN_BY = {"نياحه": REPOSE_WORDS, "تنيح": REPOSE_WORDS, "استشهاد": MARTYRDOM_WORDS}


def same_name_records(
    question: str, titled: Sequence[tuple[str, str]], by_text: TextChoice | None = None, untitled: Sequence[str] = ()
) -> list[str]:
    """The records (`titled`: (doc id, title) in retrieval order) of different persons who bear the
    name the question asks about, when nothing in the question chooses one: "من هو القديس أبانوب؟"
    finds the own records of Abanoub the confessor and Abanoub of Nehisa, and either answer would
    be a guess. Empty when the question names no one person or picks one record (`chosen_own_record`;
    `by_text`: the question's words read in each record's retrieved text, `TextChoice`). `untitled`: the
    name the question asks about without a title ("يعقوب اتدفن فين؟", read by the caller from the
    retrieved titles), when it names none after a title. A memorial of several persons together is the
    record of each (`joint_memorial`): Jacob the patriarch's beside James the apostle's."""
    own, chosen = _own_records_and_choice(question, titled, by_text, untitled=untitled, memorials=True)
    if len(own) < 2 or len(chosen) == 1 or _told_in_scripture(question, own, titled, by_text, untitled):
        return []
    return chosen or own


def _told_in_scripture(
    question: str, own: list[str], titled: Sequence[tuple[str, str]], by_text: TextChoice | None, untitled: Sequence[str]
) -> bool:
    """Does a retrieved Bible passage that names the person hold the question's words that no namesake's record
    holds ("مين الراجل اللي بطرس قطعله ودنه": John 18 tells it, no Peter of the Synaxarium does)? Then the question
    asks of the person the Bible tells of, not of one of his namesakes."""
    wanted = question_names(question) or list(untitled)
    if by_text is None or not wanted:
        return False
    passages = [
        doc_id for doc_id, _ in titled
        if library_of(doc_id) == BIBLE and doc_id not in own and title_names(by_text.texts.get(doc_id, ""), wanted)
    ]
    return bool(passages) and _chosen_by_text([*own, *dict.fromkeys(passages)], by_text, wanted)[:1] in ([p] for p in passages)


def chosen_own_record(
    question: str, titled: Sequence[tuple[str, str]], by_text: TextChoice | None = None
) -> str | None:
    """The own record (doc id) of the person the question asks about: the only one found, or the
    one the question chooses among records of persons who share the name — by a word of its title
    ("أبانوب النهيسي", "أنطونيوس أب الرهبان") or by how the person died ("متى تنيح" chooses a
    نياحة record over a martyrdom). Titles, honorifics and the name itself never choose; the most
    specific name does ("مار جرجس" is the subject of "استشهاد مار جرجس الروماني", not of
    "استشهاد القديس جرجس الجديد"). With `by_text`, the question's other words choose too, read in
    the records' retrieved text (`_chosen_by_text`). None: no own record, or nothing chooses."""
    own, chosen = _own_records_and_choice(question, titled, by_text)
    if len(own) == 1:
        return own[0]
    return chosen[0] if len(chosen) == 1 else None


def own_records(question: str, titled: Sequence[tuple[str, str]]) -> list[str]:
    """The own records (doc ids) of the asked person by the most specific asked name, in order."""
    return _own_records_and_choice(question, titled)[0]


def _own_records_and_choice(
    question: str, titled: Sequence[tuple[str, str]], by_text: TextChoice | None = None,
    untitled: Sequence[str] = (), memorials: bool = False,
) -> tuple[list[str], list[str]]:
    """(own records of the asked person by its most specific name, those the question chooses).
    A record whose title numbers its person otherwise than the question does is never chosen
    (`_number_contradicts`: "البابا خائيل التالت والخمسين" is not "خائيل الاسكندرى ال56"); the rest
    are chosen by a word of the title (`_question_chooses`), else by the question's other words in
    the records' retrieved text (`by_text`, `_chosen_by_text`), else the one left. `untitled`: the asked
    name when no title marks one; with `memorials`, a memorial of several persons is each one's record."""
    wanted = question_names(question) or list(untitled)
    if not wanted or len(asked_persons(question)) > 1:
        return [], []

    def owns(title: str, names: list[str]) -> bool:
        return own_record(title, names, question) or (memorials and joint_memorial(title, names))

    own: dict[str, str] = {}
    for doc_id, title in titled:
        if doc_id not in own and title and owns(title, wanted):
            own[doc_id] = title
    if not own:
        return [], []
    specific = {doc_id: max(len(name) for name in wanted if owns(title, [name])) for doc_id, title in own.items()}
    own = {doc_id: title for doc_id, title in own.items() if specific[doc_id] == max(specific.values())}
    candidates = [doc_id for doc_id, title in own.items() if not _number_contradicts(question, title, wanted)]
    chosen = [doc_id for doc_id in candidates if _question_chooses(question, own[doc_id], wanted)]
    if len(chosen) > 1:
        # "مكاريوس الكبير اتنيح": the repose is every bishop's, the epithet one man's
        chosen = [doc_id for doc_id in chosen if _question_chooses(question, own[doc_id], wanted, by_kind=False)] or chosen
    if len(chosen) != 1 and by_text is not None:
        chosen = _chosen_by_text(chosen or candidates, by_text, wanted) or chosen
    if not chosen and len(candidates) == 1:
        chosen = candidates
    return list(own), chosen


# A memorial of several persons together ("تذكار الآباء إبراهيم وإسحق ويعقوب") is the record of each of
# them: "where was Jacob buried" is answered there, and James son of Zebedee's martyrdom is a namesake's.
# The memorial's opening words before the names: a title, or the plural "the fathers".
_MEMORIAL_HONORIFICS = frozenset(fold("الاباء الآباء ابائنا آبائنا").split())


def joint_memorial(title: str, names: list[str]) -> bool:
    """Is the title a memorial ("تذكار") of several persons joined by و, one of them named by `names`?
    A memorial of one saint, a church or a feast ("تذكار تكريس كنيسة يعقوب المقطع") is not."""
    words = fold(title).split()
    if len(words) < 3 or words[0] not in _OPENING_SKIP or words[1] not in FOLDED_TITLE_WORDS | _MEMORIAL_HONORIFICS:
        return False
    words = [words[0], *(w for w in words[1:] if w not in _MEMORIAL_HONORIFICS)]  # the memorial word plays the kind
    subjects = title_subjects(words)
    several = bool(subjects - title_subjects(words[: _first_joined(words)]))
    return several and any(name_matches(name, subject) for name in names for subject in subjects)


def _numbers_after_names(words: list[str], names: list[str]) -> set[int]:
    """The numbers a text gives the named person right after the name: an ordinal ("يوأنس الحادي
    عشر", Egyptian "خائيل التالت والخمسين"), a number in figures ("مقاريوس ال 59", "ال56", "\"69\"")."""
    found: set[int] = set()
    for i, word in enumerate(words):
        if not any(name_matches(name, word) for name in names):
            continue
        j, end = i + 1, min(i + 1 + _NUMBER_WINDOW, len(words))
        while j < end:
            if (ordinal := parse_ordinal(words, j, egyptian=True)) is not None:
                found.add(ordinal[0])
                j += ordinal[1]  # "الحادي عشر" is 11, not 11 and 10
                continue
            found.update(int(f) for f in _FIGURES.findall(words[j]))
            j += 1
    return found


_NUMBER_WINDOW = 4  # words after the name: "مكاريوس الثاني "69"", "خائيل الاسكندرى ال56"
_FIGURES = re.compile(r"\d+")


def _number_contradicts(question: str, title: str, names: list[str]) -> bool:
    """Does the title number the asked person (a pope's ordinal or rank) and never with the number
    the question gives right after the name? A title without a number, or a question without one,
    contradicts nothing."""
    asked = _numbers_after_names(fold(question).split()[: SUBJECT_POSITION + _NUMBER_WINDOW + 1], names)
    if not asked:
        return False
    told = _numbers_after_names(fold(title).split(), names)
    return bool(told) and not told & asked


def numbered_otherwise(question: str, told: Sequence[tuple[str, str]]) -> bool:
    """Is a cited passage ((title, excerpt) each) of a namesake of another number: the question numbers the
    person it asks of right after his name ("البابا كيرلس السادس", "البابا يوأنس ال 19"), and a passage numbers
    that name right after it, never with the asked number ("كيرلس الأول", "كيرلس الخامس": fq26-025)? Another
    ordinal of the name is another man; an ordinal is compared with an ordinal, a place among the popes with a place
    (`_FIRST_RANK`). A passage that gives the name no number right after it decides nothing ("أثناسيوس الرسولي
    العشرين": a byname, then his place among the popes)."""
    wanted, asked = asked_ordinals(question)
    if not asked:
        return False
    for title, excerpt in told:
        numbers = _numbers_right_after(fold(f"{title} . {excerpt}").split(), wanted)
        for kind in (_regnal, _rank):
            asked_kind, told_kind = kind(asked), kind(numbers)
            if asked_kind and told_kind and not asked_kind & told_kind:
                return True
    return False


# A number right after a pope's name below this is his ordinal among those of his name ("كيرلس السادس"); from it
# on, his place among all the popes ("مكاريوس ال 114", "كيرلس الخامس والسبعون": the 75th, Cyril III): the one is
# never compared with the other (fq21-063 asks "makarios el 114", whose record calls him "مكاريوس الثالث").
_FIRST_RANK = 20


def _regnal(numbers: Iterable[int]) -> set[int]:
    return {n for n in numbers if n < _FIRST_RANK}


def _rank(numbers: Iterable[int]) -> set[int]:
    return {n for n in numbers if n >= _FIRST_RANK}


@lru_cache(maxsize=4096)  # read for every sentence the offline answerer weighs; pure in the question
def asked_ordinals(question: str) -> tuple[tuple[str, ...], frozenset[int]]:
    """(the asked names, the numbers the question gives them right after the name): "البابا كيرلس السادس" ->
    (["كيرلس"], {6}). A bare word an ordinal follows is a name too ("في أي سنة تنيح كيرلس السادس")."""
    words = fold(strip_markers(question)).split()
    wanted = tuple(sorted(
        set(question_names(question)) | proper_names(question)
        | {word for i, word in enumerate(words[:-1]) if _name_shaped(word) and parse_ordinal(words, i + 1, egyptian=True)}
    ))
    return wanted, frozenset(_numbers_right_after(words, wanted) if wanted else ())


def _numbers_right_after(words: list[str], names: Sequence[str]) -> set[int]:
    """The numbers a text gives the named person right after his name, the name's ordinal: a word or two
    ("كيرلس السادس", "يوأنس الحادي عشر", Egyptian "التالت"), figures ("يوأنس 19", "يوأنس ال 19", "ال116")."""
    found: set[int] = set()
    for i, word in enumerate(words[:-1]):
        if not any(name_matches(name, word) for name in names):
            continue
        j = i + 2 if words[i + 1] == "ال" and i + 2 < len(words) else i + 1  # "الـ 116"
        if (ordinal := parse_ordinal(words, j, egyptian=True)) is not None:
            found.add(ordinal[0])
        elif (figures := _FIGURES.fullmatch(words[j].removeprefix("ال"))) and words[j + 1 : j + 2] != ["سنه"]:
            found.add(int(figures.group()))  # not a span: "وبقي كيرلس 7 سنه"
    return found


# Title words as terms: a title held by every record's text never chooses one.
_TITLE_TERMS = frozenset(term for word in TITLE_WORDS for term in term_set(word))


@dataclass(frozen=True)
class TextChoice:
    """What may choose among same-name records by their text: the question's `words` (terms) that
    identify the person, the asked slot's words aside (`answer/person_choice.text_choice`: the age
    asked, "كم كان عمر", is in many a record and names nobody), and each record's retrieved text
    ({doc id: text})."""

    words: frozenset[str]
    texts: Mapping[str, str]


def texts_by_record(excerpts: Iterable[tuple[str, str]]) -> dict[str, str]:
    """{doc id: its excerpts' text joined}, from (chunk id, excerpt) pairs."""
    joined: dict[str, list[str]] = {}
    for chunk_id, excerpt in excerpts:
        joined.setdefault(chunk_id.rpartition("/")[0], []).append(excerpt)
    return {doc_id: " ".join(parts) for doc_id, parts in joined.items()}


def _chosen_by_text(records: list[str], by_text: TextChoice, names: list[str]) -> list[str]:
    """[the record] when the question's words (its names and titles aside) that only one of
    `records` holds in its retrieved text are all held by the same record ("بولا … خناقة الميراث مع
    أخوه": Paul the hermit's record tells the inheritance, Paul of Tamouh's does not); [] when no
    such word, or when each of two records holds one of its own."""
    name_terms = {term for name in names for term in term_set(name)}
    other = by_text.words - name_terms - _TITLE_TERMS
    held = {doc_id: other & term_set(by_text.texts.get(doc_id, "")) for doc_id in records}
    only = {term for term in other if sum(term in terms for terms in held.values()) == 1}
    owners = [doc_id for doc_id in records if held[doc_id] & only]
    return owners if len(owners) == 1 else []


def _question_chooses(question: str, title: str, names: list[str], by_kind: bool = True) -> bool:
    """Does the question hold a word of this title beyond its titles and the name, an epithet the title
    gives the name, or (`by_kind`) the kind of death the title commemorates?"""
    title_words = [w for w in fold(title).split() if w not in _OPENING_SKIP]
    asked = {_without_conjunction(w) for w in fold(question).split()}
    chooses_by_kind = _KIND_CHOSEN_BY.get(title_words[0] if title_words else "", frozenset())
    if by_kind and asked & chooses_by_kind:
        return True
    held = {w.removeprefix("ال") for w in title_words[1:] if w not in TITLE_WORDS}
    return any(
        len(word) >= 3 and word not in TITLE_WORDS and word.removeprefix("ال") in held
        and not any(name_matches(name, word) for name in names)
        for word in asked
    ) or bool(_epithets_after(fold(question).split(), names) & _epithets_after(title_words, names))


def _epithets_after(words: list[str], names: list[str]) -> set[str]:
    """The title-list epithets right after a mention of the name ("مكاريوس الكبير"): though any saint may
    be called great, the one the question calls so is the one whose title calls him so."""
    return {
        words[i + 1] for i, word in enumerate(words[:-1])
        if words[i + 1] in TITLE_WORDS and any(name_matches(name, word) for name in names)
    }



def names_another_subject(title: str, text: str, names: list[str]) -> bool:
    """Does a record commemorating the asked person with others ("استشهاد القديس مطرا وبيخبس")
    tell, in this text, another of them and not the asked one? Then the text is the other's story
    (its sentences "استشهد القديس مطرا …" say nothing of Pikhebs), though the title names both."""
    words = [w for w in fold(title).split() if w not in _OPENING_SKIP]
    if not words or words[0] not in OWN_RECORD_KINDS | BIRTH_KINDS:
        return False
    # the first person with his glued title and kunya ("مرقوريوس ابى سيفين" is one man), then each
    # person joined by و
    first = title_subjects(words[: _first_joined(words)])
    joined = title_subjects(words) - first
    if not joined:
        return False  # one person's record, however many names it gives him
    asked = [group for group in (first, joined) if any(name_matches(name, s) or name in s for name in names for s in group)]
    if len(asked) != 1:
        return False  # the title is not the asked person's, or the asked name is in both groups
    others = [s for s in (joined if asked[0] is first else first) if not any(name_matches(n, s) or n in s for n in names)]
    return bool(others) and not title_names(text, names) and title_names(text, others)


def _first_joined(words: list[str]) -> int:
    """The index of the title's first word joined by و after its first name (its length if none)."""
    position = next((i for i, w in enumerate(words) if i > 0 and w not in TITLE_WORDS), len(words))
    return next((i for i in range(position + 1, len(words)) if words[i].startswith("و") and len(words[i]) > 3), len(words))


# Offices held of a place, whose next word (after a see noun) says which: "أسقف نيصص", "أسقف كرسي
# أوسيم", "والي أنصنا". Two persons of one name with two sees are two persons.
SEE_OFFICES = frozenset({"اسقف", "مطران", "بطريرك", "والي", "حاكم", "ملك", "امير"})
_CHURCH_SEE_OFFICES = frozenset({"اسقف", "مطران", "بطريرك"})  # held of a see, never the question's other actor
SEE_NOUNS = frozenset(fold("كرسي كرسى مدينه ايبارشيه اسقفيه بلده بلاد اقليم").split())
_SEE_WINDOW = 3  # words after a name mention where its office stands ("غريغوريوس العجائبي ، أسقف قيصرية")


def person_sees(text: str, names: list[str]) -> set[str]:
    """The places the text makes the named person an officer of: after a mention of the name,
    within _SEE_WINDOW words, an office of a place and the place ("غريغوريوس أسقف نيصص" -> نيصص)."""
    words = fold(text).split()
    sees: set[str] = set()
    for i, word in enumerate(words):
        if not any(name_matches(name, word) for name in names):
            continue
        for j in range(i + 1, min(i + 1 + _SEE_WINDOW, len(words))):
            if office(words[j]) not in SEE_OFFICES:
                continue
            following = [w for w in words[j + 1 : j + 3] if w not in SEE_NOUNS]
            if following and following[0] not in STOPWORDS and len(following[0]) >= 3:
                sees.add(following[0].removeprefix("ال"))
            break
    return sees


def another_see(question: str, title: str, text: str, corpus_names: Collection[str] = frozenset()) -> bool:
    """Does the record make the asked person the officer of another place than the question does
    ("غريغوريوس أسقف نيصص" asked, "غريغوريوس العجائبي، أسقف قيصرية" told)? The qualifier chooses
    among persons of one name; a record that never gives the person a see does not contradict it.
    `corpus_names` (the words the corpus writes as names): an untitled name before an office of a place
    anywhere among the question's first words is read too ("لماذا نفى أكاكيوس أسقف أورشليم …": the
    record's "أكاكيوس أسقف قيصرية" is another Acacius, whoever the question asks of; NAMESAKE54), against the
    excerpt only: a record's title may spell its own see otherwise ("يعقوب أسقف نصين" for نصيبين)."""
    leading = fold(question).split()[: SUBJECT_POSITION + _SEE_WINDOW + 1]
    names = question_names(question) + _untitled_officers(leading)
    named = [name for name in _named_officers(leading, corpus_names) if name not in names]
    return _sees_differ(leading, names, f"{title} {text}") or _sees_differ(leading, named, text)


def _sees_differ(leading: list[str], names: list[str], told_text: str) -> bool:
    """Do the question's first words make one of `names` the officer of a place, and the text of others only?"""
    asked = person_sees(" ".join(leading), names) if names else set()
    if not asked:
        return False
    told = person_sees(told_text, names)
    return bool(told) and not any(_same_place(a, t) for a in asked for t in told)


def _untitled_officers(leading: list[str]) -> list[str]:
    """The untitled name an office of a place follows, where the question names its person: the name
    it opens with ("غريغوريوس أسقف نيصص اتنيح …"), or the one after the kin word it opens with ("ام
    اكليمنضس اسقف روميه اسمها ايه": Clement's see is Rome's, his mother is asked). A name later in
    the question may be anyone's ("… تلميذ X أسقف Y"): not read."""
    # OFFICES read directly: `office` takes "ام" for the conjunction ("or"), but a question does not open with it
    kin_opening = len(leading) > 3 and OFFICES.get(leading[0]) in KIN
    at = 1 if kin_opening else 0
    # a question word is no name: "مين الوالي اللي …" asks the governor (ROLEPERSON78; "من" is a stop word, "مين" is not)
    opening = leading[at] if len(leading) > at else ""
    if (
        len(leading) > at + 2 and office(leading[at + 1]) in SEE_OFFICES and opening not in STOPWORDS
        and office(opening) is None and not asking_word(opening)
    ):
        return [opening]
    return []


def _named_officers(leading: list[str], corpus_names: Collection[str]) -> list[str]:
    """The corpus's names that a church office of a place follows in construct among the question's first words
    ("نفى أكاكيوس أسقف أورشليم"): a verb or a question word before the office is no name of the corpus, and an
    articled office after a name may be another person ("زار أثناسيوس البطريرك …", "لعنت أوفيمية الملك")."""
    return [
        word for word, following in zip(leading, leading[1:], strict=False)
        if word in corpus_names and office(word) is None and not following.startswith("ال")
        and office(following) in _CHURCH_SEE_OFFICES
    ]


def _same_place(a: str, b: str) -> bool:
    """One see: the same word, a spelling of it (one letter, `name_variants`: "روما" / "روميه"), or another name of that
    city (`text.place_names`: "اورشليم" / "القدس")."""
    return (
        a == b or name_matches(a, b) or name_matches(b, a) or b in name_variants(a) or a in name_variants(b)
        or one_place(a, b)
    )


# An epithet that tells one person of a name from another: "كيرلس الأورشليمي", "يوسف النجار", "ايسيذورس
# الفرمي". Its shape cannot say whether it names a place (الأورشليمي) or a quality the record of that very
# man may leave unsaid (مينا العجائبي; FQ12CLASS19 reverted a shape-only rule): what the retrieved records
# hold decides (`epithet_namesake`).
_EPITHET_TIE_WINDOW = 3  # words after a mention of the name that may carry its epithet ("كيرلس أسقف أورشليم")
_MIN_EPITHET_STEM = 3
_HAMZA_SEATS = str.maketrans({"ئ": "ي", "ؤ": "و", "ء": ""})  # العجائبي / العجايبى: one word


def asked_epithets(question: str) -> list[tuple[str, str]]:
    """(name, epithet) pairs: an epithet right after the name the question asks about, at its opening ("بشاي
    الدمياطي كان …"), after a title ("القديس كيرلس الأورشليمي") or after the question's verb, question word
    or kin word with no title ("اتولد فين ثاؤدورس المشرقي", "مين ابو يعقوب المقطع"; a kin word the office list
    lacks, "مرات", is not read). The epithet is an
    article word, or at the opening or after a title a bare one ("يوحنا قصير", returned with the article:
    "القصير"), or the noun after "أول" ("بولا أول السواح": "السواح"). Titles and honorifics (`TITLE_WORDS`:
    الكبير, البار), offices, ordinals ("يوليانوس الحادي عشر") and function words are not such an epithet."""
    tokens = fold(question).split()[: SUBJECT_POSITION + 3]
    names = set(question_names(question))
    pairs = []
    for i in range(len(tokens) - 1):
        name = tokens[i]
        opening = name in names or _untitled_name(tokens, i)
        if not (opening or _name_after_asking(tokens, i)):
            continue
        if _epithet(tokens, i + 1):
            pairs.append((name, tokens[i + 1]))
        elif i + 2 < len(tokens) and tokens[i + 1] in _FIRST and _epithet(tokens, i + 2):
            pairs.append((name, tokens[i + 2]))  # "بولا أول السواح"
        elif opening and _name_shaped(name) and name not in GLUED_TITLES and _predicate(tokens, i + 2) and _bare_epithet(tokens[i + 1]):
            pairs.append((name, "ال" + tokens[i + 1]))  # "يوحنا قصير استشهد امتى"
    return pairs


_FIRST = frozenset(fold("اول أول").split())  # "أول السواح": the first of the hermits, no ordinal of a name
# What stands after a name and is no epithet of it: a question word (MSA and Egyptian, and the Egyptian
# words' MSA values: بكم, لكم; `text.question_words.QUESTION_WORDS`), an event's verb.
_ASKING_WORDS = QUESTION_WORDS
_EVENT_WORDS = BIRTH_WORDS | DEATH_WORDS | EGYPTIAN_BIRTH_WORDS | EGYPTIAN_DEATH_WORDS | LIVING_WORDS


def _predicate(tokens: list[str], i: int) -> bool:
    """Does the question's predicate start at i (a verb, "كان", a question word) or has it ended: what
    stands after a name and a bare word that is its epithet ("يوحنا قصير استشهد امتى"), not after two words
    of a phrase ("بحسب حساب بشارة لوقا")?"""
    return i >= len(tokens) or _event_verb(tokens[i]) or tokens[i] in _ASKING_WORDS or tokens[i] in _WAS


_WAS = frozenset(fold("كان كانت").split())


def _untitled_name(tokens: list[str], i: int) -> bool:
    word = tokens[i]
    return (
        len(word) >= 3 and not _ARTICLE.match(word) and word not in STOPWORDS and office(word) is None
        and (i == 0 or tokens[i - 1] in FOLDED_TITLE_WORDS)
    )


def _name_after_asking(tokens: list[str], i: int) -> bool:
    """A bare name after the question's verb, after a question word that follows the verb, or after a kin word
    ("استشهد امتى يوحنا", "اتولد فين مرقس", "مين ابو يعقوب"): the word has a name's shape, no verb's or question
    word's."""
    if i == 0 or not _name_shaped(tokens[i]) or _past_verb_shape(tokens[i]):
        return False
    before = tokens[i - 1]
    if _event_verb(before) or office(before) in KIN:
        return True
    # a question word after the event's verb: "استشهد امتى يوحنا", "اتولد سنة كام يعقوب"; right after the
    # question word alone stands the verb, not the name ("ماذا حملت المراكب", "ضد من قاتل النورمان")
    return before in _ASKING_WORDS and any(_event_verb(word) for word in tokens[: i - 1])


def _event_verb(word: str) -> bool:
    return word in _EVENT_WORDS or egyptian_verb(word)


def _past_verb_shape(word: str) -> bool:
    """A four-letter word shaped as a past verb ("حملت", "قاتل", "اقام", "تنيح"), not a name ("بطرس", "مرقس")."""
    return len(word) == 4 and (word[0] in "اتي" or word[1] == "ا" or word[-1] == "ت")


def _name_shaped(word: str) -> bool:
    return (
        len(word) >= 4 and not _ARTICLE.match(word) and word not in STOPWORDS and word not in _ASKING_WORDS
        and word not in _EVENT_WORDS and office(word) is None and not egyptian_verb(word)
        and word not in FOLDED_TITLE_WORDS and not word.startswith("و")
    )


def _epithet(tokens: list[str], i: int) -> bool:
    word = tokens[i]
    return (
        word.startswith("ال") and len(word) - 2 >= _MIN_EPITHET_STEM and word not in FOLDED_TITLE_WORDS
        and word not in STOPWORDS and office(word) is None and parse_ordinal(tokens, i, egyptian=True) is None
    )


def _bare_epithet(word: str) -> bool:
    """A word without the article that may be the name's epithet ("قصير", "مشرقي", "عابد"): no function word,
    question word, event verb, title, office, ordinal or second name joined by و."""
    return (
        _name_shaped(word) and "ال" + word not in FOLDED_TITLE_WORDS and parse_ordinal([word], 0, egyptian=True) is None
        and len(word) >= _MIN_EPITHET_STEM
    )


def _epithet_forms(epithet: str) -> tuple[str, ...]:
    """What a text writes for the epithet: the word without its article ("نجار", "عجايبي"), and for a
    nisba its base ("اورشليم" of الاورشليمي, "انطاك" of الانطاكي: إنطاكية), as a word's beginning."""
    stem = epithet.removeprefix("ال").translate(_HAMZA_SEATS)
    base = stem[:-1] if stem.endswith("ي") and len(stem) > _MIN_EPITHET_STEM else ""
    return (stem, base) if base else (stem,)


def _bare_words(text: str) -> list[str]:
    return [
        w.removeprefix("و").removeprefix("ب").removeprefix("ل").removeprefix("ال").translate(_HAMZA_SEATS)
        for w in fold(text).split()
    ]


def _says_epithet(word: str, forms: tuple[str, ...]) -> bool:
    return any(word.startswith(form) for form in forms)


def holds_epithet(text: str, epithet: str) -> bool:
    """Does the text say the epithet anywhere, or (a nisba) its place ("ولد بإنطاكية" for الأنطاكي)?"""
    forms = _epithet_forms(epithet)
    return any(_says_epithet(word, forms) for word in _bare_words(text))


def ties_epithet(text: str, name: str, epithet: str) -> bool:
    """Does the text give the named person the epithet, within a few words after his name ("يوسف النجار",
    "كيرلس أسقف أورشليم", "بشاي انوب الدمياطي")?"""
    forms = _epithet_forms(epithet)
    bare = _bare_words(text)
    return any(
        name_matches(name, word) and any(_says_epithet(w, forms) for w in bare[i + 1 : i + 1 + _EPITHET_TIE_WINDOW])
        for i, word in enumerate(fold(text).split())
    )


def epithet_namesake(question: str, cited: str, records: Mapping[str, tuple[str, str]]) -> str | None:
    """The record of the person the question's epithet names, when the `cited` record (doc id; `records`:
    {doc id: (its title, its retrieved text)}) names the asked name but never the epithet nor its place, and
    another record, whose title names a person of that name, gives him that epithet ("كيرلس الأورشليمي"
    answered from Cyril V's record, "نياحة أنبا كيرلس أسقف أورشليم" retrieved too). None: the cited record
    holds the epithet (the same man, "سمعان الأنطاكي … ولد بإنطاكية"), or no record of a man of that name ties
    it to him — an epithet none holds (a quality the records leave unsaid, or a person the store lacks), or one
    a record gives the name only in passing, decides nothing here."""
    title, body = records.get(cited, ("", ""))
    text = f"{title} {body}"
    for name, epithet in asked_epithets(question):
        if not title_names(text, [name]) or holds_epithet(text, epithet):
            continue
        other = next(
            (
                doc for doc, (other_title, other_body) in records.items()
                if doc != cited and title_names(other_title, [name]) and ties_epithet(f"{other_title} {other_body}", name, epithet)
            ),
            None,
        )
        if other is not None:
            return other
    return None


def titled_by_epithet(question: str, titled: Sequence[tuple[str, str]]) -> str | None:
    """The own record (doc id; `titled`: (doc id, title) in retrieval's order) of a person the question names by a
    bare name and the article word right after it, with no title before the name and wherever the verb puts it
    ("كم سنة قضى ديمتريوس الكرام في البطريركية"): the first whose title gives that name that very word right after it
    ("نياحة البابا ديمتريوس الكرام ال12"), as an ordinal picks a pope (`numbered_otherwise`). The title tying the
    two is what makes the bare word a name; an honorific that titles write as a byname counts here ("مكاريوس
    الكبير"). None: the question names its person otherwise (`question_names`), or no retrieved title ties the
    pair."""
    if question_names(question):
        return None
    tokens = fold(strip_markers(question)).split()[: SUBJECT_POSITION + 3]
    pairs = [
        (tokens[i], tokens[i + 1]) for i in range(len(tokens) - 1)
        if _name_shaped(tokens[i]) and not (i and _of_another(tokens[i - 1]))
        and tokens[i + 1].startswith("ال") and len(tokens[i + 1]) - 2 >= _MIN_EPITHET_STEM
        and tokens[i + 1] not in STOPWORDS and parse_ordinal(tokens, i + 1, egyptian=True) is None
    ]
    for doc_id, title in titled if pairs else ():
        words = [w.strip('"(),.،') for w in fold(title).split()]
        for name, epithet in pairs:
            forms = _epithet_forms(epithet)
            if own_record(title, [name], question) and any(
                name_matches(name, word) and _says_epithet(_bare_words(after)[0], forms)
                for word, after in zip(words, words[1:], strict=False)
            ):
                return doc_id
    return None


def _of_another(word: str) -> bool:
    """Does the word before a name make it another's, whom the question names its subject by: a kin, a disciple,
    an office ("ضرة حنه ام صموئيل النبي": Hannah's rival, not Samuel; `office`), or "أم", which `office` leaves
    out (it is also "or")?"""
    return office(word) is not None or word in _MOTHER_OF


_MOTHER_OF = frozenset({fold("أم")})


def titled_otherwise(question: str, cited: Sequence[tuple[str, str]]) -> bool:
    """Do the cited records (title, text) answer of another man of the asked name: none holds the question's
    epithet nor its place, and one's own title gives the name another epithet ("نياحة البابا مرقس السادس" for
    "مرقس القبرصي", "مرقس الطرابلسي")? That man is told apart by his: an ordinal, a number or another article
    word right after the name (a title word or an office is none). A record that holds the asked epithet or
    its place is the same man by another byname ("سمعان العمودي" for "سمعان الأنطاكي": "ولد بإنطاكية"), and
    it may be cited beside a namesake's ("ثاؤدورس المشرقي" with a passage of "ثاؤدورس الشطبي")."""
    for name, epithet in asked_epithets(question):
        if any(holds_epithet(f"{title} {text}", epithet) for title, text in cited):
            continue
        for title, _ in cited:
            words = fold(title).split()
            if any(name_matches(name, word) and _another_epithet(words, i + 1) for i, word in enumerate(words[:-1])):
                return True
    return False


def _another_epithet(words: list[str], i: int) -> bool:
    word = words[i].strip('"()')
    return word.isdigit() or parse_ordinal(words, i, egyptian=True) is not None or _epithet(words, i)
