"""A courtesy read against the record it sits beside (COURTESY61): a clause or a line that speaks to the reader or of
the writer and none of whose other words is the cited record's or the question's claims nothing of the record.

`text.courtesy` reads a courtesy by its words alone, over closed classes (the reader, the writer, God, the exchange's
words); every wave's blind probe brought closings those classes did not hold ("أتمنى أن أكون قد أوضحت المطلوب"، "لو
عندك سؤال تاني ابعتهولي"، "تمام يا فندم،"، "Hope this helps!"), and a wish glued to an unquoted sentence ("…، ربنا
يباركك ويحفظ بيتك") was left a claim because the record might write it. With the record at hand the question is
another one: could this clause be the record's, or say something of it? It cannot when

- it is anchored in the exchange: a word of the reader, the writer or the exchange (`text.courtesy`'s classes, Franco
  and English ones too), or a call ("يا فندم");
- every other content word is foreign: none of its stems is a stem of the cited record or of the question (a Franco
  word is read through the Franco tables first);
- it names nothing: no digit, negator (ما too), yes, kin or office word, corpus name (Arabic or Franco), a Latin capital
  past its first word, third-person pronoun or past "was" ("…، وكان أعظم أساقفة عصره" stays a claim), and sets nothing
  in a place or time (a head "في"، "عند"، "بعد" before a word that is no one's of the exchange: "… في الناصرة");
- at a sentence's end it does not open with a glued و/ف (Franco "w"): such a clause goes on the record's sentence
  ("…، ويباركك ويحفظك" after a psalm is the psalm made to say more).

A claim riding in a courtesy ("ربنا يباركك، ومتنساش إن …") keeps its own clause, checked as before: only the clause
that passes is cut. `answer.validate` reads the cut sentence only when the sentence as written fails its checks."""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable
from functools import lru_cache

from dalil.text.answer_words import ANSWER_YES
from dalil.text.assertions import negated, number_values
from dalil.text.clause_summary import SETTING_HEADS
from dalil.text.comparison import written_elative
from dalil.text.courtesy import (
    BLESSING_WORDS,
    COURTESY_WORDS,
    is_exchange_word,
    is_god,
    is_pointer,
    is_reader,
    is_reader_pronoun,
    is_writer,
    names_exchange_word,
    words_of,
)
from dalil.text.forms import word_forms
from dalil.text.franco import NAMES as FRANCO_NAMES
from dalil.text.franco import PARTICLES as FRANCO_PARTICLES
from dalil.text.franco import WORDS as FRANCO_WORDS
from dalil.text.franco import spells_closely
from dalil.text.glued import GLUED_CONJUNCTIONS, glued_forms
from dalil.text.lead_record import franco_read
from dalil.text.lead_words import only_lead
from dalil.text.markers import strip_markers
from dalil.text.normalize import fold
from dalil.text.offices import KIN, OFFICES, office
from dalil.text.ordinals import parse_ordinal
from dalil.text.restatement import FILLERS
from dalil.text.stem import PRONOUN_COPULAS, VERB_COPULAS, analyze

CALL_WORDS = frozenset({"يا", "ya"})  # the call: the word after it names the reader addressed

MAX_ASIDE_WORDS = 12  # a closing, a greeting: a few words; a long clause is a sentence of its own
# FAITHSHAPE70: the quotation's own marks end the answer's clauses too — a closed quotation (the words after "»" are the
# answer's own) and the colon that opens one (the words before ": «" are its frame)
_CLAUSE_MARK = re.compile(r"(?<=[،,!؛])|(?<=[»”])(?=[ \t]*[^ \t،,!؛.؟?])|(?<=:)(?=[ \t]*[«“])")
_QUOTATION_CLOSED = re.compile(r"[»”][ \t]*[،,!؛]?[ \t]*$")
_OPENS_QUOTATION = re.compile(r":[ \t]*$")
MAX_FRAME_WORDS = 6  # "وده الكلام بالنص"، "والجواب في قوله": a few words point at the quotation
_QUOTE_MARKS = '«»“”"'
_ARABIC_LETTER = re.compile(r"[\u0600-\u06ff]")
# Words that say something of a third person whatever their stems: a pronoun of him/her/them, a past "was", a Franco or
# English negator (an Arabic one is `assertions.negated`'s).
_NAMES_SOMEONE = (PRONOUN_COPULAS | (VERB_COPULAS - {"يكون"})) | frozenset(
    fold(
        "ما كانش ماكانش msh mesh mish mafeesh mafish howa hwa heya hya homa homma kan kanet kano kaan "
        "not no never he she they him her his their them was were"
    ).split()
)  # "يكون" stays: "ربنا يكون معاك" wishes
_FRANCO_CONTINUATIONS = frozenset({"w", "we", "wa", "wi", "f", "fa"})


