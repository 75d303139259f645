"""Query-side expansion for the lexical signal (issue 15): broken plurals and a small curated
lexicon of religious paraphrases. The Snowball stemmer cannot join ثمار and ثمر (a broken plural
is another word form, not a suffix), and a question says الشيطان where the verse says إبليس; so a
question term found here brings its partners into the LEXICAL query only. The index, the stored
text and the question shown to the user never change, and the vector signals see the question
as asked.

Each group is a set of folded surface forms that mean the same for search. Matching is on folded
whole words, with the article and one-letter prefixes (ال، و، ف، ب، ل، ك) stripped. Only words
whose expansion was checked on the dev split belong here (benchmarks/retrieval/RESULTS.md).
"""

from __future__ import annotations

import re
from functools import lru_cache

from dalil.text.normalize import fold

# Broken plurals and their singulars (both directions): religious and Biblical vocabulary.
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
    ("اسفار", "سفر"),
    ("ذبائح", "ذبيحه"),
    ("خراف", "خروف"),
    ("اغصان", "غصن"),
    ("امثال", "مثل"),
    ("كنائس", "كنيسه"),
)

# Paraphrases a question uses for the Bible's own word (both directions).
SYNONYMS: tuple[tuple[str, ...], ...] = (
    ("شيطان", "ابليس"),
    ("حب", "محبه"),
    ("مغفره", "غفران", "يغفر", "اغفر"),
    ("خلاص", "مخلصون", "يخلص"),
    ("توبه", "توبوا"),
    ("قيامه", "قام"),
    ("صلب", "صليب"),
    ("معموديه", "عمدوهم", "يعمد"),
    ("معجزه", "ايه", "ايات"),
    ("جحيم", "هاويه"),
    ("فردوس", "ملكوت"),
    ("عذراء", "مريم"),
    ("ذنب", "خطيه"),
    ("ايمان", "يؤمن", "امن"),
)

_PREFIX = re.compile(r"^(?:و|ف)?(?:ب|ل|ك)?(?:ال)?")


@lru_cache(maxsize=1)
def _partners() -> dict[str, tuple[str, ...]]:
    table: dict[str, list[str]] = {}
    for group in (*PLURALS, *SYNONYMS):
        for word in group:
            table.setdefault(word, [])
            table[word] += [other for other in group if other != word and other not in table[word]]
    return {word: tuple(others) for word, others in table.items()}


def _bare(word: str) -> str:
    """The word without a conjunction, preposition or article (a stem-free lookup key)."""
    if len(word) <= 3:
        return word
    bare = _PREFIX.sub("", word, count=1)
    return bare if len(bare) >= 2 else word


def expansions(question: str) -> list[str]:
    """The partner words of the question's words, in question order, each once, none already asked."""
    partners = _partners()
    words = fold(question).split()
    asked = {_bare(word) for word in words} | set(words)
    out: list[str] = []
    for word in words:
        for key in dict.fromkeys((word, _bare(word))):
            for partner in partners.get(key, ()):
                if partner not in asked and partner not in out:
                    out.append(partner)
    return out


def expand_for_search(question: str) -> str:
    """The lexical query: the question, then its partner words."""
    extra = expansions(question)
    return f"{question} {' '.join(extra)}" if extra else question
