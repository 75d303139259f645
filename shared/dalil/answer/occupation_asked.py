"""An occupation asked ("القديس أنيانوس كان بيشتغل إيه", "كانت شغلته إيه", "ما مهنة زكا", "ماذا كانت حرفة أكيلا"):
the question asks a trade, and a record says the trade itself ("وكان إسكافيا", "بياعة أرجوان", "رئيس للعشارين",
"كانا في صناعتهما خياميين", "واليا على البرلس"), never the reader's "بيشتغل" or "شغلته". So the work word is the
answer's kind (`occupation_terms`, read into `asked_reading.answer_kind_terms`: it counts for an excerpt or sentence
that holds it and never against one that does not), the working verb is no deed a sentence must say
(`asked_reading.asked_deed`), and a sentence answers only when it names a trade (`occupation_stated`, read by
`answer/asked_stated.py` for the offline answerer's choice and every provider's answer: code
`asked_not_stated: occupation`), the way a colour asked is answered only by a colour (`answer/colour_asked.py`).

Asked only with a what-word (إيه، ايش، ما، ماذا; "ما" too: the search reads "إيه" as "ما"): "كانت بتشتغل عند
مين" asks a person, "كان بيشتغل فين" a place. The trades are a closed class, written from general usage and the
Van Dyck Bible's and the Synaxarium's words; a trade word counts indefinite, under a glued conjunction or
preposition ("وصيادين"، "للعشارين"), never with the article ("الشاعر خليل": another person named by his trade).
A trade of another person ("وكان أبو القديس تاجرا") is the sentence's other checks' to refuse: the sentence must
still hold the subject's words (COVER37, benchmarks/trust/RESULTS.md).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from dalil.retrieval.names import FOLDED_TITLE_WORDS
from dalil.text.glued import unglued, without_one_letter
from dalil.text.normalize import fold, folded_words
from dalil.text.question_words import WHAT, asking
from dalil.text.stem import COPULAS, STOPWORDS
from dalil.text.support import strip_markers, term_set

# The reader's work nouns, with the possessive pronouns ("شغلته", the Franco "sheghlto" read "شغلت").
_WORK_NOUNS = folded_words(
    "شغلته شغلتها شغلتهم شغلت شغلانته شغلانتها مهنة مهنته مهنتها مهنتهم المهنة وظيفة وظيفته وظيفتها وظيفتهم "
    "الوظيفة حرفة حرفته حرفتها حرفتهم الحرفة صنعته صنعتها صنعتهم"
)
# The working verb, in the persons and aspects a reader asks it ("كان بيشتغل إيه", "كانوا بيشتغلوا إيه").
_WORK_VERBS = folded_words(
    "يشتغل بيشتغل تشتغل بتشتغل يشتغلوا بيشتغلوا يشتغلون بيشتغلو يشتغلو اشتغل اشتغلت اشتغلوا"
)
_ASKING = asking("ما ماذا") | WHAT
# A word's meaning asked ("ما معنى كلمة حرفة"): no trade.
_MEANING = folded_words("معنى معني معناها معناه يعني تعني كلمة")
# The trades (folded; singular, feminine, plural and the accusative a record writes after كان). Not "كتبة" (scribes):
# folded it is "كتبه", "he wrote it" ("الذي كتبه للمرة الأولى في بغداد" named no trade).
TRADES = folded_words(
    "عشار عشارا عشارين عشارون صياد صيادا صيادين صيادون صيادة خيام خياما خيامين خياميين خيامون نجار نجارا نجارين "
    "بياع بياعا بياعة بياعين بائع بائعا بائعة بائعين باعة تاجر تاجرا تاجرة تجار طبيب طبيبا طبيبة اطباء "
    "والي واليا ولاة جندي جنديا جنود كاتب كاتبا معلم معلما معلمة راعي راعيا راعية رعاة فلاح فلاحا فلاحين "
    "حداد حدادا خياط خياطا دباغ دباغا صايغ صايغا صاغة بناء بناءا بنائين نساج نساجا خباز خبازا اسكافي اسكافيا "
    "سجان سجانا ملاح ملاحا ملاحين بحار بحارا نوتي ربان صراف صيرفي صيارفة جابي جباة كاهن كاهنا كهنة قاضي قاضيا "
    "قاض قضاة وزير وزيرا وزراء حاكم حاكما حكام قايد قايدا ضابط ضابطا محامي محاميا مهندس مهندسا فخاري فخاريا "
    "خادم خادما خادمة خدام حارس حارسا حراس بواب بوابا ساقي ساقيا طباخ طباخا فيلسوف فيلسوفا شاعر شاعرا موظف موظفا "
    "مزارع مزارعا كرام كراما"
)


def asking_word(word: str) -> bool:
    """A what-word that asks a trade, bare or glued ("إيه", "وما")."""
    return word in _ASKING or unglued(word) in _ASKING


@lru_cache(maxsize=256)  # read for every sentence the answerer weighs; pure in the question
def occupation_words(question: str) -> tuple[str, ...]:
    """The question's (folded) words that ask its subject's trade: a work noun with a what-word in the
    question ("شغلته إيه", "ما كانت مهنة زكا"), or the working verb right beside one ("بيشتغل إيه",
    "ماذا كان يشتغل")."""
    words = fold(strip_markers(question)).split()
    if not any(asking_word(word) for word in words) or not _MEANING.isdisjoint(words):
        return ()
    found = []
    for i, word in enumerate(words):
        bare = {word, unglued(word, 3)}  # "وظيفته", "وكانت"
        if not bare.isdisjoint(_WORK_NOUNS) or _work_after_copula(words, i):
            found.append(word)
        elif not bare.isdisjoint(_WORK_VERBS):
            near = words[max(0, i - 2) : i] + words[i + 1 : i + 2]
            if any(asking_word(other) for other in near):
                found.append(word)
    return tuple(found)


# The noun عمل ("work") with its owner's pronoun, and the copulas a what-word asks it by ("ماذا كان عمل الشافعي في اليمن",
# "ما هو عمله"): after a copula it is the noun, not the verb "did" ("ماذا عمل X" asks a deed).
_WORK_NOUN = folded_words("عمل عمله عملها عملهم")


def _work_after_copula(words: list[str], i: int) -> bool:
    """Is the word at `i` the work noun right after a copula right after a what-word ("ماذا كان عمل X")? (DEEDTHING84)"""
    return words[i] in _WORK_NOUN and i >= 2 and words[i - 1] in COPULAS and asking_word(words[i - 2])


def asked_occupation(question: str) -> bool:
    """Does the question ask its subject's trade (`occupation_words`)?"""
    return bool(occupation_words(question))


