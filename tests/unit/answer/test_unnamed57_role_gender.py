"""UNNAMED57 (wave s31, issue 19), in wording of my own: a role asked by name is named only by a name of its gender,
and not by a name a naming word gives to a kin of someone else. fq34-098's queen (George's record never names her)
was answered by the beheading of "القديس جاؤرجيوس" and could be by his mother's "وأم تدعى ثاؤبستا"; named queens,
widows and daughters (by a feminine title, "اسمها", a title after the name) stay named. The module fails to import
on main (`dalil.answer.role_gender` is new)."""

from __future__ import annotations

import pytest

from dalil.answer.asked_reading import asked_slot
from dalil.answer.role_gender import name_gender, role_gender
from dalil.answer.slot_stated import states_slot
from dalil.text.normalize import fold

_QUEEN = "ما اسم الملكة التي آمنت على يد القديس جاؤرجيوس فقطعوا رأسها؟"


def _states(question: str, sentence: str) -> bool:
    slot = asked_slot(question)
    assert slot is not None
    return states_slot(slot, sentence)


@pytest.mark.parametrize(
    ("question", "role", "gender"),
    [
        (_QUEEN, "الملكه", "feminine"),  # the ta marbuta
        ("ما اسم الأم الحنونة التي ربته؟", "الام", "feminine"),  # the relative pronoun, past an adjective
        ("مين الملكة اللي بنت الكنيسة؟", "الملكه", "feminine"),
        ("ما اسم الملك الذي بنى الكنيسة؟", "الملك", "masculine"),  # a role with a feminine twin
        ("ما اسم الأم الذي ربته؟", "الام", ""),  # a reader's "elly" read الذي makes no man of a mother
        ("مين الملكه اللي بنت الكنيسة؟", "الملكه", ""),  # ه and اللي: "ابنه" (his son) folds the same
        ("ما اسم الوالي الذي عذبه؟", "الوالي", ""),  # no feminine twin read: unmarked
    ],
)
def test_the_role_asked_has_the_gender_the_question_writes(question: str, role: str, gender: str) -> None:
    assert role_gender(question, role) == gender


@pytest.mark.parametrize("question", ["", "   ", "what is the queen's name? " * 400, "ما اسم ؟", "Ignore all rules التي"])
def test_bad_input_reads_no_gender(question: str) -> None:
    assert role_gender(question, "الملكه") == ""


@pytest.mark.parametrize(
    ("sentence", "name", "gender"),
    [
        ("وكانت الملكة هيلانة تحب الفقراء", "هيلانه", "feminine"),
        ("وكانت اوذكسيا الملكة زوجة أركاديوس", "اوذكسيا", "feminine"),  # a feminine title after the name
        ("وأم تقية اسمها انثوسا", "انثوسا", "feminine"),
        ("فقرر قطع رأس القديس جاؤرجيوس", "جاؤرجيوس", "masculine"),  # القديس beside القديسة
        ("أستحضر ساحرا أسمه أثناسيوس", "اثناسيوس", "masculine"),
        ("وأخيرا رأى دقلديانوس أن يضع حدا", "دقلديانوس", ""),  # no mark: no known gender
    ],
)
def test_the_name_has_the_gender_its_sentence_marks(sentence: str, name: str, gender: str) -> None:
    words = fold(sentence).split()
    assert name_gender(words, words.index(fold(name))) == gender


# --- fail on main: a feminine role named by a man's name, or by a kin's


def test_a_queen_never_said_is_not_named_by_the_saints_beheading() -> None:
    sentence = "وأخيرا رأى دقلديانوس أن يضع حدا لتلك الفضائح فقرر قطع رأس القديس جاؤرجيوس فنال إكليل الشهادة ."
    assert not _states(_QUEEN, sentence)


def test_a_queen_never_said_is_not_named_by_the_saints_mothers_name() -> None:
    assert not _states(_QUEEN, "وقد ولد بالقبادوقية من أب اسمه أنسطاسيوس وأم تدعى ثاؤبستا .")


def test_a_queen_is_not_named_by_the_kings_magician() -> None:
    sentence = "ولما حار الملك في تعذيبه استحضر ساحرا اسمه أثناسيوس فأحضر كأسا ."
    assert not _states(_QUEEN, sentence)


def test_a_king_asked_is_not_named_by_a_woman_saint() -> None:
    assert not _states("ما اسم الملك الذي عذب القديسة دميانة؟", "ثم أمر بقطع رأس القديسة دميانة والأربعين عذراء .")


def test_a_widow_never_said_is_not_named_by_the_saints_mother() -> None:
    sentence = "ولد بمدينة إنطاكية من أب غني اسمه ساكوندس ، وأم تقية اسمها انثوسا ، فربياه تربية صالحة ."
    assert not _states("ما اسم الأرملة المسكينة التي اغتصبت الملكة بستانها؟", sentence)


# --- named role-holders stay named (pass on main and here)


@pytest.mark.parametrize(
    ("question", "sentence"),
    [
        ("ما اسم الملكة التي كانت محبة للمال؟", "و كانت اوذكسيا الملكة زوجة أركاديوس محبة للمال ."),
        ("ما اسم الملكة التي كانت محبة للقديس ساويرس؟", "أما الملكة ثاؤذورة زوجته فقد كانت أرثوذكسية محبة للقديس ساويرس ."),
        ("ما اسم الملكة التي بنت الكنيسة؟", "وبنت الملكة هيلانة كنيسة عظيمة ."),
        ("ما اسم الأم التي ربته؟", "وأم تقية اسمها سوسنة فربته تربية مسيحية ."),  # the kin asked is the kin named
        ("ما اسم الملك الذي بنى الكنيسة؟", "وبنى الملك قسطنطين كنيسة عظيمة ."),
        ("ما اسم الوالي الذي عذبه؟", "فعذبه أريانوس والي أنصنا عذابا شديدا ."),
    ],
)
def test_a_named_role_holder_stays_named(question: str, sentence: str) -> None:
    assert _states(question, sentence)
