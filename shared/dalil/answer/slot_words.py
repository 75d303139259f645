"""The words both sides of the asked slot read (`slot_reading` in the question, `slot_fillers` in a
sentence): the question words (MSA and Egyptian, `question_words`), the units of time, year and
place, the words of an age, the months, and what a word is (`content_word`, `verbal`, `number_word`,
`may_be_name`).
"""

from __future__ import annotations

from collections.abc import Collection

from dalil.retrieval.names import FOLDED_TITLE_WORDS
from dalil.text.assertions import is_number
from dalil.text.coptic_calendar import EGYPTIAN_MONTH_WORDS
from dalil.text.egyptian_verbs import egyptian_verb
from dalil.text.forms import THIRD_PERSON_PRONOUNS
from dalil.text.glued import GLUED_CONJUNCTIONS, unglued
from dalil.text.normalize import folded_words
from dalil.text.offices import office
from dalil.text.question_words import HOW_MANY, WHAT, WHEN, WHERE, WHICH, WHO
from dalil.text.stem import STOPWORDS
from dalil.text.support import MONTH_NAMES
from dalil.text.time_clauses import WHEN_CONJUNCTIONS

HOW_MUCH = folded_words("قد اد قدر")  # Egyptian "قد إيه" / "أد إيه": how much
# Units of time: after a number they tell a span ("ثماني عشرة سنة"); before one, a date ("سنة 822").
TIME_UNITS = folded_words(
    "سنه سنين سنوات سنتين عام عاما اعوام شهر شهور اشهر شهرا يوم يوما ايام يومين نهار نهارا ليله ليال ليالي"
    " ساعه ساعات دقيقه دقائق اسبوع اسابيع قرن قرون"
)
YEAR_UNITS = folded_words("سنه عام")
PLACE_UNITS = folded_words("مدينه مكان بلد بلده دوله قريه منطقه ارض جبل دير كنيسه موضع بلاد ايبارشيه اسقفيه كرسي محافظه اقليم")
# Words that make a span of years an age ("سنه", his age, folds as سنة, a year: not read): "كان عنده كام سنة", "ابن ثلاثين سنة", "بلغ".
AGE_WORDS = folded_words("عمر عمره عمرها سن سنها عنده عندها ابن بنت بلغ بلغت ناهز عاش عاشت")
AGE_NOUNS = AGE_WORDS - folded_words("بلغ بلغت ناهز عاش عاشت")
_FRAME = folded_words("كان كانت كانوا يكون هو هي هم قد تقريبا حوالي نحو بالظبط بالضبط تحديدا ده دي دا") | WHEN_CONJUNCTIONS
_BIG = folded_words("مليون ملايين مليار مليارات الف الاف الوف مئه مائه مئات مليوني مليونين الفي الفين")  # and their duals
MONTHS = MONTH_NAMES | EGYPTIAN_MONTH_WORDS
# A person by an affliction ("الأعمى", "المفلوج"): asked by name as a person noun is ("ايه اسم الأعمى اللي …",
# `slot_reading._name_of_role`), and said of a kin or a person without naming him ("شفى أعمى", `asked_stated`).
AFFLICTED = folded_words(
    "اعمي عمياء عميان كسيح كسيحه مفلوج مفلوجه مقعد اعرج عرجاء اخرس خرساء اصم صماء ابرص برصاء مجنون مجنونه ممسوس مشلول"
)


def afflicted(word: str) -> bool:
    """Is the (folded) word a person by an affliction, with its article or without ("الاعمي", "مفلوج")?"""
    return word.removeprefix("ال") in AFFLICTED


def content_word(word: str) -> bool:
    """A word of content: not a function word, a frame word ("كان", "حوالي") nor a question word."""
    return len(word) > 2 and word not in STOPWORDS and word not in _FRAME and not is_question_word(word)


def is_question_word(word: str) -> bool:
    """A question word, MSA or Egyptian, glued to و/ف or not ("وفين")."""
    bare = unglued(word, 2)
    asks = HOW_MANY | WHEN | WHERE | WHO | WHICH | WHAT
    return word in asks or bare in asks  # "فين" is one whole: its ف is no glued particle