def _stems(word: str) -> set[str]:
    return {stem for form in glued_forms(word) for stem in analyze(form)} | set(analyze(word))


def record_stems(texts: Iterable[str]) -> frozenset[str]:
    """The stems of the cited records and the question: what a courtesy's other words must not be."""
    return frozenset(stem for text in texts for word in words_of(strip_markers(text)) for stem in _stems(word))


def _read_latin(word: str) -> str | None:
    """A Franco word's Arabic from the Franco tables, or None (an English word, or one no table holds)."""
    return FRANCO_PARTICLES.get(word) or FRANCO_WORDS.get(word)


_COURTESY_WRITTEN = tuple(word for word in fold(f"{COURTESY_WORDS} {BLESSING_WORDS}").split() if _ARABIC_LETTER.match(word))
MIN_SPELLED_LETTERS = 4  # "ana", "tab": a short Latin word spells too many words to be read as one


@lru_cache(maxsize=4096)
def _spelled_courtesy(word: str) -> str | None:
    """FRANCOANS64: the word of the exchange (`courtesy.COURTESY_WORDS`, `BLESSING_WORDS`, as Arabic writes them) a
    Latin word spells ("atmana" أتمنى، "wada7t" وضحت، "akoon" أكون), or None: a Franco closing is read as the Arabic
    one it types, not by a Latin spelling listed for each."""
    if _ARABIC_LETTER.search(word) or len(word) < MIN_SPELLED_LETTERS or word.isdigit():
        return None
    return next((arabic for arabic in _COURTESY_WRITTEN if _same_onset(word, arabic) and spells_closely(word, arabic)), None)


_LATIN_VOWELS = "aeiou"
_ALIFS = "اأإآ"


def _same_onset(latin: str, arabic: str) -> bool:
    """Both open with a vowel (an alif) or both with a consonant: a skeleton alone reads "salah" (prayer) as أسئلة."""
    return (latin[:1] in _LATIN_VOWELS) == (arabic[:1] in _ALIFS)


# A verb to the writer typed in Franco ("2oly" قولي، "es2alny" اسألني، "ab3atly" ابعتلي), not a third person's ("yeb2a"، "bey2ooly")
_FRANCO_TO_WRITER = re.compile(r"(?!y|b[ei]?y)[a-z0-9]{2,}(?:ly|li|lee|ny|ni|nee)")


def _read_word(word: str) -> str:
    """A Latin word as the word of the exchange it spells (`_spelled_courtesy`), else as written."""
    return _spelled_courtesy(word) or word


def _names_something(word: str, written: str, first: bool, names: Collection[str]) -> bool:
    """A word that names a person, a number or a deed of someone else, whatever the record says."""
    forms = glued_forms(word) | word_forms(word)
    if word.isdigit():  # a Franco word writes letters with digits ("so2al"): only a digit run is a number
        return True
    if forms & (_NAMES_SOMEONE | ANSWER_YES) or any(form in OFFICES or form in KIN or office(form) for form in forms):
        return True
    if (not forms.isdisjoint(names) and not _glued_courtesy_word(word)) or word in FRANCO_NAMES:
        return True
    return not first and len(written) > 1 and written[:1].isupper()  # "Marcos", "Rome": a name in Latin letters ("I" is none)


def _glued_courtesy_word(word: str) -> bool:
    """RIDER84: a glued و/ف before a word of the exchange or a courtesy as written ("وأي سؤال تاني أنا موجود": و + أي), read
    as the conjunction and that word even where the corpus holds the whole as a name ("واي")."""
    return len(word) > 2 and word[0] in GLUED_CONJUNCTIONS and word[1:] in _COURTESY_WRITTEN  # noqa: PLR2004 - و + a word


