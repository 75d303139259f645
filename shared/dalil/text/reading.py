"""The question-side language layer: how Dalil reads a question as readers write it, before searching.

`read_question` is the one entry point (the retriever calls it; `dalil serve`, the CLI and the
Lambdas all reach it through the retrieval step). It returns what to search for and what was done:

- Franco-Arabic (Latin letters and digits, text/franco.py) is transliterated into Arabic, each word
  chosen by the corpus's own vocabulary;
- Latin text that is not Franco-Arabic (English, French, Latin, keyboard noise) is marked
  `unsupported`: Dalil reads Arabic and Franco-Arabic, and says so (`LANGUAGE_UNSUPPORTED`) instead
  of the generic "not enough in the sources";
- Egyptian colloquial words are brought to the corpus's register (text/colloquial.py tables);
- glued titles are split when the name behind them is a corpus word ("مارجرجس" -> "مار جرجس",
  "الانبابيشوي" -> "الانبا بيشوي"), and two words the corpus writes glued are also searched glued
  ("مار مينا" -> + "مارمينا"), or only glued when the corpus rarely writes the second apart
  ("تكلا هيمانوت" -> "تكلاهيمانوت"); everyday name forms and the ابو/ابي title follow NAME_FORMS.

Only the search changes: the question shown, stored and cited against is the reader's own, and the
evidence text is never touched. The answer path reads the searched reading with the reader's closing "?" kept
(`answer_reading`): a Franco question asked by its tone alone stays a yes/no question there. The searched
question travels in the trace and the response (`searched_question`) so the reader sees what was looked for.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Literal, Protocol

from dalil.text import colloquial, franco
from dalil.text.normalize import fold
from dalil.text.speakers import saying_verb
from dalil.text.stem import RELATIVE_PRONOUNS, STOPWORDS
from dalil.text.verification import polar_proposition, verification_claim
from dalil.text.vocabulary import Vocabulary, bundled_vocabulary

LANGUAGE_UNSUPPORTED = "language_unsupported"
UNSUPPORTED_MESSAGE = (
    "يقرأ دليل الأسئلة المكتوبة بالعربية أو بالفرانكو (العربية بحروف لاتينية وأرقام)، فاكتب سؤالك بإحداهما. "
    "/ Dalil reads questions written in Arabic or in Franco-Arabic (Arabic in Latin letters and digits); "
    "please ask in one of them."
)

Script = Literal["arabic", "franco", "unsupported"]

# A title a reader glues to a name ("مارمرقس", "ابوسيفين"): split when the name is a corpus word and the glued
# form is not, or is far rarer than the name (مارينا, a name of its own, stays whole). Wider than
# `forms.GLUED_TITLES` (the titles an excerpt's word forms drop): a question also glues ابو and الانبا.
QUESTION_GLUED_TITLES = ("الانبا", "انبا", "مار", "ابو", "ابا")
# The name behind a glued title has at least this many letters: مينا, مرقس, بولا are names, but a
# three-letter rest is mostly a word of its own ("ابادير" is not ابا + دير, "monastery"; "مارينا" is
# not مار + ينا). Names and titles are matched with the same bound (retrieval/names.py).
MIN_GLUED_NAME_LENGTH = 4
MIN_NAME_CHUNKS = 3
GLUED_RATIO = 5
# Everyday title forms -> the corpus's (folded keys; a test per row).
TITLE_FORMS: dict[str, str] = {
    "ابو": "ابي",  # the records write the title inflected: ابى سيفين، ابى نفر
    "ابونا": "الانبا",
}
# A title that, with no name after it, is an office (folded keys; a test per row): "ابونا بيشوي" is a
# father's title, "لما ابونا يقول …", "عند أبونا في الكنيسة" the priest the liturgy's rubrics call الكاهن
# (`_names_nobody`). Measured on the 26 dev questions with ابونا (13 liturgy exchanges): right 13 -> 14/16.
BARE_TITLE_OFFICES: dict[str, str] = {"ابونا": "الكاهن"}
# Everyday name spellings -> the corpus's (folded keys; a test per row): the same person.
NAME_SPELLINGS: dict[str, str] = {
    "مكاري": "مكاريوس",
    "باخوميوس": "باخوميوس باخوم",  # his own record is titled "نياحة أنبا باخوم أب الشركة"
    "قزما": "قزما قسما",  # Cosmas: the 54th pope's record is titled "نياحة الباب قسما الثانى 54" (fq28-098)
}
# Other spellings of a place, read when names are matched (`name_variants`), never written into the question's
# reading (a row of NAME_FORMS would change what is searched: "روما" there moved synaxarium-stories' hashing
# vector, PREMISE47). Rome: the Synaxarium and the Bible write "رومية" ("حاكم رومية", fq25-033).
PLACE_SPELLINGS: dict[str, str] = {"روما": "روميه", "قيصريه": "قيساريه", "قيساريه": "قيصريه"}  # Caesarea both ways
NAME_FORMS: dict[str, str] = {**TITLE_FORMS, **NAME_SPELLINGS}
MIN_GLUE_PART = 3
MIN_ARABIC_LETTERS = 4
MIN_GLUED_CHUNKS = 2
_PUNCTUATION = re.compile(r"^([^\w]*)(.*?)([^\w]*)$", re.UNICODE)
_ARABIC_LETTER = re.compile(r"[\u0621-\u064a]")
_LATIN_LETTER = re.compile(r"[A-Za-z]")


def has_arabic_letters(text: str) -> bool:
    """Is any letter of `text` an Arabic one? A question without one is Latin: Franco-Arabic or foreign."""
    return _ARABIC_LETTER.search(text) is not None


class VocabularySource(Protocol):
    def surface_vocabulary(self) -> Vocabulary: ...


@dataclass(frozen=True)
class Reading:
    original: str
    searched: str  # what is searched; the original when nothing needed reading
    script: Script
    transliteration: str | None = None  # Franco-Arabic word by word: "meen→مين …"
    rewrites: list[str] = field(default_factory=list)  # "اتنيح→تنيح", "مارجرجس→مار جرجس"
    dropped: list[str] = field(default_factory=list)  # foreign words left out of a Franco question

    @property
    def supported(self) -> bool:
        return self.script != "unsupported"

    @property
    def changed(self) -> bool:
        return self.searched != self.original

    def notes(self) -> list[str]:
        """Trace notes: what was read and how."""
        notes: list[str] = []
        if self.script == "unsupported":
            notes.append(f"{LANGUAGE_UNSUPPORTED}: Latin-script text that does not read as Franco-Arabic")
            return notes
        if self.transliteration:
            notes.append(f"franco_arabic: {self.transliteration}")
        if self.dropped:
            notes.append(f"foreign_words_left_out: {' '.join(self.dropped)}")
        if self.rewrites:
            notes.append(f"colloquial_and_names: {', '.join(self.rewrites)}")
        if self.changed:
            notes.append(f"searched_question: {self.searched}")
        return notes


# The reader's closing question mark. The Franco-Arabic reading keeps words only, so "zakka kan ghany?" is searched as
# "زكا كان غني": a question asked by its tone alone is a yes/no question by that mark only (`text.verification.
# polar_proposition`). The answer path gets it back (`answer_reading`); the search does not: keeping it in the searched
# reading moved the hashing query of every Franco question (YESNO59, run r3).
_CLOSING_MARKS = ("?", "؟")
ANSWER_PATH_MARK = "؟"


def answer_reading(asked: str, searched: str | None) -> str:
    """The question the answer path reads (the answerer's sentence choice, the answer checks): the searched reading of
    a Franco-Arabic question (`asked` in Latin letters only), with the reader's closing "?" written back when the
    reading dropped it, when the reader's own words ask yes or no (`polar_proposition` reads Franco too: an "eh", "meen",
    "fein" asks, and the reading writes "eh" as a bare "ما" that no Arabic rule takes for a question word mid-question);
    any other question, or one with no searched reading, as `searched or asked`."""
    if not searched:
        return asked
    if has_arabic_letters(asked) or not asked.rstrip().endswith(_CLOSING_MARKS) or polar_proposition(asked) is None:
        return searched
    if searched.rstrip().endswith(_CLOSING_MARKS) or not has_arabic_letters(searched):
        return searched
    return searched.rstrip() + ANSWER_PATH_MARK


def vocabulary_of(store: object) -> Vocabulary:
    """The store's own vocabulary (built at ingest: SQLite reads its lexical index, AWS the table the
    cloud ingest wrote with the index) when it can give one, else the bundled table."""
    source = getattr(store, "surface_vocabulary", None)
    if callable(source):
        vocabulary = source()
        if isinstance(vocabulary, Vocabulary) and len(vocabulary):
            return vocabulary
    return bundled_vocabulary()


def franco_names_of(store: object, min_share: float) -> Callable[[], frozenset[str]]:
    """The words the store's corpus writes as names (`corpus_names`: SQLite's saved row, AWS's published set), read
    only when a question is Franco-Arabic (`franco.transliterate`'s `names`); none for a store that keeps none."""
    source = getattr(store, "corpus_names", None)

    def names() -> frozenset[str]:
        found = source(min_share) if callable(source) else None
        return found if isinstance(found, frozenset) else frozenset()

    return names


def read_question(
    question: str, vocabulary: Vocabulary, everyday: bool = False, names: Callable[[], frozenset[str]] | None = None
) -> Reading:
    """How Dalil reads `question` (already cleaned by retrieval/question.py). A verification question
    ("هو صحيح ان …؟", "sme3t en … sa7?") is read as its claim: the frame words are searched by no one
    and counted by no support floor (`text.verification`). `names`: the corpus's names (`franco_names_of`), which a
    Franco-Arabic word is read as before a look-alike common word."""
    claim = verification_claim(question)
    asked, question = question, claim.text if claim is not None else question
    reading = _read(question, vocabulary, everyday, names)
    return replace(reading, original=asked) if claim is not None else reading


def _read(
    question: str, vocabulary: Vocabulary, everyday: bool, names: Callable[[], frozenset[str]] | None = None
) -> Reading:
    arabic_letters = len(_ARABIC_LETTER.findall(question))
    latin_letters = len(_LATIN_LETTER.findall(question))
    text, script, transliteration, dropped = question, "arabic", None, []
    if latin_letters:
        latin_part = " ".join(t for t in question.split() if _LATIN_LETTER.search(t))
        if franco.is_franco(latin_part, vocabulary):
            reading = franco.transliterate(question, vocabulary, names() if names is not None else frozenset())
            text, transliteration, dropped = reading.arabic, reading.describe(), reading.dropped
            script = "franco" if latin_letters > arabic_letters else "arabic"
        elif arabic_letters < MIN_ARABIC_LETTERS:
            # no Arabic to search at all (an Arabic question with English around it is searched)
            return Reading(original=question, searched=question, script="unsupported")
    words, rewrites = _register(text.split(), vocabulary, everyday)
    searched = " ".join(words).strip() or text
    if searched == " ".join(question.split()):
        searched = question  # only spacing differed: the question is searched as asked
    return Reading(question, searched, script, transliteration, rewrites, dropped)  # type: ignore[arg-type]


def _register(tokens: list[str], vocabulary: Vocabulary, everyday: bool = False) -> tuple[list[str], list[str]]:
    """Colloquial words, glued titles and name forms, token by token (punctuation kept in place)."""
    out: list[str] = []
    rewrites: list[str] = []
    skip = False
    pending_glued = ""  # two words the corpus writes as one: searched glued after the second
    for position, token in enumerate(tokens):
        if skip:
            skip = False
            continue
        lead, word, trail = _PUNCTUATION.match(token).groups()  # type: ignore[union-attr]
        if not word or not has_arabic_letters(word):
            out.append(token)
            continue
        following = _PUNCTUATION.match(tokens[position + 1]).group(2) if position + 1 < len(tokens) else ""  # type: ignore[union-attr]
        phrase = colloquial.corpus_phrase(word, following) if following else None
        if phrase is not None:
            rewrites.append(f"{word} {following}→{phrase}")
            out.append(f"{lead}{phrase}{_PUNCTUATION.match(tokens[position + 1]).group(3)}")  # type: ignore[union-attr]
            skip = True
            continue
        glued = _glued_with_next(word, following, vocabulary)
        if glued and _written_glued(following, glued, vocabulary):
            # one name the corpus writes as one word, its second half rarely alone: searched glued only
            rewrites.append(f"{word} {following}→{glued}")
            out.append(f"{lead}{glued}{_PUNCTUATION.match(tokens[position + 1]).group(3)}")  # type: ignore[union-attr]
            skip = True
            continue
        replacement = _read_word(word, vocabulary, everyday)
        if (office := BARE_TITLE_OFFICES.get(fold(word))) is not None and _names_nobody(following):
            replacement = office
        if replacement is not None and replacement != word:
            rewrites.append(f"{word}→{replacement or '∅'}")
            word = replacement
        if glued:
            rewrites.append(f"{word} {following}→+{glued}")
        if word or lead or trail:
            out.append(f"{lead}{word}{trail}".strip())
        if pending_glued:
            out.append(pending_glued)
        pending_glued = glued or ""
    if pending_glued:
        out.append(pending_glued)
    return [w for w in out if w], rewrites


def _names_nobody(following: str) -> bool:
    """Is the word after a title no name: none, a function word, a relative ("اللي") or a verb of saying,
    the Egyptian بـ of the present too ("يقول", "بيقولها")?"""
    word = fold(following)
    return (
        not word or word in STOPWORDS or colloquial.corpus_word(word) in RELATIVE_PRONOUNS
        or saying_verb(word) or saying_verb(word.removeprefix("ب"))
    )


def _read_word(word: str, vocabulary: Vocabulary, everyday: bool = False) -> str | None:
    listed = colloquial.corpus_word(word, vocabulary)
    if listed is not None:
        return listed
    key = fold(word)
    if key in NAME_FORMS:
        return NAME_FORMS[key]
    split = split_glued_title(key, vocabulary)
    if split is not None:
        return split
    if not everyday:
        return colloquial.strip_perfect_prefix(word, vocabulary)
    # Everyday Egyptian content words and the imperfect's aspect prefixes (settings.colloquial_everyday)
    return (colloquial.content_word(word, vocabulary) or colloquial.strip_perfect_prefix(word, vocabulary)
            or colloquial.strip_aspect(word, vocabulary))


def split_glued_title(word: str, vocabulary: Vocabulary) -> str | None:
    """"مارجرجس" -> "مار جرجس" (the glued form kept too when the corpus also writes it), or None.
    The name must be a corpus word of at least MIN_NAME_CHUNKS chunks, and the glued word unknown or
    far rarer than the name: "مارينا" (a saint's name) is not مار + ينا."""
    for title in QUESTION_GLUED_TITLES:
        name = word[len(title) :]
        if not word.startswith(title) or len(name) < MIN_GLUED_NAME_LENGTH:
            continue
        name_chunks, glued_chunks = vocabulary.count(name), vocabulary.count(word)
        if name_chunks < MIN_NAME_CHUNKS or name in STOPWORDS:
            continue
        title = NAME_FORMS.get(title, title)
        if glued_chunks == 0:
            return f"{title} {name}"
        if name_chunks >= GLUED_RATIO * glued_chunks:
            return f"{title} {name} {word}"
    return None


def name_variants(name: str) -> set[str]:
    """Other spellings of a folded name that need no vocabulary: the name behind a glued title
    ("ابوسيفين" -> "سيفين", "مارمينا" -> "مينا"; at least MIN_GLUED_NAME_LENGTH letters) and the
    names of its NAME_SPELLINGS or PLACE_SPELLINGS row ("باخوميوس" -> "باخوم", "روما" -> "روميه"). Name matching (retrieval/names.py) reads
    the question's names with these, so a record titled with the other spelling is the person's."""
    variants = {
        name[len(title) :] for title in QUESTION_GLUED_TITLES if name.startswith(title) and len(name) - len(title) >= MIN_GLUED_NAME_LENGTH
    }
    variants.update(NAME_SPELLINGS.get(name, "").split())
    variants.update(PLACE_SPELLINGS.get(name, "").split())
    variants.discard(name)
    return variants


def _written_glued(second: str, glued: str, vocabulary: Vocabulary) -> bool:
    """The corpus writes the glued form more often than the pair's second word alone ("تكلاهيمانوت" 9
    chunks, "هيمانوت" 2): the two words are the reader's spacing of one name, and searching its halves
    would bring in other saints (تكلا is also St Tekla). "مار مرقس" stays both ways: مرقس stands alone
    far more often than "مارمرقس"."""
    return vocabulary.count(fold(second)) < vocabulary.count(glued)


def _glued_with_next(word: str, following: str, vocabulary: Vocabulary) -> str | None:
    """Two words the corpus writes as one ("تكلا هيمانوت" -> "تكلاهيمانوت"), or None."""
    first, second = fold(word), fold(following)
    if len(first) < MIN_GLUE_PART or len(second) < MIN_GLUE_PART or first in STOPWORDS or second in STOPWORDS:
        return None
    glued = first + second
    return glued if vocabulary.count(glued) >= MIN_GLUED_CHUNKS else None
