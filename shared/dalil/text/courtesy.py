"""Is this line, or this clause of a sentence, a courtesy that claims nothing? A model writes around the sentences it
cites: a greeting or a wish to the reader ("ربنا يباركك."، FAITHFMT49: `addresses_reader`), a closing or a greeting about
the exchange itself in the writer's first person ("يسعدني أساعدك"، "ألف شكر على سؤالك"، FAITHFUL57: `writer_courtesy`),
and such a clause at a cited sentence's start or end ("سؤال في محله، …"، "…، تقبل تحياتي [E1]."; `courtesy_clauses_off`).
None of them says anything a record could state or contradict, so `text.support` reads none as a claim; anything else
(a name, a place, a deed, a digit, a negator) and the line is a claim as before. Read by grammar over small closed
classes (the reader, the writer, God, the words of the exchange), never by a list of formulas.

`INTENSIFIER` ("طبعا"، "أكيد"، "of course") is a courtesy's own word; `text.support` also reads it in its lead-ins."""

from __future__ import annotations

import re
from functools import lru_cache

from dalil.text.answer_words import ANSWER_YES
from dalil.text.glued import glued_forms
from dalil.text.markers import marker_ids, strip_markers
from dalil.text.normalize import fold
from dalil.text.stem import DEMONSTRATIVES, MSA_DEMONSTRATIVES, analyze
from dalil.text.worship import worship_word

# A word that intensifies a courtesy ("طبعا!"، "أكيد،"، Franco "tab3an"), a closed list.
INTENSIFIER = (
    r"(?:طبع(?:ا|ًا|اً)|أكيد|اكيد|بالتأكيد|بالتاكيد"
    r"|of\s+course|sure|certainly|absolutely|tab3an|ta3ban|akid|akeed)"
)


# --- a line addressed to the reader (FAITHFMT49) -----------------------------------------------
# A greeting or a closing wish ("ربنا يباركك ويحافظ عليك."، "أهلا بيك!"، "بارك الله فيك."، Franco "rabena m3ak.")
# is about the reader, whom no record is about: it states nothing a record could state or contradict. Read by
# grammar, not by a list of formulas: every content word of the line is the reader (a second-person pronoun, a
# word carrying a second-person suffix, a preposition with one), God (the subject of every blessing; a closed
# class of His names), or a word that governs the reader (the word right before a preposition with the reader,
# God's name between them allowed: "يحافظ عليك"، "بارك الله فيك"). One other word — a person, a place, a deed,
# a judgement ("ربنا يباركك، وكان أعظم أساقفة عصره"، "… زي ما يوسف حفظ العذراء") — and the line is a claim as
# before; so is one with a number or a negator (`answer.validate` reads those as claims whatever their words).
# "والله أعلم" addresses no one: it hedges the answer, and stays a claim.
_READER_PREPOSITIONS = frozenset(
    fold(
        "لك ليك بك بيك فيك عليك إليك اليك ليكي بيكي فيكي عليكي إليكي معك معاك معاكي منك عنك عندك "
        "لكم بكم فيكم عليكم إليكم معكم معاكم منكم عنكم عندكم ليكم بيكم "
        "lak lek leek lik bik beek feek fik 3aleek 3alek 3alik m3ak ma3ak m3aki ma3aki m3akom ma3akom"
    ).split()
)
_READER_PRONOUNS = frozenset(fold("انت أنت انتي أنتي انتم أنتم انتو حضرتك حضرتكم enta enty enti entom hadretak").split())
_GOD_NAMES = frozenset(fold("الله ربنا الرب رب ربي يارب اللهم الهي إلهي allah rabena rabbena rabna rabbna elrab rab").split())
_SECOND_PERSON_SUFFIXES = ("كم", "كي", "ك")
_FRANCO_SECOND_PERSON = re.compile(r"[a-z0-9]{3,}(?:ak|ek|ik|aki|eki|iki|akom|kom)")
_READER_WORD = re.compile(r"[^\W_]+")


def words_of(text: str) -> list[str]:
    """The words of `text` (runs of letters and digits), folded and lower-cased: how a courtesy or a lead-in is read."""
    return _READER_WORD.findall(fold(text).lower())


# FAITHSHAPE70: the far demonstratives end in the same ك as "you" ("ذلك"، "تلك"، "هناك"): with a glued particle ("لذلك"،
# "وبذلك"، "كذلك") they are that/there, not the reader ("ونتيجة لذلك آمن …" is no courtesy)
_FAR_DEMONSTRATIVES = frozenset(fold(w) for w in MSA_DEMONSTRATIVES if w.endswith("ك")) | frozenset(fold("ذاك هناك هنالك").split())
_GLUED_PARTICLES = "وفلبك"


