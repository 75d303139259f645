"""A who-did deed told in other words only by its class or its converse (LEFTOVERS78, answer/deed_classes.py)."""

from __future__ import annotations

import pytest

from dalil.answer.deed_classes import deed_class_said
from dalil.answer.deed_person import asked_deed_person, deed_person_said
from dalil.text.normalize import fold


@pytest.mark.parametrize(
    ("verb", "sentence", "said"),
    [
        # the class: help by its synonyms and by a deed done with the one helped
        ("اعان", "وساعده ابنه إسماعيل في بنائها", True),
        ("ساعد", "وعمل معه الكهنة في بناء سور أورشليم", True),
        # the converse: a grant by its receiving, a teaching by its learning
        ("منح", "واينولف درينغوت الذي حصل على مقاطعة أفيرسا", True),
        ("اعطي", "ومنهم يوسف البناء الذي نال قطعة أرض من الوالي", True),
        ("علم", "وتتلمذ على يد العلامة أوريجانوس", True),
        # lead by its noun; begin by the imperfect
        ("قاد", "وبلاد ما وراء النهر بقيادة قتيبة بن مسلم", True),
        ("بدا", "لأن عد السنين فيه يبدأ من سنة ميلاد المسيح", True),
        # another deed of the object's things
        ("قاد", "الذي استخدم ضدها الأسلحة الثقيلة وقوات الشبيحة", False),
        ("ارسل", "حنق عليه لأنه طرد ابنته", False),
        ("ارسل", "وصلت تعزيزات الجيش النظامي الفرنسي إلى فرنسا الجديدة", False),  # an arrival is no sending
        ("صنع", "تحسر بعض المشترين بسبب صغر حجم السيارات", False),
        ("علم", "المجريين بقيادة فيرنس دياك كانوا يوجهون العصيان المدني", False),
    ],
)
def test_a_deed_of_a_class_is_told_by_its_class_or_converse(verb: str, sentence: str, said: bool) -> None:
    assert deed_class_said(verb, fold(sentence).split()) is said


def test_a_deed_of_no_class_keeps_the_objects_reading() -> None:
    assert deed_class_said("قتل", fold("وكان طومان باي آخر سلاطين المماليك").split()) is None


@pytest.mark.parametrize(
    ("question", "sentence", "said"),
    [
        # fq57-051's shape: the militia and the protests said, the leading not
        (
            "من الذي قاد قوات الشبيحة في قمع الاحتجاجات السورية؟",
            "ومطالبة بإسقاط النظام البعثي الذي استخدم ضدها الأسلحة الثقيلة وقوات الشبيحة في قمع الاحتجاجات.",
            False,
        ),
        (
            "من الذي بنى أول موطئ قدم للنورمان في الجنوب؟",
            "واينولف درينغوت الذي حصل على مقاطعة أفيرسا، أول موطئ قدم للنورمان في الجنوب، من دوق نابولي.",
            False,
        ),
        # the grant told by its receiving, the man and the county said apart (fq6-076's shape)
        (
            "من الذي منح واينولف درينغوت مقاطعة أفيرسا سنة 1030؟",
            "والذين منهم واينولف درينغوت الذي حصل على مقاطعة أفيرسا من دوق نابولي سيرجيوس الرابع في عام 1030",
            True,
        ),
    ],
)
def test_the_told_by_path_requires_the_class_where_the_deed_has_one(question: str, sentence: str, said: bool) -> None:
    asked = asked_deed_person(question)
    assert asked is not None
    assert deed_person_said(asked, sentence) is said
