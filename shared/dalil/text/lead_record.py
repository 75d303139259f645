"""Whether a lead-in names the record an answer's sentence cites (`support.source_lead` takes the lead-in off and
keeps what it names): its title (`support.names_title`) or its Synaxarium day (`support.names_day`), as written or
typed in Franco-Arabic (CLAIMLEAD59: "fi mazmour 33 maktoob:"، "law rga3t le maqalet el seen hatla2y:"، "el kalam da
gay fi sinaksar youm 12 hatour:"). A Franco word is read as the cited record's own word, or a Coptic month's, that it
spells (`franco.spells`); a word that spells none stays as typed, so the lead-in names another record and the
sentence is checked as written, with it.

CLAIMLIST61: the lead-in's record as a model writes it — with the words of the lead-in left at its ends ("قريت مزمور
133"، "الطلبات بالظبط"، "resalet Ya3qoob 5"، "senksar yom 12 Touba": lead words, `lead_words.lead_word`) and a chapter
abbreviated "ص" ("أفسس ص 1") — is read bare too; what is left must still name the cited title or day whole."""

from __future__ import annotations

import re
from collections.abc import Mapping

from dalil.text.answer_words import ANSWER_YES
from dalil.text.bible_refs import book_named, whole_chapter_ref
from dalil.text.book_hint import BOOK_WORDS
from dalil.text.franco import FRANCO_TOKEN, spells
from dalil.text.lead_words import WRITTEN_LEAD_WORDS, lead_word
from dalil.text.normalize import fold
from dalil.text.rite_place import BOOK_NAMES
from dalil.text.support import MONTH_NAMES, names_day, names_title

_ARTICLES = ("el", "al", "il")  # the article typed apart from its word ("el seen" for الصين)
_ARTICLE = "ال"
_ARABIC_LETTER = re.compile(r"[\u0600-\u06ff]")
_CONSTRUCT = ("et", "at", "it")  # Franco's ة before the noun's owner ("ma2alet shakyra"، "salat el shokr")
_CHAPTER = "الإصحاح"
_SOURCE_WORDS = [*sorted(WRITTEN_LEAD_WORDS), *sorted(BOOK_WORDS)]
_MONTHS = sorted(MONTH_NAMES)
_CHAPTER_ABBREVIATIONS = frozenset({"ص", "ص.", "اصحاح", "إصحاح"})  # "أفسس ص 1": the chapter word a model abbreviates


def names_record(source: str, title: str | None, metadata: Mapping[str, object]) -> bool:
    """The lead-in's record (`source`) is the cited record: its title or its Synaxarium day, as written or in Franco;
    or it names none — every word, read in Franco, a lead word (FRANCOANS64: "El nas beyi2ool kda:" is "النص بيقول
    كده:", which `support.source_lead` reads as no record's name, and the claim after it is checked alone)."""
    source = _container_off(numbers_read(source))
    read = franco_read(source, title)
    if not _bare_name(read) and any(_ARABIC_LETTER.search(word) for word in read.split()):
        return True
    bare = [_bare_name(reading) for reading in (source, read, franco_read(_bare_name(source), title))]
    readings = dict.fromkeys([source, read, *bare, *(_kind_off(reading) for reading in bare)])
    # CLAIMUSE72: or the record's own name in its title, without its part ("مقالة أم كلثوم" for "أم كلثوم (مطربة)")
    named = dict.fromkeys([title, record_name(title)])
    return any(names_title(reading, name) or names_day(reading, metadata) for reading in readings for name in named)


# CLAIMUSE74: a reference names a record by its kind before its name — the library's book or encyclopedia and the
# record's kind in it ("مقال ويكيبيديا عن القمر"، "كتاب الصلوات، قطعة مرد الإنجيل"، "كتاب الأجبية، قطعة مزمور 112"):
# these say which library holds the record and what kind of record it is, never which record; the name after them
# must still be the cited record's whole (`names_title`), so another article or piece names another record.
_KIND_WORDS = frozenset(
    fold(" ".join([*BOOK_NAMES.values(), "كتاب الكتاب ويكيبيديا موسوعة الموسوعة قطعة القطعة الصلوات wikipedia wikipedya wiki"])).split()
)
_CLAUSE_MARKS = "،,؛;"


def _kind_off(name: str) -> str:
    """`name` past the kind words and lead words opening it, each read without its clause mark ("كتاب الصلوات، قطعة
    صلاة الصلح" -> "صلاة الصلح"، "ويكيبيديا عن الشيعة" -> "الشيعة"); a number or any other word ends the trimming, and a
    word before a number stays (it names the numbered record: "مزمور 112")."""
    words = name.split()
    while len(words) > 1 and not _numbered(words[1:]) and _kind_or_lead(words[0].strip(_CLAUSE_MARKS)):
        words.pop(0)
    return " ".join(words)