def _far_demonstrative(form: str) -> bool:
    return any(form[glued:] in _FAR_DEMONSTRATIVES for glued in range(3) if all(ch in _GLUED_PARTICLES for ch in form[:glued]))


def _is_reader(word: str) -> bool:
    if _far_demonstrative(word):
        return False
    for form in glued_forms(word):
        if form in _READER_PREPOSITIONS or form in _READER_PRONOUNS or _FRANCO_SECOND_PERSON.fullmatch(form):
            return True
        # a word with a second-person suffix; never one with the article (a noun with ال takes no possessive)
        if not form.startswith("ال") and any(form.endswith(end) and len(form) - len(end) >= 3 for end in _SECOND_PERSON_SUFFIXES):  # noqa: PLR2004 - a stem of three letters
            return True
    return False


def _is_god(word: str) -> bool:
    return any(form in _GOD_NAMES for form in glued_forms(word))


def addresses_reader(sentence: str) -> bool:
    """The sentence (markers removed) is a greeting or a wish addressed to the reader and names no one else (see
    `_READER_PREPOSITIONS`): at least one word is the reader, every content word is the reader, God, or governs the
    reader. No number."""
    words = words_of(strip_markers(sentence))
    if not words or any(word.isdigit() for word in words) or not any(_is_reader(word) for word in words):
        return False
    for index, word in enumerate(words):
        if not analyze(word) or _is_reader(word) or _is_god(word) or _is_always(word):
            continue
        if not _governs_reader(words[index + 1 :]):
            return False
    return True


def _governs_reader(following: list[str]) -> bool:
    """The word before `following` governs the reader: the next word (past God's name) is a preposition with the
    reader ("يحافظ عليك"، "بارك الله فيك") or a noun the reader possesses, straight or past one preposition
    ("يبارك حياتك"، "يفرح قلبك"، "يكون في عونك"; FAITHFMT50)."""
    after = [later for later in following if not _is_god(later)][:2]
    if not after:
        return False
    if any(form in _READER_PREPOSITIONS for form in glued_forms(after[0])) or _possessed(after[0]):
        return True
    return len(after) == 2 and not analyze(after[0]) and _possessed(after[1])  # noqa: PLR2004 - a preposition, then its noun


def _possessed(word: str) -> bool:
    """A noun with the reader's suffix ("حياتك"، "قلبك"، Franco "7ayatak"): not a pronoun, a preposition, nor a word
    in a present verb's shape ("يحبك"، "بيحبك"، "تعرفك"، Franco "y7ebak"), whose suffix is its object — "الملك يحبك"
    says what the king does. A noun of that shape ("يومك"، "تعبك") is left a claim, as before."""
    forms = glued_forms(word)
    if not _is_reader(word) or any(form in _READER_PREPOSITIONS or form in _READER_PRONOUNS for form in forms):
        return False
    return not any(form.startswith(_PRESENT_VERB_PREFIXES) or _FRANCO_PRESENT_VERB.match(form) for form in forms)


_PRESENT_VERB_PREFIXES = ("ي", "ت", "بي", "بت", "هي", "هت", "حي", "حت")
_FRANCO_PRESENT_VERB = re.compile(r"(?:y|bey|biy|bi|hey|hy)[a-z0-9]")


# "دايما": an adverb of duration a wish carries ("ربنا معاك دايما") — says when, of the reader, nothing of anyone else.
_ALWAYS = frozenset(fold("دايما دائما ديما دوما دايمًا دائمًا dayman daiman deyman").split())


def _is_always(word: str) -> bool:
    return any(form in _ALWAYS for form in glued_forms(word))


