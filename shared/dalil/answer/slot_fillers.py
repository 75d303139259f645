"""Where a sentence's clause holds a filler of the asked slot's type (`fillers_in`): a count that is
not a year; a number with a time unit after it for a span ("سنة 822" is a date, not 822 years); an
age ("الثامنة من عمره", `states_age`); a year; a place phrase; a name after the preposition or the
relation noun, or a proper name the question does not say; the doer beside the asked verb
(`_agents`: never by a verbal noun alone, "عند مقتل X"); the one in a succession (`_related`); which
one of a noun (`specified`). And when a sentence's word is the question's (`same_word`: its stem,
root skeleton or synonym class, `text/stem.py`, `text/word_families.py`; `same_noun`: a role by its
noun, not its root — "مملكة" for "ملك" says another thing).
"""

from __future__ import annotations

import re
from collections.abc import Collection
from functools import lru_cache

from dalil.answer.anaphor import follows_anaphor
from dalil.answer.asked_reading import ACCOMPANYING
from dalil.answer.measure import MEASURE_UNITS, TIMES, TWICE, one_measure, states_measure, word_stems
from dalil.answer.move_direction import of_the_direction
from dalil.answer.name_asked import names_given
from dalil.answer.slot_reading import ONE, PARTITIVE, PERSON_NOUNS, SUCCESSION, Slot, counted_by_verb, people_of_at
from dalil.answer.slot_words import (
    AGE_NOUNS,
    AGE_WORDS,
    MONTHS,
    ONE_OF,
    PLACE_UNITS,
    TIME_UNITS,
    YEAR_UNITS,
    afflicted,
    content_word,
    derived_past,
    may_be_name,
    number_word,
    verbal,
)
from dalil.answer.thing_name import a_name, thing_noun
from dalil.answer.year_era import of_another_era
from dalil.retrieval.names import FOLDED_TITLE_WORDS
from dalil.text.assertions import NAMING_WORDS, after_place_preposition, place_names, titled_names, years_in_words
from dalil.text.clause_openers import DUAL_RELATIVES, RELATIVES, THEN
from dalil.text.counted import duals
from dalil.text.egyptian_morphology import defective_perfect, verb_forms
from dalil.text.forms import POSSESSIVE_PRONOUNS, THIRD_PERSON_PRONOUNS, possessed_base, word_forms
from dalil.text.glued import GLUED_CONJUNCTIONS, ONE_LETTER_PARTICLES, unglued
from dalil.text.letter_hand import sent_by_hand
from dalil.text.life_events import BIRTH_WORDS, DEATH_WORDS, EGYPTIAN_DEATH_WORDS, LIVING_WORDS
from dalil.text.normalize import folded_words
from dalil.text.offices import KIN, office
from dalil.text.ordinals import ORDINAL_WORDS, parse_ordinal
from dalil.text.quantifiers import QUANTIFIERS
from dalil.text.restated import word_keys
from dalil.text.stem import DEMONSTRATIVES as _DEMONSTRATIVES
from dalil.text.stem import RELATIVE_PRONOUNS, STOPWORDS, VERB_COPULAS
from dalil.text.time_clauses import WHEN_OPENERS
from dalil.text.verbal_nouns import derived_verbal_noun
from dalil.text.vocabulary import bundled_vocabulary
from dalil.text.word_families import root_keys, synonym_classes

# What closes a slot's clause inside a sentence: a relative pronoun or ثم (`text.clause_openers`; not the duals), and
# the slot's own: a new subject pronoun ("وهي التي …", "وهو في الدير"), حيث، بينما، لكن, and لما under a glued و/ف
# ("ولما …": the next sentence's time). Not the shared table's time words (بعد، قبل، عندما، a bare لما): a filler after
# them stays in the slot's clause as it always did; one table for both is a change of behaviour, not a move (ONEPLACE68).
SLOT_CLAUSE_OPENERS = folded_words("وهي وهو وهم حيث بينما لكن ولكن فلما ولما")
CLAUSE_OPENERS = (RELATIVES - DUAL_RELATIVES) | THEN | SLOT_CLAUSE_OPENERS
REACH = 30  # words between a filler and its head in one clause
# A person asked by name beside a role or kin word ("ما اسم الوالي …"): the name stands in apposition, right
# after the head or before it ("الوالي أريانوس", "لدى أريانوس الوالي", "وكان الوالي في ذلك الوقت هو أريانوس"),
# not a clause away ("… للملك ابنة مجنونة طلب … من الملك أجساد القديسين": no name of hers, fq14-100).
NAME_REACH = 6
# The words of an era after a year ("سنة 405 م", "515 للشهداء"): the year ends there (also `answer_type`'s day).
YEAR_AFTER = folded_words("م ه هـ ميلاديه ميلادي للميلاد ش للشهداء هجريه هجري")


@lru_cache(maxsize=20_000)
def _keys(word: str, roots: bool = True) -> frozenset[str]:
    """A word's comparable forms (`text.restated.word_keys`: without glued particles or a pronoun
    ending, stemmed), also as the corpus writes an Egyptian verb (`text.egyptian_verbs.verb_forms`:
    "اتدفنت", "بيقول", "هيعمل", "ماقالش"), a defective verb as its perfect (`text.egyptian_morphology.defective_perfect`:
    "فشفاه", "بيشفي" say شفى), with their root skeletons and their synonym classes (as `#n`)."""
    forms = set(word_keys(word))
    forms |= {key for form in list(forms) for verb in verb_forms(form) for key in word_keys(verb)}
    perfects = {defective_perfect(form) for form in (word, *verb_forms(word))}
    forms |= {key for perfect in perfects if perfect for key in word_keys(perfect)}
    keys: set[str] = set()
    classes = synonym_classes()
    for term in forms:
        keys.add(term)
        keys |= root_keys(term) if roots else set()
        keys |= {f"#{number}" for number in classes.get(term, frozenset())}
    return frozenset(key for key in keys if len(key) >= 3 or key.startswith("#"))


def same_word(word: str, head: str) -> bool:
    """The same word by its forms, root or synonym class: "اتنيح" says "تنيح", "ظهرت" says "ظهور"."""
    return bool(_keys(word) & _keys(head))


def same_noun(word: str, noun: str) -> bool:
    """The same noun (its forms or a synonym), not only its root: a role's root names other things
    ("رئاسة", the office, is not "رئيس"; "ولاية" is not "الوالي")."""
    return bool(_keys(word, roots=False) & _keys(noun, roots=False))


def _conjoined(word: str) -> bool:
    """A word glued to و/ف that opens another phrase ("وعمده", "والملك"), not a name that begins
    with the letter ("واشنطن")."""
    rest = word[1:]
    return word[0] in GLUED_CONJUNCTIONS and (rest.startswith("ال") or rest in STOPWORDS or verbal(rest) > 0)


_POSSESSIVE = POSSESSIVE_PRONOUNS


def specified(slot: Slot, words: list[str], question_words: frozenset[str]) -> list[int]:
    """Where the asked noun stands with a word that says which one: a genitive, an apposition or an
    adjective after it ("مرض البرص", "مرض عضال") that the question does not already say. The noun
    with a possessive pronoun ("مرضه") or before a new clause says none."""
    said = {f for w in question_words for f in (w, *word_stems(w))}
    head = slot.head[0].removeprefix("ال")
    stems = (head, head[:-1] + "ت") if head.endswith("ه") else (head,)
    found = []
    for i, word in enumerate(words[:-1]):
        if not same_noun(word, slot.head[0]):
            continue
        # "مرضه", "مدينتها", "بكتابه": the one already spoken of (a glued particle before it, a pronoun after)
        if any(0 <= word.find(stem) <= 4 and word[word.find(stem) + len(stem) :] in _POSSESSIVE for stem in stems):
            continue
        # past the question's own words of a compound name ("سوبر بول 33"); a number specifies too
        rest = words[i + 1 :]
        while len(rest) > 1 and (rest[0] in said or word_stems(rest[0]) & said):
            rest = rest[1:]
        after = rest[0]
        if after.isdigit() or (
            content_word(after) and not _conjoined(after) and after not in CLAUSE_OPENERS and not number_word(after)
            and after not in said and not word_stems(after) & said and not same_noun(after, slot.head[0])
        ):
            found.append(i)
    return found


