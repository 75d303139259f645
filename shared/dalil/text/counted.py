"""The noun a count asks ("كم يوما", "كام مرة", "كم عدد الخنازير") and the forms a passage counts it in.

A passage states a count with the counted noun in its dual ("مرتين", "يومين", "دينارين", "سنتين") or, after
three to ten, in its plural, often a broken one ("ثلاثة أيام", "ثلاث مرات", "ثمانية أشهر", "الخنازير",
"الأنفس", "سبع سلال"). The stemmer strips suffixes only: "مرتين" stays مرتين, "سنتين" becomes نتين, "أيام"
ايام, none of them the question's مره, سنه, يوم. So the verse that holds the count ("وكان ثلاثة أيام لا
يبصر", "أصوم مرتين في الأسبوع") lost the counted noun at the evidence floor, the excerpt check and the
sentence score, and was declined as weak evidence or uncovered (LOST43, benchmarks/trust/RESULTS.md).

`count_forms(question)`: each word of the question that is the noun a count word governs — the word right
after "كم/كام/بكم" (or after "كم عدد"/"كم كان عدد"; a number word is no noun) — with the words that state
that noun in a count: its duals (made by rule: "مرة" -> "مرتين", "مرتان"; "يوم" -> "يومين", "يومان") and
its plurals (`COUNTED_PLURALS`, and the one table of broken plurals, `expansion.PLURALS`). Only a noun of
those tables is read: a verb after "كم" ("كم دفع") or a noun they lack keeps its own terms. Read by
`egyptian_verbs.term_readings`, the one reading of a question's terms that the evidence floor and the
answerer both call. Only the counted noun is read so: "يوم" elsewhere in a question ("يوم الخمسين") is no
count.
"""

from __future__ import annotations

from functools import lru_cache

from dalil.text.assertions import is_number
from dalil.text.expansion import PLURALS
from dalil.text.glued import GLUED_CONJUNCTIONS, particle_forms
from dalil.text.normalize import fold, folded_words
from dalil.text.quantifiers import FEW, SEVERAL, SOME, quantifier
from dalil.text.question_words import HOW_MANY
from dalil.text.stem import COPULAS, STOPWORDS

# A counted noun's plurals a count states it in (folded singular -> plurals), for the units and things
# counted in narratives that the broken-plural table (`expansion.PLURALS`, shared with search) lacks. Each
# plural is of that noun alone: "سنين/سنوات" are years, "أشهر/شهور" months.
COUNTED_PLURALS: dict[str, tuple[str, ...]] = {
    "يوم": ("ايام",),
    "سنه": ("سنين", "سنوات"),
    "شهر": ("اشهر", "شهور"),
    "اسبوع": ("اسابيع",),
    "ساعه": ("ساعات",),
    "مره": ("مرات",),
    "نفس": ("انفس", "نفوس"),
    "خنزير": ("خنازير",),
    "سمكه": ("سمك",),
    "قفه": ("قفف",),
    "سله": ("سلال",),
    "رغيف": ("ارغفه",),
    "جره": ("جرار",),
    "دينار": ("دنانير",),
    "بنت": ("بنات",),
    "ابن": ("ابناء", "بنين"),
    "زوج": ("ازواج",),
    "رجل": ("رجال",),
    "جندي": ("جنود",),
    "عسكري": ("عسكر",),
    "سراج": ("سرج",),
}

# "كم عدد الأنفس", "كم كان عدد الخنازير": the count's own noun, then the noun counted.
_COUNT_NOUN = "عدد"


# The folded word, then its forms without a leading article or glued particle ("الخنازير" -> "خنازير"), the word
# itself first: `glued.particle_forms`, leaving two letters.
_BARE_REST = 2


def _singular(word: str) -> str:
    """The written accusative alif off an indefinite singular ("يوما" -> "يوم", "شهرا", "نفسا")."""
    return word[:-1] if word.endswith("ا") and len(word) > 3 else word


@lru_cache(maxsize=1)
def _plurals() -> dict[str, tuple[str, ...]]:
    """singular -> plurals: `COUNTED_PLURALS` and each group of `expansion.PLURALS` (its first word the
    plural, the others its singulars)."""
    table = {singular: list(plurals) for singular, plurals in COUNTED_PLURALS.items()}
    for plural, *singulars in PLURALS:
        for singular in singulars:
            table.setdefault(singular, []).append(plural)
    return {singular: tuple(plurals) for singular, plurals in table.items()}


def duals(singular: str) -> tuple[str, ...]:
    """The dual forms of a folded singular noun: a closing ة (folded ه) becomes ت ("مره" -> "مرتين", "مرتان")."""
    stem = singular[:-1] + "ت" if singular.endswith("ه") else singular
    return (stem + "ين", stem + "ان")


