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


# A verb's participle and a noun's other number (LOSS49, benchmarks/trust/RESULTS.md): a reader asks "اللي كان بيرافق
# الرسل" of a passage that writes "كان من المرافقين للرسل", "اللي جاهدت" of "هذه المجاهدة", "اللي انتخبها" of "المنتخبة",
# "الشهيد" of "شيخ الشهداء". The stemmer keeps the participle's م ("مرافق", "مجاهده") and the plural's shape ("شهداء").
# A participle's shape is also a noun's: فاعل is a verb (III, "رافق") and the agent noun of I ("كاتب"), whose مفاعل is a
# broken plural ("مكاتب", "معابد", "محاكم"): فاعل is read as a verb only where the word says it is one (`verb_cue`). The
# other derived shapes (أفعل، افتعل، انفعل، استفعل، تفعّل) and their imperfects are verbs by their shape. Not a bare فعل
# or its يفعل: unvowelled it is form I or II, whose participles differ ("علم" / "يعلم" read as عالم held "العالم", the
# world, and lost fq21-105's answer in r1; II's معلّم is مفعل, a place noun's shape). Read back from a participle in
# the question only where its shape is no noun's plural: متفعّل، مفتعل، منفعل، مستفعل (not مفعل — "مجلس", "مكتب" — nor
# مفاعل).
_VERB_ENDINGS = ("وا", "ت", "وه", "وها", "وهم", "ته", "تها", "تهم", "وني", "ني")
_FEMININE = "ه"  # the stemmer writes a participle's ة as ه and keeps it ("المجاهدة" -> مجاهده)


def verb_cue(word: str, term: str, after_relative: bool) -> bool:
    """Does the folded `word` (its term `term`) say it is a verb, not a noun of the same letters: it follows a relative
    ("اللي جاهد", "الذي رافق") or carries a verb's ending after the term ("رافقوا", "جاهدت", "قتلوه")."""
    bare = word.lstrip(GLUED_CONJUNCTIONS) if len(word) > len(term) + 1 else word
    return after_relative or any(bare == term + ending for ending in _VERB_ENDINGS)


def _verb_participles(term: str, verbal: bool) -> set[str]:
    n = len(term)
    if n == 4 and term[0] == "ا" and _sound(term[1:]):  # أفعل (IV): أرسل -> مرسل
        return {"م" + term[1:]}
    if n == 5 and term[0] == "ا" and (term[1] == "ن" or term[2] in "تطد") and _sound(term[1:]):  # انفعل، افتعل
        return {"م" + term[1:]}
    if n == 6 and term.startswith("است") and _sound(term[3:]):  # استفعل: مستفعل
        return {"م" + term[1:]}
    if n == 4 and term[0] == "ت" and _sound(term[1:]):  # تفعّل: متفعّل
        return {"م" + term}
    if n == 5 and term[0] in _PERSON and (term[1] in "تن" or term[2] in "تطد") and _sound(term[1:]):  # يتفعّل، ينفعل، يفتعل
        return {"م" + term[1:]}
    if n == 5 and term[0] in _PERSON and term[2] == "ا" and _sound(term[1] + term[3:]):  # يفاعل (III): مفاعل
        return {"م" + term[1:]}
    if verbal and n == 4 and term[1] == "ا" and _sound(term[0] + term[2:]):  # فاعل (III), a verb by its cue
        return {"م" + term}
    return set()  # not a bare فعل / يفعل: unvowelled, it is I or II (علّم), whose participles differ (عالم / معلّم)


def _participle_verbs(term: str) -> set[str]:
    """The verb forms of a participle of a shape no plural noun has (متفعّل، مفتعل، منفعل، مستفعل; feminine too)."""
    stem = term[:-1] if term.endswith(_FEMININE) and len(term) in (6, 7) else term
    n = len(stem)
    if n == 6 and stem.startswith("مست") and _sound(stem[3:]):  # مستفعل -> استفعل
        return {"ا" + stem[1:]}
    if n == 5 and stem[0] == "م" and stem[1] == "ت" and _sound(stem[2:]):  # متفعّل -> تفعّل، يتفعّل
        return {stem[1:], "ي" + stem[1:]}
    if n == 5 and stem[0] == "م" and (stem[1] == "ن" or stem[2] in "تطد") and _sound(stem[1:]):  # منفعل، مفتعل
        return {"ا" + stem[1:], "ي" + stem[1:]}
    return set()


def _other_number(term: str) -> set[str]:
    """فعيل <-> فعلاء, the plural of its adjective or agent noun ("شهيد" / "شهداء", "فقير" / "فقراء"); sound roots."""
    if len(term) == 4 and term[2] == "ي" and _sound(term[0] + term[1] + term[3]):
        return {term[:2] + term[3] + "اء"}
    if len(term) == 5 and term.endswith("اء") and _sound(term[:3]):
        return {term[:2] + "ي" + term[2]}
    return set()


def participles(term: str, verbal: bool = False) -> frozenset[str]:
    """The participles of the verb a stemmed `term` is (masculine and feminine, as the stemmer writes them), the verb
    forms of a participle `term` (of a shape no plural has), and a فعيل / فعلاء noun's other number: "انتخب" ->
    منتخب، منتخبه; "يرافق" -> مرافق، مرافقه; "جاهد" (`verbal`: a verb by its cue, `verb_cue`) -> مجاهد، مجاهده;
    "متعلم" -> تعلم، يتعلم; "شهيد" -> شهداء. Empty for a term of no such shape. Candidates only: a form counts where a
    passage writes it."""
    forms = _verb_participles(term, verbal)
    forms |= {form + _FEMININE for form in forms}
    forms |= _participle_verbs(term) | _other_number(term)
    forms.discard(term)
    return frozenset(forms)