def _foreign(word: str, known: frozenset[str]) -> bool:
    read = _read_latin(word) if not _ARABIC_LETTER.search(word) else None
    return not (_stems(word) | (_stems(read) if read else set())) & known


_WRITER_OBJECT = ("ني", "لي")  # "ابعتلي"، "كلمني": a verb to the writer


def _to_writer(word: str) -> bool:
    """A verb to the writer: the reader bidden ("ابعتلي"، "كلمني"; Franco "2oly"), not a third person's verb whose root
    ends so ("يعني" means, "يبني" builds): "يعني النتيجة إن …" draws a conclusion of the record, it speaks to no one.
    RIDER84: nor the ordinal "second"/"other" ("تاني"، "وثاني"، `ordinals.parse_ordinal`, Egyptian ت too): "أعظم من أي
    حدث تاني" compares with any other event, it bids no one."""
    if _FRANCO_TO_WRITER.fullmatch(word):
        return True
    if any(parse_ordinal([form], 0, egyptian=True) for form in glued_forms(word)):
        return False
    return (
        len(word) >= 4 and not word.startswith(("ال", "ي")) and word.endswith(_WRITER_OBJECT)  # noqa: PLR2004 - a verb and the suffix
        and bool(_ARABIC_LETTER.match(word))
    )


def _owned(word: str) -> bool:
    """The reader's, the writer's, God's or the exchange's: what a courtesy's place words may govern."""
    return is_reader(word) or is_writer(word) or _to_writer(word) or is_god(word) or is_exchange_word(word)


def _sets_somewhere(words: list[str]) -> bool:
    """A head of a place or a time ("في"، "عند"، "بعد") before a word that is no one's of the exchange, nor governs
    one: "ربنا معاك دايما في الناصرة" sets the wish in a place; "في انتظار استفساراتك"، "في رعاية ربنا" do not."""
    for index, word in enumerate(words[:-1]):
        if word in SETTING_HEADS and not any(_owned(later) for later in words[index + 1 : index + 4]):
            return True
    return False


def _anchored(words: list[str]) -> bool:
    """A word of the reader, the writer (or a verb to him: "ابعتلي"), the exchange as written (`names_exchange_word`),
    or a call ("يا فندم") to anyone but God. A blessing word is no anchor: a record writes of its prayers and its
    peace ("وتقال هذه الصلاة …")."""
    if any(is_reader(word) or is_writer(word) or _to_writer(word) or names_exchange_word(word) for word in words):
        return True
    if any(_offers(words, index) for index in range(len(words))):
        return True
    return any(word in CALL_WORDS and index + 1 < len(words) and not is_god(words[index + 1]) for index, word in enumerate(words))



_ANY = frozenset({"اي", "ay"})


def _offers(words: list[str], index: int) -> bool:
    """RIDER84: "any" before a word of the exchange or a courtesy ("وأي خدمة"، "أي سؤال"، Franco "w ay 5edma"): the writer's
    offer to the reader. "Any" alone anchors nothing: "أعظم من أي حدث تاني" ranks the record's event."""
    return bool(glued_forms(words[index]) & _ANY) and index + 1 < len(words) and is_exchange_word(words[index + 1])


def _called(words: list[str], index: int) -> bool:
    """CLAIMUSE74: the word a call "يا" names ("نورت يا فندم"، "ahlan ya basha") is the reader addressed, whatever else it
    may name in the corpus: a call names who is spoken to, it says nothing of him. Not God ("يا رب" is a prayer's) nor
    an office or kin word ("يا أبانا"): those stay the words they are."""
    if index == 0 or words[index - 1] not in CALL_WORDS or is_god(words[index]):
        return False
    forms = glued_forms(words[index]) | word_forms(words[index])
    return not any(form in OFFICES or form in KIN or office(form) for form in forms)


def _compares(words: list[str]) -> bool:
    """RIDER84: an elative of the writer's own (`comparison.written_elative`, Arabic or typed in Franco: "أعظم"، "a3zam")
    that compares anything but the exchange's own words: "وده أعظم من أي حدث تاني قبله" ranks what the record tells
    against everything else, a comparison the record must make (`text.comparison`); a bare "ودي أعظم" ranks "this"
    against everything. "مع أجمل التحيات" holds one over the exchange's words only: a courtesy's."""
    for index, word in enumerate(words):
        if written_elative(word) is None:
            continue
        compared = [later for later in words[index + 1 :] if analyze(_read_latin(later) or later) and not is_pointer(later)]
        if not compared or not all(_owned(later) for later in compared):
            return True
    return False


