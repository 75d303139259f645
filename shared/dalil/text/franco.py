"""Franco-Arabic (Arabizi): Arabic typed in Latin letters and digits ("emta 3eed el 2edeesa marina",
"mn hwa mrmrks el rsol") -> an Arabic-script question to search with.

Three steps:
1. detect: a Latin-script question is Franco-Arabic when its Franco evidence (digit letters inside
   words — 2 3 5 6 7 8 9 —, the Egyptian function words of `FUNCTION_WORDS`, words whose spelling
   the corpus knows) outweighs its English/European function words. Otherwise it is a language
   Dalil does not read (`reading.LANGUAGE_UNSUPPORTED`).
2. candidates: each word is reduced to a consonant skeleton in sound classes (t/ط، s/ص/ث، d/ض/ذ،
   k/q/ق/ك، 2 = ق or ء …); vowels, و and ي are dropped, since Franco writes them inconsistently and
   vowel-free ("mrmrks") is common. The corpus's words are indexed by the same skeleton.
3. choice: among the corpus words sharing the skeleton, the one whose vowel pattern is closest to
   what was typed ("ee" ي، "ou" و، "a" ا …), then the one the corpus uses most (its own vocabulary,
   text/vocabulary.py). A word the corpus lacks keeps a plain letter-by-letter rendering.

Egyptian conventions: g = ج, 2 = ق (the Cairene glottal stop) before ء, 8 = غ, 9 = ص, 6 = ط,
"el"/"l" glued or apart = ال, "fel"/"fl" = في ال, "w" = و, "et-" = the ات- perfect/passive
(then read by text/colloquial.py), a final "et" = ة in a construct ("2esset el" = قصة الـ).
"""

from __future__ import annotations

import math
import re
from collections import defaultdict
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import islice, product
from pathlib import Path

from dalil.text.egyptian_morphology import ARTICLE as ARABIC_ARTICLE
from dalil.text.lexicon import HYMN_TITLES
from dalil.text.normalize import fold
from dalil.text.offices import OFFICES, RELATION_NOUNS
from dalil.text.support import HONORIFICS
from dalil.text.vocabulary import Vocabulary

# Egyptian function words, question words and colloquial words the corpus does not write: the
# Arabic a reader means (then text/colloquial.py brings it to the corpus's register).
FUNCTION_WORDS: dict[str, str] = {
    "meen": "مين", "min": "مين", "mean": "مين", "mn": "مين",
    "lemeen": "لمين", "lmeen": "لمين", "limeen": "لمين",
    "eh": "ايه", "eih": "ايه", "ehh": "ايه", "a": "ايه",
    "ezay": "ازاي", "ezai": "ازاي", "izay": "ازاي", "ezzay": "ازاي",
    "fein": "فين", "fen": "فين", "feen": "فين", "fain": "فين",
    "emta": "امتى", "imta": "امتى", "emata": "امتى",
    "leh": "ليه", "leeh": "ليه", "lih": "ليه",
    "kam": "كام", "bkam": "بكام",
    # which: read as انه ("that he") where the corpus writes no انهي (the bundled vocabulary: FRANCO42)
    "anhy": "انهي", "anhi": "انهي", "enhy": "انهي", "enhi": "انهي", "anhe": "انهي", "anhay": "انهي",
    "howa": "هو", "hwa": "هو", "huwa": "هو", "heya": "هي", "hya": "هي", "homa": "هم",
    "elly": "اللي", "elli": "اللي", "illi": "اللي", "ely": "اللي", "lly": "اللي",
    "fe": "في", "fi": "في", "f": "في",
    "ma3": "مع", "m3": "مع", "3an": "عن", "3n": "عن", "3ala": "على", "3la": "على", "3al": "على ال",
    "w": "و", "we": "و", "wa": "و", "aw": "او", "walla": "ولا",
    "ana": "انا", "enta": "انت", "ento": "انتم",
    "keda": "كده", "kda": "كده", "da": "ده", "dah": "ده", "de": "دي", "dy": "دي",
    "mesh": "مش", "msh": "مش", "mafeesh": "مفيش",
    "3ayez": "عايز", "3ayza": "عايزة", "3awez": "عاوز", "3awza": "عاوزة",
    "gat": "جت", "ga": "جه", "5adet": "خدت", "5ad": "خد",
    "esmo": "اسمه", "rakamo": "رقمه",
    "raye7": "رايح", "ray7": "رايح",
    "embare7": "امبارح", "mbare7": "امبارح", "ennaharda": "النهارده", "elnaharda": "النهارده",
    "naharda": "النهارده", "bokra": "بكره", "enharda": "النهارده",
    # now: read as دولتي ("my state") by its skeleton (FRANCO42)
    "delwa2ty": "دلوقتي", "delwa2ti": "دلوقتي", "dilwa2ty": "دلوقتي", "dlwa2ty": "دلوقتي", "delwa2t": "دلوقت",
    "yom": "يوم", "youm": "يوم", "yoom": "يوم",
    "sanksar": "سنكسار", "sinksar": "سنكسار", "senksar": "سنكسار", "synaxar": "سنكسار",
    "etne7": "اتنيح", "etna7": "اتنيح", "itne7": "اتنيح", "etne7et": "اتنيحت",
    "etwalad": "اتولد", "etwaled": "اتولد", "etwaldet": "اتولدت",
    "et3amed": "اتعمد", "et3ammed": "اتعمد",
    "eid": "عيد", "3eed": "عيد", "3id": "عيد",
    "anba": "انبا", "amba": "انبا", "mar": "مار", "abu": "ابو", "abo": "ابو", "aba": "ابا",
    "st": "القديس", "saint": "القديس",
    "sanet": "سنة", "sana": "سنة",
    "mara": "مرة", "marra": "مرة",
    "et2atal": "اتقتل", "et2atalet": "اتقتلت", "2atal": "قتل",
    "2essa": "قصة", "2esset": "قصة", "2eset": "قصة", "salat": "صلاة", "awshet": "اوشية", "awshia": "اوشية",
    "3ela": "عيلة", "3eela": "عيلة", "3ammed": "عمد", "3amed": "عمد",
    "3amal": "عمل", "3ml": "عمل", "ankar": "انكر", "zahar": "ظهر", "malka": "ملكة",
    # the copula and the kin words a question about someone's family types (FQ16CLASS19: "kan" read as
    # the imperative كن, "om" as a lone م, lost the kin asked: "om anba bola kan esmaha eh")
    "kan": "كان", "kanet": "كانت", "kant": "كانت", "kano": "كانوا", "kanu": "كانوا",
    "om": "ام", "omm": "ام", "omo": "امه", "ommo": "امه", "omohom": "امهم", "o5t": "اخت", "okht": "اخت", "a5o": "اخو", "akho": "اخو",
    "ebn": "ابن", "ibn": "ابن", "bent": "بنت", "gooz": "جوز", "goz": "جوز", "mrat": "مرات",
    "esmaha": "اسمها", "esmohom": "اسمهم",
    # the role words a question takes a relation in (PREMISE50: "X motran Y", "X 2osqof Y"): the skeleton reads
    # "motran" as مترن, and a word-initial 2 as ق ("2osqof": قسقف); telmeez, osqof, batrak, ebn read by it
    "motran": "مطران", "matran": "مطران", "mutran": "مطران", "metran": "مطران",
    "2osqof": "اسقف", "2osquf": "اسقف", "2sqof": "اسقف",
    # his/her age: the possessive typed "-o"/"-ha" ("3omro" read as the name عمرو lost the age asked: fq16-027)
    "3omro": "عمره", "3omraha": "عمرها", "3omrha": "عمرها", "3omrohom": "عمرهم",
    # Egyptian verbs and nouns whose skeleton the corpus (MSA) writes only as another word: ra7 روح/راه
    # (went), 2a3ad قاعده (stayed), 7asal حاصل (happened), fedel فيدل, shafo شفاء, floos فليس, mama ماما
    # (FRANCO29); text/colloquial.py then reads راح، قعد، شاف، فلوس in the corpus's register.
    "ra7": "راح", "ra7et": "راحت", "ra7o": "راحوا", "ra7u": "راحوا",
    "2a3ad": "قعد", "2a3adet": "قعدت", "2a3do": "قعدوا", "2a3ed": "قاعد", "2a3da": "قاعدة",
    "7asal": "حصل", "7asalet": "حصلت", "fedel": "فضل", "fedl": "فضل", "fdl": "فضل", "fedlet": "فضلت",
    "fedlo": "فضلوا", "shaf": "شاف", "shafet": "شافت", "shafo": "شافه", "shafoh": "شافوه",
    "floos": "فلوس", "feloos": "فلوس", "flos": "فلوس",
    "mama": "ام", "mamto": "امه", "mamtha": "امها",
    "mameto": "امه", "mametha": "امها", "mamethom": "امهم", "edda": "ادى", "eddah": "اداه", "eddaha": "اداها",
}

