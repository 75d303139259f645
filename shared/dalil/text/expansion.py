"""Query-side expansion for the lexical signal: word forms the stemmer cannot join and a
small curated lexicon of religious paraphrases.

Three classes, each a table of groups of folded surface forms that mean the same for search:
- PLURALS: broken plurals and their singulars. The Snowball stemmer strips suffixes only, so
  ثمار and ثمر, أسلحة and سلاح stay apart (a broken plural is another word form).
- FORMS: verb, noun and participle of one root that the stemmer keeps apart (صوم / صام,
  مضطهد / تضطهدني, صلاة / صلوا).
- SYNONYMS: the modern word a reader asks with and the Smith & Van Dyck Bible's own word
  (الشيطان / إبليس, زفاف / عرس, جابي الضرائب / عشار, القفر / البرية).

A question word is looked up by its bare form (conjunction, preposition and article stripped) and
by its stem, so inflected forms find their group; its partners (each group's other forms, minus
what the question already says) become the expansion. The index, the stored text and the question
shown to the user never change, and the vector signals see the question as asked.

Entries come from the dev concept suite's misses (benchmarks/retrieval/RESULTS.md, "Concept
questions and query-side Arabic") and general religious vocabulary, never from held-out or
`concepts-unseen` failures: that suite checks that the lexicon generalizes. Each group is one
sense; a word with a second common sense (رجل man/foot, سنة year/tongues, هم they/worry, سفر
book/travel, يقوم rises/does, مثل parable/like) is left out.
"""

from __future__ import annotations

from functools import lru_cache

from dalil.text.normalize import fold
from dalil.text.stem import STOPWORDS, stem_token, surface_token

# Broken plurals and their singulars (both directions).
PLURALS: tuple[tuple[str, ...], ...] = (
    ("ثمار", "ثمر", "اثمار"),
    ("انبياء", "نبي"),
    ("رسل", "رسول"),
    ("تلاميذ", "تلميذ"),
    ("خطايا", "خطيه", "خطيئه"),
    ("معجزات", "معجزه"),
    ("عجائب", "اعجوبه"),
    ("وصايا", "وصيه"),
    ("ملائكه", "ملاك"),
    ("شياطين", "شيطان"),
    ("ارواح", "روح"),
    ("مزامير", "مزمور"),
    ("اناجيل", "انجيل"),
    ("شهداء", "شهيد"),
    ("ذبائح", "ذبيحه"),
    ("خراف", "خروف"),
    ("اغصان", "غصن"),
    ("كنائس", "كنيسه"),
    ("اسلحه", "سلاح"),
    ("افكار", "فكر"),
    ("جراح", "جرح", "جراحات"),
    ("ذنوب", "ذنب"),
    ("قلوب", "قلب"),
    ("اعمال", "عمل"),
    ("ايات", "ايه"),
    ("اعداء", "عدو"),
    ("خصوم", "خصم"),
    ("شعوب", "شعب"),
    ("امم", "امه"),
    ("اقدام", "قدم"),
    ("عذاري", "عذراء"),
    ("فتيات", "فتاه"),
    ("عبيد", "عبد"),
    ("اموال", "مال"),
    ("طيور", "طير"),
    ("دموع", "دمعه"),
    ("بركات", "بركه"),
    ("صلوات", "صلاه"),
    ("حكماء", "حكيم"),
    ("اشرار", "شرير"),
    ("كهنه", "كاهن"),
)

# One root's verb, noun and participle forms that stem apart (both directions).
FORMS: tuple[tuple[str, ...], ...] = (
    ("صوم", "صام", "يصوم", "صايم", "صيام"),
    ("صلاه", "صلي", "يصلي", "صلوا", "يصلون"),
    ("اضطهاد", "مضطهد", "اضطهد", "يضطهد", "تضطهدني", "يضطهدونكم"),
    ("قوه", "يقوي", "يقويني", "قوي"),
    ("شرق", "مشرق"),
    ("غسل", "يغسل", "اغتسل"),
    ("ولاده", "ولد", "ولدت", "مولود", "ميلاد"),
    ("موت", "مات", "ميت", "يموت", "اموات"),
    ("رحمه", "ارحم", "ارحمني", "رحيم"),
    ("زرع", "يزرع", "زارع", "ليزرع"),
    ("تجربه", "جرب", "يجرب", "ليجرب"),
    ("مجانا", "مجاني", "مجانيه"),
    ("حب", "محبه", "احب", "يحب"),
    ("مغفره", "غفران", "يغفر", "اغفر", "غفر"),
    ("خلاص", "خلص", "يخلص", "مخلص", "مخلصون"),
    ("توبه", "توبوا", "تاب"),
    ("قيامه", "قام"),
    ("صلب", "صليب", "صلبوه"),
    ("معموديه", "عمد", "يعمد", "عمدوهم", "اعتمد"),
    ("ايمان", "يؤمن", "امن", "امنوا"),
)

