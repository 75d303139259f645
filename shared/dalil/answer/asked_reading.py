"""What the question asks of its subject, read from its words: a relation or an event ("ما اسم أم
X": a relation, X's mother, by name; "X اتولد فين": the birth; "متى ترك X البلد": leaving; "كم عدد
أولاد X": the children; `asked_predicates`), its slot (a count, a measure, an age, a span, a year, a
place, a person in a relation: `asked_slot`, by `answer/slot_reading.py`) and the verb whose object
"إيه / ماذا" asks (`asked_deed`).

Only the asked part of the question is read (`read_question`, `asked_part`): what follows a relative
pronoun ("مين اللي اتولد في …", "القديس الذي ترك …") describes the subject, it is not what is asked
of it, unless it is a cleft ("مين اللي قتل X": the clause is the ask) or the ask follows it
("أبامون اللي من ترنوط اتدفن فين"). A question of two asks ("كم سنة عاش … وأين ولد؟") is read up to
its second: an answer to the first alone is a true, partial answer, and not stating the second is no
claim. A time clause after the question word ("… بعد ما المسيح أقامه") dates the ask.

Whether a sentence states what is asked: `answer/asked_stated.py`; who it is asked of:
`answer/asked_subject.py`.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import lru_cache, wraps

from dalil.answer.move_direction import spelled_toward
from dalil.answer.name_asked import NAME_ASK_WORDS, own_name_ask
from dalil.answer.occupation_asked import occupation_terms, occupation_verbs
from dalil.answer.predicates import PREDICATES, Predicate, in_family, stem_set
from dalil.answer.role_gender import role_gender
from dalil.answer.slot_reading import (
    PREPOSITIONS_BEFORE_WHO,
    Slot,
    asks_name,
    contents_asked,
    described_named,
    read_slot,
    reads_as_verb,
    role_named_later,
    successor_asked,
    which_place_after,
)
from dalil.answer.slot_words import PLACE_UNITS, YEAR_UNITS, content_word, is_question_word, verbal
from dalil.answer.year_era import era_named
from dalil.retrieval.names import FOLDED_TITLE_WORDS, TITLE_WORDS
from dalil.text.assertions import ROLE_PREPOSITIONS
from dalil.text.egyptian_morphology import verb_forms
from dalil.text.egyptian_verbs import egyptian_verb
from dalil.text.existential import existential_terms
from dalil.text.forms import THIRD_PERSON_PRONOUNS
from dalil.text.glued import GLUED_CONJUNCTIONS, unglued
from dalil.text.normalize import fold, folded_words
from dalil.text.offices import FATHER_IN_CONSTRUCT, KIN, OFFICES, RELATION_NOUNS, SON_WORDS, TITLE_OFFICES, office
from dalil.text.question_frame import telling_verb, tells_me
from dalil.text.question_words import EGYPTIAN_WHAT, WHENCE, WHICH, WHO, asking, asking_word, msa, spelled_asking
from dalil.text.speakers import saying_verb
from dalil.text.stem import COPULAS, PRONOUN_COPULAS, analyze
from dalil.text.support import strip_markers, term_set
from dalil.text.time_clauses import COMPLEMENTIZERS, WHEN_CONJUNCTIONS, opens_order_clause
from dalil.text.word_families import synonyms_of

# Words right before which a kin word is asked ("ما اسم أم …", "مين أبو …", "عدد أولاد …"); after the
# naming ones it is asked by name. Elsewhere a kin word is part of the subject ("ماذا قالت لها أمها").
_NAMING_ASK = folded_words("اسم اسما اسمه اسمها اسماء من مين هو هي")  # "اسما والدي X": the dual
_ASKING = _NAMING_ASK | folded_words("كم كام عدد")
# The Egyptian order asks after the kin word: "X أبوها كان اسمه إيه", "X عمه مين".
_ASKING_AFTER = folded_words("اسمه اسمها اسمهم اسم مين ايه ايش")
_FRAME_AFTER = _ASKING_AFTER | COPULAS
# The same ask in the MSA words the Franco reading writes for it ("abouh kan esmo eh" is read "ابوه كان اسمه
# ما", "mrato meen" "مرات من": `text.colloquial`'s question words): "ما" and "من" ask there only closing the
# question, where they can be neither the negation nor "from".
_ASKING_LAST = asking("ما من") - _ASKING_AFTER
# Relative pronouns: what follows describes the subject ("مين اللي اتولد …").
_RELATIVES = folded_words("الذي التي الذين اللذان اللتان اللذين اللتين اللي اللى")  # the duals oblique too: "الرجلين اللذين أرسلهما"
# A second ask joined by و ("… وأين ولد؟", "… وامتى اتنيح؟"): the question words that open one (not
# من: "ومن" is as often "and from").
SECOND_ASK = folded_words("اين فين متي امتي كم كام مين ماذا ايه ليه لماذا كيف ازاي انهي")
# "قبل الميلاد" dates, it does not ask of a birth.
_ERA = folded_words("قبل بعد")
# Words a sentence uses to name someone: the word after them is the name ("اسمها مريم").
NAMING = folded_words("اسمه اسمها اسمهم يدعي تدعي يسمي تسمي يدعى تدعى يسمى تسمى")


@dataclass(frozen=True)
class QuestionReading:
    asked: tuple[str, ...]  # the words read as the ask
    clause: tuple[str, ...] = ()  # the relative clause after them: which person a role asks ("مين الملك اللي …")
    described: tuple[str, ...] = ()  # a relative clause that describes the subject before the ask
    named: str = ""  # a bare word right before a relative pronoun: a name ("أبامون اللي …")
    verb: str = ""  # the verb the ask opens with after a description ("… اللي من السبعين رسم أسقف"): no name


@lru_cache(maxsize=256)
def read_question(question: str) -> QuestionReading:
    """The question's folded words up to its first relative pronoun or its second ask, and the
    relative clause after them. Two relative clauses are no description of the subject:
    - a cleft, "من الذي قتل X" / "مين اللي قتل X" (a من/مين alone before the pronoun, a verb after
      it): the clause IS the ask, read as "من قتل X" — the doer of that deed (`slot_reading.read_slot`);
    - a clause before the ask, "أبامون اللي من ترنوط اتدفن فين" (no question word before the pronoun,
      one of a time, place, count or kind after it): it describes the subject, and the ask is what
      follows it, from its verb ("اتدفن فين") or its question word ("في أي مدينة اتدفن"). What
      describes the subject (ترنوط, his town) is not a word of the asked event."""
    return _read(opening_unglued(spelled_out(fold(strip_markers(question)).split())))


def spelled_out(words: list[str]) -> list[str]:
    """The question's folded words with the Egyptian "منين" (from where) spelled "من فين", as the search reads it
    (`text.colloquial`: "من أين"): the place of origin asked, as "من أين" / "من فين" ask it (SUBJECT48, fq19-078);
    and "لفين" (to where) "ل فين", a where-word of its own (`move_direction.spelled_toward`, WHERE61); and a when, where
    or how-many word glued to ب/ل written apart, a which only before a place or time unit (`spelled_asking_words`)."""
    parts = [part for word in words for part in (_FROM_WHERE if unglued(word) == WHENCE else spelled_toward(word))]
    return spelled_asking_words(parts)


def spelled_asking_words(words: list[str]) -> list[str]:
    """The folded words with a when, where or how-many word glued to ب/ل written apart, and a glued which only before a
    place or a time unit (`_spelled_asking`): the one reading of a glued question word for every reader of what is
    asked, the slot (`spelled_out`) and the answer's type (`answer_type.expected_type`). UNIFY82 measured the type's
    own copy, which wrote every glued which apart: on the 30 dev lines with one, the type it reads is the same either
    way, and the slot's reading every which apart turned fq26-088 to another record."""
    return [spelled for i, word in enumerate(words) for spelled in _spelled_asking(word, words[i + 1 : i + 2])]


