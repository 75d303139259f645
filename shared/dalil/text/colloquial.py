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
- CONTENT_WORDS (data/colloquial/egyptian-msa.tsv): everyday content words; a verb row is listed once by its third
  person and read in every person and under a glued pronoun by morphology (`_inflected_verb`, EGYPTLEX70). Read by
  the answer side always (`egyptian_verbs.read_word`), by the search only with `settings.colloquial_everyday`.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from pathlib import Path

from dalil.text import egyptian_morphology as morphology
from dalil.text.glued import GLUED_CONJUNCTIONS
from dalil.text.normalize import fold
from dalil.text.stem import analyze
from dalil.text.vocabulary import Vocabulary
from dalil.text.word_families import root_keys, synonym_classes

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

# Everyday Egyptian content words (verbs in their common persons, nouns, adjectives, numbers,
# adverbs of place): a data file written from general usage, not from any suite's questions
# (dalil/data/colloquial/egyptian-msa.tsv; its header lists the words left out for a second sense).
CONTENT_FILE = Path(__file__).resolve().parents[1] / "data" / "colloquial" / "egyptian-msa.tsv"
CONTENT_KINDS = frozenset({"verb", "noun", "adj", "word"})


def load_content_words(path: Path = CONTENT_FILE) -> tuple[dict[str, str], frozenset[str]]:
    """(egyptian -> msa, the nouns among them); a malformed line is a ValueError naming it."""
    rows, kinds = _content_rows(path)
    return rows, frozenset(word for word, kind in kinds.items() if kind == "noun")


def _content_rows(path: Path) -> tuple[dict[str, str], dict[str, str]]:
    """(egyptian -> msa, egyptian -> its kind) of the data file."""
    rows: dict[str, str] = {}
    kinds: dict[str, str] = {}
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip() or line.startswith("#"):
            continue
        parts = line.split("\t")
        if len(parts) != 3 or not parts[0] or not parts[1] or parts[2] not in CONTENT_KINDS:
            raise ValueError(f"{path.name}:{number}: want egyptian<TAB>msa<TAB>{'|'.join(sorted(CONTENT_KINDS))}")
        if parts[0] in rows:
            raise ValueError(f"{path.name}:{number}: {parts[0]!r} repeats")
        rows[parts[0]] = parts[1]
        kinds[parts[0]] = parts[2]
    return rows, kinds


CONTENT_WORDS, CONTENT_NOUNS = load_content_words()
# The verb rows: read in every person, with a glued object or dative pronoun (`_inflected_verb`).
CONTENT_VERBS = frozenset(word for word, kind in _content_rows(CONTENT_FILE)[1].items() if kind == "verb")
# COMMON_WORDS rows that are nouns a particle and the article may be glued to ("وللفلوس").
COMMON_NOUNS = ("فلوس", "غلابة", "رجالة", "عيلة", "عيله")

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
_CONTENT_INDEX = {light_fold(word): replacement for word, replacement in CONTENT_WORDS.items()}
_NOUN_KEYS = frozenset(light_fold(word) for word in (*CONTENT_NOUNS, *COMMON_NOUNS))


def content_word(word: str, vocabulary: Vocabulary) -> str | None:
    """The corpus's word for an everyday Egyptian content word (CONTENT_WORDS; a glued و kept, a
    listed noun also under a glued particle and article), or None. Only where the corpus does not
    write the word itself: the Van Dyck Bible writes قدام ("before") as readers do."""
    if vocabulary.count(fold(word)):
        return None
    key = light_fold(word)
    if key in _CONTENT_INDEX:
        return _CONTENT_INDEX[key]
    if key.startswith("و") and key[1:] in _CONTENT_INDEX:
        return "و" + _CONTENT_INDEX[key[1:]]
    return _under_article(key, _CONTENT_INDEX) or _inflected_verb(key)


def _inflected_verb(key: str) -> str | None:
    """A listed verb in another person or with a glued pronoun ("سابوه", "تسيبه", "قعدت", "قالهم": the
    person and pronoun read off by `egyptian_morphology.inflection_bases`), as the corpus's verb of the row: the
    imperfect given the reader's person letter ("نسيب" -> نترك), the perfect as listed (its person is the stemmer's
    to read off the corpus's side). A glued و kept. None when no base is a listed verb."""
    glued, bare = ("و", key[1:]) if key.startswith("و") and len(key) > 3 else ("", key)
    for base, lead in morphology.inflection_bases(bare):
        if base not in _VERB_KEYS:
            continue
        first, *rest = _CONTENT_INDEX[base].split()
        if lead and first.startswith("ي"):
            first = _PERSON_LETTERS_MSA[lead] + first[1:]
        return " ".join([glued + first, *rest])
    return None