def _kind_or_lead(word: str) -> bool:
    folded = fold(word).lower()
    return bool(folded) and not folded.isdigit() and (folded in _KIND_WORDS or lead_word(folded) or naming_word(folded))


# FAITHFUL82: a word that says a name follows it — "titled" (the root ع-ن-و-ن: بعنوان، المعنون، المعنونة، تحت عنوان) or
# "named" (the participle of سمّى: المسمى، المسماة) — read by its shape, with a glued و/ف, ب/ك/ل and the article: "مقال
# ويكيبيديا بعنوان جرب"، "النص الليتورجي المعنون الطلبات". It says which record is named, never what the record states:
# the name after it must still be the cited record's whole (`names_title`). Not a verb ("ويسمى البحر …" states a name).
_NAMING = re.compile(r"^[وف]?(?:ب|ك|لل|ل|ال)?(?:عنوان|معنون|مسم[يى]|مسما)(?:[ةه]|ها)?$")


def naming_word(word: str) -> bool:
    """The word says that a name follows (`_NAMING`), as written or folded."""
    return bool(_NAMING.match(fold(word)))


def reference_word(word: str) -> bool:
    """A word of a record's reference that names no record: a kind word ("ويكيبيديا"، "قطعة"), a lead word or a naming
    word (`naming_word`)."""
    return _kind_or_lead(word.strip(_CLAUSE_MARKS))


# FAITHFUL82: a number written with the article, as a model writes a chapter ("في أصحاحه الـ2"، "الإصحاح ال20"): the number.
_ARTICLE_NUMBER = re.compile(r"(?<![^\s«(])ال[ـ\-]?(\d+)(?=$|[\s،,:؛.»)])")


_HOLDER = re.compile(r"\s+(?:من|في|فى)\s+")  # "… من سفر المزامير"، "… في سفر المزامير": the book that holds the chapter


def _container_off(source: str) -> str:
    """FAITHFUL82: a chapter reference with the book that holds it after "من"/"في" ("المزمور رقم 53 من سفر المزامير"،
    "الأصحاح 3 من رسالة غلاطية") read as the one chapter reference ("مزمور 53"، "رسالة غلاطية الأصحاح 3"): the book after
    it is the chapter's own, or the book of a chapter named by its number alone. Another book than the chapter's own
    names another record, and the source stays as written."""
    pieces = _HOLDER.split(source)
    if len(pieces) < 2:  # noqa: PLR2004 - a chapter and its book
        return source
    head, tail = " ".join(source.split()[: len(source.split()) - len(pieces[-1].split()) - 1]), pieces[-1]
    book = book_named(_bare_name(tail))
    if book is None or not head.strip():
        return source
    ref = whole_chapter_ref(_bare_name(head))
    if ref is not None:
        return head if ref.book == book else source
    chapter = _bare_name(head)
    read = f"{_bare_name(tail)} {chapter}"
    ref = whole_chapter_ref(read) if chapter.split()[-1:] and chapter.split()[-1].isdigit() else None
    return read if ref is not None and ref.book == book else source


def numbers_read(text: str) -> str:
    """`text` with each number written with the article ("الـ2") written as the number ("2"); every other word as written."""
    return _ARTICLE_NUMBER.sub(r"\1", text)


# A title's part after its record's name: the liturgy writes a hymn's title as "the hymn — its part" ("ثيؤطوكية الخميس —
# واطس"، "ثيؤطوكية الأحد — القطعة الرابعة": `ingest.sources.liturgy`), an article its subject's kind in a parenthesis
# ("أم كلثوم (مطربة)"، "صلاة الشكر (تقديم الحمل)").
_PART_MARKS = re.compile(r"\s+(?:[—–]\s|\()")


def writes_part(text: str) -> bool:
    """`text` writes a record's part after its name, as titles do ("ثيؤطوكية الأحد — القطعة الثانية"، "صلاة الشكر (تقديم
    الحمل)"): it names that part, not the whole record."""
    return bool(_PART_MARKS.search(text))


def record_name(title: str | None) -> str:
    """The record's own name in its title: the title without the part after " — " or a parenthesis (CLAIMSFAITH68: a
    reader names "ثيؤطوكية الخميس", not its part "واطس"; every part of the hymn is of the record so named)."""
    return _PART_MARKS.split(title or "", maxsplit=1)[0].strip()