def _spelled_asking(word: str, following: list[str]) -> tuple[str, ...]:
    """`question_words.spelled_asking` ("لامتى" -> "ل امتي"), a glued which only before a place or a time unit: "بأي
    مدينة" asks a place as "في أي مدينة" does (the slot, the namesake choice read it so, EXCERPT78); before any other
    noun ("بأي لقب", "بأي طريقة") it stays glued, the kind noun read by `text.asked_kind` — spelled, the which slot took
    the noun for the answer's unit and a sentence without "لقب" was chosen over the one saying it (fq26-088)."""
    parts = spelled_asking(word)
    if len(parts) > 1 and parts[1] in WHICH and not (set(following) & (PLACE_UNITS | YEAR_UNITS)):
        return (word,)
    return parts


_FROM_WHERE = ("من", "فين")


def opening_unglued(words: list[str]) -> list[str]:
    """The question's folded words with a conjunction glued to its opening question word dropped: a
    reader's follow-up "ومين اللي …", "وكام …" asks as "مين اللي …" (fq17-099: "ومين اللي مسك تدبير الشركة
    بعد القديس تادرس" was read as no ask at all, and any sentence of the record answered it)."""
    if words and len(words[0]) > 2 and words[0][0] in GLUED_CONJUNCTIONS and is_question_word(words[0][1:]):
        return [words[0][1:], *words[1:]]
    return words


def _read(words: list[str]) -> QuestionReading:
    for i, word in enumerate(words):
        glued = len(word) > 3 and word[0] in GLUED_CONJUNCTIONS and word[1:] in _RELATIVES
        if i > 0 and (word in _RELATIVES or glued):
            before, after = words[:i], words[i + 1 :]
            named = before[-1] if _bare_name_before_relative(before[-1]) else ""
            if glued:
                return QuestionReading(tuple(before), named=named)
            if _cleft(before, after):
                return _read([before[0], *after])
            named_ask = _named_after_description(before, after)
            if named_ask is not None:
                opens, asked = named_ask
                if asked[0] in WHO:  # "مين كاتب المزمور اللي بيقول …": the clause says which one
                    return QuestionReading(tuple(asked), tuple(after[:opens]), named=named)
                return replace(_read(asked), described=tuple(after[:opens]), named=named)
            start = _ask_after_description(before, after)
            if start is not None:
                rest = _read(before + after[start:])
                verb = after[start] if reads_as_verb(after[start]) else ""
                return replace(rest, described=tuple(after[:start]) + rest.described, named=rest.named or named, verb=verb)
            return QuestionReading(tuple(before), tuple(after), named=named)
        if i > 1 and len(word) > 2 and word[0] == "و" and word[1:] in SECOND_ASK:
            return QuestionReading(tuple(words[:i]))
        if i > 1 and _time_clause(words, i) and _asks_before(words[:i]):
            return QuestionReading(tuple(words[:i]))
    return QuestionReading(tuple(words))


_WHO_WORDS = asking("من")
# A preposition with a pronoun (folded: "اليه", "عليه", "لها", "معهم"): in a relative clause, it
# refers back to the one the clause describes.
RESUMPTIVE = re.compile(rf"^[وف]?(?:الي|علي|عن|من|مع|في|عند|ل|ب)(?:{'|'.join(THIRD_PERSON_PRONOUNS)})$")
# Question words of a time, a place, a count or a kind (MSA and Egyptian): one after a relative
# clause asks of the subject that clause described. Not ما/ايه ("… كان اسمه إيه": the role named
# first, `slot_reading.role_named_later`) nor من (also "from").
_ASKS_AFTER = asking("كم بكم متي اين اي")
_ANY_ASK = asking("كم بكم متي اين اي من ما لماذا كيف")
# Prepositions that govern a question word and open the ask with it ("في أي مدينة", "من أي بلد").
_ASK_PREPOSITIONS = folded_words("في من علي الي ب")


def _cleft(before: list[str], after: list[str]) -> bool:
    """ "من الذي + verb …": who did it, unless a pronoun in the clause refers back to the one asked
    ("من الذي انضم إليه النورمان", "مين اللي ظهر لها المخلص": the one joined, the one appeared to)."""
    who = [w for w in before if w not in PRONOUN_COPULAS]  # "من هو الذي قتل X"
    if len(who) != 1 or before[0] not in _WHO_WORDS or not after or any(RESUMPTIVE.match(w) for w in after):
        return False
    slot = read_slot([before[0], *after])
    return slot is not None and slot.agent


def _ask_after_description(before: list[str], after: list[str]) -> int | None:
    """Where the ask opens in the relative clause when no question word precedes the clause and one
    of a time, place, count or kind stands in it; else None. The ask opens with the verb nearest
    before the question word ("اللي اتولد في ترنوط عاش كام سنة": عاش), or with the question word
    (and the preposition that governs it) when its verb follows it or none stands before it."""
    if any(w in _ANY_ASK for w in before):
        return None
    at = next((j for j, w in enumerate(after) if w in _ASKS_AFTER), None)
    if not at:
        return None  # none, or right after the pronoun: nothing describes the subject
    # the word that governs the question word opens the ask with it: a preposition ("في أي مدينة"), an
    # office in construct ("أسقف أي مدينة", "ملك انهي مدينة"), the unit of a year ("سنة كام")
    governs = after[at - 1] in _ASK_PREPOSITIONS or office(after[at - 1]) is not None
    year = read_slot(after[at - 1 : at + 1])
    opens = at - 1 if governs or (year is not None and year.kind == "year") else at
    phrase = at + 2 if after[at] in _WHICH_OR_HOW_MANY else at + 1  # "أي مدينة", "كام سنة"
    if any(content_word(w) and reads_as_verb(w) for w in after[phrase : phrase + 1]):
        return opens or None  # "في أي مدينة اتدفن", "كام سنة عاش"
    verbs = [j for j in range(opens) if reads_as_verb(after[j])]
    start = verbs[-1] if verbs else opens
    return start or None


_WHICH_OR_HOW_MANY = asking("اي كم بكم")


def _named_after_description(before: list[str], after: list[str]) -> tuple[int, list[str]] | None:
    """A person asked by name after a relative clause that describes the subject, no question word
    before it: a kin with the subject's pronoun and the name asked after it ("حنانيا اللي كدب على بطرس
    … مراته كان اسمها ايه", fq14-105), or a noun with the subject's pronoun and "who" closing the
    question ("المزمور اللي بيقول … كاتبه مين", fq14-046: "مين كاتب المزمور"). Where that ask opens in
    the clause and the words read as the ask (the subject's, then the ask's); else None. (A role named
    first and its own name asked, "الوالي اللي عذبه … كان اسمه إيه", is `slot_reading.role_named_later`.)"""
    if any(w in _ANY_ASK for w in before):
        return None
    kin = {cue for predicate in PREDICATES if predicate.kin for cue in predicate.cues}
    for j, word in enumerate(after[1:], 1):
        if unglued(word) in kin and _asked_after(after[j + 1 :]):
            return j, before + after[j:]
    if len(after) > 2 and after[-1] in WHO and (noun := _with_pronoun(after[-2])):
        return len(after) - 2, [after[-1], noun, *before]
    return None


def _with_pronoun(word: str) -> str:
    """The noun of a word that carries the subject's pronoun ("كاتبه", "مؤلفها"), or ""."""
    for ending in ("ها", "ه"):
        noun = word.removesuffix(ending)
        if noun != word and len(noun) >= 3 and content_word(noun) and not reads_as_verb(word):
            return noun
    return ""


def _bare_name_before_relative(word: str) -> bool:
    """A word right before a relative pronoun with no article, title or office ("أبامون اللي …"):
    a common noun takes the pronoun with the article, so this one is a name."""
    return content_word(word) and not word.startswith("ال") and word not in TITLE_WORDS and office(word) is None


_ASKING_WORDS = folded_words("ما اي")  # MSA question words not among SECOND_ASK's (msa() reads the Egyptian)


def _asks_before(words: list[str]) -> bool:
    """Is the ask already made ("… على فين", "مين …")? من asks only opening the question: elsewhere
    it is as often "from"."""
    return words[:1] == ["من"] or any(msa(w) in SECOND_ASK | _ASKING_WORDS for w in words)


def _time_clause(words: list[str], i: int) -> bool:
    return opens_order_clause(words[i], words[i + 1] if i + 1 < len(words) else "")


