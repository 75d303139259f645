"""The thing a question asks about, and whether the records it is answered from hold it (SUBJECTFLOOR72).

A question's terms are its subject and its frame. The frame is what any question of its shape says: the reader's own
verb, first person ("إزاي أعمل …", "ezay a3mel …", "كيف أصنع": how do I make), and the adjuncts after a preposition
("في البيت", "على الأرض"). A verb of the third person tells the record's event ("ولد", "بنى"): it is the subject's.
The subject is the content noun phrase left: "الكشري" of "إزاي أعمل كشري في البيت". A record that shares the frame
and not one word of the subject is about something else, however much of the question it covers: "اعمل لنا آلهة …
يا بيت إسرائيل" (Acts 7) holds "اعمل" and "بيت" and nothing of a recipe (fq51-072). An answer is published only
when a record it cites holds at least one of the question's subject nouns (`subject_nouns`), read as the answerer
reads a held term (`egyptian_verbs.term_readings`, `held_terms`: a word's conjugations, verbal nouns, participles).

A subject noun is a word of the question's subject terms (`support.subject_terms`, the frame words out; the answer's
kind words out, `support.kind_terms`: "أنهي مدينة" asks a city, no record need say "مدينة") that is
- no verb of the reader (`_reader_verb`: of a verb's shape, `slot_words.verbal`, opening with the first person's
  أ and no name or common noun of the corpus, `names`, `common`: "اسقف", "امير" are nouns),
- no question, title or naming word ("القديس", "اسمه" stand in the records of every one),
- no number,
- no preposition, and not inside an adjunct: not after a preposition written apart (`assertions.ROLE_PREPOSITIONS`,
  `time_clauses.TIME_PREPOSITIONS`: "قبل كده"; a question's first "من" is "who"), nor the article-adjective of such a
  noun ("على البحر المتوسط"). Not "عن": its noun is the topic asked ("بولس قال ماذا عن المحبة": 1 Corinthians 13
  answers it and never names Paul; fq18-011).
A question whose only words outside its adjuncts are verbs ("إيه اللي حصل في تونس": what happened, asked of a
place) has its adjunct's nouns for subject. A question with none (all frame) is not judged here, nor one whose subject
is a day (`date_subject.find_subject_date`: "23 برموده الكنيسه بتعيد لمين") or a Bible reference ("ماذا يقول إنجيل متى
5: 3"): the day's records and the passage are chosen by their date or reference, and the evidence floor reads the rest
of such a question (`retrieval.evidence`). One subject noun held is enough: a record names its person by his title and
a question by another of his words, and a Franco word the reading missed must not lose an answer its other subject
words carry.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from dalil.answer.slot_words import is_question_word, verbal
from dalil.models import Evidence
from dalil.retrieval.names import FOLDED_TITLE_WORDS
from dalil.text.assertions import NAMING_WORDS, ROLE_PREPOSITIONS
from dalil.text.bible_refs import parse_bible_ref
from dalil.text.date_subject import find_subject_date
from dalil.text.egyptian_verbs import held_terms, term_readings
from dalil.text.glued import BY_AND_TO, off_preposition, unglued
from dalil.text.normalize import fold
from dalil.text.support import kind_terms, strip_markers, subject_terms, term_set
from dalil.text.time_clauses import TIME_PREPOSITIONS

SUBJECT_NOT_HELD = "subject_not_held"  # the stable code: "subject_not_held: <the subject's words>"
_WHO = "من"  # the question's first "من" asks who; elsewhere it is "from"
_TOPIC = "عن"  # "about": its noun is what is asked
_SHORTEST_GLUED = 4  # "لديميدس", "ببطرس" (`glued.BY_AND_TO`); a shorter word is too often its own
_PREPOSITIONS = (ROLE_PREPOSITIONS - {_TOPIC}) | TIME_PREPOSITIONS
_FIRST_PERSON, _FIRST_PERSON_VERB = "ا", 4  # folded أ, and the shortest such verb ("اعمل")
_GLUED_NAME = 5  # letters of the shortest noun looked for inside a record's words run together
_FIVE_NOUNS = ("ابو", "ابي", "ابا", "ذو", "ذي", "ذا")  # whose last letter is the case: أبو / أبي / أبا


def subject_nouns(
    question: str, names: Collection[str] = frozenset(), common: Collection[str] = frozenset()
) -> frozenset[str]:
    """The terms of the question's subject nouns (module docstring); empty when it has none."""
    if find_subject_date(question) is not None or parse_bible_ref(question) is not None:
        return frozenset()
    subject = subject_terms(question) - kind_terms(question)
    words = fold(strip_markers(question)).split()
    found: set[str] = set()
    adjunct: set[str] = set()
    only_verbs = True
    for i, word in enumerate(words):
        terms = term_set(word) & subject
        if not terms or _frame_word(word, names, common):
            continue
        if _in_adjunct(words, i):
            adjunct |= terms
            continue
        found |= terms | _unglued_terms(word)
        only_verbs = only_verbs and verbal(word, names) > 0
    # "إيه اللي حصل في تونس", "من فعل ذلك في الدير": an event verb alone outside the adjunct; what it is asked of
    # is the adjunct's noun (the claim probes' faithful answers, refused when the verb was the whole subject); with no
    # adjunct noun ("ايه اللي حصل بعد كده") nothing names the subject
    if found and only_verbs:
        return frozenset(found | adjunct) if adjunct else frozenset()
    return frozenset(found)


