"""Search-only spelling lexicon: Coptic month spellings and transliterated hymn titles are mapped
to one canonical folded form before stemming, so `كياك` finds `كيهك` and "ten theno" finds
`تين ثينو`. Index and query both pass through `dalil.text.stem.analyze`, which applies it.

Month names and the words of multi-word hymn titles are returned as exact terms (not stemmed):
the Arabic stemmer would turn `بابه` into `باب` ("door") and `إبي` into `اب` ("father"), which
makes rare liturgical names collide with common words. Single-word genre names (ثيؤطوكية, إبصالية)
are only respelled; the stemmer already folds their article and endings.

The hymn titles come from the section titles of the liturgical data (tasbeha, liturgy, incense);
the variants are spellings in common use. Only titles are kept here, never liturgical text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from dalil.text.coptic_calendar import coptic_month_variants
from dalil.text.normalize import fold

# canonical title (as written in the data) -> other spellings, Arabic and Latin.
HYMN_TITLES: dict[str, tuple[str, ...]] = {
    "تين ثينو": (
        "تن ثينو", "تين ثينوا", "تين سينو", "تين ثنو",
        "ten theno", "ten thino", "ten theeno", "tin theno", "tentheno", "tenthino", "tenen theno", "tenen",
    ),
    "تين أويه إنسوك": (
        "تين أوية إنسوك", "تين اوويه انسوك", "تين اووه انسوك", "تن اويه انسوك", "تين اويه انصوك",
        "ten oueh ensok", "ten oweh ensok", "tenoweh ensok", "ten ouweh ensok", "ten owh ensok",
    ),
    "ني إثنوس تيرو": (
        "ني ايثنوس تيرو", "ني اثنوس تيروا", "ني إثنوس تيرو",
        "ni ethnos teero", "ni ethnos tero", "ni ethnos tiro", "ni ethnos teroo", "niethnos teero",
    ),
    "تين أو أوشت": (
        "تين اواوشت", "تن او اوشت", "تين اوو اوشت",
        "ten ou osht", "ten oo osht", "ten o osht", "tenouosht", "ten ouosht",
    ),
    "إبي نافشوبي": (
        "إبي ناف شوبي", "ابينافشوبي", "ابي ناف شوبى", "ابي نفشوبي",
        "epi nafshopi", "api nafshopi", "apinav shopi", "epinav shopi", "api nav shopi", "epi naf shopi",
        "apinafshopi", "epinafshopi",
    ),
    "ذوكصا باترى": (
        "ذوكسا باتري", "ذكصا باتري", "دوكصا باتري", "دوكسا باتري", "ذوكصا باطري", "ذكسا باتري",
        "doxa patri", "thoxa patri", "zoksa patri", "doksa patri", "zoxa patri",
    ),
    "شيري نيه ماريا": (
        "شيري ني ماريا", "شيري نه ماريا", "شيريه ني ماريا", "شيري ني مريا",
        "shere ne maria", "sheri ne maria", "shere ni maria", "sheri ni maria", "shere nee maria",
    ),
    "إسمو إبشويس": (
        "إزمو إبشويس", "اسمو ابتشويس", "اسمو ابشوس", "سمو ابشويس",
        "esmo epchois", "esmou epchois", "ismo epshois", "esmo epshois", "smou epchois", "esmou epshois",
    ),
    "بيك إثرونوس": ("بيك ايثرونوس", "بك اثرونوس", "بيك اتثرونوس", "pek ethronos", "bek ethronos", "pekethronos"),
    "شاشف إنسوب": ("شاشف انصوب", "shashf ensop", "shashf ensob", "shashv ensop"),
    "تي أوي إنهيكانوس": ("تي اوي انهيكانوس", "تيوي انهيكانوس", "ti oui enhikanos", "tioui enhikanos", "ti owi enhikanos"),
    "تي جاليليا": ("تي غاليليا", "تي جليليا", "ti galilia", "ti galileya", "ti galilea"),
    "نيم غار": ("نيم جار", "nim gar", "nem gar"),
    "كيرياليسون": (
        "كيريالايسون", "كيري ليسون", "كيريا ليسون", "كيرياليصون", "kyrie eleison", "kyrie eleyson", "kyrieleison", "kirie eleison",
    ),
}  # fmt: skip

# Genre and book names: respelled only (the stemmer handles their article and endings).
GENRE_TERMS: dict[str, tuple[str, ...]] = {
    "ثيؤطوكية": ("ثيوطوكيه", "ثيئوطوكيه", "ثاوطوكيه", "ثيؤتوكيه", "ثيوتوكيه", "theotokia", "theotokias", "theotokion"),
    "إبصالية": ("ابصاليه", "إبصاليه", "بصاليه", "psali", "psalis"),
    "ذكصولوجية": ("ذوكصولوجيه", "دكصولوجيه", "ذكصولوجيا", "ذكسولوجيه", "doxology", "doxologies"),
    "لبش": ("lobsh", "lopsh"),
    "هوس": ("hoos",),
    "أوشية": ("اوشيه", "oushia", "oshia", "ooshia"),
    "أجيوس": ("اغيوس", "اجيوس", "agios", "aghios", "hagios"),
    "تسبحة": ("tasbeha", "tasbeeha", "psalmody"),
    "أبصلمودية": ("ابصلموديه", "ابصلمودية"),
    "دفنار": ("difnar", "defnar"),
    "أجبية": ("اجبيه", "agpeya", "agbeya", "agpia"),
    "سنكسار": ("سنكسارا", "synaxarium", "synaxarion", "synaxar"),
    "قطمارس": ("katameros", "katamaros"),
}  # fmt: skip

_LEADING_DIGITS = re.compile(r"^(\d+)(\D+)$")


@dataclass(frozen=True)
class _Entry:
    canonical: tuple[str, ...]  # folded tokens
    exact: bool  # keep the terms as they are (no stemming)
    label: str  # "month:<n>" or "hymn:<canonical title>" or "term:<canonical>"


def _phrase(text: str) -> tuple[str, ...]:
    return tuple(fold(text).split())


def _build() -> dict[tuple[str, ...], _Entry]:
    table: dict[tuple[str, ...], _Entry] = {}
    for variant, month in coptic_month_variants().items():
        table[(variant,)] = _Entry((month,), True, f"month:{month}")
    for title, variants in HYMN_TITLES.items():
        canonical = _phrase(title)
        for variant in (title, *variants):
            # A one-word Latin form ("tenen") stands for the whole title.
            table[_phrase(variant)] = _Entry(canonical, len(canonical) > 1, f"hymn:{title}")
    for term, variants in GENRE_TERMS.items():
        canonical = _phrase(term)
        for variant in (term, *variants):
            entry = _Entry(canonical, False, f"term:{term}")
            phrase = _phrase(variant)
            table.setdefault(phrase, entry)
            if len(phrase) == 1 and not phrase[0].isascii() and not phrase[0].startswith("ال"):
                # The stemmer does not always strip the article from these loanwords.
                table.setdefault(("ال" + phrase[0],), entry)
    return table


_TABLE = _build()
_FIRST_TOKENS = frozenset(phrase[0] for phrase in _TABLE)
# Every word a phrase can start at: a phrase's first word, or that word with the conjunction و
# glued on when the glued word is longer than three letters (what `_lookup` reads).
_STARTS = _FIRST_TOKENS | frozenset("و" + word for word in _FIRST_TOKENS if len(word) + 1 > 3)
_LONGEST = max(len(phrase) for phrase in _TABLE)


def _split_glued_number(token: str) -> list[str]:
    # "29برمهات" -> "29", "برمهات" when the letters are a month name.
    match = _LEADING_DIGITS.match(token)
    if match and (match.group(2),) in _TABLE:
        return [match.group(1), match.group(2)]
    return [token]


def _lookup(words: list[str], start: int) -> tuple[_Entry, int] | None:
    word = words[start]
    if word not in _FIRST_TOKENS:
        # The conjunction و glued to a month or title: "وكيهك", "وتين".
        if word.startswith("و") and word[1:] in _FIRST_TOKENS and len(word) > 3:
            found = _lookup([word[1:], *words[start + 1 : start + _LONGEST]], 0)
            return found
        return None
    for size in range(min(_LONGEST, len(words) - start), 0, -1):
        entry = _TABLE.get(tuple(words[start : start + size]))
        if entry is not None:
            return entry, size
    return None


_DIGIT = re.compile(r"\d")


def canonical_terms(folded: str) -> list[tuple[str, bool]]:
    """Folded text -> [(term, exact)]: lexicon phrases replaced by their canonical form; `exact`
    terms must not be stemmed."""
    words = folded.split()
    if _DIGIT.search(folded):  # only a word that starts with a digit can be a glued number
        words = [part for token in words for part in _split_glued_number(token)]
    if _STARTS.isdisjoint(words):
        # No phrase starts anywhere (~94 % of chunk texts; they are analysed ~36 times an ask):
        # every word is a term as it is, without the loop below (RESULTS.md, PERF37).
        return [(word, False) for word in words]
    terms: list[tuple[str, bool]] = []
    position = 0
    while position < len(words):
        word = words[position]
        if word not in _STARTS:
            # No phrase starts here (what `_lookup` would find): most words of a text, so without
            # its call (chunk texts are analysed ~17 times an ask; benchmarks/performance/RESULTS.md).
            terms.append((word, False))
            position += 1
            continue
        found = _lookup(words, position)
        if found is None:
            terms.append((words[position], False))
            position += 1
            continue
        entry, size = found
        terms.extend((term, entry.exact) for term in entry.canonical)
        position += size
    return terms


def canonicalize(folded: str) -> str:
    """Folded text with lexicon phrases respelled canonically (for display in the trace)."""
    return " ".join(term for term, _ in canonical_terms(folded))


def lexicon_hits(text: str) -> list[str]:
    """Labels of the lexicon entries a text contains ("hymn:تين ثينو", "month:كيهك", "term:…"),
    in order of appearance, without repeats."""
    words = [part for token in fold(text).split() for part in _split_glued_number(token)]
    labels: dict[str, None] = {}
    position = 0
    while position < len(words):
        found = _lookup(words, position)
        if found is None:
            position += 1
            continue
        labels[found[0].label] = None
        position += found[1]
    return list(labels)