# Names of Bible and Coptic Church persons as typed in Latin letters -> the corpus's spelling, read before the
# skeleton: a name loses there to a commoner word sharing its consonants ("zakka" ذكاء), or keeps a sound the
# Arabic writes otherwise ("constantine", "ya3oub" with the unwritten ق). A data file written from general
# usage, not from any suite's questions (dalil/data/franco/names.tsv; its header lists the spellings left out).
NAMES_FILE = Path(__file__).resolve().parents[1] / "data" / "franco" / "names.tsv"
# Everyday words (nouns, verbs, particles, church words) the skeleton reads as another word sharing their consonants
# ("shabaka" الشباكا، "3abd" عابد، "kol" قول، "deek" الضيق: RETR33's 2b losses); read the same way, after the names
# (dalil/data/franco/words.tsv, FRANCOWORDS34; its header lists the spellings left out: English words and names).
WORDS_FILE = NAMES_FILE.with_name("words.tsv")


def load_names(path: Path = NAMES_FILE) -> dict[str, str]:
    """A Latin-spelling table (names.tsv, words.tsv): latin -> Arabic, folded as the skeleton reader's corpus words
    are ("هيلانة" -> "هيلانه"); a malformed or repeated line is a ValueError naming it. A latin of several words is a
    name read as a whole ("salah el din" صلاح الدين, `PHRASES`), before the question is cut into words."""
    rows: dict[str, str] = {}
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip() or line.startswith("#"):
            continue
        parts = line.split("\t")
        if len(parts) != 2 or not all(FRANCO_TOKEN.match(word) for word in parts[0].split(" ")) or not parts[1].strip():
            raise ValueError(f"{path.name}:{number}: want latin<TAB>arabic, the latin lower-case words one space apart")
        if parts[0] in rows:
            raise ValueError(f"{path.name}:{number}: {parts[0]!r} repeats")
        rows[parts[0]] = fold(parts[1].strip())
    return rows


# Prepositions, particles and Egyptian function words a skeleton would read as a content word ("men" امين،
# "ma" ماء، "abl" ابل، "3and" عنده، "feeh" فئه، "sett" صيت, "ad" dropped as Latin: FRANCO29). Read so in a
# Franco question, but no evidence that a Latin text is one: "men", "set", "ma", "en", "ad" are English,
# French or Latin words too, so `is_franco` does not count them.
PARTICLES: dict[str, str] = {
    "men": "من", "ma": "ما", "abl": "قبل", "2abl": "قبل", "ba3d": "بعد",
    "ad": "قد", "2ad": "قد", "3and": "عند",
    "feeh": "فيه", "fih": "فيه", "feh": "فيه", "fiha": "فيها", "feeha": "فيها",
    "3aleh": "عليه", "3aleih": "عليه", "3aleeh": "عليه", "3aleha": "عليها", "3aleiha": "عليها",
    "3alehom": "عليهم", "3aleihom": "عليهم",
    "sett": "ست", "set": "ست",
    "3ashan": "عشان", "3alashan": "عشان", "3shan": "عشان", "3lshan": "عشان",
    # "where from": read as امنين by the skeleton (FRANCO42). Left out after measuring: "mein" (who; German too: read مين it
    # lost fq3-018, answered from another record, the eval gate's fresh-questions-3 floor) and "la2" (no: read لا, "martha
    # etgawezet walla la2?" was answered from another person's record, franco-names fn-d11)
    "mnein": "منين", "menein": "منين", "wala": "ولا", "ya": "يا",
    "en": "ان", "enn": "ان", "eno": "انه", "enno": "انه", "enaha": "انها", "enohom": "انهم",
    "ba2a": "بقى", "ba2et": "بقت", "ba2o": "بقوا",
    "bta3": "بتاع", "bta3et": "بتاعت", "bta3t": "بتاعت", "bto3": "بتوع", "btou3": "بتوع",
    "sanat": "سنة", "2odam": "قدام", "odam": "قدام", "gowa": "جوه", "barra": "بره",
}

# English words a Franco question mixes in that carry its meaning ("what did el masee7 say 3an …"):
# read as the Arabic word; the other English words are left out.
MIXED_ENGLISH: dict[str, str] = {"say": "قال", "said": "قال", "story": "قصة", "want": "أريد", "tell": "", "know": ""}

# Words of other languages that give a Latin question away as not Franco-Arabic (English, French,
# Latin function words). Dropped from a Franco question that mixes them in ("what did el masee7 say").
FOREIGN_WORDS = frozenset(
    """
    the of and is are was were what who whom whose which when where why how did does do done say says said
    tell me about for to in on at by with from this that these those it its be been i you he she we they
    my your his her our their want know can could would should will please give show story reading
    today tomorrow yesterday bible saint pope pass away wonder worker holy family egypt love lebanon
    le la les un une des est qui que quoi bonjour et du au aux pour avec dans
    lorem ipsum dolor sit amet consectetur adipiscing elit pater noster es caelis sanctificetur nomen
    tuum sed ut ad non
    """.split()
)

# A glued title a Franco word may start with ("mrmrks", "anbabishoy").
_TITLE_PREFIXES = (("mar", "مار"), ("mr", "مار"), ("anba", "انبا"), ("abu", "ابو"), ("abo", "ابو"))

_LETTER_SOUNDS: dict[str, tuple[str, ...]] = {
    # Latin unit -> sound classes it may stand for ("" = a glottal stop the corpus writes as ء or not at all)
    "sh": ("SH",), "ch": ("SH",), "kh": ("KH",), "gh": ("GH",), "th": ("TH", "T", "S"), "dh": ("Z", "D"),
    "b": ("B",), "p": ("B",), "t": ("T",), "g": ("G",), "j": ("G",), "d": ("D",), "r": ("R",),
    # c: the k or s of a Latin or Greek spelling, and the ق Arabic writes for a Greek name's k ("nicola" نيقولا,
    # "mercurius" مرقوريوس, read نسلا and مركرس without it: FRANCONAME55)
    "z": ("Z",), "s": ("S",), "c": ("K", "S", "Q"), "f": ("F",), "v": ("F",), "q": ("Q",), "k": ("K", "Q"),
    "l": ("L",), "m": ("M",), "n": ("N",), "h": ("H", "7"), "x": ("K",),
    # 7 is ح and nothing else; an h is ه or, typed by a writer who spares digits, ح ("ra7" راح, not راه)
    "2": ("Q", ""), "3": ("3",), "5": ("KH",), "6": ("T",), "7": ("7",), "8": ("GH", "Q"), "9": ("S",),
    # a digit with an apostrophe is the dotted letter: 3' غ, 7' خ, 6' ظ, 9' ض ("beyshta3'alo" بيشتغلوا, not
    # بيشتعل: fq15-036 read the trade asked as "burning")
    "3'": ("GH",), "7'": ("KH",), "6'": ("Z",), "9'": ("D",),
}
_VOWELS = frozenset("aeiouwy")
_SHORT = "_"  # a vowel unit that cannot be a written long vowel (before a doubled consonant)

# Arabic letter -> sound classes (a letter a reader may pronounce two ways indexes under both).
_ARABIC_SOUNDS: dict[str, tuple[str, ...]] = {
    "ب": ("B",), "ت": ("T",), "ط": ("T",), "ث": ("TH", "S", "T"), "ج": ("G",), "ح": ("7",), "ه": ("H",),
    "خ": ("KH",), "د": ("D",), "ض": ("D",), "ذ": ("Z", "D"), "ظ": ("Z", "D"), "ز": ("Z",),
    "ر": ("R",), "س": ("S",), "ص": ("S",), "ش": ("SH",), "ع": ("3",), "غ": ("GH",), "ف": ("F",),
    "ق": ("Q",), "ك": ("K",), "ل": ("L",), "م": ("M",), "ن": ("N",),
}
_ARABIC_VOWELS = {"ا": "A", "و": "W", "ي": "Y", "ء": "", "ئ": "Y", "ؤ": "W"}

_LATIN_PLAIN: dict[str, str] = {
    "SH": "ش", "KH": "خ", "GH": "غ", "TH": "ث", "B": "ب", "T": "ت", "G": "ج", "D": "د", "R": "ر", "Z": "ز",
    "S": "س", "F": "ف", "K": "ك", "Q": "ق", "L": "ل", "M": "م", "N": "ن", "H": "ه", "7": "ح", "3": "ع", "": "ء",
}