_PURPOSE = folded_words("لكي كي عشان علشان ان حتي")  # "راح عشان يترسم": a purpose's verb is the clause's own
# After a purpose word or a preposition no main clause opens: "في برجة" is a place, not a verb (`ROLE_PREPOSITIONS`).
_NO_VERB_AFTER = _PURPOSE | ROLE_PREPOSITIONS
_MOMENT_ASKS = asking("كم بكم متي")  # an age or a date: a when-clause is the moment asked ("كان عنده كام سنة لما اتنيح")


@lru_cache(maxsize=4096)  # read by asked_predicates, frame_words, framed_verb and asked_subject; pure in the question
def time_frame(question: str) -> frozenset[int]:
    """Where the question's time clause stands (indices into `asked_part`), when it is set before the ask
    (CLAUSE41): opening the question or after a fronted subject, with "when" (لما، عندما، حين، حينما, a glued
    و/ف too), "after"/"before" (بعدما، قبلما; بعد/قبل + ما/أن): "ديماس لما ساب بولس راح على فين", "بعدما أرسل
    ديسقورس رفيقه إلى الإسكندرية، ماذا نال مقاريوس هناك", "حين استشهد مقاريوس، أين وضع جسده". It frames the ask: it
    dates the main clause, it is not what is asked. The clause runs from its word to a comma, else to the next verb
    after its own (not one of purpose, "راح عشان يترسم"): "راح" of "بطرس لما الملاك خرجه من السجن راح على بيت مين",
    else to the question word that opens the main clause ("ماذا نال"). None of an age or a date asked: the
    when-clause's event is then the moment asked."""
    words = asked_part(question)
    asks = [i for i, word in enumerate(words) if asking_word(word)]
    if not asks or any(msa(unglued(word, 2)) in _MOMENT_ASKS for word in words):
        return frozenset()
    ask = asks[-1]
    start = next((i for i in range(ask) if _opens_time_clause(words, i)), None)
    if start is None or any(i < start for i in asks):
        return frozenset()
    end = _comma_before(question, words, start, ask)
    if end is None:
        own = next((i for i in range(start + 1, ask) if _main_verb(words[i])), ask)
        end = next((j for j in range(own + 1, ask) if _main_verb(words[j]) and words[j - 1] not in _NO_VERB_AFTER), ask)
    return frozenset(range(start, end)) if end > start + 1 else frozenset()


def frame_words(question: str) -> tuple[list[str], list[str]]:
    """(the time clause's words without its opening conjunction, the main clause's words) of a framed question
    (`time_frame`); ([], every asked word) with none."""
    words = asked_part(question)
    framed = time_frame(question)
    opening = {i for i in framed if _opens_time_clause(words, i)}
    opening |= {i + 1 for i in opening if i + 1 in framed and words[i + 1] in COMPLEMENTIZERS}  # "بعد ما", "قبل أن"
    return [words[i] for i in sorted(framed - opening)], [word for i, word in enumerate(words) if i not in framed]


def framed_verb(question: str) -> str:
    """The verb of the main clause a time clause frames (`time_frame`): its first word that reads as a verb ("نال" of
    "بعدما أرسل …، ماذا نال مقاريوس هناك", "راح" of "ديماس لما ساب بولس راح على فين"); "" with no frame or no verb."""
    framed = time_frame(question)
    if not framed:
        return ""
    words = asked_part(question)
    return next((word for i, word in enumerate(words) if i > max(framed) and _main_verb(word)), "")


def _opens_time_clause(words: list[str], i: int) -> bool:
    word = unglued(words[i])
    return word in WHEN_CONJUNCTIONS or opens_order_clause(word, words[i + 1] if i + 1 < len(words) else "")


def _main_verb(word: str) -> bool:
    """A verb of the main clause by its shape: a past, an Egyptian form, a plural or a glued object pronoun
    on one ("قالوا", "شافوا", "بعته", "قاله"); no question word, no word of purpose."""
    if asking_word(word) or not content_word(word) or word in _PURPOSE or (word[:1] == "ي" and not egyptian_verb(word)):
        return False  # an imperfect's shape is a name's as often ("يسوع", "يوحنا"), or a purpose's verb ("ليترسم")
    return reads_as_verb(word) or any(word.endswith(end) and reads_as_verb(word[: -len(end)]) for end in _VERB_ENDINGS)


_VERB_ENDINGS = ("وا", "ه", "ها", "هم", "ته", "تها")


def _comma_before(question: str, words: list[str], start: int, ask: int) -> int | None:
    """The index of the first word after a comma between `start` and `ask` ("…إلى الإسكندرية، ماذا نال"), or
    None; read only where `words` are the question's own folded words, in order."""
    if words != opening_unglued(fold(strip_markers(question)).split()):
        return None
    at = 0
    for piece in re.split("[،,]", strip_markers(question))[:-1]:
        at += len(fold(piece).split())
        if start + 1 < at <= ask:
            return at
    return None


def asked_part(question: str) -> list[str]:
    """The folded words of what the question asks (`read_question`): up to its first relative pronoun,
    its second ask, or a time clause after its question word ("بقى أسقف على فين بعد ما المسيح أقامه":
    the raising dates the ask, it is not the event asked of). What it says of its subject beyond them
    describes or frames it."""
    return list(read_question(question).asked)


def further_asks(question: str) -> list[str]:
    """The questions a question asks after its first, read as asks of the same subject: "البابا يعقوب
    اتنيح سنة كام واتدفن فين" asks "… اتدفن فين" too, "أين دفن القديس بساده وكم كان عمره" asks "القديس
    بساده كم كان عمره". A second clause joined by و (its verb or its question word glued to it) that holds
    a question word of its own, after a first clause that holds one. The subject is the first clause's
    words that are neither its question word, its verb nor its slot's phrase. Every ask must be
    stated (`asked_stated.asked_problem`, fq13-008)."""
    words = fold(strip_markers(question)).split()
    for k in range(1, len(words)):
        rest = words[k][1:] if len(words[k]) > 2 and words[k][0] == "و" else ""
        if not rest or not any(is_question_word(w) for w in words[:k]):
            continue
        asks_after = reads_as_verb(rest) or rest in _WHAT_BECAME  # "وحصله إيه بعدين": no verb by its shape
        if rest in SECOND_ASK or (asks_after and any(is_question_word(w) for w in words[k + 1 :])):
            slot = read_slot(words[:k])
            taken = slot.spans if slot is not None else frozenset()
            subject = [w for w in words[:k] if content_word(w) and not is_question_word(w) and not reads_as_verb(w) and w not in taken]
            return [" ".join([*subject, rest, *words[k + 1 :]])] if subject else []
    return []


# The verbs of "what happened to him / what became of him" (MSA and Egyptian, with the pronoun glued:
# "حصله", "جراله"), and of "what did he do": an ask of the event that followed, of no slot.
_WHAT_BECAME = folded_words("حصل حصله حصلها حصلهم جري جراله جرالها جرالهم حدث صار")
_DID = folded_words("عمل عملت عملوا فعل فعلت فعلوا")
_WHAT = EGYPTIAN_WHAT | folded_words("ماذا")


def asks_what_became(question: str) -> bool:
    """Does the question (a second ask, `further_asks`) ask what happened to its subject or what he
    did ("… وحصله إيه بعدين", "وماذا حدث له بعد ذلك", "وعمل إيه بعد كده")? A what-word beside one of
    those verbs. No slot reads it: what is asked is the event itself (`asked_stated.asked_problem`)."""
    words = [unglued(word) for word in fold(strip_markers(question)).split()]
    return any(
        (word in _WHAT_BECAME or word in _DID) and any(w in _WHAT for w in words[max(0, i - 1) : i + 2])
        for i, word in enumerate(words)
    )