_NAME_PREPOSITIONS = folded_words("الي الى علي لدي لدى عند امام من مع ضد")


def _year_at(words: list[str], i: int) -> bool:
    """The number at i is a year: after سنة/عام (glued ل/ب/في too) or a month's name, or with
    م/هـ/ميلادية after it."""
    word = words[i]
    if not any(ch.isdigit() for ch in word):
        return False
    before = words[i - 1] if i else ""
    after = words[i + 1] if i + 1 < len(words) else ""
    bare_before = {before, before[1:], before[2:]}
    return (
        bool(bare_before & YEAR_UNITS) or after in YEAR_AFTER or word.rstrip("مهـ") != word
        or bool(word_stems(before) & MONTHS)
    )


def _spans(words: list[str]) -> list[int]:
    """Where a number is followed by a unit of time ("ثماني عشرة سنة", "20 عاما"), or a unit's dual;
    not a day of a date ("في يوم 2 أمشير سنة 515": a month's name after it, or a time unit before)."""
    found = []
    for i, word in enumerate(words):
        if word in ("سنتين", "يومين", "شهرين", "عامين") or word.removeprefix("و") in ("سنتين", "يومين", "شهرين", "عامين"):
            found.append(i)
        elif number_word(word) and not word.startswith("ال") and not _year_at(words, i) and not _day_of_date(words, i):
            if any(w in TIME_UNITS for w in words[i + 1 : i + 3]):
                found.append(i)
    return found


def _day_of_date(words: list[str], i: int) -> bool:
    """The number at i is the day of a date: a month's name right after it ("2 أمشير", "26 يناير"),
    or a time unit right before it ("يوم 2")."""
    before = words[i - 1] if i else ""
    after = words[i + 1] if i + 1 < len(words) else ""
    return bool(word_stems(after) & MONTHS) or bool(word_stems(before) & TIME_UNITS)


def _of_month(words: list[str], i: int) -> bool:
    """The number at i is a day of a month ("في يوم 2 أمشير", "26 يناير"): a date, no count (fq4-066
    under the root credit: "كم أسقفا حضروا رسامة …" of the ordination's date; ASKEDVALUE19)."""
    return i + 1 < len(words) and bool(word_stems(words[i + 1]) & MONTHS)


def _ordinal(words: list[str], i: int) -> bool:
    """The number at i is an ordinal written apart from its article ("البطريرك ال 110"): a rank."""
    return i > 0 and words[i - 1] == "ال"


def _counts(words: list[str], question_words: frozenset[str] = frozenset()) -> list[int]:
    """The numbers that may count: not a year, a rank ("الحادي والخمسون", "البطريرك ال 109": another head's place in a
    line, no count of the asked one, SLOTOWNER73) nor an indefinite "one" of another noun."""
    ranked = _in_ordinals(words)
    return [
        i for i, w in enumerate(words)
        if number_word(w) and not w.startswith("ال") and not _year_at(words, i) and not _one_of_another(words, i, question_words)
        and i not in ranked and not _ordinal(words, i)
    ]


def _in_ordinals(words: list[str]) -> set[int]:
    """The words past the first of an ordinal written in words ("الحادي والخمسون", "الثاني عشر"): a rank, no
    count ("الأنبا سيماؤن الثاني الحادي والخمسون" tells no span of his sitting, fq4-034)."""
    ranked: set[int] = set()
    for j, word in enumerate(words):
        if word.startswith("ال") and (read := parse_ordinal(words, j, feminine=True)) is not None:
            ranked.update(range(j + 1, j + read[1]))
    return ranked


def _of_time(words: list[str], i: int) -> bool:
    """Is the number at i, with the number words after it, followed by a unit of time ("عشر سنوات", "ثلاثة
    أيام", "ثماني عشر سنة": a compound's first word too, fq26-004's eighteen years of illness asked "كام واحد")?
    Only words spell a compound: a range in figures ("من 2-6 أسابيع", folded "2 6") keeps its first end apart,
    as before (measured: fq6-083's weeks asked "كم تحتاج", a verb `verbal` does not read, stay answered)."""
    j = i + 1
    while j < len(words) and number_word(words[j]) and not any(ch.isdigit() for ch in words[j]):
        j += 1
    return j < len(words) and (words[j] in TIME_UNITS or bool(word_stems(words[j]) & TIME_UNITS))


def _of_unit(words: list[str], i: int, counted: set[str]) -> bool:
    """Is the number at i, with its big words ("230 مليون"), followed by a unit of money or of a
    measure (`measure.MEASURE_UNITS`: "دولار", "متر", "فدان") other than the `counted` noun's forms?"""
    j = i + 1
    while j < len(words) and number_word(words[j]):
        j += 1
    if j >= len(words):
        return False
    unit = word_stems(words[j]) | word_stems(words[j].removesuffix("ا"))
    return bool(unit & MEASURE_UNITS) and not unit & counted and not one_measure(unit, counted)


_WITH = "مع"


def _dual_of(word: str, noun: str) -> bool:
    """Is the word the noun's dual, a glued و/ف or the article off ("وسمكتان", "السمكتين" of "سمكة";
    `counted.duals`, the one rule of a dual)?"""
    bare = word.removeprefix("و").removeprefix("ف").removeprefix("ال")
    singular = noun.removeprefix("ال")
    return len(singular.removesuffix("ه")) >= 3 and bare in duals(singular)


def counts_another(slot: Slot, words: list[str], i: int, question_words: frozenset[str] = frozenset()) -> bool:
    """For a count of a noun the sentence never says: is the number at i, with its big words, followed
    by another noun, the thing it counts ("اثنتي عشرة قفة" counts baskets, not the women asked of the five
    loaves: fq17-074)? A count asked by "واحد" ("كانوا كام واحد") counts any noun; a verb asked of
    ("كم دام") any number. A partitive after the number names what it counts ("ثمانية من الأنصار", "ستة منهم
    من المهاجرين"); a group asked by "واحد من X" is counted by a number of persons ("أربعة عشر رجلا") unless the
    sentence gives those persons another group ("قتل من المشركين … واحدا وثلاثين نفسا": not the Muslims asked,
    SLOTHEAD71). A count asked by "واحد" alone ("المسلمين كانوا كام واحد") is not counted by persons the sentence gives
    a group the question never says ("من المشركين … واحدا وثلاثين نفسا")."""
    if slot.kind == "count" and slot.head and slot.head[0] in ONE and question_words:
        group = _group_of_persons(words, i)
        return group is not None and not any(not _another_noun(group, asked) for asked in question_words if content_word(asked))
    if slot.kind != "count" or not slot.head or slot.head[0] in ONE or counted_by_verb(slot.head[0]):
        return False
    if (j := _after_number(words, i)) is None:
        return False
    noun, head = words[j], slot.head[0]
    if noun in _OF_THEM or noun == PARTITIVE or (slot.of_group and noun.removesuffix("ا") in PERSONS_COUNTED):
        group = _group_of_persons(words, i)
        return group is not None and _another_noun(group, head)
    return _another_noun(noun, head)


def counts_a_part(slot: Slot, words: list[str], i: int, question_words: frozenset[str] = frozenset()) -> bool:
    """For a group's count asked whole (not "كام واحد من X", `Slot.of_group`): is the number at i a part of a group said
    before it, a partitive pronoun right after it and no group named after that ("وكانت واحدة منهن مريضة"، "ولم يجسر
    واحد منهم"، "ركب كل اثنين منهم عربة")? It counts the members the clause tells of, not the group (SLOTOWNER73).
    A part that did the question's own deed answers it ("قتل ثلاثون منهم" of "كام واحد اتقتل"); an "each" never does."""
    if slot.kind != "count" or slot.of_group or (j := _after_number(words, i)) is None or words[j] not in _OF_THEM:
        return False
    if _partitive_group(words, j) is not None:
        return False  # "ستة منهم من المهاجرين": the group named after the pronoun is what it counts
    if i and words[i - 1] in _EVERY:
        return True
    near = words[max(0, i - _DEED_NEAR) : i] + words[j + 1 : j + 1 + _DEED_NEAR]
    deeds = [q for q in question_words if verbal(q) and unglued(q) not in VERB_COPULAS]
    return not any(same_word(w, q) for w in near for q in deeds)