MAX_SKELETON_VARIANTS = 16
COUNT_WEIGHT = 0.1  # a tenfold more frequent word may be ~one short vowel further from what was typed
FRANCO_TOKEN = re.compile(r"^[a-z0-9']+$")
NAMES = load_names()
WORDS = load_names(WORDS_FILE)
# A name of several Latin words, read whole before the words are cut: word by word its first word is another word as
# often ("salah" صلاة, "el din" الذين: "salah el din et-dafan fein" searched a prayer, fq26-012; FRANCO44).
PHRASES = {latin: arabic for table in (NAMES, WORDS) for latin, arabic in table.items() if " " in latin}
DIGIT_LETTER = re.compile(r"(?=.*[a-z])(?=.*[235689]|.*7)")


@dataclass(frozen=True)
class LatinUnit:
    sounds: tuple[str, ...]  # consonant classes; empty tuple = a vowel
    vowel: str = ""  # "A" "W" "Y" for a vowel unit, with "!" when long (doubled, ee/oo/ou)


def _units(word: str) -> list[LatinUnit]:
    units: list[LatinUnit] = []
    i = 0
    while i < len(word):
        pair = word[i : i + 2]
        if not units and word[i] in "aeiou" and pair not in ("ee", "oo", "ou"):
            # a word-initial vowel is written with alef (emta, ebn, awshet)
            units.append(LatinUnit((), "A"))
            i += 1
            continue
        if pair in ("ee", "ei", "ey", "ie"):
            units.append(LatinUnit((), "Y!"))
            i += 2
            continue
        if pair in ("oo", "ou", "ow", "aw", "uu"):
            units.append(LatinUnit((), "W!"))
            i += 2
            continue
        if pair == "aa":
            units.append(LatinUnit((), "A!"))
            i += 2
            continue
        if pair in _LETTER_SOUNDS and len(pair) == 2:
            units.append(LatinUnit(_LETTER_SOUNDS[pair]))
            i += 2
            continue
        char = word[i]
        if char == "2" and not units:
            # a word-initial 2 is ق: a word-initial hamza is typed as its vowel ("ebn", "awel"), so
            # "2a3ad" is قعد, not عاد with a dropped ء
            units.append(LatinUnit(("Q",)))
            i += 1
            continue
        if char in "a":
            units.append(LatinUnit((), "A"))
        elif char in "ei":
            units.append(LatinUnit((), "Y"))
        elif char in "ou":
            units.append(LatinUnit((), "W"))
        elif char == "y":
            units.append(LatinUnit((), "Y!"))
        elif char == "w":
            units.append(LatinUnit((), "W!"))
        elif char in _LETTER_SOUNDS:
            _add_consonant(units, _LETTER_SOUNDS[char])
        i += 1
    return units


def _add_consonant(units: list[LatinUnit], sounds: tuple[str, ...]) -> None:
    """A doubled consonant ("3ammed") is one consonant with a shadda, and the vowel before a shadda is
    short: no written ا/و/ي stands there ("7anna" حنه, not حانا; "mo2atta3" مقطع, not مقاطع)."""
    if not (units and units[-1].sounds == sounds):
        units.append(LatinUnit(sounds))
    elif len(units) >= 3 and units[-2].vowel in ("A", "W", "Y"):
        # (not a word-initial vowel: that one stands for the written ا of "edda" ادى)
        units[-2] = LatinUnit((), units[-2].vowel + _SHORT)


def _latin_skeletons(units: list[LatinUnit]) -> list[tuple[str, ...]]:
    consonants = [u.sounds for u in units if u.sounds]
    keys = []
    for combo in product(*consonants):
        keys.append(tuple(c for c in combo if c))
        if len(keys) >= MAX_SKELETON_VARIANTS:
            break
    return list(dict.fromkeys(keys))


def _latin_pattern(units: list[LatinUnit], combo: tuple[str, ...]) -> list[str]:
    """Consonants of the chosen reading, vowels as A/W/Y ("!" long)."""
    out: list[str] = []
    it = iter(combo)
    for unit in units:
        if unit.sounds:
            sound = next(it, "")
            if sound:
                out.append(sound)
        else:
            out.append(unit.vowel)
    return out


def _arabic_readings(word: str) -> list[tuple[tuple[str, ...], list[str]]]:
    """(skeleton, pattern) readings of a folded corpus word; a final ه is tried as a consonant and
    as the vowel of ة."""
    per_letter: list[tuple[str, ...]] = []
    for index, letter in enumerate(word):
        if letter == "ي" and index == len(word) - 1 and index > 0:
            per_letter.append(("=Y", "=A"))  # ى is folded to ي: a final "a" (موسى، مكارى)
        elif letter in _ARABIC_VOWELS:
            per_letter.append(("=" + _ARABIC_VOWELS[letter],))
        elif letter == "ه" and index == len(word) - 1 and index > 0:
            per_letter.append(("H", "=A"))
        elif letter in _ARABIC_SOUNDS:
            per_letter.append(_ARABIC_SOUNDS[letter])
        else:
            return []
    readings = []
    for combo in product(*per_letter):
        skeleton = tuple(c for c in combo if not c.startswith("="))
        pattern = [c[1:] if c.startswith("=") else c for c in combo]
        readings.append((skeleton, [p for p in pattern if p]))
        if len(readings) >= MAX_SKELETON_VARIANTS:
            break
    return readings


MIN_SPELLED_CONSONANTS = 2  # one consonant in common says nothing of which word was typed


def spells(latin: str, arabic: str) -> bool:
    """The Franco word `latin` may be typed for the Arabic word `arabic`: a consonant skeleton in common (two
    consonants at least), vowels and و/ي left out as Franco writes them loosely ("mazmour"/"mzmwr" مزمور، "hatour"
    هاتور; CLAIMLEAD59: a lead-in's record typed in Franco, `text.lead_record`)."""
    typed = {key for key in _latin_skeletons(_units(latin.lower())) if len(key) >= MIN_SPELLED_CONSONANTS}
    return any(skeleton in typed for skeleton, _ in _arabic_readings(fold(arabic)))


def _typed_closely(distance: float, units: list[LatinUnit]) -> bool:
    """A pattern distance (`_distance`) small enough for the typed word to be the written one: 1.5, or a third of the
    typed units for a long word (the bar the transliteration's choice, `_choose`, sets)."""
    return distance <= max(1.5, 0.35 * len(units))


def spells_closely(latin: str, arabic: str) -> bool:
    """`spells`, and the vowels typed where the word writes its long vowels (`_distance` within `_typed_closely`): the
    skeleton alone reads "7ekaya" (حكاية, a story) as حياك and "syrian" as يسرني; a word a check lets pass unread for
    what it spells (a courtesy, `text.foreign_courtesy`) must be typed as that word, not merely share its consonants."""
    units = _units(latin.lower())
    readings = [(skeleton, pattern) for skeleton, pattern in _arabic_readings(fold(arabic)) if len(skeleton) >= MIN_SPELLED_CONSONANTS]
    for combo in islice(product(*[u.sounds for u in units if u.sounds]), MAX_SKELETON_VARIANTS):
        skeleton = tuple(c for c in combo if c)
        typed = _latin_pattern(units, combo)
        if any(skeleton == written_skeleton and _typed_closely(_distance(typed, written), units) for written_skeleton, written in readings):
            return True
    return False


class SkeletonIndex:
    """Corpus words by consonant skeleton."""

    def __init__(self, vocabulary: Vocabulary, min_chunks: int = 1) -> None:
        self.vocabulary = vocabulary
        self._by_skeleton: dict[tuple[str, ...], list[tuple[str, list[str]]]] = defaultdict(list)
        for word, n in vocabulary.words():
            if n < min_chunks or not word or not ("\u0621" <= word[0] <= "\u064a") or len(word) > 16:
                continue
            for skeleton, pattern in _arabic_readings(word):
                if skeleton:
                    self._by_skeleton[skeleton].append((word, pattern))

    def candidates(self, skeleton: tuple[str, ...]) -> list[tuple[str, list[str]]]:
        return self._by_skeleton.get(skeleton, [])


def _distance(typed: list[str], written: list[str]) -> float:
    """Edit distance between vowel/consonant patterns: a short vowel typed but not written costs
    little (Arabic leaves short vowels out); a written long vowel not typed, or a long vowel typed
    but not written, costs a whole letter."""
    rows, cols = len(typed), len(written)
    table = [[0.0] * (cols + 1) for _ in range(rows + 1)]
    for i in range(1, rows + 1):
        table[i][0] = table[i - 1][0] + _drop_cost(typed[i - 1])
    for j in range(1, cols + 1):
        table[0][j] = table[0][j - 1] + 1.0
    for i in range(1, rows + 1):
        for j in range(1, cols + 1):
            a, b = typed[i - 1], written[j - 1]
            same = a.rstrip("!") == b  # "A_" (short only) is never the written "A"
            table[i][j] = min(
                table[i - 1][j] + _drop_cost(a),
                table[i][j - 1] + 1.0,
                table[i - 1][j - 1] + (0.0 if same else 1.0),
            )
    return table[rows][cols]


