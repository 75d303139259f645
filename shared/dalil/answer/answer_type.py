"""Does the answer answer the question? A deterministic check, for the offline answerer's choice
and for every provider answer (workflow/steps.validate), whatever the critic setting.

The question word says what kind of answer is wanted: متى / في أي سنة → a date or time; كم → a
number; من (+ verb, كان, الذي …) → a person; أين → a place; لماذا → a reason. An answer whose
sentences hold no expression of that kind does not answer the question, however many of its
words it shares ("متى ولدت القديسة دميانة؟" answered with the day of her martyrdom, "لماذا …"
answered with a story that gives no reason).

"من هو X" / "من هي X" asks who X is: any statement about X answers it, so it expects no type.

Egyptian question words are read as their MSA forms, wherever they stand ("كان طوله كام؟",
"اتولد في أنهي مدينة؟"). كم of a measure wants that measure's unit (answer/measure.py). A quantity
asked of a named place is answered only from a record naming the place (`SUBJECT_NOT_NAMED`), and
today's price or temperature only by a sentence that states the value now (`PRESENT_TIME_UNSTATED`);
a prediction ("مين هيكسب الدوري السنه دي") by none (`PREDICTION_ASKED`, text/prediction.py).
An untitled name that a life event is said of ("لافوازييه اتولد …") is a person the cited record
must name (`event_subjects`, `PERSON_NOT_NAMED`).
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from functools import lru_cache
from typing import Literal, NamedTuple

from dalil.answer.asked_reading import spelled_asking_words, stands_for_any_event
from dalil.answer.asked_stated import ASKED_NOT_STATED, asked_problem
from dalil.answer.asked_subject import asked_words_beyond
from dalil.answer.chunk_edge import edge_problem
from dalil.answer.deed_thing import thing_problem
from dalil.answer.described import asked_of_described
from dalil.answer.letter_writer import asked_writer_of, psalm_writer_unstated
from dalil.answer.manner_asked import manner_problem
from dalil.answer.material_asked import material_problem
from dalil.answer.measure import (
    asked_measure,
    asks_duration,
    asks_times,
    states_duration_of,
    states_measure,
    states_times_of,
    times_of,
)
from dalil.answer.person_choice import records_with_titles, text_choice
from dalil.answer.qualified_person import qualified_elsewhere, related_elsewhere
from dalil.answer.range_asked import asks_range, states_range
from dalil.answer.reason_owner import byname_unsaid, of_another_deed, reason_of_a_name, reason_of_another_deed
from dalil.answer.reason_scope import aim_of, learned_cause, next_event, not_a_reason, of_another_clause, tells_an_outcome
from dalil.answer.said_asked import said_problem
from dalil.answer.slot_fillers import YEAR_AFTER, at_place_unit, born_at, moving, same_noun, same_word, states_age
from dalil.answer.slot_reading import people_of_at
from dalil.answer.slot_words import HOW_MUCH, PLACE_UNITS, event_verb, verbal
from dalil.answer.stay_place import span_at_place
from dalil.answer.time_unit import TimeUnit, asked_unit, states_unit
from dalil.answer.titled_subject import titled_subjects
from dalil.answer.untitled_subject import EPITHET_NAME_LENGTH, EPITHETS, dative_names, relative_clause_doers, untitled_subjects
from dalil.answer.why_forms import asks_why, why_readings
from dalil.models import BIBLE, SYNAXARIUM, Evidence, library_of
from dalil.retrieval.names import (
    another_see,
    asked_epithets,
    chosen_own_record,
    epithet_namesake,
    names_another_subject,
    numbered_otherwise,
    own_records,
    question_names,
    relative_clause_persons,
    title_names,
    titled_otherwise,
)
from dalil.text.as_of import dated_as_of
from dalil.text.assertions import negated_ones, titled_names, years_in_words
from dalil.text.clause_openers import RELATIVES
from dalil.text.coptic_calendar import EGYPTIAN_MONTH_WORDS
from dalil.text.date_subject import commemoration_intent, time_words
from dalil.text.egyptian_morphology import ARTICLE, unwrapped, without_negation_tail
from dalil.text.egyptian_verbs import egyptian_verb, read_word
from dalil.text.glued import GLUED_CONJUNCTIONS, unglued
from dalil.text.life_events import (
    BIRTH_WORDS,
    DEATH_WORDS,
    EGYPTIAN_BIRTH_WORDS,
    EGYPTIAN_DEATH_WORDS,
    EGYPTIAN_FOUNDING_WORDS,
    FOUNDING_WORDS,
    KILLING_WORDS,
    LIVING_WORDS,
    MARRIAGE_WORDS,
    MARTYRDOM_WORDS,
)
from dalil.text.normalize import fold, folded_words
from dalil.text.offices import KIN, OFFICES, office
from dalil.text.ordinals import parse_ordinal
from dalil.text.prediction import THIS_SEASON, asks_prediction
from dalil.text.question_words import EGYPTIAN as EGYPTIAN_QUESTION_WORDS
from dalil.text.question_words import EGYPTIAN_WHAT, QUESTION_WORDS, msa
from dalil.text.reading import name_variants
from dalil.text.relative_days import NOW_WORDS, PRESENT_WORDS, RELATIVE_WORDS
from dalil.text.restated import CLAUSE_MARKS
from dalil.text.rite_place import ACCORDING
from dalil.text.stem import PRONOUN_COPULAS, STOPWORDS, analyze, names_matta
from dalil.text.support import HONORIFICS, MONTH_NAMES, AnswerSentence, answer_head, answer_sentences, strip_markers, term_set
from dalil.text.time_clauses import ORDER_CONJUNCTIONS, TIME_CLAUSE_OPENERS, WHEN_CONJUNCTIONS, WHEN_OPENERS
from dalil.text.verbal_nouns import derived_verbal_noun
from dalil.text.word_families import root_keys

AnswerType = Literal["date", "number", "person", "place", "reason"]
ANSWER_TYPE_MISMATCH = "answer_type_mismatch"  # the stable validation code
PERSON_NOT_NAMED = "person_not_named"  # a person question answered from records that never name the person
SUBJECT_NOT_NAMED = "subject_not_named"  # a quantity asked of a place that no cited record names
PRESENT_TIME_UNSTATED = "present_time_unstated"  # a present quantity answered by a sentence that states no present value
PREDICTION_ASKED = "prediction_asked"  # who will win, what will happen this season: no record states it (text/prediction.py)
PERSON_NAMESAKE = "person_namesake"  # answered from another saint's own record when the question chose one of that name

_CLAUSE_BREAK = re.compile(r"[:؟?!.،,\n]")
_WHEN_UNITS = frozenset(fold("سنه عام تاريخ يوم شهر قرن عصر وقت زمن ساعه").split())
_PLACE_UNITS = frozenset(fold("مدينه مكان بلد بلده دوله قريه منطقه ارض جبل دير كنيسه موضع").split())  # بلدة: LEFT38
_PERSON_AFTER = frozenset(fold("كان كانت الذي التي الذين اللذان").split())
_NUMBER_WORDS = frozenset(
    fold(
        """واحد واحده احد اثنان اثنين اثنتان اثنتين ثلاث ثلاثه اربع اربعه خمس خمسه ست سته سبع سبعه
        ثمان ثماني ثمانيه تسع تسعه عشر عشره عشرون عشرين ثلاثون ثلاثين اربعون اربعين خمسون خمسين
        ستون ستين سبعون سبعين ثمانون ثمانين تسعون تسعين مئه مائه مئات الف الاف الوف مليون
        يومين سنتين شهرين مرتين كلاهما كلتاهما جميع"""
    ).split()
)
_TIME_WORDS = frozenset(
    fold(
        """سنه سنة عام قرن القرن الميلاد ميلاديه للميلاد صباح مساء ليل ليلا نهار فجر ظهر عصر
        ساعه الساعه يوم اليوم ايام زمن عهد ايام ملك حكم اثناء"""
    ).split()
) | TIME_CLAUSE_OPENERS - ORDER_CONJUNCTIONS
# Words that say "because" or "in order to" and nothing else; a reason clause opens with one of them
# or with one of the looser words below, which have other readings too (حتى "until", اذ "when").
# "لسبب" ("لسبب الخوف من اليهود", John 20:19): "for the reason of", too short for a ل-purpose (`_reason_marker`); the
# Egyptian "عشان / علشان" an answer written in the reader's register gives ("عشان اسمك القدوس", WHYFORMS73).
_CAUSAL_WORDS = frozenset(fold("لان لانه لانها لانهم لكي كي لكيلا بسبب لسبب لاجل ليكون لتكون ليتم عشان علشان").split())
_REASON_WORDS = _CAUSAL_WORDS | frozenset(fold("سبب اجل حتى لذلك لهذا اذ فان نسبه نسبتا").split())
_PLACE_WORDS = frozenset(
    fold(
        """في الى عند مدينه قريه بلد بلاد ارض جبل دير كنيسه برية بريه بيت نهر بحر وادي صحراء
        مدينة اقليم ولاية محافظه عاصمه شمال جنوب شرق غرب قرب بجوار"""
    ).split()
)
_PLACE_NOUNS = _PLACE_WORDS - {"في", "الي", "عند"}
# A group of descent: "من سبط أشير", "من نسل داود" tells a tribe or a line, no town; after "من" of an origin
# asked by its place ("كانت من أنهي مدينة"), it names no place (fq22-116). "بيت" is not one: "من بيت لحم".
_DESCENT_NOUNS = frozenset(fold("سبط اسباط قبيله قبائل عشيره نسل ذريه").split())
_FROM = "من"
# A person named by a title or office, singular or plural ("القديسون قزمان ودميان", "الرسولان بطرس و بولس").
_HONORIFIC_HINT = re.compile(
    r"(?:^|\s)[وف]?(?:ال)?(?:قديس|انبا|بابا|بطريرك|ملك|نبي|انبياء|رسول|شهيد|شهداء|اسقف|والي|ولاه|كاهن|كهنه|امبراطور|رئيس|مار|ابا)\S*\s"
)
# A verse reference in brackets ("(أع 12 : 21 –23)", "(مت 10 : 32 و 33)") numbers a chapter and verses,
# no count: "عدد المؤمنين الذين أخذوا جسد …" is not answered by a sentence quoting Acts (ASKEDVALUE19).
_VERSE_REFERENCE = re.compile(r"\(\s*[^\d():]{1,15}\s*\d+\s*:\s*\d+[^()]{0,20}\)")
# "في (مثل) هذا اليوم": a Synaxarium record's own day, shown with it, answers "when".
_THIS_DAY = re.compile(r"هذا\s+اليوم")
# The record's own day is the day of the event its title commemorates ("نياحة القديس أنطونيوس")
# and of the event its sentence states, so it answers "متى ولدت …" only from a sentence or a record
# about the birth, never from "في مثل هذا اليوم استشهدت …" in a martyrdom record
# (retrieval/names.py holds the words that state each event).
# A place's founding is such an event too (ASKEDKIND49): "دير المحرق اتبنى امتى" is not dated by a clause that
# names the monastery and writes another deed's year.
_LIFE_EVENTS = (BIRTH_WORDS, DEATH_WORDS, MARTYRDOM_WORDS, FOUNDING_WORDS)
# Each life event as a question asks it (Egyptian too: "اتولد") and as a sentence states it.
_ASKED_LIFE_EVENTS = (
    (BIRTH_WORDS, BIRTH_WORDS | EGYPTIAN_BIRTH_WORDS),
    (DEATH_WORDS, DEATH_WORDS | EGYPTIAN_DEATH_WORDS),
    (MARTYRDOM_WORDS, MARTYRDOM_WORDS),
    (FOUNDING_WORDS, FOUNDING_WORDS | EGYPTIAN_FOUNDING_WORDS),
)


@lru_cache(maxsize=4096)  # the answerer and the checks ask it of one question; pure
def expected_type(question: str) -> AnswerType | None:
    """The kind of answer the question word asks for, or None (no typed question word, or a
    "who is X" question). Each clause is read: "امتحان يوم 6 برمودة: كم دولة …" asks كم."""
    for clause in _CLAUSE_BREAK.split(question):  # before folding, which drops the punctuation
        words = fold(clause).split()
        if not words:
            continue
        # The article is read as written: "ال" with a bare alif. Folded, "ألف" (a verb) and "ألقى"
        # look like "الف", "القى" (text/bare_subject reads the same way).
        articled = {fold(word) for word in clause.split() if word.startswith(ARTICLE)}
        if _asks_occasion(words):
            return "reason"  # "داود كتب مزمور … بمناسبة ايه" (fq18-018): the occasion of a deed, a reason
        if asks_why(words):
            return "reason"  # "… علشان إيه", "لأي سبب …", "إيه اللي خلاه …", a trailing ليه (answer/why_forms.py)
        # a question word glued to ب/ل read as written apart ("بأي مدينة" as "ب أي مدينة", EXCERPT78), as the slot reads it
        spelled = spelled_asking_words(words)
        kind = _leading_type([msa(w) for w in spelled], articled)  # Egyptian question words as MSA
        if kind is not None:
            return kind
        if (kind := _egyptian_type(spelled)) is not None:
            return kind
    return None


def _egyptian_type(words: list[str]) -> AnswerType | None:
    """The kind an Egyptian question word asks from inside its clause, or None: أنهي + a place or
    time unit, كام/بكام of a measure ("كان طوله كام؟"), and امتى/متى ending the clause ("عمر المختار
    مات امتى", as a Franco question reads: a purpose of his execution is no date; WRONGREC19V). A
    trailing فين/كام of no measure stays untyped: the colloquial suite's right answers to "اتعمد
    فين ومين اللي عمده؟", "رقمه كام؟" state it in words the type checks cannot read (gate floor,
    colloquial). A trailing ليه is a why (`expected_type` reads it by answer/why_forms.py, WHYFORMS73)."""
    for i, word in enumerate(words[1:], 1):
        following = words[i + 1] if i + 1 < len(words) else ""
        if word in _WHEN and not following:
            return "date"  # "عمر المختار مات امتى": the clause's last word asks when, as متى first does
        if word == "ليه" and not following and any(_naming_verb(w) for w in words[:i]):
            return "reason"  # "مارمينا اتسمى مينا ليه": why he was so named, told by a reason (fq16-040)
        if _fronted_why(words, i):
            return "reason"  # "الراهب ليه مارجعش لبلده": a why after a fronted subject asks the deed after it (fq23-115)
        if word == "انهي" and following in _WHEN_UNITS:
            return "date"
        if msa(word) == "اي" and following in _PLACE_UNITS:
            return "place"  # "كان من أنهي مدينة", "كانت من أي قرية": the MSA أي inside its clause too (fq22-116)
        if msa(word) == "اي" and asked_measure(following) == "age":
            return "number"  # "في أي سن", "في أنهي عمر": an age, a number of years as "كان عمرها كام" asks (fq26-003)
        if word == "انهي" and following and office(following) in _PERSON_OFFICES:
            return "person"  # "اتعذب على إيد أنهي والي": a governor, named (ASKEDVALUE19)
        if word in ("كام", "بكام") and asked_measure(" ".join(words)) is not None:
            return "number"
        if msa(unglued(word)) == "كم" and following and following not in STOPWORDS:
            # كام + a counted noun ("كانوا كام واحد", "عاش كام سنة"), glued to its "and" where a second party is
            # counted ("اتقتل هو وكام أخ معاه", read "وكم"): a number (COUNT60, fq41-012)
            return "number"
        if word in HOW_MUCH and following in EGYPTIAN_WHAT and asked_measure(" ".join(words)) is not None:
            return "number"  # "كان طوله قد إيه": how much of a measure
    return None


def _fronted_why(words: list[str], i: int) -> bool:
    """Is the ليه at `i` a why asked after a fronted subject ("موسى الأسود ليه ماهربش …", "الملك ليه رمى …"):
    one to `_FRONTED_REACH` words before it, a verb (or لم / ما) right after it, no other question word? A
    trailing ليه is read by answer/why_forms.py; "كان ليه أخ اسمه إيه" is "had he a brother", ليه = له (wrong-record23)."""
    if words[i] != "ليه" or not 0 < i <= _FRONTED_REACH or i + 1 >= len(words) or words[i - 1] in _NEGATIONS:
        return False
    following = words[i + 1]
    verb = following in _NOT_DONE or (following not in STOPWORDS and verbal(following) > 0)
    return verb and not any(w in EGYPTIAN_QUESTION_WORDS and w != "ليه" for w in words)


_FRONTED_REACH = 4  # "الأنبا إسحق قس القلالي ليه …": a subject of up to four words


def _naming_verb(word: str) -> bool:
    """An Egyptian verb of naming ("اتسمى", "اتسمت", "اتلقب"): a trailing ليه after it asks the name's reason,
    which the answers the colloquial suite counts right ("… ليه؟" of a deed told in words the type checks
    cannot read) do not need."""
    return egyptian_verb(word) and (same_word(word, "سمي") or same_word(word, "يسمي") or same_word(word, "لقب"))


_WHEN = frozenset(("متي", "امتي"))
# The offices a "which" asks a person of ("أنهي والي", "أنهي ملك"): not kin, read by `asked_stated`.
_PERSON_OFFICES = frozenset(OFFICES.values()) - KIN


def _leading_type(words: list[str], articled: set[str]) -> AnswerType | None:
    """`articled`: the clause's (folded) words written with the article."""
    if words:
        # "ومتى …؟" continues a conversation; "ومن لا يحب …" is a quotation, not "who".
        glued = len(words[0]) > 2 and words[0][0] in GLUED_CONJUNCTIONS and words[0][1:] in _STARTERS
        first = words[0][1:] if glued else words[0]
        second = words[1] if len(words) > 1 else ""
        third = words[2] if len(words) > 2 else ""
        if first == "متي" and not names_matta(words, 0):
            return "date"  # not "متى الرسول كان اسمه ايه" (the apostle: text/stem.names_matta)
        if first in ("في", "ب") and second == "اي" and third in _WHEN_UNITS:
            return "date"
        if first in ("في", "ب", "من") and second == "اي" and third in _PLACE_UNITS:
            return "place"  # "من أي بلدة كان القديس …": whence, not who (LEFT38, fq24-029)
        if first in ("كم", "بكم", "كام", "بكام"):
            return "number"
        if words[0] == "عدد" and second and second not in STOPWORDS:
            return "number"  # "عدد الكهنة الذين رسمهم …؟": the number asked, with no question word (ASKEDVALUE19)
        if first in ("اين", "فين"):
            return "place"
        if first in ("لماذا", "ليه", "لم"):
            return "reason"
        if first in ("من", "مين") and second in ("اين", "فين"):
            return "place"  # "من أين تستمد …"
        if first in ("من", "مين") and second == "متي":
            return "date"
        if first in ("من", "مين"):
            if RELATIVES & set(words) or second in _PERSON_AFTER:
                # "من القديس الذي …", "مين البابا اللي …" (the Egyptian relative, `clause_openers.RELATIVES`), "من كان …"
                return "person"
            if not second or second in PRONOUN_COPULAS:
                return None  # "من هو X": any statement about X answers it
            if second not in articled:
                return "person"  # "من سجل الهدف", "من ألف كتاب …"
    return None


