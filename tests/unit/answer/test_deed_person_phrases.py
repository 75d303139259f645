"""KEYTERM69: a who-did question is answered by a sentence that says the deed, or tells it by two phrases of its object
— not by the words of one name of several words ("صلاح الدين الأيوبي", "جمال عبد الناصر", "قلعة صلاح الدين"), which
name only the one the deed was done to; and a word of two letters ("بن") is no form of the deed's verb ("بنى").
Wording of my own, not any fixture's (issue 19)."""

from __future__ import annotations

import pytest

from dalil.answer.deed_person import asked_deed_person, deed_person_problem, deed_person_said


@pytest.mark.parametrize(
    ("question", "phrases"),
    [
        ("مين اللي قتل طومان باي الأشرف؟", (("طومان", "باي", "الاشرف"),)),
        ("من الذي أعان إبراهيم في رفع قواعد الكعبة؟", (("ابراهيم",), ("قواعد",), ("الكعبه",))),
        ("من الذي منح واينولف مقاطعة أفيرسا؟", (("واينولف", "مقاطعه", "افيرسا"),)),
        ("مين اللي هدم سور مدينة أريحا؟", (("سور", "مدينه", "اريحا"),)),
        ("من الذي أعان الملك في بناء سور المدينة؟", (("سور",), ("المدينه",))),
        ("من غنى النشيد الوطني في الحفل؟", (("النشيد",), ("الوطني",))),
    ],
)
def test_the_objects_words_are_read_as_the_phrases_the_question_says(question: str, phrases: tuple) -> None:
    asked = asked_deed_person(question)
    assert asked is not None and asked.told_by == phrases


@pytest.mark.parametrize(
    ("question", "sentence", "said"),
    [
        # one name of several words: the one done to, no deed
        ("مين اللي قتل طومان باي الأشرف؟", "وكان طومان باي الأشرف آخر سلاطين المماليك في مصر.", False),
        ("مين اللي حبس عمر مكرم؟", "وكان عمر مكرم نقيب الأشراف في القاهرة.", False),
        ("من الذي سجن أحمد عرابي باشا؟", "قاد أحمد عرابي الثورة ضد الخديوي توفيق.", False),
        # the deed said with its doer
        ("مين اللي قتل طومان باي الأشرف؟", "فقبض عليه السلطان سليم الأول وقتل طومان باي وعلقه على باب زويلة.", True),
        ("من الذي سجن أحمد عرابي؟", "وسجن الإنجليز أحمد عرابي ثم نفوه إلى سيلان.", True),
        # the deed told in other words: two phrases of its object, each said
        ("من الذي ساعد نحميا في بناء سور أورشليم؟", "وعمل معه الكهنة في بناء سور أورشليم.", True),
        # a name said whole twice is still one thing; a man and a county said apart are two
        ("مين اللي قتل طومان باي الأشرف؟", "طومان باي الأشرف سلطان، وكان طومان باي آخر المماليك.", False),
        ("من الذي أعطى يوسف البناء قطعة أرض سنة 900؟", "ومنهم يوسف البناء الذي نال قطعة أرض من الوالي.", True),
    ],
)
def test_a_deed_is_told_by_two_phrases_not_by_one_name(question: str, sentence: str, said: bool) -> None:
    asked = asked_deed_person(question)
    assert asked is not None and deed_person_said(asked, sentence) is said


@pytest.mark.parametrize(
    ("question", "sentence", "said"),
    [
        ("من بنى قلعة الجبل؟", "الملك الناصر يوسف بن أيوب بن شاذي صاحب قلعة الجبل.", False),
        ("مين اللي بنى جامع عمرو؟", "عمرو بن العاص بن وائل السهمي فاتح مصر.", False),
        ("من بنى قلعة الجبل؟", "وبنى الملك الناصر قلعة الجبل على المقطم.", True),
        ("مين اللي بنى جامع عمرو؟", "وبنى عمرو بن العاص الجامع بعد فتح مصر.", True),
    ],
)
def test_a_two_letter_word_is_no_form_of_the_deeds_verb(question: str, sentence: str, said: bool) -> None:
    assert (deed_person_problem(question, [sentence]) is None) is said