# The partitive "one of" names no one ("أسقف إحدى بلاد المشرق", "أحد الأريوسيين").
ONE_OF = folded_words("احدي احد احدا بعض")


def verbal(word: str, names: Collection[str] = frozenset()) -> int:
    """How surely a question word is a verb of an event: 2 for an Egyptian verb by its shape
    ("اترسم", "بيقول", "هيعمل"), 1 for a bare triliteral past, its أفعل/تفعل/فاعل form or a short present
    ("مات", "اقام", "تنيح", "قاتل", "يولد"), else 0.
    A word with the article, a title or an age word is none ("البابا", "عمره"); nor is a word the corpus
    writes as a name (`names`: `Services.claim_names`, when the caller has them) that only its length
    and first letter made a verb: "يشوع", "يوسف", "اسحق" are names of the imperfect's or the past's shape
    (fq15-classes s10). An Egyptian verb's morphology (2) stands: the names' set holds a few verbs."""
    bare = unglued(word, 3)
    if bare.startswith("ال") or bare in FOLDED_TITLE_WORDS or bare in AGE_NOUNS:
        return 0
    if egyptian_verb(bare):  # text/egyptian_verbs.py: the ات- passive, the بـ/هـ present and future, ما…ش
        return 2
    if word in names:
        return 0
    if len(bare) == 3 or (len(bare) == 4 and (bare[0] in "اتي" or bare[1] == "ا" or bare[-1] == "ت")):
        return 1
    return 0


def derived_past(word: str, assimilated: bool = False, hollow: bool = False) -> bool:
    """A past verb of the derived forms that open with a joining hamza, which `verbal` reads as none (five letters
    and more): افتعل ("اعتمد", "انتقل", "اختفى", "اشترى") and استفعل ("استشهد", "استقبل"), with a plural's or a
    feminine's ending ("استشهدوا", "انتقلت"). Read as the event of a question's slot (`event_verb`): without it
    "X استشهد فين" had no event, and a place or a year of any other event of X's sentence filled it (SCENE55). Not
    the article's "الت…" ("التاج"), a verbal noun or "استاذ" (a long ا before the last letter), a pronoun's ending."""
    bare = unglued(word, 4)
    for ending in ("وا", "ت"):
        if bare.endswith(ending) and len(bare) - len(ending) >= 5:
            bare = bare.removesuffix(ending)
            break
    if bare.startswith("ال") or bare.endswith(("ها", "هم")):
        return False
    if bare[3:4] == "ا":
        # with `hollow`, افتعل of a hollow root, its middle letter a long ا ("اختار", "احتاج", "اجتاز"), read so by
        # the who-did's deed only ("من الذي اختار …"; DOERSAID74): as a slot's event five such letters are as often a
        # verbal noun of أفعل ("انتاج") or a plural ("اكتاف")
        return (
            hollow and len(bare) == 5 and bare[0] == "ا" and bare[2] in _infixed_ta(bare, assimilated)
            and not bare.startswith("است")  # "استاذ"
        )
    if bare.startswith("است") and len(bare) in (5, 6):
        return True  # استفعل: "استشهد", "استقر"
    # افتعل: "اعتمد", "اختفي"; with `assimilated`, its ت as Arabic writes it after the first root letter too: ط after an
    # emphatic ("اضطهد", "اصطحب"), د after د/ذ/ز ("ازدهر"). Read so by the who-did's deed (`deed_person`,
    # FRANCOVERB70) only: read so as a slot's event, "هل اضطرب …" changed which yes check refuses a bent yes
    return len(bare) == 5 and bare[0] == "ا" and bare[2] in _infixed_ta(bare, assimilated)


def hollow_passive(word: str) -> bool:
    """افتعل of a hollow root in the passive, its middle letter the kasra's ي ("اختير", "واختيرت", "احتيج"): the one
    it befell is its subject, no doer is said by it (the active writes ا: "اختار"; `derived_past` with `hollow`)."""
    bare = unglued(word, 4)
    for ending in ("وا", "ت"):
        if bare.endswith(ending) and len(bare) - len(ending) == 5:
            bare = bare.removesuffix(ending)
            break
    return len(bare) == 5 and bare[0] == "ا" and bare[2] in _infixed_ta(bare, True) and bare[3] == "ي"


