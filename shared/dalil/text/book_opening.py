"""A book's or a psalm's opening asked ("إنجيل يوحنا بيبتدي بإيه", "بماذا يبدأ المزمور 23", "mazmour 1 beyebda2 be
eh" read "مزمور 1 بيبدا ب ما"): its first verse says it, and shares no word with the question but the book's name,
which only the chapter's title holds. So the answerer copied a sentence of another record that shares the name
("إنجيل ولده يوحنا", a Synaxarium story) or declined (FRANCO44, fq28-058 and fq28-108's class).

Read here once: `asked_opening` (the chapter whose first verse is asked: a psalm or chapter the question numbers
(`bible_refs.parse_bible_ref`), else the named book's first chapter (`book_hint.named_book`), when a verb of beginning
stands right beside a what-word: "بيبتدي بإيه", "بماذا يبدأ"). A verb of beginning in a relative clause describes the
psalm by its opening and asks something else ("المزمور اللي بيبدأ بالرب راعيّ، داود بيقول إيه"): the what-word is
not beside it. Retrieval looks the chapter up (`retrieval.retriever`); the extractive answerer copies its first verse
or declines (`providers/extractive._placed_sentences`). A book the library does not hold names no chapter here
(`named_book` knows the Bible library's books): "سفر نشيد الأنشاد بيبتدي بإيه" is not read so.
"""

from __future__ import annotations

from functools import lru_cache

from dalil.text.bible_refs import BibleRef, parse_bible_ref
from dalil.text.book_hint import named_book
from dalil.text.normalize import fold, folded_words
from dalil.text.question_words import asking
from dalil.text.support import strip_markers

# The verbs of beginning, MSA and Egyptian (the habitual ب-, the feminine of a letter or an epistle), as the Franco
# reader writes "beyebda2" (بيبدا) too.
BEGINS = folded_words(
    """
    يبدأ يبدا تبدأ تبدا بيبدأ بيبدا بتبدأ بتبدا بدأ بدا بدأت بدات يبتدئ يبتدي تبتدئ تبتدي بيبتدي بيبتدى بتبتدي
    بتبتدى بيبتدئ بتبتدئ ابتدأ ابتدا ابتدأت ابتدت يفتتح تفتتح بيفتتح بتفتتح افتتح افتتحت
    """
)
# The what-word beside it (`question_words`: ما، ماذا and the Egyptian forms), with its glued or separate "with"
# ("بإيه", "بماذا", "ب ما", "بايه").
_WITH = "ب"
_WHAT = asking("ما ماذا") | {_WITH + word for word in asking("ما ماذا")}


@lru_cache(maxsize=4096)  # the retriever and the answerer ask it of one question; pure
def asked_opening(question: str) -> BibleRef | None:
    """The chapter whose first verse the question asks (verse 1 of it), or None."""
    words = fold(strip_markers(question)).split()
    if not _asks_beginning(words):
        return None
    reference = parse_bible_ref(question)
    if reference is not None:
        if reference.verse is not None:
            return None  # a verse asked by its number: that verse, not the opening (`bible_refs`)
        return reference.model_copy(update={"verse": 1})
    book = named_book(question)
    if book is None:
        return None
    return BibleRef(book=book, chapter=1, verse=1, stated_chapter=1, text=f"{book} 1")


def _asks_beginning(words: list[str]) -> bool:
    """A verb of beginning with a what-word right after it (past a separate "ب") or right before it."""
    for at, word in enumerate(words):
        if word not in BEGINS:
            continue
        after = words[at + 1 : at + 3]
        if after and (after[0] in _WHAT or (after[0] == _WITH and after[1:2] and after[1] in _WHAT)):
            return True
        if at and words[at - 1] in _WHAT:
            return True
    return False

