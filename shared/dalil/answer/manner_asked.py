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
"""

from __future__ import annotations

from collections.abc import Sequence

from dalil.retrieval.names import FOLDED_TITLE_WORDS
from dalil.text.life_events import DEATH_WORDS, EGYPTIAN_DEATH_WORDS, KILLING_WORDS
from dalil.text.normalize import fold, folded_words
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
# The words of a killing that tell its manner without a death word ("فأمر بقطع رأسه", "رجموه").
_KILLING = folded_words(
    """قطع بقطع قطعوا ضرب ضربوا عنق عنقه عنقها رجم رجموه رجموها صلب صلبوه صلبوها حرق احرق احرقوه احرقوها
    طرح طرحوه طرحوها القي القوه القوها غرق اغرق اغرقوه نشر نشروه طعن طعنه بالسيف بالحربه ذبح ذبحوه
    خنق خنقوه شنق شنقوه عذب عذبه عذبوه عذاب بعذابات"""
)
# The commemoration's formula: the day it is read and the closing prayer.
_FORMULA = folded_words(
    """في فى مثل هذا اليوم تذكار التذكار صلاته صلاتها صلاتهما صلاتهم صلواته صلواتها صلواتهما صلواتهم
    شفاعته شفاعتها شفاعتهما شفاعتهم بركه تكون معنا ولربنا المجد دائما ابديا امين"""
)


def asks_manner_of_death(question: str) -> bool:
    """Does the question ask how someone died or was martyred ("كيف استشهد …", "… مات ازاي",
    "بأي طريقة استشهد …")?"""
    words = fold(strip_markers(question)).split()
    how = any(msa(word) in _HOW for word in words) or any(word in _WAY for word in words)
    return how and any(_bare(word) in _DEATH for word in words)


def states_manner(sentences: Sequence[str], titles: Sequence[str]) -> bool:
    """Does any sentence tell the death (a death's or a killing's word) and say more of it than its
    commemoration: a content word beyond the formula, the death's words and the words that name whom
    the record is of? A sentence of another event of the record ("كانا منطلقين إلى قرية عمواس")
    tells no death."""
    named = {word for title in titles for word in fold(title).split()}
    for sentence in sentences:
        words = fold(strip_markers(sentence)).split()
        if not any(_bare(word) in _DEATH | _KILLING for word in words):
            continue
        left = [
            word for word in words
            if len(word) > 2 and word not in STOPWORDS and _bare(word) not in _FORMULA | _DEATH
            and word not in FOLDED_TITLE_WORDS and _bare(word) not in named and word not in named
        ]
        if left:
            return True
    return False


def manner_problem(question: str, sentences: Sequence[str], titles: Sequence[str]) -> str | None:
    """`asked_not_stated: manner` when a manner of death is asked and every sentence only commemorates it."""
    if sentences and asks_manner_of_death(question) and not states_manner(sentences, titles):
        return MANNER_NOT_STATED
    return None


def _bare(word: str) -> str:
    """Without one glued conjunction ("وصلواته", "فنال")."""
    return word[1:] if len(word) > 3 and word[0] in "وف" else word
