"""A yes/no question that compares by more / less ("هل X أكثر من Y", "هو X أكتر من Y؟", Franco "howa … aktar mn …")
asks the comparison: only a sentence that says it answers (WRONGREC80, answer/elative_asked.py `_compared`). A bound
("أكثر من مائة", "أكثر من مرة", "أكثر من مدينة") asks none; a what after "من" asks what, no yes or no. The questions
and sentences are this test's own."""

from __future__ import annotations

import pytest

from dalil.answer.asked_stated import asked_problem
from dalil.answer.elative_asked import asked_elative, elative_stated


@pytest.mark.parametrize(
    ("question", "form"),
    [
        ("هل يقرأ الكبار الكتب أكثر من الأطفال؟", "اكثر"),  # MSA, "هل"
        ("هو الأهلي كسب بطولات أكتر من الزمالك؟", "اكثر"),  # Egyptian opener, Egyptian spelling
        ("هي القاهرة سكانها أقل من الجيزة؟", "اقل"),  # the feminine opener, less
        ("هو القران ذكر اسم موسي اكثر من اسم هارون", "اكثر"),  # a Franco question as searched: no mark, opener
        ("الكنيسة دي فيها أيقونات أكتر من أي كنيسة تانية؟", "اكثر"),  # its tone and its mark; "any" is the set
        ("هو مكاريوس كان أعظم من أنطونيوس؟", "اعظم"),  # another elative, the Egyptian opener
        ("وهل صام موسى أكثر من إيليا؟", "اكثر"),  # "هل" glued to its و
    ],
)
def test_a_yes_no_comparison_asks_it(question: str, form: str) -> None:
    assert asked_elative(question) == form


@pytest.mark.parametrize(
    "question",
    [
        "هل عاش القديس أكثر من مائة سنة؟",  # a number: a bound
        "هل رفضت الدولة أكثر من مائتي طلب؟",  # a dual number in construct
        "هو بطرس اتسجن أكتر من مرة؟",  # a count of times
        "هل تعيش أكثر من نصف العائلات في المدن؟",  # a part
        "هل بشر مرقس في أكثر من مدينة؟",  # a bare indefinite: more than one
        "ناموس الرب أحسن من إيه؟",  # what after "من": asks what
        "هو الأهلي كسب بطولات أكتر من الزمالك ليه؟",  # a trailing why
        "الأهلي كسب بطولات أكتر من الزمالك",  # no opener, no mark: a statement
    ],
)
def test_no_comparison_is_asked(question: str) -> None:
    assert asked_elative(question) is None


def test_a_sentence_that_compares_nothing_does_not_answer() -> None:
    question = "هو القران ذكر اسم موسي اكثر من اسم هارون"
    assert asked_problem(question, ["عند ذكر اسم موسى يذكر المسلمون عبارة عليه السلام."]) is not None
    assert asked_problem(question, ["ذكر اسم موسى في القرآن أكثر من اسم هارون."]) is None


def test_the_comparison_stated_answers() -> None:
    question = "هي المدينة بتتأذى من الأعاصير أقل من مدن الساحل؟"
    assert elative_stated("اقل", ["عانت المدينة من أضرار أعاصير أقل من معظم مدن الساحل."], question)
    assert not elative_stated("اقل", ["تقع المدينة على ساحل المحيط الأطلسي."], question)