_DEED_NEAR = 2  # words before the number or after its partitive where the part's own verb stands ("قتل ثلاثون منهم")


# The nouns a number of persons is said with whatever group they are of ("واحدا وثلاثين نفسا", "أربعة عشر رجلا", "ألف
# شخص"), folded, the accusative alif off; and the partitive's pronoun ("ستة منهم من المهاجرين": the group after it).
PERSONS_COUNTED = folded_words("نفس انفس نفوس رجل رجال شخص اشخاص واحد فرد افراد نفر انفار")
_OF_THEM = folded_words("منهم منهن منهما")
_GROUP_REACH = 8  # "قتل من المشركين قبل أن يقتل واحدا": the group said before the number, in its clause


def _group_of_persons(words: list[str], i: int) -> str | None:
    """The group the number at i counts persons of: a partitive after it ("ثمانية من الأنصار", "ستة منهم من …"), or,
    after a noun of persons ("نفسا", "رجلا"), a partitive after that noun or before the number in its clause."""
    if (j := _after_number(words, i)) is None:
        return None
    if words[j] in _OF_THEM or words[j] == PARTITIVE:
        return _partitive_group(words, j)
    if words[j].removesuffix("ا") in PERSONS_COUNTED:
        return _partitive_group(words, j + 1) or _group_before(words, i)
    return None


def _after_number(words: list[str], i: int) -> int | None:
    """The first word after the number at i and its big words ("خمسة آلاف"), or None at the sentence's end."""
    j = i + 1
    while j < len(words) and number_word(words[j]):
        j += 1
    return j if j < len(words) else None


def _partitive_group(words: list[str], j: int) -> str | None:
    """The noun of a partitive at j ("من الأنصار"; "منهم من المهاجرين": past the pronoun), or None."""
    if j < len(words) and words[j] in _OF_THEM:
        j += 1
    if j + 1 < len(words) and words[j] == PARTITIVE and content_word(words[j + 1]):
        return words[j + 1]
    return None


def _group_before(words: list[str], i: int) -> str | None:
    """The group a partitive names a few words before the number at i, in its clause ("وكان قد قتل من المشركين قبل أن
    يقتل واحدا وثلاثين نفسا"), or None; a clause opener between ends the reach."""
    for k in range(i - 1, max(-1, i - 1 - _GROUP_REACH), -1):
        if words[k] in CLAUSE_OPENERS:
            return None
        # the "من" right before the number is a comparison's ("أكثر من خمسة آلاف نفس"), no partitive
        if words[k] == PARTITIVE and k < i - 1 and (group := _partitive_group(words, k)) is not None:
            return group
    return None


def _another_noun(noun: str, head: str) -> bool:
    return content_word(noun) and not same_noun(noun, head) and not same_word(noun, head) and not plural_of(noun, head)


_WEAK = str.maketrans("", "", "اويهء")


def _skeleton(word: str) -> str:
    """The word's strong letters, the article, a leading و/ف and a broken plural's أ off ("أروقة": رق)."""
    return word.removeprefix("و").removeprefix("ف").removeprefix("ال").translate(_WEAK)


def plural_of(noun: str, head: str) -> bool:
    """Is the noun the head's broken plural or singular ("أروقة" of "رواق", "سلال" of "سلة", "رهبان" of
    "راهب"): the strong letters of one run in order through the other's?"""
    short, long = sorted((_skeleton(noun), _skeleton(head)), key=len)
    letters = iter(long)
    return len(short) >= 2 and all(letter in letters for letter in short)


def _one_of_another(words: list[str], i: int, question_words: frozenset[str]) -> bool:
    """Is the number at i an indefinite "one" after a noun the question does not count ("جمهرة واحدة
    صغيرة" asked "كام أسد"): the adjective of that noun ("a population"), not a count of the asked
    thing. After the asked noun itself ("ابن واحد" asked "كم ابن") it is the count."""
    before = words[i - 1] if i else ""
    if words[i] not in ONE or not before or before in STOPWORDS or number_word(before) or len(before) < 3:
        return False
    return not any(same_noun(before, asked) for asked in question_words if asked not in STOPWORDS)


def _years(words: list[str]) -> list[int]:
    """A year: one said as a year (`_year_at`), or a number of three or four digits alone ("في 1774",
    "(1971)"); a count of that size is followed by what it counts ("1500 مدرسة")."""
    return [
        i for i, w in enumerate(words)
        if any(ch.isdigit() for ch in w) and (_year_at(words, i) or _bare_year(words, i)) and not _ordinal(words, i)
    ] + [at for at, _ in years_in_words(words)]  # "سنة ألف وثمانمائة" (RISKS54)


def _bare_year(words: list[str], i: int) -> bool:
    after = words[i + 1] if i + 1 < len(words) else ""
    return words[i].isdigit() and 3 <= len(words[i]) <= 4 and (not after or not content_word(after) or after[0] in GLUED_CONJUNCTIONS)


def _places(words: list[str], see_of: str = "") -> list[int]:
    """Where a place is said: a preposition of place before a word that may name one, a glued ب, a place
    noun. `see_of`: the office asked the place of ("كان بابا فين"): that office before a name ("بابا رومية")
    says its see."""
    found = []
    titled: frozenset[str] | None = None
    for i, word in enumerate(words):
        following = words[i + 1] if i + 1 < len(words) else ""
        if see_of and following and office(word) == office(see_of) and may_be_name(following) and not following.startswith("ال"):
            found.append(i)
        elif word in ("في", "الي", "الى", "عند", "من") and following and _names_place(word, following) and not _whoever(words, i):
            if not _one_of_times(words, i):
                found.append(i)
        elif word in ("في", "الي", "الى") and number_word(following) and _places_counted(words, i):
            found.append(i)  # "نفاه إلى الخمس مدن الغربية": a number of places names the region (fq41-002)
        elif len(word) > 3 and word[0] == "ب" and not word.startswith("بعد") and content_word(word) and not derived_verbal_noun(word[1:]):
            # "بالقبادوقية", "بمدينة"; not an act ("بإصدار حكم", FQ16B19), nor a word whose ب is its own
            # first letter: an office ("بطريرك", "بابا") or a name after a title ("القديس بقطر", "الأنبا
            # بولا", "باسيليوس"): "تنيح القديس العظيم الانبا باسيليوس أسقف قيسارية" places no death (WRONGREC21)
            if titled is None:
                titled = frozenset(titled_names(" ".join(words)))
            place_word = word[1:].startswith("ال") or at_place_unit(word)
            if office(word) is None and (place_word or word not in titled):  # "هذا الأب بقرية الجاولى": a place
                found.append(i)
        elif word.removeprefix("ال") in PLACE_UNITS:
            found.append(i)
    return found


_FROM = "من"


def place_named_alone(words: list[str], said: frozenset[str]) -> bool:
    """Does the sentence (folded words) name a place with no kind noun before it, right after a place preposition
    ("نفي إلى بطمس", "ولما صارا في سلاميس")? The answer to a place asked by its kind ("أي جزيرة") whose sentence
    never says the kind (WRONGREC70). Only after في/إلى: "من أجل", "من قبل" name no place. A kind of place names
    none ("في البحر", "إلى البرية": the article keeps those out too), nor a noun with a possessive pronoun ("إلى
    منزله"), nor a common noun heading a genitive ("في كيس شعر", "في مثل هذا اليوم": a name heads none), nor a word
    the question says. A name after a kind ("بمدينة إنطاكية") is that kind's place, not read here."""
    for i, name in enumerate(words[1:], 1):
        if words[i - 1] == _FROM or name not in after_place_preposition(words[i - 1 : i + 1]):
            continue  # at or to a place (في، إلى); من is whence, and "من أجل", "من قبل" name no place
        following = words[i + 1] if i + 1 < len(words) else ""
        genitive = following in _DEMONSTRATIVES or (
            content_word(following) and not following.startswith(("ال", *GLUED_CONJUNCTIONS)) and following not in SLOT_CLAUSE_OPENERS
        )
        if not genitive and not _possessed_noun(name) and not any(thing_noun(f) for f in word_forms(name)) and a_name(name, said):
            return True
    return False


def _possessed_noun(word: str) -> bool:
    """A noun with a possessive pronoun: its base (`forms.possessed_base`) is one the corpus writes ("منزله", "خزانته":
    خزانة); no place's nisba ending ("انطاكيه") has one."""
    base = possessed_base(word)
    return bool(base) and base in bundled_vocabulary()