# --- a courtesy of the exchange, in the writer's first person (FAITHFUL57) ----------------------------------------
# A closing or a greeting about the exchange itself — "يسعدني أساعدك"، "صلي عشاني"، "ألف شكر على سؤالك"، "مع أطيب
# التمنيات بالتوفيق"، "سؤال في محله،"، "تقبل تحياتي"، Franco "ay so2al tany ana mawgood" — says nothing a record could
# state: the writer thanks, greets, wishes, offers help or asks a prayer. `addresses_reader` reads only the reader and
# God, so every such line in the writer's first person, or naming the question, was an uncited claim. Read by the same
# grammar: every content word is the writer (`_WRITER_WORDS`), the reader, God, a word of the exchange
# (`COURTESY_WORDS`, read by their stems), or governs the reader; at least one is the writer's or the exchange's. A
# name, a place, a deed, a digit or a negator and it is a claim, as before ("ربنا يفرح قلبك زي ما فرح أبو الطفل").
COURTESY_WORDS = (
    # greeting, welcome, thanks, pleasure
    "أهلا مرحبا تحية تحيات حياك نورت نورتنا شكرا متشكر ممنون بكل يسعدني يسرني يشرفني سعيد سعيدة مبسوط عينيا عنيا "
    # CLAIMUSE72: "you light (the place) up", "welcome" ("منور يا غالي،"، "يا مرحب بيك،"، Franco "Monawar,"، "Ahlan w sahlan,")
    "منور منورة منوره منورنا مرحب سهلا monawar menawar mnawar nawart marhab sahlan "
    # the question, the answer, help
    "سؤال سؤالك أسئلة استفسار استفسارات إجابة أجاوب أجيب مساعدة ساعدتك أساعدك أفيدك أفدتك وفقت براحتك ممتاز محله "
    "تلقي أتمنى بتمنى أتمنالك تمنيات أمنيات التوفيق موفق استفادة استفدت "
    # what the answer did for the reader (COURTESY59): made it clear, was enough ("أتمنى الرد يكون كفاية"، "آمل أن يكون
    # هذا قد أوضح المسألة"; useful is `مفيدة` below)
    "واضح واضحة وضحت وضحتلك أوضح أوضحت توضيح كافي كافية كفاية يكفي "
    # Franco
    "ahlan marhaba shokran merci so2al so2alak as2ela egaba atmanna batmanna etmanna estafadt tawfee2 tawfik sa3eed "
    "mabsoot sadi2y sa7by wade7 wad7a wade7a kafya kafia kefaya "
    # English, as models close an Arabic answer (COURTESY61): hope, help, glad, thanks
    "hope helps help glad thanks thank"
)
# Words of a courtesy that a record also writes of its own people — a blessing, a prayer, peace, a service, a reading,
# a command ("سلام لكم"، "في هذه الصلاة"، "اذكرني يا رب"): a courtesy's line may hold them, never a clause cut off a cited
# sentence on their strength alone (`courtesy_clauses_off` wants a word of `COURTESY_WORDS`).
BLESSING_WORDS = (
    "سلام سرور صباح مساء الخير النور صديقي عزيزي حبيبي غالي غالية أستاذ حضرتك شكر تسلم حاضر أمرك تحت رد جواب خدمة موجود تاني آخر "
    "وقت جميل حلو مهم استقبال أي أكون أرجو دعاء دعوات أدعو صلي صلاتك صلواتك افتكرني اذكرني تقبل تقدير احترام "
    "خالص أطيب وافر جزيل بركة مبارك مباركة رعاية دمت قراءة مفيدة نافعة مفيد نافع "
    # grace (COURTESY59: "مع دعائي لك بالنعمة والسلام"), and the matter an answer makes clear ("وضحت الصورة")
    "نعمة الفكرة الصورة المعنى المسألة "
    "shokr tislam khedma 5edma tany tani mawgood mawgoud tkoon tkon mofeed mofida salli ta7t amr "
    # RIDER84: "any" and "very" go with a courtesy's words ("أي سؤال"، "شكرا جدا") as readily as with a record's or the
    # writer's own evaluation of it ("أعظم من أي حدث"، "وده مهم جدا"): words a courtesy holds, never its anchor
    "جدا ay gedan giddan"
)
# The writer: first-person pronouns and prepositions with the writer ("عشاني"، "ليا"، "معايا"; Franco "ana", "3ashany").
_WRITER_WORDS = frozenset(
    fold(
        "انا أنا إني اني احنا إحنا نحن لي ليا مني عشاني علشاني لاجلي لأجلي معايا معي بيا فيا ana e7na 3ashany 3alashany leya ma3aya "
        "آمل نأمل أرجو نرجو نتمنى ياريت yareet"  # the writer hoping, in the first person (COURTESY59: "آمل أن يكون هذا قد أوضح المسألة")
        " أسأل اسأل"  # CLAIMUSE72: the writer asking God for the reader ("أسأل الله أن ينفعك بها"); not نسأل, the liturgy's own
    )
    .split()
)
_NOT_COURTESY = frozenset(fold("لا لم لن ليس ليست مش مفيش مافيش غير بدون msh mesh mish mafeesh").split())  # a negator
_THOUSANDS = frozenset(fold("ألف الف مليون alf melyon").split())  # "ألف شكر": a count of thanks, no record's number
# "يا" calls whoever follows (the word after it is read); "ده"، "هذا" point at what the line names: neither says anything
# the Franco article written apart ("el egaba") names nothing either (COURTESY59)
_POINTERS = frozenset(("يا", "ya", "el", "il")) | frozenset(fold(" ".join(DEMONSTRATIVES)).split())


