"""The addressee of "what did X say to Y" read from a name glued to ل whose first letter is ل, and from
a title before a name (answer/said_asked.py `said_to`; MEND33, issue 19 hygiene). Wording of my own."""

from __future__ import annotations

import pytest

from dalil.answer.said_asked import SAYING_UNSTATED, said_problem, said_to


@pytest.mark.parametrize(
    ("question", "name"),
    [
        ("ماذا قال يسوع للعازر عند القبر", "لعازر"),
        ("ماذا قال الملاكان للوط في سدوم", "لوط"),  # a two-letter rest: no article's noun, only Lot
        ("يعقوب قال ايه لليا", "ليا"),
        ("ماذا قال يسوع للاوي العشار", "لاوي"),
    ],
)
def test_a_name_glued_to_la_whose_first_letter_is_la_is_read(question: str, name: str) -> None:
    assert said_to(question)[-1] == name  # main read "للعازر" as العازر only, "للوط" as nothing


@pytest.mark.parametrize(
    ("question", "name"),
    [
        ("ماذا قال الأنبا بيشوي للقديس كاؤو", "كاؤو"),
        ("ماذا قال يوحنا المعمدان للملك هيرودس", "هيرودس"),
        ("ماذا قال الملاك للقديس العظيم الأنبا أنطونيوس", "انطونيوس"),
        ("يسوع قال ايه للرسول توما", "توما"),
        ("ماذا قال الوالي لأنبا شنودة", "شنوده"),
        ("ماذا قال الملاك للنبي زكريا", "زكريا"),
        ("ماذا قال يسوع ل القديس بطرس", "بطرس"),  # لـ apart (a Franco question as searched)
    ],
)
def test_a_title_before_a_name_gives_the_name(question: str, name: str) -> None:
    assert said_to(question) == (name,)


def test_a_title_without_a_name_is_the_addressee() -> None:
    assert said_to("دانيال قال ايه للملك") == ("الملك", "لملك")


def test_a_line_to_the_titled_name_answers_without_the_title() -> None:
    question = "ماذا قال يسوع للرسول توما بعد القيامة"
    to_thomas = "ثم قال لتوما: هات إصبعك إلى هنا وأبصر يدي، وهات يدك وضعها في جنبي"
    to_peter = "فقال يسوع لبطرس: اتبعني أنت وارع غنمي"
    assert said_problem(question, [to_thomas]) is None
    assert said_problem(question, [to_peter]) == f"{SAYING_UNSTATED}: توما"


def test_a_line_to_lot_is_asked_of_lot() -> None:
    question = "ماذا قال الملاكان للوط في سدوم"
    to_lot = "وقال الرجلان للوط: من لك أيضا ههنا؟ أصهارك وبنيك وبناتك وكل من لك في المدينة أخرج من المكان"
    to_abraham = "فقال الرب لإبراهيم: لماذا ضحكت سارة قائلة أفبالحقيقة ألد وأنا قد شخت"
    assert said_problem(question, [to_lot]) is None
    assert said_problem(question, [to_abraham]) == f"{SAYING_UNSTATED}: {said_to(question)[0]}"


def test_a_word_after_an_about_is_the_topic_not_a_hearer() -> None:
    # a stray ل on the topic after عن ("عن للكودايين", claims-blind27 b27-154) names no hearer (PRECISION68)
    assert said_to("عايز أعرف الدوا ده بيقول إيه عن للمسكنات") == ()
    assert said_to("الراهب قال إيه للوالي عن الأصنام")[0] == "الوالي"  # a hearer before عن is read as before
