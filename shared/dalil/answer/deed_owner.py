"""Whose is the deed a sentence says by its object pronoun (SLOTOWNER73, issue 19)?

A where/when question asks a deed of a named person ("أين دفن القديس X", "X اتدفن فين"). A sentence may say that
deed by a form carrying its object pronoun ("دفنه", "ودفنوها", "من دفنه") and yet of another person, so the place or
the time beside it is not the asked one's:
- the pronoun's person is one the sentence brought in indefinite before it, no doer of the deed ("أوقف جنازة ميت ومنع
  أهله من دفنه": the dead man; "قتل إنسانا في صباه … ودفنه تحت شجرة التين": the man he killed), unless the question
  asks of that very person ("… دفن الإنسان اللي قتله فين");
- the asked one is the deed's doer: his name right after the form, or between it and a verb before it that carries its
  own object pronoun ("ولما كفنه يونياس ودفنه في مغارة": Junias buried Andronicus).
A form with no pronoun, or one whose person is the asked one's title or name, keeps the deed his. Read by
`relation_asked.deed_of_another` (which also reads a deed said of another by his name after the verb), inside
`answer/asked_stated.states_asked`: the one check of the offline answerer's choice and every provider's answer.

A life event (a death, a birth) said with its subject right after it is that subject's (`event_of_another`): a kin
("مات والده وهو ابن اثنتي عشرة سنة": the father's death, the son's age then) or an office ("وبعد قليل مات الملك …
فأحضر القديس أسطاثيوس", "فلما مات الملك نورماريوس في حرب الفرس") the question does not say is another than the asked
one, unless the asked one's name follows it in apposition ("تنيح البابا كيرلس"); an office with no name is another only
where the sentence names the asked one apart from it (else it may be he, told by his office). Read for every slot by
`relation_asked.deed_of_another` and for a place by `slot_stated` (DEEDSLOT79's kin in construct, EXCERPT80).
"""

from __future__ import annotations

from collections.abc import Collection

from dalil.answer.asked_subject import subject_names
from dalil.answer.predicates import PREDICATES, in_family
from dalil.answer.slot_fillers import same_noun, same_word
from dalil.answer.slot_reading import PERSON_NOUNS, Slot
from dalil.answer.slot_words import may_be_name, verbal
from dalil.retrieval.names import FOLDED_TITLE_WORDS, title_names
from dalil.text.forms import FEMININE, THIRD_PERSON_PRONOUNS, possessed_base
from dalil.text.glued import GLUED_CONJUNCTIONS, GLUED_PREPOSITIONS, unglued
from dalil.text.normalize import fold, folded_words
from dalil.text.offices import KIN, office
from dalil.text.reading import name_variants
from dalil.text.stem import STOPWORDS
from dalil.text.support import strip_markers

# The slots a deed's place or time fills: the deed's owner is the question's named subject.
_OWNED_SLOTS = frozenset({"place", "year", "duration"})
# A person a story brings in without the article: the common nouns of a person (`slot_reading.PERSON_NOUNS`, the
# article off) and the two a miracle story most uses for a stranger, "a man" and "a dead one".
_NEWCOMERS = frozenset(w.removeprefix("ال") for w in PERSON_NOUNS) | folded_words("انسان ميت")
_BACK = 12  # words before the deed where its pronoun's person is looked for


def deed_of_another_owner(question: str, sentence: str, slot: Slot | None) -> bool:
    """Is every saying of the asked deed in the sentence, by its object pronoun, another person's (see the module's
    doc)? A saying without a pronoun, or none at all, is left to the other checks."""
    if slot is None or slot.kind not in _OWNED_SLOTS or slot.agent or slot.patient or not slot.head:
        return False
    deed = slot.head[0]
    names = subject_names(question, slot)
    if not verbal(deed) or not names:
        return False
    words = fold(strip_markers(sentence)).split()
    question_words = fold(strip_markers(question)).split()
    sayings = [(j, pronoun) for j, w in enumerate(words) if (pronoun := _says_deed(w, deed)) is not None]
    return bool(sayings) and all(pronoun and _of_another(words, j, names, question_words) for j, pronoun in sayings)