# The reader's word -> the Bible's (Smith & Van Dyck) word for the same thing. One direction only:
# a question that already says the Bible's word gains nothing from the modern one, which the Bible
# does not use (it would only add noise).
SYNONYMS: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...] = (
    (("شيطان",), ("ابليس",)),
    (("سامح", "اسامح", "يسامح", "صفح"), ("غفر", "يغفر", "اغفر", "غفران")),
    (("معجزه", "معجزات"), ("ايه", "ايات")),
    (("جحيم",), ("هاويه",)),
    (("فردوس",), ("ملكوت",)),
    (("عذراء",), ("مريم",)),
    (("ذنب",), ("خطيه",)),
    (("ذنوب",), ("خطايا",)),
    (("يصدق", "تصديق"), ("يؤمن", "امن")),
    (("زفاف",), ("عرس",)),
    (("قفر", "صحراء"), ("بريه",)),
    (("اختبار", "اختبر", "امتحان"), ("تجربه", "يجرب", "جرب")),
    (("مكان",), ("موضع",)),
    (("شعوب",), ("امم",)),
    (("عطيه",), ("هبه",)),
    (("ضياء",), ("نور",)),
    (("خصوم",), ("اعداء",)),
    (("خصم",), ("عدو",)),
    (("بركات",), ("طوبي",)),
    (("فتيات",), ("عذاري",)),
    (("مفقود", "ضايع"), ("ضال", "اضاع")),
    (("منزل",), ("بيت",)),
    (("حكيم",), ("عاقل",)),
    (("قلق", "يقلق", "نقلق"), ("تهتموا", "يهتم", "اهتم")),
    (("يسير", "سار"), ("يمشي", "مشي")),
    (("اشفق",), ("تحنن",)),
    (("شريعه",), ("ناموس",)),
    (("عنب",), ("كرمه",)),
    (("ينظف", "لينظف", "نظف"), ("يغسل", "غسل")),
    (("اقدام",), ("ارجل",)),
    (("ضرائب", "جباه", "جابي"), ("عشار", "عشارين")),
    (("طفل",), ("صبي", "مولود")),
    (("صعد",), ("ارتفع",)),
    (("هزيمه", "انهزم", "هزم"), ("غلبه", "غلب")),
    (("الم",), ("وجع", "حزن")),
    (("بكاء",), ("دموع", "دمعه")),
    (("عاقبه",), ("اجره",)),
    (("احيا", "اعاد"), ("اقام",)),
    (("دفن",), ("قبر",)),
    (("صديق",), ("حبيب",)),
    (("يزدهر",), ("ينجح",)),
    (("اتباع",), ("تلاميذ",)),
    (("حكماء",), ("مجوس",)),
)

# Particles glued before a word: a conjunction, then a preposition (ب ل ك). Tried only as exact
# table keys, so وصية keeps its و and a particle-looking first letter never makes a new word.
_PARTICLES = ("و", "ف", "ب", "ل", "ك", "وب", "ول", "وك", "فب", "فل", "فك")


def _keys(word: str) -> tuple[str, ...]:
    """Lookup keys of a folded question word: itself, without its article and the particles before
    it, without a bare particle, and the stems of those (so تضطهدني and يضطهدون reach one group)."""
    forms = [word, surface_token(word)]
    forms += [word[len(p) :] for p in _PARTICLES if word.startswith(p) and len(word) - len(p) >= 4]
    return tuple(dict.fromkeys([*forms, *(stem_token(form) for form in forms)]))


def _table_keys(word: str) -> tuple[str, ...]:
    """Keys of a table word: the word and its stems of 4+ letters. A shorter stem is too often
    another word's (يؤمن and اليوم both stem to يوم), so it is a key only if the table lists it."""
    return tuple(dict.fromkeys(key for key in (word, stem_token(word)) if key == word or len(key) >= 4))


@lru_cache(maxsize=1)
def _partners() -> dict[str, tuple[str, ...]]:
    table: dict[str, list[str]] = {}
    pairs = [(group, group) for group in (*PLURALS, *FORMS)] + list(SYNONYMS)
    for asked, partners in pairs:
        for word in asked:
            others = [other for other in partners if other != word]
            for key in _table_keys(word):
                known = table.setdefault(key, [])
                known += [other for other in others if other not in known]
    return {key: tuple(others) for key, others in table.items()}


def expansions(question: str) -> list[str]:
    """The partner words of the question's words, in question order, each once, none already asked
    (by surface form or by stem)."""
    partners = _partners()
    words = [word for word in fold(question).split() if word not in STOPWORDS]
    asked = {key for word in words for key in _keys(word)}
    out: list[str] = []
    for word in words:
        for key in _keys(word):
            for partner in partners.get(key, ()):
                if partner in out or asked.intersection(_table_keys(partner)):
                    continue
                out.append(partner)
    return out


def expand_for_search(question: str) -> str:
    """The expanded lexical query: the question, then its partner words."""
    extra = expansions(question)
    return f"{question} {' '.join(extra)}" if extra else question
