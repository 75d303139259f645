"""A person the question describes by a deed, a work or a role instead of a name, and a record that does not
hold the description (OUTCORPUS48, issue 19: out-of-corpus questions with corpus words).

"في أي مدينة ولد مخترع الهاتف؟", "مؤسس شركة مايكروسوفت اسمه ايه", "مين اللي بنى برج خليفة": the one asked is
named by what he did or made, and the frame ("ولد في مدينة", "مات سنة", "اسمه") is written in thousands of
records. An answer from a record that holds the frame but not the description is about someone else (a saint's
birthplace for the telephone's inventor, Edison's patents for "مكتشف الكهرباء").

The description (`descriptions`) is an agent noun by its shape (مُفعِّل / مُفتعِل / مُستفعِل: "مخترع", "مكتشف",
"مؤسس", "مصمم", "مؤلف"; not فاعل, "كاتب", which reads as a verb by its shape) followed by its complement, the nouns it governs
("الهاتف", "شركة مايكروسوفت"), in a question that names no person besides (no title, no word the corpus
writes as a name outside the description). Its head and each complement word must be held by the cited records (titles,
excerpts, the retrieved chunks of the same records: `premise.record_words`), in any form of the word, its
root or a synonym class (`slot_fillers.same_word`; a head also with its hamza seat and the participle's م or
the تفعّل ت off: "مؤسس" is held by "تأسس"). Else `described_unsupported: <word>`.

No list of inventions or roles: a word the corpus writes as a name, a title, an office or a unit of time or
place is no head. A relative clause ("مين اللي بنى برج خليفة", "من الذي كتب سيرة …") is not read: on the dev
sets it was most often a deed of a named saint, and requiring its words lost 29 right answers; even opening
a who-question with no person named, 3 (the record tells the deed in other words: "البعثة التي قادها" for
"قاد الحملة"; benchmarks/trust/RESULTS.md, OUTCORPUS48).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from dalil.answer.asked_reading import RESUMPTIVE, read_question
from dalil.answer.premise import record_words, unstated_name
from dalil.answer.slot_fillers import same_word
from dalil.answer.slot_reading import reads_as_verb
from dalil.answer.slot_words import MONTHS, PLACE_UNITS, TIME_UNITS, content_word, is_question_word, verbal
from dalil.models import Evidence
from dalil.reasons import DESCRIBED_UNSUPPORTED  # the stable code: "described_unsupported: <word>"
from dalil.retrieval.names import FOLDED_TITLE_WORDS
from dalil.text.asked_kind import asked_kind_words
from dalil.text.clause_openers import RELATIVES
from dalil.text.egyptian_morphology import interdental_spellings
from dalil.text.glued import without_particles
from dalil.text.normalize import fold, folded_words
from dalil.text.offices import office
from dalil.text.question_frame import REQUESTS
from dalil.text.relative_days import CALENDAR_DAYS
from dalil.text.stem import PRONOUN_COPULAS, VERB_COPULAS
from dalil.text.support import HONORIFICS, strip_markers

# the relative pronouns: MSA (`text.stem`) and the Egyptian اللي
# the naming frame after the described one ("مؤسس مايكروسوفت اسمه ايه"): it ends the complement
_NAMING = folded_words("اسم اسمه اسمها اسمهم اسمو")
_UNITS = TIME_UNITS | PLACE_UNITS | MONTHS
_LONG_VOWELS = frozenset("اويىةه")
_HAMZA = str.maketrans({"ؤ": "ا", "ئ": "ا", "أ": "ا", "إ": "ا", "ء": ""})
# the owner's noun, "the one of X" (DESCRIBED49): masculine, feminine, plural, Egyptian spelling
_OWNER = folded_words("صاحب صاحبة صاحبه اصحاب صاحبين")
# the subject pronouns: the third persons (`text.stem`), the first and second in their Egyptian forms
_SUBJECTS = PRONOUN_COPULAS | folded_words("انا احنا انت")
_DOER_LETTERS = 4  # فاعل: C ا C C
_IMPERFECT = "ي"  # the imperfect's prefix of the third person
_COMPLEMENT = 2  # words an agent noun governs ("مؤسس شركة مايكروسوفت", "كاتب رواية البؤساء")
_SHORTEST_HEAD = 4


def descriptions(question: str, known_names: Collection[str] = frozenset()) -> list[tuple[str, tuple[str, ...]]]:
    """(head, complement words) for each agent noun of the question and the nouns it governs ("مخترع الهاتف",
    "مؤسس شركة مايكروسوفت"). `known_names`: the words the corpus writes as names (`validate.corpus_names_of`),
    none of which is a head ("مرقس" has an agent noun's shape). None when the question also names a person
    by a title or a name outside its descriptions: the one asked is then named, the description is his
    (a named person's premises are `answer/premise.py`'s)."""
    words = fold(strip_markers(question)).split()
    # the noun a "which" word governs names the kind of the answer, no one described: "في أي متحف توجد الموناليزا"
    # asks a museum (`text.asked_kind`; متحف has the م-shape of an agent noun, as a noun of place does)
    kinds = set(asked_kind_words(words))
    found: list[tuple[str, tuple[str, ...]]] = []
    for i, word in enumerate(words):
        if word in kinds:
            continue
        if (agent_noun(word, known_names) or _doer_or_owner(words, i, known_names)) and (
            complement := _complement(words, i + 1)
        ):
            found.append((word, complement))
    described = {word for head, complement in found for word in (head, *complement)}
    named = any(
        word not in described and (_title(word) or any(form in known_names for form in without_particles(word)))
        for word in words
    )
    return [] if named else found


def _title(word: str) -> bool:
    """A title or an honorific ("القديس", "الأنبا"): the question names a person."""
    return word in FOLDED_TITLE_WORDS or word in HONORIFICS


def agent_noun(word: str, known_names: Collection[str] = frozenset()) -> bool:
    """A folded word of an agent noun's shape: م then three to six letters with no long vowel ("مخترع",
    "مكتشف", "مؤسس", "مستكشف"); none the corpus writes as a name, no title, office, unit, question or
    function word, nor a verb by its shape (so not فاعل, "كاتب", "راسم": read as a verb of form III), nor a word that
    asks for a telling (`question_frame.REQUESTS`: "ممكن" has the shape, but "ممكن تحكيلي عن …" describes no one)."""
    if len(word) < _SHORTEST_HEAD or not content_word(word) or word in known_names or reads_as_verb(word):
        return False
    if _title(word) or office(word) is not None or word in _UNITS:
        return False
    if word in REQUESTS:
        return False  # "ممكن تشرحلي …": the reader's request to the answerer (مُفعِل of أمكن), no one described (FAITHFUL66)
    return word[0] == "م" and len(word) <= 7 and not _LONG_VOWELS & set(word[1:])  # noqa: PLR2004 - م and five letters


def _doer_or_owner(words: list[str], i: int, known_names: Collection[str]) -> bool:
    """A فاعل participle ("كاتب", "راسم", "صانع", "واضع") or the owner's noun ("صاحب", "صاحبة": `_OWNER`) heading a
    description (DESCRIBED49): its shape is a form III past's too ("كاتب" as "he corresponded"), so it is read as a
    noun only where no relative pronoun or subject pronoun stands before it ("مين اللي قاتل …", "هو حارب …": a verb)
    and, as the م-shape, no name, title, office or unit is it."""
    word = words[i]
    if i and words[i - 1] in RELATIVES | _SUBJECTS | VERB_COPULAS:
        return False  # "اللي كان قاعد يشحت": a state, no description
    if i + 1 < len(words) and verbal(words[i + 1]) > 0:
        return False  # "قاعد يشحت", "راجع يشوف": a participle of a verb's action, no work it governs
    if word in _OWNER:
        return True
    if not content_word(word) or word in known_names or _title(word):
        return False
    if office(word) is not None or word in _UNITS or is_question_word(word):
        return False
    return len(word) == _DOER_LETTERS and word[1] == "ا" and not _LONG_VOWELS & set(word[2:])  # "واضع": و a root letter


def owner(head: str) -> bool:
    """Is the head the owner's noun ("صاحب نظرية التطور")? Its description is its complement alone: a record tells
    the work ("نظرية التطور لـ تشارلز داروين") and seldom says "صاحب"."""
    return head in _OWNER


def _complement(words: list[str], start: int) -> tuple[str, ...]:
    """The nouns after a head that it governs: content words up to a verb, a question word, a preposition or
    function word, the naming frame or a unit of time or place ("سنة", "مدينة")."""
    out: list[str] = []
    for word in words[start : start + _COMPLEMENT]:
        if not content_word(word) or is_question_word(word) or word in _NAMING or word in _UNITS:
            break
        if (reads_as_verb(word) and (out or verbal(word) > 1)) or word in RELATIVES:
            break  # the object may have a past verb's shape ("مؤسس نادي"); the verb after it may not
        if word[0] == _IMPERFECT and verbal(word) > 0:
            break  # nor an imperfect's: "مرقس يبقى إيه لبرنابا" (a name of the م shape, then its verb)
        out.append(word)
    return tuple(out)


def held(word: str, record: Sequence[str], *, head: bool = False) -> bool:
    """Does the record hold `word` in any of its forms, its root or a synonym class? A head also by its
    letters with the hamza seat, the participle's م or the تفعّل ت taken off ("مؤسس" is held by "تأسس")."""
    if any(same_word(word, other) for other in record):
        return True
    if not head:
        return False
    bare = _bare_head(word)
    return len(bare) >= 3 and any(_bare_head(other) == bare for other in record)  # noqa: PLR2004 - a root's letters