_VERB_KEYS = frozenset(light_fold(word) for word in CONTENT_VERBS)
_PERSON_LETTERS_MSA = {"ت": "ت", "ن": "ن", "ا": "أ"}


MIN_BARE_VERB = 3
MAX_BARE_VERB = 5
MIN_BARE_VERB_CHUNKS = 3


@lru_cache(maxsize=65536)  # ~8 an ask, the same words ask after ask; pure (fixed tables)
def corpus_word(word: str, vocabulary: Vocabulary | None = None) -> str | None:
    """The corpus's word(s) for a colloquial word ("" to drop it), or None when it is not listed.
    A conjunction و glued before a listed word is kept (ومين -> ومن) — unless the corpus (`vocabulary`, when
    given) writes the whole word in `GLUED_WHOLE_FLOOR` chunks or more: "وجه" (a face; "وجّه" directed) is
    no و + Egyptian جه "came" (LOST40)."""
    key = light_fold(word)
    if key in _INDEX:
        return _INDEX[key]
    whole = vocabulary is not None and vocabulary.count(fold(key)) >= GLUED_WHOLE_FLOOR
    if key.startswith("و") and key[1:] in _INDEX and _INDEX[key[1:]] and not whole:
        first, *rest = _INDEX[key[1:]].split()
        return " ".join(["و" + first, *rest])
    return _under_article(key, _INDEX)


# Of the listed words, three are also corpus words with a glued و: وجه in 48 chunks, وايه in 5, واخو in 2
# (bundled vocabulary, LOST40). Only وجه is a word of its own there; the other two are the listed word after و.
GLUED_WHOLE_FLOOR = 10


def _under_article(key: str, index: dict[str, str]) -> str | None:
    """A listed noun under a glued particle and the article: the particle and article kept."""
    for particle in _ARTICLE_PARTICLES:
        rest_key = key[len(particle) :]
        if key.startswith(particle) and index.get(rest_key) and len(rest_key) >= MIN_BARE_VERB and _is_noun_row(rest_key):
            first, *rest = index[rest_key].split()
            return " ".join([particle + _without_article(first), *rest])
    return None


# A listed noun under a conjunction/preposition and the article ("وللفلوس" -> "وللمال", "بالعيال").
_ARTICLE_PARTICLES = ("ولل", "وبال", "وال", "فال", "بال", "لل", "كال", "ال")


def _is_noun_row(key: str) -> bool:
    return key in _NOUN_KEYS


def _without_article(word: str) -> str:
    return word[2:] if word.startswith("ال") and len(word) > 3 else word


def corpus_phrase(word: str, following: str) -> str | None:
    """The corpus's words for a two-word colloquial phrase ("عمل ايه" -> "صنع ماذا"), or None."""
    return PHRASES.get((light_fold(word), light_fold(following)))


def strip_perfect_prefix(word: str, vocabulary: Vocabulary) -> str | None:
    """An ات- perfect/passive the tables do not list ("اتشفى" -> "شفي"): the bare verb, when the
    corpus uses it and does not use the ات- form itself (اتحاد، اتباع، اتفاق stay). Only verb-sized
    words without a pronoun ending: اتهامه is the noun اتهام ("accusation") + ه, not ات + هامه."""
    folded = fold(word)
    bare = morphology.passive_bare(folded)
    if bare is None or vocabulary.count(folded):
        return None
    if not MIN_BARE_VERB <= len(bare) <= MAX_BARE_VERB or folded.endswith(("ه", "ها", "هم", "ك", "نا")):
        return None
    return bare if vocabulary.count(bare) >= MIN_BARE_VERB_CHUNKS else None


# The Egyptian imperfect's aspect prefixes (`egyptian_morphology.without_aspect`: the habitual بـ
# "بيحب", the future هـ/حـ "هيريحني", "حتغرق") and the negation's closing ـش ("ما بتطلعش", "ما
# امشيش"), the ما before it being MSA already. The corpus writes the bare imperfect. Search replaces
# the reader's word, so its guards ask the corpus: the word is not the corpus's own, and the bare
# form is a corpus word or carries a verb's ending.
MIN_BARE_IMPERFECT = 3


