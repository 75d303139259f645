"""The Bible book a question names without a reference (text/book_hint.py): the expansion list
searches only that book. Names that are also a person or an ordinary word never count alone."""

from __future__ import annotations

import pytest

from dalil.text.book_hint import named_book


@pytest.mark.parametrize(
    ("question", "code"),
    [
        ("كيف يجب أن يعامل الزوج زوجته بحسب رسالة أفسس؟", "Eph"),
        ("أي مزمور يصور الله راعيا؟", "Psa"),
        ("كم أبعد الله عنا آثامنا بحسب المزمور؟", "Psa"),
        ("كيف يصف إنجيل يوحنا الكلمة؟", "Jhn"),
        ("ما طبيعة الله برسالة يوحنا الأولى؟", "1Jn"),  # the longer name wins, a glued ب is allowed
        ("ما الذي يحتاجه الإنسان بحسب رسالة بولس إلى أهل رومية؟", "Rom"),
        ("بماذا شبهت الرسالة إلى العبرانيين كلام الله؟", "Heb"),
    ],
)
def test_a_named_book_is_found(question: str, code: str) -> None:
    assert named_book(question) == code


@pytest.mark.parametrize(
    "question",
    [
        "ماذا قال يوحنا المعمدان؟",  # a person
        "متى ولد الإسكندر الأكبر؟",  # متى = when
        "ماذا فعل يعقوب وبطرس؟",
        "من كان أحد أشهر صانعي الأسلحة؟",
        "كم مرة يقوم بالسفر وحيدا؟",  # سفر = travel, not a book word here without a name
    ],
)
def test_a_person_or_an_ordinary_word_is_no_book(question: str) -> None:
    assert named_book(question) is None
