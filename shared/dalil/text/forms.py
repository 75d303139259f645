"""What a folded word may be written as in an excerpt (`word_forms`: without a run of glued
particles or a glued title), and the month names (`MONTH_WORDS`) a word of that shape may be
instead of a name or an office. Below `text.offices` and `text.assertions`, which both read them."""

from __future__ import annotations

from collections.abc import Collection
from functools import lru_cache

from dalil.text.coptic_calendar import GREGORIAN_MONTH_NAMES, coptic_month_variants, month_number
from dalil.text.normalize import fold

# Particles glued before a word (folded), longest first: و ف ب ل ك, the article, and their
# combinations (also what `text.restated` takes off a word); and the
# titles the corpus glues to names ("مارمرقس", "انبابيشوي" — as `retrieval.names` reads titles).
GLUED_PARTICLES = ("وبال", "فبال", "وكال", "وال", "فال", "بال", "كال", "ولل", "فلل", "لل", "ال", "و", "ف", "ب", "ل", "ك")
# The pronouns glued AFTER a word (folded), by person, longest first: the one table the readings
# strip or match them by. Which persons a reading takes is its own question: a name never carries
# one, so the third person marks a conjunct or a verb; a particle takes any person ("عندكم", "لأنه").
THIRD_PERSON_PRONOUNS = ("هما", "هم", "هن", "ها", "ه")
SECOND_PERSON_PRONOUNS = ("كما", "كم", "كن", "ك")
# a noun or a particle takes ي for "my"; the verb's "me" is ني (pronoun_roles reads it)
POSSESSIVE_PRONOUNS = tuple(sorted((*THIRD_PERSON_PRONOUNS, *SECOND_PERSON_PRONOUNS, "نا", "ي"), key=len, reverse=True))
GLUED_TITLES = ("مار", "انبا", "ابا")  # also what `retrieval.names` glues to a name


@lru_cache(maxsize=1 << 16)  # the claim checks ask it for every excerpt token, many times over
def word_forms(token: str) -> frozenset[str]:
    """The folded token and the token without one run of glued particles ("وبالاسكندريه" ->
    "اسكندريه") or a glued title ("مارمرقس" -> "مرقس"), each at least 3 letters: what a word may
    be written as in an excerpt."""
    forms = {token}
    for prefix in GLUED_PARTICLES:
        if token.startswith(prefix) and len(token) - len(prefix) >= 3:
            forms.add(token[len(prefix) :])
    for title in GLUED_TITLES:
        for form in list(forms):
            if form.startswith(title) and len(form) - len(title) >= 3:
                forms.add(form[len(title) :])
    return frozenset(forms)


def _month_words() -> frozenset[str]:
    gregorian = {fold(name) for names in GREGORIAN_MONTH_NAMES.values() for name in names if " " not in name}
    return frozenset(set(coptic_month_variants()) | {g for g in gregorian if len(g) >= 4})


MONTH_WORDS = _month_words()


def names_month(token: str, months: Collection[int]) -> bool:
    """A Coptic month word (in any of `word_forms`) naming one of `months`: the cited record's own
    month, which a Synaxarium entry rarely repeats in its text (the metadata holds it)."""
    return any(month_number(form) in months for form in word_forms(token) if form in MONTH_WORDS)


_FEMININE_T = "ت"  # a feminine noun's ة is written ت before a pronoun ("زوجته", "والدتها")
FEMININE = "ه"  # the ة as `normalize.fold` writes it
_SHORTEST_BASE = 3  # the base's letters at least, a restored ة's ت counted ("لغته": لغه)
_NISBA = "يه"  # "انطاكيه", "اسكندريه": a place's nisba ending, no ي + his pronoun


def possessed_base(word: str) -> str:
    """The noun a folded word with a third person's possessive pronoun is, "" for none: the word without the pronoun
    ("سكانها" -> سكان, "منزله" -> منزل, "سكانهما" -> سكان), a feminine's ة that is written ت before the pronoun
    restored (folded ه: "زوجته" -> زوجه, "والدتها" -> والده, "خزانته" -> خزانه). At least three letters ("امه": the
    two-letter kin `text.offices.office` reads itself), and no word ending in a nisba's "يه" ("انطاكيه"). The one
    reading of the possessed noun's base (`answer.entity_held` an attribute's, `answer.deed_owner` a kin's,
    `answer.slot_fillers` a corpus word's): which noun it must be is each reader's own lexicon. A noun whose own
    last letter is ت reads as a feminine ("بيته" -> بيه, not بيت; UNIFY82 measured what reading both would move)."""
    if word.endswith(_NISBA):
        return ""
    for pronoun in THIRD_PERSON_PRONOUNS:  # longest first; a word ends in one of them at most
        base = word.removesuffix(pronoun)
        if base != word and len(base) >= _SHORTEST_BASE:
            return base[: -len(_FEMININE_T)] + FEMININE if base.endswith(_FEMININE_T) else base
    return ""


_SEAT = "ئ"  # the hamza on its ي seat, kept by `fold`
_SEAT_ENDINGS = ("", "ت", "وا")  # the passive's feminine and plural ("أنشئت", "قرئوا")


def seat_as_alif(word: str) -> str:
    """A folded verb whose last root letter is a hamza, written on the ي seat of the passive's kasra ("انشئ" of أُنشِئ,
    "انشئت", "قرئ"), as the active perfect writes it on an alif ("انشا", "انشات", "قرا"): one verb, the passive and
    the active, for a reading that compares the deed said with the deed asked (`answer.deed_person`). Any other word:
    itself."""
    for ending in _SEAT_ENDINGS:
        stem = word[: len(word) - len(ending)]
        if word.endswith(ending) and stem.endswith(_SEAT) and len(stem) >= 3:
            return stem[:-1] + "ا" + ending
    return word