_STARTERS = frozenset({"متي", "كم", "اين", "لماذا"})


def _has_digit(word: str) -> bool:
    return any(ch.isdigit() for ch in word)  # "1517م", "61هـ", "20%"


def _has_date(words: list[str]) -> bool:
    return _writes_date(words) or any(w in _TIME_WORDS for w in words) and any(w in _NUMBER_WORDS for w in words)


def _writes_date(words: list[str]) -> bool:
    """A year or a month written: digits, a month's name, or a year in number words after its year word ("سنة ألف
    وثمانمائة", RISKS54). A time word with a small number word counts a span instead ("وبعد سنة دراسية واحدة"), which
    dates no deed (`_of_another_deed`, YEAR53)."""
    return any(
        _has_digit(w) or w in MONTH_NAMES or w in EGYPTIAN_MONTH_WORDS or (len(w) > 3 and w[0] in "وبل" and w[1:] in MONTH_NAMES)
        for w in words
    ) or bool(years_in_words(words))


_DAY_WORDS = folded_words("يوم اليوم ليوم باليوم")


def _uncounted(words: list[str]) -> set[int]:
    """The words of number that count nothing: a "one" after a negator ("لا تكون خسارة نفس واحدة", fq27-021) and the
    number words of a day's ordinal ("في اليوم السابع عشر من شهر أبيب" is a day, not seventeen of the ones a "هو وكام
    واحد معاه" counts: COUNT60). An ordinal of age stays ("وهي في الثامنة عشرة من عمرها": fq26's age asked)."""
    found = set(negated_ones(words))
    for i in range(1, len(words)):
        if words[i - 1] in _DAY_WORDS and (ordinal := parse_ordinal(words, i, feminine=True)) is not None:
            found.update(range(i, i + ordinal[1]))
    return found


