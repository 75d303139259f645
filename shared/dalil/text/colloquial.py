"""Egyptian colloquial words -> the corpus's register (Modern Standard / church Arabic), for search.

Readers ask the way they speak ("الانبا انطونيوس اتنيح سنة كام؟"); the Synaxarium, the Bible and
the liturgy say تنيح، استشهد، متى، كيف. Each row below maps what a reader types to what the corpus
writes. The question shown to the reader and the evidence are never changed: the rewritten
question is only what is searched (and shown as "searched for").

Rows are matched on a light folding of the word (diacritics removed, ى -> ي) that keeps ة apart
from ه and the hamza forms apart from ا: the colloquial ايه ("what") must not swallow آية ("verse")
or أيه ("A" in أيه بي سي). Filler words that are also standard words or parts of names (دي، دا،
طب، طيب) are not listed. An empty
replacement drops a filler word (ده، كده، بتاع). A replacement may keep the reader's word beside
the corpus's when the colloquial word is also a standard one with another sense (الفرح: the
wedding in colloquial, joy in the Bible).

Classes (one table each, a test per row in tests/unit/text/test_colloquial.py):
- QUESTION_WORDS: مين/ايه/فين/امتى/ازاي/ليه/كام/انهي and the follow-up words (وبعدين، طب).
- PERFECT_FORMS: the ات- perfect/passive (اتولد، اتنيح، اتعمد، اتقتل …) -> the corpus's verb.
  Forms not listed are handled by `strip_perfect_prefix` when the vocabulary knows the bare verb.
- TIME_WORDS: النهارده/امبارح/بكره -> اليوم/أمس/غدا, which the date reader already treats as
  today/yesterday/tomorrow (text/coptic_calendar.py), with the same guard against "today" in an
  unrelated question.
- NEGATION: مش، مفيش.
- PHRASES: two-word rows for words that are standard words alone (عمل ايه). "فضل في" is not one:
  MSA writes it too ("فضل في …", the merit of), and a dev-arcd question moved.
- COMMON_WORDS: verbs and nouns of the dev suites' colloquial questions (عايز، جت، خدت، الغلابة …).
  A colloquial word that is also a standard word with another sense is left out, so an MSA question
  keeps its meaning: فضل (grace), صرف (exchange), نص (text), ست (six), قوي (strong), خد (cheek), عنده.
"""

from __future__ import annotations

import re
import unicodedata

from dalil.text.normalize import fold
from dalil.text.vocabulary import Vocabulary

QUESTION_WORDS: dict[str, str] = {
    "مين": "من",
    "ايه": "ما",
    "إيه": "ما",
    "فين": "أين",
    "منين": "من أين",
    "امتى": "متى",
    "امتي": "متى",
    "إمتى": "متى",
    "ازاي": "كيف",
    "إزاي": "كيف",
    "ليه": "لماذا",
    "ليش": "لماذا",
    "كام": "كم",
    "بكام": "بكم",
    "انهي": "أي",
    "انهو": "أي",
    "اللي": "الذي",
    "اللى": "الذي",
    "وبعدين": "ثم",
}

PERFECT_FORMS: dict[str, str] = {
    "اتولد": "ولد",
    "اتولدت": "ولدت",
    "اتنيح": "تنيح",
    "اتنيحت": "تنيحت",
    "اتنيحوا": "رقدوا",
    "اتعمد": "اعتمد",
    "اتعمدت": "اعتمدت",
    "اتقتل": "استشهد",
    "اتقتلت": "استشهدت",
    "اتقتلوا": "استشهدوا",
    "اتسمى": "سمي",
    "اتسمي": "سمي",
    "اتغير": "تغير",
    "اتغيرت": "تغيرت",
    "اتصلب": "صلب",
    "اتدفن": "دفن",
    "اتدفنت": "دفنت",
    "اتجوز": "تزوج",
    "اتجوزت": "تزوجت",
    "اتكتب": "كتب",
    "اتبنى": "بني",
    "اتبنت": "بنيت",
    "اتعذب": "عذب",
    "اتعذبت": "عذبت",
    "اترسم": "رسم",
    "اترهبن": "ترهب",
    "اتنفى": "نفي",
    "اتحبس": "سجن",
    "اتسجن": "سجن",
}

TIME_WORDS: dict[str, str] = {
    "النهارده": "اليوم",
    "النهاردة": "اليوم",
    "انهارده": "اليوم",
    "امبارح": "أمس",
    "إمبارح": "أمس",
    "بكره": "غدا",
    "بكرة": "غدا",
    "دلوقتي": "الآن",
    "دلوقت": "الآن",
}

NEGATION: dict[str, str] = {
    "مش": "ليس",
    "مفيش": "لا يوجد",
    "مافيش": "لا يوجد",
}