def asks_a_deed(question: str) -> bool:
    """Does the question ask what its subject did or what befell him, its verb read as written too ("ماذا فعل":
    `asks_what_became` reads "فعل" past a glued ف, as "عل")? Any verb that stands for any event (`_EVENT_VERBS`), so
    the question as the answerer is given it reads too: "عملت ايه" comes read as "صنعت ماذا" (`text.colloquial`,
    AFTER57: fq38-012). For the after-event check (`answer.after_event`). The search reads "إيه" as "ما" where no
    phrase of it is known ("عملوا إيه بجسمه" comes as "عملوا ما بجسمه", READ59: fq39-020): ما right after the event
    verb and before no verb asks it, as `asked_deed` reads it ("بعد ما عمل كده" is a clause, "فعل ما أمره" a relative)."""
    words = fold(strip_markers(question)).split()
    return asks_what_became(question) or any(
        (word in _WHAT_BECAME or word in _EVENT_VERBS) and (
            any(w in _WHAT for w in words[max(0, i - 1) : i + 2])
            or i + 1 < len(words) and words[i + 1] in _READ_WHAT and not _before_verb(words, i + 1)
        )
        for i, word in enumerate(words)
    )


def _remembered(read: Callable[[str], list[Predicate]]) -> Callable[[str], list[Predicate]]:
    """`read`, remembered per question (a fresh list each call): the answer path asks
    `asked_predicates` of one question ~6.5 times (slot, subject choice, follow-up, answerer,
    checks; SERVE28), and the reading is pure in the question's text."""
    remembered = lru_cache(maxsize=4096)(lambda question: tuple(read(question)))

    @wraps(read)
    def reading(question: str) -> list[Predicate]:
        return list(remembered(question))

    return reading


@_remembered
def asked_predicates(question: str) -> list[Predicate]:
    """The relations and events the question asks of its subject (none: no check)."""
    words = asked_part(question)
    folded = fold(strip_markers(question)).split()
    raw = strip_markers(question).split()
    opening = _kin_opening(words)
    found: list[Predicate] = []
    framed = time_frame(question)  # the time clause dates the ask; its verb is not the event asked (CLAUSE41)
    for i, word in enumerate(words):
        if i in framed:
            continue
        before = words[i - 1] if i else ""
        after = words[i + 1] if i + 1 < len(words) else ""
        # "والدة" (mother) folds as "والده" (his father): the written ة tells the mother.
        # (read where the words stand as written: none spelled out, `spelled_out`)
        mother = len(raw) == len(spelled_out(fold(strip_markers(question)).split())) and raw[i].endswith("ة")
        for predicate in PREDICATES:
            if predicate.name == "parent" and mother:
                continue
            if any(p.name == predicate.name for p in found):
                continue
            if predicate.kin:
                if word in predicate.cues and before in _ASKING:
                    found.append(replace(predicate, by_name=before in _NAMING_ASK))
                    break  # one kin per word
                if word in predicate.cues and _asked_after(words[i + 1 :]) and not _whose(word, after):
                    found.append(replace(predicate, by_name=True))
                    break
                if word in predicate.states - predicate.cues and after in WHO:
                    # the verb of the relation and "who" after it ("اتجوزت مين", "تزوج من؟"): the kin
                    # it makes, asked by name (her husband: "اتجوزت" states the husband, "اتجوز" the wife)
                    found.append(replace(predicate, by_name=True))
                    break
                # "والدين X" is no glued و before "الدين": the word whole first
                kin_word = word if word in predicate.cues else unglued(word)
                stated_kin = kin_word in predicate.states or predicate.name == "parent"  # "أبوين X": the dual
                kin_by_name = i == 0 and kin_word in predicate.cues and stated_kin and (asks_name(folded) or _asks_who_last(folded))
                if (i in opening and unglued(word) in predicate.cues) or (kin_by_name and not _kunya(folded)):
                    # kin words opening the question, their names asked at its end ("أبو وأم X اسمهم إيه",
                    # "أم الأنبا X اسمها إيه؟", "وأمه اسمها إيه؟"): the kin in construct with the subject, by
                    # name. A kin noun no sentence states its relation by ("ابن الأرملة") is a described
                    # person (`asked_slot`)
                    found.append(replace(predicate, by_name=True))
                    break
            elif predicate.name == "birth" and (
                before in _ERA or era_named(word) or before in _ASKING and word.removesuffix("ا") == "ولد"
            ):
                continue  # "قبل الميلاد", "سنة كام ميلادي" date (ASKED51); "كام ولد" counts children
            elif in_family(word, predicate.cues):
                found.append(predicate)
    return [_of_sex_asked(p, words) for p in found]


def _of_sex_asked(predicate: Predicate, words: list[str]) -> Predicate:
    """The siblings asked with the states of the sex asked (`kin_forms`): a sister asked ("اخت X اسمها إيه") is
    stated by a sister's word, not by "وأخاه يوساب"; a brother by a brother's (KIN43). Both or neither: all."""
    if predicate.name != "siblings":
        return predicate
    asked = {bare for word in words if (bare := word if word in predicate.cues else unglued(word)) in predicate.cues}
    sexes = {_sister_asked(bare) for bare in asked}
    return replace(predicate, states=_of_sex(predicate.states, sexes.pop())) if len(sexes) == 1 else predicate


def _of_sex(forms: frozenset[str], sister: bool | None) -> frozenset[str]:
    return forms if sister is None else frozenset(form for form in forms if form.startswith(_SISTER_FORMS) == sister)


def _asks_who_last(words: list[str]) -> bool:
    """Does the question end asking who, Egyptian order ("أبو الإسكندر الأكبر كان مين", "أم القديسة X كانت مين"):
    the kin it opens with is asked, as by name?"""
    return len(words) > 2 and words[-1] in WHO and words[-2] in COPULAS


def _kin_opening(words: list[str]) -> set[int]:
    """The kin words a question opens with, two or more joined by و, whose names it asks at its end
    ("أبو وأم بنيامين وأودكسية اسمهم إيه", "والد ووالدة X كانوا اسمهم إيه"): each asked by name,
    of the persons named between. One kin word alone is left unread there: "أبو سيفين كان اسمه إيه"
    is a kunya, the name of the man himself."""
    kin = {cue for predicate in PREDICATES if predicate.kin for cue in predicate.cues}
    opening = [0] if words and words[0] in kin else []
    while opening and opening[-1] + 1 < len(words) and words[opening[-1] + 1][:1] == "و" and unglued(words[opening[-1] + 1]) in kin:
        opening.append(opening[-1] + 1)
    return set(opening) if len(opening) > 1 and _asks_names(words[-3:]) else set()


def _opens_with_kin(words: list[str]) -> bool:
    """Does the question open with a kin word other than a kunya's أبو/أبي before a bare name?"""
    kin = {cue for predicate in PREDICATES if predicate.kin for cue in predicate.cues}
    return bool(words) and words[0] in kin and not _kunya(words)


# The bare kin nouns (`offices.OFFICES`' forms: أب أبو أبي أم والد أخو …) and ابن/بن: without a pronoun ending
# a kin word after a name may be the name itself ("أم كلثوم", "أبو سيفين", "عنترة بن شداد"); with one
# ("أبوها", "أمه", "والدته") it is his kin.
_BARE_KIN = frozenset(form for form, key in OFFICES.items() if key in KIN) | SON_WORDS


def _whose(word: str, after: str) -> bool:
    """Is this kin or role word asked the other way, "whose" ("أفتيخوس كان تلميذ مين", "كان ابن من"): a bare noun
    (`offices.RELATION_NOUNS`) in construct with "who", whose possessor is asked, the other one of the relation?"""
    return word in RELATION_NOUNS and after in WHO


# The parents, the spouse, the children and the siblings (KIN43): the wider family stays out, its forms name others'
# kin as often ("ابن عمتها جاؤرجيوس" is her cousin, no uncle of his: lost41-t03 answered so when the uncles' forms were
# read too).
_PARENT_KIN = frozenset({"parent", "mother", "father"})
_SUBJECT_KIN = _PARENT_KIN | {"wife", "husband", "children", "siblings"}
# A sister asked is stated by a sister's word, a brother asked by a brother's: the siblings' one table holds both
# ("فتقدمت أخته" is no brother of his). A plural asked is either: Egyptian "اخوات X" are his siblings (fq19-059).
_SISTER_FORMS = ("اخت", "اخوات", "شقيقت")
_SISTER_ASKED = ("اخت", "شقيقت")
_SIBLINGS_ASKED = folded_words("اخوات اخواته اخواتها اخوته اخوتها اخوان")