def _one_of_times(words: list[str], i: int) -> bool:
    """Is the preposition at `i` before "one of" and a time ("في أحد الأيام", "في إحدى الليالي", "في بعض السنين")?
    It tells when, no place: "وحدث في أحد الأيام أن … فاستحضره أريانا والي أنصنا" placed no exile (fq41-002)."""
    return words[i + 1] in ONE_OF and i + 2 < len(words) and bool(word_stems(words[i + 2]) & TIME_UNITS)


def _places_counted(words: list[str], i: int) -> bool:
    """Is the number after the preposition at `i` one of places: a place kind's plural next ("الخمس مدن", "العشر قرى")?"""
    return i + 2 < len(words) and any(plural_of(words[i + 2], unit) for unit in PLACE_UNITS)


# "كل من اعتمد": after "every", من is the relative "whoever", never "from" (`_whoever`).
_EVERY = folded_words("كل وكل لكل فكل")


def _whoever(words: list[str], i: int) -> bool:
    """Is the من at `i` the relative "whoever": after كل, or before a derived past ("من استشهد", `derived_past`)?
    Then the word after it is the clause's verb, no place ("كل من اعتمد ليسوع": no place of Christ's baptism)."""
    return words[i] == "من" and (i > 0 and words[i - 1] in _EVERY or i + 1 < len(words) and derived_past(words[i + 1]))


def moved_elsewhere(place: str, words: list[str]) -> bool:
    """Does the clause move its subject to another named place than `place` (a name without the article
    after a separate إلى: "وبعد ثلاث سنوات خرج برنابا إلى طرسوس"), never saying `place`? A length it
    tells is of that move, not of the stay asked at `place` ("قعدوا في قبرص قد إيه", fq19-106). Not a
    common noun ("إلى الكنيسة"), a pronoun ("إليها") nor one with a possessive ("إلى بيتها"); not "في": a
    region the place lies in ("وكان ذلك مدة سنتين حتى سمع … الساكنين في أسيا" of Ephesus) is no move."""
    if any(same_word(w, place) for w in words):
        return False
    return any(
        word in ("الي", "الى") and not following.startswith("ال") and may_be_name(following)
        and _names_place(word, following)
        and not any(following.endswith(p) for p in POSSESSIVE_PRONOUNS if len(p) > 1)  # "إلى بيتها"; a final ه is a name's ة
        for word, following in zip(words, words[1:], strict=False)
    )


def _names_place(preposition: str, following: str) -> bool:
    """May the word after a preposition of place name a place? Not a function word, a time, a number or a
    quantity ("في عدد كبير من المعارك", "في حينها", "من عشرين عاما", "من قبل الجنود"), nor a particle
    with its pronoun ("من أنه"); not a kin or an office,
    a person ("ولد من والدين مسيحيين", "ذهب إلى الملك": FQ12CLASS19); not an act (`derived_verbal_noun`:
    "من إعدام"). After من ("from", also "of" and "because of") a place is a name or a place noun, not a
    common noun with the article ("عانى من الحمى", "من المعارك": FQ16B19, fq16-111)."""
    if following in STOPWORDS | _NOT_PLACES or following in TIME_UNITS or following in QUANTIFIERS:
        return False
    if number_word(following) or office(following) is not None or _an_act(following):
        return False
    if any(following.endswith(p) and following.removesuffix(p) in STOPWORDS for p in POSSESSIVE_PRONOUNS):
        return False  # a particle with its pronoun: "على الرغم من أنه كان …"
    if _person_noun(following):
        return False  # "فتذكر ما سرقه من سيده" (his master), "من عبيده": whom, not whence
    return preposition != "من" or not following.startswith("ال") or following.removeprefix("ال") in PLACE_UNITS


_ARTICLE = "ال"


def _an_act(word: str) -> bool:
    """Is the word a derived verb's verbal noun ("إعدام", "الإحراق")? Not a name with the article whose letters
    only look like one ("الشام" is ال + شام, not إفعال of ل-ش-م: "فهرب إلى الشام" places the flight, WHERE61)."""
    if word.startswith(_ARTICLE) and not derived_verbal_noun(word[len(_ARTICLE) :]):
        return False
    return derived_verbal_noun(word)


# Nouns of a person that are no office nor kin (`text.offices`): one's master, owner, servant, friend or
# neighbour. After a preposition of place ("ما سرقه من سيده", "ذهب إلى صاحبه") they say whom, not where.
_PERSON_NOUNS = folded_words("سيد اسياد ارباب صاحب اصحاب صديق اصدقاء جار جيران عبد عبيد خادم خدام غلام غلمان رفيق رفقاء")


def _person_noun(word: str) -> bool:
    """A person noun of `_PERSON_NOUNS`, bare or with a possessive pronoun ("سيده", "أسياده", "عبيدها")."""
    return word in _PERSON_NOUNS or any(
        word.endswith(pronoun) and word[: -len(pronoun)] in _PERSON_NOUNS for pronoun in POSSESSIVE_PRONOUNS
    )


# "في مثل هذا اليوم", "في أيام …", "في حينها", "من قبل": a time; "في عدد": a quantity
_NOT_PLACES = folded_words("مثل نفس وقت ايام زمن عهد اثناء حين حينه حينها حينئذ وقتها وقته قبل بعد عدد")


def _named_after(words: list[str], i: int, articled: bool = False) -> bool:
    """A name within three words after position i: a word that is no function word, article word
    (an adjective after a role, "الملك البار"; after a preposition, `articled`, a people or a place
    is named with it: "ضد البجناك"), title, number, nor a verb glued to و/ف."""
    for word in words[i + 1 : i + 4]:
        if word in STOPWORDS or word in FOLDED_TITLE_WORDS or number_word(word):
            continue
        if (_articled(word) and not articled) or len(word) < 3:
            continue
        if word[0] in GLUED_CONJUNCTIONS:
            return False
        return True
    return False


def _possessed(word: str, noun: str) -> bool:
    """The noun with a possessive pronoun ("توأمه", "وشريكها"): his, not someone named after it."""
    bare = word[1:] if len(word) > len(noun) and word[0] in "وفبل" and not word.startswith(noun) else word
    return bare.startswith(noun) and bare[len(noun) :] in _POSSESSIVE


def _articled(word: str) -> bool:
    """A word with the article, a preposition glued before it or not ("التلاميذ", "للتلاميذ", "بالموت")."""
    return word.startswith(("ال", "لل")) or (len(word) > 4 and word[0] in "بكفو" and word[1:3] == "ال")


def _age_at(words: list[str], i: int, lived: bool = True) -> bool:
    """Is the span at i an age: a word of a life's years near it (not "سنه", a year, whose stem is سن: age)?
    `lived`: may the years a life ran ("وعاش أربعين سنة") be the age asked (`lived_is_age`)."""
    age_words = AGE_WORDS if lived else AGE_WORDS - LIVING_WORDS
    start = max(0, i - 4)
    return any(
        w not in TIME_UNITS and word_stems(w.removeprefix("من")) & age_words and not _lived_with(words, j)
        for j, w in enumerate(words[start : i + 5], start=start)
    )


# An age told as the years one has (ASKED51): "وكان له نحو ثلاثين سنة" (Luke 3:23), "ولما كملت له مدة أربعين سنة" (Acts
# 7:23) — له/لها after a verb of being or of completing, the span right after it past its approximation ("نحو",
# "مدة"); a word between that is no approximation ("كان له في الدير عشرون سنة"), or a place or office after the span
# ("ولما كملت له ثلاث وثلاثون سنة في الأسقفية"), makes it the years of a stay, no age.
_HAD = folded_words("له لها")
_HAVING = VERB_COPULAS | folded_words("كمل كملت")
_PERIOD = folded_words("مده")
_IN = folded_words("في")
# After the span, what else makes it a stay (RISKS54): since when ("منذ ترهب", "من يوم رسامته"), an office held in it
# ("راهبا", "أسقفا": the office in the accusative). "وهو في الدير" opens a clause of its own (`CLAUSE_OPENERS`): not read.
_SINCE = folded_words("منذ من")


