"""By whose hand a named letter was written or sent ("رسالة فيلبي اتبعتت مع مين", "بيد من كتب بطرس رسالته الأولى",
"من الذي كتب رسالة رومية بيده"): the letter says it in its closing, in its last chapter — the Van Dyck subscript
"-كتبت إلى أهل رومية من كورنثوس على يد فيبي خادمة كنيسة كنخريا-" (Romans, Ephesians, Philippians, Colossians,
Philemon, Hebrews), "بيد سلوانس الأخ الأمين … كتبت إليكم" (1 Peter 5:12), the scribe "أنا ترتيوس كاتب هذه الرسالة"
(Romans 16:22), the writer's own hand "ما أكبر الأحرف التي كتبتها إليكم بيدي" (Galatians 6:11). Those lines share no
word with the question but the hand ("بيد", "على يد") and the book's name, held only by the chapter title, so retrieval
found weak evidence and the answerer declined or copied another letter's line.

"على يد" can be the bearer or the scribe; the answer is the line, said as the letter says it. The twin of
`text.addressee` (the greeting, in the first chapter), read the same way: the named book (`addressee.letter_book`),
a verb of writing or sending (`addressee.sends`), and here a hand asked — `asked_hand` (one reading, used by
retrieval's structured lookup of the last chapter, `hand_reference`, and by the extractive answerer,
`providers/extractive._hand`, which copies the surest line, `hand_rank`, or declines: a letter whose closing names no
hand — Galatians' bearer, Titus, James — says nothing of it).
"""

from __future__ import annotations

import re
from enum import Enum
from functools import lru_cache

from dalil.text.addressee import letter_book, sends
from dalil.text.bible_books import BOOKS
from dalil.text.bible_refs import BibleRef
from dalil.text.normalize import fold, folded_words
from dalil.text.question_words import WHO
from dalil.text.support import strip_markers


class Hand(Enum):
    """What the question asks of the letter's hand."""

    HAND = "hand"  # "بيد من"، "على يد مين": the bearer or the scribe, as the letter says it
    SCRIBE = "scribe"  # "كتبها بيده": who wrote it with his own hand
    BEARER = "bearer"  # "اتبعتت مع مين": with whom it was sent


# A hand asked before the who-word: "بيد من", "بإيد مين", "على يد من", "على إيد مين".
_BY_HAND = folded_words("بيد بايد")
_ON = fold("على")
_HAND_NOUN = folded_words("يد ايد")
# The writer's own hand: "كتب رسالة رومية بيده", "كتبها بإيده".
_OWN_HAND = folded_words("بيده بايده بيديه بايديه")
_WITH = fold("مع")

# The letter's lines: a hand before a name ("على يد فيبي", "بيد سلوانس"), the scribe ("كاتب هذه الرسالة"), the
# writer's own hand ("كتبتها إليكم بيدي").
_SCRIBE = fold("كاتب")
_THIS = folded_words("هذه هذا")
_MY_HAND = fold("بيدي")
_BY = fold("بيد")
_WORD = re.compile(r"[\u0621-\u064A]+")


@lru_cache(maxsize=4096)  # the retriever, the context and the answerer ask it of one question; pure
def asked_hand(question: str) -> tuple[str, Hand] | None:
    """(the STEP code of the named letter, what is asked of its hand) when the question asks by whose hand it was
    written or sent, else None."""
    book = letter_book(question)
    if book is None:
        return None
    words = fold(strip_markers(question)).split()
    if not sends(words):
        return None
    follows_who = [index + 1 < len(words) and words[index + 1] in WHO for index in range(len(words))]
    if any(
        follows_who[i] and (word in _BY_HAND or (word in _HAND_NOUN and i > 0 and words[i - 1] == _ON))
        for i, word in enumerate(words)
    ):
        return book, Hand.HAND
    if _OWN_HAND.intersection(words) and WHO.intersection(words):
        return book, Hand.SCRIBE
    if any(follows_who[i] and word == _WITH for i, word in enumerate(words)):
        return book, Hand.BEARER
    return None


def hand_reference(question: str) -> BibleRef | None:
    """The last chapter of the letter whose hand is asked (every chunk of it: the subscript closes it, the scribe's
    verse may stand before), for retrieval's structured lookup; else None."""
    asked = asked_hand(question)
    if asked is None:
        return None
    book = asked[0]
    last = last_chapter(book)
    return BibleRef(book=book, chapter=last, stated_chapter=last, text=f"{book} {last}")


def last_chapter(book: str) -> int:
    """The number of the book's last chapter, where its closing stands."""
    return BOOKS[book].chapters


def hand_rank(line: str, asked: Hand) -> int | None:
    """How surely this verse of a letter's last chapter answers the hand asked, best first, or None: a hand before a
    name with a verb of writing or sending (the subscript, "بيد سلوانس … كتبت") and the scribe's own words ("كاتب
    هذه الرسالة", "كتبتها إليكم بيدي"); the one asked of first. A bearer asked is a named hand only: the writer's
    own hand sent nothing."""
    words = _WORD.findall(fold(line))
    named = any(sent_by_hand(words, at) for at in range(len(words)))
    scribe = any(word == _SCRIBE and words[at + 1 : at + 2] and words[at + 1] in _THIS for at, word in enumerate(words))
    scribe = scribe or (_MY_HAND in words and sends(words))
    if asked is Hand.BEARER:
        return 0 if named else None
    first, second = (scribe, named) if asked is Hand.SCRIBE else (named, scribe)
    return 0 if first else 1 if second else None


def sent_by_hand(words: list[str], at: int) -> bool:
    """Is the folded `words[at]` a hand before a name in words that write or send ("كتبت … على يد فيبي", "بيد
    سلوانس … كتبت", "مرسلين … بيد برنابا")? Such a hand is the one a thing was sent with: the slot "مع مين" of
    "اتبعتت مع مين" is filled by it (`answer.slot_fillers`)."""
    word = words[at]
    hand = word == _BY or (word in _HAND_NOUN and at > 0 and words[at - 1] == _ON)
    return hand and at + 1 < len(words) and sends(words)