COMMON_WORDS: dict[str, str] = {
    "عايز": "أريد",
    "عاوز": "أريد",
    "عايزة": "أريد",
    "عاوزة": "أريد",
    "عايزين": "نريد",
    "جت": "جاءت",
    "جه": "جاء",
    "خدت": "نالت",
    "مسك": "تولى",
    "بيعمل": "يصنع",
    "بتعمل": "تصنع",
    "بيبقى": "يكون",
    "بيبقي": "يكون",
    "بيقول": "يقول",
    "بتقول": "تقول",
    "بنصليها": "نصليها",
    "بنصلي": "نصلي",
    "بنعيد": "تعيد",
    "ابتدي": "أبدأ",
    "نزلوه": "أنزلوه",
    "رايح": "في طريقه إلى",
    "رايحة": "في طريقها إلى",
    "راعيا": "راعي",
    "منشيلش": "لا تهتموا",
    "الغلابة": "الفقراء",
    "الغلابه": "الفقراء",
    "غلابة": "فقراء",
    "رجالة": "رجال",
    "رجاله": "رجال",
    "الراجل": "الرجل",
    "الست": "السيدة",
    "العدرا": "العذراء",
    "العدرى": "العذراء",
    "عدرا": "عذراء",
    "البير": "البئر",
    "الفرح": "الفرح العرس",
    "فلوس": "مال",
    "اخو": "اخو شقيق",
    "العيلة": "العائلة",
    "العيله": "العائلة",
    "عيلة": "عائلة",
    "بتاع": "",
    "بتاعة": "",
    "بتاعت": "",
    "بتوع": "",
    "ده": "",
    "كده": "",
    "كدة": "",
    "عشان": "لكي",
    "علشان": "لكي",
    "اوي": "",
}

# Two-word rows: a colloquial word that is also a standard word is read only beside its partner
# (عمل alone is "work"; "عمل ايه" is "what did he do").
PHRASES: dict[tuple[str, str], str] = {
    ("عمل", "ايه"): "صنع ماذا",
    ("عملت", "ايه"): "صنعت ماذا",
    ("بيعمل", "ايه"): "يصنع ماذا",
    ("قال", "ايه"): "قال ماذا",
    ("بيقول", "ايه"): "يقول ماذا",
    ("خد", "ايه"): "أخذ ماذا",
}

TABLES: dict[str, dict[str, str]] = {
    "question_words": QUESTION_WORDS,
    "perfect_forms": PERFECT_FORMS,
    "time_words": TIME_WORDS,
    "negation": NEGATION,
    "common_words": COMMON_WORDS,
}

_DIACRITICS = re.compile("[\u064b-\u065f\u0670\u0640]")
_LIGHT_FOLD = str.maketrans({"\u0649": "\u064a"})


def light_fold(word: str) -> str:
    """Diacritics and tatweel removed, ى folded; ة and the hamza forms kept: ايه ("what") is not
    آية ("verse") nor أيه (the letter A of "أيه بي سي"), so a row matches only as readers type it."""
    return _DIACRITICS.sub("", unicodedata.normalize("NFC", word)).translate(_LIGHT_FOLD)


def _build_index() -> dict[str, str]:
    index: dict[str, str] = {}
    for table in TABLES.values():
        for word, replacement in table.items():
            index[light_fold(word)] = replacement
    return index


_INDEX = _build_index()
_PERFECT_PREFIX = "ات"
MIN_BARE_VERB = 3
MAX_BARE_VERB = 5
MIN_BARE_VERB_CHUNKS = 3


def corpus_word(word: str) -> str | None:
    """The corpus's word(s) for a colloquial word ("" to drop it), or None when it is not listed.
    A conjunction و glued before a listed word is kept (ومين -> ومن)."""
    key = light_fold(word)
    if key in _INDEX:
        return _INDEX[key]
    if key.startswith("و") and key[1:] in _INDEX and _INDEX[key[1:]]:
        first, *rest = _INDEX[key[1:]].split()
        return " ".join(["و" + first, *rest])
    return None


def corpus_phrase(word: str, following: str) -> str | None:
    """The corpus's words for a two-word colloquial phrase ("عمل ايه" -> "صنع ماذا"), or None."""
    return PHRASES.get((light_fold(word), light_fold(following)))


def strip_perfect_prefix(word: str, vocabulary: Vocabulary) -> str | None:
    """An ات- perfect/passive the tables do not list ("اتشفى" -> "شفي"): the bare verb, when the
    corpus uses it and does not use the ات- form itself (اتحاد، اتباع، اتفاق stay). Only verb-sized
    words without a pronoun ending: اتهامه is the noun اتهام ("accusation") + ه, not ات + هامه."""
    folded = fold(word)
    if not folded.startswith(_PERFECT_PREFIX) or vocabulary.count(folded):
        return None
    if not MIN_BARE_VERB <= len(folded) - 2 <= MAX_BARE_VERB or folded.endswith(("ه", "ها", "هم", "ك", "نا")):
        return None
    bare = folded[2:]
    return bare if vocabulary.count(bare) >= MIN_BARE_VERB_CHUNKS else None