def franco_read(source: str, title: str | None, title_only: bool = False) -> str:
    """`source` with each Franco word that spells a word of `title` (past its article too), a Coptic month, a lead word
    or a book word (FRANCOANS64: "El egaba mawgooda fi …"، "Fi engil Matta esa7a7 7 …" are the Arabic lead-ins, typed)
    written as that word; every other word as typed. The title's words are tried first: a record's own word stays its.
    With `title_only`, the title's words only (CLAIMSFAITH68: a reader's question, whose "arsl" is أرسل, not the lead
    word الرسالة, and whose "baba" is no month but the cited record's own — the first month a token spells wins here)."""
    titled = (title or "").split()
    tokens = source.split()
    read: list[str] = []
    at = 0
    while at < len(tokens):
        token = tokens[at].lower()
        if token in _ARTICLES and at + 1 < len(tokens) and (word := _read_token(token + tokens[at + 1].lower(), titled, title_only)):
            read.append(word)
            at += 2
            continue
        read.append(_read_token(token, titled, title_only) or tokens[at])
        at += 1
    return " ".join(read)


def _read_token(token: str, titled: list[str], title_only: bool = False) -> str | None:
    """The title's word `token` spells, else a lead or book word whose long vowels it types (`_vowels_written`: "el
    gameel" is no الجملة), else a Coptic month; a lead word before a month ("nas" is النص, not the month النسيء).
    With `title_only`, the title's word or None."""
    if title_only:
        return _spelled(token, titled)
    spelled = _spelled(token, titled) or _spelled(token, _SOURCE_WORDS)
    if spelled and (spelled in titled or _vowels_written(token, spelled)):
        return spelled
    return _spelled(token, _MONTHS)


_LONG_VOWELS = (("ee", "ي"), ("ii", "ي"), ("ei", "ي"), ("oo", "و"), ("ou", "و"), ("aa", "ا"))


def _vowels_written(token: str, word: str) -> bool:
    """Every long vowel `token` types ("ee", "oo", "aa") is a letter `word` writes (ي، و، ا)."""
    return all(letter in fold(word) for typed, letter in _LONG_VOWELS if typed in token)


def _spelled(token: str, words: list[str]) -> str | None:
    """The word `token` (Franco, with a letter) spells, whole or past its article, or in construct ("ma2alet" مقالة,
    "salat" صلاة: a final "et"/"at" is the ة of a noun before its owner); None for any other token."""
    if not FRANCO_TOKEN.match(token) or token.isdigit():
        return None
    typed = [token, token[:-2] + "a"] if token.endswith(_CONSTRUCT) and len(token) > 4 else [token]  # noqa: PLR2004 - a stem of three
    for word in words:
        folded = fold(word)
        bare = folded[len(_ARTICLE) :] if folded.startswith(_ARTICLE) else folded
        if any(spells(form, folded) or (bare != folded and spells(form, bare)) for form in typed):
            return word
    return None


def _bare_name(source: str) -> str:
    """`source` without the lead words at its ends, its chapter abbreviation written out ("قريت مزمور 133" -> "مزمور
    133"، "أفسس ص 1" -> "أفسس الإصحاح 1"); a number or any other word ends the trimming. CLAIMUSE72: a lead word is
    read folded ("مقالة تشي جيفارا" -> "تشي جيفارا": مقالة with its ة), and a chapter named with its book's pronoun
    ("رسالة أفسس في أصحاحها 4"، "سفر الرؤيا في أصحاحه 8") is written as the chapter word (`_chapter_phrase`)."""
    words = _chapter_phrase([_CHAPTER if word in _CHAPTER_ABBREVIATIONS else word for word in source.split()])
    if words and fold(words[0].strip("،,!").lower()) in ANSWER_YES:  # "Aywa, engil Mor2os 14": the yes is held to the question
        words.pop(0)
    while words and not words[0].isdigit() and lead_word(fold(words[0])) and not _numbered(words[1:]):
        words.pop(0)
    while words and not words[-1].isdigit() and lead_word(fold(words[-1])):
        words.pop()
    return " ".join(words)


def _numbered(words: list[str]) -> bool:
    """A number, or "number N", opens `words`: the word before names the record ("المزمور رقم 10"، "المزمور 34")."""
    return bool(words) and (words[0].isdigit() or (fold(words[0]) == _NUMBER_WORD and len(words) > 1 and words[1].isdigit()))


_NUMBER_WORD = fold("رقم")
_IN = frozenset({"في", "فى"})
_OWN_CHAPTER = frozenset(fold("أصحاحه أصحاحها").split())  # the book's chapter: "في أصحاحه" (its), "في أصحاحها" (a letter's)


def _chapter_phrase(words: list[str]) -> list[str]:
    """CLAIMUSE72: "في أصحاحه N" / "في إصحاحها N" (the book's chapter N, with the book's pronoun) written as "الإصحاح N",
    the chapter word `bible_refs` reads; only before a number, so a chapter is still named by its number alone."""
    read: list[str] = []
    at = 0
    while at < len(words):
        chapter = fold(words[at + 1]) if at + 1 < len(words) and words[at] in _IN else ""
        if chapter in _OWN_CHAPTER and at + 2 < len(words) and words[at + 2].isdigit():
            read.append(_CHAPTER)
            at += 2
            continue
        read.append(words[at])
        at += 1
    return read
