"""كم of a measure: "كان طوله كام؟", "كم عمره؟", "بكام سعر …", "درجة الحرارة كام؟" ask for a
number WITH that measure's unit or noun. Any number is not an answer: the year of a saint's repose
does not say how tall he was, a count of pilgrims is not a price.

`asked_measure` names the measure a question asks (or None: a plain count, "كم عدد …");
`states_measure` says whether an answer's words carry one of its units or its own noun.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from dalil.answer.slot_words import HOW_MUCH
from dalil.text.assertions import NEGATORS, ROLE_PREPOSITIONS
from dalil.text.counted import duals
from dalil.text.life_events import LIVING_WORDS
from dalil.text.normalize import fold, folded_words
from dalil.text.offices import office
from dalil.text.ordinals import ORDINAL_WORDS, parse_ordinal
from dalil.text.question_words import EGYPTIAN_WHAT, msa
from dalil.text.restated import CLAUSE_BREAK
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


# The measures a thing has whatever it is (its size, price, weight, heat, distance): asked of an entity in construct
# ("طول نهر النيل", "درجة حرارة الشمس"), not a person's age or a span of time (`answer.entity_held`, ENTITYTAIL81).
_THING_MEASURES = ("length", "price", "weight", "area", "temperature", "distance")


def thing_measure_noun(word: str) -> bool:
    """Is the (folded) word itself the noun of a thing's measure ("طول", "مساحه", "حراره"): no particle or pronoun on it?"""
    return any(word in _MEASURES[name][0] for name in _THING_MEASURES)


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


# A duration asked ("كم سنة أقام في …", "قعد أد إيه", "كم دامت بطريركيته", "مدة أسقفيته", Franco "2a3ad kam sana" as
# read in Arabic) is answered by a SPAN: a number of time units ("اثنتي عشرة سنة", "24 سنة", "سنتين"; "مدة" or "سنين
# كثيرة" alone is no number) in a clause that names the state asked: a span of another state of the same person
# (five years as abbot for a stay at a monastery, a desert stay for an episcopate, a stay for a life) answers
# nothing (DURATION62). The stay verbs (أقام، مكث، قعد، فضل …) name no state by themselves: the state is the question's
# other words, beside its subject (the cited titles' words) and the question's own words.
_DURATION_UNITS = _MEASURES["duration"][1] - {"مده"} | frozenset(fold("نهار نهارا ليله ليال ليالي").split())  # "أربعين نهارا"
_STAY_VERBS = fold("اقام قام مكث ظل بقي بقى قعد فضل لبث قضى قضي جلس استمر دام كمل").split()
_LIFE_VERBS = LIVING_WORDS | folded_words("يعيش تعيش عاشوا")
_AGE_WORDS = frozenset(fold("عمر العمر عمره عمرها سن ابن بنت بالغ بالغه").split())
_IN_PLACE = frozenset(fold("في فيها فيه بها به هناك هنا").split())  # "عاش فيها عشرين سنة": a stay, no life
_TENURE = frozenset(fold("كرسي الكرسي كرسيه رئاسه رياسه").split())  # an office held: its seat, its headship
_ASKING = frozenset(fold("كم كام بكم اد قد قدر ايه ايش متي من الوقت مده اللي اللى").split())  # and the relative


def stay_verb(word: str) -> bool:
    """A verb of staying in any of its persons ("مكثت", "فمكثا", "قعدوا", "قضاها", "ظلت")."""
    forms = {word, word.removeprefix("و"), word.removeprefix("ف")}
    for form in list(forms):
        forms.update(form.removesuffix(end) for end in ("ت", "ا", "وا", "ها", "تا") if len(form) - len(end) >= 2)
    return any(form.startswith(verb) and len(form) - len(verb) <= 1 for form in forms for verb in _STAY_VERBS)


def time_unit(word: str) -> bool:
    """A unit of time a span counts ("سنة", "سنين", "أيام", "نهارا")."""
    return bool(word_stems(word) & _DURATION_UNITS)


def asks_duration(question: str) -> bool:
    """Does the question ask how long a state lasted: كم + a unit of time or a stay verb, "كم من الوقت", "أد إيه"
    after a stay verb, "مدة" + a noun? An age ("كان عنده كام سنة", "عمره كام") and a time after ("بعد كام سنة")
    are not a span of a state; nor a count of times (`asks_times`)."""
    folded = fold(question).split()
    words = [msa(word) for word in folded]
    if asks_times(question) or any(word in _AGE_ASKED or word_stems(word) & {"عمر"} for word in words):
        return False  # ("سنه" folded reads "سن" to `asked_measure`: an age is asked by its own words here)
    for i, word in enumerate(words):
        before = words[i - 1] if i else ""
        following = words[i + 1] if i + 1 < len(words) else ""
        if word == "كم" and before not in _AFTER_WORDS and (
            word_stems(following) & _DURATION_UNITS or stay_verb(following) or words[i + 1 : i + 3] == ["من", "الوقت"]
        ):
            return True
        if word in HOW_MUCH and i + 1 < len(folded) and folded[i + 1] in EGYPTIAN_WHAT and any(stay_verb(w) for w in words[:i]):
            return True
    return asked_measure(question) == "duration"