def _infixed_ta(bare: str, assimilated: bool) -> tuple[str, ...]:
    """The letters افتعل's infixed ت may be written as after the word's first root letter (`derived_past`)."""
    return ("ت", _ASSIMILATED.get(bare[1:2], "ت")) if assimilated else ("ت",)


# the ت of افتعل after the first root letter, as Arabic writes it: ط after an emphatic, د after د/ذ/ز
_ASSIMILATED = {"ص": "ط", "ض": "ط", "ط": "ط", "ظ": "ط", "د": "د", "ذ": "د", "ز": "د"}


def event_verb(word: str) -> int:
    """How surely a question's word is the verb of the event its slot asks of (`verbal`), a derived past read as a
    bare past is (1)."""
    return verbal(word) or int(derived_past(word))


def number_word(word: str) -> bool:
    """A number: digits, a number word ("ثلاثين") or a big one ("مليون", "والف")."""
    return any(ch.isdigit() for ch in word) or is_number(word) or word in _BIG or word.removeprefix("و") in _BIG


# an adverb of how long or how much, in the accusative: after a bare verb it is no object ("واضطهد زمانا طويلا": he was
# persecuted a long time; FRANCOVERB70, answer/deed_person.py), and after a verb and its doer's role no name ("فعذبه
# الوالي كثيرا": the governor tortured him much, RIGHTDECLINED76)
HOW_LONG = folded_words("زمانا زمنا وقتا دهرا مده مدة طويلا كثيرا قليلا جدا سنينا اياما")


def may_be_name(word: str) -> bool:
    """A word that may be a proper name: no function word, number, title, office, place kind or "one of",
    nor a word that carries a pronoun (`_carries_pronoun`)."""
    return (
        len(word) > 2 and word not in STOPWORDS and not number_word(word) and word not in FOLDED_TITLE_WORDS
        and office(word) is None and word.removeprefix("ال") not in PLACE_UNITS and word not in ONE_OF
        and not (len(word) == 4 and word[0] == "ف")  # the ف of consequence and a past verb: "أمام الوالي فأمر"
        and not _carries_pronoun(word)
        # a function word behind its glued conjunction ("الوالي وهناك تقابلت": UNNAMED44, fq12-042's record), with its
        # pronoun too ("الأمير ومعه مئة جندي": fq13-071's record)
        and not (word[0] in GLUED_CONJUNCTIONS and function_word(word[1:]))
    )


# The third person's pronouns glued to the end of a word: "أنهما", "وسألهما", "وقادته", "أكبرهم".
PRONOUN_ENDINGS = THIRD_PERSON_PRONOUNS


def function_word(word: str) -> bool:
    """A function word, bare or with a third person's pronoun ("هناك", "معه", "عنهم")."""
    return word in STOPWORDS or any(
        word.endswith(ending) and len(word) - len(ending) >= 2 and word[: -len(ending)] in STOPWORDS for ending in PRONOUN_ENDINGS
    )


def _carries_pronoun(word: str) -> bool:
    """A word with a glued pronoun is no name (a name takes none): a particle with its pronoun ("أنهما
    مسيحيان": أنّ, a stop word, once the pronoun is off), or a word glued to و/ف ending in a pronoun: a
    conjunct or the next clause's verb ("الملك وقادته", "الوالي وسألهما", "فعذبه"), never a name in
    apposition after a title (the fq14 governor "عند الوالي أنهما مسيحيان"). Not a name's own ending: a
    feminine name's ة, folded to ه ("ودميانة", "فبرونية"), and "ويصا", "فيلبس" end in none."""
    for ending in PRONOUN_ENDINGS:
        stem = word.removesuffix(ending)
        if stem == word or len(stem) < 2:
            continue
        if stem in STOPWORDS:
            return True
        if word[0] not in GLUED_CONJUNCTIONS or len(stem) < 4:
            return False
        # ه alone may be a feminine name's folded ة ("ودميانة"): a pronoun only on a verb ("فعذبه") or on
        # a noun's ت ("وقادته"); هما/هم/ها end no name
        return ending != "ه" or stem.endswith("ت") or verbal(stem) > 0
    return False
