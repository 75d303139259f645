"""LOST42: by whose hand a named letter was written or sent (`text.letter_hand`), the letter named by its writer and
ordinal apart ("بطرس كتب رسالته الأولى", `book_hint.named_book`), and "مع مين" of a sending filled by "على يد X"
(`answer.slot_fillers`). Wordings of our own, not the fresh sets'. Each fails on main 1936ef2."""

from __future__ import annotations

import pytest

from dalil.answer.asked_stated import asked_problem
from dalil.text.book_hint import named_book
from dalil.text.letter_hand import Hand, asked_hand, hand_rank, hand_reference

ROMANS_27 = "لله الحكيم وحده، بيسوع المسيح، له المجد إلى الأبد. آمين. -كتبت إلى أهل رومية من كورنثوس على يد فيبي خادمة كنيسة كنخريا-"
ROMANS_22 = "أنا ترتيوس كاتب هذه الرسالة، أسلم عليكم في الرب."
GALATIANS_11 = "انظروا، ما أكبر الأحرف التي كتبتها إليكم بيدي."
FIRST_CORINTHIANS_21 = "السلام بيدي أنا بولس."
FIRST_PETER_12 = "بيد سلوانس الأخ الأمين، كما أظن كتبت إليكم بكلمات قليلة واعظا وشاهدا"


@pytest.mark.parametrize(
    ("question", "book", "hand", "chapter"),
    [
        ("رسالة العبرانيين اتبعتت مع مين؟", "Heb", Hand.BEARER, 13),
        ("على يد من أرسلت رسالة كولوسي؟", "Col", Hand.HAND, 4),
        ("رسالة فليمون اتكتبت على إيد مين", "Phm", Hand.HAND, 1),
        ("مين اللي كتب رسالة رومية بإيده؟", "Rom", Hand.SCRIBE, 16),
        ("بطرس بعت رسالته الأولى بيد مين", "1Pe", Hand.HAND, 5),  # the writer's ordinal letter, the word between
        ("رسالة أفسس أرسلت مع من؟", "Eph", Hand.BEARER, 6),
    ],
)
def test_a_named_letters_hand_is_asked(question: str, book: str, hand: Hand, chapter: int) -> None:
    assert asked_hand(question) == (book, hand)
    reference = hand_reference(question)
    assert reference is not None and (reference.book, reference.chapter) == (book, chapter)  # its last chapter


@pytest.mark.parametrize(
    "question",
    [
        "رسالة رومية اتكتبت لمين؟",  # the addressee (`text.addressee`), no hand
        "مين كتب رسالة رومية؟",  # the writer, no hand
        "بيد مين شفى بولس المريض؟",  # no letter named
        "المزمور 62 على يد مين؟",  # a psalm's "على يدوثون" is its singer
        "رسالة فيلبي بتتكلم عن إيه؟",
    ],
)
def test_no_hand_asked(question: str) -> None:
    assert asked_hand(question) is None


def test_the_hand_asked_chooses_its_line() -> None:
    assert hand_rank(ROMANS_27, Hand.HAND) == 0 and hand_rank(ROMANS_22, Hand.HAND) == 1  # "على يد مين": the subscript
    assert hand_rank(ROMANS_22, Hand.SCRIBE) == 0 and hand_rank(ROMANS_27, Hand.SCRIBE) == 1  # "بإيده": the scribe
    assert hand_rank(ROMANS_27, Hand.BEARER) == 0 and hand_rank(ROMANS_22, Hand.BEARER) is None  # sent with: a named hand
    assert hand_rank(GALATIANS_11, Hand.HAND) == 1 and hand_rank(GALATIANS_11, Hand.BEARER) is None
    assert hand_rank(FIRST_PETER_12, Hand.HAND) == 0


def test_a_greeting_by_the_writers_hand_writes_no_letter() -> None:
    assert all(hand_rank(FIRST_CORINTHIANS_21, hand) is None for hand in Hand)  # 1 Cor 16:21: only the greeting


@pytest.mark.parametrize(
    ("question", "book"),
    [
        ("بطرس كتب رسالته الأولى لمين", "1Pe"),
        ("يوحنا بعت رسالته التالتة لمين", "3Jn"),  # Egyptian ت for ث
        ("بطرس قال إيه في رسالته التانية", "2Pe"),
    ],
)
def test_a_writers_ordinal_letter_is_named(question: str, book: str) -> None:
    assert named_book(question) == book


def test_no_writer_before_the_letter_word_names_none() -> None:
    assert named_book("قرأت رسالته الأولى") is None
    assert named_book("بولس كتب رسالته الأولى") is None  # no "بولس الأولى"


def test_sent_with_whom_is_filled_by_the_hand() -> None:
    subscript = "-كتبت إلى أهل فيلبي من رومية على يد أبفرودتس-"
    assert asked_problem("رسالة فيلبي اتبعتت مع مين؟", [subscript]) is None
    assert asked_problem("رسالة فيلبي اتبعتت مع مين؟", ["أمسك بيد الصبية وقال لها"]) is not None  # no sending
