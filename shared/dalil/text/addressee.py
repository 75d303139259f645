"""The addressee of a named book asked ("رسالة تيطس مكتوبة لمين", "إلى من وُجّهت رسالة يعقوب", "إنجيل لوقا مكتوب
لمين"): the book says it in its own greeting, in the first verses of its first chapter — "إلى تيطس، الابن الصريح"
(Titus 1:4), "إلى كنيسة الله التي في كورنثوس" (1 Corinthians 1:2, after the senders' verse), "أيها العزيز ثاوفيلس"
(Luke 1:3, a vocative). That greeting shares no word with the question but the book's name, which only the
chapter's title holds, so the answerer's excerpt check and support floor declined it, and a sentence of another
record that shares "مكتوبة" or "رسالة" was copied instead ("أنتم رسالتنا، مكتوبة في قلوبنا" for Titus).

Read here once: `asked_addressee` (the named book, `book_hint.named_book`, when the question asks to whom it is
written, sent or addressed: a to-whom, "لمين"/"لمن"/"إلى من", and a verb of writing, sending or addressing) and
`greeting_rank` (how surely a verse of a chapter's opening greets someone). Retrieval looks the book's first
chapter up (`addressee_reference`); the extractive answerer copies the greeting line or declines
(`providers/extractive._greeting`). A book whose opening greets nobody (Mark, 1 John, a psalm "لداود") is declined.
"""

from __future__ import annotations

import re
from functools import lru_cache

from dalil.text.bible_refs import PSALMS, BibleRef
from dalil.text.book_hint import named_book
from dalil.text.glued import unglued
from dalil.text.normalize import fold, folded_words
from dalil.text.support import strip_markers

# The to-whom of a question, one word or a preposition before the who-word ("إلى من", "الى مين").
_TO_WHOM = folded_words("لمين لمن")
_TO = folded_words("إلى الى ل")
_WHO = folded_words("من مين")

# The verbs of writing, sending and addressing a book asks its addressee with, MSA and Egyptian (the passive
# اتـ/انـ forms, the participles, with an object pronoun), and the Franco reading's "تبعتت" (etba3atet). Also the
# verbs of a letter's hand, asked and written (`text.letter_hand`: "كتبتها إليكم بيدي").
SENT = folded_words(
    """
    كتب كتبت كتبتها كتبها كتبه كتبوها مكتوب مكتوبه مكتوبة مكتوبا اتكتب اتكتبت انكتب انكتبت كاتبها
    ارسل أرسل ارسلت أرسلت أرسلها ارسلها ارسله أرسله مرسل مرسله مرسلة مرسلا اترسل اترسلت
    بعت بعتها بعته بعتت اتبعت اتبعتت تبعتت مبعوت مبعوته مبعوتة مبعوتا
    وجه وجهت وجهها وجهه موجه موجهه موجهة موجها اتوجه اتوجهت توجه
    """
)

# The greeting's verse at the latest: Titus and Revelation greet in verse 4, after the sender's words.
GREETING_VERSES = 4

# A greeting line: "إلى" opening the line or a clause after a comma ("بولس …، إلى فليمون"), or a vocative before a
# name ("يا ثاوفيلس", "أيها العزيز ثاوفيلس") — not "إلى" inside a clause ("سلمها إلينا").
_GREETING_TO = folded_words("إلى الى وإلى والى")
_VOCATIVE = folded_words("يا أيها ايها")
# "إلى" before a time or an end is "until", no addressee: "إلى اليوم الذي ارتفع فيه" (Acts 1:2), "إلى الأبد".
_UNTIL = folded_words("اليوم الأبد الآن المنتهى النهاية الغد أن متى حين هذا ذلك")
_CLAUSE = re.compile("[،,]")


@lru_cache(maxsize=4096)  # the retriever, the context and the answerer ask it of one question; pure
def asked_addressee(question: str) -> str | None:
    """The STEP code of the book whose addressee the question asks, or None."""
    book = letter_book(question)
    if book is None:
        return None
    words = fold(strip_markers(question)).split()
    to_whom = any(
        word in _TO_WHOM or (word in _WHO and index > 0 and words[index - 1] in _TO) for index, word in enumerate(words)
    )
    return book if to_whom and sends(words) else None


def letter_book(question: str) -> str | None:
    """The book a question about a letter's frame names (`book_hint.named_book`), not a psalm: "لداود" is David's,
    not written to him, and "على يدوثون" is its singer, no hand."""
    book = named_book(question)
    return None if book is None or book == PSALMS else book


def sends(words: list[str]) -> bool:
    """Do the folded words hold a verb of writing, sending or addressing (`SENT`; "وجهت" is no و + جهت)?"""
    return any(word in SENT or unglued(word) in SENT for word in words)


def addressee_reference(question: str) -> BibleRef | None:
    """The first chapter of the book whose addressee is asked (every chunk of it: the greeting verse may be the
    chapter's fourth), for retrieval's structured lookup; else None."""
    book = asked_addressee(question)
    if book is None:
        return None
    return BibleRef(book=book, chapter=1, stated_chapter=1, text=f"{book} 1")


def greeting_rank(line: str, verse: int) -> int | None:
    """How surely this verse of a book's opening greets its addressee, best first, or None: 0, "إلى" opening it or a
    clause of it ("بولس …، إلى فليمون", "إلى تيطس"); 1, "إلى" anywhere in the first verse, which names sender and
    addressee ("يعقوب … يهدي السلام إلى الاثني عشر سبطا"); 2, a vocative ("أيها العزيز ثاوفيلس", "يا ثاوفيلس") —
    after the first two, as "يا إخوتي" (James 1:2) follows the greeting."""
    clauses = [fold(clause).split() for clause in _CLAUSE.split(line)]
    if any(clause and _greets(clause, 0) for clause in clauses):
        return 0
    words = [word for clause in clauses for word in clause]
    if verse == 1 and any(_greets(words, at) for at in range(len(words))):
        return 1
    return 2 if _VOCATIVE.intersection(words) else None


def _greets(words: list[str], at: int) -> bool:
    """Is the word at `at` a "to" that greets: "إلى" not before a time ("إلى اليوم": until)."""
    return words[at] in _GREETING_TO and not (at + 1 < len(words) and words[at + 1] in _UNTIL)


def greets_on(line: str) -> bool:
    """Does this verse go on greeting ("وإلى أبفية المحبوبة", Philemon 2 after "إلى فليمون")."""
    return fold(line).split()[:1] == [_AND_TO]


_AND_TO = fold("وإلى")