def _has_number(words: list[str]) -> bool:
    return states_age(words) or any(
        _has_digit(w) or w in _NUMBER_WORDS or (len(w) > 3 and w[0] in "وب" and w[1:] in _NUMBER_WORDS) for w in words
    )


def _reason_marker(word: str) -> bool:
    # A reason word, or purpose: ل + a verb or verbal noun ("ليكتتب", "لاعتراض عير لقريش"). ل + the article is a
    # dative or a genitive ("كمدرب للفريق", "للنادي", "للمسيحيين") unless its noun may be a verbal noun: فعل
    # ("للقبض"), تفعيل/تفاعل, افتعال/استفعال or a feminine ending ("للتبشير", "للاحتفال", "للصلاة"; ASKEDNOT67).
    if word in _REASON_WORDS:
        return True
    if len(word) < 5 or word[0] != "ل" or word in STOPWORDS:
        return False
    if word.startswith("لل"):
        noun = word[2:]
        return len(noun) == 3 or noun.endswith("ه") or (noun[:1] in "تا" and len(noun) >= 5)
    return True


def _clauses(answer: str) -> tuple[list[str], frozenset[int]]:
    """The answer's folded words and where each of its clauses (cut at a comma, a colon, a stop) starts."""
    words: list[str] = []
    starts: set[int] = set()
    for clause in _CLAUSE_CUT.split(answer):
        starts.add(len(words))
        words.extend(fold(clause).split())
    return words, frozenset(starts)


_CLAUSE_CUT = re.compile("[" + re.escape("".join(sorted(CLAUSE_MARKS))) + "\n]")  # the claim checks' clause marks, and a line


def _has_reason(words: list[str], question: str = "", starts: Collection[int] = ()) -> bool:
    """A reason ATTACHED to the asked event: a reason marker (`_reason_marker`; for an occasion asked,
    "بمناسبة إيه", also عندما/حينما …) at most `REASON_REACH` words after a word of the asked deed
    (`_asked_deed`), or a consequence word (لذلك، لهذا …) at most that many before one. "ثم استقال من
    منصبه وانقطع إلى التدريس … المصادر للفكر" gives no reason for the resignation (fq18-089); "… لأنه
    مكتوب … ولما عاد إلى ديره … هجم البربر علي الدير" gives Moses' reason for another thing, before the
    attack (fq18-059); "لِدَاوُدَ هُوَذَا مَا أَحْسَنَ" echoes the psalm asked, no occasion (fq18-018). No deed read: any marker."""
    question_words = fold(question).split()
    if question and byname_unsaid(words, question_words):  # a why of a naming answered without the name (AGENT86)
        return False
    occasion = bool(question) and _asks_occasion(question_words)
    asked = set(question_words)
    event = _event_words(question) if question else []
    markers = [
        i for i, w in enumerate(words)
        if (_reason_marker(w) and w[1:] not in asked and w not in asked and not _names_event(words, i, event) and not _until(words, i)
            and not not_a_reason(words, i)
            and not (bool(question) and w in _CAUSAL_WORDS and reason_of_a_name(words, i, question_words, event, starts)))
        or (occasion and _occasion_word(w))
    ]  # "لداود" of a question naming داود: the psalm's own title, no purpose (why-slot21 ws21-010); "لمعاوية" of one
    # naming "لمعاوية": the question's own dative, no purpose (PRECISION68)
    deed = _asked_deed(question) if question else []
    if not deed:
        return bool(markers)
    # the question's verb after its subject said in the answer: the event is there, not at each mention of the subject
    # ("ليه نادي مانشستر يونايتد واجه الإفلاس" of "واجه النادي الإفلاس … ولكن …": the club is named all along the
    # article, beside ل-words of other things; ASKEDNOT67). A deed not done keeps every anchor: its reason is told beside
    # the thing it befell as often ("يلقون في النار ولم تمسسهم … ليس لأوثانه قوة" of "ليه النار ماحرقتش", fq13-027)
    at = (not _asks_not_done(question_words) and _where(words, _predicate_verb(question))) or _where(words, deed)
    at = [a for a in at if not of_another_deed(words, a, question_words)]  # another move's reason (YESNO84)
    if at and not _asks_not_done(question_words) and learned_cause(words, at, asked, WHEN_CLAUSE_REACH):
        return True  # "فلما علم رسول الملك إن الأسقف غير موافق … وثب علي الأسقف" (answer/reason_scope.py)
    if not at:
        # the deed's own words absent, other words of the question stand for it ("البربر", "الدير"; a subject
        # fronted before the why, "موسى الأسود ليه …", names whom, as a title's name does). Of a deed done, a
        # ل-word there is the purpose of whatever verb is beside it ("قد أقبلوا لقتلنا", fq23-006), no reason
        # of the deed asked; a word that says "because" (`_REASON_WORDS`) still reasons. (Of a deed not done,
        # the request made instead answers: "أن يتركوه ليكمل جهاده", fq19-087.)
        at = _where(words, _asked_content(_before_when(question_words[_why_at(question_words) or 0 :])))
        if not _asks_not_done(question_words):
            markers = _beside_other_words(words, markers, question_words, occasion, bool(event), starts)
    if not_done := _negated_deed(question_words):
        # why a deed was NOT done is told beside that deed ("لم تفتح الباب من الفرح") or beside a
        # deed not done in other words ("يلقون في النار ولم تمسسهم بأذى", fq13-027); a sentence with
        # neither tells a purpose of a deed done ("جاءت جارية اسمها رودا لتسمع", fq16-006)
        done = _where(words, not_done)
        stated_not = any(w.removeprefix("و").removeprefix("ف") in _STATED_NOT for w in words)
        at = sorted({*at, *done}) if stated_not else done
    whens = [i for i, w in enumerate(words) if w in _WHEN_CLAUSE]
    events = [i for i, w in enumerate(words) if next_event(w) and not any(same_word(w[1:], q) for q in question_words)]
    events += _time_clauses(words)
    return any(
        (0 < m - a <= (STRONG_REASON_REACH if words[m] in _STRONG_REASONS else REASON_REACH)
         and not (words[m] in _THEREFORE and tells_an_outcome(words, m, question_words, REASON_REACH))
         and not (words[m] in _STRONG_REASONS and any(a < e < m for e in events))
         and not of_another_clause(words, a, m, starts, at))  # a relative's or an apposition's reason (answer/reason_scope.py)
        or (words[m] in _CONSEQUENCE_WORDS and 0 < a - m <= REASON_REACH)
        for m in markers
        for a in at
    ) or any(0 < a - m <= WHEN_CLAUSE_REACH and a in starts for m in whens for a in at) or _aim_told(words, question_words)


def _beside_other_words(
    words: list[str], markers: list[int], question_words: list[str], occasion: bool, deed_read: bool, starts: Collection[int]
) -> list[int]:
    """The reason markers left where the asked deed is said nowhere and the question's other words anchor the reason:
    a word that says "because" (`_REASON_WORDS`) or an occasion asked, and not a "because" headed by another deed's
    verb ("عينت سفيرة … لأنها ستساعد" gives no reason of an extinction asked beside the same regions:
    answer/reason_owner.py, DEEDSTATED77) — read only for a why whose deed's verb is read (`deed_read`, `_event_words`:
    "ما السبب المعتاد لالتهاب …" asks of a noun)."""
    kept = [m for m in markers if words[m] in _REASON_WORDS or (occasion and _occasion_word(words[m]))]
    if not deed_read:
        return kept
    return [m for m in kept if words[m] not in _CAUSAL_WORDS or not reason_of_another_deed(words, m, question_words, starts)]


def _aim_told(words: list[str], question_words: list[str]) -> bool:
    """"وكان الهدف من إعدامه …": a noun of aim in construct with any word of the asked deed (answer/reason_scope.py)."""
    deed_at = _where(words, _asked_content(question_words))  # once, not once for each word of the answer
    return any(aim_of(words, m, a) for m in range(len(words)) for a in deed_at)


def _event_words(question: str) -> list[str]:
    """The words of the event a why asks: the MSA لماذا's first word after it (its verb, by the MSA order: "لماذا
    انسحبت إسرائيل"), the verb after a fronted subject (`_predicate_verb`) and the question's first verb after the why."""
    words, _content, why, rest, _relative = _why_asked(question)
    if why is None:
        return []
    head = rest[:1] if words[why] in _MSA_WHY else []
    verb = [w for w in rest if event_verb(w) > 0][:1]
    return list(dict.fromkeys([*head, *_predicate_verb(question), *verb]))


def _names_event(words: list[str], i: int, event: list[str]) -> bool:
    """Does the reason word at `i` govern the asked event itself, its verbal noun or verb right after it or glued
    to its ل ("حتى إنسحاب إسرائيل من قطاع غزة" of "لماذا انسحبت إسرائيل", fq47-058; "حتى تنازل ابنه الحسن عن
    الخلافة" of "لماذا تنازل الحسن")? Then it names the event, "until / because of / for the event", and gives
    no reason of it. "سبب" in construct with the event ("وكان سبب انسحابه …") introduces its reason; "therefore" before
    it ("لذلك انسحب") is read by `_has_reason` as the reason told before; "بسبب انسحابه" is the cause of another (PRECISION68)."""
    word = words[i]
    if not event or word in _REASON_NOUNS or word in _THEREFORE:
        return False
    governed = [words[i + 1]] if i + 1 < len(words) else []
    if word not in _REASON_WORDS and word.startswith("ل"):
        governed.append(word[1:])  # "لانسحاب": ل + the event's verbal noun
    return any(same_word(g, e) for g in governed for e in event)


