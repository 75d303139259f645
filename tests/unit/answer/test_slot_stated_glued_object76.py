"""A who-question naming the deed's object (RIGHTDECLINED76, answer/slot_stated.py `_object_said`): the object may be a
pronoun glued to the verb, standing for the record's subject its title names, and the name after the verb is its doer.
Wording of my own, not any fixture's."""

from __future__ import annotations

import pytest

from dalil.answer.asked_stated import states_asked
from dalil.answer.slot_stated import _doer_named, _object_glued


@pytest.mark.parametrize(
    ("question", "sentence", "title", "ok"),
    [
        # the object glued, the record his own, the doer named after the role: an answer
        ("من الأسقف الذي رسم الأنبا كاراس قسا؟", "ولما كبر رسمه الأنبا يوساب أسقف البلدة قسا على كنيستها.", "نياحة الأنبا كاراس", True),
        ("مين الوالي اللي عذب القديس فليمون؟", "فلما وصل المدينة عذبه الوالي أريانوس عذابا شديدا.", "استشهاد القديس فليمون", True),
        ("من البابا الذي رسم ميخائيل شماسا؟", "ونشأ في الكنيسة فرسمه البابا غبريال شماسا.", "نياحة البابا ميخائيل", True),
        # the asked one is the doer after the verb: the glued pronoun is another man, the record's subject
        ("من البابا الذي رسم البابا غبريال؟", "ونشأ في الكنيسة فرسمه البابا غبريال شماسا.", "نياحة البابا ميخائيل", False),
        ("من الوالي الذي عذب أريانوس؟", "فلما وصل المدينة عذبه الوالي أريانوس عذابا شديدا.", "استشهاد القديس فليمون", False),
        # the doer left unnamed: the role alone, an adverb of how much, a preposition with its noun
        ("من الوالي الذي عذب القديس فليمون؟", "فلما وصل المدينة عذبه الوالي كثيرا.", "استشهاد القديس فليمون", False),
        ("من الوالي الذي أحرق القديس فليمون؟", "وأخيرا أحرقه بالنار فنال الإكليل.", "استشهاد القديس فليمون", False),
        # another man's record: the title names no one asked
        ("من الأسقف الذي رسم الأنبا كاراس قسا؟", "ولما كبر رسمه الأنبا يوساب أسقف البلدة قسا على كنيستها.", "نياحة الأنبا بيجول", False),
    ],
)
def test_an_object_glued_to_the_verb_is_the_record_subject_and_the_doer_is_named_after_it(
    question: str, sentence: str, title: str, ok: bool
) -> None:
    assert states_asked(question, sentence, [title]) is ok


def test_a_verb_with_its_object_glued() -> None:
    assert _object_glued("فرسمه", "رسم") and _object_glued("عذبهما", "عذب") and _object_glued("رسموه", "رسم")
    assert not _object_glued("رسم", "رسم") and not _object_glued("ضربه", "رسم")


def test_the_doer_is_the_first_name_past_titles_roles_and_a_preposition_with_its_pronoun() -> None:
    assert _doer_named(["البابا", "ياروكلاس", "شماسا"]) and _doer_named(["لهم", "الانبا", "ثاوفيلس"])
    assert not _doer_named(["الوالي", "كثيرا"]) and not _doer_named(["بالنار", "فنال"]) and not _doer_named(["الوالي"])