def strip_aspect(word: str, vocabulary: Vocabulary) -> str | None:
    """An Egyptian imperfect read as the corpus's ("بيكرهني" -> "يكرهني", "هيريحني" -> "يريحني",
    "بتطلعش" -> "تطلع"), or None. Only for a word the corpus (a non-empty vocabulary) does not write:
    بيت، بنيامين، هيكل، حياة are the corpus's own words and never reach the rule."""
    folded = fold(word)
    if not len(vocabulary) or vocabulary.count(folded):
        return None
    glued, bare = morphology.split_glued(folded, min_rest=MIN_BARE_IMPERFECT + 2)
    changed = False
    imperfect = [form for form in morphology.without_aspect(bare) if form[0] in morphology.PERSON_LETTERS]
    if imperfect:
        bare, changed = imperfect[0], True
    # a closing ـش after the person letter, four letters left at least ("تعيش", lives, stays)
    untailed = morphology.without_negation_tail(bare, min_left=MIN_BARE_IMPERFECT + 1)
    if untailed is not None and bare[:1] in morphology.PERSON_LETTERS and not vocabulary.count(bare):
        bare, changed = untailed, True
    # A name the vocabulary happens to lack ("بيشوي" where the Synaxarium is not ingested) is not a
    # verb: the bare form must be a corpus word or carry a verb's ending (object pronoun, plural ـوا).
    if not changed or not (vocabulary.count(bare) or bare.endswith(_VERB_ENDINGS) or folded.endswith(morphology.NEGATION_TAIL)):
        return None
    return glued + bare


_VERB_ENDINGS = ("ني", "نا", "ه", "ها", "هم", "كم", "ك", "وا", "وه", "وها", "وهم")


# --- the answer side: Egyptian function words in a restatement ------------------------------------
#
# A model may restate an excerpt sentence in Egyptian ("ولما بقى راهب … ماكانش بيقتني ثوبين").
# The support check counts the answer's content terms the excerpt lacks; read raw, the Egyptian
# function words are such terms (ده، اللي، لدرجة، بيقتني) and the restatement is refused for
# words that carry no claim. Below, one reading of them in the excerpt's register: function words
# only (demonstratives, relatives, connectives, particles of time and aspect, the copula, the
# verb prefixes بـ/هـ/اتـ), never a content word (شاف، جاب، يسيب stay what they are: whether
# the excerpt says them is the coverage check's question). Keys are folded (`normalize.fold`);
# an empty value drops the word. A word the excerpt itself writes is never read otherwise.
ANSWER_FUNCTION_WORDS: dict[str, str] = {
    # demonstratives and "like this"
    "ده": "هذا", "دا": "هذا", "دي": "هذه", "دول": "", "كده": "", "كدا": "",
    # relative, "of", "like", "also"
    "اللي": "الذي", "بتاع": "", "بتاعه": "", "بتاعت": "", "بتوع": "", "زي": "مثل",
    "كمان": "ايضا", "برضه": "ايضا", "برضو": "ايضا",
    # connectives: because / so that, then, to the point that
    "عشان": "لان", "علشان": "لان", "بعدين": "ثم", "لدرجه": "حتي",
    # time and aspect: now, still (aspect only: no claim of its own)
    "دلوقتي": "الان", "دلوقت": "الان", "لسه": "", "لسا": "", "النهارده": "اليوم", "انهارده": "اليوم",
    # negation (what it negates is the polarity check's: `assertions.spell_out_colloquial_negation`)
    "مش": "لا", "مفيش": "لا", "مافيش": "لا",
    # "something", the copula "became"
    "حاجه": "شيء", "بقي": "صار", "بقت": "صارت", "بقوا": "صاروا", "بقيت": "صرت", "بقيتي": "صرت",
    # question words an answer may repeat
    "ايه": "ماذا", "مين": "من", "فين": "اين", "ازاي": "كيف", "ليه": "لماذا",
    # "but / only", "until / to anyone", "very", "yes", "I mean"
    "بس": "لكن", "لحد": "حتي", "اوي": "", "ايوه": "نعم", "ايوا": "نعم", "يعني": "",
    # a preposition with its pronoun, in its Egyptian shape (معاه = معه, ليكم = لكم, بيه = به)
    "معاه": "معه", "معاها": "معها", "معاهم": "معهم", "ليها": "لها", "ليهم": "لهم", "ليكم": "لكم",
    "بيه": "به", "بيها": "بها", "بيهم": "بهم",
    # nobody / somebody
    "محدش": "لا احد", "حد": "احد",
}  # fmt: skip
_FOLDED_FUNCTION_WORDS = {fold(word): value for word, value in ANSWER_FUNCTION_WORDS.items()}
# The other MSA words an Egyptian function word of `ANSWER_FUNCTION_WORDS` stands for, where one
# Egyptian word does the work of several (اللي is every relative, ده "this" and "that", عشان "because"
# and "so that"): read by the near-quotation rule (`function_word_readings`), which compares words
# one by one and so must know each. Function words only, as above; a word dropped there ("دول",
# "كده") is given the words it stands for here.
OTHER_READINGS: dict[str, tuple[str, ...]] = {
    "اللي": ("التي", "الذين", "اللذين", "اللتين", "اللاتي", "اللواتي", "اللائي"),
    "ده": ("ذلك",), "دا": ("ذلك",), "دي": ("تلك",), "دول": ("هؤلاء", "أولئك"),
    "كده": ("هكذا", "كذلك"), "كدا": ("هكذا", "كذلك"),
    "عشان": ("لكي", "كي", "لأجل", "من أجل"), "علشان": ("لكي", "كي", "لأجل", "من أجل"),
    "عشان كده": ("لذلك", "لهذا"), "علشان كده": ("لذلك", "لهذا"),
    "اوي": ("جدا",), "لحد": ("إلى",),
    # FAITH37: مش is every form of ليس (the person is the subject's), مفيش "there is no", النهارده the
    # Synaxarium's "on this day"
    "مش": ("ليس", "ليست", "ليسوا", "ليسا", "لست", "لستم", "لسنا"),
    "مفيش": ("لا يوجد",), "مافيش": ("لا يوجد",),
    "النهارده": ("في مثل هذا اليوم", "في هذا اليوم"), "انهارده": ("في مثل هذا اليوم", "في هذا اليوم"),
}  # fmt: skip
_FOLDED_OTHER_READINGS = {fold(word): frozenset(fold(other) for other in others) for word, others in OTHER_READINGS.items()}


