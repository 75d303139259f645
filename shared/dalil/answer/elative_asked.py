"""An elative asked among a group: "مين أصغر واحد في الفتية السبعة", "من هو أكبر الشمامسة السبعة",
"meen a2dam wa7ed …". The question asks which one of them is the youngest (the oldest, the greatest …);
a sentence that names the group, or one of its members, does not answer it unless it says that
elative (`text.comparison.elative`: أكبر, الكبرى …) — the record that lists the seven deacons tells no
eldest (fq14-085). Read by `answer/asked_stated.py` for the offline answerer's choice and for every
provider's answer (code `asked_not_stated: elative`).

An ordinal asked the same way ("ما أول عجيبة بُنيت", "فمن كان الأول؟", "مين آخر واحد آمن", "فمن كان
الثاني؟") is a rank the sentence must state too (`text.quantifiers`' first, last and 2-10): "رابع أكثر مخترع
إنتاجاً" names no first (fq20-061), a sentence about the New Seven Wonders no first built (fq20-035). An
ordinal the sentence qualifies by another deed ("أولها زوالاً": the first to vanish) is not the one asked of
a deed ("بُنيت"): its accusative must share the question's word ("آخر هذه العجائب بناءً" for "اتبنت").

A yes/no comparison asks the elative too: "هل كان القديس مكاريوس أعظم من القديس أنطونيوس؟" (an elative right
before "من", after "هل", the bounds أكثر/أقل aside) is answered only by a sentence that says that elative
("لم يقم بين مواليد النساء أعظم من يوحنا"); one that names both and compares nothing ("القديس العظيم
أنطونيوس") does not settle it (fq22-124).

A ranking between two named ones ("بطرس أحسن ولا بولس؟", "مين أعظم: أنطونيوس ولا مكاريوس", "أيهما أفضل: الباسيلي أم
الغريغوري") asks the elative too, with or without a question word (`asked_pair`): the or-word after it (ولا, أو; أم
after "أيهما") gives the two options, and only a clause that says the elative and names both answers ("X أعظم من Y");
one that names both and ranks neither ("استشهد القديسان العظيمان بطرس وبولس"), or ranks one alone, does not.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from dalil.answer.measure import TIMES
from dalil.answer.slot_words import PRONOUN_ENDINGS, number_word, verbal
from dalil.retrieval.names import FOLDED_TITLE_WORDS
from dalil.text.comparison import elative
from dalil.text.glued import GLUED_CONJUNCTIONS, ONE_LETTER_PARTICLES, known_names
from dalil.text.normalize import fold
from dalil.text.ordinals import parse_ordinal
from dalil.text.quantifiers import LAST, QUANTIFIERS
from dalil.text.question_words import QUESTION_WORDS, msa
from dalil.text.restated import CLAUSE_MARKS, bare_forms, clause_tokens, word_keys
from dalil.text.stem import COPULAS, STOPWORDS
from dalil.text.support import strip_markers
from dalil.text.verification import polar_proposition

# The question words an elative is asked after ("مين أصغر", "ايه أكبر", "أنهي أقدم"), with a copula
# between them or not ("من هو أكبر", "مين كان أكبر"); MSA and Egyptian read alike (`msa`).
_ASKING = frozenset({"من", "ما", "اي"})
_YES_NO = "هل"  # a yes/no question: "هل X أعظم من Y" asks the comparison
_THAN = "من"
_WHAT = "ما"  # "ما أكثر …" with no copula between: an exclamation
# A bound before a number ("أكثر من ألف"), a quantity ("أكثر الناس"): no elative asked of one.
_BOUNDS = frozenset({"اكثر", "اقل"})
# The ranks an ordinal states (`text.quantifiers`: first "1", 2-10, last), and the asked key of each: its
# folded masculine word. "آخر" is "last" here too ("ما آخر عجيبة"); in a sentence it is also "another",
# read as last all the same: a sentence that says it is let through, never refused by it.
# The elatives a question asks that `text.comparison` does not read in a sentence (a verb of form IV there, "أحسن
# رعايتهم"), or writes in Egyptian ("اكتر", "أقل"'s "اقل" is the same): right after the question word they are the
# best, the most asked ("مين احسن بابا", "مين اكتر نادي كسب …": fq27-097, fq28-064).
_ASKED_ELATIVES = {"احسن": "احسن", "اكتر": "اكثر"}
# "من/أحد/إحدى أكثر الأندية": one of the most, not the one (`text.comparison`'s reading of a sentence too).
_ONE_OF = frozenset({"من", "احد", "احدي"})
_RANKS = frozenset({"1", LAST, *(str(n) for n in range(2, 11))})
_RANK_WORD = {"اخر": LAST, "اوائل": "1"}  # "المستوطنون الفايكينغ الأوائل": the first ones
_ORDINAL_PREFIX = "#"  # an asked ordinal's key: "#1", "#last", "#2"
# The MSA "من" is also "from" ("من أول يوم"): it asks an ordinal only where a clause opens with it, or
# glued to its ف/و ("فمن كان الأول"). The Egyptian "مين" and the other question words ask it anywhere.
_FROM = "من"
_CLAUSE_MARK_CHARS = "".join(sorted(CLAUSE_MARKS))  # for str.strip
_TAMYIZ_SCAN = 4  # words after a sentence's ordinal where its accusative qualifier stands ("آخر هذه العجائب بناءً")
_WEAK = str.maketrans("", "", "اويءئؤىه")


def _rank(token: str) -> str | None:
    """The rank a folded token states ("الأول", "الأولى", "آخر", "الثالثة", with a pronoun: "أولها"), or None."""
    forms = set(bare_forms(token))
    forms |= {bare.removesuffix(p) for bare in list(forms) for p in PRONOUN_ENDINGS if bare.endswith(p)}
    # the adverb's accusative alif: "اطلبوا أولاً ملكوت الله", "وأخيراً" (fq18-088)
    forms |= {bare[:-1] for bare in list(forms) if len(bare) > 3 and bare.endswith("ا")}
    for form in sorted(forms, key=len, reverse=True):
        value = _RANK_WORD.get(form) or QUANTIFIERS.get(form)
        if value in _RANKS:
            return value
    return None


def _asks_here(raw_words: list[str], words: list[str], i: int) -> bool:
    """May the question word at `i` ask an ordinal: any but the MSA "من", which must open its clause or
    carry a glued ف/و."""
    word = words[i]
    if word != _FROM:
        return True
    return i == 0 or raw_words[i - 1].endswith(tuple(CLAUSE_MARKS))


def _asking(word: str) -> bool:
    return msa(word) in _ASKING or (len(word) > 2 and word[0] in GLUED_CONJUNCTIONS and msa(word[1:]) in _ASKING)


@lru_cache(maxsize=4096)  # read for the answerer and the checks; pure in the question
def asked_elative(question: str) -> str | None:
    """The elative the question asks right after its question word (a copula between them allowed),
    or the ordinal asked there ("#1", "#last", "#2": see the module's doc), or None."""
    plain = strip_markers(question)
    raw_words = [raw for raw in plain.split() if fold(raw).split()]
    words = [fold(raw) for raw in raw_words]
    if len(words) != len(fold(plain).split()):  # a word folding to two: read as before, elatives only
        raw_words = words = fold(plain).split()
    for i, word in enumerate(words):
        if not _asking(word):
            continue
        following = words[i + 1 : i + 4]  # the elative, past a copula, and the word after it
        copula = bool(following) and following[0] in COPULAS
        if copula:
            following = following[1:]
        if msa(word) in _ASKING:
            form = _elative_of(following[0]) if following else None
            if form is not None and (form not in _BOUNDS or _most_asked(word, following, copula)):
                return form
        rank = _rank(following[0]) if following else None
        if rank is not None and _asks_here(raw_words, words, i):
            return _ORDINAL_PREFIX + rank
    if any(_a_question_word(word) for word in words) and (rank := _construct_rank(words)) is not None:
        return _ORDINAL_PREFIX + rank
    closing = plain.rstrip()[-1:]
    return _compared(words, "" if closing.isalnum() else closing) or _paired(words)


# The time nouns an ordinal before them makes a date, not a rank asked among things: "تاني يوم" is the next day,
# "أول الشهر" its start (a day asked is `answer/time_unit.py`'s).
_TIME_NOUNS = frozenset(fold("يوم ليله سنه عام شهر اسبوع ساعه صبح مساء").split())


def _construct_rank(words: list[str]) -> str | None:
    """An ordinal in construct before an indefinite noun, elsewhere than after the question word (ASKEDKIND49): "بولس
    كتب أول رسالة لمين", "آخر رسالة كتبها بولس كانت لمين", "el anba antonios 3amal awel mo3geza emta", "تاني معجزة
    عملها …". The question asks of the thing that holds that rank: a sentence about some letter, some miracle, states
    no first or last one (fq29-097). Not an ordinal after its noun ("الرسالة الأولى", "الهوس الأول", "البابا كيرلس
    الأول": a name or a title, no rank asked), before an articled noun ("أول الشهداء": an epithet of one named), nor
    one after a name ("استفانوس أول شهيد …": his epithet), nor before a time noun ("تاني يوم": the next day)."""
    for i, word in enumerate(words[:-1]):
        following = words[i + 1]
        if word.startswith("ال") or following.startswith("ال") or following in STOPWORDS or following in _TIME_NOUNS:
            continue
        if following in _TEXT_PLACES:
            continue  # "في أول مزمور", "تاني إصحاح": a place in a book, the passage asked is there
        if _asking(following) or any(ch.isdigit() for ch in following):
            continue
        rank = _FIRST_LAST.get(word) or _egyptian_rank(word)
        if rank is None:
            continue
        before = words[i - 1] if i else ""
        if before in _NAME_NOUNS:
            continue  # "ما اسم أول بطريرك": the name asked of the one the rank describes (answer/name_asked.py reads it)
        # at the start, after a function word, a question word or a verb ("كتب", "بنوا": a plural past)
        if not before or before in STOPWORDS or _asking(before) or verbal(before) > 0 or before.endswith(_PLURAL_PAST):
            return rank
    return None


_PLURAL_PAST = "وا"
# The places of a text an ordinal numbers: the first psalm, the second chapter are the passage, not a rank asked of it.
_TEXT_PLACES = frozenset(fold("مزمور مزامير اصحاح اصحاحات فصل ايه ايات سفر اسفار صفحه سطر").split())
_NAME_NOUNS = frozenset(("اسم",))


def _a_question_word(word: str) -> bool:
    """Any question word, MSA or Egyptian, glued to a preposition or a conjunction too ("لمين", "وفين", "بكام")."""
    return msa(word) in QUESTION_WORDS or (len(word) > 3 and word[0] in ONE_LETTER_PARTICLES and msa(word[1:]) in QUESTION_WORDS)


# The first and the last in construct ("أول رسالة", "آخر معجزة"); the others are ordinal words (`text.ordinals`),
# never a cardinal ("كام واحد": no first).
_FIRST_LAST = {"اول": "1", "اولي": "1", "اخر": LAST}


def _egyptian_rank(word: str) -> str | None:
    """"ثاني", "تاني", "تالت", "رابع": an ordinal word (`text.ordinals`, the Egyptian spellings too), 2-10."""
    ordinal = parse_ordinal([word], 0, egyptian=True)
    return str(ordinal[0]) if ordinal is not None and ordinal[1] == 1 and 1 < ordinal[0] <= 10 else None


# The "or" between two ranked options; "أم" (folded: also "mother") only after "أيهما" (which of the two).
_PAIR_OR = frozenset({"ولا", "او"})
_WHICH_OF_TWO = frozenset({"ايهما", "ايهم", "ايهن"})
_MOTHER_OR = "ام"
_OPTION_WORDS = 3  # content words read on either side of the or-word as an option ("القديس مكاريوس")


def _or_at(words: list[str], after: int) -> int | None:
    """The index of the or-word that parts two options after `after`, or None."""
    which = any(w in _WHICH_OF_TWO for w in words)
    return next(
        (k for k in range(after + 1, len(words) - 1) if words[k] in _PAIR_OR or (which and words[k] == _MOTHER_OR)), None
    )


def _paired(words: list[str]) -> str | None:
    """The elative of a ranking between two ("بطرس أحسن ولا بولس", "أيهما أفضل: X أم Y"), or None."""
    for at, word in enumerate(words):
        form = _elative_of(word)
        if form is not None and form not in _BOUNDS and (not at or words[at - 1] not in _ONE_OF):
            return form if _or_at(words, at) is not None else None
    return None


def _option(words: list[str]) -> frozenset[str]:
    """The keys of an option's content words (titles, question words, elatives aside)."""
    return frozenset(
        key for word in words if word not in STOPWORDS and word not in FOLDED_TITLE_WORDS and not _asking(word)
        and _elative_of(word) is None for key in word_keys(word)
    )


@lru_cache(maxsize=4096)
def asked_pair(question: str) -> tuple[frozenset[str], frozenset[str]] | None:
    """The two options' keys of a ranking asked between two (see the module's doc), or None."""
    words = [w.strip(_CLAUSE_MARK_CHARS) for w in fold(strip_markers(question)).split()]
    words = [w for w in words if w]
    form = asked_elative(question)
    if form is None or form.startswith(_ORDINAL_PREFIX):
        return None
    at = next((i for i, w in enumerate(words) if _elative_of(w) == form), None)
    k = _or_at(words, at) if at is not None else None
    if at is None or k is None:
        return None
    right = _option(words[k + 1 : k + 1 + _OPTION_WORDS])
    before = [w for w in words[:k] if w != words[at]]
    left = _option(before[max(0, len(before) - _OPTION_WORDS) :]) if k == at + 1 else _option(words[at + 1 : k])
    return (left, right) if left and right else None


def _elative_of(word: str) -> str | None:
    """The (folded) word's elative, the asked ones (`_ASKED_ELATIVES`) too, with a glued particle or not."""
    return elative(word) or next((_ASKED_ELATIVES[f] for f in bare_forms(word) if f in _ASKED_ELATIVES), None)


def _most_asked(word: str, following: list[str], copula: bool) -> bool:
    """"مين أكثر نادي …", "ما هو أكثر نادٍ …": أكثر/أقل before a noun is the most asked, not a bound ("أكثر من ألف",
    `_BOUNDS`), nor the exclamation a bare "ما" opens ("يا رب ما أكثر مضايقي", a psalm's line quoted: fq23-068)."""
    if len(following) < 2 or following[1] == _THAN or any(ch.isdigit() for ch in following[1]):
        return False
    return copula or word != _WHAT  # the MSA "ما" itself: the Egyptian "ايه" (read as ما) asks


def _compared(words: list[str], closing: str) -> str | None:
    """The elative of a yes/no comparison ("هل X كان أعظم من Y", "هو X أكبر من Y؟", Franco "howa … akbar mn …" read
    "هو …"), or None. More / less ("أكثر من", Egyptian "أكتر من", "أقل من") compare only a thing or a group after "من",
    not a bound (`_compares`; WRONGREC80: "howa el Quran zakar esm Mohamed aktar mn esm 3isa" was answered by a sentence
    of the Prophet's name that compares nothing, fq59-013)."""
    for at, (word, following) in enumerate(zip(words[1:], words[2:], strict=False)):
        form = _elative_of(word)
        if form is not None and following == _THAN and (form not in _BOUNDS or _compares(words, at + 3)):
            return form if _yes_no(words, at + 3, closing) else None
    return None


def _yes_no(words: list[str], compared: int, closing: str) -> bool:
    """Does the question ask yes or no: "هل" first (glued to its و/ف too), else the polar reading of
    `text.verification` (the Egyptian opener هو/هي; else the question's own closing mark, `closing`, and no asking
    word: "أحسن من إيه" asks what). An "any" right after "من" (`compared`) is the compared set, no "which": "أكتر من أي
    نادي"."""
    if words[0] == _YES_NO or (words[0][:1] in GLUED_CONJUNCTIONS and words[0][1:] == _YES_NO):
        return True
    kept = [word for i, word in enumerate(words) if i != compared or word != _ANY]
    return polar_proposition(f"{' '.join(kept)} {closing}") is not None


# A part or a multiple after "أكثر/أقل من" bounds a quantity ("أكثر من نصف السكان", "أقل من ربع"): nothing compared.
_PARTS = frozenset(fold("نصف نص ثلث ربع خمس عشر ضعف اضعاف").split())
_ANY = "اي"
_ALL_OF = frozenset({_ANY, *(word for word, value in QUANTIFIERS.items() if value in ("all", "most"))})


def _compares(words: list[str], j: int) -> bool:
    """Does the word at j, right after the "من" of أكثر/أقل, name what is compared ("أكثر من البنات", "أكتر من أي
    نادي", "أكثر من اسم عيسى": articled, any/all of a set, or a noun in construct before another content word) — not a
    bound: a number, "مرة", a part ("أكثر من ألف", "أكثر من مرة", "أكثر من نصف"), nor a bare indefinite that stands
    alone ("أكثر من مدينة": more than one city) unless it is a name `text.glued.known_names` knows ("أكثر من إيليا")?"""
    if j >= len(words):
        return False
    word = words[j]
    if number_word(word) or number_word(word + "ن") or word in TIMES or word in _PARTS:  # "مائتي دولة": a dual in construct
        return False
    if word in _ALL_OF or word.startswith("ال") or word in known_names():  # "أكثر من إيليا": a person the corpus knows
        return True
    return j + 1 < len(words) and words[j + 1] not in STOPWORDS and not number_word(words[j + 1])


def _skeleton(word: str) -> str:
    """A word's first two strong letters, past an article or the Egyptian passive's ات/ان ("اتبنت" بن,
    "بناءً" بن, "زوالاً" زل): a rough root, for an ordinal's qualifier against the question's words."""
    for prefix in ("وال", "ال", "ات", "ان"):
        if word.startswith(prefix) and len(word) - len(prefix) >= 3:
            word = word[len(prefix) :]
            break
    return word.translate(_WEAK)[:2]


def _qualifier(words: list[str], at: int) -> str | None:
    """The indefinite accusative that qualifies the ordinal at `at` ("أولها زوالاً"), if any."""
    for word in words[at + 1 : at + 1 + _TAMYIZ_SCAN]:
        # its alif of the accusative, or the hamza that carries it ("بناءً", folded "بناء")
        if len(word) >= 4 and word.endswith(("ا", "اء")) and not word.startswith("ال") and word not in STOPWORDS:
            return word
    return None


def elative_stated(form: str, texts: Iterable[str], question: str = "") -> bool:
    """Does one of the texts say that elative (any of its written forms, with a pronoun too: "أكبرهم"),
    or that ordinal (`form` "#…"), qualified by no other deed than the question's?"""
    if form.startswith(_ORDINAL_PREFIX):
        asked = {_skeleton(w) for w in fold(strip_markers(question)).split() if len(w) > 2}
        for text in texts:
            words = fold(strip_markers(text)).split()
            for at, word in enumerate(words):
                if _ORDINAL_PREFIX + (_rank(word) or "") != form:
                    continue
                qualifier = _qualifier(words, at)
                if qualifier is None or not question or _skeleton(qualifier) in asked:
                    return True
        return False
    domain = _asked_domain(question, form) if question else []
    pair = asked_pair(question) if question else None
    for text in texts:
        words = clause_tokens(text)  # "" where a clause mark stood
        for at, word in enumerate(words):
            bares = (word, *(word.removesuffix(p) for p in PRONOUN_ENDINGS if word.endswith(p)))
            if not word or not any(_elative_of(bare) == form for bare in bares) or (at and words[at - 1] in _ONE_OF):
                continue
            clause = _clause_at(words, at)
            if pair is not None:
                if _ranks_pair(pair, words[:at], words[at + 1 :]):
                    return True  # "X أعظم من Y": the clause ranks the two asked
                continue
            if _elative_of(word) != form or _of_the_domain(domain, clause):
                return True  # "أصغرهم": of the ones the text spoke of; else the set the question names
    return False


_THAN_SCAN = 4  # the words after the elative's "من" where the other option stands ("أكبر من أخيه يوحنا")


def _ranks_pair(pair: tuple[frozenset[str], frozenset[str]], before: list[str], after: list[str]) -> bool:
    """Does the elative's clause name one option before it and the other after its "من" ("بطرس أعظم من بولس", "لم
    يكن هارون أعظم من موسى")? Both before it ("بولس السادس الحبر الأعظم" beside بطرس) rank neither, nor one ranked
    in another set ("يعقوب أكبر الرسل سنا وتبعه يوحنا")."""
    if not after or after[0] != _THAN:
        return False
    start = max((i for i, w in enumerate(before) if not w), default=-1) + 1
    end = next((i for i, w in enumerate(after) if not w), len(after))
    said_before = {key for w in before[start:] for key in word_keys(w)}
    said_after = {key for w in after[1 : min(end, _THAN_SCAN)] for key in word_keys(w)}
    left, right = pair
    return bool((left & said_before and right & said_after) or (right & said_before and left & said_after))


def _clause_at(words: list[str], at: int) -> list[str]:
    """The words of the clause the word at `at` stands in (`clause_tokens`' "" marks its ends)."""
    start = max((i for i in range(at) if not words[i]), default=-1) + 1
    end = next((i for i in range(at, len(words)) if not words[i]), len(words))
    return words[start:end]


_DOMAIN_SKIP = 1  # the noun right after the asked elative is the set ("نادي", "بابا", "واحد"): a sentence writes its own


def _asked_domain(question: str, form: str) -> list[str]:
    """The words that qualify the set the elative is asked of, after its noun ("مين اكتر نادي كسب دوري أبطال أفريقيا":
    كسب دوري أبطال أفريقيا; "مين احسن بابا في تاريخ الكنيسة": تاريخ الكنيسة)."""
    words = fold(strip_markers(question)).split()
    at = next((i for i, w in enumerate(words) if _elative_of(w) == form), None)
    if at is None:
        return []
    return [w for w in words[at + 1 + _DOMAIN_SKIP :] if w not in STOPWORDS and len(w) > 2 and not _asking(w)]


_DOMAIN_UNSAID = 1  # the set's words the elative's clause may say otherwise: the deed's own verb ("كسب" for "فوزا")


def _of_the_domain(domain: list[str], clause: list[str]) -> bool:
    """Is the sentence's elative of the asked set: does its clause hold the words that qualify that set, all but
    `_DOMAIN_UNSAID`? The Saudi league's record holder is not Africa's ("الهلال أكثر الأندية تحقيقا لبطولة الدوري
    السعودي" for "مين اكتر نادي كسب دوري ابطال افريقيا": دوري said, كسب أبطال أفريقيا not; fq28-064); "أحسن رعاية"
    ranks no popes (fq27-097)."""
    said = {key for word in clause if word for key in word_keys(word)}
    unsaid = sum(1 for word in domain if not word_keys(word) & said)
    return unsaid <= _DOMAIN_UNSAID