MSA_WORK = "عمل"  # the record's working verb ("يعمل في شركة", "حيث كانت تعمل"), said by its forms and root


def work_verb(word: str) -> bool:
    """Is the (folded) word a reader's working verb ("بيشتغل", "اشتغلت", "وبيشتغل"), which a record says by عمل?"""
    return not without_one_letter(word).isdisjoint(_WORK_VERBS)


def occupation_terms(question: str) -> frozenset[str]:
    """The terms of the words that ask a trade: the answer's kind (`asked_reading.answer_kind_terms`)."""
    return term_set(" ".join(occupation_words(question)))


def occupation_verbs(question: str) -> frozenset[str]:
    """The (folded) working verbs that ask a trade: no deed of their own (`asked_reading.asked_deed`)."""
    return frozenset(word for word in occupation_words(question) if word not in _WORK_NOUNS and word[1:] not in _WORK_NOUNS)


def _trade(word: str) -> bool:
    """A trade said of someone: indefinite, as a predicate or an apposition is ("وكان إسكافيا", "بياعة
    أرجوان"), or the genitive of a head noun ("رئيس للعشارين"), under a glued conjunction or preposition. Not
    with the article: "الشاعر خليل", "الوالي أريانوس" name another person by his trade (fq16-112, found on dev:
    the father's trade asked, a sentence naming the poet his son studied under)."""
    forms = set(without_one_letter(word))
    forms |= {form[2:] for form in list(forms) if form.startswith("لل") and len(form) > 4}  # "للعشارين"
    return not forms.isdisjoint(TRADES)


def occupation_stated(texts: Iterable[str]) -> bool:
    """Does any of the texts name a trade?"""
    return any(_trade(word) for text in texts for word in fold(strip_markers(text)).split())


# What opens a restrictor after the trade asked: where, at whose, when ("اشتغل إيه في اليمن", "كان بيشتغل إيه عند
# أيوب بك", "كانت شغلته إيه أيام الملك قسطنطين", "في عهد", "وقت").
_RESTRICTOR_OPENERS = folded_words("في عند ايام وقت زمن زمان عهد لدي")


def occupation_restrictor(question: str) -> tuple[str, ...]:
    """The (folded) content words of the phrase that restricts the trade asked, right after its what-word: the place,
    the master or the time it was worked in ("اليمن" of "الإمام الشافعي اشتغل إيه في اليمن"). No trade asked, or none
    after it: ()."""
    words = fold(strip_markers(question)).split()
    asked = occupation_words(question)
    at = next((i for i, word in enumerate(words) if asking_word(word) and set(words[max(0, i - 2) : i]) & set(asked)), None)
    if at is None:
        # "ماذا كان عمل الشافعي في اليمن": the work noun after its what-word, the restrictor after its owner's name
        noun = next((i for i in range(len(words)) if _work_after_copula(words, i)), None)
        at = next((j - 1 for j in range(noun + 1, len(words)) if words[j] in _RESTRICTOR_OPENERS), None) if noun is not None else None
    if at is None or at + 1 >= len(words) or words[at + 1] not in _RESTRICTOR_OPENERS:
        return ()
    return tuple(
        word for word in words[at + 2 :]
        if len(word) > 2 and word not in STOPWORDS and word not in FOLDED_TITLE_WORDS and word not in _RESTRICTOR_OPENERS
    )


def restrictor_kept(question: str, texts: Iterable[str]) -> bool:
    """Does some text that names a trade also say every word of the question's restrictor (`occupation_restrictor`)?
    "وقد عمل قاضياً فعُرف بالعدل" tells no work in Yemen (fq41-034). No restrictor: yes."""
    restrictor = occupation_restrictor(question)
    if not restrictor:
        return True
    return any(occupation_stated([text]) and _says_every(restrictor, term_set(strip_markers(text))) for text in texts)


def _says_every(words: tuple[str, ...], terms: frozenset[str]) -> bool:
    return all(term_set(word) & terms for word in words)
