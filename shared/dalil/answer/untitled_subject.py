"""The person a question names without a title before the name: a name the question's shape marks.

`retrieval.names.question_names` reads a name after a title ("القديس كليوباس", "الأنبا شنوده") and
`answer_type.event_subjects` the subject of a life event's verb ("لافوازييه اتولد"). Readers name the
prophets and apostles otherwise, and a record of another person then answers for them (fq15: "هل كان
هوشع النبي من سبط يهوذا؟" answered from Daniel's and Obadiah's records, "هل صعد أخنوخ إلى السماء في
مركبة نارية" from Elijah's, "يوحنا كان فين لما شاف الرؤيا" from Nicholas's). Three shapes mark a bare
word as the subject's name:

- a name before its office, the title written after it, where a subject stands (first, after a question
  word, "هل", a verb or a title): "هوشع النبي", "كليوباس الرسول", "لوقا الإنجيلي";
- the subject of a yes-no question's opening verb: "هل صعد أخنوخ …", "هل كان هوشع …";
- the word an Egyptian question opens with, before the copula: "يوحنا كان فين …"; or before its
  epithets (words with the article) and then the copula or a plain verb: "عمر المختار كان …", "عمر
  المختار اتلقب …" (a kin or office word is none: "أبو الإسكندر الأكبر كان مين" asks his father) —
  the first word, not an epithet: an epithet is as often a common word ("المختار", "the chosen"), and a
  sentence holding it alone names someone else ("أن يقيم لهم المختار من عنده", fq16-056).

The word must read as no verb (`slot_words.verbal`; a word the corpus writes as a name, `names`, is none:
"هل صعد يشوع …", "يوسف كان …"), carry no article and be no function, question or title word: "هل كان
يعرف", "هل يوجد الخلاص" name nobody. Read by `answer_type.person_problem`: an answer
whose cited records never name that person is not about him.
"""

from __future__ import annotations

from collections.abc import Collection

from dalil.answer.slot_words import verbal
from dalil.retrieval.names import FOLDED_TITLE_WORDS
from dalil.text.asked_kind import RELATIVES
from dalil.text.assertions import GREEK_ENDING
from dalil.text.normalize import fold, folded_words
from dalil.text.offices import office
from dalil.text.question_words import QUESTION_WORDS
from dalil.text.reading import name_variants
from dalil.text.stem import STOPWORDS
from dalil.text.support import strip_markers

# An office written after the name ("هوشع النبي", "مرقس الرسول", "لوقا البشير").
_OFFICES_AFTER = folded_words("النبي النبى الرسول الانجيلي الانجيلى البشير")
_YES_NO = folded_words("هل")
COPULA = folded_words("كان كانت")
_NOT_NAMES = STOPWORDS | QUESTION_WORDS | FOLDED_TITLE_WORDS
_ASKING = QUESTION_WORDS | _YES_NO | COPULA
_SHORTEST_NAME = 4  # "هوشع", "ميخا"; a shorter bare word is too often a function word or a noun
# At most this many epithets with the article between an opening name and its verb or copula ("هارون الرشيد
# مات", "عمر المختار كان"); the epithet marks the word before it as a name, however short ("عمر").
EPITHETS = 2
EPITHET_NAME_LENGTH = 3
_LAM = "ل"
_PLAIN_VERB = 2  # `verbal`: a word of a verb's shape only ("اتلقب", "بيكتب"), not one a name may share ("خالد")


def untitled_subjects(question: str, names: Collection[str] = frozenset()) -> list[str]:
    """The folded names the question gives its subject without a title before them, in every
    spelling the name reading knows (`text.reading.name_variants`). `names`: the words the corpus writes
    as names (`Services.claim_names`), which no verb's shape hides."""
    words = fold(strip_markers(question)).split()
    found: list[str] = []
    for i, word in enumerate(words):
        if i + 1 < len(words) and words[i + 1] in _OFFICES_AFTER and _opens_subject(words, i) and _name_shaped(word, names):
            found.append(word)
    # a perfect verb: "هل يوجد خلاص" asks whether a thing is, of no one
    if len(words) > 2 and words[0] in _YES_NO and verbal(words[1]) and not words[1].startswith("ي") and _name_shaped(words[2], names):
        found.append(words[2])
    if len(words) > 1 and words[1] in COPULA and _name_shaped(words[0], names):
        found.append(words[0])
    # the copula or an Egyptian verb of a verb's plain shape ("اتلقب", "بيحارب") after the epithets
    told = next((i for i, word in enumerate(words[1 : 2 + EPITHETS], 1) if word in COPULA or verbal(word) == _PLAIN_VERB), None)
    if told is not None and told > 1 and all(_epithet(word) for word in words[1:told]):
        if _name_shaped(words[0], names, EPITHET_NAME_LENGTH) and office(words[0]) is None:
            found.append(words[0])  # "عمر المختار كان بيتلقب بإيه": Omar, whom "المختار" alone does not name
    return _with_variants(found)