def _years_had(words: list[str], i: int) -> bool:
    """Is the span at i the years one had: "كان له (نحو) N سنة", "كملت له مدة N سنة" (above)?"""
    j = i - 1
    while j >= 0 and i - j <= 2 and (words[j] in _PERIOD or not content_word(words[j])) and words[j] not in _HAD:
        j -= 1
    if not (j >= 1 and words[j] in _HAD and unglued(words[j - 1]) in _HAVING):
        return False
    unit = next((k for k in range(i + 1, min(i + 3, len(words))) if words[k] in TIME_UNITS), None)
    after = words[unit + 1] if unit is not None and unit + 1 < len(words) else ""
    return not after or not _of_a_stay(after)


# An age reached is no length of a stay or an office (SPAN56): "ولما بلغ ثماني عشرة سنة", "وهو ابن ثلاثين سنة",
# "وله من العمر …", "وكان عمره …" do not tell how long one was a bishop (fq37-043). Read only right before the span
# (an age word, or "العمر"/"عمره" past which "بلغ من" stands): "وبلغت مدة رئاسته ثلاثين سنة" and "ومكث عنده ثلاث
# سنين" stay lengths. The years a life ran ("وعاش …") stay a length too ("كم سنة عاش").
_AGE_REACHED = AGE_WORDS - LIVING_WORDS - folded_words("عنده عندها")


def _an_age_reached(words: list[str], i: int) -> bool:
    """Is the span at i an age: right after an age word or the noun of a life's years, or the years one had
    (`_years_had`)?"""
    j = i
    while j and number_word(words[j - 1]):  # "ثماني عشرة سنة": the span's first number
        j -= 1
    if not j:
        return False
    before = words[j - 1]
    return (
        unglued(before) in _AGE_REACHED or before in _AGE_REACHED or bool(_LIFE_YEARS.match(before))
        or before == "العمر" or _years_had(words, j)
    )


def _of_a_stay(word: str) -> bool:
    """Does this word, right after "كان له N سنة", make the years those of a stay: a place ("في", "بالدير"), since
    when ("منذ"), or an office held ("راهبا")?"""
    held = office(word.removesuffix("ا")) if word.endswith("ا") else None
    return word in _IN | _SINCE or word.startswith(("بال", "فال")) or (held is not None and held not in KIN)


# The years a life ran ("وعاش أربعين سنة ثم تنيح") are its age at its end, asked with a death or with no moment
# ("كان عمره كام لما اتنيح", "كم كان عمره"); an age asked at another moment, a when-clause's ("كان عنده كام سنة لما
# رسموه أسقف", "كم كان عمره حين ملك", "عند رسامته", "وقت ما"), is told only by an age (عمره، ابن N سنة، بلغ من العمر): the years
# he lived after that moment are no age at it (fq27-041, FQ27WRONG43).
_AT_MOMENT = WHEN_OPENERS | {"عند", "وعند", "وقت"}  # "وقت ما راح البرية"
_LIFE_END_WORDS = DEATH_WORDS | EGYPTIAN_DEATH_WORDS


def lived_is_age(question_words: Collection[str]) -> bool:
    """May a span of years lived answer the age these (folded) question words ask: no moment asked, or a death?"""
    if not any(w in _AT_MOMENT for w in question_words):
        return True
    return any(w in _LIFE_END_WORDS or unglued(w, 3) in _LIFE_END_WORDS for w in question_words)


_LIVED = folded_words("عاش عاشت")
_WITH_FORMS = folded_words("مع معه معها معهم")


def _lived_with(words: list[str], j: int) -> bool:
    """Is the word at j "عاش/عاشت" with "مع" after it: years lived with someone ("عاشت مع زوج سبع سنين"), a
    span of a shared life, not the age of the one who lived them (fq27-012: Anna's seven years of marriage
    for her age, LOST43)?"""
    return words[j].removeprefix("و") in _LIVED and j + 1 < len(words) and words[j + 1] in _WITH_FORMS


# An age is told by an ordinal of the years of a life: "ولما بلغ الثامنة من عمره", "في العاشرة من
# عمرها". The ordinal alone is no number ("المرة الثالثة" counts nothing): only beside عمر.
# The ordinals 2-10 of both genders are `text.ordinals`' table; the tens here are their bare cardinal
# forms (عشرين … تسعين, as "العشرين من عمره" writes them), not the table's عشرون … تسعون.
_ORDINALS = frozenset(ORDINAL_WORDS) | folded_words("عشر عشره عشرين ثلاثين اربعين خمسين ستين سبعين ثمانين تسعين")
_LIFE_YEARS = re.compile(r"^[وف]?(?:من|في)?عمر(?:ه|ها|هم)?$")


def states_age(words: list[str]) -> bool:
    """An ordinal followed by the years of a life ("الثامنة من عمره", "العاشرة عمرها")."""
    return any(
        word.removeprefix("و").removeprefix("ال") in _ORDINALS and any(_LIFE_YEARS.match(w) for w in words[i + 1 : i + 3])
        for i, word in enumerate(words)
    )


def _count_fillers(slot: Slot, words: list[str], question_words: frozenset[str]) -> list[int]:
    """Where a count is said: a number (not of another time or unit) or the counted noun's dual."""
    # a number of a unit of time counts that time, not the noun asked ("أقرب إخوته ... كان عشر سنوات"
    # is the gap between brothers, no number of them: fq16-108), unless the time is what is counted
    timed = not slot.head or bool(word_stems(slot.head[0]) & TIME_UNITS) or slot.head[0] in TIME_UNITS
    # and a number of money or of a measure's unit ("230 مليون دولار") counts that unit, not the
    # schools asked (fq4-010 under the root credit, ASKEDVALUE19), unless that unit is what is counted
    # (a verb asked of, "كم تبعد", counts in any unit: "340 ميلاً (550 كم)" answers it)
    counted = word_stems(slot.head[0]) | word_stems(slot.head[0].removesuffix("ا")) if slot.head else set()
    of_noun = bool(slot.head) and (not counted_by_verb(slot.head[0]) or bool(counted & MEASURE_UNITS))
    numbers = [
        i for i in _counts(words, question_words)
        if (timed or not _of_time(words, i)) and not (of_noun and _of_unit(words, i, counted)) and not _of_month(words, i)
    ]
    # the counted noun's dual says its count ("وسمكتان" for "كم سمكة"); and a count of times asked ("كم مرة",
    # no head: `measure.asks_times`) is said by "مرتين" ("أصوم مرتين في الأسبوع", LOST43)
    times = not slot.head and any(word_stems(w) & TIMES for w in question_words)
    return sorted({
        *numbers,
        *(i for i, w in enumerate(words) if of_noun and _dual_of(w, slot.head[0])),
        *(i for i, w in enumerate(words) if times and w.removeprefix("و") in TWICE),
    })


def fillers_in(slot: Slot, words: list[str], question_words: frozenset[str]) -> list[int]:
    if slot.agent:
        return _agents(slot, words, question_words)
    if slot.patient:
        return _patients(slot, words, question_words)
    if slot.relation_of:
        return _related(slot, words, question_words)
    if slot.kind == "name":
        said = frozenset(f for w in question_words for f in (w, *word_stems(w)))
        kin = frozenset(k for w in question_words if (k := office(w)) in KIN)  # "أبو X" may be X's father, too
        return [j for j in names_given(words, said) if not _named_another(words, j, said, kin)]
    if slot.of_whom:
        # the noun in construct: without the article ("التوأم" governs no one) nor a possessive
        return [
            i for i, w in enumerate(words)
            if not _articled(w) and same_noun(w, slot.head[0]) and not _possessed(w, slot.head[0])
            and _named_after(words, i, articled=True)  # "أخو الرب": the genitive may carry the article
        ]
    if slot.by_name:
        return _named(slot, words, question_words)
    if slot.kind == "count":
        return _count_fillers(slot, words, question_words)
    if slot.kind == "measure":
        return [i for i in _counts(words) if slot.measure and states_measure(slot.measure, words[i : i + 4])]
    if slot.kind == "duration":
        return [i for i in _spans(words) if not _an_age_reached(words, i)]
    if slot.kind == "age":
        lived = lived_is_age(question_words)
        spans = [i for i in _spans(words) if _age_at(words, i, lived) or _years_had(words, i)]
        # "في عمر 38", "وعمره 40", "سنه 12": a number right after the noun of a life's years
        spans += [i for i in _counts(words) if i and word_stems(words[i - 1]) & AGE_NOUNS - {"عنده", "عندها"}]
        return spans + [i for i in range(len(words)) if states_age(words[i : i + 3])]
    if slot.kind == "year":
        return [i for i in _years(words) if not of_another_era(words, i, slot.era)]
    if slot.kind == "place":
        see_of = slot.head[0] if slot.head and office(slot.head[0]) is not None and not slot.direction else ""
        places = _places(words, see_of)
        # a move's end asked: only a place at that end ("سافر من رومية" tells no whither, `move_direction`)
        return [
            i for i in places
            if not _of_a_move(slot, words, i, question_words) and of_the_direction(slot.direction, words, i)
        ]
    if slot.preposition:
        return [
            i for i, w in enumerate(words)
            # "مع", "ومعها": the preposition, with a pronoun or not; for "مع", a hand a thing was written or sent by
            # ("كتبت … على يد فيبي" for "اتبعتت مع مين", `text.letter_hand.sent_by_hand`), or "with" said by a word of
            # accompanying ("فسافر برفقة ابن عمه", "مستصحبا", WITHWHOM64)
            if (slot.preposition in word_stems(w) or slot.preposition == _WITH and (sent_by_hand(words, i) or unglued(w) in ACCOMPANYING))
            and _named_after(words, i, articled=True)
        ]
    return [i for i, w in enumerate(words) if slot.head and same_word(w, slot.head[0]) and _named_after(words, i)]


