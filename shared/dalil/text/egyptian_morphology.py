"""The shapes of the Egyptian verb, read off a folded word: one place for the rules the search side
(`colloquial.strip_aspect`, `colloquial.strip_perfect_prefix`) and the answer side
(`egyptian_verbs.verb_forms`, `colloquial.read_answer_function_words`) both read.

Morphology only, no list of verbs and no vocabulary: each function gives the forms a word may be,
and each caller keeps its own guard, which is a different question on each side. Search replaces
the reader's word, so it asks the corpus's vocabulary whether the bare form is a word it writes;
the answer side only adds candidates a sentence must hold, or (reading a restatement) asks the
excerpt whether it writes the form.

- a glued conjunction و/ف ("ومشي" -> مشي);
- the wrapped negation ما…ش / م…ش ("ماقالوش" -> قالوا, "مقدروش" -> قدروا);
- the aspect prefix of the imperfect: the habitual بـ and the future هـ/حـ before the person letter
  (ي ت ن: "بيعبدوا" -> يعبدوا, "هيعمل" -> يعمل, "حتغرق" -> تغرق); the future هـ before the first
  person, its ا dropped ("هحتاج" -> احتاج) or written ("هاكل" -> اكل);
- a closing ـش of the negation ("تحسدش" -> تحسد);
- the ات- passive-reflexive perfect (the corpus's form V "اتنيح" -> تنيح, the bare verb's passive
  "اتولد" -> ولد, forms VII and VIII "اتكسر" -> انكسر, "اتختار" -> اختار) and its imperfect
  يتـ/تتـ/نتـ ("يتقال" -> يقال, "يتنيح" -> تنيح);
- the imperfect's plural ـوا, written ـون in the corpus ("يعبدوا" -> يعبدون);
- the defective verb (its last root letter ى/ي), its perfect with an object pronoun written with ا
  ("شفاه", "فشفاها", "شفاهم") or alone in speech ("شفا"), its imperfect with the ي kept ("يشفيك",
  "بيشفي" -> يشفي), the perfect with ي (`defective_perfect`: شفي, read against شفى on either side);
- the interdentals as Egyptian speech writes them, stops (ث as ت, ذ as د, ظ as ض) or sibilants (ذ
  and ظ as ز): "تالت" -> ثالث, "التعبان" -> الثعبان, "دبح" -> ذبح (`interdental_spellings`, any word,
  not only a verb).
"""

from __future__ import annotations

from functools import lru_cache
from itertools import product

from dalil.text.forms import SECOND_PERSON_PRONOUNS, THIRD_PERSON_PRONOUNS
from dalil.text.glued import GLUED_CONJUNCTIONS

NEGATION_LEADS = ("ما", "م")
NEGATION_TAIL = "ش"
ASPECT_PREFIXES = "بهح"  # habitual بـ, future هـ / حـ
HABITUAL = "ب"
FUTURE = "ه"
# The imperfect's person letter after an aspect prefix. The first person's ا after the future هـ
# may be dropped ("هحتاج" أحتاج) or written ("هاكل"); after the habitual بـ it is read only where
# a caller's guard allows it: "بابا" (pope) is no بـ + ابا (a father).
PERSON_LETTERS = "يتن"
FIRST_PERSON = "ا"
PASSIVE = "ات"  # the Egyptian passive-reflexive perfect
PASSIVE_IMPERFECT = ("يت", "تت", "نت")  # its imperfect ("بيتقال" -> يتقال)
PLURAL = "وا"  # the imperfect plural "يعبدوا", MSA "يعبدون"
MSA_PLURAL = "ون"
MIN_STEM = 3  # letters left after a prefix is read off: "بيت" is no بـ + يت
ARTICLE = "ال"


def split_glued(word: str, min_rest: int = MIN_STEM) -> tuple[str, str]:
    """(the glued و/ف, the rest) when at least `min_rest` letters remain, else ("", word)."""
    if word[:1] in GLUED_CONJUNCTIONS and len(word) - 1 >= min_rest:
        return word[0], word[1:]
    return "", word


def unwrapped(word: str) -> list[str]:
    """The verb inside ما…ش / م…ش, a closing و as the plural's وا ("ماقالوش" -> قالوا)."""
    if not word.endswith(NEGATION_TAIL):
        return []
    found = []
    for lead in NEGATION_LEADS:
        inner = word[len(lead) : -len(NEGATION_TAIL)]
        if word.startswith(lead) and len(inner) >= MIN_STEM:
            found.append(inner + "ا" if inner.endswith("و") else inner)
    return found