def _until(words: list[str], i: int) -> bool:
    """Is the word at `i` "حتى" before a noun — one with the article or a verbal noun with his pronoun ("حتى
    اليوم", "حتى عودته إلى دمشق", "حتى وفاته", "حتى استقالته")? Then it says "until", no purpose: a purpose's
    حتى opens a verb ("حتى يسجد لخالقه") and a result's a clause ("حتى حصلت منازعات", fq12-099) (PRECISION68)."""
    if words[i] not in _UNTIL or i + 1 >= len(words):
        return False
    noun = words[i + 1]
    return noun.startswith("ال") or (len(noun) >= 5 and noun.endswith(_HIS_NOUN))


_REASON_NOUNS = folded_words("سبب اسباب وسبب")
_THEREFORE = folded_words("لذلك لهذا فلذلك فلهذا ولذلك ولهذا")  # the consequence adverbs: the reason stands before them
_UNTIL = folded_words("حتى")
_HIS_NOUN = ("ته", "تها", "تهم")  # a feminine verbal noun with a pronoun: "عودته", "وفاته", "استقالتها"


_AFTER_BEFORE = folded_words("بعد قبل وبعد وقبل منذ")
_THAT = folded_words("ان ما")


def _time_clauses(words: list[str]) -> list[int]:
    """Where a clause of another deed opens by its time, "بعد أن / قبل أن / منذ أن": a word that says "because"
    after it gives that deed's reason. "ودفن بدير النسطور بعد أن قام علي الكرسي ست سنين … لأنه تولي الكرسي في يوم
    أول بابه" reasons the count, not the burial (ASKEDNOT67)."""
    return [i for i in range(len(words) - 1) if words[i] in _AFTER_BEFORE and words[i + 1] in _THAT]


def _occasion_word(word: str) -> bool:
    return word in _OCCASION_WORDS or word[1:] in _OCCASION_WORDS


def _where(words: list[str], asked: list[str]) -> list[int]:
    return [i for i, w in enumerate(words) if any(w == d or same_word(w, d) for d in asked)]


_OCCASION_WORDS = WHEN_CONJUNCTIONS | {"اذ", "يوم"}
_CONSEQUENCE_WORDS = _THEREFORE | folded_words("بسبب لاجل اذ واذ فاذ")
# "ولما ارتد دقلديانوس … ، ترك هذا القديس ولايته" (fq18-120): a when-clause opening the sentence whose
# main clause is the deed asked is its cause; "ولما عاد إلى ديره لم يلبث طويلا حتى هجم البربر" is not
# (the attack stands inside another clause, fq18-059).
_WHEN_CLAUSE = WHEN_OPENERS
_WHY_WORDS = frozenset(("لماذا", "ليه", "لم", "ولماذا", "فلماذا"))
_NEGATIONS = frozenset(("لم", "لا", "ما", "لن", "ماكانش", "مش", "كان", "كانت"))


def _negated_deed(words: list[str]) -> list[str]:
    """The verb a leading why asks of as not done: inside ما…ش ("ليه رودا مفتحتش" → فتحت) or after
    لم / ما / لا ("لماذا لم تفتح"), its first such verb; [] for a why of a deed done."""
    if (why := _why_at(words)) is None:
        return []
    for i, w in enumerate(words[why + 1 :], why + 1):
        verb = unwrapped(w) or (
            [without_negation_tail(words[i + 1]) or words[i + 1]]  # "ما اتكلمش"
            if w in _NOT_DONE and i + 1 < len(words) and verbal(words[i + 1]) > 0 else []
        )
        if verb:
            # a will refused ("مارضيش", "لم يشأ") is told by what was asked instead ("فطلب إليهم أن
            # يتركوه ليكمل سعيه", fq19-087's gold): no deed of its own to stand beside
            return [] if any(same_word(v, will) for v in verb for will in _WILL) else verb
    return []


_WILL = tuple(fold(w) for w in ("رضي", "شاء", "يشاء", "يشأ", "أراد", "يرد", "يريد"))


_NOT_DONE = frozenset(("لم", "ما", "لا"))
_STATED_NOT = frozenset(("لم", "لا", "لن", "ليس", "ليست"))  # "ما" is also "what" in a sentence


def _why_at(words: list[str]) -> int | None:
    """Where the question's why stands: first, or after a fronted subject (`_fronted_why`); None for none."""
    if words and words[0] in _WHY_WORDS:
        return 0
    return next((i for i in range(len(words)) if _fronted_why(words, i)), None)


def _asks_not_done(words: list[str]) -> bool:
    """Does the why ask of a deed not done ("لماذا لم …", "ليه مارضيش …"), a will refused too?"""
    why = _why_at(words)
    return why is not None and any(w in _NOT_DONE or unwrapped(w) for w in words[why + 1 :])


def _before_when(words: list[str]) -> list[str]:
    """The question's words before a when-clause that follows its deed ("لماذا لم يهرب الأنبا موسى الأسود
    عندما هجم البربر على الدير"): the attack dates the deed asked, its words are no deed of the why. A
    sentence that reasons about something near "ديره" and "هجم البربر" gives no reason of not fleeing (fq18-042)."""
    at = next((i for i, w in enumerate(words) if i > 1 and w in _WHEN_CLAUSE), None)
    return words if at is None else words[:at]


def _asks_occasion(words: list[str]) -> bool:
    """"بمناسبة إيه" / "في أي (أنهي) مناسبة" / "ما (إيه) المناسبة التي …": the occasion of a deed, a reason
    question ("ما المناسبة التي كتب فيها داود مزمور …" is answered by a title's "عندما …", fq23-103)."""
    return any(
        _occasion_noun(w) and (
            (i + 1 < len(words) and words[i + 1] in _WHAT_OCCASION)
            or (i > 0 and words[i - 1] in _WHICH_OCCASION)
        )
        for i, w in enumerate(words)
    )


def _occasion_noun(word: str) -> bool:
    return word.removeprefix("ب").removeprefix("ال") == "مناسبه"


_WHAT_OCCASION = frozenset(("ايه", "اي", "ايش", "ماذا"))
_WHICH_OCCASION = frozenset(("اي", "انهي", "ما", "ايه", "ايش"))


class _WhyAsked(NamedTuple):
    """A why question read as `_asked_deed` and `_predicate_verb` both start (ONEPLACE68: one reading, was two)."""

    words: list[str]  # the question, folded
    content: list[str]  # its content words (`_asked_content`)
    why: int | None  # where its leading لماذا/ليه stands (`_why_at`); None: no leading why
    rest: list[str]  # the content words after the why, past a negation ([] without one)
    # the verbs of a relative clause ("المركب التي حملت جسده"): they tell which thing, not the deed asked (fq6-074)
    relative: frozenset[str]


def _why_asked(question: str) -> _WhyAsked:
    words = fold(question).split()
    content = _asked_content(words)
    why = _why_at(words)
    rest = [w for w in words[why + 1 :] if w not in _NEGATIONS and w in content] if why is not None else []
    relative = frozenset(words[i + 1] for i, w in enumerate(words[:-1]) if w in RELATIVES)
    return _WhyAsked(words, content, why, rest, relative)


def _asked_deed(question: str) -> list[str]:
    """The words of the deed a why asks. After a leading لماذا/ليه (past a negation): its first word
    that is no title or name, and the question's first verb ("ليه يونان النبي هرب" -> يونان, هرب); if
    the answer holds none of them, `_has_reason` falls back to `_asked_content`. A trailing why ("…
    بمناسبة إيه") reads every content word."""
    asked = _why_asked(question)
    if asked.why is None:
        return asked.content
    verb = [w for w in asked.rest if verbal(w) > 0 and w not in asked.relative][:1]
    return list(dict.fromkeys([*asked.rest[:1], *verb]))


def _predicate_verb(question: str) -> list[str]:
    """The verb a leading why asks after the question's first word, when that word is its subject ("ليه نادي مانشستر
    يونايتد واجه الإفلاس" -> واجه; "ليه مانشستر يونايتد عين مات بسبي" -> عين): none of a relative clause nor after a
    preposition ("من وجه الرب"), [] when none follows. The MSA لماذا puts the verb first ("لماذا عين نادي …": its
    first word, a verb, is the event; `_asked_deed` reads it)."""
    words, _content, why, rest, relative = _why_asked(question)
    # a derived past is a verb as a bare one is ("ليه السيسي استقال", "لماذا انتقل": `event_verb`, PRECISION68)
    if why is None or not rest or (words[why] in _MSA_WHY and event_verb(rest[0]) > 0):
        return []
    governed = {words[i + 1] for i, w in enumerate(words[:-1]) if w in _PREPOSITIONS}
    return [w for w in rest[1:] if event_verb(w) > 0 and w not in relative and w not in governed][:1]


_MSA_WHY = folded_words("لماذا لم ولماذا فلماذا")
_PREPOSITIONS = folded_words("من في الي علي عن مع عند")


def _asked_content(words: list[str]) -> list[str]:
    """The question's content words but titles and the names after them ("الأنبا موسى الأسود" names
    whom, not what was done: "فأجابه القديس موسى … لأنه مكتوب" gives no reason of the attack, fq18-059)."""
    names = {words[i + 1] for i, w in enumerate(words[:-1]) if w in HONORIFICS and verbal(words[i + 1]) == 0}
    return [
        w for w in words
        if w not in STOPWORDS and w not in QUESTION_WORDS and w not in HONORIFICS and w not in names
        and not _has_digit(w) and len(w) > 2 and not _occasion_noun(w) and w not in _WHY_WORDS
    ]


