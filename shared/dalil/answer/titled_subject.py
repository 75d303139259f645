"""The subject a question names without a title, read from the titles of the records retrieved for it.

`retrieval.names.question_names` reads a name after a title ("القديس كليوباس"), `answer_type.event_subjects`
the subject of a life event's verb ("لافوازييه اتولد") and `answer/untitled_subject.py` a name the question's
shape marks ("هوشع النبي", "عمر المختار كان"). A reader also names a subject by a surname or nisba after a
word no title list holds ("في أي مدينة ولد الإمام الشافعي؟"), or names a thing ("لوحة الموناليزا متعلقة فين؟"),
and no shape marks the word. The retrieved records then say who or what the subject is: a record whose title
gives the question's word as its subject. Another record that shares the question's other words ("وقد ولد هذا
المجاهد بمدينة رومية", "متعلقا بلوح الخشب") and never names the subject does not answer about it
(`answer_type.person_problem`, OTHERREC54).

A title gives its subject where the record is about one: a Synaxarium record of a saint's death, martyrdom or
life (`retrieval.names.own_record`'s kinds: the names `title_subjects` reads) and a general-reference article
(ARCD, XQuAD: the title is the article's subject). An article's title word is a subject's name when the
corpus writes it as no common noun (`common`, `Services.common_words`: "يوم" of "يوم الأم", "حرب" of "حرب
أكتوبر" name nothing) or when it is the title's one word ("موناليزا"); a qualifier in brackets ("أم كلثوم
(مطربة)") is none. A Bible chapter's or a prayer's title names a book or a rite, no subject.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence

from dalil.models import SYNAXARIUM, Evidence, library_of
from dalil.retrieval.names import FOLDED_TITLE_WORDS, OWN_RECORD_KINDS, name_matches, title_subjects
from dalil.text.normalize import fold
from dalil.text.question_words import QUESTION_WORDS
from dalil.text.reading import name_variants
from dalil.text.stem import STOPWORDS, surface_token
from dalil.text.support import strip_markers

# Libraries whose record title is its subject's name: a general-reference article's.
ARTICLE_LIBRARIES = frozenset({"arcd", "xquad"})
_BRACKETED = re.compile(r"\([^)]*\)")
_SHORTEST = 3  # letters of a subject's name without its article ("مكة"); a shorter word is a particle's
_NOT_SUBJECTS = STOPWORDS | QUESTION_WORDS | FOLDED_TITLE_WORDS


def titled_subjects(question: str, evidence: Sequence[Evidence], common: Collection[str] = frozenset()) -> list[str]:
    """The question's words (folded, as written, without the article, and in the spellings the name reading
    knows) that a retrieved record's title gives as its subject; [] when no title does. Empty or Latin input,
    and a question no retrieved title answers to, name nothing."""
    words = [w for w in dict.fromkeys(fold(strip_markers(question)).split()) if _subject_shaped(w)]
    if not words:
        return []
    subjects = set().union(*(_title_subject_words(item, common) for item in evidence))
    found: list[str] = []
    for word in words:
        if any(name_matches(surface_token(word), subject) for subject in subjects):
            found += [word, surface_token(word)]
    found = list(dict.fromkeys(found))
    return [*found, *(variant for name in found for variant in name_variants(name) if variant not in found)]


def _subject_shaped(word: str) -> bool:
    return word not in _NOT_SUBJECTS and len(surface_token(word)) >= _SHORTEST and not any(ch.isdigit() for ch in word)


def _title_subject_words(item: Evidence, common: Collection[str]) -> set[str]:
    """The words (without the article) by which `item`'s title names its record's subject; none for a record
    about no one subject (a feast, a consecration, a Bible chapter, a prayer)."""
    if not item.title:
        return set()
    library = library_of(item.chunk_id)
    if library == SYNAXARIUM:
        words = fold(item.title).split()
        return {surface_token(w) for w in title_subjects(words)} if words and words[0] in OWN_RECORD_KINDS else set()
    if library not in ARTICLE_LIBRARIES:
        return set()
    words = fold(_BRACKETED.sub(" ", item.title)).split()
    named = {surface_token(w) for w in words if _subject_shaped(w)}
    if len(words) == 1:
        return named  # "موناليزا", "الكعبة": the title's one word is the subject, common noun or not
    return {w for w in named if w not in common}