_INTENSIFIER_WORD = re.compile(INTENSIFIER, re.IGNORECASE)  # "طبعا"، "أكيد"، "tab3an": a courtesy's own word
_ARTICLES = ("بال", "وال", "لل", "ال")
_PERSON_SUFFIXES = ("ني", "يا", "ي", "كم", "ك")  # the writer's (تحياتي، يسعدني، عينيا) or the reader's (سؤالك)


def _variants(word: str) -> set[str]:
    """A folded word as written, past a glued و/ف, an article, a writer's or a reader's suffix: the stemmer does not give
    "التمنيات" and "تمنيات", or "تحياتي" and "تحيات", one stem."""
    forms = glued_forms(word)
    bare = {form[len(a) :] for form in forms for a in _ARTICLES if form.startswith(a) and len(form) - len(a) >= 2}  # noqa: PLR2004 - "الرد"
    kept = forms | bare
    return kept | {form[: -len(end)] for form in kept for end in _PERSON_SUFFIXES if form.endswith(end) and len(form) - len(end) >= 3}  # noqa: PLR2004


@lru_cache(maxsize=1)
def _courtesy_stems() -> frozenset[str]:
    words = fold(f"{COURTESY_WORDS} {BLESSING_WORDS}").split()
    return frozenset(stem for word in words for form in _variants(word) for stem in analyze(form))


@lru_cache(maxsize=1)
def _exchange_forms() -> frozenset[str]:
    return frozenset(form for word in fold(COURTESY_WORDS).split() for form in _variants(word))


def _names_exchange(clause: str) -> bool:
    """A word of the exchange itself (`COURTESY_WORDS`, as written, not by stem: "وشكر الله" is a record's deed) or an
    intensifier, and no word of worship ("نشكرك يا رب" is the liturgy's)."""
    words = words_of(strip_markers(clause))
    if any(worship_word(word) for word in words):
        return False
    return any(_variants(word) & _exchange_forms() or _INTENSIFIER_WORD.fullmatch(word) for word in words)


def _of_exchange(word: str) -> bool:
    """The writer, or a word of the exchange (`COURTESY_WORDS`, by its stems; an intensifier, "طبعا")."""
    if glued_forms(word) & _WRITER_WORDS or _INTENSIFIER_WORD.fullmatch(word):
        return True
    return any(stem in _courtesy_stems() for form in _variants(word) for stem in analyze(form))


def writer_courtesy(sentence: str, governing: bool = True) -> bool:
    """The sentence (markers removed) is a courtesy of the exchange: every content word is the writer, the reader, God,
    a word of the exchange or (`governing`) governs the reader, one at least the writer's or the exchange's; no digit,
    no negator, no yes. A clause of a cited sentence is read without `governing`: "يستجيب لك الرب في يوم شدتك" is a verse's."""
    words = words_of(strip_markers(sentence))
    # a yes answers the question (and "نعم" is the stem of grace, "نعمة"): a claim
    if not words or any(word.isdigit() or glued_forms(word) & (_NOT_COURTESY | ANSWER_YES) for word in words):
        return False
    exchange = False
    for index, word in enumerate(words):
        if glued_forms(word) & _THOUSANDS and index + 1 < len(words) and _of_exchange(words[index + 1]):
            continue
        if _of_exchange(word):
            exchange = True
        elif analyze(word) and word not in _POINTERS and not (_is_reader(word) or _is_god(word) or _is_always(word)):
            if not (governing and _governs_reader(words[index + 1 :])):
                return False
    return exchange


def is_reader(word: str) -> bool:
    """A folded word is the reader: a second-person pronoun, a preposition with the reader, a word with his suffix."""
    return _is_reader(word)


def is_reader_pronoun(word: str) -> bool:
    """A folded word is a pronoun of the reader or a preposition with him ("انت"، "ليك"، "عليك"، Franco "m3ak")."""
    return bool(glued_forms(word) & (_READER_PREPOSITIONS | _READER_PRONOUNS))