def _has_place(words: list[str], origin: bool = False) -> bool:
    """A place noun, or "في / إلى / عند" followed by a word that is neither a function word nor a word of
    time ("في أيام كثيرة", "في مثل هذا اليوم": fq22-116); with `origin` (a place asked by "من أنهي …"),
    "من" too, followed by no group of descent ("من سبط أشير") either."""
    for i, w in enumerate(words):
        if w in _PLACE_NOUNS or born_at(words, i) or at_place_unit(w):  # "ولد بسمنود" (LOST39), "بدير"
            return True
        following = words[i + 1] if i + 1 < len(words) else ""
        if not following or following in STOPWORDS or _of_time(following):
            continue
        if w in _PLACE_WORDS or (origin and w == _FROM and following.removeprefix("ال") not in _DESCENT_NOUNS):
            return True
    return False


def _of_time(word: str) -> bool:
    return word in _TIME_WORDS or word.removeprefix("ال") in _TIME_WORDS or word == "مثل"


def _asks_origin(question: str) -> bool:
    """Is the place asked by "من أنهي / من أي" + a place unit ("كانت من أنهي مدينة")?"""
    words = fold(question).split()
    words = [w for i, w in enumerate(words) if not people_of_at(words, i)]  # "من أهل أي مدينة" (LOST39)
    return any(
        w == _FROM and msa(which) == "اي" and unit in _PLACE_UNITS for w, which, unit in zip(words, words[1:], words[2:], strict=False)
    )


def _has_person(text: str, question: str) -> bool:
    # A title ("القديس", "الوالي") before a word the question does not hold, or — open-domain names
    # carry none ("بايتون مانينغ") — a word the question does not already hold. A title before the
    # question's own name ("القديس فيلوثاوس" of "الشهيد فيلوثاوس … على إيد أنهي والي") names the
    # one asked about, not the one asked (ASKEDVALUE19).
    asked = set(fold(question).split())
    padded = f" {text} "
    for match in _HONORIFIC_HINT.finditer(padded):
        following = padded[match.end() :].split()[:1]
        if not following or following[0] not in asked:
            return True
    return any(w not in asked and w not in STOPWORDS and not _has_digit(w) and len(w) > 2 for w in text.split())


def _with_bare(words: list[str]) -> set[str]:
    # Each word, and without a leading و/ف ("وولد"); both, since و may be the word's own ("ولدت"). "بني" before a
    # name is "the sons of" ("بني إسرائيل"), no founding.
    kept = [w for i, w in enumerate(words) if not _sons_of(words, i)]
    return {*kept, *(unglued(w, 3) for w in kept)}


_SONS = "بني"


def _sons_of(words: list[str], i: int) -> bool:
    """Is "بني" at `i` "the sons of" ("بني إسرائيل", "وبني سويف"): a word after it that is no function word, time
    word, number, place noun or question word ("بني سنة كم", "بنى كنيسة", "بنى له ديرا" are a building)?"""
    word = words[i]
    if unglued(word, 3) != _SONS or i + 1 >= len(words):
        return False
    following = words[i + 1]
    return not (
        following in STOPWORDS or _has_digit(following) or _of_time(following) or msa(following) in QUESTION_WORDS
        or following.removeprefix("ال") in PLACE_UNITS
    )


def _states_asked_event(words: list[str], question: str, titled: Sequence[str] = ()) -> bool:
    """Does the answer (or its record's title, `titled`) state each life event the question asks the
    date of? None asked: does the day's sentence date what the question asks (`_dates_asked`)?"""
    asked_words = _with_bare(fold(question).split())
    stated = _with_bare([*words, *titled])
    asked_events = [event for event in _LIFE_EVENTS if asked_words & event]
    if asked_events:
        return all(stated & event for event in asked_events)
    return _dates_asked(words, question, titled)


def _dates_asked(words: list[str], question: str, titled: Sequence[str]) -> bool:
    """"في مثل هذا اليوم <event> …" dates the event its sentence (or its record's title) names right
    after the day, before the one it is said of: "تنيح" in "في مثل هذا اليوم تنيح القديس …". It answers
    "when" if the question asks the day's commemoration ("امتى عيد …"), says nothing of its subject that
    the sentence does not hold ("الأنبا لونجينوس رئيس دير الزجاج امتى؟"), or says that event
    ("امتى اترسم …" of "… رسم …"); not a visiting time, an opening, a journey the sentence never states
    ("دير الزجاج … مفتوح للزيارة امتى؟" of the abbot's death day)."""
    if commemoration_intent(fold(question).split()):
        return True
    beyond = asked_words_beyond(question, [*words, *titled])
    if not beyond:
        return True
    dated = _dated_event(words) + [w for title in titled for w in _event_phrase(title.split())]
    return any(same_word(word, event) for word in beyond for event in dated)


def _dated_event(words: list[str]) -> list[str]:
    """The words after "هذا اليوم" that name the day's event, up to the one it is said of."""
    for i in range(len(words) - 1):
        if words[i] == "هذا" and words[i + 1] == "اليوم":
            return _event_phrase(words[i + 2 :])
    return []


def _event_phrase(words: list[str]) -> list[str]:
    """An event's words opening a phrase, up to its first title or name (`_EVENT_REACH` at most)."""
    found: list[str] = []
    for word in words[:_EVENT_REACH]:
        if word in HONORIFICS or word.removeprefix("و") in HONORIFICS:
            break
        if word not in STOPWORDS:
            found.append(word)
    return found


WHEN_CLAUSE_REACH = 16  # fq18-120: "ولما ارتد …" opens 12 words before "ترك"
# A word that says "because" or "in order to" and nothing else reaches farther than a ل-word, which
# may be a preposition ("المصادر للفكر"): "فصعد يوسف … إلى مدينة داود التي تدعى بيت لحم، لكونه من بيت
# داود" gives the reason 17 words after the deed (answer-type-11).
STRONG_REASON_REACH = 24
_STRONG_REASONS = _CAUSAL_WORDS | frozenset(fold("لكونه لكونها لكونهم").split())
REASON_REACH = 10  # fq12-099: "ولم يلبث على كرسيه طويلا حتى حصلت منازعات" 10 after "أسقف"; fq18-089's للفكر stands 12 after استقال
_EVENT_REACH = 4  # "نعيد بتذكار حضور ربنا": the event's words before its subject


def satisfies(kind: AnswerType | None, answer: str, question: str = "", record_titles: Sequence[str] = ()) -> bool:
    """Does the answer hold an expression of `kind`? `record_titles` are the titles of the records
    the answer cites: "في مثل هذا اليوم" dates the event a cited record's title commemorates. A range of time
    asked ("من سنة كام لسنة كام") is answered by both its ends, not by one year (`answer/range_asked.py`, LEFT38)."""
    if question and asks_range(question):  # its years are what is asked: no measure, no person ("من أي سنة")
        return states_range(strip_markers(answer), question, record_titles)
    if question and (unit := asked_unit(question)) is not None:
        # which weekday, month, hour, season: a sentence stating that unit answers, whatever the question word's kind;
        # one stating another unit does not (answer/time_unit.py, UNIT48)
        return _unit_stated(unit, answer, question) and not (kind == "date" and _of_another_deed(answer, question, record_titles))
    if question and kind in (None, "number") and asks_duration(question):
        # "كم سنة أقام في …", "قعد أد إيه", "مدة أسقفيته": a span of time units bound to the state asked, typed or not
        # by its question word (answer/measure.py, DURATION62)
        said = _VERSE_REFERENCE.sub(" ", strip_markers(answer))
        # a stay asked at a place: the span's clause names that place or points back at it (answer/stay_place.py)
        return states_duration_of(said, question, _NUMBER_WORDS) and span_at_place(said, question, _NUMBER_WORDS)
    if kind is None:
        return True
    text = fold(strip_markers(answer))
    words = text.split()
    if kind == "date":
        titled = [word for title in record_titles for word in fold(title).split()]
        if question and _of_another_deed(answer, question, record_titles):
            return False  # "متى كتب متى إنجيله" of "في مثل هذا اليوم استشهد متى …" (KNOWNWRONG39)
        if _has_date(words):
            return True
        return bool(_THIS_DAY.search(text)) and _states_asked_event(words, question, titled)
    if kind == "number":
        measure = asked_measure(question) if question else None
        words = fold(_VERSE_REFERENCE.sub(" ", strip_markers(answer))).split()
        if question and asks_times(question):
            # "كام مرة": a count of times, no year, in a clause naming the thing counted (answer/measure.py)
            text = _VERSE_REFERENCE.sub(" ", strip_markers(answer))
            return states_times_of(text, times_of(question, record_titles), _NUMBER_WORDS)
        uncounted = _uncounted(words)
        counted = [word for i, word in enumerate(words) if i not in uncounted]
        return _has_number(counted) and (measure is None or states_measure(measure, words))
    if kind == "reason":
        words, starts = _clauses(strip_markers(answer))
        # a why in another form ("… علشان إيه", "إيه اللي خلاه …") read as the leading why it means (answer/why_forms.py)
        return any(_has_reason(words, asked, starts) for asked in why_readings(question))
    if kind == "place":
        return _has_place(words, origin=_asks_origin(question))
    return _has_person(text, question) or _has_number(words)  # "الاثنا عشر" answers "من …" too