def relative_clause_doers(question: str, names: Collection[str] = frozenset(), common: Collection[str] = frozenset()) -> list[str]:
    """The person a relative clause tells of by a bare name: its doer written before its verb ("مين رئيس الدير اللي
    نيقولا اترهب فيه", Franco "elli Nicola et-rahbeb feeh" read "الذي نيقولا ترهب فيه"), or, a word the corpus writes
    as a name (`names`), the one its verb acts on ("من الوالي الذي عذب أبانوب"). The asked person or thing is the
    clause's other party; the named one is whose story holds the answer, as `retrieval.names.relative_clause_persons`
    reads a titled one: a record that never names him answers nothing of him (fq35-034: the abbot of Nicholas's
    monastery answered by Longinus's record, "رئيس دير الزجاج"). Either must be a name the corpus writes
    (`_corpus_name`), no common noun of the corpus (`common`): a verb's shape alone is too often a verb with a
    pronoun ("الذي بناه لها", "التي نطلب فيها"); and a verb must follow the doer."""
    words = fold(strip_markers(question)).split()
    found: list[str] = []
    for i, word in enumerate(words[:-2]):
        if word not in RELATIVES:
            continue
        doer, then = words[i + 1], words[i + 2]
        if _corpus_name(doer, names) and doer not in common and verbal(then, names):
            found.append(doer)
        elif verbal(doer, names) and _corpus_name(then, names) and then not in common:
            found.append(then)
    return _with_variants(found)


def dative_names(question: str, names: Collection[str] = frozenset(), common: Collection[str] = frozenset()) -> list[str]:
    """A name the corpus writes, glued to the preposition لـ after the question's first word: whose the asked thing
    is or to whom it happened ("ما الاسم الآخر لشاول في سفر الأعمال", "حصل ايه لبطرس"; the Franco reading writes
    the preposition apart, "ل برنابا"). A record that never names
    him answers nothing of him (fq30-062: Revelation 20's "سفر آخر" for Saul's other name). No common noun of the
    corpus (`common`)."""
    words = fold(strip_markers(question)).split()
    glued = [word[1:] for word in words[1:] if word.startswith("ل") and word not in names]  # "لعازر" is Lazarus
    apart = [word for before, word in zip(words, words[1:], strict=False) if before == _LAM]  # Franco "le Barnaba"
    found = [word for word in glued + apart if word not in common and _corpus_name(word, names)]
    return _with_variants(found)


def _corpus_name(word: str, names: Collection[str]) -> bool:
    """A name the corpus writes, of a name's shape, or written without the Greek nominative ending the records keep
    ("نيقولا" for "نيقولاوس", "مكاري" for "مكاريوس")."""
    return _name_shaped(word, names) and (word in names or word + GREEK_ENDING in names)


def _opens_subject(words: list[str], i: int) -> bool:
    """Does the word at `i` stand where a subject does: first, or after a question word, "هل", a verb or
    a title? After a noun it heads a construct whose dependent the office is ("ما المقصود بقول الرسول":
    the apostle's saying, no one named "بقول")."""
    if i == 0:
        return True
    before = words[i - 1]
    return before in _ASKING or before in FOLDED_TITLE_WORDS or verbal(before) > 0


def _epithet(word: str) -> bool:
    """A word with the article that may follow a name as its epithet: no title or function word."""
    return word.startswith("ال") and len(word) > 3 and word not in _NOT_NAMES


def _name_shaped(word: str, names: Collection[str], shortest: int = _SHORTEST_NAME) -> bool:
    return (
        len(word) >= shortest and not word.startswith("ال") and word not in _NOT_NAMES
        and not verbal(word, names) and not any(ch.isdigit() for ch in word)
    )


def _with_variants(found: list[str]) -> list[str]:
    """The names found, once each in their order, then each one's other spellings (`name_variants`) not among them."""
    found = list(dict.fromkeys(found))
    return [*found, *(variant for name in found for variant in name_variants(name) if variant not in found)]