def _sister_asked(bare: str) -> bool | None:
    """A sister asked (True), a brother (False) or either (None: a plural)."""
    return None if bare in _SIBLINGS_ASKED else bare.startswith(_SISTER_ASKED)


# Another kin's forms read are its nouns with a pronoun ending or a bare singular (`kin_forms`), and never one the
# stemmer cuts to another word's stem: "بنات", "بناته" -> بنا (the town "كرسي بنا" answered "ابن القديسة دابامون": dev
# fq12-029), "بنين" -> نين, "بنتا" -> نتا, "امراه" (a woman) -> امر, "ولدا", "ولديه" -> ولد (born).
_SINGULAR_KIN = folded_words("اخ اخو اخت زوج زوجه جوز ابن ابنه بنت")
_STEM_CLASHES = folded_words("بنات بناته بنين بنتا امراه ولدا ولديه ولداه ولديها ولداها")
# A kin cue that is an event's cue too ("ولد": a boy, or born; the MSA "ولد أين" of "اتولد فين": dev fq6-031)
_EVENT_CUES = frozenset(cue for predicate in PREDICATES if not predicate.kin for cue in predicate.cues)


def kin_forms(predicate: Predicate, asked: str) -> frozenset[str]:
    """The words a sentence states `predicate`'s kin by, for the question's kin word `asked` (bare): a parent's every
    state (LOST41); another kin's nouns only — the spouse's states hold the verbs of marrying ("وتزوج أخته": his sister
    married, no wife of his), the children's the verbs of bearing — with the person's pronoun ("زوجته", "أخيه",
    "أولاده") or bare singular ("وكان له أخ اسمه"), and a sibling of the sex asked."""
    if predicate.name in _PARENT_KIN:
        return predicate.states
    forms = frozenset(
        form for form in predicate.states & predicate.cues
        if (form.endswith(THIRD_PERSON_PRONOUNS) or form in _SINGULAR_KIN) and form not in _STEM_CLASHES
    )
    return _of_sex(forms, _sister_asked(asked)) if predicate.name == "siblings" else forms


@lru_cache(maxsize=256)  # read by every excerpt check and sentence score of an answer; pure in the question
def subject_kin_forms(question: str) -> dict[str, frozenset[str]]:
    """{each folded word of the question that says which kin of its subject it asks of — a parent, the spouse, a
    child, a sibling: the folded words a sentence states that kin by (`PREDICATES`' states, `kin_forms`)}. The kin
    asked by name or count (`asked_predicates`: "ما اسم والد X", "مين أبو الأنبا X", "مين أخو X"), a kin word
    opening the question that is no kunya ("والد نجيب محفوظ كان بيشتغل إيه", "مرات القديس X كان اسمها إيه":
    `_opens_with_kin`), and a kin word with its pronoun ending after the name in the asked part ("أم كلثوم أبوها
    كان بيشتغل إيه", `asked_part`). A record writes the kin with the subject's pronoun ("وكان أبوه ارسلاؤس", "كان
    والده اوذكسيوس", "وكانت زوجته صوفيا", "وأخاه يوساب"), which the stemmer never reads as the question's "والد",
    "أبو", "مرات" or "أخو" (LOST41, KIN43: benchmarks/trust/RESULTS.md)."""
    words = fold(strip_markers(question)).split()
    kin = [p for p in PREDICATES if p.name in _SUBJECT_KIN]
    asked = {p.name for p in asked_predicates(question) if p.kin}
    ask = set(asked_part(question))  # a kin in a clause that describes another thing is none asked (fq13-067's
    # "في المسكن الذي بناه لها أبوها": the virgins are counted, not her father)
    found: dict[str, frozenset[str]] = {}
    for i, word in enumerate(words):
        bare = word if any(word in p.cues for p in kin) else unglued(word)
        of = [p for p in kin if bare in p.cues]
        if not of or bare in _EVENT_CUES:
            continue
        opening = i == 0 and _opens_with_kin(words)
        # after the name, a parent's word not bare ("أم كلثوم أبوها"); another kin's with its pronoun ("X مراته"):
        # "مرات" alone is "times" too
        said = bare not in _BARE_KIN and word in ask and (
            all(p.name in _PARENT_KIN for p in of) or word.endswith(THIRD_PERSON_PRONOUNS)
        )
        if opening or said or any(p.name in asked for p in of):
            found[word] = frozenset().union(*(kin_forms(p, bare) for p in of))
    return found


def _asks_names(tail: list[str]) -> bool:
    """Does the question end by asking a name ("اسمهم إيه", "اسمهم مين", "كان اسمه إيه")?"""
    return any(word in _ASKING_AFTER and word.startswith("اسم") or word == "اسماءهم" for word in tail) and any(
        word in ("ايه", "ايش", "مين", "ما") for word in tail
    )


def _kunya(words: list[str]) -> bool:
    """Does the question open with a kunya ("أبو سيفين", "ابن خلدون", "أم كلثوم"): a kin head before a
    bare name is the person's own name, not his kin ("أبو سيفين كان اسمه إيه" asks HIS name); before
    a title, an article word or a pronoun it is the kin ("أم الأنبا X", "أمه"). A bare name with an
    office after it ("أم اكليمنضس أسقف رومية") is a person named with his see: the kin head is his
    kin, not part of his name. The mother's word opening a question that asks a name is her (`_MOTHER_ASKED`)."""
    following = words[1] if len(words) > 1 else ""
    office = len(words) > 2 and (words[2] in TITLE_OFFICES or words[2] in FOLDED_TITLE_WORDS)
    return (
        bool(words) and unglued(words[0]) in LINEAGE and bool(following) and not following.startswith("ال")
        and following not in HONORIFIC_WORDS and following not in FOLDED_TITLE_WORDS and content_word(following)
        and not office and not _mother_asked(words)
    )


# "ام دميانه كان اسمها ايه" (fq25-063): a question opening with the mother's word before a bare name and asking a name
# asks the mother's, not a kunya's bearer's own (the Coptic records write no kunya with أم: أبو/أبي/أبا is their
# title, "أبو سيفين كان اسمه إيه" his own name, and ابن their lineage). The general corpus's "أم كلثوم" is the cost.
_MOTHER_ASKED = folded_words("ام")


def _mother_asked(words: list[str]) -> bool:
    return unglued(words[0]) in _MOTHER_ASKED and (asks_name(words) or _asks_who_last(words))  # "ام يوحنا كانت مين"


def kunya_names(words: list[str]) -> list[str]:
    """The names the question's kunyas are formed on, wherever they stand ("اسم أبو الشهيد أبو سيفين كان
    إيه": سيفين; "أبو الشهيد" is a kin, before an article word)."""
    return [words[j + 1] for j in range(len(words) - 1) if _kunya(words[j:])]


def _asked_after(following: list[str]) -> bool:
    """Do the words after a kin word ask its name, Egyptian order ("أبوها كان اسمه إيه"), or that order as the
    Franco reading writes it ("ابوه كان اسمه ما": its ask closing the question, `_ASKING_LAST`)?"""
    frame = following[:3]
    asks = _ASKING_AFTER | (set(following[-1:]) & _ASKING_LAST if len(following) == len(frame) else set())
    return bool(frame) and all(word in _FRAME_AFTER | asks for word in frame) and any(word in asks for word in frame)


def asks_why(question: str) -> bool:
    return any(msa(word) in _WHY for word in asked_part(question))


_WHY = frozenset({"لماذا", "لم"})
HONORIFIC_WORDS = folded_words("القديس القديسه قديس قديسه الانبا انبا البابا الشهيد الشهيده الملك الملكه امراه رجل السيده السيد")


