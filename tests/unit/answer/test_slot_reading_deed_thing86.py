"""A which asked of the record's telling is no deed (DEEDTHING86): a which-noun that names a place in the text ("في أنهي
سياق"، "في أي فقرة") is answered by the quoted passage, and a telling verb ("ذكرت أنهي مدينة") is what a quote of the
record does; the which-noun itself is still wanted. A record's title in the question ("سيرة نياحة …") gives no deed
either. A deed in the world keeps its phrase (DEEDTHING84). Wording of my own, not any fixture's."""

from __future__ import annotations

import pytest

from dalil.answer.asked_reading import asked_slot
from dalil.answer.asked_stated import states_asked
from dalil.answer.slot_reading import passage_noun


@pytest.mark.parametrize(
    "question",
    [
        "سفر التكوين جاب سيرة يوسف في أنهي سياق؟",
        "في أي سياق ذكر إنجيل متى 5 الملح؟",
        "في أي فقرة تتحدث المقالة عن الحرب؟",
        "سيرة نياحة القديس بولا اتكلمت عن الغراب في أنهي مقطع؟",
        "سيرة استشهاد القديس مينا ذكرت أنهي حيوان؟",
        "ما الكتاب الذي ذكره السنكسار؟",
    ],
)
def test_a_which_of_the_records_telling_has_no_deed(question: str) -> None:
    slot = asked_slot(question)
    assert slot is not None and slot.kind == "which"
    assert (slot.deed, slot.deed_preposition) == ("", "")


@pytest.mark.parametrize(
    ("question", "deed"),
    [
        ("الراهب كان بيدرس في أنهي مدرسة؟", "بيدرس"),
        ("في أي جريدة كتب الصحفي؟", "كتب"),  # writing is a deed, not the record's telling
    ],
)
def test_a_deed_in_the_world_keeps_its_phrase(question: str, deed: str) -> None:
    slot = asked_slot(question)
    assert slot is not None and slot.deed == deed


def test_passage_nouns() -> None:
    assert passage_noun("سياق") and passage_noun("الفقره") and passage_noun("مقطع")
    assert not passage_noun("مدينه") and not passage_noun("موضع")  # a place in the world as often


@pytest.mark.parametrize(
    ("question", "sentence"),
    [
        ("سفر التكوين جاب سيرة يوسف في أنهي سياق؟", "فلما رأى يوسف إخوته عرفهم، لكنه تنكر لهم وتكلم معهم بجفاء."),
        ("في أي فقرة تتحدث المقالة عن الحرب؟", "واندلعت الحرب بين البلدين سنة 1948 واستمرت عدة أشهر."),
    ],
)
def test_the_quoted_passage_answers_where_the_record_says_it(question: str, sentence: str) -> None:
    assert states_asked(question, sentence)


@pytest.mark.parametrize(
    ("question", "deed"),
    [
        # a Franco title read by its skeletons ("syret estesh-had …" -> "صارت استشهاد …"): "became" is the record's kind
        ("صارت استشهاد مينا في أي سجن", ""),
        ("صرت تنيح بولا في أي برية", ""),
        # the same verb asked of the subject, past the opening, is his deed
        ("الأنبا بولا تنيح في أنهي برية", "تنيح"),
    ],
)
def test_a_records_title_opening_the_question_gives_no_deed(question: str, deed: str) -> None:
    slot = asked_slot(question)
    assert slot is not None and slot.kind == "which" and slot.deed == deed


@pytest.mark.parametrize(
    ("question", "sentence", "ok"),
    [
        # the passage is the answer where it says what the question has the record say
        ("في أي سياق ذكر سفر الخروج العليقة؟", "وظهر له ملاك الرب بلهيب نار من وسط عليقة، فنظر وإذا العليقة تتوقد.", True),
        # a verse without it does not place it; "ذكر" is said by any "قال", which is the telling, not what is told
        ("في أي سياق ذكر سفر الخروج العليقة؟", "فقال موسى لله: من أنا حتى أذهب إلى فرعون وأكلمه؟", False),
    ],
)
def test_a_passage_asked_is_told_where_the_quote_says_the_thing(question: str, sentence: str, ok: bool) -> None:
    assert states_asked(question, sentence) is ok