def _drop_cost(unit: str) -> float:
    if unit.rstrip(_SHORT) in ("A", "W", "Y"):
        return 0.3
    return 1.0


@dataclass
class WordReading:
    typed: str
    arabic: str
    known: bool  # the corpus writes it (False: a letter-by-letter rendering)


def _plain(units: list[LatinUnit]) -> str:
    out = []
    for unit in units:
        if unit.sounds:
            out.append(_LATIN_PLAIN.get(unit.sounds[0], ""))
        elif unit.vowel.endswith("!"):
            out.append({"A!": "ا", "W!": "و", "Y!": "ي"}[unit.vowel])
    return "".join(out)


def _choose(word: str, index: SkeletonIndex, verb: bool = False) -> tuple[str, bool]:
    """`verb`: the stem of an Egyptian ات- verb ("et3adem"): with its three consonants typed, its short
    vowels are no letters, so a candidate writes no more long vowels than were typed long ("3adem" is
    عدم, not the adjective عظيم); a hollow stem ("ba3") keeps its long vowel (باع)."""
    units = _units(word)
    best = _score(word, index, verb)
    if best[0] is not None and _typed_closely(best[0], units):
        return best[1], True
    return _plain(units), False


def _score(
    word: str, index: SkeletonIndex, verb: bool = False, among: frozenset[str] | None = None, past: bool = False
) -> tuple[float | None, str]:
    """The closest corpus word to `word` and its score (lower is closer; None: no corpus word shares a
    skeleton with it); `among`: only those words; `past`: only a perfect's spelling (`_past_written`)."""
    units = _units(word)
    best: tuple[float, str] | None = None
    # a word-initial vowel is written with alef (`_units`): "erfa3o" is ارفعوا
    typed_long = sum(1 for u in units if u.vowel.endswith("!")) + (word[:1] in "aeiou" and units[0].vowel == "A")
    for combo in product(*[u.sounds for u in units if u.sounds]):
        skeleton = tuple(c for c in combo if c)
        if not skeleton:
            continue
        typed = _latin_pattern(units, combo)
        # a word-initial "o"/"u" is أو as often as أ ("ofimia" اوفيميه، "orobba" اوروبا; "om" ام)
        opening_o = word[:1] in "ou" and units[0].vowel == "A"
        # ء for 2 is the second choice: Egyptians type 2 mostly for the ق they pronounce as a glottal stop
        penalty = 0.5 * sum(1 for c in combo if c == "")
        for candidate, written in index.candidates(skeleton):
            if candidate in _NOT_TYPED or (among is not None and candidate not in among):
                continue
            if verb and len(skeleton) >= 3 and sum(1 for c in written if c in ("A", "W", "Y")) > typed_long:
                continue
            if past and not _past_written(word, candidate, written, typed_long, len(skeleton)):
                continue
            distance = _distance(typed, written)
            if opening_o:
                distance = min(distance, _distance([typed[0], "W", *typed[1:]], written))
            score = distance + penalty - COUNT_WEIGHT * math.log1p(index.vocabulary.count(candidate))
            if best is None or score < best[0]:
                best = (score, candidate)
        if sum(1 for _ in combo) > 8:
            break
    return (None, "") if best is None else best


def _past_written(typed: str, candidate: str, written: list[str], typed_long: int, consonants: int) -> bool:
    """Can `candidate` be the perfect typed as `typed` (a verb's place, `_VERB_SLOT`)? A perfect writes no long vowel
    inside it the writer did not type, as the ات- stem (`_choose`'s `verb`): its short vowels are no letters, so
    "edtahad" is اضطهد, not the verbal noun اضطهاد, "3ammad" عمد, not عماد, "fata7" فتح, not فاتح; but the hollow
    verb's one ا, typed short ("shal" شال, "2al" قال). Its last letter is no noun's ending the writer did not type: no
    ة or ه ("bana" بنى, not بانه) and no اء ("samma" سمى, not سماء); the defective verb's final ى/ا is its own."""
    if candidate.endswith("ء") or (candidate.endswith("ه") and not typed.endswith(("h", "o", "u"))):
        return False
    # an object's pronoun typed and written after the verb ("sammaha" سماها, "sammah" سماه): the letters before it
    ending = next((len(arabic) for latin, arabic in _OBJECT_ENDINGS if typed.endswith(latin) and candidate.endswith(arabic)), 0)
    if not ending and typed[-1:] not in _VOWELS and written[-1:] and written[-1] in ("A", "W", "Y"):
        return False  # a final vowel letter the writer did not type: "rgam" is رجم, not the accusative رجما
    inside = sum(1 for c in written[: len(written) - ending - 1] if c in ("A", "W", "Y"))
    hollow = consonants == 2 and typed[-1:] not in _VOWELS  # CaC: the written ا of قال
    return inside <= typed_long + hollow


# an object's pronoun as typed and as written, its letters in the written pattern (`_past_written`)
_OBJECT_ENDINGS = (("hom", "هم"), ("ha", "ها"), ("oh", "وه"), ("h", "ه"), ("o", "ه"))


# MSA distal demonstratives: an Egyptian Franco writer says "da", "de", "dol" (`FUNCTION_WORDS`), never these,
# so a name typed with their consonants is the name ("zakka" is Zacchaeus زكا, not ذاك: fq16-064).
_NOT_TYPED = frozenset("ذاك ذلك تلك اولئك أولئك هؤلاء هولاء".split())

_ARTICLE = ("el", "al", "il", "l")
# An epithet right after the name of the one it belongs to (`NAMES`) and its article, read as the epithet, not as
# the word its skeleton reads: "matta el 3ashar" is متى العشار (the tax collector); elsewhere "3ashar" keeps the
# ordinal's عاشر ("el 7ady 3ashar", a pope's "yo7anna el 3ashar").
_TAX_COLLECTORS = frozenset({"متي", "لاوي"})  # folded, as `NAMES` reads them
_NAME_EPITHETS = {"3ashar": ("عشار", _TAX_COLLECTORS), "3ashshar": ("عشار", _TAX_COLLECTORS)}
# A one-letter preposition typed apart ("le kenisa", "b eh", "be marad"): read as ل/ب, a word of its own before the next
# word's reading, as "lel"/"bel" are (`_PREPOSITION_ARTICLES`). "le"/"be" are French and English words too, so they were
# dropped, and "b" was glued to the Latin word, which then read as another ("b eh" -> "beh" ابيه "his father", "b esm"
# بسم: FRANCO42). Apart, not glued: the search reads "لبطرس" as another term than بطرس (stem.analyze strips no ل), and a
# question word keeps its own reading ("ب ايه", "ل فين"). A glued form listed itself is read so ("b kam" بكام). Only before
# a Franco word: "le" before English or a number stays out. `is_franco` still counts "le"/"be" as foreign.
_APART_PARTICLES = {"le": "ل", "li": "ل", "be": "ب", "bi": "ب", "b": "ب"}
_TO = ("le", "li")  # before a who-word: "le meen" (LOST40)


def _glued_reading(particle: str, following: str) -> bool:
    """Is the particle glued to the next word a listed form that reads as the two apart ("b kam" بكام = ب + كام)? Not
    "le eh": "leh" is ليه "why", while ل + إيه asks "to / for what" ("7awel el ba7r le eh": turned the sea into what)."""
    glued = FUNCTION_WORDS.get(particle[0] + following)
    return glued is not None and glued == _APART_PARTICLES[particle] + FUNCTION_WORDS.get(following, "")
# a preposition written apart with its article ("fel engeel" = في الإنجيل; "wel ard" = و الأرض, not ويل "woe")
_PREPOSITION_ARTICLES = {"wel": "و", "fel": "في", "fil": "في", "fl": "في", "bel": "ب", "lel": "ل", "mel": "من", "3al": "على"}
_ARTICLE_PREPOSITIONS = (
    ("fel", "في ال"), ("fil", "في ال"), ("fl", "في ال"), ("bel", "بال"), ("bil", "بال"), ("lel", "لل"), ("3al", "على ال"),
)


def _hymn_titles() -> dict[str, str]:
    titles: dict[str, str] = {}
    for canonical, variants in HYMN_TITLES.items():
        for variant in variants:
            if variant.isascii():
                titles[variant.lower()] = canonical
    return titles