def at_place_unit(word: str) -> bool:
    """Is the folded word a place kind with its ب glued, which is "في" there ("بدير القديسة العذراء", "بمدينة سمنود",
    "بالكنيسة", "ببلدة"): the kind says a place whatever verb stands before it (a birth's ب before a name needs the
    birth's verb: `born_at`). Read by the slot's places (`_places`) and the answer's kind (`answer_type`)."""
    rest = word[1:]
    return len(word) > 3 and word[0] == "ب" and (  # noqa: PLR2004 - ب and a unit of three letters at least
        rest.removeprefix("ال") in PLACE_UNITS or rest.removesuffix("ه") + "ه" in PLACE_UNITS
    )


def born_at(words: list[str], i: int) -> bool:
    """Does the folded `words[i]` say a birth's place with its ب glued, after the verb of the birth (LOST39): "ولد
    بسمنود", "وولدت بدمليانا", "ولد ببلدة النخيلة", "وقد ولد هذا الأب ببلدة الصوامعة" — the ب is "في" there, and the
    rest may name a place (`_names_place`: not "ولد بعد …", "بسلام")? The one reading of it: the answer's kind
    (`answer_type`), the filler (`_governed`) and the scorer's unit (`asked_stated.born_place_terms`)."""
    word = words[i]
    if len(word) <= 3 or word[0] != "ب" or word.startswith("بعد") or not _names_place("في", word[1:]):
        return False
    return _birth_verb_at(words, i) is not None


def _birth_verb_at(words: list[str], i: int) -> int | None:
    """Where the verb of a birth stands before `i`: right before it, or before "هذا القديس" / "هذه القديسة"."""
    for at in (i - 1, i - 3):
        if at < 0 or at < i - 1 and words[at + 1] not in _DEMONSTRATIVES:
            continue
        verb = words[at]
        if verb in BIRTH_WORDS or unglued(verb, 3) in BIRTH_WORDS:
            return at
    return None


def _governed(slot: Slot, words: list[str]) -> tuple[list[str], list[int]]:
    """The clause's words with the place asked by a preposition written the way the question governs it
    (LOST39), and each word's position in `words`: a birth's glued ب after the asked verb is its "في" (`born_at`:
    "وقد ولد بسمنود", "ولدت بمدينة الإسكندرية" for "اتولد في أنهي بلد": في سمنود); "من أهل X" is "من X" for a
    town asked by من ("كان من أهل تندا" for "كان من أي بلدة"), and so is a birth's "ولد بنهيسة". A ب glued elsewhere
    ("وتبع بطرس") is left."""
    if slot.preposition not in ("في", "من"):
        return words, list(range(len(words)))
    governed: list[str] = []
    at: list[int] = []
    for i, word in enumerate(words):
        if slot.preposition == "من" and people_of_at(words, i):
            continue
        verb = _birth_verb_at(words, i) if born_at(words, i) else None
        if verb is not None and (slot.preposition == "من" or slot.head and same_word(words[verb], slot.head[0])):
            governed += [slot.preposition, word[1:]]  # born there: of that town too ("ولد بنهيسة" for "من أي بلدة كان")
            at += [i, i]
            continue
        governed.append(word)
        at.append(i)
    return governed, at


def _named(slot: Slot, words: list[str], question_words: frozenset[str]) -> list[int]:
    """Where a clause holds a proper name the question does not say: a person's (after a title, an
    office or a naming word, or of a Greek or Latin name's shape: `text.assertions.titled_names`), a
    place's (after a place noun or a place kind: "مدينة نصيبين", "أسقف انصنا"; a preposition's place as the
    question governs it, `_governed`). The role word itself ("الوالي", "إحدى بلاد المشرق") names no one."""
    if slot.kind == "place" and slot.preposition:
        governed, at = _governed(slot, words)
        if len(governed) != len(words) or governed != words:
            return sorted({at[i] for i in _named_in(slot, governed, question_words)})
    return _named_in(slot, words, question_words)


def _named_in(slot: Slot, words: list[str], question_words: frozenset[str]) -> list[int]:
    text = " ".join(words)
    said = {f for w in question_words for f in (w, *word_stems(w))}
    if slot.kind == "place":
        names = place_names(text) | {
            words[i + 1] for i, w in enumerate(words[:-1])
            if (w.removeprefix("ال") in PLACE_UNITS or office(w) is not None and "ال" not in w[:3])
            and may_be_name(words[i + 1])
        }
    else:
        # titled or of a Greek name's shape, or in apposition before the role after a preposition
        # ("إلى قيافا رئيس الكهنة", "لدى أريانوس الوالي")
        names = titled_names(text) | {
            words[i] for i in range(1, len(words) - 1)
            if words[i - 1] in _NAME_PREPOSITIONS and any(same_word(words[i + 1], h) for h in slot.head) and may_be_name(words[i])
            and not words[i].startswith("ال")
        } | {
            # right after a role in construct with its genitive ("رائد الفضاء نيل أرمسترونغ" for "مين رائد
            # الفضاء اللي …": a role no title list holds names its holder after the phrase; FQ12CLASS19)
            words[i + 2] for i in range(len(words) - 2)
            if any(same_noun(words[i], h) and office(h) is None and not h.startswith("ال") for h in slot.head)
            and words[i + 1] in slot.qualifier
            and may_be_name(words[i + 2]) and not words[i + 2].startswith("ال")
        } | {
            # the role's own name after "اسم" in construct with it ("وكان اسم العبد ملخس", "واسم الرجل نابال": UNNAMED44)
            words[i + 2] for i in range(len(words) - 2)
            if words[i].removeprefix("و") == "اسم" and any(same_noun(words[i + 1], h) for h in slot.head)
            and may_be_name(words[i + 2]) and not words[i + 2].startswith("ال")
        } | {
            # a name before the affliction that is his byname ("بيت سمعان الأبرص", "بارتيماوس الأعمى")
            words[i] for i in range(len(words) - 1)
            if afflicted(words[i + 1]) and any(same_word(words[i + 1], h) for h in slot.head)
            and may_be_name(words[i]) and not words[i].startswith("ال") and not verbal(words[i])  # "وشفى أعمى"
        }
    if slot.kind == "place" and slot.preposition:
        # the word right after the governing preposition, without the article or a possessive
        # ("في قلين", not "في البرية", "على عبادته")
        names |= {
            words[i + 1] for i, w in enumerate(words[:-1])
            if w == slot.preposition and not words[i + 1].startswith("ال") and not words[i + 1].endswith(_POSSESSED)
            and not word_stems(words[i + 1]) & (TIME_UNITS | MONTHS) and _names_place(slot.preposition, words[i + 1])
        }  # not an act ("في تكافؤ المادة والطاقة" names no city of a death: FQ16B19)
    found = [
        i for i, w in enumerate(words)
        if w in names and w not in said and not word_stems(w) & said and may_be_name(w) and not _after_anaphor(words, i)
        and not (len(w) > 4 and w.endswith(_HER_THEIR))  # "وإلى صاحبها" folds as "والي صاحبها": no governor's name (fq16-069)
    ]
    if slot.kind == "place" and slot.preposition:  # the name right after it, or after it and a place kind
        found = [
            i for i in found
            if (i and words[i - 1] == slot.preposition
                or i > 1 and words[i - 2] == slot.preposition and words[i - 1].removeprefix("ال") in PLACE_UNITS)
            and not _namesake_origin(slot, words, i)
            and not whence_moved(words, i - 1 if words[i - 1] == slot.preposition else i - 2, question_words)
        ]
    return found


