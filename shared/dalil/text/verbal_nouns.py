"""Is a folded word, by its shape, the verbal noun of a derived verb (`derived_verbal_noun`)?

The derived forms' verbal nouns have fixed shapes: إفعال ("إصدار", "إعدام"), افتعال / انفعال
("اعتراف", "انتقال"), استفعال ("استشهاد"), تفعيل ("تعذيب"), تفاعل ("تكافؤ"), مفاعلة ("محاكمة"). Such a word names an
act, never a place, so "بإصدار حكم" or "في استقبال" says how or in what, not where (fq16-111: "انتهت
بإصدار حكم بإعدامه" places no execution). A place name of one of these shapes ("أسوان") is the price
of reading by shape: the place readers still take it after a place noun ("مدينة أسوان").
"""

from __future__ import annotations

from dalil.text.forms import THIRD_PERSON_PRONOUNS
from dalil.text.glued import GLUED_CONJUNCTIONS, ONE_LETTER_PARTICLES


def _shaped(word: str) -> bool:
    n = len(word)
    return (
        (n == 5 and word[0] == "ا" and word[3] == "ا")  # إفعال
        or (n == 6 and word[0] == "ا" and word[4] == "ا" and (word[1] == "ن" or word[2] == "ت"))  # انفعال، افتعال
        or (n == 7 and word.startswith("است") and word[5] == "ا")  # استفعال
        or (n == 5 and word[0] == "ت" and word[3] == "ي")  # تفعيل
        or (n == 5 and word[0] == "ت" and word[2] == "ا")  # تفاعل
        or (n == 6 and word[0] == "م" and word[2] == "ا" and word[-1] == "ه")  # مفاعلة
    )


def derived_verbal_noun(word: str) -> bool:
    """The folded word (no glued particle before it), with a glued pronoun or not ("إعدامه"), has the
    shape of a derived verb's verbal noun."""
    return _shaped(word) or any(_shaped(word.removesuffix(ending)) for ending in THIRD_PERSON_PRONOUNS if word.endswith(ending))


# A derived verb's other conjugations and its verbal noun, by shape (LOST48, benchmarks/trust/RESULTS.md): a reader asks
# "من الذي اضطهد النصارى" of a passage that writes "كان في طريقه يضطهد النصارى", "أفرج عن المسجونين" of "وأمر بالإفراج
# عن كل الذين في السجون", "أمر يحرق مين" of "فأمر بإحراق الاثنتين". The stemmer keeps the person letter of the
# imperfect ("يضطهد", "يحرق") and the verbal noun's long vowel ("اضطهاد", "إحراق"), so the three are three terms.
# Only verbs whose root letters are all sound (no ا و ي ى ء after the prefix: "انبا", "اخير", "اول", "يوسف" give
# none): a weak root changes the letters between the forms, which no shape here writes.
_PERSON = "يتن"
_WEAK = frozenset("اويىءئؤ")
# A form is also written after a glued conjunction ("واضطهد الشعب"); a noun after ب / ل too ("بإحراق", "وبإحراق").
_GLUED_NOUN = (*ONE_LETTER_PARTICLES, *(c + p for c in GLUED_CONJUNCTIONS for p in ONE_LETTER_PARTICLES if p not in GLUED_CONJUNCTIONS))


def _sound(letters: str) -> bool:
    return not _WEAK.intersection(letters)


def _imperfects(stem: str) -> set[str]:
    return {person + stem for person in _PERSON}


def _derived(term: str) -> tuple[set[str], set[str]]:
    """(verb forms, verbal nouns) of a stemmed term of a derived verb's shape, itself excluded."""
    n, verbs, nouns = len(term), set(), set()
    if n == 4 and term[0] == "ا" and _sound(term[1:]):  # أفعل (IV): أحرق -> يحرق، إحراق
        verbs |= _imperfects(term[1:])
        nouns.add(term[:3] + "ا" + term[3])
    elif n == 5 and term[0] == "ا" and (term[1] == "ن" or term[2] in "تطد") and _sound(term[1:]):  # انفعل، افتعل
        verbs |= _imperfects(term[1:])
        nouns.add(term[:4] + "ا" + term[4])
    elif n == 6 and term.startswith("است") and _sound(term[3:]):  # استفعل (X); its imperfect stems to it
        nouns.add(term[:5] + "ا" + term[5])
    elif n == 4 and term[0] == "ت" and _sound(term[1:]):  # تفعّل (V) — or تفعل, an imperfect: only V's imperfect
        verbs.add("ي" + term)  # "ترهب" -> يترهب; not رهب, the stem of "الرهبان" (fq21-108)
    elif n == 4 and term[0] in _PERSON and _sound(term[1:]):  # يفعل / نفعل: أفعل (IV), إفعال
        verbs.add("ا" + term[1:])  # not the bare فعل (I): its stem is a noun's too ("يحمل" -> حمل, fq26-059)
        nouns.add("ا" + term[1:3] + "ا" + term[3])
    elif n == 5 and term[0] in _PERSON and term[1] == "ت" and _sound(term[2:]):  # يتفعل (V، VI): تفعل
        verbs.add(term[1:])
    elif n == 5 and term[0] in _PERSON and (term[1] == "ن" or term[2] in "تطد") and _sound(term[1:]):  # ينفعل، يفتعل
        verbs.add("ا" + term[1:])
        nouns.add("ا" + term[1:4] + "ا" + term[4])
    elif n == 5 and term[0] == "ا" and term[3] == "ا" and _sound(term[1:3] + term[4]):  # إفعال
        verbs |= {term[:3] + term[4], *_imperfects(term[1:3] + term[4])}
    elif n == 6 and term[0] == "ا" and term[4] == "ا" and (term[1] == "ن" or term[2] in "تطد") and _sound(term[1:4] + term[5]):
        verbs |= {term[:4] + term[5], *_imperfects(term[1:4] + term[5])}  # انفعال، افتعال
    elif n == 7 and term.startswith("است") and term[5] == "ا" and _sound(term[3:5] + term[6]):  # استفعال
        verbs.add(term[:5] + term[6])
    verbs.discard(term)
    nouns.discard(term)
    return verbs, nouns


def conjugations(term: str) -> frozenset[str]:
    """The other written forms of the verb a stemmed `term` is (perfect, imperfect of any person, the verbal noun of a
    derived form; each also after a glued conjunction, a noun after ب / ل too): "يضطهد" -> اضطهد، اضطهاد، واضطهد …;
    "افراج" -> افرج، يفرج …; "احرق" -> يحرق، احراق، باحراق …. A purpose لـ before the imperfect is read off ("ليحرق").
    Empty for a term of no such shape. Candidates only: a form counts where a passage writes it."""
    if len(term) == 5 and term[0] == "ل" and term[1] in _PERSON:
        term = term[1:]
    verbs, nouns = _derived(term)
    if not verbs and not nouns:
        return frozenset()
    forms = verbs | nouns | {glue + verb for verb in verbs for glue in GLUED_CONJUNCTIONS}
    forms |= {glue + noun for noun in nouns for glue in _GLUED_NOUN}
    forms |= {"ل" + verb for verb in verbs if verb[0] in _PERSON}
    return frozenset(forms)