def _says_deed(word: str, deed: str) -> str | None:
    """The object pronoun the word says the deed with ("ودفنه": ه, "دفنوها": ها), "" for the deed without one, None
    for another word."""
    bare = unglued(word)
    for pronoun in THIRD_PERSON_PRONOUNS:
        stem = bare.removesuffix(pronoun)
        if stem != bare and len(stem) >= 3 and same_word(stem.removesuffix("و"), deed):
            return pronoun
    return "" if same_word(bare, deed) else None


def _of_another(words: list[str], j: int, names: frozenset[str], question_words: list[str]) -> bool:
    """Is the deed at j said, by its pronoun, of another than the asked one (the asked one its doer, or the pronoun's
    person a newcomer the question does not ask of)?"""
    if _asked_doer(words, j, names):
        return True
    for k in range(j - 1, max(-1, j - 1 - _BACK), -1):
        word = unglued(words[k])
        if _is_asked(word, names) or word in FOLDED_TITLE_WORDS or (word.startswith("ال") and office(word) is not None):
            return False  # the asked one, or a title or office standing for him ("فتوسل إليه القديس")
        person = _newcomer(word)
        if person:
            return not _doer_before(words, k, j) and not any(same_noun(q.removeprefix("ال"), person) for q in question_words)
    return False


def _carries(word: str) -> bool:
    """Does the form carry an object pronoun (not a word whose last ه is its own: "دفن" has none)?"""
    bare = unglued(word)
    return any(bare.endswith(p) and len(bare) - len(p) >= 3 for p in THIRD_PERSON_PRONOUNS)


def _asked_doer(words: list[str], j: int, names: frozenset[str]) -> bool:
    """Is the asked one the deed's doer: named right after it ("دفنه يونياس"), or between it and a verb before it that
    carries its own object pronoun ("كفنه يونياس ودفنه")?"""
    after = words[j + 1] if j + 1 < len(words) else ""
    if after and _is_asked(after, names) and not _own_subject(words[j]):
        return True
    return j >= 2 and _is_asked(words[j - 1], names) and _carries(words[j - 2]) and not _own_subject(words[j - 2])


def _own_subject(word: str) -> bool:
    """Does the verb carry its own subject before its object pronoun ("قاومته": I resisted him, "دفنتموه")? Then the
    word after it is no doer of it ("قاومته مواجهة")."""
    stem = unglued(word)
    stem = next((stem.removesuffix(p) for p in THIRD_PERSON_PRONOUNS if stem.endswith(p)), stem)
    return stem.endswith(_SUBJECT_ENDINGS)


# A past verb's subject endings before an object pronoun: I/you/she (ت), we (نا), you all (تم, تمو).
_SUBJECT_ENDINGS = ("ت", "نا", "تم", "تمو")


def _is_asked(word: str, names: frozenset[str]) -> bool:
    return word in names or unglued(word) in names or bool(title_names(word, list(names)))


def _newcomer(word: str) -> str:
    """The person noun of an indefinite newcomer ("إنسانا", "ميت", "رجلا"), or ""."""
    if word.startswith("ال"):
        return ""
    for form in (word, word.removesuffix("ا")):
        if form in _NEWCOMERS:
            return form
    return ""


def _doer_before(words: list[str], k: int, j: int) -> bool:
    """Is the newcomer at k the doer of the deed at j: only an adjective of his and verbs carrying their object pronoun
    between ("فوجده رجل مؤمن فأخذه وكفنه ودفنه")?"""
    between = words[k + 1 : j]
    if between and not _joined_verb(between[0]) and between[0] not in STOPWORDS and not between[0].startswith("ال"):
        between = between[1:]  # his adjective ("رجل مؤمن")
    return all(_joined_verb(w) for w in between)


def _joined_verb(word: str) -> bool:
    """A verb joined by و/ف to the one before, with its object pronoun ("فأخذه", "وكفنه"); not a noun with its
    possessive ("في شبابه")."""
    return word[:1] in GLUED_CONJUNCTIONS and _carries(word)