# Words of a move whose "من" says whence a body, a thing or a person was moved, brought, sent or written, not
# anyone's town (KNOWNWRONG39): "عودة رفات القديس مرقس الرسول من روما", "نقل أعضاء … من بلدة كوما", "إلى فليمون
# كتبت من رومية", "لما كان عائدا من القسطنطينية". Not leaving nor coming (خرج، سافر، هاجر، جاء): one leaves one's
# own town and comes from it. Each form listed: a root would take "الرسول" for ارسل and "كتاب" for كتب.
_MOVES = folded_words(
    """نقل نقلت نقلوا نقله نقلها نقلوه نقلوها ينقل اتنقل اتنقلت رجع رجعت رجعوا رجوع رجوعه راجعا حمل حملت حملوا
    حمله حملوه حملها حملوها احضر احضرت احضروا احضره احضروه احضار جلب جلبت جلبوا جلبه ارسل ارسلت ارسلوا ارسله
    ارسلها ارسلوه ارسال كتب كتبت كتبها كتبه كتبوا استلم استلام استلموا عاد عادت عادوا عوده عودته عودتها عودتهم
    عائد عائدا عائدين عائده اعاد اعادوا"""
)
_MOVE_REACH = 8  # "نقل أعضاء القديس يوحنا ذهبي الفم من …": the move's word, its object and the object's titles
_TO = folded_words("الي الى")
_ROUTE_REACH = 3  # "من كريت إلى مدينة القسطنطينية", "من بلدة قومانه … إلى": the "to" after the "from" and its name


def moving(word: str) -> bool:
    """A word of a move (`_MOVES`), glued to و/ف or a preposition or not ("وعادت", "بنقل", "لنقل")."""
    bare = unglued(word)
    return (
        bare in _MOVES
        or len(bare) > 3 and bare[0] in "بل" and bare[1:] in _MOVES
        or len(bare) > 4 and bare.startswith(_EGYPTIAN_PASSIVE) and bare[2:] in _MOVES  # "اتكتبت من انهي بلد"
    )


_EGYPTIAN_PASSIVE = "ات"


def whence_moved(words: list[str], at: int, question_words: Collection[str] = ()) -> bool:
    """Is the "من" at `at` whence a move started: a word of a move before it in the clause (`_MOVE_REACH`), or a
    route, "من X إلى Y"? Then the place after it is the move's, no one's town, birth or home; unless the move is
    what the question asks ("اتنقل منين", "من أين نقل جسد …")."""
    if not 0 <= at < len(words) or words[at] != "من" or any(moving(w) for w in question_words):
        return False
    return any(moving(w) for w in words[max(0, at - _MOVE_REACH) : at]) or any(
        w in _TO for w in words[at + 2 : at + 2 + _ROUTE_REACH]
    )


def _of_a_move(slot: Slot, words: list[str], i: int, question_words: Collection[str]) -> bool:
    """A place said at `i` that is a move's: whence it started (`whence_moved`), or, for a town asked by من
    ("كان من أين"), whither it went ("كتبت إلى أهل كولوسي"): a destination is no one's origin."""
    return whence_moved(words, i, question_words) or slot.preposition == "من" and words[i] in _TO


# "وأبانوب الذي من بالاؤس": the one of that name who is from there
_TELLING_APART = (RELATIVE_PRONOUNS - {"الذين", "اللذان", "اللتان"}) | folded_words("اللي")


def _namesake_origin(slot: Slot, words: list[str], i: int) -> bool:
    """Is the town asked by من ("من أي بلدة كان القديس أبانوب") said by a relative right after a name, "X الذي من
    Y"? That clause tells one X apart from his namesakes: the town of the X the record names so, not of the X
    asked without it (LEFT38, fq24-029: "وأبانوب الذي من بالاؤس" in the Confessor's record). The question that
    holds the town asks of him, and its town is no filler anyway (`fillers_in` drops the question's words)."""
    return slot.preposition == "من" and i > 1 and words[i - 1] == "من" and words[i - 2] in _TELLING_APART


_POSSESSED = ("ته", "تها", "هم", "هما", "ها", "كم", "نا")
_HER_THEIR = ("ها", "هم", "هما")  # a noun with her/their pronoun ("صاحبها"): possessed, no proper name


def _after_anaphor(words: list[str], i: int) -> bool:
    """Does the word follow a demonstrative and a title ("كان هذا القديس حاضرا"): "هذا القديس" is a
    whole noun phrase pointing back, and what follows it is said of him, not his name."""
    j = i - 1
    while j > 0 and words[j].startswith("ال") and words[j] not in FOLDED_TITLE_WORDS:
        j -= 1  # an adjective of the title ("هذا القديس العظيم")
    return j > 0 and words[j] in FOLDED_TITLE_WORDS and words[j - 1] in _DEMONSTRATIVES


_HAND = folded_words("يد بيد يدي ايدي قبل")  # "على يد فلان", "بيد فلان", "من قبل فلان": the agent of a passive
_CLEFT = folded_words("هو هي هم هن")  # "من بنى الكعبة أول مرة هم الملائكة": the pronoun brings the doer
_DOER_AFTER = 2  # the doer right after the verb or after its object ("عمده يوحنا", "قتل الملك فلان")


def _agents(slot: Slot, words: list[str], question_words: frozenset[str]) -> list[int]:
    """Who did the asked verb ("مين قتل X"), in a clause that says it: a name the question does not
    say, after a title or of a name's shape (`titled_names`); the word after "على يد/بيد/من قبل" or
    after a cleft pronoun ("هم الملائكة"); or a bare word right before the verb or within two after
    it that reads as no verb, time or number ("عمده يوحنا"). A verbal noun with only the question's
    words ("عند مقتل السلطان"), a time ("سجن البطريرك سنة كاملة") or another verb's subject names none."""
    said = {f for w in question_words for f in (w, *word_stems(w))}
    names = titled_names(" ".join(words))
    verbs = [j for j, w in enumerate(words) if any(same_word(w, h) for h in slot.head)]
    if not verbs:
        return []
    found = []
    for i, word in enumerate(words):
        if _kin_of_someone(word) and word not in said and any(0 < j - i <= REACH for j in verbs):
            found.append(i)  # "كان عمه والي المدينة فقد أبلغ": his uncle, the subject before the verb
            continue
        if word in said or word_stems(word) & said or not may_be_name(word) or word_stems(word) & (TIME_UNITS | MONTHS):
            continue
        if follows_anaphor(words, i) and verbal(word):
            continue  # "هذا النبي مات قتيلا": what the one pointed back to did ("هذا الملك هيرودس": his name)
        before = words[i - 1] if i else ""
        plain = not verbal(word) and word[0] not in GLUED_CONJUNCTIONS
        # a word with the article, bare or after a glued particle ("بالسيف", "والملك"), is no name
        articled = word.startswith(("ال", "بال", "لل", "كال", "فال", "وال"))
        beside = plain and not articled and any(0 < i - j <= _DOER_AFTER or j - i == 1 for j in verbs)
        if word in names or before in _HAND or (before in _CLEFT and word[0] not in GLUED_CONJUNCTIONS) or beside:
            found.append(i)
        elif not word.startswith("ال") and any(_after_epithets(words, j, i) for j in verbs):
            found.append(i)  # "قادها النورماني النبيل جان": the name after the doer's epithets
    return found