def answer_type_problem(
    question: str, answer: str, cited: Sequence[Evidence] = (), common: Collection[str] = frozenset(),
    names: Collection[str] | None = None,
) -> str | None:
    """`ANSWER_TYPE_MISMATCH: wanted <kind>` when the answer lacks what the question word asks for
    (`cited`: the evidence the answer cites, whose record titles date "this day"; `common`: the words the
    corpus writes as common nouns, `Services.common_words`, which name no kin asked by name)."""
    if asks_prediction(question):
        return PREDICTION_ASKED  # "مين هيكسب الدوري السنه دي": whatever the answer says, it is not the future
    kind = expected_type(question)
    titles = [item.title for item in cited if item.title]
    if (unit := asked_unit(question)) is not None and not _unit_stated(unit, answer, question):
        return f"{ANSWER_TYPE_MISMATCH}: wanted {unit}"  # "أنهي شهر" answered by a year (answer/time_unit.py)
    head = answer_head(answer)
    if unit is not None and head is not None and not _unit_stated(unit, head, question):
        return f"{ANSWER_TYPE_MISMATCH}: wanted {unit}"  # the head gives another detail than the unit asked
    if not satisfies(kind, answer, question, titles) or (unit is None and _head_of_another_kind(kind, head)):
        return f"{ANSWER_TYPE_MISMATCH}: wanted {kind}"
    # a why answered by a head left at its chunk's open edge: the reason lies past it (answer/chunk_edge.py)
    if (edge := edge_problem(kind == "reason", answer, cited, lambda text: satisfies(kind, text, question, titles))):
        return edge
    if kind is None and _asks_when(question) and not _day_dates_asked(answer, question, titles):
        return f"{ANSWER_TYPE_MISMATCH}: wanted date"
    if kind == "person" and (asked := _office_asked(question)) and not any(office(w) == asked for w in fold(strip_markers(answer)).split()):
        return f"{ANSWER_TYPE_MISMATCH}: wanted {asked}"  # "أنهي والي" of a sentence that names no governor
    if kind == "number" and (place := _unnamed_place(question, cited)) is not None:
        return f"{SUBJECT_NOT_NAMED}: {place}"
    # A fact asked as it is NOW (`present_time_question`) is stated only by a sentence that says it
    # holds now (`_states_present`), when the answer cannot be of the present otherwise.
    # A figure the answer dates to a past moment ("اعتباراً من يناير 2016 …": text/as_of.py) states
    # what held then, from any library: the product declines rather than present it as current.
    if present_time_question(question) and (_needs_present(question, cited) or dated_as_of(answer)):
        if not _states_present(fold(strip_markers(answer))):
            return PRESENT_TIME_UNSTATED
    parts = answer_sentences(answer)
    sentences = [sentence.text for sentence in parts]
    # How someone died is not stated by a bare commemoration of the death (answer/manner_asked.py); what a thing was
    # made of, only by a sentence that puts a material to it (answer/material_asked.py).
    if (told := manner_problem(question, sentences, titles) or material_problem(question, sentences)) is not None:
        return told
    # What someone said is told by a sentence quoting his line; "was X Y" by one saying so (answer/said_asked.py).
    if (said := said_problem(question, sentences, titles, [item.excerpt for item in cited])) is not None:
        return said
    # To whom a thing of the subject went is told by a sentence naming that thing, when the record has one (LEFT38).
    if (thing := thing_problem(question, sentences, [item.excerpt for item in cited])) is not None:
        return f"{ASKED_NOT_STATED}: {thing}"
    # The relation or event asked of the subject ("اسم أمه", "اتولد فين") must be stated (answer/asked_stated.py).
    runs = _runs_of_one_excerpt(parts)
    problem = asked_problem(question, sentences, titles, common, names, runs)
    if problem is not None and (rest := asked_of_described(question, cited, cited, names or frozenset())):
        # the one asked described by his work ("كاتب كتاب النبي توفي في أي مدينة") and the cited record holds the
        # description: what is asked of him is asked of its subject (answer/described.py, DESCRIBED49)
        return asked_problem(rest, sentences, titles, common, names, runs)
    return problem


# The sentences a record tells one described person over: his naming and his deed (the extractive answerer's run).
_RUN = 3


def _runs_of_one_excerpt(parts: Sequence[AnswerSentence]) -> list[list[str]]:
    """Every run of 2..`_RUN` consecutive answer sentences that cite the same one excerpt, as their texts in order."""
    runs: list[list[str]] = []
    for start, first in enumerate(parts):
        if len(first.ids) != 1:
            continue
        run = [first.text]
        for following in parts[start + 1 : start + _RUN]:
            if following.ids != first.ids:
                break
            run.append(following.text)
            runs.append(list(run))
    return runs


def _unit_stated(unit: TimeUnit, answer: str, question: str) -> bool:
    """Does the answer state the unit of time asked (not the one the question names)? A Synaxarium record's own day
    ("في مثل هذا اليوم") is a day of its month."""
    return states_unit(unit, answer, bool(_THIS_DAY.search(fold(strip_markers(answer)))), question)


def _head_of_another_kind(kind: AnswerType | None, head: str | None) -> bool:
    """A short answer head its sentence states (`support.answer_head`, FRAME40: "**412** — إذ يذكر النص أن …")
    is what the answer gives as the asked detail: a head with no number where a number or a date is asked,
    or only a number where a place or a person is, is the sentence's other detail, not the one asked."""
    if head is None or kind is None:
        return False
    words = fold(head).split()
    if kind in ("number", "date"):
        return not (_has_number(words) or _has_date(words))
    if kind in ("place", "person"):
        return all(_has_digit(word) for word in words)
    return False


def _office_asked(question: str) -> str | None:
    """The office an Egyptian "which" asks the holder of ("أنهي والي" -> "والي"), or None."""
    words = fold(question).split()
    for word, following in zip(words, words[1:], strict=False):
        if word == "انهي" and (key := office(following)) in _PERSON_OFFICES:
            return key
    return None


def _asks_when(question: str) -> bool:
    """Does a متى / امتى stand anywhere in the question ("… مفتوح للزيارة امتى؟")? A trailing one
    stays untyped (`_egyptian_type`), but it still asks a time."""
    words = fold(question).split()
    return any(msa(word) == "متي" and not names_matta(words, i) for i, word in enumerate(words))


def _day_dates_asked(answer: str, question: str, titles: Sequence[str]) -> bool:
    """An answer whose only time is the record's own day ("في مثل هذا اليوم …", no date written)
    answers "when" only if that day dates what is asked (`_states_asked_event`); one that writes a
    date, or no day at all, is left to the other checks (an untyped "امتى" answered in other words)."""
    if _of_another_deed(answer, question, titles):
        return False
    text = fold(strip_markers(answer))
    words = text.split()
    if not _THIS_DAY.search(text) or _has_date(words):
        return True
    titled = [word for title in titles for word in fold(title).split()]
    return _states_asked_event(words, question, titled)


def _of_another_deed(answer: str, question: str, titles: Sequence[str]) -> bool:
    """Is every date the answer writes the date of another deed than the one asked (KNOWNWRONG39)? Each clause
    (cut at a comma, a colon, a stop) that writes a date dates one deed: the record's day ("في مثل هذا اليوم", its
    year written or not) the event its words open on (`_day_event`) and its record's title's event; a written
    year the life event (a birth, a death, a martyrdom) said in its clause. Only a deed read as a life event or,
    for the day, a move (`slot_fillers.moving`: "نقل جسد") is known to be another's. Such a date answers "when" only if it
    dates what is asked: the life event asked, else the question's verb ("متى كتب متى إنجيله" is not answered by
    "في مثل هذا اليوم استشهد متى …", nor "امتى راح أثينا" by "وقد ولد … نحو سنة 347"), else every word it says of
    its subject beyond its name. A clause dating a deed this cannot read ("دشنت الكنيسة سنة 690", "في مثل هذا
    اليوم … افتتاح الكاتدرائية") is left to the other checks, but where a place's founding is asked ("دير المحرق اتبنى
    امتى", ASKEDKIND49): only a clause that says a founding dates it; so is the feast's day asked ("امتى عيد …")."""
    asked_words = fold(question).split()
    if _feast_asked(asked_words):
        return False
    asked = _with_bare(asked_words)
    asked_events = [stated for stated, said in _ASKED_LIFE_EVENTS if asked & said]
    if FOUNDING_WORDS not in asked_events and _place_made(asked_words):
        asked_events.append(FOUNDING_WORDS)
    titled_asked = titled_names(" ".join(asked_words))  # "الأنبا بيشوي": a name, though "بيشوي" reads as a verb
    deeds = [
        w for w in asked_words_beyond(question, ())
        if (verbal(w) or egyptian_verb(w)) and w not in titled_asked and w.removeprefix("ال") not in PLACE_UNITS  # "دير": a noun
    ]
    title_events = [w for title in titles for w in _event_phrase(fold(title).split())]
    titled = [w for title in titles for w in fold(title).split()]
    everything = fold(strip_markers(answer)).split()
    if not asked_events and _deed_unsaid(question, asked_words, answer, titled, titled_asked | set(titled)):
        return True  # "اتعلنت رسمي امتى" of "مشروع … أطلقه … عام 1999": the launch's year, no announcement's (ASKEDTERM70)
    dated = False
    for words, before in _clauses_with_before(strip_markers(answer)):
        day = bool(_THIS_DAY.search(" ".join(words)))
        if not day and not _writes_date(words):
            continue
        held = [*_day_event(words), *title_events] if day else [*_continued_event(words, before), *words]
        if not any(_with_bare(held) & event for event in _LIFE_EVENTS) and not (day and any(moving(w) for w in held)):
            if FOUNDING_WORDS in asked_events:
                dated = True  # a founding asked: a dated clause that says none dates another deed ("فقصد دير … سنة 1591")
                continue
            return False  # a deed this cannot read ("افتتاح الكاتدرائية", "دشنت الكنيسة سنة 690"): left to the others
        dated = True
        if asked_events:
            if all(_with_bare(held) & event for event in asked_events):
                return False
            continue
        if deeds:
            # held by a form or a synonym, not by the question's own words ("ذهبي الفم" says no "went", راح/ذهب)
            other = [w for w in held if w not in asked_words]
            if any(w in held or any(same_word(w, h) for h in other) for w in deeds):
                return False
        elif not asked_words_beyond(question, [*(everything if day else words), *titled]):
            return False  # no deed asked, nothing said of the subject that the answer does not hold ("… رئيس الدير امتى؟")
    return dated


_COMPLEMENT_REACH = 3  # words after the asked deed where its own event noun stands ("خلص بناؤه", "اكتمل بناء")
_ACCORDING = folded_words(ACCORDING)  # "حسب مكتب التعداد": who says so, no deed