def _bare_head(word: str) -> str:
    bare = word.removeprefix("ال").translate(_HAMZA)
    for prefix in ("م", "ت", "ا"):
        if len(bare) > 3 and bare.startswith(prefix):  # noqa: PLR2004 - a root's letters
            bare = bare[1:]
    if len(bare) == _DOER_LETTERS and bare[1] == "ا":
        bare = bare[0] + bare[2:]  # فاعل: "كاتب" is held by "كتب", "واضع" by "وضع"
    return bare


def described_problem(
    question: str, cited: Sequence[Evidence], evidence: Sequence[Evidence] = (), known_names: Collection[str] = frozenset(),
) -> str | None:
    """`described_unsupported: <word>` when the question describes the one asked by a deed, a work or a role
    (`descriptions`) and a word of that description, its head or its complement, is held by no cited record;
    None otherwise (no description read, or every one held)."""
    if not cited:
        return None
    found = descriptions(question, known_names)
    clause = clause_words(question, known_names)
    if not found and not clause:
        return None
    record = record_words(cited, evidence, question)
    if (unheld := clause_unheld(clause, record, known_names)) is not None:
        return f"{DESCRIBED_UNSUPPORTED}: {unheld}"
    for head, complement in found:
        if not owner(head) and not held(head, record, head=True):
            return f"{DESCRIBED_UNSUPPORTED}: {head}"
        missing = next((word for word in complement if not held(word, record)), None)
        if missing is not None:
            return f"{DESCRIBED_UNSUPPORTED}: {missing}"
        if not held_together(complement, record):
            return f"{DESCRIBED_UNSUPPORTED}: {' '.join(complement)}"
    return None