def without_aspect(word: str, habitual_first_person: bool = False) -> list[str]:
    """The imperfect without its بـ/هـ/حـ: before the person letter ("بيعبدوا" -> يعبدوا); the
    future هـ before the first person, its ا written ("هاكل" -> اكل) or dropped ("هحتاج" ->
    احتاج); the habitual بـ before a written ا only when `habitual_first_person` ("باكل" -> اكل).
    The habitual's بـ never stands for a dropped ا: "بعيد" (far) is no أعيد."""
    if not (word[:1] in ASPECT_PREFIXES and len(word) - 1 >= MIN_STEM):
        return []
    rest = word[1:]
    if rest[0] in PERSON_LETTERS:
        return [rest]
    if rest[0] == FIRST_PERSON and (word[0] == FUTURE or word[0] == HABITUAL and habitual_first_person):
        return [rest]
    if word[0] == FUTURE:
        return [FIRST_PERSON + rest]
    return []


# The MSA negators of a verb that Egyptian wraps around the verb instead ("لم يعرف" / "ماعرفش").
NEGATED_VERB_HEADS = frozenset({"لم", "لا", "ما"})
_JUSSIVE_LEADS = ("ي", "ت")
_HOLLOW = "وي"


def jussive_perfects(jussive: str) -> frozenset[str]:
    """The perfect of the third person a jussive after لم says: يعرف -> عرف, يعرفوا -> عرفوا, تعرف -> عرفت;
    a hollow verb's long vowel back (يكن -> كان, يقم -> قام, يكونوا -> كانوا, تكن -> كانت)."""
    lead, stem = jussive[:1], jussive[1:]
    if lead not in _JUSSIVE_LEADS or len(stem) < 2:
        return frozenset()
    stems = {stem}
    if len(stem) == 2:
        stems.add(stem[0] + "ا" + stem[1])
    elif stem[1] in _HOLLOW:
        stems.add(stem[0] + "ا" + stem[2:])
    if lead == "ت":
        return frozenset(s + "ت" for s in stems if not s.endswith(PLURAL))
    return frozenset(stems)


def says_negated_verb(inner: str, negator: str, verb: str) -> bool:
    """Whether the verb inside a wrapped negation (`unwrapped`) says the MSA `negator` and `verb` (folded,
    bare): لم + the jussive as the same person's perfect ("ماعرفش" for "لم يعرف", "مكانش" for "لم يكن"),
    لا/ما + the verb as written or with the habitual بـ ("ماتخافوش" for "لا تخافوا", "مابيعرفش" for "لا
    يعرف"). Another person or another verb inside says another thing."""
    if negator == "لم":
        return inner in jussive_perfects(verb)
    return negator in NEGATED_VERB_HEADS and (inner == verb or verb in without_aspect(inner))


def without_negation_tail(word: str, min_left: int = MIN_STEM) -> str | None:
    """The word without the negation's closing ـش ("تحسدش" -> تحسد), at least `min_left` left."""
    if word.endswith(NEGATION_TAIL) and len(word) - len(NEGATION_TAIL) >= min_left:
        return word[: -len(NEGATION_TAIL)]
    return None


def passive_bare(word: str) -> str | None:
    """The verb under the ات- perfect ("اتشفى" -> شفى), or None."""
    if word.startswith(PASSIVE) and len(word) - len(PASSIVE) >= MIN_STEM:
        return word[len(PASSIVE) :]
    return None


def passive_readings(word: str) -> list[str]:
    """The ات- perfect as the corpus's forms V, I (passive), VII and VIII; its imperfect يتـ/تتـ/نتـ
    as the bare verb's passive imperfect and as the form V verb."""
    rest = passive_bare(word)
    if rest is not None:
        return ["ت" + rest, rest, "ان" + rest, "ا" + rest]
    for lead in PASSIVE_IMPERFECT:
        if word.startswith(lead) and len(word) - len(lead) >= MIN_STEM:
            rest = word[len(lead) :]
            return [lead[0] + rest, "ت" + rest]  # "يتقال" يقال; "يتنيح" of the form V perfect تنيح
    return []