def _deed_unsaid(question: str, asked_words: list[str], answer: str, titled: list[str], names: Collection[str]) -> bool:
    """Is a when-question's answer the date of another deed than the one asked? The question asks a deed (not a life
    event: those are read by their own words) that the answer (or its record's title, `titled`) says in no form, nor
    by the deed's own event noun, and a clause that writes a date tells a deed of its own: "عجايب الدنيا السبع
    الجديده اتعلنت رسمي امتى" is not answered by "مشروع … أطلقه … عام 1999" (the launch's year), "اعتزلت التمثيل
    امتى" by the year she took up acting (ASKEDTERM70). The deed is held by a form, its root or a synonym
    (`same_word`: "اتأسس" by "أُسس", "نُشر" by "تم نشره", "نال" by "حاز"); by its event noun where the question
    says one right after it without the article, a verbal noun or a noun of the subject's ("خلص بناؤه" by "انتهى
    بناؤه", "اكتمل بناء تمثال رودس"): a thing with the article ("اعتزلت التمثيل") is what another deed may be done
    to too ("دخلت مجال التمثيل"). A dated clause that tells no deed of its own ("المجمع في سنة 360") is left to the
    other checks. `names`: the question's titled names and the cited records' title words ("هيفاء وهبي": وهبي is no
    verb). A verb that stands for any event ("هو 5 ده حصل إمتى", `asked_reading.stands_for_any_event`) asks no deed.
    """
    deeds = [
        w for w in asked_words_beyond(question, ())
        if (event_verb(w) or egyptian_verb(w)) and w not in names and w not in _ACCORDING and not stands_for_any_event(w)
        and w.removeprefix("ال") not in PLACE_UNITS and not any(_with_bare([w]) & event for event in _LIFE_EVENTS)
    ]
    if not deeds:
        return False
    said = [w for w in [*fold(strip_markers(answer)).split(), *titled] if w not in STOPWORDS and len(w) > 2]
    roots = {deed: _roots(deed) for deed in deeds}  # read once a deed, not once for each word of the answer
    if any(same_word(word, deed) or _root_in(roots[deed], word) for deed in deeds for word in said):
        return False
    event_nouns = {
        w for deed in deeds if deed in asked_words
        for w in asked_words[asked_words.index(deed) + 1 : asked_words.index(deed) + 1 + _COMPLEMENT_REACH]
        if w not in names and w not in STOPWORDS and not w.startswith("ال") and len(w) > 2
        and not event_verb(w) and not egyptian_verb(w)
    }
    if any(same_noun(word, noun) for noun in event_nouns for word in said):
        return False
    return any(_writes_date(words) and _tells_a_deed(words, names) for words, _ in _clauses_with_before(strip_markers(answer)))


_ROOT_LETTERS = 3
_ROOT_SPREAD = 4  # letters a form adds around its root at most ("افتتحت": ا، ت، ت)


def _roots(deed: str) -> set[str]:
    return {key for term in analyze(deed) for key in root_keys(term)} | set(read_word(deed).roots)


def _root_in(roots: set[str], word: str) -> bool:
    """Are a deed's three root letters (`roots`, `_roots`) written in order in `word`, a form the root reading does not
    read (the infixed ت of افتعل: "اتفتحت" and "افتتحت", syn:10-18#2/0)? Then the deed may be said: not known to be
    another."""
    bare = unglued(word)
    return len(bare) <= _ROOT_LETTERS + _ROOT_SPREAD and any(
        len(root) == _ROOT_LETTERS and re.search(".*".join(root), bare) for root in roots
    )


def _tells_a_deed(words: list[str], names: Collection[str]) -> bool:
    """Does a clause tell a deed: a verb or a derived verbal noun ("أطلقه", "تأسيس"), not a time word or a name?"""
    return any(
        len(w) > 2 and w not in STOPWORDS and w not in names and not _of_time(w) and not _has_digit(w)
        and (event_verb(w) or egyptian_verb(w) or derived_verbal_noun(unglued(w)))
        for w in words
    )


def _feast_asked(asked_words: list[str]) -> bool:
    """Is a feast's day asked ("امتى عيد …", "تذكار …")? A title asks none ("القديس"), nor the life event's own word:
    "في أي سنة استشهد العربي بن مهيدي" asks the year of the martyrdom, which a birth year does not give (YEAR53)."""
    return commemoration_intent(
        [w for w in asked_words if w not in HONORIFICS and not any(_with_bare([w]) & event for event in _LIFE_EVENTS)]
    )


_COMMAS = frozenset("،,")


def _clauses_with_before(text: str) -> list[tuple[list[str], list[str]]]:
    """Each clause's folded words (cut as `_CLAUSE_CUT` cuts), with the words of the clause a comma ends right before
    it (none after a stop, a colon, a line, or at the start): the clause a date-only clause may continue."""
    pieces = _CLAUSE_CUT.split(text)
    cuts = _CLAUSE_CUT.findall(text)
    folded = [fold(piece).split() for piece in pieces]
    return [(words, folded[i - 1] if i and cuts[i - 1] in _COMMAS else []) for i, words in enumerate(folded)]


def _continued_event(words: list[str], before: list[str]) -> list[str]:
    """The clause before a comma (`before`) when the dated clause `words` continues it: it opens on its date ("في عام
    1923"), no verb of its own after the year ("، في عام 1923 بدوار الكواهي …" dates the "ولد" before the comma: YEAR53,
    fq36-108), no life event of its own, and `before` writes no date of its own; else nothing."""
    if not before or _writes_date(before) or any(_with_bare(words) & event for event in _LIFE_EVENTS):
        return []
    at = 0
    while at < len(words) and (words[at] in STOPWORDS or _of_time(words[at])):
        at += 1  # "في عام", "وفي سنة"
    if at == len(words) or not _has_digit(words[at]):
        return []
    after = words[at + 1 :]
    while after and (after[0] in STOPWORDS or after[0] in YEAR_AFTER or _of_time(after[0]) or _has_digit(after[0])):
        after = after[1:]
    if after and (verbal(after[0]) or egyptian_verb(after[0])):
        return []  # "، وفي سنة 300 نال إكليل الشهادة": the clause's own deed, dated by its own year
    return before


_MADE = frozenset(fold("عمل اتعمل اتعملت عملت").split())


def _place_made(words: list[str]) -> bool:
    """"دير تاسا اتعمل امتى" (Franco "et3amal", read back as "عمل"): a place made is a place founded."""
    return bool(_MADE & set(words)) and any(w.removeprefix("ال") in PLACE_UNITS for w in words)


def _day_event(words: list[str]) -> list[str]:
    """The words of the event the record's day dates: after "هذا اليوم" and its year ("من سنة 515 للشهداء"), up to
    the first title (`_event_phrase`): "نقل جسد" of "في مثل هذا اليوم من سنة 515 للشهداء نقل جسد القديس …"."""
    start = next((i for i in range(len(words) - 1) if words[i] == "هذا" and words[i + 1] == "اليوم"), len(words)) + 2
    after = words[start:]
    while after and (after[0] in STOPWORDS or _has_digit(after[0]) or after[0] in _TIME_WORDS or after[0] in YEAR_AFTER):
        after = after[1:]
    return _event_phrase(after)


_SENTENCE_CUT = re.compile(r"(?<!\d)\.(?!\d)|[؟?!\n]")


# Words that say a stated value holds now ("يبلغ عددهم حاليا", "حتى الآن"): the words of today and now
# (text.relative_days; "اليوم" only outside "(في مثل) هذا اليوم", the Synaxarium record's own day) and the
# adjectives of the present.
_PRESENT_WORDS = PRESENT_WORDS | folded_words("الحالي الحاليه الحاضر حاضرا")


# Measures that change from day to day: today's price or temperature is stated by no library, and a
# record's figure for another day is not it. A count ("عدد سكان اليابان اليوم") is answered by a
# reference's current figure (today-unrelated suite), so it is not among them.
_DAILY_MEASURES = frozenset({"price", "temperature"})


def _unnamed_place(question: str, cited: Sequence[Evidence]) -> str | None:
    """The place a quantity is asked of ("كم عدد الأقباط في أستراليا؟" -> استراليا) when no cited
    record names it in its title or excerpt, else None: a count of Copts in Rome does not count
    the Copts in Australia. The place is the word after في that is not a function word, a day
    word, a date or a common place noun ("المنطقة", "مدينة")."""
    if not cited:
        return None
    words = fold(strip_markers(question)).split()
    day_words = set(time_words(question)) | RELATIVE_WORDS
    held: set[str] = set()
    for item in cited:
        held |= term_set(f"{item.title or ''} {item.excerpt}")
    for i, word in enumerate(words[:-1]):
        place = words[i + 1]
        if word != "في" or place in STOPWORDS or place in day_words or _has_digit(place) or place in _NOT_NAMES:
            continue
        if place in MONTH_NAMES or len(place) < 3 or place.removeprefix("ال") in _PLACE_NOUNS | _PLACE_UNITS:
            continue  # "في المنطقة" points back to a place, it names none
        terms = term_set(place)
        if terms and not terms & held:
            return place
    return None


def present_time_question(question: str) -> bool:
    """Does the question ask a quantity as it is now ("كم عدد الأقباط في أستراليا النهارده؟",
    "درجة الحرارة اليوم كام؟"), about something other than the day's commemoration? Such a value
    changes: a record that gives some number for the subject in another year does not answer it."""
    words = fold(question).split()
    if commemoration_intent(words):
        return False
    return (
        any(w in PRESENT_WORDS or (len(w) > 3 and w[0] in GLUED_CONJUNCTIONS and w[1:] in PRESENT_WORDS) for w in time_words(question))
        or any(w in _NOW_WORDS for w in words)
        or any(pair in _NOW_PAIRS or pair in THIS_SEASON for pair in zip(words, words[1:], strict=False))
    )


# Words and word pairs that place a question now wherever they stand: an adverb ("حاليا"), "the
# current …" ("الأسقف الحالي"), "these days" ("هذه الأيام", "الأيام دي").
_NOW_WORDS = NOW_WORDS | folded_words("الحالي الحاليه")
_NOW_PAIRS = frozenset(
    tuple(fold(pair).split()) for pair in ("هذه الايام", "الايام دي", "اليومين دول", "الوقت الحالي", "الوقت الحاضر", "عصرنا الحالي")
)