def held_together(complement: Sequence[str], record: Sequence[str]) -> bool:
    """Does the record hold the complement's words as one phrase, in order, at most one word between two
    ("شركة مايكروسوفت" in "لشركة مايكروسوفت"), not each somewhere ("جامعة الزيتونة … القاهرة" holds no
    "جامعة القاهرة")?"""
    first, *rest = complement
    for start, word in enumerate(record):
        if not same_word(first, word):
            continue
        at = start
        for following in rest:
            at = next((j for j in range(at + 1, min(at + 3, len(record))) if same_word(following, record[j])), -1)
            if at < 0:
                break
        else:
            return True
    return False


def undescribed(question: str, known_names: Collection[str] = frozenset()) -> str:
    """The question without its descriptions' words (`descriptions`): what it asks of the one described ("اتولد فين"
    of "صاحب كتاب النبي اتولد فين", "توفي في أي مدينة" of "كاتب كتاب النبي توفي في أي مدينة"); "" when it describes
    no one or asks nothing else. Asked of a record that holds the description (`described_problem` None), it is asked
    of that record's own subject: the offline answerer's choice and the check of every answer read it so (DESCRIBED49)."""
    found = descriptions(question, known_names)
    described = {word for head, complement in found for word in (head, *complement)}
    rest = [word for word in fold(strip_markers(question)).split() if word not in described]
    return " ".join(rest) if found and any(content_word(word) for word in rest) else ""