def imperfect_plural(word: str) -> list[str]:
    """The imperfect's ـوا as the corpus's ـون ("يعبدوا" -> يعبدون)."""
    if word[:1] in PERSON_LETTERS and word.endswith(PLURAL) and len(word) - len(PLURAL) >= MIN_STEM:
        return [word[: -len(PLURAL)] + MSA_PLURAL]
    return []


def _aspect_and_tail(word: str) -> list[str]:
    """The aspect step of `verb_forms`: the bare imperfect, and it without a closing ـش."""
    forms = without_aspect(word)
    return forms + [bare for form in forms if (bare := without_negation_tail(form)) is not None]


@lru_cache(maxsize=8192)
def verb_forms(word: str) -> frozenset[str]:
    """The folded forms the corpus may write a folded Egyptian verb as, by its shape (the negation,
    aspect, passive and plural steps of the module's list, each applied to what the steps before
    gave), and the word without a glued و/ف ("ومشي" -> مشي); not the word itself. An articled
    word is a noun: none."""
    bare = split_glued(word)[1]
    if bare.startswith(ARTICLE):
        return frozenset()
    forms = {bare}
    for step in (unwrapped, _aspect_and_tail, passive_readings, imperfect_plural):
        forms |= {new for form in list(forms) for new in step(form)}
    return frozenset(forms - {word})


# The object pronouns a defective verb carries ("شفاه", "يشفيك", "شفاني"), longest first.
_OBJECT_PRONOUNS = tuple(sorted((*THIRD_PERSON_PRONOUNS, *SECOND_PERSON_PRONOUNS, "ني", "نا"), key=len, reverse=True))
_WEAK = "اويءىئؤ"
_DEFECTIVE_FINALS = "اي"  # the perfect's ى is written ا before a pronoun ("شفاه"), the imperfect's ي stays ("يشفيه")


def defective_perfect(word: str) -> str | None:
    """The perfect of a defective verb of two strong root letters (شفى، رمى، بنى) that a folded word
    writes, with ي (as `fold` writes ى), or None: the perfect with an object pronoun ("شفاه",
    "فشفاهم", "شفاها") or alone as speech writes it ("شفا"), the imperfect with its person letter
    and ي, the habitual or future prefix read off ("يشفي", "يشفيك", "بيشفي", "اشفيه"; "اشفاه" too).
    The word itself written with ي ("شفي") is its own perfect: None. Morphology only: "شفاه" (lips)
    reads so too; a caller reads it only against a verb it already has."""
    rest = split_glued(word)[1]
    rest = next(iter(without_aspect(rest, habitual_first_person=True)), rest)
    for pronoun in ("", *_OBJECT_PRONOUNS):
        stem = rest[: -len(pronoun)] if pronoun else rest
        if pronoun and not rest.endswith(pronoun):
            continue
        for person in ("", *PERSON_LETTERS, FIRST_PERSON):
            if not stem.startswith(person):
                continue
            root = stem[len(person) :]
            final = root[-1:]
            if len(root) != 3 or final not in _DEFECTIVE_FINALS or any(ch in _WEAK for ch in root[:2]):
                continue
            if not person and not pronoun and final == "ي":
                continue  # "شفي": the perfect itself
            if person and final == "ا" and person != FIRST_PERSON:
                continue  # "يدعا" is no imperfect; the perfect's ا stands without a person letter
            return root[:2] + "ي"
    return None


# The Egyptian letter -> the interdental(s) the corpus may write in its place.
INTERDENTALS = {"ت": "ث", "د": "ذ", "ض": "ظ", "ز": "ذظ"}
_MAX_INTERDENTAL_SLOTS = 4  # letters read either way: at most 2**4 spellings of one word


@lru_cache(maxsize=8192)
def interdental_spellings(word: str) -> frozenset[str]:
    """The spellings of a folded word with some of its ت/د/ض/ز written as the interdental the
    Egyptian stop or sibilant stands for ("تالت" -> ثالث, تالث, ثالت); not the word itself, and none
    for a word with more than `_MAX_INTERDENTAL_SLOTS` such letters."""
    slots = [(i, INTERDENTALS[ch]) for i, ch in enumerate(word) if ch in INTERDENTALS]
    if not slots or len(slots) > _MAX_INTERDENTAL_SLOTS:
        return frozenset()
    spellings = set()
    for choice in product(*[(word[i], *letters) for i, letters in slots]):
        letters = list(word)
        for (i, _), letter in zip(slots, choice, strict=True):
            letters[i] = letter
        spellings.add("".join(letters))
    return frozenset(spellings - {word})