def function_word_readings(word: str) -> frozenset[str]:
    """The folded MSA words (or phrases: "من اجل") a folded Egyptian function word (or phrase: "علشان كده")
    stands for (`ANSWER_FUNCTION_WORDS` and `OTHER_READINGS`); none for any other word."""
    read = _FOLDED_FUNCTION_WORDS.get(word)
    return (frozenset({read}) if read else frozenset()) | _FOLDED_OTHER_READINGS.get(word, frozenset())
# "راح" before an imperfect verb is the future ("راح يقول"): dropped there; alone it is "went".
_FUTURE_RAH = fold("راح")
_IMPERFECT_LETTERS = "يتنا"
_MIN_VERB = 3


def _keys(word: str) -> frozenset[str]:
    """A folded word's stems and root skeletons: "يقتني" meets "يقتن" by its root."""
    return frozenset(analyze(word)) | root_keys(word)


def _known(word: str, excerpt_keys: frozenset[str]) -> bool:
    """A word of the excerpt (by stem or root), or a word of a synonym class (`data/paraphrase/`:
    "يشوف", whose class holds the excerpt's "رأى"): one the coverage check can read."""
    return not _keys(word).isdisjoint(excerpt_keys) or word in synonym_classes()


def _prefixed_verb(token: str, excerpt_keys: frozenset[str]) -> str | None:
    """An Egyptian verb prefix taken off (`egyptian_morphology`: the aspect's بـ/هـ/حـ, the habitual
    before a written ا too, the ات- passive), when the verb without it is a word of the excerpt (by
    stem or root) or of a synonym class, and the token as written is not ("بيقتني" -> "يقتني"
    beside the excerpt's "يقتن"; "بيشوف" -> "يشوف"; "اتأكدوا" -> تأكدوا)."""
    glued, bare = morphology.split_glued(token, min_rest=_MIN_VERB + 2)
    candidates = morphology.without_aspect(bare, habitual_first_person=True) + morphology.passive_readings(bare)
    if not candidates or not _keys(bare).isdisjoint(excerpt_keys):
        return None
    return next((glued + c for c in candidates if _known(c, excerpt_keys)), None)


# The wrapped negation ما…ش ("ماقالش", "مقدروش", "ماقعدتش"): read "لا" + the word it wraps, when
# that word (or it without an Egyptian verb prefix) is one the coverage check can read. Whether the
# sentence is negated where the excerpt is, is the polarity check's (it reads the answer as written).
_NEGATOR = "لا"