@lru_cache(maxsize=256)  # read for every sentence the answerer weighs and validation checks; pure in the question
def asked_slot(question: str) -> Slot | None:
    """The slot the question's asked part asks (answer/slot_reading.py), with the relative clause that
    describes a person asked by role ("مين الملك اللي نقل جسد لعازر")."""
    reading = read_question(question)
    words, clause = list(reading.asked), list(reading.clause)
    folded = opening_unglued(fold(strip_markers(question)).split())
    slot = read_slot(words, clause)
    if slot is not None and slot.kind == "age" and not slot.head:
        # the life event the age is asked at, when no word reads as a verb by its shape ("استشهدت وهي
        # عندها كام سنة"): the word that asks that event (`asked_predicates`)
        events = [w for w in words if any(not p.kin and in_family(w, p.cues) for p in PREDICATES)]
        slot = replace(slot, head=tuple(events[:1]), spans=slot.spans | set(events[:1]))
    if slot is not None and slot.agent and any(p.kin and slot.head[0] in p.cues for p in PREDICATES):
        return None  # "مين أبو X", "مين جوز X": a kin asked by name (`asked_predicates`), not a deed
    succession = successor_asked(folded)
    if succession is not None:
        return succession  # "مين اللي بقى بابا روما بعد X": who followed X, whatever the clause's verb
    if slot is None and not clause and not any(p.by_name for p in asked_predicates(question)) and not _kunya(folded):
        # "الابن الضال كان اسمه إيه": a described person, by name (a kin asked by name is read as kin; a
        # kunya, "أبو سيفين كان اسمه إيه", is the subject's own name: below)
        slot = described_named(words)
    if slot is None and clause:
        # The ask after the relative clause: "…، ما اسمه؟" of the role named first, or a question
        # word of its own ("أثناسيوس الأسقف الذي …، أسقف أي مدينة كان؟").
        slot = role_named_later(words, folded[len(words) :], clause) or which_place_after(clause)
    if slot is None and clause and words[:1] == ["اسم"] and not (len(words) > 1 and is_question_word(words[1])):
        # "اسم ربان السفينة اللي كان فيها بولس إيه؟": the name asked first, its question word after the
        # clause (or none, the question mark only), read as "ما اسم ربان السفينة الذي …" (fq16-069, -093)
        slot = read_slot(["ما", *words], _without_trailing_ask(clause))
    if slot is not None and slot.kind == "duration" and (since := since_event(folded)):
        slot = replace(slot, since=since)
    if slot is not None and slot.kind == "person" and slot.by_name and slot.head:
        slot = replace(slot, gender=role_gender(question, slot.head[0]))  # "ما اسم الملكة التي …": hers (UNNAMED57)
    kin_asked = _opens_with_kin(words) or any(p.kin for p in asked_predicates(question))
    if slot is None and (ask := own_name_ask(words)) and not kin_asked:
        # "أبو سيفين كان اسمه إيه قبل …", "اسمه الحقيقي إيه": the subject's own name (answer/name_asked.py); not a
        # kin's, asked first ("أم القديسين أباهور وبيشاي كان اسمها إيه", `asked_predicates` or unread)
        return Slot("name", spans=frozenset(w for w in words if w in NAME_ASK_WORDS) | ask)
    return slot


# The words a length is counted from an event by: "بعد خروجه", "بعد ما رجعت", "بعدما دفنها", "منذ رسامته".
_SINCE = folded_words("بعد وبعد بعدما منذ ومنذ")
_SINCE_REACH = 3  # "بعد ما" and "بعد أن" before the event's word


def since_event(words: list[str]) -> str:
    """The word of the event a length is asked from (folded question words): the first content word after
    بعد/بعدما/منذ, past "ما"/"أن" ("كم سنة عاش X بعد خروجه …" -> "خروجه"); "" when none is asked."""
    for i, word in enumerate(words):
        after = words[i + 1] if i + 1 < len(words) else ""
        if word in _SINCE and (after in COMPLEMENTIZERS or not is_question_word(after)):
            event = [w for w in words[i + 1 : i + 1 + _SINCE_REACH] if w not in COMPLEMENTIZERS and content_word(w)]
            return event[0] if event else ""
    return ""  # "بعد كام سنة طلع …": the length itself is what بعد governs (fq20-071, fq6-073)


def _without_trailing_ask(clause: list[str]) -> list[str]:
    """The clause without the question words that close it ("… كان فيها بولس إيه")."""
    end = len(clause)
    while end and is_question_word(clause[end - 1]):
        end -= 1
    return clause[:end]


# The slots whose value takes the place of the question's unit word in a passage: a year ("سنة كام"
# -> "(1332 - 1406م)", "عام 1964"), an age or a span ("كام سنة" -> "في الثامنة من عمره", "ثلاث سنين"),
# a place ("في أنهي مدينة" -> "في لندن"). Not a count or a measure: a passage says the counted or
# measured noun with its number ("يبلغ عدد سكانها …", "مساحتها …"), and without it the number is of
# something else (Oman's area for "عدد سكان سلطنة عمان", fresh-questions-6 fq6-054). Not the thing a
# "which" question names ("أي نادي", "ما العاصفة التي …"): no filler check tells that a sentence
# without the noun names one (dev-arcd/xquad: Erdoğan's birth for "which club", 4 answers from another
# passage for 7 right more, benchmarks/answers/RESULTS.md "RIGHT19W").
_VALUE_REPLACES_UNIT = frozenset({"year", "age", "duration", "place"})


def answer_kind_terms(question: str) -> frozenset[str]:
    """The terms of the asked slot's phrase that say what KIND of answer is asked, not what it is
    about, for a slot whose value replaces them in a passage (`_VALUE_REPLACES_UNIT`): the question
    word and its unit ("سنة كام", "كان عنده كام سنة", "في أنهي مدينة"). `states_asked` still
    requires the slot's value. The slot's head (the event verb whose year or place is asked) names
    the subject: kept."""
    slot = asked_slot(question)
    # the deed verb that stands for any deed, the work word of a trade asked ("بيشتغل إيه", "شغلته إيه":
    # `answer/occupation_asked.py`) and the verb of being of a place asked (`placed_being_terms`): the passage says the
    # deed, the trade, the thing in its place itself
    event = asked_event_verbs(question) | occupation_terms(question) | placed_being_terms(question)
    if slot is None or slot.kind not in _VALUE_REPLACES_UNIT:
        return event
    return term_set(" ".join(w for w in slot.spans - set(slot.head) if w)) | event


def placed_being_terms(question: str) -> frozenset[str]:
    """The terms of the verb of being (`text.existential`: "يوجد", "توجد", "موجود") of a question that asks where a
    thing is ("أين يوجد جسد القديس موسى الأسود؟", "جسدها موجود فين دلوقتي؟"): the record tells the place in its own
    verb or none ("ويوجد جسد هذا القديس بدير …", "حيث تعلق هناك على جدار متحف اللوفر", "وجسده الآن بمدينة سمنود"), so
    the verb is the kind of answer, counted for a sentence that holds it and never against one that does not. Only of a
    place asked (`asked_slot`): `states_asked` then still requires the place stated, which no other slot would."""
    terms = existential_terms(question)
    if not terms:
        return terms
    slot = asked_slot(question)
    return terms if slot is not None and slot.kind == "place" else frozenset()


def stands_for_any_event(word: str) -> bool:
    """Is a (folded) word, in any of its forms, a verb that stands for any deed or event (`_EVENT_VERBS`, `_WHAT_BECAME`:
    "حصل", "عملوا", "جراله")? It names no deed of its own: what happened is told by another word."""
    return any(stem_set(form) & _EVENT_VERBS or form in _WHAT_BECAME for form in {word, unglued(word), *verb_forms(word)})


def asked_event_verbs(question: str) -> frozenset[str]:
    """The terms of a verb that stands for any deed or event (`_EVENT_VERBS`: "عملوا إيه", "ماذا فعلوا",
    "إيه اللي حصل", "حصلهم إيه") beside the what-word that asks it: what is asked is the deed itself, and
    the passage tells it in its own verb ("نعسن جميعهن ونمن" for "عملوا إيه لما العريس اتأخر"), never
    "عمل". A kind of answer, like the unit a value replaces: counted for a sentence or excerpt that holds
    it, never against one that does not (`answer_kind_terms`). The deed asked is still checked as any
    other: `asked_deed` asks none for these verbs, and the rest of the question must be held. Not a
    verb of saying or meaning (frame words of their own, `support.subject_terms`), nor a verb with a
    noun object ("عمل معجزة إيه")."""
    words = fold(strip_markers(question)).split()
    found = []
    for i, word in enumerate(words):
        if not stands_for_any_event(word):
            continue
        before = words[i - 1] if i else ""
        before_relative = words[i - 2] if i > 1 and words[i - 1] in _RELATIVES else ""  # "إيه اللي حصل"
        after = words[i + 1] if i + 1 < len(words) else ""
        if after in _WHAT_AFTER | _READ_WHAT or before in _WHAT | _READ_WHAT or before_relative in _WHAT | _READ_WHAT:
            found.append(word)
    return term_set(" ".join(found))