def counted_noun_forms(word: str) -> frozenset[str]:
    """The (folded) words that state the counted noun `word` in a count: its duals and plurals; none for a
    word that is no counted noun of the tables (a verb after "كم": "كم دفع", "بكم باع")."""
    table = _plurals()
    for form in particle_forms(fold(word), _BARE_REST):
        singular = _singular(form)
        if singular in table:
            return frozenset({*duals(singular), *table[singular]})
        for single, plurals in table.items():  # asked in the plural ("كم عدد الخنازير")
            if form in plurals:
                return frozenset({single, *duals(single), *plurals} - {form})
    return frozenset()


def _is_number(word: str) -> bool:
    return any(ch.isdigit() for ch in word)


def counted_nouns(question: str) -> list[str]:
    """The words of the question (as written, folded) that a count word governs: right after "كم/كام/بكم",
    or after the count's own noun "عدد" there ("كم عدد الأنفس", "كم كان عدد الخنازير")."""
    words = fold(question).split()
    found = []
    for i, word in enumerate(words):
        if word not in HOW_MANY:
            continue
        j = i + 1
        while j < len(words) and words[j] in COPULAS:
            j += 1
        if j < len(words) and _COUNT_NOUN in particle_forms(words[j], _BARE_REST):
            j += 1
        if j < len(words) and not _is_number(words[j]):
            found.append(words[j])
    return found


def count_forms(question: str) -> dict[str, frozenset[str]]:
    """Each counted noun of the question (`counted_nouns`) -> the words that state it in a count."""
    return {word: forms for word in counted_nouns(question) if (forms := counted_noun_forms(word))}


# A count's quantity words around its noun: "عدة مرات", "بضع مرات" before it (`quantifiers`: several, some, few), "مرات
# كثيرة" after it.
_QUANTITIES_BEFORE = frozenset({SEVERAL, SOME, FEW})
_BEFORE_BARE = folded_words("بضع بضعه")
_PLENTY_AFTER = folded_words("كثيره عديده متعدده")


def counted_as(words: list[str], i: int) -> str | None:
    """What the folded word at `i` is where a count stands around it: the singular whose counted plural it is ("مرات" ->
    "مره", times), or the number itself ("ألف", a thousand); else None. A count stands where Arabic puts it
    (`_in_a_count`): a number or a word of quantity right before the word ("ثلاث مرات", "عدة مرات", "ثلاثين ألف"), a
    word of plenty right after it ("مرات كثيرة"), a number right after a noun ("تلاميذ ثلاثة"), the count's own noun
    right before it ("عدد مرات", "عددهم ألف"), or a number with that noun a few words before ("وكان عدد الرهبان ألفا",
    RISKS54).

    A counted word is that count's noun, never the word it is spelled like: not the Egyptian "مرات" (his wife) of
    "مرات السلطان كانت اسمها إيه", nor the verb "ألّف" (wrote) of "مين اللي ألف …" (PINNED51: fq33-004, fq34-002)."""
    if not 0 <= i < len(words) or not _in_a_count(words, i):
        return None
    word = words[i]
    if is_number(word):
        return word
    return next((singular for singular, plurals in _plurals().items() if word in plurals), None)


# The count's noun ("عدد") with a glued conjunction or a pronoun ("وعدد", "عددهم"); a number this many words after it
# is its count ("كان عدد تلاميذه اثني عشر", "وكان عدد الرهبان في الدير ألفا").
_COUNT_NOUN_FORMS = frozenset(
    f"{c}{_COUNT_NOUN}{p}" for c in ("", *GLUED_CONJUNCTIONS) for p in ("", "ه", "ها", "هم", "هن", "هما")
)
_COUNT_REACH = 4


def _in_a_count(words: list[str], i: int) -> bool:
    before = words[i - 1] if i else ""
    after = words[i + 1] if i + 1 < len(words) else ""
    if before and (is_number(before) or before in _BEFORE_BARE or quantifier(words, i - 1) in _QUANTITIES_BEFORE):
        return True
    if after in _PLENTY_AFTER or before in _COUNT_NOUN_FORMS:
        return True
    if is_number(words[i]):
        return any(w in _COUNT_NOUN_FORMS for w in words[max(0, i - _COUNT_REACH) : i])
    # a number after the noun counts it where nothing is counted after the number: "مرات سبعا", "تلاميذ ثلاثة ."; in
    # "ألف ثلاثة كتب", "رسم سبعة أساقفة" the number counts the noun after it and the word before it is the verb
    closing = words[i + 2] if i + 2 < len(words) else ""
    return bool(after) and is_number(after) and not _is_number(words[i]) and (not closing or closing in STOPWORDS)