def _unwrapped_negation(token: str, excerpt_keys: frozenset[str]) -> list[str] | None:
    glued, bare = morphology.split_glued(token, min_rest=_MIN_VERB + 3)
    # `egyptian_morphology.unwrapped`: the verb inside, a pronoun the wrapper closes over read as the
    # verb's plural ending ("ماقالوش" = ما قالوا ش)
    for form in morphology.unwrapped(bare):
        read = form if _known(form, excerpt_keys) else _prefixed_verb(form, excerpt_keys)
        if read is not None:
            return [glued, _NEGATOR, read]
    return None


# Egyptian says ت for ث and د for ذ ("التالتة" الثالثة، "تمن" ثمن، "دهب" ذهب): a word is read
# with them restored when that gives a word the excerpt writes (the same word in its MSA letters).
# The stops Egyptian says for the interdentals (`egyptian_morphology.INTERDENTALS`), ت for ث and د for ذ only:
# ض for ظ and the sibilant ز are not read by the near-quotation rule.
_SHIFTS = tuple((stop, morphology.INTERDENTALS[stop]) for stop in "تد")


def spoken_letters(spoken: str, written: str) -> bool:
    """`spoken` is `written` with some ث said ت and ذ said د (`_SHIFTS`), nothing else changed."""
    pairs = list(zip(spoken, written, strict=False))
    shifted = [(a, b) for a, b in pairs if a != b]
    return len(spoken) == len(written) and bool(shifted) and all(pair in _SHIFTS for pair in shifted)


def _restored_letters(token: str, excerpt_words: frozenset[str], excerpt_keys: frozenset[str]) -> str | None:
    for spoken, written in _SHIFTS:
        if spoken not in token:
            continue
        positions = [i for i, ch in enumerate(token) if ch == spoken]
        for i in [None, *positions]:  # every one of them, then each alone
            form = token.replace(spoken, written) if i is None else token[:i] + written + token[i + 1 :]
            if form in excerpt_words or not frozenset(analyze(form)).isdisjoint(excerpt_keys):
                return form
    return None


def _agreement(token: str, excerpt_words: frozenset[str]) -> str | None:
    """The excerpt's own imperfect verb, where the token is that verb with another person letter
    (an agreement the restatement's new subject asks for: "حاجة تعوزني" for "شيء يعوزني")."""
    if len(token) <= _MIN_VERB or token[0] not in _IMPERFECT_LETTERS:
        return None
    return next((lead + token[1:] for lead in _IMPERFECT_LETTERS if lead + token[1:] in excerpt_words), None)


def read_answer_function_words(sentence: str, excerpt: str) -> str:
    """`sentence` folded, with its Egyptian function words read in the excerpt's register
    (`ANSWER_FUNCTION_WORDS`, the verb prefixes), for the support check's word count only: the
    contradiction checks read the answer as written."""
    tokens = fold(sentence).split()
    excerpt_words = frozenset(fold(excerpt).split())
    excerpt_keys = frozenset(key for word in excerpt_words for key in _keys(word))
    out: list[str] = []
    for i, token in enumerate(tokens):
        glued = token[0] if token[:1] in GLUED_CONJUNCTIONS and len(token) > 2 and token[1:] in _FOLDED_FUNCTION_WORDS else ""
        bare = token[len(glued) :]
        if token in excerpt_words or bare in excerpt_words:
            out.append(token)
        elif bare in _FOLDED_FUNCTION_WORDS:
            read = _FOLDED_FUNCTION_WORDS[bare].split()
            # A glued conjunction stays its own word before a negator ("فمحدش": ف لا احد), which a
            # glued "فلا" would turn into a word no excerpt writes.
            out += [glued, *read] if read[:1] == [_NEGATOR] else [glued + word if n == 0 else word for n, word in enumerate(read)]
        elif bare == _FUTURE_RAH and i + 1 < len(tokens) and tokens[i + 1][:1] in _IMPERFECT_LETTERS:
            continue
        elif (negation := _unwrapped_negation(token, excerpt_keys)) is not None:
            out += negation
        else:
            out.append(
                _prefixed_verb(token, excerpt_keys) or _agreement(token, excerpt_words)
                or _restored_letters(token, excerpt_words, excerpt_keys) or token
            )
    return " ".join(word for word in out if word)
