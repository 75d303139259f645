"""How someone died, asked of a sentence that only commemorates the death.

"كيف استشهد القديس كليوباس الرسول؟", "ازاي اتنيح ميخا النبي؟": the question asks the MANNER of a death
or a martyrdom. Many Synaxarium records are a commemoration and nothing more ("تذكار استشهاد الأسقف
نارسيس . صلواته تكون معنا"); such a sentence says THAT he died, and when the church remembers it, never
how. It names the saint and repeats the death's own word, so every word check finds the question held
(fq15-056 answered "… تذكار القديسين كليوباس الرسول ورفيقه، اللذين كانا منطلقين إلى قرية عمواس").

A sentence states something of the death only when, beyond the commemoration's formula ("في مثل هذا
اليوم", "تذكار", "صلاته تكون معنا"), the death's words and the words that name whom the record is of
(its title's words, titles and offices), a content word is left: "ضرب عنقه", "طرحوها النار", even "من أهل
تندا" (a fact of the death's story the reader can weigh). An answer whose every sentence is a bare
commemoration does not state the manner asked (code `asked_not_stated: manner`).

Nor does a commemoration that only describes whom it is of (WRONGREC21): "في مثل هذا اليوم استشهد القديس
العظيم الأنبا موسى الأسود صاحب السيرة العجيبة" names him, praises him and says that he was martyred; the
words the question names him by, an office and what it is of ("أسقف مدينة إسنا", "وزير الملك دقلديانوس"),
a patronym ("ابن حلفا") and the praise of a saint ("صاحب السيرة العجيبة", "المجاهدون", "وأول الشهداء") are
his description, not a fact of his death (fq16-033 was answered so).

The death asked may be a killing, and its manner named (FQ19SAME30): "كيف صُلب القديس فيلبس أحد الشمامسة
السبعة" asks of a crucifixion, "sam3an el ghayoor et2atal ezay" ("… استشهد كيف") of a martyrdom. A sentence
that tells only a repose ("تنيح القديس فيلبس …", "ثم تنيح بسلام") does not tell that death: a martyrdom or a
killing asked is stated only by a sentence holding a martyrdom's or a killing's word (`_VIOLENT`), and a
manner named in the question (صلب، رجم، حرق، ذبح، نشر …: `_MANNER_ROOTS`) only by one holding that manner's
word ("صلبوه", "مصلوبا"; not "طرحوه للوحوش" for "اتحرق"). What is said of the death is read in the clause
that tells it: "استشهد القديس سمعان الغيور الرسول الشهير بسمعان القانوني ، وقد ذكره كل من متى ومرقس …"
names him by another name (`_ALIAS`: "الشهير ب…", "المعروف ب…") and then tells where the gospels mention
him, no fact of his death (fq19-024). Where a plain death is asked ("مات ازاي") the whole sentence is read,
as before: the clause reading is for a martyrdom or killing the question names itself.

And a martyrdom or killing asked ("et2atal ezay", "كيف استشهد") is told only by an answer that names its manner
(FLOOR33): a killing's word, a manner's root or what it was done with (`_names_manner`: "ضرب عنقه", "صلبوه",
"بحد السيف", "غريقا", "يلقيان" in a pit), whatever else the sentence says — "في مثل هذا اليوم من سنة 80 ميلادية
استشهد القديس فيلبس الرسول أحد الاثني عشر تلميذا" gives a year and who he was (fq19-062, fq2-049 were answered
so). Torture ("فعذبه نيرون عذابا أليما") is what he suffered, not how he died. The extractive answerer reads the
same test, so it passes over such a sentence rather than copy it and be declined.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from dalil.answer.kin_detail import asked_kin
from dalil.answer.name_asked import ALIAS_WORDS
from dalil.answer.predicates import PREDICATES, in_family
from dalil.answer.slot_words import AGE_WORDS, TIME_UNITS
from dalil.retrieval.names import FOLDED_TITLE_WORDS
from dalil.text.assertions import is_number
from dalil.text.forms import THIRD_PERSON_PRONOUNS
from dalil.text.glued import unglued
from dalil.text.life_events import DEATH_WORDS, EGYPTIAN_DEATH_WORDS, KILLING_WORDS, MARTYRDOM_WORDS
from dalil.text.normalize import fold, folded_words
from dalil.text.offices import SON_OF, office
from dalil.text.question_words import msa
from dalil.text.stem import STOPWORDS
from dalil.text.support import strip_markers
from dalil.text.time_clauses import TIME_PREPOSITIONS, WHEN_CONJUNCTIONS

MANNER_NOT_STATED = "asked_not_stated: manner"

_HOW = folded_words("كيف")  # msa() reads "ازاي", "إزاي" as كيف
_WAY = folded_words("طريقه")  # "بأي طريقة استشهد …"
# The death's own words, MSA and Egyptian (text/life_events.py), their plural and dual forms, and a
# martyr's crown ("نال إكليل الشهادة").
_DEATH = DEATH_WORDS | EGYPTIAN_DEATH_WORDS | KILLING_WORDS | folded_words(
    "ماتوا تنيحوا استشهدا موتها نال نالت اكليل الشهاده شهاده"
)
# The words of a killing that tell its manner without a death word ("فأمر بقطع رأسه", "رجموه",
# "ودخل البربر فقتلوه": who killed him is how he died, fq16-033's gold).
_KILLING = folded_words(
    """قطع بقطع قطعوا ضرب ضربوا عنق عنقه عنقها رجم رجموه رجموها صلب صلبوه صلبوها حرق احرق احرقوه احرقوها
    طرح طرحوه طرحوها القي القوه القوها غرق اغرق اغرقوه نشر نشروه طعن طعنه بالسيف بالحربه ذبح ذبحوه
    خنق خنقوه شنق شنقوه عذب عذبه عذبوه عذاب بعذابات قتلوه قتلوها قتلوهم قتلوهما قتله قتلها"""
)
# A martyrdom or a killing, asked or told (a martyr's crown too): a repose ("تنيح", "مات") is neither.
_VIOLENT = MARTYRDOM_WORDS | KILLING_WORDS | _KILLING | folded_words("اتقتل اتقتلت استشهدوا اكليل الشهاده شهاده")
# A killing's manner, by its root: the verb in any person, the Egyptian passive and the participle ("صلبوه",
# "اتصلب", "يصلبوه", "مصلوبا", "بحرقه", "ونشروا"), never a word that only holds its letters ("الصليب",
# "انتشر", "استغرق", "طاعن", "دير المحرق").
_MANNER_ROOTS = tuple(fold("صلب رجم حرق ذبح نشر غرق شنق خنق طعن").split())
_MANNER_WORD = {
    root: re.compile(f"^[وف]?(?:ات|بال|ال|ا|ي|ب)?(?:{root}|م{root[0]}{root[1]}و{root[2]})")
    for root in _MANNER_ROOTS
}
# As a question asks it: the verb, its Egyptian passive, its object pronoun ("صُلب", "اتحرق", "ذبحوه"); a
# noun of the letters ("ترجمة", "نشرة", "الحرق") asks no killing, nor "اترجم" (translated), "اتنشر" or "نشر
# الإيمان" (published, spread): sawing is asked only of its object ("نشروه").
_ASKED_MANNER = {
    root: re.compile(f"^[وف]?(?:ات|ا)?{root}(?:ت|وا|وه|وها|وهم|وهما|ه|ها)?$") for root in _MANNER_ROOTS
} | {
    "رجم": re.compile("^[وف]?رجم(?:ت|وا|وه|وها|وهم|وهما)?$"),
    "نشر": re.compile("^[وف]?نشر(?:وه|وها|وهم|وهما)$"),
}
# Another name for him ("الشهير بسمعان القانوني", "المعروف بالأبح"): his description, as an office is.
_ALIAS = ALIAS_WORDS
# What a killing was done with, or how it ended, told without a killing's verb ("استشهد بحد السيف",
# "استشهد غريقا", "طرحوه في النار"): with `_KILLING` and the manners' roots, the words that name a manner.
_INSTRUMENTS = folded_words(
    """السيف سيف بحد النار بالنار نار الحجاره بالحجاره حجاره السهام بالسهام سهام الرماح بالرماح الحربه
    الوحوش للوحوش للاسود سلخ سلخوا سلخوه جلدوه بالسياط السياط سموه بالسم السم غريق غريقا مشنوقا
    مصلوبا مذبوحا محروقا مرجوما مسامير سمروه اعدم اعدموه يلقي يلقيان يلقوه يلقوها حفره"""
)
# The commemoration's formula: the day it is read and the closing prayer.
_FORMULA = folded_words(
    """في فى مثل هذا اليوم تذكار التذكار صلاته صلاتها صلاتهما صلاتهم صلواته صلواتها صلواتهما صلواتهم
    شفاعته شفاعتها شفاعتهما شفاعتهم بركه تكون معنا ولربنا المجد دائما ابديا امين"""
)


# A saint's praise and description beyond the title words (`retrieval.names.TITLE_WORDS`), as the
# Synaxarium's commemorations write it, with the copula of "وكان هذا الأب عالما صالحا مجاهدا".
_PRAISE = folded_words(
    """المجاهد المجاهده المجاهدون المجاهدين المجاهدان مجاهدا المطوب المطوبه المطوبون المطوبين المطوبات
    العابد العابده الحبيس الحبيسه الناسكه الطاهره البتول المكرم المكرمه المغبوطه القديسات العذاري العذراء
    صاحب صاحبه السيره العجيبه الشهيره اول الشهداء عالما صالحا تقيا بارا فاضلا كان كانت"""
)
# Words that open a description of the name before them: an office is read by `text.offices.office`
# ("ابن" too), a kin word by `predicates.PREDICATES`; "بن" of a patronym (`offices.SON_OF`) is neither.
_KIN = tuple(p for p in PREDICATES if p.kin)  # "وامهن صوفية", "أخي بطرس": the kin named beside him
_DESCRIBED_REACH = 2  # the words after an office, a kin word or a patronym that are what it is of ("وزير الملك دقلديانوس")
_PHRASE_BREAK = re.compile(r"[،,.:;؛!؟?()\"«»\n-]")


def asks_manner_of_death(question: str) -> bool:
    """Does the question ask how someone died or was martyred ("كيف استشهد …", "… مات ازاي",
    "بأي طريقة استشهد …")?"""
    words = _past_record_titles(fold(strip_markers(question)).split())
    how = any(msa(word) in _HOW for word in words) or any(word in _WAY for word in words)
    return how and (any(_bare(word) in _DEATH for word in words) or bool(_asked_manners(words)))


# CLAIMUSE72: a death's word right after the Synaxarium's name is the record's title, not the event asked ("هو سنكسار
# استشهاد القديس فابيانوس جاب سيرة فابيانوس إزاي؟"، "كيف يتناول سنكسار استشهاد القديسة دميانة موضوع …؟": how the record
# tells of a topic, REQVERB70's `death` leftovers); "ازاي استشهد …" still asks the death.
_SYNAXARIUM = folded_words("سنكسار السنكسار بسنكسار وسنكسار")


def _past_record_titles(words: list[str]) -> list[str]:
    """The question's folded words without the death word that opens a Synaxarium record's name."""
    return [word for at, word in enumerate(words) if not (at and words[at - 1] in _SYNAXARIUM and _bare(word) in _DEATH)]


def _asked_manners(words: list[str]) -> list[str]:
    """The killing's manners the question's (folded) words ask ("صلب" of "كيف صُلب", "حرق" of "اتحرق")."""
    return [root for root in _MANNER_ROOTS if any(_ASKED_MANNER[root].match(word) for word in words)]


def _told_manners(words: list[str]) -> list[str]:
    """The killing's manners a sentence's (folded) words tell ("صلبوه منكس الرأس", "مصلوبا", "بحرقه")."""
    return [root for root in _MANNER_ROOTS if any(_MANNER_WORD[root].match(word) for word in words)]


def _violent(words: list[str], manners: list[str]) -> bool:
    """Do the words tell (or ask) a martyrdom or a killing (`manners`: the manners they name)?"""
    return any(_bare(word) in _VIOLENT or word in _VIOLENT for word in words) or bool(manners)


def states_manner(sentences: Sequence[str], titles: Sequence[str], question: str = "") -> bool:
    """Does any sentence tell the death (a death's or a killing's word) and say more of it than its
    commemoration: a content word beyond the formula, the death's words, the words that name whom
    the record is of and those that describe him (`_described`: the question's own words for him, an
    office, a patronym, his praise)? A sentence of another event of the record ("كانا منطلقين إلى قرية
    عمواس") tells no death."""
    named = {word for title in titles for word in fold(title).split()}
    question_words = fold(strip_markers(question)).split()
    asked = frozenset(form for word in question_words for form in (word, _bare(word)))
    manners = _asked_manners(question_words)  # a manner named must be told by its own word
    violent = _violent(question_words, manners)  # a martyrdom or a killing asked: a repose does not tell it
    kin = asked_kin(question)  # "كيف مات والد القديس أرشليدس": his father's death (`kin_detail`)
    relative = kin.holder | kin.family if kin is not None else frozenset()
    if violent and not any(_names_manner(fold(strip_markers(sentence)).split()) for sentence in sentences):
        return False  # how he was killed, and no sentence names a manner (`_names_manner`)
    for sentence in sentences:
        words = fold(strip_markers(sentence)).split()
        told = _told_manners(words)
        if not any(_bare(word) in _DEATH | _KILLING for word in words) and not told:
            continue
        if not set(manners) <= set(told) or (violent and not _violent(words, told)):
            continue
        described = _described(sentence, asked)
        # a martyrdom or killing asked: what the clause that tells it says of it (not a clause of where he is
        # mentioned); a relative's death asked: the phrase of that death (`_death_phrase`: the sentence's other
        # clauses are the record subject's story); a death asked: the whole sentence, as before (fq13-031's "… ، وهو أحد
        # السبعين رسولا")
        for phrase in _PHRASE_BREAK.split(strip_markers(sentence)) if violent or relative else [strip_markers(sentence)]:
            clause = _death_phrase(fold(phrase).split(), relative) if relative else fold(phrase).split()
            if not any(_bare(word) in _DEATH | _KILLING for word in clause) and not _told_manners(clause):
                continue
            left = [
                word for word in clause
                if len(word) > 2 and word not in STOPWORDS and _bare(word) not in _FORMULA | _DEATH
                and word not in FOLDED_TITLE_WORDS and _bare(word) not in named and word not in named
                and word not in (asked if relative else described) and not (relative and _of_relative(word, relative))
            ]
            if left:
                return True
    return False


def _death_phrase(clause: list[str], relative: frozenset[str]) -> list[str]:
    """A relative's death as its clause tells it: up to the first conjunct after the death word ("ثم توفيت
    زوجته فترهب", "مات أبواه فكان عليه ان يعتني بأخته", "توفي والده وترك أموالا": what follows is another
    deed, often the record subject's, not how she died; "توفي والده بشيخوخة صالحة" keeps its manner), without a
    "when" clause before it ("ولما صار ابن عشرين سنة مات والده")."""
    death = next((i for i, word in enumerate(clause) if _bare(word) in _DEATH | _KILLING), None)
    if death is None:
        return clause
    when = next((i for i, word in enumerate(clause[:death]) if _bare(word) in _WHEN_OPENING), death)
    clause = clause[:when] + clause[death:]  # "ولما صار له من العمر … توفي والده": the time it came
    death = when
    end = next(
        (i for i in range(death + 1, len(clause)) if _conjunct(clause[i]) and clause[i] not in relative), len(clause)
    )
    return clause[:end]


def _of_relative(word: str, relative: frozenset[str]) -> bool:
    """In a relative's death phrase, a word that is no manner: the relative herself, when it came, a particle
    ("وفي سنة 250 ماتت أمه"). Her kin word is the death's doer there, not a description of the one asked about
    (`_described` would take "بشيخوخة صالحة" after "والده" for his)."""
    return word in relative or _when(word) or _bare(word) in STOPWORDS


def _conjunct(word: str) -> bool:
    """A word a glued "و"/"ف" opens, not a number's ("خمسا وعشرين") nor an age's."""
    return word != _bare(word) and not _when(word)


def _when(word: str) -> bool:
    """A word of when a death came, not how: a number, a unit of time, an age's word or "لما" ("مات والده وهو ابن اثنتي
    عشرة سنة", "وكان له من العمر خمسا وعشرين سنة": KINNAME58, fq39-024's father)."""
    forms = {word, _bare(word)}
    forms |= {form[len(_ARTICLE) :] for form in forms if form.startswith(_ARTICLE)}
    return any(is_number(form) or form in _WHEN_WORDS for form in forms)


_ARTICLE = "ال"
_WHEN_WORDS = TIME_UNITS | AGE_WORDS | WHEN_CONJUNCTIONS  # "ولما بلغ عمره عشرين سنة توفي والده"
_WHEN_OPENING = WHEN_CONJUNCTIONS | TIME_PREPOSITIONS  # "ولما صار …", "وبعد زمن يسير" before the death: its time


def _names_manner(words: list[str]) -> bool:
    """Do the (folded) words of a sentence name how he was killed: a killing's word (`_KILLING`: "ضرب عنقه",
    "فقتلوه"), a manner's root ("صلبوه", "بحرقه") or what it was done with (`_INSTRUMENTS`: "بحد السيف")?
    A martyrdom asked is not told by "استشهد" with any other words ("من سنة 80 ميلادية", "أحد الاثني عشر
    تلميذا", "الملقب بولس"): they say when he died and who he was, not how (FLOOR33: fq2-049, fq19-062)."""
    return bool(_told_manners(words)) or any(
        form in _KILLING - _TORTURE or form in _INSTRUMENTS for word in words for form in (word, _bare(word))
    )


# Torture tells what he suffered, not how he died ("فعذبه نيرون عذابا أليما" of a saint then crucified).
_TORTURE = folded_words("عذب عذبه عذبوه عذاب بعذابات")


def _described(sentence: str, asked: frozenset[str]) -> frozenset[str]:
    """The sentence's words that describe the person rather than tell the death: the question's own
    words (his name as asked), praise (`_PRAISE`), an office, a kin word or a patronym and the words after it, in
    the same phrase, up to `_DESCRIBED_REACH` (not a new conjunct's "و…", nor a killing's word)."""
    found: set[str] = set()
    for phrase in _PHRASE_BREAK.split(strip_markers(sentence)):
        words = fold(phrase).split()
        reach = 0
        for word in words:
            bare = _bare(word)
            if word in _KILLING or bare in _KILLING:
                reach = 0
                continue
            if reach and word != bare:
                reach = 0  # "و…"/"ف…": a new conjunct, no longer what the office is of
            if word in asked or bare in asked or bare in _PRAISE or word in _PRAISE:
                found.add(word)
            elif reach:
                found.add(word)
                reach -= 1
            if word in SON_OF or office(word) is not None or _kin_word(bare) or word in _ALIAS:
                found.add(word)
                reach = _DESCRIBED_REACH
    return frozenset(found)


def _kin_word(word: str) -> bool:
    """A kin word, with any third-person pronoun ("امهن": their mother; the kin table lists "امه")."""
    forms = [word] + [word[: -len(p)] + "ه" for p in THIRD_PERSON_PRONOUNS if word.endswith(p) and len(word) > len(p) + 1]
    return any(in_family(form, kin.states) for form in forms for kin in _KIN)


def manner_problem(question: str, sentences: Sequence[str], titles: Sequence[str]) -> str | None:
    """`asked_not_stated: manner` when a manner of death is asked and every sentence only commemorates it."""
    if sentences and asks_manner_of_death(question) and not states_manner(sentences, titles, question):
        return MANNER_NOT_STATED
    return None


def _bare(word: str) -> str:
    """Without one glued conjunction ("وصلواته", "فنال")."""
    return unglued(word, 3)