def _needs_present(question: str, cited: Sequence[Evidence]) -> bool:
    """Must the answer to a present-time question say the present itself? Yes for today's price or
    temperature, however it is asked ("كم سعر … النهارده", "ما درجة الحرارة … الآن": ما asks the
    value as كم does); for a person asked now ("مين أسقف أوسيم دلوقتي": an office changes hands, and
    a paragraph names its holder of its own time); and for any answer cited from a historical library
    (the Synaxarium, the Bible), which tells the past and cannot state what holds now: a 4th-century
    bishop of Awsim is not today's. A general reference's current figure or name ("عدد سكان اليابان
    النهارده", "عاصمة العراق اليوم") answers as it stands (today-unrelated suite)."""
    words = fold(strip_markers(question)).split()
    if asked_measure(question) in _DAILY_MEASURES or expected_type(question) == "person" or words[:1] in (["من"], ["مين"]):
        return True  # "من هو الأسقف الحالي …" asks a person too, though "من هو X" expects no type
    return bool(cited) and all(library_of(item.chunk_id) in _HISTORICAL_LIBRARIES for item in cited)


# Libraries that tell the past: no sentence of theirs states a present office holder, price or count.
_HISTORICAL_LIBRARIES = frozenset({SYNAXARIUM, BIBLE})


def _states_present(text: str) -> bool:
    words = _THIS_DAY.sub(" ", text).split()
    return any(w in _PRESENT_WORDS for w in words)


def person_problem(
    question: str, cited: list[Evidence], evidence: Sequence[Evidence] = (), names: Collection[str] = frozenset(),
    common: Collection[str] = frozenset(),
) -> str | None:
    """`PERSON_NOT_NAMED` when the question is about a named person ("من هو الأنبا بيشوي؟") and
    no cited record names that person, in its title or its excerpt: another saint's story is not
    an answer about him, however many words it shares. With `evidence` (everything the answer
    could cite): `PERSON_NAMESAKE` when the question chooses one of several saints who share the
    name ("أبانوب النهيسي", `retrieval.names.chosen_own_record`) and the answer cites another's own
    record, not the chosen one. `names`: the words the corpus writes as names (`Services.claim_names`),
    which a verb's shape does not hide from `untitled_subjects` ("هل صعد يشوع …"). No shape names the subject: a
    retrieved record whose title gives a word of the question as its subject does ("الإمام الشافعي", "الموناليزا":
    `answer/titled_subject.py`; `common`, the corpus's common nouns, `Services.common_words`, name none)."""
    if evidence and (namesake := _namesake_cited(question, cited, evidence)):
        return namesake
    if psalm_writer_unstated(question, cited):
        return PERSON_NOT_NAMED  # "من كاتب المزمور الأول؟" answered by Psalm 89's "حلفت بها لداود" (fq26-118)
    if numbered_otherwise(question, [(item.title or "", item.excerpt) for item in cited]):
        return PERSON_NAMESAKE  # "البابا كيرلس السادس" answered by sentences of Cyril I and Cyril V (fq26-025)
    if evidence and _epithet_elsewhere(question, cited, evidence):
        return PERSON_NAMESAKE  # "كيرلس الأورشليمي" answered from Cyril V's record, Cyril of Jerusalem's retrieved
    if evidence and qualified_elsewhere(question, cited, evidence):
        return PERSON_NAMESAKE  # "مقاريوس أسقف إدكو" answered from Pope Macarius's record (answer/qualified_person.py)
    if evidence and related_elsewhere(question, cited, evidence, names):
        return PERSON_NAMESAKE  # "سمعان ابن عم القديس يوحنا" answered from Simon the Stylite's record (qualified_person.py)
    if any(another_see(question, item.title or "", item.excerpt, names) for item in cited):
        return PERSON_NAMESAKE  # "غريغوريوس أسقف نيصص" answered from the record of Gregory, bishop of Caesarea
    if expected_type(question) == "person":
        # "من القديس الذي سكن …": the person is what is asked, not named; but "من الوالي الذي عذب
        # الأنبا أنطونيوس" is answered only from a record that names Anthony.
        wanted = relative_clause_persons(question) or _told_of(question, names, common)
    else:
        # a name after a title, the subject of a life event's verb, or one the question's shape marks
        # without a title before it ("هوشع النبي", "هل صعد أخنوخ …": answer/untitled_subject.py)
        wanted = (
            question_names(question) or event_subjects(question) or untitled_subjects(question, names)
            or _told_of(question, names, common)  # "إيه اسم الدير اللي نيقولا اترهب فيه"، "الاسم الآخر لشاول"
        )
    if not wanted and cited:
        wanted = titled_subjects(question, evidence, common)  # "في أي مدينة ولد الإمام الشافعي؟" (OTHERREC54)
    if not wanted or not cited:
        return None
    naming = {_doc(item.chunk_id) for item in cited if _names(item, wanted, question)}
    if not naming or _told_only_of_another(question, wanted, cited, naming):
        return PERSON_NOT_NAMED
    return None


def _told_of(question: str, names: Collection[str], common: Collection[str]) -> list[str]:
    """A person the question tells of by a bare name the corpus writes, in a relative clause or after لـ
    (OTHERREC57, `answer/untitled_subject.py`): whose record must answer."""
    return relative_clause_doers(question, names, common) or dative_names(question, names, common)


def _told_only_of_another(question: str, wanted: list[str], cited: list[Evidence], naming: set[str]) -> bool:
    """Is what the question asks of the person said by a cited record that never names him, and not by
    those that do? "عاموس النبي من انهي سبط؟" answered from Amos's record, which gives no tribe, and from
    Daniel's "كان هذا النبى من سبط يهوذا": the tribe is Daniel's. A record of another cited beside the
    person's own is tolerated while the own record holds every word asked (fq5-111: Timon's see, and
    Prochorus's beside it)."""
    own = [item for item in cited if _doc(item.chunk_id) in naming]
    others = [item for item in cited if _doc(item.chunk_id) not in naming]
    if not others:
        return False
    own_words = fold(" ".join(f"{item.title or ''} {item.excerpt}" for item in own)).split()
    names = {term for name in wanted for term in term_set(name)}
    missing = {word for word in asked_words_beyond(question, own_words) if not term_set(word) & names}
    if not missing:
        return False
    other_words = fold(" ".join(item.excerpt for item in others)).split()
    return not asked_words_beyond(" ".join(sorted(missing)), other_words)


def _names(item: Evidence, wanted: list[str], question: str = "") -> bool:
    if title_names(item.excerpt, wanted):
        return True
    if (writer := asked_writer_of(question, item.chunk_id, item.excerpt)) and title_names(writer, wanted):
        return True  # "بولس قال إيه عن المحبة", "فتركته في ميليتس": his letter names him (`answer/letter_writer.py`)
    # the title names the person; but a record of two saints whose excerpt tells only the other
    # ("استشهاد القديس مطرا وبيخبس": "استشهد القديس مطرا …") says nothing of the one asked
    return bool(item.title and title_names(item.title, wanted) and not names_another_subject(item.title, item.excerpt, wanted))


# A life event's verb, MSA and Egyptian ("ولد", "اتولد", "مات", "اتوفى", "اتنيح"; text/life_events.py):
# its subject is a person.
_EVENT_VERBS = (
    BIRTH_WORDS | DEATH_WORDS | EGYPTIAN_BIRTH_WORDS | EGYPTIAN_DEATH_WORDS | KILLING_WORDS | LIVING_WORDS | MARRIAGE_WORDS
)
_NOT_NAMES = QUESTION_WORDS


def event_subjects(question: str) -> list[str]:
    """A name without a title that is the subject of a life event's verb: first, before the verb
    ("لافوازييه اتولد في أنهي مدينة؟"), or right after it ("أين ولد لافوازييه؟"). A title, an
    article word ("ولد المسيح"), a function word or a question word is not such a name; a name
    after a title is read by `question_names`."""
    words = fold(strip_markers(question)).split()
    found = []
    for i, word in enumerate(words):
        if word not in _EVENT_VERBS:
            continue
        around = ([words[i + 1]] if i + 1 < len(words) else [])
        if i == 1:
            around.append(words[0])
        elif 1 < i <= 1 + EPITHETS and all(w.startswith("ال") for w in words[1:i]):
            # "عمر المختار مات امتى": the name the question opens with and its epithet, then the
            # verb; the epithet marks the word before it as a name, however short ("عمر").
            found += [words[0]] if _bare_name(words[0], EPITHET_NAME_LENGTH) else []
        found += [w for w in around if _bare_name(w)]
    # In every spelling the name reading knows (text/reading.name_variants), as question_names does.
    return [*found, *(variant for name in found for variant in name_variants(name) if variant not in found)]


def _bare_name(word: str, shortest: int = 4) -> bool:
    return (
        len(word) >= shortest and not word.startswith("ال") and word not in STOPWORDS and word not in _NOT_NAMES
        and word not in HONORIFICS and word not in _EVENT_VERBS and not _has_digit(word)
    )


def _namesake_cited(question: str, cited: list[Evidence], evidence: Sequence[Evidence]) -> str | None:
    titled = [(_doc(item.chunk_id), item.title or "") for item in evidence]
    chosen = chosen_own_record(question, titled, text_choice(question, evidence))
    if chosen is None:
        return None
    own = set(own_records(question, titled))
    cited_docs = {_doc(item.chunk_id) for item in cited}
    if chosen not in cited_docs and cited_docs & (own - {chosen}):
        return PERSON_NAMESAKE
    return None


def _epithet_elsewhere(question: str, cited: list[Evidence], evidence: Sequence[Evidence]) -> bool:
    """Does another retrieved record give the asked name the epithet the question gives it, which the
    cited record never says (`retrieval.names.epithet_namesake`)? Most questions give no name an epithet:
    the retrieved records are not joined for them (this runs on every answer)."""
    if not asked_epithets(question):
        return False
    records = records_with_titles(evidence)
    if any(epithet_namesake(question, _doc(item.chunk_id), records) is not None for item in cited):
        return True
    return titled_otherwise(question, [records[doc] for doc in dict.fromkeys(_doc(item.chunk_id) for item in cited) if doc in records])


def _doc(chunk_id: str) -> str:
    return chunk_id.rpartition("/")[0]