def _unglued_terms(word: str) -> frozenset[str]:
    """The terms of a word without a glued preposition ("لديميدس": to Diomedes), beside its own."""
    bare = off_preposition(word, BY_AND_TO, _SHORTEST_GLUED)
    return term_set(bare) if bare is not None else frozenset()


def subject_unheld(
    question: str, cited: Sequence[Evidence], names: Collection[str] = frozenset(), common: Collection[str] = frozenset()
) -> str | None:
    """`SUBJECT_NOT_HELD` when the question has subject nouns and no cited record (its title and excerpt) holds any.
    `names`, `common`: the corpus's names and common nouns (`Services.claim_names`, `Services.common_words`)."""
    nouns = subject_nouns(question, names, common)
    if not nouns or not cited:
        return None
    readings = term_readings(question, nouns)
    for item in cited:
        text = f"{item.title or ''}\n{item.excerpt}"
        if held_terms(readings, term_set(text)) or held_glued(nouns, text):
            return None
    return f"{SUBJECT_NOT_HELD}: {' '.join(sorted(nouns))}"


def held_glued(nouns: frozenset[str], text: str) -> bool:
    """Is a subject noun a name the record writes apart, or the reader glued ("انبابيشوي" of "الأنبا بيشوي", "ابوسيفين",
    "تكلاهيمانوت": the glued-names suite): the noun inside the record's words run together? Long nouns only."""
    compact = "".join(fold(text).split())
    return any(len(noun) >= _GLUED_NAME and any(form in compact for form in _cases(noun)) for noun in nouns)


def _cases(noun: str) -> tuple[str, ...]:
    """The noun in the three cases of a name opened by one of the five nouns ("ابوسيفين" = "أبي سيفين" = "أبا …")."""
    for head in _FIVE_NOUNS:
        if noun.startswith(head):
            rest = noun[len(head) :]
            return tuple(head[:-1] + ending + rest for ending in "ويا")
    return (noun,)


def _frame_word(word: str, names: Collection[str], common: Collection[str]) -> bool:
    bare = unglued(word, 3)
    return (
        _reader_verb(word, names, common) or is_question_word(word) or bare in FOLDED_TITLE_WORDS or bare in NAMING_WORDS
        or any(ch.isdigit() for ch in word) or word in _PREPOSITIONS
    )


def _reader_verb(word: str, names: Collection[str], common: Collection[str]) -> bool:
    """A verb of the first person singular ("اعمل", "اصنع", "ازرع": أ + a verb's letters): the reader's asking."""
    return (
        word.startswith(_FIRST_PERSON) and len(word) >= _FIRST_PERSON_VERB and verbal(word, names) > 0
        and word not in names and word not in common
    )


def _in_adjunct(words: list[str], i: int) -> bool:
    """Is the word at `i` the noun of a preposition written apart, or the article-adjective right after one?"""
    if _after_preposition(words, i - 1):
        return True
    return words[i].startswith("ال") and words[i - 1].startswith("ال") and _after_preposition(words, i - 2)


def _after_preposition(words: list[str], at: int) -> bool:
    return at >= 0 and words[at] in _PREPOSITIONS and not (at == 0 and words[at] == _WHO)