_HYMNS = _hymn_titles()


@dataclass
class FrancoReading:
    arabic: str
    words: list[WordReading] = field(default_factory=list)
    dropped: list[str] = field(default_factory=list)  # English words mixed in, left out of the search

    def describe(self) -> str:
        return " ".join(f"{w.typed}→{w.arabic}" for w in self.words)


def latin_tokens(text: str) -> list[str]:
    return [t for t in re.split(r"[^a-z0-9']+", text.lower()) if t]


def franco_evidence(text: str, vocabulary: Vocabulary) -> tuple[int, int]:
    """(Franco-Arabic evidence, foreign evidence) over the Latin words of `text`."""
    franco = foreign = 0
    index = _index(vocabulary)
    for token in latin_tokens(text):
        if token.isdigit():
            continue
        if token in FOREIGN_WORDS:
            foreign += 1
        elif token in FUNCTION_WORDS or DIGIT_LETTER.match(token) or token in ("el", "al"):
            franco += 1
        elif len(token) >= 4 and _choose(token, index)[1]:
            franco += 1
    return franco, foreign


def is_franco(text: str, vocabulary: Vocabulary) -> bool:
    """Latin-script text that reads as Arabic: more Franco evidence than foreign, and at least one
    strong sign (a digit letter or an Egyptian function word), so a keyboard-noise skeleton
    ("zqxv wkrt") or a European sentence is not read as Arabic."""
    tokens = latin_tokens(text)
    lowered = " ".join(tokens)
    if any(re.search(rf"\b{re.escape(variant)}\b", lowered) for variant in _HYMNS):
        return True  # a Coptic hymn title in Latin letters ("ten theno")
    strong = any(t in FUNCTION_WORDS or (DIGIT_LETTER.match(t) and not t.isdigit()) or t in ("el",) for t in tokens)
    franco, foreign = franco_evidence(text, vocabulary)
    return strong and franco > foreign


@lru_cache(maxsize=4)
def _index_cached(key: int, vocabulary: Vocabulary) -> SkeletonIndex:
    return SkeletonIndex(vocabulary)


def _index(vocabulary: Vocabulary) -> SkeletonIndex:
    return _index_cached(id(vocabulary), vocabulary)


def prepare_index(vocabulary: Vocabulary) -> None:
    """Build the Latin-skeleton index over `vocabulary` now (a serving worker at start-up), not on
    the first Franco-Arabic question, which would wait ~0.4 s of CPU for it."""
    _index(vocabulary)


def _tokens(text: str) -> list[str]:
    """The question's words, lowered, its known phrases and hymn names joined first, a hyphened word split."""
    lowered = text.lower()
    for variant, canonical in sorted((_HYMNS | PHRASES).items(), key=lambda item: -len(item[0])):
        lowered = re.sub(rf"\b{re.escape(variant)}\b", f" {canonical} ", lowered)
    tokens = [raw.strip(".,;:!?\"()[]") for raw in re.split(r"\s+", lowered.strip())]
    return [part for token in tokens if token for part in _hyphen_parts(token)]


def transliterate(text: str, vocabulary: Vocabulary, names: frozenset[str] = frozenset()) -> FrancoReading:
    """The Arabic question a Franco-Arabic one stands for (Latin words only; Arabic and digits kept); `names`: `_as_name`."""
    index = _index(vocabulary)
    places = _name_places(text)
    reading = FrancoReading(arabic="")
    out: list[str] = []
    pending_article = ""
    subject_read = False  # a content word read: the question's opening name is behind it
    tokens = _tokens(text)
    for position, token in enumerate(tokens):
        if not FRANCO_TOKEN.match(token) or token.isdigit():
            out.append(pending_article + token if pending_article and not token.isdigit() else token)
            pending_article = ""
            continue
        if token in MIXED_ENGLISH and MIXED_ENGLISH[token]:
            reading.words.append(WordReading(token, MIXED_ENGLISH[token], True))
            out.append(MIXED_ENGLISH[token])
            continue
        if token in _TO and position + 1 < len(tokens) and FUNCTION_WORDS.get(tokens[position + 1]) == "مين":
            # "le meen" = لمين "to whom": the French-looking "le" is the glued preposition here, not dropped
            tokens[position + 1] = "lemeen"
            continue
        if token in _APART_PARTICLES and position + 1 < len(tokens) and _reads_as_franco(tokens[position + 1]):
            if _glued_reading(token, tokens[position + 1]):
                tokens[position + 1] = token[0] + tokens[position + 1]
            else:
                reading.words.append(WordReading(token, _APART_PARTICLES[token], True))
                out.append(_APART_PARTICLES[token])
            continue
        if token in _WHO_OR_NAME and _relation_follows(tokens, position, index):
            token = _WHO_OR_NAME[token]  # "mein tilmiz X", "mein abo X": who, in construct with a kin or a role
        if token in FOREIGN_WORDS and token not in FUNCTION_WORDS and token not in PARTICLES:
            reading.dropped.append(token)
            continue
        if token in _ARTICLE:
            pending_article = "ال"
            continue
        if token in _PREPOSITION_ARTICLES:
            out.append(_PREPOSITION_ARTICLES[token])
            reading.words.append(WordReading(token, _PREPOSITION_ARTICLES[token], True))
            pending_article = "ال"
            continue
        construct = _read_construct(token, index) if position + 1 < len(tokens) and tokens[position + 1] in _ARTICLE else None
        epithet, owners = _NAME_EPITHETS.get(token, (None, frozenset()))
        named_before = position >= 2 and tokens[position - 1] in _ARTICLE and NAMES.get(tokens[position - 2], "") in owners
        epithet = epithet if pending_article and named_before else None
        slot = _verb_slot(tokens, position, places) and not pending_article
        read = _read_word(token, index, opening=not subject_read and not slot, article=bool(pending_article), past=slot)
        arabic = construct or epithet or (read if pending_article else _name_at(token, read, index, names, places, out))
        subject_read = subject_read or (token not in FUNCTION_WORDS and token not in PARTICLES and not pending_article)
        if pending_article:
            arabic = _with_article(arabic, vocabulary)
            pending_article = ""
        reading.words.append(WordReading(token, arabic, True))
        out.append(arabic)
    reading.arabic = " ".join(out)
    return reading


# A hyphen inside a Latin word is a syllable break the writer typed ("estash-had" استشهد، "mas-goon" مسجون، "tima-thaous"
# تيموثاوس) or the Egyptian ات- prefix set off ("et-nafa" اتنفى، "et-rahbeb" اترهبن): the word read joined. Kept, the
# token is no Franco token and went to the search in Latin letters (FRANCO42 measured the join and withdrew it for two
# declines then answered; FRANCO44 takes it again with those declines read).
# "mein" is "who" (FUNCTION_WORDS' "meen") and a name (امين): read as a name (FRANCO42: "mein el 2eddis elly …" was lost
# read as who), as "who" only before a bare kin or role noun, whose name it asks ("mein tilmiz X", "mein om X"; KIN50):
# a name is no kin's or role's noun in construct.
_WHO_OR_NAME = {"mein": "meen"}


# "who + the relative" asks the doer of the verb that follows ("meen elly samma …", "min elly edtahad …"): that word is
# a verb, read as a perfect's spelling (`_past_written`) where the skeleton alone reads a noun sharing its consonants
# (سماء "sky" for "samma" سمى, the verbal noun اضطهاد for "edtahad"), and the who-did checks then saw no deed
# (FRANCOVERB70). The Egyptian forms are read as before: the ات- passive, the بـ/هـ imperfect, a plural's or a
# pronoun's ending.
_VERB_SLOT = ("مين", "اللي")


def _verb_slot(tokens: list[str], position: int, names_at: frozenset[str] = frozenset()) -> bool:
    """Does the token at `position` stand right after "who + the relative" ("meen elly", "mn illi"), or after the relative
    that describes an articled noun ("el wali elly 3azzab …": the governor who tortured; NAMESLOT84: read as the noun
    عذاب, the role's deed was lost and a sentence naming another governor answered "esmo eh")? There a name may stand too,
    the clause's subject ("el deir elli Nicola et-rahbeb feeh"): not a word where a name stands (`names_at`)."""
    if position >= 2 and tuple(FUNCTION_WORDS.get(t) for t in tokens[position - 2 : position]) == _VERB_SLOT:
        return True
    return (
        position >= 3 and FUNCTION_WORDS.get(tokens[position - 1]) == _VERB_SLOT[1] and tokens[position - 3] in _ARTICLE
        and tokens[position] not in names_at
    )


