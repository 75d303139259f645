"""The words that say only that a thing is, or is somewhere: "يوجد", "توجد", "موجود", "موجودة".

A question asks by them whether a thing is ("هل يوجد برلمان منتخب في اليابان؟") or where it is ("أين يوجد جسد
القديس موسى الأسود؟", "في أي متحف توجد الموناليزا؟", "جسدها موجود فين دلوقتي؟"). A record states it by naming the
thing, and its place, in its own verb or none ("يضم إمبراطورًا وبرلمان منتخبًا", "حيث تعلق هناك على جدار متحف اللوفر",
"وجسده الآن بمدينة سمنود"): the existential word is the kind of what is asked, as the unit of a value asked is
(`answer.asked_reading.answer_kind_terms`: it counts for a sentence that holds it, never against one that does not),
and a yes/no asked by it is answered by a sentence that names the thing (`answer.said_asked.asked_deed`).

Not read: the past "وجد" (found: "وجد الكنز" is a deed), the Egyptian "فيه" (also "in it") and "هناك" (also "there").
"""

from __future__ import annotations

from dalil.text.glued import unglued
from dalil.text.normalize import fold, folded_words
from dalil.text.support import strip_markers, term_set

EXISTENTIALS = folded_words(
    "يوجد توجد يوجدان توجدان يوجدون يوجدوا توجدن موجود موجوده موجودة موجودان موجودتان موجودين موجودون موجودات"
)


def existential(word: str) -> bool:
    """Is the folded word one that says only that a thing is (somewhere), a glued و/ف too ("ويوجد")?"""
    return word in EXISTENTIALS or unglued(word) in EXISTENTIALS


def existential_terms(question: str) -> frozenset[str]:
    """The terms of the question's existential words, but a term another word of it gives too."""
    words = fold(strip_markers(question)).split()
    found = [word for word in words if existential(word)]
    if not found:
        return frozenset()
    return term_set(" ".join(found)) - term_set(" ".join(word for word in words if not existential(word)))