def is_god(word: str) -> bool:
    """A folded word is one of God's names ("ربنا"، "الرب"، Franco "rabena")."""
    return _is_god(word)


def is_writer(word: str) -> bool:
    """A folded word is the writer (`_WRITER_WORDS`: "انا"، "عشاني"، "آمل")."""
    return bool(glued_forms(word) & _WRITER_WORDS)


def is_exchange_word(word: str) -> bool:
    """A folded word of the exchange or of a courtesy (`COURTESY_WORDS`, `BLESSING_WORDS`, by stems; an intensifier)."""
    return _of_exchange(word)


def is_pointer(word: str) -> bool:
    """A folded word that only points or calls (`_POINTERS`: "يا"، "ده"، "هذا"، the Franco article "el")."""
    return word in _POINTERS


def names_exchange_word(word: str) -> bool:
    """A folded word names the exchange itself as written (`COURTESY_WORDS`: thanks, the question, help, hope; an
    intensifier), not a blessing a record also writes."""
    return bool(_variants(word) & _exchange_forms() or _INTENSIFIER_WORD.fullmatch(word))


_CLAUSE_END = re.compile(r"(?<=[،,!؛])")
_QUOTE_MARKS = '«»“”"'


def courtesy_clauses_off(piece: str) -> str:
    """`piece` without a courtesy clause at its start or its end, cut at a comma, "!" or "؛" — "سؤال في محله، …"، "…، تقبل
    تحياتي [E1]." —, the markers of a clause taken off kept at the end. A clause a record could write is never taken off:
    it must name the exchange (`_names_exchange`), be a courtesy (`writer_courtesy`, no word governing the reader), and
    address someone (`_addressed`) — at the start, a short one need not ("بكل سرور،"); none inside a quotation. A list's
    items or a title line are the caller's to leave whole (`text.support` does)."""
    clauses = [clause for clause in _CLAUSE_END.split(piece) if clause]

    def courtesy(clause: str, opening: bool) -> bool:
        if any(mark in clause for mark in _QUOTE_MARKS) or not _names_exchange(clause):
            return False
        short = len(_READER_WORD.findall(strip_markers(clause))) <= _SHORT_COURTESY
        return writer_courtesy(clause, governing=False) and ((opening and short) or _addressed(clause))

    first, last = 0, len(clauses)
    while last - first > 1 and not marker_ids(clauses[first]) and courtesy(clauses[first], opening=True):
        first += 1
    while last - first > 1 and (courtesy(clauses[last - 1], opening=False) or _reader_wish(clauses[last - 1], clauses[last - 2])):
        last -= 1
    if last == len(clauses):
        return "".join(clauses[first:]).lstrip()
    markers = "".join(f" [{ident}]" for clause in clauses[last:] for ident in marker_ids(clause))
    return "".join(clauses[first:last]).rstrip(" \t،,!؛") + markers + "."


_ARABIC_LETTER = re.compile(r"[\u0600-\u06ff]")
_QUOTE_CLOSERS = ("»", "”", '"')


def _reader_wish(clause: str, before: str) -> bool:
    """A wish to the reader (`addresses_reader`: "ربنا يكون معاك"، Franco "rabena ye7fazak") closing a cited sentence where the
    record's words cannot go on (COURTESY59): after its quotation closed ("«…»، ربنا معاك [E1]."), or in Latin letters after
    Arabic ones. An Arabic wish joined to an unquoted sentence may be the record's own ("يعطيك الرب …، ويباركك"): it stays."""
    if any(mark in clause for mark in _QUOTE_MARKS) or not addresses_reader(clause):
        return False
    if before.rstrip(" \t،,!؛").endswith(_QUOTE_CLOSERS):
        return True
    return not _ARABIC_LETTER.search(strip_markers(clause)) and bool(_ARABIC_LETTER.search(before))


_SHORT_COURTESY = 3  # words: "بكل سرور،"، "سؤال في محله،"
_FIRST_PERSON_ENDS = ("ني", "يا", "ي")  # "يسعدني"، "عينيا"، "تحياتي"


def _addressed(clause: str) -> bool:
    """The clause speaks to the reader or of the writer: a word of the reader (`_is_reader`), the writer
    (`_WRITER_WORDS`), or a word of the exchange in the first person ("تحياتي"، "يسعدني")."""
    for word in words_of(strip_markers(clause)):
        if _is_reader(word) or glued_forms(word) & _WRITER_WORDS:
            return True
        if word.endswith(_FIRST_PERSON_ENDS) and _variants(word) & _exchange_forms():
            return True
    return False