# The words of a name's lineage (نسب، كنية): the word after them is a name ("ابن خلدون", "أم كلثوم").
LINEAGE = folded_words("ام بنت") | SON_WORDS | FATHER_IN_CONSTRUCT


@lru_cache(maxsize=256)
def asked_deed(question: str) -> str | None:
    """The verb whose object "إيه / ماذا" asks ("المجوس قدموا إيه للطفل يسوع؟", "ماذا قدم المجوس"), or the
    Egyptian "مين" after its verb asks ("الأنبا صموئيل شفا مين": whom he healed; WRONGSEEN37): the
    thing is what that verb is said of, so a sentence that never says the verb (its forms, root or
    synonym) names no such thing. The verbs that ask the event itself ("ماذا فعل", "إيه اللي حصل")
    stand for any deed and ask none.

    A deed told as going on is asked the same way (LOST47): "ماذا كان يأكل يوحنا", "كانت الخنازير بتاكل إيه",
    "كان لابس إيه" — the imperfect or the participle after "كان" (`_after_was`); and "إيه" as the search
    reads it ("كان ياكل ما في البرية": `_READ_WHAT`, the question the answerer is given), after a verb and
    before no verb (before one, ما is as often "not" or "what" of a relative: "بعد ما مات")."""
    words = asked_part(question)
    for i, word in enumerate(words):
        bare = word.removeprefix("و")
        was = False
        if bare in _WHAT_BEFORE and i + 1 < len(words):
            # MSA: the verb after it ("ماذا قدم المجوس"); a yes/no asks whether its verb's deed was done
            # ("هل كتب القديس تيمون رسائل؟"): a sentence that never says the verb does not settle it (fq13-094)
            at = i + 1
            verb = words[at]
            if bare == _MADHA and verb in _WAS_FORMS:
                # "ماذا كان يأكل يوحنا", "ماذا كان كرنيليوس قائد المئة يعبد": the first imperfect after it
                reach = range(i + 2, min(len(words), i + 2 + _SUBJECT_REACH))
                at = next((k for k in reach if _after_was(words[k], participle=False)), i + 1)
                verb = words[at] if at > i + 1 else ""
                was = True
        elif bare in _WHAT_AFTER and i:
            at = asked_verb_at(words, i - 1)
            verb = words[at]  # Egyptian: the verb before it ("المجوس قدموا إيه")
            was = at > 0 and words[at - 1] in _WAS_FORMS  # "كان لابس إيه", "كانت بتاكل إيه"
        elif bare in _READ_WHAT and i and not _before_verb(words, i):
            # "إيه" as the search reads it, after a verb sure by its shape ("بعد ما", "لحد ما", "وقت ما" are clauses)
            at = asked_verb_at(words, i - 1)
            verb = words[at]
            was = at > 0 and words[at - 1] in _WAS_FORMS
            if not (was or verbal(verb) > 1 or verb.endswith("وا")):
                continue
        elif bare in _WHOM_AFTER and i and words[i - 1] not in PREPOSITIONS_BEFORE_WHO:
            at = i - 1
            verb = words[at]  # whom: "الأنبا صموئيل شفا مين", "القديس فيلبس عمد مين" (not "اترسم بعد مين")
        else:
            continue
        after = next((w for w in words[at + 1 :] if w != word), "")
        if tells_me(verb) or telling_verb(verb, after):
            # "قلي إيه حكاية …": the reader's order to tell (FAITHEXT67); "ماذا ورد في X عن Y", "السنكسار بيذكر إيه عن
            # …", "بنذكر مين": what or whom the record tells (REQVERB70), in its own verbs: no deed asked (a person
            # asked is still a person's slot: `slot_reading`)
            continue
        shaped = _verb_shaped(verb) or (was and _after_was(verb))
        if shaped and not stem_set(verb) & _PRO_VERBS and verb not in occupation_verbs(question):
            return verb  # not the working verb of a trade asked ("كان بيشتغل إيه": `answer/occupation_asked.py`)
    return None


def asked_verb_at(words: list[str], at: int) -> int:
    """Where the verb stands whose object an Egyptian "إيه" at `at` + 1 asks (WHATDEED75), `at` when no other reading:

    - past the one it is asked of, told by لـ or من ("قال للوالي إيه", Franco "2al lel wali eh" searched "قال ل الوالي
      ما", "طلب من الملك إيه"): the verb before that phrase;
    - a deed of doing told to others ("قال للعشارين يعملوا إيه", "أمرهم يعملوا إيه", "طلب منهم يعملوا إيه"): the
      verb of saying, bidding or asking that tells it — the line, not any deed of theirs, is asked; a sentence with
      no such verb ("وأما العشارون … فآمنوا به") tells nothing they were told."""
    word = words[at]
    if word in _EVENT_VERBS:
        for k in range(at - 1, max(-1, at - 1 - _TOLD_REACH), -1):
            if _telling_deed(words[k]):
                return k
            if k < at - 1 and _verb_shaped(words[k]) and words[k] not in _ADDRESSED:
                break  # another verb between: "قام وعمل إيه" asks his own deed
        return at
    if at >= 2 and words[at - 1] in _ADDRESSED and word.startswith("ال") and _verb_shaped(words[at - 2]):
        return at - 2  # "قال ل الوالي ما", "طلب من الملك إيه"; not "من شهر إيه" (which month)
    if at >= 1 and word.startswith(_TO_THE) and _verb_shaped(words[at - 1]) and not _verb_shaped(word):
        return at - 1  # "قال للوالي إيه"
    return at


def _telling_deed(word: str) -> bool:
    """A verb of saying, or of bidding or asking another ("أمر", "طلب", "سأل", "وصى"), by its form or stem."""
    bare = unglued(word, 3)
    return saying_verb(bare) or bool(stem_set(bare) & _BIDDING) or bool(stem_set(word) & _BIDDING)


_TOLD_REACH = 3  # "قال ل العشارين يعمل": the telling verb up to three words before the deed told
_ADDRESSED = folded_words("ل من")  # "قال ل X" (a Franco لـ searched apart), "طلب من X"
_TO_THE = "لل"
# the verbs that bid or ask another to do a deed (their roots; the verbs of saying are `text.speakers`')
_BIDDING = folded_words("امر طلب سال وصي اوصي")


def deed_synonyms(question: str) -> frozenset[str]:
    """The words (folded, and their stems) of the synonym class of the verb the question asks the object of
    (`asked_deed`; `word_families.synonyms_of`): "كان بياكل إيه" is told by "وكان طعامه الجراد", "كان لابس إيه" by
    "كان لباسه من وبر الإبل" (LOST47). Read by the answerer's sentence score (`extractive._with_deed_forms`). None asked:
    empty."""
    deed = asked_deed(question)
    if deed is None:
        return frozenset()
    forms = {form for word in (deed, *verb_forms(deed)) for form in (fold(word), *analyze(word))}
    return frozenset(key for form in forms for key in synonyms_of(form))


_MADHA = fold("ماذا")  # the MSA "what" before "كان" and its verb
_WAS_FORMS = COPULAS | folded_words("كانوا")


def _after_was(word: str, participle: bool = True) -> bool:
    """A verb after "كان" by its shape: the imperfect ("يأكل", "تلبس", "يشربون") or, in Egyptian (`participle`), the
    active participle ("كان لابس إيه", "شايل", "حامل"); not a naming word, nor a word with the article ("كان اسمه
    إيه", "كان الملك مين")."""
    if not word or not content_word(word) or word.startswith("ال") or word in NAMING:
        return False
    if len(word) == 4:
        return bool(verbal(word)) and (word[0] in _IMPERFECT_LETTERS or participle and word[1] == "ا")
    return word[0] in _IMPERFECT_LETTERS and len(word) <= 6 and word.endswith(_PLURAL_ENDINGS)  # "يأكلون"