def kin_noun(word: str) -> str:
    """The kin noun a word says ("وام", "الام", "والده" -> its KIN entry; with its ة before a pronoun, "زوجته",
    "والدتها", "ابنته"), "" for none."""
    bare = unglued(word).removeprefix("ال")
    forms = [word, bare]
    # a feminine kin's base, its ة restored (`forms.possessed_base`: "زوجته" -> زوجه); four letters at least: a
    # three-letter one ("امته" -> امه, his nation) `office` reads as a two-letter kin with his pronoun (his mother)
    forms += [base for f in (word, bare) if (base := possessed_base(f)).endswith(FEMININE) and len(base) > _TWO_LETTER_KIN + 1]
    found = next((k for k in forms if k in KIN), None) or next((o for form in forms if (o := office(form))), None)
    return found if found in KIN else ""


_TWO_LETTER_KIN = 2  # "ام", "اب", "اخ", "عم", "جد": `office` reads "امه" as one of them with his pronoun


def event_of_another(words: list[str], j: int, question_words: Collection[str], names: Collection[str]) -> bool:
    """Is the life event said at j (its verb or verbal noun) told of another than the asked one (see the module's doc)?
    Its subject right after it, past titles: a kin the question does not say, or an office the question does not give its
    subject; either with a name after it in apposition: the asked one's (`names`) keeps it his, another's tells it of
    that one ("مات الملك نورماريوس")."""
    k = j + 1
    while k < len(words) and words[k] in FOLDED_TITLE_WORDS and office(words[k]) is None:  # "القديس"; not "الملك"
        k += 1
    word = words[k] if k < len(words) else ""
    kin = kin_noun(word)
    held = kin or (office(word) if word else None) or ""
    if not held:
        return False
    spelled = frozenset(names) | {variant for name in names for variant in name_variants(name)}  # "مارمرقس": مرقس
    named = _named_in_apposition(words, k, spelled)
    if named is not None:
        return not named
    if kin:
        return another_kin(word, question_words)
    # An office alone may be the asked one told by it ("استشهد الرسول", "مات الملك" in his own record): another only where
    # the sentence names the asked one apart from it ("مات الملك … فأحضر القديس أسطاثيوس").
    apart = words[: max(0, j - 1)] + words[k + 1 + _APPOSITION :]
    return not any(office(w) == held for w in question_words) and any(_is_asked(w, spelled) for w in apart)


def another_kin(word: str, question_words: Collection[str]) -> bool:
    """Is the word a kin noun the question does not say ("والده" of a question asking no father): another's relative."""
    kin = kin_noun(word)
    return bool(kin) and not any(kin_noun(w) == kin or _same_kin(word, w) for w in question_words)


def _same_kin(word: str, other: str) -> bool:
    """Do the two words say one kin by its family's forms ("والده" and "أبو": a father)?"""
    return any(in_family(word, p.states) and in_family(other, p.states) for p in _KIN_PREDICATES)


_KIN_PREDICATES = tuple(p for p in PREDICATES if p.kin)


_APPOSITION = 4  # words after a kin or an office where its name may stand ("تنيح البابا البار الطيب الذكر الأنبا كيرلس")


def _named_in_apposition(words: list[str], k: int, names: Collection[str]) -> bool | None:
    """The name in apposition to the person word at k, up to the clause's end (a mark, a function word, a word behind a
    glued و/ف or a glued preposition: "وولد الراهب بطنطا" names a place): True for the asked one, False for another's
    proper name, None for none."""
    for word in words[k + 1 : k + 1 + _APPOSITION]:
        glued = word[0] in GLUED_CONJUNCTIONS + GLUED_PREPOSITIONS and len(word) > 3 and word not in names
        if not word.isalnum() or word in STOPWORDS or glued:
            return None
        if _is_asked(word, frozenset(names)):
            return True
        if may_be_name(word) and not word.startswith("ال") and not verbal(word):
            return False
    return None
