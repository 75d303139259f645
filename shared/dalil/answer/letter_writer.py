"""A letter's writer asked as the one who says what is asked ("بولس قال إيه عن المحبة", "يعقوب الرسول بيقول إيه
عن الصبر", "بحسب بولس، كم شخصا يتكلمون بلسان"): a chapter of his letter is his saying, as a saint's record is
about the saint. The chapter's title names its book and chapter ("كورنثوس الأولى 13"), never its writer, and its
verses say "I", so every check that reads a record's names counted the writer's name against the very letter
asked about: the answerer's excerpt check (`providers/extractive._subject_title_terms`), the named doer's premise
(`answer/premise.py`) and the person asked (`answer/answer_type.person_problem`). Each reads the writer here.

Only for a question that asks a saying (a verb of saying, the Egyptian present "بيقول", mentioning, bidding,
teaching, "بحسب"): his life is told by others (Acts), and a verse of his letter that shares a word is no answer to
"بولس اتولد فين". Not writing ("كتب إيه" asks written words, `said_asked.asks_written`, and a deed). Only his own
letters (`bible_books.WRITERS`): another apostle's letter does not name him (COVER37, benchmarks/trust/RESULTS.md).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from dalil.models import BIBLE, Evidence, library_of
from dalil.retrieval.names import TITLE_WORDS
from dalil.text.bible_books import PSALM_SINGERS, WRITERS
from dalil.text.bible_refs import PSALMS, parse_bible_ref
from dalil.text.glued import unglued
from dalil.text.normalize import fold, folded_words
from dalil.text.question_words import WHO
from dalil.text.speakers import saying_form
from dalil.text.support import strip_markers, subject_terms, term_set

# The words that ask what a letter's writer says, besides the verbs of saying (`speakers.saying_form`).
_WRITER_SAYS = folded_words("بيقول بتقول قال ذكر يذكر ذكره بحسب حسب يوصي بيوصي اوصى يعلم بيعلم")
# A chapter of his letter holds his saying it, as a chapter of a book the question names holds "بحسب".
WRITER_SAYS_TERMS = term_set(" ".join(_WRITER_SAYS))


@lru_cache(maxsize=4096)  # read up to 4 times an answer and by the validators; pure in the question
def asked_writers(question: str) -> frozenset[str]:
    """The letters (book codes of `bible_books.WRITERS`) whose writer the question names as the one who says
    what is asked; none for a question that asks no saying."""
    words = fold(strip_markers(question)).split()
    if not any(word in _WRITER_SAYS or unglued(word) in _WRITER_SAYS or saying_form(word) for word in words):
        return frozenset()
    asked = subject_terms(question)
    return frozenset(code for code, writer in WRITERS.items() if _writer_name(writer) <= asked)


@lru_cache(maxsize=8)
def _writer_name(writer: str) -> frozenset[str]:
    """The terms of a writer's name, his title aside ("بولس الرسول" -> بولس's)."""
    return term_set(writer) - term_set(" ".join(TITLE_WORDS))


def book_code(chunk_id: str) -> str:
    """The book code of a Bible chunk ("svd:Rom.5/1" -> "Rom"), or ""."""
    return chunk_id.partition(":")[2].partition(".")[0] if library_of(chunk_id) == BIBLE else ""


def asked_writer_of(question: str, chunk_id: str) -> str:
    """The writer ("بولس الرسول") of the letter the chunk is of, when the question asks what he says; else ""."""
    code = book_code(chunk_id)
    return WRITERS[code] if code and code in asked_writers(question) else ""


# A psalm's writer asked ("من كاتب المزمور الأول؟", "المزمور 51 مين اللي كتبه", "مين ألف المزمور التسعين"): who
# wrote, composed or said it. The Bible gives it only in the psalm's own title, the opening of its first verse
# ("مزمور لداود حينما هرب …", "صلاة لموسى رجل الله"); Psalms 1 and 2 have none, and a name inside another psalm's
# verses ("التي حلفت بها لداود", Psalm 89:49) is the one spoken of, not the writer (fq26-118).
_WROTE = folded_words("كاتب كاتبه كتب كتبه كتبها اتكتب مؤلف مؤلفه الف الفه اللي قائل قال قاله")


def asked_psalm_writer(question: str) -> frozenset[int]:
    """The psalm (its chapter, and the other numbering's) whose writer the question asks: a psalm named and
    a who-word with a verb or noun of writing or saying; else none."""
    ref = parse_bible_ref(question)
    if ref is None or ref.book != PSALMS:
        return frozenset()
    words = [unglued(word) for word in fold(strip_markers(question)).split()]
    if not any(word in WHO for word in words) or not any(word in _WROTE for word in words):
        return frozenset()
    return frozenset(c for c in (ref.chapter, ref.alternative_chapter) if c is not None)


def psalm_writer_unstated(question: str, cited: Sequence[Evidence]) -> bool:
    """Is a psalm's writer asked and the answer not the psalm's own title: every cited excerpt of that psalm,
    opening at its first verse, with a singer after the title's "ل" there ("مزمور لداود")?"""
    chapters = asked_psalm_writer(question)
    if not chapters:
        return False
    return not cited or not all(psalm_title(item, chapters) for item in cited)


def psalm_title(item: Evidence, chapters: frozenset[int]) -> str:
    """The first verse of an excerpt of one of these psalms when its title gives it to a singer ("مزمور لداود
    حينما هرب …"), else "": what answers its writer asked (the offline answerer copies it)."""
    chapter = item.chunk_id.partition(".")[2].partition("/")[0]
    if book_code(item.chunk_id) != PSALMS or not chapter.isdigit() or int(chapter) not in chapters:
        return ""
    if (item.first_verse or 1) != 1:
        return ""
    line = item.excerpt.strip().split("\n")[0]
    # its sentence that names the singer, copied alone: "لإمام المغنين. قصيدة لبني قورح كما يشتاق الإيل …"
    return next((sentence for sentence in _SENTENCE_END.split(line)[:2] if _sung_by(fold(strip_markers(sentence)).split())), "")


_SENTENCE_END = re.compile(r"(?<=[.؟!])\s+")


def _sung_by(first: list[str]) -> bool:
    title = first[:_TITLE_WORDS]
    # "لداود", "لآساف"; "لبني قورح": the sons of Korah, the singer's name after "بني"
    return any(
        word[1:] in PSALM_SINGERS if word != _TO_SONS else title[i + 1 : i + 2] and title[i + 1] in PSALM_SINGERS
        for i, word in enumerate(title) if word[:1] == "ل"
    )


_TO_SONS = fold("لبني")


_TITLE_WORDS = 8  # the title opens the first verse: "لإمام المغنين. قصيدة لبني قورح", "لإمام المغنين على الجتية لآساف"