def _patients(slot: Slot, words: list[str], question_words: frozenset[str]) -> list[int]:
    """Whom the asked verb was done to ("كان بيعلم مين"): a name or a kin word within `_OBJECT_REACH` words
    after a word of the verb, past titles ("ليعلم ولديه أنوريوس", "يخدم أباه"); none where a preposition with a pronoun
    follows the verb (its complement: "علم بنياحته" knew of), nor past a verb, a preposition or a word with
    the article (the doer's title, "الملك ثاؤدسيوس")."""
    said = {f for w in question_words for f in (w, *word_stems(w))}
    found: list[int] = []
    for j, word in enumerate(words):
        if not any(same_word(word, h) for h in slot.head):
            continue
        for i in range(j + 1, min(len(words), j + 1 + _OBJECT_REACH)):
            w = words[i]
            if _kin_of_someone(w):
                found.append(i)  # "يخدم أباه": his father, named by his relation
                break
            if w in FOLDED_TITLE_WORDS:
                continue
            glued = len(w) > 3 and w[0] in "بل" and (w.endswith(THIRD_PERSON_PRONOUNS) or w[1:] in STOPWORDS)
            if w in _OBJECT_STOPS or glued:
                break  # "علم بنياحته", "علم بذلك": a preposition with a pronoun, the verb's complement (knew of)
            if w.startswith("ال") or verbal(w) or not may_be_name(w) or w in said or word_stems(w) & said:
                break
            found.append(i)
            break
    return found


_OBJECT_REACH = 3
_OBJECT_STOPS = folded_words("في من الي علي عن مع بما لما حتي")


def _related(slot: Slot, words: list[str], question_words: frozenset[str]) -> list[int]:
    """Where a clause that says the succession asked (`SUCCESSION`, with a pronoun or not: "بعده",
    "خلفه") holds a name the question does not say (titled, or of a name's shape)."""
    relation = SUCCESSION[slot.preposition]
    if not any(word_stems(w) & relation for w in words):
        return []
    said = {f for w in question_words for f in (w, *word_stems(w))}
    names = titled_names(" ".join(words))
    found = [i for i, w in enumerate(words) if w in names and w not in said and not word_stems(w) & said and may_be_name(w)]
    return [i for i in found if not _followed_by_the_asked(slot, words, i, relation, names)]


def _followed_by_the_asked(slot: Slot, words: list[str], i: int, relation: frozenset[str], names: Collection[str]) -> bool:
    """Is the name at i the one the question's X followed: X stands after it as the doer of a
    succession told with a pronoun ("ولما تنيح الأنبا باخوميوس تولي القديس تادرس تدبير الشركة بعده":
    Theodore after Pachomius, no one after Theodore: fq17-099)? X is the nearest name before the
    pronoun's relation word, and the name at i stands before X. A bare "بعد X" says whom the
    relation is of itself: a filler may stand anywhere beside it."""
    named = set(slot.relation_of)
    for r, word in enumerate(words):
        if word in relation or not word_stems(word) & relation:
            continue
        at_x = [j for j in range(i + 1, r) if words[j] in named or word_stems(words[j]) & named]
        if at_x and not any(w in names and w not in named for w in words[at_x[-1] + 1 : r]):
            return True
    return False


def _kin_of_someone(word: str) -> bool:
    """A kin noun with a possessive pronoun ("عمه", "أخوها"): one person, named by his relation."""
    kin = office(word)
    return kin in KIN and not word.startswith("ال") and word.removeprefix("و").removeprefix("ف") != kin


def _after_epithets(words: list[str], verb: int, at: int) -> bool:
    """Is the word at `at` the first after the verb's run of article words (the doer's epithets or
    titles, "قادها النورماني النبيل جان")? After two, a name stands there whatever its shape; after
    one (that may be the verb's object: "بناء الدير فرح"), only a word that reads as no verb."""
    between = words[verb + 1 : at]
    if not between or not all(w.startswith("ال") for w in between):
        return False
    return len(between) >= 2 or not verbal(words[at])


# The subject's own name asked ("أبو سيفين كان اسمه إيه", "abu onesimos kan esmo eh" read as the kunya, fq25-107):
# a naming word whose nearest person before it is another — a person introduced by a common noun ("مملوكا لرجل
# من رومية اسمه فليمون", `slot_reading.PERSON_NOUNS` with or without the article), a kin ("وكان أبوه اسمه …")
# or a ruler's office with the article ("وأما الملك الذي كان في مصر … فكان اسمه حسان") — names that one.
# A word the question says (the subject's name or title) before it is the subject's; not a group's plural the
# question also says ("من بين الرهبان اسمه داميانوس" for "… قبل الرهبنة" read as الرهبان: WRONGREC72, fq51-025).
_NAMED_REACH = 10  # words back from the naming word ("الملك الذي كان في مصر في هذا الوقت فكان اسمه": 9)
_COMMON_PERSONS = PERSON_NOUNS | frozenset(w.removeprefix("ال") for w in PERSON_NOUNS)


def _named_another(words: list[str], j: int, said: frozenset[str], kin: frozenset[str] = frozenset()) -> bool:
    """Does the naming word before the name at `j` name another person than the question's subject? `kin`: the kin
    the question's kunya says ("ابو انسطاسيه كان اسمه إيه", `offices.office`): a reader may ask her father by it, and
    "من أب وثني واسمه بريتاسطانوس" names him."""
    at = j - 1
    while at > 0 and (words[at] in FOLDED_TITLE_WORDS and not office(words[at]) or words[at] in ("باسم", "بلقب")):
        at -= 1  # "يدعى القديس X": past the titles to the naming word
    if words[at] not in NAMING_WORDS:
        return False  # a naming verb with its object pronoun ("فسموه فريج", "فأسمياه فيلوباتير") names whom it says
    for k in range(at - 1, max(-1, at - 1 - _NAMED_REACH), -1):
        word = words[k]
        if word not in STOPWORDS and (word in said or word_stems(word) & said) and not _office_plural(word):
            return False
        if _born(words, k):
            continue
        bare = {word, word.removesuffix("ا")} | ({word[1:], word[1:].removesuffix("ا")} if word[:1] in ONE_LETTER_PARTICLES else set())
        if bare & _COMMON_PERSONS:
            return True  # "لرجل", "ورجلا", "امرأة"
        said_kin = office(word)
        if said_kin is not None and said_kin in KIN and not word.startswith("ال"):
            return said_kin not in kin
        if said_kin in _RULERS and word.startswith("ال"):
            return True
        if _office_introduced(words, k, at):
            return True  # "عين قسا اسمه مينا", "فرسم لهم أسقفا … اسمه داميانوس": the one ordained or met (SLOTHEAD71)
    return False


def _office_introduced(words: list[str], k: int, at: int) -> bool:
    """Is the word at `k` an office or a monk's rank said without the article ("قسا", "أسقفا", "راهبا", "شماس") whose
    description runs on to the naming word at `at` with no new clause between ("راهبا فارسيا في السوق اسمه")? It
    introduces another person; "اختاروه بطريركا وكان اسمه …" opens a clause of the subject's own before the name."""
    word = words[k]
    said = office(word) or (office(word.removesuffix("ا")) if len(word) >= 3 else None)  # noqa: PLR2004 - "قسا" -> "قس"
    if said is None or said in KIN or word.startswith(("ال", "وال", "فال", "بال", "لل")):
        return False
    return not any(w[:1] in GLUED_CONJUNCTIONS or w in VERB_COPULAS or w in CLAUSE_OPENERS for w in words[k + 1 : at])


def _office_plural(word: str) -> bool:
    """Is the word an office or rank said of many ("الرهبان", "الأساقفة", "كهنة"): the group one of whom the record
    introduces, never the asked person himself (his office is said singular: "الراهب", "البابا")?"""
    said = office(word)
    bare = word.removeprefix("ال")
    return said is not None and said not in KIN and word not in FOLDED_TITLE_WORDS and bare != said and bare.removesuffix("ا") != said


def _born(words: list[str], k: int) -> bool:
    """Is the person-looking word at `k` ("ولد": a boy, a child) the verb "was born": a bare ولد before a demonstrative or a title ("ولد هذا
    القديس وكان اسمه بولس" names the saint, no child of his; "كان لها ولد اسمه …" names the child)."""
    return unglued(words[k], 3) == _WALAD and k + 1 < len(words) and (words[k + 1] in _DEMONSTRATIVES or words[k + 1] in FOLDED_TITLE_WORDS)


_WALAD = "ولد"
_RULERS = frozenset({"ملك", "امير", "والي"})

