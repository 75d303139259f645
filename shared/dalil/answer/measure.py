"""كم of a measure: "كان طوله كام؟", "كم عمره؟", "بكام سعر …", "درجة الحرارة كام؟" ask for a
number WITH that measure's unit or noun. Any number is not an answer: the year of a saint's repose
does not say how tall he was, a count of pilgrims is not a price.

`asked_measure` names the measure a question asks (or None: a plain count, "كم عدد …");
`states_measure` says whether an answer's words carry one of its units or its own noun.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from dalil.text.assertions import ROLE_PREPOSITIONS
from dalil.text.counted import duals
from dalil.text.normalize import fold
from dalil.text.offices import office
from dalil.text.ordinals import ORDINAL_WORDS, parse_ordinal
from dalil.text.stem import STOPWORDS
from dalil.text.time_clauses import TIME_PREPOSITIONS

# measure -> (the question's nouns for it, the answer words that state it: units and the noun itself)
_LENGTH_UNITS = "متر مترا امتار سم سنتيمتر سنتيمترا قدم اقدام ذراع ذراعا اذرع شبر اشبار قامه كيلومتر كيلومترا كم ميل اميال"
_TIME_UNITS = (
    "سنه سنين سنوات سنتين عام عاما اعوام شهر شهرا شهور اشهر شهرين يوم يوما ايام يومين"
    " اسبوع اسابيع ساعه ساعات دقيقه دقائق قرن قرون"
)
_PRICE_UNITS = (
    "جنيه جنيها جنيهات دولار دولارا دولارات دينار دينارا دنانير درهم دراهم ريال قرش قروش يورو"
    " فضه ذهب سعر ثمن بثمن تكلفه"
)
_MEASURES: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    name: (frozenset(fold(nouns).split()), frozenset(fold(units).split()))
    for name, nouns, units in (
        ("length", "طول ارتفاع عمق علو", f"{_LENGTH_UNITS} طول طويل طويله قصير قصيره ارتفاع مرتفع عمق علو"),
        ("age", "عمر سن", f"{_TIME_UNITS} عمر سن عاش"),
        ("price", "سعر ثمن تمن تكلفه", _PRICE_UNITS),
        ("weight", "وزن", "كيلو كيلوجرام كيلوغرام كجم جرام غرام رطل ارطال طن اطنان قنطار وزن وزنه"),
        ("area", "مساحه", f"{_LENGTH_UNITS} فدان افدنه هكتار مربع مساحه"),
        ("temperature", "حراره", "درجه درجات مئويه فهرنهايت حراره"),
        ("distance", "مسافه", f"{_LENGTH_UNITS} فرسخ غلوه مسافه {_TIME_UNITS}"),
        ("duration", "مده", f"{_TIME_UNITS} مده"),
    )
}
# The units a number may be OF (money, length, weight, area, degrees): "230 مليون دولار" counts
# dollars, not the schools a "كم عدد المدارس" asks (`slot_fillers`, a count's filler; ASKEDVALUE19).
_NOUNS = frozenset(
    fold("طول طويل طويله قصير قصيره ارتفاع مرتفع عمق علو عمر سن عاش سعر ثمن بثمن تكلفه وزن وزنه مساحه مربع حراره مده فضه ذهب").split()
)
_UNIT_MEASURES = ("length", "price", "weight", "area", "temperature")
MEASURE_UNITS = frozenset(unit for name in _UNIT_MEASURES for unit in _MEASURES[name][1]) - _NOUNS


def one_measure(units: set[str], counted: set[str]) -> bool:
    """Do `units` and the `counted` noun's forms name units of one measure ("كم" and "كيلومترا": a
    length; "كم كيلومترا" answered "20 كم" gives the kilometres asked)?"""
    return any(units & _MEASURES[name][1] and counted & _MEASURES[name][1] for name in _UNIT_MEASURES)


_SUFFIXES = ("ها", "هم", "ه", "ك", "ي")  # "طوله", "عمرها", "سنك"
_PREFIXES = ("وال", "بال", "لل", "ال", "و", "ب", "ل")


def word_stems(word: str) -> set[str]:
    """The word, without a leading article or conjunction and a trailing possessive pronoun."""
    forms = {word}
    for prefix in _PREFIXES:
        if word.startswith(prefix) and len(word) - len(prefix) >= 2:
            forms.add(word[len(prefix):])
    for form in list(forms):
        for suffix in _SUFFIXES:
            if form.endswith(suffix) and len(form) - len(suffix) >= 2:
                forms.add(form[: -len(suffix)])
    return forms


def asked_measure(question: str) -> str | None:
    """The measure a كم question names ("طوله كام" -> "length"), or None."""
    for word in fold(question).split():
        stems = word_stems(word)
        for name, (nouns, _units) in _MEASURES.items():
            if stems & nouns:
                return name
    return None


def states_measure(measure: str, words: list[str]) -> bool:
    """Do these (folded) answer words carry a unit or the noun of `measure`?"""
    units = _MEASURES[measure][1]
    return any(word_stems(word) & units for word in words)


# "كام مرة", "كم مرة", "عدد المرات": a count of TIMES (FQ19SAME30). A year ("اختير فى سنة 348 م") or a span
# ("مده ثلاث سنوات") is a number and no count of times: the count is a number of times ("ثلاث مرات",
# "مرتين", "3 مرات") or the times told by their ordinal ("للمرة الثالثة", "مرة ثانية": fq19-077's gold).
TIMES = frozenset(fold("مره مرات").split())
TWICE = frozenset(duals("مره"))  # "مرتين", "مرتان": the dual of "مرة" is its count (`counted.duals`)
_COUNT_ASKS = frozenset(fold("كم كام بكم عدد").split())


def asks_times(question: str) -> bool:
    """Does the question ask how many times ("اتعزل كام مرة", "كم مرة", "عدد المرات")?"""
    words = fold(question).split()
    return any(
        word in _COUNT_ASKS and any(word_stems(after) & TIMES for after in words[i + 1 : i + 3])
        for i, word in enumerate(words)
    )


def states_times(words: list[str], numbers: frozenset[str]) -> bool:
    """Do these (folded) answer words count times: a number (`numbers`: the number words; or a figure)
    right before "مرة/مرات", "مرتين", or "مرة" with an ordinal after it ("للمرة الثالثة", "مرة ثانية")?"""
    for i, word in enumerate(words):
        if word in TWICE or word.removeprefix("و") in TWICE:
            return True
        if not word_stems(word) & TIMES:
            continue
        before = words[i - 1] if i else ""
        if before in numbers or before.removeprefix("و") in numbers or any(ch.isdigit() for ch in before):
            return True
        if i + 1 < len(words) and (
            parse_ordinal(words, i + 1, feminine=True) is not None or words[i + 1] in ORDINAL_WORDS
        ):
            return True
    return False



# Where a count of times is told: its sentence.
_SENTENCE_MARKS = re.compile(r"[.؟?!\n]")
_ARTICLES = ("ال", "لل", "بال", "وال", "فال")


def times_of(question: str, titles: Sequence[str] = ()) -> frozenset[str]:
    """The named thing a count of times asks of, beside its subject: the question's articled nouns that no cited
    title names and that name no office or kin ("الهلال خد كأس العالم للأندية كام مرة" -> العالم، للانديه; the title
    "نادي الهلال (السعودية)" names the subject). Empty for a deed alone ("اتنفى كام مرة")."""
    titled = {stem for title in titles for word in fold(title).split() for stem in word_stems(word)}
    return frozenset(
        word for word in _before_context(fold(question).split())
        if word.startswith(_ARTICLES) and word not in STOPWORDS and office(word) is None
        and not word_stems(word) & titled and not word_stems(word) & TIMES
    )


_CONTEXT_OPENERS = ROLE_PREPOSITIONS | TIME_PREPOSITIONS


def _before_context(words: list[str]) -> list[str]:
    """The question's words but those of a phrase a preposition opens, which says where or when the times fall, not what
    they count ("كم مرة يقال كيريي ليسون قبل كل ربع في طلبة ختام التسبحة": the litany's record, fq12-060; "في السنة"):
    such a phrase runs to the count's words "كم/كام مرة" or the end."""
    kept, inside = [], False
    for word in words:
        if word in _COUNT_ASKS or word_stems(word) & TIMES:
            inside = False
        elif word in _CONTEXT_OPENERS:
            inside = True
        if not inside:
            kept.append(word)
    return kept


def states_times_of(answer: str, thing: frozenset[str], numbers: frozenset[str]) -> bool:
    """Does the answer count the times of the `thing` asked (`states_times`): a sentence that counts times and names
    the thing? A sentence tallying a club's other cups ("كأس ولي العهد بثلاثة عشر بطولة … كأس الملك ثمان مرات") never
    names the cup asked and does not count it (COUNT60, fq41-111). Bound to the sentence, not the clause: a clause-bound
    count cost a validation answer (fq11) whose thing is told in another clause of the counting sentence."""
    if not thing:
        return states_times(fold(answer).split(), numbers)
    for sentence in _SENTENCE_MARKS.split(answer):
        words = fold(sentence).split()
        if states_times(words, numbers) and _names(thing, words):
            return True
    return False


def _names(thing: frozenset[str], words: list[str]) -> bool:
    """Do these folded words name each word of the thing (in any of its forms, `word_stems`)?"""
    held = {stem for word in words for stem in word_stems(word)}
    return all(word_stems(word) & held for word in thing)