def claims_nothing(clause: str, known: frozenset[str], names: Collection[str]) -> bool:
    """The clause (markers removed) claims nothing of the record whose stems are `known` (see the module): anchored
    in the exchange, naming nothing, setting nothing somewhere, every other content word foreign."""
    text = strip_markers(clause)
    if any(mark in text for mark in _QUOTE_MARKS):
        return False
    written = re.findall(r"[^\W_]+", text)
    words = words_of(text)
    if not words or len(words) > MAX_ASIDE_WORDS or len(written) != len(words) or negated(text) or number_values(text):
        return False
    pairs = list(zip(words, written, strict=True))
    if any(_names_something(word, form, index == 0, names) and not _called(words, index) for index, (word, form) in enumerate(pairs)):
        return False
    words = [_read_word(word) for word in words]  # a Franco closing read as the Arabic one it types
    if not _anchored(words) or _sets_somewhere(words) or _compares(words):
        return False
    for index, (word, as_written) in enumerate(zip(words, written, strict=True)):
        if _names_something(word, as_written, index == 0, names) and not _called(words, index):
            return False
        # only pointers, God, the writer's and the reader's pronouns may be the record's words too: any other word of
        # the record ("بإرادتك" in a verse to "you", "أدعوك"، "سلام") makes the clause one the record could write
        if is_pointer(word) or is_writer(word) or is_god(word) or is_reader_pronoun(word) or not analyze(word):
            continue
        if not _foreign(word, known):
            return False
    return True


def courtesy_line(line: str, known: frozenset[str], names: Collection[str]) -> bool:
    """An uncited line that claims nothing of the records (`claims_nothing`) and does not go on the sentence before
    it (a line opening with و/ف: "وتقال هذه الصلاة …"); FRANCOANS64: nor does a clause of it that goes on the one
    before with "and"/"so" ("Shokran 3ala el so2al, w di a2dam salah fel kanisa." adds a claim after the thanks)."""
    if (_continues(line) and not _all_of_exchange(line)) or not claims_nothing(line, known, names):
        return False
    clauses = [clause for clause in _CLAUSE_MARK.split(line) if clause.strip()]
    return all(claims_nothing(clause, known, names) for clause in clauses[1:] if _continues(clause))


# A clause opened by a word that ties it to the clause before — a cause, a relative, a purpose, a contrast ("…، لأن
# الطريق أمامك طويل"، "…، الذين عن يسارك") — depends on the record's sentence: never an aside, even when it speaks to "you".
_DEPENDENT_OPENERS = frozenset(
    fold("لأن لان لأنه لانه لأنها لأنهم الذي التي الذين اللذين اللتين اللواتي اللاتي اللي حتى كي لكي إذ اذ حيث بل لكن كما مثل").split()
)


def _all_of_exchange(line: str) -> bool:
    """CLAIMUSE74: every content word of the line is the exchange's own — the reader, the writer, a verb to him, God or a
    word of the exchange (`_owned`), past its glued و ("ولو عندك سؤال تاني قولي."): such a line cannot go on a record's
    sentence, whatever it opens with; one word that is merely foreign ("وتقال هذه الصلاة …") and it may."""
    words = [_read_word(word) for word in words_of(strip_markers(line))]
    if words and _ARABIC_LETTER.match(words[0]) and words[0][0] in GLUED_CONJUNCTIONS:
        words[0] = words[0][1:]
    content = [word for word in words if analyze(word) and not is_pointer(word)]
    # the writer or the exchange named, not the reader and God alone: "ويباركك الرب ويحفظك" may be a verse's blessing
    anchored = any(is_writer(word) or _to_writer(word) or names_exchange_word(word) for word in content)
    return anchored and all(_owned(word) for word in content)


def _continues(clause: str) -> bool:
    """The clause opens with a glued و/ف, a Franco "w" or a dependent opener: it goes on the sentence before it."""
    words = words_of(strip_markers(clause))
    if not words:
        return False
    first = words[0]
    if first in _FRANCO_CONTINUATIONS or first in _DEPENDENT_OPENERS:
        return True
    return len(first) > 2 and first[0] in GLUED_CONJUNCTIONS and _ARABIC_LETTER.match(first) is not None


