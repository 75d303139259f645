"""REQVERB70: the request's own verb read as the asked deed. A question that asks what a record tells ("ماذا ورد في X عن
Y", "السنكسار بيذكر إيه عن …", "بتحكي إيه", "ماذا جاء في … عن …", "بنقول إيه") asks no deed: the record tells the topic
in its own verbs (`asked_reading.asked_deed`, by `text.question_frame.telling_verb`). A question word (ليه) is no deed's
verb (`deed_person`); a relation (علاقة) is no kind whose members are asked (`slot_reading`). Where the verb of telling IS
the deed ("مين اللي ذكر …", "من الذي روى …") its doer is still asked, and a real deed's object still needs its verb."""

from __future__ import annotations

import pytest

from dalil.answer.asked_reading import asked_contents, asked_deed
from dalil.answer.asked_stated import asked_problem
from dalil.answer.deed_person import asked_deed_person, deed_person_problem


@pytest.mark.parametrize(
    "question",
    [
        "ماذا ورد في مزمور 62 عن الله؟",
        "ماذا ورد بشأن الأودية في مزمور 78؟",
        "ممكن تقولي مزمور 51 بيذكر إيه بخصوص بذبيحة؟",
        "هو مزمور 105 ذكر إيه عن إسرائيل؟",
        "ماذا قيل عن الراقدين في تسالونيكي الأولى 4؟",
        "ماذا جاء في يوحنا 10 عن الباب؟",
        "في صلاة الشكر بنقول إيه عن السموات؟",
        "سفر راعوث الإصحاح التاني بيحكي إيه؟",
        "ماذا يروي السنكسار عن وصية بونيفاسيوس؟",
        "el sanksar bey2ool eh 3an el baba Kelestinos?",
    ],
)
def test_a_verb_of_telling_asks_no_deed(question: str) -> None:
    assert asked_deed(question) is None


@pytest.mark.parametrize(
    ("question", "deed"),
    [
        ("المجوس قدموا إيه للطفل يسوع؟", "قدموا"),
        ("زكريا لما كان مش قادر يتكلم كتب ايه على اللوح", "كتب"),  # writing is a deed
        ("ماذا جاء به المجوس؟", "جاء"),  # a coming with, no text it came in
    ],
)
def test_a_real_deed_is_still_asked(question: str, deed: str) -> None:
    assert asked_deed(question) == deed


def test_the_answer_that_tells_the_topic_is_not_refused_for_the_request_verb() -> None:
    sentence = "وأما الغريب فلا تتبعه بل تهرب منه لأنها لا تعرف صوت الغرباء"
    for question in ("يوحنا 10 بيقول إيه عن الغريب؟", "ماذا ورد في يوحنا 10 عن الغريب؟", "ماذا جاء في يوحنا 10 عن الغريب؟"):
        assert asked_problem(question, [sentence]) is None
    # the object of a real deed still needs the deed said
    assert asked_problem("المجوس قدموا إيه للطفل يسوع؟", ["وأتوا إلى البيت ورأوا الصبي مع مريم أمه"]) == "asked_not_stated: deed قدموا"


def test_why_is_no_deed_whose_doer_is_asked() -> None:
    question = "مين اللي ليه علاقة بالأوثان في تذكار إغلاق هياكل الأوثان؟"
    assert asked_deed_person(question) is None
    assert deed_person_problem(question, ["صدرت أوامر الملك البار قسطنطين الكبير بإغلاق هياكل الأوثان وفتح الكنائس"]) is None


@pytest.mark.parametrize(
    ("question", "verb"),
    [("مين اللي ذكر اسم القديس حزقيال في السنكسار؟", "ذكر"), ("من الذي روى قصة استشهاد ثيؤفيلس وزوجته؟", "روي"), ("مين قال لبطرس تعال", None)],
)
def test_a_verb_of_telling_whose_doer_is_asked_is_still_a_deed(question: str, verb: str | None) -> None:
    # "مين قال …" asks a speaker: `text/speakers.py` reads it, not the deed-person reading (`_doer_verb`)
    asked = asked_deed_person(question)
    assert (asked.verb if asked else None) == verb


def test_a_relation_is_no_kind_whose_members_are_asked() -> None:
    assert asked_contents("ما علاقة العرب بفلسطين؟") is None
    assert asked_contents("ما صلة قسطنطين بإغلاق هياكل الأوثان؟") is None
    assert asked_contents("ما هي هدايا المجوس؟") == "هدايا"