def _relation_follows(tokens: list[str], position: int, index: SkeletonIndex) -> bool:
    """Is the next token a kin or a role noun (`offices.RELATIONS`: tilmiz, om, abo, ebn, mrat …), read bare?"""
    if position + 1 >= len(tokens) or not _reads_as_franco(tokens[position + 1]):
        return False
    following = tokens[position + 1]
    reading = fold(FUNCTION_WORDS.get(following) or NAMES.get(following) or _read_word(following, index))
    return reading in RELATION_NOUNS


def _hyphen_parts(token: str) -> list[str]:
    """A Latin token with its inner hyphens joined ("estash-had" -> "estashhad")."""
    joined = token.strip("-").replace("-", "")
    return [joined] if "-" in token.strip("-") and FRANCO_TOKEN.match(joined) and not joined.isdigit() else [token]


def _reads_as_franco(token: str) -> bool:
    """Is the word after a preposition typed apart one the Franco reader reads (not English, not a number)?"""
    return bool(FRANCO_TOKEN.match(token)) and not token.isdigit() and (
        token not in FOREIGN_WORDS or token in FUNCTION_WORDS or token in PARTICLES or token in _ARTICLE
    )


def _with_article(word: str, vocabulary: Vocabulary) -> str:
    first, _, rest = word.partition(" ")
    if first.startswith("ال"):
        return word
    return ("ال" + first + (" " + rest if rest else "")).strip()


def _read_word(
    token: str, index: SkeletonIndex, opening: bool = False, article: bool = False, past: bool = False
) -> str:
    """`opening`: the question's first content word, where its subject's name stands before the verb
    ("omar el mo5tar mat emta"); only there a word is read as a name (`_word_or_name`). `past`: a verb's place
    (`_verb_slot`): read as a perfect's spelling when one is close enough, else as any word."""
    for table in (FUNCTION_WORDS, PARTICLES, NAMES, WORDS):
        if token in table:
            return table[token]
    token = _opening_hamza(token)
    for prefix, arabic in _ARTICLE_PREPOSITIONS:
        if token.startswith(prefix) and len(token) - len(prefix) >= 3 and not _reads_whole(token, prefix, index):
            rest = token[len(prefix) :]
            return f"{arabic}{_read_word(rest, index)}".replace("ال ال", "ال")
    if _glued_article(token, index):
        return "ال" + _read_word(token[2:], index)
    for prefix, arabic in _TITLE_PREFIXES:
        rest = token[len(prefix) :]
        if token.startswith(prefix) and rest in NAMES:
            return f"{arabic} {NAMES[rest]}"  # "anbabishoy"
        if token.startswith(prefix) and len(rest) >= 3:
            word, known = _choose(rest, index)
            glued, glued_known = _choose(token, index)
            if known and not glued_known:
                return f"{arabic} {word}"
    imperfect = _aspect(token, index)
    if imperfect is not None:
        return imperfect
    if token.startswith(("et", "it")) and len(token) >= 5 and token[2] not in _VOWELS:
        # the ات- perfect/passive ("et2atal" = اتقتل): the verb read alone, the prefix kept
        verb, known = _choose(token[2:], index, verb=True)
        if known:
            return "ات" + verb
    # "el malha": an article's noun takes no pronoun
    with_pronoun = None if article else _with_pronoun(token, index)
    if with_pronoun is not None:
        return with_pronoun
    plural = None if article else _with_plural(token, index, opening)
    if plural is not None:
        return plural
    return (past and _perfect(token, index)) or (_word_or_name(token, index) if opening else _choose(token, index)[0])


def _opening_hamza(token: str) -> str:
    """The token with a word-initial 2 before a consonant read as the vowel of an opening alif ("25taro" -> "e5taro",
    اختاروه: ekhtaroh), else itself. A 2 before a vowel is ق ("2a3ad" قعد: `_units`), but no Arabic word opens on two
    consonants: read there as ق it made a word that is none ("قختر": fq53-045's who-chose read as no deed;
    DOERSAID74)."""
    opens = len(token) >= 4 and token[0] == "2" and token[1] not in _VOWELS and token[1] != "'"
    return "e" + token[1:] if opens else token


def _perfect(token: str, index: SkeletonIndex) -> str | None:
    """The closest corpus word a perfect's spelling allows (`_past_written`), when close enough to what was typed."""
    score, verb = _score(token, index, past=True)
    return verb if score is not None and _typed_closely(score, _units(token)) else None


# A pronoun typed glued to its word: "rasha" راسها، "2alhom" قالهم، "yegiblo" يجيبله. Its consonants join the
# word's skeleton, so read whole the word is another (رش، لحوم، جبل: FRANCO29's dev losses). The word is read
# without it when that reading is closer to what was typed, by more than the suffix's own letters cost.
_H_DIGRAPH_FIRSTS = "skgtdc"  # letters an "h" after makes one sound with (sh, kh, gh, th, dh, ch)
_PRONOUNS = (("lohom", "لهم"), ("laha", "لها"), ("hom", "هم"), ("ha", "ها"), ("lo", "له"))
PRONOUN_COST = 0.3
MIN_PRONOUN_STEM = 3


def _listed(word: str) -> str | None:
    """The Arabic a table lists for a Latin word (`FUNCTION_WORDS`, `PARTICLES`, the words table), one word only."""
    for table in (FUNCTION_WORDS, PARTICLES, WORDS):
        if word in table and " " not in table[word]:
            return table[word]
    return None


def _with_pronoun(token: str, index: SkeletonIndex) -> str | None:
    for suffix, arabic in _PRONOUNS:
        stem = token[: -len(suffix)]
        if not token.endswith(suffix) or len(stem) < MIN_PRONOUN_STEM:
            continue
        if suffix == "ha" and stem[-1] in "aeiouyw" + _H_DIGRAPH_FIRSTS:
            return None  # "kasha", "malha" after a vowel; "s"+"h" is the digraph ش as often as a suffix
        listed = _listed(stem)
        if listed is not None:
            return listed + arabic  # "3amalha": the table's عمل + ها, not the skeleton's noun عاملها (FRANCO44)
        # a perfect's shape ("katab", "3amal") before the pronoun is the verb: no long vowel the writer did not type,
        # as `_with_plural` reads the stem before a plural ending ("katabha" كتبها, not the noun كتابها "her book"); the
        # stem is weighed against the whole word by its closest reading, verb or noun, so a verb rarer than its noun
        # does not give the pronoun up (read whole, "katabha" is كتابه)
        stem_score, word = _score(stem, index)
        verb_score, verb = _score(stem, index, verb=True) if _PAST_SHAPE.match(stem) else (None, "")
        if verb_score is not None and _typed_closely(verb_score, _units(stem)) and verb[-1] not in "اويهة":
            stem_score, word = min(verb_score, verb_score if stem_score is None else stem_score), verb
        if stem_score is None or not _typed_closely(stem_score, _units(stem)) or word[-1] in "اويهة":
            return None  # a stem read with a final vowel letter or ة is no word a pronoun glues to as typed
        whole_score, _ = _score(token, index)
        if whole_score is not None and whole_score <= stem_score + PRONOUN_COST:
            return None
        return word + arabic
    return None


# The article typed "al" glued to its noun, the letters of the Arabic spelled one by one ("alywm" اليوم, "al2dys"
# القديس, "albaba" البابا, "alkahn" الكاهن; FAITH41): read whole, the ا-less skeleton finds an ل-word (ليوم، لبب،
# لكهن). Taken only when the whole token reads no word with the article ("allef" الف، "alhan" الحان، "alrb" الرب
# stay whole) and the rest, read alone, is closer to a corpus word than the whole token; y and w are consonants
# here ("alywm", "alwlayat").
_AL = "al"
_PLAIN_VOWELS = frozenset("aeiou")
MIN_GLUED_ARTICLE_TOKEN = 5


def _glued_article(token: str, index: SkeletonIndex) -> bool:
    """The token is the article glued to its noun: "el" before a consonant ("elkenisa"), or "al" (above)."""
    if token.startswith("el") and len(token) >= MIN_GLUED_ARTICLE_TOKEN and token[2] not in _VOWELS:
        return True
    if not (token.startswith(_AL) and len(token) >= MIN_GLUED_ARTICLE_TOKEN and token[len(_AL)] not in _PLAIN_VOWELS):
        return False
    rest_score, _ = _score(token[len(_AL) :], index)
    whole_score, whole = _score(token, index)
    if whole.startswith(ARABIC_ARTICLE):  # read whole, the article is there ("allef" الف، "alhan" الحان)
        return False
    return rest_score is not None and (whole_score is None or rest_score < whole_score)