# --- a verb's person and its glued pronouns, read off to the form a word table lists (EGYPTLEX70) ---------------
# A table of Egyptian verbs (`colloquial.CONTENT_WORDS`) lists a verb once, by its perfect and its imperfect of the
# third person masculine (ساب، يسيب); readers write every person, with an object or a dative pronoun glued on
# ("سابوه", "سابتها", "قعدت", "تسيبه", "نسيبهم", "يسيبوا", "قالهم", "ظهرله"). Endings longest first.
OBJECT_ENDINGS = ("لهم", "لها", "لكم", "لنا", "له", "هم", "ها", "كم", "ني", "نا", "ه", "ك")
# you (pl, f), we, they, I / you / she; a doubled or defective verb's ـيت ("حطيت", "استنيت")
PERFECT_ENDINGS = ("يتوا", "يتو", "يتي", "ينا", "يت", "توا", "تو", "تم", "تي", "نا", "وا", "و", "ت")
IMPERFECT_ENDINGS = ("وا", "و", "ي")  # the plural, the second person feminine
DEFECTIVE_FINAL = "ي"  # ى as `fold` and the word tables' light folding write it
IMPERFECT_LEAD = "ي"  # the third person masculine a table lists
OTHER_LEADS = "تنا"  # the other persons' letter: تسيب، نسيب، اسيب
MIN_BASE = 2  # حط، شال's hollow perfect is 3, the doubled حط / بص / نط is 2


def _endings_off(word: str, endings: tuple[str, ...], min_left: int) -> list[str]:
    return [word[: -len(e)] for e in endings if word.endswith(e) and len(word) - len(e) >= min_left]


def inflection_bases(word: str) -> list[tuple[str, str]]:
    """The forms a table of third-person verbs may list for a folded Egyptian verb form, each with the person letter
    to write back on the table's imperfect ("" when none): "سابوه" -> سابوا, ساب; "تسيبه" -> (يسيب, ت); "قعدت" -> قعد;
    "يسيبوا" -> يسيب; "قالهم" -> قال; "ظهرله" -> ظهر. Morphology only: each is a candidate a table must list (as a
    verb); the word itself is not among them. The readings with no person letter come first, the longest (the most of
    the word kept: "سابوه" is سابوا's before ساب's) first among them; the order is fixed."""
    unglued = [word]
    for rest in _endings_off(word, OBJECT_ENDINGS, MIN_BASE):
        unglued.append(rest)
        if rest.endswith("و"):  # the plural's ا is not written before a pronoun ("سابوه" = سابوا + ه)
            unglued.append(rest + "ا")
        if rest.endswith("ت") and len(rest) > MIN_BASE + 1:  # "سابته", she left him
            unglued.append(rest[:-1])
    bases: list[tuple[str, str]] = []
    for form in unglued:
        stems = [*_endings_off(form, PERFECT_ENDINGS, MIN_BASE), *_endings_off(form, IMPERFECT_ENDINGS, MIN_BASE + 1)]
        # a defective verb's last ى goes before an ending ("استخبوا", "استخبت" of استخبى): the folded ي back
        for stem in [form, *stems, *(stem + DEFECTIVE_FINAL for stem in stems)]:
            if stem[:1] in OTHER_LEADS and len(stem) > MIN_BASE + 1:
                bases.append((IMPERFECT_LEAD + stem[1:], stem[0]))
            bases.append((stem, ""))
    # the perfect's reading first: "استخبوا" is استخبى's plural before it is a first person's imperfect
    found = [base for base in dict.fromkeys(bases) if base[0] != word]
    return sorted(found, key=lambda base: (base[1] != "", -len(base[0]), base[0]))


# The dative pronoun Egyptian glues to a verb ("ظهرله" ظهر له, "قطعلها" قطع لها, "جابلهم" جاب لهم); the stemmer reads
# an object pronoun off ("قالهم" قال), not a glued لـ. Three letters of the verb at least: "الله", "قبله", "مثلها" stay.
DATIVE_ENDINGS = ("لهم", "لها", "لكم", "لنا", "له")


def without_dative(word: str) -> str | None:
    """The verb under a glued dative pronoun ("ظهرله" -> ظهر), or None; an articled word is a noun."""
    if word.startswith(ARTICLE):
        return None
    return next((word[: -len(e)] for e in DATIVE_ENDINGS if word.endswith(e) and len(word) - len(e) >= MIN_STEM), None)