_IMPERFECT_LETTERS = "يت"
_SUBJECT_REACH = 4  # the words after "ماذا كان" where its verb stands, past a subject and its title
_PLURAL_ENDINGS = ("ون", "وا", "ان", "ين")


def _before_verb(words: list[str], i: int) -> bool:
    """Is the word after position `i` a verb ("بعد ما مات": ما a relative's "what", no asked thing)?"""
    return i + 1 < len(words) and content_word(words[i + 1]) and verbal(words[i + 1]) > 0  # not "وهو"


def asked_contents(question: str) -> str | None:
    """The noun whose members "ما هي X Y" asks (`slot_reading.contents_asked`), when no slot is read."""
    if asked_slot(question) is not None:
        return None
    return contents_asked(asked_part(question))


@lru_cache(maxsize=256)
def asked_service(question: str) -> frozenset[str] | None:
    """The family of the service noun when the question asks whom a person served in it (FQ27RIGHT43): the noun as
    what he was, after "was" ("كانوا جنوداً عند أي ملك", "كان خادما عند من"), or where he served, after في ("خدم
    في جيش مين", "خدم في الجندية مع أي ملك"), and "who" or "which" asked. Not the noun as his epithet ("يوحنا الجندي
    كان من أي بلد") nor as what another sent ("مين أرسل جنود لبيت لحم"). The king of his days ("في أيام دقلديانوس
    الملك") is no king he served: a sentence that never says the service names none (`asked_stated`). None: no such
    ask."""
    words = fold(strip_markers(question)).split()
    if not any(unglued(word) in WHO | WHICH for word in words):
        return None
    for before, word in zip(words, words[1:], strict=False):
        if unglued(before) not in _SERVED_AS:
            continue
        bare = unglued(word)
        for family in SERVICE_FAMILIES:
            if bare in family or bare.removeprefix("ال") in family:
                return family
    return None


# The nouns of a service, each family apart: a soldier's ("جنودا", "الجندية", "جيش") and a servant's.
SERVICE_FAMILIES = (
    folded_words("جند جندي جنديا جنود جنودا جندا جنديه جيش جيوش جيشه عسكر عساكر عسكري عسكريا"),
    folded_words("خادم خادما خادمه خدام"),
)
# What stands before the service noun when it is what he was or where he served: "was" (MSA and Egyptian) and في.
_SERVED_AS = folded_words("كان كانت كانوا كانا كنت في")


@lru_cache(maxsize=256)
def asks_companion(question: str) -> bool:
    """Does the question ask who was with a person (FQ27RIGHT43): "with him" and "who" side by side ("أخذ معه مين",
    "مين كان معاه", Franco "5ad ma3ah meen" read "خد معه من"), or a verb of accompanying asked with "who" ("من رافق
    بولس")? A sentence that says no one with him names no companion (`asked_stated`: fq27-025
    answered "نعيد بتذكار القديس يوحنا الإنجيلي وبشارته في … أفسس")."""
    words = [unglued(word) for word in fold(strip_markers(question)).split()]
    for i, word in enumerate(words):
        near = words[max(0, i - _COMPANION_REACH) : i + _COMPANION_REACH + 1]
        if i and words[i - 1] in WHO and fold(strip_markers(question)).split()[i - 1] != words[i - 1]:
            continue  # "بولس ومن معه": those with him, the subject, not asked
        if (word in _WITH_HIM or word in ACCOMPANYING) and any(other in WHO for other in near):
            return True
    return False


# "With" and its pronouns, Egyptian too ("معاه"), and the verbs of accompanying: what asks a companion and what
# states one ("مستصحبا معه تلميذه", "ومعه", "رافقه"); not "صاحب", as often the owner ("صاحب قطيع الخنازير").
WITH_WORDS = folded_words("مع معه معها معهم معهما معاه معاها معاهم")
ACCOMPANYING = folded_words("رافق رافقه رافقها رافقوه رافقت رافقوا صحب صحبه اصطحب اصطحبه مستصحبا برفقه بصحبه")
_COMPANION_REACH = 2  # "أخذ معه مين", "مين كان معاه"
# "With him": the companion asked. A bare "مع" before "who" asks the other party of any deed ("اتكلم مع مين": whom he
# spoke to, told without "with": "فقال لها يسوع"), no companion.
_WITH_HIM = WITH_WORDS - folded_words("مع")


# The nouns of a service, each family apart: a soldier's ("جنودا", "الجندية", "جيش") and a servant's.
SERVICE_FAMILIES = (
    folded_words("جند جندي جنديا جنود جنودا جندا جنديه جيش جيوش جيشه عسكر عساكر عسكري عسكريا"),
    folded_words("خادم خادما خادمه خدام"),
)
_SERVED_IN = folded_words("في")  # "خدم في الجندية": the article word after في is where he served


def asks_name_meaning(question: str) -> bool:
    """Does the question ask what a name means ("بركة بيت حسدا اسمها معناه ايه", "ما معنى اسم طابيثا", "اسمه
    يعني إيه")? A naming word and a word of meaning in its asked part. A sentence that only gives the name
    ("بركة يقال لها بيت حسدا") does not tell its meaning (`asked_stated`, fq21-047's class). A word's meaning
    asked without a naming word ("الإفخارستيا يعني إيه") is a definition, said in any words (`_PRO_VERBS`)."""
    words = asked_part(question)
    return any(unglued(w) in _NAME_WORDS for w in words) and any(unglued(w) in NAME_MEANING for w in words)


_NAME_WORDS = folded_words("اسم اسمه اسمها اسمهم اسمها اسماء")
# The words that ask a meaning, and those a sentence gives one by ("الذي تفسيره الله معنا", "الذي ترجمته غزالة").
NAME_MEANING = folded_words("معني معناه معناها معناهم يعني تعني تفسير تفسيره تفسيرها ترجمه ترجمته ترجمتها بمعني")


_WHAT_AFTER = EGYPTIAN_WHAT
# The Egyptian "whom" after its verb; not the MSA من, which after a verb is as often "from" ("هرب من وجه الرب").
_WHOM_AFTER = folded_words("مين")
_READ_WHAT = folded_words("ما")  # "إيه" as the search reads it (`text.reading`): the answerer is given the question read
_WHAT_BEFORE = folded_words("ماذا هل")
_NAMING_VERBS = folded_words("سمي سميت سموه سموها اسموه اسماه اسمي لقب لقبوه دعي دعوه")
# Verbs that stand for any event: "what did he do / what happened" asks the event, not an object; the
# verbs of meaning ("ماذا عنت X", "X يعني إيه"): a definition, said in any words; and of saying ("ماذا
# قال X عن Y"): what was said is told by any verb of statement ("اعتبره …", "وصفه بأنه …").
_EVENT_VERBS = folded_words(
    "فعل فعلوا عمل عملوا صنع صنعوا حصل حدث جري صار يفعل يعمل يصنع يحصل يحدث بيعمل بيعملوا بيحصل اتعمل سوي عامل"
    " فعلت عملت صنعت حصلت حدثت يفعلون يعملون يعملوا تعمل تفعل"  # the other persons (an Egyptian aspect read off: `verb_forms`)
)
# (the verbs of saying and telling are `question_frame.telling_verb`'s, read before these: REQVERB70)
_PRO_VERBS = _EVENT_VERBS | folded_words("عني عنت يعني تعني قصد قصدت يقصد تقصد")


def _verb_shaped(word: str) -> bool:
    """A past verb of the plural ("قدموا"), an Egyptian passive or present ("اتقال", "بيقدم"), or a bare
    triliteral past ("قدم", "قال"); not a function, frame or naming word, nor a word with the article."""
    if not content_word(word) or word.startswith("ال") or word in NAMING or word in _ASKING_AFTER:
        return False
    if stem_set(word) & _NAMING_VERBS:
        return False  # "ماذا سُمّي النموذج": a name asked, said by any naming form ("يسمى", "اسمه", "يعرف باسم")
    return word.endswith("وا") and len(word) > 4 or egyptian_verb(word) or len(word) == 3