def _reads_whole(token: str, prefix: str, index: SkeletonIndex) -> bool:
    """A word that only looks like a glued "fel"/"bel"/"lel" + article: read whole it is a corpus word
    at least as close to what was typed as its rest read alone ("felemon" فيليمون، "floos" فلوس، not في
    + امن / اس). The rest must start with a consonant to be an article's noun at all: "fel" + "emon" is
    not "fel" + "el" + a noun."""
    rest = token[len(prefix) :]
    whole_score, _ = _score(token, index)
    if whole_score is None:
        return False
    if rest[0] in _VOWELS:
        return True
    rest_score, _ = _score(rest, index)
    return rest_score is None or whole_score <= rest_score


# The Egyptian imperfect's aspect prefix typed in Latin letters, before the person letter y/t/n: the habitual b-
# ("bey2ool" بيقول، "bet2ool"/"bt2ol" بتقول، "bnrod" بنرد، "beyotlob" بيطلب) and the future h-/ha-/he- ("hayroo7" هيروح،
# "hatenkerni" هتنكرني، "han2ool" هنقول، "hyeegy" هييجي). The prefix's vowel letters are no consonants, so read whole
# the word is a noun (بقول، بتول، حقول: FRANCO29's and FRANCO36's losses); read as the prefix + the imperfect
# ("y2ool" يقول) it is the verb, which text/colloquial.py then brings to the corpus's يقول. Taken only when the
# imperfect is closer to what was typed than the whole word ("benyamin" stays بنيامين, "haykal" هيكل).
_HABITUAL = re.compile(r"^b(?:e|i)?(?=[ytn])|^bi(?=[^aeiouytn])")
_FUTURE = re.compile(r"^h(?:a|e)?(?=[ytn])")
# The future's first person has no person letter: "ha" + the stem, the ا of أقول written after the ه ("ha2ool" هاقول,
# "ha7tag" هاحتاج; text/colloquial.py reads اقول، احتاج). Nothing in the spelling tells it from a word whose ح the
# writer typed h ("hamal" حمل، "hasad" حسد: امل، اسد lie as close), so it must be closer than the whole word by
# FIRST_PERSON_MARGIN (franco-verbs: "ha2oom" اقوم over حام, "ha2ool" اقول over حقول; RESULTS FRANCO36).
_FUTURE_FIRST_PERSON = re.compile(r"^ha(?=[^aeiouytnwh])")
FIRST_PERSON_MARGIN = 0.5  # h-nouns +0.08..+0.36 closer as a first person, the verbs +0.63, +1.54 (RESULTS FRANCO36)
MIN_HABITUAL_STEM = 3


def _aspect(token: str, index: SkeletonIndex) -> str | None:
    """The habitual بـ or future هـ + the imperfect a Latin word stands for, or None (read it otherwise)."""
    if token in FUNCTION_WORDS or token in PARTICLES:
        return None
    for pattern, prefix in ((_HABITUAL, "ب"), (_FUTURE, "ه")):
        match = pattern.match(token)
        if match is None:
            continue
        rest = token[match.end() :]
        if match.group(0) == "bi":
            rest = "y" + rest  # "bi2ool": the i is the person's ي
        person, stem = rest[0], rest[1:].lstrip("aeiou")  # "beyotlob": y + tlob
        if len(stem) < MIN_HABITUAL_STEM or stem[0] in "aeiouy":  # a w there is the stem's و ("hayewras" هيورث)
            return None
        return _imperfect(token, prefix, person, stem, index)
    match = _FUTURE_FIRST_PERSON.match(token)
    if match is not None and len(token) - match.end() >= MIN_HABITUAL_STEM - 1:
        return _imperfect(token, "ه", "a", token[match.end() :], index, margin=FIRST_PERSON_MARGIN)
    return None


def _imperfect(token: str, prefix: str, person: str, stem: str, index: SkeletonIndex, margin: float = 0.0) -> str | None:
    """`prefix` + the imperfect `person` + `stem` reads as, its plural ending read as one ("beyesallo" بيصلوا, not the
    whole بيصل), when that is closer to what was typed than the whole word by more than `margin`."""
    ending = _plural_ending(stem)
    if ending is not None and len(stem) - len(ending[0]) >= MIN_HABITUAL_STEM - 1:
        bare = person + stem[: -len(ending[0])]
        suffix = ending[1] or "وا"  # after a person letter a single "-o" is the plural
    else:
        bare, suffix = person + stem, ""
    verb_score, verb = _score(bare, index)
    first = "ا" if person == "a" else "يتن"
    if verb_score is None or verb[:1] not in first or not _typed_closely(verb_score, _units(bare)):
        return None
    whole_score, whole = _score(token, index)
    if whole_score is not None and whole_score <= verb_score + margin:
        return None
    whole_known = whole_score is not None and _typed_closely(whole_score, _units(token))
    distance = verb_score + COUNT_WEIGHT * math.log1p(index.vocabulary.count(verb))
    if prefix == "ه" and ((whole_known and whole.startswith("ه")) or (not whole_known and distance >= 1.0)):
        # the future's h is also the ه of a noun the corpus writes ("haykal" هيكل, not ه + يقال); with no corpus word
        # for the whole, a stem read with a typed letter or long vowel lost ("hatmoot" تمت) is no reading of it: the
        # letter-by-letter هتموت is kept, which text/colloquial.py reads
        return None
    return prefix + verb + suffix


# The Egyptian plural ending of a verb, typed "-o"/"-oo"/"-ou"/"-u" (وا), and with an object pronoun after it
# ("ragamooh" رجموه, "kalooha" كلوها, "darabohom" ضربوهم). Read whole, the ending's vowel is a short vowel the
# skeleton drops for nothing, so the stem is read as the nearest longer word: "2asamo" قاسم، "tebe3o" طبع، "da5aloo"
# داخل (FRANCO36's losses). A single "-o" is also "his" on a noun ("amwalo" امواله): then the word is read as before.
_PLURAL_ENDINGS = (
    ("oohom", "وهم"), ("ohom", "وهم"), ("ooha", "وها"), ("oha", "وها"), ("ooh", "وه"), ("oh", "وه"),
    ("oo", "وا"), ("ou", "وا"), ("u", "وا"), ("o", ""),  # "": the plural or "his", see `_with_plural`
)
# what a whole-word reading must end with to have read a single "-o" itself ("saggado" سجدوا، "3omro" عمره)
_ENDING_WRITTEN = ("و", "وا", "ه")


# the Egyptian perfect's shape, three consonants with a short vowel between each ("2ata3", "shebe3", "ragam"): before a
# single "-o" the plural, where after a noun's shape it is "his" ("2albo" قلبه، "amwalo" امواله، "hedoomo" هدومه)
_PAST_SHAPE = re.compile(r"^(?:[^aeiouwy]|sh|kh|gh|th)[aei](?:[^aeiouwy]|sh|kh|gh)[aei][^aeiouwy]$")


# A single "-oh" is the Egyptian "his" on a noun as often as the plural + "him" on a verb ("ebnoh" ابنه, "rgloh" رجله;
# "ragamoh" رجموه): read as the verb's only on a verb's shape — the perfect (`_PAST_SHAPE`, or its middle letter doubled:
# "nazzel", "gawwez"), the imperfect's person letter ("ysam"), a derived perfect's opening vowel ("ekhtar", "et2abal");
# read whole elsewhere (the noun's ابنوه، اسموه، بيتوه searched words no record writes; FRANCOREAD79).
_HIS_OR_THEIRS = frozenset({"oh"})
_CONSONANT = r"(?:[^aeiouwy]|sh|kh|gh|th)"
_VERB_SHAPE = re.compile(
    rf"{_PAST_SHAPE.pattern}|^{_CONSONANT}[aei]([^aeiou])\1[aei][^aeiouwy]$|^[ytn]|^[ei]{_CONSONANT}{{2}}[aeiou]+[^aeiouwy]"
)


def _his(stem: str, index: SkeletonIndex) -> str | None:
    """A noun + "his" (ه): the noun read alone as closely as any word, else None (the whole word is read)."""
    score, word = _score(stem, index)
    known = score is not None and _typed_closely(score, _units(stem))
    return word + "ه" if known and word[-1] not in "اويهة" else None


def _plural_ending(word: str) -> tuple[str, str] | None:
    for typed, arabic in _PLURAL_ENDINGS:
        if word.endswith(typed) and len(word) > len(typed) and word[-len(typed) - 1] not in _VOWELS:
            return typed, arabic
    return None


