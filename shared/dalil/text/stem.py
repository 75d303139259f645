"""Light stemming for lexical search: Snowball's Arabic stemmer (PyStemmer) after removing the
conjunction prefixes it leaves on (و/ف before ال, لل), with a short stop-word list."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

import Stemmer

from dalil.text.glued import ONE_LETTER_PARTICLES
from dalil.text.lexicon import canonical_terms
from dalil.text.memo import remembered_copy
from dalil.text.normalize import fold

# Folded forms (أ->ا, ى->ي, ة->ه). Function words only: names and content words never go here.
STOPWORDS = frozenset(
    """
    في من الي علي عن مع ان او ام ثم لا لم لن ما ماذا متي اين كيف كم هل اي التي الذي الذين اللذين
    اللتين اللواتي هو هي هم هن هما انا نحن انت انتم هذا هذه ذلك تلك هولاء اولئك هناك هنا كان كانت
    يكون تكون قد لقد كل بعض غير بين حتي اذا اذ لو لكن بل ايضا عند عندما منذ الا لان كما اما وهو وهي
    وفي ومن وقد وكان ولا ثم به بها له لها لهم فيه فيها منه منها عليه عليها اليه ذات ذو اول
    ال و ف ب ل ماهي ماهو ماذا بماذا لماذا لمن ممن مما عما فيما بما تم يتم
    the of and a an in on to is was what who which when where how
    """.split()
)
# Two closed classes of function words, for the readers of a question's grammar: the
# interrogatives (all stop words), and the relative pronouns of one person, many and two, the dual
# in the nominative ("الوالي الذي عذب"; STOPWORDS holds the oblique اللذين / اللتين instead).
INTERROGATIVES = frozenset("متي اين ماذا كيف لماذا من ما هل كم اي".split())
RELATIVE_PRONOUNS = frozenset("الذي التي الذين اللذان اللتان".split())
# The demonstratives (MEND47): the MSA ones stand before the noun they point to ("هذا النبي", "كاتب هذه الرسالة",
# glued to لـ "لذلك التلميذ"); the Egyptian ones after it ("الراجل ده", "القديس ده"). All stop words (MSA) or
# read as them (`colloquial.ANSWER_FUNCTION_WORDS`). `normalize.fold` keeps the hamza on its seat (ؤ): "هؤلاء" as
# written and as typed without it.
MSA_DEMONSTRATIVES = frozenset("هذا هذه ذلك تلك هؤلاء هولاء اولئك".split())
EGYPTIAN_DEMONSTRATIVES = frozenset("ده دا دي دول دوكها دهوت".split())
DEMONSTRATIVES = MSA_DEMONSTRATIVES | EGYPTIAN_DEMONSTRATIVES
# The copulas (MEND47): the pronoun of separation between a question word or a subject and its predicate ("ما هو
# المرد", "ماهي", "من هم"), and the verb "to be" in the persons a question writes ("كم كان عدد", "كانوا").
PRONOUN_COPULAS = frozenset("هو هي هم هما".split())
VERB_COPULAS = frozenset("كان كانت كانوا يكون".split())
COPULAS = PRONOUN_COPULAS | VERB_COPULAS
# Those of two or more: a group asked ("من هم التلاميذ الثلاثة"), which a role read by name does not hold.
PLURAL_COPULAS = frozenset("هم هما كانوا".split())

# Bump on any change to what `analyze` returns (stop words, prefixes, lexicon, stemmer): a store
# whose FTS terms were made by another version rebuilds them on open (stores/sqlite/lexical.py).
# 5: متى kept where it is the apostle's name (`names_matta`); 6: also a bare second متى after "when" and its verb
ANALYZER_VERSION = 6

_CONJUNCTION_PREFIXES = ("وبال", "فبال", "وكال", "فكال", "وال", "فال", "ولل", "فلل")


@lru_cache(maxsize=1)
def _stemmer() -> Stemmer.Stemmer:
    return Stemmer.Stemmer("arabic")


def _strip_prefixes(token: str) -> str:
    for prefix in _CONJUNCTION_PREFIXES:
        if token.startswith(prefix) and len(token) - 1 >= 4:
            token = token[1:]
            break
    if token.startswith("لل") and len(token) >= 4:
        token = "ال" + token[2:]
    return token


@lru_cache(maxsize=200_000)
def stem_token(token: str) -> str:
    if not token or not ("\u0600" <= token[0] <= "\u06ff"):
        return token
    return _stemmer().stemWord(_strip_prefixes(token))


_ARTICLE_PREFIXES = ("وبال", "فبال", "وكال", "فكال", "وال", "فال", "بال", "كال", "ولل", "فلل", "لل", "ال")


def surface_token(token: str) -> str:
    """A folded word without its article and the particles glued before it, otherwise unstemmed:
    names and transliterations keep the letters the stemmer would cut (خاشقجي, ثينو)."""
    if not ("\u0600" <= token[:1] <= "\u06ff"):
        return token
    for prefix in _ARTICLE_PREFIXES:
        if token.startswith(prefix) and len(token) - len(prefix) >= 3:
            return token[len(prefix) :]
    return token


@lru_cache(maxsize=50_000)
def article_stems(word: str) -> frozenset[str]:
    """The stems of a folded word written with the article and without it: the stemmer takes the
    article off and stops ("الإسكندرية" -> اسكندريه, "الرسالة" -> رساله, "الإيمان" -> ايم) but cuts
    the bare word's ending ("إسكندرية" -> اسكندر, "رسالة" -> رسال, "إيمان" -> ايمان), so a question
    and a passage that write one noun with and without the article give two terms. A stem the
    stemmer leaves with its article ("اليد": the word is too short to cut) is none."""
    bare = surface_token(word)
    if len(bare) < 3 or not ("\u0600" <= bare[:1] <= "\u06ff"):
        return frozenset()
    stems = {stem_token(bare), stem_token("ال" + bare)}
    return frozenset(stem for stem in stems if not stem.startswith("ال") and stem not in STOPWORDS)


# متى is "when" (a stop word) and the name of Matthew the apostle. It is the name only where a word
# next to it says so: a title or epithet after it ("متى الرسول", "متى العشار", "متى ابن حلفى"), a
# title or book word before it ("القديس متى", "مار متى", "إنجيل متى"). Everywhere else, at the
# start of a question ("متى ولد …", "متى كان …") and mid-sentence alike, it stays "when" — except a second
# متى within a few words after a "when" and its verb: the verb's subject ("امتى اتولد متى", `_when_already_asked`).
MATTA = "متي"
_MATTA_AFTER = frozenset("الرسول الرسل الانجيلي البشير العشار ابن تلميذ".split())
_MATTA_BEFORE = frozenset("القديس قديس مار ماري الانبا انبا انجيل الانجيل رسول الرسول".split())


def _bare(word: str) -> str:
    return word[1:] if len(word) > 3 and word[0] in ONE_LETTER_PARTICLES else word


def names_matta(words: Sequence[str], position: int) -> bool:
    """Whether the folded word at `position` is متى the name (not "when"), read from its neighbours."""
    if _bare(words[position]) != MATTA and words[position] != MATTA:
        return False
    after = words[position + 1] if position + 1 < len(words) else ""
    before = words[position - 1] if position > 0 else ""
    return (
        _bare(after) in _MATTA_AFTER or after in _MATTA_AFTER or before in _MATTA_BEFORE or _bare(before) in _MATTA_BEFORE
        or _when_already_asked(words, position, after)
    )


_WHEN_WORDS = frozenset({MATTA, "امتي"})
_WHEN_REACH = 3  # words between the question's "when" and the verb's subject متى ("امتى اتولد متى")
_WHEN_CLAUSE_OPENERS = frozenset("كان كانت يكون تكون".split())  # "… متى كان": "when" opens a clause


def _when_already_asked(words: Sequence[str], position: int, after: str) -> bool:
    """A second متى (bare, unglued) right after a "when" and its verb is the verb's subject, the name: "امتى اتولد
    متى", "متى كتب متى انجيله", "امتى مات متى"; its verb right before it. Not when a present verb or كان follows it: "when" opens its clause
    there ("لا تعلمون متى يأتي")."""
    if words[position] != MATTA or not any(w in _WHEN_WORDS for w in words[max(0, position - _WHEN_REACH) : position]):
        return False
    if words[position - 1] in STOPWORDS or words[position - 1] in _WHEN_WORDS:
        return False  # "حتى متى حتى متى يا الله": a particle before it, "when" again
    return after in ("", "؟", "?") or not (after[:1] in "يتن" and len(after) >= 3 or after in _WHEN_CLAUSE_OPENERS)


def _content_terms(folded: str) -> list[tuple[str, bool]]:
    """`canonical_terms` without the stop words; متى the name is kept, exact (see `names_matta`)."""
    terms = canonical_terms(folded)
    if MATTA not in folded:
        return [(term, exact) for term, exact in terms if term not in STOPWORDS]
    words = [term for term, _ in terms]
    kept: list[tuple[str, bool]] = []
    for position, (term, exact) in enumerate(terms):
        if names_matta(words, position):
            kept.append((MATTA, True))
        elif term not in STOPWORDS:
            kept.append((term, exact))
    return kept


@remembered_copy(4096)  # the question's, read ~3 times an ask; pure (fixed lexicon)
def surface(text: str) -> list[str]:
    """The unstemmed companion of `analyze`: same folding, lexicon and stop words, no stemming."""
    return [term if exact else surface_token(term) for term, exact in _content_terms(fold(text))]


# Texts up to this long are analysed once and remembered: the claim checks read the same words
# of an answer and its excerpts thousands of times a sentence, one word at a time (~2,200 calls of
# ~13 µs each for one paraphrased sentence). The lexicon and stemmer are fixed, so the terms are too.
_REMEMBERED_TEXT_CHARS = 64


def analyze(text: str) -> list[str]:
    """Query/document terms for BM25: folded, lexicon spellings made canonical (Coptic months,
    hymn titles; see dalil.text.lexicon), stop words removed, stemmed (lexicon names stay exact)."""
    if len(text) <= _REMEMBERED_TEXT_CHARS:
        return list(_analyze_short(text))
    return _analyze(text)


@lru_cache(maxsize=50_000)
def _analyze_short(text: str) -> tuple[str, ...]:
    return tuple(_analyze(text))


def _analyze(text: str) -> list[str]:
    return [term if exact else stem_token(term) for term, exact in _content_terms(fold(text))]