def asked_of_described(
    question: str, cited: Sequence[Evidence], evidence: Sequence[Evidence] = (), known_names: Collection[str] = frozenset(),
) -> str:
    """`undescribed(question)` when the cited records hold the question's description of the one asked (so they are
    his), else "": what is asked is then checked as asked of them."""
    rest = undescribed(question, known_names)
    return rest if rest and cited and described_problem(question, cited, evidence or cited, known_names) is None else ""


def clause_words(question: str, names: Collection[str] = frozenset()) -> tuple[str, ...]:
    """The nouns and names of the relative clause that describes the question's subject ("مجمع القسطنطينية الذي
    حرم نسطور": نسطور; "أبامون اللي من ترنوط اتدفن فين": ترنوط), read by `asked_reading.read_question` (its
    `clause` after the ask, its `described` before it; a cleft "مين اللي حرم X" is the ask itself, none). The
    clause's verbs are not required: a record tells a deed in other words ("البعثة التي قادها" for "قاد الحملة",
    OUTCORPUS48); what it is done to or with, a name or a noun, it must name (DESCRIBED81). A clause that names a day
    of the calendar (today, a Coptic month) is the commemoration's date: the record's day holds it, none of its words
    ("today's saint" is answered with the day's record, docs/DECISIONS.md)."""
    reading = read_question(question)
    if not reading.described and reading.asked and is_question_word(reading.asked[-1]):
        return ()  # "مين اللي …", "ايه اللي حصل …": the clause is what is asked, no description of a subject
    words = (*reading.described, *reading.clause)
    if any(word in CALENDAR_DAYS or word in MONTHS for word in words):
        return ()  # "القديس اللي الكنيسة بتعيد له النهارده", "اللي بيتذكر يوم 2 بشنس": told by the record's day, not its words
    found = [
        word for word in words
        if content_word(word) and not reads_as_verb(word) and verbal(word, names) == 0 and not RESUMPTIVE.match(word)
        and word not in _UNITS and not any(char.isdigit() for char in word)
    ]
    return tuple(dict.fromkeys(found))


def clause_unheld(clause: Sequence[str], record: Sequence[str], known_names: Collection[str] = frozenset()) -> str | None:
    """What of the subject's relative clause (`clause_words`) the record does not hold: a name the corpus writes as
    one ("قسطنطين"), held in none of its spellings (`premise.unstated_name`); else the whole clause when the record
    holds none of its nouns in any form ("نسطور" for the 381 council; an Egyptian stop for an interdental counts:
    "التعبان" is held by الثعبان). One noun held is enough: a record tells the rest in its own words ("جزمة" for
    "حذاء", "ربنا" for "الرب"), and a name the corpus does not write as one may be spelled otherwise ("مارجرجس" for
    جاورجيوس): requiring every noun lost 35 right dev answers, every word no common noun of the corpus 21
    (benchmarks/trust/RESULTS.md, DESCRIBED81). None when the clause is held."""
    if not clause:
        return None
    if (name := unstated_name(list(clause), list(record), known_names)) is not None:
        return name
    if any(held(form, record) for word in clause for form in (word, *interdental_spellings(word))):
        return None
    return " ".join(clause)