_AGE_ASKED = frozenset(fold("عنده عندها عندهم سن السن").split())
_AFTER_WORDS = frozenset(fold("بعد قبل في خلال ب").split())  # "بعد كام سنة", "في كم يوما": a time, not a state's span
_SINCE_EVENT = frozenset(fold("بعد قبل").split())  # "عاش كام سنة بعد …": a span from an event


def life_asked(question: str) -> bool:
    """Is a life's length asked: a life verb with no place ("عاش كام سنة"), read past the one who lived
    (`_without_stayer`)? "عاش كام سنة بعد سقوط أورشليم" asks a span from an event (the death "بعد خمس سنين" of it
    answers), not a life."""
    words = _without_stayer(fold(question).split())
    return any(w in _LIFE_VERBS for w in words) and not any(w in _IN_PLACE or w in _SINCE_EVENT for w in words)


_STATE_OPENERS = _CONTEXT_OPENERS | frozenset(fold("تحت فوق داخل خارج بين").split())  # "قضى … تحت طاعة …"


def _without_stayer(words: list[str]) -> list[str]:
    """The question's words but the one who stayed, when the verb opens it after its كم ("كم سنة استمرت الدولة
    العثمانية", "كم سنة دامت إمارة قرطبة التي أسسها …"): the words after the verb up to a preposition or a negator
    ("بقي شاول لا يبصر": fq22-039) name who or what lasted, no state; an office said bare stays ("كم سنة ظل أسقفا")."""
    verb = next((i for i, word in enumerate(words) if stay_verb(word) or word in _LIFE_VERBS), None)
    if verb is None or not all(msa(word) in _ASKING or word_stems(word) & _DURATION_UNITS for word in words[:verb]):
        return words
    end = verb + 1
    while end < len(words) and words[end] not in _STATE_OPENERS | NEGATORS and not words[end].startswith(("لل", "بال")):
        end += 1
    return words[: verb + 1] + [word for word in words[verb + 1 : end] if _held_office(word)] + words[end:]


def states_duration_of(answer: str, question: str, numbers: frozenset[str]) -> bool:
    """Does one clause of the answer hold a span (`holds_span`), and for a life asked a life's length (a life verb with no
    place after it, an age)? Binding the span to a word of the state asked (its clause naming it, or "فيه/هناك") moved
    fq5-046 but cost one right answer of the never-read set 42 (fq42-024; DURATION62's RESULTS, commit b13f933b):
    not kept."""
    life = life_asked(question)
    for clause in CLAUSE_BREAK.split(answer):
        words = fold(clause).split()
        if not holds_span(words, numbers):
            continue
        if life and _states_life(words):
            return True
        if not life:
            return True
    return False




def _held_office(word: str) -> bool:
    """An office said bare, as the state held ("فضل أسقف", "قعد بطرك"); articled it is an epithet ("سارة الراهبة")."""
    return not word.startswith("ال") and tenure(word)




def holds_span(words: list[str], numbers: frozenset[str]) -> bool:
    """A number of time units: a figure or number word (or "نيف") up to two words before a unit, or a unit's dual."""
    for i, word in enumerate(words):
        stems = word_stems(word) | word_stems(word.removeprefix("و"))
        if not stems & _DURATION_UNITS:
            continue
        if word.removeprefix("و") in _TIME_DUALS:
            return True
        for before in words[max(0, i - 2) : i]:
            bare = before.removeprefix("و")
            if any(ch.isdigit() for ch in bare) or bare in numbers or bare.removesuffix("ا") in numbers or bare == "نيف":
                return True
    return False


# The duals that count a unit of time by themselves ("سنتين", "يومين", "شهرين", "عامين").
_TIME_DUALS = frozenset(dual for unit in ("سنه", "يوم", "شهر", "عام", "اسبوع", "ساعه") for dual in duals(unit))


def _states_life(words: list[str]) -> bool:
    """A life's length: a life verb with no place after it, or an age word ("ابن ثمانين سنة", "بالغة من العمر")."""
    for i, word in enumerate(words):
        if word.removeprefix("و") in _LIFE_VERBS and not _IN_PLACE & set(words[i + 1 : i + 3]):
            return True
        if word.removeprefix("و") in _AGE_WORDS:
            return True
    return False


def tenure(word: str) -> bool:
    """An office or its seat: "أسقف", "البطريركي", "الأسقفية", "كرسيه", "رئاسة"."""
    for stem in word_stems(word):
        if stem in _TENURE or office(stem) is not None or (stem.endswith("يه") and office(stem[:-2]) is not None):
            return True
    return False