def asides_off(sentence: str, known: frozenset[str], names: Collection[str]) -> str:
    """`sentence` without the courtesy clauses at its start and its end that claim nothing of the record (`claims_nothing`),
    cut at "،" "," "!" "؛" outside a quotation; the sentence as written when none is cut or nothing would be left."""
    return _cut(sentence, known, names)[0]


def aside_clauses(sentence: str, known: frozenset[str], names: Collection[str]) -> list[str]:
    """The clauses `asides_off` cuts off `sentence`."""
    return _cut(sentence, known, names)[1]


def _points_at_quotation(frame: str) -> bool:
    """FAITHSHAPE70: a frame before the colon that opens a quotation, of a few source lead words only (`lead_words`: "ده
    الكلام"، "والجواب في قوله"، "لاحظ ما يلي"): it points at the quotation after it, naming nothing the record could state
    (as `support.source_frame` reads it at a sentence's start; here after a courtesy cut off before it)."""
    words = words_of(strip_markers(frame))
    if not (0 < len(words) <= MAX_FRAME_WORDS and len(words) == len(re.findall(r"[^\W_]+", frame))):
        return False
    # CLAIMUSE74: a Franco frame read as the Arabic lead words it types ("rakez ma3aya:" ركز معايا، `lead_record.franco_read`)
    return only_lead(words) or only_lead(words_of(franco_read(" ".join(words), None)))


def _only_filler(clause: str) -> bool:
    """The clause is the filler "I mean" alone (`restatement.FILLERS`: يعني، Franco ya3ni): it opens a sentence and claims
    nothing; what follows it is the sentence, checked as any other (s41: Franco "Ya3ny," had passed only because the
    loose skeleton read it as the courtesy "عينيا")."""
    return [fold(word) for word in words_of(strip_markers(clause))] in ([filler] for filler in FILLERS)


def _cut(sentence: str, known: frozenset[str], names: Collection[str]) -> tuple[str, list[str]]:
    clauses = [clause for clause in _CLAUSE_MARK.split(sentence) if clause.strip()]
    if len(clauses) < 2 or sentence.count("«") != sentence.count("»"):  # noqa: PLR2004 - a clause and its aside
        return sentence, []

    def aside(clause: str, opening: bool, after_quotation: bool = False) -> bool:
        if opening and _only_filler(clause):  # "يعني،" / "Ya3ny," before the sentence: "I mean" says nothing
            return True
        if _OPENS_QUOTATION.search(clause):  # the frame of the quotation: it may say who speaks, never a courtesy's
            return opening and _points_at_quotation(clause)
        # FAITHSHAPE70: a clause after a closed quotation goes on no sentence of the record, whatever it opens with
        # ("«…» — ومستني أسئلتك"): the quotation marks closed the record's words; it is read as any other aside
        return (opening or after_quotation or not _continues(clause)) and claims_nothing(clause, known, names)

    first, last = 0, len(clauses)
    while last - first > 1 and aside(clauses[first], opening=True):
        first += 1
    while last - first > 1 and aside(clauses[last - 1], opening=False, after_quotation=bool(_QUOTATION_CLOSED.search(clauses[last - 2]))):
        last -= 1
    if (first, last) == (0, len(clauses)):
        return sentence, []
    kept = "".join(clauses[first:last]).strip().rstrip("،,!؛. ")
    ended = sentence.rstrip().endswith((".", "!", "؟", "?")) or last < len(clauses)
    return (f"{kept} ." if ended else kept), clauses[:first] + clauses[last:]


def names_something(words: list[str], written: list[str], index: int, names: Collection[str]) -> bool:
    """CLAIMFAITH76: the word at `index` names a person, a number or a deed of someone else (`_names_something`), and is
    no one the call "يا" addresses (`_called`): what a frame read against the record may not hold (`text.record_frame`)."""
    return _names_something(words[index], written[index], index == 0, names) and not _called(words, index)


def foreign_to(word: str, known: frozenset[str]) -> bool:
    """CLAIMFAITH76: none of the word's stems (a Franco word read through the Franco tables first) is one of `known`."""
    return _foreign(word, known)