def _with_plural(token: str, index: SkeletonIndex, opening: bool = False) -> str | None:
    """A Latin word read as its stem + a plural (or "his") ending, when its whole reading does not write the
    ending and the stem is a corpus word read as closely: "2asamo" قسموا، "ragamooh" رجموه، "da5alooha" دخلوها.
    `opening` (the question's first content word): not when read whole it is a name the corpus titles ("marko")."""
    ending = _plural_ending(token)
    if ending is None:
        return None
    typed, arabic = ending
    stem = token[: -len(typed)]
    if len(stem) < MIN_PRONOUN_STEM:
        return None
    if typed in _HIS_OR_THEIRS and not _VERB_SHAPE.match(stem):
        return _his(stem, index)
    _, whole = _score(token, index)
    if whole.endswith((arabic,) if arabic else _ENDING_WRITTEN) or (opening and index.vocabulary.titled(whole)):
        return None  # the whole word is read with the ending written ("saggado" سجدوا)
    # the stem as a verb (no long vowel the writer did not type: "2asam" قسم, not قاسم) or as read whole ("3adam"
    # عظام): the one the corpus writes with the ending more ("3adamo": عظامه, so "his"), the verb when it writes neither
    def written(word: str, end: str) -> int:
        return sum(index.vocabulary.count(glue + word + end) for glue in ("", "و", "ف"))

    stems: list[str] = []
    for verb in (True, False):
        stem_score, word = _score(stem, index, verb=verb)
        if stem_score is not None and _typed_closely(stem_score, _units(stem)) and word[-1] not in "اويهة":
            stems.append(word)
    if not stems:
        return None
    endings = [arabic] if arabic else ["وا", "ه"]
    word = max(stems, key=lambda w: (sum(written(w, end) for end in endings), w == stems[0]))
    if not arabic:
        # a single "-o": on a perfect typed with its two vowels the plural ("2ata3o" قطعوا, not قطعه "a piece"),
        # elsewhere "his" ("amwalo" امواله); the other when the corpus writes only the other on this stem. "His" is
        # not read off: the stem's own search terms hold it already, and a verb's object pronoun ("y7raso" يحرسه) is
        # a term the sentence writes otherwise ("ليحرسوه"): fresh dev fq20-037 was lost so (RESULTS FRANCO36)
        first, second = ("وا", "ه") if _PAST_SHAPE.match(stem) else ("ه", "وا")
        arabic = second if written(word, second) and not written(word, first) else first
        if arabic == "ه":
            return None
    return word + arabic


def _word_or_name(token: str, index: SkeletonIndex) -> str:
    """The corpus word a Latin word stands for; for one opening with a vowel, the name it stands for
    when the corpus titles a record with that name and not with the word. A name keeps its usual Latin
    spelling, which drops an opening ع ("omar" عمر, "osman" عثمان, "abbas" عباس), where a Franco writer
    types 3 for the ع of a common word ("3omr" عمر age): read with the ع, "omar" is a name the corpus
    titles ("عمر المختار"), read as typed it is أمر, a word no title uses. Read only for the question's
    first content word, the subject named before its verb: later words ("3ala Orobba") keep the typed reading."""
    word, known = _choose(token, index)
    if token[0] in "aeiou" and not index.vocabulary.titled(word):
        name, name_known = _choose("3" + token, index)
        if name_known and index.vocabulary.titled(name):
            return name
    return word


# A Latin name lies as close to a common word sharing its consonants as to the name ("nathanael": نتناول 1.44 against
# نثنائيل 1.46; "haggai": حجه, حجي), and the skeleton's frequency tie-break gives it to the word, so the person is lost
# and the question searches another record's words (OTHERREC54's Franco lines). A word the skeleton reads is read as
# the name the corpus writes (`corpus_names`) when that name scores within NAME_MARGIN of the word (RESULTS FRANCONAME55).
NAME_MARGIN = 0.3  # one short vowel: "nathanael" +0.02, "haggai" +0.07; "lawy" (لاوي +0.75) stays لوي


def _name_places(text: str) -> frozenset[str]:
    """Where a name stands: the question's first word (its subject, named before the verb: "nathanael kan …") and the
    words written with a capital after it ("… elli Nicola et-rahbeb feeh"); lower-cased, as `transliterate` reads them.
    `transliterate` adds a lowercase word right after a title read (`support.HONORIFICS`: "el 2eddis sergios", "anba
    …"; RISKS57)."""
    words = [found.replace("-", "") for found in re.findall(r"[A-Za-z0-9'-]*[A-Za-z][A-Za-z0-9'-]*", text)]
    return frozenset(word.lower() for i, word in enumerate(words) if i == 0 or (word[0].isupper() and word[1:].islower()))


def _titled(places: frozenset[str], out: list[str], token: str) -> frozenset[str]:
    """The name places with `token` added when the word read before it is a title ("el 2eddis sergios": القديس)."""
    return places | {token} if out and fold(out[-1]) in HONORIFICS else places


def _as_name(token: str, read: str, index: SkeletonIndex, names: frozenset[str], places: frozenset[str]) -> str:
    """`read`, or the corpus name `token` stands for when the skeleton read it as a look-alike word (above); only in
    a place where a name stands (`_name_places`) and for a word no table reads."""
    if token not in places or not names or read in names or " " in read or index.vocabulary.titled(read):
        return read
    if _listed_anywhere(token):
        return read
    word_score, word = _score(token, index)
    if word != read or word_score is None:
        return read  # read by a table, a prefix, an ending or a pronoun, not by the skeleton alone
    name_score, name = _score(token, index, among=names)
    known = name_score is not None and _typed_closely(name_score, _units(token))
    return name if known and name_score is not None and name_score <= word_score + NAME_MARGIN else read


def _name_at(
    token: str, read: str, index: SkeletonIndex, names: frozenset[str], places: frozenset[str], out: list[str]
) -> str:
    """`read`, or the name it stands for where a name stands: after a title only a name follows (`_after_title`), or
    in the question's name places (`_as_name`)."""
    if out and fold(out[-1]) in NAME_TITLES:
        return _after_title(token, read, index, names)
    return _as_name(token, read, index, names, _titled(places, out, token))


# The titles a name follows and nothing else: support.HONORIFICS less the office nouns (offices.OFFICES: البابا، الوالي،
# الملك …), which also stand bare before their verb ("el wali 3azzebo"). After "anba", "el 2edees", "mar", "el shahid" the
# reader types a name, which the skeleton read as the commonest word of its consonants ("anba Bolla" بلا for بولا, "el
# 2edees Sawa" سوي for صاوا) and the question was answered from any record writing that word (FRANCOREAD79).
NAME_TITLES = frozenset(title for title in HONORIFICS if title.removeprefix(ARABIC_ARTICLE) not in OFFICES)


def _after_title(token: str, read: str, index: SkeletonIndex, names: frozenset[str]) -> str:
    """The name a Latin word after a title (`NAME_TITLES`) stands for: `read` when a table reads the word or the corpus
    writes `read` as a name or a record's title; else the corpus name closest to what was typed, however closer a common
    word lies (held to the bound `_choose` holds any word to); else `read`. Not the typed letters rendered plainly where
    no name fits: the corpus writes names `corpus_names` misses ("el 2eddis Nicola" نيقولا), which the plain letters
    lost (RESULTS FRANCOREAD79). A store that keeps no names (`names` empty) reads as before."""
    if not names or _listed_anywhere(token) or " " in read or read in names or index.vocabulary.titled(read):
        return read
    if _score(token, index)[1] != read:
        return read  # read by a prefix, an ending or a pronoun ("mametha" her mother): no bare name
    name_score, name = _score(token, index, among=names)
    known = name_score is not None and _typed_closely(name_score, _units(token))
    if name.startswith(_CONJUNCTION) and not token.startswith(_CONJUNCTION_TYPED):
        return read  # a name the corpus writes glued to و ("وفليمون"), which the writer did not type: "Felemon" فيليمون
    return name if known else read


_CONJUNCTION, _CONJUNCTION_TYPED = "و", ("w", "o", "u")


def _listed_anywhere(token: str) -> bool:
    """Is the Latin word read by a table (function words, particles, names, words; "mein", who or a name)?"""
    return any(token in table for table in (FUNCTION_WORDS, PARTICLES, NAMES, WORDS, _WHO_OR_NAME))


def _read_construct(token: str, index: SkeletonIndex) -> str | None:
    """A noun before an article ending in t ("2esset el", "awshet el", "salat el"): the ة of a
    construct state, when the noun without it reads as a corpus word ending in ة (folded ه)."""
    if not (token.endswith(("et", "at", "it")) and len(token) >= 4) or token in FUNCTION_WORDS:
        return None
    if token in NAMES or token in WORDS or token[:-2] + "a" in WORDS:
        return (WORDS | NAMES).get(token) or WORDS[token[:-2] + "a"]  # "3alamet el" علامة: the table's word
    word, known = _choose(token[:-2] + "a", index)
    return word if known and word.endswith("ه") else None
