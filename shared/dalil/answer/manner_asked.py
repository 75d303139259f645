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
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from dalil.answer.predicates import PREDICATES, in_family
from dalil.retrieval.names import FOLDED_TITLE_WORDS
from dalil.text.forms import THIRD_PERSON_PRONOUNS
from dalil.text.life_events import DEATH_WORDS, EGYPTIAN_DEATH_WORDS, KILLING_WORDS
from dalil.text.normalize import fold, folded_words
from dalil.text.offices import office
from dalil.text.question_words import msa
from dalil.text.stem import STOPWORDS
from dalil.text.support import strip_markers

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
# ("ابن" too), a kin word by `predicates.PREDICATES`; "بن" of a patronym is neither.
_PATRONYM = folded_words("بن")
_KIN = tuple(p for p in PREDICATES if p.kin)  # "وامهن صوفية", "أخي بطرس": the kin named beside him
_DESCRIBED_REACH = 2  # the words after an office, a kin word or a patronym that are what it is of ("وزير الملك دقلديانوس")
_PHRASE_BREAK = re.compile(r"[،,.:;؛!؟?()\"«»\n-]")


def asks_manner_of_death(question: str) -> bool:
    """Does the question ask how someone died or was martyred ("كيف استشهد …", "… مات ازاي",
    "بأي طريقة استشهد …")?"""
    words = fold(strip_markers(question)).split()
    how = any(msa(word) in _HOW for word in words) or any(word in _WAY for word in words)
    return how and any(_bare(word) in _DEATH for word in words)


def states_manner(sentences: Sequence[str], titles: Sequence[str], question: str = "") -> bool:
    """Does any sentence tell the death (a death's or a killing's word) and say more of it than its
    commemoration: a content word beyond the formula, the death's words, the words that name whom
    the record is of and those that describe him (`_described`: the question's own words for him, an
    office, a patronym, his praise)? A sentence of another event of the record ("كانا منطلقين إلى قرية
    عمواس") tells no death."""
    named = {word for title in titles for word in fold(title).split()}
    asked = frozenset(form for word in fold(strip_markers(question)).split() for form in (word, _bare(word)))
    for sentence in sentences:
        words = fold(strip_markers(sentence)).split()
        if not any(_bare(word) in _DEATH | _KILLING for word in words):
            continue
        described = _described(sentence, asked)
        left = [
            word for word in words
            if len(word) > 2 and word not in STOPWORDS and _bare(word) not in _FORMULA | _DEATH
            and word not in FOLDED_TITLE_WORDS and _bare(word) not in named and word not in named
            and word not in described
        ]
        if left:
            return True
    return False


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
            if word in _PATRONYM or office(word) is not None or _kin_word(bare):
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
    return word[1:] if len(word) > 3 and word[0] in "وف" else word
